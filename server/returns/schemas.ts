import { z } from 'zod';
import { BoolQuery, PaginationQuery, Timestamp, commaList, listEnvelope } from '@/server/core/schemas';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';
import {
  DECISION_CODES,
  INSPECTION_CONDITIONS,
  LABEL_STATUSES,
  LINE_DECISION_CODES,
  RETURN_ORIGINS,
  RETURN_REASON_CODES,
  RETURN_STATUSES,
  RETURN_TYPES,
  EXCHANGE_RELEASES,
  EXCHANGE_STATUSES,
} from './return-states';

/** Request and response schemas of the order-return API (02, 04 C, 05 §4): API, portal forms and OpenAPI. */

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
/** A reference by id in a body. Any non-empty string: an unknown id gets the resource's own error code. */
const Ref = z.object({ id: z.string().min(1, 'Required.').max(100) });

/** Why a line came back: a code, and a note (required for `other`, at most 500 characters). */
export const ReturnReasonSchema = z
  .object({
    code: z.enum(RETURN_REASON_CODES),
    note: z.string().trim().max(500, 'At most 500 characters.').nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.code === 'other' && !r.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why when the reason is other.' });
  })
  .meta({ id: 'ReturnReason' });
export type ReturnReasonInput = z.infer<typeof ReturnReasonSchema>;

/** What the customer wants instead of a returned line (an exchange): another product of the merchant. */
export const ExchangeInputSchema = z
  .object({
    product: Ref,
    quantity: z.number({ error: 'Must be a number.' }).positive('Must be greater than 0.').max(1_000_000),
  })
  .meta({ id: 'OrderReturnItemExchangeInput' });
export type ExchangeInput = z.infer<typeof ExchangeInputSchema>;

export const ReturnItemInputSchema = z.object({
  product: Ref,
  quantity: z.number({ error: 'Must be a number.' }).positive('Must be greater than 0.').max(1_000_000),
  original_order: Ref.nullish(),
  return_reason: ReturnReasonSchema.nullish(),
  exchange: ExchangeInputSchema.nullish().meta({
    description:
      "Another product sent in exchange for this line, when the merchant's return policy allows exchanges.",
  }),
});

/**
 * PATCH /v1/order-returns/{id}/items/{itemId}: the merchant changes a line's reason until the return arrives,
 * and its exchange (null: none) until the exchange is released. An absent field is unchanged.
 */
export const EditReturnItemSchema = z
  .object({
    return_reason: ReturnReasonSchema.nullable().optional(),
    exchange: ExchangeInputSchema.nullable().optional(),
  })
  .refine((i) => i.return_reason !== undefined || i.exchange !== undefined, {
    // named at return_reason, where a body of 02's time missed it
    path: ['return_reason'],
    message: 'Give return_reason or exchange.',
  });
export type EditReturnItemInput = z.infer<typeof EditReturnItemSchema>;
export const EditReturnItemBody = z.object({ item: EditReturnItemSchema });

/** The warehouse's inspection of one line: what arrived, and in what condition. */
export const InspectionSchema = z
  .object({
    received_quantity: z
      .number({ error: 'Must be a number.' })
      .min(0, 'Must be 0 or more.')
      .max(1_000_000, 'At most 1000000.'),
    condition: z.enum(INSPECTION_CONDITIONS),
    note: z.string().trim().max(2000, 'At most 2000 characters.').nullish(),
  })
  .superRefine((i, ctx) => {
    if (i.condition === 'missing' && i.received_quantity !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['received_quantity'],
        message: 'A missing line has received quantity 0.',
      });
    if (i.condition !== 'missing' && i.received_quantity === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['condition'],
        message: 'Nothing was received: the condition is missing.',
      });
  });
