import { beforeAll, describe, expect, it } from 'vitest';
import { BillingDetailsForm } from '@/server/billing/form-schemas';
import { parseForm } from '@/server/core/http/form-state';
import { cardFor } from '../support/billing-data';
import { dispatch } from '../support/dispatch';
import { call, merchantFixture, operatorFixture, type OperatorFixture } from '../support/fixtures';
import { ensureXmllint, validateUbl } from '../support/ubl-schema';

/**
 * The buyer of a merchant's invoices (docs/decisions/billing.md "Documents"): the merchant's billing details
 * (legal name, address, VAT id) where the operator has set them, in the PDF and the UBL e-invoice.
 */
beforeAll(ensureXmllint, 120_000);

const DETAILS = {
  legal_name: 'Kahvi & Tee Oy',
  street: 'Mannerheimintie 12 B',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  vat_id: 'FI12345678',
};

const fetchLink = (url: string) => call('GET', new URL(url).pathname + new URL(url).search);
async function pdfText(url: string): Promise<string> {
  const u = new URL(url);
  const res = await dispatch(new Request(`http://localhost${u.pathname}${u.search}`));
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(new Uint8Array(await res.arrayBuffer()), 'application/pdf');
  return doc.loadPage(0).toStructuredText('preserve-whitespace').asText();
}

/** An issued invoice of last month with one manual charge; returns the merchant's view of it. */
async function issuedInvoice(op: OperatorFixture, m: Awaited<ReturnType<typeof merchantFixture>>) {
  await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0 }]);
  const d = new Date();
  const lastMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 10, 12)).toISOString();
  const charge = await op.api('POST', '/ops/v1/billing/charges', {
    body: {
      charge: { merchant_id: m.merchantId, reason: 'Pallet wrapping', amount: 2500, occurred_at: lastMonth },
    },
  });
  expect(charge.status).toBe(201);
  const run = await op.api('POST', '/ops/v1/invoices/_run', {
    body: { invoice_run: { merchant_id: m.merchantId, period: lastMonth.slice(0, 7) } },
  });
  const id = run.body.invoice_run.invoices[0].id;
  expect((await op.api('POST', `/ops/v1/invoices/${id}/_issue`)).status).toBe(200);
  return (await m.api('GET', `/v1/invoices/${id}`)).body.invoice;
}

