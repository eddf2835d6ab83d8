import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import {
  inboundBoxes,
  inboundShipmentLines,
  inboundShipments,
  products,
  type InboundBox,
  type InboundShipment,
  type InboundShipmentLine,
} from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { inScope, type ResourceScope } from '@/server/core/resource-scope';
import type {
  InboundBoxDto,
  InboundLineDto,
  InboundShipmentDto,
  InboundShipmentSummaryDto,
} from '../schemas';
import { readStatusHistory, type StatusChange } from '../status-history';
import { NOTHING_COUNTED, addCounted, figuresOf, shareOut, worstDiscrepancy, type Counted } from './figures';

/** The shipment row in the scope, or 404 INBOUND_SHIPMENT_NOT_FOUND (another merchant's included). */
export async function loadInboundShipment(
  db: DbOrTx,
  scope: ResourceScope,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<InboundShipment> {
  if (!isId(id)) throw new AppError('INBOUND_SHIPMENT_NOT_FOUND');
  const q = db.select().from(inboundShipments).where(eq(inboundShipments.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row || !inScope(scope, row.merchantId)) throw new AppError('INBOUND_SHIPMENT_NOT_FOUND');
  return row;
}

/** GET /v1/inbound-shipments/{id} (05 §3): the specification's fields, then the notice's boxes and figures. */
export async function readInboundShipment(
  db: DbOrTx,
  scope: ResourceScope,
  id: string,
): Promise<InboundShipmentDto> {
  const s = await loadInboundShipment(db, scope, id);
  return presentFull(db, s);
}

export async function presentFull(db: DbOrTx, s: InboundShipment): Promise<InboundShipmentDto> {
  const [lines, boxes, counted, history] = await Promise.all([
    db
      .select()
      .from(inboundShipmentLines)
      .where(eq(inboundShipmentLines.inboundShipmentId, s.id))
      .orderBy(asc(inboundShipmentLines.position), asc(inboundShipmentLines.id)),
    db
      .select()
      .from(inboundBoxes)
      .where(eq(inboundBoxes.inboundShipmentId, s.id))
      .orderBy(asc(inboundBoxes.number)),
    countedPerBox(db, [s.id]),
    s.source === 'notice' ? readStatusHistory(db, s.merchantId, s.id) : Promise.resolve(null),
  ]);
  const skus = await skusOf(db, [...lines.map((l) => l.productId), ...counted.map((c) => c.productId)]);
  const summary = summarise(s, lines, counted, skus);
  return {
    ...summary,
    boxes: s.source === 'notice' ? presentBoxes(s, boxes, lines, counted, skus) : [],
    status_history: history ?? systemHistory(s),
  };
}

/** The list's items: the same figures per product, without boxes and history (one statement per table). */
export async function presentSummaries(
  db: DbOrTx,
  rows: InboundShipment[],
): Promise<InboundShipmentSummaryDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, counted] = await Promise.all([
    db
      .select({
        inboundShipmentId: inboundShipmentLines.inboundShipmentId,
        productId: inboundShipmentLines.productId,
        quantity: sql<number>`sum(${inboundShipmentLines.quantity})::int`,
        position: sql<number>`min(${inboundShipmentLines.position})::int`,
        unitState: sql<string>`min(${inboundShipmentLines.unitState})`,
      })
      .from(inboundShipmentLines)
      .where(inArray(inboundShipmentLines.inboundShipmentId, ids))
      .groupBy(inboundShipmentLines.inboundShipmentId, inboundShipmentLines.productId)
      .orderBy(sql`min(${inboundShipmentLines.position})`),
    countedPerBox(db, ids),
  ]);
  const skus = await skusOf(db, [...lines.map((l) => l.productId), ...counted.map((c) => c.productId)]);
  return rows.map((s) =>
    summarise(
      s,
      lines.filter((l) => l.inboundShipmentId === s.id) as unknown as InboundShipmentLine[],
      counted.filter((c) => c.inboundShipmentId === s.id),
      skus,
    ),
  );
}

