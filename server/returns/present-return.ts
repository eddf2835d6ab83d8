import type { OrderReturn, OrderReturnItem } from '@/db/schema';
import { LINE_DEFAULTS, takesLineDecisions, type DecisionCode, type LineDecisionCode } from './return-states';
import type { ReturnDto, ReturnSummaryDto } from './schemas';

const ref = (id: string | null) => (id ? { id } : null);

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
  };
}

/**
 * A line's effective decision (04 E9): under to_shelf and resend_as_new the explicit one or the default;
 * under destroy and resend_as_it_is (or before any decision) null.
 */
export function effectiveLineDecision(
  wholeCode: string | null,
  item: Pick<OrderReturnItem, 'decisionCode' | 'restockAsProductId'>,
) {
  if (!takesLineDecisions(wholeCode)) return null;
  const code = (item.decisionCode as LineDecisionCode | null) ?? LINE_DEFAULTS[wholeCode]!;
  return { code, restock_as_product: code === 'to_shelf' ? ref(item.restockAsProductId) : null };
}

export function toReturnDto(r: OrderReturn, items: OrderReturnItem[]): ReturnDto {
  return {
    ...toReturnSummary(r),
    items: items.map((it) => ({
      id: it.id,
      product: { id: it.productId },
      quantity: Number(it.quantity),
      original_order: ref(it.originalOrderId),
      merchant_decision: effectiveLineDecision(r.merchantDecisionCode, it),
      services: [],
    })),
    services: [],
  };
}