describe("a merchant's billing details", () => {
  it('are set and read by the operator, checked field by field, refused to merchant clients', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const path = `/ops/v1/merchants/${m.merchantId}/billing-details`;
    const empty = await op.api('GET', path);
    expect(empty.status).toBe(200);
    expect(empty.body.billing_details).toEqual({
      merchant_id: m.merchantId,
      legal_name: null,
      street: null,
      postal_code: null,
      city: null,
      country_code: null,
      vat_id: null,
    });
    const put = await op.api('PUT', path, { body: { billing_details: DETAILS } });
    expect(put.status).toBe(200);
    expect(put.body.billing_details).toEqual({ merchant_id: m.merchantId, ...DETAILS });
    expect((await op.api('GET', path)).body.billing_details).toEqual({
      merchant_id: m.merchantId,
      ...DETAILS,
    });

    // Replaced whole: a field left out is cleared.
    const fewer = await op.api('PUT', path, {
      body: { billing_details: { legal_name: 'Kahvi & Tee Oy', country_code: 'FI' } },
    });
    expect(fewer.body.billing_details).toMatchObject({ street: null, vat_id: null, country_code: 'FI' });

    const bad = await op.api('PUT', path, {
      body: { billing_details: { legal_name: ' ', country_code: 'fi', vat_id: '12' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');
    const fields = bad.body.validation_errors.map((e: { path: string }) => e.path).sort();
    expect(fields).toEqual([
      'billing_details.country_code',
      'billing_details.legal_name',
      'billing_details.vat_id',
    ]);
    const unknown = await op.api('GET', '/ops/v1/merchants/0123456789abcdef01234567/billing-details');
    expect(unknown.body.error_code).toBe('MERCHANT_NOT_FOUND');
    for (const method of ['GET', 'PUT'] as const) {
      const res = await m.api(method, path, {
        body: method === 'PUT' ? { billing_details: DETAILS } : undefined,
      });
      expect(res.status).toBe(403);
      expect(res.body.error_code).toBe('INSUFFICIENT_SCOPE');
    }
  });

  it("address the PDF and the UBL e-invoice to the merchant's legal name, address and VAT id (schema-valid)", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    expect(
      (
        await op.api('PUT', `/ops/v1/merchants/${m.merchantId}/billing-details`, {
          body: { billing_details: DETAILS },
        })
      ).status,
    ).toBe(200);
    const inv = await issuedInvoice(op, m);
    const xml = (await fetchLink(inv.documents.xml.url)).text;
    const customer = xml.slice(
      xml.indexOf('<cac:AccountingCustomerParty>'),
      xml.indexOf('</cac:AccountingCustomerParty>'),
    );
    expect(customer).toContain(
      '<cac:PostalAddress><cbc:StreetName>Mannerheimintie 12 B</cbc:StreetName><cbc:CityName>Helsinki</cbc:CityName>' +
        '<cbc:PostalZone>00100</cbc:PostalZone><cac:Country><cbc:IdentificationCode>FI</cbc:IdentificationCode></cac:Country></cac:PostalAddress>',
    );
    expect(customer).toContain(
      '<cac:PartyTaxScheme><cbc:CompanyID>FI12345678</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>',
    );
    expect(customer).toContain('<cbc:RegistrationName>Kahvi &amp; Tee Oy</cbc:RegistrationName>');
    const [valid, said] = validateUbl(xml, 'Invoice');
    expect(valid, said).toBe(true);

    const text = await pdfText(inv.documents.pdf.url);
    for (const line of [
      'Bill to: Kahvi & Tee Oy',
      'Mannerheimintie 12 B',
      '00100 Helsinki',
      'VAT FI12345678',
    ])
      expect(text).toContain(line);

    // The merchant moves: the issued invoice (and a credit note of it) stays addressed as it was issued.
    await op.api('PUT', `/ops/v1/merchants/${m.merchantId}/billing-details`, {
      body: { billing_details: { ...DETAILS, street: 'Aleksanterinkatu 1' } },
    });
    const again = (await m.api('GET', `/v1/invoices/${inv.id}`)).body.invoice;
    expect((await fetchLink(again.documents.xml.url)).text).toContain('Mannerheimintie 12 B');
    const note = await op.api('POST', `/ops/v1/invoices/${inv.id}/credit-notes`, {
      body: { credit_note: { reason: 'Wrapping was not needed' } },
    });
    expect(note.status).toBe(201);
    const noteXml = (await fetchLink(note.body.invoice.documents.xml.url)).text;
    expect(noteXml).toContain('Mannerheimintie 12 B');
    const [noteValid, noteSaid] = validateUbl(noteXml, 'CreditNote');
    expect(noteValid, noteSaid).toBe(true);
  });

  it('without details: the merchant name as buyer, no address or VAT id, still schema-valid', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const inv = await issuedInvoice(op, m);
    const xml = (await fetchLink(inv.documents.xml.url)).text;
    const customer = xml.slice(
      xml.indexOf('<cac:AccountingCustomerParty>'),
      xml.indexOf('</cac:AccountingCustomerParty>'),
    );
    expect(customer).not.toContain('PostalAddress');
    expect(customer).not.toContain('PartyTaxScheme');
    expect(customer).toMatch(/<cbc:RegistrationName>.+<\/cbc:RegistrationName>/);
    const [valid, said] = validateUbl(xml, 'Invoice');
    expect(valid, said).toBe(true);
  });

  it("the portal's form reads the API's fields: emptied inputs clear, errors land beside their fields", () => {
    const form = (entries: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(entries)) f.set(k, v);
      return f;
    };
    const ok = parseForm(
      BillingDetailsForm,
      form({
        merchantId: 'x',
        'billing_details.legal_name': 'Kahvi & Tee Oy',
        'billing_details.street': '',
        'billing_details.country_code': 'FI',
        'billing_details.vat_id': '',
      }),
    );
    expect(ok.data?.billing_details).toEqual({ legal_name: 'Kahvi & Tee Oy', country_code: 'FI' });
    const bad = parseForm(
      BillingDetailsForm,
      form({ 'billing_details.country_code': 'Finland', 'billing_details.vat_id': '123' }),
    );
    expect(bad.state?.fieldErrors).toMatchObject({
      'billing_details.legal_name': 'Required.',
      'billing_details.country_code': expect.any(String),
      'billing_details.vat_id': expect.stringMatching(/country prefix/),
    });
  });
});
