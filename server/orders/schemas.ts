import { z } from 'zod';
import { IdSchema, PaginationQuery, Timestamp, commaList, listEnvelope } from '@/server/core/schemas';
import {
  CountryCode,
  CurrencyCode,
  DateString,
  DateTimeString,
  EMAIL_PATTERN,
  LanguageCode,
  PHONE_PATTERN,
  PositiveSafeInt,
  VAT_ID_PATTERN,
  hasAtMostTwoDecimals,
} from './formats';
import { ShipmentSchema } from '@/server/shipments/shipment-schema';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';

/**
 * The order schemas (01 §2, 04 B1, E1-E4): one definition validates the API bodies, drives the portal form's
 * field errors and generates the OpenAPI document.
 */
export const ORDER_STATUSES = [
  'draft',
  'passive',
  'confirmed',
  'waiting_products',
  'problem',
  'processing',
  'processed',
  'returning',
  'returned',
  'cancelled',
  'deleted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FULFILLMENT_BY = ['provider', 'merchant'] as const;
export type FulfillmentBy = (typeof FULFILLMENT_BY)[number];

export const CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'organization',
  'address',
  'postal_code',
  'city',
  'state',
  'country_code',
  'email',
  'phone',
  'vat_id',
  'eori',
  'door_code',
  'delivery_instructions',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type Customer = Record<CustomerField, string | null>;

const text = z.string().min(1, 'Must not be empty.');
const opt = <T extends z.ZodType>(s: T) => s.nullable().optional();

export const CustomerInputSchema = z.object({
  first_name: opt(text),
  last_name: opt(text),
  organization: opt(text),
  address: opt(text),
  postal_code: opt(text),
  city: opt(text),
  state: opt(text),
  country_code: opt(CountryCode),
  email: opt(z.string().regex(EMAIL_PATTERN, 'Must be a valid e-mail address.')),
  phone: opt(z.string().regex(PHONE_PATTERN, 'Digits only, optionally starting with + and a nonzero digit.')),
  vat_id: opt(
    z.string().regex(VAT_ID_PATTERN, 'Two uppercase letters followed by uppercase letters or digits.'),
  ),
  eori: opt(text),
  door_code: opt(text),
  delivery_instructions: opt(text),
});
export type CustomerInput = z.infer<typeof CustomerInputSchema>;

export const ServiceRefInputSchema = z
  .object({ id: IdSchema.optional(), code: text.nullable().optional() })
  .refine(
    (s) => s.id !== undefined || (s.code !== undefined && s.code !== null),
    'Give the service id or code.',
  );

export const AttachmentInputSchema = z.object({
  id: z.uuid('Must be a UUID.'),
  service: ServiceRefInputSchema,
  quantity: opt(PositiveSafeInt),
  parameters: z.record(z.string(), z.unknown()).optional(),
  merchant_remarks: opt(z.string()),
  status: z.enum(['active', 'archived']).optional(),
});
export type AttachmentInput = z.infer<typeof AttachmentInputSchema>;

const ComponentInputSchema = z.object({
  product: z.object({ id: IdSchema, name: z.string().optional(), sku: z.string().nullable().optional() }),
  amount: PositiveSafeInt,
});

export const SalesInfoInputSchema = z.object({
  gross_price: z.number().nullable(),
  tax_percent: z
    .number()
    .min(0, 'Must be between 0 and 100.')
    .max(100, 'Must be between 0 and 100.')
    .refine(hasAtMostTwoDecimals, 'At most two decimals.')
    .nullable(),
  currency: CurrencyCode.nullable().optional(),
});

const lineFields = {
  product: z.object({
    id: IdSchema.optional(),
    sku: text.optional(),
    name: z.string().optional(),
    fulfillment_by: z.enum(FULFILLMENT_BY).optional(),
    components: opt(z.array(ComponentInputSchema)),
  }),
  fulfillment_by: opt(z.enum(FULFILLMENT_BY)),
  quantity: z.number().min(1, 'Must be at least 1.'),
  sales_info: opt(SalesInfoInputSchema),
  additional_info: opt(
    z
      .string()
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          // characters, not UTF-16 units: an emoji counts once
          .refine((s) => [...s].length <= 2000, 'At most 2000 characters after trimming.'),
      ),
  ),
  best_before_date: opt(DateString),
  batch_numbers: opt(z.array(text).min(1, 'Give at least one batch number, or null.')),
  extra_services: z.array(AttachmentInputSchema).optional(),
};

