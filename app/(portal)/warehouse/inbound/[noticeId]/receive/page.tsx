import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { InboundLinesTable } from '@/components/portal/inbound-figures';
import { ErrorMessage, LinkButton, PageHeader, StatusBadge } from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { portalWording } from '@/server/core/errors';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { noticeScreen } from '@/server/inbound/reads/portal-data';
import { scanAction } from '../../actions';
import { ReceiveScanner } from './receive-scanner';

export const metadata = { title: 'Receive' };

// /warehouse/inbound/{id}/receive – receive by scanning: a box label, then each unit's SKU or GTIN
export default async function ReceivePage({ params }: { params: Promise<{ noticeId: string }> }) {
  const { noticeId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/inbound/${noticeId}/receive`);
  const screen = await noticeScreen(await getDb(), WAREHOUSE_SCOPE, noticeId);
  if (!screen) notFound();
  const { notice, names, merchantName } = screen;
  const counting = notice.status === 'arrived' || notice.status === 'receiving';
  const refusal = portalWording(
    notice.status === 'processed' ? 'INBOUND_SHIPMENT_CLOSED' : 'INBOUND_SHIPMENT_NOT_RECEIVABLE',
  );
  return (
    <>
      <PageHeader
        title={`Receive: ${notice.name}`}
        description={
          <>
            {merchantName} · {notice.totals.boxes} {notice.packaging ?? 'boxes'}
          </>
        }
      >
        <StatusBadge status={notice.status} />
        {counting ? (
          <LinkButton href={`/warehouse/inbound/${notice.id}/close`} variant="secondary">
            Close receipt
          </LinkButton>
        ) : null}
      </PageHeader>
      <p>
        <Link href={`/warehouse/inbound/${notice.id}`}>Back to the notice</Link>
      </p>
      {counting ? (
        <ReceiveScanner action={scanAction} noticeId={notice.id} initialKey={`scan-${randomUUID()}`} />
      ) : (
        <ErrorMessage title={refusal?.title}>{refusal?.text}</ErrorMessage>
      )}
      <section className="section" aria-labelledby="progress-title">
        <h2 id="progress-title">Counted against the notice</h2>
        <InboundLinesTable lines={notice.lines} names={names} caption="Counted / expected per product" />
      </section>
    </>
  );
}
