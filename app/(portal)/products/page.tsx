import Link from 'next/link';
import { getReadDb } from '@/db/client';
import {
  anyFilterSet,
  ExportCsvLink,
  FilterForm,
  ListResults,
  SearchField,
} from '@/components/portal/list-screen';
import {
  EmptyState,
  PageHeader,
  Select,
  StatusBadge,
  pageFromSearchParams,
  type SearchParams,
  searchParam,
} from '@/components/ui';
import { ALL_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { listProducts } from '@/server/products/list-products';
import type { ProductDto } from '@/server/products/to-product-dto';
import { productFiltersFromSearchParams } from './filters';

export const metadata = { title: 'Products' };

// /products – the merchant's products with their stock figures, search, filters and CSV (06 Products, 05 §3)
export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(ALL_ROLES, '/products');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const { filter, valid } = productFiltersFromSearchParams(sp, page);
  const { products, total } = await listProducts(await getReadDb(), merchantId, filter);
  return (
    <>
      <PageHeader
        title="Products"
        description="Stock figures: on hand (every unit not written off), reserved (held for orders) and available (free on the shelf)."
      >
        <ExportCsvLink href="/products/export" searchParams={sp} />
      </PageHeader>
      <FilterForm label="Filter products" valid={valid}>
        <SearchField searchParams={sp} placeholder="Name, SKU or GTIN" />
        <Select
          name="active"
          label="Status"
          placeholder="Active and inactive"
          defaultValue={searchParam(sp.active) ?? ''}
          options={[
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
        />
        <Select
          name="expires_within_days"
          label="Expiry"
          placeholder="Any"
          defaultValue={searchParam(sp.expires_within_days) ?? ''}
          options={[7, 30, 90].map((d) => ({ value: String(d), label: `Expires within ${d} days` }))}
        />
      </FilterForm>
      <ListResults<ProductDto>
        caption="Products"
        rows={products}
        total={total}
        rowKey={(p) => p.id}
        empty={
          anyFilterSet(sp, ['q', 'active', 'expires_within_days']) ? (
            'No products match these filters'
          ) : (
            <EmptyState title="No products yet">
              Products are added by the shop&apos;s integration through the API (
              <code>POST /v1/products</code>, see Developers → API reference); the warehouse then receives
              their stock.
            </EmptyState>
          )
        }
        page={page}
        basePath="/products"
        searchParams={sp}
        columns={[
          { header: 'SKU', text: true, cell: (p) => <Link href={`/products/${p.id}`}>{p.sku}</Link> },
          { header: 'Name', text: true, cell: (p) => p.name },
          { header: 'GTIN', cell: (p) => p.gtin ?? '–' },
          { header: 'Status', cell: (p) => <StatusBadge status={p.active ? 'active' : 'inactive'} /> },
          { header: 'On hand', numeric: true, cell: (p) => p.stock.on_hand },
          { header: 'Reserved', numeric: true, cell: (p) => p.stock.reserved },
          { header: 'Available', numeric: true, cell: (p) => p.stock.available },
          {
            header: 'Last count',
            cell: (p) =>
              p.stock.last_counted_quantity === null ? (
                '–'
              ) : (
                <>
                  {p.stock.last_counted_quantity}{' '}
                  {p.stock.discrepancy ? <StatusBadge status="blocked" label="Discrepancy" /> : null}
                </>
              ),
          },
        ]}
      />
    </>
  );
}