export const LineInputSchema = z.object(lineFields);
export type LineInput = z.infer<typeof LineInputSchema>;
/** A line inside PATCH items: `id` keeps an existing line's id. */
export const LinePatchInListSchema = z.object({ id: IdSchema.optional(), ...lineFields });
export type LinePatchInList = z.infer<typeof LinePatchInListSchema>;
/** A list in a PATCH body: null clears it, the same as [] (04 B1: a field present with null clears it). */
function clearableList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullable()
    .optional()
    .transform((list) => (list === null ? [] : list));
}

/** PATCH /v1/orders/{id}/items/{itemId}: every field optional; null clears. */
export const LinePatchSchema = z.object({
  ...lineFields,
  product: lineFields.product.optional(),
  quantity: lineFields.quantity.optional(),
  extra_services: clearableList(AttachmentInputSchema),
});
export type LinePatch = z.infer<typeof LinePatchSchema>;

const ServiceSelectSchema = z
  .strictObject({ id: IdSchema.optional(), code: text.optional() })
  .refine((s) => s.id !== undefined || s.code !== undefined, 'Give the service id or code.');

export const ProcessLockSchema = z.object({
  id: z.string().nullable(),
  comment: z.string().nullable(),
  created: z.object({ ts: DateTimeString.nullable() }),
  expires: DateTimeString.nullable(),
});

const orderFields = {
  customer: CustomerInputSchema.optional(),
  merchants_id: opt(text),
  process_lock: opt(ProcessLockSchema),
  process_hold: opt(z.boolean()),
  items: z.array(LineInputSchema).optional(),
  no_earlier_than: opt(DateTimeString),
  no_after_than: opt(DateTimeString),
  language: opt(LanguageCode),
  extra_services: z.array(AttachmentInputSchema).optional(),
  merchants_order_time: opt(DateTimeString),
  requested_delivery_method: opt(z.strictObject({ code: text, info: opt(z.string()) })),
  requested_delivery_service: opt(ServiceSelectSchema),
  delivery_service: opt(ServiceSelectSchema),
  requested_pickup_point: opt(z.object({ code: text, info: opt(z.string()) })),
  pickup_point: opt(z.object({ id: IdSchema })),
  requested_delivery_destination: opt(z.object({ pickup_point: z.object({ id: IdSchema }) })),
};

type WithAttachments = {
  extra_services?: AttachmentInput[];
  items?: { extra_services?: AttachmentInput[] }[];
};

/**
 * 04 E4: attachment ids are unique within their order (order level and lines together). Runs even when other
 * fields failed (`when`), so the value may be raw input: every access is defensive.
 */
function uniqueAttachmentIds(order: WithAttachments, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  const check = (list: unknown, path: (string | number)[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((a: { id?: unknown } | null, i) => {
      if (typeof a?.id !== 'string') return;
      const id = a.id.toLowerCase();
      if (seen.has(id))
        ctx.addIssue({
          code: 'custom',
          path: [...path, i, 'id'],
          message: 'Attachment ids must be unique within the order.',
        });
      seen.add(id);
    });
  };
  check(order?.extra_services, ['extra_services']);
  if (Array.isArray(order?.items))
    order.items.forEach((item, i) => check(item?.extra_services, ['items', i, 'extra_services']));
}
const always = { when: () => true };

export const OrderCreateSchema = z
  .object({ ...orderFields, status: z.enum(['draft', 'confirmed']).optional() })
  .superRefine(uniqueAttachmentIds, always);
export type OrderCreateInput = z.infer<typeof OrderCreateSchema>;

export const CreateOrderBody = z.object({ order: OrderCreateSchema });

export const OrderPatchSchema = z
  .object({
    ...orderFields,
    customer: opt(CustomerInputSchema),
    items: clearableList(LinePatchInListSchema),
    extra_services: clearableList(AttachmentInputSchema),
    status: z.unknown().optional().meta({ description: 'Not allowed: use _confirm, _cancel or DELETE.' }),
  })
  .superRefine((order, ctx) => {
    if (order?.status !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'The status cannot be patched; use _confirm, _cancel or DELETE.',
      });
    }
    uniqueAttachmentIds(order, ctx);
  }, always);
export type OrderPatchInput = z.infer<typeof OrderPatchSchema>;
export const UpdateOrderBody = z.object({ order: OrderPatchSchema });

export const UpdateOrderItemBody = z.object({
  item: LinePatchSchema.superRefine(
    (item, ctx) => uniqueAttachmentIds({ extra_services: item?.extra_services }, ctx),
    always,
  ),
});

