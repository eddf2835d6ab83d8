import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { isAppError, type ErrorCode } from '@/server/core/errors';

/**
 * The one ending of a portal action posted as a plain form (it works without JavaScript): run the operation,
 * then send the browser to the screen that shows its outcome: `to(query, error)`. `run` returns the query of its
 * success (`done=confirmed`); a refusal (an AppError) is the query `error=CODE` with its code as `error`, which
 * the screen reads back with errorMessageFromSearch; anything else is thrown on (a 500, or next/navigation's own redirect). `revalidate`:
 * the paths whose cached pages the action may have changed, refreshed whatever the outcome.
 */
export async function redirectAfterAction(
  to: (query: string, error: ErrorCode | null) => string,
  run: () => Promise<string>,
  revalidate: readonly string[] = [],
): Promise<never> {
  let query: string;
  let error: ErrorCode | null = null;
  try {
    query = await run();
  } catch (err) {
    if (!isAppError(err)) throw err;
    error = err.code;
    query = `error=${err.code}`;
  }
  for (const path of revalidate) revalidatePath(path);
  redirect(to(query, error));
}
