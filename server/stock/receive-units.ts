import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { getProductOrThrow } from '@/server/products/find-product';
import { kickOutbox } from '@/server/outbox/kick';
import {
  addFigures,
  applyStockDelta,
  transitionDelta,
  type InventoryChangeReason,
  type UnitState,
} from './figures';
import type { ReceiveUnitsInput, StockUnitDto } from './schemas';
import { recordActivity } from '@/server/activity/record-activity';
import { newId } from '@/server/core/ids';
import { ledgerState, type MovementReason } from '@/server/stock-ledger/ledger/ledger-states';
import type { MovementReference } from '@/server/stock-ledger/ledger/record-movements';

interface UnitRow {
  id: string;
  location: string;
  best_before: string | null;
  batch_number: string | null;
  state: string;
  created_at: string | Date;
  updated_at: string | Date;
}

/** Units of one product received together at one location, in one state, with one date and batch. */
export interface UnitGroup {
  quantity: number;
  location: string;
  best_before: string | null;
  batch_number: string | null;
  state: UnitState;
}

/**
 * The one way units come into stock from outside (POST /ops/v1/stock-units, an inbound notice's receipt):
 * every group's units in one statement (ids from the unit sequence, so they increase in receiving order),
 * then one figures delta with its product.inventory_changed event, the ledger's movements (`movement`: why and
 * on what document; docs/decisions/stock-ledger.md, which also registers a location first named here) and one
 * entry of the product's history, in the caller's transaction (the product's row is locked by the delta's
 * update). `inboundShipmentId` ties the units to the inbound shipment they came with. Returns the new units
 * when `returning` asks for them.
 */
export async function putUnitsIntoStock(
  tx: DbOrTx,
  input: {
    merchantId: string;
    productId: string;
    groups: UnitGroup[];
    reason: InventoryChangeReason;
    movement: { reason: MovementReason; reference: MovementReference };
    actor: Actor;
    inboundShipmentId?: string | null;
    details?: Record<string, unknown>;
    returning?: boolean;
  },
): Promise<UnitRow[]> {
  const groups = input.groups.filter((g) => g.quantity > 0);
  if (!groups.length) return [];
  const single = groups.length === 1 ? groups[0]! : null;
  const inserted = sql`
    insert into stock_units (merchant_id, product_id, location, best_before, batch_number, state, inbound_shipment_id)
    ${
      single
        ? sql`select ${input.merchantId}, ${input.productId}, ${single.location}, ${single.best_before}::date,
                     ${single.batch_number}, ${single.state}, ${input.inboundShipmentId ?? null}
                from generate_series(1, ${single.quantity}::int)`
        : sql`select ${input.merchantId}, ${input.productId}, g.location, g.best_before, g.batch_number, g.state,
                     ${input.inboundShipmentId ?? null}
                from jsonb_to_recordset(${JSON.stringify(groups)}::jsonb)
                  as g(quantity int, location text, best_before date, batch_number text, state text),
                     generate_series(1, g.quantity)`
    }`;
  const res = await tx.execute(
    input.returning
      ? sql`${inserted} returning id, location, to_char(best_before, 'YYYY-MM-DD') as best_before, batch_number, state, created_at, updated_at`
      : inserted,
  );
  const rows = input.returning
    ? (res.rows as unknown as UnitRow[]).sort((a, b) => (a.id < b.id ? -1 : 1))
    : [];
  const quantity = groups.reduce((n, g) => n + g.quantity, 0);
  await applyStockDelta(tx, {
    productId: input.productId,
    delta: addFigures(...groups.map((g) => transitionDelta(null, g.state, g.quantity))),
    reason: input.reason,
    details: single
      ? { quantity, location: single.location, state: single.state, ...input.details }
      : { quantity, groups: groups.map(groupDetails), ...input.details },
    movements: {
      context: {
        merchantId: input.merchantId,
        reason: input.movement.reason,
        reference: input.movement.reference,
        actor: input.actor,
      },
      lines: groups.map((g) => ({
        productId: input.productId,
        quantity: g.quantity,
        from: null,
        to: { state: ledgerState(g.state), location: g.location },
        batchNumber: g.batch_number,
        bestBefore: g.best_before,
      })),
    },
  });
  await recordActivity(tx, {
    merchantId: input.merchantId,
    entityType: 'product',
    entityId: input.productId,
    action: 'stock.received',
    actor: input.actor,
    details: {
      quantity,
      ...(single
        ? groupDetails(single)
        : { groups: groups.map((g) => ({ quantity: g.quantity, ...groupDetails(g) })) }),
      ...(rows.length ? { first_unit_id: rows[0]?.id, last_unit_id: rows.at(-1)?.id } : {}),
      ...input.details,
    },
  });
  return rows;
}

function groupDetails(g: UnitGroup) {
  return { location: g.location, state: g.state, best_before: g.best_before, batch_number: g.batch_number };
}

/**
 * POST /ops/v1/stock-units (05 §3): receives up to 10000 units of one product in one statement, with one
 * figures delta and product.inventory_changed event and one ledger movement (units_received, its reference a
 * receipt id also kept in the product's history), in one transaction.
 */
export async function receiveUnits(
  db: DbOrTx,
  merchantId: string,
  input: ReceiveUnitsInput,
  actor: Actor,
): Promise<StockUnitDto[]> {
  const result = await db.transaction(async (tx) => {
    const product = await getProductOrThrow(tx, merchantId, input.product_id, { forUpdate: true });
    const receiptId = newId();
    const rows = await putUnitsIntoStock(tx, {
      merchantId,
      productId: product.id,
      groups: [
        {
          quantity: input.quantity,
          location: input.location,
          best_before: input.best_before ?? null,
          batch_number: input.batch_number ?? null,
          state: input.state,
        },
      ],
      reason: 'stock_received',
      movement: { reason: 'units_received', reference: { type: 'stock_receipt', id: receiptId } },
      details: { stock_receipt_id: receiptId },
      actor,
      returning: true,
    });
    return rows.map((r) => ({
      id: r.id,
      product_id: product.id,
      location: r.location,
      best_before: r.best_before,
      batch_number: r.batch_number,
      state: r.state as UnitState,
      order_id: null,
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    }));
  });
  kickOutbox();
  return result;
}
