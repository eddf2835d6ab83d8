import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import {
  cycleCountItems,
  cycleCountLocations,
  cycleCounts,
  products,
  type CycleCountItem,
} from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError, validationError, type ValidationIssue } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { loadCount, readCount } from './read-counts';
import type { CountResultInput, CycleCountDto } from './schemas';

/** One actor is one person: an API client, or a portal user (the system counts as nobody). */
export function samePerson(a: { type: string | null; id: string | null }, b: Actor): boolean {
  return a.type === b.type && a.id !== null && a.id === b.id;
}

interface Key {
  productId: string;
  batchNumber: string | null;
  bestBefore: string | null;
}
const keyOf = (k: Key) => JSON.stringify([k.productId, k.batchNumber, k.bestBefore]);

/**
 * POST /ops/v1/cycle-counts/{id}/results (docs/decisions/stock-ledger.md §3): what a counter found at one location,
 * blind. The expected figures are read from the running balance now, in the transaction (stock that left before
 * the count is no variance), per product and lot; a product counted without its lot is compared over all its
 * lots there. A variance of more units than the count's threshold sends the location to recount, which another
 * person must make (409 CYCLE_COUNT_SAME_COUNTER); the recount replaces the first figures (kept as
 * first_counted). When every location is counted the count awaits approval. Nothing changes stock here.
 */
export async function submitCountResult(
  db: DbOrTx,
  countId: string,
  input: CountResultInput,
  actor: Actor,
): Promise<CycleCountDto> {
  return db.transaction(async (tx) => {
    const c = await loadCount(tx, countId, true);
    if (c.status !== 'open')
      throw new AppError('CYCLE_COUNT_NOT_COUNTABLE', `The count is ${c.status}.`, {
        details: { status: c.status },
      });
    const [line] = await tx
      .select()
      .from(cycleCountLocations)
      .where(
        and(eq(cycleCountLocations.cycleCountId, c.id), eq(cycleCountLocations.location, input.location)),
      )
      .for('update');
    if (!line || line.status === 'counted')
      throw new AppError(
        'CYCLE_COUNT_NOT_COUNTABLE',
        line ? 'This location is already counted.' : 'This location is not part of the count.',
        { details: { location: input.location } },
      );
    const recount = line.status === 'recount';
    if (
      recount &&
      line.firstCounterType &&
      samePerson({ type: line.firstCounterType, id: line.firstCounterId }, actor)
    )
      throw new AppError('CYCLE_COUNT_SAME_COUNTER');

    const counted = await countedPerKey(tx, input);
    const expected = await expectedAt(tx, input.location);
    // A product counted without its lot is compared over all its lots there.
    const wholeProducts = new Set([...counted.values()].filter((k) => k.lotless).map((k) => k.productId));
    const exp = new Map<string, Key & { merchantId: string; n: number }>();
    for (const e of expected) {
      const k = wholeProducts.has(e.productId) ? { ...e, batchNumber: null, bestBefore: null } : e;
      const had = exp.get(keyOf(k));
      if (had) had.n += e.n;
      else exp.set(keyOf(k), { ...k, n: e.n });
    }
    const previous = recount
      ? new Map(
          (
            await tx.select().from(cycleCountItems).where(eq(cycleCountItems.cycleCountLocationId, line.id))
          ).map((i: CycleCountItem) => [keyOf(i), i]),
        )
      : new Map<string, CycleCountItem>();
    const keys = new Set([...exp.keys(), ...counted.keys()]);
    const merchants = await merchantsOf(
      tx,
      [...counted.values()].map((k) => k.productId),
    );
    const items = [...keys].map((k) => {
      const e = exp.get(k);
      const n = counted.get(k);
      const key = (e ?? n)!;
      const quantity = n?.n ?? 0;
      return {
        cycleCountLocationId: line.id,
        cycleCountId: c.id,
        merchantId: e?.merchantId ?? merchants.get(key.productId)!,
        productId: key.productId,
        batchNumber: key.batchNumber,
        bestBefore: key.bestBefore,
        expected: e?.n ?? 0,
        firstCounted: recount ? (previous.get(k)?.counted ?? 0) : quantity,
        counted: quantity,
      };
    });
    await tx.delete(cycleCountItems).where(eq(cycleCountItems.cycleCountLocationId, line.id));
    if (items.length) await tx.insert(cycleCountItems).values(items);

    const over = items.some((i) => Math.abs(i.counted - i.expected) > c.varianceThresholdUnits);
    const at = now();
    await tx
      .update(cycleCountLocations)
      .set(
        recount
          ? {
              status: 'counted',
              secondCounterType: actor.type,
              secondCounterId: actor.id,
              secondCounterLabel: actor.label,
              secondCountedAt: at,
            }
          : {
              status: over ? 'recount' : 'counted',
              firstCounterType: actor.type,
              firstCounterId: actor.id,
              firstCounterLabel: actor.label,
              firstCountedAt: at,
            },
      )
      .where(eq(cycleCountLocations.id, line.id));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cycleCountLocations)
      .where(
        and(eq(cycleCountLocations.cycleCountId, c.id), sql`${cycleCountLocations.status} <> 'counted'`),
      );
    if (Number(left?.n ?? 0) === 0)
      await tx
        .update(cycleCounts)
        .set({ status: 'awaiting_approval', updatedAt: new Date() })
        .where(eq(cycleCounts.id, c.id));
    return readCount(tx, c.id);
  });
}

