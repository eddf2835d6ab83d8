import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireMerchantId, requireUser, type PortalRole } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { deleteSavedView } from '@/server/saved-views/delete-saved-view';
import { saveView } from '@/server/saved-views/save-view';
import { saveViewForm } from '@/server/saved-views/form-schemas';
import { normaliseViewQuery, type SavedViewList } from '@/server/saved-views/schemas';

/**
 * The save and delete of a list's saved views, shared by the orders and returns lists' server actions: the
 * session's user and merchant, the domain function, then the list again (the delete as a redirect, so it works
 * without JavaScript).
 */
export async function saveViewFromForm(
  list: SavedViewList,
  roles: readonly PortalRole[],
  formData: FormData,
): Promise<FormState> {
  const user = await requireUser(roles);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(saveViewForm(list), formData);
  if (parsed.state) return parsed.state;
  try {
    const { view, replaced } = await saveView(await getDb(), merchantId, user.id, parsed.data);
    revalidatePath(`/${list}`);
    return {
      ok: true,
      message: replaced ? `View “${view.name}” replaced with these filters.` : `View “${view.name}” saved.`,
      data: { id: `${view.id}-${view.query}` },
    };
  } catch (err) {
    return formError(err, formData);
  }
}

export async function deleteViewFromForm(
  list: SavedViewList,
  roles: readonly PortalRole[],
  formData: FormData,
): Promise<never> {
  const user = await requireUser(roles);
  const merchantId = await requireMerchantId(user);
  const back = new URLSearchParams(normaliseViewQuery(list, String(formData.get('back') ?? '')));
  try {
    await deleteSavedView(await getDb(), merchantId, user.id, list, String(formData.get('view_id') ?? ''));
    revalidatePath(`/${list}`);
    back.set('view_deleted', '1');
  } catch (err) {
    if (!isAppError(err)) throw err;
    back.set('error', err.code);
  }
  redirect(`/${list}?${back}`);
}
