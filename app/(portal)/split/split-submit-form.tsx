'use client';
import { useActionState } from 'react';
import { Button, ErrorMessage, Flash } from '@/components/ui';
import { INITIAL_FORM_STATE } from '@/server/core/http/form-state-initial';
import type { splitAction } from './actions';

/**
 * The "Split" button of a previewed split: the previewed values travel as hidden fields with the idempotency key
 * made for this preview. Errors come back in plain words (the error table's portal wording,
 * server/core/errors.ts); success goes to the result page.
 */
export function SplitSubmitForm({
  action,
  values,
  idempotencyKey,
  quantity,
}: {
  action: typeof splitAction;
  values: Record<string, string>;
  idempotencyKey: string;
  quantity: number;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  const code = (state.data?.code as string | undefined) ?? null;
  return (
    <form action={formAction} className="form" aria-label="Split">
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {state.ok ? <Flash tone="info">{state.message}</Flash> : null}
      {!state.ok && state.message ? (
        <div data-testid="split-error" data-error-code={code ?? undefined}>
          <ErrorMessage>{state.message}</ErrorMessage>
          {state.fieldErrors ? (
            <ul>
              {Object.entries(state.fieldErrors).map(([path, message]) => (
                <li key={path}>
                  <code>{path}</code>: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button disabled={pending}>
          {pending ? 'Splitting…' : `Split ${quantity} ${quantity === 1 ? 'unit' : 'units'}`}
        </Button>
      </div>
    </form>
  );
}
