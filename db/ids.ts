import { randomBytes } from 'node:crypto';

/**
 * Row ids, a fact of the storage (the schema's id columns default to them): 24 lowercase hex characters,
 * 4 bytes of seconds (so ids sort roughly by creation) + 8 random bytes (04 A1).
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
