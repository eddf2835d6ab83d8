'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { ALL_ROLES, portalActor, requireUser } from '@/server/auth/portal-session';
import { formError, type FormState } from '@/server/core/http/form-state';
import { changePassword, endAllSessions } from '@/server/users/user-sessions';

/**
 * Change one's own password (06): the current password, then the new one twice. Every session of the user ends,
 * this one included, so the next page is the sign-in page.
 */
export async function changePasswordAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const user = await requireUser(ALL_ROLES);
  const current = String(formData.get('current_password') ?? '');
  const next = String(formData.get('new_password') ?? '');
  const again = String(formData.get('new_password_again') ?? '');
  if (next !== again)
    return {
      ok: false,
      message: 'Please correct the fields marked below.',
      fieldErrors: { new_password_again: 'The two new passwords differ.' },
    };
  try {
    await changePassword(await getDb(), user.id, { current, next }, portalActor(user));
  } catch (err) {
    const state = formError(err, new FormData());
    return { ...state, values: {} };
  }
  redirect('/signin?password_changed=1');
}

/** Sign out everywhere: every session of the user ends (other browsers and copied cookies included). */
export async function signOutEverywhereAction(): Promise<void> {
  const user = await requireUser(ALL_ROLES);
  await endAllSessions(await getDb(), user.id, portalActor(user), 'signed_out_everywhere');
  redirect('/signin?signed_out=1');
}
