import { AppError } from '@/server/core/errors';
import type { DecisionCode, LineDecisionCode } from '@/server/returns/return-states';

/** The per-line rules of 02 §3.1 / §4.4-4.5 that need no stored data. */
export function assertLineDecision(
  whole: DecisionCode,
  line: { code: LineDecisionCode; restock_as_product?: { id: string } | null },
  path: string,
) {
  if (line.code === 'resend' && whole !== 'resend_as_new') {
    throw new AppError('ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED', undefined, { details: { path } });
  }
  if (line.restock_as_product && line.code !== 'to_shelf') {
    throw new AppError('ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED', undefined, {
      details: { path },
    });
  }
}
