'use server';
import { getDb } from '@/db/client';
import {
  MERCHANT_ADMIN_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { parseForm } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { ConditionDefaultsForm } from '@/server/returns/form-schemas';
import { setConditionDefaults } from '@/server/returns/lines/condition-defaults';

/** Save the merchant's default line decision per inspection condition ("no default" clears one). */
export async function saveConditionDefaultsAction(formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_ADMIN_ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = parseForm(ConditionDefaultsForm, formData);
  await redirectAfterAction(
    (outcome) => `/returns/condition-defaults?${outcome}`,
    async () => {
      if (parsed.state) return 'error=VALIDATION_ERROR';
      await setConditionDefaults(await getDb(), merchantId, parsed.data.defaults, portalActor(user));
      return 'saved=1';
    },
    ['/returns'],
  );
}
