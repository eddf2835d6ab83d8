import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { INTERNAL_EVENT_TYPES } from '@/server/outbox/emit';
import { serviceFee } from '../rate-cards/fees';
import { storageWork } from './storage-work';
import type { BillableEvent, Work } from './work';

export type { BillableEvent, Work } from './work';

/** The outbox events that may do billable work (the subscriber queues only these). */
export const BILLABLE_EVENT_TYPES = [
  'order.shipped',
  'order.status_changed',
  'order_return.inspected',
  'inbound_shipment.processed',
  ...INTERNAL_EVENT_TYPES,
] as const;

const at = (v: unknown, fallback: Date) => (typeof v === 'string' && v ? new Date(v) : fallback);

/**
 * The work that a batch of outbox events did (docs/decisions/billing.md "What is charged"):
 * - an order's shipping (`order.shipped`, or `order.status_changed` to cancelled after a partial shipment),
 *   once its shipments cover every line: `outbound_order` 1, `outbound_unit` per unit after the first,
 *   `outbound_parcel` per parcel, all referencing the order;
 * - a return's arrival (`return`), each inspected line (`return_line`), each photo (`return_photo`);
 * - an extra service marked done (`service:<code>`, its quantity or 1 for a flat service);
 * - receiving (`inbound_shipment.processed` of a merchant's notice: `inbound_notice`, `inbound_box`, `inbound_unit`);
 * - a merchant's day of storage (`work.stock_day_written`: `storage_unit_day`, `storage_location_day:<kind>`).
 * Events of other types do no billable work. Reading the same events again gives the same work.
 */
export async function workOfEvents(tx: DbOrTx, events: readonly BillableEvent[]): Promise<Work[]> {
  const work: Work[] = [];
  const orderEvents = new Map<string, BillableEvent>();
  const stockDays: BillableEvent[] = [];
  for (const e of events) {
    const d = e.data;
    switch (e.type) {
      case 'order.shipped':
        orderEvents.set(d.order_id, e);
        break;
      case 'order.status_changed':
        if (d.status === 'cancelled') orderEvents.set(d.order_id, e);
        break;
      case 'order_return.inspected':
        work.push({
          merchantId: e.merchantId,
          fee: 'return_line',
          quantity: 1,
          referenceType: 'order_return_item',
          referenceId: d.item_id,
          subjectType: 'order_return',
          subjectId: d.order_return_id,
          description: null,
          occurredAt: at(d.inspected_at, e.createdAt),
          eventId: e.id,
        });
        break;
      case 'work.return_arrived':
        work.push({
          merchantId: e.merchantId,
          fee: 'return',
          quantity: 1,
          referenceType: 'order_return',
          referenceId: d.order_return_id,
          subjectType: 'order_return',
          subjectId: d.order_return_id,
          description: null,
          occurredAt: at(d.arrived_at, e.createdAt),
          eventId: e.id,
        });
        break;
      case 'work.return_photo_added':
        work.push({
          merchantId: e.merchantId,
          fee: 'return_photo',
          quantity: 1,
          referenceType: 'return_attachment',
          referenceId: d.attachment_id,
          subjectType: 'order_return',
          subjectId: d.order_return_id,
          description: null,
          occurredAt: at(d.uploaded_at, e.createdAt),
          eventId: e.id,
        });
        break;
      case 'work.extra_service_completed': {
        const onOrder = d.subject === 'order';
        const parent = onOrder ? d.order_id : d.order_return_id;
        if (!d.service?.code) break; // a catalog row without a code has no fee to price it by
        work.push({
          merchantId: e.merchantId,
          fee: serviceFee(d.service.code),
          quantity: Number(d.quantity ?? 1) || 1,
          referenceType: onOrder ? 'order_extra_service' : 'order_return_extra_service',
          referenceId: `${parent}:${d.attachment_id}`,
          subjectType: onOrder ? 'order' : 'order_return',
          subjectId: parent,
          description: d.service.name ?? null,
          occurredAt: at(d.completed_at, e.createdAt),
          eventId: e.id,
        });
        break;
      }
      case 'inbound_shipment.processed':
        work.push(...receivingWork(e));
        break;
      case 'work.stock_day_written':
        stockDays.push(e);
        break;
    }
  }
  if (orderEvents.size) work.push(...(await shippingWork(tx, orderEvents)));
  if (stockDays.length) work.push(...(await storageWork(tx, stockDays)));
  return work;
}

