'use client';
import { useActionState } from 'react';
import { ActionForm, Button, Field, fieldsOf } from '@/components/ui';
import type { BillingDetailsDto } from '@/server/billing/schemas';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { saveBillingDetailsAction } from '../actions';

/**
 * A merchant's billing details: the buyer of its invoices' PDF and e-invoice. Every field is the API's
 * (`billing_details.legal_name`, …); an emptied field is cleared. Works without JavaScript.
 */
export function BillingDetailsForm({
  action,
  merchantName,
  details,
}: {
  action: typeof saveBillingDetailsAction;
  merchantName: string;
  details: BillingDetailsDto;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const field = fieldsOf(state);
  return (
    <section className="card section" data-testid="billing-details-form">
      <ActionForm
        action={formAction}
        state={state}
        titleId="billing-details-title"
        title={`Billing details of ${merchantName}`}
      >
        <input type="hidden" name="merchantId" value={details.merchant_id} />
        <Field
          {...field('billing_details.legal_name', details.legal_name ?? '')}
          label="Legal name"
          required
          maxLength={200}
        />
        <Field
          {...field('billing_details.street', details.street ?? '')}
          label="Street address"
          maxLength={200}
        />
        <Field
          {...field('billing_details.postal_code', details.postal_code ?? '')}
          label="Postal code"
          maxLength={20}
        />
        <Field {...field('billing_details.city', details.city ?? '')} label="City" maxLength={100} />
        <Field
          {...field('billing_details.country_code', details.country_code ?? '')}
          label="Country (ISO 3166, two letters)"
          required
          maxLength={2}
        />
        <Field
          {...field('billing_details.vat_id', details.vat_id ?? '')}
          label="VAT id"
          hint="With its country prefix, e.g. FI12345678."
          maxLength={15}
        />
        <Button disabled={pending}>Save billing details</Button>
      </ActionForm>
    </section>
  );
}
