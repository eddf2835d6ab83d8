'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, fieldsOf } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

/** "Save view": names the list's current filters (`query`, sent hidden). Works without JavaScript. */
export function SaveViewForm({
  action,
  query,
  titleId,
}: {
  action: (prev: FormState, form: FormData) => Promise<FormState>;
  query: string;
  titleId: string;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  return (
    <ActionForm action={formAction} state={state} titleId={titleId} title="Save these filters as a view">
      <input type="hidden" name="query" value={query} />
      <div className="form-row">
        <Field {...field('name')} label="View name" maxLength={60} hint="An existing name is replaced." />
        <div>
          <Button variant="secondary" disabled={pending}>
            {pending ? 'Saving…' : 'Save view'}
          </Button>
        </div>
      </div>
    </ActionForm>
  );
}
