import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { countFigures, UNIT_STATES } from '@/server/stock/figures';
import { canTransition } from '@/server/stock/unit-states';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture } from '../support/fixtures';

/**
 * Property (04 D2, E12): whatever sequence of receipts and unit state changes the warehouse makes through the
 * API, after every step the stored figures equal the figures counted from the units, and every refused change
 * (409/400) leaves both untouched.
 */
const receipt = fc.record({
  kind: fc.constant('receive' as const),
  quantity: fc.integer({ min: 1, max: 20 }),
  state: fc.constantFrom('on_shelf', 'not_shelved', 'blocked'),
});
const change = fc.record({
  kind: fc.constant('change' as const),
  pick: fc.nat(),
  to: fc.constantFrom(...UNIT_STATES),
});

// The embedded database starts (migrations) in a hook, whose timeout allows for a busy machine.
beforeAll(async function warmDb() {
  await getDb();
});

describe('stock figures always add up (fast-check)', () => {
  it('after random receipts and state changes', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture(['warehouse:operate']);
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(receipt, change), { minLength: 1, maxLength: 12 }),
        async (steps) => {
          const product = await createProduct(m.merchantId);
          const units: { id: string; state: string }[] = [];
          for (const step of steps) {
            if (step.kind === 'receive') {
              const res = await op.api('POST', '/ops/v1/stock-units', {
                merchant: m.merchantId,
                body: {
                  receipt: {
                    product_id: product.id,
                    quantity: step.quantity,
                    location: 'P-1',
                    state: step.state,
                  },
                },
              });
              expect(res.status).toBe(201);
              units.push(...res.body.stock_units.map((u: any) => ({ id: u.id, state: u.state })));
            } else if (units.length > 0) {
              const unit = units[step.pick % units.length]!;
              const res = await op.api('PATCH', `/ops/v1/stock-units/${unit.id}`, {
                merchant: m.merchantId,
                body: { stock_unit: { state: step.to } },
              });
              const allowed =
                unit.state === step.to || canTransition(unit.state as any, step.to, 'warehouse');
              expect(res.status).toBe(allowed ? 200 : 409);
              if (allowed) unit.state = step.to;
            }
            const [stored] = await db.select().from(products).where(eq(products.id, product.id));
            const counted = await countFigures(db, product.id);
            expect({
              on_hand: stored!.onHand,
              reserved: stored!.reserved,
              available: stored!.available,
            }).toEqual(counted);
            expect(counted.on_hand).toBe(units.filter((u) => u.state !== 'written_off').length);
            expect(counted.available).toBe(units.filter((u) => u.state === 'on_shelf').length);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
