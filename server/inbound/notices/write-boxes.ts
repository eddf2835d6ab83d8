import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { inboundBoxes, inboundShipmentLines, products } from '@/db/schema';
import { AppError, type ValidationIssue } from '@/server/core/errors';
import { newId } from '@/server/core/ids';
import type { NoticeBoxInput } from '../schemas';

/**
 * A notice's boxes and their lines, written as two statements whatever their number (500 boxes, 5000 lines:
 * each a JSON document expanded by PostgreSQL), after every product they name was found among the merchant's.
 */
export interface ResolvedBox {
  id: string;
  number: number;
  reference: string | null;
  trackingCode: string | null;
  lines: {
    productId: string;
    quantity: number;
    batchNumber: string | null;
    bestBefore: string | null;
  }[];
}

/**
 * The merchant's products named by the boxes' lines (`{ id }` or `{ sku }`). A product that is not the
 * merchant's, whether it does not exist or belongs to another merchant, is 400 PRODUCT_NOT_FOUND at its field
 * (every such field listed): the answer never tells whether another merchant has it.
 */
export async function resolveBoxes(
  db: DbOrTx,
  merchantId: string,
  boxes: NoticeBoxInput[],
  at = 'inbound_shipment.boxes',
  keptIds: ReadonlyMap<string, number> = new Map(),
): Promise<ResolvedBox[]> {
  const ids = new Set<string>();
  const skus = new Set<string>();
  for (const b of boxes)
    for (const l of b.lines) {
      if (l.product.id !== undefined) ids.add(l.product.id);
      else if (l.product.sku !== undefined) skus.add(l.product.sku);
    }
  const found = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.merchantId, merchantId),
        or(
          ids.size ? inArray(products.id, [...ids]) : sql`false`,
          skus.size ? inArray(products.sku, [...skus]) : sql`false`,
        ),
      ),
    );
  const byId = new Set(found.map((p) => p.id));
  const bySku = new Map(found.map((p) => [p.sku, p.id]));
  const issues: ValidationIssue[] = [];
  const usedIds = new Set<string>();
  const resolved = boxes.map((b, i): ResolvedBox => {
    if (b.id !== undefined && (!keptIds.has(b.id) || usedIds.has(b.id)))
      issues.push({ path: `${at}[${i}].id`, message: 'Not a box of this notice.' });
    if (b.id !== undefined) usedIds.add(b.id);
    return {
      id: b.id !== undefined && keptIds.has(b.id) ? b.id : newId(),
      number: i + 1,
      reference: b.reference ?? null,
      trackingCode: b.tracking_code ?? null,
      lines: b.lines.map((l, j) => {
        const productId =
          l.product.id !== undefined
            ? byId.has(l.product.id)
              ? l.product.id
              : null
            : bySku.get(l.product.sku!);
        if (!productId)
          issues.push({
            path: `${at}[${i}].lines[${j}].product`,
            message: 'No product of yours has this id or SKU.',
          });
        return {
          productId: productId ?? '',
          quantity: l.quantity,
          batchNumber: l.batch_number ?? null,
          bestBefore: l.best_before ?? null,
        };
      }),
    };
  });
  const first = issues[0];
  if (first) {
    const code = first.path.endsWith('.id') ? 'VALIDATION_ERROR' : 'PRODUCT_NOT_FOUND';
    throw new AppError(code, `${first.path}: ${first.message}`, {
      status: 400,
      validationErrors: issues,
      details: { path: first.path },
    });
  }
  return resolved;
}

/** Inserts the boxes (codes from their sequence, kept ones passed with theirs) and their lines. */
export async function insertBoxes(
  tx: DbOrTx,
  shipment: { id: string; merchantId: string },
  boxes: ResolvedBox[],
  keptCodes: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const boxRows = boxes.map((b) => ({
    id: b.id,
    number: b.number,
    reference: b.reference,
    tracking_code: b.trackingCode,
    code: keptCodes.get(b.id) ?? null,
  }));
  await tx.execute(sql`
    insert into inbound_boxes (id, inbound_shipment_id, merchant_id, number, code, reference, tracking_code)
    select b.id, ${shipment.id}, ${shipment.merchantId}, b.number,
           coalesce(b.code, 'IB' || lpad(nextval('inbound_box_code_seq')::text, 10, '0')), b.reference, b.tracking_code
      from jsonb_to_recordset(${JSON.stringify(boxRows)}::jsonb)
        as b(id text, number int, code text, reference text, tracking_code text)
     order by b.number`);
  let position = 0;
  const lineRows = boxes.flatMap((b) =>
    b.lines.map((l) => ({
      id: newId(),
      box_id: b.id,
      product_id: l.productId,
      quantity: l.quantity,
      batch_number: l.batchNumber,
      best_before: l.bestBefore,
      position: position++,
    })),
  );
  await tx.execute(sql`
    insert into inbound_shipment_lines (id, inbound_shipment_id, box_id, product_id, quantity, batch_number, best_before, position)
    select l.id, ${shipment.id}, l.box_id, l.product_id, l.quantity, l.batch_number, l.best_before, l.position
      from jsonb_to_recordset(${JSON.stringify(lineRows)}::jsonb)
        as l(id text, box_id text, product_id text, quantity int, batch_number text, best_before date, position int)`);
}

/** Removes a notice's boxes and lines (an edit that replaces them). */
export async function deleteBoxes(tx: DbOrTx, shipmentId: string): Promise<void> {
  await tx.delete(inboundShipmentLines).where(eq(inboundShipmentLines.inboundShipmentId, shipmentId));
  await tx.delete(inboundBoxes).where(eq(inboundBoxes.inboundShipmentId, shipmentId));
}

export function expectedUnitsOf(boxes: ResolvedBox[]): number {
  return boxes.reduce((n, b) => n + b.lines.reduce((m, l) => m + l.quantity, 0), 0);
}
