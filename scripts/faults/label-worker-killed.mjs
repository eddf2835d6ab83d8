// Fault 4 (issue 15 §2): a return label is requested and the instance whose worker renders it is killed
// (SIGKILL) during the carrier step, before the PDF is stored. Promise: the label completes on the other
// instance, with one PDF, and the long-poll (POST _request-label?wait_seconds=10) answers complete with the same
// label.
import fs from 'node:fs';
import pg from 'pg';
import { labelReturn } from './returns.mjs';

const FIND_WORKER_MS = 15_000;
const COMPLETE_WITHIN_MS = 120_000;

/** Which instance logged that it started rendering the label (server/returns/labels/produce-label.ts). */
function workerOf(cluster, returnId) {
  return cluster.instances.find((i) => {
    try {
      return fs
        .readFileSync(i.logFile, 'utf8')
        .split('\n')
        .some((l) => l.includes('"return label rendering"') && l.includes(returnId));
    } catch {
      return false;
    }
  });
}

export async function labelWorkerKilled({ cluster, merchant }) {
  const problems = [];
  let requests = 0;
  const api = (...args) => (requests++, merchant.api(...args));
  const ret = await labelReturn(merchant);
  const first = await api('POST', `/v1/order-returns/${ret.id}/_request-label?wait_seconds=0`);
  if (first.status !== 202) throw new Error(`label request: ${first.status} ${JSON.stringify(first.body)}`);
  const requestedAt = first.body.return_label.requested_at;

  let victim;
  for (const until = Date.now() + FIND_WORKER_MS; !victim && Date.now() < until;) {
    victim = workerOf(cluster, ret.id);
    if (!victim) await new Promise((r) => setTimeout(r, 25));
  }
  if (!victim) throw new Error('no instance started rendering the label');
  await victim.kill('SIGKILL');
  const killedAt = Date.now();
  const afterKill = await api('GET', `/v1/order-returns/${ret.id}/return-label`);
  if (afterKill.body?.return_label?.status !== 'processing')
    problems.push(
      `the kill came too late: the label was ${afterKill.body?.return_label?.status} (raise LABEL_CARRIER_DELAY_MS)`,
    );

  // The client's long-poll, as an integration would do it: the same request, again, until it is finished.
  let last;
  for (const until = killedAt + COMPLETE_WITHIN_MS; Date.now() < until;) {
    last = await api('POST', `/v1/order-returns/${ret.id}/_request-label?wait_seconds=10`);
    if (last.status === 200) break;
    if (last.status !== 202) break;
  }
  const recoverMs = Date.now() - killedAt;
  const label = last?.body?.return_label;
  if (last?.status !== 200 || label?.status !== 'complete')
    problems.push(`long-poll ended ${last?.status} ${label?.status ?? JSON.stringify(last?.body)}`);
  if (label && label.requested_at !== requestedAt)
    problems.push(`a second label request was made (${label.requested_at}) instead of finishing the first`);
  const completedBy = cluster.instances.filter((i) => i !== victim && workerOf(cluster, ret.id));
  // The supervisor restarts the killed instance within seconds: the job may be taken over by it or by another.

  // One PDF: one file row for the merchant's labels, and it downloads as a PDF.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  // A scenario stopped by the suite's time limit must not take the suite down with it.
  db.on('error', () => {});
  await db.connect();
  try {
    const { rows } = await db.query(
      `select count(*)::int as n from files where merchant_id = $1 and storage_key like 'return-labels/%'`,
      [merchant.merchantId],
    );
    if (rows[0].n !== 1) problems.push(`${rows[0].n} label PDFs stored`);
    const labels = await db.query(`select status from return_labels where order_return_id = $1`, [ret.id]);
    if (labels.rows.length !== 1) problems.push(`${labels.rows.length} label rows for the return`);
  } finally {
    await db.end();
  }
  if (label?.attachment?.url) {
    const pdf = await fetch(label.attachment.url.replace(/^https?:\/\/[^/]+/, cluster.url));
    requests++;
    const head = Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString();
    if (pdf.status !== 200 || head !== '%PDF-')
      problems.push(`the label's link answered ${pdf.status} ${head}`);
  }

  await victim.start();
  await victim.waitReady(60_000);
  return {
    requests,
    acknowledged: label?.status === 'complete' ? 1 : 0,
    lost: label?.status === 'complete' ? 0 : 1,
    duplicates: 0,
    fiveXX: 0,
    recoverMs,
    problems,
    note: `label of ${ret.id} killed on instance ${victim.index + 1}, completed by instance ${completedBy.map((i) => i.index + 1).join(', ') || `${victim.index + 1} (restarted by the supervisor)`}`,
  };
}
