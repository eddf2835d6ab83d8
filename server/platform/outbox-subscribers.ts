import { billingCharges } from '@/server/billing/charges/outbox-subscriber';
import { orderFigureDays } from '@/server/dashboard/outbox-subscriber';
import { outboxDispatchJob } from '@/server/outbox/dispatch-job';
import type { OutboxSubscribers } from '@/server/outbox/subscriber';
import { webhookDeliveries } from '@/server/webhooks/outbox-subscriber';

/**
 * Everything the outbox's dispatcher hands each committed event to, in this order (server/outbox/): webhook
 * deliveries, the dashboard's order days, billing's charges. A feature that must follow every event of a kind
 * once adds its subscriber here. The events feed needs no subscription: it reads the outbox's rows.
 */
export const OUTBOX_SUBSCRIBERS: OutboxSubscribers = [webhookDeliveries, orderFigureDays, billingCharges];

/** The dispatcher's job, run by the workers (all-jobs.ts) and in-process by kickOutbox(). */
export const dispatchOutboxJob = outboxDispatchJob(OUTBOX_SUBSCRIBERS);
