import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { config } from '@/server/core/config';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import { getSecret, previousSecrets } from '@/server/core/secrets';

/** Access tokens (04 A4): HS256 JWTs signed with jose, carrying client id, merchant id and granted scopes. */
const ISSUER = 'fulfilment-api';

export interface AccessClaims {
  clientId: string;
  merchantId: string | null;
  scopes: string[];
  expiresAt: number;
}

async function key(): Promise<Uint8Array> {
  return new TextEncoder().encode(await getSecret('jwt'));
}

export async function signAccessToken(input: {
  clientId: string;
  merchantId: string | null;
  scopes: string[];
}) {
  const iat = Math.floor(now().getTime() / 1000);
  const expiresIn = config.tokenTtlSeconds;
  const token = await new SignJWT({ mid: input.merchantId, scope: input.scopes.join(' ') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(input.clientId)
    .setJti(newId())
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(await key());
  return { token, expiresIn };
}

/**
 * Tokens already verified by this process, until they expire: a client sends the same token for up to
 * 15 minutes, and checking its signature again proves nothing new. Only a cache of a pure function's result
 * (nothing shared between instances depends on it); revocation is still checked on every request.
 */
const verified = new Map<string, AccessClaims>();
const VERIFIED_MAX = 10_000;

/** Null for anything that is not a valid, unexpired token of ours; never throws. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt * 1000 > now().getTime()) return known;
    verified.delete(token);
  }
  const claims = await verifySignature(token);
  if (claims) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }
  return claims;
}

async function verifySignature(token: string): Promise<AccessClaims | null> {
  // The current key, then any JWT_SECRET_PREVIOUS of a rotation's grace period.
  for (const k of [await key(), ...previousSecrets('jwt').map((p) => new TextEncoder().encode(p))]) {
    const claims = await verifyWith(token, k);
    if (claims) return claims;
  }
  return null;
}

async function verifyWith(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.scope !== 'string') return null;
    return {
      clientId: payload.sub,
      merchantId: typeof payload.mid === 'string' ? payload.mid : null,
      scopes: payload.scope.split(' ').filter(Boolean),
      expiresAt: payload.exp ?? 0,
    };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    return null;
  }
}

export function bearerToken(req: Request): string | null {
  const h = req.headers.get('authorization');
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1]! : null;
}
