'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { countStockAction } from './actions';

/** A warehouse count of one product (04 E12). */
export function CountForm({ action, productId }: { action: typeof countStockAction; productId: string }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const e = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="form" noValidate aria-labelledby="count-title">
      <h2 id="count-title">Record a count</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <input type="hidden" name="product_id" value={productId} />
      <Field
        name="stock_count.counted_quantity"
        label="Counted quantity"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        required
        hint="Units found on the shelves, blocked and unshelved ones included (compared with on hand)."
        defaultValue={state.ok ? '' : state.values?.['stock_count.counted_quantity']}
        error={e['stock_count.counted_quantity']}
      />
      <div>
        <Button disabled={pending}>{pending ? 'Saving…' : 'Record count'}</Button>
      </div>
    </form>
  );
}
