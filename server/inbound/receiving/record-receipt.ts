import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import {
  inboundReceiptLines,
  inboundReceipts,
  inboundShipmentLines,
  inboundShipments,
  products,
  type InboundShipment,
} from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError, type ValidationIssue } from '@/server/core/errors';
import { runIdempotent, type StoredResult } from '@/server/core/idempotency';
import { newId } from '@/server/core/ids';
import { inScope, type ResourceScope } from '@/server/core/resource-scope';
import type { UnitState } from '@/server/stock/figures';
import { putUnitsIntoStock, type UnitGroup } from '@/server/stock/receive-units';
import { assertNoticeTransition } from '../inbound-states';
import { findBoxByCode, loadInboundShipment } from '../reads/read-notice';
import type { ReceiptDto, ReceiptInput, ReceiptLineInput } from '../schemas';
import { recordNoticeStatus } from '../status-history';

export const RECEIPT_OPERATION = 'inbound_receipt';

interface ReceiptResult extends StoredResult {
  status: 201;
  body: { receipt: ReceiptDto };
}

/**
 * POST /ops/v1/inbound-shipments/{id}/receipts (docs/decisions/inbound.md): counted units become stock at
 * once, in one transaction with the product figures, the products' history, `product.inventory_changed`
 * (reason `inbound_received`) and the notice's counters. Sellable units go on the shelf; damaged units and
 * units whose best-before date has passed are stored blocked (the latter flagged `expired`). A product the
 * notice did not name is received all the same and shows as `unexpected`. The notice's row lock orders
 * receipts and the close: a receipt is either in the closed figures or refused with INBOUND_SHIPMENT_CLOSED.
 * With an Idempotency-Key one key is one receipt of one notice (the key row is written in its transaction).
 */
export async function recordReceipt(
  db: Db,
  scope: ResourceScope,
  noticeId: string,
  input: ReceiptInput,
  opts: { key: string | null; rawBody: unknown; actor: Actor },
): Promise<{ receipt: ReceiptDto; replayed: boolean }> {
  const merchantId = await noticeMerchant(db, scope, noticeId);
  const { result, replayed } = await runIdempotent<ReceiptResult>({
    db,
    merchantId,
    operation: RECEIPT_OPERATION,
    key: opts.key,
    // one key is one receipt of one notice: the same key on another notice is another request
    body: { inbound_shipment_id: noticeId, request: opts.rawBody ?? input },
    whenInProgress: 'wait',
    execute: async (tx) => {
      const receipt = await executeReceipt(tx, scope, noticeId, input, opts.actor);
      return { status: 201, body: { receipt }, resourceId: receipt.id };
    },
    replay: async (stored) => ({
      status: 201,
      body: stored.body as ReceiptResult['body'],
      resourceId: stored.resourceId,
    }),
  });
  return { receipt: result.body.receipt, replayed };
}

async function noticeMerchant(db: DbOrTx, scope: ResourceScope, noticeId: string): Promise<string> {
  const [row] = await db
    .select({ merchantId: inboundShipments.merchantId })
    .from(inboundShipments)
    .where(eq(inboundShipments.id, noticeId));
  if (!row || !inScope(scope, row.merchantId)) throw new AppError('INBOUND_SHIPMENT_NOT_FOUND');
  return row.merchantId;
}

interface ResolvedLine {
  input: ReceiptLineInput;
  product: { id: string; sku: string; name: string };
  unexpected: boolean;
  batchNumber: string | null;
  bestBefore: string | null;
  state: UnitState;
  expired: boolean;
}

