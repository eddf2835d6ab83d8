import type { OrderReturn, OrderReturnItem } from '@/db/schema';
import {
  LINE_DEFAULTS,
  takesLineDecisions,
  type DecisionCode,
  type InspectionCondition,
  type LineDecisionCode,
  type ReturnReasonCode,
} from './return-states';
import type { ReturnDto, ReturnSummaryDto } from './schemas';

const ref = (id: string | null) => (id ? { id } : null);
const num = (v: number | string | null) => (v === null ? null : Number(v));

/** A return as the API shows it (02 §2.1) without items and services: the list shape (02 §4.2). */
export function toReturnSummary(r: OrderReturn, opts: { withMerchant?: boolean } = {}): ReturnSummaryDto {
  return {
    id: r.id,
    name: r.name,
    type: r.type as ReturnSummaryDto['type'],
    status: r.status as ReturnSummaryDto['status'],
    remarks: r.remarks,
    original_order: ref(r.originalOrderId),
    merchant_reference: r.merchantReference,
    handling_instructions: r.handlingInstructions,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    inbound_shipment: ref(r.inboundShipmentId),
    merchant_decision: r.merchantDecisionCode ? { code: r.merchantDecisionCode as DecisionCode } : null,
    warehouse_location: ref(r.warehouseLocationId),
    resend_order: ref(r.resendOrderId),
    tracking_codes: r.trackingCodes ?? null,
    ...(opts.withMerchant ? { merchant_id: r.merchantId } : {}),
    return_reasons: (r.reasonCodes ?? []) as ReturnReasonCode[],
    discrepancy: r.hasDiscrepancy,
    origin: r.origin as ReturnSummaryDto['origin'],
    exchange_order: ref(r.exchangeOrderId),
    exchange_release: (r.exchangeRelease as ReturnSummaryDto['exchange_release']) ?? null,
    exchange_status: (r.exchangeStatus as ReturnSummaryDto['exchange_status']) ?? null,
  };
}

/** A merchant's default line decision per inspection condition (return_condition_defaults). */
export type ConditionDefaults = ReadonlyMap<string, LineDecisionCode>;
export const NO_CONDITION_DEFAULTS: ConditionDefaults = new Map();

/** Whether a whole decision allows a line code (02 §3.1: resend only under resend_as_new). */
function allows(wholeCode: 'to_shelf' | 'resend_as_new', code: LineDecisionCode): boolean {
  return code !== 'resend' || wholeCode === 'resend_as_new';
}

/**
 * A line's effective decision (04 E9): under to_shelf and resend_as_new the explicit one, else the merchant's
 * default for the condition the inspection found (where the whole code allows it), else the whole code's
 * default; under destroy and resend_as_it_is (or before any decision) null.
 */
export function effectiveLineDecision(
  wholeCode: string | null,
  item: Pick<OrderReturnItem, 'decisionCode' | 'restockAsProductId' | 'inspectionCondition'>,
  defaults: ConditionDefaults = NO_CONDITION_DEFAULTS,
) {
  if (!takesLineDecisions(wholeCode)) return null;
  const byCondition = item.inspectionCondition ? defaults.get(item.inspectionCondition) : undefined;
  const code =
    (item.decisionCode as LineDecisionCode | null) ??
    (byCondition && allows(wholeCode, byCondition) ? byCondition : LINE_DEFAULTS[wholeCode]!);
  return { code, restock_as_product: code === 'to_shelf' ? ref(item.restockAsProductId) : null };
}

export function toReturnItemDto(
  r: Pick<OrderReturn, 'merchantDecisionCode'>,
  it: OrderReturnItem,
  defaults: ConditionDefaults = NO_CONDITION_DEFAULTS,
): ReturnDto['items'][number] {
  return {
    id: it.id,
    product: { id: it.productId },
    quantity: Number(it.quantity),
    original_order: ref(it.originalOrderId),
    merchant_decision: effectiveLineDecision(r.merchantDecisionCode, it, defaults),
    services: [],
    return_reason: it.returnReasonCode
      ? { code: it.returnReasonCode as ReturnReasonCode, note: it.returnReasonNote }
      : null,
    expected_quantity: num(it.expectedQuantity),
    received_quantity: num(it.receivedQuantity),
    inspection:
      it.inspectionCondition && it.inspectedAt
        ? {
            received_quantity: Number(it.receivedQuantity ?? 0),
            condition: it.inspectionCondition as InspectionCondition,
            note: it.inspectionNote,
            inspected_at: it.inspectedAt.toISOString(),
            inspected_by: it.inspectedBy,
          }
        : null,
    exchange: it.exchangeProductId
      ? { product: { id: it.exchangeProductId }, quantity: Number(it.exchangeQuantity) }
      : null,
  };
}

export function toReturnDto(
  r: OrderReturn,
  items: OrderReturnItem[],
  defaults: ConditionDefaults = NO_CONDITION_DEFAULTS,
): ReturnDto {
  return {
    ...toReturnSummary(r),
    items: items.map((it) => toReturnItemDto(r, it, defaults)),
    services: [],
  };
}
