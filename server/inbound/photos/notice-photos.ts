import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { files, inboundBoxes, inboundPhotos } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { validationError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { sniffType } from '@/server/files/image-type';
import { formText, readMultipartFile } from '@/server/files/read-multipart-file';
import { signFileLink } from '@/server/files/signed-links';
import { discardStoredFile, storeFile } from '@/server/files/store-file';
import { findProductBySku } from '@/server/products/find-product';
import { assertNoticeTransition } from '../inbound-states';
import { loadInboundShipment } from '../reads/read-notice';
import { boxOfNotice } from '../receiving/record-receipt';
import type { InboundPhotoDto } from '../schemas';

/** A photo as read from the request: its image bytes, and the box code and SKU it shows when given. */
export interface PhotoUpload {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
  box: string | null;
  sku: string | null;
  remarks: string | null;
}

/**
 * Reads a receiving photo (multipart: `file`, optional `box` code, `sku` and `remarks`): the content must be an
 * image (read from its bytes, never from its name), else 400 VALIDATION_ERROR on `file`.
 */
export async function readPhotoUpload(req: Request): Promise<PhotoUpload> {
  const upload = await readMultipartFile(req, 'a field file (an image) and optional box, sku and remarks');
  const { image } = await sniffType(upload.bytes);
  if (!image)
    throw validationError([
      { path: 'file', message: `${upload.fileName} is not an image: send a JPEG, PNG, WebP or HEIC photo.` },
    ]);
  const remarks = formText(upload.form, 'remarks');
  if (remarks && remarks.length > 2000)
    throw validationError([{ path: 'remarks', message: 'At most 2000 characters.' }]);
  return {
    fileName: upload.fileName,
    mime: image,
    bytes: upload.bytes,
    box: formText(upload.form, 'box')?.trim() || null,
    sku: formText(upload.form, 'sku')?.trim() || null,
    remarks,
  };
}

/**
 * POST /ops/v1/inbound-shipments/{id}/photos: a photo of what came, while the notice is at the dock or being
 * counted (inbound-states `photograph`). A box code must be one of this notice's boxes, a SKU one of its
 * merchant's products. The file is stored first and removed again when the notice refuses it.
 */
export async function addNoticePhoto(
  db: Db,
  scope: ResourceScope,
  noticeId: string,
  input: PhotoUpload,
  actor: Actor,
): Promise<InboundPhotoDto> {
  const notice = await loadInboundShipment(db, scope, noticeId);
  assertNoticeTransition(notice, 'photograph');
  const box = input.box ? await boxOfNotice(db, scope, notice, input.box) : null;
  const product = input.sku ? await findProductBySku(db, notice.merchantId, input.sku) : null;
  if (input.sku && !product)
    throw validationError([
      { path: 'sku', message: `No product of this merchant has the SKU ${input.sku}.` },
    ]);
  const file = await storeFile(db, {
    merchantId: notice.merchantId,
    fileName: input.fileName,
    mime: input.mime,
    bytes: input.bytes,
    folder: 'inbound-photos',
  });
  try {
    const row = await db.transaction(async (tx) => {
      // the notice's lock orders the photo with a close racing it: taken before the close, or refused
      assertNoticeTransition(
        await loadInboundShipment(tx, scope, noticeId, { forUpdate: true }),
        'photograph',
      );
      const [p] = await tx
        .insert(inboundPhotos)
        .values({
          inboundShipmentId: notice.id,
          merchantId: notice.merchantId,
          fileId: file.id,
          boxId: box?.id ?? null,
          productId: product?.id ?? null,
          remarks: input.remarks,
          uploadedBy: actor.label,
          createdAt: now(),
        })
        .returning();
      return p!;
    });
    return toDto({
      ...row,
      boxCode: box?.code ?? null,
      fileName: file.fileName,
      mime: file.mime,
      size: file.size,
    });
  } catch (err) {
    await discardStoredFile(db, file);
    throw err;
  }
}

/** GET …/inbound-shipments/{id}/photos (merchant and warehouse): oldest first, links signed on every read. */
export async function listNoticePhotos(
  db: DbOrTx,
  scope: ResourceScope,
  noticeId: string,
): Promise<InboundPhotoDto[]> {
  const notice = await loadInboundShipment(db, scope, noticeId);
  const rows = await db
    .select({
      id: inboundPhotos.id,
      fileId: inboundPhotos.fileId,
      productId: inboundPhotos.productId,
      remarks: inboundPhotos.remarks,
      createdAt: inboundPhotos.createdAt,
      boxCode: inboundBoxes.code,
      fileName: files.fileName,
      mime: files.mime,
      size: files.size,
    })
    .from(inboundPhotos)
    .innerJoin(files, eq(files.id, inboundPhotos.fileId))
    .leftJoin(inboundBoxes, eq(inboundBoxes.id, inboundPhotos.boxId))
    .where(
      and(eq(inboundPhotos.inboundShipmentId, notice.id), eq(inboundPhotos.merchantId, notice.merchantId)),
    )
    .orderBy(asc(inboundPhotos.createdAt), asc(inboundPhotos.id));
  return Promise.all(rows.map(toDto));
}

async function toDto(p: {
  id: string;
  fileId: string;
  productId: string | null;
  remarks: string | null;
  createdAt: Date;
  boxCode: string | null;
  fileName: string;
  mime: string;
  size: number;
}): Promise<InboundPhotoDto> {
  return {
    id: p.id,
    file_name: p.fileName,
    mime: p.mime,
    size: p.size,
    box: p.boxCode,
    product_id: p.productId,
    remarks: p.remarks,
    uploaded_at: p.createdAt.toISOString(),
    download_link: await signFileLink(p.fileId),
  };
}
