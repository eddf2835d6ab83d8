import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { billingAccounts, rateCardFees, rateCards, rateCardVersions, type RateCard } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { rateFromBp } from '../money';
import type { RateCardDto } from '../schemas';

/** GET /ops/v1/rate-cards: every card, the default first, then by name. */
export async function listRateCards(
  db: DbOrTx,
  page: { offset: number; limit: number },
): Promise<{ rate_cards: RateCardDto[]; total: number }> {
  const [cards, [t]] = await Promise.all([
    db
      .select()
      .from(rateCards)
      .orderBy(desc(rateCards.isDefault), asc(rateCards.name), asc(rateCards.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(rateCards),
  ]);
  return { rate_cards: await toRateCardDtos(db, cards), total: Number(t?.n ?? 0) };
}

/** GET /ops/v1/rate-cards/{id} */
export async function getRateCard(db: DbOrTx, id: string): Promise<RateCardDto> {
  if (!isId(id)) throw new AppError('RATE_CARD_NOT_FOUND');
  const [card] = await db.select().from(rateCards).where(eq(rateCards.id, id));
  if (!card) throw new AppError('RATE_CARD_NOT_FOUND');
  return (await toRateCardDtos(db, [card]))[0]!;
}

/** Cards with their versions (newest first), each version's fees, and the merchants that use each card. */
export async function toRateCardDtos(db: DbOrTx, cards: RateCard[]): Promise<RateCardDto[]> {
  if (!cards.length) return [];
  const ids = cards.map((c) => c.id);
  const versions = await db
    .select()
    .from(rateCardVersions)
    .where(inArray(rateCardVersions.rateCardId, ids))
    .orderBy(desc(rateCardVersions.version));
  const fees = versions.length
    ? await db
        .select()
        .from(rateCardFees)
        .where(
          inArray(
            rateCardFees.rateCardVersionId,
            versions.map((v) => v.id),
          ),
        )
        .orderBy(asc(rateCardFees.fee))
    : [];
  const accounts = await db
    .select({ merchantId: billingAccounts.merchantId, rateCardId: billingAccounts.rateCardId })
    .from(billingAccounts)
    .where(inArray(billingAccounts.rateCardId, ids));
  const feesOf = (versionId: string) =>
    fees
      .filter((f) => f.rateCardVersionId === versionId)
      .map((f) => ({ fee: f.fee, unit_price: f.unitPrice, vat_rate: rateFromBp(f.vatRateBp) }));
  return cards.map((c) => {
    const mine = versions.filter((v) => v.rateCardId === c.id);
    const current = mine[0]!;
    return {
      id: c.id,
      name: c.name,
      currency: c.currency,
      default: c.isDefault,
      version: current.version,
      valid_from: current.validFrom,
      fees: feesOf(current.id),
      versions: mine.map((v) => ({
        version: v.version,
        valid_from: v.validFrom,
        used: v.usedAt !== null,
        fees: feesOf(v.id),
      })),
      merchant_ids: accounts
        .filter((a) => a.rateCardId === c.id)
        .map((a) => a.merchantId)
        .sort(),
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
    };
  });
}
