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
 * The user a session cookie names, read again from the database: null when it is gone or disabled, when the
 * cookie was issued under an older session version (sign out everywhere, password changed, deactivated), or when
 * its session was ended by signing out (ended_sessions; server/users/user-sessions.ts), so each of these takes
 * effect at once (the portal and the session-authenticated legacy routes). One statement. A cookie without a
 * version is one issued before versions existed: version 0.
 */
export async function findActiveSessionUser(
  db: DbOrTx,
  userId: unknown,
  sessionVersion: unknown,
  sessionId?: unknown,
): Promise<SessionUser | null> {
  if (!isId(userId)) return null;
  const version = sessionVersion === undefined || sessionVersion === null ? 0 : sessionVersion;
  const sid = typeof sessionId === 'string' ? sessionId : null;
  const [row] = await db
    .select({
      user: users,
      ended: sid
        ? sql<boolean>`exists (select 1 from ended_sessions where session_id = ${sid})`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.ended || row.user.disabledAt || row.user.sessionVersion !== version) return null;
  return toSessionUser(row.user);
}
