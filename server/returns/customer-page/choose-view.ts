import type { EligibilityDto, NotEligibleReason } from '@/server/returns/policy/schemas';
import type { FormProblem, FormState } from './form-state';

/** Why an item cannot be returned, in the page's words: units only asked for are "return requested". */
export type PageNotEligible = NotEligibleReason | 'return_requested';

export function notReturnableBecause(
  item: EligibilityDto['items'][number],
  requested: Map<string, number>,
): PageNotEligible[] {
  return item.not_eligible_because.map((r) =>
    r === 'already_returned' && (requested.get(item.id) ?? 0) > 0 ? 'return_requested' : r,
  );
}

/** The control a problem is about, for its aria-invalid and aria-describedby. */
export type ProblemField = 'q' | 'reason' | 'exchange' | 'note' | 'photos' | null;
const FIELD_OF: Record<FormProblem, ProblemField> = {
  reason_missing: 'reason',
  reason_not_offered: 'reason',
  more_than_returnable: 'q',
  note_required: 'note',
  photo_required: 'photos',
  bad_photo: 'photos',
  unknown_photo: 'photos',
  exchange_not_offered: 'exchange',
  unknown_line: null,
  not_returnable: null,
  method_not_offered: null,
  invalid: null,
};

export interface LineProblems {
  codes: FormProblem[];
  fields: Set<ProblemField>;
}

/** A refused form's problems per order line (each code once) and those of the whole form. */
export function problemsByLine(state: FormState | null): {
  lines: Map<string, LineProblems>;
  form: FormProblem[];
} {
  const lines = new Map<string, LineProblems>();
  const form: FormProblem[] = [];
  for (const p of state?.problems ?? []) {
    if (p.line === null) {
      if (!form.includes(p.code)) form.push(p.code);
      continue;
    }
    const entry = lines.get(p.line) ?? { codes: [], fields: new Set<ProblemField>() };
    if (!entry.codes.includes(p.code)) entry.codes.push(p.code);
    entry.fields.add(FIELD_OF[p.code]);
    lines.set(p.line, entry);
  }
  return { lines, form };
}
