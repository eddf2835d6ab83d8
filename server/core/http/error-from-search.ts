import { ERROR_TABLE, type ErrorCode } from '@/server/core/errors';

/**
 * A screen's `?error=CODE` (set by its server action after a refused operation), read back as a known error
 * code, or null for anything else: a screen never shows text taken from its address.
 */
export function errorCodeFromSearch(value: string | string[] | undefined): ErrorCode | null {
  return typeof value === 'string' && Object.hasOwn(ERROR_TABLE, value) ? (value as ErrorCode) : null;
}

/** The user-facing message of `?error=CODE`, from the one error table; null when there is none. */
export function errorMessageFromSearch(value: string | string[] | undefined): string | null {
  const code = errorCodeFromSearch(value);
  return code ? ERROR_TABLE[code][1] : null;
}
