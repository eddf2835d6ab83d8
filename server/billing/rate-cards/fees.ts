/**
 * The fees a rate card prices (docs/decisions/billing.md "Fees"): fixed codes, one per location kind for
 * storage by location-day, one per extra service of the catalog (`service:<code>`), and `manual`.
 */
export const FIXED_FEES = [
  'inbound_notice',
  'inbound_box',
  'inbound_unit',
  'storage_unit_day',
  'outbound_order',
  'outbound_unit',
  'outbound_parcel',
  'return',
  'return_line',
  'return_photo',
  'manual',
] as const;

export const LOCATION_KINDS = ['pick', 'bulk', 'returns', 'quarantine', 'dock', 'unassigned'] as const;

const FEE_LABELS: Record<(typeof FIXED_FEES)[number], string> = {
  inbound_notice: 'Receiving: per inbound notice',
  inbound_box: 'Receiving: per box',
  inbound_unit: 'Receiving: per unit',
  storage_unit_day: 'Storage: per unit and day',
  outbound_order: 'Outbound: per order',
  outbound_unit: 'Outbound: per unit after the first',
  outbound_parcel: 'Outbound: per parcel label',
  return: 'Returns: per return',
  return_line: 'Returns: per inspected line',
  return_photo: 'Returns: per photo',
  manual: 'Manual charge or credit',
};

/** A storage fee by location-day is this prefix and the location's kind (`storage_location_day:bulk`). */
export const STORAGE_LOCATION_FEE_PREFIX = 'storage_location_day:';

const SERVICE_CODE = /^service:(.+)$/;
const LOCATION_FEE = /^storage_location_day:(.+)$/;

/** Whether a text is a fee code's shape (a service's code is checked against the catalog separately). */
export function isFeeCode(fee: string): boolean {
  if ((FIXED_FEES as readonly string[]).includes(fee)) return true;
  const loc = LOCATION_FEE.exec(fee);
  if (loc) return (LOCATION_KINDS as readonly string[]).includes(loc[1]!);
  const svc = SERVICE_CODE.exec(fee);
  return !!svc && svc[1]!.trim().length > 0 && svc[1]!.length <= 100;
}

/** The catalog service code of a `service:<code>` fee, else null. */
export function serviceCodeOf(fee: string): string | null {
  return SERVICE_CODE.exec(fee)?.[1] ?? null;
}

export function serviceFee(code: string): string {
  return `service:${code}`;
}

/** How a fee reads on an invoice and a screen. */
export function feeLabel(fee: string, serviceName?: string | null): string {
  if (fee in FEE_LABELS) return FEE_LABELS[fee as keyof typeof FEE_LABELS];
  const loc = LOCATION_FEE.exec(fee);
  if (loc) return `Storage: per ${loc[1]} location and day`;
  const svc = serviceCodeOf(fee);
  if (svc) return `Extra service: ${serviceName ?? svc}`;
  return fee;
}

/** The fee codes a new card form offers (services are added from the catalog). */
export function standardFees(): string[] {
  return [
    ...FIXED_FEES.filter((f) => f !== 'manual'),
    ...LOCATION_KINDS.map((k) => `${STORAGE_LOCATION_FEE_PREFIX}${k}`),
    'manual',
  ];
}
