import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { config } from '@/server/core/config';
import { guardedLookup, isPublicAddress } from './url-guard';

export interface PostResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

function timeoutMs(): number {
  const n = Number(process.env.WEBHOOK_TIMEOUT_MS ?? 10_000);
  return Number.isFinite(n) && n > 0 ? n : 10_000;
}

/**
 * One delivery attempt: POST the JSON body with the Standard Webhooks headers. Success is a 2xx answer within
 * the timeout (10 s by default); the connection goes only to addresses the SSRF guard allows.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<PostResult> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ ok: false, status: null, error: 'invalid URL' });
    }
    const insecure = config.webhooksAllowInsecure;
    if (target.protocol !== 'https:' && !(insecure && target.protocol === 'http:')) {
      return resolve({ ok: false, status: null, error: 'refused: the URL must use https' });
    }
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!insecure && isIP(host) && !isPublicAddress(host))
      return resolve({ ok: false, status: null, error: 'refused: non-public address' });
    const lib = target.protocol === 'https:' ? https : http;
    const req = lib.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup,
        timeout: timeoutMs(),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'fulfilment-portal-webhooks/1',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        res.on('end', () =>
          resolve({
            ok: status >= 200 && status < 300,
            status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          }),
        );
        res.on('error', (err) => resolve({ ok: false, status, error: err.message }));
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`timeout after ${timeoutMs()} ms`)), timeoutMs());
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs()} ms`)));
    req.on('error', (err) => resolve({ ok: false, status: null, error: err.message.slice(0, 500) }));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
