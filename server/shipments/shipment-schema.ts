import { z } from 'zod';
import { Timestamp } from '@/server/core/schemas';

/**
 * The shipment's contract: the shipment as the API answers it (GET /v1/shipments, the order's `shipments`,
 * order.shipped). It sits below orders, whose orders show their shipments, and outbound, which makes them, so
 * that neither imports the other for it.
 */
export const ParcelSchema = z
  .object({
    weight_grams: z.number().int().nullable(),
    length_mm: z.number().int().nullable(),
    width_mm: z.number().int().nullable(),
    height_mm: z.number().int().nullable(),
  })
  .meta({ id: 'Parcel' });

export const ShipmentItemSchema = z.object({ order_item_id: z.string(), quantity: z.number().int() });

const Link = z.object({ url: z.string(), valid_until: Timestamp });

export const ShipmentSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    carrier: z.string(),
    service: z.string().nullable(),
    tracking_codes: z.array(z.string()),
    tracking_url: z.string().nullable(),
    parcels: z.array(ParcelSchema),
    items: z.array(ShipmentItemSchema),
    shipped_at: Timestamp,
    documents: z
      .object({
        status: z.enum(['pending', 'complete', 'failed']),
        shipping_labels: z.array(Link).meta({ description: 'One PDF per parcel, links valid 5 minutes.' }),
        packing_slip: Link.nullable(),
      })
      .meta({ description: 'Rendered by the job queue after the shipment is created.' }),
  })
  .meta({ id: 'Shipment' });
export type ShipmentDto = z.infer<typeof ShipmentSchema>;
export type ParcelDto = z.infer<typeof ParcelSchema>;
