'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, Flash, Select, TextArea } from '@/components/ui';
import { INITIAL_FORM_STATE, type FormState } from '@/server/core/http/form-state-initial';

type Action = (prev: FormState, fd: FormData) => Promise<FormState>;

const PACKAGING = [
  { value: 'boxes', label: 'Boxes (cartons)' },
  { value: 'pallets', label: 'Pallets' },
];

/** The notice's own fields, shared by the form and the CSV upload. */
function HeaderFields({ state, idPrefix }: { state: FormState; idPrefix: string }) {
  const v = (k: string) => state.values?.[k];
  const e = (k: string) => state.fieldErrors?.[k];
  // two forms on one page: their inputs' ids differ
  const f = (name: string) => ({
    id: `${idPrefix}-${name}`,
    name: `inbound_shipment.${name}`,
    defaultValue: v(`inbound_shipment.${name}`),
    error: e(`inbound_shipment.${name}`),
  });
  return (
    <div className="two-col">
      <Field
        {...f('name')}
        label="Name"
        required
        hint="What the warehouse sees, e.g. the supplier and product."
      />
      <Field {...f('merchant_reference')} label="Your reference" hint="A purchase order number, say." />
      <Field {...f('expected_at')} label="Expected on" type="date" />
      <Select
        {...f('packaging')}
        defaultValue={v('inbound_shipment.packaging') ?? 'boxes'}
        label="Comes in"
        options={PACKAGING}
      />
      <Field {...f('carrier')} label="Carrier" />
      <Field {...f('tracking_codes')} label="Tracking codes" hint="Separated by commas." />
      <TextArea {...f('notes')} label="Notes for the warehouse" rows={2} maxLength={2000} />
    </div>
  );
}

/**
 * Announce by form: one row per line, each naming its box by number (box 1, 2, ...); the SKU field suggests
 * the merchant's products as one types (a datalist, a plain text field without JavaScript).
 */
export function AnnounceForm({
  action,
  rows,
  idempotencyKey,
}: {
  action: Action;
  rows: number;
  idempotencyKey: string;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const v = (k: string) => state.values?.[k];
  const e = (k: string) => state.fieldErrors?.[k];
  const row = (i: number, k: string) => `inbound_shipment.rows[${i}].${k}`;
  return (
    <form action={formAction} className="form" noValidate aria-labelledby="announce-title">
      <h2 id="announce-title">Announce by form</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <HeaderFields state={state} idPrefix="form" />
      <fieldset className="section">
        <legend>Lines</legend>
        <p className="field-hint">
          One line per product and box. Give the box number each line is packed in: lines with the same number
          are one box. Leave the rows you do not need empty.
        </p>
        {e('inbound_shipment.rows') ? <p className="field-error">{e('inbound_shipment.rows')}</p> : null}
        {Array.from({ length: rows }, (_, i) => (
          <div className="form-row" key={i} data-testid={`notice-row-${i}`}>
            <Field
              name={row(i, 'box')}
              label={`Box, line ${i + 1}`}
              type="number"
              min={1}
              max={500}
              inputMode="numeric"
              defaultValue={v(row(i, 'box')) ?? '1'}
              error={e(row(i, 'box'))}
            />
            <Field
              name={row(i, 'sku')}
              label={`SKU, line ${i + 1}`}
              list="product-choices"
              autoComplete="off"
              defaultValue={v(row(i, 'sku'))}
              error={e(row(i, 'sku'))}
            />
            <Field
              name={row(i, 'quantity')}
              label={`Quantity, line ${i + 1}`}
              type="number"
              min={1}
              inputMode="numeric"
              defaultValue={v(row(i, 'quantity'))}
              error={e(row(i, 'quantity'))}
            />
            <Field
              name={row(i, 'batch_number')}
              label={`Batch, line ${i + 1}`}
              defaultValue={v(row(i, 'batch_number'))}
              error={e(row(i, 'batch_number'))}
            />
            <Field
              name={row(i, 'best_before')}
              label={`Best before, line ${i + 1}`}
              type="date"
              defaultValue={v(row(i, 'best_before'))}
              error={e(row(i, 'best_before'))}
            />
          </div>
        ))}
      </fieldset>
      <div>
        <Button disabled={pending}>{pending ? 'Announcing…' : 'Announce the delivery'}</Button>
      </div>
    </form>
  );
}

/** Announce by uploading a CSV of lines: box,sku,quantity,batch,best_before. */
export function AnnounceCsvForm({ action, idempotencyKey }: { action: Action; idempotencyKey: string }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const e = (k: string) => state.fieldErrors?.[k];
  return (
    <form
      action={formAction}
      className="form"
      noValidate
      aria-labelledby="csv-title"
      encType="multipart/form-data"
    >
      <h2 id="csv-title">Announce by CSV</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <HeaderFields state={state} idPrefix="csv" />
      <Field
        name="csv"
        label="CSV file"
        type="file"
        accept=".csv,text/csv"
        required
        hint={
          <>
            A header row <code>box,sku,quantity,batch,best_before</code>, then one line per product and box
            (batch and best_before may be empty).
          </>
        }
        error={e('csv')}
      />
      <div>
        <Button disabled={pending}>{pending ? 'Uploading…' : 'Upload and announce'}</Button>
      </div>
    </form>
  );
}