interface CountedRow extends Counted {
  inboundShipmentId: string;
  boxId: string | null;
  productId: string;
}

/** What was counted per shipment, box and product (receipts' lines summed). */
async function countedPerBox(db: DbOrTx, ids: string[]): Promise<CountedRow[]> {
  const res = await db.execute(sql`
    select inbound_shipment_id, box_id, product_id,
           sum(quantity)::int as received,
           coalesce(sum(quantity) filter (where condition = 'damaged'), 0)::int as damaged,
           coalesce(sum(quantity) filter (where expired), 0)::int as expired
      from inbound_receipt_lines
     where inbound_shipment_id in ${sql`(${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`}
     group by inbound_shipment_id, box_id, product_id
     order by min(position), product_id`);
  return (
    res.rows as {
      inbound_shipment_id: string;
      box_id: string | null;
      product_id: string;
      received: number;
      damaged: number;
      expired: number;
    }[]
  ).map((r) => ({
    inboundShipmentId: r.inbound_shipment_id,
    boxId: r.box_id,
    productId: r.product_id,
    received: Number(r.received),
    damaged: Number(r.damaged),
    expired: Number(r.expired),
  }));
}

async function skusOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, r.sku]));
}

/** A split's or a return's shipment brought its quantity once processed (returns' unsellable units blocked). */
function systemCounted(s: InboundShipment, l: InboundShipmentLine): Counted {
  if (s.status !== 'processed') return NOTHING_COUNTED;
  return { received: l.quantity, damaged: l.unitState === 'blocked' ? l.quantity : 0, expired: 0 };
}

function summarise(
  s: InboundShipment,
  lines: InboundShipmentLine[],
  counted: CountedRow[],
  skus: Map<string, string>,
): InboundShipmentSummaryDto {
  const closed = s.status === 'processed';
  const notice = s.source === 'notice';
  // per product, in the order the notice first names it; products counted but never announced after them
  const perProduct = new Map<string, { expected: number; counted: Counted }>();
  for (const l of lines) {
    const p = perProduct.get(l.productId) ?? { expected: 0, counted: NOTHING_COUNTED };
    p.expected += l.quantity;
    if (!notice) p.counted = addCounted(p.counted, systemCounted(s, l));
    perProduct.set(l.productId, p);
  }
  for (const c of counted) {
    const p = perProduct.get(c.productId) ?? { expected: 0, counted: NOTHING_COUNTED };
    p.counted = addCounted(p.counted, c);
    perProduct.set(c.productId, p);
  }
  const outLines: InboundLineDto[] = [...perProduct.entries()].map(([productId, p]) => ({
    product_id: productId,
    quantity: p.expected,
    sku: skus.get(productId) ?? null,
    // a split's or a return's shipment has no count of its own: what it brought is what it says
    ...figuresOf(p.expected, p.counted, closed || !notice),
    ...(notice ? {} : { discrepancy: null }),
  }));
  const total = outLines.reduce(
    (t, l) =>
      addCounted(t, {
        received: l.received_quantity,
        damaged: l.damaged_quantity,
        expired: l.expired_quantity,
      }),
    NOTHING_COUNTED,
  );
  const expected = outLines.reduce((n, l) => n + l.expected_quantity, 0);
  return {
    id: s.id,
    name: s.name,
    status: s.status as InboundShipmentSummaryDto['status'],
    invoiced: s.invoiced,
    lines: outLines,
    created_at: s.createdAt.toISOString(),
    processed_at: s.processedAt?.toISOString() ?? null,
    source: s.source as InboundShipmentSummaryDto['source'],
    merchant_id: s.merchantId,
    merchant_reference: s.merchantReference,
    expected_at: s.expectedAt,
    carrier: s.carrier,
    tracking_codes: s.trackingCodes ?? [],
    packaging: (s.packaging as InboundShipmentSummaryDto['packaging']) ?? null,
    notes: s.notes,
    totals: {
      boxes: s.boxCount,
      boxes_received: s.boxesReceived,
      receipts: s.receiptCount,
      expected_quantity: expected,
      received_quantity: total.received,
      damaged_quantity: total.damaged,
      expired_quantity: total.expired,
      discrepancy: worstDiscrepancy(outLines.map((l) => l.discrepancy)),
      blocked_quantity: notice ? s.blockedUnits : total.damaged,
    },
    arrival: s.arrivedAt
      ? { arrived_at: s.arrivedAt.toISOString(), boxes_arrived: s.boxesArrived, note: s.arrivalNote }
      : null,
    close_note: s.closeNote,
    updated_at: (s.updatedAt ?? s.createdAt).toISOString(),
  };
}