/** What stands at a location now, per product and lot, in the on-hand states (written-off units are not there). */
async function expectedAt(
  tx: DbOrTx,
  location: string,
): Promise<(Key & { merchantId: string; n: number })[]> {
  const res = await tx.execute(sql`
    select product_id, merchant_id, batch_number, best_before::text as best_before, sum(quantity)::int as n
      from stock_balances
     where location = ${location} and state <> 'written_off'
     group by product_id, merchant_id, batch_number, best_before
    having sum(quantity) > 0`);
  return (res.rows as Record<string, string | number | null>[]).map((r) => ({
    productId: r.product_id as string,
    merchantId: r.merchant_id as string,
    batchNumber: (r.batch_number as string | null) ?? null,
    bestBefore: (r.best_before as string | null) ?? null,
    n: Number(r.n),
  }));
}

/** The counted lines summed per product and lot; products resolved by id or GTIN (one product per GTIN). */
async function countedPerKey(
  tx: DbOrTx,
  input: CountResultInput,
): Promise<Map<string, Key & { n: number; lotless: boolean }>> {
  const issues: ValidationIssue[] = [];
  const gtins = [...new Set(input.items.flatMap((i) => ('gtin' in i.product ? [i.product.gtin] : [])))];
  const byGtin = new Map<string, string[]>();
  if (gtins.length)
    for (const r of await tx
      .select({ id: products.id, gtin: products.gtin })
      .from(products)
      .where(inArray(products.gtin, gtins)))
      byGtin.set(r.gtin!, [...(byGtin.get(r.gtin!) ?? []), r.id]);
  const ids = [
    ...new Set(input.items.flatMap((i) => ('id' in i.product && isId(i.product.id) ? [i.product.id] : []))),
  ];
  const known = new Set(
    ids.length
      ? (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
          (r) => r.id,
        )
      : [],
  );
  const out = new Map<string, Key & { n: number; lotless: boolean }>();
  input.items.forEach((item, i) => {
    let productId: string | undefined;
    if ('id' in item.product) productId = known.has(item.product.id) ? item.product.id : undefined;
    else {
      const found = byGtin.get(item.product.gtin) ?? [];
      if (found.length > 1)
        return issues.push({
          path: `result.items[${i}].product`,
          message: 'Several products carry this GTIN; name the product by id.',
        });
      productId = found[0];
    }
    if (!productId) return issues.push({ path: `result.items[${i}].product`, message: 'No such product.' });
    const key = { productId, batchNumber: item.batch_number ?? null, bestBefore: item.best_before ?? null };
    const had = out.get(keyOf(key));
    if (had) had.n += item.quantity;
    else out.set(keyOf(key), { ...key, n: item.quantity, lotless: !key.batchNumber && !key.bestBefore });
  });
  if (issues.length) throw validationError(issues);
  return out;
}

async function merchantsOf(tx: DbOrTx, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, merchantId: products.merchantId })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.id, r.merchantId]));
}
