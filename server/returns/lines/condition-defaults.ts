import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '@/db/client';
import { returnConditionDefaults } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { ConditionDefaults } from '@/server/returns/lines/disposition';
import {
  INSPECTION_CONDITIONS,
  LINE_DECISION_CODES,
  type LineDecisionCode,
} from '@/server/returns/return-states';

/**
 * A merchant's default line decision per inspection condition (damaged -> destroy). A line without an explicit
 * decision whose inspection found the condition takes it, where the whole decision allows the code
 * (present-return.ts effectiveLineDecision). No defaults set: every line follows 02 §3.1 unchanged.
 */
export const ConditionDefaultsSchema = z.partialRecord(
  z.enum(INSPECTION_CONDITIONS),
  z.enum(LINE_DECISION_CODES).nullish(),
);
export type ConditionDefaultsInput = z.infer<typeof ConditionDefaultsSchema>;

export async function loadConditionDefaults(
  db: DbOrTx,
  merchantId: string,
  conditions?: string[],
): Promise<ConditionDefaults> {
  const rows = await db
    .select({ condition: returnConditionDefaults.condition, code: returnConditionDefaults.lineDecisionCode })
    .from(returnConditionDefaults)
    .where(
      and(
        eq(returnConditionDefaults.merchantId, merchantId),
        conditions ? inArray(returnConditionDefaults.condition, conditions) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.condition, r.code as LineDecisionCode]));
}

/** Replaces the merchant's defaults: a condition given a code is set, one given null (or left out) cleared. */
export async function setConditionDefaults(
  db: Db,
  merchantId: string,
  input: ConditionDefaultsInput,
  actor: Actor,
): Promise<ConditionDefaults> {
  const set = Object.entries(input).filter((e): e is [string, LineDecisionCode] => !!e[1]);
  await db.transaction(async (tx) => {
    await tx.delete(returnConditionDefaults).where(eq(returnConditionDefaults.merchantId, merchantId));
    if (set.length)
      await tx.insert(returnConditionDefaults).values(
        set.map(([condition, code]) => ({
          merchantId,
          condition,
          lineDecisionCode: code,
          updatedAt: now(),
          updatedBy: actor.label,
        })),
      );
  });
  return loadConditionDefaults(db, merchantId);
}

/** The defaults that matter for these lines: none to read when no line was inspected. */
export async function defaultsForLines(
  db: DbOrTx,
  merchantId: string,
  items: { inspectionCondition: string | null }[],
): Promise<ConditionDefaults> {
  const conditions = [...new Set(items.flatMap((it) => it.inspectionCondition ?? []))];
  return conditions.length ? loadConditionDefaults(db, merchantId, conditions) : new Map();
}
