/**
 * What a portal server action returns to its form (React's useActionState). Kept free of server imports so that
 * client form components can import it (server/core/http/form-state.ts has the helpers that build it).
 * fieldErrors are keyed by the zod path (`merchant.name`) — the API's validation_errors paths and the inputs' names.
 */
export interface FormState {
  ok: boolean;
  message?: string | null;
  fieldErrors?: Record<string, string>;
  /** The values the user typed, so a failed submit without JavaScript can show them again (never passwords). */
  values?: Record<string, string>;
  /** Whatever a success wants to show once (e.g. a secret that is displayed only now). */
  data?: Record<string, unknown>;
}

export const INITIAL_FORM_STATE: FormState = { ok: false };
