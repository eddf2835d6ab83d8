import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { returnPolicies, type ReturnPolicy } from '@/db/schema';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { isUniqueViolation } from '@/server/core/database-errors';
import { signFileLink } from '@/server/files/signed-links';
import { ReturnPolicyInputSchema, type ReturnPolicyDto, type ReturnPolicyInput } from './schemas';

/** What a merchant that never saved a policy has: every default of the input schema, disabled. */
export function defaultPolicyRow(merchantId: string): ReturnPolicy {
  const d = ReturnPolicyInputSchema.parse({ enabled: false });
  return {
    merchantId,
    enabled: false,
    slug: null,
    windowDays: d.window_days,
    windowStarts: d.window_starts,
    allowedCountries: d.allowed_countries,
    reasonCodes: d.reason_codes,
    noteRequiredFor: d.note_required_for,
    photoRequiredFor: d.photo_required_for,
    review: d.review,
    methods: d.methods,
    instructions: {},
    branding: null,
    embedOrigins: [],
    exchangesEnabled: d.exchanges.enabled,
    exchangesRelease: d.exchanges.release,
    exchangesSameVariantGroupOnly: d.exchanges.same_variant_group_only,
    updatedAt: null as unknown as Date,
  };
}

/** The merchant's policy row, or the defaults when none was saved. */
export async function loadReturnPolicy(db: DbOrTx, merchantId: string): Promise<ReturnPolicy> {
  const [row] = await db.select().from(returnPolicies).where(eq(returnPolicies.merchantId, merchantId));
  return row ?? defaultPolicyRow(merchantId);
}

/** The enabled policy behind a customer page's slug, or null (unknown and disabled look the same). */
export async function findEnabledPolicyBySlug(db: DbOrTx, slug: string): Promise<ReturnPolicy | null> {
  const [row] = await db.select().from(returnPolicies).where(eq(returnPolicies.slug, slug.toLowerCase()));
  return row && row.enabled ? row : null;
}

export async function toReturnPolicyDto(p: ReturnPolicy): Promise<ReturnPolicyDto> {
  const i = p.instructions ?? {};
  return {
    enabled: p.enabled,
    slug: p.slug,
    window_days: p.windowDays,
    window_starts: p.windowStarts as ReturnPolicyDto['window_starts'],
    allowed_countries: p.allowedCountries,
    reason_codes: p.reasonCodes as ReturnPolicyDto['reason_codes'],
    note_required_for: p.noteRequiredFor as ReturnPolicyDto['note_required_for'],
    photo_required_for: p.photoRequiredFor as ReturnPolicyDto['photo_required_for'],
    review: p.review as ReturnPolicyDto['review'],
    methods: p.methods as ReturnPolicyDto['methods'],
    instructions: { en: i.en ?? null, fi: i.fi ?? null, sv: i.sv ?? null },
    branding: {
      display_name: p.branding?.display_name ?? null,
      accent_color: p.branding?.accent_color ?? null,
      logo: p.branding?.logo_file_id
        ? { file_id: p.branding.logo_file_id, ...(await signFileLink(p.branding.logo_file_id)) }
        : null,
    },
    embed_origins: p.embedOrigins,
    exchanges: {
      enabled: p.exchangesEnabled,
      release: p.exchangesRelease as ReturnPolicyDto['exchanges']['release'],
      same_variant_group_only: p.exchangesSameVariantGroupOnly,
    },
    public_url_path: p.slug ? `/r/${p.slug}` : null,
    updated_at: p.updatedAt ? p.updatedAt.toISOString() : null,
  };
}

/** GET /v1/return-policy */
export async function getReturnPolicy(db: DbOrTx, merchantId: string): Promise<ReturnPolicyDto> {
  return await toReturnPolicyDto(await loadReturnPolicy(db, merchantId));
}

/**
 * PUT /v1/return-policy: replaces the whole policy (fields left out take their defaults; the logo, uploaded
 * on its own (server/returns/policy/logo.ts), is kept). A slug another merchant holds: 409 RETURN_POLICY_SLUG_TAKEN.
 */
export async function putReturnPolicy(
  db: Db,
  merchantId: string,
  input: ReturnPolicyInput,
): Promise<ReturnPolicyDto> {
  const current = await loadReturnPolicy(db, merchantId);
  const instructions = Object.fromEntries(
    Object.entries(input.instructions).filter((e): e is [string, string] => !!e[1]),
  );
  const values = {
    merchantId,
    enabled: input.enabled,
    slug: input.slug ?? null,
    windowDays: input.window_days,
    windowStarts: input.window_starts,
    allowedCountries: [...new Set(input.allowed_countries)],
    reasonCodes: [...new Set(input.reason_codes)],
    noteRequiredFor: [...new Set(input.note_required_for)],
    photoRequiredFor: [...new Set(input.photo_required_for)],
    review: input.review,
    methods: input.methods,
    instructions,
    branding: {
      display_name: input.branding.display_name ?? null,
      accent_color: input.branding.accent_color?.toLowerCase() ?? null,
      logo_file_id: current.branding?.logo_file_id ?? null,
    },
    embedOrigins: [...new Set(input.embed_origins)],
    exchangesEnabled: input.exchanges.enabled,
    exchangesRelease: input.exchanges.release,
    exchangesSameVariantGroupOnly: input.exchanges.same_variant_group_only,
    updatedAt: now(),
  };
  try {
    const [row] = await db
      .insert(returnPolicies)
      .values(values)
      .onConflictDoUpdate({ target: returnPolicies.merchantId, set: values })
      .returning();
    return await toReturnPolicyDto(row!);
  } catch (err) {
    if (isUniqueViolation(err, 'return_policies_slug_key'))
      throw new AppError('RETURN_POLICY_SLUG_TAKEN', undefined, { details: { slug: input.slug } });
    throw err;
  }
}
