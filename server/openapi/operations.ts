import type { Operation } from '@/server/core/http/operation';
import * as merchants from '@/server/merchants/operations';
import * as orders from '@/server/orders/operations';
import * as products from '@/server/products/operations';
import * as stock from '@/server/stock/operations';
import * as inbound from '@/server/inbound/operations';
import * as catalog from '@/server/catalog/operations';
import * as webhooks from '@/server/webhooks/operations';
import * as split from '@/server/split/operations';
import * as returns from '@/server/returns/operations';
import * as outbound from '@/server/outbound/operations';
import * as events from '@/server/workbench/events/operations';
import * as requestLog from '@/server/workbench/request-log/operations';
import * as sandbox from '@/server/workbench/sandbox/operations';
import * as returnPolicy from '@/server/returns/policy/operations';
import * as returnRequests from '@/server/returns/requests/operations';
import * as billing from '@/server/billing/operations';
import * as stockLedger from '@/server/storing/ledger/operations';
import * as locations from '@/server/storing/locations/operations';
import * as moves from '@/server/storing/moves/operations';
import * as cycleCounts from '@/server/storing/counts/operations';
import * as lots from '@/server/storing/lots/operations';

/**
 * Every API operation, for the OpenAPI document. A new domain adds its operations module here;
 * tests/platform/platform-openapi.test.ts fails when a route file exports a method that no listed operation describes.
 */
const modules: Record<string, unknown>[] = [
  merchants,
  orders,
  products,
  stock,
  inbound,
  catalog,
  webhooks,
  split,
  returns,
  outbound,
  events,
  requestLog,
  sandbox,
  returnPolicy,
  returnRequests,
  billing,
  stockLedger,
  locations,
  moves,
  cycleCounts,
  lots,
];

export function allOperations(): Operation<any, any>[] {
  const ops: Operation<any, any>[] = [];
  for (const mod of modules) {
    for (const value of Object.values(mod)) {
      if (
        value &&
        typeof value === 'object' &&
        'operationId' in value &&
        'method' in value &&
        'path' in value
      ) {
        ops.push(value as Operation<any, any>);
      }
    }
  }
  return ops;
}
