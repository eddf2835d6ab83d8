import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/** The name for a statement built once by drizzle but parsed and planned by PostgreSQL at each execution. */
export const PLANNED_EACH_TIME = '';

/**
 * Prepared statements for the hottest reads: drizzle builds their SQL once per process instead of per call
 * (for a wide select, building costs more than the round trip). A named one (an order by id, a creation
 * replay, an idempotency key) is also parsed once per connection by PostgreSQL, which may keep one plan for
 * all parameters: only for statements whose best plan is the same whatever the parameters (primary-key
 * lookups). A statement whose plan depends on them (a list page: which merchant, which statuses) is prepared
 * as PLANNED_EACH_TIME: sent unnamed, so PostgreSQL plans it for its parameters at every execution.
 *
 * `prepared(build)` gives a function that returns the statements `build` makes for a database handle, made
 * on first use. They run on the pool, so they are for reads outside a transaction: inside one, call the
 * ordinary query (`outsideTransaction` tells which). Statement names must be unique in the whole app.
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const byHandle = new WeakMap<Db, T>();
  return (db) => {
    let statements = byHandle.get(db);
    if (!statements) byHandle.set(db, (statements = build(db)));
    return statements;
  };
}

export function outsideTransaction(db: DbOrTx): db is Db {
  return !(db instanceof PgTransaction);
}
