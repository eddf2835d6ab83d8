// A webhook receiver for the fault suite (a local HTTP server): verifies each delivery's Standard Webhooks
// signature, answers as it is told (fail, hang, be down), and records every request it saw.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

function verify(secret, id, timestamp, body, signatures) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return (signatures ?? '').split(' ').some((s) => {
    const [version, mac] = s.split(',');
    const given = Buffer.from(mac ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * decide(n) -> 'ok' | 'fail' | 'hang' for the n-th request (from 0). A hang answers 204 after `hangMs`, past
 * the sender's timeout: the sender counts it failed and sends it again, so the receiver dedupes by webhook-id.
 */
export async function startReceiver({ decide, hangMs }) {
  let secret = null;
  const requests = [];
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const id = req.headers['webhook-id'];
      const timestamp = req.headers['webhook-timestamp'];
      let event = null;
      try {
        event = JSON.parse(body);
      } catch {
        /* recorded as unparsable */
      }
      const outcome = decide(requests.length);
      const seen = {
        at: Date.now(),
        id,
        event,
        outcome,
        signed: !!secret && verify(secret, id, timestamp, body, req.headers['webhook-signature']),
        fresh: Math.abs(Date.now() / 1000 - Number(timestamp)) < 300,
      };
      requests.push(seen);
      if (outcome === 'fail') return res.writeHead(500).end('failing on purpose');
      if (outcome === 'hang')
        return setTimeout(() => {
          if (!res.destroyed) res.writeHead(204).end();
        }, hangMs).unref();
      res.writeHead(204).end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  const listen = () => new Promise((r) => server.listen(port, '127.0.0.1', r));
  const close = () =>
    new Promise((r) => {
      server.close(() => r());
      for (const s of sockets) s.destroy();
    });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    setSecret: (s) => void (secret = s),
    /** Down for `ms`: connections are refused, then it listens again on the same port. */
    async down(ms) {
      await close();
      await new Promise((r) => setTimeout(r, ms));
      await listen();
    },
    stop: close,
  };
}
