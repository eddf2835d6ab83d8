import { randomBytes } from 'node:crypto';
import { opApi, productWithStock } from './stock-api';

/** Confirmed orders through the API for the outbound specs, each with a delivery method of their own run. */
export async function outboundOrders(count: number, opts: { quantity?: number } = {}) {
  const quantity = opts.quantity ?? 1;
  const method = `e2e-${randomBytes(4).toString('hex')}`;
  const product = await productWithStock({
    units: count * 2 * quantity,
    name: 'E2E outbound mug',
    location: 'E2E-OUT-1',
  });
  const orders: { id: string; ref: string }[] = [];
  for (let i = 0; i < count; i++) {
    const ref = `OB-${randomBytes(4).toString('hex').toUpperCase()}`;
    const { order } = await opApi('POST', '/v1/orders', {
      order: {
        status: 'confirmed',
        merchants_id: ref,
        requested_delivery_method: { code: method },
        customer: {
          first_name: 'Outi',
          last_name: 'Bound',
          address: 'Satamakatu 1',
          postal_code: '00160',
          city: 'Helsinki',
          country_code: 'FI',
        },
        items: [{ product: { id: product.id }, quantity }],
      },
    });
    orders.push({ id: order.id, ref });
  }
  return { product, orders, method };
}
