import type { Json, VersionChange } from './change';

/**
 * An invoice's totals as money: `subtotal`, `vat_total` and `total` were integers in minor units beside the
 * invoice's `currency`; from 2027-01-15 each is `{ amount, currency }`, so a total is never read without its
 * currency (credit notes and multi-currency rate cards made bare numbers ambiguous).
 */
const TOTALS = ['subtotal', 'vat_total', 'total'] as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ ..., total: { amount, currency } }` -> `{ ..., total: amount }`, keeping every key in its place. */
function flatTotals(x: Json): Json {
  if (!isObj(x)) return x;
  const out: Obj = {};
  for (const [k, v] of Object.entries(x))
    out[k] = (TOTALS as readonly string[]).includes(k) && isObj(v) ? v.amount : v;
  return out;
}

/** An event written before the change: `total: 1385` -> `total: { amount: 1385, currency: "EUR" }`. */
function moneyTotals(x: Json): Json {
  if (!isObj(x)) return x;
  const out: Obj = {};
  for (const [k, v] of Object.entries(x))
    out[k] =
      (TOTALS as readonly string[]).includes(k) && typeof v === 'number'
        ? { amount: v, currency: x.currency }
        : v;
  return out;
}

const invoiceEnvelope = (body: Json): Json =>
  isObj(body) && 'invoice' in body ? { ...body, invoice: flatTotals(body.invoice) } : body;

const listOf =
  (key: string) =>
  (body: Json): Json =>
    isObj(body) && Array.isArray(body[key]) ? { ...body, [key]: body[key].map(flatTotals) } : body;

const invoiceRun = (body: Json): Json =>
  isObj(body) && isObj(body.invoice_run)
    ? { ...body, invoice_run: listOf('invoices')(body.invoice_run) }
    : body;

/** Every schema of the document whose totals are Money (the Invoice, its summaries, the events' data). */
function integerTotals(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(integerTotals);
  if (!isObj(node)) return;
  const props = node.properties;
  if (isObj(props))
    for (const k of TOTALS) {
      const p = props[k];
      if (
        isObj(p) &&
        (p.$ref === '#/components/schemas/Money' || (isObj(p.properties) && 'amount' in p.properties))
      )
        props[k] = { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 };
    }
  for (const v of Object.values(node)) integerTotals(v);
}

export const invoiceMoney: VersionChange = {
  version: '2027-01-15',
  title: "An invoice's totals are money objects",
  description:
    '`subtotal`, `vat_total` and `total` of an invoice or credit note (`GET /v1/invoices`, `GET /v1/invoices/{invoiceId}`, the operator\'s invoice routes) and of the `invoice.issued` and `invoice.paid` events\' `data` are `{ "amount": <integer, minor units>, "currency": "EUR" }` instead of a bare integer. The invoice\'s own `currency`, its lines, VAT breakdown and credit note list are unchanged. Older versions keep the integers: read `total.amount` where you read `total`.',
  responses: {
    'GET /v1/invoices': listOf('invoices'),
    'GET /v1/invoices/{invoiceId}': invoiceEnvelope,
    'GET /ops/v1/invoices': listOf('invoices'),
    'GET /ops/v1/invoices/{invoiceId}': invoiceEnvelope,
    'POST /ops/v1/invoices/{invoiceId}/credit-notes': invoiceEnvelope,
    'POST /ops/v1/invoices/{invoiceId}/_issue': invoiceEnvelope,
    'POST /ops/v1/invoices/{invoiceId}/_pay': invoiceEnvelope,
    'POST /ops/v1/invoices/{invoiceId}/_void': invoiceEnvelope,
    'POST /ops/v1/invoices/_run': invoiceRun,
  },
  events: {
    'invoice.issued': flatTotals,
    'invoice.paid': flatTotals,
  },
  openapi: (doc) => {
    integerTotals(doc);
    if (isObj(doc.components) && isObj(doc.components.schemas)) delete doc.components.schemas.Money;
  },
  storedEvents: {
    'invoice.issued': moneyTotals,
    'invoice.paid': moneyTotals,
  },
};
