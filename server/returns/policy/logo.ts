import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '@/db/client';
import { files, returnPolicies, type ReturnPolicy } from '@/db/schema';
import { now } from '@/server/core/clock';
import { AppError, validationError } from '@/server/core/errors';
import { readLimitedBody } from '@/server/core/http/body';
import { log } from '@/server/core/logger';
import { signFileLink } from '@/server/files/signed-links';
import { getStorage } from '@/server/files/storage';
import { findFile, storeFile } from '@/server/files/store-file';
import { loadReturnPolicy } from './return-policy';

export const MAX_LOGO_BYTES = 1024 * 1024;
/** The types a logo may be, read from its content (file-type), never from its name or declared type. */
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export interface LogoUpload {
  mime: string;
  bytes: Uint8Array;
}

/**
 * Reads a logo upload (multipart, field `file`): over 1 MB is 413 FILE_TOO_LARGE; no file, an empty one, or
 * content that is not a PNG, JPEG or WebP image (whatever its name says) is 400 VALIDATION_ERROR on `file`.
 * Nothing is stored here.
 */
export async function readLogoUpload(req: Request): Promise<LogoUpload> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type))
    throw validationError([
      { path: '', message: 'Send the logo as multipart/form-data with the field file.' },
    ]);
  const tooLarge = () => new AppError('FILE_TOO_LARGE', 'The logo is larger than 1 MB.');
  let body: Buffer;
  try {
    // Room for the multipart envelope around a file of the maximum size.
    body = await readLimitedBody(req, MAX_LOGO_BYTES + 16 * 1024, 'FILE_TOO_LARGE');
  } catch (err) {
    if (err instanceof AppError && err.code === 'FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw validationError([{ path: '', message: 'The multipart body could not be read.' }]);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw validationError([{ path: 'file', message: 'Attach a logo.' }]);
  if (file.size > MAX_LOGO_BYTES) throw tooLarge();
  if (file.size === 0) throw validationError([{ path: 'file', message: 'The file is empty.' }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (!sniffed || !LOGO_TYPES.has(sniffed))
    throw validationError([{ path: 'file', message: 'The logo must be a PNG, JPEG or WebP image.' }]);
  return { mime: sniffed, bytes };
}

async function replaceLogo(db: Db, merchantId: string, fileId: string | null): Promise<ReturnPolicy> {
  const current = await loadReturnPolicy(db, merchantId);
  const previous = current.branding?.logo_file_id ?? null;
  const branding = {
    display_name: current.branding?.display_name ?? null,
    accent_color: current.branding?.accent_color ?? null,
    logo_file_id: fileId,
  };
  const [row] = await db
    .insert(returnPolicies)
    .values({ ...current, branding, updatedAt: now() })
    .onConflictDoUpdate({ target: returnPolicies.merchantId, set: { branding, updatedAt: now() } })
    .returning();
  // The replaced logo is no one's any more: its row and bytes go (a failure leaves an orphan, logged).
  if (previous && previous !== fileId) {
    const old = await findFile(db, previous);
    if (old && old.merchantId === merchantId) {
      await db.delete(files).where(eq(files.id, old.id));
      await getStorage()
        .delete(old.storageKey)
        .catch((err: Error) => log.warn('old logo not deleted', { error: err.message }));
    }
  }
  return row!;
}

/** PUT /v1/return-policy/logo and the portal's upload: stores the logo and puts it on the policy. */
export async function uploadReturnPolicyLogo(db: Db, merchantId: string, upload: LogoUpload) {
  const stored = await storeFile(db, {
    merchantId,
    fileName: `logo.${EXTENSIONS[upload.mime]}`,
    mime: upload.mime,
    bytes: upload.bytes,
    folder: 'policy-logos',
  });
  return replaceLogo(db, merchantId, stored.id);
}

/** DELETE /v1/return-policy/logo and the portal's removal. */
export async function removeReturnPolicyLogo(db: Db, merchantId: string) {
  return replaceLogo(db, merchantId, null);
}

/**
 * The logo's address for the customer page: a signed download link (5 minutes, made anew on every view) as a
 * path on this origin, so the page's CSP (`img-src 'self'`) allows it whatever PUBLIC_URL says.
 */
export async function logoPathFor(policy: ReturnPolicy): Promise<string | null> {
  const id = policy.branding?.logo_file_id;
  if (!id) return null;
  const { url } = await signFileLink(id);
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
