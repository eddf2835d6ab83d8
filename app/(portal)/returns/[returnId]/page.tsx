import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
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
import { InspectionSummary } from '@/components/portal/inspection-summary';
import { LinePhotos } from '@/components/portal/line-photos';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { merchantScope } from '@/server/core/resource-scope';
import { orderChoicesById } from '@/server/orders/reads/order-choices';
import { inboundShipmentRef } from '@/server/inbound/reads/shipment-ref';
import { returnTitle } from '@/server/returns/reads/return-title';
import { errorCodeFromSearch, errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listAttachments } from '@/server/returns/files/attachments';
import { readLabelState } from '@/server/returns/labels/label-state';
import { readReturn } from '@/server/returns/reads/read-return';
import { extraServiceChoices, productChoices, returnTimeline } from '@/server/returns/reads/portal-data';
import { canActOnLines, canMoveExchange, canTransition } from '@/server/returns/return-states';
import { ExchangePanel } from '@/components/portal/exchange-panel';
import { RETURN_REASON_LABELS, reasonLabel } from '@/server/returns/reads/reason-labels';
import type { ReturnDto } from '@/server/returns/schemas';
import {
  attachServiceAction,
  cancelReturnAction,
  decideExchangeAction,
  decideReturnAction,
  editReasonsAction,
  requestLabelAction,
  requestLabelFormAction,
} from '../actions';
import { DecisionForm } from './decision-form';
import { LabelWidget } from './label-widget';
import { ReasonsForm } from './reasons-form';
import { ServiceForm } from './service-form';
import { SimulatePanel } from './simulate-panel';
import { simulateReturnAction } from './simulate-actions';
import { sandboxState } from '@/server/merchants/sandbox';

export const metadata = { title: 'Return' };

const DONE: Record<string, string> = {
  created: 'Return registered.',
  cancelled: 'Return cancelled.',
  'simulated-arrive': 'Simulated: the parcel arrived.',
  'simulated-inspect': 'Simulated: every line was inspected.',
  'simulated-release': 'Simulated: the return was released for processing.',
  'simulated-complete': 'Simulated: the return was completed.',
  'exchange-released': 'Exchange released: its order is confirmed.',
  'exchange-cancelled': 'Exchange cancelled, and its draft order with it.',
};

