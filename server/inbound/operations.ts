import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import {
  ArriveBody,
  BoxLabelsQuery,
  CloseBody,
  CreateNoticeBody,
  InboundPhotoEnvelope,
  InboundPhotoListEnvelope,
  InboundShipmentEnvelope,
  InboundShipmentListEnvelope,
  InboundShipmentSummarySchema,
  ListInboundQuery,
  ReceiptBody,
  ReceiptEnvelope,
  ReceivingQueueQuery,
  SimulateReceiveBody,
  UpdateNoticeBody,
} from './schemas';

/** Inbound shipments: the merchant's notices (/v1) and the warehouse's receiving (/ops/v1). docs/decisions/inbound.md */
const merchant = { auth: 'bearer', tag: 'Inbound shipments', merchantScoped: true } as const;
const warehouse = { auth: 'bearer', tag: 'Warehouse: inbound', scopes: ['warehouse:operate'] } as const;
const optionalMerchant =
  "X-Provider-Merchant-Id is optional here: without it the operator acts for the notice's merchant; with it, another merchant's notice is 404.";

export const createInboundShipmentOp = defineOperation({
  ...merchant,
  operationId: 'createInboundShipment',
  method: 'POST',
  path: '/v1/inbound-shipments',
  summary: 'Announce a delivery to the warehouse, box by box (a notice)',
  description:
    'Up to 500 boxes (or pallets) and 5000 lines. Products by id or SKU: one that is not yours is 400 ' +
    'PRODUCT_NOT_FOUND at its field. Every box gets a code for its label (GET .../box-labels). Send ' +
    'Idempotency-Key: one notice per key, a replay answers the same notice (Idempotent-Replayed: true).',
  scopes: ['products:manage'],
  body: CreateNoticeBody,
  idempotencyKey: 'optional',
  responses: { 201: { description: 'The notice, announced', schema: InboundShipmentEnvelope } },
  errors: ['VALIDATION_ERROR', 'PRODUCT_NOT_FOUND', 'INVALID_IDEMPOTENCY_KEY', 'IDEMPOTENCY_KEY_REUSED'],
  errorStatus: { PRODUCT_NOT_FOUND: 400 },
});

