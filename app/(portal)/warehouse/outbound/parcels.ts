import { formatPath } from '@/server/core/http/validation';
import { CreateShipmentBody } from '@/server/outbound/schemas';
import { CARRIER_CODES, type CarrierCode } from '@/server/outbound/carriers';

/**
 * The parcels of the pack screen's ship form as the packer typed them. Like the packed units (packed.ts), they
 * travel in the screen's address (`parcels=850:300:200:100:CODE,1200::::`) between "Add a parcel", "Remove" and
 * a failed "Ship", so the screen keeps what was typed without JavaScript and without a stored draft.
 */
export const PARCEL_FIELDS = ['weight_grams', 'length_mm', 'width_mm', 'height_mm', 'tracking_code'] as const;
export type ParcelField = (typeof PARCEL_FIELDS)[number];
export type ParcelDraft = Record<ParcelField, string>;
export const MAX_PARCELS = 50;

const EMPTY: ParcelDraft = {
  weight_grams: '',
  length_mm: '',
  width_mm: '',
  height_mm: '',
  tracking_code: '',
};

/** Keeps what can be shown back: digits and a few signs for sizes, code characters for the tracking code. */
function clean(field: ParcelField, value: unknown): string {
  const s = typeof value === 'string' ? value.trim() : '';
  return field === 'tracking_code'
    ? s.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40)
    : s
        .replace(/[^0-9.,-]/g, '')
        .replace(/,/g, '.')
        .slice(0, 10);
}

export function emptyParcel(): ParcelDraft {
  return { ...EMPTY };
}

export function parseParcels(raw: unknown): ParcelDraft[] {
  if (typeof raw !== 'string' || raw === '') return [emptyParcel()];
  const rows = raw
    .split(',')
    .slice(0, MAX_PARCELS)
    .map((row) => {
      const values = row.split(':');
      return Object.fromEntries(PARCEL_FIELDS.map((f, i) => [f, clean(f, values[i])])) as ParcelDraft;
    });
  return rows.length ? rows : [emptyParcel()];
}

export function formatParcels(rows: ParcelDraft[]): string {
  const text = rows.map((r) => PARCEL_FIELDS.map((f) => r[f]).join(':')).join(',');
  return rows.length === 1 && text === '::::' ? '' : text;
}

/** The rows of a submitted ship form (`parcels[0].weight_grams`, …, `parcel_count` rows). */
export function parcelsFromForm(formData: FormData): ParcelDraft[] {
  const count = Math.min(MAX_PARCELS, Math.max(1, Number(formData.get('parcel_count')) || 1));
  return Array.from(
    { length: count },
    (_, i) =>
      Object.fromEntries(
        PARCEL_FIELDS.map((f) => [f, clean(f, formData.get(`parcels[${i}].${f}`))]),
      ) as ParcelDraft,
  );
}

/** "add" or "remove:N" from the form's parcel buttons; the rows after it (always at least one). */
export function applyParcelOp(rows: ParcelDraft[], op: string): ParcelDraft[] {
  if (op === 'add') return rows.length < MAX_PARCELS ? [...rows, emptyParcel()] : rows;
  const at = /^remove:(\d+)$/.exec(op);
  if (at && rows.length > 1) return rows.filter((_, i) => i !== Number(at[1]));
  return rows;
}

/** The ship form's sentence: how many packed units go into how many parcels, and their labels. */
export function shipSummary(packedCount: number, parcelCount: number): string {
  if (!packedCount) return 'Pack at least one unit first.';
  const units = packedCount === 1 ? '1 packed unit goes' : `${packedCount} packed units go`;
  return parcelCount === 1
    ? `${units} into one parcel, with one label.`
    : `${units} into ${parcelCount} parcels, with a label on each.`;
}

const SIZES = ['weight_grams', 'length_mm', 'width_mm', 'height_mm'] as const;
const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);

/**
 * The API's shipment body from the form (the same zod schema checks it), or the errors by field name
 * (`parcels[1].weight_grams`). Tracking codes are given for every parcel or for none (then the local carrier
 * gives one per parcel): one label per parcel carries its own code.
 */
export function shipmentFromForm(
  rows: ParcelDraft[],
  form: { carrier: string; service: string; packed: Map<string, number> },
) {
  const errors: Record<string, string> = {};
  const codes = rows.map((r) => r.tracking_code);
  const given = codes.filter(Boolean).length;
  if (given > 0 && given < rows.length)
    rows.forEach((r, i) => {
      if (!r.tracking_code)
        errors[`parcels[${i}].tracking_code`] = 'Give a tracking code for every parcel, or for none.';
    });
  rows.forEach((r, i) => {
    for (const f of SIZES)
      if (r[f] !== '' && !/^\d+$/.test(r[f])) errors[`parcels[${i}].${f}`] = 'A whole number, e.g. 850.';
  });
  const carrier = (CARRIER_CODES as string[]).includes(form.carrier)
    ? (form.carrier as CarrierCode)
    : 'other';
  const parsed = CreateShipmentBody.safeParse({
    shipment: {
      carrier,
      service: form.service || null,
      tracking_codes: given ? codes : null,
      parcels: rows.map((r) => ({
        weight_grams: num(r.weight_grams),
        length_mm: num(r.length_mm),
        width_mm: num(r.width_mm),
        height_mm: num(r.height_mm),
      })),
      items: [...form.packed].map(([order_item_id, quantity]) => ({ order_item_id, quantity })),
    },
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [, where, i, field] = issue.path;
      const name =
        where === 'parcels' && typeof i === 'number' && typeof field === 'string'
          ? `parcels[${i}].${field}`
          : where === 'tracking_codes' && typeof i === 'number'
            ? `parcels[${i}].tracking_code`
            : formatPath(issue.path);
      errors[name] ??= issue.message;
      if (where === 'items') errors.items ??= 'Pack at least one unit first.';
    }
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { shipment: parsed.data.shipment };
}
