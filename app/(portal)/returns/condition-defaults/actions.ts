'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  MERCHANT_ADMIN_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { ConditionDefaultsSchema, setConditionDefaults } from '@/server/returns/lines/condition-defaults';
import { INSPECTION_CONDITIONS } from '@/server/returns/return-states';

/** Save the merchant's default line decision per inspection condition ("no default" clears one). */
export async function saveConditionDefaultsAction(formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_ADMIN_ROLES);
  const merchantId = await requireMerchantId(user);
  const raw = Object.fromEntries(
    INSPECTION_CONDITIONS.map((c) => {
      const v = formData.get(`defaults.${c}`);
      return [c, typeof v === 'string' && v !== '' ? v : null];
    }),
  );
  const parsed = ConditionDefaultsSchema.safeParse(raw);
  let error: string | null = parsed.success ? null : 'VALIDATION_ERROR';
  if (parsed.success) {
    try {
      await setConditionDefaults(await getDb(), merchantId, parsed.data, portalActor(user));
    } catch (err) {
      if (!isAppError(err)) throw err;
      error = err.code;
    }
  }
  revalidatePath('/returns');
  redirect(`/returns/condition-defaults?${error ? `error=${error}` : 'saved=1'}`);
}
