import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { deprecatedCalls } from '@/db/schema';
import { now } from '@/server/core/clock';

/** Counts a call to a deprecated endpoint per merchant, client, route and day (the portal's API health report). */
export async function recordDeprecatedCall(input: {
  merchantId: string;
  clientId: string;
  method: string;
  route: string;
}) {
  const db = await getDb();
  const at = now();
  await db
    .insert(deprecatedCalls)
    .values({ ...input, day: at.toISOString().slice(0, 10), count: 1, lastCalledAt: at })
    .onConflictDoUpdate({
      target: [
        deprecatedCalls.merchantId,
        deprecatedCalls.clientId,
        deprecatedCalls.method,
        deprecatedCalls.route,
        deprecatedCalls.day,
      ],
      set: { count: sql`${deprecatedCalls.count} + 1`, lastCalledAt: at },
    });
}
