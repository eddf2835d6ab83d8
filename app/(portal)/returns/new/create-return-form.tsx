'use client';
import { useActionState, useState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select, TextArea, type SelectOption } from '@/components/ui';
import type { OrderChoice } from '@/server/orders/reads/order-choices';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

const ROWS = 4;

const ORDER_REF = 'order_return.original_order.ref';

export function CreateReturnForm({
  action,
  products,
  reasons,
  orders,
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  products: SelectOption[];
  /** The return reasons a line may give (server/returns/reads/reason-labels.ts). */
  reasons: SelectOption[];
  /** The merchant's latest orders, offered as the person types the original order's number or customer. */
  orders: OrderChoice[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const v = (k: string) => state.values?.[k];
  const e = (k: string) => state.fieldErrors?.[k];
  const [orderRef, setOrderRef] = useState<string | null>(null);
  const typedRef = orderRef ?? v(ORDER_REF) ?? '';
  const chosen = orders.find((o) => o.ref.toLowerCase() === typedRef.trim().toLowerCase());
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
        <div>
          <Field
            name={ORDER_REF}
            label="Original order"
            hint="Your order number (or the customer's name, to pick from your latest orders); needed for a return label."
            list="original-order-choices"
            autoComplete="off"
            defaultValue={v(ORDER_REF)}
            key={`ref-${v(ORDER_REF) ?? ''}`}
            onChange={(ev) => setOrderRef(ev.currentTarget.value)}
            error={e(ORDER_REF) ?? e('order_return.original_order.id') ?? e('order_return.original_order')}
          />
          <datalist id="original-order-choices">
            {orders.map((o) => (
              <option key={o.id} value={o.ref}>
                {o.description}
              </option>
            ))}
          </datalist>
          <p className="field-hint" aria-live="polite" data-testid="chosen-order">
            {chosen ? `Chosen: ${chosen.ref} · ${chosen.description}` : null}
          </p>
        </div>
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
          <div className="return-line" key={i}>
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
            <Select
              name={`order_return.items[${i}].return_reason.code`}
              label={`Reason, line ${i + 1}`}
              placeholder="Not given"
              options={reasons}
              defaultValue={v(`order_return.items[${i}].return_reason.code`) ?? ''}
              error={e(`order_return.items[${i}].return_reason.code`)}
            />
            <Field
              name={`order_return.items[${i}].return_reason.note`}
              label={`Customer's note, line ${i + 1}`}
              hint="Required when the reason is Other."
              maxLength={500}
              defaultValue={v(`order_return.items[${i}].return_reason.note`)}
              error={e(`order_return.items[${i}].return_reason.note`)}
            />
            <Select
              name={`order_return.items[${i}].exchange.product.id`}
              label={`Exchange for, line ${i + 1}`}
              placeholder="No exchange"
              options={products}
              defaultValue={v(`order_return.items[${i}].exchange.product.id`) ?? ''}
              error={
                e(`order_return.items[${i}].exchange.product.id`) ?? e(`order_return.items[${i}].exchange`)
              }
            />
            <Field
              name={`order_return.items[${i}].exchange.quantity`}
              label={`Exchange quantity, line ${i + 1}`}
              type="number"
              min={1}
              step="any"
              defaultValue={v(`order_return.items[${i}].exchange.quantity`) ?? '1'}
              error={e(`order_return.items[${i}].exchange.quantity`)}
            />
          </div>
        ))}
      </fieldset>
      <Button disabled={pending}>{pending ? 'Registering…' : 'Register return'}</Button>
    </form>
  );
}
