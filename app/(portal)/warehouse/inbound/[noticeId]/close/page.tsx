import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { Discrepancy } from '@/components/portal/inbound-figures';
import { Button, ErrorMessage, PageHeader, Table, TextArea, type SearchParams } from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { portalWording } from '@/server/core/errors';
import { errorCodeFromSearch } from '@/server/core/http/error-from-search';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { noticeScreen } from '@/server/inbound/reads/portal-data';
import { closeNoticeAction } from '../../actions';

export const metadata = { title: 'Close receipt' };

// /warehouse/inbound/{id}/close – the discrepancies as closing would fix them, then confirm
export default async function ClosePage({
  params,
  searchParams,
}: {
  params: Promise<{ noticeId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { noticeId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/inbound/${noticeId}/close`);
  const screen = await noticeScreen(await getDb(), WAREHOUSE_SCOPE, noticeId);
  if (!screen) notFound();
  const { notice, names, summary } = screen;
  const code = errorCodeFromSearch((await searchParams).error);
  const wording = portalWording(code);
  // what closing would make of each line: short is known only then
  const closing = notice.lines.map((l) => ({
    ...l,
    discrepancy: l.discrepancy ?? (l.received_quantity < l.expected_quantity ? ('short' as const) : null),
  }));
  const off = closing.filter((l) => l.discrepancy);
  const unit = notice.packaging === 'pallets' ? 'pallets' : 'boxes';
  return (
    <>
      <PageHeader title={`Close receipt: ${notice.name}`} />
      <p>
        <Link href={`/warehouse/inbound/${notice.id}/receive`}>Back to receiving</Link>
      </p>
      {code ? (
        <ErrorMessage title={wording?.title ?? 'Not done:'}>{wording?.text ?? code}</ErrorMessage>
      ) : null}
      <section className="section card" aria-labelledby="summary-title">
        <h2 id="summary-title">Summary</h2>
        <p data-testid="close-summary">
          {summary.received} of {summary.expected} units counted
          {summary.short ? `, ${summary.short} short` : ''}
          {summary.over ? `, ${summary.over} over` : ''}
          {summary.damaged ? `, ${summary.damaged} damaged` : ''}
          {summary.expired ? `, ${summary.expired} past best-before` : ''}.
          {summary.uncountedBoxes.length
            ? ` Nothing was counted from ${unit} ${summary.uncountedBoxes.join(', ')}.`
            : ''}
        </p>
        {off.length ? (
          <Table
            caption="Discrepancies when closed now"
            rowKey={(l) => l.product_id}
            rows={off}
            columns={[
              { header: 'SKU', text: true, cell: (l) => l.sku ?? l.product_id },
              { header: 'Product', text: true, cell: (l) => names[l.product_id] ?? '–' },
              { header: 'Expected', numeric: true, cell: (l) => l.expected_quantity },
              { header: 'Counted', numeric: true, cell: (l) => l.received_quantity },
              { header: 'Damaged', numeric: true, cell: (l) => l.damaged_quantity || '–' },
              { header: 'Discrepancy', cell: (l) => <Discrepancy value={l.discrepancy} /> },
            ]}
          />
        ) : (
          <p>Everything announced was counted, in good condition.</p>
        )}
        <form action={closeNoticeAction} className="form">
          <input type="hidden" name="notice_id" value={notice.id} />
          <TextArea
            name="close.note"
            label={
              summary.uncountedBoxes.length ? 'Note (required: why were some boxes not counted?)' : 'Note'
            }
            rows={2}
            maxLength={2000}
          />
          <div>
            <Button>Confirm and close the receipt</Button>
          </div>
        </form>
      </section>
    </>
  );
}
