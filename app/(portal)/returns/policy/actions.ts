'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { removeReturnPolicyLogo } from '@/server/returns-policy/logo';
import { putReturnPolicy } from '@/server/returns-policy/return-policy';
import { ReturnPolicyInputSchema } from '@/server/returns-policy/schemas';

const list = (v: FormDataEntryValue | null) =>
  String(v ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Save the return policy: the API's schema and domain function (PUT /v1/return-policy). */
export async function saveReturnPolicyAction(formData: FormData): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  const merchantId = await requireMerchantId(user);
  const parsed = ReturnPolicyInputSchema.safeParse({
    enabled: formData.get('enabled') === 'on',
    slug: String(formData.get('slug') ?? '').trim() || null,
    window_days: Number(formData.get('window_days')),
    window_starts: formData.get('window_starts'),
    allowed_countries: list(formData.get('allowed_countries')).map((c) => c.toUpperCase()),
    reason_codes: formData.getAll('reason_codes'),
    note_required_for: formData.getAll('note_required_for'),
    photo_required_for: formData.getAll('photo_required_for'),
    review: formData.get('review'),
    methods: formData.getAll('methods'),
    instructions: {
      en: String(formData.get('instructions.en') ?? '') || null,
      fi: String(formData.get('instructions.fi') ?? '') || null,
      sv: String(formData.get('instructions.sv') ?? '') || null,
    },
    branding: {
      display_name: String(formData.get('display_name') ?? '').trim() || null,
      accent_color: String(formData.get('accent_color') ?? '').trim() || null,
    },
    embed_origins: list(formData.get('embed_origins')),
  });
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    redirect(
      `/returns/policy?error=VALIDATION_ERROR&field=${encodeURIComponent(first.path.join('.'))}&why=${encodeURIComponent(first.message)}`,
    );
  }
  let error: string | null = null;
  try {
    await putReturnPolicy(await getDb(), merchantId, parsed.data);
  } catch (err) {
    if (!isAppError(err)) throw err;
    error = err.code;
  }
  revalidatePath('/returns/policy');
  redirect(`/returns/policy?${error ? `error=${error}` : 'saved=1'}`);
}

/** Remove the customer page's logo (DELETE /v1/return-policy/logo). */
export async function removeLogoAction(): Promise<void> {
  const user = await requireUser(ADMIN_ROLES);
  await removeReturnPolicyLogo(await getDb(), await requireMerchantId(user));
  revalidatePath('/returns/policy');
  redirect('/returns/policy?logo=removed');
}
