import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '@/server/core/errors';
import { errorCodeFromSearch, errorMessageFromSearch } from '@/server/core/http/error-from-search';

describe("a screen's ?error=CODE", () => {
  it('reads back a known code and its message from the one error table', () => {
    expect(errorCodeFromSearch('ORDER_NOT_FOUND')).toBe('ORDER_NOT_FOUND');
    expect(errorMessageFromSearch('ORDER_NOT_FOUND')).toBe(ERROR_TABLE.ORDER_NOT_FOUND[1]);
  });

  it('shows nothing for anything else: unknown codes, inherited names, lists, absence', () => {
    for (const value of [
      'NOPE',
      'constructor',
      'toString',
      '__proto__',
      '',
      ['ORDER_NOT_FOUND'],
      undefined,
    ]) {
      expect(errorCodeFromSearch(value)).toBeNull();
      expect(errorMessageFromSearch(value)).toBeNull();
    }
  });
});
