import { z } from 'zod';
import { IdSchema, PaginationQuery, Timestamp, commaList, listEnvelope } from '@/server/core/schemas';
import { INBOUND_SOURCES, INBOUND_STATUSES } from './inbound-states';

/**
 * The inbound shipment's API (05 §3, docs/decisions/inbound.md): the merchant's notice, the warehouse's
 * arrival, receipts and close, and the answer's shape (the specification's fields first, then the notice's).
 */
export const MAX_BOXES = 500;
export const MAX_NOTICE_LINES = 5000;
export const MAX_LINE_QUANTITY = 100_000;
export const MAX_RECEIPT_LINES = 500;
export const MAX_RECEIPT_QUANTITY = 10_000;

const text = (max: number) => z.string().trim().min(1, 'Required.').max(max, `At most ${max} characters.`);
const DateSchema = z.iso.date('Must be a real date as YYYY-MM-DD.');
const Quantity = (max: number) =>
  z
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(max, `At most ${max}.`);

/** A location code, as stock units take it (05 §3 POST /ops/v1/stock-units). */
export const LocationSchema = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(64, 'At most 64 characters.')
  .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/, 'Visible ASCII characters, single spaces.');

/** A product named by the merchant: its id, else its SKU. */
export const NoticeProductRef = z
  .object({ id: IdSchema.optional(), sku: text(64).optional() })
  .refine((p) => p.id !== undefined || p.sku !== undefined, { message: 'Give the product id or sku.' });

export const NoticeLineInput = z.object({
  product: NoticeProductRef,
  quantity: Quantity(MAX_LINE_QUANTITY),
  batch_number: text(64).nullish(),
  best_before: DateSchema.nullish(),
});
export type NoticeLineInput = z.infer<typeof NoticeLineInput>;

export const NoticeBoxInput = z.object({
  /** On an edit: the box kept (its code and printed label stay valid). */
  id: IdSchema.optional(),
  reference: text(64).nullish(),
  tracking_code: text(64).nullish(),
  lines: z.array(NoticeLineInput).min(1, 'A box holds at least one line.').max(MAX_NOTICE_LINES),
});
export type NoticeBoxInput = z.infer<typeof NoticeBoxInput>;

export const PACKAGINGS = ['boxes', 'pallets'] as const;

const boxes = z
  .array(NoticeBoxInput)
  .min(1, 'Announce at least one box.')
  .max(MAX_BOXES, `At most ${MAX_BOXES} boxes.`)
  .refine((bs) => bs.reduce((n, b) => n + b.lines.length, 0) <= MAX_NOTICE_LINES, {
    message: `At most ${MAX_NOTICE_LINES} lines in all boxes together.`,
  });

const noticeFields = {
  name: text(120),
  merchant_reference: text(64).nullish(),
  expected_at: DateSchema.nullish(),
  carrier: text(64).nullish(),
  tracking_codes: z.array(text(64)).max(50, 'At most 50 tracking codes.').nullish(),
  packaging: z.enum(PACKAGINGS, { error: 'Must be boxes or pallets.' }).default('boxes'),
  notes: text(2000).nullish(),
};

export const CreateNoticeBody = z.object({
  inbound_shipment: z.object({ ...noticeFields, boxes }),
});
export type CreateNoticeInput = z.infer<typeof CreateNoticeBody>['inbound_shipment'];

/** An edit while announced: an absent field stays, null clears it; `boxes` replaces the boxes (ids kept). */
export const UpdateNoticeBody = z.object({
  inbound_shipment: z
    .strictObject({
      name: noticeFields.name.optional(),
      merchant_reference: noticeFields.merchant_reference,
      expected_at: noticeFields.expected_at,
      carrier: noticeFields.carrier,
      tracking_codes: noticeFields.tracking_codes,
      packaging: z.enum(PACKAGINGS, { error: 'Must be boxes or pallets.' }).optional(),
      notes: noticeFields.notes,
      boxes: boxes.optional(),
    })
    .refine((o) => Object.keys(o).length > 0, { message: 'Give at least one field to change.' }),
});
export type UpdateNoticeInput = z.infer<typeof UpdateNoticeBody>['inbound_shipment'];

export const ListInboundQuery = PaginationQuery.extend({
  status: commaList(INBOUND_STATUSES).optional().meta({ description: 'Comma list of statuses.' }),
  source: commaList(INBOUND_SOURCES)
    .optional()
    .meta({ description: 'Comma list: notice (announced by the merchant), product_split, order_return.' }),
  expected_from: DateSchema.optional().meta({ description: 'Expected on or after this day.' }),
  expected_to: DateSchema.optional().meta({ description: 'Expected on or before this day.' }),
  q: z
    .string()
    .trim()
    .min(2, 'At least 2 characters.')
    .max(100)
    .optional()
    .meta({ description: "Part of the name or the merchant's reference, or a tracking code." }),
});
export type ListInboundFilter = z.infer<typeof ListInboundQuery>;

