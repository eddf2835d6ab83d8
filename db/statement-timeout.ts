import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/** Bounds every later statement of the transaction to what is left of a deadline (`set local`: this transaction only). */
export async function limitStatements(tx: Tx, endsAt: number): Promise<void> {
  const left = Math.max(1, Math.ceil(endsAt - Date.now()));
  await tx.execute(sql.raw(`set local statement_timeout = ${left}`));
}

/** A statement cancelled by PostgreSQL (statement_timeout, or a cancel request), also as a wrapped cause. */
export function isStatementCancelled(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '57014' || e?.cause?.code === '57014';
}
