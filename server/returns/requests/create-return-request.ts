import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { files, returnRequests, type ReturnRequest, type ReturnRequestLine } from '@/db/schema';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import { newId } from '@/server/core/ids';
import { now } from '@/server/core/clock';
import { encrypt } from '@/server/core/secrets';
import { kickMail } from '@/server/returns/customer-mail/jobs/send-customer-mails';
import { queueCustomerMail } from '@/server/returns/customer-mail/queue-mail';
import { emitEvent } from '@/server/outbox/emit';
import { eligibilityOf, loadOrderForReturn } from '@/server/returns/policy/eligibility';
import { loadReturnPolicy } from '@/server/returns/policy/return-policy';
import { and, eq, inArray } from 'drizzle-orm';
import { exchangeChoices, type ExchangeChoice } from '@/server/returns/exchange/exchange-choices';
import { afterApproval, approveLocked } from './decide-return-request';
import type { ReturnRequestInput } from './schemas';

/** The tracking page's token: 192 random bits, base64url. Only its sha256 is stored. */
export function newTrackingToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashTrackingToken(token) };
}
export const hashTrackingToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NotEligibleProblem {
  path: string;
  reason: string;
}

/**
 * A customer's return request for one order, under the merchant's policy: every line must be eligible for
 * the quantity asked, with a reason the policy offers and the note and photos it requires, by one of its
 * methods (else 422 RETURN_NOT_ELIGIBLE with the problems, nothing stored). The order's row lock serialises
 * two submissions for the same order, so together they cannot ask for more than was shipped. Under
 * `review: automatic` the request is approved in the same transaction.
 */
export async function createReturnRequest(
  db: Db,
  merchantId: string,
  orderId: string,
  input: ReturnRequestInput,
): Promise<{ request: ReturnRequest; token: string }> {
  const { token, hash } = newTrackingToken();
  const sealed = await encrypt(token);
  const row = await db.transaction(async (tx) => {
    const loaded = await loadOrderForReturn(tx, merchantId, orderId, { forUpdate: true });
    const policy = await loadReturnPolicy(tx, merchantId);
    const eligibility = await eligibilityOf(tx, merchantId, loaded, policy);
    const problems: NotEligibleProblem[] = [];
    if (!policy.methods.includes(input.method))
      problems.push({ path: 'method', reason: 'method_not_offered' });
    const seen = new Set<string>();
    const photoIds = input.items.flatMap((it) => it.photo_file_ids);
    const ownPhotos = photoIds.length
      ? await tx
          .select({ id: files.id })
          .from(files)
          .where(and(inArray(files.id, photoIds), eq(files.merchantId, merchantId)))
      : [];
    const ownPhotoIds = new Set(ownPhotos.map((f) => f.id));
    const exchangeable = input.items.some((it) => it.exchange_product_id)
      ? await exchangeChoices(
          tx,
          policy,
          eligibility.items.map((l) => l.product.id),
        )
      : new Map<string, ExchangeChoice[]>();
    const lines: ReturnRequestLine[] = input.items.map((it, i) => {
      const at = `items[${i}]`;
      const line = eligibility.items.find((l) => l.id === it.order_item_id);
      if (!line || seen.has(it.order_item_id))
        problems.push({ path: `${at}.order_item_id`, reason: 'unknown_line' });
      else if (!line.eligible)
        problems.push(...line.not_eligible_because.map((reason) => ({ path: at, reason })));
      else if (it.quantity > line.returnable_quantity)
        problems.push({ path: `${at}.quantity`, reason: 'more_than_returnable' });
      seen.add(it.order_item_id);
      if (!policy.reasonCodes.includes(it.reason_code))
        problems.push({ path: `${at}.reason_code`, reason: 'reason_not_offered' });
      if ((policy.noteRequiredFor.includes(it.reason_code) || it.reason_code === 'other') && !it.note)
        problems.push({ path: `${at}.note`, reason: 'note_required' });
      if (policy.photoRequiredFor.includes(it.reason_code) && it.photo_file_ids.length === 0)
        problems.push({ path: `${at}.photo_file_ids`, reason: 'photo_required' });
      if (it.photo_file_ids.some((f) => !ownPhotoIds.has(f)))
        problems.push({ path: `${at}.photo_file_ids`, reason: 'unknown_photo' });
      if (
        it.exchange_product_id &&
        !exchangeable.get(line?.product.id ?? '')?.some((c) => c.id === it.exchange_product_id)
      )
        problems.push({ path: `${at}.exchange_product_id`, reason: 'exchange_not_offered' });
      return {
        order_item_id: it.order_item_id,
        product_id: line?.product.id ?? '',
        quantity: it.quantity,
        reason_code: it.reason_code,
        note: it.note || null,
        photo_file_ids: it.photo_file_ids,
        exchange_product_id: it.exchange_product_id ?? null,
      };
    });
    if (problems.length) throw new AppError('RETURN_NOT_ELIGIBLE', undefined, { details: { problems } });
    const email = (loaded.order.customer as { email?: string | null } | null)?.email ?? null;
    const [req] = await tx
      .insert(returnRequests)
      .values({
        id: newId(),
        merchantId,
        orderId,
        status: 'pending',
        items: lines,
        method: input.method,
        language: input.language,
        customerEmail: email,
        trackingTokenHash: hash,
        trackingTokenSealed: sealed,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    await emitEvent(tx, {
      merchantId,
      type: 'return_request.created',
      orderingKey: req!.id,
      data: { return_request_id: req!.id, order_id: orderId, status: 'pending', review: policy.review },
    });
    await queueCustomerMail(tx, req!, 'received');
    if (policy.review === 'automatic') return approveLocked(tx, req!, SYSTEM_ACTOR);
    return req!;
  });
  if (row.status === 'approved') await afterApproval(db, row, SYSTEM_ACTOR);
  else kickMail();
  return { request: row, token };
}
