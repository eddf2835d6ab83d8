import { AppError, type ErrorCode } from '@/server/core/errors';

/**
 * The order-return lifecycle (02 §3, 04 C5, C6) as one table: every status change of a return, from the API,
 * the warehouse routes or the portal, goes through `assertTransition` inside the writing transaction.
 */
export const RETURN_STATUSES = [
  'preinfo_received',
  'pending_merchant_decision',
  'accepted',
  'processing',
  'processed',
  'deleted',
  // legacy, informational only (04 C6)
  'pending',
  'resend_pending',
  'restocking_pending',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Every status but `processed` and `deleted`: the returns the warehouse still has to handle (expected, arrived,
 * decided, released), as a list filter value.
 */
export const OPEN_RETURN_STATUS_LIST = RETURN_STATUSES.filter((s) => s !== 'processed' && s !== 'deleted');
export const OPEN_RETURN_STATUSES = OPEN_RETURN_STATUS_LIST.join(',');

/** Every status but `deleted` (a cancelled return): the returns the dashboard counts, as a list filter value. */
export const NOT_CANCELLED_RETURN_STATUSES = RETURN_STATUSES.filter((s) => s !== 'deleted').join(',');

/** Which door a return came through: the API, the portal, or the customer page (an approved return request). */
export const RETURN_ORIGINS = ['api', 'portal', 'customer_page'] as const;
export type ReturnOrigin = (typeof RETURN_ORIGINS)[number];

export const RETURN_TYPES = ['customer_return', 'agent_return'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export type ReturnTransition = 'arrive' | 'decide' | 'release' | 'complete' | 'cancel';

interface TransitionRule {
  from: readonly ReturnStatus[];
  to: ReturnStatus;
  /** The 409 answered when the return is in any other status. */
  refusal: ErrorCode;
}

export const RETURN_TRANSITIONS: Record<ReturnTransition, TransitionRule> = {
  arrive: {
    from: ['preinfo_received'],
    to: 'pending_merchant_decision',
    refusal: 'ORDER_RETURN_NOT_ARRIVABLE',
  },
  // re-deciding while accepted replaces the decision (02 §3.1 rule 2-3)
  decide: {
    from: ['pending_merchant_decision', 'accepted'],
    to: 'accepted',
    refusal: 'ORDER_RETURN_NOT_DECIDABLE',
  },
  release: { from: ['accepted'], to: 'processing', refusal: 'ORDER_RETURN_NOT_RELEASABLE' },
  complete: { from: ['processing'], to: 'processed', refusal: 'ORDER_RETURN_NOT_COMPLETABLE' },
  cancel: { from: ['preinfo_received', 'pending'], to: 'deleted', refusal: 'ORDER_RETURN_NOT_CANCELLABLE' },
};

/**
 * What a return's lines allow in each status, without changing it: the merchant edits return reasons until the
 * parcel arrives; the warehouse inspects lines from arrival until release (inspections then feed the release).
 */
export type ReturnLineAction = 'edit_reason' | 'inspect';
export const RETURN_LINE_ACTIONS: Record<
  ReturnLineAction,
  { in: readonly ReturnStatus[]; refusal: ErrorCode }
> = {
  edit_reason: { in: ['preinfo_received', 'pending'], refusal: 'ORDER_RETURN_NOT_EDITABLE' },
  inspect: { in: ['pending_merchant_decision', 'accepted'], refusal: 'ORDER_RETURN_NOT_INSPECTABLE' },
};

export function canActOnLines(status: string, action: ReturnLineAction): boolean {
  return (RETURN_LINE_ACTIONS[action].in as readonly string[]).includes(status);
}

/** Throws the action's documented 409 unless the return's status allows it. */
export function assertLineAction(status: string, action: ReturnLineAction): void {
  if (!canActOnLines(status, action)) {
    throw new AppError(RETURN_LINE_ACTIONS[action].refusal, undefined, { details: { status } });
  }
}

export function canTransition(status: string, transition: ReturnTransition): boolean {
  return (RETURN_TRANSITIONS[transition].from as readonly string[]).includes(status);
}

/** Throws the transition's documented 409 unless `status` allows it; returns the target status. */
export function assertTransition(status: string, transition: ReturnTransition): ReturnStatus {
  const rule = RETURN_TRANSITIONS[transition];
  if (!canTransition(status, transition)) {
    throw new AppError(rule.refusal, undefined, { details: { status } });
  }
  return rule.to;
}

/** Whole-return decision codes and the line codes each allows, with the default line code (02 §3.1). */
export const DECISION_CODES = ['resend_as_it_is', 'destroy', 'to_shelf', 'resend_as_new'] as const;
export type DecisionCode = (typeof DECISION_CODES)[number];
export const LINE_DECISION_CODES = ['to_shelf', 'resend', 'destroy'] as const;
export type LineDecisionCode = (typeof LINE_DECISION_CODES)[number];

export const LINE_DEFAULTS: Record<DecisionCode, LineDecisionCode | null> = {
  resend_as_it_is: null,
  destroy: null,
  to_shelf: 'to_shelf',
  resend_as_new: 'resend',
};

export function takesLineDecisions(code: string | null): code is 'to_shelf' | 'resend_as_new' {
  return code === 'to_shelf' || code === 'resend_as_new';
}

/** Return-label lifecycle (02 §2.4, 04 C3). A new request may start only when no request is open. */
export const LABEL_STATUSES = ['pending', 'processing', 'complete', 'failed'] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

export const LABEL_TRANSITIONS: Record<LabelStatus, readonly LabelStatus[]> = {
  pending: ['processing', 'failed'],
  processing: ['complete', 'failed'],
  complete: [],
  failed: [],
};

export const OPEN_LABEL_STATUSES: readonly LabelStatus[] = ['pending', 'processing'];

export function canMoveLabel(from: string, to: LabelStatus): boolean {
  return (LABEL_TRANSITIONS[from as LabelStatus] ?? []).includes(to);
}

/** Why a line came back (return reasons): `other` needs a note. */
export const RETURN_REASON_CODES = [
  'damaged_in_transit',
  'defective',
  'wrong_item_sent',
  'not_as_described',
  'size_too_small',
  'size_too_large',
  'no_longer_needed',
  'arrived_too_late',
  'unwanted_gift',
  'other',
] as const;
export type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

/** What the warehouse's inspection found a line in. Only the sellable ones go back on the shelf as free stock. */
export const INSPECTION_CONDITIONS = [
  'sellable',
  'opened_sellable',
  'damaged',
  'defective',
  'missing',
  'wrong_item',
] as const;
export type InspectionCondition = (typeof INSPECTION_CONDITIONS)[number];
export const SELLABLE_CONDITIONS: readonly InspectionCondition[] = ['sellable', 'opened_sellable'];

/**
 * The exchange's lifecycle (docs/decisions/returns.md, Exchanges): the outgoing order is a draft while the
 * exchange is `waiting` or `held`, is confirmed when it is `released`, and cancelled with it. Every change goes
 * through `assertExchangeTransition` after the return's row lock; the 409 names the status that refused it.
 */
export const EXCHANGE_STATUSES = ['waiting', 'held', 'released', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const EXCHANGE_RELEASES = ['on_registration', 'on_arrival', 'on_inspection'] as const;
export type ExchangeRelease = (typeof EXCHANGE_RELEASES)[number];

export type ExchangeTransition = 'hold' | 'release' | 'cancel' | 'edit';
export const EXCHANGE_TRANSITIONS: Record<
  ExchangeTransition,
  { from: readonly ExchangeStatus[]; to: ExchangeStatus | null }
> = {
  // a bad inspection holds a waiting exchange; the merchant then releases or cancels it by hand
  hold: { from: ['waiting'], to: 'held' },
  release: { from: ['waiting', 'held'], to: 'released' },
  cancel: { from: ['waiting', 'held'], to: 'cancelled' },
  // the exchange lines change until the order leaves (the status stays)
  edit: { from: ['waiting', 'held'], to: null },
};
const EXCHANGE_REFUSALS: Record<ExchangeStatus, ErrorCode> = {
  waiting: 'ORDER_RETURN_EXCHANGE_NOT_FOUND',
  held: 'ORDER_RETURN_EXCHANGE_NOT_FOUND',
  released: 'ORDER_RETURN_EXCHANGE_RELEASED',
  cancelled: 'ORDER_RETURN_EXCHANGE_CANCELLED',
};

export function canMoveExchange(status: string | null, transition: ExchangeTransition): boolean {
  return (EXCHANGE_TRANSITIONS[transition].from as readonly (string | null)[]).includes(status);
}

/** Throws 404 when the return has no exchange, else the 409 of its status unless it allows the transition. */
export function assertExchangeTransition(
  status: string | null,
  transition: ExchangeTransition,
): ExchangeStatus | null {
  if (!status) throw new AppError('ORDER_RETURN_EXCHANGE_NOT_FOUND');
  if (!canMoveExchange(status, transition))
    throw new AppError(
      EXCHANGE_REFUSALS[status as ExchangeStatus] ?? 'ORDER_RETURN_EXCHANGE_RELEASED',
      undefined,
      {
        details: { exchange_status: status },
      },
    );
  return EXCHANGE_TRANSITIONS[transition].to;
}

/** Conditions an inspection may find that hold an exchange (the merchant decides by hand). */
export const HOLDING_CONDITIONS: readonly InspectionCondition[] = [
  'damaged',
  'defective',
  'missing',
  'wrong_item',
];
