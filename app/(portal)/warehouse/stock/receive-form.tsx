'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/portal/form-state-initial';
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
  const e = state.fieldErrors ?? {};
  const v = state.ok ? {} : (state.values ?? {});
  return (
    <form
      action={formAction}
      className="form"
      noValidate
      aria-labelledby="receive-title"
      key={String(state.data?.id ?? 'form')}
    >
      <h2 id="receive-title">Receive stock</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      {productId ? (
        <input type="hidden" name="receipt.product_id" value={productId} />
      ) : (
        <Select
          name="receipt.product_id"
          label="Product"
          placeholder="Choose a product"
          required
          options={products ?? []}
          defaultValue={v['receipt.product_id'] ?? ''}
          error={e['receipt.product_id']}
        />
      )}
      <div className="form-row">
        <Field
          name="receipt.quantity"
          label="Quantity"
          type="number"
          min={1}
          max={10000}
          step={1}
          inputMode="numeric"
          required
          hint="1 to 10000 units."
          defaultValue={v['receipt.quantity']}
          error={e['receipt.quantity']}
        />
        <Field
          name="receipt.location"
          label="Location"
          required
          hint="e.g. A-01-02"
          defaultValue={v['receipt.location']}
          error={e['receipt.location']}
        />
      </div>
      <div className="form-row">
        <Field
          name="receipt.best_before"
          label="Best before"
          type="date"
          defaultValue={v['receipt.best_before']}
          error={e['receipt.best_before']}
        />
        <Field
          name="receipt.batch_number"
          label="Batch number"
          defaultValue={v['receipt.batch_number']}
          error={e['receipt.batch_number']}
        />
        <Select
          name="receipt.state"
          label="State"
          options={STATES}
          defaultValue={v['receipt.state'] ?? 'on_shelf'}
          error={e['receipt.state']}
        />
      </div>
      <div>
        <Button disabled={pending}>{pending ? 'Receiving…' : 'Receive units'}</Button>
      </div>
    </form>
  );
}
