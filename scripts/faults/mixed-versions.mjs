// Two releases at once (docs/decisions/migrations.md, "Two releases at once"): during a rolling upgrade the
// previous release (scripts/faults/previous-release.mjs: the last release's commit, built once) and this one
// serve together behind HAProxy on one database. Instance 2 is replaced by the previous release; then
//   - keyed order creation through the load balancer (both releases answer), every key retried until it has an
//     answer: nothing lost or duplicated, no 5xx;
//   - idempotency keys replay across versions: keys first answered through the load balancer are sent again to
//     each release directly, and both answer the same order;
//   - returns are inspected on one release and released on the other (both ways): the damaged units end blocked,
//     the sellable ones free, as this release's rules say.
// Afterwards instance 2 runs this release again.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { request } from './api.mjs';
import { checkOrders, newProduct, runOrderLoad, tableRow } from './order-load.mjs';
import { previousReleaseReady } from './previous-release.mjs';

const KEYS = Number(process.env.FAULTS_MIXED_ORDERS ?? 200);
const RETURNS = 6;
const THIS_RELEASE = path.resolve(import.meta.dirname, '..', '..');

export async function mixedVersions({ cluster, merchant, signal }) {
  const problems = [];
  const root = await previousReleaseReady({ log: (m) => console.log(`[mixed versions] ${m}`) });
  const [current, previous] = cluster.instances.map((i) => i.url);
  const direct = (base, method, path, opts = {}) =>
    request(base, method, path, { token: merchant.token, merchant: merchant.merchantId, ...opts });
  const ops = (base, method, path, opts = {}) =>
    request(base, method, path, { token: merchant.operatorToken, merchant: merchant.merchantId, ...opts });
  await cluster.replaceInstance(1, { root });
  try {
    // 1. Keyed load through HAProxy, both releases answering.
    const load = await runOrderLoad({ merchant, label: 'MV', keys: KEYS, fault: async () => {} });
    const checked = await checkOrders(merchant, load);
    problems.push(...checked.problems);
    if (load.fiveXX.length) problems.push(`${load.fiveXX.length} 5xx while both releases served`);

    // 2. Keys replay across versions.
    let replays = 0;
    for (const o of load.orders.slice(0, 20)) {
      const answered = load.final.get(o.key);
      if (answered.status !== 201) continue;
      for (const base of [current, previous]) {
        const again = await direct(base, 'POST', '/v1/orders', {
          body: o.body,
          headers: { 'idempotency-key': o.key },
        });
        replays++;
        if (again.status !== 201 || again.body?.order?.id !== answered.body.order.id)
          problems.push(
            `key ${o.key} replayed on ${base === current ? 'this' : 'the previous'} release: ${again.status} ${again.body?.order?.id ?? again.body?.error_code ?? ''}`,
          );
      }
    }

    // 3. Returns inspected on one release, released on the other.
    let returnsChecked = 0;
    for (let k = 0; k < RETURNS && !signal?.aborted; k++) {
      const [inspectOn, releaseOn] = k % 2 ? [previous, current] : [current, previous];
      const sellable = await newProduct(merchant, `MV sellable ${k}`);
      const damaged = await newProduct(merchant, `MV damaged ${k}`);
      const created = await merchant.api('POST', '/v1/order-returns', {
        body: {
          order_return: {
            items: [
              { product: { id: sellable }, quantity: 1 },
              { product: { id: damaged }, quantity: 2 },
            ],
          },
        },
      });
      if (created.status !== 201) {
        problems.push(`return ${k}: created ${created.status} ${created.body?.error_code ?? ''}`);
        continue;
      }
      const r = created.body.order_return;
      const steps = [
        [
          inspectOn,
          `/ops/v1/order-returns/${r.id}/_arrive`,
          { arrival: { warehouse_location: { id: 'RET-01' } } },
        ],
        [
          inspectOn,
          `/ops/v1/order-returns/${r.id}/items/${r.items[0].id}/_inspect`,
          { inspection: { received_quantity: 1, condition: 'sellable' } },
        ],
        [
          inspectOn,
          `/ops/v1/order-returns/${r.id}/items/${r.items[1].id}/_inspect`,
          {
            inspection: {
              received_quantity: 2,
              condition: 'damaged',
              note: `mixed ${randomUUID().slice(0, 6)}`,
            },
          },
        ],
      ];
      let ok = true;
      for (const [base, path, body] of steps) {
        const res = await ops(base, 'POST', path, { body });
        if (res.status !== 200) {
          problems.push(`return ${k}: ${path.split('/').pop()} ${res.status} ${res.body?.error_code ?? ''}`);
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      const decided = await merchant.api('POST', `/v1/order-returns/${r.id}/_merchant-decision`, {
        body: { merchant_decision: { code: 'to_shelf' } },
      });
      const released = await ops(releaseOn, 'POST', `/ops/v1/order-returns/${r.id}/_release`);
      const completed = await ops(releaseOn, 'POST', `/ops/v1/order-returns/${r.id}/_complete`);
      if ([decided, released, completed].some((x) => x.status !== 200)) {
        problems.push(
          `return ${k}: decision ${decided.status}, release ${released.status} ${released.body?.error_code ?? ''}, complete ${completed.status}`,
        );
        continue;
      }
      const [a, b] = await Promise.all(
        [sellable, damaged].map((id) => merchant.api('GET', `/v1/products/${id}`)),
      );
      const fig = (p) => `${p.body?.product?.stock?.on_hand}/${p.body?.product?.stock?.available}`;
      // sellable: 1 on hand, 1 available; damaged: 2 on hand (blocked), 0 available.
      if (fig(a) !== '1/1' || fig(b) !== '2/0')
        problems.push(
          `return ${k} (inspected on ${inspectOn === current ? 'this' : 'the previous'} release): sellable ${fig(a)}, damaged ${fig(b)} (on hand/available; expected 1/1 and 2/0)`,
        );
      returnsChecked++;
    }
    return {
      ...tableRow(load, checked),
      problems,
      note: `previous release ${root.split('-').pop()} on instance 2; ${KEYS} keys through HAProxy, ${replays / 2} keys replayed on each release directly, ${returnsChecked} of ${RETURNS} returns inspected on one release and released on the other`,
    };
  } finally {
    await cluster.replaceInstance(1, { root: THIS_RELEASE });
  }
}