export type InspectionInput = z.infer<typeof InspectionSchema>;
export const InspectionBody = z.object({ inspection: InspectionSchema });

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
  reason: commaList(RETURN_REASON_CODES).optional(),
  origin: commaList(RETURN_ORIGINS).optional(),
  condition: commaList(INSPECTION_CONDITIONS).optional(),
  discrepancy: BoolQuery.optional(),
  has_exchange: BoolQuery.optional().meta({
    description: 'Returns with (true) or without (false) an exchange.',
  }),
  exchange_status: commaList(EXCHANGE_STATUSES).optional(),
  created_from: DateOrDateTime.optional(),
  created_to: DateOrDateTime.optional(),
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
    .array(ReturnItemInputSchema.omit({ original_order: true, return_reason: true, exchange: true }))
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
export type AttachmentPurpose = (typeof ATTACHMENT_PURPOSES)[number];
export const UploadAttachmentSchema = z.object({
  purpose: z.enum(ATTACHMENT_PURPOSES),
  remarks: text(2000).nullish(),
  /** The line the file shows (24-hex id of a line of this return); absent: the whole return. */
  item_id: z.string().min(1).max(100).nullish(),
});

// ---- responses ----

const IdRef = z.object({ id: z.string() });

export const LineDecisionSchemaOut = z.object({
  code: z.enum(LINE_DECISION_CODES),
  restock_as_product: IdRef.nullable(),
});

export const ReturnReasonSchemaOut = z.object({
  code: z.enum(RETURN_REASON_CODES),
  note: z.string().nullable(),
});

export const InspectionSchemaOut = z
  .object({
    received_quantity: z.number(),
    condition: z.enum(INSPECTION_CONDITIONS),
    note: z.string().nullable(),
    inspected_at: Timestamp,
    inspected_by: z.string().nullable(),
  })
  .meta({ id: 'OrderReturnItemInspection' });

export const ReturnItemSchema = z
  .object({
    id: z.string().nullable(),
    product: IdRef,
    quantity: z.number(),
    original_order: IdRef.nullable(),
    merchant_decision: LineDecisionSchemaOut.nullable(),
    services: z.array(z.unknown()),
    return_reason: ReturnReasonSchemaOut.nullable().meta({
      description: 'Why the line came back, as registered by the merchant.',
    }),
    expected_quantity: z.number().nullable().meta({
      description:
        'What the merchant registered; 0 for a line the warehouse found beyond the registered contents; null when the return was registered without contents.',
    }),
    received_quantity: z
      .number()
      .nullable()
      .meta({ description: "The inspection's received quantity; null until inspected." }),
    inspection: InspectionSchemaOut.nullable().meta({
      description: "The warehouse's inspection of the line; null until inspected.",
    }),
    discrepancy: z.boolean().meta({
      description:
        'Whether the inspection received another quantity than expected (never for a return registered without contents).',
    }),
    exchange: z
      .object({ product: IdRef, quantity: z.number() })
      .nullable()
      .meta({ description: 'What the customer receives instead of this line; null: no exchange.' }),
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
    return_reasons: z
      .array(z.enum(RETURN_REASON_CODES))
      .meta({ description: "The distinct return reasons of the return's lines." }),
    discrepancy: z.boolean().meta({
      description: "Some inspected line's received quantity differs from its expected quantity.",
    }),
    origin: z.enum(RETURN_ORIGINS).meta({
      description: 'Where the return was registered: the API, the portal or the customer returns page.',
    }),
    exchange_order: IdRef.nullable().meta({
      description: "The exchange's outgoing order: a draft until the exchange is released, then confirmed.",
    }),
    exchange_release: z.enum(EXCHANGE_RELEASES).nullable().meta({
      description:
        "When the exchange order leaves, as the merchant's return policy said when the return was registered; null: no exchange.",
    }),
    exchange_status: z.enum(EXCHANGE_STATUSES).nullable().meta({
      description:
        'null: no exchange. waiting: the order waits for the release rule; held: an inspection found a problem and the merchant decides; released: the order was confirmed; cancelled.',
    }),
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
    completion_stamp: Stamp.optional(),
    status: z.enum(['active', 'archived']),
  })
  .meta({ id: 'ReturnServiceAttachment' });
export type ServiceAttachmentDto = z.infer<typeof ServiceAttachmentSchema>;
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
    item_id: z.string().nullable().meta({ description: 'The return line the file shows, or null.' }),
  })
  .meta({ id: 'ReturnAttachment' });
export type ReturnAttachmentDto = z.infer<typeof ReturnAttachmentSchema>;
export const AttachmentListEnvelope = z.object({ attachments: z.array(ReturnAttachmentSchema) });
export const AttachmentEnvelope = z.object({ attachment: ReturnAttachmentSchema });