export const listInboundShipmentsOp = defineOperation({
  ...merchant,
  operationId: 'listInboundShipments',
  method: 'GET',
  path: '/v1/inbound-shipments',
  summary: 'List inbound shipments, newest first (notices, and those of splits and returns)',
  description: 'Items carry their lines and totals; read one for its boxes and status history.',
  scopes: ['products:read'],
  query: ListInboundQuery,
  responses: { 200: { description: 'Inbound shipments', schema: InboundShipmentListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const getInboundShipmentOp = defineOperation({
  ...merchant,
  operationId: 'getInboundShipment',
  method: 'GET',
  path: '/v1/inbound-shipments/{inboundShipmentId}',
  summary: 'Read an inbound shipment',
  description:
    "05 §3's fields (id, name, status, invoiced, lines per product, created_at), then a notice's boxes, " +
    'expected and received figures per line and box, discrepancies and status history.',
  scopes: ['products:read'],
  responses: { 200: { description: 'The inbound shipment', schema: InboundShipmentEnvelope } },
  errors: ['INBOUND_SHIPMENT_NOT_FOUND'],
});

export const updateInboundShipmentOp = defineOperation({
  ...merchant,
  operationId: 'updateInboundShipment',
  method: 'PATCH',
  path: '/v1/inbound-shipments/{inboundShipmentId}',
  summary: 'Change a notice while it is announced',
  description:
    'An absent field stays, null clears it. `boxes` replaces the boxes: a box sent with its `id` keeps its code ' +
    '(its printed label stays valid). After arrival: 409 INBOUND_SHIPMENT_NOT_EDITABLE.',
  scopes: ['products:manage'],
  body: UpdateNoticeBody,
  responses: { 200: { description: 'The notice', schema: InboundShipmentEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'PRODUCT_NOT_FOUND',
    'INBOUND_SHIPMENT_NOT_FOUND',
    'INBOUND_SHIPMENT_NOT_EDITABLE',
  ],
  errorStatus: { PRODUCT_NOT_FOUND: 400 },
});

export const cancelInboundShipmentOp = defineOperation({
  ...merchant,
  operationId: 'cancelInboundShipment',
  method: 'POST',
  path: '/v1/inbound-shipments/{inboundShipmentId}/_cancel',
  summary: 'Cancel a notice before it arrives',
  scopes: ['products:manage'],
  responses: { 200: { description: 'The notice, cancelled', schema: InboundShipmentEnvelope } },
  errors: ['INBOUND_SHIPMENT_NOT_FOUND', 'INBOUND_SHIPMENT_NOT_CANCELLABLE'],
});

export const boxLabelsOp = defineOperation({
  ...merchant,
  operationId: 'getInboundBoxLabels',
  method: 'GET',
  path: '/v1/inbound-shipments/{inboundShipmentId}/box-labels',
  summary: "The notice's box labels as a PDF (A6 per box, or four per A4 page)",
  description:
    'Each label: the warehouse\'s address, the merchant, the notice\'s name and reference, "box 3 of 40" and ' +
    'the Code 128 of the box code that the warehouse scans at receipt.',
  scopes: ['products:read'],
  query: BoxLabelsQuery,
  responses: {
    200: {
      description: 'The labels',
      contentType: 'application/pdf',
      schema: z.string().meta({ format: 'binary' }),
    },
  },
  errors: ['VALIDATION_ERROR', 'INBOUND_SHIPMENT_NOT_FOUND', 'INBOUND_SHIPMENT_HAS_NO_BOXES'],
});

export const listInboundPhotosOp = defineOperation({
  ...merchant,
  operationId: 'listInboundShipmentPhotos',
  method: 'GET',
  path: '/v1/inbound-shipments/{inboundShipmentId}/photos',
  summary: 'The photos the warehouse took while receiving (damage, a wet box), oldest first',
  description:
    'Each with the box and product it shows when the warehouse said, and a signed link that expires.',
  scopes: ['products:read'],
  responses: { 200: { description: 'The photos', schema: InboundPhotoListEnvelope } },
  errors: ['INBOUND_SHIPMENT_NOT_FOUND'],
});

// ---- the warehouse ----

export const addInboundPhotoOp = defineOperation({
  ...warehouse,
  operationId: 'addInboundShipmentPhoto',
  method: 'POST',
  path: '/ops/v1/inbound-shipments/{inboundShipmentId}/photos',
  summary: 'Add a photo of what came (multipart: file, box, sku, remarks); at most 20 MB, an image',
  description:
    `${optionalMerchant} While the notice is arrived or receiving (else 409). \`box\`: the code of one of its boxes ` +
    "(another notice's box: 422 INBOUND_BOX_OF_ANOTHER_SHIPMENT); `sku`: the product it shows. The merchant reads " +
    'the photos at GET /v1/inbound-shipments/{id}/photos.',
  bodyKind: 'raw',
  rawBodyContentType: 'multipart/form-data',
  responses: { 201: { description: 'Stored', schema: InboundPhotoEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'INBOUND_SHIPMENT_NOT_FOUND',
    'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    'INBOUND_SHIPMENT_CLOSED',
    'INBOUND_BOX_NOT_FOUND',
    'INBOUND_BOX_OF_ANOTHER_SHIPMENT',
    'FILE_TOO_LARGE',
    'STORAGE_UNAVAILABLE',
  ],
});

export const opsListInboundPhotosOp = defineOperation({
  ...warehouse,
  operationId: 'opsListInboundShipmentPhotos',
  method: 'GET',
  path: '/ops/v1/inbound-shipments/{inboundShipmentId}/photos',
  summary: "A notice's receiving photos, oldest first",
  description: optionalMerchant,
  responses: { 200: { description: 'The photos', schema: InboundPhotoListEnvelope } },
  errors: ['INBOUND_SHIPMENT_NOT_FOUND'],
});

export const opsReceivingQueueOp = defineOperation({
  ...warehouse,
  operationId: 'opsListInboundShipments',
  method: 'GET',
  path: '/ops/v1/inbound-shipments',
  summary: 'The receiving queue across merchants: notices to receive, oldest expected first',
  description:
    'status defaults to announced,arrived,receiving. Sandbox merchants are left out unless merchant_id names one.',
  query: ReceivingQueueQuery,
  responses: {
    200: {
      description: 'Notices with their merchant',
      schema: listEnvelope(
        'inbound_shipments',
        InboundShipmentSummarySchema.extend({ merchant_name: z.string() }),
      ),
    },
  },
  errors: ['VALIDATION_ERROR'],
});

export const opsGetInboundShipmentOp = defineOperation({
  ...warehouse,
  operationId: 'opsGetInboundShipment',
  method: 'GET',
  path: '/ops/v1/inbound-shipments/{inboundShipmentId}',
  summary: 'Read a notice with its boxes (box codes) and figures',
  description: optionalMerchant,
  responses: { 200: { description: 'The inbound shipment', schema: InboundShipmentEnvelope } },
  errors: ['INBOUND_SHIPMENT_NOT_FOUND'],
});

export const arriveInboundShipmentOp = defineOperation({
  ...warehouse,
  operationId: 'arriveInboundShipment',
  method: 'POST',
  path: '/ops/v1/inbound-shipments/{inboundShipmentId}/_arrive',
  summary: 'Register the delivery at the dock: announced -> arrived (inbound_shipment.arrived)',
  description: optionalMerchant,
  body: ArriveBody,
  responses: { 200: { description: 'The notice, arrived', schema: InboundShipmentEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'INBOUND_SHIPMENT_NOT_FOUND',
    'INBOUND_SHIPMENT_NOT_ARRIVABLE',
    'INBOUND_SHIPMENT_CLOSED',
  ],
});

export const createReceiptOp = defineOperation({
  ...warehouse,
  operationId: 'createInboundReceipt',
  method: 'POST',
  path: '/ops/v1/inbound-shipments/{inboundShipmentId}/receipts',
  summary: 'Count units of a notice: they become stock at once',
  description:
    `${optionalMerchant} Sellable units go on the shelf at the given location; damaged ones, and units whose ` +
    'best-before date has passed (flagged expired), are stored blocked. Products by id, SKU or GTIN; one the notice ' +
    "did not name is received and flagged unexpected. `box` is the scanned box code (another notice's box: 422 " +
    'INBOUND_BOX_OF_ANOTHER_SHIPMENT). Several receipts per notice and per box add up. product.inventory_changed ' +
    'follows with reason inbound_received. Send Idempotency-Key: one receipt per key.',
  body: ReceiptBody,
  idempotencyKey: 'optional',
  responses: { 201: { description: 'The receipt (or its replay)', schema: ReceiptEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'INVALID_IDEMPOTENCY_KEY',
    'IDEMPOTENCY_KEY_REUSED',
    'INBOUND_SHIPMENT_NOT_FOUND',
    'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    'INBOUND_SHIPMENT_CLOSED',
    'INBOUND_BOX_NOT_FOUND',
    'INBOUND_BOX_OF_ANOTHER_SHIPMENT',
    'INBOUND_PRODUCT_AMBIGUOUS',
    'PRODUCT_NOT_FOUND',
  ],
  errorStatus: { PRODUCT_NOT_FOUND: 422 },
});

export const closeInboundShipmentOp = defineOperation({
  ...warehouse,
  operationId: 'closeInboundShipment',
  method: 'POST',
  path: '/ops/v1/inbound-shipments/{inboundShipmentId}/_close',
  summary: 'Close the receipt: -> processed, discrepancies final (inbound_shipment.processed)',
  description:
    `${optionalMerchant} A line counted short shows short from now on. A notice short of units with boxes of which ` +
    'nothing was counted closes only with a note (422 INBOUND_CLOSE_NOTE_REQUIRED).',
  body: CloseBody,
  responses: { 200: { description: 'The notice, processed', schema: InboundShipmentEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'INBOUND_SHIPMENT_NOT_FOUND',
    'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    'INBOUND_SHIPMENT_CLOSED',
    'INBOUND_CLOSE_NOTE_REQUIRED',
  ],
});

export const simulateNoticeReceiptOp = defineOperation({
  ...merchant,
  tag: 'Sandbox simulations',
  operationId: 'simulateInboundShipmentReceipt',
  method: 'POST',
  path: '/v1/simulations/inbound-shipments/{inboundShipmentId}/_receive',
  summary: 'Simulate the warehouse receiving a notice as announced (optionally short), then closing it',
  description:
    "Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the warehouse's own operations: the " +
    'arrival, one receipt per box at SANDBOX-IN, the close; inbound_shipment.arrived and .processed fire as in production.',
  scopes: ['products:manage'],
  body: SimulateReceiveBody,
  responses: { 200: { description: 'The notice, processed', schema: InboundShipmentEnvelope } },
  errors: [
    'SANDBOX_ONLY',
    'VALIDATION_ERROR',
    'INBOUND_SHIPMENT_NOT_FOUND',
    'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    'INBOUND_SHIPMENT_CLOSED',
  ],
});
