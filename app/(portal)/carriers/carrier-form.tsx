'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, fieldsOf } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { updateCarrierAction } from './actions';

export interface CarrierRow {
  code: string;
  name: string;
  tracking_url_template: string | null;
  example_tracking_url: string | null;
  updated_at: string | null;
}

/** One carrier's tracking URL template (works without JavaScript: a plain form post to the server action). */
export function CarrierForm({
  action,
  carrier,
}: {
  action: typeof updateCarrierAction;
  carrier: CarrierRow;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  const titleId = `carrier-${carrier.code}-title`;
  return (
    <section className="card" data-testid={`carrier-${carrier.code}`}>
      <ActionForm action={formAction} state={state} titleId={titleId} title={carrier.name}>
        <input type="hidden" name="code" value={carrier.code} />
        <Field
          {...field('carrier.tracking_url_template', carrier.tracking_url_template ?? '')}
          id={`carrier-${carrier.code}-template`}
          label={`${carrier.name} tracking URL template`}
          type="url"
          inputMode="url"
          hint="An https:// address with {code} where the tracking code goes. Empty: no tracking link."
        />
        <p className="field-hint">
          {carrier.example_tracking_url ? (
            <>
              Example: <code>{carrier.example_tracking_url}</code>
            </>
          ) : (
            'Shipments of this carrier carry no tracking link.'
          )}
        </p>
        <div>
          <Button disabled={pending}>{pending ? 'Saving…' : `Save ${carrier.name}`}</Button>
        </div>
      </ActionForm>
    </section>
  );
}
