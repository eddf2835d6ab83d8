import type { DbOrTx } from '@/db/client';
import { setClockForTests } from '@/server/core/clock';
import { readDashboard } from '@/server/dashboard/read-dashboard';

/** The dashboard as the home page reads it at `at`: the clock is pinned for this read only. */
export async function readDashboardAt(
  db: DbOrTx,
  merchantId: string,
  options: Parameters<typeof readDashboard>[2],
  at: Date,
) {
  setClockForTests(at);
  try {
    return await readDashboard(db, merchantId, options);
  } finally {
    setClockForTests(null);
  }
}
