/**
 * Money, in one place (docs/decisions/billing.md "Money"): amounts are integer cents with their currency
 * beside them, VAT rates integer basis points (25.5 % = 2550). The one rounding rule is **half-up, away from
 * zero on an exact half** (commercial rounding: 0.5 -> 1, -0.5 -> -1), so a credit note rounds exactly as the
 * invoice it mirrors. It is applied to a line's gross amount and to the VAT of each rate's total; a document's
 * VAT is the sum of those per-rate figures, never of per-line ones.
 */

/** numerator / denominator rounded half-up (away from zero on a half), in exact integer arithmetic. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new Error('roundHalfUp: the denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/** A line's net amount: quantity × unit price, exact (integers). */
export function lineAmount(quantity: number, unitPrice: number): number {
  return checked(BigInt(quantity) * BigInt(unitPrice));
}

/** The VAT of a net amount at a rate: net × rate, rounded half-up to the cent. */
export function vatOf(netCents: number, vatRateBp: number): number {
  return checked(roundHalfUp(BigInt(netCents) * BigInt(vatRateBp), 10_000n));
}

/** A line's amount with its VAT, rounded half-up (shown beside the net; the document's VAT is per rate). */
export function grossOf(netCents: number, vatRateBp: number): number {
  return netCents + vatOf(netCents, vatRateBp);
}

export interface MoneyLine {
  amount: number;
  vat_rate_bp: number;
}

export interface VatBreakdown {
  vat_rate_bp: number;
  taxable_amount: number;
  vat_amount: number;
}

export interface Totals {
  subtotal: number;
  vat_total: number;
  total: number;
  vat_breakdown: VatBreakdown[];
}

/**
 * A document's totals from its lines: the net amounts summed per VAT rate, the VAT of each rate's sum
 * rounded once, and the totals as the sums of those. Nothing else computes a total.
 */
export function totalsOf(lines: readonly MoneyLine[]): Totals {
  const perRate = new Map<number, bigint>();
  for (const l of lines) perRate.set(l.vat_rate_bp, (perRate.get(l.vat_rate_bp) ?? 0n) + BigInt(l.amount));
  const vat_breakdown = [...perRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, taxable]) => ({
      vat_rate_bp: rate,
      taxable_amount: checked(taxable),
      vat_amount: checked(roundHalfUp(taxable * BigInt(rate), 10_000n)),
    }));
  const subtotal = vat_breakdown.reduce((s, b) => s + b.taxable_amount, 0);
  const vat_total = vat_breakdown.reduce((s, b) => s + b.vat_amount, 0);
  return { subtotal, vat_total, total: subtotal + vat_total, vat_breakdown };
}

/** 25.5 -> 2550. A rate has at most two decimals (validated by the schemas before it gets here). */
export function bpFromRate(rate: number): number {
  return Math.round(rate * 100);
}

/** 2550 -> 25.5 */
export function rateFromBp(bp: number): number {
  return bp / 100;
}

/** 123456 -> "1234.56", -5 -> "-0.05": the decimal form of cents (CSV, UBL). */
export function decimalOf(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const s = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${s}` : s;
}

/** 123456, EUR -> "1 234,56 €"-like text for people (the portal and the PDF), in the en-IE convention. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(cents / 100);
}

function checked(v: bigint): number {
  if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER))
    throw new RangeError('amount out of range');
  return Number(v);
}
