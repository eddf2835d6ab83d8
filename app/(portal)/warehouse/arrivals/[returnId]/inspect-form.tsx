'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Select, TextArea, fieldsOf } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';
import { CONDITION_LABELS } from '@/server/returns/reads/reason-labels';

const CONDITIONS = (Object.keys(CONDITION_LABELS) as (keyof typeof CONDITION_LABELS)[]).map((value) => ({
  value,
  label: value === 'missing' ? `${CONDITION_LABELS.missing} (received 0)` : CONDITION_LABELS[value],
}));

/** The warehouse's inspection of one line: what arrived of it and in what condition (replaces an earlier one). */
export function InspectForm({
  action,
  line,
  label,
  quantity,
  condition,
  note,
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  /** Position of the line on the page: keeps the inputs' ids apart when several lines are inspected. */
  line: number;
  label: string;
  quantity: number;
  condition: string | null;
  note: string | null;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  const id = (k: string) => `inspect-${line}-${k}`;
  return (
    <form action={formAction} className="form" noValidate aria-label={`Inspect ${label}`}>
      {state.ok ? null : <ErrorMessage>{state.message}</ErrorMessage>}
      <div className="two-col">
        <Field
          {...field('inspection.received_quantity', String(quantity))}
          id={id('received')}
          label="Received quantity"
          hint="0 when the line is missing."
          type="number"
          min={0}
          step="any"
          required
        />
        <Select
          {...field('inspection.condition', condition ?? 'sellable')}
          id={id('condition')}
          label="Condition"
          options={CONDITIONS}
        />
      </div>
      <TextArea {...field('inspection.note', note ?? '')} id={id('note')} label="Inspection note" rows={2} />
      <Button disabled={pending}>
        {pending ? 'Saving…' : condition ? 'Replace inspection' : 'Save inspection'}
      </Button>
    </form>
  );
}
