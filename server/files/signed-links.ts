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

async function sign(fileId: string, expires: number, secret?: string): Promise<string> {
  return createHmac('sha256', secret ?? (await getSecret('links')))
    .update(`file:${fileId}:${expires}`)
    .digest('base64url');
}

export async function signFileLink(fileId: string): Promise<{ url: string; valid_until: string }> {
  const expires = Math.floor(now().getTime() / 1000) + LINK_TTL_SECONDS;
  const signature = await sign(fileId, expires);
  return {
    url: `${config.publicUrl}/v1/files/${fileId}?expires=${expires}&signature=${signature}`,
    valid_until: new Date(expires * 1000).toISOString(),
  };
}

/** Throws 403 LINK_INVALID (tampered or incomplete) or 403 LINK_EXPIRED (signature good, time up). */
export async function assertValidLink(
  fileId: string,
  expiresRaw: string | null,
  signature: string | null,
): Promise<void> {
  if (!expiresRaw || !/^\d{1,12}$/.test(expiresRaw) || !signature) throw new AppError('LINK_INVALID');
  const expires = Number(expiresRaw);
  const given = Buffer.from(signature);
  // The current key, then any LINK_SIGNING_SECRET_PREVIOUS of a rotation's grace period.
  let valid = false;
  for (const secret of [await getSecret('links'), ...previousSecrets('links')]) {
    const expected = Buffer.from(await sign(fileId, expires, secret));
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  if (!valid) throw new AppError('LINK_INVALID');
  if (now().getTime() / 1000 > expires) throw new AppError('LINK_EXPIRED');
}
