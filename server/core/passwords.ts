import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Slow hashes for passwords and client secrets: scrypt (Node's crypto), N=2^15, r=8, p=1, 16-byte salt.
 * Stored as `scrypt$N$r$p$salt$hash` so the parameters can be raised later without breaking old hashes.
 */
const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const N = 1 << Number(process.env.PASSWORD_HASH_COST_LOG2 ?? 15);
const R = 8;
const P = 1;
const KEYLEN = 32;

export async function hashSecret(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(plain, salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifySecret(plain: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(plain, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies `plain` against `stored`, or, when there is no stored hash (an unknown or disabled account), against
 * a hash of the same parameters made once per process, so that every answer costs the same hash work and the
 * time taken does not tell whether an account exists.
 */
export async function verifySecretOrBurn(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return verifySecret(plain, stored);
  dummy ??= hashSecret(randomSecret(16));
  await verifySecret(plain, await dummy);
  return false;
}

/** A random credential of `bytes` bytes, URL-safe. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
