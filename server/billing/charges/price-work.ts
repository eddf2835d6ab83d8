import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { charges, unpricedEvents } from '@/db/schema';
import { newId } from '@/server/core/ids';
import { lineAmount } from '../money';
import type { Work } from './work';

export type UnpricedReason = 'no_rate_card' | 'no_version_in_force' | 'fee_not_on_card';

interface Price {
  versionId: string;
  currency: string;
  unitPrice: number;
  vatRateBp: number;
}

interface CardVersions {
  cardId: string;
  currency: string;
  /** Newest first. */
  versions: {
    id: string;
    validFrom: string;
    usedAt: Date | null;
    fees: Map<string, { unitPrice: number; vatRateBp: number }>;
  }[];
}

/**
 * Prices work and writes it: a charge where the merchant's card (its own, else the default) has a price for the
 * fee in the version in force on the day the work was done (UTC), else an unpriced event with the reason. Both
 * are written with ON CONFLICT DO NOTHING on (merchant, fee, reference): the same work delivered twice, from two
 * instances at once, is one charge. The cards' rows are read FOR SHARE (a change of a card waits, or is waited
 * for), and a version that prices its first charge is marked used in the same transaction, so it is never edited
 * in place afterwards.
 */
export async function priceWork(
  tx: DbOrTx,
  work: readonly Work[],
): Promise<{ charged: number; unpriced: number }> {
  if (!work.length) return { charged: 0, unpriced: 0 };
  const cardOf = await cardsOfMerchants(tx, [...new Set(work.map((w) => w.merchantId))]);
  const cards = await loadCards(tx, [...new Set([...cardOf.values()].filter((c): c is string => !!c))]);
  const chargeRows: (typeof charges.$inferInsert)[] = [];
  const unpricedRows: (typeof unpricedEvents.$inferInsert)[] = [];
  const usedVersions = new Set<string>();
  for (const w of work) {
    if (w.quantity === 0) continue;
    const priced = priceOf(cards, cardOf.get(w.merchantId) ?? null, w);
    if ('reason' in priced) {
      unpricedRows.push({ id: newId(), ...identity(w), quantity: w.quantity, reason: priced.reason });
      continue;
    }
    usedVersions.add(priced.versionId);
    chargeRows.push({
      id: newId(),
      ...identity(w),
      quantity: w.quantity,
      unitPrice: priced.unitPrice,
      amount: lineAmount(w.quantity, priced.unitPrice),
      currency: priced.currency,
      vatRateBp: priced.vatRateBp,
      rateCardVersionId: priced.versionId,
    });
  }
  await markUsed(tx, cards, usedVersions);
  let charged = 0;
  let unpriced = 0;
  for (const batch of chunks(chargeRows, 1000)) {
    const r = await tx.insert(charges).values(batch).onConflictDoNothing().returning({ id: charges.id });
    charged += r.length;
  }
  for (const batch of chunks(unpricedRows, 1000)) {
    const r = await tx
      .insert(unpricedEvents)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: unpricedEvents.id });
    unpriced += r.length;
  }
  return { charged, unpriced };
}

function identity(w: Work) {
  return {
    merchantId: w.merchantId,
    fee: w.fee,
    description: w.description,
    referenceType: w.referenceType,
    referenceId: w.referenceId,
    subjectType: w.subjectType,
    subjectId: w.subjectId,
    eventId: w.eventId,
    occurredAt: w.occurredAt,
  };
}

/** The price of one piece of work, or why there is none. */
export function priceOf(
  cards: Map<string, CardVersions>,
  cardId: string | null,
  w: { fee: string; occurredAt: Date },
): Price | { reason: UnpricedReason } {
  const card = cardId ? cards.get(cardId) : undefined;
  if (!card) return { reason: 'no_rate_card' };
  const day = w.occurredAt.toISOString().slice(0, 10);
  const version = card.versions.find((v) => v.validFrom <= day);
  if (!version) return { reason: 'no_version_in_force' };
  const fee = version.fees.get(w.fee);
  if (!fee) return { reason: 'fee_not_on_card' };
  return {
    versionId: version.id,
    currency: card.currency,
    unitPrice: fee.unitPrice,
    vatRateBp: fee.vatRateBp,
  };
}

/** Each merchant's card: its own (billing_accounts), else the default card, else null. */
export async function cardsOfMerchants(
  tx: DbOrTx,
  merchantIds: string[],
): Promise<Map<string, string | null>> {
  const res = await tx.execute(sql`
    select m.id as merchant_id,
           coalesce(a.rate_card_id, (select id from rate_cards where is_default)) as rate_card_id
      from unnest(${`{${merchantIds.join(',')}}`}::text[]) as m(id)
      left join billing_accounts a on a.merchant_id = m.id`);
  return new Map(
    (res.rows as { merchant_id: string; rate_card_id: string | null }[]).map((r) => [
      r.merchant_id,
      r.rate_card_id,
    ]),
  );
}

/** The cards (locked FOR SHARE, in id order) with every version and its fees. */
export async function loadCards(tx: DbOrTx, cardIds: string[]): Promise<Map<string, CardVersions>> {
  const out = new Map<string, CardVersions>();
  if (!cardIds.length) return out;
  const list = sql.join(
    [...cardIds].sort().map((id) => sql`${id}`),
    sql`, `,
  );
  const cards = await tx.execute(
    sql`select id, currency from rate_cards where id in (${list}) order by id for share`,
  );
  const rows = await tx.execute(sql`
    select v.id, v.rate_card_id, v.valid_from::text as valid_from, v.used_at, f.fee, f.unit_price, f.vat_rate_bp
      from rate_card_versions v
      left join rate_card_fees f on f.rate_card_version_id = v.id
     where v.rate_card_id in (${list})
     order by v.rate_card_id, v.version desc`);
  for (const c of cards.rows as { id: string; currency: string }[])
    out.set(c.id, { cardId: c.id, currency: c.currency, versions: [] });
  for (const r of rows.rows as {
    id: string;
    rate_card_id: string;
    valid_from: string;
    used_at: string | null;
    fee: string | null;
    unit_price: number | null;
    vat_rate_bp: number | null;
  }[]) {
    const card = out.get(r.rate_card_id);
    if (!card) continue;
    let v = card.versions.find((x) => x.id === r.id);
    if (!v) {
      v = {
        id: r.id,
        validFrom: r.valid_from,
        usedAt: r.used_at ? new Date(r.used_at) : null,
        fees: new Map(),
      };
      card.versions.push(v);
    }
    if (r.fee) v.fees.set(r.fee, { unitPrice: Number(r.unit_price), vatRateBp: Number(r.vat_rate_bp) });
  }
  return out;
}

/** Marks versions used by their first charge, one row at a time in id order (no deadlock between writers). */
async function markUsed(tx: DbOrTx, cards: Map<string, CardVersions>, used: Set<string>) {
  const fresh = [...cards.values()]
    .flatMap((c) => c.versions)
    .filter((v) => used.has(v.id) && v.usedAt === null)
    .map((v) => v.id)
    .sort();
  for (const id of fresh)
    await tx.execute(sql`update rate_card_versions set used_at = now() where id = ${id} and used_at is null`);
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
