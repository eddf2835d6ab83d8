import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { catalogServices, rateCardFees, rateCards, rateCardVersions } from '@/db/schema';
import { now } from '@/server/core/clock';
import { config } from '@/server/core/config';
import { AppError } from '@/server/core/errors';
import { isId, newId } from '@/server/core/ids';
import { bpFromRate } from '../money';
import type { CreateRateCardInput, FeeInputValue, RateCardDto, UpdateRateCardInput } from '../schemas';
import { serviceCodeOf } from './fees';
import { getRateCard } from './read-rate-cards';

const today = () => now().toISOString().slice(0, 10);

/** POST /ops/v1/rate-cards: a card and its first version (valid from the given date, else today). */
export async function createRateCard(db: Db, input: CreateRateCardInput): Promise<RateCardDto> {
  await assertServicesExist(db, input.fees);
  const id = newId();
  await db.transaction(async (tx) => {
    if (input.default) await clearDefault(tx, id);
    await tx.insert(rateCards).values({
      id,
      name: input.name,
      currency: input.currency,
      isDefault: input.default ?? false,
    });
    await insertVersion(tx, id, 1, input.valid_from ?? today(), input.fees);
  });
  return getRateCard(db, id);
}

/**
 * PATCH /ops/v1/rate-cards/{id}. The name and the default flag change in place. Fees or valid_from change the
 * current version in place while it has priced nothing; once it has (`used_at`), they make a new version that
 * starts on valid_from (default: tomorrow when the current one starts today or later, else today), which must be
 * today or later and after the current version's start. The version row is locked first, so a charge being
 * priced with it either commits before (and the change makes a new version) or waits for the change.
 */
export async function updateRateCard(db: Db, id: string, input: UpdateRateCardInput): Promise<RateCardDto> {
  if (!isId(id)) throw new AppError('RATE_CARD_NOT_FOUND');
  if (input.fees) await assertServicesExist(db, input.fees);
  await db.transaction(async (tx) => {
    const [card] = await tx.select().from(rateCards).where(eq(rateCards.id, id)).for('update');
    if (!card) throw new AppError('RATE_CARD_NOT_FOUND');
    if (input.name !== undefined || input.default !== undefined) {
      if (input.default) await clearDefault(tx, id);
      await tx
        .update(rateCards)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.default !== undefined ? { isDefault: input.default } : {}),
          updatedAt: now(),
        })
        .where(eq(rateCards.id, id));
    }
    if (input.fees === undefined && input.valid_from === undefined) return;
    const versions = await tx
      .select()
      .from(rateCardVersions)
      .where(eq(rateCardVersions.rateCardId, id))
      .orderBy(desc(rateCardVersions.version))
      .limit(2)
      .for('update');
    const [current, previous] = versions;
    const fees = input.fees ?? (await currentFees(tx, current!.id));
    if (current!.usedAt === null) {
      const validFrom = input.valid_from ?? current!.validFrom;
      if (previous && validFrom <= previous.validFrom)
        throw new AppError('RATE_CARD_VALID_FROM_INVALID', undefined, {
          details: { valid_from: validFrom, previous_valid_from: previous.validFrom },
        });
      await tx.delete(rateCardFees).where(eq(rateCardFees.rateCardVersionId, current!.id));
      await tx.update(rateCardVersions).set({ validFrom }).where(eq(rateCardVersions.id, current!.id));
      await insertFees(tx, current!.id, fees);
    } else {
      const day = today();
      const validFrom = input.valid_from ?? (current!.validFrom >= day ? nextDay(current!.validFrom) : day);
      if (validFrom < day || validFrom <= current!.validFrom)
        throw new AppError('RATE_CARD_VALID_FROM_INVALID', undefined, {
          details: { valid_from: validFrom, previous_valid_from: current!.validFrom, today: day },
        });
      await insertVersion(tx, id, current!.version + 1, validFrom, fees);
    }
    await tx.update(rateCards).set({ updatedAt: now() }).where(eq(rateCards.id, id));
  });
  return getRateCard(db, id);
}

/**
 * The default card changes one at a time (a transaction advisory lock): two cards made default at once would both
 * find no other default to clear, and the second insert would meet the one-default index.
 */
async function clearDefault(tx: DbOrTx, exceptId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('rate_cards:default', 0))`);
  await tx
    .update(rateCards)
    .set({ isDefault: false, updatedAt: now() })
    .where(and(eq(rateCards.isDefault, true), ne(rateCards.id, exceptId)));
}

async function insertVersion(
  tx: DbOrTx,
  cardId: string,
  version: number,
  validFrom: string,
  fees: FeeInputValue[],
) {
  const versionId = newId();
  await tx.insert(rateCardVersions).values({ id: versionId, rateCardId: cardId, version, validFrom });
  await insertFees(tx, versionId, fees);
}

async function insertFees(tx: DbOrTx, versionId: string, fees: FeeInputValue[]) {
  if (!fees.length) return;
  await tx.insert(rateCardFees).values(
    fees.map((f) => ({
      rateCardVersionId: versionId,
      fee: f.fee,
      unitPrice: f.unit_price,
      vatRateBp: bpFromRate(f.vat_rate ?? config.billingDefaultVatRate),
    })),
  );
}

async function currentFees(tx: DbOrTx, versionId: string): Promise<FeeInputValue[]> {
  const rows = await tx.select().from(rateCardFees).where(eq(rateCardFees.rateCardVersionId, versionId));
  return rows.map((f) => ({ fee: f.fee, unit_price: f.unitPrice, vat_rate: f.vatRateBp / 100 }));
}

/** Every service: fee names an extra service of the catalog (by code): else 422 with the unknown fees. */
async function assertServicesExist(db: DbOrTx, fees: FeeInputValue[]) {
  const codes = [...new Set(fees.map((f) => serviceCodeOf(f.fee)).filter((c): c is string => !!c))];
  if (!codes.length) return;
  const found = await db
    .select({ code: catalogServices.code })
    .from(catalogServices)
    .where(and(inArray(catalogServices.code, codes), eq(catalogServices.kind, 'extra')));
  const known = new Set(found.map((f) => f.code));
  const missing = codes.filter((c) => !known.has(c));
  if (missing.length)
    throw new AppError(
      'RATE_CARD_SERVICE_NOT_FOUND',
      `No extra service with the code ${missing.map((c) => `"${c}"`).join(', ')} in the catalog.`,
      { details: { fees: missing.map((c) => `service:${c}`) } },
    );
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Used by tests and the demo: the id of the default card, if any. */
export async function defaultRateCardId(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ id: rateCards.id })
    .from(rateCards)
    .where(sql`${rateCards.isDefault}`);
  return row?.id ?? null;
}
