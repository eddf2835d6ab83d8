import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, type ReturnPolicy } from '@/db/schema';
import { now } from '@/server/core/clock';
import { attemptLimiter } from '@/server/core/rate-limit';
import { getSecret } from '@/server/core/secrets';

/** Failed lookups allowed per client address, and per order number of a page, in 15 minutes. */
export const LOOKUPS_PER_ADDRESS = Number(process.env.RETURN_LOOKUPS_PER_ADDRESS ?? 20);
export const LOOKUPS_PER_ORDER = Number(process.env.RETURN_LOOKUPS_PER_ORDER ?? 5);
const byAddress = () => attemptLimiter('returns-lookup-addr', LOOKUPS_PER_ADDRESS, 900);
const byOrder = () => attemptLimiter('returns-lookup-order', LOOKUPS_PER_ORDER, 900);

/** Spaces and case do not matter in either field. */
export const normalise = (s: string) => s.replace(/\s+/g, '').toLowerCase();

export type LookupResult =
  { kind: 'found'; orderId: string } | { kind: 'not_found' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * The customer page's "find your order": the merchant's order number (`merchants_id`) and the delivery postal
 * code, both compared without spaces and case. A wrong number and a wrong postal code get the same answer.
 * Failed attempts are counted per client address and per order number; over either limit the answer is
 * `limited` with the time to wait, before the database is asked.
 */
export async function lookUpOrder(
  db: DbOrTx,
  policy: ReturnPolicy,
  input: { number: string; postalCode: string; clientAddress: string },
): Promise<LookupResult> {
  const number = normalise(input.number);
  const postal = normalise(input.postalCode);
  const addrKey = input.clientAddress;
  const orderKey = `${policy.merchantId}:${number}`;
  const [a, o] = await Promise.all([byAddress().retryAfter(addrKey), byOrder().retryAfter(orderKey)]);
  if (a !== null || o !== null) return { kind: 'limited', retryAfterSeconds: Math.max(a ?? 0, o ?? 0) };
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
  if (row) return { kind: 'found', orderId: row.id };
  await Promise.all([byAddress().fail(addrKey), byOrder().fail(orderKey)]);
  return { kind: 'not_found' };
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
