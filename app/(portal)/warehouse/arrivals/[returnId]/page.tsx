import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  ConfirmSubmit,
  ErrorMessage,
  Flash,
  LinkButton,
  PageHeader,
  StatusBadge,
  Table,
  Timeline,
  formatDateTime,
  humanize,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { errorCodeFromSearch, errorMessageFromSearch } from '@/server/portal/error-from-search';
import { listAttachments } from '@/server/returns/attachments';
import { loadReturn } from '@/server/returns/load-return';
import { getReturn } from '@/server/returns/get-return';
import { productChoices, returnTimeline } from '@/server/returns/portal-data';
import { canTransition } from '@/server/returns/return-states';
import { arriveAction, completeAction, releaseAction } from '../actions';
import { ArrivalForm } from './arrival-form';
import { UploadZone } from './upload-zone';

export const metadata = { title: 'Return arrival' };

const DONE: Record<string, string> = {
  arrived: 'Arrival registered; the merchant can now decide.',
  released: 'Released for processing.',
  completed: 'Completed: shelved items are free stock again.',
};

// /warehouse/arrivals/{id} – arrival form, attachments upload, release and complete (06 Warehouse, 05 §4)
export default async function ArrivalPage({
  params,
  searchParams,
}: {
  params: Promise<{ returnId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { returnId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/arrivals/${returnId}`);
  const db = await getDb();
  const row = await loadReturn(db, null, returnId).catch((err) => {
    if (isAppError(err)) notFound();
    throw err;
  });
  const [r, attachments, products, history] = await Promise.all([
    getReturn(db, null, row.id),
    listAttachments(db, null, row.id),
    productChoices(db, row.merchantId),
    returnTimeline(db, row.merchantId, row.id),
  ]);
  const sp = await searchParams;
  const error = errorCodeFromSearch(sp.error);
  const done = typeof sp.done === 'string' ? DONE[sp.done] : undefined;
  const productName = new Map(products.map((p) => [p.value, p.label]));
  return (
    <>
      <PageHeader
        title={`Return ${r.name ?? r.merchant_reference ?? r.id}`}
        description={
          <>
            Id <code>{r.id}</code> · registered {formatDateTime(r.created_at)}
          </>
        }
      >
        <StatusBadge status={r.status} />
        {canTransition(r.status, 'release') ? (
          <form action={releaseAction}>
            <input type="hidden" name="returnId" value={r.id} />
            <Button>Release for processing</Button>
          </form>
        ) : null}
        {canTransition(r.status, 'complete') ? (
          <ConfirmSubmit
            action={completeAction}
            label="Complete"
            confirmLabel="Yes, processing is done"
            fields={{ returnId: r.id }}
          >
            Items going back to the shelf become free stock at{' '}
            {r.warehouse_location?.id ?? 'the arrival location'}.
          </ConfirmSubmit>
        ) : null}
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{errorMessageFromSearch(error)}</ErrorMessage> : null}
      <section className="section card" aria-labelledby="state-title">
        <h2 id="state-title">Where it stands</h2>
        <dl>
          <dt>Decision</dt>
          <dd>{r.merchant_decision ? humanize(r.merchant_decision.code) : 'none yet'}</dd>
          <dt>Arrival location</dt>
          <dd>{r.warehouse_location?.id ?? 'not arrived'}</dd>
          <dt>Handling instructions</dt>
          <dd>{r.handling_instructions ?? '–'}</dd>
          <dt>Inbound shipment</dt>
          <dd>{r.inbound_shipment?.id ?? '–'}</dd>
          <dt>Resend order</dt>
          <dd>{r.resend_order?.id ?? '–'}</dd>
        </dl>
      </section>
      <section className="section" aria-labelledby="items-title">
        <h2 id="items-title">Items</h2>
        {r.items.length === 0 ? (
          <p className="muted">No contents announced.</p>
        ) : (
          <Table
            caption="Items"
            captionHidden
            rows={r.items}
            rowKey={(it) => it.id!}
            columns={[
              { header: 'Product', cell: (it) => productName.get(it.product.id) ?? it.product.id },
              { header: 'Quantity', numeric: true, cell: (it) => it.quantity },
              {
                header: 'Decision',
                cell: (it) =>
                  it.merchant_decision
                    ? humanize(it.merchant_decision.code)
                    : r.merchant_decision
                      ? humanize(r.merchant_decision.code)
                      : '–',
              },
            ]}
          />
        )}
      </section>
      {canTransition(r.status, 'arrive') ? (
        <section className="section card" aria-labelledby="arrival-title">
          <h2 id="arrival-title">Register arrival</h2>
          <ArrivalForm
            action={arriveAction.bind(null, r.id)}
            products={products}
            announced={r.items.map((it) => ({ productId: it.product.id, quantity: it.quantity }))}
          />
        </section>
      ) : null}
      <section className="section card" aria-labelledby="upload-title">
        <h2 id="upload-title">Attachments</h2>
        <UploadZone returnId={r.id} />
        {attachments.length ? (
          <ul>
            {attachments.map((a) => (
              <li key={a.id}>
                <a href={a.download_link.url}>{a.file_name}</a> · {humanize(a.purpose)} ·{' '}
                {formatDateTime(a.uploaded_at)}
                {a.remarks ? ` · ${a.remarks}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No files yet.</p>
        )}
      </section>
      <Timeline entries={history} />
      <p>
        <LinkButton href="/warehouse/arrivals">Back to arrivals</LinkButton>
      </p>
    </>
  );
}
