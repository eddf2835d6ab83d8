import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { products } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { AppError, isAppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { loadInboundShipment } from '../reads/read-notice';
import type { ReceiptCondition, ReceiptDto } from '../schemas';
import { boxOfNotice, recordReceipt } from './record-receipt';

/** A box label's code: IB and ten digits. */
export const BOX_CODE = /^IB\d{10}$/i;

export interface ScanInput {
  code: string;
  box?: string | null;
  quantity: number;
  condition: ReceiptCondition;
  location?: string | null;
  best_before?: string | null;
  batch_number?: string | null;
}

export type ScanOutcome =
  | { kind: 'box'; box: { code: string; number: number; of: number } }
  | {
      kind: 'unit';
      receipt: ReceiptDto;
      product: { id: string; sku: string; name: string };
      counted: number;
      expected: number;
    };

/**
 * One scan at the receive screen (a keyboard-wedge scanner types a code and presses Enter): a box label opens
 * that box (it must be one of this notice's), any other code is a unit's SKU or GTIN, received as a receipt of
 * `quantity` units into the open box (or none) through the receipt's own operation, under the form's key so a
 * post sent twice counts once. Answers what the screen confirms: the product and its running count.
 */
export async function scanIntoNotice(
  db: Db,
  scope: ResourceScope,
  noticeId: string,
  scan: ScanInput,
  opts: { key: string | null; actor: Actor },
): Promise<ScanOutcome> {
  const notice = await loadInboundShipment(db, scope, noticeId);
  const code = scan.code.trim();
  if (BOX_CODE.test(code)) {
    const box = await boxOfNotice(db, scope, notice, code);
    return { kind: 'box', box: { code: box.code, number: box.number, of: notice.boxCount } };
  }
  if (!scan.location)
    throw new AppError('VALIDATION_ERROR', 'Give the location the units go to.', {
      validationErrors: [{ path: 'scan.location', message: 'Give the location the units go to.' }],
    });
  const [bySku] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, notice.merchantId), eq(products.sku, code)))
    .limit(1);
  const { receipt } = await recordReceipt(
    db,
    scope,
    noticeId,
    {
      box: scan.box || null,
      lines: [
        {
          product: bySku ? { id: bySku.id } : { gtin: code },
          quantity: scan.quantity,
          condition: scan.condition,
          location: scan.location,
          best_before: scan.best_before ?? null,
          batch_number: scan.batch_number ?? null,
        },
      ],
    },
    { key: opts.key, rawBody: { scan }, actor: opts.actor },
  ).catch((err: unknown) => {
    if (isAppError(err) && err.code === 'PRODUCT_NOT_FOUND')
      throw new AppError('PRODUCT_NOT_FOUND', `No product has the SKU or GTIN ${code}.`, {
        status: 422,
      });
    throw err;
  });
  const line = receipt.lines[0]!;
  const res = await db.execute(sql`
    select (select coalesce(sum(quantity), 0) from inbound_shipment_lines
             where inbound_shipment_id = ${noticeId} and product_id = ${line.product_id})::int as expected,
           (select coalesce(sum(quantity), 0) from inbound_receipt_lines
             where inbound_shipment_id = ${noticeId} and product_id = ${line.product_id})::int as counted`);
  const figures = res.rows[0] as { expected: number; counted: number };
  return {
    kind: 'unit',
    receipt,
    product: { id: line.product_id, sku: line.sku, name: line.name },
    counted: Number(figures?.counted ?? 0),
    expected: Number(figures?.expected ?? 0),
  };
}
