import { z } from 'zod';
import { emptyAsNull } from '@/server/core/http/form-fields';
import { UpdateCarrierBody } from './carrier-templates';

/** The Carriers screen's form: an empty template removes the tracking link (null), as the API's null does. */
export const UpdateCarrierForm = z.object({
  carrier: UpdateCarrierBody.shape.carrier.extend({
    tracking_url_template: emptyAsNull(UpdateCarrierBody.shape.carrier.shape.tracking_url_template),
  }),
});
