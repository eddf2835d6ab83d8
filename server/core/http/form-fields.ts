import { z } from 'zod';

/**
 * What an HTML form can send, coerced for the API's own schemas: a portal form schema
 * (`server/<domain>/form-schemas.ts`) is the API's schema with these wrapped around the fields a form posts
 * differently (numbers as text, an unticked checkbox or checkbox group as nothing, an emptied input as
 * nothing). The form's field names are the API's paths, so the schema's errors land beside their inputs.
 * parseForm (server/core/http/form-state.ts) has already dropped empty inputs (undefined) before these run.
 * Each coercion is a function of one field's posted value (`asNumber`) and a schema wrapper (`formNumber`);
 * `formFields` applies coercions to the fields of an object schema that has refinements of its own.
 */
export type Coerce = (v: unknown) => unknown;

/** A number typed into an input: its text read as a number (a text that is none is refused by the schema). */
export const asNumber: Coerce = (v) => (typeof v === 'string' ? Number(v) : v);
/** An input the form always posts, left empty: null, the API's "none" (or "clear it" on an edit). */
export const emptyToNull: Coerce = (v) => (v === undefined ? null : v);
/** A checkbox group (`name[]`) with nothing ticked: an empty list (the schema says whether that is enough). */
export const noneTicked: Coerce = (v) => (v === undefined ? [] : v);
/** A fieldset the form always shows: an object even when every input in it is empty. */
export const emptyGroup: Coerce = (v) => (v === undefined ? {} : v);

export function formNumber<S extends z.ZodType>(schema: S) {
  return z.preprocess(asNumber, schema);
}

export function emptyAsNull<S extends z.ZodType>(schema: S) {
  return z.preprocess(emptyToNull, schema);
}

export function checkboxGroup<S extends z.ZodType>(schema: S) {
  return z.preprocess(noneTicked, schema);
}

/** A checkbox group whose empty choice means "all": null when nothing is ticked. */
export function checkboxGroupOrNull<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (Array.isArray(v) && v.length ? v : null), schema);
}

/** A checkbox or select posting `value`: true when it did, false otherwise. */
export function formFlag(value = 'true') {
  return z.preprocess((v) => v === value, z.boolean());
}

export function formGroup<S extends z.ZodType>(schema: S) {
  return z.preprocess(emptyGroup, schema);
}

/** Text typed as a list (spaces, commas or new lines between items): its items. */
export function formList<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v), schema);
}

/**
 * The rows of a repeated fieldset (`order.items[3].quantity`) that the person filled in; anything else is no
 * rows. `rowOf[i]` is the form row of rows[i] (so that an error of items[1] is shown on the row it came from).
 */
export function filledRows<T>(
  rows: unknown,
  filled: (row: Record<string, unknown>) => boolean,
): { rows: T[]; rowOf: number[] } {
  const out: T[] = [];
  const rowOf: number[] = [];
  (Array.isArray(rows) ? rows : []).forEach((r: unknown, i) => {
    if (r && typeof r === 'object' && filled(r as Record<string, unknown>)) {
      out.push(r as T);
      rowOf.push(i);
    }
  });
  return { rows: out, rowOf };
}

/** Only the filled rows of a repeated fieldset (see filledRows), for a schema's list: none is an empty list. */
export function formRows<S extends z.ZodType>(filled: (row: Record<string, unknown>) => boolean, schema: S) {
  return z.preprocess((v) => filledRows(v, filled).rows, schema);
}

/**
 * An object schema with refinements of its own (which zod cannot extend with other field types), its fields
 * coerced first: `formFields(InspectionSchema, { received_quantity: asNumber })`.
 */
export function formFields<S extends z.ZodType>(schema: S, coerce: Record<string, Coerce>) {
  return z.preprocess((v) => coerceFields(v, coerce), schema);
}

/** The fields of a posted object coerced (see formFields); anything but an object is left as it is. */
export function coerceFields(v: unknown, coerce: Record<string, Coerce>): unknown {
  if (v === undefined || v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const [key, f] of Object.entries(coerce)) out[key] = f(out[key]);
  return out;
}
