'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { requireUser } from '@/server/auth/portal-session';
import { isId } from '@/server/core/ids';
import { CreateMerchantUserBody, CreateOperatorUserBody, MERCHANT_ROLES } from '@/server/merchants/schemas';
import { formError, parseForm, type FormState } from '@/server/portal/form-state';
import { createUser } from '@/server/users/create-user';

/**
 * Create a portal user (05 §2): merchant roles through the schema of POST /ops/v1/merchants/{id}/users (the merchant
 * is chosen in the form, as the path names it in the API), operator roles through that of POST /ops/v1/users.
 */
export async function createUserAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(['operator_admin']);
  const role = String(formData.get('user.role') ?? '');
  const merchantRole = (MERCHANT_ROLES as readonly string[]).includes(role);
  const merchantId = String(formData.get('merchant_id') ?? '');
  const body = new FormData();
  for (const [k, v] of formData.entries()) if (k !== 'merchant_id') body.append(k, v);

  const parsed = parseForm(merchantRole ? CreateMerchantUserBody : CreateOperatorUserBody, body);
  const merchantError = merchantRole && !isId(merchantId) ? 'Choose the merchant this user works for.' : null;
  if (parsed.state || merchantError) {
    const state = parsed.state ?? {
      ok: false,
      message: 'Please correct the fields marked below.',
      fieldErrors: {},
    };
    return {
      ...state,
      fieldErrors: { ...state.fieldErrors, ...(merchantError ? { merchant_id: merchantError } : {}) },
      values: { ...state.values, merchant_id: merchantId },
    };
  }
  try {
    const user = await createUser(await getDb(), merchantRole ? merchantId : null, parsed.data!.user);
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
