import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { OrderEnvelope } from '@/server/orders/schemas';
import { ReturnEnvelope } from '@/server/returns/schemas';
import { StockUnitSchema } from '@/server/stock/schemas';
import {
  CreateSandboxResponse,
  SimulateArrivalBody,
  SimulateInspectionBody,
  SimulateReceiveStockBody,
} from './schemas';

const onlySandbox =
  'Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the same operation the warehouse runs, ' +
  'so the same states follow and the same webhooks fire.';

const sim = {
  tag: 'Sandbox simulations',
  auth: 'bearer',
  merchantScoped: true,
  method: 'POST',
} as const;

export const simulateReturnArrivalOp = defineOperation({
  ...sim,
  operationId: 'simulateOrderReturnArrival',
  path: '/v1/simulations/order-returns/{orderReturnId}/_arrive',
  summary: "Simulate the parcel's arrival at the warehouse (optionally with what was found)",
  description: onlySandbox,
  scopes: ['order_returns:manage'],
  body: SimulateArrivalBody,
  responses: { 200: { description: 'Now pending_merchant_decision', schema: ReturnEnvelope } },
  errors: [
    'SANDBOX_ONLY',
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_NOT_ARRIVABLE',
    'PRODUCT_NOT_FOUND',
    'VALIDATION_ERROR',
  ],
  errorStatus: { PRODUCT_NOT_FOUND: 400 },
});

export const simulateReturnInspectionOp = defineOperation({
  ...sim,
  operationId: 'simulateOrderReturnInspection',
  path: '/v1/simulations/order-returns/{orderReturnId}/_inspect',
  summary: 'Simulate the inspection of every line (per line, or one condition for all)',
  description: `${onlySandbox} Emits order_return.inspected per line.`,
  scopes: ['order_returns:manage'],
  body: SimulateInspectionBody,
  responses: { 200: { description: 'The inspected return', schema: ReturnEnvelope } },
  errors: [
    'SANDBOX_ONLY',
    'ORDER_RETURN_NOT_FOUND',
    'ORDER_RETURN_ITEM_NOT_FOUND',
    'ORDER_RETURN_NOT_INSPECTABLE',
    'VALIDATION_ERROR',
  ],
});

export const simulateReturnReleaseOp = defineOperation({
  ...sim,
  operationId: 'simulateOrderReturnRelease',
  path: '/v1/simulations/order-returns/{orderReturnId}/_release',
  summary: 'Simulate the release of an accepted return (accepted -> processing)',
  description: onlySandbox,
  scopes: ['order_returns:manage'],
  responses: { 200: { description: 'Now processing', schema: ReturnEnvelope } },
  errors: ['SANDBOX_ONLY', 'ORDER_RETURN_NOT_FOUND', 'ORDER_RETURN_NOT_RELEASABLE'],
});

export const simulateReturnCompletionOp = defineOperation({
  ...sim,
  operationId: 'simulateOrderReturnCompletion',
  path: '/v1/simulations/order-returns/{orderReturnId}/_complete',
  summary: 'Simulate the completion of a return in processing (processing -> processed)',
  description: onlySandbox,
  scopes: ['order_returns:manage'],
  responses: { 200: { description: 'Now processed', schema: ReturnEnvelope } },
  errors: ['SANDBOX_ONLY', 'ORDER_RETURN_NOT_FOUND', 'ORDER_RETURN_NOT_COMPLETABLE'],
});

export const simulateStockReceiptOp = defineOperation({
  ...sim,
  operationId: 'simulateStockReceipt',
  path: '/v1/simulations/products/{productId}/_receive-stock',
  summary: 'Simulate the warehouse receiving units of a product onto the shelf',
  description: `${onlySandbox} Emits product.inventory_changed.`,
  scopes: ['products:manage'],
  body: SimulateReceiveStockBody,
  responses: {
    201: { description: 'The units received', schema: z.object({ stock_units: z.array(StockUnitSchema) }) },
  },
  errors: ['SANDBOX_ONLY', 'PRODUCT_NOT_FOUND', 'VALIDATION_ERROR'],
});

export const simulateOrderProcessingOp = defineOperation({
  ...sim,
  operationId: 'simulateOrderProcessing',
  path: '/v1/simulations/orders/{orderId}/_process',
  summary: 'Simulate the warehouse picking and shipping the order',
  description:
    onlySandbox +
    ' A confirmed order starts picking; what is left of every line then ships in one parcel with the local ' +
    'carrier (tracking code, label and packing slip as for a real shipment). The order ends processed.',
  scopes: ['orders:manage'],
  responses: { 200: { description: 'Now processed, with its shipments', schema: OrderEnvelope } },
  errors: ['SANDBOX_ONLY', 'ORDER_NOT_FOUND', 'ORDER_NOT_PICKABLE', 'ORDER_NOT_SHIPPABLE'],
});

export const createSandboxOp = defineOperation({
  operationId: 'createMerchantSandbox',
  method: 'POST',
  path: '/ops/v1/merchants/{merchantId}/sandbox',
  summary: "Create the merchant's sandbox (or answer the existing one)",
  description:
    'A merchant of its own flagged sandbox, with products that have stock and an API client holding every ' +
    'merchant scope (its secret only in the 201 answer). Asking again answers the sandbox with 200 and no client.',
  tag: 'Operator administration',
  auth: 'bearer',
  scopes: ['ops:admin'],
  responses: {
    201: { description: 'Created', schema: CreateSandboxResponse },
    200: { description: 'It already existed', schema: CreateSandboxResponse },
  },
  errors: ['MERCHANT_NOT_FOUND', 'MERCHANT_IS_SANDBOX'],
});
