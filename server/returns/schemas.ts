import { z } from 'zod';
import { PaginationQuery, Timestamp, commaList, listEnvelope } from '@/server/core/schemas';
import {
  DECISION_CODES,
  LABEL_STATUSES,
  LINE_DECISION_CODES,
  RETURN_STATUSES,
  RETURN_TYPES,
} from './return-states';

/** Request and response schemas of the order-return API (02, 04 C, 05 §4): API, portal forms and OpenAPI. */

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
/** A reference by id in a body. Any non-empty string: an unknown id gets the resource's own error code. */
const Ref = z.object({ id: z.string().min(1, 'Required.').max(100) });

export const ReturnItemInputSchema = z.object({
  product: Ref,
  quantity: z.number({ error: 'Must be a number.' }).positive('Must be greater than 0.').max(1_000_000),
  original_order: Ref.nullish(),
});

export const CreateReturnSchema = z.object({
  name: text(200).nullish(),
  type: z.enum(RETURN_TYPES).default('customer_return'),
  remarks: text(2000).nullish(),
  original_order: Ref.nullish(),
  merchant_reference: text(200).nullish(),
  handling_instructions: text(2000).nullish(),
  items: z.array(ReturnItemInputSchema).max(500).nullish(),
  tracking_codes: z.array(z.string().trim().min(1, 'Must not be empty.').max(100)).max(50).nullish(),
});
export type CreateReturnInput = z.infer<typeof CreateReturnSchema>;
export const CreateReturnBody = z.object({ order_return: CreateReturnSchema });

const qParam = z.string().trim().min(2, 'Use at least 2 characters.').max(200);

export const ListReturnsQuery = PaginationQuery.extend({
  status: commaList(RETURN_STATUSES).optional(),
  type: z.enum(RETURN_TYPES).optional(),
  q: qParam.optional(),
  original_order_id: z.string().min(1).max(100).optional(),
  tracking_code: z.string().min(1).max(100).optional(),
});
export type ListReturnsInput = z.infer<typeof ListReturnsQuery>;

export const OpsListReturnsQuery = ListReturnsQuery.extend({
  merchant_id: z.string().min(1).max(100).optional(),
});
export type OpsListReturnsInput = z.infer<typeof OpsListReturnsQuery>;

const RestockAs = z.object({ id: z.string().min(1, 'Required.').max(100) }).nullish();

export const LineDecisionInputSchema = z.object({
  id: z.string().min(1, 'Required.').max(100),
  code: z.enum(LINE_DECISION_CODES),
  restock_as_product: RestockAs,
});

export const DecisionSchema = z.object({
  code: z.enum(DECISION_CODES),
  items: z
    .array(LineDecisionInputSchema)
    .max(500)
    .nullish()
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items?.forEach((it, i) => {
        if (seen.has(it.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'This line is named twice.' });
        seen.add(it.id);
      });
    }),
});
export type DecisionInput = z.infer<typeof DecisionSchema>;
export const DecisionBody = z.object({ merchant_decision: DecisionSchema });

export const LineDecisionSchema = z.object({
  code: z.enum(LINE_DECISION_CODES),
  restock_as_product: RestockAs,
});
export type LineDecisionInput = z.infer<typeof LineDecisionSchema>;
export const LineDecisionBody = z.object({ merchant_decision: LineDecisionSchema });

export const ServiceAttachmentInputSchema = z.object({
  /** The attachment's id (04 E4: chosen by the client, unique within the return); made here when absent. */
  id: z.uuid('Must be a UUID.').optional(),
  service: z
    .object({ id: z.string().min(1).max(100).nullish(), code: z.string().min(1).max(200).nullish() })
    .refine((s) => !!(s.id || s.code), { message: 'Give the service id or code.' }),
  quantity: z
    .number()
    .int('Must be an integer.')
    .min(1, 'Must be at least 1.')
    .max(Number.MAX_SAFE_INTEGER)
    .nullish(),
  merchant_remarks: text(2000).nullish(),
  parameters: z.record(z.string(), z.unknown()).optional(),
});
export type ServiceAttachmentInput = z.infer<typeof ServiceAttachmentInputSchema>;
export const ServiceAttachmentBody = z.object({ service_attachment: ServiceAttachmentInputSchema });

export const RequestLabelQuery = z.object({
  wait_seconds: z
    .string()
    .regex(/^\d+$/, 'Must be an integer between 0 and 10.')
    .transform(Number)
    .pipe(z.number().int().min(0, 'Must be between 0 and 10.').max(10, 'Must be between 0 and 10.'))
    .default(10),
});

