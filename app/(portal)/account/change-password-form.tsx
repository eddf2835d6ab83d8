'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, fieldsOf } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { changePasswordAction } from './actions';

export function ChangePasswordForm({ action }: { action: typeof changePasswordAction }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  return (
    <ActionForm action={formAction} state={state} titleId="change-password-title" title="Change password">
      <Field
        name="current_password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={field('current_password').error}
      />
      <Field
        name="new_password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 10 characters, not your e-mail address. You sign in again afterwards, everywhere."
        error={field('new_password').error}
      />
      <Field
        name="new_password_again"
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        error={field('new_password_again').error}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Changing…' : 'Change password'}
      </Button>
    </ActionForm>
  );
}
