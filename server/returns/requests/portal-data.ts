import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, products } from '@/db/schema';
import { signFileLink } from '@/server/files/signed-links';
import { reasonLabel } from '@/server/returns/reads/reason-labels';
import { listReturnRequests } from './list-return-requests';
import type { ListReturnRequestsInput, ReturnRequestDto } from './schemas';

export interface QueueEntry extends ReturnRequestDto {
  orderNumber: string | null;
  lines: {
    productName: string;
    sku: string;
    quantity: number;
    reason: string;
    note: string | null;
    photoUrls: string[];
    /** The product asked for instead (an exchange), or null. */
    exchangeFor: string | null;
  }[];
}

/** The portal's Return requests queue: the API's list with product names, reason labels and photo links. */
export async function returnRequestQueue(
  db: DbOrTx,
  merchantId: string,
  f: ListReturnRequestsInput,
): Promise<{ entries: QueueEntry[]; total: number }> {
  const { return_requests, total } = await listReturnRequests(db, merchantId, f);
  const productIds = [
    ...new Set(
      return_requests.flatMap((r) =>
        r.items.flatMap((i) => [i.product.id, ...(i.exchange ? [i.exchange.product.id] : [])]),
      ),
    ),
  ];
  const orderIds = [...new Set(return_requests.map((r) => r.order.id))];
  const [prods, ords] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name, sku: products.sku })
          .from(products)
          .where(and(eq(products.merchantId, merchantId), inArray(products.id, productIds)))
      : [],
    orderIds.length
      ? db
          .select({ id: orders.id, number: orders.merchantsId })
          .from(orders)
          .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, orderIds)))
      : [],
  ]);
  const productOf = new Map(prods.map((p) => [p.id, p]));
  const numberOf = new Map(ords.map((o) => [o.id, o.number]));
  const entries = await Promise.all(
    return_requests.map(async (r) => ({
      ...r,
      orderNumber: numberOf.get(r.order.id) ?? null,
      lines: await Promise.all(
        r.items.map(async (i) => ({
          productName: productOf.get(i.product.id)?.name ?? i.product.id,
          sku: productOf.get(i.product.id)?.sku ?? '',
          quantity: i.quantity,
          reason: reasonLabel(i.return_reason.code),
          note: i.return_reason.note,
          exchangeFor: i.exchange
            ? (productOf.get(i.exchange.product.id)?.name ?? i.exchange.product.id)
            : null,
          photoUrls: await Promise.all(i.photos.map(async (p) => (await signFileLink(p.file_id)).url)),
        })),
      ),
    })),
  );
  return { entries, total };
}
