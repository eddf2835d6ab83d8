import type { ReactNode } from 'react';
import type { FormState } from '@/server/core/http/form-state-initial';
import { ErrorMessage, Flash } from './flash';

/**
 * What a form's fields take from the last answer of its server action: `{...field('user.email')}` gives an
 * input its name, the value typed before a failed submit (else `fallback`) and its field error (keyed by the zod path, as the
 * API's validation_errors). Passwords take only `name` and `error`: they are never sent back.
 */
export function fieldsOf(state: FormState) {
  const values = state.ok ? {} : (state.values ?? {});
  const errors = state.fieldErrors ?? {};
  return (name: string, fallback?: string) => ({
    name,
    defaultValue: values[name] ?? fallback,
    error: errors[name],
  });
}

/**
 * A portal form posting to a server action (works without JavaScript): its title, the action's message (a
 * flash on success, an error otherwise), then the fields. It starts empty again after a success that
 * created something (keyed by the created id).
 */
export function ActionForm({
  action,
  state,
  titleId,
  title,
  children,
}: {
  action: (form: FormData) => void;
  state: FormState;
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      action={action}
      className="form"
      noValidate
      aria-labelledby={titleId}
      key={String(state.data?.id ?? 'form')}
    >
      <h2 id={titleId}>{title}</h2>
      {state.ok ? <Flash>{state.message}</Flash> : <ErrorMessage>{state.message}</ErrorMessage>}
      {children}
    </form>
  );
}
