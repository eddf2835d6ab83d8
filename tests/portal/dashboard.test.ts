import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderItems, orderReturnItems, orderReturns, orders } from '@/db/schema';
import { newId } from '@/server/core/ids';
import { markOrderDays } from '@/server/dashboard/order-figure-days';
import { dashboardPeriod, parsePeriodDays } from '@/server/dashboard/period';
import { parseLowStockThreshold } from '@/server/dashboard/stock-per-product';
import { readDashboardAt } from '../support/dashboard-at';
import { merchantFixture } from '../support/fixtures';
import { addUnits, createProduct } from '../support/data';
import { FULL_CUSTOMER } from '../support/returns-data';

const AT = new Date('2026-11-20T15:00:00Z');

async function order(
  merchantId: string,
  status: string,
  createdAt: string,
  lines: { productId: string; quantity: number }[] = [],
) {
  const db = await getDb();
  const id = newId();
  await db
    .insert(orders)
    .values({ id, merchantId, status, customer: FULL_CUSTOMER, createdAt: new Date(createdAt) });
  for (const [i, l] of lines.entries())
    await db.insert(orderItems).values({
      orderId: id,
      merchantId,
      position: i,
      productId: l.productId,
      productSku: 'SKU',
      productName: 'Product',
      fulfillmentBy: 'provider',
      quantity: l.quantity,
    });
  // written as SQL, not through the order operations: its day is marked as such a writer must
  await markOrderDays(db, merchantId);
  return id;
}

async function orderReturn(
  merchantId: string,
  createdAt: string,
  lines: {
    productId: string;
    quantity: number;
    received?: number;
    reason?: string | null;
    condition?: string | null;
  }[],
  status = 'pending_merchant_decision',
) {
  const db = await getDb();
  const id = newId();
  await db
    .insert(orderReturns)
    .values({ id, merchantId, type: 'customer_return', status, createdAt: new Date(createdAt) });
  for (const [i, l] of lines.entries())
    await db.insert(orderReturnItems).values({
      orderReturnId: id,
      position: i,
      productId: l.productId,
      quantity: l.quantity,
      receivedQuantity: l.received ?? null,
      returnReasonCode: l.reason ?? null,
      inspectionCondition: l.condition ?? null,
    });
  return id;
}

