import type { OrderReturn, OrderReturnItem } from '@/db/schema';
import {
  type DecisionCode,
  type InspectionCondition,
  type ReturnReasonCode,
} from '@/server/returns/return-states';
import type { ReturnDto, ReturnSummaryDto } from '@/server/returns/schemas';
import {
  NO_CONDITION_DEFAULTS,
  effectiveLineDecision,
  lineDiscrepancy,
  type ConditionDefaults,
} from '@/server/returns/lines/disposition';

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
    discrepancy: lineDiscrepancy(num(it.expectedQuantity), num(it.receivedQuantity)),
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
