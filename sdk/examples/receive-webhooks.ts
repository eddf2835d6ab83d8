import http from 'node:http';
import { verifyWebhook, type WebhookEvent } from '../index';

/**
 * Example: a webhook receiver that trusts only correctly signed deliveries (Standard Webhooks) and answers
 * 2xx once it has the event; a replay or a retry carries the same webhook-id, so it deduplicates on that.
 */
export function webhookReceiver(secret: string | (() => string), onEvent: (event: WebhookEvent) => void) {
  const seen = new Set<string>();
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        const event = verifyWebhook(
          typeof secret === 'string' ? secret : secret(),
          Buffer.concat(chunks).toString('utf8'),
          req.headers,
        );
        if (!seen.has(event.id)) {
          seen.add(event.id);
          onEvent(event);
        }
        res.statusCode = 204;
      } catch {
        res.statusCode = 400; // not signed with our secret, or too old
      }
      res.end();
    });
  });
}
