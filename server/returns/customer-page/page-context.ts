import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { logoPathFor } from '@/server/returns/policy/logo';
import { findEnabledPolicyBySlug } from '@/server/returns/policy/return-policy';
import { SLUG_PATTERN } from '@/server/returns/policy/schemas';
import { formatterFor, pickLanguage, translatorFor } from './i18n';

/**
 * What every customer page starts with: the enabled policy behind the slug (else the 404 page: an unknown
 * and a disabled page look the same), the language, its translator and formatter, the branding (the logo as a
 * signed link on this origin).
 */
export async function customerPageContext(slug: string, lang: string | undefined) {
  if (!SLUG_PATTERN.test(slug)) notFound();
  const db = await getDb();
  const policy = await findEnabledPolicyBySlug(db, slug);
  if (!policy) notFound();
  const locale = pickLanguage(lang, (await headers()).get('accept-language'));
  return {
    db,
    policy,
    locale,
    t: translatorFor(locale),
    format: formatterFor(locale),
    brand: policy.branding?.display_name ?? 'Returns',
    accent: policy.branding?.accent_color ?? null,
    logo: await logoPathFor(policy),
  };
}
