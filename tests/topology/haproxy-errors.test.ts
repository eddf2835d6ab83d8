import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, haproxyConfig, which } from '../../scripts/cluster/cluster.mjs';

/**
 * HAProxy's own answers, with the configuration the cluster generates (scripts/cluster/cluster.mjs) and no
 * instance listening, so every request is answered by HAProxy itself: an API client gets the error shape with the
 * request id of the X-Request-Id header, a browser (Accept: text/html) a small HTML page naming that id. The
 * fault scenario "no instance available" checks the same through the running cluster. Needs haproxy installed
 * (the cluster installs it; skipped without it).
 */
const haproxy = which('haproxy');

describe.skipIf(!haproxy)("HAProxy's own errors", () => {
  let proc: ChildProcess;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-haproxy-test-'));
    const port = await freePort();
    const file = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(file, haproxyConfig({ port, instancePorts: [await freePort(), await freePort()], dir }));
    proc = spawn(haproxy!, ['-db', '-f', file], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${base}/readyz`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('HAProxy did not start');
  });
  afterAll(() => {
    proc?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers an API client in the error shape with the request id', async () => {
    const res = await fetch(`${base}/v1/orders`, { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('x-edge-error')).toBeNull();
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({
      message: 'The service is temporarily unavailable.',
      error_code: 'SERVICE_UNAVAILABLE',
      request_id: id,
    });
  });

  it('answers a browser with an HTML page naming the request id', async () => {
    const res = await fetch(`${base}/orders`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('retry-after')).toBe('1');
    const id = res.headers.get('x-request-id');
    const html = await res.text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(`<code>${id}</code>`);
    expect(html).toContain('Temporarily unavailable');
  });

  it('keeps JSON for a client that accepts JSON only', async () => {
    const res = await fetch(`${base}/orders`, { headers: { accept: 'application/json' } });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect((await res.json()).request_id).toBe(res.headers.get('x-request-id'));
  });
});
