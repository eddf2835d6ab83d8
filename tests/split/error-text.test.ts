import { describe, expect, it } from 'vitest';
import { portalWording } from '@/server/core/errors';
import { splitProductOp } from '@/server/split/operations';

describe('split error texts', () => {
  it('explains every error the split documents in plain words (06)', () => {
    for (const code of splitProductOp.errors ?? []) {
      const text = portalWording(code);
      expect(text, code).not.toBeNull();
      expect(text!.title.length, code).toBeGreaterThan(5);
      expect(text!.text, code).not.toMatch(/[A-Z]{3,}_[A-Z]/);
    }
    expect(portalWording('ORDER_NOT_FOUND')).toBeNull();
    expect(portalWording('NO_SUCH_CODE')).toBeNull();
  });
});
