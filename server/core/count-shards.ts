import { sql, type SQL } from 'drizzle-orm';

/**
 * Status counts kept in the write transactions (order_status_counts, return_status_counts) hold each
 * (merchant, status) in COUNT_SHARDS rows, read as their sum. One row would be held by every transaction that
 * creates or moves a record of the merchant until it commits, so those writes would run one at a time.
 */
export const COUNT_SHARDS = 16;

/** The shard a record counts in: always the same one, from the random last hex digit of its id (04 A1). */
export function countShard(id: string): number {
  return parseInt(id.slice(-1), 16) % COUNT_SHARDS || 0;
}

/**
 * The VALUES rows of a status change in a counts table: `to` +1 and, unless the record is new, `from` -1, both
 * in the record's shard, in the order of `lifecycle` (the domain's statuses as a record goes through them;
 * others after, by name). Every statement then locks a shard's rows in one order, also across the statements
 * of one transaction that moves a record forward: an order created as a draft and confirmed in one transaction
 * holds `draft` before it asks for `confirmed`, as a confirmation of another draft of the shard asks for them.
 * (By name, `confirmed` came before `draft`, and the two deadlocked: found by the fault suite's exchange races.)
 */
export function countChangeRows(
  merchantId: string,
  id: string,
  from: string | null,
  to: string,
  lifecycle: readonly string[] = [],
): SQL {
  const shard = countShard(id);
  const changes: [string, number][] =
    from === null
      ? [[to, 1]]
      : [
          [to, 1],
          [from, -1],
        ];
  const rank = (status: string) => {
    const i = lifecycle.indexOf(status);
    return i === -1 ? lifecycle.length : i;
  };
  changes.sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return sql.join(
    changes.map(([status, delta]) => sql`(${merchantId}, ${status}, ${shard}, ${delta})`),
    sql`, `,
  );
}
