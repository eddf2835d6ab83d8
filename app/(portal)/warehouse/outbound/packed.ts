import { isId } from '@/server/core/ids';

/**
 * What the packer has confirmed so far, kept in the pack screen's address (`packed=lineId:2,lineId:1`) so the
 * screen works without JavaScript and without a stored draft. Only 24-hex ids and small counts are read.
 */
export function parsePacked(raw: unknown): Map<string, number> {
  const out = new Map<string, number>();
  if (typeof raw !== 'string') return out;
  for (const part of raw.split(',').slice(0, 500)) {
    const [id, n] = part.split(':');
    const count = Number(n);
    if (isId(id) && Number.isInteger(count) && count > 0 && count <= 100_000) out.set(id, count);
  }
  return out;
}

export function formatPacked(packed: Map<string, number>): string {
  return [...packed]
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${id}:${n}`)
    .join(',');
}
