import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { CompleteExtraServiceBody } from '@/server/orders/extra-service-work';
import {
  ArrivalBody,
  AttachmentEnvelope,
  AttachmentListEnvelope,
  CreateReturnBody,
  DecisionBody,
  EditReturnItemBody,
  InspectionBody,
  LineDecisionBody,
  ListReturnsQuery,
  OpsListReturnsQuery,
  RequestLabelEnvelope,
  RequestLabelQuery,
  ReturnEnvelope,
  ReturnLabelEnvelope,
  ReturnListEnvelope,
  ServiceAttachmentBody,
  ServiceAttachmentEnvelope,
} from './schemas';

/** The order-return API (02 §4) and the warehouse side of returns (05 §4). */
const tag = 'Order returns';
const merchant = { auth: 'bearer', merchantScoped: true, tag } as const;
const manage = ['order_returns:manage'] as const;
const read = ['order_returns:read'] as const;

const exchangeLineErrors = [
  'ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND',
  'ORDER_RETURN_EXCHANGE_PRODUCT_MERCHANT_MISMATCH',
  'ORDER_RETURN_EXCHANGE_NOT_ALLOWED',
  'ORDER_RETURN_EXCHANGE_REQUIRES_ORIGINAL_ORDER',
] as const;

export const createReturnOp = defineOperation({
  ...merchant,
  operationId: 'createOrderReturn',
  errorStatus: { PRODUCT_NOT_FOUND: 400 }, // 02 §4.1
  method: 'POST',
  path: '/v1/order-returns',
  summary: 'Register a return (status preinfo_received); {} creates a bare placeholder',
  scopes: manage,
  body: CreateReturnBody,
  responses: { 201: { description: 'Created', schema: ReturnEnvelope } },
  errors: [
    'ORIGINAL_ORDER_NOT_FOUND',
    'ORIGINAL_ORDER_MERCHANT_MISMATCH',
    'PRODUCT_NOT_FOUND',
    'PRODUCT_MERCHANT_MISMATCH',
    ...exchangeLineErrors,
  ],
});

export const listReturnsOp = defineOperation({
  ...merchant,
  operationId: 'listOrderReturns',
  method: 'GET',
  path: '/v1/order-returns',
  summary:
    'List returns, newest first (status, type, q, original_order_id, tracking_code, reason, origin, condition, discrepancy, created_from, created_to)',
  scopes: read,
  query: ListReturnsQuery,
  responses: { 200: { description: 'Returns without items', schema: ReturnListEnvelope } },
});

