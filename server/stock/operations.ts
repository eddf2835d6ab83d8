import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import { ProductSchema } from '@/server/products/schemas';
import {
  ChangeUnitBody,
  IncidentSchema,
  ListUnitsQuery,
  ReceiveUnitsBody,
  StockCountBody,
  StockUnitSchema,
} from './schemas';

/** Stock units, counts, inbound shipments and incidents (05 §3). */
export const listStockUnitsOp = defineOperation({
  operationId: 'listStockUnits',
  method: 'GET',
  path: '/v1/products/{productId}/stock-units',
  summary: "List a product's stock units (receiving order)",
  description: '`state` is a comma list; `location` and `best_before` (YYYY-MM-DD) match exactly.',
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:read'],
  merchantScoped: true,
  query: ListUnitsQuery,
  responses: { 200: { description: 'Stock units', schema: listEnvelope('stock_units', StockUnitSchema) } },
  errors: ['VALIDATION_ERROR', 'PRODUCT_NOT_FOUND'],
});

export const getIncidentOp = defineOperation({
  operationId: 'getIncident',
  method: 'GET',
  path: '/v1/incidents/{incidentId}',
  summary: 'Read an incident',
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:read'],
  merchantScoped: true,
  responses: { 200: { description: 'The incident', schema: z.object({ incident: IncidentSchema }) } },
  errors: ['INCIDENT_NOT_FOUND'],
});

export const receiveUnitsOp = defineOperation({
  operationId: 'receiveStockUnits',
  method: 'POST',
  path: '/ops/v1/stock-units',
  summary: 'Receive 1-10000 units of one product',
  description:
    'Units are created in one statement; the product figures and product.inventory_changed follow in the same transaction.',
  tag: 'Warehouse',
  auth: 'bearer',
  scopes: ['warehouse:operate'],
  merchantScoped: true,
  body: ReceiveUnitsBody,
  responses: {
    201: { description: 'The received units', schema: z.object({ stock_units: z.array(StockUnitSchema) }) },
  },
  errors: ['VALIDATION_ERROR', 'PRODUCT_NOT_FOUND'],
});

export const changeStockUnitOp = defineOperation({
  operationId: 'changeStockUnit',
  method: 'PATCH',
  path: '/ops/v1/stock-units/{stockUnitId}',
  summary: "Change a unit's state and/or location",
  description:
    'By hand (04 E20): on_shelf, not_shelved and blocked move freely among themselves and to written_off; a free unit ' +
    '(on_shelf) may go to picking, a manual pick counted as reserved, and from there back or to written_off. reserved is ' +
    'set only by an order, and a unit an order holds (reserved, or picking for an order) changes only through the ' +
    'order: 409 STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED. written_off is final.',
  tag: 'Warehouse',
  auth: 'bearer',
  scopes: ['warehouse:operate'],
  merchantScoped: true,
  body: ChangeUnitBody,
  responses: { 200: { description: 'The unit', schema: z.object({ stock_unit: StockUnitSchema }) } },
  errors: ['VALIDATION_ERROR', 'STOCK_UNIT_NOT_FOUND', 'STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED'],
});

export const countStockOp = defineOperation({
  operationId: 'countStock',
  method: 'POST',
  path: '/ops/v1/products/{productId}/stock-count',
  summary: 'Record a warehouse count of a product',
  description:
    'A count that differs from on_hand sets stock.discrepancy until a later count agrees (04 E12).',
  tag: 'Warehouse',
  auth: 'bearer',
  scopes: ['warehouse:operate'],
  merchantScoped: true,
  body: StockCountBody,
  responses: { 200: { description: 'The product', schema: z.object({ product: ProductSchema }) } },
  errors: ['VALIDATION_ERROR', 'PRODUCT_NOT_FOUND'],
});
