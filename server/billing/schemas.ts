import { z } from 'zod';
import { BoolQuery, IdSchema, PaginationQuery, Timestamp, listEnvelope } from '@/server/core/schemas';
import { CountryCode, CurrencyCode, DateString, hasAtMostTwoDecimals } from '@/server/orders/formats';
import { DateOrDateTime } from '@/server/orders/reads/date-filter';
import { isFeeCode } from './rate-cards/fees';

/**
 * The billing schemas: one definition validates the API bodies, drives the portal forms' field errors and
 * generates the OpenAPI document. Prices and amounts are integer cents; VAT rates percentages with at most two
 * decimals (stored as basis points).
 */

const MAX_PRICE = 100_000_000; // one million in cents

export const FeeCode = z
  .string()
  .trim()
  .refine(
    isFeeCode,
    'Unknown fee: use inbound_notice, inbound_box, inbound_unit, storage_unit_day, storage_location_day:<kind>, outbound_order, outbound_unit, outbound_parcel, return, return_line, return_photo, service:<code> or manual.',
  );

export const VatRate = z
  .number('Must be a number.')
  .min(0, 'Must be between 0 and 100.')
  .max(100, 'Must be between 0 and 100.')
  .refine(hasAtMostTwoDecimals, 'At most two decimals.');

export const FeeInput = z.object({
  fee: FeeCode,
  unit_price: z
    .number('Must be a number of cents.')
    .int('Cents: a whole number.')
    .min(0, 'Must be 0 or more.')
    .max(MAX_PRICE, `At most ${MAX_PRICE} cents.`),
  vat_rate: VatRate.optional(),
});
export type FeeInputValue = z.infer<typeof FeeInput>;

function uniqueFees(fees: { fee: string }[] | undefined, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  fees?.forEach((f, i) => {
    if (seen.has(f.fee))
      ctx.addIssue({ code: 'custom', path: ['fees', i, 'fee'], message: 'This fee is listed twice.' });
    seen.add(f.fee);
  });
}

const FeeList = z.array(FeeInput).max(500, 'At most 500 fees.');
const Name = z.string().trim().min(1, 'Required.').max(200, 'At most 200 characters.');

export const CreateRateCardSchema = z
  .object({
    name: Name,
    currency: CurrencyCode,
    valid_from: DateString.optional(),
    default: z.boolean().optional(),
    fees: FeeList,
  })
  .superRefine((c, ctx) => uniqueFees(c.fees, ctx));
export const CreateRateCardBody = z.object({ rate_card: CreateRateCardSchema });
export type CreateRateCardInput = z.infer<typeof CreateRateCardSchema>;

export const UpdateRateCardSchema = z
  .strictObject({
    name: Name.optional(),
    valid_from: DateString.optional(),
    default: z.boolean().optional(),
    fees: FeeList.optional(),
  })
  .superRefine((c, ctx) => uniqueFees(c.fees, ctx));
export const UpdateRateCardBody = z.object({ rate_card: UpdateRateCardSchema });
export type UpdateRateCardInput = z.infer<typeof UpdateRateCardSchema>;

export const AssignRateCardBody = z.object({ rate_card: z.object({ id: IdSchema }) });

const FeeOut = z.object({ fee: z.string(), unit_price: z.number().int(), vat_rate: z.number() });
export const RateCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    default: z.boolean(),
    version: z.number().int(),
    valid_from: z.string(),
    fees: z.array(FeeOut),
    versions: z.array(
      z.object({
        version: z.number().int(),
        valid_from: z.string(),
        used: z.boolean(),
        fees: z.array(FeeOut),
      }),
    ),
    merchant_ids: z.array(z.string()),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'RateCard' });
export type RateCardDto = z.infer<typeof RateCardSchema>;
export const RateCardEnvelope = z.object({ rate_card: RateCardSchema });
export const RateCardListEnvelope = listEnvelope('rate_cards', RateCardSchema);
export const ListRateCardsQuery = PaginationQuery;

export const MerchantRateCardEnvelope = z.object({
  merchant_rate_card: z.object({
    merchant_id: z.string(),
    assigned: z.boolean(),
    rate_card: RateCardSchema.nullable(),
  }),
});