export const getReturnOp = defineOperation({
  ...merchant,
  operationId: 'getOrderReturn',
  method: 'GET',
  path: '/v1/order-returns/{orderReturnId}',
  summary: 'Read a return',
  scopes: read,
  responses: { 200: { description: 'The return', schema: ReturnEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND'],
});

export const decideReturnOp = defineOperation({
  ...merchant,
  operationId: 'decideOrderReturn',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/_merchant-decision',
  summary: 'Set or fully replace the merchant decision (lines left out take the default)',
  scopes: manage,
  body: DecisionBody,
  responses: { 200: { description: 'The accepted return', schema: ReturnEnvelope } },
  errors: [
    'ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED',
    'ORDER_RETURN_DECISION_REQUIRES_ORIGINAL_ORDER',
    'ORDER_RETURN_DECISION_UNKNOWN_ITEM',
    'ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED',
    'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED',
    'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND',
    'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH',
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_NOT_DECIDABLE',
  ],
});

export const decideReturnLineOp = defineOperation({
  ...merchant,
  operationId: 'decideOrderReturnLine',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/items/{itemId}/merchant_decision',
  pathIds: { itemId: 'ORDER_RETURN_ITEM_NOT_FOUND' },
  summary: "Set or replace one line's decision under a to_shelf or resend_as_new decision",
  scopes: manage,
  body: LineDecisionBody,
  responses: { 200: { description: 'The updated return', schema: ReturnEnvelope } },
  errors: [
    'ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED',
    'ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED',
    'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED',
    'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND',
    'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH',
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_ITEM_NOT_FOUND',
    'ORDER_RETURN_NO_DECISION',
    'ORDER_RETURN_NOT_DECIDABLE',
  ],
});

export const editReturnItemOp = defineOperation({
  ...merchant,
  operationId: 'editOrderReturnItem',
  method: 'PATCH',
  path: '/v1/order-returns/{orderReturnId}/items/{itemId}',
  pathIds: { itemId: 'ORDER_RETURN_ITEM_NOT_FOUND' },
  summary: "Set, change or clear (null) a line's return reason or exchange",
  description:
    "Body `{ item: { return_reason?: { code, note? } | null, exchange?: { product: { id }, quantity } | null } }` (an absent field is unchanged). `note` is required for code `other` (at most 500 characters). The reason changes until arrival (then 409 ORDER_RETURN_NOT_EDITABLE); the exchange until it is released (then 409 ORDER_RETURN_EXCHANGE_RELEASED), and the exchange order's draft lines follow.",
  scopes: manage,
  body: EditReturnItemBody,
  responses: { 200: { description: 'The updated return', schema: ReturnEnvelope } },
  errors: [
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_ITEM_NOT_FOUND',
    'ORDER_RETURN_NOT_EDITABLE',
    ...exchangeLineErrors,
    'ORDER_RETURN_EXCHANGE_RELEASED',
    'ORDER_RETURN_EXCHANGE_CANCELLED',
  ],
});

export const releaseExchangeOp = defineOperation({
  ...merchant,
  operationId: 'releaseOrderReturnExchange',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/exchange/_release',
  summary: 'Release a waiting or held exchange: its order is confirmed and reserves stock',
  description:
    'The exchange order is confirmed (or waits for products when stock is short). Emits order_return.exchange_released.',
  scopes: manage,
  responses: { 200: { description: 'The return', schema: ReturnEnvelope } },
  errors: [
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_EXCHANGE_NOT_FOUND',
    'ORDER_RETURN_EXCHANGE_RELEASED',
    'ORDER_RETURN_EXCHANGE_CANCELLED',
  ],
});

export const cancelExchangeOp = defineOperation({
  ...merchant,
  operationId: 'cancelOrderReturnExchange',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/exchange/_cancel',
  summary: 'Cancel a waiting or held exchange and its draft order',
  description: 'The draft exchange order is cancelled. Emits order_return.exchange_cancelled.',
  scopes: manage,
  responses: { 200: { description: 'The return', schema: ReturnEnvelope } },
  errors: [
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_EXCHANGE_NOT_FOUND',
    'ORDER_RETURN_EXCHANGE_RELEASED',
    'ORDER_RETURN_EXCHANGE_CANCELLED',
  ],
});

export const cancelReturnOp = defineOperation({
  ...merchant,
  operationId: 'cancelOrderReturn',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/_cancel',
  summary: 'Cancel a return that has not arrived (status deleted)',
  scopes: manage,
  responses: { 200: { description: 'The cancelled return', schema: ReturnEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND', 'ORDER_RETURN_NOT_CANCELLABLE'],
});

const serviceErrors = [
  'CATALOG_SERVICE_NOT_FOUND',
  'SERVICE_NOT_AVAILABLE',
  'SERVICE_DISABLED',
  'ORDER_RETURN_NOT_FOUND',
] as const;

export const attachReturnServiceOp = defineOperation({
  ...merchant,
  operationId: 'attachOrderReturnService',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/extra_services',
  summary: 'Attach an extra service to the whole return (the response is the only place its id is given)',
  scopes: manage,
  body: ServiceAttachmentBody,
  responses: { 201: { description: 'Attached', schema: ServiceAttachmentEnvelope } },
  errors: serviceErrors,
});

export const attachReturnLineServiceOp = defineOperation({
  ...merchant,
  operationId: 'attachOrderReturnLineService',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/items/{itemId}/extra_services',
  pathIds: { itemId: 'ORDER_RETURN_ITEM_NOT_FOUND' },
  summary: 'Attach an extra service to one line of the return',
  scopes: manage,
  body: ServiceAttachmentBody,
  responses: { 201: { description: 'Attached', schema: ServiceAttachmentEnvelope } },
  errors: [...serviceErrors, 'ORDER_RETURN_ITEM_NOT_FOUND'],
});

export const requestLabelOp = defineOperation({
  ...merchant,
  operationId: 'requestOrderReturnLabel',
  method: 'POST',
  path: '/v1/order-returns/{orderReturnId}/_request-label',
  summary: 'Request a prepaid return-label PDF; waits up to wait_seconds (0-10, default 10) for it',
  scopes: manage,
  query: RequestLabelQuery,
  responses: {
    200: { description: 'Finished (complete or failed) within the wait', schema: RequestLabelEnvelope },
    202: {
      description: 'Still pending or processing: poll GET .../return-label',
      schema: RequestLabelEnvelope,
    },
  },
  errors: ['ORDER_RETURN_NOT_FOUND', 'ORIGINAL_ORDER_REQUIRED'],
});

export const getLabelOp = defineOperation({
  ...merchant,
  operationId: 'getOrderReturnLabel',
  method: 'GET',
  path: '/v1/order-returns/{orderReturnId}/return-label',
  summary: "The return's current label request",
  scopes: read,
  responses: { 200: { description: 'The label', schema: ReturnLabelEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND', 'RETURN_LABEL_NOT_FOUND'],
});

export const listAttachmentsOp = defineOperation({
  ...merchant,
  operationId: 'listOrderReturnAttachments',
  method: 'GET',
  path: '/v1/order-returns/{orderReturnId}/attachments',
  summary: "The warehouse's attachments, each with a download link valid 5 minutes",
  scopes: read,
  responses: { 200: { description: 'Attachments', schema: AttachmentListEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND'],
});

// ---- warehouse (05 §4) ----
const wtag = 'Warehouse: order returns';
const warehouse = { auth: 'bearer', tag: wtag, scopes: ['warehouse:operate'] } as const;
const optionalMerchant =
  "X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404.";

export const opsListReturnsOp = defineOperation({
  ...warehouse,
  operationId: 'opsListOrderReturns',
  method: 'GET',
  path: '/ops/v1/order-returns',
  summary: 'Returns across merchants (the arrivals queue)',
  query: OpsListReturnsQuery,
  responses: { 200: { description: 'Returns', schema: ReturnListEnvelope } },
});

export const opsGetReturnOp = defineOperation({
  ...warehouse,
  operationId: 'opsGetOrderReturn',
  method: 'GET',
  path: '/ops/v1/order-returns/{orderReturnId}',
  summary: "Read any merchant's return",
  description: optionalMerchant,
  responses: { 200: { description: 'The return', schema: ReturnEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND'],
});

export const arriveReturnOp = defineOperation({
  ...warehouse,
  operationId: 'arriveOrderReturn',
  errorStatus: { PRODUCT_NOT_FOUND: 400 }, // 02 §4.1
  method: 'POST',
  path: '/ops/v1/order-returns/{orderReturnId}/_arrive',
  summary: 'Register the parcel as arrived (location; items found replace the contents)',
  description: optionalMerchant,
  body: ArrivalBody,
  responses: { 200: { description: 'Now pending_merchant_decision', schema: ReturnEnvelope } },
  errors: [
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_NOT_ARRIVABLE',
    'PRODUCT_NOT_FOUND',
    'PRODUCT_MERCHANT_MISMATCH',
  ],
});

export const inspectReturnLineOp = defineOperation({
  ...warehouse,
  operationId: 'inspectOrderReturnLine',
  method: 'POST',
  path: '/ops/v1/order-returns/{orderReturnId}/items/{itemId}/_inspect',
  pathIds: { itemId: 'ORDER_RETURN_ITEM_NOT_FOUND' },
  summary: "Record what arrived of a line and its condition (replaces the line's earlier inspection)",
  description: `${optionalMerchant} Allowed from arrival until release (else 409 ORDER_RETURN_NOT_INSPECTABLE). received_quantity may differ from the expected quantity (the return is then flagged as a discrepancy); condition missing goes with received_quantity 0. At release, to_shelf lines put their received units on the shelf when sellable or opened_sellable, and store them as blocked units otherwise. Emits order_return.inspected.`,
  body: InspectionBody,
  responses: { 200: { description: 'The return with the inspected line', schema: ReturnEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND', 'ORDER_RETURN_ITEM_NOT_FOUND', 'ORDER_RETURN_NOT_INSPECTABLE'],
});

export const uploadAttachmentOp = defineOperation({
  ...warehouse,
  operationId: 'uploadOrderReturnAttachment',
  method: 'POST',
  path: '/ops/v1/order-returns/{orderReturnId}/attachments',
  summary: 'Upload a file (multipart: file, purpose, remarks, item_id); at most 20 MB',
  description: `${optionalMerchant} purpose: damage_evidence, contents_photo, packaging_photo, label_photo, other. item_id (optional): the line the file shows, one of this return's lines (else 404 ORDER_RETURN_ITEM_NOT_FOUND).`,
  bodyKind: 'raw',
  rawBodyContentType: 'multipart/form-data',
  responses: { 201: { description: 'Uploaded', schema: AttachmentEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND', 'ORDER_RETURN_ITEM_NOT_FOUND', 'FILE_TOO_LARGE', 'STORAGE_UNAVAILABLE'],
});

export const releaseReturnOp = defineOperation({
  ...warehouse,
  operationId: 'releaseOrderReturn',
  method: 'POST',
  path: '/ops/v1/order-returns/{orderReturnId}/_release',
  summary: 'accepted -> processing: creates the inbound shipment and the resend order; locks the decision',
  description: optionalMerchant,
  responses: { 200: { description: 'Now processing', schema: ReturnEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND', 'ORDER_RETURN_NOT_RELEASABLE'],
});

export const completeReturnOp = defineOperation({
  ...warehouse,
  operationId: 'completeOrderReturn',
  method: 'POST',
  path: '/ops/v1/order-returns/{orderReturnId}/_complete',
  summary: 'processing -> processed: shelves the inbound shipment as free stock',
  description: optionalMerchant,
  responses: { 200: { description: 'Now processed', schema: ReturnEnvelope } },
  errors: ['ORDER_RETURN_NOT_FOUND', 'ORDER_RETURN_NOT_COMPLETABLE'],
});

export const completeReturnExtraServiceOp = defineOperation({
  ...warehouse,
  operationId: 'completeOrderReturnExtraService',
  method: 'POST',
  path: '/ops/v1/order-returns/{orderReturnId}/extra-services/{attachmentId}/_complete',
  summary:
    "Mark an extra service of the return (whole return or a line's) done: completion_stamp set, charged",
  description:
    `${optionalMerchant} attachmentId is the attachment's UUID. Body optional: \`{ completion: { comment } }\`. ` +
    'Allowed once the return arrived (else 409 EXTRA_SERVICE_NOT_COMPLETABLE), once (409 EXTRA_SERVICE_ALREADY_COMPLETED).',
  body: CompleteExtraServiceBody,
  responses: { 200: { description: 'The attachment, done', schema: ServiceAttachmentEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'ORDER_RETURN_NOT_FOUND',
    'EXTRA_SERVICE_NOT_FOUND',
    'EXTRA_SERVICE_ALREADY_COMPLETED',
    'EXTRA_SERVICE_NOT_COMPLETABLE',
  ],
});

// ---- files (04 C4, E16) ----
export const downloadFileOp = defineOperation({
  operationId: 'downloadFile',
  method: 'GET',
  path: '/v1/files/{fileId}',
  summary: 'Download a file through a signed link (no bearer token: the signature is the permission)',
  tag: 'Files',
  auth: 'none',
  query: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
  responses: {
    200: {
      description: 'The file, with its media type and Content-Disposition',
      contentType: 'application/octet-stream',
    },
  },
  errors: ['LINK_EXPIRED', 'LINK_INVALID', 'FILE_NOT_FOUND'],
});
