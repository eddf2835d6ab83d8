import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { outboxEvents } from '@/db/schema';
import type { MerchantFixture, OperatorFixture } from './fixtures';

/** Inbound-test helpers: a notice's body, and the warehouse's calls on it. */
export function noticeBody(
  boxes: {
    lines: {
      productId?: string;
      sku?: string;
      quantity: number;
      best_before?: string;
      batch_number?: string;
    }[];
    reference?: string;
    tracking_code?: string;
  }[],
  extra: Record<string, unknown> = {},
) {
  return {
    inbound_shipment: {
      name: 'Coffee from the roastery',
      packaging: 'boxes',
      boxes: boxes.map((b) => ({
        ...(b.reference ? { reference: b.reference } : {}),
        ...(b.tracking_code ? { tracking_code: b.tracking_code } : {}),
        lines: b.lines.map((l) => ({
          product: l.productId ? { id: l.productId } : { sku: l.sku },
          quantity: l.quantity,
          ...(l.best_before ? { best_before: l.best_before } : {}),
          ...(l.batch_number ? { batch_number: l.batch_number } : {}),
        })),
      })),
      ...extra,
    },
  };
}

export async function announce(
  m: MerchantFixture,
  boxes: Parameters<typeof noticeBody>[0],
  extra: Record<string, unknown> = {},
) {
  const res = await m.api('POST', '/v1/inbound-shipments', { body: noticeBody(boxes, extra) });
  if (res.status !== 201) throw new Error(`notice not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.inbound_shipment as {
    id: string;
    boxes: { id: string; code: string; number: number }[];
  } & Record<string, any>;
}

export const arrive = (op: OperatorFixture, id: string, arrival: Record<string, unknown> = {}) =>
  op.api('POST', `/ops/v1/inbound-shipments/${id}/_arrive`, { body: { arrival } });

export const close = (op: OperatorFixture, id: string, note?: string) =>
  op.api('POST', `/ops/v1/inbound-shipments/${id}/_close`, { body: { close: note ? { note } : {} } });

export interface ReceiptLine {
  product: { id?: string; sku?: string; gtin?: string };
  quantity: number;
  condition?: 'sellable' | 'damaged';
  location?: string;
  best_before?: string;
  batch_number?: string;
}

export function receive(
  op: OperatorFixture,
  id: string,
  lines: ReceiptLine[],
  opts: { box?: string; key?: string; merchant?: string } = {},
) {
  return op.api('POST', `/ops/v1/inbound-shipments/${id}/receipts`, {
    body: {
      receipt: {
        ...(opts.box ? { box: opts.box } : {}),
        lines: lines.map((l) => ({ condition: 'sellable', location: 'IN-01', ...l })),
      },
    },
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
    merchant: opts.merchant,
  });
}

/** The outbox events of a merchant of one type, oldest first (their data). */
export async function eventsOf(merchantId: string, type: string): Promise<any[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.merchantId, merchantId), eq(outboxEvents.type, type)))
    .orderBy(outboxEvents.seq);
  return rows.map((r) => (r.payload as { data: unknown }).data);
}

/** A notice's units in stock by state (the stock_units rows carrying its id). */
export async function unitsOfNotice(noticeId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const res = await db.execute(
    sql`select state, count(*)::int as n from stock_units where inbound_shipment_id = ${noticeId} group by state`,
  );
  return Object.fromEntries((res.rows as { state: string; n: number }[]).map((r) => [r.state, Number(r.n)]));
}
