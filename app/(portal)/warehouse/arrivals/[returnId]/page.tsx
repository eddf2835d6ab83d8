import Link from 'next/link';
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
import { InspectionSummary } from '@/components/portal/inspection-summary';
import { exchangeWarehouseText } from '@/components/portal/exchange-panel';
import { LinePhotos } from '@/components/portal/line-photos';
import { completedText, completionText, outcomeText } from '@/components/portal/line-outcome-text';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { orderChoicesById } from '@/server/orders/reads/order-choices';
import { inboundShipmentRef } from '@/server/inbound/reads/shipment-ref';
import { returnTitle } from '@/server/returns/reads/return-title';
import { errorCodeFromSearch, errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listAttachments } from '@/server/returns/files/attachments';
import { loadConditionDefaults } from '@/server/returns/lines/condition-defaults';
import { reasonLabel } from '@/server/returns/reads/reason-labels';
import { lineOutcome } from '@/server/returns/lines/disposition';
import { readReturnWithRow } from '@/server/returns/reads/read-return';
import { productChoices, returnServices, returnTimeline } from '@/server/returns/reads/portal-data';
import { completeServiceAction } from '../../../billing/actions';
import { canActOnLines, canTransition } from '@/server/returns/return-states';
import type { ReturnDto } from '@/server/returns/schemas';
import { arriveAction, completeAction, inspectAction, releaseAction } from '../actions';
import { ArrivalForm } from './arrival-form';
import { InspectForm } from './inspect-form';
import { UploadZone } from './upload-zone';

export const metadata = { title: 'Return arrival' };

const DONE: Record<string, string> = {
  arrived: 'Arrival registered; the merchant can now decide.',
  inspected: 'Inspection saved.',
  released: 'Released for processing.',
  service: 'Extra service marked done: the merchant is charged for it.',
};

type Line = ReturnDto['items'][number];

/** What completing does, line by line (lines that completion leaves alone are not listed). */
function CompletionList({ lines }: { lines: { label: string; text: string | null }[] }) {
  const shelved = lines.filter((l) => l.text);
  if (!shelved.length) return <p>No line goes to the shelf: completing changes no stock.</p>;
  return (
    <>
      <p>Completing puts these lines into stock:</p>
      <ul>
        {shelved.map((l) => (
          <li key={l.label}>
            {l.label}: {l.text}
          </li>
        ))}
      </ul>
    </>
  );
}

