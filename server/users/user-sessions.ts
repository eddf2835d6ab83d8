import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { endedSessions, users, type User } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import { hashSecret, verifySecret } from '@/server/core/passwords';
import type { Actor } from '@/server/core/actor';
import { AppError, validationError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { isMerchantRole, type UserScope } from './user-scope';

/**
 * Sessions that end (06): every portal session cookie carries a session id and its user's session version at
 * sign-in, and every request checks both against the database (findActiveSessionUser). Signing out records the
 * session's id as ended (that session only, every copy of its cookie); raising the version ends every session of
 * the user at once: "sign out everywhere", a password change, deactivation (and a role change, when the product
 * has one). Each is one activity_log row (entity_type 'user').
 */
async function record(
  tx: DbOrTx,
  user: Pick<User, 'id' | 'merchantId'>,
  action: string,
  actor: Actor,
  details?: Record<string, unknown>,
) {
  await recordActivity(tx, {
    merchantId: user.merchantId,
    entityType: 'user',
    entityId: user.id,
    action,
    actor,
    details: details ?? null,
  });
}

async function bump(tx: DbOrTx, userId: string, set: Partial<User> = {}): Promise<User | null> {
  const [row] = await tx
    .update(users)
    .set({ ...set, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** The portal session's lifetime (next-auth's maxAge): an ended session's row means nothing after it. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * Signing out ends this one session, wherever its cookie was copied to: its id is recorded as ended. A cookie
 * from before session ids existed can only be ended with all of the user's sessions.
 */
export async function endSession(
  db: DbOrTx,
  session: { userId: string; sessionId: string | null },
  actor: Actor,
): Promise<void> {
  if (!isId(session.userId)) return;
  if (!session.sessionId) return endAllSessions(db, session.userId, actor, 'signed_out');
  const sessionId = session.sessionId;
  await db.transaction(async (tx) => {
    await tx
      .insert(endedSessions)
      .values({
        sessionId,
        userId: session.userId,
        expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(users).where(eq(users.id, session.userId)).limit(1);
    if (row) await record(tx, row, 'signed_out', actor);
  });
}

/** Ends every session of a user ("sign out everywhere"; a password change and deactivation do it too). */
export async function endAllSessions(
  db: DbOrTx,
  userId: string,
  actor: Actor,
  action: 'signed_out' | 'signed_out_everywhere' = 'signed_out_everywhere',
): Promise<void> {
  if (!isId(userId)) return;
  await db.transaction(async (tx) => {
    const row = await bump(tx, userId);
    if (row) await record(tx, row, action, actor);
  });
}

const COMMON = new Set([
  'password123',
  'password1234',
  'passw0rd123',
  'qwertyuiop',
  '1234567890',
  '0123456789',
  '1qaz2wsx3edc',
  'iloveyou123',
  'letmein1234',
  'welcome123',
  'administrator',
  'changeme123',
]);

/** The portal's password rules beyond length (10-200, schemas.ts): not the e-mail address, not a trivial one. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < 10) return 'Use at least 10 characters.';
  if (password.length > 200) return 'Use at most 200 characters.';
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (lower === email.toLowerCase() || (local.length >= 4 && lower.includes(local)))
    return 'Do not use your e-mail address in your password.';
  if (new Set(lower).size < 4) return 'Use more different characters.';
  if (COMMON.has(lower)) return 'This password is too common; choose another.';
  return null;
}

/** Change one's own password: the current one must be right; every session of the user ends. */
export async function changePassword(
  db: DbOrTx,
  userId: string,
  input: { current: string; next: string },
  actor: Actor,
): Promise<void> {
  const [user] = isId(userId) ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!user || user.disabledAt) throw new AppError('USER_NOT_FOUND');
  if (!input.current || !(await verifySecret(input.current, user.passwordHash)))
    throw validationError([{ path: 'current_password', message: 'This is not your current password.' }]);
  const problem = passwordProblem(input.next, user.email);
  if (problem) throw validationError([{ path: 'new_password', message: problem }]);
  if (input.next === input.current)
    throw validationError([
      { path: 'new_password', message: 'Choose a password different from the current one.' },
    ]);
  const passwordHash = await hashSecret(input.next);
  await db.transaction(async (tx) => {
    const row = await bump(tx, user.id, { passwordHash });
    if (row) await record(tx, row, 'password_changed', actor);
  });
}

/**
 * Deactivate or reactivate a portal user of one's scope (the rules of user creation: a merchant admin only the
 * merchant roles of its own merchant; an operator admin anyone). Another merchant's user, or one outside the
 * scope, is USER_NOT_FOUND (404). Nobody deactivates themselves. Deactivation ends the user's sessions.
 */
export async function setUserActive(
  db: DbOrTx,
  scope: UserScope,
  userId: string,
  active: boolean,
  actor: Actor & { id: string | null },
): Promise<User> {
  const [user] = isId(userId) ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (scope.kind === 'merchant' && (user.merchantId !== scope.merchantId || !isMerchantRole(user.role)))
    throw new AppError('USER_NOT_FOUND');
  if (!active && actor.id === user.id)
    throw validationError([{ path: 'user_id', message: 'You cannot deactivate yourself.' }]);
  if (active === !user.disabledAt) return user;
  return db.transaction(async (tx) => {
    const row = active
      ? (
          await tx
            .update(users)
            .set({ disabledAt: null })
            .where(and(eq(users.id, user.id)))
            .returning()
        )[0]!
      : (await bump(tx, user.id, { disabledAt: new Date() }))!;
    await record(tx, row, active ? 'reactivated' : 'deactivated', actor);
    return row;
  });
}

/** The session version a new session is issued under. */
export async function currentSessionVersion(db: DbOrTx, userId: string): Promise<number> {
  if (!isId(userId)) return 0;
  const [row] = await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.v ?? 0;
}

/** Removes ended sessions whose cookies have expired anyway (a daily job); answers how many. */
export async function purgeEndedSessions(db: DbOrTx, at: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(endedSessions)
    .where(lt(endedSessions.expiresAt, at))
    .returning({ id: endedSessions.sessionId });
  return rows.length;
}
