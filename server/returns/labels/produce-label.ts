import { and, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { orders, orderReturns, returnLabels } from '@/db/schema';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { isDatabaseUnavailable } from '@/server/core/database-errors';
import { log } from '@/server/core/logger';
import { isStorageUnavailable } from '@/server/files/storage';
import { storeFile } from '@/server/files/store-file';
import { loadItems } from '@/server/returns/reads/load-return';
import { canMoveLabel, type LabelStatus } from '../return-states';
import { getCarrier } from './carrier';
import { renderLabelPdf } from './render-label-pdf';
import { customerAddress, warehouseReturnAddress } from '@/server/outbound/documents/addresses';
import { queueMailForReturn } from '@/server/returns/customer-mail/queue-mail';
import { recordActivity } from '@/server/activity/record-activity';

/** Customer-facing messages of a failed label (02 §2.4 `error`), by error_code. */
export const LABEL_FAILURES = {
  CUSTOMER_ADDRESS_INCOMPLETE:
    'We could not create a return label because the delivery address of the original order is incomplete. Please contact the shop.',
  CARRIER_UNAVAILABLE:
    'The carrier could not create a return label right now. Please try again in a few minutes.',
  LABEL_RENDER_FAILED: 'Something went wrong while creating the return label. Please try again.',
} as const;
type FailureCode = keyof typeof LABEL_FAILURES;

type LabelChanges = Partial<typeof returnLabels.$inferInsert>;

/**
 * Moves a label along the label table (server/returns/return-states.ts); false when the move is not allowed.
 * `changes` may be work done inside the move's transaction, after the label is locked and the move checked
 * (the PDF's file row: so a label gets one PDF even if two runs of its job overlap).
 */
async function moveLabel(
  db: Db,
  labelId: string,
  to: LabelStatus,
  changes: LabelChanges | ((tx: Tx) => Promise<LabelChanges>) = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [label] = await tx.select().from(returnLabels).where(eq(returnLabels.id, labelId)).for('update');
    if (!label || !canMoveLabel(label.status, to)) return false;
    const set = typeof changes === 'function' ? await changes(tx) : changes;
    await tx
      .update(returnLabels)
      .set({ ...set, status: to, updatedAt: now() })
      .where(eq(returnLabels.id, labelId));
    if (to === 'complete' && set.trackingCode) {
      await tx
        .update(orderReturns)
        .set({ trackingCodes: [set.trackingCode], updatedAt: now() })
        .where(eq(orderReturns.id, label.orderReturnId));
    }
    if (to === 'complete') await queueMailForReturn(tx, label.orderReturnId, 'label_ready');
    if (to === 'complete' || to === 'failed') {
      await recordActivity(tx, {
        merchantId: label.merchantId,
        entityType: 'order_return',
        entityId: label.orderReturnId,
        action: to === 'complete' ? 'label_created' : 'label_failed',
        actor: SYSTEM_ACTOR,
        details: {
          label_id: labelId,
          tracking_code: set.trackingCode ?? null,
          error_code: set.errorCode ?? null,
        },
      });
    }
    return true;
  });
}

const fail = (db: Db, labelId: string, code: FailureCode) =>
  moveLabel(db, labelId, 'failed', { errorCode: code, error: LABEL_FAILURES[code] });

/**
 * The worker's side of 04 C3: address check, carrier booking, PDF, storage, tracking_codes. A pending label is
 * claimed (processing); with `resume` (a retry of the job, whose first run died) a label still processing is
 * taken over. A finished label is left alone.
 */
export async function produceLabel(labelId: string, { resume = false } = {}): Promise<void> {
  const db = await getDb();
  if (!(await moveLabel(db, labelId, 'processing'))) {
    const [current] = await db
      .select({ status: returnLabels.status })
      .from(returnLabels)
      .where(eq(returnLabels.id, labelId));
    if (!(resume && current?.status === 'processing')) return;
    log.warn('return label resumed after its first run ended', { label_id: labelId });
  }
  const [label] = await db.select().from(returnLabels).where(eq(returnLabels.id, labelId));
  log.info('return label rendering', {
    label_id: labelId,
    order_return_id: label!.orderReturnId,
    resumed: resume,
  });
  const [ret] = await db.select().from(orderReturns).where(eq(orderReturns.id, label!.orderReturnId));
  try {
    const items = await loadItems(db, ret!.id);
    const originalOrderId =
      ret!.originalOrderId ?? items.find((it) => it.originalOrderId)?.originalOrderId ?? null;
    const [order] = originalOrderId
      ? await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, originalOrderId), eq(orders.merchantId, ret!.merchantId)))
      : [];
    const from = customerAddress(order?.customer as Record<string, string | null> | undefined);
    if (!from) {
      await fail(db, labelId, 'CUSTOMER_ADDRESS_INCOMPLETE');
      return;
    }
    let trackingCode: string;
    try {
      ({ trackingCode } = await getCarrier().bookReturnParcel({
        orderReturnId: ret!.id,
        merchantId: ret!.merchantId,
      }));
    } catch (err) {
      log.warn('return label carrier step failed', { label_id: labelId, error: (err as Error).message });
      await fail(db, labelId, 'CARRIER_UNAVAILABLE');
      return;
    }
    const pdf = await renderLabelPdf({
      trackingCode,
      from: { lines: from },
      to: { lines: warehouseReturnAddress() },
      reference: ret!.merchantReference ? `${ret!.merchantReference} / ${ret!.id}` : ret!.id,
    });
    await moveLabel(db, labelId, 'complete', async (tx) => {
      const file = await storeFile(tx, {
        merchantId: ret!.merchantId,
        fileName: `return-label-${ret!.id}.pdf`,
        mime: 'application/pdf',
        bytes: pdf,
        folder: 'return-labels',
      });
      return { trackingCode, fileId: file.id };
    });
  } catch (err) {
    // The database or the object storage went away (a restart, an outage): the label stays processing and the
    // job's retry resumes it (its backoff spans about 30 s).
    if (isDatabaseUnavailable(err) || isStorageUnavailable(err)) throw err;
    log.error('return label failed', { label_id: labelId, error: (err as Error).message });
    await fail(db, labelId, 'LABEL_RENDER_FAILED');
  }
}
