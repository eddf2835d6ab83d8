import { CUSTOMER_FIELDS, type OrderDto } from './schemas';

/**
 * The portal's order form around its schemas (form-schemas.ts): its rows and fields, which rows were filled in,
 * the errors mapped back to the rows the user sees, and an order's values as the edit form's defaults.
 */
export const FORM_LINE_ROWS = 5;
export const FORM_CUSTOMER_FIELDS = CUSTOMER_FIELDS.filter(
  (f) => !['state', 'eori', 'door_code', 'delivery_instructions'].includes(f),
);

/** A line row the person filled in (a SKU or a quantity typed); the form's empty rows are skipped. */
export function isFilledOrderRow(row: Record<string, unknown>): boolean {
  const product = row.product as { sku?: unknown } | undefined;
  return product?.sku !== undefined || row.quantity !== undefined;
}

/** `rowOf[i]` = the form row of the order's items[i] once the empty rows are skipped. */
export function orderFormRowOf(formData: FormData): number[] {
  const rows = new Set<number>();
  for (const [name, value] of formData.entries()) {
    const m = /^order\.items\[(\d+)\]\.(?:product\.sku|quantity)$/.exec(name);
    if (m && value !== '') rows.add(Number(m[1]));
  }
  return [...rows].sort((a, b) => a - b);
}

/** `order.items[1].quantity` -> `order.items[3].quantity` when items[1] came from form row 3. */
export function remapFieldErrors(
  errors: Record<string, string> | undefined,
  rowOf: number[],
): Record<string, string> | undefined {
  if (!errors) return errors;
  const out: Record<string, string> = {};
  for (const [path, msg] of Object.entries(errors)) {
    const mapped = path.replace(
      /^order\.items\[(\d+)\]/,
      (_, i) => `order.items[${rowOf[Number(i)] ?? Number(i)}]`,
    );
    out[mapped] ??= msg;
  }
  return out;
}

/** An order's current values as form defaults (edit form). */
export function orderFormDefaults(o: OrderDto): Record<string, string> {
  const d: Record<string, string> = {};
  if (o.merchants_id) d['order.merchants_id'] = o.merchants_id;
  if (o.language) d['order.language'] = o.language;
  for (const f of FORM_CUSTOMER_FIELDS) if (o.customer[f]) d[`order.customer.${f}`] = o.customer[f]!;
  o.items.forEach((it, i) => {
    d[`order.items[${i}].id`] = it.id;
    d[`order.items[${i}].product.sku`] = it.product.sku;
    d[`order.items[${i}].quantity`] = String(it.quantity);
    d[`order.items[${i}].fulfillment_by`] = it.fulfillment_by;
  });
  return d;
}
