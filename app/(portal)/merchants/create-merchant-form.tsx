'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { createMerchantAction } from './actions';

export function CreateMerchantForm({ action }: { action: typeof createMerchantAction }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  return (
    <form action={formAction} className="form" noValidate aria-labelledby="create-merchant-title">
      <h2 id="create-merchant-title">New merchant</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <Field
        key={String(state.data?.id ?? 'form')}
        name="merchant.name"
        label="Name"
        required
        maxLength={200}
        defaultValue={state.ok ? '' : state.values?.['merchant.name']}
        error={state.fieldErrors?.['merchant.name']}
      />
      <div>
        <Button disabled={pending}>{pending ? 'Creating…' : 'Create merchant'}</Button>
      </div>
    </form>
  );
}
