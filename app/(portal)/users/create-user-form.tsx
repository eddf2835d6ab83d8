'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select, type SelectOption } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/portal/form-state-initial';
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
  const v = state.ok ? {} : (state.values ?? {});
  const e = state.fieldErrors ?? {};
  return (
    <form
      action={formAction}
      className="form"
      noValidate
      aria-labelledby="create-user-title"
      key={String(state.data?.id ?? 'form')}
    >
      <h2 id="create-user-title">New user</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <Field
        name="user.email"
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        defaultValue={v['user.email']}
        error={e['user.email']}
      />
      <Field
        name="user.name"
        label="Name"
        hint="Optional; shown in the header and in change histories."
        defaultValue={v['user.name']}
        error={e['user.name']}
      />
      <Field
        name="user.password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 10 characters. Give it to the user over a safe channel."
        error={e['user.password']}
      />
      <Select
        name="user.role"
        label="Role"
        options={merchants ? ALL_ROLE_OPTIONS : MERCHANT_ROLE_OPTIONS}
        defaultValue={v['user.role'] ?? 'merchant_staff'}
        error={e['user.role']}
      />
      {merchants ? (
        <Select
          name="merchant_id"
          label="Merchant"
          placeholder="— none (warehouse and operator roles) —"
          options={merchants}
          defaultValue={v.merchant_id ?? ''}
          hint="Required for merchant roles; ignored for warehouse staff and operator admins."
          error={e.merchant_id}
        />
      ) : null}
      <div>
        <Button disabled={pending}>{pending ? 'Creating…' : 'Create user'}</Button>
      </div>
    </form>
  );
}
