import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { inboundShipments, merchants } from '@/db/schema';
import { notInSandbox } from '@/server/merchants/live-only';
import { OPEN_NOTICE_STATUSES } from '../inbound-states';
import type { InboundShipmentSummaryDto, ListInboundFilter, ReceivingQueueFilter } from '../schemas';
import { presentSummaries } from './read-notice';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(f: Omit<ListInboundFilter, 'offset' | 'limit'>): SQL[] {
  const where: SQL[] = [];
  if (f.status?.length) where.push(inArray(inboundShipments.status, f.status));
  if (f.source?.length) where.push(inArray(inboundShipments.source, f.source));
  if (f.expected_from) where.push(gte(inboundShipments.expectedAt, f.expected_from));
  if (f.expected_to) where.push(lte(inboundShipments.expectedAt, f.expected_to));
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    where.push(
      or(
        ilike(inboundShipments.name, like),
        ilike(inboundShipments.merchantReference, like),
        sql`${inboundShipments.trackingCodes} @> ARRAY[${f.q}]::text[]`,
        sql`exists (select 1 from inbound_boxes b where b.inbound_shipment_id = ${inboundShipments.id}
                     and b.merchant_id = ${inboundShipments.merchantId} and b.tracking_code = ${f.q})`,
      )!,
    );
  }
  return where;
}

/**
 * GET /v1/inbound-shipments: the merchant's inbound shipments, newest first: its notices and the shipments
 * its splits and returns created (`source` tells them apart and filters them).
 */
export async function listInboundShipments(
  db: DbOrTx,
  merchantId: string,
  f: ListInboundFilter,
): Promise<{ inbound_shipments: InboundShipmentSummaryDto[]; total: number }> {
  const where = and(eq(inboundShipments.merchantId, merchantId), ...filters(f));
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(inboundShipments)
      .where(where)
      .orderBy(desc(inboundShipments.createdAt), desc(inboundShipments.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(inboundShipments).where(where),
  ]);
  return { inbound_shipments: await presentSummaries(db, rows), total: Number(counted[0]?.n ?? 0) };
}

export type QueueNoticeDto = InboundShipmentSummaryDto & { merchant_name: string };

/**
 * GET /ops/v1/inbound-shipments: the receiving queue across merchants (sandboxes left out unless one is
 * asked for): notices still to receive by default, the oldest expected first (a notice without a date last).
 */
export async function listReceivingQueue(
  db: DbOrTx,
  f: ReceivingQueueFilter,
): Promise<{ inbound_shipments: QueueNoticeDto[]; total: number }> {
  const where = and(
    eq(inboundShipments.source, 'notice'),
    inArray(inboundShipments.status, f.status?.length ? f.status : [...OPEN_NOTICE_STATUSES]),
    f.merchant_id
      ? eq(inboundShipments.merchantId, f.merchant_id)
      : notInSandbox(inboundShipments.merchantId),
    ...filters({ ...f, status: undefined }),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({ s: inboundShipments, merchantName: merchants.name })
      .from(inboundShipments)
      .innerJoin(merchants, eq(merchants.id, inboundShipments.merchantId))
      .where(where)
      .orderBy(
        sql`${inboundShipments.expectedAt} asc nulls last`,
        asc(inboundShipments.createdAt),
        asc(inboundShipments.id),
      )
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(inboundShipments).where(where),
  ]);
  const summaries = await presentSummaries(
    db,
    rows.map((r) => r.s),
  );
  return {
    inbound_shipments: summaries.map((s, i) => ({ ...s, merchant_name: rows[i]!.merchantName })),
    total: Number(counted[0]?.n ?? 0),
  };
}
