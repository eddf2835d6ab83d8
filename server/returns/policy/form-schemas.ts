import { emptyToNull, formFields, noneTicked, type Coerce } from '@/server/core/http/form-fields';
import {
  CUSTOMER_LANGUAGES,
  ReturnPolicyInputSchema,
  type ReturnPolicyDto,
  type ReturnPolicyInput,
} from './schemas';

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
  exchanges: (v) => {
    const x = (v ?? {}) as { enabled?: unknown; release?: unknown; same_variant_group_only?: unknown };
    return {
      enabled: x.enabled === 'on',
      release: x.release ?? undefined,
      same_variant_group_only: x.same_variant_group_only === 'on',
    };
  },
});

/** The policy's fields the Return policy screen shows (each field of each, as inputs of the form). */
export const POLICY_SCREEN_FIELDS = [
  'enabled',
  'slug',
  'window_days',
  'window_starts',
  'allowed_countries',
  'reason_codes',
  'note_required_for',
  'photo_required_for',
  'review',
  'methods',
  'instructions',
  'branding',
  'embed_origins',
  'exchanges',
] as const satisfies readonly (keyof ReturnPolicyInput)[];

/**
 * The fields a posted screen form showed: all of POLICY_SCREEN_FIELDS, except the exchange settings when the
 * form carried none of them (a page loaded before they were on the screen; their select always posts).
 */
export function shownFields(formData: FormData): (keyof ReturnPolicyInput)[] {
  return POLICY_SCREEN_FIELDS.filter((k) => k !== 'exchanges' || formData.has('exchanges.release'));
}

/**
 * What a save of the screen stores: the stored policy, with the screen's fields as the form sent them. A field
 * the screen does not show keeps its stored value (PUT /v1/return-policy replaces the whole policy, and its
 * defaults would otherwise overwrite what the merchant set through the API).
 */
export function policyFromScreen(
  stored: ReturnPolicyDto,
  form: ReturnPolicyInput,
  shown: readonly (keyof ReturnPolicyInput)[] = POLICY_SCREEN_FIELDS,
): ReturnPolicyInput {
  const base: ReturnPolicyInput = {
    enabled: stored.enabled,
    slug: stored.slug,
    window_days: stored.window_days,
    window_starts: stored.window_starts,
    allowed_countries: stored.allowed_countries,
    reason_codes: stored.reason_codes,
    note_required_for: stored.note_required_for,
    photo_required_for: stored.photo_required_for,
    review: stored.review,
    methods: stored.methods,
    instructions: stored.instructions,
    branding: { display_name: stored.branding.display_name, accent_color: stored.branding.accent_color },
    embed_origins: stored.embed_origins,
    exchanges: stored.exchanges,
  };
  return { ...base, ...Object.fromEntries(shown.map((k) => [k, form[k]])) };
}
