/**
 * Fault-injection points: the few places where a test makes a request fail the way production can (a process
 * that dies right after its commit, one cut off half-way, a slow step), to prove what the product promises
 * then. They are off unless the process runs with FAULT_INJECTION=1, which the test configuration sets
 * (vitest.config.mts) and production never does: off, every point reads as unset and `injectFaults` refuses.
 */
export interface FaultPoints {
  /** Order creation: the process dies after the order committed, before it answers (01 §6). */
  'orders.crash-after-commit': boolean;
  /** Order creation with `status: confirmed`: cut off after the draft, before its confirmation (04 B3). */
  'orders.skip-confirm': boolean;
  /** Order creation: milliseconds it stalls before it writes (the deadline of 04 B5). */
  'orders.delay-ms': number;
  /** The job queue refuses every job sent (a queue unreachable after the work that needs the job committed). */
  'jobs.enqueue-fails': boolean;
  /** An invoice run: the process dies after a batch of charges moved onto the draft, before the next. */
  'billing.crash-after-run-batch': boolean;
}

const active: Partial<FaultPoints> = {};

function enabled(): boolean {
  return process.env.FAULT_INJECTION === '1';
}

/** The fault injected at this point, or undefined (always, unless FAULT_INJECTION=1). */
export function faultPoint<K extends keyof FaultPoints>(name: K): FaultPoints[K] | undefined {
  return enabled() ? active[name] : undefined;
}

/** Injects faults (tests only); throws when fault injection is off. */
export function injectFaults(faults: Partial<FaultPoints>): void {
  if (!enabled()) throw new Error('Fault injection is off: run with FAULT_INJECTION=1.');
  Object.assign(active, faults);
}

/** Removes every injected fault. */
export function clearFaults(): void {
  for (const name of Object.keys(active) as (keyof FaultPoints)[]) delete active[name];
}
