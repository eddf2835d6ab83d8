import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files, returnRequests } from '@/db/schema';
import { getStorage } from '@/server/files/storage';
import { latestLabel } from '@/server/returns/labels/present-label';

/**
 * The return label's PDF of a request's return, for an e-mail to the customer, once the label is ready (its
 * latest label complete with its file); else null. Read when the mail is sent, so a mail sent after the label
 * was made carries it.
 */
export async function labelAttachment(
  db: DbOrTx,
  returnRequestId: string,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const [req] = await db
    .select({ orderReturnId: returnRequests.orderReturnId })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnRequestId));
  if (!req?.orderReturnId) return null;
  const label = await latestLabel(db, req.orderReturnId);
  if (label?.status !== 'complete' || !label.fileId) return null;
  const [file] = await db.select({ key: files.storageKey }).from(files).where(eq(files.id, label.fileId));
  const bytes = file ? await getStorage().get(file.key) : null;
  if (!bytes) return null;
  return { filename: 'return-label.pdf', content: Buffer.from(bytes), contentType: 'application/pdf' };
}
