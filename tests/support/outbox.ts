import type { getDb } from '@/db/client';
import { dispatchOutbox } from '@/server/outbox/dispatch';
import { OUTBOX_SUBSCRIBERS } from '@/server/platform/outbox-subscribers';

/**
 * Dispatches the whole outbox, batch after batch, as the dispatcher's job does. One call takes the oldest 500
 * events of every merchant: on the shared PostgreSQL database other files' events come first, so a test that
 * needs its own events dispatched must go on until none are left.
 */
export async function dispatchWholeOutbox(db: Awaited<ReturnType<typeof getDb>>): Promise<void> {
  for (let i = 0; i < 1000 && (await dispatchOutbox(db, OUTBOX_SUBSCRIBERS)).events > 0; i++);
}
