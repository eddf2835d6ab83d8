'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, Select, fieldsOf, type SelectOption } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { createUserAction } from './actions';

const MERCHANT_ROLE_OPTIONS: SelectOption[] = [
  { value: 'merchant_staff', label: 'Merchant staff' },
  { value: 'merchant_admin', label: 'Merchant admin' },
];
const ALL_ROLE_OPTIONS: SelectOption[] = [
  ...MERCHANT_ROLE_OPTIONS,
  { value: 'warehouse_staff', label: 'Warehouse staff' },
  { value: 'operator_admin', label: 'Operator admin' },
];

/**
 * `merchants`: the operator's choice of merchant and every role. Null for a merchant admin: merchant roles only,
 * for its own merchant (the server enforces both; the form only does not offer the rest).
 */
export function CreateUserForm({
  action,
  merchants,
}: {
  action: typeof createUserAction;
  merchants: SelectOption[] | null;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  return (
    <ActionForm action={formAction} state={state} titleId="create-user-title" title="New user">
      <Field {...field('user.email')} label="E-mail" type="email" autoComplete="off" required />
      <Field
        {...field('user.name')}
        label="Name"
        hint="Optional; shown in the header and in change histories."
      />
      <Field
        name="user.password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 10 characters. Give it to the user over a safe channel."
        error={field('user.password').error}
      />
      <Select
        {...field('user.role', 'merchant_staff')}
        label="Role"
        options={merchants ? ALL_ROLE_OPTIONS : MERCHANT_ROLE_OPTIONS}
      />
      {merchants ? (
        <Select
          {...field('merchant_id', '')}
          label="Merchant"
          placeholder="— none (warehouse and operator roles) —"
          options={merchants}
          hint="Required for merchant roles; ignored for warehouse staff and operator admins."
        />
      ) : null}
      <div>
        <Button disabled={pending}>{pending ? 'Creating…' : 'Create user'}</Button>
      </div>
    </ActionForm>
  );
}
