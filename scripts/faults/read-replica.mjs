// Reads from the replica: the instances read lists, exports, the dashboard and the API health report from the
// streaming replica (DATABASE_READ_URL). 8 clients each create an order through the load balancer and at once
// list their orders filtered by its merchants_id (a list: the replica), 40 times each, so the write and the read
// often land on different instances.
// Promise: every list shows the order its client has just created (read-your-writes: the primary acknowledges a
// commit only once the replica has applied it, synchronous_commit = remote_apply); the lists were served by the
// replica (its transaction count grew by at least as many lists); every instance said at start that it reads
// from the replica.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CUSTOMER, newProduct } from './order-load.mjs';

const CLIENTS = 8;
const ROUNDS = 40;

async function replicaTransactions(url) {
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => {});
  await db.connect();
  try {
    const r = await db.query(`select xact_commit::bigint as n from pg_stat_database where datname = 'app'`);
    return Number(r.rows[0].n);
  } finally {
    await db.end();
  }
}

export async function readReplica({ cluster, merchant }) {
  if (!cluster.replica || !cluster.env.DATABASE_READ_URL)
    throw new Error(
      'the fault suite needs a replica the instances read from (startCluster({ replica: true }))',
    );
  const problems = [];
  const productId = await newProduct(merchant, 'Replica product');
  const readUrl = cluster.env.DATABASE_READ_URL;
  const before = await replicaTransactions(readUrl);
  let lists = 0;
  let stale = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; i < ROUNDS; i++) {
        const merchantsId = `RR-${c}-${i}-${randomUUID().slice(0, 6)}`;
        const created = await merchant.api('POST', '/v1/orders', {
          body: {
            order: {
              merchants_id: merchantsId,
              customer: CUSTOMER,
              items: [{ product: { id: productId }, quantity: 1 }],
            },
          },
          headers: { 'idempotency-key': randomUUID() },
        });
        if (created.status !== 201) {
          failed++;
          continue;
        }
        const list = await merchant.api('GET', `/v1/orders?merchants_id=${encodeURIComponent(merchantsId)}`);
        lists++;
        if (list.status !== 200) failed++;
        else if (!list.body.orders.some((o) => o.id === created.body.order.id)) stale++;
      }
    }),
  );
  // The standby's statistics are flushed by each session when idle, at most once a second.
  await new Promise((r) => setTimeout(r, 2_500));
  const after = await replicaTransactions(readUrl);
  if (stale) problems.push(`${stale} of ${lists} lists did not show the order their client had just created`);
  if (failed) problems.push(`${failed} requests were not answered 2xx`);
  if (after - before < lists)
    problems.push(
      `the replica committed ${after - before} transactions for ${lists} lists: lists were not read there`,
    );
  const notUsing = cluster.instances.filter(
    (i) => !fs.readFileSync(i.logFile, 'utf8').includes('heavy reads go to the replica'),
  );
  if (notUsing.length)
    problems.push(
      `instance(s) ${notUsing.map((i) => i.index + 1).join(', ')} did not say they read from the replica`,
    );
  return {
    acknowledged: lists - stale - failed,
    lost: stale,
    duplicates: 0,
    fiveXX: 0,
    problems,
    note: `${CLIENTS} clients x ${ROUNDS}: an order created, then listed at once (${lists} lists, ${stale} without it); the replica committed ${after - before} transactions meanwhile`,
  };
}
