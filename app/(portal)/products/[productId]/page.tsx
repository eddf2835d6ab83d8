import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Field,
  LinkButton,
  PageHeader,
  Pagination,
  Select,
  StatusBadge,
  Table,
  Timeline,
  formatDateTime,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { ALL_ROLES, WAREHOUSE_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { findProductById } from '@/server/products/find-product';
import { productHistory } from '@/server/products/product-history';
import { toProductDto } from '@/server/products/to-product-dto';
import { UNIT_STATES } from '@/server/stock/figures';
import { listUnits } from '@/server/stock/list-units';
import { ListUnitsQuery, type StockUnitDto } from '@/server/stock/schemas';

export const metadata = { title: 'Product' };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

// /products/{id} – a product, its stock figures, its units with filters, and its history (06 Products, 05 §3)
export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ productId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { productId } = await params;
  const user = await requireUser(ALL_ROLES, `/products/${productId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const row = await findProductById(db, merchantId, productId);
  if (!row) notFound();
  const product = toProductDto(row);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 50);
  const parsed = ListUnitsQuery.safeParse({
    state: one(sp.state),
    location: one(sp.location),
    best_before: one(sp.best_before),
    ...page,
  });
  const filter = parsed.success ? parsed.data : { ...page };
  const [{ stock_units, total }, history] = await Promise.all([
    listUnits(db, merchantId, productId, filter),
    productHistory(db, merchantId, productId),
  ]);
  const s = product.stock;
  const basePath = `/products/${productId}`;
  return (
    <>
      <PageHeader
        title={`${product.name}`}
        description={
          <>
            SKU <code>{product.sku}</code>
            {product.gtin ? <> · GTIN {product.gtin}</> : null}
          </>
        }
      >
        <StatusBadge status={product.active ? 'active' : 'inactive'} />
        {WAREHOUSE_ROLES.includes(user.role) ? (
          <LinkButton href={`/warehouse/stock/${productId}`}>Manage stock</LinkButton>
        ) : null}
      </PageHeader>
      <section aria-labelledby="stock-title" className="section">
        <h2 id="stock-title">Stock</h2>
        <dl className="cards" aria-label="Stock figures">
          <div className="card stat">
            <dt className="stat-label">On hand</dt>
            <dd className="stat-value" data-testid="on-hand">
              {s.on_hand}
            </dd>
          </div>
          <div className="card stat">
            <dt className="stat-label">Reserved</dt>
            <dd className="stat-value" data-testid="reserved">
              {s.reserved}
            </dd>
          </div>
          <div className="card stat">
            <dt className="stat-label">Available</dt>
            <dd className="stat-value" data-testid="available">
              {s.available}
            </dd>
          </div>
          <div className="card stat">
            <dt className="stat-label">Last count</dt>
            <dd className="stat-value" data-testid="last-count">
              {s.last_counted_quantity ?? '–'}
              {s.discrepancy ? (
                <>
                  {' '}
                  <StatusBadge status="blocked" label="Discrepancy" />
                </>
              ) : null}
            </dd>
            {s.last_counted_at ? <dd className="muted">{formatDateTime(s.last_counted_at)}</dd> : null}
          </div>
        </dl>
        {product.name_translations && Object.keys(product.name_translations).length > 0 ? (
          <p className="muted">
            Names:{' '}
            {Object.entries(product.name_translations)
              .map(([lang, name]) => `${lang}: ${name}`)
              .join(' · ')}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="units-title" className="section">
        <h2 id="units-title">Units</h2>
        {!parsed.success ? <ErrorMessage>The filters were not valid and are ignored.</ErrorMessage> : null}
        <form className="filters" method="get" aria-label="Filter units">
          <Select
            name="state"
            label="State"
            placeholder="Any state"
            defaultValue={one(sp.state) ?? ''}
            options={UNIT_STATES.map((v) => ({ value: v, label: v.replace('_', ' ') }))}
          />
          <Field name="location" label="Location" defaultValue={one(sp.location) ?? ''} />
          <Field
            name="best_before"
            label="Best before"
            type="date"
            defaultValue={one(sp.best_before) ?? ''}
          />
          <div>
            <Button>Filter</Button>
          </div>
        </form>
        {total === 0 ? (
          <EmptyState title="No units match these filters" />
        ) : (
          <Table<StockUnitDto>
            caption={`Units of ${product.sku}`}
            rows={stock_units}
            rowKey={(u) => u.id}
            columns={[
              { header: 'Unit', cell: (u) => <code>{u.id.replace(/^0+/, '')}</code> },
              { header: 'State', cell: (u) => <StatusBadge status={u.state} /> },
              { header: 'Location', cell: (u) => u.location },
              { header: 'Best before', cell: (u) => u.best_before ?? '–' },
              { header: 'Batch', cell: (u) => u.batch_number ?? '–' },
              { header: 'Received', cell: (u) => formatDateTime(u.created_at) },
            ]}
          />
        )}
        <Pagination total={total} {...page} basePath={basePath} searchParams={sp} label="Unit pages" />
      </section>
      <Timeline entries={history} />
    </>
  );
}
