import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/**
 * Billing (docs/decisions/billing.md). Money is integers: every amount is in cents of the currency beside it,
 * every VAT rate in basis points (25.5 % = 2550). Totals are never stored: they are computed from the lines.
 */

/** A price list of the operator's: the default card (one at most) or a merchant's own. */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: idColumn(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rate_cards_default_key')
      .on(t.isDefault)
      .where(sql`is_default`),
  ],
);

/**
 * A card's prices from a date on. A version that priced a charge (`used_at`) is never edited again: a change
 * makes a new version.
 */
export const rateCardVersions = pgTable(
  'rate_card_versions',
  {
    id: idColumn(),
    rateCardId: text('rate_card_id').notNull(),
    version: integer('version').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    usedAt: tsz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_card_versions_card_version_key').on(t.rateCardId, t.version)],
);

/** One price of a version: `fee` is a fee code (inbound_unit, service:gift_wrap, …), unit_price in cents. */
export const rateCardFees = pgTable(
  'rate_card_fees',
  {
    rateCardVersionId: text('rate_card_version_id').notNull(),
    fee: text('fee').notNull(),
    unitPrice: integer('unit_price').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateCardVersionId, t.fee] })],
);

/**
 * A merchant's billing: the card its work is priced with (null: the default card), and the details its invoices
 * are addressed to (the buyer party of the PDF and the e-invoice; null: the merchant's name only).
 */
export const billingAccounts = pgTable('billing_accounts', {
  merchantId: text('merchant_id').primaryKey(),
  rateCardId: text('rate_card_id'),
  legalName: text('legal_name'),
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
  /** ISO 3166-1 alpha-2. */
  countryCode: text('country_code'),
  vatId: text('vat_id'),
  updatedAt: updatedAt(),
});

/**
 * One piece of priced work. `reference` is what the charge pays for (unique per fee: a redelivered event never
 * charges twice); `subject` is the page it opens (the order, return, inbound shipment or product).
 */
export const charges = pgTable(
  'charges',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    fee: text('fee').notNull(),
    description: text('description'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    rateCardVersionId: text('rate_card_version_id'),
    eventId: text('event_id'),
    occurredAt: tsz('occurred_at').notNull(),
    invoiceId: text('invoice_id'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('charges_fee_reference_key').on(t.merchantId, t.fee, t.referenceType, t.referenceId),
    index('charges_merchant_occurred_idx').on(t.merchantId, t.occurredAt, t.id),
    index('charges_uninvoiced_idx')
      .on(t.merchantId, t.occurredAt, t.id)
      .where(sql`invoice_id is null`),
    index('charges_invoice_idx').on(t.invoiceId, t.id),
    index('charges_subject_idx').on(t.merchantId, t.subjectId),
  ],
);

/** Work that no price matched, kept with its reason until the operator prices it (never skipped silently). */
export const unpricedEvents = pgTable(
  'unpriced_events',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    fee: text('fee').notNull(),
    description: text('description'),
    quantity: integer('quantity').notNull(),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    reason: text('reason').notNull(),
    eventId: text('event_id'),
    occurredAt: tsz('occurred_at').notNull(),
    resolvedAt: tsz('resolved_at'),
    chargeId: text('charge_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unpriced_events_fee_reference_key').on(t.merchantId, t.fee, t.referenceType, t.referenceId),
    index('unpriced_events_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`resolved_at is null`),
  ],
);

/** Who an issued invoice was addressed to: the merchant's billing details (else its name) when it was issued. */
export interface InvoiceBuyer {
  /** The registered (legal) name, else the merchant's name. */
  legalName: string;
  /** The merchant's name in the product (its trading name). */
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  vatId: string | null;
}

/**
 * Invoices and credit notes. A draft gathers charges; issuing gives it the next number of its series (gapless:
 * the series row is locked by the issuing transaction) and freezes it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    /** invoice | credit_note */
    kind: text('kind').notNull().default('invoice'),
    /** draft | issued | paid | void */
    status: text('status').notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    number: text('number'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    issuedAt: tsz('issued_at'),
    paidAt: tsz('paid_at'),
    paymentReference: text('payment_reference'),
    voidedAt: tsz('voided_at'),
    /** A credit note's invoice. */
    creditedInvoiceId: text('credited_invoice_id'),
    reason: text('reason'),
    /** The buyer as it was at issue (null on a draft: its documents show the merchant's details as they are). */
    buyer: jsonb('buyer').$type<InvoiceBuyer>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key')
      .on(t.merchantId, t.kind, t.number)
      .where(sql`number is not null`),
    uniqueIndex('invoices_open_draft_key')
      .on(t.merchantId, t.period, t.currency)
      .where(sql`status = 'draft' and kind = 'invoice'`),
    index('invoices_merchant_created_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('invoices_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('invoices_credited_idx')
      .on(t.creditedInvoiceId)
      .where(sql`credited_invoice_id is not null`),
  ],
);

/** An invoice's lines: charges of one fee, price and VAT rate summed (a credit note's lines are negative). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: idColumn(),
    invoiceId: text('invoice_id').notNull(),
    position: integer('position').notNull(),
    fee: text('fee').notNull(),
    description: text('description').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** A credit note's line: the invoice line it credits. */
    creditedLineId: text('credited_line_id'),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * Billable outbox events waiting to be charged: the outbox's dispatcher puts them here in its statement (one
 * row per event, once), the charge job takes them off in the transaction that writes their charges.
 */
export const billingEventQueue = pgTable('billing_event_queue', {
  eventSeq: bigint('event_seq', { mode: 'number' }).primaryKey(),
  eventId: text('event_id').notNull(),
  merchantId: text('merchant_id').notNull(),
  queuedAt: createdAt(),
});

/** The operator's number series (invoice, credit_note): the next number of each. */
export const invoiceNumberSeries = pgTable('invoice_number_series', {
  series: text('series').primaryKey(),
  nextNumber: bigint('next_number', { mode: 'number' }).notNull(),
});

export type RateCard = typeof rateCards.$inferSelect;
export type RateCardVersion = typeof rateCardVersions.$inferSelect;
export type RateCardFee = typeof rateCardFees.$inferSelect;
export type Charge = typeof charges.$inferSelect;
export type UnpricedEvent = typeof unpricedEvents.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
