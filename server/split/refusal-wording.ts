import { portalWording, type ErrorCode } from '@/server/core/errors';

/** Why the split would refuse the product now (its phantom-stock guard's reason, when that is the refusal). */
export interface SplitRefusal {
  code: ErrorCode;
  sku: string;
  reason?: 'stock_count_discrepancy' | 'figures_do_not_match_units';
}

/**
 * The preview's refusal in words: what stops the split and what to do about it. The preview then says only this
 * (not how many units would have moved), since the split is not offered (docs/decisions/split.md "Preview").
 */
export function splitRefusalWording(r: SplitRefusal): { title: string; text: string } {
  if (r.code === 'PHANTOM_STOCK_SUSPECTED' && r.reason === 'stock_count_discrepancy')
    return {
      title: `The split would be refused: the last count of ${r.sku} disagreed with its stock.`,
      text: 'A warehouse count found another quantity than the records show, so its stock is in doubt and nothing of it can move. Ask the warehouse to count it again: a count that agrees clears the doubt, and the split is offered.',
    };
  if (r.code === 'PHANTOM_STOCK_SUSPECTED')
    return {
      title: `The split would be refused: the stock figures of ${r.sku} do not add up.`,
      text: 'Its recorded stock does not match its units, so nothing of it can move. Contact warehouse support to have the stock checked, then preview again.',
    };
  const w = portalWording(r.code);
  return {
    title: `The split would be refused (${r.sku}): ${w?.title ?? 'it cannot be done now.'}`,
    text: w?.text ?? 'Nothing was changed.',
  };
}
