import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  InboundBoxesTable,
  InboundLinesTable,
  NoticeFacts,
  noticeTimeline,
} from '@/components/portal/inbound-figures';
import {
  ConfirmSubmit,
  ErrorMessage,
  Flash,
  LinkButton,
  PageHeader,
  StatusBadge,
  Timeline,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { merchantScope } from '@/server/core/resource-scope';
import { InboundPhotosSection } from '@/components/portal/inbound-photos';
import { noticeScreen } from '@/server/inbound/reads/portal-data';
import { cancelNoticeAction } from '../actions';

export const metadata = { title: 'Inbound shipment' };

const DONE: Record<string, string> = {
  announced: 'Announced. Print the box labels and stick one on each box before it leaves.',
  cancelled: 'The notice is cancelled.',
};

// /inbound/{id} – a notice's progress: expected against received per line and box, discrepancies, history
export default async function NoticePage({
  params,
  searchParams,
}: {
  params: Promise<{ noticeId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { noticeId } = await params;
  const user = await requireUser(MERCHANT_WORK_ROLES, `/inbound/${noticeId}`);
  const merchantId = await requireMerchantId(user);
  const screen = await noticeScreen(await getDb(), merchantScope(merchantId), noticeId);
  if (!screen) notFound();
  const { notice, names, summary, photos } = screen;
  const sp = await searchParams;
  const done = DONE[searchParam(sp.done) ?? ''];
  const error = errorMessageFromSearch(sp.error);
  const unit = notice.packaging === 'pallets' ? 'pallets' : 'boxes';
  return (
    <>
      <PageHeader title={notice.name} description={<>Inbound shipment {notice.id}</>}>
        <StatusBadge status={notice.status} />
        {notice.boxes.length ? (
          <>
            <LinkButton href={`/inbound/${notice.id}/box-labels`} variant="secondary">
              Box labels (A6)
            </LinkButton>
            <LinkButton href={`/inbound/${notice.id}/box-labels?layout=a4`} variant="secondary">
              Box labels (A4, 4 per page)
            </LinkButton>
          </>
        ) : null}
        {notice.status === 'announced' ? (
          <ConfirmSubmit action={cancelNoticeAction} label="Cancel notice" fields={{ notice_id: notice.id }}>
            The warehouse will not expect this delivery any more. A cancelled notice cannot be reopened.
          </ConfirmSubmit>
        ) : null}
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <p>
        <Link href="/inbound">Back to inbound shipments</Link>
      </p>
      {notice.status === 'processed' && summary.discrepancies.length ? (
        <ErrorMessage title="Discrepancies:">
          <span data-testid="notice-discrepancies">
            {summary.short ? `${summary.short} units short. ` : ''}
            {summary.over ? `${summary.over} units more than announced. ` : ''}
            {summary.damaged ? `${summary.damaged} units damaged (stored blocked). ` : ''}
            {summary.expired ? `${summary.expired} units past their best-before (stored blocked). ` : ''}
          </span>
        </ErrorMessage>
      ) : null}
      <div className="two-col section">
        <section className="card" aria-labelledby="facts-title">
          <h2 id="facts-title">Delivery</h2>
          <NoticeFacts notice={notice} />
        </section>
        <Timeline entries={noticeTimeline(notice)} title="Status history" />
      </div>
      <section className="section" aria-labelledby="lines-title">
        <h2 id="lines-title">Products</h2>
        <InboundLinesTable lines={notice.lines} names={names} />
      </section>
      {notice.boxes.length ? (
        <section className="section" aria-labelledby="boxes-title">
          <h2 id="boxes-title">{unit === 'pallets' ? 'Pallets' : 'Boxes'}</h2>
          <InboundBoxesTable boxes={notice.boxes} unit={unit} />
        </section>
      ) : null}
      <InboundPhotosSection photos={photos} names={names} />
    </>
  );
}
