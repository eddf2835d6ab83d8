import { describe, expect, it } from 'vitest';
import { SPLIT_ERROR_TEXT } from '@/server/split/error-text';
import { splitProductOp } from '@/server/split/operations';

describe('split error texts', () => {
  it('explains every error the split documents in plain words (06)', () => {
    for (const code of splitProductOp.errors ?? []) {
      const text = SPLIT_ERROR_TEXT[code];
      expect(text, code).toBeDefined();
      expect(text!.title.length, code).toBeGreaterThan(5);
      expect(text!.text, code).not.toMatch(/[A-Z]{3,}_[A-Z]/);
    }
  });
});
