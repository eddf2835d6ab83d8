import { z } from 'zod';
import { Timestamp } from '@/server/core/schemas';
import { EXCHANGE_RELEASES, RETURN_REASON_CODES } from '@/server/returns/return-states';

/** The return policy (GET/PUT /v1/return-policy), the eligibility answer: API, portal form and OpenAPI. */

export const CUSTOMER_LANGUAGES = ['en', 'fi', 'sv'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];
export const WINDOW_STARTS = ['order_created', 'order_processed'] as const;
export const REVIEW_MODES = ['automatic', 'manual'] as const;
export const RETURN_METHODS = ['prepaid_label', 'own_shipment'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];
export const NOT_ELIGIBLE_REASONS = [
  'window_passed',
  'final_sale',
  'already_returned',
  'order_not_shipped',
  'country_not_allowed',
  'policy_disabled',
] as const;
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number];

export const SLUG_PATTERN = /^[a-z0-9-]{3,40}$/;
const Slug = z
  .string()
  .regex(SLUG_PATTERN, 'Use 3-40 lowercase letters, digits and dashes.')
  .meta({ description: "The customer page's address part (/r/{slug}); unique across merchants." });
const Reasons = z.array(z.enum(RETURN_REASON_CODES)).max(RETURN_REASON_CODES.length);
/**
 * An exact https origin: scheme, host and optional port, nothing else. The host is a DNS name (letters, digits,
 * dashes, dots) or an IP address: `*`, `*.shop.test` and the like are refused, since a wildcard in
 * frame-ancestors lets any site match it frame the customer page.
 */
export function isExactHttpsOrigin(s: string): boolean {
  try {
    const u = new URL(s);
    if (u.protocol !== 'https:' || u.origin !== s) return false;
    const host = u.hostname;
    if (/^\[[0-9a-f:.]+\]$/.test(host)) return true;
    return host.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
  } catch {
    return false;
  }
}

const HttpsOrigin = z
  .string()
  .max(200)
  .refine(
    isExactHttpsOrigin,
    'An exact https origin without a path or wildcard, like https://shop.example.com.',
  );

export const ReturnPolicyInputSchema = z
  .object({
    enabled: z.boolean(),
    slug: Slug.nullish(),
    window_days: z.number().int('Must be a whole number of days.').min(1).max(365).default(30),
    window_starts: z.enum(WINDOW_STARTS).default('order_processed'),
    allowed_countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Two uppercase letters (ISO 3166-1 alpha-2).'))
      .max(250)
      .default([])
      .meta({ description: "Countries of the order's customer; empty means all." }),
    reason_codes: Reasons.min(1, 'Offer at least one reason.').default([...RETURN_REASON_CODES]),
    note_required_for: Reasons.default(['other']),
    photo_required_for: Reasons.default([]),
    review: z.enum(REVIEW_MODES).default('manual'),
    methods: z
      .array(z.enum(RETURN_METHODS))
      .min(1, 'Offer at least one method.')
      .max(2)
      .default(['prepaid_label', 'own_shipment']),
    instructions: z
      .object(
        Object.fromEntries(
          CUSTOMER_LANGUAGES.map((l) => [l, z.string().trim().max(2000).nullish()]),
        ) as Record<CustomerLanguage, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
      )
      .strict()
      .default({}),
    branding: z
      .object({
        display_name: z.string().trim().min(1).max(100).nullish(),
        accent_color: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #1a6b4f.')
          .nullish(),
      })
      .default({}),
    embed_origins: z.array(HttpsOrigin).max(20).default([]),
    exchanges: z
      .object({
        enabled: z.boolean().default(true),
        release: z.enum(EXCHANGE_RELEASES).default('on_inspection'),
        same_variant_group_only: z.boolean().default(true),
      })
      .default({ enabled: true, release: 'on_inspection', same_variant_group_only: true })
      .meta({
        description:
          'Exchanges (a return line asking for another product): allowed at all; when the exchange order is released (on_registration: at once; on_arrival; on_inspection: once every line with an exchange was inspected sellable); only within the returned product’s variant group.',
      }),
  })
  .superRefine((p, ctx) => {
    if (p.enabled && !p.slug)
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'An enabled policy needs a slug.' });
    for (const key of ['note_required_for', 'photo_required_for'] as const)
      p[key].forEach((code, i) => {
        if (!p.reason_codes.includes(code))
          ctx.addIssue({ code: 'custom', path: [key, i], message: 'Must be one of reason_codes.' });
      });
    if (new Set(p.methods).size !== p.methods.length)
      ctx.addIssue({ code: 'custom', path: ['methods'], message: 'Name each method once.' });
  });
export type ReturnPolicyInput = z.infer<typeof ReturnPolicyInputSchema>;
export const ReturnPolicyBody = z.object({ return_policy: ReturnPolicyInputSchema });

export const ReturnPolicySchema = z
  .object({
    enabled: z.boolean(),
    slug: z.string().nullable(),
    window_days: z.number().int(),
    window_starts: z.enum(WINDOW_STARTS),
    allowed_countries: z.array(z.string()),
    reason_codes: z.array(z.enum(RETURN_REASON_CODES)),
    note_required_for: z.array(z.enum(RETURN_REASON_CODES)),
    photo_required_for: z.array(z.enum(RETURN_REASON_CODES)),
    review: z.enum(REVIEW_MODES),
    methods: z.array(z.enum(RETURN_METHODS)),
    instructions: z.object({
      en: z.string().nullable(),
      fi: z.string().nullable(),
      sv: z.string().nullable(),
    }),
    branding: z.object({
      display_name: z.string().nullable(),
      accent_color: z.string().nullable(),
      logo: z
        .object({
          file_id: z.string(),
          url: z.string().meta({ description: 'A download link valid 5 minutes, made anew on every read.' }),
          valid_until: Timestamp,
        })
        .nullable()
        .meta({
          description:
            'Uploaded through the portal or PUT /v1/return-policy/logo (PNG, JPEG or WebP, at most 1 MB).',
        }),
    }),
    embed_origins: z.array(z.string()),
    exchanges: z.object({
      enabled: z.boolean(),
      release: z.enum(EXCHANGE_RELEASES),
      same_variant_group_only: z.boolean(),
    }),
    public_url_path: z.string().nullable().meta({ description: 'The customer page, e.g. /r/my-shop.' }),
    updated_at: Timestamp.nullable(),
  })
  .meta({ id: 'ReturnPolicy' });
export type ReturnPolicyDto = z.infer<typeof ReturnPolicySchema>;
export const ReturnPolicyEnvelope = z.object({ return_policy: ReturnPolicySchema });

export const EligibilityItemSchema = z
  .object({
    id: z.string().meta({ description: 'The order line.' }),
    product: z.object({ id: z.string() }),
    quantity: z.number(),
    returnable_quantity: z.number(),
    eligible: z.boolean(),
    not_eligible_because: z.array(z.enum(NOT_ELIGIBLE_REASONS)),
  })
  .meta({ id: 'ReturnEligibilityItem' });
export type EligibilityItem = z.infer<typeof EligibilityItemSchema>;
export const EligibilitySchema = z
  .object({
    eligible: z.boolean(),
    window_ends_at: Timestamp.nullable(),
    items: z.array(EligibilityItemSchema),
  })
  .meta({ id: 'ReturnEligibility' });
export type EligibilityDto = z.infer<typeof EligibilitySchema>;
export const EligibilityEnvelope = z.object({ return_eligibility: EligibilitySchema });
