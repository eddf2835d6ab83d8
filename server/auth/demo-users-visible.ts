/**
 * The sign-in page lists the demo users only in the demo / embedded mode: the demo data is loaded (DEMO_SEED=1)
 * or the embedded database is in use (a local try-out), and SHOW_DEMO_USERS is not 0. A production deployment
 * on PostgreSQL without DEMO_SEED never shows them.
 */
export function demoUsersVisible(): boolean {
  if (process.env.SHOW_DEMO_USERS === '0') return false;
  return process.env.DEMO_SEED === '1' || !process.env.DATABASE_URL;
}
