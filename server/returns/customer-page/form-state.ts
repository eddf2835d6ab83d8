import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { getSecret } from '@/server/core/secrets';

/**
 * A refused return form comes back to the customer with every choice kept and each problem beside its item:
 * the submit route seals what was chosen (quantities, reasons, exchanges, notes, method; photos cannot be
 * given back to a browser) and the problems as codes into the form's address (`state`), signed for this grant
 * so a link made elsewhere cannot put anything on the page. The page shows only the messages it defines for
 * those codes (docs/decisions/customer-returns.md, "A refused form").
 */

/** The problem codes the page has words for; anything else is shown as `invalid`. */
export const FORM_PROBLEMS = [
  'reason_missing',
  'more_than_returnable',
  'reason_not_offered',
  'note_required',
  'photo_required',
  'bad_photo',
  'unknown_photo',
  'exchange_not_offered',
  'unknown_line',
  'not_returnable',
  'method_not_offered',
  'invalid',
] as const;
export type FormProblem = (typeof FORM_PROBLEMS)[number];

const LineChoice = z.object({
  q: z.number().int().min(0).max(1_000_000),
  r: z.string().max(40),
  x: z.string().max(100),
  n: z.string().max(500),
  /** Photos had been chosen (they must be chosen again). */
  p: z.boolean(),
});
const StateSchema = z.object({
  lines: z.record(z.string().max(100), LineChoice),
  m: z.string().max(40),
  problems: z.array(z.object({ line: z.string().max(100).nullable(), code: z.enum(FORM_PROBLEMS) })).max(200),
});
export type FormState = z.infer<typeof StateSchema>;
export type LineChoice = z.infer<typeof LineChoice>;

/** An address stays well under the limits of browsers and proxies: past it, the notes are left out. */
const MAX_STATE_CHARS = 6000;

/** What the customer chose, read from the posted form (`q_<id>`, `reason_<id>`, …, `method`). */
export function choicesOf(form: FormData): Pick<FormState, 'lines' | 'm'> {
  const lines: FormState['lines'] = {};
  for (const key of form.keys()) {
    if (!key.startsWith('q_')) continue;
    const id = key.slice(2).slice(0, 100);
    const text = (name: string, max: number) => String(form.get(`${name}_${id}`) ?? '').slice(0, max);
    const q = Number(form.get(key));
    lines[id] = {
      q: Number.isInteger(q) && q >= 0 && q <= 1_000_000 ? q : 0,
      r: text('reason', 40),
      x: text('exchange', 100),
      n: text('note', 500),
      p: form.getAll(`photos_${id}`).some((f) => typeof f !== 'string' && f.size > 0),
    };
  }
  return { lines, m: String(form.get('method') ?? '').slice(0, 40) };
}

/** A problem code of the request rules (server/returns/requests) as one the page has words for. */
export function pageProblem(reason: string): FormProblem {
  if ((FORM_PROBLEMS as readonly string[]).includes(reason)) return reason as FormProblem;
  // the eligibility reasons (window_passed, already_returned, …): the page shows the item's own reasons
  if (
    /^(window_passed|final_sale|already_returned|order_not_shipped|country_not_allowed|policy_disabled)$/.test(
      reason,
    )
  )
    return 'not_returnable';
  return 'invalid';
}

async function sign(grant: string, body: string) {
  return createHmac('sha256', await getSecret('links'))
    .update(`return-form:${grant}:${body}`)
    .digest('base64url');
}

/** The sealed state for the form's address (`state=`), bound to the grant. */
export async function sealFormState(grant: string, state: FormState): Promise<string> {
  let body = Buffer.from(JSON.stringify(state)).toString('base64url');
  if (body.length > MAX_STATE_CHARS) {
    const lines = Object.fromEntries(Object.entries(state.lines).map(([id, l]) => [id, { ...l, n: '' }]));
    body = Buffer.from(JSON.stringify({ ...state, lines })).toString('base64url');
  }
  return `${body}.${await sign(grant, body)}`;
}

/** The state of a sealed value made for this grant, else null (forged, altered, another grant's, malformed). */
export async function openFormState(grant: string, sealed: string | undefined): Promise<FormState | null> {
  const m = /^([\w-]{1,12000})\.([\w-]{43})$/.exec(sealed ?? '');
  if (!m) return null;
  const expected = Buffer.from(await sign(grant, m[1]!));
  const given = Buffer.from(m[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = StateSchema.safeParse(JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
