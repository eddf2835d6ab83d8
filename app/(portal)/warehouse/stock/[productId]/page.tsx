import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Field,
  Flash,
  LinkButton,
  PageHeader,
  Select,
  StatusBadge,
  type SearchParams,
  searchParam,
} from '@/components/ui';
import { requireMerchantId, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { findProductById } from '@/server/products/find-product';
import { toProductDto } from '@/server/products/to-product-dto';
import { type UnitState } from '@/server/stock/figures';
import { listUnits } from '@/server/stock/list-units';
import { type StockUnitDto } from '@/server/stock/schemas';
import { UnitsSection, unitsFilterFrom } from '@/components/portal/units-section';
import { UNIT_TRANSITIONS } from '@/server/stock/unit-states';
import { changeUnitAction, countStockAction, receiveUnitsAction } from '../actions';
import { CountForm } from '../count-form';
import { ReceiveForm } from '../receive-form';

export const metadata = { title: 'Product stock' };

const label = (s: string) => s.replace('_', ' ');

function UnitChange({ unit, productId }: { unit: StockUnitDto; productId: string }) {
  const next = UNIT_TRANSITIONS[unit.state as UnitState].warehouse;
  if (unit.state === 'written_off') return <span className="muted">Final</span>;
  // A unit an order holds changes only through its order (04 E20).
  if (unit.state === 'reserved' || unit.order_id) return <span className="muted">Held by an order</span>;
  return (
    <form
      action={changeUnitAction}
      className="form-row"
      aria-label={`Change unit ${unit.id.replace(/^0+/, '')}`}
    >
      <input type="hidden" name="unit_id" value={unit.id} />
      <input type="hidden" name="product_id" value={productId} />
      <Select
        name="stock_unit.state"
        id={`state-${unit.id}`}
        label="New state"
        defaultValue={unit.state}
        options={[unit.state, ...next].map((s) => ({
          value: s,
          label: s === unit.state ? `${label(s)} (now)` : label(s),
        }))}
      />
      <Field
        name="stock_unit.location"
        id={`loc-${unit.id}`}
        label="Location"
        defaultValue={unit.location}
        size={10}
      />
      <div>
        <Button variant="secondary" className="btn-small">
          Save
        </Button>
      </div>
    </form>
  );
}

// /warehouse/stock/{id} – one product's units: state changes, moves, receiving and counts (06 Warehouse, 05 §3)
export default async function ProductStockPage({
  params,
  searchParams,
}: {
  params: Promise<{ productId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { productId } = await params;
  const user = await requireUser(WAREHOUSE_ROLES, `/warehouse/stock/${productId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const row = await findProductById(db, merchantId, productId);
  if (!row) notFound();
  const product = toProductDto(row);
  const sp = await searchParams;
  const { filter, valid } = unitsFilterFrom(sp, 25);
  const { stock_units, total } = await listUnits(db, merchantId, productId, filter);
  const error = searchParam(sp.error);
  const s = product.stock;
  return (
    <>
      <PageHeader title={`Stock of ${product.sku}`} description={product.name}>
        <LinkButton href={`/products/${productId}`}>Product page</LinkButton>
      </PageHeader>
      {searchParam(sp.changed) ? (
        <Flash>Unit {searchParam(sp.changed)!.replace(/^0+/, '')} saved.</Flash>
      ) : null}
      <ErrorMessage>{errorMessageFromSearch(error)}</ErrorMessage>
      <p data-testid="figures">
        On hand <strong>{s.on_hand}</strong> · Reserved <strong>{s.reserved}</strong> · Available{' '}
        <strong>{s.available}</strong> · Last count <strong>{s.last_counted_quantity ?? '–'}</strong>{' '}
        {s.discrepancy ? <StatusBadge status="blocked" label="Discrepancy" /> : null}
      </p>
      <div className="two-col">
        <section className="card">
          <ReceiveForm action={receiveUnitsAction} productId={productId} />
        </section>
        <section className="card">
          <CountForm action={countStockAction} productId={productId} />
        </section>
      </div>
      <UnitsSection
        sku={product.sku}
        units={stock_units}
        total={total}
        filter={filter}
        valid={valid}
        basePath={`/warehouse/stock/${productId}`}
        searchParams={sp}
        lastColumn={{ header: 'Change', cell: (u) => <UnitChange unit={u} productId={productId} /> }}
      />
    </>
  );
}
