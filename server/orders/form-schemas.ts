import { z } from 'zod';
import {
  asNumber,
  coerceFields,
  emptyGroup,
  emptyToNull,
  filledRows,
  formFields,
  formGroup,
  type Coerce,
} from '@/server/core/http/form-fields';
import { FORM_CUSTOMER_FIELDS, isFilledOrderRow } from './order-form';
import { OrderCreateSchema, OrderPatchSchema } from './schemas';

/**
 * The portal's order forms post the API's own field names (`order.items[0].quantity`), validated by the API's
 * schemas with what an HTML form sends coerced: numbers arrive as text, empty line rows are skipped (their
 * error paths are mapped back to the row the user sees: order-form.ts), and on edit an emptied input means
 * "clear".
 */

/** The filled line rows, each coerced. */
const lines =
  (line: Record<string, Coerce>): Coerce =>
  (v) =>
    filledRows(v, isFilledOrderRow).rows.map((row) => coerceFields(row, line));

const createLine = { product: emptyGroup, quantity: asNumber };

/** What the portal requires of an order created by hand (a line, a deliverable customer). */
function deliverableOrder(order: unknown, ctx: z.RefinementCtx) {
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
    if (!given(f)) ctx.addIssue({ code: 'custom', path: ['customer', f], message: 'Required for delivery.' });
}

/**
 * The portal's "Create order" (docs/decisions/portal.md): the API's schema, plus what a person creating an order
 * by hand always means to give: at least one line and a customer the warehouse can deliver to (the fields the
 * confirmation gate asks for, 04 B2). The API itself still accepts partial drafts (01 §4.1).
 */
export const PortalCreateOrderBody = z.object({
  order: formGroup(
    formFields(OrderCreateSchema.superRefine(deliverableOrder, { when: () => true }), {
      items: lines(createLine),
    }),
  ),
});

/** The form's customer inputs left empty clear those fields (the form sends every field it shows). */
const customerFields = Object.fromEntries(FORM_CUSTOMER_FIELDS.map((f) => [f, emptyToNull]));

/** Edit an order (04 B1 PATCH rules; the form sends every field, so an emptied input clears it). */
export const UpdateOrderForm = z.object({
  order: formGroup(
    formFields(OrderPatchSchema, {
      items: lines({ ...createLine, fulfillment_by: emptyToNull }),
      customer: (c) => coerceFields(emptyGroup(c), customerFields),
      merchants_id: emptyToNull,
      language: emptyToNull,
    }),
  ),
});
