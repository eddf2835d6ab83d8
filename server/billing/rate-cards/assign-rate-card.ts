import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { billingAccounts, rateCards } from '@/db/schema';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { merchantExists } from '@/server/merchants/merchant-exists';
import type { RateCardDto } from '../schemas';
import { getRateCard, toRateCardDtos } from './read-rate-cards';

export interface MerchantRateCard {
  merchant_id: string;
  /** Whether the merchant has a card of its own (false: the default card prices its work). */
  assigned: boolean;
  rate_card: RateCardDto | null;
}

/**
 * PUT /ops/v1/merchants/{id}/rate-card: the card that prices the merchant's work from now on (work already
 * charged keeps its price). Another currency than the merchant's earlier card is allowed: invoices are per
 * currency.
 */
export async function assignRateCard(
  db: Db,
  merchantId: string,
  rateCardId: string,
): Promise<MerchantRateCard> {
  await assertMerchant(db, merchantId);
  const card = await getRateCard(db, rateCardId);
  await db
    .insert(billingAccounts)
    .values({ merchantId, rateCardId })
    .onConflictDoUpdate({ target: billingAccounts.merchantId, set: { rateCardId, updatedAt: now() } });
  return {
    merchant_id: merchantId,
    assigned: true,
    rate_card: { ...card, merchant_ids: [...new Set([...card.merchant_ids, merchantId])].sort() },
  };
}

/** GET /ops/v1/merchants/{id}/rate-card: the merchant's own card, else the default one (or none). */
export async function merchantRateCard(db: DbOrTx, merchantId: string): Promise<MerchantRateCard> {
  await assertMerchant(db, merchantId);
  const [account] = await db
    .select({ rateCardId: billingAccounts.rateCardId })
    .from(billingAccounts)
    .where(eq(billingAccounts.merchantId, merchantId));
  const card = account?.rateCardId
    ? await getRateCard(db, account.rateCardId)
    : ((
        await toRateCardDtos(db, await db.select().from(rateCards).where(eq(rateCards.isDefault, true)))
      )[0] ?? null);
  return { merchant_id: merchantId, assigned: !!account?.rateCardId, rate_card: card };
}

async function assertMerchant(db: DbOrTx, merchantId: string) {
  if (!isId(merchantId) || !(await merchantExists(db, merchantId))) throw new AppError('MERCHANT_NOT_FOUND');
}
