import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Field,
  Flash,
  PageHeader,
  StatusBadge,
  Table,
  formatDateTime,
  humanize,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { ShipmentList } from '@/components/portal/shipment-list';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { warehouseOrder, type PackLine } from '@/server/outbound/portal-data';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { completeServiceAction } from '../../../billing/actions';
import { packLineAction, resolveAction, startOneAction } from '../actions';
import { SCAN_OUTCOMES, scanMessage } from '@/server/outbound/scan-unit';
import { ScanForm } from './scan-form';
import { formatPacked, parsePacked } from '../packed';
import { formatParcels, parseParcels, shipmentFromForm } from '../parcels';
import { ShipDraft, ShipForm } from './ship-form';
import { ProblemForm, problemErrors } from './problem-form';
import { deliveryMethodLabel } from '@/server/orders/reads/order-label';

export const metadata = { title: 'Pack and ship' };

const DONE: Record<string, string> = {
  picking: 'Picking started: collect the units below, then scan each one.',
  shipped: 'Shipped. The shipping label and packing slip are below (they take a few seconds to appear).',
  problem: 'Problem reported: the order waits in problem until it is solved.',
  replaced: 'A free unit replaced the failed one; its location is in the pick list. Picking goes on.',
  service: 'Extra service marked done: the merchant sees it, and it is charged.',
  resolved: 'Problem solved: every line holds its units again and the order is back in the queue.',
};

