'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, Select, fieldsOf } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { receiveUnitsAction } from './actions';

const STATES = [
  { value: 'on_shelf', label: 'On shelf (free stock)' },
  { value: 'not_shelved', label: 'Not shelved yet' },
  { value: 'blocked', label: 'Blocked' },
];

/** The receiving form: 1-10000 units of one product in one go. */
export function ReceiveForm({
  action,
  products,
  productId,
}: {
  action: typeof receiveUnitsAction;
  /** Choice of products (list page), or a fixed product (product page). */
  products?: { value: string; label: string }[];
  productId?: string;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  return (
    <ActionForm action={formAction} state={state} titleId="receive-title" title="Receive stock">
      {productId ? (
        <input type="hidden" name="receipt.product_id" value={productId} />
      ) : (
        <Select
          {...field('receipt.product_id', '')}
          label="Product"
          placeholder="Choose a product"
          required
          options={products ?? []}
        />
      )}
      <div className="form-row">
        <Field
          {...field('receipt.quantity')}
          label="Quantity"
          type="number"
          min={1}
          max={10000}
          step={1}
          inputMode="numeric"
          required
          hint="1 to 10000 units."
        />
        <Field {...field('receipt.location')} label="Location" required hint="e.g. A-01-02" />
      </div>
      <div className="form-row">
        <Field {...field('receipt.best_before')} label="Best before" type="date" />
        <Field {...field('receipt.batch_number')} label="Batch number" />
        <Select {...field('receipt.state', 'on_shelf')} label="State" options={STATES} />
      </div>
      <div>
        <Button disabled={pending}>{pending ? 'Receiving…' : 'Receive units'}</Button>
      </div>
    </ActionForm>
  );
}