describe('dashboard', () => {
  it('parses the period and the low-stock threshold, and counts whole UTC days ending today', () => {
    expect(parsePeriodDays('7')).toBe(7);
    expect(parsePeriodDays('90')).toBe(90);
    expect(parsePeriodDays('31')).toBe(30);
    expect(parsePeriodDays(undefined)).toBe(30);
    expect(parseLowStockThreshold(undefined)).toBe(10);
    expect(parseLowStockThreshold('3')).toBe(3);
    expect(parseLowStockThreshold('-1')).toBe(10);
    expect(parseLowStockThreshold('abc')).toBe(10);
    const p = dashboardPeriod(7, AT);
    expect(p.dates).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(p.from.toISOString()).toBe('2026-11-14T00:00:00.000Z');
    expect(p.to.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it("counts the merchant's orders, returns, return rates, reasons, conditions and stock, never another merchant's", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const db = await getDb();
    const shirt = await createProduct(m.merchantId, { sku: 'A-SHIRT', name: 'Shirt' });
    const shoe = await createProduct(m.merchantId, { sku: 'B-SHOE', name: 'Shoe' });
    const hat = await createProduct(m.merchantId, { sku: 'C-HAT', name: 'Hat' });
    await createProduct(m.merchantId, { sku: 'D-OLD', name: 'Old', active: false });
    await addUnits(shirt.id, 25);
    await addUnits(shirt.id, 5, { state: 'reserved' });
    await addUnits(shoe.id, 4);

    // Orders: two days inside the 7-day period, one before it, one deleted.
    await order(m.merchantId, 'processed', '2026-11-19T08:00:00Z', [
      { productId: shirt.id, quantity: 10 },
      { productId: shoe.id, quantity: 2 },
    ]);
    await order(m.merchantId, 'returned', '2026-11-19T23:59:59Z', [{ productId: shirt.id, quantity: 10 }]);
    await order(m.merchantId, 'confirmed', '2026-11-20T00:00:00Z', [{ productId: shoe.id, quantity: 50 }]);
    await order(m.merchantId, 'draft', '2026-11-14T00:00:00Z');
    await order(m.merchantId, 'processed', '2026-11-13T23:59:59Z', [{ productId: hat.id, quantity: 1 }]);
    await order(m.merchantId, 'deleted', '2026-11-18T10:00:00Z');

    // Returns: received quantity wins over the registered one; the cancelled one and the old one do not count.
    await orderReturn(m.merchantId, '2026-11-20T10:00:00Z', [
      { productId: shirt.id, quantity: 3, received: 2, reason: 'defective', condition: 'damaged' },
      { productId: shoe.id, quantity: 1, reason: 'size_too_small', condition: 'sellable' },
    ]);
    await orderReturn(m.merchantId, '2026-11-16T10:00:00Z', [
      { productId: shirt.id, quantity: 1, reason: 'defective' },
      { productId: hat.id, quantity: 1 },
    ]);
    await orderReturn(
      m.merchantId,
      '2026-11-17T10:00:00Z',
      [{ productId: shirt.id, quantity: 9 }],
      'deleted',
    );
    await orderReturn(m.merchantId, '2026-11-01T10:00:00Z', [{ productId: shirt.id, quantity: 9 }]);

    // Another merchant, same days, same products' ids on its lines: none of it may appear.
    const theirs = await createProduct(other.merchantId, { sku: 'A-SHIRT' });
    await addUnits(theirs.id, 1);
    await order(other.merchantId, 'processed', '2026-11-19T08:00:00Z', [
      { productId: shirt.id, quantity: 1000 },
      { productId: theirs.id, quantity: 5 },
    ]);
    await orderReturn(other.merchantId, '2026-11-19T08:00:00Z', [
      { productId: shirt.id, quantity: 500, reason: 'other', condition: 'missing' },
      { productId: theirs.id, quantity: 5, reason: 'other', condition: 'missing' },
    ]);

    const d = await readDashboardAt(db, m.merchantId, { days: 7 }, AT);

    expect(d.orders.total).toBe(4);
    expect(d.orders.statuses).toEqual(['draft', 'confirmed', 'processed', 'returned']);
    expect(d.orders.days.map((x) => [x.date, x.total])).toEqual([
      ['2026-11-14', 1],
      ['2026-11-15', 0],
      ['2026-11-16', 0],
      ['2026-11-17', 0],
      ['2026-11-18', 0],
      ['2026-11-19', 2],
      ['2026-11-20', 1],
    ]);
    expect(d.orders.days[5]!.counts).toEqual({ processed: 1, returned: 1 });

    expect(d.returns.total).toBe(2);
    expect(d.returns.days.filter((x) => x.count).map((x) => [x.date, x.count])).toEqual([
      ['2026-11-16', 1],
      ['2026-11-20', 1],
    ]);

    // Shirt: 3 returned (2 received + 1) of 20 shipped; shoe: 1 of 2 shipped (the confirmed order has not left);
    // hat: returned but not shipped in the period, so no rate.
    expect(d.returnRates).toEqual([
      {
        productId: shoe.id,
        sku: 'B-SHOE',
        name: 'Shoe',
        shippedUnits: 2,
        returnedUnits: 1,
        rate: 0.5,
        returnedBeyondShipped: 0,
      },
      {
        productId: shirt.id,
        sku: 'A-SHIRT',
        name: 'Shirt',
        shippedUnits: 20,
        returnedUnits: 3,
        rate: 0.15,
        returnedBeyondShipped: 0,
      },
    ]);

    expect(d.returnLines.lines).toBe(4);
    expect(d.returnLines.byReason).toEqual([
      { code: 'defective', lines: 2 },
      { code: 'size_too_small', lines: 1 },
      { code: null, lines: 1 },
    ]);
    expect(d.returnLines.byCondition).toEqual([
      { code: 'sellable', lines: 1 },
      { code: 'damaged', lines: 1 },
    ]);
    expect(d.returnLines.notInspected).toBe(2);

    expect(d.stock.threshold).toBe(10);
    expect(d.stock.activeProducts).toBe(3);
    expect(d.stock.lowProducts).toBe(2);
    expect(d.stock.products.map((p) => [p.sku, p.onHand, p.reserved, p.available, p.low])).toEqual([
      ['C-HAT', 0, 0, 0, true],
      ['B-SHOE', 4, 0, 4, true],
      ['A-SHIRT', 30, 5, 25, false],
    ]);

    // The other merchant sees only its own.
    const theirDashboard = await readDashboardAt(db, other.merchantId, { days: 7, lowStock: 0 }, AT);
    expect(theirDashboard.orders.total).toBe(1);
    expect(theirDashboard.returnRates).toEqual([
      expect.objectContaining({ productId: theirs.id, shippedUnits: 5, returnedUnits: 5, rate: 1 }),
    ]);
    expect(theirDashboard.returnLines.byReason).toEqual([{ code: 'other', lines: 2 }]);
    expect(theirDashboard.stock.products.map((p) => p.productId)).toEqual([theirs.id]);
    expect(theirDashboard.stock.lowProducts).toBe(0);
  });

  it('a return rate never passes 100%: units shipped before the period that come back in it are said apart', async () => {
    const m = await merchantFixture();
    const db = await getDb();
    const apron = await createProduct(m.merchantId, { sku: 'APRON', name: 'Apron' });
    // 2 shipped in the period, 3 shipped long before; all 5 come back in the period
    await order(m.merchantId, 'processed', '2026-11-19T08:00:00Z', [{ productId: apron.id, quantity: 2 }]);
    await order(m.merchantId, 'processed', '2026-10-01T08:00:00Z', [{ productId: apron.id, quantity: 3 }]);
    await orderReturn(m.merchantId, '2026-11-20T10:00:00Z', [{ productId: apron.id, quantity: 5 }]);
    const d = await readDashboardAt(db, m.merchantId, { days: 7 }, AT);
    expect(d.returnRates).toEqual([
      expect.objectContaining({ shippedUnits: 2, returnedUnits: 5, rate: 1, returnedBeyondShipped: 3 }),
    ]);
  });

  it('is empty for a merchant without data', async () => {
    const m = await merchantFixture();
    const d = await readDashboardAt(await getDb(), m.merchantId, { days: 30 }, AT);
    expect(d.orders.total).toBe(0);
    expect(d.orders.days).toHaveLength(30);
    expect(d.orders.statuses).toEqual([]);
    expect(d.returns.total).toBe(0);
    expect(d.returnRates).toEqual([]);
    expect(d.returnLines).toEqual({ byReason: [], byCondition: [], notInspected: 0, lines: 0 });
    expect(d.stock).toEqual({ products: [], activeProducts: 0, lowProducts: 0, threshold: 10 });
  });
});
