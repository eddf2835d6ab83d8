/**
 * Runs `work` against a deadline (04 B5). `work` gets a signal that aborts at the deadline, and the time the
 * deadline falls, to bound what it sends to the database. Past the deadline the caller gets `timeoutError()`,
 * but only once the aborted work has ended (at most `graceMs` later): so an answer of "timed out" means
 * nothing will be stored afterwards, unless it had already committed (then `onLateSuccess` is called, to log it).
 */
export async function withDeadline<T>(
  opts: {
    ms: number;
    timeoutError: () => Error;
    /** Errors of the work that mean the deadline stopped it (e.g. a statement cancelled in the database). */
    isTimeout?: (err: unknown) => boolean;
    graceMs?: number;
    onLateSuccess?: () => void;
  },
  work: (signal: AbortSignal, endsAt: number) => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(opts.timeoutError()), opts.ms);
  const timedOut = new Promise<never>((_, reject) =>
    deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason), { once: true }),
  );
  const running = work(deadline.signal, Date.now() + opts.ms);
  try {
    return await Promise.race([running, timedOut]);
  } catch (err) {
    if (!deadline.signal.aborted && !opts.isTimeout?.(err)) throw err;
    const late = await settledWithin(running, opts.graceMs ?? DEFAULT_GRACE_MS);
    if (late === 'fulfilled') opts.onLateSuccess?.();
    if (late === 'still running')
      running.then(
        () => opts.onLateSuccess?.(),
        () => {},
      );
    throw opts.timeoutError();
  } finally {
    clearTimeout(timer);
  }
}

/** How long a timed-out operation waits for its aborted work to end before it answers anyway. */
const DEFAULT_GRACE_MS = 2_000;

async function settledWithin(work: Promise<unknown>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    work.then(
      () => 'fulfilled' as const,
      () => 'rejected' as const,
    ),
    new Promise<'still running'>((resolve) => {
      timer = setTimeout(() => resolve('still running'), ms);
    }),
  ]);
  clearTimeout(timer);
  return outcome;
}
