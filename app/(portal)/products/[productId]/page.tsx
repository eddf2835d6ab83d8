import { notFound } from 'next/navigation';
import { CostSection } from '@/components/portal/cost-section';
import { listCharges } from '@/server/billing/reads/read-charges';
import { getDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Field,
  Flash,
  LinkButton,
  PageHeader,
  StatusBadge,
  Timeline,
  formatDateTime,
  type SearchParams,
} from '@/components/ui';
import {
  ALL_ROLES,
  MERCHANT_WORK_ROLES,
  WAREHOUSE_ROLES,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { findProductById } from '@/server/products/find-product';
import { productHistory } from '@/server/products/product-history';
import { toProductDto } from '@/server/products/to-product-dto';
import { listUnits } from '@/server/stock/list-units';
import { UnitsSection, unitsFilterFrom } from '@/components/portal/units-section';
import { ProductTabs } from '@/components/portal/product-tabs';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { sandboxState } from '@/server/merchants/sandbox';
import { CUSTOMER_LANGUAGES } from '@/server/returns/policy/schemas';
import { saveProductNamesAction } from './names-actions';
import { ProductSimulatePanel } from './simulate-panel';
import { simulateReceiptAction } from './simulate-actions';

export const metadata = { title: 'Product' };

const LANGUAGE_NAMES = { en: 'English', fi: 'Finnish', sv: 'Swedish' } as const;

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
  const { filter, valid } = unitsFilterFrom(sp, 50);
  const [{ stock_units, total }, history, sandbox, cost] = await Promise.all([
    listUnits(db, merchantId, productId, filter),
    productHistory(db, merchantId, productId),
    sandboxState(db, merchantId),
    user.role === 'merchant_admin'
      ? listCharges(db, merchantId, { reference_id: productId, offset: 0, limit: 31 })
      : Promise.resolve(null),
  ]);
  const error = errorMessageFromSearch(sp.error);
  const s = product.stock;
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
        {(MERCHANT_WORK_ROLES as readonly string[]).includes(user.role) && product.stock.available > 0 ? (
          <LinkButton href={`/split?${new URLSearchParams({ source_sku: product.sku })}`}>
            Split stock
          </LinkButton>
        ) : null}
      </PageHeader>
      <ProductTabs productId={productId} current="overview" />
      {sp.done === 'simulated-receive' ? <Flash>Simulated: the stock was received.</Flash> : null}
      {sp.done === 'names-saved' ? <Flash>Names saved.</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
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
      {MERCHANT_WORK_ROLES.includes(user.role) ? (
        <form
          action={saveProductNamesAction.bind(null, product.id)}
          className="form section card"
          aria-labelledby="names-title"
        >
          <h2 id="names-title">Names per language</h2>
          <p className="muted">
            Shown to customers on the returns page and in its e-mails; empty: the name “{product.name}”.
          </p>
          {CUSTOMER_LANGUAGES.map((lang) => (
            <Field
              key={lang}
              name={`names.${lang}`}
              id={`name_${lang}`}
              label={`Name (${LANGUAGE_NAMES[lang]})`}
              maxLength={200}
              defaultValue={product.name_translations?.[lang] ?? ''}
            />
          ))}
          <Button>Save names</Button>
        </form>
      ) : null}
      {sandbox?.sandbox && MERCHANT_WORK_ROLES.includes(user.role) ? (
        <ProductSimulatePanel action={simulateReceiptAction.bind(null, product.id)} />
      ) : null}
      <UnitsSection
        sku={product.sku}
        units={stock_units}
        total={total}
        filter={filter}
        valid={valid}
        basePath={`/products/${productId}`}
        searchParams={sp}
        lastColumn={{ header: 'Received', cell: (u) => formatDateTime(u.created_at) }}
      />
      {cost ? (
        <CostSection
          charges={cost.charges}
          total={cost.total}
          moreHref={`/billing/charges?reference_id=${productId}`}
          empty="No storage or other charges for this product yet."
        />
      ) : null}
      <Timeline entries={history} />
    </>
  );
}
