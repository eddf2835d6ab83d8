/**
 * Retries (05 §5): exponential backoff from WEBHOOK_RETRY_BASE_MS (default 30 s), doubling per attempt up to
 * WEBHOOK_RETRY_MAX_DELAY_MS (default 4 h). Another attempt is scheduled as long as the first attempt is less
 * than WEBHOOK_RETRY_WINDOW_MS (default 24 h) old, so the last attempt comes at least 24 hours after the first.
 */
function env(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function retryDelayMs(failedAttempt: number): number {
  const base = env('WEBHOOK_RETRY_BASE_MS', 30_000);
  const max = env('WEBHOOK_RETRY_MAX_DELAY_MS', 4 * 3600_000);
  return Math.min(base * 2 ** Math.max(0, failedAttempt - 1), max);
}

export function shouldRetry(firstAttemptAt: Date, at: Date): boolean {
  return at.getTime() - firstAttemptAt.getTime() < env('WEBHOOK_RETRY_WINDOW_MS', 24 * 3600_000);
}

/** How long a claimed attempt may stay in `sending` before another worker may take the lane over. */
export function leaseMs(): number {
  return env('WEBHOOK_TIMEOUT_MS', 10_000) + 20_000;
}
