import { humanize } from '@/components/ui';
import type { LineOutcome } from '@/server/returns/lines/disposition';
import type { ReturnDto } from '@/server/returns/schemas';

/**
 * A return line's fate in the warehouse's words: what the release will do with it, and what completing the
 * return does to it (the rules are the release's and the completion's: server/returns/lines/line-outcome.ts).
 */
type Line = ReturnDto['items'][number];

const lower = (code: string) => humanize(code).toLowerCase();

function shelvedText(s: Extract<LineOutcome, { kind: 'line' }>['shelved'], condition: string | null) {
  if (!s) return 'nothing to put on the shelf (found missing)';
  return s.unitState === 'on_shelf'
    ? `${s.quantity} back on the shelf as free stock`
    : `${s.quantity} stored as blocked (${lower(condition ?? 'blocked')})`;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** "What will happen" to a line at release. */
export function outcomeText(o: LineOutcome, it: Line, productName: (id: string) => string): string {
  const condition = it.inspection?.condition ?? null;
  if (o.kind === 'whole')
    return o.code === 'destroy'
      ? 'Destroyed (the whole return is to be destroyed).'
      : 'The original order is resent to the customer as it is.';
  if (o.kind === 'undecided') {
    const parts = ["Waiting for the merchant's decision."];
    if (condition && o.conditionDefault)
      parts.push(`The merchant's default for ${lower(condition)} lines: ${lower(o.conditionDefault)}.`);
    parts.push(`If it goes back to the shelf: ${shelvedText(o.shelved, condition)}.`);
    return parts.join(' ');
  }
  if (o.code === 'destroy') return 'Destroyed.';
  if (o.code === 'resend') return 'Resent to the customer (a new order).';
  const as = it.merchant_decision?.restock_as_product;
  return sentence(
    `${shelvedText(o.shelved, condition)}${as && o.shelved ? ` as ${productName(as.id)}` : ''}`,
  );
}

/**
 * What completing the return does to a line (its units go into stock at `location` only when it goes to the
 * shelf: free when sellable, blocked when damaged, defective or wrong). Null: completion does nothing to it.
 */
export function completionText(
  o: LineOutcome,
  it: Line,
  productName: (id: string) => string,
  location: string,
): string | null {
  if (o.kind !== 'line' || o.code !== 'to_shelf') return null;
  const condition = it.inspection?.condition ?? null;
  const as = it.merchant_decision?.restock_as_product;
  const product = as ? ` as ${productName(as.id)}` : '';
  if (!o.shelved) return 'Nothing is put on the shelf: it was found missing.';
  const q = o.shelved.quantity;
  const units = q === 1 ? '1 unit is' : `${q} units are`;
  return o.shelved.unitState === 'on_shelf'
    ? `${units} put on the shelf as free stock${product} at ${location}.`
    : `${units} stored blocked (${lower(condition ?? 'blocked')})${product} at ${location}: not available to orders.`;
}

/**
 * The banner after completing a return: what happened to its lines, counted by fate, so a destroyed or resent
 * line is never said to be in stock. "Completed: 1 line back on the shelf as free stock, 1 line destroyed."
 */
export function completedText(outcomes: LineOutcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const fate = lineFate(o);
    counts.set(fate, (counts.get(fate) ?? 0) + 1);
  }
  if (!counts.size) return 'Completed.';
  const parts = [...counts].map(([fate, n]) => `${n} ${n === 1 ? 'line' : 'lines'} ${fate}`);
  return `Completed: ${parts.join(', ')}.`;
}

function lineFate(o: LineOutcome): string {
  if (o.kind === 'undecided') return 'left undecided';
  if (o.code === 'destroy') return 'destroyed';
  if (o.kind === 'whole' || o.code === 'resend') return 'resent to the customer (a new order)';
  if (!o.shelved) return 'found missing (nothing put into stock)';
  return o.shelved.unitState === 'on_shelf'
    ? 'back on the shelf as free stock'
    : 'stored blocked (not available to orders)';
}