async function executeReceipt(
  tx: Tx,
  scope: ResourceScope,
  noticeId: string,
  input: ReceiptInput,
  actor: Actor,
): Promise<ReceiptDto> {
  const notice = await loadInboundShipment(tx, scope, noticeId, { forUpdate: true });
  const to = assertNoticeTransition(notice, 'receive');
  const box = input.box ? await boxOfNotice(tx, scope, notice, input.box) : null;
  const lines = await resolveLines(tx, notice, input.lines, box?.id ?? null);
  const at = now();
  const receiptId = newId();

  // The units, product by product in id order (every writer of figures locks products in one order).
  const byProduct = new Map<string, ResolvedLine[]>();
  for (const l of lines) byProduct.set(l.product.id, [...(byProduct.get(l.product.id) ?? []), l]);
  for (const productId of [...byProduct.keys()].sort()) {
    const groups: UnitGroup[] = byProduct.get(productId)!.map((l) => ({
      quantity: l.input.quantity,
      location: l.input.location,
      best_before: l.bestBefore,
      batch_number: l.batchNumber,
      state: l.state,
    }));
    await putUnitsIntoStock(tx, {
      merchantId: notice.merchantId,
      productId,
      groups,
      reason: 'inbound_received',
      movement: { reason: 'inbound_received', reference: { type: 'inbound_shipment', id: notice.id } },
      actor,
      inboundShipmentId: notice.id,
      details: { inbound_shipment_id: notice.id, receipt_id: receiptId },
    });
  }

  const units = lines.reduce((n, l) => n + l.input.quantity, 0);
  const damaged = lines.reduce((n, l) => n + (l.input.condition === 'damaged' ? l.input.quantity : 0), 0);
  const blocked = lines.reduce((n, l) => n + (l.state === 'blocked' ? l.input.quantity : 0), 0);
  const boxFirstCounted =
    box !== null &&
    !(
      await tx
        .select({ id: inboundReceiptLines.id })
        .from(inboundReceiptLines)
        .where(
          and(eq(inboundReceiptLines.inboundShipmentId, notice.id), eq(inboundReceiptLines.boxId, box.id)),
        )
        .limit(1)
    ).length;
  await tx.insert(inboundReceipts).values({
    id: receiptId,
    inboundShipmentId: notice.id,
    merchantId: notice.merchantId,
    boxId: box?.id ?? null,
    units,
    actorType: actor.type,
    actorId: actor.id,
    actorLabel: actor.label,
    createdAt: at,
  });
  await tx.insert(inboundReceiptLines).values(
    lines.map((l, i) => ({
      receiptId,
      inboundShipmentId: notice.id,
      merchantId: notice.merchantId,
      boxId: box?.id ?? null,
      productId: l.product.id,
      quantity: l.input.quantity,
      condition: l.input.condition,
      location: l.input.location,
      batchNumber: l.batchNumber,
      bestBefore: l.bestBefore,
      unitState: l.state,
      expired: l.expired,
      position: i,
    })),
  );
  await tx
    .update(inboundShipments)
    .set({
      status: to,
      receivedUnits: sql`${inboundShipments.receivedUnits} + ${units}`,
      damagedUnits: sql`${inboundShipments.damagedUnits} + ${damaged}`,
      blockedUnits: sql`${inboundShipments.blockedUnits} + ${blocked}`,
      boxesReceived: sql`${inboundShipments.boxesReceived} + ${boxFirstCounted ? 1 : 0}`,
      receiptCount: sql`${inboundShipments.receiptCount} + 1`,
      receivingStartedAt: notice.receivingStartedAt ?? at,
      updatedAt: at,
    })
    .where(eq(inboundShipments.id, notice.id));
  if (to !== notice.status)
    await recordNoticeStatus(tx, {
      merchantId: notice.merchantId,
      noticeId: notice.id,
      from: notice.status,
      to,
      actor,
      at,
    });
  return {
    id: receiptId,
    inbound_shipment_id: notice.id,
    box: box ? { id: box.id, code: box.code, number: box.number } : null,
    units,
    lines: lines.map((l) => ({
      product_id: l.product.id,
      sku: l.product.sku,
      name: l.product.name,
      quantity: l.input.quantity,
      condition: l.input.condition,
      location: l.input.location,
      batch_number: l.batchNumber,
      best_before: l.bestBefore,
      unit_state: l.state as 'on_shelf' | 'blocked',
      expired: l.expired,
      unexpected: l.unexpected,
    })),
    created_at: at.toISOString(),
  };
}

/** The scanned box, which must be one of this notice's: another notice's box is refused, said in words. */
export async function boxOfNotice(tx: DbOrTx, scope: ResourceScope, notice: InboundShipment, code: string) {
  const found = await findBoxByCode(tx, code);
  if (!found || !inScope(scope, found.box.merchantId))
    throw new AppError('INBOUND_BOX_NOT_FOUND', `No box has the code ${code}.`, {
      validationErrors: [{ path: 'receipt.box', message: 'No box has this code.' }],
    });
  if (found.box.inboundShipmentId !== notice.id) {
    const other = found.shipment;
    const named =
      found.box.merchantId === notice.merchantId
        ? `notice "${other.name}"${other.merchantReference ? ` (${other.merchantReference})` : ''}`
        : "another merchant's notice";
    throw new AppError(
      'INBOUND_BOX_OF_ANOTHER_SHIPMENT',
      `Box ${found.box.code} belongs to ${named}, not to "${notice.name}". Receive it with its own notice.`,
      {
        details: found.box.merchantId === notice.merchantId ? { inbound_shipment_id: other.id } : undefined,
        validationErrors: [{ path: 'receipt.box', message: 'This box belongs to another notice.' }],
      },
    );
  }
  return found.box;
}

