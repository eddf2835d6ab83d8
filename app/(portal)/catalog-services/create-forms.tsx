'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, Select, fieldsOf } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { createCatalogServiceAction, createPickupPointAction } from './actions';

const ACTIVE = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export function CreateCatalogServiceForm({
  action,
  merchants,
}: {
  action: typeof createCatalogServiceAction;
  merchants: { value: string; label: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  return (
    <ActionForm action={formAction} state={state} titleId="new-service-title" title="New catalog service">
      <div className="form-row">
        <Field {...field('catalog_service.code')} label="Code" required hint="e.g. GIFT_WRAP" />
        <Field {...field('catalog_service.name')} label="Name" required />
      </div>
      <div className="form-row">
        <Select
          {...field('catalog_service.kind', 'extra')}
          label="Kind"
          options={[
            { value: 'extra', label: 'Extra service' },
            { value: 'delivery', label: 'Delivery service' },
          ]}
        />
        <Select
          {...field('catalog_service.active', 'true')}
          error={undefined}
          label="Status"
          options={ACTIVE}
        />
      </div>
      <fieldset>
        <legend>Available to</legend>
        <p className="field-hint">Tick none for every merchant.</p>
        {merchants.map((m) => (
          <label key={m.value} className="checkbox">
            <input type="checkbox" name="catalog_service.merchant_ids[]" value={m.value} /> {m.label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button disabled={pending}>{pending ? 'Creating…' : 'Create service'}</Button>
      </div>
    </ActionForm>
  );
}

export function CreatePickupPointForm({ action }: { action: typeof createPickupPointAction }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const bind = fieldsOf(state);
  const field = (name: string, label: string, hint?: string) => (
    <Field {...bind(`pickup_point.${name}`)} label={label} required hint={hint} />
  );
  return (
    <ActionForm action={formAction} state={state} titleId="new-point-title" title="New pickup point">
      <div className="form-row">
        {field('code', 'Code')}
        {field('name', 'Name')}
      </div>
      {field('address', 'Address')}
      <div className="form-row">
        {field('postal_code', 'Postal code')}
        {field('city', 'City')}
        {field('country_code', 'Country', 'Two letters, e.g. FI')}
      </div>
      <Select {...bind('pickup_point.active', 'true')} error={undefined} label="Status" options={ACTIVE} />
      <div>
        <Button disabled={pending}>{pending ? 'Creating…' : 'Create pickup point'}</Button>
      </div>
    </ActionForm>
  );
}
