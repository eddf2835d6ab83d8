import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createMerchant } from '@/server/merchants/merchants';
import type { Role } from '@/server/merchants/schemas';
import { createUser } from '@/server/users/create-user';
import { listUsers } from '@/server/users/list-users';
import { ALL_USERS, userScopeOf, type UserScope } from '@/server/users/user-scope';
import { uniq } from '../support/fixtures';

/** 06 "Who signs in": a merchant admin manages the users of its own merchant, with merchant roles only. */
async function twoMerchants() {
  const db = await getDb();
  const own = await createMerchant(db, { name: uniq('Own') });
  const other = await createMerchant(db, { name: uniq('Other') });
  const scope: UserScope = { kind: 'merchant', merchantId: own.id };
  return { db, own: own.id, other: other.id, scope };
}

const input = (role: Role) => ({
  email: `${uniq('u')}@example.com`,
  password: 'correct horse battery',
  role,
});

describe('users of a merchant, managed by its merchant admin', () => {
  it('creates merchant staff and merchant admins for its own merchant', async () => {
    const { db, own, scope } = await twoMerchants();
    const staff = await createUser(db, own, input('merchant_staff'), scope);
    const admin = await createUser(db, own, { ...input('merchant_admin'), name: 'Ada' }, scope);
    expect(staff).toMatchObject({ role: 'merchant_staff', merchant_id: own });
    expect(admin).toMatchObject({ role: 'merchant_admin', merchant_id: own, name: 'Ada' });
  });

  it('refuses warehouse and operator roles (400 on user.role) and stores nothing', async () => {
    const { db, own, scope } = await twoMerchants();
    for (const role of ['warehouse_staff', 'operator_admin'] as const) {
      for (const merchantId of [own, null]) {
        const attempt = input(role);
        await expect(
          createUser(db, merchantId, attempt, scope),
          `${role} ${merchantId}`,
        ).rejects.toMatchObject(
          merchantId
            ? {
                code: 'VALIDATION_ERROR',
                status: 400,
                validationErrors: [expect.objectContaining({ path: 'user.role' })],
              }
            : { code: 'MERCHANT_NOT_FOUND', status: 404 },
        );
        const { users } = await listUsers(db, ALL_USERS, { offset: 0, limit: 100 });
        expect(users.some((u) => u.email === attempt.email)).toBe(false);
      }
    }
  });

  it('treats another merchant as not found (404), for every role', async () => {
    const { db, other, scope } = await twoMerchants();
    for (const role of ['merchant_staff', 'merchant_admin', 'operator_admin'] as const)
      await expect(createUser(db, other, input(role), scope)).rejects.toMatchObject({
        code: 'MERCHANT_NOT_FOUND',
        status: 404,
      });
    expect(
      (await listUsers(db, { kind: 'merchant', merchantId: other }, { offset: 0, limit: 10 })).total,
    ).toBe(0);
  });

  it("answers an address in use the same way whoever has it (another merchant's user, an operator, its own), naming nobody", async () => {
    const { db, own, other, scope } = await twoMerchants();
    const theirs = await createUser(db, other, input('merchant_staff'));
    const operator = await createUser(db, null, input('operator_admin'));
    const mine = await createUser(db, own, input('merchant_staff'), scope);
    const answers = [];
    for (const email of [theirs.email, operator.email.toUpperCase(), mine.email]) {
      const err = await createUser(db, own, { ...input('merchant_staff'), email }, scope).catch((e) => e);
      expect(err, email).toMatchObject({ code: 'USER_EMAIL_TAKEN', status: 409 });
      answers.push(err.message);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toMatch(/exists|already|user with/i);
    // The operator, who sees every user anyway, reads the plain message.
    await expect(
      createUser(db, other, { ...input('merchant_staff'), email: mine.email }),
    ).rejects.toMatchObject({
      message: 'A user with this e-mail address already exists.',
    });
  });

  it('lists only its own merchant’s users; the operator sees everyone', async () => {
    const { db, own, other, scope } = await twoMerchants();
    const mine = await createUser(db, own, input('merchant_staff'), scope);
    const theirs = await createUser(db, other, input('merchant_admin'));
    const operator = await createUser(db, null, input('operator_admin'));
    const listed = await listUsers(db, scope, { offset: 0, limit: 100 });
    expect(listed.total).toBe(1);
    expect(listed.users.map((u) => u.id)).toEqual([mine.id]);
    const everyone = (await listUsers(db, ALL_USERS, { offset: 0, limit: 1000 })).users.map((u) => u.id);
    expect(everyone).toEqual(expect.arrayContaining([mine.id, theirs.id, operator.id]));
  });

  it('still keeps merchant and operator roles apart for the operator', async () => {
    const { db, own } = await twoMerchants();
    await expect(createUser(db, null, input('merchant_staff'))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(createUser(db, own, input('warehouse_staff'))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });

  it('derives the scope from the signed-in role', () => {
    expect(userScopeOf({ role: 'operator_admin', merchantId: null })).toEqual(ALL_USERS);
    expect(userScopeOf({ role: 'merchant_admin', merchantId: 'm1' })).toEqual({
      kind: 'merchant',
      merchantId: 'm1',
    });
    expect(userScopeOf({ role: 'merchant_staff', merchantId: 'm1' })).toBeNull();
    expect(userScopeOf({ role: 'warehouse_staff', merchantId: null })).toBeNull();
    expect(userScopeOf({ role: 'merchant_admin', merchantId: null })).toBeNull();
  });
});
