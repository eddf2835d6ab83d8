'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select, TextArea, type SelectOption } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/portal/form-state-initial';

const ROWS = 4;

export function CreateReturnForm({
  action,
  products,
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  products: SelectOption[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const v = (k: string) => state.values?.[k];
  const e = (k: string) => state.fieldErrors?.[k];
  return (
    <form action={formAction} className="form" noValidate>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <div className="two-col">
        <Field
          name="order_return.name"
          label="Name"
          defaultValue={v('order_return.name')}
          error={e('order_return.name')}
        />
        <Select
          name="order_return.type"
          label="Type"
          defaultValue={v('order_return.type') ?? 'customer_return'}
          options={[
            { value: 'customer_return', label: 'Customer return' },
            { value: 'agent_return', label: 'Agent return (never collected)' },
          ]}
          error={e('order_return.type')}
        />
        <Field
          name="order_return.original_order.id"
          label="Original order id"
          hint="24-character id of the order the goods came from (needed for a return label)."
          defaultValue={v('order_return.original_order.id')}
          error={e('order_return.original_order.id') ?? e('order_return.original_order')}
        />
        <Field
          name="order_return.merchant_reference"
          label="Your reference"
          defaultValue={v('order_return.merchant_reference')}
          error={e('order_return.merchant_reference')}
        />
        <Field
          name="order_return.tracking_codes"
          label="Tracking codes"
          hint="If the customer already has a label: one code per box, separated by commas."
          defaultValue={v('order_return.tracking_codes')}
          error={e('order_return.tracking_codes')}
        />
      </div>
      <TextArea
        name="order_return.remarks"
        label="Remarks"
        defaultValue={v('order_return.remarks')}
        error={e('order_return.remarks')}
      />
      <TextArea
        name="order_return.handling_instructions"
        label="Handling instructions for the warehouse"
        defaultValue={v('order_return.handling_instructions')}
      />
      <fieldset className="section">
        <legend>Contents (if known)</legend>
        {Array.from({ length: ROWS }, (_, i) => (
          <div className="two-col" key={i}>
            <Select
              name={`order_return.items[${i}].product.id`}
              label={`Product, line ${i + 1}`}
              placeholder="—"
              options={products}
              defaultValue={v(`order_return.items[${i}].product.id`) ?? ''}
              error={e(`order_return.items[${i}].product.id`)}
            />
            <Field
              name={`order_return.items[${i}].quantity`}
              label={`Quantity, line ${i + 1}`}
              type="number"
              min={1}
              step="any"
              defaultValue={v(`order_return.items[${i}].quantity`) ?? '1'}
              error={e(`order_return.items[${i}].quantity`)}
            />
          </div>
        ))}
      </fieldset>
      <Button disabled={pending}>{pending ? 'Registering…' : 'Register return'}</Button>
    </form>
  );
}
