import { Button, ErrorMessage, Field, Select } from '@/components/ui';
import { CARRIERS } from '@/server/outbound/carriers';
import { shipAction } from '../actions';
import { MAX_PARCELS, shipSummary, type ParcelDraft, type ParcelField } from '../parcels';

const SIZE_FIELDS: [ParcelField, string][] = [
  ['weight_grams', 'weight (g)'],
  ['length_mm', 'length (mm)'],
  ['width_mm', 'width (mm)'],
  ['height_mm', 'height (mm)'],
];

/** What was typed in the ship form, carried by the scan and +1/−1 forms so that packing more keeps it. */
export function ShipDraft({
  parcels,
  carrier,
  service,
}: {
  parcels: string;
  carrier: string;
  service: string;
}) {
  return (
    <>
      <input type="hidden" name="parcels" value={parcels} />
      <input type="hidden" name="carrier" value={carrier} />
      <input type="hidden" name="service" value={service} />
    </>
  );
}

/**
 * The pack screen's ship form: carrier, service and one row per parcel (weight, size, tracking code), each parcel
 * getting its own label. "Add a parcel" and "Remove" post the form back to itself, so it works without JavaScript.
 */
export function ShipForm({
  orderId,
  packedText,
  packedCount,
  rows,
  carrier,
  service,
  errors,
  idempotencyKey,
}: {
  orderId: string;
  packedText: string;
  packedCount: number;
  rows: ParcelDraft[];
  carrier: string;
  service: string;
  errors: Record<string, string>;
  idempotencyKey: string;
}) {
  const n = rows.length;
  return (
    <section className="section card" aria-labelledby="ship-title">
      <h2 id="ship-title">Ship</h2>
      <p>{shipSummary(packedCount, n)}</p>
      {errors.items ? <ErrorMessage>{errors.items}</ErrorMessage> : null}
      <form action={shipAction} className="form" noValidate>
        {/* Enter in a field ships (the form's first submit button), never removes a parcel. */}
        <button
          type="submit"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          disabled={!packedCount}
        />
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="packed" value={packedText} />
        <input type="hidden" name="key" value={idempotencyKey} />
        <input type="hidden" name="parcel_count" value={n} />
        <Select
          name="carrier"
          label="Carrier"
          defaultValue={carrier in CARRIERS ? carrier : 'posti'}
          options={Object.entries(CARRIERS).map(([value, c]) => ({ value, label: c.name }))}
        />
        <Field name="service" label="Service (optional)" defaultValue={service} maxLength={100} />
        {rows.map((row, i) => (
          <fieldset key={`${i}-${n}`} className="parcel" data-testid={`parcel-${i + 1}`}>
            <legend>
              Parcel {i + 1} of {n}
            </legend>
            <div className="form-row">
              {SIZE_FIELDS.map(([field, label]) => (
                <Field
                  key={field}
                  name={`parcels[${i}].${field}`}
                  label={`Parcel ${i + 1} ${label}`}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  defaultValue={row[field]}
                  error={errors[`parcels[${i}].${field}`]}
                />
              ))}
            </div>
            <Field
              name={`parcels[${i}].tracking_code`}
              label={`Parcel ${i + 1} tracking code (optional)`}
              hint={
                i === 0 ? 'Leave every code empty to have each label printed with a new code.' : undefined
              }
              autoComplete="off"
              defaultValue={row.tracking_code}
              error={errors[`parcels[${i}].tracking_code`]}
            />
            {n > 1 ? (
              <Button variant="secondary" name="parcel_op" value={`remove:${i}`}>
                Remove parcel {i + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        <div className="form-row">
          {n < MAX_PARCELS ? (
            <Button variant="secondary" name="parcel_op" value="add">
              Add a parcel
            </Button>
          ) : null}
          <Button disabled={!packedCount}>Ship</Button>
        </div>
      </form>
    </section>
  );
}