// ---- Billing details (the buyer of the merchant's invoices) ----

const DetailText = (max: number) =>
  z.string().trim().min(1, 'Must not be empty.').max(max, `At most ${max} characters.`);

export const BillingDetailsInputSchema = z
  .object({
    legal_name: DetailText(200),
    street: DetailText(200).nullish(),
    postal_code: DetailText(20).nullish(),
    city: DetailText(100).nullish(),
    country_code: CountryCode,
    vat_id: z
      .string()
      .trim()
      .regex(
        /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/,
        'A VAT id: its country prefix, then 2 to 13 letters or digits (FI12345678).',
      )
      .nullish(),
  })
  .meta({ id: 'BillingDetailsInput' });
export type BillingDetailsInput = z.infer<typeof BillingDetailsInputSchema>;
export const BillingDetailsBody = z.object({ billing_details: BillingDetailsInputSchema });

export const BillingDetailsSchema = z
  .object({
    merchant_id: z.string(),
    legal_name: z.string().nullable(),
    street: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    country_code: z.string().nullable(),
    vat_id: z.string().nullable(),
  })
  .meta({ id: 'BillingDetails' });
export type BillingDetailsDto = z.infer<typeof BillingDetailsSchema>;
export const BillingDetailsEnvelope = z.object({ billing_details: BillingDetailsSchema });

// ---- Charges ----

const Ref = z.object({ type: z.string(), id: z.string() });
export const ChargeSchema = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    fee: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    unit_price: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    vat_rate: z.number(),
    reference: Ref,
    subject: Ref.nullable(),
    occurred_at: Timestamp,
    invoice_id: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'Charge' });
export type ChargeDto = z.infer<typeof ChargeSchema>;
export const ChargeListEnvelope = listEnvelope('charges', ChargeSchema);

export const ListChargesQuery = PaginationQuery.extend({
  fee: FeeCode.optional(),
  from: DateOrDateTime.optional(),
  to: DateOrDateTime.optional(),
  invoiced: BoolQuery.optional(),
  reference_id: z.string().trim().min(1).max(200).optional(),
  invoice_id: IdSchema.optional(),
});
export type ListChargesFilter = z.infer<typeof ListChargesQuery>;

export const OpsListChargesQuery = ListChargesQuery.extend({ merchant_id: IdSchema.optional() });

export const ManualChargeSchema = z.object({
  merchant_id: IdSchema,
  reason: z.string().trim().min(1, 'Say why.').max(500, 'At most 500 characters.'),
  /** Cents; negative for a credit. */
  amount: z
    .number('Must be a number of cents.')
    .int('Cents: a whole number.')
    .min(-MAX_PRICE, `At least -${MAX_PRICE} cents.`)
    .max(MAX_PRICE, `At most ${MAX_PRICE} cents.`)
    .refine((n) => n !== 0, 'A charge of 0 changes nothing.'),
  vat_rate: VatRate.optional(),
  occurred_at: z.string().datetime({ message: 'An ISO 8601 date-time in UTC.' }).optional(),
  subject: z
    .object({ type: z.enum(['order', 'order_return', 'inbound_shipment', 'product']), id: IdSchema })
    .optional(),
});
export const ManualChargeBody = z.object({ charge: ManualChargeSchema });
export type ManualChargeInput = z.infer<typeof ManualChargeSchema>;
export const ChargeEnvelope = z.object({ charge: ChargeSchema });

export const UnpricedEventSchema = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    fee: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    reference: Ref,
    subject: Ref.nullable(),
    reason: z.enum(['no_rate_card', 'no_version_in_force', 'fee_not_on_card']),
    reason_text: z.string(),
    occurred_at: Timestamp,
    resolved_at: Timestamp.nullable(),
    charge_id: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'UnpricedEvent' });
export type UnpricedEventDto = z.infer<typeof UnpricedEventSchema>;
export const UnpricedListEnvelope = listEnvelope('unpriced_events', UnpricedEventSchema);
export const ListUnpricedQuery = PaginationQuery.extend({
  merchant_id: IdSchema.optional(),
  resolved: BoolQuery.optional(),
});
export const RepriceEnvelope = z.object({ repriced: z.number().int(), still_unpriced: z.number().int() });

