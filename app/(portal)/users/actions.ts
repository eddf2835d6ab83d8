'use server';
import { notFound } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, portalActor, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { setUserActive } from '@/server/users/user-sessions';
import { isId } from '@/server/core/ids';
import { CreateMerchantUserBody, CreateOperatorUserBody } from '@/server/merchants/schemas';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { createUser } from '@/server/users/create-user';
import { isMerchantRole, userScopeOf } from '@/server/users/user-scope';

/**
 * Create a portal user (05 §2, 06): merchant roles through the schema of POST /ops/v1/merchants/{id}/users (the
 * merchant is chosen in the form, as the path names it in the API), operator roles through that of
 * POST /ops/v1/users. A merchant admin's users always belong to its own merchant, whatever the form says; which
 * roles it may give is the domain's rule (createUser with the admin's scope).
 */
export async function createUserAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const scope = userScopeOf(await requireUser(ADMIN_ROLES));
  if (!scope) notFound();
  const role = String(formData.get('user.role') ?? '');
  const merchantRole = isMerchantRole(role);
  const merchantId = scope.kind === 'merchant' ? scope.merchantId : String(formData.get('merchant_id') ?? '');
  const body = new FormData();
  for (const [k, v] of formData.entries()) if (k !== 'merchant_id') body.append(k, v);

  const parsed = parseForm(merchantRole ? CreateMerchantUserBody : CreateOperatorUserBody, body);
  const merchantError =
    scope.kind === 'all' && merchantRole && !isId(merchantId)
      ? 'Choose the merchant this user works for.'
      : null;
  if (parsed.state || merchantError) {
    const state = parsed.state ?? {
      ok: false,
      message: 'Please correct the fields marked below.',
      fieldErrors: {},
    };
    return {
      ...state,
      fieldErrors: { ...state.fieldErrors, ...(merchantError ? { merchant_id: merchantError } : {}) },
      values: { ...state.values, ...(scope.kind === 'all' ? { merchant_id: merchantId } : {}) },
    };
  }
  try {
    // An operator's warehouse and operator users have no merchant; a merchant admin's always have its own, so
    // an operator role there reaches the domain rule and is refused.
    const userMerchantId = scope.kind === 'merchant' || merchantRole ? merchantId : null;
    const user = await createUser(await getDb(), userMerchantId, parsed.data!.user, scope);
    revalidatePath('/users');
    return { ok: true, message: `User ${user.email} created. They can sign in now.`, data: { id: user.id } };
  } catch (err) {
    const state = formError(err, formData);
    if ((err as { code?: string }).code === 'USER_EMAIL_TAKEN')
      state.fieldErrors = { 'user.email': state.message ?? '' };
    if ((err as { code?: string }).code === 'MERCHANT_NOT_FOUND')
      state.fieldErrors = { merchant_id: state.message ?? '' };
    return state;
  }
}

/**
 * Deactivate or reactivate a portal user (06), with the scope of user creation: a merchant admin the merchant
 * users of its own merchant, an operator admin anyone. Deactivation ends the user's sessions at once. Another
 * merchant's user is a 404.
 */
export async function setUserActiveAction(formData: FormData): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  const scope = userScopeOf(user);
  if (!scope) notFound();
  const active = formData.get('active') === '1';
  await redirectAfterAction(
    (outcome) => `/users?${outcome}`,
    async () => {
      try {
        await setUserActive(
          await getDb(),
          scope,
          String(formData.get('user_id') ?? ''),
          active,
          portalActor(user),
        );
      } catch (err) {
        // Another merchant's user is not there at all.
        if (isAppError(err) && err.code === 'USER_NOT_FOUND') notFound();
        throw err;
      }
      revalidatePath('/users');
      return active ? 'reactivated=1' : 'deactivated=1';
    },
  );
}
