import type { DbOrTx } from '@/db/client';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { assertValidLink } from './signed-links';
import { getStorage } from './storage';
import { findFile } from './store-file';

/**
 * The media types served as themselves (and shown inline when a browser opens them): raster images, PDF and
 * plain text. Anything else an uploader declared (text/html, image/svg+xml, application/javascript ...) is
 * served as application/octet-stream, as an attachment, so it never runs as a page of this origin.
 */
const SERVED_AS_IS = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf|text\/plain)$/;
const INLINE = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf)$/;

/** What a download is sent as: its own type when allowlisted, else bytes to save. */
export function servedType(declared: string): { contentType: string; inline: boolean } {
  const mime = declared.split(';')[0]!.trim().toLowerCase();
  if (!SERVED_AS_IS.test(mime)) return { contentType: 'application/octet-stream', inline: false };
  return {
    contentType: mime === 'text/plain' ? 'text/plain; charset=utf-8' : mime,
    inline: INLINE.test(mime),
  };
}

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
  const { contentType, inline } = servedType(file.mime);
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'content-type': contentType,
      'content-length': String(bytes.byteLength),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Even a file a browser renders gets no script, no plugin, no form and no same-origin rights.
      'content-security-policy': "sandbox; default-src 'none'",
    },
  });
}
