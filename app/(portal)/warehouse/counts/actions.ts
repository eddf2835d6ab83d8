'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { portalActor, requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { parseForm } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { isId } from '@/server/core/ids';
import { createCycleCount } from '@/server/stock-ledger/counts/create-count';
import { approveCycleCount, rejectCycleCount } from '@/server/stock-ledger/counts/decide-count';
import { CountResultForm, CreateCountForm } from '@/server/stock-ledger/counts/form-schemas';
import { submitCountResult } from '@/server/stock-ledger/counts/submit-result';

/** The team lead's new count (POST /ops/v1/cycle-counts); then its page. */
export async function createCountAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const parsed = parseForm(CreateCountForm, formData);
  if (parsed.state) redirect('/warehouse/counts?error=VALIDATION_ERROR');
  let id = '';
  await redirectAfterAction(
    (outcome, error) => (error ? `/warehouse/counts?${outcome}` : `/warehouse/counts/${id}?${outcome}`),
    async () => {
      id = (await createCycleCount(await getDb(), parsed.data.cycle_count, portalActor(user))).id;
      return 'done=created';
    },
  );
}

const countPath = (id: string, tail = '') => `/warehouse/counts/${isId(id) ? id : ''}${tail}`;

/** What a counter found at one location (POST /ops/v1/cycle-counts/{id}/results), from the blind sheet. */
export async function submitResultAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const id = String(formData.get('count_id') ?? '');
  const parsed = parseForm(CountResultForm, formData);
  if (parsed.state) redirect(countPath(id, '/count?error=VALIDATION_ERROR'));
  await redirectAfterAction(
    (outcome) => countPath(id, `/count?${outcome}`),
    async () => {
      await submitCountResult(await getDb(), id, parsed.data.result, portalActor(user));
      return `done=counted&location=${encodeURIComponent(parsed.data.result.location)}`;
    },
  );
}

/** The team lead's decision (POST .../_approve or .../_reject). */
export async function decideCountAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const id = String(formData.get('count_id') ?? '');
  const approve = formData.get('decision') === 'approve';
  await redirectAfterAction(
    (outcome) => countPath(id, `?${outcome}`),
    async () => {
      const db = await getDb();
      if (approve) await approveCycleCount(db, id, portalActor(user));
      else await rejectCycleCount(db, id, portalActor(user));
      return `done=${approve ? 'approved' : 'rejected'}`;
    },
  );
}
