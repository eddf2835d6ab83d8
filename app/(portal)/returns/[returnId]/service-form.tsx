'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select, type SelectOption } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

/** Attach an extra service to the return or one of its lines (02 §4.7-4.8). */
export function ServiceForm({
  action,
  services,
  lines,
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  services: SelectOption[];
  lines: SelectOption[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  return (
    <form action={formAction} className="form" aria-label="Attach an extra service">
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <div className="two-col">
        <Select
          name="service_attachment.service.id"
          label="Service"
          placeholder="Choose a service"
          options={services}
          error={state.fieldErrors?.['service_attachment.service']}
        />
        <Select name="target" label="For" placeholder="The whole return" options={lines} />
        <Field
          name="service_attachment.quantity"
          label="Quantity"
          type="number"
          min={1}
          step={1}
          hint="Leave empty for flat-priced services."
          error={state.fieldErrors?.['service_attachment.quantity']}
        />
        <Field name="service_attachment.merchant_remarks" label="Remarks" />
      </div>
      <Button variant="secondary" disabled={pending}>
        {pending ? 'Attaching…' : 'Attach service'}
      </Button>
    </form>
  );
}
