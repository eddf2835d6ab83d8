import { addUnits, createProduct } from './data';
import type { MerchantFixture, OperatorFixture } from './fixtures';
import { CUSTOMER, line } from './order-helpers';

/** Outbound-test helpers: confirmed orders ready to pick, and the warehouse's calls on them. */
export async function stockedProduct(merchantId: string, units: number, location = 'A-01-1') {
  const p = await createProduct(merchantId, { gtin: null });
  if (units > 0) await addUnits(p.id, units, { location });
  return p;
}

export async function confirmedOrder(
  m: MerchantFixture,
  lines: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const res = await m.api('POST', '/v1/orders', {
    body: {
      order: {
        status: 'confirmed',
        customer: CUSTOMER,
        items: lines.map((l) => line(l.productId, l.quantity)),
        ...extra,
      },
    },
  });
  if (res.status !== 201 || res.body.order.status !== 'confirmed')
    throw new Error(`order not confirmed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order as { id: string; items: { id: string; quantity: number; product: { id: string } }[] };
}

export const startPicking = (op: OperatorFixture, orderId: string, opts = {}) =>
  op.api('POST', `/ops/v1/orders/${orderId}/_start-picking`, opts);

export function ship(
  op: OperatorFixture,
  orderId: string,
  items: { order_item_id: string; quantity: number }[],
  opts: { key?: string; extra?: Record<string, unknown>; merchant?: string } = {},
) {
  return op.api('POST', `/ops/v1/orders/${orderId}/shipments`, {
    body: { shipment: { carrier: 'posti', parcels: [{ weight_grams: 1200 }], items, ...(opts.extra ?? {}) } },
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
    merchant: opts.merchant,
  });
}

export const reportProblem = (op: OperatorFixture, orderId: string, problem: Record<string, unknown>) =>
  op.api('POST', `/ops/v1/orders/${orderId}/_report-problem`, { body: { problem } });
