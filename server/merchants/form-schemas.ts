import { z } from 'zod';
import { checkboxGroup } from '@/server/core/http/form-fields';
import { CreateApiClientBody } from './schemas';

/** The Developers screen's "Create API client": its scopes are a checkbox group (none ticked: refused). */
export const CreateApiClientForm = z.strictObject({
  api_client: CreateApiClientBody.shape.api_client.extend({
    scopes: checkboxGroup(CreateApiClientBody.shape.api_client.shape.scopes),
  }),
});
