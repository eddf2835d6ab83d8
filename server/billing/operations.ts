import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import {
  AssignRateCardBody,
  BillingDetailsBody,
  BillingDetailsEnvelope,
  ChargeEnvelope,
  ChargeListEnvelope,
  CreateRateCardBody,
  CreditNoteBody,
  DocumentQuery,
  InvoiceEnvelope,
  InvoiceListEnvelope,
  InvoiceRunBody,
  InvoiceRunEnvelope,
  ListChargesQuery,
  ListInvoicesQuery,
  ListRateCardsQuery,
  ListUnpricedQuery,
  ManualChargeBody,
  MerchantRateCardEnvelope,
  OpsListChargesQuery,
  OpsListInvoicesQuery,
  PayBody,
  RateCardEnvelope,
  RateCardListEnvelope,
  RepriceEnvelope,
  UnpricedListEnvelope,
  UpdateRateCardBody,
} from './schemas';

/** Billing: the operator's prices, charges and invoices (/ops/v1), and what the merchant reads (/v1). */
const admin = { auth: 'bearer', tag: 'Billing (operator)', scopes: ['ops:admin'] } as const;
const merchant = { auth: 'bearer', merchantScoped: true, tag: 'Billing', scopes: ['billing:read'] } as const;

export const listRateCardsOp = defineOperation({
  ...admin,
  operationId: 'listRateCards',
  method: 'GET',
  path: '/ops/v1/rate-cards',
  summary: 'Every rate card (the default first), with its versions and the merchants it prices',
  query: ListRateCardsQuery,
  responses: { 200: { description: 'Rate cards', schema: RateCardListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const createRateCardOp = defineOperation({
  ...admin,
  operationId: 'createRateCard',
  method: 'POST',
  path: '/ops/v1/rate-cards',
  summary: 'Create a rate card: prices in cents per fee, a VAT rate per fee, valid from a date',
  description:
    'fee: inbound_notice, inbound_box, inbound_unit, storage_unit_day, storage_location_day:<kind> (pick, bulk, ' +
    'returns, quarantine, dock, unassigned), outbound_order, outbound_unit (each unit after the first), ' +
    'outbound_parcel, return, return_line, return_photo, service:<catalog service code>, manual. unit_price in ' +
    'cents; vat_rate a percentage (default BILLING_DEFAULT_VAT_RATE); valid_from default today. default: true makes ' +
    'it the card of every merchant without one of its own.',
  body: CreateRateCardBody,
  responses: { 201: { description: 'The card', schema: RateCardEnvelope } },
  errors: ['VALIDATION_ERROR', 'RATE_CARD_SERVICE_NOT_FOUND'],
});

export const getRateCardOp = defineOperation({
  ...admin,
  operationId: 'getRateCard',
  method: 'GET',
  path: '/ops/v1/rate-cards/{rateCardId}',
  summary: 'A rate card with every version',
  responses: { 200: { description: 'The card', schema: RateCardEnvelope } },
  errors: ['RATE_CARD_NOT_FOUND'],
});

export const updateRateCardOp = defineOperation({
  ...admin,
  operationId: 'updateRateCard',
  method: 'PATCH',
  path: '/ops/v1/rate-cards/{rateCardId}',
  summary: 'Change a rate card: a version that priced work is never edited, a new version is made',
  description:
    'name and default change in place. fees (the whole list) or valid_from edit the current version while it ' +
    'has priced nothing; once it has, they make a new version from valid_from (default: today, or the day after ' +
    "the current version's start), which must be today or later and after the current version's start (else 422 " +
    'RATE_CARD_VALID_FROM_INVALID). The currency cannot change.',
  body: UpdateRateCardBody,
  responses: { 200: { description: 'The card', schema: RateCardEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'RATE_CARD_NOT_FOUND',
    'RATE_CARD_SERVICE_NOT_FOUND',
    'RATE_CARD_VALID_FROM_INVALID',
  ],
});

export const getMerchantRateCardOp = defineOperation({
  ...admin,
  operationId: 'getMerchantRateCard',
  method: 'GET',
  path: '/ops/v1/merchants/{merchantId}/rate-card',
  summary: "The card that prices a merchant's work (its own, else the default)",
  responses: { 200: { description: "The merchant's card", schema: MerchantRateCardEnvelope } },
  errors: ['MERCHANT_NOT_FOUND'],
});

export const assignRateCardOp = defineOperation({
  ...admin,
  operationId: 'assignRateCard',
  method: 'PUT',
  path: '/ops/v1/merchants/{merchantId}/rate-card',
  summary: "Give a merchant its rate card (prices the merchant's work from now on)",
  body: AssignRateCardBody,
  responses: { 200: { description: "The merchant's card", schema: MerchantRateCardEnvelope } },
  errors: ['VALIDATION_ERROR', 'MERCHANT_NOT_FOUND', 'RATE_CARD_NOT_FOUND'],
});

export const getBillingDetailsOp = defineOperation({
  ...admin,
  operationId: 'getBillingDetails',
  method: 'GET',
  path: '/ops/v1/merchants/{merchantId}/billing-details',
  summary: "The details a merchant's invoices are addressed to (legal name, address, VAT id)",
  responses: { 200: { description: "The merchant's billing details", schema: BillingDetailsEnvelope } },
  errors: ['MERCHANT_NOT_FOUND'],
});

export const putBillingDetailsOp = defineOperation({
  ...admin,
  operationId: 'putBillingDetails',
  method: 'PUT',
  path: '/ops/v1/merchants/{merchantId}/billing-details',
  summary:
    "Set the details a merchant's invoices are addressed to: the buyer of the PDF and the e-invoice (all replaced)",
  body: BillingDetailsBody,
  responses: { 200: { description: "The merchant's billing details", schema: BillingDetailsEnvelope } },
  errors: ['VALIDATION_ERROR', 'MERCHANT_NOT_FOUND'],
});

export const opsListChargesOp = defineOperation({
  ...admin,
  operationId: 'opsListCharges',
  method: 'GET',
  path: '/ops/v1/billing/charges',
  summary: 'Charges across merchants, newest work first (filters as the merchant list, plus merchant_id)',
  query: OpsListChargesQuery,
  responses: { 200: { description: 'Charges', schema: ChargeListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const createManualChargeOp = defineOperation({
  ...admin,
  operationId: 'createManualCharge',
  method: 'POST',
  path: '/ops/v1/billing/charges',
  summary: 'A manual charge, or with a negative amount a credit, with its reason',
  description:
    "amount in cents (not 0). The currency is the merchant card's; vat_rate defaults to the card's manual fee's. " +
    'It goes on the next invoice run of the month it occurred in.',
  body: ManualChargeBody,
  responses: { 201: { description: 'The charge', schema: ChargeEnvelope } },
  errors: ['VALIDATION_ERROR', 'MERCHANT_NOT_FOUND'],
});

export const listUnpricedOp = defineOperation({
  ...admin,
  operationId: 'listUnpricedEvents',
  method: 'GET',
  path: '/ops/v1/billing/unpriced-events',
  summary: 'Work no price matched, with the reason (open ones unless resolved=true)',
  query: ListUnpricedQuery,
  responses: { 200: { description: 'Unpriced work', schema: UnpricedListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const repriceOp = defineOperation({
  ...admin,
  operationId: 'repriceUnpricedEvents',
  method: 'POST',
  path: '/ops/v1/billing/unpriced-events/_reprice',
  summary: 'Price the open unpriced work again with the cards as they are now',
  body: z.object({ merchant_id: z.string().optional() }).optional(),
  responses: { 200: { description: 'What was priced', schema: RepriceEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const runInvoicesOp = defineOperation({
  ...admin,
  operationId: 'runInvoices',
  method: 'POST',
  path: '/ops/v1/invoices/_run',
  summary: "Draft the period's invoices: every uninvoiced charge up to the period's end, grouped by fee",
  description:
    'Without merchant_id: every merchant with uninvoiced charges. One draft per merchant, period and currency; ' +
    'running again adds what came since to the same draft. A job runs it for the previous month on the 1st.',
  body: InvoiceRunBody,
  responses: { 200: { description: 'The drafts', schema: InvoiceRunEnvelope } },
  errors: ['VALIDATION_ERROR', 'MERCHANT_NOT_FOUND'],
});

export const opsListInvoicesOp = defineOperation({
  ...admin,
  operationId: 'opsListInvoices',
  method: 'GET',
  path: '/ops/v1/invoices',
  summary: 'Invoices and credit notes across merchants, newest first',
  query: OpsListInvoicesQuery,
  responses: { 200: { description: 'Invoices', schema: InvoiceListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const opsGetInvoiceOp = defineOperation({
  ...admin,
  operationId: 'opsGetInvoice',
  method: 'GET',
  path: '/ops/v1/invoices/{invoiceId}',
  summary: 'An invoice or credit note with its lines, totals and documents',
  responses: { 200: { description: 'The invoice', schema: InvoiceEnvelope } },
  errors: ['INVOICE_NOT_FOUND'],
});

export const issueInvoiceOp = defineOperation({
  ...admin,
  operationId: 'issueInvoice',
  method: 'POST',
  path: '/ops/v1/invoices/{invoiceId}/_issue',
  summary: 'Issue a draft: the next invoice number (gapless), then final; invoice.issued',
  responses: { 200: { description: 'The issued invoice', schema: InvoiceEnvelope } },
  errors: ['INVOICE_NOT_FOUND', 'INVOICE_NOT_ISSUABLE', 'INVOICE_EMPTY'],
});

export const payInvoiceOp = defineOperation({
  ...admin,
  operationId: 'payInvoice',
  method: 'POST',
  path: '/ops/v1/invoices/{invoiceId}/_pay',
  summary: 'Record the payment of an issued invoice; invoice.paid',
  body: PayBody,
  responses: { 200: { description: 'The paid invoice', schema: InvoiceEnvelope } },
  errors: ['VALIDATION_ERROR', 'INVOICE_NOT_FOUND', 'INVOICE_NOT_PAYABLE'],
});

export const voidInvoiceOp = defineOperation({
  ...admin,
  operationId: 'voidInvoice',
  method: 'POST',
  path: '/ops/v1/invoices/{invoiceId}/_void',
  summary: 'Drop a draft: its charges are uninvoiced again (an issued invoice takes a credit note)',
  responses: { 200: { description: 'The void draft', schema: InvoiceEnvelope } },
  errors: ['INVOICE_NOT_FOUND', 'INVOICE_NOT_VOIDABLE'],
});

export const createCreditNoteOp = defineOperation({
  ...admin,
  operationId: 'createCreditNote',
  method: 'POST',
  path: '/ops/v1/invoices/{invoiceId}/credit-notes',
  summary: 'Correct an issued invoice: a credit note for all of it or amounts of its lines, issued at once',
  body: CreditNoteBody,
  responses: { 201: { description: 'The credit note', schema: InvoiceEnvelope } },
  errors: [
    'VALIDATION_ERROR',
    'INVOICE_NOT_FOUND',
    'INVOICE_NOT_CREDITABLE',
    'INVOICE_LINE_NOT_FOUND',
    'CREDIT_EXCEEDS_INVOICE',
  ],
});

export const listInvoicesOp = defineOperation({
  ...merchant,
  operationId: 'listInvoices',
  method: 'GET',
  path: '/v1/invoices',
  summary: "The merchant's invoices and credit notes, newest first",
  query: ListInvoicesQuery,
  responses: { 200: { description: 'Invoices', schema: InvoiceListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const getInvoiceOp = defineOperation({
  ...merchant,
  operationId: 'getInvoice',
  method: 'GET',
  path: '/v1/invoices/{invoiceId}',
  summary:
    'An invoice: lines, totals (VAT per rate), and its PDF, CSV of every charge and Peppol UBL XML as signed links',
  responses: { 200: { description: 'The invoice', schema: InvoiceEnvelope } },
  errors: ['INVOICE_NOT_FOUND'],
});

export const listChargesOp = defineOperation({
  ...merchant,
  operationId: 'listCharges',
  method: 'GET',
  path: '/v1/billing/charges',
  summary: 'Every charge: what work it pays for (reference) and the page it opens (subject)',
  description:
    "Filters: fee, from/to (a day or an instant, of the work's time), invoiced (true/false), reference_id (the " +
    "work's or the page's id: an order's id finds all of its charges).",
  query: ListChargesQuery,
  responses: { 200: { description: 'Charges', schema: ChargeListEnvelope } },
  errors: ['VALIDATION_ERROR'],
});

export const downloadInvoiceDocumentOp = defineOperation({
  operationId: 'downloadInvoiceDocument',
  method: 'GET',
  path: '/v1/invoices/{invoiceId}/documents/{kind}',
  summary: "An invoice's document through its signed link (kind: pdf, csv, xml); no bearer token",
  tag: 'Billing',
  auth: 'none',
  query: DocumentQuery,
  pathIds: { invoiceId: 'LINK_INVALID' },
  responses: {
    200: { description: 'The document', contentType: 'application/pdf' },
  },
  errors: ['LINK_INVALID', 'LINK_EXPIRED', 'INVOICE_NOT_FOUND'],
});
