'use client';
import { useActionState } from 'react';
import { Button, CheckboxGroup, ErrorMessage, Field, Select } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { createWebhookEndpointAction } from './actions';

export function CreateEndpointForm({
  action,
  eventTypes,
  versions,
}: {
  action: typeof createWebhookEndpointAction;
  eventTypes: readonly string[];
  /** The known API versions, oldest first; the newest is preselected. */
  versions: readonly string[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const created = state.ok ? (state.data as { id: string; secret: string }) : null;
  const e = state.fieldErrors ?? {};
  return (
    <>
      {created ? (
        <div className="flash flash-success" role="status">
          <p>
            <strong>{state.message}</strong> Copy the signing secret now: it is shown only once.
          </p>
          <dl className="dl">
            <dt>Signing secret</dt>
            <dd>
              <code className="secret-once" data-testid="new-webhook-secret">
                {created.secret}
              </code>
            </dd>
          </dl>
        </div>
      ) : null}
      <form
        action={formAction}
        className="form"
        noValidate
        aria-labelledby="create-endpoint-title"
        key={String(state.data?.id ?? 'form')}
      >
        <h2 id="create-endpoint-title">New endpoint</h2>
        {!state.ok ? <ErrorMessage>{state.message}</ErrorMessage> : null}
        <Field
          name="webhook_endpoint.url"
          label="URL"
          type="url"
          required
          hint="An https address of your system that accepts POST requests."
          defaultValue={state.ok ? '' : state.values?.['webhook_endpoint.url']}
          error={e['webhook_endpoint.url']}
        />
        <Field
          name="webhook_endpoint.description"
          label="Description"
          defaultValue={state.ok ? '' : state.values?.['webhook_endpoint.description']}
          error={e['webhook_endpoint.description']}
        />
        <Select
          name="webhook_endpoint.api_version"
          label="API version"
          hint="Events are rendered in this version's shape, when delivered and when replayed."
          defaultValue={(state.ok ? null : state.values?.['webhook_endpoint.api_version']) ?? versions.at(-1)}
          options={versions.map((v) => ({ value: v, label: v }))}
          error={e['webhook_endpoint.api_version']}
        />
        <CheckboxGroup
          id="f-event-types"
          name="webhook_endpoint.event_types[]"
          legend="Events"
          defaultValues={['product.inventory_changed']}
          options={eventTypes.map((t) => ({ value: t, label: <code>{t}</code> }))}
          error={e['webhook_endpoint.event_types'] ?? e['webhook_endpoint.event_types[0]']}
        />
        <div>
          <Button disabled={pending}>{pending ? 'Creating…' : 'Create endpoint'}</Button>
        </div>
      </form>
    </>
  );
}
