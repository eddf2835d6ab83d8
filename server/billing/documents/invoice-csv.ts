import type { DbOrTx } from '@/db/client';
import { csvLine } from '@/server/core/csv';
import { decimalOf, rateFromBp } from '../money';
import { invoiceChargesAfter, toChargeDto } from '../reads/read-charges';
import type { InvoiceDocument } from './invoice-document';

export const CHARGE_CSV_COLUMNS = [
  'charge_id',
  'occurred_at',
  'fee',
  'description',
  'quantity',
  'unit_price',
  'amount',
  'currency',
  'vat_rate',
  'reference_type',
  'reference_id',
  'subject_type',
  'subject_id',
] as const;

const PAGE = 2000;

/**
 * Every charge of an invoice with what it pays for, as CSV (UTF-8 with a byte order mark, CRLF), streamed by
 * keyset pages of the charges' invoice index: a month of a million charges never sits in memory. Amounts are
 * decimal (12.34) in the invoice's currency. A credit note lists its lines instead (it has no charges).
 */
export function invoiceCsvStream(db: DbOrTx, doc: InvoiceDocument): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = '';
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(CHARGE_CSV_COLUMNS)}`));
        if (doc.invoice.kind === 'credit_note') {
          controller.enqueue(
            encoder.encode(
              doc.lines
                .map((l) =>
                  csvLine([
                    l.id,
                    doc.invoice.issuedAt?.toISOString() ?? '',
                    l.fee,
                    l.description,
                    l.quantity,
                    decimalOf(l.unitPrice),
                    decimalOf(l.amount),
                    doc.invoice.currency,
                    rateFromBp(l.vatRateBp),
                    'invoice_line',
                    l.creditedLineId ?? '',
                    'invoice',
                    doc.invoice.creditedInvoiceId ?? '',
                  ]),
                )
                .join(''),
            ),
          );
          controller.close();
        }
        return;
      }
      const rows = await invoiceChargesAfter(db, doc.invoice.id, after, PAGE);
      if (rows.length) {
        after = rows[rows.length - 1]!.id;
        controller.enqueue(
          encoder.encode(
            rows
              .map((r) => {
                const c = toChargeDto(r);
                return csvLine([
                  c.id,
                  c.occurred_at,
                  c.fee,
                  c.description,
                  c.quantity,
                  decimalOf(c.unit_price),
                  decimalOf(c.amount),
                  c.currency,
                  c.vat_rate,
                  c.reference.type,
                  c.reference.id,
                  c.subject?.type ?? '',
                  c.subject?.id ?? '',
                ]);
              })
              .join(''),
          ),
        );
      }
      if (rows.length < PAGE) controller.close();
    },
  });
}
