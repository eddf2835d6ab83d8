/**
 * The Medusa v2 HTTP API calls of the peer comparison (bench/peer/medusa.mjs): an admin token, a draft order of
 * 3 lines, and a storefront checkout (cart, 3 line items, address, shipping method, payment collection and
 * session with the system payment provider, complete), each as one request list that autocannon can replay.
 */

export const ADDRESS = {
  first_name: 'Bench',
  last_name: 'Customer',
  address_1: 'Jungfernstieg 1',
  city: 'Hamburg',
  postal_code: '20095',
  country_code: 'de',
  phone: '+49401234567',
};

async function call(base, method, path, { headers = {}, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Medusa ${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** A bearer token of an admin user (`medusa user -e … -p …`). */
export async function adminToken(base, email, password) {
  return (await call(base, 'POST', '/auth/user/emailpass', { body: { email, password } })).token;
}

/** The body of POST /admin/draft-orders: 3 lines of the seeded variants. */
export function draftOrderBody(seed) {
  return {
    region_id: seed.region_id,
    sales_channel_id: seed.sales_channel_id,
    email: 'bench@example.com',
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    items: seed.variant_ids.map((variant_id, i) => ({ variant_id, quantity: i + 1 })),
  };
}

/**
 * The storefront checkout as a list of steps: each gives method, path and body from the ids of the earlier
 * steps (`ctx`), and `keep` takes what the later ones need from its answer.
 */
export function checkoutSteps(seed) {
  const steps = [
    {
      method: 'POST',
      path: () => '/store/carts',
      body: () => ({ region_id: seed.region_id, sales_channel_id: seed.sales_channel_id }),
      keep: (r, ctx) => (ctx.cart = r.cart.id),
    },
    ...seed.variant_ids.map((variant_id, i) => ({
      method: 'POST',
      path: (ctx) => `/store/carts/${ctx.cart}/line-items`,
      body: () => ({ variant_id, quantity: i + 1 }),
    })),
    {
      method: 'POST',
      path: (ctx) => `/store/carts/${ctx.cart}`,
      body: () => ({ email: 'bench@example.com', shipping_address: ADDRESS, billing_address: ADDRESS }),
    },
    {
      method: 'POST',
      path: (ctx) => `/store/carts/${ctx.cart}/shipping-methods`,
      body: () => ({ option_id: seed.shipping_option_id }),
    },
    {
      method: 'POST',
      path: () => '/store/payment-collections',
      body: (ctx) => ({ cart_id: ctx.cart }),
      keep: (r, ctx) => (ctx.collection = r.payment_collection.id),
    },
    {
      method: 'POST',
      path: (ctx) => `/store/payment-collections/${ctx.collection}/payment-sessions`,
      body: () => ({ provider_id: 'pp_system_default' }),
    },
    {
      method: 'POST',
      path: (ctx) => `/store/carts/${ctx.cart}/complete`,
      body: () => ({}),
      keep: (r, ctx) => (ctx.order = r.type === 'order' ? r.order.id : null),
    },
  ];
  return steps;
}

/** One checkout with fetch (the check before the load, and the top-up of the list figure); the order id. */
export async function checkout(base, seed) {
  const headers = { 'x-publishable-api-key': seed.publishable_key };
  const ctx = {};
  for (const s of checkoutSteps(seed)) {
    const r = await call(base, s.method, s.path(ctx), { headers, body: s.body(ctx) });
    s.keep?.(r, ctx);
  }
  if (!ctx.order) throw new Error('Medusa checkout: complete gave no order');
  return ctx.order;
}