export const ReceivingQueueQuery = ListInboundQuery.omit({ source: true }).extend({
  merchant_id: IdSchema.optional(),
});
export type ReceivingQueueFilter = z.infer<typeof ReceivingQueueQuery>;

export const ArriveBody = z
  .object({
    arrival: z
      .object({
        boxes_arrived: z
          .number({ error: 'Must be a number.' })
          .int('Must be a whole number.')
          .min(0, 'Must be 0 or more.')
          .max(100_000)
          .nullish(),
        note: text(2000).nullish(),
      })
      .default({}),
  })
  .default({ arrival: {} });
export type ArriveInput = z.infer<typeof ArriveBody>['arrival'];

export const RECEIPT_CONDITIONS = ['sellable', 'damaged'] as const;
export type ReceiptCondition = (typeof RECEIPT_CONDITIONS)[number];

/** A product as the warehouse names it: id, SKU, or the GTIN on the unit's barcode. */
export const ReceiptProductRef = z
  .object({ id: IdSchema.optional(), sku: text(64).optional(), gtin: text(32).optional() })
  .refine((p) => [p.id, p.sku, p.gtin].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of id, sku or gtin.',
  });

export const ReceiptLineInput = z.object({
  product: ReceiptProductRef,
  quantity: Quantity(MAX_RECEIPT_QUANTITY),
  condition: z.enum(RECEIPT_CONDITIONS, { error: 'Must be sellable or damaged.' }),
  location: LocationSchema,
  batch_number: text(64).nullish(),
  best_before: DateSchema.nullish(),
});
export type ReceiptLineInput = z.infer<typeof ReceiptLineInput>;

export const ReceiptBody = z.object({
  receipt: z.object({
    box: text(32).nullish().meta({ description: 'The code on the box label (IB...), when counting a box.' }),
    lines: z
      .array(ReceiptLineInput)
      .min(1, 'Count at least one line.')
      .max(MAX_RECEIPT_LINES, `At most ${MAX_RECEIPT_LINES} lines.`)
      .refine((ls) => ls.reduce((n, l) => n + l.quantity, 0) <= MAX_RECEIPT_QUANTITY, {
        message: `At most ${MAX_RECEIPT_QUANTITY} units in one receipt.`,
      }),
  }),
});
export type ReceiptInput = z.infer<typeof ReceiptBody>['receipt'];

export const CloseBody = z
  .object({
    close: z.object({ note: text(2000).nullish() }).default({}),
  })
  .default({ close: {} });
export type CloseInput = z.infer<typeof CloseBody>['close'];

export const SimulateReceiveBody = z
  .object({
    short: z
      .array(z.object({ sku: text(64), quantity: Quantity(MAX_LINE_QUANTITY) }))
      .max(MAX_NOTICE_LINES)
      .optional()
      .meta({ description: 'Units to leave out of the receipt, by SKU: the notice closes short of them.' }),
  })
  .default({});
export type SimulateReceiveInput = z.infer<typeof SimulateReceiveBody>;

export const BoxLabelsQuery = z.object({
  layout: z
    .enum(['a6', 'a4'], { error: 'Must be a6 or a4.' })
    .default('a6')
    .meta({ description: 'a6: one label per page; a4: four labels per page.' }),
});

// ---- The answer -----------------------------------------------------------------------------------------

export const DISCREPANCIES = ['short', 'over', 'damaged', 'unexpected'] as const;
export type Discrepancy = (typeof DISCREPANCIES)[number];

const Figures = {
  expected_quantity: z.number().int(),
  received_quantity: z.number().int().meta({ description: 'Every unit counted, damaged ones included.' }),
  damaged_quantity: z.number().int(),
  /** Units whose best-before date had passed when they were received: stored blocked. */
  expired_quantity: z.number().int(),
  discrepancy: z
    .enum(DISCREPANCIES)
    .nullable()
    .meta({ description: 'short is known once the notice is closed (processed).' }),
};

export const InboundLineSchema = z.object({
  product_id: z.string(),
  quantity: z.number().int().meta({ description: 'The quantity announced (a split or return: brought).' }),
  sku: z.string().nullable(),
  ...Figures,
});
export type InboundLineDto = z.infer<typeof InboundLineSchema>;

