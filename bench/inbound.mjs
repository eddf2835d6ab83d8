/**
 * Inbound benchmark (docs/decisions/inbound.md): a notice of 500 boxes / 5000 lines created through the API,
 * and a receipt of 1000 units beside POST /ops/v1/stock-units of 1000 units, alternating in the same run (the
 * ratio is what counts: both put 1000 units into stock through the same code, the receipt also writes its
 * notice's records). `BENCH_ONLY=inbound npm run bench`; BENCH_INBOUND_ROUNDS (default 7) sets the rounds.
 */
import { api, benchMerchant, figure } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_INBOUND_ROUNDS ?? 7);
const m = await benchMerchant('Bench inbound merchant');
const asOp = { token: m.operatorToken, merchant: m.merchantId };
const asMerchant = { token: m.token, merchant: m.merchantId };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const products = [];
for (let i = 0; i < 10; i++) {
  const r = await api('POST', '/v1/products', {
    ...asMerchant,
    body: { product: { sku: `BENCH-IN-${Date.now()}-${i}`, name: `Bench inbound ${i}` } },
  });
  if (r.status !== 201) throw new Error(`product: ${r.status}`);
  products.push(r.body.product.id);
}

// 1. Notices of 500 boxes x 10 lines (5000 lines).
const noticeBody = (n) => ({
  inbound_shipment: {
    name: `Bench notice ${n}`,
    merchant_reference: `BENCH-${Date.now()}-${n}`,
    boxes: Array.from({ length: 500 }, () => ({
      lines: products.map((id) => ({ product: { id }, quantity: 2 })),
    })),
  },
});
const createTimes = [];
const notices = [];
for (let i = 0; i < ROUNDS; i++) {
  const body = noticeBody(i);
  const started = performance.now();
  const r = await api('POST', '/v1/inbound-shipments', { ...asMerchant, body });
  createTimes.push(performance.now() - started);
  if (r.status !== 201) throw new Error(`notice: ${r.status} ${r.text.slice(0, 200)}`);
  notices.push(r.body.inbound_shipment);
}
figure({
  name: 'POST /v1/inbound-shipments (500 boxes, 5000 lines)',
  p50_ms: Math.round(median(createTimes)),
  max_ms: Math.round(Math.max(...createTimes)),
  calls: createTimes.length,
});

// 2. A receipt of 1000 units against a notice, beside POST /ops/v1/stock-units of 1000 units, alternating.
const target = notices[0];
const arrived = await api('POST', `/ops/v1/inbound-shipments/${target.id}/_arrive`, { ...asOp, body: {} });
if (arrived.status !== 200) throw new Error(`arrive: ${arrived.status}`);
const receiptTimes = [];
const unitTimes = [];
for (let i = 0; i < ROUNDS; i++) {
  let started = performance.now();
  const receipt = await api('POST', `/ops/v1/inbound-shipments/${target.id}/receipts`, {
    ...asOp,
    body: {
      receipt: {
        box: target.boxes[i].code,
        lines: [{ product: { id: products[0] }, quantity: 1000, condition: 'sellable', location: `IN-${i}` }],
      },
    },
  });
  receiptTimes.push(performance.now() - started);
  if (receipt.status !== 201) throw new Error(`receipt: ${receipt.status} ${receipt.text.slice(0, 200)}`);
  started = performance.now();
  const units = await api('POST', '/ops/v1/stock-units', {
    ...asOp,
    body: { receipt: { product_id: products[1], quantity: 1000, location: `SU-${i}` } },
  });
  unitTimes.push(performance.now() - started);
  if (units.status !== 201) throw new Error(`stock units: ${units.status}`);
}
const receiptMs = median(receiptTimes);
const unitsMs = median(unitTimes);
figure({
  name: 'POST /ops/v1/inbound-shipments/{id}/receipts (1000 units)',
  p50_ms: Math.round(receiptMs),
  max_ms: Math.round(Math.max(...receiptTimes)),
  calls: receiptTimes.length,
});
figure({
  name: 'POST /ops/v1/stock-units (1000 units), same run',
  p50_ms: Math.round(unitsMs),
  max_ms: Math.round(Math.max(...unitTimes)),
  calls: unitTimes.length,
  receipt_ratio: (receiptMs / unitsMs).toFixed(2),
});
