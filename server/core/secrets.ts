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

/** A data key as AES-256 wants it: 32 bytes given in base64url, or any other text hashed to 32 bytes. */
function asDataKey(raw: string): Buffer {
  const buf = Buffer.from(raw, 'base64url');
  return buf.length === 32 ? buf : createHash('sha256').update(raw).digest();
}

/**
 * The keys that may open a sealed value, the current one first: DATA_ENCRYPTION_KEY (or the generated key when it
 * is unset), then DATA_ENCRYPTION_KEY_PREVIOUS during a rotation, then a generated key still kept in the database
 * after DATA_ENCRYPTION_KEY was set (values sealed before the switch). `npm run keys:reseal` seals every stored
 * value with the current key, after which the older ones can go (docs/decisions/migrations.md, Key rotation).
 */
async function dataKeys(): Promise<Buffer[]> {
  const keys = [asDataKey(await getSecret('data'))];
  const previous = process.env.DATA_ENCRYPTION_KEY_PREVIOUS;
  if (previous) keys.push(asDataKey(previous));
  if (process.env.DATA_ENCRYPTION_KEY) {
    const db = await getDb();
    const rows = await db
      .select()
      .from(appSecrets)
      .where(sql`${appSecrets.name} = 'data'`);
    if (rows[0]) keys.push(asDataKey(rows[0].value));
  }
  return keys;
}

/** AES-256-GCM: for secrets we must read back (webhook signing secrets), never for passwords. */
export async function encrypt(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', asDataKey(await getSecret('data')), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Opens a value sealed by encrypt with any key of dataKeys(); `current` tells whether the current key did. */
export async function open(sealed: string): Promise<{ plain: string; current: boolean }> {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const keys = await dataKeys();
  for (const [i, key] of keys.entries()) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      const plain = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      return { plain, current: i === 0 };
    } catch {
      // GCM refuses a wrong key: try the next one.
    }
  }
  throw new Error('no data key opens this value (DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEY_PREVIOUS)');
}

export async function decrypt(sealed: string): Promise<string> {
  return (await open(sealed)).plain;
}
