import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { files, orderReturns, returnLabels } from '@/db/schema';
import { newId } from '@/server/core/ids';
import { produceLabel } from '@/server/returns/labels/produce-label';
import { ALL_JOBS } from '@/server/platform/all-jobs';
import { startWorkers } from '@/server/jobs/queue';
import { localCarrier, setCarrierForTests } from '@/server/returns/labels/carrier';
import { call, merchantFixture, type MerchantFixture } from '../support/fixtures';
import { FULL_CUSTOMER, createOrder, createReturnViaApi } from '../support/returns-data';

beforeAll(async () => {
  await startWorkers(ALL_JOBS);
});
afterEach(() => setCarrierForTests(null));

/** A carrier that answers only when the test says so: a label stays unfinished for as long as the test needs. */
function heldCarrier() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  setCarrierForTests({
    bookReturnParcel: async (i) => (await answered, localCarrier.bookReturnParcel(i)),
  });
  return { answer };
}

const request = (m: MerchantFixture, id: string, wait?: number | string) =>
  m.api('POST', `/v1/order-returns/${id}/_request-label${wait === undefined ? '' : `?wait_seconds=${wait}`}`);

async function returnWithOrder(m: MerchantFixture, customer: Record<string, unknown> = FULL_CUSTOMER) {
  const order = await createOrder(m.merchantId, { customer });
  return createReturnViaApi(m, { original_order: { id: order.id }, merchant_reference: 'RMA-7' });
}

