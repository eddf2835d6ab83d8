'use client';
import { useActionState, useState } from 'react';
import { Button, ErrorMessage, Flash, Select, type SelectOption } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

type Whole = 'resend_as_it_is' | 'destroy' | 'to_shelf' | 'resend_as_new';

const WHOLE: { value: Whole; label: string; help: string }[] = [
  {
    value: 'to_shelf',
    label: 'Put back on the shelf',
    help: 'Items are inspected and shelved back into stock. Every line goes to the shelf unless you choose otherwise below.',
  },
  {
    value: 'resend_as_new',
    label: 'Resend as a new order',
    help: 'A new order is created for the lines to resend. Every line is resent unless you choose otherwise below.',
  },
  {
    value: 'resend_as_it_is',
    label: 'Resend unopened',
    help: 'The parcel is not opened and goes back to the customer against the original order.',
  },
  { value: 'destroy', label: 'Destroy', help: 'The return is destroyed: nothing is shelved or resent.' },
];

const LINE_LABEL = { to_shelf: 'Back on the shelf', resend: 'Resend', destroy: 'Destroy' } as const;

export interface DecisionLine {
  id: string;
  label: string;
  code: 'to_shelf' | 'resend' | 'destroy' | null;
  explicit: boolean;
  restockAs: string | null;
}

/**
 * The merchant decision (02 §3.1). It offers only what the rules allow: line choices only under "shelf" and
 * "resend as new", `resend` only under "resend as new", a different product only for lines going to the shelf.
 * The server applies the same rules, so the form also works without JavaScript.
 */
export function DecisionForm({
  action,
  current,
  lines,
  products,
  hasOriginalOrder,
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  current: Whole | null;
  lines: DecisionLine[];
  products: SelectOption[];
  hasOriginalOrder: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const [whole, setWhole] = useState<Whole | null>(current);
  const [lineCodes, setLineCodes] = useState<Record<string, string>>(
    Object.fromEntries(lines.map((l) => [l.id, l.explicit && l.code ? l.code : ''])),
  );
  // Before a whole decision is chosen (and always without JavaScript) every line choice is offered, and the
  // server keeps to the rules.
  const takesLines = whole === null || whole === 'to_shelf' || whole === 'resend_as_new';
  const fallback = whole === 'resend_as_new' ? 'resend' : 'to_shelf';
  return (
    <form action={formAction} className="form" aria-label="Merchant decision">
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <fieldset>
        <legend>What should happen to this return?</legend>
        {WHOLE.map((w) => {
          const disabled = w.value === 'resend_as_it_is' && !hasOriginalOrder;
          return (
            <div key={w.value} className="radio">
              <input
                type="radio"
                id={`decision-${w.value}`}
                name="merchant_decision.code"
                value={w.value}
                checked={whole === w.value}
                disabled={disabled}
                onChange={() => setWhole(w.value)}
                aria-describedby={`decision-${w.value}-help`}
              />
              <label htmlFor={`decision-${w.value}`}>{w.label}</label>
              <p id={`decision-${w.value}-help`} className="field-hint">
                {w.help}
                {disabled ? ' Needs a linked original order.' : ''}
              </p>
            </div>
          );
        })}
        {state.fieldErrors?.['merchant_decision.code'] ? (
          <p className="field-error">{state.fieldErrors['merchant_decision.code']}</p>
        ) : null}
      </fieldset>
      {takesLines && lines.length ? (
        <fieldset>
          <legend>Exceptions per line (optional)</legend>
          <p className="field-hint">
            {whole === null
              ? 'Line choices apply under “Put back on the shelf” (a line may be destroyed instead) and “Resend as a new order” (a line may go to the shelf or be destroyed instead); the other decisions take every line. Lines left on “default” follow the whole decision.'
              : `Lines left on “default” take the default: ${whole === 'resend_as_new' ? 'resend' : 'back on the shelf'}.`}{' '}
            Saving replaces the whole earlier decision.
          </p>
          {lines.map((l, i) => {
            const code = lineCodes[l.id] || '';
            const options = (
              whole === 'to_shelf'
                ? (['to_shelf', 'destroy'] as const)
                : (['to_shelf', 'resend', 'destroy'] as const)
            ).map((c) => ({
              value: c,
              label: LINE_LABEL[c],
            }));
            const shelved = (code || fallback) === 'to_shelf';
            return (
              <div key={l.id} className="two-col">
                <input type="hidden" name={`merchant_decision.items[${i}].id`} value={l.id} />
                <Select
                  name={`merchant_decision.items[${i}].code`}
                  label={l.label}
                  placeholder={
                    whole === null
                      ? 'Default (as decided)'
                      : `Default (${LINE_LABEL[fallback].toLowerCase()})`
                  }
                  options={options}
                  value={code}
                  onChange={(e) => setLineCodes({ ...lineCodes, [l.id]: e.target.value })}
                  error={state.fieldErrors?.[`merchant_decision.items[${i}].code`]}
                />
                {shelved ? (
                  <Select
                    name={`merchant_decision.items[${i}].restock_as_product.id`}
                    label={`Shelve ${l.label} as`}
                    placeholder="The same product"
                    options={products}
                    defaultValue={l.restockAs ?? ''}
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <Button disabled={pending}>{pending ? 'Saving…' : 'Save decision'}</Button>
    </form>
  );
}
