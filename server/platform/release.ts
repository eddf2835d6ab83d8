/**
 * What this release is, for the database it shares with other releases during a rolling upgrade
 * (docs/decisions/migrations.md "Two releases at once").
 *
 * SCHEMA_LEVEL counts the changes of what the database means: raise it with every release whose code writes
 * something an older release would misread or undo. MIN_COMPATIBLE_LEVEL is the lowest level of another running
 * release this one can share the database with; raise it to SCHEMA_LEVEL when an older release running beside
 * this one would do harm (for example, a state transition whose effect this release changes). Such a release
 * is deployed by draining: every older instance stops before the first new one starts (it refuses to start
 * beside them, and they refuse to start beside it).
 */
// Level 2: every change of stock units writes its stock movements (docs/decisions/stock-ledger.md); a release
// before it would change units without them, and the ledger would no longer add up.
export const SCHEMA_LEVEL = 2;
export const MIN_COMPATIBLE_LEVEL = 2;

/** A name for this build in the instance registry and the logs. */
export function releaseName(): string {
  return process.env.RELEASE_NAME ?? `build ${process.env.BUILD_NUMBER ?? '1'}`;
}
