import { defineOperation } from '@/server/core/http/operation';
import { LegacySplitRequestSchema, LegacySplitResponseSchema } from './legacy-split';
import { SplitRequestSchema, SplitResponseSchema } from './schemas';

/** Product split (03 §4.1, 04 D). */
export const splitProductOp = defineOperation({
  operationId: 'splitProduct',
  method: 'POST',
  path: '/v1/products/split',
  summary: "Move part of a product's free stock to another SKU",
  description:
    'Moves units that are on the shelf and free from the source product to the target product (created as a copy of ' +
    'the source when the SKU is new). Units keep their id, location, best-before date and batch. Requires an ' +
    'Idempotency-Key: a retry with the same key and body returns the first result with `Idempotent-Replayed: true` ' +
    'and moves nothing. At most 5000 units per split.',
  tag: 'Product split',
  auth: 'bearer',
  scopes: ['products:manage'],
  merchantScoped: true,
  idempotencyKey: 'required',
  body: SplitRequestSchema,
  responses: {
    200: {
      description: 'Done; moved_quantity says how many units moved (0 when none matched)',
      schema: SplitResponseSchema,
    },
  },
  errors: [
    'INVALID_IDEMPOTENCY_KEY',
    'TARGET_SAME_AS_SOURCE',
    'SPLIT_TOO_LARGE',
    'VALIDATION_ERROR',
    'SOURCE_PRODUCT_NOT_FOUND',
    'SPLIT_IN_PROGRESS',
    'STOCK_CHANGED',
    'IDEMPOTENCY_KEY_REUSED',
    'TARGET_PRODUCT_INACTIVE',
    'PHANTOM_STOCK_SUSPECTED',
  ],
});

/** Legacy product split (03 §4.2, 04 D5): portal session authentication, legacy body and answer. */
export const legacySplitProductOp = defineOperation({
  operationId: 'legacySplitProduct',
  method: 'POST',
  path: '/2015-01-01/products/product_split',
  summary: 'Legacy product split (deprecated; use POST /v1/products/split)',
  description:
    'Served for clients that have not migrated. Authenticates with the portal session of a signed-in merchant user; ' +
    'each call is a new split (no idempotency). Answers `{ success: true, source_product, target_product, ' +
    'inbound_shipment, incident }` or `{ success: false, reason: "no_articles_found" }`.',
  tag: 'Product split',
  auth: 'session',
  scopes: ['products:manage'],
  body: LegacySplitRequestSchema,
  responses: { 200: { description: 'Split done, or no units matched', schema: LegacySplitResponseSchema } },
  errors: [
    'TARGET_SAME_AS_SOURCE',
    'SPLIT_TOO_LARGE',
    'VALIDATION_ERROR',
    'SOURCE_PRODUCT_NOT_FOUND',
    'SPLIT_IN_PROGRESS',
    'STOCK_CHANGED',
    'TARGET_PRODUCT_INACTIVE',
    'PHANTOM_STOCK_SUSPECTED',
    'MERCHANT_FORBIDDEN',
  ],
});
