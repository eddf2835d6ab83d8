import bwipjs from 'bwip-js/node';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orderReturnItems, orderReturns, orders, products, returnRequests } from '@/db/schema';
import { signFileLink } from '@/server/files/signed-links';
import { latestLabel } from '@/server/returns/labels/present-label';
import { SHIPPED_STATUSES } from '@/server/orders/lifecycle/status-machine';
import { translatedNames } from './product-names';

export type TrackingStepKey =
  'requested' | 'approved' | 'declined' | 'labelReady' | 'onItsWay' | 'arrived' | 'inspected' | 'completed';

export interface TrackingView {
  requestId: string;
  language: string;
  orderNumber: string | null;
  requestedAt: Date;
  status: 'pending' | 'approved' | 'declined';
  declineMessage: string | null;
  steps: { key: TrackingStepKey; done: boolean; at: Date | null }[];
  items: { name: string; quantity: number }[];
  method: string;
  label: { status: string; url: string | null; trackingCode: string | null; qrSvg: string | null } | null;
  /** What happens next, after the furthest step the return has really reached. */
  next: 'nextRequested' | 'nextLabel' | 'nextApproved' | 'nextArrived' | 'nextInspected' | 'nextDone';
  /** The exchange's progress in the customer's words, and what comes instead; null: no exchange. */
  exchange: {
    /** `requested`: asked for in a request not yet decided. */
    progress: 'requested' | 'waiting' | 'held' | 'released' | 'shipped' | 'cancelled';
    items: { name: string; quantity: number }[];
  } | null;
}

/** The same view of a request row (the e-mails read it too). */
export async function requestView(
  db: DbOrTx,
  req: typeof returnRequests.$inferSelect,
  lang: string,
): Promise<TrackingView> {
  const [order] = await db
    .select({ merchantsId: orders.merchantsId })
    .from(orders)
    .where(eq(orders.id, req.orderId));
  const names = await db
    .select({ id: orderItems.id, name: orderItems.productName })
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        req.items.map((i) => i.order_item_id),
      ),
    );
  const translated = await translatedNames(
    db,
    req.items.flatMap((i) => [i.product_id, i.exchange_product_id ?? '']),
    lang,
  );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const itemName = (i: (typeof req.items)[number]) =>
    translated.get(i.product_id) ?? nameOf.get(i.order_item_id) ?? '';
  const [ret] = req.orderReturnId
    ? await db.select().from(orderReturns).where(eq(orderReturns.id, req.orderReturnId))
    : [];
  const inspected = ret
    ? ((
        await db
          .select({ at: orderReturnItems.inspectedAt })
          .from(orderReturnItems)
          .where(eq(orderReturnItems.orderReturnId, ret.id))
      )
        .map((r) => r.at)
        .filter((d): d is Date => !!d)
        .sort((a, b) => a.getTime() - b.getTime())[0] ?? null)
    : null;
  const labelRow = ret ? await latestLabel(db, ret.id) : null;
  const exchange = ret?.exchangeStatus
    ? await exchangeProgress(db, ret, lang)
    : await requestedExchange(db, req, lang);
  const labelDone = labelRow?.status === 'complete' && labelRow.fileId;
  const label = labelRow
    ? {
        status: labelRow.status,
        url: labelDone ? (await signFileLink(labelRow.fileId!)).url : null,
        trackingCode: labelRow.trackingCode,
        qrSvg: labelDone && labelRow.trackingCode ? qrSvg(labelRow.trackingCode) : null,
      }
    : null;
  const arrivedAt = ret?.arrivedAt ?? null;
  const completed = ret?.status === 'processed';
  const steps: TrackingView['steps'] = [{ key: 'requested', done: true, at: req.createdAt }];
  if (req.status === 'declined') steps.push({ key: 'declined', done: true, at: req.decidedAt });
  else {
    steps.push({ key: 'approved', done: req.status === 'approved', at: req.decidedAt });
    if (req.method === 'prepaid_label')
      steps.push({ key: 'labelReady', done: !!labelDone, at: labelDone ? labelRow!.updatedAt : null });
    steps.push(
      { key: 'onItsWay', done: !!arrivedAt, at: null },
      { key: 'arrived', done: !!arrivedAt, at: arrivedAt },
      { key: 'inspected', done: !!inspected, at: inspected },
      { key: 'completed', done: completed, at: ret?.processedAt ?? null },
    );
  }
  return {
    requestId: req.id,
    language: req.language,
    orderNumber: order?.merchantsId ?? null,
    requestedAt: req.createdAt,
    status: req.status as TrackingView['status'],
    declineMessage: req.declineMessage,
    steps,
    items: req.items.map((i) => ({ name: itemName(i), quantity: i.quantity })),
    method: req.method,
    label,
    next:
      req.status === 'pending'
        ? 'nextRequested'
        : req.status === 'declined' || completed
          ? 'nextDone'
          : inspected
            ? 'nextInspected'
            : arrivedAt
              ? 'nextArrived'
              : req.method === 'prepaid_label' && !labelDone
                ? 'nextLabel'
                : 'nextApproved',
    exchange,
  };
}

/** A request not yet decided that asks for an exchange: what was asked for (null: no exchange asked). */
async function requestedExchange(
  db: DbOrTx,
  req: typeof returnRequests.$inferSelect,
  lang: string,
): Promise<TrackingView['exchange']> {
  const wanted = req.items.filter((i) => i.exchange_product_id);
  if (req.status !== 'pending' || !wanted.length) return null;
  const ids = wanted.map((i) => i.exchange_product_id!);
  const [rows, translated] = await Promise.all([
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
    translatedNames(db, ids, lang),
  ]);
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  return {
    progress: 'requested',
    items: wanted.map((i) => ({
      name: translated.get(i.exchange_product_id!) ?? nameOf.get(i.exchange_product_id!) ?? '',
      quantity: i.quantity,
    })),
  };
}

/** The exchange as the customer follows it: its status, `shipped` once its order left the warehouse. */
async function exchangeProgress(
  db: DbOrTx,
  ret: typeof orderReturns.$inferSelect,
  lang: string,
): Promise<NonNullable<TrackingView['exchange']>> {
  const lines = await db
    .select({ id: products.id, name: products.name, quantity: orderReturnItems.exchangeQuantity })
    .from(orderReturnItems)
    .innerJoin(products, eq(products.id, orderReturnItems.exchangeProductId))
    .where(eq(orderReturnItems.orderReturnId, ret.id))
    .orderBy(orderReturnItems.position);
  const [order] = ret.exchangeOrderId
    ? await db.select({ status: orders.status }).from(orders).where(eq(orders.id, ret.exchangeOrderId))
    : [];
  const shipped = !!order && (SHIPPED_STATUSES as readonly string[]).includes(order.status);
  const translated = await translatedNames(
    db,
    lines.map((l) => l.id),
    lang,
  );
  return {
    progress: shipped ? 'shipped' : (ret.exchangeStatus as 'waiting' | 'held' | 'released' | 'cancelled'),
    items: lines.map((l) => ({ name: translated.get(l.id) ?? l.name, quantity: Number(l.quantity) })),
  };
}

/** The tracking code as a QR code (SVG), drawn by the barcode library the labels use. */
export function qrSvg(text: string): string {
  return bwipjs.toSVG({ bcid: 'qrcode', text, scale: 3 });
}
