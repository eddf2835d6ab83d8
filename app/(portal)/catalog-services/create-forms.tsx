'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/portal/form-state-initial';
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
  const e = state.fieldErrors ?? {};
  const v = state.ok ? {} : (state.values ?? {});
  return (
    <form
      action={formAction}
      className="form"
      noValidate
      aria-labelledby="new-service-title"
      key={String(state.data?.id ?? 'form')}
    >
      <h2 id="new-service-title">New catalog service</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <div className="form-row">
        <Field
          name="catalog_service.code"
          label="Code"
          required
          hint="e.g. GIFT_WRAP"
          defaultValue={v['catalog_service.code']}
          error={e['catalog_service.code']}
        />
        <Field
          name="catalog_service.name"
          label="Name"
          required
          defaultValue={v['catalog_service.name']}
          error={e['catalog_service.name']}
        />
      </div>
      <div className="form-row">
        <Select
          name="catalog_service.kind"
          label="Kind"
          options={[
            { value: 'extra', label: 'Extra service' },
            { value: 'delivery', label: 'Delivery service' },
          ]}
          defaultValue={v['catalog_service.kind'] ?? 'extra'}
          error={e['catalog_service.kind']}
        />
        <Select
          name="catalog_service.active"
          label="Status"
          options={ACTIVE}
          defaultValue={v['catalog_service.active'] ?? 'true'}
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
    </form>
  );
}

export function CreatePickupPointForm({ action }: { action: typeof createPickupPointAction }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const e = state.fieldErrors ?? {};
  const v = state.ok ? {} : (state.values ?? {});
  const field = (name: string, label: string, hint?: string) => (
    <Field
      name={`pickup_point.${name}`}
      label={label}
      required
      hint={hint}
      defaultValue={v[`pickup_point.${name}`]}
      error={e[`pickup_point.${name}`]}
    />
  );
  return (
    <form
      action={formAction}
      className="form"
      noValidate
      aria-labelledby="new-point-title"
      key={String(state.data?.id ?? 'form')}
    >
      <h2 id="new-point-title">New pickup point</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
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
      <Select
        name="pickup_point.active"
        label="Status"
        options={ACTIVE}
        defaultValue={v['pickup_point.active'] ?? 'true'}
      />
      <div>
        <Button disabled={pending}>{pending ? 'Creating…' : 'Create pickup point'}</Button>
      </div>
    </form>
  );
}