export const InboundBoxLineSchema = InboundLineSchema.extend({
  batch_number: z.string().nullable(),
  best_before: z.string().nullable(),
});

export const InboundBoxSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  code: z.string().meta({ description: 'The Code 128 on the box label, scanned at receipt.' }),
  reference: z.string().nullable(),
  tracking_code: z.string().nullable(),
  lines: z.array(InboundBoxLineSchema),
  ...Figures,
});
export type InboundBoxDto = z.infer<typeof InboundBoxSchema>;

export const StatusChangeSchema = z.object({
  status: z.string(),
  at: Timestamp,
  actor: z.object({ type: z.string(), label: z.string().nullable() }),
  note: z.string().nullable(),
});

export const InboundShipmentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(INBOUND_STATUSES),
    invoiced: z.boolean().meta({ description: 'false until billing charged the shipment.' }),
    lines: z.array(InboundLineSchema).meta({ description: 'Per product, the boxes summed.' }),
    created_at: Timestamp,
    processed_at: Timestamp.nullable(),
    source: z.enum(INBOUND_SOURCES),
    merchant_id: z.string(),
    merchant_reference: z.string().nullable(),
    expected_at: z.string().nullable(),
    carrier: z.string().nullable(),
    tracking_codes: z.array(z.string()),
    packaging: z.enum(PACKAGINGS).nullable(),
    notes: z.string().nullable(),
    boxes: z.array(InboundBoxSchema),
    totals: z.object({
      boxes: z.number().int(),
      boxes_received: z.number().int(),
      receipts: z.number().int(),
      ...Figures,
      blocked_quantity: z.number().int(),
    }),
    arrival: z
      .object({
        arrived_at: Timestamp,
        boxes_arrived: z.number().int().nullable(),
        note: z.string().nullable(),
      })
      .nullable(),
    close_note: z.string().nullable(),
    status_history: z.array(StatusChangeSchema),
    updated_at: Timestamp,
  })
  .meta({ id: 'InboundShipment' });
export type InboundShipmentDto = z.infer<typeof InboundShipmentSchema>;

export const InboundShipmentEnvelope = z.object({ inbound_shipment: InboundShipmentSchema });

/** A list item: the shipment without its boxes and history (read one for those). */
export const InboundShipmentSummarySchema = InboundShipmentSchema.omit({
  boxes: true,
  status_history: true,
}).meta({ id: 'InboundShipmentSummary' });
export type InboundShipmentSummaryDto = z.infer<typeof InboundShipmentSummarySchema>;
export const InboundShipmentListEnvelope = listEnvelope('inbound_shipments', InboundShipmentSummarySchema);

export const ReceiptLineSchema = z.object({
  product_id: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  condition: z.enum(RECEIPT_CONDITIONS),
  location: z.string(),
  batch_number: z.string().nullable(),
  best_before: z.string().nullable(),
  unit_state: z.enum(['on_shelf', 'blocked']),
  expired: z.boolean(),
  unexpected: z.boolean().meta({ description: 'The notice did not name this product.' }),
});

export const ReceiptSchema = z
  .object({
    id: z.string(),
    inbound_shipment_id: z.string(),
    box: z.object({ id: z.string(), code: z.string(), number: z.number().int() }).nullable(),
    units: z.number().int(),
    lines: z.array(ReceiptLineSchema),
    created_at: Timestamp,
  })
  .meta({ id: 'InboundReceipt' });
export type ReceiptDto = z.infer<typeof ReceiptSchema>;
export const ReceiptEnvelope = z.object({ receipt: ReceiptSchema });

/** A photo taken while receiving (POST /ops/v1/inbound-shipments/{id}/photos). */
export const InboundPhotoSchema = z
  .object({
    id: z.string(),
    file_name: z.string(),
    mime: z.string().meta({ description: 'Read from the content: always an image type.' }),
    size: z.number().int(),
    box: z.string().nullable().meta({ description: 'The code of the box it shows, or null.' }),
    product_id: z.string().nullable().meta({ description: 'The product it shows, or null.' }),
    remarks: z.string().nullable(),
    uploaded_at: Timestamp,
    download_link: z
      .object({ url: z.string(), valid_until: Timestamp })
      .meta({ description: 'A signed link, made anew on every read; it expires.' }),
  })
  .meta({ id: 'InboundPhoto' });
export type InboundPhotoDto = z.infer<typeof InboundPhotoSchema>;
export const InboundPhotoEnvelope = z.object({ photo: InboundPhotoSchema });
export const InboundPhotoListEnvelope = z.object({ photos: z.array(InboundPhotoSchema) });
