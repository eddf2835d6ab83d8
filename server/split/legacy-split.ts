import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { inboundShipmentLines, inboundShipments, incidents, products } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { SkuSchema } from '@/server/products/schemas';
import { toProductDto } from '@/server/products/to-product-dto';
import { splitProduct } from './split-product';
import type { SplitRequest, SplitResponse } from './schemas';

/**
 * The legacy endpoint POST /2015-01-01/products/product_split (03 §4.2, 04 D5), mapped onto the new
 * operation: the legacy body becomes a split request, each call gets a fresh idempotency key, and the
 * answer is given in the legacy shape with the full objects.
 */
const Sku = z
  .string('Must be a string.')
  .min(1, 'Must not be empty.')
  .max(255, 'Must be at most 255 characters.');
const Name = z
  .string('Must be a string.')
  .trim()
  .min(1, 'Must not be empty.')
  .max(200, 'At most 200 characters.');

export const LegacySplitRequestSchema = z
  .looseObject({
    source_product: z.looseObject({ merchants_id: Sku }),
    target_product: z.looseObject({
      merchants_id: SkuSchema,
      name: Name.nullish(),
      name_translations: z
        .record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Language codes look like "fi" or "en-GB".'), Name)
        .nullish(),
    }),
    best_before: z.iso.date('Must be a calendar date YYYY-MM-DD.').nullish(),
    // Locations are identified by their code here: the legacy location id is read as that code.
    location: z
      .union([z.string().min(1, 'Must not be empty.').max(100), z.number().int()], 'Must be a location code.')
      .nullish()
      .transform((v) => (v == null ? v : String(v))),
    max_count: z
      .number('Must be an integer.')
      .int('Must be an integer.')
      .min(1, 'Must be 1 or more.')
      .nullish(),
    op_name: z.unknown().optional(),
  })
  .meta({ id: 'LegacySplitRequest' });
export type LegacySplitRequest = z.infer<typeof LegacySplitRequestSchema>;

export const LegacySplitResponseSchema = z
  .object({
    success: z.boolean(),
    reason: z.literal('no_articles_found').optional(),
    source_product: z.record(z.string(), z.unknown()).optional(),
    target_product: z.record(z.string(), z.unknown()).optional(),
    inbound_shipment: z.record(z.string(), z.unknown()).optional(),
    incident: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'LegacySplitResponse' });

export function toSplitRequest(legacy: LegacySplitRequest): SplitRequest {
  return {
    source_sku: legacy.source_product.merchants_id,
    target: {
      sku: legacy.target_product.merchants_id,
      name: legacy.target_product.name ?? undefined,
      name_translations: legacy.target_product.name_translations ?? undefined,
    },
    filters: {
      best_before: legacy.best_before ?? undefined,
      location: legacy.location ?? undefined,
      max_quantity: legacy.max_count ?? undefined,
    },
  };
}

export async function legacySplitProduct(
  db: Db,
  merchantId: string,
  legacy: LegacySplitRequest,
  actor: Actor,
) {
  const { result } = await splitProduct(
    db,
    merchantId,
    { key: `legacy-${randomUUID()}`, request: toSplitRequest(legacy) },
    actor,
  );
  if (result.body.moved_quantity === 0)
    return { success: false as const, reason: 'no_articles_found' as const };
  return { success: true as const, ...(await loadLegacyObjects(db, result.body)) };
}

async function loadLegacyObjects(db: Db, r: SplitResponse) {
  const ids = [r.source_product_id, r.target_product_id!];
  const [productRows, [shipment], lines, [incident]] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db.select().from(inboundShipments).where(eq(inboundShipments.id, r.inbound_shipment_id!)),
    db
      .select()
      .from(inboundShipmentLines)
      .where(eq(inboundShipmentLines.inboundShipmentId, r.inbound_shipment_id!)),
    db.select().from(incidents).where(eq(incidents.id, r.incident_id!)),
  ]);
  const byId = new Map(productRows.map((p) => [p.id, p]));
  return {
    source_product: toProductDto(byId.get(r.source_product_id)!),
    target_product: toProductDto(byId.get(r.target_product_id!)!),
    inbound_shipment: {
      id: shipment!.id,
      name: shipment!.name,
      status: shipment!.status,
      invoiced: shipment!.invoiced,
      lines: lines.map((l) => ({ product_id: l.productId, quantity: l.quantity })),
      created_at: shipment!.createdAt.toISOString(),
      processed_at: shipment!.processedAt?.toISOString() ?? null,
    },
    incident: {
      id: incident!.id,
      type: incident!.type,
      product_id: incident!.productId,
      quantity: incident!.quantity,
      created_at: incident!.createdAt.toISOString(),
      details: incident!.details,
    },
  };
}
