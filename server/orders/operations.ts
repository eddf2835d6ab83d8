import { defineOperation } from '@/server/core/http/operation';
import {
  CreateOrderBody,
  ListOrdersQuery,
  OrderEnvelope,
  OrderListEnvelope,
  UpdateOrderBody,
  UpdateOrderItemBody,
} from './schemas';

/** The order API (01 §4, 04 B1, B6). */
/** The creation checks of 04 B4 answer 422 (the table's 404 is for a path id). */
const CREATION_CHECKS_422 = {
  PRODUCT_NOT_FOUND: 422,
  PICKUP_POINT_NOT_FOUND: 422,
  CATALOG_SERVICE_NOT_FOUND: 422,
} as const;

const base = { tag: 'Orders', auth: 'bearer', merchantScoped: true } as const;
const ok = (description: string) => ({ description, schema: OrderEnvelope });
const GATE_ERRORS = ['ORDER_CONFIRMATION_FAILED'] as const;

export const createOrderOp = defineOperation({
  ...base,
  operationId: 'CreateOrder',
  errorStatus: CREATION_CHECKS_422,
  method: 'POST',
  path: '/v1/orders',
  summary: 'Create an order (as a draft, or confirmed in the same call)',
  description:
    'Send `Idempotency-Key` so that retries never create a second order: the same key and body answer the same order ' +
    '(header `Idempotent-Replayed: true`) in its current state. Status `confirmed` runs the confirmation gates and reserves stock.',
  scopes: ['orders:manage'],
  body: CreateOrderBody,
  idempotencyKey: 'optional',
  responses: { 201: ok('Created (or replayed)') },
  errors: [
    'VALIDATION_ERROR',
    'INVALID_IDEMPOTENCY_KEY',
    'IDEMPOTENCY_KEY_REUSED',
    'PRODUCT_NOT_FOUND',
    'DELIVERY_SERVICE_NOT_FOUND',
    'PICKUP_POINT_NOT_FOUND',
    'CATALOG_SERVICE_NOT_FOUND',
    ...GATE_ERRORS,
    'ORDER_CREATE_TIMEOUT',
  ],
});

export const listOrdersOp = defineOperation({
  ...base,
  operationId: 'ListOrders',
  method: 'GET',
  path: '/v1/orders',
  summary: 'List orders, newest first',
  scopes: ['orders:read'],
  query: ListOrdersQuery,
  responses: { 200: { description: 'Orders', schema: OrderListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const getOrderOp = defineOperation({
  ...base,
  operationId: 'GetOrder',
  method: 'GET',
  path: '/v1/orders/{orderId}',
  summary: 'Read an order',
  scopes: ['orders:read'],
  responses: { 200: ok('The order') },
  errors: ['ORDER_NOT_FOUND'],
});

export const updateOrderOp = defineOperation({
  ...base,
  operationId: 'UpdateOrder',
  errorStatus: CREATION_CHECKS_422,
  method: 'PATCH',
  path: '/v1/orders/{orderId}',
  summary:
    'Change an order: a field sent as null clears it, an absent field is unchanged; items replace the lines',
  scopes: ['orders:manage'],
  body: UpdateOrderBody,
  responses: { 200: ok('The changed order') },
  errors: [
    'VALIDATION_ERROR',
    'ORDER_NOT_FOUND',
    'ORDER_NOT_EDITABLE',
    'PRODUCT_NOT_FOUND',
    'DELIVERY_SERVICE_NOT_FOUND',
    'PICKUP_POINT_NOT_FOUND',
    'CATALOG_SERVICE_NOT_FOUND',
    ...GATE_ERRORS,
  ],
});

export const updateOrderItemOp = defineOperation({
  ...base,
  operationId: 'UpdateOrderItem',
  errorStatus: CREATION_CHECKS_422,
  method: 'PATCH',
  path: '/v1/orders/{orderId}/items/{itemId}',
  pathIds: { itemId: 'ORDER_ITEM_NOT_FOUND' },
  summary: 'Change one order line',
  scopes: ['orders:manage'],
  body: UpdateOrderItemBody,
  responses: { 200: ok('The changed order') },
  errors: [
    'VALIDATION_ERROR',
    'ORDER_NOT_FOUND',
    'ORDER_ITEM_NOT_FOUND',
    'ORDER_NOT_EDITABLE',
    'PRODUCT_NOT_FOUND',
    'CATALOG_SERVICE_NOT_FOUND',
    ...GATE_ERRORS,
  ],
});

export const confirmOrderOp = defineOperation({
  ...base,
  operationId: 'ConfirmOrder',
  method: 'POST',
  path: '/v1/orders/{orderId}/_confirm',
  summary:
    'Confirm a draft or passive order (gates, then stock reservation; waiting_products when stock is short)',
  scopes: ['orders:manage'],
  responses: { 200: ok('The confirmed (or waiting) order') },
  errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_CONFIRMABLE', ...GATE_ERRORS],
});

export const cancelOrderOp = defineOperation({
  ...base,
  operationId: 'CancelOrder',
  method: 'POST',
  path: '/v1/orders/{orderId}/_cancel',
  summary: 'Cancel an order, releasing its reserved stock',
  scopes: ['orders:manage'],
  responses: { 200: ok('The cancelled order') },
  errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_CANCELLABLE'],
});

export const deleteOrderOp = defineOperation({
  ...base,
  operationId: 'DeleteOrder',
  method: 'DELETE',
  path: '/v1/orders/{orderId}',
  summary: 'Delete a draft or cancelled order (kept with status deleted, left out of lists)',
  scopes: ['orders:manage'],
  responses: { 200: ok('The deleted order') },
  errors: ['ORDER_NOT_FOUND', 'ORDER_NOT_DELETABLE'],
});

export const listWaitingOrdersOp = defineOperation({
  ...base,
  operationId: 'ListWaitingOrders',
  method: 'GET',
  path: '/v1/orders/waiting-products',
  summary: 'List the orders waiting for stock (status waiting_products)',
  scopes: ['orders:read'],
  query: ListOrdersQuery.omit({ status: true }),
  responses: { 200: { description: 'Orders', schema: OrderListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const listWaitingOrdersDeprecatedOp = defineOperation({
  ...base,
  operationId: 'ListWaitingOrdersDeprecated',
  method: 'GET',
  path: '/v1/orders/waiting_products',
  summary: 'Deprecated alias of GET /v1/orders/waiting-products',
  scopes: ['orders:read'],
  query: ListOrdersQuery.omit({ status: true }),
  responses: { 200: { description: 'Orders', schema: OrderListEnvelope } },
  errors: ['VALIDATION_ERROR', 'ENDPOINT_SUNSET'],
});
