// Unbounded bodies where nobody is signed in (docs/decisions/security.md): chunked request bodies, no
// Content-Length, far over any limit, sent to every route that reads a body before a session or token is known.
// Each answer must come quickly and the instances' memory must not grow with the body.
import fs from 'node:fs';
import http from 'node:http';
import { customerShop } from './customer-page.mjs';

const MB = 1024 * 1024;

/** Resident memory of a process and its descendants (Linux /proc), in bytes; 0 when unreadable. */
function treeRss(pid) {
  let total = 0;
  const seen = new Set();
  const walk = (p) => {
    if (seen.has(p)) return;
    seen.add(p);
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      for (const t of fs.readdirSync(`/proc/${p}/task`))
        for (const c of fs.readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').split(/\s+/).filter(Boolean))
          walk(Number(c));
    } catch {
      /* gone */
    }
  };
  walk(pid);
  return total;
}

const rssOf = (cluster) => cluster.instances.reduce((n, i) => n + (i.pid() ? treeRss(i.pid()) : 0), 0);

/**
 * POSTs a chunked body of up to `totalBytes` (1 MB chunks, as fast as the connection takes them) and resolves
 * with the answer's status, Location and how long it took, or status 0 when the connection ended unanswered.
 */
function chunkedPost(base, path, contentType, totalBytes, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const chunk = Buffer.alloc(MB, 0x61);
    let sent = 0;
    let answered = false;
    const done = (r) => {
      if (answered) return;
      answered = true;
      resolve({ ...r, ms: Math.round(performance.now() - t0), sentMb: Math.round(sent / MB) });
      req.destroy();
    };
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    req.on('response', (res) => {
      res.resume();
      done({ status: res.statusCode, location: res.headers.location ?? null });
    });
    req.on('error', (err) => done({ status: 0, error: String(err.code ?? err.message) }));
    const write = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

/**
 * 300 MB chunked bodies, three at once per route: the customer return form with a forged grant (answered with
 * the search page's `expired` before a byte is read), next-auth's sign-in callback and POST /oauth/token (64 KB,
 * then 413). Each answered within 10 s; the instances' memory grows by less than 150 MB over all of them.
 */
export async function unboundedBodies({ cluster, merchant }) {
  const shop = await customerShop(cluster, merchant);
  // A well-formed grant for a made-up order whose signature is wrong.
  const forged = `${'0'.repeat(24)}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
  const targets = [
    {
      name: 'return form, forged grant',
      path: `/r/${shop.slug}/o/${forged}/submit?lang=en`,
      type: 'multipart/form-data; boundary=----attack',
      ok: (r) => r.status === 303 && (r.location ?? '').includes('error=expired'),
    },
    {
      name: 'next-auth sign-in',
      path: '/api/auth/callback/credentials',
      type: 'application/x-www-form-urlencoded',
      ok: (r) => r.status === 413,
    },
    {
      name: 'token endpoint',
      path: '/oauth/token',
      type: 'application/x-www-form-urlencoded',
      ok: (r) => r.status === 413,
    },
  ];
  const problems = [];
  const before = rssOf(cluster);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(cluster))), 200);
  const notes = [];
  try {
    for (const t of targets) {
      const out = await Promise.all(
        Array.from({ length: 3 }, () => chunkedPost(cluster.url, t.path, t.type, 300 * MB)),
      );
      for (const r of out) {
        if (!t.ok(r)) problems.push(`${t.name}: ${r.status} ${r.location ?? r.error ?? ''} after ${r.ms} ms`);
        else if (r.ms > 10_000) problems.push(`${t.name}: answered after ${r.ms} ms`);
      }
      notes.push(
        `${t.name} ${Math.max(...out.map((r) => r.ms))} ms (${Math.max(...out.map((r) => r.sentMb))} MB sent)`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  const grewMb = Math.round((peak - before) / MB);
  if (!before) problems.push('could not read the instances’ memory');
  if (grewMb > 150) problems.push(`the instances' memory grew by ${grewMb} MB`);
  return { tries: targets.length * 3, problems, note: `${notes.join('; ')}; memory +${grewMb} MB at most` };
}
