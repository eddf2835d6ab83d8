import type { OrderReturnItem } from '@/db/schema';
import {
  LINE_DEFAULTS,
  SELLABLE_CONDITIONS,
  takesLineDecisions,
  type LineDecisionCode,
} from '@/server/returns/return-states';
import type { ReturnDto } from '@/server/returns/schemas';

/**
 * A return line's disposition, in one place: the merchant's defaults per inspection condition, the line's
 * effective decision, what shelving it puts into stock, what the release will do with it (the warehouse's
 * "What will happen"), and whether what arrived differs from what was expected (a discrepancy). The API's DTO,
 * the release, the inspection event and the screens all ask here.
 */

const ref = (id: string | null) => (id ? { id } : null);
/** Whole units only: a fractional quantity is shelved rounded to the nearest unit (at least one). */
const units = (q: number | string) => Math.max(1, Math.round(Number(q)));

/** A merchant's default line decision per inspection condition (return_condition_defaults). */
export type ConditionDefaults = ReadonlyMap<string, LineDecisionCode>;
export const NO_CONDITION_DEFAULTS: ConditionDefaults = new Map();

/** Whether a whole decision allows a line code (02 §3.1: resend only under resend_as_new). */
function allows(wholeCode: 'to_shelf' | 'resend_as_new', code: LineDecisionCode): boolean {
  return code !== 'resend' || wholeCode === 'resend_as_new';
}

/**
 * A line's effective decision (04 E9): under to_shelf and resend_as_new the explicit one, else the merchant's
 * default for the condition the inspection found (where the whole code allows it), else the whole code's
 * default; under destroy and resend_as_it_is (or before any decision) null.
 */
export function effectiveLineDecision(
  wholeCode: string | null,
  item: Pick<OrderReturnItem, 'decisionCode' | 'restockAsProductId' | 'inspectionCondition'>,
  defaults: ConditionDefaults = NO_CONDITION_DEFAULTS,
) {
  if (!takesLineDecisions(wholeCode)) return null;
  const byCondition = item.inspectionCondition ? defaults.get(item.inspectionCondition) : undefined;
  const code =
    (item.decisionCode as LineDecisionCode | null) ??
    (byCondition && allows(wholeCode, byCondition) ? byCondition : LINE_DEFAULTS[wholeCode]!);
  return { code, restock_as_product: code === 'to_shelf' ? ref(item.restockAsProductId) : null };
}

/**
 * What a to_shelf line puts into stock: uninspected, its quantity as free units; inspected, its received
 * quantity, as free units when found sellable or opened_sellable and as `blocked` units otherwise (damaged,
 * defective, wrong item), so the figures never count them as available; nothing when found missing.
 */
export function shelvedUnits(
  it: Pick<OrderReturnItem, 'quantity' | 'receivedQuantity' | 'inspectionCondition'>,
): { quantity: number; unitState: 'on_shelf' | 'blocked' } | null {
  if (!it.inspectionCondition) return { quantity: units(it.quantity), unitState: 'on_shelf' };
  const received = Number(it.receivedQuantity ?? 0);
  if (received <= 0) return null;
  const sellable = (SELLABLE_CONDITIONS as readonly string[]).includes(it.inspectionCondition);
  return { quantity: units(received), unitState: sellable ? 'on_shelf' : 'blocked' };
}

/**
 * A discrepancy (docs/decisions/returns.md): an inspected line whose received quantity differs from its expected
 * one. A line without an expected quantity (registered without contents) never is one. The return's
 * `has_discrepancy` flag is the same rule over its lines, kept in SQL (lifecycle/refresh-return-flags.ts).
 */
export function lineDiscrepancy(expected: number | null, received: number | null): boolean {
  return expected !== null && received !== null && received !== expected;
}

type ReturnLine = ReturnDto['items'][number];

/**
 * What the release will do with one line, as the warehouse's screen explains it: the same rules as the release
 * (effectiveLineDecision with the merchant's condition defaults, then shelvedUnits), read from the return's DTO.
 * - `whole`: the whole decision settles every line (destroy, resend_as_it_is);
 * - `line`: the line's effective code, and for to_shelf what goes into stock (null: nothing, e.g. missing);
 * - `undecided`: no decision yet; what the merchant's default for the inspected condition would make of it,
 *   and what shelving the line would put into stock.
 */
export type LineOutcome =
  | { kind: 'whole'; code: 'destroy' | 'resend_as_it_is' }
  | { kind: 'line'; code: LineDecisionCode; shelved: Shelved | null }
  | { kind: 'undecided'; conditionDefault: LineDecisionCode | null; shelved: Shelved | null };

export type Shelved = NonNullable<ReturnType<typeof shelvedUnits>>;

export function lineOutcome(
  wholeCode: string | null,
  item: ReturnLine,
  defaults: ConditionDefaults,
): LineOutcome {
  const condition = item.inspection?.condition ?? null;
  const row = {
    quantity: item.quantity,
    receivedQuantity: item.inspection ? item.inspection.received_quantity : null,
    inspectionCondition: condition,
  };
  if (wholeCode === 'destroy' || wholeCode === 'resend_as_it_is') return { kind: 'whole', code: wholeCode };
  if (!wholeCode) {
    return {
      kind: 'undecided',
      conditionDefault: condition ? (defaults.get(condition) ?? null) : null,
      shelved: shelvedUnits(row),
    };
  }
  // The DTO's line decision is already the effective one (explicit, else by condition, else by the whole code).
  const d = effectiveLineDecision(
    wholeCode,
    {
      decisionCode: item.merchant_decision?.code ?? null,
      restockAsProductId: item.merchant_decision?.restock_as_product?.id ?? null,
      inspectionCondition: condition,
    },
    defaults,
  );
  const code = d?.code ?? 'to_shelf';
  return { kind: 'line', code, shelved: code === 'to_shelf' ? shelvedUnits(row) : null };
}
