import { AppError, type ErrorCode } from '@/server/core/errors';

/**
 * The lifecycle of a merchant's notice (docs/decisions/inbound.md) as one table: every status change, from the
 * merchant API, the warehouse API, the portal or a simulation, goes through `assertNoticeTransition` inside
 * the transaction that writes it, after the notice's row lock (lock-notice.ts).
 *
 *   announced -> arrived (registered at the dock) -> receiving (first count) -> processed (closed)
 *   announced -> cancelled
 *
 * The shipments other operations create (a split's `processed`, a released return's `pending` until it
 * completes) are not notices: none of these transitions applies to them.
 */
export const NOTICE_STATUSES = ['announced', 'arrived', 'receiving', 'processed', 'cancelled'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** Every status an inbound shipment can show: a notice's, and `pending` of a return's shipment. */
export const INBOUND_STATUSES = [...NOTICE_STATUSES, 'pending'] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];

/** Where an inbound shipment comes from. */
export const INBOUND_SOURCES = ['notice', 'product_split', 'order_return'] as const;
export type InboundSource = (typeof INBOUND_SOURCES)[number];

/** The notices the warehouse still has to receive: its queue's default. */
export const OPEN_NOTICE_STATUSES: readonly NoticeStatus[] = ['announced', 'arrived', 'receiving'];

export type NoticeTransition = 'edit' | 'cancel' | 'arrive' | 'receive' | 'photograph' | 'close';

interface Rule {
  from: readonly NoticeStatus[];
  /** The status after it (null: the status stays, e.g. an edit; `receive` moves arrived -> receiving). */
  to: NoticeStatus | null;
  /** The 409 answered from the statuses not listed, unless `refusals` names another for one of them. */
  refusal: ErrorCode;
  refusals?: Partial<Record<NoticeStatus, ErrorCode>>;
}

export const NOTICE_TRANSITIONS: Record<NoticeTransition, Rule> = {
  edit: { from: ['announced'], to: null, refusal: 'INBOUND_SHIPMENT_NOT_EDITABLE' },
  cancel: { from: ['announced'], to: 'cancelled', refusal: 'INBOUND_SHIPMENT_NOT_CANCELLABLE' },
  arrive: {
    from: ['announced'],
    to: 'arrived',
    refusal: 'INBOUND_SHIPMENT_NOT_ARRIVABLE',
    refusals: { processed: 'INBOUND_SHIPMENT_CLOSED' },
  },
  receive: {
    from: ['arrived', 'receiving'],
    to: 'receiving',
    refusal: 'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    refusals: { processed: 'INBOUND_SHIPMENT_CLOSED' },
  },
  // A photo of what came (damage, a wet box): while the delivery is at the dock or being counted.
  photograph: {
    from: ['arrived', 'receiving'],
    to: null,
    refusal: 'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    refusals: { processed: 'INBOUND_SHIPMENT_CLOSED' },
  },
  close: {
    from: ['arrived', 'receiving'],
    to: 'processed',
    refusal: 'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    refusals: { processed: 'INBOUND_SHIPMENT_CLOSED' },
  },
};

export function canMoveNotice(status: string, transition: NoticeTransition): boolean {
  return (NOTICE_TRANSITIONS[transition].from as readonly string[]).includes(status);
}

/**
 * Throws the transition's 409 unless a notice in `status` allows it; returns the status after it. A shipment
 * that is not a notice (`source`) refuses every transition with the rule's general refusal.
 */
export function assertNoticeTransition(
  notice: { status: string; source: string },
  transition: NoticeTransition,
): NoticeStatus {
  const rule = NOTICE_TRANSITIONS[transition];
  if (notice.source !== 'notice' || !canMoveNotice(notice.status, transition)) {
    const code =
      notice.source === 'notice'
        ? (rule.refusals?.[notice.status as NoticeStatus] ?? rule.refusal)
        : rule.refusal;
    throw new AppError(code, undefined, { details: { status: notice.status } });
  }
  return rule.to ?? (notice.status as NoticeStatus);
}
