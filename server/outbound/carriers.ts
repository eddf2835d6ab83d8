import { randomBytes } from 'node:crypto';

/**
 * The carriers a shipment can name, with their public tracking pages as URL templates (data, no network
 * calls): `{code}` is replaced by the first tracking code, URL-encoded. A carrier without a template gives a
 * null tracking_url. TRACKING_URL_<CARRIER> (e.g. TRACKING_URL_POSTI) overrides a template.
 */
export const CARRIERS = {
  posti: { name: 'Posti', trackingUrl: 'https://www.posti.fi/en/tracking#/lahetys/{code}' },
  postnord: { name: 'PostNord', trackingUrl: 'https://tracking.postnord.com/en/?id={code}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/fi-en/home/tracking.html?tracking-id={code}' },
  matkahuolto: {
    name: 'Matkahuolto',
    trackingUrl: 'https://www.matkahuolto.fi/en/tracking?parcelNumber={code}',
  },
  bring: { name: 'Bring', trackingUrl: 'https://tracking.bring.com/tracking/{code}' },
  other: { name: 'Other carrier', trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [CarrierCode, ...CarrierCode[]];

export function carrierName(code: string): string {
  return (CARRIERS as Record<string, { name: string }>)[code]?.name ?? code;
}

export function trackingUrl(carrier: string, codes: readonly string[]): string | null {
  const first = codes[0];
  if (!first) return null;
  const override = process.env[`TRACKING_URL_${carrier.toUpperCase()}`];
  const template =
    override || (CARRIERS as Record<string, { trackingUrl: string | null }>)[carrier]?.trackingUrl || null;
  return template ? template.replace('{code}', encodeURIComponent(first)) : null;
}

/**
 * A tracking code when the warehouse gives none: the local carrier books the parcel itself (as for return
 * labels, no network call). One code per parcel.
 */
export function localTrackingCode(): string {
  return `JJFI${randomBytes(6).toString('hex').toUpperCase()}`;
}
