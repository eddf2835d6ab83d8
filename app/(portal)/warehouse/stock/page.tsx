import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  PageHeader,
  Pagination,
  StatusBadge,
  Table,
  pageFromSearchParams,
  type SearchParams,
  searchParam,
} from '@/components/ui';
import { requireMerchantId, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { listProducts } from '@/server/products/list-products';
import type { ProductDto } from '@/server/products/to-product-dto';
import { receiveUnitsAction } from './actions';
import { ReceiveForm } from './receive-form';

export const metadata = { title: 'Stock' };

// /warehouse/stock – receiving and the acting merchant's stock per product (06 Warehouse, 05 §3)
export default async function WarehouseStockPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(WAREHOUSE_ROLES, '/warehouse/stock');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const db = await getDb();
  const q = searchParam(sp.q)?.slice(0, 200);
  const [{ products, total }, choices] = await Promise.all([
    listProducts(db, merchantId, { ...page, q }),
    listProducts(db, merchantId, { offset: 0, limit: 500, active: true }),
  ]);
  return (
    <>
      <PageHeader
        title="Stock"
        description="Receive units, change unit states and record counts for the merchant chosen in the header."
      />
      <section className="card">
        <ReceiveForm
          action={receiveUnitsAction}
          products={choices.products.map((p) => ({ value: p.id, label: `${p.sku} – ${p.name}` }))}
        />
      </section>
      <section className="section" aria-labelledby="products-title">
        <h2 id="products-title">Products</h2>
        <form className="filters" method="get" role="search" aria-label="Find a product">
          <div className="field">
            <label htmlFor="f-q">Search</label>
            <input id="f-q" name="q" type="search" defaultValue={q ?? ''} placeholder="Name, SKU or GTIN" />
          </div>
          <div>
            <Button>Search</Button>
          </div>
        </form>
        {total === 0 ? (
          <EmptyState title="No products" />
        ) : (
          <Table<ProductDto>
            caption="Stock per product"
            rows={products}
            rowKey={(p) => p.id}
            columns={[
              {
                header: 'SKU',
                text: true,
                cell: (p) => <Link href={`/warehouse/stock/${p.id}`}>{p.sku}</Link>,
              },
              { header: 'Name', text: true, cell: (p) => p.name },
              { header: 'On hand', numeric: true, cell: (p) => p.stock.on_hand },
              { header: 'Reserved', numeric: true, cell: (p) => p.stock.reserved },
              { header: 'Available', numeric: true, cell: (p) => p.stock.available },
              {
                header: 'Count',
                cell: (p) =>
                  p.stock.discrepancy ? (
                    <StatusBadge status="blocked" label="Discrepancy" />
                  ) : (
                    (p.stock.last_counted_quantity ?? '–')
                  ),
              },
            ]}
          />
        )}
        <Pagination total={total} {...page} basePath="/warehouse/stock" searchParams={sp} />
      </section>
    </>
  );
}
