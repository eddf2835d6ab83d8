import { z } from 'zod';
import {
  asNumber,
  coerceFields,
  emptyToNull,
  filledRows,
  formFields,
  formGroup,
  formList,
  formNumber,
  type Coerce,
} from '@/server/core/http/form-fields';
import {
  ArrivalSchema,
  CreateReturnSchema,
  DecisionSchema,
  EditReturnItemSchema,
  InspectionSchema,
  ReturnItemInputSchema,
  ServiceAttachmentInputSchema,
} from './schemas';
import { ConditionDefaultsSchema } from './lines/condition-defaults';
import { INSPECTION_CONDITIONS } from './return-states';

/**
 * The portal's return forms: the API's schemas (schemas.ts) with what an HTML form posts coerced
 * (server/core/http/form-fields.ts). The inputs' names are the API's paths.
 */

type FormObject = Record<string, unknown> & { id?: unknown };
const idOf = (v: unknown): unknown => (v && typeof v === 'object' ? (v as FormObject).id : undefined);

/** A line's reason select and note: no code chosen is no reason; an empty (or blank) note is none. */
const reasonFromForm: Coerce = (v) => {
  const r = (v ?? {}) as { code?: unknown; note?: unknown };
  if (!r.code) return null;
  return { code: r.code, note: (typeof r.note === 'string' ? r.note.trim() : '') || null };
};

/** A line's exchange product and quantity (1 unless typed): no product chosen is no exchange. */
const exchangeFromForm: Coerce = (v) => {
  const e = (v ?? {}) as { product?: unknown; quantity?: unknown };
  const product = idOf(e.product);
  if (!product) return null;
  return { product: { id: product }, quantity: Number(e.quantity ?? 1) };
};

const hasProduct = (row: Record<string, unknown>) => !!idOf(row.product);

/**
 * Register a return (02 §4.1). The original order is named by its number (`original_order.ref`), which the
 * action looks up among the merchant's orders: it is not part of what this schema returns.
 */
export const CreateReturnForm = z.object({
  order_return: CreateReturnSchema.omit({ original_order: true }).extend({
    tracking_codes: formList(CreateReturnSchema.shape.tracking_codes),
    items: z.preprocess(
      (v) =>
        filledRows(v, hasProduct).rows.map((row) =>
          coerceFields(row, {
            quantity: asNumber,
            return_reason: reasonFromForm,
            exchange: exchangeFromForm,
          }),
        ),
      CreateReturnSchema.shape.items,
    ),
  }),
});

type FormLineDecision = { id?: unknown; code?: unknown; restock_as_product?: unknown };

/**
 * The merchant decision (02 §3.1, §4.4): the whole code plus the exceptional lines. Without JavaScript every
 * line's choices are on the page whatever the whole decision: a line on "default" that names a product to
 * shelve as goes to the shelf under "shelf"; under a decision without line choices, lines left on "default"
 * say nothing.
 */
export const DecisionForm = z.object({
  merchant_decision: z.preprocess(
    (v) => {
      const d = (v ?? {}) as { code?: unknown; items?: unknown };
      if (!Array.isArray(d.items)) return d;
      const items = (d.items as (FormLineDecision | undefined)[])
        .map((it) =>
          !it?.code && idOf(it?.restock_as_product) && d.code === 'to_shelf'
            ? { ...it, code: 'to_shelf' }
            : it,
        )
        .filter((it): it is FormLineDecision => !!it?.code)
        .map((it) => ({
          id: it.id,
          code: it.code,
          ...(idOf(it.restock_as_product) ? { restock_as_product: { id: idOf(it.restock_as_product) } } : {}),
        }));
      const { items: _lines, ...rest } = d;
      return items.length ? { ...rest, items } : rest;
    },
    DecisionSchema.extend({
      code: z.enum(DecisionSchema.shape.code.options, 'Choose what should happen to the return.'),
    }),
  ),
});

/** Every line's return reason at once, until the parcel arrives. */
export const ReasonsForm = z.object({
  items: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : []).map((it: { id?: unknown; return_reason?: unknown } | undefined) => ({
        id: it?.id,
        return_reason: reasonFromForm(it?.return_reason),
      })),
    z.array(EditReturnItemSchema.safeExtend({ id: z.string().min(1) })).max(500),
  ),
});

/** Attach an extra service to the return or one of its lines (02 §4.7-4.8). */
export const ServiceAttachmentForm = z.object({
  service_attachment: formGroup(
    ServiceAttachmentInputSchema.extend({
      service: formGroup(ServiceAttachmentInputSchema.shape.service),
      quantity: formNumber(ServiceAttachmentInputSchema.shape.quantity),
    }),
  ),
});

/** The warehouse registers the parcel's arrival (05 §4): its location, and the contents found when replaced. */
export function arrivalForm(replaceItems: boolean) {
  return z.object({
    arrival: formGroup(
      ArrivalSchema.extend({
        warehouse_location: formGroup(ArrivalSchema.shape.warehouse_location),
        items: z.preprocess(
          (v) => {
            const rows = Array.isArray(v) ? v.filter((r) => hasProduct(r ?? {})) : [];
            return replaceItems && rows.length ? rows : undefined;
          },
          z
            .array(
              ArrivalSchema.shape.items
                .unwrap()
                .unwrap()
                .element.extend({
                  quantity: formNumber(ReturnItemInputSchema.shape.quantity),
                }),
            )
            .max(500)
            .nullish(),
        ),
      }),
    ),
  });
}

/** The warehouse's inspection of one line (received quantity, condition, note). */
export const InspectionForm = z.object({
  inspection: formGroup(formFields(InspectionSchema, { received_quantity: asNumber })),
});

/** The merchant's default line decision per inspection condition: "no default" (empty) clears one. */
export const ConditionDefaultsForm = z.object({
  defaults: z.preprocess((v) => {
    const d = (v ?? {}) as Partial<Record<string, unknown>>;
    return Object.fromEntries(INSPECTION_CONDITIONS.map((c) => [c, emptyToNull(d[c])]));
  }, ConditionDefaultsSchema),
});
