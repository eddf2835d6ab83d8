import { log } from '@/server/core/logger';
import { workersRunning } from '@/server/jobs/queue';

/**
 * Call after committing a transaction that emitted events, so webhooks go out at once rather than at the
 * next sweep (at most a minute later). Never throws and never waits. When this process runs no job workers,
 * it does nothing: the workers' sweep picks the events up.
 */
let running: Promise<void> | null = null;
let again = false;

export function kickOutbox(): void {
  if (!workersRunning()) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    const { runDispatch } = await import('./jobs/dispatch-outbox-job');
    do {
      again = false;
      await runDispatch({ sweep: false });
    } while (again);
  })()
    .catch((err) => log.error('webhook dispatch failed', { error: (err as Error).message }))
    .finally(() => {
      running = null;
    });
}
