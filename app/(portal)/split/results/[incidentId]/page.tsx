import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { Flash, LinkButton, PageHeader, formatDateTime, type SearchParams } from '@/components/ui';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { findProductsByIds } from '@/server/products/find-product';
import { readInboundShipment } from '@/server/inbound/reads/read-notice';
import { merchantScope } from '@/server/core/resource-scope';
import { getIncident } from '@/server/stock/incidents';

export const metadata = { title: 'Split done' };

// /split/results/{incidentId} – the result of a split: moved quantity, target product, inbound shipment, incident (06, 03 §2.2)
export default async function SplitResultPage({
  params,
  searchParams,
}: {
  params: Promise<{ incidentId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const { incidentId } = await params;
  const sp = await searchParams;
  const db = await getDb();
  const incident = await getIncident(db, merchantId, incidentId).catch(notFoundOnAppError);
  if (incident.type !== 'product_split') notFound();
  const details = (incident.details ?? {}) as {
    target_product_id?: string;
    target_sku?: string;
    inbound_shipment_id?: string;
  };
  const shipment = details.inbound_shipment_id
    ? await readInboundShipment(db, merchantScope(merchantId), details.inbound_shipment_id).catch(() => null)
    : null;
  const products = await findProductsByIds(db, merchantId, [
    incident.product_id,
    details.target_product_id ?? '',
  ]);
  const source = products.get(incident.product_id);
  const target = details.target_product_id ? products.get(details.target_product_id) : undefined;
  const created = sp.created === '1';

  return (
    <>
      <PageHeader title="Split done">
        <LinkButton href="/split" variant="secondary">
          Split more stock
        </LinkButton>
      </PageHeader>
      <Flash>
        <span data-testid="split-result">
          {incident.quantity} {incident.quantity === 1 ? 'unit' : 'units'} moved from{' '}
          {source?.sku ?? incident.product_id} to {target?.sku ?? details.target_sku}.
        </span>
        {created ? ' The target product was created by this split.' : null}
      </Flash>
      <div className="two-col">
        <section className="card" aria-labelledby="products-title">
          <h2 id="products-title">Products</h2>
          <dl className="dl">
            <dt>Moved quantity</dt>
            <dd data-testid="moved-quantity">{incident.quantity}</dd>
            <dt>Source</dt>
            <dd>
              {source ? (
                <Link href={`/products/${source.id}`}>{`${source.sku} – ${source.name}`}</Link>
              ) : (
                incident.product_id
              )}
            </dd>
            <dt>Target</dt>
            <dd>
              {target ? (
                <Link href={`/products/${target.id}`}>{`${target.sku} – ${target.name}`}</Link>
              ) : (
                details.target_sku
              )}
              {created ? ' (new)' : null}
            </dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="shipment-title" id="inbound-shipment">
          <h2 id="shipment-title">Inbound shipment</h2>
          {shipment ? (
            <dl className="dl">
              <dt>Id</dt>
              <dd>
                <code data-testid="inbound-shipment-id">{shipment.id}</code>
              </dd>
              <dt>Name</dt>
              <dd>{shipment.name}</dd>
              <dt>Status</dt>
              <dd>{shipment.status === 'processed' ? 'Processed' : shipment.status}</dd>
              <dt>Invoiced</dt>
              <dd>{shipment.invoiced ? 'Yes' : 'No'}</dd>
              <dt>Units received</dt>
              <dd>{shipment.lines.reduce((s, l) => s + l.quantity, 0)}</dd>
            </dl>
          ) : (
            <p className="muted">Not available.</p>
          )}
        </section>
        <section className="card" aria-labelledby="incident-title" id="incident">
          <h2 id="incident-title">Incident on the source</h2>
          <dl className="dl">
            <dt>Id</dt>
            <dd>
              <code data-testid="incident-id">{incident.id}</code>
            </dd>
            <dt>Type</dt>
            <dd>Product split</dd>
            <dt>Units out</dt>
            <dd>{incident.quantity}</dd>
            <dt>When</dt>
            <dd>{formatDateTime(incident.created_at)}</dd>
          </dl>
        </section>
      </div>
    </>
  );
}

function notFoundOnAppError(err: unknown): never {
  if (isAppError(err)) notFound();
  throw err;
}
