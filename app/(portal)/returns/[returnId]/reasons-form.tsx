'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select, type SelectOption } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

export interface ReasonLine {
  id: string;
  label: string;
  code: string | null;
  note: string | null;
}

/** The lines' return reasons, editable until the parcel arrives (one save for every line). */
export function ReasonsForm({
  action,
  lines,
  reasons,
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  lines: ReasonLine[];
  reasons: SelectOption[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const v = (k: string, fallback: string | null) =>
    (state.ok ? undefined : state.values?.[k]) ?? fallback ?? '';
  return (
    <form action={formAction} className="form" noValidate aria-label="Return reasons">
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      {lines.map((l, i) => (
        <div className="return-line" key={l.id}>
          <input type="hidden" name={`items[${i}].id`} value={l.id} />
          <Select
            name={`items[${i}].return_reason.code`}
            label={`Reason, ${l.label}`}
            placeholder="Not given"
            options={reasons}
            defaultValue={v(`items[${i}].return_reason.code`, l.code)}
            error={state.fieldErrors?.[`items[${i}].return_reason.code`]}
          />
          <Field
            name={`items[${i}].return_reason.note`}
            label={`Customer's note, ${l.label}`}
            hint="Required when the reason is Other."
            maxLength={500}
            defaultValue={v(`items[${i}].return_reason.note`, l.note)}
            error={state.fieldErrors?.[`items[${i}].return_reason.note`]}
          />
        </div>
      ))}
      <Button variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save reasons'}
      </Button>
    </form>
  );
}
