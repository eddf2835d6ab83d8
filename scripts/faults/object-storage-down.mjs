// Object storage down: the local S3 server (the cluster's objectStorage) is stopped for 10 s while the
// warehouse uploads return attachments and return labels are being rendered, then started again.
// Promise: every upload during the outage is answered 503 STORAGE_UNAVAILABLE with Retry-After in the error
// shape (never a 500, never a cut connection) and leaves nothing half-stored (every files row has its object
// and every object of the merchant its files row); each refused upload succeeds when retried afterwards; every
// label requested before or during the outage completes; every signed link (labels, attachments) downloads the
// stored bytes afterwards.
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { LOCAL_S3_CREDENTIALS } from '../cluster/cluster.mjs';
import { checkCancelled, count, requestSignal } from './api.mjs';
import { labelReturn, waitForLabel } from './returns.mjs';

const DOWN_MS = Number(process.env.FAULTS_STORAGE_DOWN_MS ?? 10_000);
const LABELS = 6;

async function upload(cluster, merchant, returnId, content) {
  const fd = new FormData();
  fd.set('file', new File([content], 'fault-note.txt', { type: 'text/plain' }));
  fd.set('purpose', 'other');
  fd.set('remarks', 'fault suite');
  try {
    const res = await fetch(`${cluster.url}/ops/v1/order-returns/${returnId}/attachments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${merchant.operatorToken}`,
        'x-provider-merchant-id': merchant.merchantId,
      },
      body: fd,
      signal: requestSignal(30_000),
    });
    const body = await res.json().catch(() => null);
    count(res.status);
    return { status: res.status, body, headers: res.headers };
  } catch (err) {
    checkCancelled();
    count(0);
    return { status: 0, body: null, error: err?.cause?.code ?? err?.name ?? String(err) };
  }
}

async function download(cluster, url) {
  try {
    const res = await fetch(url.replace(/^https?:\/\/[^/]+/, cluster.url), { signal: requestSignal(30_000) });
    const bytes = Buffer.from(await res.arrayBuffer());
    count(res.status);
    return { status: res.status, bytes };
  } catch (err) {
    checkCancelled();
    count(0);
    return { status: 0, bytes: Buffer.alloc(0), error: err?.cause?.code ?? String(err) };
  }
}

function shapeProblem(res) {
  if (res.status !== 503) return `${res.status} ${res.error ?? res.body?.error_code ?? ''}`;
  if (!res.headers.get('retry-after')) return '503 without Retry-After';
  const b = res.body;
  if (
    b?.error_code !== 'STORAGE_UNAVAILABLE' ||
    typeof b.message !== 'string' ||
    typeof b.request_id !== 'string'
  )
    return `503 not in the error shape: ${JSON.stringify(b)}`;
  return null;
}

