import { emptyToNull, formFields, noneTicked, type Coerce } from '@/server/core/http/form-fields';
import { CUSTOMER_LANGUAGES, ReturnPolicyInputSchema } from './schemas';

/** Text whose blanks mean "none": trimmed, or null when nothing is left. */
const trimmedOrNull: Coerce = (v) => (typeof v === 'string' ? v.trim() : '') || null;
const asList = (v: unknown): string[] => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : []);

/**
 * The Return policy screen's form (PUT /v1/return-policy): the API's schema with what the form posts coerced.
 * The checkbox "enabled" posts `on`; an empty number of days is no number (refused, not the default); the
 * selects and the text inputs always post, so an empty one is null; the country and origin lists are typed as
 * text, the country codes in any case.
 */
export const ReturnPolicyForm = formFields(ReturnPolicyInputSchema, {
  enabled: (v) => v === 'on',
  slug: trimmedOrNull,
  window_days: (v) => Number(v ?? ''),
  window_starts: emptyToNull,
  allowed_countries: (v) => asList(v).map((c) => c.toUpperCase()),
  reason_codes: noneTicked,
  note_required_for: noneTicked,
  photo_required_for: noneTicked,
  review: emptyToNull,
  methods: noneTicked,
  instructions: (v) =>
    Object.fromEntries(
      CUSTOMER_LANGUAGES.map((l) => [l, emptyToNull((v as Record<string, unknown> | undefined)?.[l])]),
    ),
  branding: (v) => {
    const b = (v ?? {}) as { display_name?: unknown; accent_color?: unknown };
    return { display_name: trimmedOrNull(b.display_name), accent_color: trimmedOrNull(b.accent_color) };
  },
  embed_origins: asList,
});
