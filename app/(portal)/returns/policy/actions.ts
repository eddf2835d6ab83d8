'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { parseForm } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { removeReturnPolicyLogo } from '@/server/returns/policy/logo';
import { putReturnPolicy } from '@/server/returns/policy/return-policy';
import { ReturnPolicyForm } from '@/server/returns/policy/form-schemas';

/** Save the return policy: the API's schema and domain function (PUT /v1/return-policy). */
export async function saveReturnPolicyAction(formData: FormData): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(ReturnPolicyForm, formData);
  if (parsed.state) {
    // The first refusal in words beside its field's path, as the API names it (`note_required_for.0`).
    const [field, why] = Object.entries(parsed.state.fieldErrors ?? {})[0] ?? [
      '',
      parsed.state.message ?? '',
    ];
    redirect(
      `/returns/policy?error=VALIDATION_ERROR&field=${encodeURIComponent(field.replace(/\[(\d+)\]/g, '.$1'))}&why=${encodeURIComponent(why)}`,
    );
  }
  await redirectAfterAction(
    (outcome) => `/returns/policy?${outcome}`,
    async () => {
      await putReturnPolicy(await getDb(), merchantId, parsed.data);
      return 'saved=1';
    },
    ['/returns/policy'],
  );
}

/** Remove the customer page's logo (DELETE /v1/return-policy/logo). */
export async function removeLogoAction(): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  await removeReturnPolicyLogo(await getDb(), await requireMerchantId(user));
  revalidatePath('/returns/policy');
  redirect('/returns/policy?logo=removed');
}
