import { defineOperation } from '@/server/core/http/operation';
import {
  CreateShipmentBody,
  ListShipmentsQuery,
  OpsListOrdersQuery,
  ProblemEnvelope,
  QueueEnvelope,
  QueueOrderSchema,
  ReportProblemBody,
  ShipmentEnvelope,
  ShipmentListEnvelope,
  ShipOrderEnvelope,
  StartPickingEnvelope,
} from './schemas';
import { z } from 'zod';
import { CarrierSchema, UpdateCarrierBody } from './carrier-templates';
import { CompleteExtraServiceBody } from '@/server/orders/extra-service-work';
import { AttachmentSchema } from '@/server/orders/schemas';

/** Outbound fulfilment: the warehouse's side (/ops/v1) and the merchant's shipments (/v1). */
const warehouse = { auth: 'bearer', tag: 'Warehouse: outbound', scopes: ['warehouse:operate'] } as const;
const optionalMerchant =
  "X-Provider-Merchant-Id is optional here: without it the operator acts for the order's merchant; with it, another merchant's order is 404.";

export const opsListOrdersOp = defineOperation({
  ...warehouse,
  operationId: 'opsListOrders',
  method: 'GET',
  path: '/ops/v1/orders',
  summary: 'The outbound queue across merchants, oldest first (status default confirmed)',
  query: OpsListOrdersQuery,
  responses: { 200: { description: 'Orders with merchant_id', schema: QueueEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const startPickingOp = defineOperation({
  ...warehouse,
  operationId: 'startPickingOrder',
  method: 'POST',
  path: '/ops/v1/orders/{orderId}/_start-picking',
  summary: 'confirmed -> processing; answers the pick list in walking order of locations',
  description: `${optionalMerchant} The order's reserved units become picking; the merchant can no longer edit or cancel it.`,
  responses: { 200: { description: 'Now processing, with its pick list', schema: StartPickingEnvelope } },
  errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_PICKABLE'],
});

export const createShipmentOp = defineOperation({
  ...warehouse,
  operationId: 'createShipment',
  method: 'POST',
  path: '/ops/v1/orders/{orderId}/shipments',
  summary: 'Ship quantities of a processing order (partial shipments allowed)',
  description:
    `${optionalMerchant} The shipped units leave the stock. Quantities above a line's remainder or its reserved units ` +
    'answer 400 at the field. Without tracking_codes the local carrier gives one per parcel. The order becomes ' +
    'processed once its shipments cover every line. Shipping labels (one PDF per parcel) and the packing slip are ' +
    'rendered by the job queue: documents.status is pending until then. Send Idempotency-Key: one shipment per key, ' +
    'a replay answers the same shipment (Idempotent-Replayed: true).',
  body: CreateShipmentBody,
  idempotencyKey: 'optional',
  responses: { 201: { description: 'Shipped (or replayed)', schema: ShipOrderEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'INVALID_IDEMPOTENCY_KEY',
    'IDEMPOTENCY_KEY_REUSED',
    'ORDER_NOT_FOUND',
    'ORDER_NOT_SHIPPABLE',
  ],
});

export const reportProblemOp = defineOperation({
  ...warehouse,
  operationId: 'reportOrderProblem',
  method: 'POST',
  path: '/ops/v1/orders/{orderId}/_report-problem',
  summary: 'A pick failed (unit_missing, unit_damaged) or the order cannot be sent (address_invalid, other)',
  description:
    `${optionalMerchant} A missing unit is written off, a damaged one blocked; a free unit of the line replaces it ` +
    'when one exists (the order stays processing, `replacement` names it). Otherwise the order moves to problem, ' +
    'keeping its units reserved and the report in `problem`.',
  body: ReportProblemBody,
  responses: { 200: { description: 'The order (processing or problem)', schema: ProblemEnvelope } },
  errors: ['VALIDATION_ERROR', 'ORDER_NOT_FOUND', 'ORDER_PROBLEM_NOT_REPORTABLE'],
});

export const resolveProblemOp = defineOperation({
  ...warehouse,
  operationId: 'resolveOrderProblem',
  method: 'POST',
  path: '/ops/v1/orders/{orderId}/_resolve-problem',
  summary: 'problem -> confirmed once every line holds its units again (free units are reserved)',
  description: `${optionalMerchant} 409 ORDER_PROBLEM_NOT_RESOLVABLE (details.short) while stock is short.`,
  responses: { 200: { description: 'Now confirmed', schema: z.object({ order: QueueOrderSchema }) } },
  errors: ['ORDER_NOT_FOUND', 'ORDER_PROBLEM_NOT_RESOLVABLE'],
});

export const completeOrderExtraServiceOp = defineOperation({
  ...warehouse,
  operationId: 'completeOrderExtraService',
  method: 'POST',
  path: '/ops/v1/orders/{orderId}/extra-services/{attachmentId}/_complete',
  summary:
    "Mark an extra service of the order (order level or a line's) done: its completion_stamp is set and it is charged",
  description:
    `${optionalMerchant} attachmentId is the attachment's UUID (01 §2.6). Body optional: ` +
    "`{ completion: { comment } }`, the comment kept in the stamp's p.comment. Allowed from confirmed until " +
    'processed (else 409 EXTRA_SERVICE_NOT_COMPLETABLE), once (409 EXTRA_SERVICE_ALREADY_COMPLETED). The ' +
    "merchant's order then shows the completion_stamp, and billing charges the service from the outbox.",
  body: CompleteExtraServiceBody,
  responses: {
    200: { description: 'The attachment, done', schema: z.object({ service_attachment: AttachmentSchema }) },
  },
  errors: [
    'VALIDATION_ERROR',
    'ORDER_NOT_FOUND',
    'EXTRA_SERVICE_NOT_FOUND',
    'EXTRA_SERVICE_ALREADY_COMPLETED',
    'EXTRA_SERVICE_NOT_COMPLETABLE',
  ],
});

const merchant = { auth: 'bearer', merchantScoped: true, tag: 'Shipments', scopes: ['orders:read'] } as const;

export const listShipmentsOp = defineOperation({
  ...merchant,
  operationId: 'listShipments',
  method: 'GET',
  path: '/v1/shipments',
  summary: 'Shipments of the merchant, newest first (shipped_from, shipped_to, carrier, order_id)',
  query: ListShipmentsQuery,
  responses: { 200: { description: 'Shipments', schema: ShipmentListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const getShipmentOp = defineOperation({
  ...merchant,
  operationId: 'getShipment',
  method: 'GET',
  path: '/v1/shipments/{shipmentId}',
  summary: 'Read a shipment (tracking, parcels, lines, label and packing-slip links)',
  responses: { 200: { description: 'The shipment', schema: ShipmentEnvelope } },
  errors: ['SHIPMENT_NOT_FOUND'],
});

const carrierAdmin = { auth: 'bearer', tag: 'Operator administration', scopes: ['ops:admin'] } as const;
const carrierPath =
  'carrierCode is one of posti, postnord, dhl, matkahuolto, bring, other (the carriers a shipment can name).';

export const listCarriersOp = defineOperation({
  ...carrierAdmin,
  operationId: 'listCarriers',
  method: 'GET',
  path: '/ops/v1/carriers',
  summary: "Every carrier with its tracking page's URL template",
  responses: {
    200: { description: 'The carriers', schema: z.object({ carriers: z.array(CarrierSchema) }) },
  },
  errors: [],
});

export const getCarrierOp = defineOperation({
  ...carrierAdmin,
  operationId: 'getCarrier',
  method: 'GET',
  path: '/ops/v1/carriers/{carrierCode}',
  summary: "A carrier with its tracking page's URL template",
  description: carrierPath,
  responses: { 200: { description: 'The carrier', schema: z.object({ carrier: CarrierSchema }) } },
  errors: ['CARRIER_NOT_FOUND'],
});

export const updateCarrierOp = defineOperation({
  ...carrierAdmin,
  operationId: 'updateCarrier',
  method: 'PATCH',
  path: '/ops/v1/carriers/{carrierCode}',
  summary: "Change a carrier's tracking URL template",
  description:
    `${carrierPath} The template must be an https URL containing {code} (the first tracking code, URL-encoded); ` +
    'null removes the tracking link. Shipments created afterwards use it; earlier ones keep their tracking_url.',
  body: UpdateCarrierBody,
  responses: { 200: { description: 'The carrier', schema: z.object({ carrier: CarrierSchema }) } },
  errors: ['VALIDATION_ERROR', 'CARRIER_NOT_FOUND'],
});
