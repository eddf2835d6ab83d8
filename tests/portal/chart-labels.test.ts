import { describe, expect, it } from 'vitest';
import { clipApart } from '@/components/charts/scale';

describe("a bar chart's cut labels still tell their rows apart", () => {
  it('keeps the end of labels that differ at the end, and the differing part when that is not enough', () => {
    const aprons = clipApart(
      ['Linen apron, size S', 'Linen apron, size M', 'Linen apron, size L', 'Rolled oats 1 kg'],
      18,
    );
    // was "Linen apron, size…" three times
    expect(aprons).toEqual([
      'Linen apr…, size S',
      'Linen apr…, size M',
      'Linen apr…, size L',
      'Rolled oats 1 kg',
    ]);
    const long = clipApart(
      [
        'Organic linen apron, large size, blue',
        'Organic linen apron, large size, red',
        'Organic linen apron, small size, blue',
      ],
      18,
    );
    expect(new Set(aprons).size).toBe(4);
    expect(new Set(long).size).toBe(3);
    for (const l of [...aprons, ...long]) expect(l.length).toBeLessThanOrEqual(18);
  });
});
