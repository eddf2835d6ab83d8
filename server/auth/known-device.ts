import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getSecret } from '@/server/core/secrets';

/**
 * A browser that signed in to an account before: after a successful password sign-in the browser gets this
 * cookie (a random device id and an HMAC of it and the e-mail address with the session key). While an account is
 * under attack its delay's slot is kept per client; a browser showing a valid cookie for the e-mail address it
 * signs in with has a slot of its own, so an attacker behind the same address (a shared NAT) cannot take the
 * owner's turn (server/auth/attempt-throttle.ts). The cookie grants nothing else: the password is still checked.
 */
export const KNOWN_DEVICE_COOKIE = 'fp-known-device';
/** Long enough to outlast an attack on the account; renewed at every sign-in. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

async function sign(deviceId: string, email: string): Promise<string> {
  const key = await getSecret('session');
  return createHmac('sha256', `known-device:${key}`)
    .update(`${deviceId}\n${email.trim().toLowerCase()}`)
    .digest('base64url');
}

/** A new cookie value for `email` (keeping the browser's device id when it had a valid one). */
export async function knownDeviceValue(email: string, deviceId?: string | null): Promise<string> {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  return `${id}.${await sign(id, email)}`;
}

/** The device id of a valid cookie value for `email`, else null. */
export async function knownDeviceOf(value: string | null | undefined, email: string): Promise<string | null> {
  if (!value || value.length > 200) return null;
  const [id, mac, extra] = value.split('.');
  if (!id || !mac || extra !== undefined || !/^[A-Za-z0-9_-]{16,40}$/.test(id)) return null;
  const expected = Buffer.from(await sign(id, email));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The cookie's value from a Cookie header, if any. */
export function knownDeviceFromCookieHeader(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === KNOWN_DEVICE_COOKIE) return part.slice(i + 1).trim();
  }
  return null;
}