export const ListOrdersQuery = PaginationQuery.extend({
  status: commaList(ORDER_STATUSES).optional(),
  merchants_id: z.string().min(1).optional(),
  q: z.string().trim().min(2, 'At least 2 characters.').optional(),
  created_from: DateOrDateTime.optional(),
  created_to: DateOrDateTime.optional(),
  shipped_from: DateOrDateTime.optional().meta({
    description: 'Orders with a shipment shipped from then on.',
  }),
  shipped_to: DateOrDateTime.optional().meta({ description: 'Orders with a shipment shipped until then.' }),
});
export type ListOrdersFilter = z.infer<typeof ListOrdersQuery>;

// ---- Response shapes (01 §2.5-2.7, E3) ----

const StampSchema = z.strictObject({
  ts: z.string(),
  user: z.string().optional(),
  source: z.string().optional(),
  p: z.record(z.string(), z.unknown()).optional(),
});

export const AttachmentSchema = z
  .object({
    id: z.string(),
    service: z.object({ id: z.string(), code: z.string().nullable() }),
    quantity: z.number().int().nullable().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
    merchant_remarks: z.string().nullable().optional(),
    created_stamp: StampSchema,
    archived_stamp: StampSchema.optional(),
    completion_stamp: StampSchema.optional(),
    status: z.enum(['active', 'archived']),
  })
  .meta({ id: 'ServiceAttachment' });
export type AttachmentDto = z.infer<typeof AttachmentSchema>;

const CustomerSchema = z
  .strictObject(
    Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
      CustomerField,
      z.ZodNullable<z.ZodString>
    >,
  )
  .meta({ id: 'Customer' });

export const OrderLineSchema = z
  .object({
    id: z.string(),
    product: z.object({
      id: z.string(),
      sku: z.string(),
      name: z.string(),
      fulfillment_by: z.enum(FULFILLMENT_BY).nullable().optional(),
      components: z
        .array(
          z.strictObject({
            product: z.strictObject({
              id: z.string(),
              name: z.string().optional(),
              sku: z.string().nullable().optional(),
            }),
            amount: z.number().int(),
          }),
        )
        .nullable()
        .optional(),
    }),
    fulfillment_by: z.enum(FULFILLMENT_BY),
    quantity: z.number(),
    sales_info: z
      .object({
        gross_price: z.number().nullable(),
        tax_percent: z.number().nullable(),
        currency: z.string().nullable(),
      })
      .nullable(),
    additional_info: z.string().nullable(),
    best_before_date: z.string().nullable(),
    batch_numbers: z.array(z.string()).nullable(),
    extra_services: z.array(AttachmentSchema),
  })
  .meta({ id: 'OrderLine' });
export type OrderLineDto = z.infer<typeof OrderLineSchema>;

const ProcessLockOut = z
  .object({
    id: z.string().nullable(),
    comment: z.string().nullable(),
    created: z.object({ ts: z.string().nullable() }),
    expires: z.string().nullable(),
  })
  .nullable();
const ServiceRefOut = z.object({ id: z.string(), code: z.string().nullable() }).nullable();
const CodeInfoOut = z.object({ code: z.string(), info: z.string().nullable() }).nullable();

export const OrderSchema = z
  .object({
    id: z.string(),
    customer: CustomerSchema,
    our_id: z.string().nullable(),
    merchants_id: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    anonymized: z.object({ ts: z.string() }).nullable(),
    process_lock: ProcessLockOut,
    process_hold: ProcessLockOut,
    items: z.array(OrderLineSchema),
    no_earlier_than: z.string().nullable(),
    no_after_than: z.string().nullable(),
    language: z.string().nullable(),
    merchants_order_time: z.string().nullable(),
    extra_services: z.array(AttachmentSchema),
    requested_delivery_method: CodeInfoOut,
    requested_delivery_service: ServiceRefOut,
    delivery_service: ServiceRefOut,
    requested_pickup_point: CodeInfoOut,
    pickup_point: z.object({ id: z.string() }).nullable(),
    requested_delivery_destination: z.object({ pickup_point: z.object({ id: z.string() }) }).nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
    problem: z
      .object({
        code: z.string(),
        item_id: z.string().nullable(),
        note: z.string().nullable(),
        reported_at: Timestamp,
      })
      .nullable()
      .optional()
      .meta({ description: 'While the order is in `problem`: what the warehouse reported.' }),
    shipments: z.array(ShipmentSchema).optional().meta({
      description:
        'What the warehouse shipped of this order, oldest first (partial shipments); present once it has a shipment.',
    }),
    exchange_for_return: z.object({ id: z.string() }).optional(), // on a return's exchange order
  })
  .meta({ id: 'Order' });
export type OrderDto = z.infer<typeof OrderSchema>;

export const OrderEnvelope = z.object({ order: OrderSchema });
export const OrderListEnvelope = listEnvelope('orders', OrderSchema);
