'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { createMerchant } from '@/server/merchants/merchants';
import { CreateMerchantBody } from '@/server/merchants/schemas';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';

/** Create a merchant (05 §2 POST /ops/v1/merchants, same schema and function). */
export async function createMerchantAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const parsed = parseForm(CreateMerchantBody, formData);
  if (parsed.state) return parsed.state;
  try {
    const merchant = await createMerchant(await getDb(), parsed.data.merchant);
    revalidatePath('/merchants');
    return { ok: true, message: `Merchant “${merchant.name}” created.`, data: { id: merchant.id } };
  } catch (err) {
    return formError(err, formData);
  }
}
