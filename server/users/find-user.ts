import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users, type User } from '@/db/schema';
import type { SessionUser } from './session-user';
import { isId } from '@/server/core/ids';

/** What a signed-in session knows of a user row: who, which role, for which merchant. */
export function toSessionUser(row: User): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as SessionUser['role'],
    merchantId: row.merchantId,
  };
}

/** The user with this e-mail address, whatever its case (addresses are stored lower-cased). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * The user a session cookie names, read again from the database: null when it is gone or disabled, or when the
 * cookie was issued under an older session version (signed out, password changed, deactivated:
 * server/users/user-sessions.ts), so each of these takes effect at once (the portal and the session-authenticated
 * legacy routes). A cookie without a version is one issued before versions existed: version 0.
 */
export async function findActiveSessionUser(
  db: DbOrTx,
  userId: unknown,
  sessionVersion: unknown,
): Promise<SessionUser | null> {
  if (!isId(userId)) return null;
  const version = sessionVersion === undefined || sessionVersion === null ? 0 : sessionVersion;
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row && !row.disabledAt && row.sessionVersion === version ? toSessionUser(row) : null;
}
