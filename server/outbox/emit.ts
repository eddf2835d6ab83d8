import type { DbOrTx } from '@/db/client';
import { outboxEvents } from '@/db/schema';
import { newId } from '@/server/core/ids';
import { now } from '@/server/core/clock';

/**
 * Event types a webhook endpoint can subscribe to (05 §5, E14). Returns' statuses send no webhooks (02 §6):
 * clients poll them. Return events are additions past the spec: `order_return.inspected`, when the warehouse
 * records a line's condition and received quantity (docs/decisions/returns.md), which no poll of the status
 * would show, and an exchange's `order_return.exchange_held` / `exchange_released` / `exchange_cancelled`, which
 * say whether its order may leave. A customer's return request sends `return_request.created` and, once
 * approved or declined, `return_request.decided`. An approved cycle count sends `product.stock_counted` for
 * each product it counted (docs/decisions/stock-ledger.md §3). A merchant's inbound notice sends
 * `inbound_shipment.arrived` when the warehouse registers it at the dock and `inbound_shipment.processed` when
 * its receipt is closed (a split's shipment sends none, 04 D4).
 */
export const EVENT_TYPES = [
  'product.inventory_changed',
  'product.stock_counted',
  'inbound_shipment.arrived',
  'inbound_shipment.processed',
  'order.created',
  'order.status_changed',
  'order.shipped',
  'order_return.inspected',
  'order_return.exchange_held',
  'order_return.exchange_released',
  'order_return.exchange_cancelled',
  'return_request.created',
  'return_request.decided',
  'invoice.issued',
  'invoice.paid',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * Events of the warehouse's work that only the outbox's own subscribers read (billing's charges): never
 * subscribable, never delivered as webhooks, never listed in the events feed (returns send no webhooks, 02 §6).
 * `work.stock_day_written`: a day's stock figures of a merchant were written (the storage the day is charged by).
 */
export const INTERNAL_EVENT_TYPES = [
  'work.return_arrived',
  'work.return_photo_added',
  'work.extra_service_completed',
  'work.stock_day_written',
] as const;
export type InternalEventType = (typeof INTERNAL_EVENT_TYPES)[number];

/**
 * Writes an event to the outbox inside the caller's transaction (05 §5): it exists exactly when the change
 * that caused it commits. The dispatcher hands it on later to the outbox's subscribers (dispatch.ts).
 * Events with the same orderingKey (e.g. a product id) are delivered in order.
 */
export interface NewEvent {
  merchantId: string;
  type: EventType | InternalEventType;
  orderingKey: string;
  data: Record<string, unknown>;
}

export async function emitEvent(tx: DbOrTx, event: NewEvent): Promise<string> {
  const row = outboxRow(event);
  await tx.insert(outboxEvents).values(row);
  return row.id;
}

/** The outbox row of an event (for callers that write it within a larger statement). */
export function outboxRow(event: NewEvent) {
  const id = `evt_${newId()}`;
  return {
    id,
    merchantId: event.merchantId,
    type: event.type,
    orderingKey: event.orderingKey,
    payload: { id, type: event.type, created_at: now().toISOString(), data: event.data },
  };
}
