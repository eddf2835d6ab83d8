import { z } from 'zod';
import { IdSchema, PaginationQuery, commaList, listEnvelope } from '@/server/core/schemas';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';
import { OrderSchema } from '@/server/orders/schemas';
import { CARRIER_CODES } from './carriers';
import { ShipmentSchema } from '@/server/shipments/shipment-schema';

/** Request and response shapes of outbound fulfilment (docs/decisions/outbound.md). */

/** Statuses of the warehouse's outbound queue. */
export const QUEUE_STATUSES = ['confirmed', 'processing', 'problem'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
/** What the warehouse screens call each of them (the order's own status names read oddly on the floor). */
export const QUEUE_STATUS_LABELS: Record<QueueStatus, string> = {
  confirmed: 'Waiting to be picked',
  processing: 'Being picked and packed',
  problem: 'Problem',
};

const mm = z.number().int('Must be an integer.').min(1, 'Must be 1 or more.').max(10_000, 'At most 10000.');
const ParcelInput = z.strictObject({
  weight_grams: z.number().int('Must be an integer.').min(1, 'Must be 1 or more.').max(1_000_000).nullish(),
  length_mm: mm.nullish(),
  width_mm: mm.nullish(),
  height_mm: mm.nullish(),
});

export const CreateShipmentBody = z.object({
  shipment: z.strictObject({
    carrier: z.enum(CARRIER_CODES),
    service: z.string().trim().min(1).max(100).nullish(),
    tracking_codes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9-]{4,40}$/, '4-40 letters, digits or hyphens.'),
      )
      .max(50)
      .nullish()
      .meta({ description: 'Absent or empty: the local carrier gives one code per parcel.' }),
    parcels: z.array(ParcelInput).min(1, 'At least one parcel.').max(50, 'At most 50 parcels.'),
    items: z
      .array(
        z.strictObject({
          order_item_id: IdSchema,
          quantity: z.number().int('Must be an integer.').min(1, 'Must be 1 or more.'),
        }),
      )
      .min(1, 'At least one line.')
      .max(500),
  }),
});
export type CreateShipmentInput = z.infer<typeof CreateShipmentBody>['shipment'];

export const PROBLEM_CODES = ['unit_missing', 'unit_damaged', 'address_invalid', 'other'] as const;
export const ReportProblemBody = z.object({
  problem: z
    .strictObject({
      code: z.enum(PROBLEM_CODES),
      item_id: IdSchema.nullish(),
      note: z.string().trim().max(1000, 'At most 1000 characters.').nullish(),
    })
    .superRefine((p, ctx) => {
      if ((p.code === 'unit_missing' || p.code === 'unit_damaged') && !p.item_id)
        ctx.addIssue({ code: 'custom', path: ['item_id'], message: 'Name the line whose unit failed.' });
      if (p.code === 'other' && !p.note)
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'Describe the problem.' });
    }),
});
export type ReportProblemInput = z.infer<typeof ReportProblemBody>['problem'];

export const OpsListOrdersQuery = PaginationQuery.extend({
  status: commaList(QUEUE_STATUSES)
    .optional()
    .meta({ description: 'Comma list; default confirmed (the orders waiting to be picked).' }),
  merchant_id: IdSchema.optional(),
  delivery_method: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: 'requested_delivery_method.code' }),
  pickup_point: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: 'requested_pickup_point.code or pickup_point.id' }),
  created_from: DateOrDateTime.optional(),
  created_to: DateOrDateTime.optional(),
});
export type OpsListOrdersFilter = z.infer<typeof OpsListOrdersQuery>;

export const QueueOrderSchema = OrderSchema.extend({ merchant_id: z.string() }).meta({ id: 'QueueOrder' });
export const QueueEnvelope = listEnvelope('orders', QueueOrderSchema);

export const PickUnitSchema = z.object({
  stock_unit_id: z.string(),
  location: z.string(),
  best_before: z.string().nullable(),
  batch_number: z.string().nullable(),
});
export const PickLineSchema = z.object({
  order_item_id: z.string(),
  product: z.object({ id: z.string(), sku: z.string(), name: z.string(), gtin: z.string().nullable() }),
  quantity: z.number().int(),
  units: z.array(PickUnitSchema),
});
export const PickListSchema = z
  .object({
    order_id: z.string(),
    lines: z.array(PickLineSchema),
    walk: z
      .array(PickUnitSchema.extend({ order_item_id: z.string(), sku: z.string() }))
      .meta({ description: 'Every unit to pick in walking order of locations.' }),
  })
  .meta({ id: 'PickList' });
export type PickListDto = z.infer<typeof PickListSchema>;
export const StartPickingEnvelope = z.object({ order: QueueOrderSchema, pick_list: PickListSchema });

export const ShipmentEnvelope = z.object({ shipment: ShipmentSchema });
export const ShipmentListEnvelope = listEnvelope('shipments', ShipmentSchema);
export const ShipOrderEnvelope = z.object({ shipment: ShipmentSchema, order: QueueOrderSchema });

export const ProblemEnvelope = z.object({
  order: QueueOrderSchema,
  replacement: z
    .object({ stock_unit_id: z.string(), location: z.string() })
    .nullable()
    .meta({ description: 'A free unit that replaced the failed one (the order stays processing).' }),
});

export const ListShipmentsQuery = PaginationQuery.extend({
  shipped_from: DateOrDateTime.optional(),
  shipped_to: DateOrDateTime.optional(),
  carrier: z.enum(CARRIER_CODES).optional(),
  order_id: IdSchema.optional(),
});
export type ListShipmentsFilter = z.infer<typeof ListShipmentsQuery>;
