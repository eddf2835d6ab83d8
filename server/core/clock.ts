/**
 * The service's clock. Time-dependent rules (deprecation phases, link expiry, token expiry checks, retention)
 * read `now()`, so tests move this clock instead of editing data. APP_CLOCK_OFFSET_MS shifts it in a running
 * server (used by end-to-end tests of sunset behaviour); setClockForTests pins it inside a test process.
 */
let pinned: Date | null = null;

export function now(): Date {
  if (pinned) return new Date(pinned.getTime());
  const offset = Number(process.env.APP_CLOCK_OFFSET_MS ?? 0);
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}

export function setClockForTests(at: Date | string | null): void {
  pinned = at === null ? null : new Date(at);
}
