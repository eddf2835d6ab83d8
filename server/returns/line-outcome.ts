import type { ConditionDefaults } from './present-return';
import { effectiveLineDecision } from './present-return';
import { shelvedUnits } from './release-return';
import type { LineDecisionCode } from './return-states';
import type { ReturnDto } from './schemas';

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
