'use server';
import { randomUUID } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { portalActor, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { ArrivalForm, CloseForm, ScanForm } from '@/server/inbound/form-schemas';
import { arriveNotice } from '@/server/inbound/receiving/arrive-notice';
import { closeNotice } from '@/server/inbound/receiving/close-notice';
import { scanIntoNotice } from '@/server/inbound/receiving/scan';

const noticePath = (id: string) => `/warehouse/inbound/${isId(id) ? id : ''}`;

/** Register the delivery at the dock (boxes that came, a note). */
export async function arriveNoticeAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const id = String(formData.get('notice_id') ?? '');
  const parsed = parseForm(ArrivalForm, formData);
  if (parsed.state) redirect(`${noticePath(id)}?error=VALIDATION_ERROR`);
  await redirectAfterAction(
    (query) => `${noticePath(id)}?${query}`,
    async () => {
      await arriveNotice(await getDb(), WAREHOUSE_SCOPE, id, parsed.data.arrival, portalActor(user));
      return 'done=arrived';
    },
    ['/warehouse/inbound'],
  );
}

/** Close the receipt once the summary was confirmed. */
export async function closeNoticeAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const id = String(formData.get('notice_id') ?? '');
  const parsed = parseForm(CloseForm, formData);
  if (parsed.state) redirect(`${noticePath(id)}/close?error=VALIDATION_ERROR`);
  let failed: string | null = null;
  try {
    await closeNotice(await getDb(), WAREHOUSE_SCOPE, id, parsed.data.close, portalActor(user));
  } catch (err) {
    if (!isAppError(err)) throw err;
    failed = err.code;
  }
  revalidatePath('/warehouse/inbound');
  redirect(failed ? `${noticePath(id)}/close?error=${failed}` : `${noticePath(id)}?done=closed`);
}

/** What the receive screen keeps between scans, and what it confirms. */
export interface ScanState extends FormState {
  /** The open box's code, the location and the condition: kept until changed. */
  box?: string;
  boxLabel?: string;
  location?: string;
  condition?: string;
  /** A new key for the next scan (a post sent twice counts once). */
  key: string;
  /** Increases with every answer, so the screen sounds once per scan. */
  stamp: number;
}

/**
 * One scan (each a form post without JavaScript; with it, no page reload): a box label opens the box, any
 * other code receives `quantity` units of that SKU or GTIN at the location in the condition chosen.
 */
export async function scanAction(prev: ScanState, formData: FormData): Promise<ScanState> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const id = String(formData.get('notice_id') ?? '');
  const keep = {
    box: String(formData.get('scan.box') ?? '') || undefined,
    boxLabel: String(formData.get('box_label') ?? '') || undefined,
    location: String(formData.get('scan.location') ?? '') || undefined,
    condition: String(formData.get('scan.condition') ?? '') || undefined,
    key: `scan-${randomUUID()}`,
    stamp: (prev?.stamp ?? 0) + 1,
  };
  if (formData.get('leave_box'))
    return { ...keep, box: undefined, boxLabel: undefined, ok: true, message: 'Counting without a box.' };
  const parsed = parseForm(ScanForm, formData);
  if (parsed.state) return { ...keep, ...parsed.state };
  const key = String(formData.get('idempotency_key') ?? '');
  try {
    const outcome = await scanIntoNotice(await getDb(), WAREHOUSE_SCOPE, id, parsed.data.scan, {
      key: /^[\x21-\x7e]{1,64}$/.test(key) ? key : null,
      actor: portalActor(user),
    });
    revalidatePath(`${noticePath(id)}/receive`);
    if (outcome.kind === 'box')
      return {
        ...keep,
        ok: true,
        box: outcome.box.code,
        boxLabel: `box ${outcome.box.number} of ${outcome.box.of}`,
        message: `Box ${outcome.box.number} of ${outcome.box.of} opened: scan its units.`,
      };
    const line = outcome.receipt.lines[0]!;
    const flags = [
      line.unexpected ? 'not on the notice' : null,
      line.expired ? 'past its best-before, stored blocked' : null,
      line.condition === 'damaged' ? 'damaged, stored blocked' : null,
    ].filter(Boolean);
    return {
      ...keep,
      ok: true,
      data: { product: outcome.product.sku, tone: flags.length ? 'warning' : 'ok' },
      message: `Received ${line.quantity} × ${outcome.product.sku} ${outcome.product.name}: ${outcome.counted} of ${outcome.expected} counted${flags.length ? ` (${flags.join('; ')})` : ''}.`,
    };
  } catch (err) {
    return { ...keep, ...formError(err, formData) };
  }
}
