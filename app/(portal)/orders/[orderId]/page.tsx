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
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorCodeFromSearch, errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { failedGateMessages } from '@/server/orders/lifecycle/check-gates';
import { findOrder } from '@/server/orders/reads/get-order';
import { returnTitleById } from '@/server/returns/reads/return-title';
import { deliveryMethodLabel, orderDtoLabel } from '@/server/orders/reads/order-label';
import { withShipments } from '@/server/outbound/present-shipment';
import { ShipmentList } from '@/components/portal/shipment-list';
import { CostSection } from '@/components/portal/cost-section';
import { listCharges } from '@/server/billing/reads/read-charges';
import { orderTimeline } from '@/server/orders/reads/order-timeline';
import type { AttachmentDto, OrderLineDto } from '@/server/orders/schemas';
import { canDo } from '@/server/orders/lifecycle/status-machine';
import { sandboxState } from '@/server/merchants/sandbox';
import { cancelOrderAction, confirmOrderAction, deleteOrderAction } from '../actions';
import { OrderSimulatePanel } from './simulate-panel';
import { simulateOrderAction } from './simulate-actions';

export const metadata = { title: 'Order' };

const DONE: Record<string, string> = {
  created: 'Order created.',
  updated: 'Changes saved.',
  confirmed: 'Order confirmed.',
  cancelled: 'Order cancelled; its reserved stock is free again.',
  deleted: 'Order deleted.',
  'simulated-process': 'Simulated: the warehouse picked and shipped the order.',
};

