import { createHmac, timingSafeEqual } from 'node:crypto';
import { now } from '@/server/core/clock';
import { config } from '@/server/core/config';
import { AppError } from '@/server/core/errors';
import { getSecret, previousSecrets } from '@/server/core/secrets';

/**
 * Download links (02 §2.5, 04 C4, E16): a URL on this service whose HMAC over (file id, expiry) is the
 * permission, so no bearer token is needed. Valid 5 minutes, made anew on every read.
 */
export const LINK_TTL_SECONDS = 300;

/** The HMAC over (what the link opens, expiry): `file:<id>` for a stored file, or another subject's name. */
async function sign(subject: string, expires: number, secret?: string): Promise<string> {
  return createHmac('sha256', secret ?? (await getSecret('links')))
    .update(`${subject}:${expires}`)
    .digest('base64url');
}

export async function signFileLink(fileId: string): Promise<{ url: string; valid_until: string }> {
  return signLink(`file:${fileId}`, `/v1/files/${fileId}`);
}

/** A signed link to `path` that opens `subject` (e.g. an invoice's PDF) for LINK_TTL_SECONDS. */
export async function signLink(subject: string, path: string): Promise<{ url: string; valid_until: string }> {
  const expires = Math.floor(now().getTime() / 1000) + LINK_TTL_SECONDS;
  const signature = await sign(subject, expires);
  return {
    url: `${config.publicUrl}${path}?expires=${expires}&signature=${signature}`,
    valid_until: new Date(expires * 1000).toISOString(),
  };
}

/** Throws 403 LINK_INVALID (tampered or incomplete) or 403 LINK_EXPIRED (signature good, time up). */
export async function assertValidLink(
  fileId: string,
  expiresRaw: string | null,
  signature: string | null,
): Promise<void> {
  return assertValidSubjectLink(`file:${fileId}`, expiresRaw, signature);
}

/** assertValidLink for a link made by signLink. */
export async function assertValidSubjectLink(
  subject: string,
  expiresRaw: string | null,
  signature: string | null,
): Promise<void> {
  if (!expiresRaw || !/^\d{1,12}$/.test(expiresRaw) || !signature) throw new AppError('LINK_INVALID');
  const expires = Number(expiresRaw);
  const given = Buffer.from(signature);
  // The current key, then any LINK_SIGNING_SECRET_PREVIOUS of a rotation's grace period.
  let valid = false;
  for (const secret of [await getSecret('links'), ...previousSecrets('links')]) {
    const expected = Buffer.from(await sign(subject, expires, secret));
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  if (!valid) throw new AppError('LINK_INVALID');
  if (now().getTime() / 1000 > expires) throw new AppError('LINK_EXPIRED');
}
