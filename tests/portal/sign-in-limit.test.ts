import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { verifyCredentials } from '@/server/auth/portal-auth';
import { createMerchant } from '@/server/merchants/merchants';
import { createUser } from '@/server/users/create-user';
import { uniq } from '../support/fixtures';

process.env.LOGIN_ATTEMPTS_PER_15_MIN = '3';

async function user() {
  const db = await getDb();
  const m = await createMerchant(db, { name: uniq('M') });
  const email = `${uniq('u')}@example.com`;
  await createUser(db, m.id, { email, password: 'correct horse battery', role: 'merchant_staff' });
  return email;
}

describe('portal sign-in attempts (06: rate limited)', () => {
  it('blocks an address after 3 failed attempts, even with the right password', async () => {
    const email = await user();
    for (let i = 0; i < 3; i++) expect(await verifyCredentials(email, 'wrong password')).toBeNull();
    expect(await verifyCredentials(email, 'correct horse battery')).toBeNull();
  });

  it('counts only failures: successful sign-ins never lock a user out, and clear earlier failures', async () => {
    const email = await user();
    for (let i = 0; i < 5; i++)
      expect(await verifyCredentials(email, 'correct horse battery')).toMatchObject({
        email,
        role: 'merchant_staff',
      });
    expect(await verifyCredentials(email, 'wrong password')).toBeNull();
    expect(await verifyCredentials(email, 'wrong password')).toBeNull();
    expect(await verifyCredentials(email, 'correct horse battery')).not.toBeNull();
    expect(await verifyCredentials(email, 'wrong password')).toBeNull();
    expect(await verifyCredentials(email, 'wrong password')).toBeNull();
    expect(await verifyCredentials(email, 'correct horse battery')).not.toBeNull();
  });
});
