import { z } from 'zod';
import { checkboxGroup } from '@/server/core/http/form-fields';
import { CreateWebhookEndpointBody } from './schemas';

/** The Developers screen's "Create endpoint": its event types are a checkbox group (none ticked: refused). */
export const CreateWebhookEndpointForm = z.object({
  webhook_endpoint: CreateWebhookEndpointBody.shape.webhook_endpoint.extend({
    event_types: checkboxGroup(CreateWebhookEndpointBody.shape.webhook_endpoint.shape.event_types),
  }),
});