/**
 * Receiving fees of a merchant's own notice, from its `inbound_shipment.processed` (server/inbound close-summary):
 * the notice once; its boxes received (counted box by box), or when none was counted by box the boxes registered
 * at the dock; its units received (damaged and expired included: they were counted). A return's or a split's
 * inbound shipment is no receiving. The flat shape (`boxes_received`, lines' `quantity`) is read too.
 */
function receivingWork(e: BillableEvent): Work[] {
  const d = e.data;
  if (d.source === 'order_return' || d.source === 'product_split' || d.source === 'split') return [];
  const count = (v: unknown) => (Number.isFinite(Number(v)) ? Math.max(0, Math.trunc(Number(v))) : 0);
  const boxes =
    d.boxes && typeof d.boxes === 'object'
      ? count(d.boxes.received) || count(d.boxes.arrived)
      : count(d.boxes_received ?? d.boxes ?? d.box_count);
  const units =
    d.units && typeof d.units === 'object'
      ? count(d.units.received)
      : Array.isArray(d.lines)
        ? d.lines.reduce((s: number, l: any) => s + count(l.received_quantity ?? l.quantity), 0)
        : count(d.units_received);
  const base = {
    merchantId: e.merchantId,
    referenceType: 'inbound_shipment',
    referenceId: d.inbound_shipment_id as string,
    subjectType: 'inbound_shipment',
    subjectId: d.inbound_shipment_id as string,
    description: null,
    occurredAt: at(d.processed_at, e.createdAt),
    eventId: e.id,
  };
  return [
    { ...base, fee: 'inbound_notice', quantity: 1 },
    ...(boxes > 0 ? [{ ...base, fee: 'inbound_box', quantity: boxes }] : []),
    ...(units > 0 ? [{ ...base, fee: 'inbound_unit', quantity: units }] : []),
  ];
}

/**
 * The shipping work of orders whose shipments are complete (every warehouse line shipped), or that were
 * cancelled after something shipped: one statement for the batch's orders.
 */
async function shippingWork(tx: DbOrTx, byOrder: Map<string, BillableEvent>): Promise<Work[]> {
  const ids = [...byOrder.keys()].filter((id) => typeof id === 'string');
  if (!ids.length) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Through shipments (indexed by order) to their units (indexed by shipment).
  const res = await tx.execute(sql`
    with su as (
      select s.order_id, u.order_item_id, count(*)::int as n
        from shipments s join shipment_units u on u.shipment_id = s.id
       where s.order_id in (${list})
       group by s.order_id, u.order_item_id),
    sh as (
      select order_id, sum(jsonb_array_length(parcels))::int as parcels, max(shipped_at) as last_shipped_at
        from shipments where order_id in (${list}) group by order_id)
    select o.id, o.merchant_id, o.status,
           coalesce((select sum(n) from su where su.order_id = o.id), 0)::int as units,
           coalesce(sh.parcels, 0) as parcels, sh.last_shipped_at,
           not exists (
             select 1 from order_items i
              where i.order_id = o.id and i.fulfillment_by = 'provider'
                and ceil(i.quantity) > coalesce((select n from su where su.order_item_id = i.id), 0)
           ) as complete
      from orders o left join sh on sh.order_id = o.id
     where o.id in (${list})`);
  const work: Work[] = [];
  for (const r of res.rows as {
    id: string;
    merchant_id: string;
    status: string;
    units: number;
    parcels: number;
    last_shipped_at: string | Date | null;
    complete: boolean;
  }[]) {
    const units = Number(r.units);
    if (units === 0 || !r.last_shipped_at) continue;
    if (!r.complete && r.status !== 'cancelled') continue;
    const e = byOrder.get(r.id)!;
    const base = {
      merchantId: r.merchant_id,
      referenceType: 'order',
      referenceId: r.id,
      subjectType: 'order',
      subjectId: r.id,
      description: null,
      occurredAt: new Date(r.last_shipped_at),
      eventId: e.id,
    };
    work.push({ ...base, fee: 'outbound_order', quantity: 1 });
    if (units > 1) work.push({ ...base, fee: 'outbound_unit', quantity: units - 1 });
    if (Number(r.parcels) > 0) work.push({ ...base, fee: 'outbound_parcel', quantity: Number(r.parcels) });
  }
  return work;
}
