import { z } from 'zod';
import { PaginationQuery, Timestamp, commaList, listEnvelope } from '@/server/core/schemas';
import { RETURN_REASON_CODES } from '@/server/returns/return-states';
import { CUSTOMER_LANGUAGES, RETURN_METHODS } from '@/server/returns/policy/schemas';

export const RETURN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];

/** What a customer (or a storefront) asks to send back: lines of one order. */
export const ReturnRequestLineInputSchema = z.object({
  order_item_id: z.string().min(1).max(100),
  quantity: z.number().int('Whole units.').min(1).max(1_000_000),
  reason_code: z.enum(RETURN_REASON_CODES),
  note: z.string().trim().max(500, 'At most 500 characters.').nullish(),
  photo_file_ids: z.array(z.string().min(1).max(100)).max(5).default([]),
  exchange_product_id: z.string().min(1).max(100).nullish().meta({
    description:
      'Another size or colour instead (an exchange of the same quantity): an in-stock product of the same variant group, where the policy allows exchanges.',
  }),
});
export const ReturnRequestInputSchema = z.object({
  items: z.array(ReturnRequestLineInputSchema).min(1, 'Choose at least one item.').max(500),
  method: z.enum(RETURN_METHODS),
  language: z.enum(CUSTOMER_LANGUAGES).default('en'),
});
export type ReturnRequestInput = z.infer<typeof ReturnRequestInputSchema>;

export const ListReturnRequestsQuery = PaginationQuery.extend({
  status: commaList(RETURN_REQUEST_STATUSES).optional(),
});
export type ListReturnRequestsInput = z.infer<typeof ListReturnRequestsQuery>;

export const DeclineBody = z.object({
  decline: z.object({
    message: z
      .string()
      .trim()
      .min(1, 'Tell the customer why.')
      .max(2000, 'At most 2000 characters.')
      .meta({ description: 'Shown to the customer on the tracking page and in the e-mail.' }),
  }),
});

export const ReturnRequestSchema = z
  .object({
    id: z.string(),
    status: z.enum(RETURN_REQUEST_STATUSES),
    order: z.object({ id: z.string() }),
    items: z.array(
      z.object({
        order_item_id: z.string(),
        product: z.object({ id: z.string() }),
        quantity: z.number(),
        return_reason: z.object({ code: z.enum(RETURN_REASON_CODES), note: z.string().nullable() }),
        photos: z.array(z.object({ file_id: z.string() })),
        exchange: z.object({ product: z.object({ id: z.string() }) }).nullable(),
      }),
    ),
    method: z.enum(RETURN_METHODS),
    language: z.enum(CUSTOMER_LANGUAGES),
    decline_message: z.string().nullable(),
    order_return: z
      .object({ id: z.string() })
      .nullable()
      .meta({ description: 'The return created by the approval.' }),
    decided_at: Timestamp.nullable(),
    decided_by: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'ReturnRequest' });
export type ReturnRequestDto = z.infer<typeof ReturnRequestSchema>;
export const ReturnRequestEnvelope = z.object({ return_request: ReturnRequestSchema });
export const ReturnRequestListEnvelope = listEnvelope('return_requests', ReturnRequestSchema);
