'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select, type SelectOption } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

/** Register the arrival (05 §4): location, and the contents found (they replace what was announced, 04 E17). */
export function ArrivalForm({
  action,
  products,
  announced,
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  products: SelectOption[];
  announced: { productId: string; quantity: number }[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const rows = Math.max(announced.length + 2, 3);
  const v = (k: string) => state.values?.[k];
  return (
    <form action={formAction} className="form" aria-label="Register arrival">
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <Field
        name="arrival.warehouse_location.id"
        label="Arrival location"
        required
        placeholder="e.g. RET-01"
        defaultValue={v('arrival.warehouse_location.id')}
        error={
          state.fieldErrors?.['arrival.warehouse_location.id'] ??
          state.fieldErrors?.['arrival.warehouse_location']
        }
      />
      <fieldset>
        <legend>Contents found</legend>
        <div className="checkbox">
          <input
            type="checkbox"
            id="replace-items"
            name="replace_items"
            defaultChecked={announced.length === 0}
          />
          <label htmlFor="replace-items">
            Record the contents below (they replace the announced contents)
          </label>
        </div>
        {Array.from({ length: rows }, (_, i) => (
          <div className="two-col" key={i}>
            <Select
              name={`arrival.items[${i}].product.id`}
              label={`Product, line ${i + 1}`}
              placeholder="—"
              options={products}
              defaultValue={v(`arrival.items[${i}].product.id`) ?? announced[i]?.productId ?? ''}
              error={state.fieldErrors?.[`arrival.items[${i}].product.id`]}
            />
            <Field
              name={`arrival.items[${i}].quantity`}
              label={`Quantity, line ${i + 1}`}
              type="number"
              min={1}
              step="any"
              defaultValue={v(`arrival.items[${i}].quantity`) ?? String(announced[i]?.quantity ?? 1)}
              error={state.fieldErrors?.[`arrival.items[${i}].quantity`]}
            />
          </div>
        ))}
      </fieldset>
      <Button disabled={pending}>{pending ? 'Saving…' : 'Register arrival'}</Button>
    </form>
  );
}
