import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { appSecrets } from '@/db/schema';

/**
 * Server keys shared by every instance: from the environment when set, else generated once and kept in the
 * database so that several instances (and restarts) agree. Names: jwt (API tokens), links (signed download
 * links), session (portal cookies), data (encryption of webhook signing secrets at rest).
 */
type SecretName = 'jwt' | 'links' | 'session' | 'data';
const ENV: Record<SecretName, string> = {
  jwt: 'JWT_SECRET',
  links: 'LINK_SIGNING_SECRET',
  session: 'NEXTAUTH_SECRET',
  data: 'DATA_ENCRYPTION_KEY',
};

/**
 * The keys a production server must be given: with NODE_ENV=production and any of them unset the server refuses
 * to start, naming them, because a generated key would sit in the same database as what it signs and encrypts
 * (a dump of it could then forge tokens and sessions). ALLOW_GENERATED_SECRETS=1 lets the demo, tests and
 * throwaway clusters generate them anyway.
 */
export function missingProductionSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production' || env.ALLOW_GENERATED_SECRETS === '1') return [];
  return Object.values(ENV).filter((name) => !env[name]);
}

/**
 * Keys that still verify beside the current one while a rotation's grace period lasts: `<NAME>_PREVIOUS`
 * (JWT_SECRET_PREVIOUS, LINK_SIGNING_SECRET_PREVIOUS). Only the current key signs.
 */
export function previousSecrets(name: 'jwt' | 'links'): string[] {
  const raw = process.env[`${ENV[name]}_PREVIOUS`];
  return raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

const cache: Partial<Record<SecretName, Promise<string>>> = ((globalThis as any).__fpSecrets ??= {});

export function getSecret(name: SecretName): Promise<string> {
  const fromEnv = process.env[ENV[name]];
  if (fromEnv) return Promise.resolve(fromEnv);
  cache[name] ??= loadOrCreate(name).catch((err) => {
    delete cache[name];
    throw err;
  });
  return cache[name]!;
}

async function loadOrCreate(name: SecretName): Promise<string> {
  const db = await getDb();
  const value = randomBytes(32).toString('base64url');
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const rows = await db
    .select()
    .from(appSecrets)
    .where(sql`${appSecrets.name} = ${name}`);
  return rows[0]!.value;
}

async function dataKey(): Promise<Buffer> {
  const raw = await getSecret('data');
  const buf = Buffer.from(raw, 'base64url');
  return buf.length === 32 ? buf : createHash('sha256').update(raw).digest();
}

/** AES-256-GCM: for secrets we must read back (webhook signing secrets), never for passwords. */
export async function encrypt(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await dataKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export async function decrypt(sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', await dataKey(), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
