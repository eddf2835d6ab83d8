import { ZodError, type z } from 'zod';
import { isAppError } from '@/server/core/errors';
import { assertNoNul, formatPath, zodIssues } from '@/server/core/http/validation';
import { log } from '@/server/core/logger';
import type { FormState } from './form-state-initial';

export { INITIAL_FORM_STATE, type FormState } from './form-state-initial';

/**
 * FormData with dotted/bracketed names (`order.items[0].quantity`) -> nested object for the zod schema.
 * Empty strings become undefined (an empty optional input means "not given"); repeated names become arrays
 * when the name ends with `[]` (checkbox groups: `api_client.scopes[]`).
 */
export function formDataToObject(formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawName, rawValue] of formData.entries()) {
    if (rawName.startsWith('$ACTION')) continue;
    if (typeof rawValue !== 'string') {
      setPath(out, rawName, rawValue);
      continue;
    }
    const value = rawValue === '' ? undefined : rawValue;
    if (rawName.endsWith('[]')) {
      const name = rawName.slice(0, -2);
      const list = (getPath(out, name) as unknown[] | undefined) ?? [];
      if (value !== undefined) list.push(value);
      setPath(out, name, list);
    } else if (value !== undefined) setPath(out, rawName, value);
    // An empty input still creates its parents ({ merchant: {} }), so a missing required value is reported at
    // its own path (merchant.name) beside its field, not at the parent's.
    else setPath(out, rawName, undefined, false);
  }
  return out;
}

function tokens(path: string): (string | number)[] {
  return path
    .split(/\.|\[|\]/)
    .filter((t) => t !== '')
    .map((t) => (/^\d+$/.test(t) ? Number(t) : t));
}

function getPath(obj: Record<string, unknown>, path: string): unknown {
  let cur: any = obj;
  for (const t of tokens(path)) cur = cur?.[t];
  return cur;
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown, setLeaf = true): void {
  const ts = tokens(path);
  if (ts.some((t) => t === '__proto__' || t === 'constructor' || t === 'prototype')) return;
  let cur: any = obj;
  ts.forEach((t, i) => {
    if (i === ts.length - 1) {
      if (setLeaf) cur[t] = value;
    } else cur = cur[t] ??= typeof ts[i + 1] === 'number' ? [] : {};
  });
}

/**
 * Parses FormData with a form schema: the API's zod schema, or the domain's portal form schema built on it with
 * the coercions of server/core/http/form-fields.ts (`server/<domain>/form-schemas.ts`). `{ data }`, or a
 * FormState carrying the field errors (keyed by the inputs' names) and the values typed.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): { data: z.output<S>; state?: undefined } | { data?: undefined; state: FormState } {
  const raw = formDataToObject(formData);
  try {
    assertNoNul(raw);
  } catch (err) {
    return { state: formError(err, formData) };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { data: result.data };
  const issues = result.error.issues.flatMap((z) => {
    if (z.code !== 'invalid_type' || !/received undefined/.test(z.message))
      return zodIssues(new ZodError([z]));
    // zod's "Invalid input: expected string, received undefined" is an empty required input on a form.
    return [{ path: formatPath(z.path), message: 'Required.' }];
  });
  return { state: invalidFields(formData, toFieldErrors(issues)) };
}

/** The form back with errors beside its fields and every value the person typed (as a failed parseForm). */
export function invalidFields(formData: FormData, fieldErrors: Record<string, string>): FormState {
  return {
    ok: false,
    message: 'Please correct the fields marked below.',
    fieldErrors,
    values: echo(formData),
  };
}

/** Any thrown thing -> FormState: AppError keeps its user-facing message and field paths; anything else is logged. */
export function formError(err: unknown, formData?: FormData): FormState {
  const values = formData ? echo(formData) : undefined;
  if (isAppError(err)) {
    const fieldErrors = err.validationErrors?.length ? toFieldErrors(err.validationErrors) : undefined;
    return { ok: false, message: err.message, fieldErrors, values };
  }
  // next/navigation's redirect()/notFound() work by throwing: let them through.
  if (
    err &&
    typeof err === 'object' &&
    'digest' in err &&
    typeof (err as any).digest === 'string' &&
    /^NEXT_/.test((err as any).digest)
  )
    throw err;
  log.error('portal action failed', { error: err instanceof Error ? err.message : String(err) });
  return {
    ok: false,
    message: 'Something went wrong on our side; nothing was changed. Please try again.',
    values,
  };
}

function toFieldErrors(issues: { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path] ??= i.message;
  return out;
}

function echo(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of formData.entries()) {
    if (typeof v === 'string' && !/password|secret/i.test(k) && !k.startsWith('$ACTION')) out[k] = v;
  }
  return out;
}
