import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, type ReturnPolicy } from '@/db/schema';
import { admitAttempt, envNumber, type ThrottlePolicy } from '@/server/auth/attempt-throttle';
import { now } from '@/server/core/clock';
import { getSecret } from '@/server/core/secrets';

/**
 * Lookups per order number of a page (then the progressive delay: 2 s, 4 s … at most 60 s apart, never a
 * lockout of the customer) and per client address (then refused until the 15 minutes end). Only failures count:
 * a found order gives its attempt back.
 */
export function lookupPolicy(): ThrottlePolicy {
  return {
    prefix: 'returns-lookup',
    perAccount: envNumber('RETURN_LOOKUPS_PER_ORDER', 5),
    perAddress: envNumber('RETURN_LOOKUPS_PER_ADDRESS', 20),
    firstDelaySeconds: envNumber('LOGIN_FIRST_DELAY_SECONDS', 2),
    maxDelaySeconds: envNumber('LOGIN_MAX_DELAY_SECONDS', 60),
  };
}

/** Spaces and case do not matter in either field. */
export const normalise = (s: string) => s.replace(/\s+/g, '').toLowerCase();

export type LookupResult =
  { kind: 'found'; orderId: string } | { kind: 'not_found' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * The customer page's "find your order": the merchant's order number (`merchants_id`) and the delivery postal
 * code, both compared without spaces and case. A wrong number and a wrong postal code get the same answer.
 * Each attempt is taken from the attempt throttle (server/auth/attempt-throttle.ts) in one atomic step of its
 * store BEFORE the database is asked, per order number of this merchant and per client address, so however many
 * guesses arrive at once no more than the budget reach the query; over it the answer is `limited` with the time
 * to wait.
 */
export async function lookUpOrder(
  db: DbOrTx,
  policy: ReturnPolicy,
  input: { number: string; postalCode: string; clientAddress: string },
): Promise<LookupResult> {
  const number = normalise(input.number);
  const postal = normalise(input.postalCode);
  const admission = await admitAttempt(lookupPolicy(), `${policy.merchantId}:${number}`, input.clientAddress);
  if (!admission.admitted) return { kind: 'limited', retryAfterSeconds: admission.retryAfterSeconds };
  const [row] =
    number && postal
      ? await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.merchantId, policy.merchantId),
              sql`lower(regexp_replace(${orders.merchantsId}, '\\s', '', 'g')) = ${number}`,
              sql`lower(regexp_replace(coalesce(${orders.customer}->>'postal_code', ''), '\\s', '', 'g')) = ${postal}`,
              ne(orders.status, 'deleted'),
            ),
          )
          .limit(1)
      : [];
  await admission.done(Boolean(row));
  return row ? { kind: 'found', orderId: row.id } : { kind: 'not_found' };
}

/** How long a found order's page stays open to the customer. */
const GRANT_SECONDS = 3600;

async function sign(payload: string) {
  return createHmac('sha256', await getSecret('links'))
    .update(`return-grant:${payload}`)
    .digest('base64url');
}

/** The page address part that lets this customer choose lines of this order for an hour. */
export async function grantFor(merchantId: string, orderId: string): Promise<string> {
  const exp = Math.floor(now().getTime() / 1000) + GRANT_SECONDS;
  return `${orderId}.${exp}.${await sign(`${merchantId}:${orderId}:${exp}`)}`;
}

/** The order id of a valid, unexpired grant for this merchant, else null. */
export async function orderOfGrant(merchantId: string, grant: string): Promise<string | null> {
  const m = /^([0-9a-f]{24})\.(\d{1,12})\.([\w-]{20,100})$/.exec(grant);
  if (!m) return null;
  const [, orderId, exp, sig] = m;
  const expected = Buffer.from(await sign(`${merchantId}:${orderId}:${exp}`));
  const given = Buffer.from(sig!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (now().getTime() / 1000 > Number(exp)) return null;
  return orderId!;
}