function presentBoxes(
  s: InboundShipment,
  boxes: InboundBox[],
  lines: InboundShipmentLine[],
  counted: CountedRow[],
  skus: Map<string, string>,
): InboundBoxDto[] {
  const closed = s.status === 'processed';
  const linesOf = groupBy(lines, (l) => l.boxId);
  const countedOf = groupBy(counted, (c) => c.boxId);
  return boxes.map((b) => {
    const own = linesOf.get(b.id) ?? [];
    const countedHere = countedOf.get(b.id) ?? [];
    const out: InboundBoxDto['lines'] = [];
    const productIds = [...new Set([...own.map((l) => l.productId), ...countedHere.map((c) => c.productId)])];
    for (const productId of productIds) {
      const announced = own.filter((l) => l.productId === productId);
      const c = countedHere.find((x) => x.productId === productId) ?? NOTHING_COUNTED;
      const shares = shareOut(
        announced.map((l) => l.quantity),
        c,
      );
      if (!announced.length) {
        out.push({
          product_id: productId,
          quantity: 0,
          sku: skus.get(productId) ?? null,
          batch_number: null,
          best_before: null,
          ...figuresOf(0, c, closed),
        });
      }
      announced.forEach((l, i) =>
        out.push({
          product_id: productId,
          quantity: l.quantity,
          sku: skus.get(productId) ?? null,
          batch_number: l.batchNumber,
          best_before: l.bestBefore,
          ...figuresOf(l.quantity, shares[i]!, closed),
        }),
      );
    }
    const sum = out.reduce(
      (t, l) => ({
        expected: t.expected + l.expected_quantity,
        counted: addCounted(t.counted, {
          received: l.received_quantity,
          damaged: l.damaged_quantity,
          expired: l.expired_quantity,
        }),
      }),
      { expected: 0, counted: NOTHING_COUNTED },
    );
    return {
      id: b.id,
      number: b.number,
      code: b.code,
      reference: b.reference,
      tracking_code: b.trackingCode,
      lines: out,
      ...figuresOf(sum.expected, sum.counted, closed),
      discrepancy: worstDiscrepancy(out.map((l) => l.discrepancy)),
    };
  });
}

function groupBy<T>(rows: T[], key: (row: T) => string | null): Map<string | null, T[]> {
  const out = new Map<string | null, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** A split's or a return's shipment: created (processed at once by a split), processed when the return completes. */
function systemHistory(s: InboundShipment): StatusChange[] {
  const system = { type: 'system', label: 'system' };
  const first = s.source === 'product_split' ? 'processed' : 'pending';
  const out: StatusChange[] = [{ status: first, at: s.createdAt.toISOString(), actor: system, note: null }];
  if (first !== 'processed' && s.processedAt)
    out.push({ status: 'processed', at: s.processedAt.toISOString(), actor: system, note: null });
  return out;
}

/** The ids of a merchant's boxes with these codes (for receipts by scan). */
export async function findBoxByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      box: inboundBoxes,
      shipment: {
        id: inboundShipments.id,
        name: inboundShipments.name,
        merchantReference: inboundShipments.merchantReference,
      },
    })
    .from(inboundBoxes)
    .innerJoin(inboundShipments, eq(inboundShipments.id, inboundBoxes.inboundShipmentId))
    .where(and(eq(inboundBoxes.code, code.trim().toUpperCase())));
  return row ?? null;
}
