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
  Button,
  ErrorMessage,
  Field,
  Flash,
  LinkButton,
  PageHeader,
  StatusBadge,
  TextArea,
  Timeline,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { InboundPhotosSection } from '@/components/portal/inbound-photos';
import { noticeScreen } from '@/server/inbound/reads/portal-data';
import { arriveNoticeAction } from '../actions';

export const metadata = { title: 'Inbound notice' };

const DONE: Record<string, string> = {
  arrived: 'Arrival registered. Open the receive screen to count the boxes.',
  closed: 'Receipt closed: the figures are final and the merchant was told.',
};

// /warehouse/inbound/{id} – a notice with its boxes: register arrival, receive, close
export default async function WarehouseNoticePage({
  params,
  searchParams,
}: {
  params: Promise<{ noticeId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { noticeId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/inbound/${noticeId}`);
  const screen = await noticeScreen(await getDb(), WAREHOUSE_SCOPE, noticeId);
  if (!screen) notFound();
  const { notice, names, merchantName, photos } = screen;
  const sp = await searchParams;
  const done = DONE[searchParam(sp.done) ?? ''];
  const error = errorMessageFromSearch(sp.error);
  const unit = notice.packaging === 'pallets' ? 'pallets' : 'boxes';
  const counting = notice.status === 'arrived' || notice.status === 'receiving';
  return (
    <>
      <PageHeader
        title={notice.name}
        description={
          <>
            {merchantName} · notice {notice.id}
          </>
        }
      >
        <StatusBadge status={notice.status} />
        {counting ? (
          <>
            <LinkButton href={`/warehouse/inbound/${notice.id}/receive`}>Receive</LinkButton>
            <LinkButton href={`/warehouse/inbound/${notice.id}/close`} variant="secondary">
              Close receipt
            </LinkButton>
          </>
        ) : null}
        {notice.boxes.length ? (
          <LinkButton href={`/warehouse/inbound/${notice.id}/box-labels`} variant="secondary">
            Reprint box labels
          </LinkButton>
        ) : null}
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <p>
        <Link href="/warehouse/inbound">Back to the receiving queue</Link>
      </p>
      {notice.status === 'announced' ? (
        <section className="section card" aria-labelledby="arrive-title">
          <h2 id="arrive-title">Register arrival</h2>
          <form action={arriveNoticeAction} className="form">
            <input type="hidden" name="notice_id" value={notice.id} />
            <Field
              name="arrival.boxes_arrived"
              label={`${unit === 'pallets' ? 'Pallets' : 'Boxes'} that came (of ${notice.totals.boxes})`}
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={String(notice.totals.boxes)}
            />
            <TextArea
              name="arrival.note"
              label="Note (damage to the outside, missing boxes…)"
              rows={2}
              maxLength={2000}
            />
            <div>
              <Button>Register arrival</Button>
            </div>
          </form>
        </section>
      ) : null}
      <div className="two-col section">
        <section className="card" aria-labelledby="facts-title">
          <h2 id="facts-title">Delivery</h2>
          <NoticeFacts notice={notice} merchantName={merchantName} />
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
