import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { returnLabels } from '@/db/schema';
import { clearFaults, injectFaults } from '@/server/core/fault-points';
import { setClockForTests } from '@/server/core/clock';
import { getBoss } from '@/server/jobs/queue';
import { requeuePendingDocuments } from '@/server/outbound/documents/requeue-pending';
import { requeuePendingLabels } from '@/server/returns/labels/queue-label';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { confirmedOrder, ship, startPicking, stockedProduct } from '../support/outbound-helpers';
import { FULL_CUSTOMER, createOrder, createReturnViaApi } from '../support/returns-data';

/**
 * A shipment's documents and a return's label are rendered by jobs queued after their work committed. A queue
 * that refuses the job then must not leave them pending for ever: the retry of the same request queues them
 * again, and so does the sweep once they are overdue.
 */
afterEach(() => {
  clearFaults();
  setClockForTests(null);
});

async function jobsFor(name: string, data: Record<string, string>): Promise<number> {
  const boss = await getBoss();
  const queue = await boss.getQueue(name);
  if (!queue) return 0;
  return (await boss.findJobs(name, { data })).length;
}

async function processingOrder() {
  const m = await merchantFixture();
  const op = await operatorFixture();
  const p = await stockedProduct(m.merchantId, 2);
  const order = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
  expect((await startPicking(op, order.id, { merchant: m.merchantId })).status).toBe(200);
  return { m, op, order };
}

describe('shipment documents whose job never reached the queue', () => {
  it('are queued again by the retry with the same Idempotency-Key', async () => {
    const { m, op, order } = await processingOrder();
    const items = [{ order_item_id: order.items[0]!.id, quantity: 1 }];
    injectFaults({ 'jobs.enqueue-fails': true });
    const first = await ship(op, order.id, items, { key: 'ship-docs-1', merchant: m.merchantId });
    // the shipment is made whatever the queue said
    expect(first.status).toBe(201);
    const shipmentId = first.body.shipment.id as string;
    expect(first.body.shipment.documents.status).toBe('pending');
    clearFaults();
    expect(await jobsFor('outbound.render-shipment-documents', { shipment_id: shipmentId })).toBe(0);

    const retry = await ship(op, order.id, items, { key: 'ship-docs-1', merchant: m.merchantId });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.shipment.id).toBe(shipmentId);
    expect(await jobsFor('outbound.render-shipment-documents', { shipment_id: shipmentId })).toBe(1);
  });

  it('are queued again by the sweep once overdue', async () => {
    const { m, op, order } = await processingOrder();
    injectFaults({ 'jobs.enqueue-fails': true });
    const res = await ship(op, order.id, [{ order_item_id: order.items[0]!.id, quantity: 1 }], {
      merchant: m.merchantId,
    });
    expect(res.status).toBe(201);
    const shipmentId = res.body.shipment.id as string;
    clearFaults();
    // not yet overdue: the sweep leaves a shipment whose job may still be on its way
    await requeuePendingDocuments();
    expect(await jobsFor('outbound.render-shipment-documents', { shipment_id: shipmentId })).toBe(0);
    setClockForTests(new Date(Date.now() + 3 * 60_000));
    expect(await requeuePendingDocuments(10_000)).toBeGreaterThanOrEqual(1);
    expect(await jobsFor('outbound.render-shipment-documents', { shipment_id: shipmentId })).toBe(1);
  });
});

describe('a return label whose job never reached the queue', () => {
  it('is queued again by the next request for it, and by the sweep once overdue', async () => {
    const m = await merchantFixture();
    const order = await createOrder(m.merchantId, { customer: FULL_CUSTOMER });
    const r = await createReturnViaApi(m, { original_order: { id: order.id } });
    injectFaults({ 'jobs.enqueue-fails': true });
    const first = await m.api('POST', `/v1/order-returns/${r.id}/_request-label?wait_seconds=0`);
    expect(first.status).toBe(202);
    clearFaults();
    const db = await getDb();
    const [label] = await db.select().from(returnLabels).where(eq(returnLabels.orderReturnId, r.id));
    const count = () => jobsFor('returns.render-return-label', { label_id: label!.id });
    expect(await count()).toBe(0);
    const again = await m.api('POST', `/v1/order-returns/${r.id}/_request-label?wait_seconds=0`);
    expect(again.status).toBe(202);
    expect(await count()).toBe(1);
    setClockForTests(new Date(Date.now() + 2 * 60_000));
    expect(await requeuePendingLabels(10_000)).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(2);
  });
});