// /warehouse/outbound/{orderId} – pick list, pack by scanning, ship with a label, report a problem
export default async function PackPage({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { orderId } = await params;
  await requireUser(WAREHOUSE_ROLES, `/warehouse/outbound/${orderId}`);
  const order = await warehouseOrder(await getDb(), orderId);
  if (!order) notFound();
  const sp = await searchParams;
  const packed = parsePacked(searchParam(sp.packed));
  const packedText = formatPacked(packed);
  const done = DONE[searchParam(sp.done) ?? ''];
  const scanParam = searchParam(sp.scan);
  const scanOutcome = SCAN_OUTCOMES.find((o) => o === scanParam) ?? null;
  const scanLine = order.lines.find((l) => l.id === searchParam(sp.line)) ?? null;
  const scan = scanOutcome ? scanMessage(scanOutcome, scanLine, packed) : null;
  const error = errorMessageFromSearch(sp.error);
  const warehouseLines = order.lines.filter((l) => !l.byMerchant);
  const packedCount = [...packed.values()].reduce((a, b) => a + b, 0);
  const parcels = parseParcels(searchParam(sp.parcels));
  const carrier = searchParam(sp.carrier) ?? '';
  const service = searchParam(sp.service) ?? '';
  // A refused "Ship" comes back with what was typed: the same check names the fields to correct.
  const shipErrors =
    searchParam(sp.ship) === 'invalid'
      ? (shipmentFromForm(parcels, {
          carrier,
          service,
          packed,
        }).errors ?? {})
      : {};
  const c = order.customer;
  const lineName = (l: PackLine) => `${l.sku} – ${l.name}`;
  return (
    <>
      <PageHeader
        title={order.number ? `Order ${order.number}` : order.ref}
        description={
          <>
            {order.merchantName} · created {formatDateTime(order.createdAt)} · delivery{' '}
            {order.deliveryMethod ? deliveryMethodLabel(order.deliveryMethod).toLowerCase() : 'not given'}
          </>
        }
      >
        <StatusBadge status={order.status} />
        {order.status === 'confirmed' ? (
          <form action={startOneAction}>
            <input type="hidden" name="orderId" value={order.id} />
            <Button>Start picking</Button>
          </form>
        ) : null}
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <p>
        <Link href="/warehouse/outbound">Back to the outbound queue</Link>
      </p>
      {order.problem ? (
        <section className="section card" aria-labelledby="problem-title">
          <h2 id="problem-title">Problem</h2>
          <p>
            {humanize(order.problem.code)}
            {order.problem.note ? `: ${order.problem.note}` : ''} (reported{' '}
            {formatDateTime(order.problem.reported_at)})
          </p>
          {order.status === 'problem' ? (
            <form action={resolveAction}>
              <input type="hidden" name="orderId" value={order.id} />
              <Button variant="secondary">Problem solved: reserve stock again</Button>
            </form>
          ) : null}
        </section>
      ) : null}
      <section className="section card" aria-labelledby="to-title">
        <h2 id="to-title">Ship to</h2>
        <p>
          {[c.first_name, c.last_name].filter(Boolean).join(' ') || c.organization}
          <br />
          {c.address}
          <br />
          {c.postal_code} {c.city} {c.country_code}
        </p>
      </section>
      <section className="section" aria-labelledby="pick-title">
        <h2 id="pick-title">Pick list</h2>
        <Table
          caption="Units to pick, in walking order"
          captionHidden
          rowKey={(u) => u.id}
          rows={order.units}
          columns={[
            { header: 'Location', cell: (u) => <strong>{u.location}</strong> },
            {
              header: 'Product',
              text: true,
              cell: (u) => {
                const l = order.lines.find((x) => x.id === u.itemId);
                return l ? lineName(l) : u.itemId;
              },
            },
            { header: 'Best before', cell: (u) => u.bestBefore ?? '–' },
            { header: 'Batch', text: true, cell: (u) => u.batch ?? '–' },
          ]}
        />
        {order.units.length === 0 ? <p>No units are held for this order.</p> : null}
      </section>
      {order.status === 'processing' ? (
        <>
          <section className="section card" aria-labelledby="pack-title">
            <h2 id="pack-title">Pack</h2>
            <ScanForm packed={packedText} message={scan} outcome={scanOutcome}>
              <input type="hidden" name="orderId" value={order.id} />
              <input type="hidden" name="packed" value={packedText} />
              <ShipDraft parcels={formatParcels(parcels)} carrier={carrier} service={service} />
              <Field
                name="code"
                label="Scan or type a SKU or GTIN"
                hint="A barcode scanner types the code and presses Enter."
                autoComplete="off"
                autoFocus
              />
              <Button variant="secondary">Confirm unit</Button>
            </ScanForm>
            <Table
              caption="Lines to pack"
              rowKey={(l) => l.id}
              rows={warehouseLines}
              columns={[
                { header: 'Product', text: true, cell: (l) => lineName(l) },
                { header: 'GTIN', cell: (l) => l.gtin ?? '–' },
                { header: 'Ordered', numeric: true, cell: (l) => l.quantity },
                { header: 'Shipped', numeric: true, cell: (l) => l.shipped },
                {
                  header: 'Packed now',
                  numeric: true,
                  cell: (l) => (
                    <span
                      className={(packed.get(l.id) ?? 0) >= l.held && l.held > 0 ? 'pick-done' : undefined}
                    >
                      {packed.get(l.id) ?? 0} of {l.held}
                    </span>
                  ),
                },
                {
                  header: 'By hand',
                  cell: (l) => (
                    <form action={packLineAction} className="form-row">
                      <input type="hidden" name="orderId" value={order.id} />
                      <input type="hidden" name="itemId" value={l.id} />
                      <input type="hidden" name="packed" value={packedText} />
                      <ShipDraft parcels={formatParcels(parcels)} carrier={carrier} service={service} />
                      <Button
                        variant="secondary"
                        name="step"
                        value="1"
                        aria-label={`Pack one unit of ${l.sku}`}
                      >
                        +1
                      </Button>{' '}
                      <Button
                        variant="secondary"
                        name="step"
                        value="-1"
                        aria-label={`Unpack one unit of ${l.sku}`}
                      >
                        −1
                      </Button>
                    </form>
                  ),
                },
              ]}
            />
          </section>
          <ShipForm
            orderId={order.id}
            packedText={packedText}
            packedCount={packedCount}
            rows={parcels}
            carrier={carrier || 'posti'}
            service={service}
            errors={shipErrors}
            idempotencyKey={`portal-${randomUUID()}`}
          />
          <ProblemForm
            orderId={order.id}
            lines={warehouseLines.map((l) => ({ id: l.id, label: lineName(l) }))}
            code={searchParam(sp.problem_code)}
            itemId={searchParam(sp.problem_item)}
            errors={problemErrors(searchParam(sp.problem_code), searchParam(sp.problem_item))}
          />
        </>
      ) : null}
      {order.extraServices.length ? (
        <section className="section card" aria-labelledby="services-title">
          <h2 id="services-title">Extra services</h2>
          <Table
            caption="Extra services to do for this order"
            captionHidden
            rowKey={(sv) => sv.attachmentId}
            rows={order.extraServices}
            columns={[
              { header: 'Service', cell: (sv) => sv.serviceName },
              { header: 'For', cell: (sv) => sv.lineSku ?? 'The whole order' },
              { header: 'Quantity', numeric: true, cell: (sv) => sv.quantity ?? '–' },
              { header: "Merchant's remarks", cell: (sv) => sv.remarks ?? '–' },
              {
                header: 'Done',
                cell: (sv) =>
                  sv.completedAt ? (
                    <span data-testid="service-done">Done {formatDateTime(sv.completedAt)}</span>
                  ) : (
                    <form action={completeServiceAction}>
                      <input type="hidden" name="subject" value="order" />
                      <input type="hidden" name="parentId" value={order.id} />
                      <input type="hidden" name="attachmentId" value={sv.attachmentId} />
                      <input type="hidden" name="back" value={`/warehouse/outbound/${order.id}`} />
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
      <section className="section" aria-labelledby="shipments-title">
        <h2 id="shipments-title">Shipments</h2>
        <ShipmentList shipments={order.shipments} lines={order.lines} />
      </section>
    </>
  );
}
