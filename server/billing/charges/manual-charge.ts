import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { charges, unpricedEvents } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { config } from '@/server/core/config';
import { AppError } from '@/server/core/errors';
import { newId } from '@/server/core/ids';
import { merchantExists } from '@/server/merchants/merchant-exists';
import { bpFromRate } from '../money';
import { toChargeDto } from '../reads/read-charges';
import type { ChargeDto, ManualChargeInput } from '../schemas';
import { cardsOfMerchants, loadCards, priceOf, priceWork } from './price-work';

/**
 * POST /ops/v1/billing/charges: a manual charge (or, negative, a credit) with its reason. It is the operator's
 * own act, written in the request's transaction. Its currency and default VAT rate are the merchant card's
 * (`manual` fee's VAT rate, else the card's default), else EUR and BILLING_DEFAULT_VAT_RATE. A credit is stored
 * as quantity -1 at a positive price (a price is never negative, as Peppol requires).
 */
export async function createManualCharge(db: Db, input: ManualChargeInput, actor: Actor): Promise<ChargeDto> {
  if (!(await merchantExists(db, input.merchant_id))) throw new AppError('MERCHANT_NOT_FOUND');
  return db.transaction(async (tx) => {
    const occurredAt = input.occurred_at ? new Date(input.occurred_at) : now();
    const cardId = (await cardsOfMerchants(tx, [input.merchant_id])).get(input.merchant_id) ?? null;
    const cards = await loadCards(tx, cardId ? [cardId] : []);
    const priced = priceOf(cards, cardId, { fee: 'manual', occurredAt });
    const currency = cardId ? (cards.get(cardId)?.currency ?? 'EUR') : 'EUR';
    const vatRateBp =
      input.vat_rate !== undefined
        ? bpFromRate(input.vat_rate)
        : 'vatRateBp' in priced
          ? priced.vatRateBp
          : bpFromRate(config.billingDefaultVatRate);
    const id = newId();
    const [row] = await tx
      .insert(charges)
      .values({
        id,
        merchantId: input.merchant_id,
        fee: 'manual',
        description: input.reason,
        quantity: Math.sign(input.amount),
        unitPrice: Math.abs(input.amount),
        amount: input.amount,
        currency,
        vatRateBp,
        referenceType: 'manual',
        referenceId: id,
        subjectType: input.subject?.type ?? null,
        subjectId: input.subject?.id ?? null,
        occurredAt,
        createdBy: actor.label ?? actor.id,
      })
      .returning();
    return toChargeDto(row!);
  });
}

/**
 * POST /ops/v1/billing/unpriced-events/_reprice: prices the open unpriced work again with today's cards (after
 * the operator added the missing price or card); what is priced now becomes a charge and the event is resolved.
 */
export async function repriceUnpriced(
  db: Db,
  merchantId?: string,
): Promise<{ repriced: number; still_unpriced: number }> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(unpricedEvents)
      .where(
        and(
          isNull(unpricedEvents.resolvedAt),
          ...(merchantId ? [eq(unpricedEvents.merchantId, merchantId)] : []),
        ),
      )
      .orderBy(asc(unpricedEvents.createdAt))
      .limit(5000)
      .for('update', { skipLocked: true });
    if (!open.length) return { repriced: 0, still_unpriced: 0 };
    const work = open.map((u) => ({
      merchantId: u.merchantId,
      fee: u.fee,
      quantity: u.quantity,
      referenceType: u.referenceType,
      referenceId: u.referenceId,
      subjectType: u.subjectType,
      subjectId: u.subjectId,
      description: u.description,
      occurredAt: u.occurredAt,
      eventId: u.eventId,
    }));
    // The unpriced rows are the ones to price now: take them out of the way of priceWork's own unpriced insert.
    const cardOf = await cardsOfMerchants(tx, [...new Set(work.map((w) => w.merchantId))]);
    const cards = await loadCards(tx, [...new Set([...cardOf.values()].filter((c): c is string => !!c))]);
    const pricedNow = work.filter((w) => !('reason' in priceOf(cards, cardOf.get(w.merchantId) ?? null, w)));
    await priceWork(tx, pricedNow);
    let repriced = 0;
    for (const u of open) {
      const [c] = await tx
        .select({ id: charges.id })
        .from(charges)
        .where(
          and(
            eq(charges.merchantId, u.merchantId),
            eq(charges.fee, u.fee),
            eq(charges.referenceType, u.referenceType),
            eq(charges.referenceId, u.referenceId),
          ),
        );
      if (!c) continue;
      repriced++;
      await tx
        .update(unpricedEvents)
        .set({ resolvedAt: now(), chargeId: c.id })
        .where(eq(unpricedEvents.id, u.id));
    }
    return { repriced, still_unpriced: open.length - repriced };
  });
}
