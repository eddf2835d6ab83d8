import { emitEvent } from '@/server/outbox/emit';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { files, returnAttachments } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { ResourceScope } from '@/server/core/resource-scope';
import { signFileLink } from '@/server/files/signed-links';
import { discardStoredFile, storeFile } from '@/server/files/store-file';
import { loadItem, loadReturn } from '@/server/returns/reads/load-return';
import type { ReturnAttachmentDto } from '@/server/returns/schemas';
import { recordActivity } from '@/server/activity/record-activity';

type Row = {
  id: string;
  orderReturnItemId: string | null;
  purpose: string;
  remarks: string | null;
  uploadedAt: Date;
  fileId: string;
  fileName: string;
  mime: string;
  size: number;
};

async function toAttachmentDto(a: Row): Promise<ReturnAttachmentDto> {
  return {
    id: a.id,
    purpose: a.purpose,
    remarks: a.remarks,
    file_name: a.fileName,
    mime: a.mime,
    size: a.size,
    uploaded_at: a.uploadedAt.toISOString(),
    download_link: await signFileLink(a.fileId),
    item_id: a.orderReturnItemId,
  };
}

const columns = {
  id: returnAttachments.id,
  orderReturnItemId: returnAttachments.orderReturnItemId,
  purpose: returnAttachments.purpose,
  remarks: returnAttachments.remarks,
  uploadedAt: returnAttachments.uploadedAt,
  fileId: returnAttachments.fileId,
  fileName: files.fileName,
  mime: files.mime,
  size: files.size,
};

/** GET /v1/order-returns/{id}/attachments (02 §4.11): links signed anew on every call. */
export async function listAttachments(
  db: DbOrTx,
  scope: ResourceScope,
  returnId: string,
): Promise<ReturnAttachmentDto[]> {
  const r = await loadReturn(db, scope, returnId);
  const rows = await db
    .select(columns)
    .from(returnAttachments)
    .innerJoin(files, eq(files.id, returnAttachments.fileId))
    .where(and(eq(returnAttachments.orderReturnId, r.id), eq(returnAttachments.merchantId, r.merchantId)))
    .orderBy(asc(returnAttachments.uploadedAt), asc(returnAttachments.id));
  return Promise.all(rows.map(toAttachmentDto));
}

export interface UploadInput {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
  purpose: string;
  remarks: string | null;
  /** The line the file shows; null: the whole return. */
  itemId: string | null;
}

/**
 * POST /ops/v1/order-returns/{id}/attachments (05 §4, 04 C4): input already validated (size, purpose). A file
 * tied to a line names one of the return's lines (else 404 ORDER_RETURN_ITEM_NOT_FOUND, nothing stored).
 */
export async function uploadAttachment(
  db: Db,
  scope: ResourceScope,
  returnId: string,
  input: UploadInput,
  actor: Actor,
): Promise<ReturnAttachmentDto> {
  const r = await loadReturn(db, scope, returnId);
  if (input.itemId) await loadItem(db, r.id, input.itemId);
  const file = await storeFile(db, {
    merchantId: r.merchantId,
    fileName: input.fileName,
    mime: input.mime,
    bytes: input.bytes,
    folder: 'return-attachments',
  });
  try {
    const row = await db.transaction(async (tx) => {
      const [a] = await tx
        .insert(returnAttachments)
        .values({
          merchantId: r.merchantId,
          orderReturnId: r.id,
          fileId: file.id,
          orderReturnItemId: input.itemId,
          purpose: input.purpose,
          remarks: input.remarks,
          uploadedBy: actor.label,
          uploadedAt: now(),
        })
        .returning();
      await recordActivity(tx, {
        merchantId: r.merchantId,
        entityType: 'order_return',
        entityId: r.id,
        action: 'attachment_uploaded',
        actor,
        details: {
          attachment_id: a!.id,
          purpose: input.purpose,
          file_name: input.fileName,
          item_id: input.itemId,
        },
      });
      // A photo is billable work (return_photo), charged from the outbox off this transaction.
      if (/^image\//i.test(file.mime))
        await emitEvent(tx, {
          merchantId: r.merchantId,
          type: 'work.return_photo_added',
          orderingKey: r.id,
          data: { order_return_id: r.id, attachment_id: a!.id, uploaded_at: a!.uploadedAt.toISOString() },
        });
      return a!;
    });
    return toAttachmentDto({ ...row, fileName: file.fileName, mime: file.mime, size: file.size });
  } catch (err) {
    await discardStoredFile(db, file);
    throw err;
  }
}
