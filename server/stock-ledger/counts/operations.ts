import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import {
  CountResultBody,
  CreateCountBody,
  CycleCountSchema,
  CycleCountSummarySchema,
  ListCountsQuery,
} from './schemas';

/** Cycle counts (docs/decisions/stock-ledger.md §3): the warehouse's, across merchants, so no merchant header. */
const warehouse = {
  auth: 'bearer',
  tag: 'Warehouse',
  scopes: ['warehouse:operate'],
  merchantScoped: false,
  pathIds: { cycleCountId: 'CYCLE_COUNT_NOT_FOUND' },
} as const;
const one = z.object({ cycle_count: CycleCountSchema });

export const createCycleCountOp = defineOperation({
  ...warehouse,
  operationId: 'createCycleCount',
  method: 'POST',
  path: '/ops/v1/cycle-counts',
  summary:
    'Create a cycle count of some locations, of every location of a product, or of locations not counted lately',
  body: CreateCountBody,
  responses: { 201: { description: 'The count', schema: one } },
  errors: ['VALIDATION_ERROR', 'LOCATION_NOT_FOUND', 'CYCLE_COUNT_NOTHING_TO_COUNT'],
});

export const listCycleCountsOp = defineOperation({
  ...warehouse,
  operationId: 'listCycleCounts',
  method: 'GET',
  path: '/ops/v1/cycle-counts',
  summary: 'List cycle counts, newest first',
  query: ListCountsQuery,
  responses: {
    200: { description: 'Counts', schema: listEnvelope('cycle_counts', CycleCountSummarySchema) },
  },
  errors: ['VALIDATION_ERROR'],
});

export const getCycleCountOp = defineOperation({
  ...warehouse,
  operationId: 'getCycleCount',
  method: 'GET',
  path: '/ops/v1/cycle-counts/{cycleCountId}',
  summary: 'Read a cycle count: expected and counted figures of the locations counted so far',
  responses: { 200: { description: 'The count', schema: one } },
  errors: ['CYCLE_COUNT_NOT_FOUND'],
});

export const submitCountResultOp = defineOperation({
  ...warehouse,
  operationId: 'submitCycleCountResult',
  method: 'POST',
  path: '/ops/v1/cycle-counts/{cycleCountId}/results',
  summary:
    'Report what stands at one location of the count (blind: the expected figures are not shown first)',
  description:
    'A variance above the threshold sends the location to recount, which another person must make. A product ' +
    'given without batch or best-before is compared over all its lots at the location.',
  body: CountResultBody,
  responses: { 200: { description: 'The count', schema: one } },
  errors: [
    'VALIDATION_ERROR',
    'CYCLE_COUNT_NOT_FOUND',
    'CYCLE_COUNT_NOT_COUNTABLE',
    'CYCLE_COUNT_SAME_COUNTER',
  ],
});

export const approveCycleCountOp = defineOperation({
  ...warehouse,
  operationId: 'approveCycleCount',
  method: 'POST',
  path: '/ops/v1/cycle-counts/{cycleCountId}/_approve',
  summary: 'Approve a counted cycle count: its variances are written as count_adjustment movements',
  description:
    'Missing units are written off (never units an order holds), surplus units enter as blocked; each counted ' +
    'product sends product.stock_counted. The approver must not have counted in it.',
  responses: { 200: { description: 'The count', schema: one } },
  errors: ['CYCLE_COUNT_NOT_FOUND', 'CYCLE_COUNT_NOT_APPROVABLE', 'CYCLE_COUNT_APPROVER_IS_COUNTER'],
});

export const rejectCycleCountOp = defineOperation({
  ...warehouse,
  operationId: 'rejectCycleCount',
  method: 'POST',
  path: '/ops/v1/cycle-counts/{cycleCountId}/_reject',
  summary: 'Reject a cycle count: nothing changes stock',
  responses: { 200: { description: 'The count', schema: one } },
  errors: ['CYCLE_COUNT_NOT_FOUND', 'CYCLE_COUNT_NOT_APPROVABLE'],
});
