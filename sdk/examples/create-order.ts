import { createClient, createOrder, type CreateOrderOptions } from '../index';

/**
 * Example: create an order that survives retries. The key is kept across attempts, so a 503 (the server's
 * deadline), a 429 or a dropped connection is retried without ever creating a second order.
 */
export async function createOrderExample(env: {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  merchantId: string;
  productId: string;
  onRetry?: CreateOrderOptions['onRetry'];
}) {
  const api = createClient(env);
  const { order, attempts, idempotencyKey } = await createOrder(
    api,
    {
      order: {
        merchants_id: `SHOP-${Date.now()}`,
        customer: { first_name: 'Anna', last_name: 'Virtanen', country_code: 'FI' },
        items: [{ product: { id: env.productId }, quantity: 1 }],
      },
    },
    { onRetry: env.onRetry, baseDelayMs: 50 },
  );
  // Every other call is typed from the API document too:
  const { data } = await api.GET('/v1/orders/{orderId}', { params: { path: { orderId: order.id } } });
  return { order: data!.order, attempts, idempotencyKey };
}
