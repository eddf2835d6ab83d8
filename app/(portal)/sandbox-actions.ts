'use server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  ADMIN_ROLES,
  SANDBOX_COOKIE,
  isMerchantRole,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { formError, type FormState } from '@/server/core/http/form-state';
import { sandboxState } from '@/server/merchants/sandbox';
import { createSandbox } from '@/server/workbench/sandbox/create-sandbox';

/**
 * The sandbox switch of merchant users (a cookie; the session code re-checks it against the user's merchant)
 * and, for warehouse staff and operators, the switch to the acting merchant's sandbox or back (the merchant
 * switcher's own cookie).
 */
export async function switchSandboxAction(formData: FormData): Promise<void> {
  const user = await requireUser();
  const on = formData.get('sandbox') === '1';
  const jar = await cookies();
  if (isMerchantRole(user.role)) {
    if (on)
      jar.set(SANDBOX_COOKIE, '1', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 * 12 });
    else jar.delete(SANDBOX_COOKIE);
  }
  redirect('/home');
}

/**
 * A merchant admin (or an operator acting for a merchant) creates the merchant's sandbox; the answer carries
 * the sandbox client's secret, shown once by the form.
 */
export async function createSandboxAction(_prev: FormState, _form: FormData): Promise<FormState> {
  const user = await requireUser(ADMIN_ROLES);
  const acting = await requireMerchantId(user);
  const db = await getDb();
  const state = await sandboxState(db, acting);
  try {
    const result = await createSandbox(db, state?.sandbox ? state.sandboxOf! : acting, portalActor(user));
    // No revalidation: the page would then show the sandbox instead of the form holding the secret (shown once).
    if (!result.api_client) return { ok: true, message: 'The sandbox already exists.' };
    return {
      ok: true,
      message: `Sandbox ${result.sandbox.name} created.`,
      data: { id: result.sandbox.id, ...result.api_client },
    };
  } catch (err) {
    return formError(err, _form);
  }
}
