import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { inboundShipments, outboxEvents } from '@/db/schema';
import { chargeEvents } from '@/server/billing/charges/charge-events';
import { call, merchantFixture, operatorFixture, type OperatorFixture } from '../support/fixtures';
import { cardFor } from '../support/billing-data';
import { dispatch } from '../support/dispatch';
import { ensureXmllint, validateUbl as validate } from '../support/ubl-schema';

beforeAll(ensureXmllint, 120_000);

const lastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 10, 12)).toISOString();
};
const period = (iso: string) => iso.slice(0, 7);

async function manual(op: OperatorFixture, merchantId: string, amount: number, extra: object = {}) {
  const res = await op.api('POST', '/ops/v1/billing/charges', {
    body: {
      charge: {
        merchant_id: merchantId,
        reason: `Work ${amount}`,
        amount,
        occurred_at: lastMonth(),
        ...extra,
      },
    },
  });
  expect(res.status).toBe(201);
  return res.body.charge;
}

const fetchLink = (url: string) => call('GET', new URL(url).pathname + new URL(url).search);
const fetchBytes = async (url: string) => {
  const u = new URL(url);
  const res = await dispatch(new Request(`http://localhost${u.pathname}${u.search}`));
  return new Uint8Array(await res.arrayBuffer());
};

