import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Several data-modifying statements sent as one: every statement but the last becomes a CTE of the last.
 * PostgreSQL runs each exactly once, on one snapshot, in one round trip, and the whole is atomic even outside
 * a transaction. The statements must not change the same row twice and must not read each other's writes
 * (a CTE's changes are not visible to its siblings); foreign keys between them are checked at the end.
 */
export function together(statements: SQLWrapper[]): SQL {
  if (statements.length === 0) throw new Error('together() needs at least one statement');
  const last = statements[statements.length - 1]!;
  const ctes = statements.slice(0, -1).map((s, i) => sql`${sql.raw(`s${i}`)} as (${s.getSQL()})`);
  // getSQL(): a query builder put in a template as it is would be wrapped in parentheses, as a subquery.
  return ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL();
}

export async function runTogether(db: DbOrTx, statements: SQLWrapper[]): Promise<void> {
  await db.execute(together(statements));
}
