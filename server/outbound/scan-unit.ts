/**
 * Packing by scanning or by +1 / −1 (the pack screen, with or without JavaScript): which line a scanned SKU or
 * GTIN confirms, and what the packer is told. The packed counts are the screen's own (packed.ts); the units held
 * for a line are what it may pack (docs/decisions/outbound.md "The floor screens").
 */
export interface ScanLine {
  id: string;
  sku: string;
  name: string;
  gtin: string | null;
  held: number;
  byMerchant: boolean;
}

/** ok: one more unit packed; over: every held unit of the line is already packed; unknown: no such line. */
export type ScanOutcome = 'ok' | 'over' | 'unknown';
export const SCAN_OUTCOMES: readonly ScanOutcome[] = ['ok', 'over', 'unknown'];

export interface ScanResult {
  outcome: ScanOutcome;
  line: ScanLine | null;
  packed: Map<string, number>;
}

/** A scanned (or typed) SKU or GTIN confirms one unit of the first line it matches that still has units to pack. */
export function scanUnit(
  lines: readonly ScanLine[],
  packed: ReadonlyMap<string, number>,
  code: string,
): ScanResult {
  const c = code.trim().toLowerCase();
  const matches = lines.filter(
    (l) => !l.byMerchant && c !== '' && (l.sku.toLowerCase() === c || l.gtin?.toLowerCase() === c),
  );
  const next = new Map(packed);
  const open = matches.find((l) => (next.get(l.id) ?? 0) < l.held);
  if (open) next.set(open.id, (next.get(open.id) ?? 0) + 1);
  return {
    outcome: open ? 'ok' : matches.length ? 'over' : 'unknown',
    line: open ?? matches[0] ?? null,
    packed: next,
  };
}

/** +1 or −1 on a line by hand: never below 0, and a +1 past the units held says so instead of packing. */
export function stepLine(
  lines: readonly ScanLine[],
  packed: ReadonlyMap<string, number>,
  lineId: string,
  step: 1 | -1,
): ScanResult {
  const line = lines.find((l) => l.id === lineId && !l.byMerchant) ?? null;
  const next = new Map(packed);
  if (!line) return { outcome: 'unknown', line: null, packed: next };
  const now = next.get(line.id) ?? 0;
  if (step === 1 && now >= line.held) return { outcome: 'over', line, packed: next };
  next.set(line.id, Math.max(0, Math.min(line.held, now + step)));
  return { outcome: 'ok', line, packed: next };
}

/** What the packer reads (and a screen reader says) after a scan or a +1. */
export function scanMessage(
  outcome: ScanOutcome,
  line: ScanLine | null,
  packed: ReadonlyMap<string, number>,
) {
  if (outcome === 'unknown' || !line) return 'No line of this order has that SKU or GTIN.';
  const product = `${line.sku} – ${line.name}`;
  if (outcome === 'over')
    return `${product}: all ${line.held} are already packed. One more would be more than ordered: put it back.`;
  return `${product}: ${packed.get(line.id) ?? 0} of ${line.held} packed.`;
}
