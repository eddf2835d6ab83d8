import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants, products } from '@/db/schema';
import { AppError, isAppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { listNoticePhotos } from '../photos/notice-photos';
import { closeSummary } from '../receiving/close-summary';
import type { InboundPhotoDto, InboundShipmentDto } from '../schemas';
import { readInboundShipment } from './read-notice';

export interface NoticeScreen {
  notice: InboundShipmentDto;
  merchantName: string;
  /** Product names by id, for the lines' and the boxes' tables. */
  names: Record<string, string>;
  summary: ReturnType<typeof closeSummary>;
  /** The photos the warehouse took while receiving, oldest first. */
  photos: InboundPhotoDto[];
}

/** What a notice's screens show (the merchant's and the warehouse's): the notice, its products' names, the close summary. Null when not found in the scope. */
export async function noticeScreen(
  db: DbOrTx,
  scope: ResourceScope,
  noticeId: string,
): Promise<NoticeScreen | null> {
  let notice: InboundShipmentDto;
  try {
    notice = await readInboundShipment(db, scope, noticeId);
  } catch (err) {
    if (isAppError(err) && err.code === 'INBOUND_SHIPMENT_NOT_FOUND') return null;
    throw err;
  }
  const ids = notice.lines.map((l) => l.product_id);
  const [rows, [merchant], photos] = await Promise.all([
    ids.length
      ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))
      : Promise.resolve([]),
    db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, notice.merchant_id)),
    listNoticePhotos(db, scope, noticeId),
  ]);
  if (!merchant) throw new AppError('INBOUND_SHIPMENT_NOT_FOUND');
  return {
    notice,
    merchantName: merchant.name,
    names: Object.fromEntries(rows.map((r) => [r.id, r.name])),
    summary: closeSummary(notice),
    photos,
  };
}

/** The merchant's active products for the announce form's picker (SKU and name), by SKU, at most `limit`. */
export async function productChoices(db: DbOrTx, merchantId: string, limit = 2000) {
  return db
    .select({ sku: products.sku, name: products.name })
    .from(products)
    .where(eq(products.merchantId, merchantId))
    .orderBy(products.sku)
    .limit(limit);
}
