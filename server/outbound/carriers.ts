import { randomBytes } from 'node:crypto';

export {
  CARRIERS,
  CARRIER_CODES,
  carrierName,
  isCarrierCode,
  trackingLinks,
  type CarrierCode,
} from '@/server/shipments/carriers';

/** The placeholder a tracking URL template must contain: the first tracking code, URL-encoded. */
export const TRACKING_CODE_PLACEHOLDER = '{code}';

/** A template applied to tracking codes (no network call); null without a template or a code. */
export function applyTrackingTemplate(template: string | null, codes: readonly string[]): string | null {
  const first = codes[0];
  if (!template || !first) return null;
  return template.replaceAll(TRACKING_CODE_PLACEHOLDER, encodeURIComponent(first));
}

/**
 * A tracking code when the warehouse gives none: the local carrier books the parcel itself (as for return
 * labels, no network call). One code per parcel.
 */
export function localTrackingCode(): string {
  return `JJFI${randomBytes(6).toString('hex').toUpperCase()}`;
}
