// Returns for the fault scenarios: a return whose original order has a full address (so a label can be made).
import { randomUUID } from 'node:crypto';
import { CUSTOMER } from './order-load.mjs';

/** An order and a return of it, through the API; resolves to the return. */
export async function labelReturn(merchant) {
  const order = await merchant.api('POST', '/v1/orders', {
    body: { order: { merchants_id: `LBL-${randomUUID().slice(0, 8)}`, customer: CUSTOMER } },
  });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
  const ret = await merchant.api('POST', '/v1/order-returns', {
    body: { order_return: { original_order: { id: order.body.order.id } } },
  });
  if (ret.status !== 201) throw new Error(`return: ${ret.status} ${JSON.stringify(ret.body)}`);
  return ret.body.order_return;
}

/** Polls the return's label until it is complete or failed, or the time is up; resolves to the label. */
export async function waitForLabel(merchant, returnId, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let label = null;
  while (Date.now() < until) {
    const res = await merchant.api('GET', `/v1/order-returns/${returnId}/return-label`);
    if (res.status === 200) label = res.body.return_label;
    if (['complete', 'failed'].includes(label?.status)) return label;
    await new Promise((r) => setTimeout(r, 500));
  }
  return label;
}