async function pollUntilDone(m: MerchantFixture, id: string) {
  for (let i = 0; i < 200; i++) {
    const res = await m.api('GET', `/v1/order-returns/${id}/return-label`);
    if (['complete', 'failed'].includes(res.body.return_label?.status)) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('label did not finish');
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function labelRows(returnId: string) {
  const db = await getDb();
  return db.select().from(returnLabels).where(eq(returnLabels.orderReturnId, returnId));
}

describe('POST /v1/order-returns/{id}/_request-label (02 §4.9, 04 C3)', () => {
  it('renders a real PDF within the wait: 200 complete, tracking_codes set, download through the signed link', async () => {
    const m = await merchantFixture();
    const r = await returnWithOrder(m);
    const res = await request(m, r.id, 10);
    expect(res.status).toBe(200);
    expect(res.body.order_return_id).toBe(r.id);
    const label = res.body.return_label;
    expect(label).toMatchObject({ status: 'complete', error_code: null, error: null });
    expect(label.requested_at).toBeTruthy();
    expect(label.updated_at).toBeTruthy();
    expect(label.attachment.url).toMatch(/\/v1\/files\/[0-9a-f]{24}\?expires=\d+&signature=/);
    const stored = await (await getDb()).select().from(orderReturns).where(eq(orderReturns.id, r.id));
    expect(stored[0]!.trackingCodes).toHaveLength(1);
    const read = await m.api('GET', `/v1/order-returns/${r.id}`);
    expect(read.body.order_return.tracking_codes).toEqual(stored[0]!.trackingCodes);
    const file = await call('GET', pathOf(label.attachment.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`return-label-${r.id}.pdf`);
    expect(file.text.startsWith('%PDF-')).toBe(true);
    expect(file.text.length).toBeGreaterThan(2000); // the barcode image is embedded
    const poll = await m.api('GET', `/v1/order-returns/${r.id}/return-label`);
    expect(poll.status).toBe(200);
    expect(poll.body.return_label.status).toBe('complete');
    expect(poll.body.return_label.attachment.url).toMatch(/signature=/);
  });

  it('answers 202 when not finished in time, returns the same request while it is open, then completes', async () => {
    const m = await merchantFixture();
    const carrier = heldCarrier();
    const r = await returnWithOrder(m);
    const first = await request(m, r.id, 0);
    expect(first.status).toBe(202);
    expect(['pending', 'processing']).toContain(first.body.return_label.status);
    expect(first.body.return_label.attachment).toBeNull();
    const second = await request(m, r.id, 0);
    expect(second.status).toBe(202);
    expect(second.body.return_label.requested_at).toBe(first.body.return_label.requested_at);
    expect(await labelRows(r.id)).toHaveLength(1);
    carrier.answer();
    const done = await pollUntilDone(m, r.id);
    expect(done.body.return_label.status).toBe('complete');
    // after complete, a new call starts a new request (04 C3)
    const again = await request(m, r.id, 0);
    expect(again.body.return_label.requested_at).not.toBe(first.body.return_label.requested_at);
    expect(await labelRows(r.id)).toHaveLength(2);
    await pollUntilDone(m, r.id);
  });

  it('fails with CUSTOMER_ADDRESS_INCOMPLETE and a customer-facing message when the address is not deliverable', async () => {
    const m = await merchantFixture();
    const r = await returnWithOrder(m, { ...FULL_CUSTOMER, postal_code: null });
    const res = await request(m, r.id, 10);
    expect(res.status).toBe(200);
    expect(res.body.return_label).toMatchObject({
      status: 'failed',
      error_code: 'CUSTOMER_ADDRESS_INCOMPLETE',
      attachment: null,
    });
    expect(res.body.return_label.error).toMatch(/address/i);
    const stored = await (await getDb()).select().from(orderReturns).where(eq(orderReturns.id, r.id));
    expect(stored[0]!.trackingCodes).toBeNull();
  });

  it('fails with CARRIER_UNAVAILABLE when the carrier step errors', async () => {
    const m = await merchantFixture();
    setCarrierForTests({
      bookReturnParcel: async () => {
        throw new Error('carrier down');
      },
    });
    const r = await returnWithOrder(m);
    const res = await request(m, r.id);
    expect(res.status).toBe(200);
    expect(res.body.return_label).toMatchObject({ status: 'failed', error_code: 'CARRIER_UNAVAILABLE' });
    expect(res.body.return_label.error).toBeTruthy();
    expect(res.body.return_label.error).not.toContain('carrier down');
  });

  it('answers 409 ORIGINAL_ORDER_REQUIRED without a resolvable original order, storing no request', async () => {
    const m = await merchantFixture();
    const bare = await createReturnViaApi(m);
    const res = await request(m, bare.id, 0);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('ORIGINAL_ORDER_REQUIRED');
    const order = await createOrder(m.merchantId);
    const r = await createReturnViaApi(m, { original_order: { id: order.id } });
    const db = await getDb();
    await db.execute(`update orders set status = 'deleted' where id = '${order.id}'`);
    expect((await request(m, r.id, 0)).body.error_code).toBe('ORIGINAL_ORDER_REQUIRED');
    expect(await labelRows(bare.id)).toHaveLength(0);
    expect(await labelRows(r.id)).toHaveLength(0);
  });

  it('refuses wait_seconds outside the integers 0-10 with 400 VALIDATION_ERROR', async () => {
    const m = await merchantFixture();
    const r = await returnWithOrder(m);
    for (const w of ['11', '-1', '1.5', 'abc', '']) {
      const res = await request(m, r.id, w);
      expect(res.status, w).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors[0].path).toBe('wait_seconds');
    }
    expect(await labelRows(r.id)).toHaveLength(0);
  });

  it("keeps labels to their merchant: another merchant's return is 404; no request yet is RETURN_LABEL_NOT_FOUND", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const r = await returnWithOrder(m);
    const none = await m.api('GET', `/v1/order-returns/${r.id}/return-label`);
    expect(none.status).toBe(404);
    expect(none.body.error_code).toBe('RETURN_LABEL_NOT_FOUND');
    await request(m, r.id, 10);
    const foreignRead = await other.api('GET', `/v1/order-returns/${r.id}/return-label`);
    expect(foreignRead.status).toBe(404);
    expect(foreignRead.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    const foreignRequest = await request(other, r.id, 0);
    expect(foreignRequest.status).toBe(404);
    expect(foreignRequest.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    expect(await labelRows(r.id)).toHaveLength(1);
    const readOnly = await merchantFixture(['order_returns:read']);
    expect((await request(readOnly, r.id, 0)).status).toBe(403);
  });

  it('fails a request whose worker was lost (open for over 5 minutes) and starts a new one', async () => {
    const m = await merchantFixture();
    const r = await returnWithOrder(m);
    const db = await getDb();
    await db.insert(returnLabels).values({
      merchantId: m.merchantId,
      orderReturnId: r.id,
      status: 'processing',
      requestedAt: new Date(Date.now() - 6 * 60_000),
    });
    const res = await request(m, r.id, 10);
    expect(res.status).toBe(200);
    expect(res.body.return_label.status).toBe('complete');
    const rows = await labelRows(r.id);
    expect(rows.map((l) => l.status).sort()).toEqual(['complete', 'failed']);
    expect(rows.find((l) => l.status === 'failed')!.errorCode).toBe('LABEL_RENDER_FAILED');
  });

  // On PGlite the callers are serialised by its single connection; on PostgreSQL they really race.
  it('creates one label, not twenty, when twenty callers request at once', async () => {
    const m = await merchantFixture();
    const carrier = heldCarrier();
    const r = await returnWithOrder(m);
    const results = await Promise.all(Array.from({ length: 20 }, () => request(m, r.id, 0)));
    expect(results.map((x) => x.status)).toEqual(Array(20).fill(202));
    expect(new Set(results.map((x) => x.body.return_label.requested_at)).size).toBe(1);
    expect(await labelRows(r.id)).toHaveLength(1);
    carrier.answer();
    expect((await pollUntilDone(m, r.id)).body.return_label.status).toBe('complete');
  });

  // docs/decisions/faults.md, scenario 4: a run whose instance died leaves the label processing.
  it('lets a retry of the job take over a label left processing, with one PDF even when two runs overlap', async () => {
    const m = await merchantFixture();
    const r = await returnWithOrder(m);
    const db = await getDb();
    const labelId = newId();
    await db.insert(returnLabels).values({
      id: labelId,
      merchantId: m.merchantId,
      orderReturnId: r.id,
      status: 'processing',
      requestedAt: new Date(),
    });
    // The first run of a job does not take over a label another run holds.
    await produceLabel(labelId);
    expect((await labelRows(r.id))[0]!.status).toBe('processing');
    // Two retries at once: both render, one completes the label, one PDF is stored.
    await Promise.all([produceLabel(labelId, { resume: true }), produceLabel(labelId, { resume: true })]);
    const [label] = await labelRows(r.id);
    expect(label!.status).toBe('complete');
    const pdfs = await db.select().from(files).where(eq(files.merchantId, m.merchantId));
    expect(pdfs.map((f) => f.id)).toEqual([label!.fileId]);
    // A finished label is left alone by a late retry.
    await produceLabel(labelId, { resume: true });
    expect(await db.select().from(files).where(eq(files.merchantId, m.merchantId))).toHaveLength(1);
  });
});
