import { log } from '@/server/core/logger';
import { runningJob } from '@/server/jobs/queue';
import { DISPATCH_OUTBOX_JOB } from './dispatch-job';

/**
 * Call after committing a transaction that emitted events, so they are dispatched at once rather than at the
 * next sweep (at most a minute later). Never throws and never waits. When this process runs no job workers
 * (or not the dispatcher's), it does nothing: the workers' sweep picks the events up. It runs the dispatcher's
 * job in this process, with the subscribers the workers were started with.
 */
let running: Promise<void> | null = null;
let again = false;

export function kickOutbox(): void {
  if (!runningJob(DISPATCH_OUTBOX_JOB)) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      const job = runningJob(DISPATCH_OUTBOX_JOB);
      if (!job) return;
      await job.handler({ sweep: false }, { jobId: 'kick', retryCount: 0 });
    } while (again);
  })()
    .catch((err) => log.error('webhook dispatch failed', { error: (err as Error).message }))
    .finally(() => {
      running = null;
    });
}
