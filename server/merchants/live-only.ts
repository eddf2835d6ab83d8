import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { merchants } from '@/db/schema';

/**
 * The condition that keeps sandbox merchants out of the warehouse's queues across merchants (returns to
 * receive, orders to pick): their work is simulated, never done on the floor. A queue asked for one merchant
 * (`merchant_id`) shows that merchant, sandbox or not.
 */
export function notInSandbox(merchantIdColumn: AnyPgColumn): SQL {
  return sql`${merchantIdColumn} not in (select ${merchants.id} from ${merchants} where ${merchants.sandbox})`;
}
