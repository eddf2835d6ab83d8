import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, faultPoint, injectFaults } from '@/server/core/fault-points';

afterEach(() => {
  process.env.FAULT_INJECTION = '1';
  clearFaults();
});

describe('fault-injection points (ARCHITECTURE.md "Tests")', () => {
  it('hold what a test injects while FAULT_INJECTION=1', () => {
    injectFaults({ 'orders.delay-ms': 5, 'orders.crash-after-commit': true });
    expect(faultPoint('orders.delay-ms')).toBe(5);
    expect(faultPoint('orders.crash-after-commit')).toBe(true);
    clearFaults();
    expect(faultPoint('orders.delay-ms')).toBeUndefined();
  });

  it('are inert without FAULT_INJECTION=1, as in production: nothing reads as set, and injecting throws', () => {
    injectFaults({ 'orders.skip-confirm': true });
    delete process.env.FAULT_INJECTION;
    expect(faultPoint('orders.skip-confirm')).toBeUndefined();
    expect(() => injectFaults({ 'orders.delay-ms': 1 })).toThrow(/FAULT_INJECTION=1/);
  });
});
