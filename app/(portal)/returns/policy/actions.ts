'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { removeReturnPolicyLogo } from '@/server/returns/policy/logo';
import { saveReturnPolicyScreen } from '@/server/returns/policy/save-policy-screen';

/**
 * Save the return policy: the API's schema and domain function (PUT /v1/return-policy), over the stored
 * policy, so a field the screen does not show is never changed by a save (saveReturnPolicyScreen).
 */
export async function saveReturnPolicyAction(formData: FormData): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  const merchantId = await requireMerchantId(user);
  await redirectAfterAction(
    (outcome) => `/returns/policy?${outcome}`,
    async () => {
      const saved = await saveReturnPolicyScreen(await getDb(), merchantId, formData);
      if (saved.state) {
        // The first refusal in words beside its field's path, as the API names it (`note_required_for.0`).
        const [field, why] = Object.entries(saved.state.fieldErrors ?? {})[0] ?? [
          '',
          saved.state.message ?? '',
        ];
        return `error=VALIDATION_ERROR&field=${encodeURIComponent(field.replace(/\[(\d+)\]/g, '.$1'))}&why=${encodeURIComponent(why)}`;
      }
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
