import { z } from 'zod';
import { CUSTOMER_FIELDS, OrderCreateSchema, type OrderDto } from './schemas';

/**
 * The portal's order form posts the API's own field names (`order.items[0].quantity`), validated by the API's
 * schema. This file adapts what an HTML form can send: numbers arrive as text, empty line rows are skipped
 * (their error paths are mapped back to the row the user sees), and on edit an emptied input means "clear".
 */
export const FORM_LINE_ROWS = 5;
export const FORM_CUSTOMER_FIELDS = CUSTOMER_FIELDS.filter(
  (f) => !['state', 'eori', 'door_code', 'delivery_instructions'].includes(f),
);

type Raw = Record<string, any>;

/** Mutates the raw form object; returns `rowOf[i]` = the form row of items[i] after empty rows are skipped. */
export function prepareOrderForm(raw: Raw, mode: 'create' | 'edit'): number[] {
  const order: Raw = (raw.order ??= {});
  const rows: Raw[] = Array.isArray(order.items) ? order.items : [];
  const rowOf: number[] = [];
  const kept: Raw[] = [];
  rows.forEach((r, i) => {
    if (!r || (r.product?.sku === undefined && r.quantity === undefined)) return;
    r.product ??= {};
    if (typeof r.quantity === 'string' && r.quantity.trim() !== '' && Number.isFinite(Number(r.quantity)))
      r.quantity = Number(r.quantity);
    if (mode === 'edit' && r.fulfillment_by === undefined) r.fulfillment_by = null;
    if (r.id === undefined) delete r.id;
    rowOf.push(i);
    kept.push(r);
  });
  order.items = kept;
  if (mode === 'edit') {
    order.customer ??= {};
    for (const f of FORM_CUSTOMER_FIELDS) if (order.customer[f] === undefined) order.customer[f] = null;
    for (const f of ['merchants_id', 'language']) if (order[f] === undefined) order[f] = null;
  } else if (order.status === undefined) delete order.status;
  return rowOf;
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

/**
 * The portal's "Create order" (docs/decisions/portal.md): the API's schema, plus what a person creating an order
 * by hand always means to give: at least one line and a customer the warehouse can deliver to (the fields the
 * confirmation gate asks for, 04 B2). The API itself still accepts partial drafts (01 §4.1).
 */
export const PortalCreateOrderBody = z.object({
  order: OrderCreateSchema.superRefine(
    (order, ctx) => {
      const o = (order ?? {}) as { items?: unknown; customer?: Record<string, unknown> | null };
      if (!Array.isArray(o.items) || o.items.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['items'],
          message: 'Add at least one line: a product SKU and a quantity.',
        });
      const c = o.customer ?? {};
      const given = (f: string) => typeof c[f] === 'string' && (c[f] as string).trim() !== '';
      if (!given('first_name') && !given('last_name') && !given('organization'))
        ctx.addIssue({
          code: 'custom',
          path: ['customer', 'first_name'],
          message: 'Give a first name, a last name or an organization.',
        });
      for (const f of ['address', 'postal_code', 'city', 'country_code'])
        if (!given(f))
          ctx.addIssue({ code: 'custom', path: ['customer', f], message: 'Required for delivery.' });
    },
    { when: () => true },
  ),
});
