import type { DbOrTx } from '@/db/client';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { assertValidLink } from './signed-links';
import { getStorage } from './storage';
import { findFile } from './store-file';

/** GET /v1/files/{fileId}?expires&signature (04 C4, E16): the signature, not a token, is the permission. */
export async function serveFile(
  db: DbOrTx,
  fileId: string,
  expires: string | null,
  signature: string | null,
): Promise<Response> {
  if (!isId(fileId)) throw new AppError('LINK_INVALID');
  await assertValidLink(fileId, expires, signature);
  const file = await findFile(db, fileId);
  const bytes = file ? await getStorage().get(file.storageKey) : null;
  if (!file || !bytes) throw new AppError('FILE_NOT_FOUND');
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const inline = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/.test(file.mime);
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'content-type': file.mime,
      'content-length': String(bytes.byteLength),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