// ---- Invoices ----

export const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const Period = z.string().regex(PERIOD_PATTERN, 'A month: YYYY-MM.');

export const InvoiceRunSchema = z.object({ merchant_id: IdSchema.optional(), period: Period });
export const InvoiceRunBody = z.object({ invoice_run: InvoiceRunSchema });
export type InvoiceRunInput = z.infer<typeof InvoiceRunSchema>;

export const PaymentSchema = z.object({
  paid_at: z.string().datetime({ message: 'An ISO 8601 date-time in UTC.' }).optional(),
  reference: z.string().trim().max(200).optional(),
});
export const PayBody = z.object({ payment: PaymentSchema }).partial().optional();

export const CreditNoteSchema = z.object({
  reason: z.string().trim().min(1, 'Say why.').max(500, 'At most 500 characters.'),
  /** The lines to credit and how much of each (default: all of it); none given: the whole invoice. */
  lines: z
    .array(
      z.object({
        line_id: IdSchema,
        amount: z.number().int('Cents: a whole number.').positive('More than 0.').optional(),
      }),
    )
    .min(1)
    .optional(),
});
export const CreditNoteBody = z.object({ credit_note: CreditNoteSchema });
export type CreditNoteInput = z.infer<typeof CreditNoteSchema>;

const Link = z.object({ url: z.string(), valid_until: Timestamp });
/** An amount of money: integer minor units (cents) and its ISO 4217 currency (API version 2027-01-15). */
export const MoneySchema = z.object({ amount: z.number().int(), currency: z.string() }).meta({ id: 'Money' });
export const InvoiceLineSchema = z.object({
  id: z.string(),
  fee: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
  amount_with_vat: z.number().int(),
  vat_rate: z.number(),
});
export const InvoiceSchema = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    kind: z.enum(['invoice', 'credit_note']),
    number: z.string().nullable(),
    status: z.enum(['draft', 'issued', 'paid', 'void']),
    period: z.string(),
    currency: z.string(),
    issue_date: z.string().nullable(),
    due_date: z.string().nullable(),
    paid_at: Timestamp.nullable(),
    lines: z.array(InvoiceLineSchema),
    vat_breakdown: z.array(
      z.object({ vat_rate: z.number(), taxable_amount: z.number().int(), vat_amount: z.number().int() }),
    ),
    subtotal: MoneySchema,
    vat_total: MoneySchema,
    total: MoneySchema,
    charge_count: z.number().int(),
    credited_invoice: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
    credit_notes: z.array(
      z.object({ id: z.string(), number: z.string().nullable(), total: z.number().int() }),
    ),
    reason: z.string().nullable(),
    documents: z.object({ pdf: Link, csv: Link, xml: Link }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Invoice' });
export type InvoiceDto = z.infer<typeof InvoiceSchema>;
export const InvoiceEnvelope = z.object({ invoice: InvoiceSchema });
export const InvoiceSummarySchema = InvoiceSchema.omit({ lines: true, documents: true, credit_notes: true });
export type InvoiceSummaryDto = z.infer<typeof InvoiceSummarySchema>;
export const InvoiceListEnvelope = listEnvelope('invoices', InvoiceSummarySchema);
export const ListInvoicesQuery = PaginationQuery.extend({
  status: z.enum(['draft', 'issued', 'paid', 'void']).optional(),
  period: Period.optional(),
  kind: z.enum(['invoice', 'credit_note']).optional(),
});
export type ListInvoicesFilter = z.infer<typeof ListInvoicesQuery>;
export const OpsListInvoicesQuery = ListInvoicesQuery.extend({ merchant_id: IdSchema.optional() });
export const InvoiceRunEnvelope = z.object({
  invoice_run: z.object({
    period: z.string(),
    invoices: z.array(InvoiceSummarySchema),
  }),
});

export const DocumentQuery = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
});
export const DOCUMENT_KINDS = ['pdf', 'csv', 'xml'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