/**
 * Each line's product among the notice merchant's (by id, SKU or GTIN: a GTIN shared by several products
 * is taken for the one the notice names, else refused as ambiguous), its state (damaged or past its
 * best-before: blocked) and its batch and best-before (given, else the notice's when it announced exactly one
 * for that product in that box).
 */
async function resolveLines(
  tx: DbOrTx,
  notice: InboundShipment,
  input: ReceiptLineInput[],
  boxId: string | null,
): Promise<ResolvedLine[]> {
  const ids = input.flatMap((l) => (l.product.id ? [l.product.id] : []));
  const skus = input.flatMap((l) => (l.product.sku ? [l.product.sku] : []));
  const gtins = input.flatMap((l) => (l.product.gtin ? [l.product.gtin] : []));
  const found = await tx
    .select({ id: products.id, sku: products.sku, name: products.name, gtin: products.gtin })
    .from(products)
    .where(
      and(
        eq(products.merchantId, notice.merchantId),
        or(
          ids.length ? inArray(products.id, ids) : sql`false`,
          skus.length ? inArray(products.sku, skus) : sql`false`,
          gtins.length ? inArray(products.gtin, gtins) : sql`false`,
        ),
      ),
    );
  // the notice's lines of these products only (a notice may have 5000 lines; a scan names one product)
  const announced = found.length
    ? await tx
        .select()
        .from(inboundShipmentLines)
        .where(
          and(
            eq(inboundShipmentLines.inboundShipmentId, notice.id),
            inArray(
              inboundShipmentLines.productId,
              found.map((p) => p.id),
            ),
          ),
        )
    : [];
  const onNotice = new Set(announced.map((l) => l.productId));
  const today = now().toISOString().slice(0, 10);
  const issues: ValidationIssue[] = [];
  let ambiguous: string | null = null;
  const out = input.map((l, i): ResolvedLine | null => {
    let product: (typeof found)[number] | undefined;
    if (l.product.id) product = found.find((p) => p.id === l.product.id);
    else if (l.product.sku) product = found.find((p) => p.sku === l.product.sku);
    else {
      const all = found.filter((p) => p.gtin === l.product.gtin);
      const named = all.filter((p) => onNotice.has(p.id));
      const pick = named.length ? named : all;
      if (pick.length > 1) ambiguous ??= `receipt.lines[${i}].product`;
      product = pick[0];
    }
    if (!product) {
      issues.push({
        path: `receipt.lines[${i}].product`,
        message: 'No product of the merchant has this id, SKU or GTIN.',
      });
      return null;
    }
    const same = announced.filter((a) => a.productId === product.id && (boxId === null || a.boxId === boxId));
    const only = <T>(values: T[]): T | null => (new Set(values).size === 1 ? values[0]! : null);
    const batchNumber = l.batch_number ?? only(same.map((a) => a.batchNumber));
    const bestBefore = l.best_before ?? only(same.map((a) => a.bestBefore));
    const expired = bestBefore !== null && bestBefore < today;
    return {
      input: l,
      product,
      unexpected: !onNotice.has(product.id),
      batchNumber,
      bestBefore,
      expired,
      state: l.condition === 'damaged' || expired ? 'blocked' : 'on_shelf',
    };
  });
  if (issues.length)
    throw new AppError('PRODUCT_NOT_FOUND', `${issues[0]!.path}: ${issues[0]!.message}`, {
      status: 422,
      validationErrors: issues,
      details: { path: issues[0]!.path },
    });
  if (ambiguous)
    throw new AppError('INBOUND_PRODUCT_AMBIGUOUS', undefined, {
      details: { path: ambiguous },
      validationErrors: [{ path: ambiguous, message: 'Several products have this GTIN.' }],
    });
  return out as ResolvedLine[];
}