// /orders/{id} – customer, lines (resolved fulfilment), extra services, history; confirm, cancel, delete (06 Orders)
export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { orderId } = await params;
  const user = await requireUser(MERCHANT_WORK_ROLES, `/orders/${orderId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const order = await findOrder(db, merchantId, orderId);
  if (!order) notFound();
  const sp = await searchParams;
  const error = errorCodeFromSearch(sp.error);
  const done = typeof sp.done === 'string' ? DONE[sp.done] : undefined;
  const seesCost = user.role === 'merchant_admin';
  const [history, gateMessages, [withShipped], sandbox, cost, exchangeFor] = await Promise.all([
    orderTimeline(db, merchantId, order.id),
    error === 'ORDER_CONFIRMATION_FAILED'
      ? failedGateMessages(db, merchantId, order.id)
      : Promise.resolve([]),
    withShipments(db, [order]),
    sandboxState(db, merchantId),
    seesCost
      ? listCharges(db, merchantId, { reference_id: order.id, offset: 0, limit: 50 })
      : Promise.resolve(null),
    order.exchange_for_return
      ? returnTitleById(db, merchantId, order.exchange_for_return.id)
      : Promise.resolve(null),
  ]);
  const c = order.customer;
  const fields = { orderId: order.id };
  return (
    <>
      <PageHeader
        title={order.merchants_id ? `Order ${order.merchants_id}` : orderDtoLabel(order)}
        description={
          <>
            Id <code>{order.id}</code> · created {formatDateTime(order.created_at)}
            {order.exchange_for_return ? (
              <>
                {' '}
                ·{' '}
                <Link href={`/returns/${order.exchange_for_return.id}`}>
                  Exchange for return {exchangeFor ?? ''}
                </Link>
              </>
            ) : null}
          </>
        }
      >
        <StatusBadge status={order.status} />
        {canDo('edit', order.status) ? <LinkButton href={`/orders/${order.id}/edit`}>Edit</LinkButton> : null}
        {canDo('confirm', order.status) ? (
          <form action={confirmOrderAction}>
            <input type="hidden" name="orderId" value={order.id} />
            <Button>Confirm</Button>
          </form>
        ) : null}
        {canDo('cancel', order.status) ? (
          <ConfirmSubmit
            action={cancelOrderAction}
            label="Cancel order"
            confirmLabel="Yes, cancel the order"
            fields={fields}
          >
            The order is cancelled and any stock reserved for it goes back on the shelf. This cannot be
            undone.
          </ConfirmSubmit>
        ) : null}
        {canDo('delete', order.status) ? (
          <ConfirmSubmit
            action={deleteOrderAction}
            label="Delete order"
            confirmLabel="Yes, delete the order"
            fields={fields}
          >
            The order is marked deleted and left out of lists. It stays readable by its id.
          </ConfirmSubmit>
        ) : null}
      </PageHeader>
      {done ? <Flash>{done}</Flash> : null}
      {error ? (
        <ErrorMessage title="Not done:">
          {errorMessageFromSearch(error)}
          {gateMessages.length ? (
            <ul>
              {gateMessages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </ErrorMessage>
      ) : null}
      {sandbox?.sandbox ? (
        <OrderSimulatePanel
          action={simulateOrderAction.bind(null, order.id)}
          canProcess={order.status === 'confirmed' || order.status === 'processing'}
        />
      ) : null}
      <div className="two-col section">
        <section aria-labelledby="customer-title" className="card">
          <h2 id="customer-title">Customer</h2>
          <dl className="dl">
            <dt>Name</dt>
            <dd>{[c.first_name, c.last_name].filter(Boolean).join(' ') || '–'}</dd>
            <dt>Organization</dt>
            <dd>{c.organization ?? '–'}</dd>
            <dt>Address</dt>
            <dd>
              {[c.address, [c.postal_code, c.city].filter(Boolean).join(' '), c.country_code]
                .filter(Boolean)
                .join(', ') || '–'}
            </dd>
            <dt>E-mail</dt>
            <dd>{c.email ?? '–'}</dd>
            <dt>Phone</dt>
            <dd>{c.phone ?? '–'}</dd>
          </dl>
        </section>
        <section aria-labelledby="delivery-title" className="card">
          <h2 id="delivery-title">Delivery</h2>
          <dl className="dl">
            <dt>Delivery service</dt>
            <dd>{order.delivery_service?.code ?? order.delivery_service?.id ?? '–'}</dd>
            <dt>Requested method</dt>
            <dd>
              {order.requested_delivery_method
                ? deliveryMethodLabel(order.requested_delivery_method.code)
                : '–'}
            </dd>
            <dt>Pickup point</dt>
            <dd>{order.pickup_point?.id ?? order.requested_pickup_point?.code ?? '–'}</dd>
            <dt>Dispatch window</dt>
            <dd>
              {order.no_earlier_than ? formatDateTime(order.no_earlier_than) : 'any time'} –{' '}
              {order.no_after_than ? formatDateTime(order.no_after_than) : 'no limit'}
            </dd>
            <dt>Language</dt>
            <dd>{order.language ?? '–'}</dd>
          </dl>
        </section>
      </div>
      <section aria-labelledby="lines-title" className="section">
        <h2 id="lines-title">Lines</h2>
        {order.items.length === 0 ? (
          <p className="muted">No lines yet.</p>
        ) : (
          <Table<OrderLineDto>
            caption="Order lines"
            captionHidden
            rows={order.items}
            rowKey={(i) => i.id}
            columns={[
              { header: 'SKU', cell: (i) => <code>{i.product.sku}</code> },
              { header: 'Product', text: true, cell: (i) => i.product.name },
              {
                header: 'Fulfilment',
                cell: (i) => (i.fulfillment_by === 'provider' ? 'Warehouse' : 'Merchant'),
              },
              { header: 'Quantity', numeric: true, cell: (i) => i.quantity },
              {
                header: 'Price',
                numeric: true,
                cell: (i) =>
                  i.sales_info?.gross_price != null
                    ? `${i.sales_info.gross_price.toFixed(2)} ${i.sales_info.currency ?? ''}`
                    : '–',
              },
              { header: 'Best before', cell: (i) => i.best_before_date ?? '–' },
              { header: 'Batches', text: true, cell: (i) => i.batch_numbers?.join(', ') ?? '–' },
              { header: 'Extra services', cell: (i) => services(i.extra_services) },
            ]}
          />
        )}
      </section>
      <section aria-labelledby="extras-title" className="section">
        <h2 id="extras-title">Extra services</h2>
        <p>
          {order.extra_services.length ? (
            services(order.extra_services)
          ) : (
            <span className="muted">None.</span>
          )}
        </p>
      </section>
      {order.problem ? (
        <section aria-labelledby="problem-title" className="section card">
          <h2 id="problem-title">Problem reported by the warehouse</h2>
          <p>
            {humanize(order.problem.code)}
            {order.problem.note ? `: ${order.problem.note}` : ''} ({formatDateTime(order.problem.reported_at)}
            )
          </p>
        </section>
      ) : null}
      <section aria-labelledby="shipments-title" className="section">
        <h2 id="shipments-title">Shipments</h2>
        <ShipmentList
          shipments={withShipped?.shipments ?? []}
          lines={order.items.map((i) => ({ id: i.id, sku: i.product.sku, name: i.product.name }))}
        />
      </section>
      {cost ? (
        <CostSection
          charges={cost.charges}
          total={cost.total}
          moreHref={`/billing/charges?reference_id=${order.id}`}
          empty="No charges yet: shipping is charged once the order is shipped, an extra service once it is done."
        />
      ) : null}
      <Timeline entries={history.map((h) => ({ ...h, action: humanize(h.action) }))} />
    </>
  );
}

function services(list: AttachmentDto[]): string {
  return list.length
    ? list.map((a) => `${a.service.code ?? a.service.id}${a.quantity ? ` × ${a.quantity}` : ''}`).join(', ')
    : '–';
}
