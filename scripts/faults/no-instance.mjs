// No instance available (issue 30 §3): HAProxy takes every instance out of rotation (its runtime API, `state
// maint`: what it does when all of them fail their checks), so it answers every request itself. Promise: an
// API client gets a 503 in the error shape with the request id that the X-Request-Id header names, and
// Retry-After; a browser (Accept: text/html) gets the same 503 as a small HTML page naming that request id;
// once the instances are back, requests are answered by them again.
import { checkCancelled, count, request, requestSignal } from './api.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A browser's request: the HTML page and its headers. */
async function browserGet(base, path) {
  try {
    const res = await fetch(`${base}${path}`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      redirect: 'manual',
      signal: requestSignal(15_000),
    });
    const text = await res.text();
    count(res.status);
    return { status: res.status, text, headers: res.headers };
  } catch (err) {
    checkCancelled();
    count(0);
    return { status: 0, text: '', error: err?.cause?.code ?? err?.name };
  }
}

export async function noInstance({ cluster, merchant }) {
  const problems = [];
  const names = cluster.instances.map((i) => `app${i.index + 1}`);
  const answers = [];
  let recoverMs;
  try {
    for (const n of names) await cluster.haproxy.command(`set server instances/${n} state maint`);
    const api = [
      await merchant.api('GET', '/v1/orders'),
      await merchant.api('POST', '/v1/orders', {
        body: { order: {} },
        headers: { accept: 'application/json' },
      }),
      await request(cluster.url, 'GET', '/healthz'),
    ];
    for (const res of api) {
      answers.push(res);
      const id = res.headers?.get('x-request-id');
      if (
        res.status !== 503 ||
        res.headers?.get('content-type') !== 'application/json' ||
        res.headers?.get('retry-after') !== '1' ||
        res.body?.error_code !== 'SERVICE_UNAVAILABLE' ||
        typeof res.body?.message !== 'string' ||
        !id ||
        res.body?.request_id !== id
      )
        problems.push(
          `an API client got ${res.status} ${res.headers?.get('content-type')} ${JSON.stringify(res.body)} (X-Request-Id ${id})`,
        );
    }
    for (const path of ['/', '/orders', '/v1/orders']) {
      const res = await browserGet(cluster.url, path);
      answers.push(res);
      const id = res.headers?.get('x-request-id');
      if (
        res.status !== 503 ||
        !res.headers?.get('content-type')?.startsWith('text/html') ||
        res.headers?.get('retry-after') !== '1' ||
        !id ||
        !res.text.includes(`<code>${id}</code>`) ||
        !res.text.startsWith('<!doctype html>')
      )
        problems.push(
          `a browser on ${path} got ${res.status} ${res.headers?.get('content-type')} ${res.text.slice(0, 120)} (X-Request-Id ${id})`,
        );
    }
  } finally {
    for (const n of names) await cluster.haproxy.command(`set server instances/${n} state ready`);
  }
  const back = Date.now();
  try {
    for (const i of cluster.instances) await cluster.waitInRotation(i, 30_000);
    recoverMs = Date.now() - back;
    // Answered by an instance again (an API error of the app, not HAProxy's: no Retry-After of the edge).
    let res;
    for (let t = 0; t < 20; t++) {
      res = await merchant.api('GET', '/v1/orders?limit=1');
      if (res.status === 200) break;
      await sleep(250);
    }
    answers.push(res);
    if (res.status !== 200) problems.push(`after the instances came back: ${res.status}`);
  } catch (err) {
    problems.push(`the instances did not come back into rotation: ${err.message}`);
  }
  return {
    requests: answers.length,
    acknowledged: answers.filter((a) => a.status >= 200 && a.status < 300).length,
    fiveXX: answers.filter((a) => a.status >= 500).length,
    recoverMs,
    problems,
    note: 'every instance out of rotation: API clients got the error shape, browsers an HTML page, both with the request id',
  };
}