describe('invoices: run, issue, pay, credit', () => {
  it('drafts the month, issues it with the next number, the merchant reads it and its three documents', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0, vat_rate: 25.5 }]);
    await manual(op, m.merchantId, 1001);
    await manual(op, m.merchantId, 333, { vat_rate: 14 });
    await manual(op, m.merchantId, -200);
    const p = period(lastMonth());
    const run = await op.api('POST', '/ops/v1/invoices/_run', {
      body: { invoice_run: { merchant_id: m.merchantId, period: p } },
    });
    expect(run.status).toBe(200);
    expect(run.body.invoice_run.invoices).toHaveLength(1);
    const draft = run.body.invoice_run.invoices[0];
    expect(draft).toMatchObject({ status: 'draft', number: null, subtotal: 1134, charge_count: 3 });
    // VAT per rate on the totals: 25.5 % of 801 = 204.255 -> 204; 14 % of 333 = 46.62 -> 47
    expect(draft.vat_breakdown).toEqual([
      { vat_rate: 25.5, taxable_amount: 801, vat_amount: 204 },
      { vat_rate: 14, taxable_amount: 333, vat_amount: 47 },
    ]);
    expect(draft).toMatchObject({ vat_total: 251, total: 1385 });
    const rerun = await op.api('POST', '/ops/v1/invoices/_run', {
      body: { invoice_run: { merchant_id: m.merchantId, period: p } },
    });
    expect(rerun.body.invoice_run.invoices[0].id).toBe(draft.id);

    const issued = await op.api('POST', `/ops/v1/invoices/${draft.id}/_issue`);
    expect(issued.status).toBe(200);
    expect(issued.body.invoice.status).toBe('issued');
    expect(issued.body.invoice.number).toMatch(/^INV-\d{6}$/);
    expect((await op.api('POST', `/ops/v1/invoices/${draft.id}/_issue`)).body.error_code).toBe(
      'INVOICE_NOT_ISSUABLE',
    );
    expect((await op.api('POST', `/ops/v1/invoices/${draft.id}/_void`)).body.error_code).toBe(
      'INVOICE_NOT_VOIDABLE',
    );

    const got = await m.api('GET', `/v1/invoices/${draft.id}`);
    expect(got.status).toBe(200);
    const inv = got.body.invoice;
    // The merchant's client is on the newest API version (money objects); the operator fixture's on the first.
    expect(inv.total).toEqual({ amount: inv.subtotal.amount + inv.vat_total.amount, currency: 'EUR' });
    expect(inv.lines.reduce((s: number, l: any) => s + l.amount, 0)).toBe(inv.subtotal.amount);
    expect(inv.lines.find((l: any) => l.amount === 1001)).toMatchObject({
      quantity: 1,
      unit_price: 1001,
      amount_with_vat: 1256,
    });
    expect(inv.lines.find((l: any) => l.amount === -200)).toMatchObject({ quantity: -1, unit_price: 200 });
    const list = await m.api('GET', '/v1/invoices');
    expect(list.body.invoices.map((i: any) => i.id)).toEqual([draft.id]);

    const pdf = await fetchLink(inv.documents.pdf.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const csv = await fetchLink(inv.documents.csv.url);
    expect(csv.status).toBe(200);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^charge_id,occurred_at,fee/);
    expect(rows).toHaveLength(4);
    expect(csv.text).toContain('10.01');
    const xml = await fetchLink(inv.documents.xml.url);
    expect(xml.status).toBe(200);
    expect(xml.text).toContain(`<cbc:ID>${inv.number}</cbc:ID>`);
    expect(xml.text).toContain('<cbc:PayableAmount currencyID="EUR">13.85</cbc:PayableAmount>');
    const [valid, said] = validate(xml.text, 'Invoice');
    expect(valid, said).toBe(true);
    const tampered = await call(
      'GET',
      new URL(inv.documents.pdf.url).pathname + '?expires=9999999999&signature=x',
    );
    expect(tampered.body.error_code).toBe('LINK_INVALID');

    const pay = await op.api('POST', `/ops/v1/invoices/${draft.id}/_pay`, {
      body: { payment: { reference: 'BANK-1' } },
    });
    expect(pay.body.invoice.status).toBe('paid');
    expect((await op.api('POST', `/ops/v1/invoices/${draft.id}/_pay`)).body.error_code).toBe(
      'INVOICE_NOT_PAYABLE',
    );
    const db = await getDb();
    const events = await db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.merchantId, m.merchantId)));
    expect(events.map((e) => e.type).sort()).toEqual(['invoice.issued', 'invoice.paid']);
    const feed = await m.api('GET', '/v1/events?type=invoice.issued');
    expect(feed.body.events[0].data).toMatchObject({
      invoice_id: draft.id,
      total: { amount: 1385, currency: 'EUR' },
      number: inv.number,
    });
  });

  it('a credit note brings the total exactly back, never credits more, and validates as a UBL CreditNote', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0 }]);
    await manual(op, m.merchantId, 12345);
    await manual(op, m.merchantId, 1);
    const run = await op.api('POST', '/ops/v1/invoices/_run', {
      body: { invoice_run: { merchant_id: m.merchantId, period: period(lastMonth()) } },
    });
    const id = run.body.invoice_run.invoices[0].id;
    const draftCredit = await op.api('POST', `/ops/v1/invoices/${id}/credit-notes`, {
      body: { credit_note: { reason: 'x' } },
    });
    expect(draftCredit.body.error_code).toBe('INVOICE_NOT_CREDITABLE');
    const issued = (await op.api('POST', `/ops/v1/invoices/${id}/_issue`)).body.invoice;
    const line = issued.lines.find((l: any) => l.amount === 12345);
    const part = await op.api('POST', `/ops/v1/invoices/${id}/credit-notes`, {
      body: { credit_note: { reason: 'Damaged pallet', lines: [{ line_id: line.id, amount: 345 }] } },
    });
    expect(part.status).toBe(201);
    expect(part.body.invoice).toMatchObject({ kind: 'credit_note', status: 'issued', subtotal: -345 });
    expect(part.body.invoice.number).toMatch(/^CN-\d{6}$/);
    expect(part.body.invoice.credited_invoice).toEqual({ id, number: issued.number });
    const tooMuch = await op.api('POST', `/ops/v1/invoices/${id}/credit-notes`, {
      body: { credit_note: { reason: 'x', lines: [{ line_id: line.id, amount: 12001 }] } },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error_code).toBe('CREDIT_EXCEEDS_INVOICE');
    const unknownLine = await op.api('POST', `/ops/v1/invoices/${id}/credit-notes`, {
      body: { credit_note: { reason: 'x', lines: [{ line_id: '0123456789abcdef01234567' }] } },
    });
    expect(unknownLine.body.error_code).toBe('INVOICE_LINE_NOT_FOUND');
    const rest = await op.api('POST', `/ops/v1/invoices/${id}/credit-notes`, {
      body: { credit_note: { reason: 'Cancelled' } },
    });
    expect(rest.status).toBe(201);
    expect(part.body.invoice.subtotal + rest.body.invoice.subtotal).toBe(-issued.subtotal);
    const after = (await m.api('GET', `/v1/invoices/${id}`)).body.invoice;
    expect(after.credit_notes.reduce((s: number, n: any) => s + n.total, 0) + after.total.amount).toBe(0);
    const none = await op.api('POST', `/ops/v1/invoices/${id}/credit-notes`, {
      body: { credit_note: { reason: 'again' } },
    });
    expect(none.body.error_code).toBe('CREDIT_EXCEEDS_INVOICE');
    const xml = await fetchLink(rest.body.invoice.documents.xml.url);
    expect(xml.text).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml.text).toContain(`<cbc:ID>${issued.number}</cbc:ID>`);
    const [valid, said] = validate(xml.text, 'CreditNote');
    expect(valid, said).toBe(true);
    const pdf = await fetchLink(rest.body.invoice.documents.pdf.url);
    expect(pdf.status).toBe(200);
    const doc = await PDFDocument.load(await fetchBytes(rest.body.invoice.documents.pdf.url));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Credit note ${rest.body.invoice.number}`);
  });

  it('the schema check fails on an invalid document (the validation can fail)', () => {
    const [valid, said] = validate(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><Nonsense/></Invoice>',
      'Invoice',
    );
    expect(valid).toBe(false);
    expect(said).toMatch(/Nonsense/);
  });

  it("isolates merchants: another merchant's invoice is 404, billing:read is required, empty drafts are not issued", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const other = await merchantFixture();
    await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0 }]);
    await manual(op, m.merchantId, 500);
    const run = await op.api('POST', '/ops/v1/invoices/_run', {
      body: { invoice_run: { merchant_id: m.merchantId, period: period(lastMonth()) } },
    });
    const id = run.body.invoice_run.invoices[0].id;
    const theirs = await other.api('GET', `/v1/invoices/${id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error_code).toBe('INVOICE_NOT_FOUND');
    expect((await other.api('GET', '/v1/invoices')).body.total).toBe(0);
    expect((await other.api('GET', '/v1/billing/charges')).body.total).toBe(0);
    const noScope = await merchantFixture(['orders:read']);
    const refused = await noScope.api('GET', '/v1/invoices');
    expect(refused.status).toBe(403);
    expect(refused.body.details.required_scope).toBe('billing:read');
    expect((await noScope.api('GET', '/v1/billing/charges')).status).toBe(403);
    expect((await m.api('GET', '/v1/invoices/nope')).body.error_code).toBe('INVOICE_NOT_FOUND');
    expect(
      (await op.api('POST', '/ops/v1/invoices/_run', { body: { invoice_run: { period: '2026-13' } } }))
        .status,
    ).toBe(400);
    const voided = await op.api('POST', `/ops/v1/invoices/${id}/_void`);
    expect(voided.body.invoice.status).toBe('void');
    expect((await m.api('GET', '/v1/billing/charges?invoiced=false')).body.total).toBe(1);
    // A draft without lines: made directly, as a run that found nothing left would leave none.
    const db = await getDb();
    const { invoices } = await import('@/db/schema');
    const [empty] = await db
      .insert(invoices)
      .values({
        merchantId: m.merchantId,
        kind: 'invoice',
        status: 'draft',
        period: '2001-01',
        currency: 'EUR',
      })
      .returning();
    expect((await op.api('POST', `/ops/v1/invoices/${empty!.id}/_issue`)).body.error_code).toBe(
      'INVOICE_EMPTY',
    );
  });

  it("charges receiving from an inbound shipment's processing and marks it invoiced once issued", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, [
      { fee: 'inbound_notice', unit_price: 1500 },
      { fee: 'inbound_box', unit_price: 100 },
      { fee: 'inbound_unit', unit_price: 5 },
    ]);
    const db = await getDb();
    const [shipment] = await db
      .insert(inboundShipments)
      .values({ merchantId: m.merchantId, name: 'Delivery', status: 'processed', source: 'notice' })
      .returning();
    await db.transaction((tx) =>
      chargeEvents(tx, [
        {
          id: 'evt_test',
          merchantId: m.merchantId,
          type: 'inbound_shipment.processed',
          createdAt: new Date(lastMonth()),
          data: {
            inbound_shipment_id: shipment!.id,
            source: 'notice',
            boxes_received: 3,
            lines: [
              { product_id: 'x', quantity: 40 },
              { product_id: 'y', quantity: 2 },
            ],
            processed_at: lastMonth(),
          },
        },
      ]),
    );
    const run = await op.api('POST', '/ops/v1/invoices/_run', {
      body: { invoice_run: { merchant_id: m.merchantId, period: period(lastMonth()) } },
    });
    const inv = run.body.invoice_run.invoices[0];
    expect(inv.subtotal).toBe(1500 + 300 + 210);
    await op.api('POST', `/ops/v1/invoices/${inv.id}/_issue`);
    const [after] = await db.select().from(inboundShipments).where(eq(inboundShipments.id, shipment!.id));
    expect(after!.invoiced).toBe(true);
  });
});
