import { z } from 'zod';
import { getDb } from '@/db/client';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';
import { workersRunning } from '@/server/jobs/queue';

/**
 * Sends the customers' e-mails that are due: every minute (retries, and mails whose kick was lost), and at once
 * when kickMail() is called after a commit that queued one. Safe to run twice at once (rows are claimed with
 * SKIP LOCKED).
 */
export const sendCustomerMailsJob = defineJob({
  name: 'customer-mail.send-due',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  queue: { retryLimit: 2, expireInSeconds: 300 },
  handler: async () => {
    const { sendDueMails } = await import('../send-mails');
    await sendDueMails(await getDb());
  },
});

let running: Promise<void> | null = null;
let again = false;

/** After a commit that queued mail: send it now in this process (when it runs workers), never waiting. */
export function kickMail(): void {
  if (!workersRunning()) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    const { sendDueMails } = await import('../send-mails');
    do {
      again = false;
      await sendDueMails(await getDb());
    } while (again);
  })()
    .catch((err) => log.error('customer mail kick failed', { error: (err as Error).message }))
    .finally(() => {
      running = null;
    });
}
