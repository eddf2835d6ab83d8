'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Field, FieldError } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { createApiClientAction } from './actions';

export function CreateApiClientForm({
  action,
  scopes,
}: {
  action: typeof createApiClientAction;
  scopes: { value: string; label: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const created = state.ok ? (state.data as { client_id: string; client_secret: string }) : null;
  const e = state.fieldErrors ?? {};
  return (
    <>
      {created ? (
        <div className="flash flash-success" role="status" data-testid="new-client-secret">
          <p>
            <strong>{state.message}</strong> Copy the secret now: it is shown only once and cannot be read
            again.
          </p>
          <dl className="dl">
            <dt>Client id</dt>
            <dd>
              <code data-testid="new-client-id">{created.client_id}</code>
            </dd>
            <dt>Client secret</dt>
            <dd>
              <code className="secret-once" data-testid="new-client-secret-value">
                {created.client_secret}
              </code>
            </dd>
          </dl>
        </div>
      ) : null}
      <form
        action={formAction}
        className="form"
        noValidate
        aria-labelledby="create-client-title"
        key={String(state.data?.id ?? 'form')}
      >
        <h2 id="create-client-title">New API client</h2>
        {!state.ok ? <ErrorMessage>{state.message}</ErrorMessage> : null}
        <Field
          name="api_client.name"
          label="Name"
          hint="Which system uses it, e.g. “Webshop production”."
          required
          defaultValue={state.ok ? '' : state.values?.['api_client.name']}
          error={e['api_client.name']}
        />
        <fieldset aria-describedby={e['api_client.scopes'] ? 'f-api_client-scopes-error' : undefined}>
          <legend>Scopes</legend>
          {scopes.map((s) => (
            <label key={s.value} className="checkbox">
              <input
                type="checkbox"
                name="api_client.scopes[]"
                value={s.value}
                defaultChecked={s.value.endsWith(':read')}
              />
              <code>{s.value}</code> <span className="muted">{s.label}</span>
            </label>
          ))}
          <FieldError id="f-api_client-scopes-error" error={e['api_client.scopes']} />
        </fieldset>
        <div>
          <Button disabled={pending}>{pending ? 'Creating…' : 'Create API client'}</Button>
        </div>
      </form>
    </>
  );
}
