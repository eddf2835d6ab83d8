'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, fieldsOf } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { createRateCardAction } from '../actions';

export interface FeeRowValue {
  fee: string;
  label: string;
  unit_price: number | null;
  vat_rate: number | null;
}

/**
 * The rate card editor (works without JavaScript: a plain post to the server action): the card's name, currency
 * (new cards only), valid from, default flag, and one row per fee, a price in cents (empty: not on the card) and
 * its VAT rate. Prices already used are kept in a version of their own (the server's rule, said beside the form).
 */
export function RateCardForm({
  action,
  title,
  rateCardId,
  name,
  currency,
  isDefault,
  rows,
  usedNote,
}: {
  action: typeof createRateCardAction;
  title: string;
  rateCardId?: string;
  name?: string;
  currency?: string;
  isDefault?: boolean;
  rows: FeeRowValue[];
  usedNote?: string;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  return (
    <section className="card section" data-testid="rate-card-form">
      <ActionForm action={formAction} state={state} titleId="rate-card-form-title" title={title}>
        {rateCardId ? <input type="hidden" name="rateCardId" value={rateCardId} /> : null}
        <Field {...field('rate_card.name', name ?? '')} label="Name" required maxLength={200} />
        {rateCardId ? null : (
          <Field
            {...field('rate_card.currency', currency ?? 'EUR')}
            label="Currency (ISO 4217)"
            required
            maxLength={3}
          />
        )}
        <Field
          {...field('rate_card.valid_from')}
          label="Valid from"
          type="date"
          hint={usedNote ?? 'The first day these prices apply (UTC). Empty: today.'}
        />
        <div className="field">
          <label>
            <input type="checkbox" name="rate_card.default" value="true" defaultChecked={isDefault} /> The
            default card (prices every merchant without a card of its own)
          </label>
        </div>
        <table className="table">
          <caption>Prices in cents (150 = 1.50); an empty price leaves the fee off the card</caption>
          <thead>
            <tr>
              <th scope="col">Fee</th>
              <th scope="col">Unit price (cents)</th>
              <th scope="col">VAT %</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.fee}>
                <td>
                  {r.label} <code>{r.fee}</code>
                  <input type="hidden" name={`rate_card.fees[${i}].fee`} value={r.fee} />
                </td>
                <td>
                  <Field
                    {...field(
                      `rate_card.fees[${i}].unit_price`,
                      r.unit_price === null ? '' : String(r.unit_price),
                    )}
                    label={`${r.label}: unit price in cents`}
                    className="visually-hidden-label"
                    inputMode="numeric"
                  />
                </td>
                <td>
                  <Field
                    {...field(`rate_card.fees[${i}].vat_rate`, r.vat_rate === null ? '' : String(r.vat_rate))}
                    label={`${r.label}: VAT rate`}
                    className="visually-hidden-label"
                    inputMode="decimal"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <Button disabled={pending}>{pending ? 'Saving…' : 'Save rate card'}</Button>
        </div>
      </ActionForm>
    </section>
  );
}
