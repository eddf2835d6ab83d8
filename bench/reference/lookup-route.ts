/**
 * Reference for the orders benchmark (bench/orders.mjs), not part of the product: the least a Next.js route
 * handler can do for a replay. It parses the body and looks the Idempotency-Key up by its primary key with one
 * prepared statement; no auth, order or lines. bench/run.mjs copies it to app/bench-reference/lookup/route.ts
 * for the benchmark's build only.
 */
import { getDbHandle } from '@/db/client';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  const body = (await req.json()) as { order: object };
  const found = await (
    await getDbHandle()
  ).pool!.query({
    name: 'bench_reference_lookup',
    text: 'select * from idempotency_keys where merchant_id = $1 and operation = $2 and key = $3',
    values: [req.headers.get('x-provider-merchant-id'), 'create_order', req.headers.get('idempotency-key')],
  });
  return Response.json({ order: { found: found.rowCount, ...body.order } }, { status: 201 });
}
