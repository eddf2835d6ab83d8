/**
 * Carriers as the shipments know them: the fixed list of names (shipments, the order history and the screens
 * show names, never codes) and the links of a shipment's tracking codes. The operator's tracking URL templates
 * are outbound's (server/outbound/carrier-templates.ts).
 */

/** The carriers a shipment can name; the list is fixed here. */
export const CARRIERS = {
  posti: { name: 'Posti' },
  postnord: { name: 'PostNord' },
  dhl: { name: 'DHL' },
  matkahuolto: { name: 'Matkahuolto' },
  bring: { name: 'Bring' },
  other: { name: 'Other carrier' },
} as const satisfies Record<string, { name: string }>;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [CarrierCode, ...CarrierCode[]];

export function isCarrierCode(code: string): code is CarrierCode {
  return Object.hasOwn(CARRIERS, code);
}

export function carrierName(code: string): string {
  return isCarrierCode(code) ? CARRIERS[code].name : code;
}

/**
 * Every tracking code of a shipment with its own tracking link. A shipment stores the URL its carrier's template
 * made of the first code (a later template change applies to later shipments only), so each other code's link is
 * that URL with the first code replaced by it; a code gets no link when the shipment has none.
 */
export function trackingLinks(shipment: {
  tracking_codes: readonly string[];
  tracking_url: string | null;
}): { code: string; url: string | null }[] {
  const [first] = shipment.tracking_codes;
  const url = shipment.tracking_url;
  const at = first && url ? url.indexOf(encodeURIComponent(first)) : -1;
  return shipment.tracking_codes.map((code, i) => ({
    code,
    url:
      i === 0
        ? url
        : url && at >= 0
          ? url.slice(0, at) + encodeURIComponent(code) + url.slice(at + encodeURIComponent(first!).length)
          : null,
  }));
}