export const ArrivalSchema = z.object({
  warehouse_location: z.object({ id: z.string().trim().min(1, 'Required.').max(100) }),
  items: z
    .array(ReturnItemInputSchema.omit({ original_order: true }))
    .max(500)
    .nullish(),
});
export type ArrivalInput = z.infer<typeof ArrivalSchema>;
export const ArrivalBody = z.object({ arrival: ArrivalSchema });

export const ATTACHMENT_PURPOSES = [
  'damage_evidence',
  'contents_photo',
  'packaging_photo',
  'label_photo',
  'other',
] as const;
export const UploadAttachmentSchema = z.object({
  purpose: z.enum(ATTACHMENT_PURPOSES),
  remarks: text(2000).nullish(),
});

// ---- responses ----

const IdRef = z.object({ id: z.string() });

export const LineDecisionSchemaOut = z.object({
  code: z.enum(LINE_DECISION_CODES),
  restock_as_product: IdRef.nullable(),
});

export const ReturnItemSchema = z
  .object({
    id: z.string().nullable(),
    product: IdRef,
    quantity: z.number(),
    original_order: IdRef.nullable(),
    merchant_decision: LineDecisionSchemaOut.nullable(),
    services: z.array(z.unknown()),
  })
  .meta({ id: 'OrderReturnItem' });

export const ReturnSummarySchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    type: z.enum(RETURN_TYPES),
    status: z.enum(RETURN_STATUSES),
    remarks: z.string().nullable(),
    original_order: IdRef.nullable(),
    merchant_reference: z.string().nullable(),
    handling_instructions: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
    inbound_shipment: IdRef.nullable(),
    merchant_decision: z.object({ code: z.enum(DECISION_CODES) }).nullable(),
    warehouse_location: IdRef.nullable(),
    resend_order: IdRef.nullable(),
    tracking_codes: z.array(z.string()).nullable(),
    merchant_id: z.string().optional(),
  })
  .meta({ id: 'OrderReturnSummary' });

export const ReturnSchema = ReturnSummarySchema.extend({
  items: z.array(ReturnItemSchema),
  services: z.array(z.unknown()),
}).meta({
  id: 'OrderReturn',
});
export type ReturnDto = z.infer<typeof ReturnSchema>;
export type ReturnSummaryDto = z.infer<typeof ReturnSummarySchema>;

export const ReturnEnvelope = z.object({ order_return: ReturnSchema });
export const ReturnListEnvelope = listEnvelope('order_returns', ReturnSummarySchema);

const Stamp = z.object({
  ts: Timestamp,
  user: z.string().optional(),
  source: z.string().optional(),
  p: z.record(z.string(), z.unknown()).optional(),
});
export const ServiceAttachmentSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    service: z.object({ id: z.string(), code: z.string().nullable() }),
    quantity: z.number().nullable(),
    parameters: z.record(z.string(), z.unknown()).optional(),
    merchant_remarks: z.string().nullable(),
    created_stamp: Stamp,
    status: z.enum(['active', 'archived']),
  })
  .meta({ id: 'ReturnServiceAttachment' });
export const ServiceAttachmentEnvelope = z.object({ service_attachment: ServiceAttachmentSchema });

export const DownloadLinkSchema = z.object({ url: z.string(), valid_until: Timestamp });

export const ReturnLabelSchema = z
  .object({
    status: z.enum(LABEL_STATUSES),
    requested_at: Timestamp,
    updated_at: Timestamp.nullable(),
    attachment: DownloadLinkSchema.nullable(),
    error_code: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ReturnLabel' });
export type ReturnLabelDto = z.infer<typeof ReturnLabelSchema>;
export const RequestLabelEnvelope = z.object({
  order_return_id: z.string(),
  return_label: ReturnLabelSchema,
});
export const ReturnLabelEnvelope = z.object({ return_label: ReturnLabelSchema });

export const ReturnAttachmentSchema = z
  .object({
    id: z.string(),
    purpose: z.string(),
    remarks: z.string().nullable(),
    file_name: z.string(),
    mime: z.string(),
    size: z.number().optional(),
    uploaded_at: Timestamp,
    download_link: DownloadLinkSchema,
  })
  .meta({ id: 'ReturnAttachment' });
export type ReturnAttachmentDto = z.infer<typeof ReturnAttachmentSchema>;
export const AttachmentListEnvelope = z.object({ attachments: z.array(ReturnAttachmentSchema) });
export const AttachmentEnvelope = z.object({ attachment: ReturnAttachmentSchema });
