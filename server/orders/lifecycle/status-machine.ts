import { AppError, type ErrorCode } from '@/server/core/errors';
import type { OrderStatus } from '@/server/orders/schemas';

/**
 * The order lifecycle (01 §3, 04 B1-B2) as one table: every status change of an order goes through
 * assertTransition, so the API, the portal and the jobs cannot disagree.
 */
export type OrderAction =
  | 'confirm'
  | 'reserve_waiting'
  | 'cancel'
  | 'delete'
  | 'edit'
  | 'start_picking'
  | 'ship'
  | 'report_problem'
  | 'resolve_problem'
  | 'return_arrived'
  | 'return_completed';

const TABLE: Record<
  OrderAction,
  { from: readonly OrderStatus[]; to: readonly OrderStatus[]; refused: ErrorCode }
> = {
  // draft/passive -> confirmed, or waiting_products when stock is short (B2)
  confirm: {
    from: ['draft', 'passive'],
    to: ['confirmed', 'waiting_products'],
    refused: 'ORDER_NOT_CONFIRMABLE',
  },
  // the waiting-orders job: waiting_products -> confirmed once stock could be reserved
  reserve_waiting: { from: ['waiting_products'], to: ['confirmed'], refused: 'ORDER_NOT_CONFIRMABLE' },
  cancel: {
    from: ['draft', 'passive', 'confirmed', 'waiting_products', 'problem'],
    to: ['cancelled'],
    refused: 'ORDER_NOT_CANCELLABLE',
  },
  delete: { from: ['draft', 'cancelled'], to: ['deleted'], refused: 'ORDER_NOT_DELETABLE' },
  // editing a confirmed or waiting order re-runs the reservation and may swap these two
  edit: {
    from: ['draft', 'passive', 'confirmed', 'waiting_products', 'problem'],
    to: ['draft', 'passive', 'confirmed', 'waiting_products', 'problem'],
    refused: 'ORDER_NOT_EDITABLE',
  },
  // Outbound (docs/decisions/outbound.md): the warehouse starts picking a confirmed order; the order is
  // processed once its shipments cover every line it holds stock for.
  start_picking: { from: ['confirmed'], to: ['processing'], refused: 'ORDER_NOT_PICKABLE' },
  ship: { from: ['processing'], to: ['processing', 'processed'], refused: 'ORDER_NOT_SHIPPABLE' },
  // a pick failed with no replacement unit, or the address is unusable: back to the merchant / stock
  report_problem: {
    from: ['processing'],
    to: ['processing', 'problem'],
    refused: 'ORDER_PROBLEM_NOT_REPORTABLE',
  },
  // stock arrived and every line is reserved again (an edit by the merchant goes through `edit`)
  resolve_problem: { from: ['problem'], to: ['confirmed'], refused: 'ORDER_PROBLEM_NOT_RESOLVABLE' },
  // a return of the shipped order arrives at the warehouse / its returns cover every shipped unit
  return_arrived: { from: ['processed'], to: ['returning'], refused: 'ORDER_NOT_SHIPPABLE' },
  return_completed: { from: ['processed', 'returning'], to: ['returned'], refused: 'ORDER_NOT_SHIPPABLE' },
};

export function canDo(action: OrderAction, from: string): boolean {
  return (TABLE[action].from as readonly string[]).includes(from);
}

/** Throws the action's 409 when `from` does not allow it, or when `to` is not a target of the action. */
export function assertTransition(action: OrderAction, from: string, to?: OrderStatus): void {
  const rule = TABLE[action];
  if (!canDo(action, from)) {
    throw new AppError(rule.refused, undefined, { details: { status: from } });
  }
  if (to !== undefined && !rule.to.includes(to))
    throw new Error(`order transition ${action}: ${from} -> ${to} is not in the table`);
}

/** Statuses whose reserved stock is held by the order. */
export const HOLDS_STOCK: readonly OrderStatus[] = ['confirmed', 'problem'];

/**
 * Statuses of an order whose goods have left the warehouse: `processed` (picked, packed and handed to the
 * carrier) and what can only follow it, `returning` and `returned`. `processing` is still inside (being picked).
 * The dashboard's shipped units and return rates count the lines of these orders.
 */
export const SHIPPED_STATUSES: readonly OrderStatus[] = ['processed', 'returning', 'returned'];
