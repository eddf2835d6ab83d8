import { notFound } from 'next/navigation';
import { getReadDb } from '@/db/client';
import {
  Field,
  PageHeader,
  Select,
  formatDateTime,
  humanize,
  pageFromSearchParams,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { ExportCsvLink, FilterForm, ListResults, anyFilterSet } from '@/components/portal/list-screen';
import { ProductTabs } from '@/components/portal/product-tabs';
import { ALL_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { findProductById } from '@/server/products/find-product';
import { MOVEMENT_REASONS } from '@/server/stock-ledger/ledger/ledger-states';
import { listProductStockMovements } from '@/server/storing/ledger/list-movements';
import { describeMovement } from '@/server/storing/ledger/movements-csv';
import type { StockMovementDto } from '@/server/storing/ledger/schemas';
import { movementFiltersFrom } from './filters';

export const metadata = { title: 'Stock movements' };

// /products/{id}/movements – who changed the product's stock, when and why (docs/decisions/stock-ledger.md §1)
export default async function ProductMovementsPage({
  params,
  searchParams,
}: {
  params: Promise<{ productId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { productId } = await params;
  const user = await requireUser(ALL_ROLES, `/products/${productId}/movements`);
  const merchantId = await requireMerchantId(user);
  const db = await getReadDb();
  const product = await findProductById(db, merchantId, productId);
  if (!product) notFound();
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 50);
  const { filter, valid } = movementFiltersFrom(sp, page);
  const { stock_movements, total } = await listProductStockMovements(db, merchantId, productId, filter);
  const basePath = `/products/${productId}/movements`;
  return (
    <>
      <PageHeader
        title={product.name}
        description={
          <>
            SKU <code>{product.sku}</code>
          </>
        }
      >
        <ExportCsvLink href={`${basePath}/export`} searchParams={sp} />
      </PageHeader>
      <ProductTabs productId={productId} current="movements" />
      <FilterForm label="Filter movements" valid={valid} invalidHint="dates as YYYY-MM-DD">
        <Select
          name="reason"
          label="Reason"
          placeholder="Any reason"
          defaultValue={searchParam(sp.reason) ?? ''}
          options={MOVEMENT_REASONS.map((r) => ({ value: r, label: humanize(r) }))}
        />
        <Field name="location" label="Location" defaultValue={searchParam(sp.location) ?? ''} />
        <Field
          name="occurred_from"
          label="From"
          type="date"
          defaultValue={searchParam(sp.occurred_from) ?? ''}
        />
        <Field name="occurred_to" label="To" type="date" defaultValue={searchParam(sp.occurred_to) ?? ''} />
      </FilterForm>
      <ListResults<StockMovementDto>
        caption={`Stock movements (${total})`}
        rows={stock_movements}
        total={total}
        rowKey={(m) => m.id}
        page={page}
        basePath={basePath}
        searchParams={sp}
        empty={
          anyFilterSet(sp, ['reason', 'location', 'occurred_from', 'occurred_to'])
            ? 'No movement matches these filters.'
            : 'No stock movement yet.'
        }
        columns={[
          { header: 'When', cell: (m) => formatDateTime(m.occurred_at) },
          { header: 'Reason', cell: (m) => humanize(m.reason) },
          { header: 'Change', cell: (m) => describeMovement(m) },
          {
            header: 'Lot',
            text: true,
            cell: (m) => [m.batch_number, m.best_before].filter(Boolean).join(' · ') || '–',
          },
          {
            header: 'Reference',
            text: true,
            cell: (m) => (m.reference ? `${humanize(m.reference.type)} ${m.reference.id}` : '–'),
          },
          { header: 'By', cell: (m) => m.actor.label ?? humanize(m.actor.type) },
        ]}
      />
    </>
  );
}