// /warehouse/arrivals/{id} – arrival form, line inspection, attachments upload, release and complete (06 Warehouse, 05 §4)
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
  const { row, dto: r } = await readReturnWithRow(db, WAREHOUSE_SCOPE, returnId).catch((err) => {
    if (isAppError(err)) notFound();
    throw err;
  });
  const [attachments, products, history, defaults, orderRefs, services, shipment] = await Promise.all([
    listAttachments(db, WAREHOUSE_SCOPE, row.id),
    productChoices(db, row.merchantId),
    returnTimeline(db, row.merchantId, row.id),
    loadConditionDefaults(db, row.merchantId),
    orderChoicesById(db, [row.resendOrderId], row.merchantId),
    returnServices(db, row.id),
    inboundShipmentRef(db, WAREHOUSE_SCOPE, row.inboundShipmentId),
  ]);
  const sp = await searchParams;
  const error = errorCodeFromSearch(sp.error);
  const done =
    sp.done === 'completed'
      ? completedText(r.items.map((it) => lineOutcome(r.merchant_decision?.code ?? null, it, defaults)))
      : typeof sp.done === 'string'
        ? DONE[sp.done]
        : undefined;
  const productName = new Map(products.map((p) => [p.value, p.label]));
  const nameOf = (id: string) => productName.get(id) ?? id;
  const lineLabel = (it: Line, i: number) => `Line ${i + 1}: ${nameOf(it.product.id)}`;
  const inspectable = canActOnLines(r.status, 'inspect');
  const expectedOf = (it: Line) => it.expected_quantity ?? it.quantity;
  const lineLabelById = new Map(r.items.map((it, i) => [it.id, lineLabel(it, i)]));
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
            <CompletionList
              lines={r.items.map((it, i) => ({
                label: lineLabel(it, i),
                text: completionText(
                  lineOutcome(r.merchant_decision?.code ?? null, it, defaults),
                  it,
                  nameOf,
                  r.warehouse_location?.id ?? 'the arrival location',
                ),
              }))}
            />
          </ConfirmSubmit>
        ) : null}
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{errorMessageFromSearch(error)}</ErrorMessage> : null}
      <section className="section card" aria-labelledby="state-title">
        <h2 id="state-title">Where it stands</h2>
        <dl className="dl">
          <dt>Decision</dt>
          <dd>{r.merchant_decision ? humanize(r.merchant_decision.code) : 'none yet'}</dd>
          <dt>Arrival location</dt>
          <dd>{r.warehouse_location?.id ?? 'not arrived'}</dd>
          <dt>Handling instructions</dt>
          <dd>{r.handling_instructions ?? '–'}</dd>
          <dt>Inbound shipment</dt>
          <dd>
            {shipment ? (
              <>
                <Link href={`/warehouse/inbound/${shipment.id}`}>{shipment.name}</Link> ·{' '}
                {humanize(shipment.status)}
              </>
            ) : (
              '–'
            )}
          </dd>
          <dt>Resend order</dt>
          <dd>
            {r.resend_order ? (
              <Link href={`/warehouse/outbound/${r.resend_order.id}`}>
                {orderRefs.get(r.resend_order.id)?.label ?? 'The resend order'}
              </Link>
            ) : (
              '–'
            )}
          </dd>
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
            rows={r.items.map((it, i) => ({ ...it, i }))}
            rowKey={(it) => it.id ?? String(it.i)}
            columns={[
              {
                header: 'Product',
                text: true,
                cell: (it) => (
                  <>
                    {lineLabel(it, it.i)}
                    <LinePhotos attachments={attachments} itemId={it.id} label={lineLabel(it, it.i)} />
                  </>
                ),
              },
              {
                header: 'Return reason',
                text: true,
                cell: (it) =>
                  it.return_reason ? (
                    <>
                      {reasonLabel(it.return_reason.code)}
                      {it.return_reason.note ? (
                        <>
                          <br />
                          <span className="muted">“{it.return_reason.note}”</span>
                        </>
                      ) : null}
                    </>
                  ) : (
                    '–'
                  ),
              },
              { header: 'Expected', numeric: true, cell: (it) => expectedOf(it) },
              {
                header: 'Inspection',
                text: true,
                cell: (it) =>
                  it.inspection ? (
                    <>
                      <InspectionSummary item={it} />
                      {it.inspection.note ? (
                        <>
                          <br />
                          <span className="muted">{it.inspection.note}</span>
                        </>
                      ) : null}
                    </>
                  ) : (
                    <span className="muted">not inspected</span>
                  ),
              },
              {
                header: 'Decision',
                cell: (it) =>
                  it.merchant_decision
                    ? humanize(it.merchant_decision.code)
                    : r.merchant_decision
                      ? humanize(r.merchant_decision.code)
                      : "Waiting for the merchant's decision",
              },
              {
                header: 'What will happen',
                cell: (it) => (
                  <>
                    {outcomeText(lineOutcome(r.merchant_decision?.code ?? null, it, defaults), it, nameOf)}
                    {it.exchange ? (
                      <>
                        <br />
                        <span data-testid="exchange-outcome">
                          {exchangeWarehouseText(r.exchange_status, r.exchange_release)}
                        </span>
                      </>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        )}
      </section>
      {inspectable && r.items.length ? (
        <section className="section card" aria-labelledby="inspect-title">
          <h2 id="inspect-title">Inspect lines</h2>
          <p className="muted">
            Record what arrived of each line and its condition until the return is released; saving again
            replaces the earlier inspection. Sellable units go back as free stock, damaged, defective and
            wrong items are stored as blocked, missing ones not at all.
          </p>
          {r.items.map((it, i) => (
            <section key={it.id ?? i} aria-labelledby={`inspect-line-${i}`}>
              <h3 id={`inspect-line-${i}`}>{lineLabel(it, i)}</h3>
              <InspectForm
                action={inspectAction.bind(null, r.id, it.id!)}
                line={i}
                label={lineLabel(it, i)}
                quantity={it.inspection?.received_quantity ?? expectedOf(it)}
                condition={it.inspection?.condition ?? null}
                note={it.inspection?.note ?? null}
              />
            </section>
          ))}
        </section>
      ) : null}
      {services.length ? (
        <section className="section card" aria-labelledby="services-title">
          <h2 id="services-title">Extra services</h2>
          <Table
            caption="Extra services the merchant asked for on this return"
            captionHidden
            rowKey={(sv) => sv.attachmentId}
            rows={services}
            columns={[
              { header: 'Service', cell: (sv) => sv.serviceName },
              {
                header: 'For',
                cell: (sv) => (sv.itemId ? (lineLabelById.get(sv.itemId) ?? sv.itemId) : 'The whole return'),
              },
              { header: 'Quantity', numeric: true, cell: (sv) => sv.quantity ?? '–' },
              { header: "Merchant's remarks", cell: (sv) => sv.remarks ?? '–' },
              {
                header: 'Done',
                cell: (sv) =>
                  sv.completedAt ? (
                    `Done ${formatDateTime(sv.completedAt)}`
                  ) : r.status === 'preinfo_received' ? (
                    'After arrival'
                  ) : (
                    <form action={completeServiceAction}>
                      <input type="hidden" name="subject" value="order_return" />
                      <input type="hidden" name="parentId" value={r.id} />
                      <input type="hidden" name="attachmentId" value={sv.attachmentId} />
                      <input type="hidden" name="back" value={`/warehouse/arrivals/${r.id}`} />
                      <Button variant="secondary" aria-label={`Mark ${sv.serviceName} done`}>
                        Mark done
                      </Button>
                    </form>
                  ),
              },
            ]}
          />
        </section>
      ) : null}
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
        <UploadZone
          returnId={r.id}
          lines={r.items.flatMap((it, i) => (it.id ? [{ value: it.id, label: lineLabel(it, i) }] : []))}
        />
        {attachments.length ? (
          <ul>
            {attachments.map((a) => (
              <li key={a.id}>
                <a href={a.download_link.url}>{a.file_name}</a> · {humanize(a.purpose)} ·{' '}
                {a.item_id ? `${lineLabelById.get(a.item_id) ?? 'a line'} · ` : ''}
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
