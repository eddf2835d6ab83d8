import { z } from 'zod';
import { asNumber, formFields, formFlag, formRows } from '@/server/core/http/form-fields';
import { CurrencyCode, DateString } from '@/server/orders/formats';
import { BillingDetailsBody, FeeInput } from './schemas';

/**
 * The portal's billing forms on the API's field schemas: the rate card editor posts one row per fee
 * (`rate_card.fees[3].unit_price`, prices in cents); a row left without a price is not on the card. Each row
 * names a different fee (the form lists each once), so the API's duplicate check has nothing to find here.
 */
const FeeRow = formFields(FeeInput, { unit_price: asNumber, vat_rate: asNumber });
const feeRows = formRows((r) => r.unit_price !== undefined, z.array(FeeRow));
const Name = z.string().trim().min(1, 'Required.').max(200, 'At most 200 characters.');

export const CreateRateCardForm = z.object({
  rate_card: z.object({
    name: Name,
    currency: CurrencyCode,
    valid_from: DateString.optional(),
    default: formFlag(),
    fees: feeRows,
  }),
});

export const UpdateRateCardForm = z.object({
  rate_card: z.object({
    name: Name,
    valid_from: DateString.optional(),
    default: formFlag(),
    fees: feeRows,
  }),
});

/**
 * The operator's billing details form posts the API's fields (`billing_details.vat_id`); an emptied input is
 * dropped before parsing, so it clears the field as the API's PUT does.
 */
export const BillingDetailsForm = BillingDetailsBody;
