'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { createSandboxAction } from '../../sandbox-actions';

/** Creates the sandbox; shows its first API client's secret once. */
export function CreateSandboxForm({ action }: { action: typeof createSandboxAction }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const created =
    state.ok && state.data ? (state.data as { client_id: string; client_secret: string }) : null;
  return (
    <>
      {created ? (
        <div className="flash flash-success" role="status" data-testid="sandbox-created">
          <p>
            <strong>{state.message}</strong> Its API client, for your test systems. Copy the secret now: it is
            shown only once.
          </p>
          <dl className="dl">
            <dt>Client id</dt>
            <dd>
              <code>{created.client_id}</code>
            </dd>
            <dt>Client secret</dt>
            <dd>
              <code className="secret-once">{created.client_secret}</code>
            </dd>
          </dl>
        </div>
      ) : state.ok && state.message ? (
        <p className="flash flash-info">{state.message}</p>
      ) : null}
      {!state.ok ? <ErrorMessage>{state.message}</ErrorMessage> : null}
      <form action={formAction}>
        <Button disabled={pending}>{pending ? 'Creating…' : 'Create the sandbox'}</Button>
      </form>
    </>
  );
}
