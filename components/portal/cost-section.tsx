import Link from 'next/link';
import { Table, formatDateTime } from '@/components/ui';
import { formatMoney } from '@/server/billing/money';
import type { ChargeDto } from '@/server/billing/schemas';

/** "What it cost": the charges of an order or a product (the merchant's admin sees them; amounts without VAT). */
export function CostSection({
  charges,
  total,
  moreHref,
  empty,
}: {
  charges: ChargeDto[];
  total: number;
  moreHref: string;
  empty: string;
}) {
  const currency = charges[0]?.currency ?? 'EUR';
  const sum = charges.filter((c) => c.currency === currency).reduce((s, c) => s + c.amount, 0);
  return (
    <section aria-labelledby="cost-title" className="section">
      <h2 id="cost-title">What it cost</h2>
      {charges.length ? (
        <>
          <Table
            caption="Charges for this work, without VAT"
            captionHidden
            rowKey={(c) => c.id}
            rows={charges}
            columns={[
              { header: 'When', cell: (c) => formatDateTime(c.occurred_at) },
              { header: 'Fee', cell: (c) => c.description },
              { header: 'Quantity', numeric: true, cell: (c) => c.quantity },
              { header: 'Amount', numeric: true, cell: (c) => formatMoney(c.amount, c.currency) },
              {
                header: 'Invoice',
                cell: (c) =>
                  c.invoice_id ? <Link href={`/billing/invoices/${c.invoice_id}`}>Open</Link> : 'Not yet',
              },
            ]}
          />
          <p data-testid="cost-total">
            Total: <strong>{formatMoney(sum, currency)}</strong> without VAT
            {total > charges.length ? (
              <>
                {' '}
                · <Link href={moreHref}>all {total} charges</Link>
              </>
            ) : null}
          </p>
        </>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}