export async function objectStorageDown({ cluster, merchant }) {
  const storage = cluster.objectStorage;
  if (!storage)
    throw new Error('the fault suite needs the cluster to run object storage (objectStorage: s3)');
  const problems = [];
  let acknowledged = 0;
  const fiveXX = [];

  // Before: one return with an attachment, and the returns whose labels are requested across the outage.
  const ret = await labelReturn(merchant);
  const before = await upload(cluster, merchant, ret.id, 'before the outage');
  if (before.status !== 201) throw new Error(`upload before the outage: ${before.status}`);
  const returns = [];
  for (let i = 0; i < LABELS; i++) returns.push(await labelReturn(merchant));
  const requestLabel = async (r) => {
    const res = await merchant.api('POST', `/v1/order-returns/${r.id}/_request-label?wait_seconds=0`);
    if (![200, 202].includes(res.status)) problems.push(`label request of ${r.id}: ${res.status}`);
  };
  // Half the labels just before the outage (rendering takes LABEL_CARRIER_DELAY_MS), half during it.
  for (const r of returns.slice(0, LABELS / 2)) await requestLabel(r);

  const refused = [];
  const down = Date.now();
  await storage.stop();
  let k = 0;
  for (const r of returns.slice(LABELS / 2)) await requestLabel(r);
  while (Date.now() - down < DOWN_MS) {
    const content = `during the outage ${k++} ${randomUUID()}`;
    const res = await upload(cluster, merchant, ret.id, content);
    if (res.status === 201) {
      // The store was not reached yet (it is stopped): impossible unless files do not go through it.
      problems.push('an upload was accepted while object storage was down');
      continue;
    }
    if (res.status >= 500 || res.status === 0) fiveXX.push(res);
    const shape = shapeProblem(res);
    if (shape) problems.push(`upload during the outage: ${shape}`);
    refused.push(content);
  }
  // A signed link of a file stored before: 503 in the error shape while the store is down.
  const linkDuring = await download(cluster, before.body.attachment.download_link.url);
  if (linkDuring.status !== 503)
    problems.push(`a signed link during the outage answered ${linkDuring.status}`);
  await storage.start();
  const up = Date.now();

  // After: each refused upload again (the client's retry), until accepted.
  for (const content of refused) {
    let res;
    for (let i = 0; i < 20; i++) {
      res = await upload(cluster, merchant, ret.id, content);
      if (res.status === 201) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    if (res.status === 201) acknowledged++;
    else problems.push(`an upload refused during the outage ended ${res.status} when retried`);
  }

  // Every label completes; every signed link downloads what was stored.
  let labelsComplete = 0;
  for (const r of returns) {
    const label = await waitForLabel(merchant, r.id, 120_000);
    if (label?.status !== 'complete') {
      problems.push(`label of ${r.id} ended ${label?.status ?? 'unfinished'} ${label?.error_code ?? ''}`);
      continue;
    }
    labelsComplete++;
    const pdf = await download(cluster, label.attachment.url);
    if (pdf.status !== 200 || pdf.bytes.subarray(0, 5).toString() !== '%PDF-')
      problems.push(`label link of ${r.id}: ${pdf.status}`);
  }
  const recoverMs = Date.now() - up;
  const list = await merchant.api('GET', `/v1/order-returns/${ret.id}/attachments`);
  const attachments = list.body?.attachments ?? [];
  if (attachments.length !== refused.length + 1)
    problems.push(`${attachments.length} attachments stored for ${refused.length + 1} accepted uploads`);
  const expected = new Set(['before the outage', ...refused]);
  for (const a of attachments) {
    const file = await download(cluster, a.download_link.url);
    if (file.status !== 200 || !expected.delete(file.bytes.toString()))
      problems.push(`attachment link ${a.id}: ${file.status} ${file.bytes.subarray(0, 40).toString()}`);
  }

  // Nothing half-stored: the merchant's files rows and its objects in the store are the same set.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  db.on('error', () => {});
  await db.connect();
  let rows;
  try {
    rows = (await db.query(`select storage_key from files where merchant_id = $1`, [merchant.merchantId]))
      .rows;
  } finally {
    await db.end();
  }
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: storage.url,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  // The listing is asked again for a while if the store answers an error (local s3rver walks its folders, and a
  // write or delete in progress can fail that walk); an error that stays is a problem of the scenario, not a throw that hides the rest.
  const listFolder = async (folder) => {
    const keys = [];
    let token;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: storage.bucket,
          Prefix: `${folder}/${merchant.merchantId}/`,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) keys.push(o.Key);
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  };
  const objects = new Set();
  for (const folder of ['return-attachments', 'return-labels']) {
    for (let attempt = 1; ; attempt++) {
      try {
        for (const key of await listFolder(folder)) objects.add(key);
        break;
      } catch (err) {
        if (attempt < 5) {
          await new Promise((r) => setTimeout(r, 1_000));
          continue;
        }
        problems.push(`listing ${folder} in object storage failed 5 times: ${err?.name} ${err?.message}`);
        break;
      }
    }
  }
  const keys = new Set(rows.map((r) => r.storage_key));
  const orphans = [...objects].filter((o) => !keys.has(o));
  const missing = [...keys].filter((k) => !objects.has(k));
  if (orphans.length) problems.push(`${orphans.length} objects without a files row (half-stored)`);
  if (missing.length) problems.push(`${missing.length} files rows without their object`);

  return {
    acknowledged: acknowledged + labelsComplete,
    lost: missing.length,
    duplicates: orphans.length,
    fiveXX: fiveXX.length,
    recoverMs,
    problems,
    note: `object storage down ${((up - down) / 1000).toFixed(1)} s: ${refused.length} uploads refused with 503 and accepted when retried; ${labelsComplete} of ${LABELS} labels complete (half requested during the outage); ${objects.size} objects = ${keys.size} files rows`,
  };
}
