import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { carrierTrackingTemplates } from '@/db/schema';
import { Timestamp } from '@/server/core/schemas';
import { AppError } from '@/server/core/errors';
import {
  CARRIER_CODES,
  CARRIERS,
  TRACKING_CODE_PLACEHOLDER,
  applyTrackingTemplate,
  isCarrierCode,
} from './carriers';

/**
 * The operator's tracking-page templates per carrier (docs/decisions/outbound.md "Tracking URLs"). A shipment
 * stores the URL made from its carrier's template when it is created; a later change applies to later shipments.
 */

/** An example code to show what a template makes. */
export const EXAMPLE_TRACKING_CODE = 'JJFI0123456789AB';

function isHttpsUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === 'https:' && Boolean(u.hostname) && !u.username && !u.password;
  } catch {
    return false;
  }
}

export const TrackingUrlTemplateSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters.')
  .superRefine((t, ctx) => {
    if (!t.includes(TRACKING_CODE_PLACEHOLDER))
      ctx.addIssue({
        code: 'custom',
        message: `Must contain ${TRACKING_CODE_PLACEHOLDER}, where the tracking code goes.`,
      });
    else if (!isHttpsUrl(t.replaceAll(TRACKING_CODE_PLACEHOLDER, 'CODE')))
      ctx.addIssue({ code: 'custom', message: 'Must be an https:// address.' });
  });

export const UpdateCarrierBody = z.object({
  carrier: z.strictObject({
    tracking_url_template: TrackingUrlTemplateSchema.nullable().meta({
      description: `https URL containing ${TRACKING_CODE_PLACEHOLDER} (the first tracking code, URL-encoded); null: shipments of this carrier carry no tracking link.`,
    }),
  }),
});
export type UpdateCarrierInput = z.infer<typeof UpdateCarrierBody>['carrier'];

export const CarrierSchema = z
  .object({
    code: z.enum(CARRIER_CODES),
    name: z.string(),
    tracking_url_template: z.string().nullable(),
    example_tracking_url: z
      .string()
      .nullable()
      .meta({ description: `The template applied to ${EXAMPLE_TRACKING_CODE}.` }),
    updated_at: Timestamp.nullable(),
  })
  .meta({ id: 'Carrier' });
export type CarrierDto = z.infer<typeof CarrierSchema>;

function toCarrierDto(code: (typeof CARRIER_CODES)[number], template: string | null, updatedAt: Date | null) {
  return {
    code,
    name: CARRIERS[code].name,
    tracking_url_template: template,
    example_tracking_url: applyTrackingTemplate(template, [EXAMPLE_TRACKING_CODE]),
    updated_at: updatedAt?.toISOString() ?? null,
  } satisfies CarrierDto;
}

/** Every carrier with its template, in the fixed order of the carrier list (a carrier without a row has none). */
export async function listCarriers(db: DbOrTx): Promise<CarrierDto[]> {
  const rows = await db.select().from(carrierTrackingTemplates);
  const byCode = new Map(rows.map((r) => [r.carrier, r]));
  return CARRIER_CODES.map((code) => {
    const row = byCode.get(code);
    return toCarrierDto(code, row?.trackingUrlTemplate ?? null, row?.updatedAt ?? null);
  });
}

/** GET /ops/v1/carriers/{code}: an unknown carrier is 404 CARRIER_NOT_FOUND. */
export async function getCarrier(db: DbOrTx, code: string): Promise<CarrierDto> {
  if (!isCarrierCode(code)) throw new AppError('CARRIER_NOT_FOUND');
  const [row] = await db
    .select()
    .from(carrierTrackingTemplates)
    .where(eq(carrierTrackingTemplates.carrier, code));
  return toCarrierDto(code, row?.trackingUrlTemplate ?? null, row?.updatedAt ?? null);
}

/** PATCH /ops/v1/carriers/{code}: an unknown carrier is 404 CARRIER_NOT_FOUND. */
export async function updateCarrier(
  db: DbOrTx,
  code: string,
  input: UpdateCarrierInput,
): Promise<CarrierDto> {
  if (!isCarrierCode(code)) throw new AppError('CARRIER_NOT_FOUND');
  const template = input.tracking_url_template ?? null;
  const [row] = await db
    .insert(carrierTrackingTemplates)
    .values({ carrier: code, trackingUrlTemplate: template, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: carrierTrackingTemplates.carrier,
      set: { trackingUrlTemplate: template, updatedAt: new Date() },
    })
    .returning();
  return toCarrierDto(code, row!.trackingUrlTemplate, row!.updatedAt);
}

/** The tracking URL of a new shipment: its carrier's template (read in the shipment's transaction). */
export async function trackingUrlFor(
  db: DbOrTx,
  carrier: string,
  codes: readonly string[],
): Promise<string | null> {
  if (!codes[0]) return null;
  const [row] = await db
    .select({ template: carrierTrackingTemplates.trackingUrlTemplate })
    .from(carrierTrackingTemplates)
    .where(eq(carrierTrackingTemplates.carrier, carrier));
  return applyTrackingTemplate(row?.template ?? null, codes);
}
