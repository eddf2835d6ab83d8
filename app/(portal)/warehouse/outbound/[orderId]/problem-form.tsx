import { Button, Select, TextArea, humanize } from '@/components/ui';
import { formatPath } from '@/server/core/http/validation';
import { PROBLEM_CODES, ReportProblemBody } from '@/server/outbound/schemas';
import { problemAction } from '../actions';

/**
 * The field errors of a refused report, from the API's own schema run on what came back (the code and the line;
 * the note is not carried in the address, so an "other" comes back asking for one).
 */
export function problemErrors(code: string | undefined, itemId: string | undefined): Record<string, string> {
  if (code === undefined) return {};
  const res = ReportProblemBody.safeParse({ problem: { code, item_id: itemId || null, note: null } });
  const errors: Record<string, string> = {};
  for (const issue of res.error?.issues ?? []) errors[formatPath(issue.path)] ??= issue.message;
  return errors;
}

/** "Report a problem": its fields are the API's paths, read by the portal action with the API's schema. */
export function ProblemForm({
  orderId,
  lines,
  code,
  itemId,
  errors,
}: {
  orderId: string;
  lines: { id: string; label: string }[];
  code?: string;
  itemId?: string;
  errors: Record<string, string>;
}) {
  return (
    <section className="section card" aria-labelledby="report-title">
      <h2 id="report-title">Report a problem</h2>
      <form action={problemAction} className="form" noValidate>
        <input type="hidden" name="orderId" value={orderId} />
        <Select
          name="problem.code"
          label="What happened"
          defaultValue={code && (PROBLEM_CODES as readonly string[]).includes(code) ? code : 'unit_missing'}
          options={PROBLEM_CODES.map((p) => ({ value: p, label: humanize(p) }))}
          error={errors['problem.code']}
        />
        <Select
          name="problem.item_id"
          label="Line (for a missing or damaged unit)"
          placeholder="No line"
          defaultValue={itemId && lines.some((l) => l.id === itemId) ? itemId : ''}
          options={lines.map((l) => ({ value: l.id, label: l.label }))}
          error={errors['problem.item_id']}
        />
        <TextArea
          name="problem.note"
          label="Note (required for other)"
          rows={2}
          maxLength={1000}
          error={errors['problem.note']}
        />
        <Button variant="secondary">Report the problem</Button>
      </form>
    </section>
  );
}
