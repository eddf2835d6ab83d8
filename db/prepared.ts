import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/**
 * Named prepared statements for the hottest reads by key (an order by id, a creation replay, an idempotency
 * key): drizzle builds their SQL once per process instead of per call, and PostgreSQL parses each once per
 * connection and may keep one plan for all parameters. Only for statements whose best plan is the same
 * whatever the parameters (primary-key lookups); a statement whose plan depends on them (a list page: which
 * merchant, which statuses) stays unnamed and is planned for its parameters each time.
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