// /returns/{id} – items, history, decision, cancel, extra services, attachments, label (06 Returns)
export default async function ReturnPage({
  params,
  searchParams,
}: {
  params: Promise<{ returnId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { returnId } = await params;
  const user = await requireUser(MERCHANT_WORK_ROLES, `/returns/${returnId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const r = await readReturn(db, merchantScope(merchantId), returnId).catch((err) => {
    if (isAppError(err) && err.code === 'ORDER_RETURN_NOT_FOUND') notFound();
    throw err;
  });
  const sp = await searchParams;
  const error = errorCodeFromSearch(sp.error);
  const done = typeof sp.done === 'string' ? DONE[sp.done] : undefined;
  const [history, attachments, products, services, label, orderRefs, sandbox, shipment] = await Promise.all([
    returnTimeline(db, merchantId, r.id),
    listAttachments(db, merchantScope(merchantId), r.id),
    productChoices(db, merchantId),
    extraServiceChoices(db, merchantId),
    readLabelState(db, merchantId, r.id),
    orderChoicesById(db, [r.original_order?.id, r.resend_order?.id, r.exchange_order?.id], merchantId),
    sandboxState(db, merchantId),
    inboundShipmentRef(db, merchantScope(merchantId), r.inbound_shipment?.id),
  ]);
  // An order as the merchant knows it: its own order number (the id when it has none), linked.
  const orderLink = (ref: { id: string } | null | undefined) => {
    if (!ref) return '–';
    const o = orderRefs.get(ref.id);
    return (
      <>
        <Link href={`/orders/${ref.id}`}>{o?.label ?? 'The order'}</Link>
        {o ? <span className="muted"> · {o.description}</span> : null}
      </>
    );
  };
  const productName = new Map(products.map((p) => [p.value, p.label]));
  const lineLabel = (it: ReturnDto['items'][number], i: number) =>
    `Line ${i + 1}: ${productName.get(it.product.id) ?? it.product.id}`;
  const decidable = canTransition(r.status, 'decide');
  return (
    <>
      <PageHeader
        title={`Return ${returnTitle(r)}`}
        description={
          <>
            Id <code>{r.id}</code> · registered {formatDateTime(r.created_at)}
          </>
        }
      >
        <StatusBadge status={r.status} />
        {r.discrepancy ? (
          <span className="badge badge-warning" data-testid="discrepancy">
            Discrepancy: received ≠ expected
          </span>
        ) : null}
        {canTransition(r.status, 'cancel') ? (
          <ConfirmSubmit
            action={cancelReturnAction}
            label="Cancel return"
            confirmLabel="Yes, cancel the return"
            fields={{ returnId: r.id }}
          >
            The return is marked deleted. Only returns that have not arrived can be cancelled; this cannot be
            undone.
          </ConfirmSubmit>
        ) : null}
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{errorMessageFromSearch(error)}</ErrorMessage> : null}
      <div className="two-col section">
        <section className="card" aria-labelledby="summary-title">
          <h2 id="summary-title">Summary</h2>
          <dl className="dl">
            <dt>Type</dt>
            <dd>{humanize(r.type)}</dd>
            <dt>Your reference</dt>
            <dd>{r.merchant_reference ?? '–'}</dd>
            <dt>Original order</dt>
            <dd>{orderLink(r.original_order)}</dd>
            <dt>Decision</dt>
            <dd>{r.merchant_decision ? humanize(r.merchant_decision.code) : '–'}</dd>
            <dt>Arrived at</dt>
            <dd>{r.warehouse_location?.id ?? 'not arrived yet'}</dd>
            <dt>Tracking codes</dt>
            <dd>{r.tracking_codes?.join(', ') || '–'}</dd>
            <dt>Inbound shipment</dt>
            <dd>
              {shipment ? (
                <>
                  <Link href={`/inbound/${shipment.id}`}>{shipment.name}</Link> · {humanize(shipment.status)}
                </>
              ) : (
                '–'
              )}
            </dd>
            <dt>Resend order</dt>
            <dd>{orderLink(r.resend_order)}</dd>
            <dt>Exchange order</dt>
            <dd>
              {r.exchange_status ? (
                <>
                  {orderLink(r.exchange_order)} · {humanize(r.exchange_status)}
                </>
              ) : (
                '–'
              )}
            </dd>
            <dt>Remarks</dt>
            <dd>{r.remarks ?? '–'}</dd>
            <dt>Handling instructions</dt>
            <dd>{r.handling_instructions ?? '–'}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="label-title">
          <h2 id="label-title">Return label</h2>
          <LabelWidget
            returnId={r.id}
            initial={label}
            request={requestLabelAction}
            requestForm={requestLabelFormAction}
            canRequest={!!r.original_order && r.status !== 'deleted'}
          />
          {!r.original_order ? (
            <p className="muted">
              A prepaid label needs the original order; it carries the customer&apos;s address.
            </p>
          ) : null}
        </section>
      </div>
      <section className="section" aria-labelledby="items-title">
        <h2 id="items-title">Items</h2>
        {r.items.length === 0 ? (
          <p className="muted">Contents not known yet: the warehouse records them when the parcel arrives.</p>
        ) : (
          <Table
            caption="Returned items"
            captionHidden
            rows={r.items.map((it, i) => ({ ...it, i }))}
            rowKey={(it) => it.id ?? String(it.i)}
            columns={[
              {
                header: 'Product',
                text: true,
                cell: (it) => productName.get(it.product.id) ?? it.product.id,
              },
              { header: 'Quantity', numeric: true, cell: (it) => it.quantity },
              {
                header: 'Exchange for',
                cell: (it) =>
                  it.exchange
                    ? `${it.exchange.quantity} × ${productName.get(it.exchange.product.id) ?? it.exchange.product.id}`
                    : '–',
              },
              {
                header: 'Reason',
                text: true,
                cell: (it) =>
                  it.return_reason ? (
                    <>
                      {reasonLabel(it.return_reason.code)}
                      {it.return_reason.note ? (
                        <span className="muted"> · {it.return_reason.note}</span>
                      ) : null}
                    </>
                  ) : (
                    '–'
                  ),
              },
              {
                header: 'Decision',
                cell: (it) =>
                  it.merchant_decision
                    ? `${humanize(it.merchant_decision.code)}${it.merchant_decision.restock_as_product ? ` as ${productName.get(it.merchant_decision.restock_as_product.id) ?? it.merchant_decision.restock_as_product.id}` : ''}`
                    : '–',
              },
              {
                header: 'Inspection',
                text: true,
                cell: (it) =>
                  it.inspection ? (
                    <>
                      <InspectionSummary item={it} />
                      <LinePhotos attachments={attachments} itemId={it.id} label={lineLabel(it, it.i)} />
                    </>
                  ) : (
                    <>
                      –
                      <LinePhotos attachments={attachments} itemId={it.id} label={lineLabel(it, it.i)} />
                    </>
                  ),
              },
            ]}
          />
        )}
      </section>
      {r.exchange_status ? (
        <ExchangePanel
          returnId={r.id}
          status={r.exchange_status}
          order={orderLink(r.exchange_order)}
          canDecide={canMoveExchange(r.exchange_status, 'release')}
          action={decideExchangeAction}
          lines={r.items
            .filter((it) => it.exchange)
            .map((it) => ({
              id: it.id!,
              returned: productName.get(it.product.id) ?? it.product.id,
              wanted: productName.get(it.exchange!.product.id) ?? it.exchange!.product.id,
              quantity: it.exchange!.quantity,
              inspection: it.inspection?.condition ?? null,
            }))}
        />
      ) : null}
      {canActOnLines(r.status, 'edit_reason') && r.items.length ? (
        <section className="section card" aria-labelledby="reasons-title">
          <h2 id="reasons-title">Why it comes back</h2>
          <p className="muted">You can change the reasons until the parcel arrives at the warehouse.</p>
          <ReasonsForm
            action={editReasonsAction.bind(null, r.id)}
            reasons={Object.entries(RETURN_REASON_LABELS).map(([value, label]) => ({ value, label }))}
            lines={r.items.map((it, i) => ({
              id: it.id!,
              label: lineLabel(it, i),
              code: it.return_reason?.code ?? null,
              note: it.return_reason?.note ?? null,
            }))}
          />
        </section>
      ) : null}
      {sandbox?.sandbox ? (
        <SimulatePanel
          action={simulateReturnAction.bind(null, r.id)}
          canArrive={canTransition(r.status, 'arrive')}
          canInspect={canActOnLines(r.status, 'inspect') && r.items.length > 0}
          canRelease={canTransition(r.status, 'release')}
          canComplete={canTransition(r.status, 'complete')}
        />
      ) : null}
      <section className="section card" aria-labelledby="decision-title">
        <h2 id="decision-title">Decision</h2>
        {user.role === 'merchant_admin' ? (
          <p className="muted">
            Lines the warehouse inspects can follow your{' '}
            <Link href="/returns/condition-defaults">defaults per condition</Link>.
          </p>
        ) : null}
        {decidable ? (
          <DecisionForm
            action={decideReturnAction.bind(null, r.id)}
            current={r.merchant_decision?.code ?? null}
            hasOriginalOrder={!!r.original_order || r.items.some((it) => it.original_order)}
            products={products}
            lines={r.items.map((it, i) => ({
              id: it.id!,
              label: lineLabel(it, i),
              code: it.merchant_decision?.code ?? null,
              explicit:
                !!it.merchant_decision &&
                it.merchant_decision.code !==
                  (r.merchant_decision?.code === 'resend_as_new' ? 'resend' : 'to_shelf'),
              restockAs: it.merchant_decision?.restock_as_product?.id ?? null,
            }))}
          />
        ) : (
          <p className="muted">
            {['preinfo_received', 'pending'].includes(r.status)
              ? 'You can decide once the warehouse has received the parcel.'
              : 'The decision is locked: the warehouse has released the return for processing.'}
          </p>
        )}
      </section>
      {r.status !== 'deleted' ? (
        <section className="section card" aria-labelledby="services-title">
          <h2 id="services-title">Extra services</h2>
          <ServiceForm
            action={attachServiceAction.bind(null, r.id)}
            services={services}
            lines={r.items.map((it, i) => ({ value: it.id!, label: lineLabel(it, i) }))}
          />
        </section>
      ) : null}
      <section className="section" aria-labelledby="attachments-title">
        <h2 id="attachments-title">Warehouse attachments</h2>
        {attachments.length === 0 ? (
          <p className="muted">No files from the warehouse yet.</p>
        ) : (
          <ul className="cards">
            {attachments.map((a) => (
              <li key={a.id} className="card">
                {a.mime.startsWith('image/') ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a short-lived signed link, not a static asset
                  <img
                    src={a.download_link.url}
                    alt={`${humanize(a.purpose)}: ${a.file_name}`}
                    style={{ maxWidth: '100%', maxHeight: 240 }}
                  />
                ) : null}
                <p>
                  <strong>{humanize(a.purpose)}</strong> · {formatDateTime(a.uploaded_at)}
                </p>
                {a.remarks ? <p>{a.remarks}</p> : null}
                <a href={a.download_link.url}>Download {a.file_name}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Timeline entries={history} />
      <p>
        <LinkButton href="/returns">Back to returns</LinkButton>
      </p>
    </>
  );
}
