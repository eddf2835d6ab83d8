'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Select } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

const CUSTOMER_LABELS: [string, string][] = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['organization', 'Organization'],
  ['address', 'Address'],
  ['postal_code', 'Postal code'],
  ['city', 'City'],
  ['country_code', 'Country code'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['vat_id', 'VAT id'],
];

/**
 * The order create/edit form. Input names are the API's zod paths, so the shared schema's errors (and the
 * API's 422 details) land beside their fields. Works without JavaScript (useActionState re-renders the page).
 */
export function OrderForm({
  action,
  mode,
  defaults = {},
  lineRows,
}: {
  action: (prev: FormState, formData: FormData) => Promise<FormState>;
  mode: 'create' | 'edit';
  defaults?: Record<string, string>;
  lineRows: number;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const v = (name: string) => state.values?.[name] ?? defaults[name] ?? '';
  const err = (name: string) => state.fieldErrors?.[name];
  const generalErrors = Object.entries(state.fieldErrors ?? {}).filter(
    ([p]) => p === '' || p === 'order' || p === 'order.items' || p === 'order.extra_services',
  );
  return (
    <form
      action={formAction}
      className="form"
      noValidate
      aria-label={mode === 'create' ? 'New order' : 'Edit order'}
    >
      {!state.ok && state.message ? <ErrorMessage>{state.message}</ErrorMessage> : null}
      {generalErrors.map(([p, m]) => (
        <ErrorMessage key={p}>{m}</ErrorMessage>
      ))}
      <fieldset className="section">
        <legend>Order</legend>
        <div className="form-row">
          <Field
            name="order.merchants_id"
            label="Your order reference"
            defaultValue={v('order.merchants_id')}
            error={err('order.merchants_id')}
          />
          <Field
            name="order.language"
            label="Language"
            hint="Two lowercase letters, e.g. fi"
            defaultValue={v('order.language')}
            error={err('order.language')}
          />
          {mode === 'create' ? (
            <Select
              name="order.status"
              label="Create as"
              defaultValue={v('order.status') || 'draft'}
              error={err('order.status')}
              options={[
                { value: 'draft', label: 'Draft' },
                { value: 'confirmed', label: 'Confirmed (reserve stock now)' },
              ]}
            />
          ) : null}
        </div>
      </fieldset>
      <fieldset className="section">
        <legend>Customer</legend>
        <div className="form-row">
          {CUSTOMER_LABELS.map(([f, label]) => (
            <Field
              key={f}
              name={`order.customer.${f}`}
              label={label}
              defaultValue={v(`order.customer.${f}`)}
              error={err(`order.customer.${f}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="section">
        <legend>Lines</legend>
        <p className="muted">
          Leave a row empty to skip it. Fulfilment “inherit” uses the product&apos;s default (else the
          warehouse).
        </p>
        {Array.from({ length: lineRows }, (_, i) => {
          const p = `order.items[${i}]`;
          return (
            <div className="form-row" key={i} role="group" aria-label={`Line ${i + 1}`}>
              {defaults[`${p}.id`] ? (
                <input type="hidden" name={`${p}.id`} value={defaults[`${p}.id`]} />
              ) : null}
              <Field
                name={`${p}.product.sku`}
                label={`Line ${i + 1} SKU`}
                defaultValue={v(`${p}.product.sku`)}
                error={err(`${p}.product.sku`) ?? err(`${p}.product`)}
              />
              <Field
                name={`${p}.quantity`}
                label={`Line ${i + 1} quantity`}
                inputMode="decimal"
                defaultValue={v(`${p}.quantity`)}
                error={err(`${p}.quantity`)}
              />
              <Select
                name={`${p}.fulfillment_by`}
                label={`Line ${i + 1} fulfilment`}
                defaultValue={v(`${p}.fulfillment_by`)}
                error={err(`${p}.fulfillment_by`)}
                placeholder="Inherit"
                options={[
                  { value: 'provider', label: 'Warehouse (provider)' },
                  { value: 'merchant', label: 'Merchant' },
                ]}
              />
            </div>
          );
        })}
      </fieldset>
      <Button disabled={pending}>
        {pending ? 'Saving…' : mode === 'create' ? 'Create order' : 'Save changes'}
      </Button>
    </form>
  );
}
