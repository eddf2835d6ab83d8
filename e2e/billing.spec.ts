import { randomUUID } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { outboundOrders } from './support/outbound-data';
import { opApi, productWithStock } from './support/stock-api';
import { DEMO_OTHER_MERCHANT_ID, DEMO_OTHER_MERCHANT_NAME } from './support/users';

/**
 * Billing end to end: the operator edits a rate card, runs and issues an invoice; the merchant opens it, follows
 * a line to its order and downloads its PDF, CSV and e-invoice; the warehouse marks an extra service done while
 * packing and the merchant sees its charge.
 */
const SLOW = { timeout: 30_000 };
const thisMonth = () => new Date().toISOString().slice(0, 7);

test('the operator edits a rate card, runs and issues an invoice; the merchant follows a line to its order and downloads the documents', async ({
  loginAs,
}) => {
  test.slow();
  // Work to charge: an order of the demo merchant, shipped through the warehouse API.
  const { orders } = await outboundOrders(1);
  const order = orders[0]!;
  const picked = await opApi('POST', `/ops/v1/orders/${order.id}/_start-picking`);
  await opApi('POST', `/ops/v1/orders/${order.id}/shipments`, {
    shipment: {
      carrier: 'posti',
      parcels: [{}],
      items: [{ order_item_id: picked.order.items[0].id, quantity: 1 }],
    },
  });

  const op = await loginAs('operator_admin');
  await op.goto('/billing/rate-cards');
  await op.getByRole('link', { name: 'Standard 2026' }).click();
  await expect(op.getByRole('heading', { level: 1, name: 'Rate card: Standard 2026' })).toBeVisible(SLOW);
  await op.getByLabel('Returns: per return: unit price in cents').fill('260');
  await op.getByRole('button', { name: 'Save rate card' }).click();
  await expect(op.getByText(/^Saved: version \d+, valid from/)).toBeVisible(SLOW);

  // The order's charges are written from the outbox by the job queue: run until the draft holds them.
  await op.goto('/billing/invoicing');
  await expect(async () => {
    await op.getByLabel('Month (YYYY-MM)').fill(thisMonth());
    await op.getByLabel('Merchant').selectOption({ label: 'Nordic Pantry Oy' });
    await op.getByRole('button', { name: 'Run' }).click();
    await expect(op.getByText(/Invoice run done/)).toBeVisible({ timeout: 5_000 });
    const charges = await opApi('GET', `/ops/v1/billing/charges?reference_id=${order.id}`);
    expect(charges.charges.some((c: any) => c.invoice_id)).toBe(true);
  }).toPass({ timeout: 60_000 });
  const { charges } = await opApi('GET', `/ops/v1/billing/charges?reference_id=${order.id}`);
  const invoiceId = charges.find((c: any) => c.invoice_id).invoice_id;
  await op.goto(`/billing/invoices/${invoiceId}`);
  await op.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(op.getByText(/^Issued: the invoice has its number/)).toBeVisible(SLOW);
  const heading = await op.getByRole('heading', { level: 1 }).textContent();
  const number = heading!.replace('Invoice ', '').trim();
  expect(number).toMatch(/^INV-\d{6}$/);

  const merchant = await loginAs('merchant_admin');
  await merchant.goto('/billing');
  await merchant.getByRole('link', { name: number }).click();
  await expect(merchant.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible(SLOW);
  for (const [kind, check] of [
    ['download-pdf', (b: Buffer) => b.subarray(0, 5).toString() === '%PDF-'],
    ['download-csv', (b: Buffer) => b.toString('utf8').includes(order.id)],
    ['download-xml', (b: Buffer) => b.toString('utf8').includes(`<cbc:ID>${number}</cbc:ID>`)],
  ] as const) {
    const res = await merchant.request.get((await merchant.getByTestId(kind).getAttribute('href'))!);
    expect(res.status(), kind).toBe(200);
    expect(check(await res.body()), kind).toBe(true);
  }
  await merchant.getByRole('link', { name: 'Outbound: per order' }).click();
  await expect(merchant.getByRole('heading', { level: 1, name: 'Charges' })).toBeVisible(SLOW);
  await merchant.locator(`a[href="/orders/${order.id}"]`).first().click();
  await expect(merchant.getByRole('heading', { level: 1, name: `Order ${order.ref}` })).toBeVisible(SLOW);
  await expect(merchant.getByRole('region', { name: 'What it cost' })).toContainText('Outbound: per order');
});

test('a warehouse worker marks an extra service done while packing, and the charge appears for the merchant', async ({
  loginAs,
}) => {
  test.slow();
  const product = await productWithStock({ units: 2, name: 'E2E gift mug', location: 'E2E-OUT-1' });
  const attachment = randomUUID();
  const { order } = await opApi('POST', '/v1/orders', {
    order: {
      status: 'confirmed',
      merchants_id: `GW-${attachment.slice(0, 8)}`,
      customer: {
        first_name: 'Gift',
        last_name: 'Wrap',
        address: 'Satamakatu 1',
        postal_code: '00160',
        city: 'Helsinki',
        country_code: 'FI',
      },
      extra_services: [{ id: attachment, service: { code: 'GIFT_WRAP' } }],
      items: [{ product: { id: product.id }, quantity: 1 }],
    },
  });
  await opApi('POST', `/ops/v1/orders/${order.id}/_start-picking`);

  const warehouse = await loginAs('warehouse_staff');
  await warehouse.goto(`/warehouse/outbound/${order.id}`);
  const services = warehouse.getByRole('region', { name: 'Extra services' });
  await expect(services).toContainText('Gift wrapping');
  await warehouse.getByRole('button', { name: 'Mark Gift wrapping done' }).click();
  await expect(warehouse.getByText('Extra service marked done')).toBeVisible(SLOW);
  await expect(warehouse.getByTestId('service-done')).toBeVisible();

  const merchant = await loginAs('merchant_admin');
  await expect(async () => {
    await merchant.goto(`/orders/${order.id}`);
    await expect(merchant.getByRole('region', { name: 'What it cost' })).toContainText(
      'Extra service: Gift wrapping',
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 60_000 });
  const read = await opApi('GET', `/v1/orders/${order.id}`);
  expect(read.order.extra_services[0].completion_stamp.ts).toBeTruthy();
});

test("the operator sets a merchant's billing details; its issued e-invoice is addressed to them", async ({
  loginAs,
}) => {
  test.slow();
  const op = await loginAs('operator_admin');
  await op.goto('/billing/invoicing');
  await op.getByRole('link', { name: 'Billing details' }).click();
  await expect(op.getByRole('heading', { level: 1, name: 'Billing details' })).toBeVisible(SLOW);
  await op.getByLabel('Merchant', { exact: true }).selectOption({ label: DEMO_OTHER_MERCHANT_NAME });
  await op.getByRole('button', { name: 'Open' }).click();
  const form = op.getByTestId('billing-details-form');
  await form.getByLabel('Legal name').fill('Alpine Outdoor GmbH');
  await form.getByLabel('Street address').fill('Mariahilfer Straße 1');
  await form.getByLabel('Postal code').fill('1060');
  await form.getByLabel('City').fill('Wien');
  await form.getByLabel('Country (ISO 3166, two letters)').fill('AT');
  await form.getByLabel('VAT id').fill('12345');
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(form.getByText('A VAT id: its country prefix')).toBeVisible(SLOW);
  await form.getByLabel('VAT id').fill('ATU12345678');
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(form.getByText(/^Saved: invoices issued from now on/)).toBeVisible(SLOW);

  // An invoice of the merchant, issued: its e-invoice names the buyer by the details.
  const ref = randomUUID().slice(0, 8);
  await opApi('POST', '/ops/v1/billing/charges', {
    charge: { merchant_id: DEMO_OTHER_MERCHANT_ID, reason: `Relabelling ${ref}`, amount: 990 },
  });
  const run = await opApi('POST', '/ops/v1/invoices/_run', {
    invoice_run: { merchant_id: DEMO_OTHER_MERCHANT_ID, period: thisMonth() },
  });
  const id = run.invoice_run.invoices[0].id;
  const issued = await opApi('POST', `/ops/v1/invoices/${id}/_issue`);
  const xml = await (await fetch(issued.invoice.documents.xml.url)).text();
  expect(xml).toContain('<cbc:RegistrationName>Alpine Outdoor GmbH</cbc:RegistrationName>');
  expect(xml).toContain('<cbc:CompanyID>ATU12345678</cbc:CompanyID>');
  expect(xml).toContain('<cbc:StreetName>Mariahilfer Straße 1</cbc:StreetName>');
});
