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

/** A data key as AES-256 wants it: 32 bytes given in base64url, or any other text hashed to 32 bytes. */
function asDataKey(raw: string): Buffer {
  const buf = Buffer.from(raw, 'base64url');
  return buf.length === 32 ? buf : createHash('sha256').update(raw).digest();
}

/**
 * The keys that may open a sealed value, the current one first: DATA_ENCRYPTION_KEY (or the generated key when it
 * is unset), then DATA_ENCRYPTION_KEY_PREVIOUS during a rotation. `npm run keys:reseal` seals every stored value
 * with the current key, after which the older ones can go (docs/decisions/migrations.md, Key rotation).
 */
async function configuredDataKeys(): Promise<Buffer[]> {
  const keys = [asDataKey(await getSecret('data'))];
  const previous = process.env.DATA_ENCRYPTION_KEY_PREVIOUS;
  if (previous) keys.push(asDataKey(previous));
  return keys;
}

const generatedKey: { data?: Promise<Buffer | null> } = ((globalThis as any).__fpGeneratedDataKey ??= {});

/**
 * A generated data key still kept in the database after DATA_ENCRYPTION_KEY was set (values sealed before the
 * switch), read once per process and only when the configured keys fail: a value opened inside a transaction
 * never waits for a second connection (the embedded database has one).
 */
function generatedDataKey(): Promise<Buffer | null> {
  generatedKey.data ??= (async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(appSecrets)
      .where(sql`${appSecrets.name} = 'data'`);
    return rows[0] ? asDataKey(rows[0].value) : null;
  })().catch((err) => {
    delete generatedKey.data;
    throw err;
  });
  const found = generatedKey.data;
  // None yet: asked again next time (a server without DATA_ENCRYPTION_KEY may still generate one).
  void found.then((key) => key ?? (generatedKey.data === found && delete generatedKey.data));
  return found;
}

/** AES-256-GCM: for secrets we must read back (webhook signing secrets), never for passwords. */
export async function encrypt(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', asDataKey(await getSecret('data')), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Opens a value sealed by encrypt with any key that may (above); `current` tells whether the current key did. */
export async function open(sealed: string): Promise<{ plain: string; current: boolean }> {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const attempt = (key: Buffer): string | null => {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    } catch {
      return null; // GCM refuses a wrong key
    }
  };
  const keys = await configuredDataKeys();
  for (const [i, key] of keys.entries()) {
    const plain = attempt(key);
    if (plain !== null) return { plain, current: i === 0 };
  }
  const generated = process.env.DATA_ENCRYPTION_KEY ? await generatedDataKey() : null;
  const plain = generated ? attempt(generated) : null;
  if (plain !== null) return { plain, current: false };
  throw new Error('no data key opens this value (DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEY_PREVIOUS)');
}

export async function decrypt(sealed: string): Promise<string> {
  return (await open(sealed)).plain;
}
