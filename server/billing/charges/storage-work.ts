import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { STORAGE_LOCATION_FEE_PREFIX } from '../rate-cards/fees';
import type { BillableEvent, Work } from './work';
import { cardsOfMerchants, loadCards } from './price-work';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The storage work of merchants' days (docs/decisions/billing.md "Storage"), from the daily stock figures that
 * `work.stock_day_written` announces: per product and day, `storage_unit_day` for its on-hand units at the end of
 * the day, and `storage_location_day:<kind>` for the locations of each kind it stood in. A location that holds
 * several of the merchant's products that day is one location-day, on the product with the most units there
 * (ties: the lowest product id), so the merchant's location-days are its distinct locations.
 *
 * Which of the two the day is charged by is the card's: the version in force that day prices unit-days, location
 * days or both, and only those are charged (a kind the card has no price for is unpriced work). A day whose card
 * prices neither (or no card or version at all) is unit-days, each left unpriced with its reason, so storage is
 * never skipped silently. Reading the same day again gives the same work.
 */
export async function storageWork(tx: DbOrTx, events: readonly BillableEvent[]): Promise<Work[]> {
  const days = new Map<string, BillableEvent>();
  for (const e of events) {
    const day = e.data.day;
    if (typeof day === 'string' && DAY.test(day)) days.set(`${e.merchantId}|${day}`, e);
  }
  if (!days.size) return [];
  const merchantIds = [...new Set([...days.values()].map((e) => e.merchantId))];
  const cardOf = await cardsOfMerchants(tx, merchantIds);
  const cards = await loadCards(tx, [...new Set([...cardOf.values()].filter((c): c is string => !!c))]);
  const work: Work[] = [];
  for (const e of days.values()) {
    const day = e.data.day as string;
    const cardId = cardOf.get(e.merchantId);
    const version = cardId ? cards.get(cardId)?.versions.find((v) => v.validFrom <= day) : undefined;
    const fees = [...(version?.fees.keys() ?? [])];
    const byLocation = fees.some((f) => f.startsWith(STORAGE_LOCATION_FEE_PREFIX));
    const byUnit = fees.includes('storage_unit_day') || !byLocation;
    const res = await tx.execute(sql`
      with f as (
        select product_id, location, location_kind, on_hand
          from daily_stock_figures
         where merchant_id = ${e.merchantId} and day = ${day}::date and on_hand > 0),
      held as (
        select distinct on (location) location, location_kind, product_id
          from f order by location, on_hand desc, product_id)
      select product_id, null as location_kind, sum(on_hand)::bigint as quantity from f group by product_id
      union all
      select product_id, location_kind, count(*)::bigint from held group by product_id, location_kind
      order by 1, 2 nulls first`);
    const base = {
      merchantId: e.merchantId,
      referenceType: 'product_day',
      subjectType: 'product',
      description: null,
      occurredAt: new Date(`${day}T12:00:00.000Z`),
      eventId: e.id,
    };
    for (const r of res.rows as { product_id: string; location_kind: string | null; quantity: string }[]) {
      const unit = r.location_kind === null;
      if (unit ? !byUnit : !byLocation) continue;
      work.push({
        ...base,
        fee: unit ? 'storage_unit_day' : `${STORAGE_LOCATION_FEE_PREFIX}${r.location_kind}`,
        quantity: Number(r.quantity),
        referenceId: `${r.product_id}:${day}`,
        subjectId: r.product_id,
      });
    }
  }
  return work;
}
