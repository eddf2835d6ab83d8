import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files, type StoredFile } from '@/db/schema';
import { newId } from '@/server/core/ids';
import { getStorage } from './storage';

/** Writes the bytes to storage first, then the files row (inside the caller's transaction when given one). */
export async function storeFile(
  db: DbOrTx,
  input: { merchantId: string; fileName: string; mime: string; bytes: Uint8Array; folder: string },
): Promise<StoredFile> {
  const id = newId();
  const storageKey = `${input.folder}/${input.merchantId}/${id}`;
  await getStorage().put(storageKey, input.bytes, input.mime);
  try {
    const [row] = await db
      .insert(files)
      .values({
        id,
        merchantId: input.merchantId,
        storageKey,
        fileName: input.fileName,
        mime: input.mime,
        size: input.bytes.byteLength,
      })
      .returning();
    return row!;
  } catch (err) {
    await getStorage()
      .delete(storageKey)
      .catch(() => {});
    throw err;
  }
}

export async function findFile(db: DbOrTx, fileId: string): Promise<StoredFile | null> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}

/** Removes a stored file again (its row and its bytes) when the operation it was stored for was refused. */
export async function discardStoredFile(
  db: DbOrTx,
  file: Pick<StoredFile, 'id' | 'storageKey'>,
): Promise<void> {
  await db
    .delete(files)
    .where(eq(files.id, file.id))
    .catch(() => {});
  await getStorage()
    .delete(file.storageKey)
    .catch(() => {});
}
