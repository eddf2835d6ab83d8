import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { attemptSignIn, verifyCredentials } from '@/server/auth/portal-auth';
import { knownDeviceValue } from '@/server/auth/known-device';
import { createMerchant } from '@/server/merchants/merchants';
import { createUser } from '@/server/users/create-user';
import { users } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { uniq } from '../support/fixtures';

process.env.LOGIN_ATTEMPTS_PER_15_MIN = '3';
process.env.LOGIN_ATTEMPTS_PER_ADDRESS_15_MIN = '20';

const RIGHT = 'correct horse battery';

async function user() {
  const db = await getDb();
  const m = await createMerchant(db, { name: uniq('M') });
  const email = `${uniq('u')}@example.com`;
  await createUser(db, m.id, { email, password: RIGHT, role: 'merchant_staff' });
  return email;
}
const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}:${uniq('p')}`;

describe('portal sign-in attempts (06: rate limited before the hash, per e-mail and per address)', () => {
  it('takes attempts from the limiter before the hash: a parallel burst of wrong passwords and the right one runs exactly 3 + 1 hashes', async () => {
    const email = await user();
    const from = address();
    const burst = [
      ...Array.from({ length: 40 }, () => attemptSignIn(email, 'wrong password', from)),
      attemptSignIn(email, RIGHT, from),
    ];
    const outcomes = await Promise.all(burst);
    const ran = outcomes.filter((o) => o.status !== 'throttled');
    // 3 free attempts, then one per progressive delay (the first after 2 s): exactly 4 reach the hash.
    expect(ran).toHaveLength(4);
    expect(outcomes.filter((o) => o.status === 'throttled')).toHaveLength(37);
    for (const o of outcomes)
      if (o.status === 'throttled') expect(o.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('delays rather than locks out: after the free attempts the owner gets in once the short delay has passed', async () => {
    const email = await user();
    const from = address();
    for (let i = 0; i < 3; i++) expect((await attemptSignIn(email, 'wrong', from)).status).toBe('invalid');
    expect((await attemptSignIn(email, 'wrong', from)).status).toBe('invalid'); // the first delayed attempt
    const refused = await attemptSignIn(email, RIGHT, from);
    expect(refused).toMatchObject({ status: 'throttled' });
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeLessThanOrEqual(60);
    await new Promise((r) => setTimeout(r, wait * 1000 + 100));
    expect(await attemptSignIn(email, RIGHT, from)).toMatchObject({ status: 'ok', user: { email } });
  });

  it("keeps the owner's turn under attack: parallel wrong passwords, then one every 50 ms, never cost the owner's other address or known device its attempt", async () => {
    const email = await user();
    const attacker = address();
    // The owner signed in from this browser before: it is a known device of the account.
    const device = await knownDeviceValue(email);
    expect((await attemptSignIn(email, RIGHT, address(), { knownDevice: device })).status).toBe('ok');
    await Promise.all(Array.from({ length: 25 }, () => attemptSignIn(email, 'wrong password', attacker)));
    let attacking = true;
    const attack = (async () => {
      while (attacking) {
        await attemptSignIn(email, 'wrong password', attacker);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      await new Promise((r) => setTimeout(r, 300));
      // Another address: its own turn, at once.
      expect(await attemptSignIn(email, RIGHT, address())).toMatchObject({ status: 'ok' });
      // Behind the attacker's own address, the known device keeps its turn; a forged cookie does not.
      expect(await attemptSignIn(email, RIGHT, attacker, { knownDevice: device })).toMatchObject({
        status: 'ok',
      });
      const forged = `${device.split('.')[0]}.${'A'.repeat(43)}`;
      expect(await attemptSignIn(email, RIGHT, attacker, { knownDevice: forged })).toMatchObject({
        status: 'throttled',
      });
      // The attacker's refusals did not add to the account: the delay is still its first steps, not the maximum.
      const fresh = address();
      expect((await attemptSignIn(email, 'wrong password', fresh)).status).toBe('invalid');
      const next = await attemptSignIn(email, 'wrong password', fresh);
      expect(next).toMatchObject({ status: 'throttled' });
      expect((next as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(8);
    } finally {
      attacking = false;
      await attack;
    }
  });

  it("gives back only the success's own point: the owner signing in does not wipe an attacker's count", async () => {
    const email = await user();
    const attacker = address();
    for (let i = 0; i < 3; i++)
      expect((await attemptSignIn(email, 'wrong', attacker)).status).toBe('invalid');
    expect((await attemptSignIn(email, RIGHT, address())).status).toBe('ok');
    // Still over the free attempts: of three more at once, only the first delayed one reaches the hash.
    const after = await Promise.all(Array.from({ length: 3 }, () => attemptSignIn(email, 'wrong', attacker)));
    expect(after.filter((o) => o.status === 'invalid')).toHaveLength(1);
    expect(after.filter((o) => o.status === 'throttled')).toHaveLength(2);
  });

  it('limits one address spraying one password over many accounts: exactly 20 attempts per address', async () => {
    const from = address();
    const emails = Array.from({ length: 30 }, () => `${uniq('nobody')}@example.com`);
    const outcomes = await Promise.all(emails.map((e) => attemptSignIn(e, 'Summer2026!', from)));
    expect(outcomes.filter((o) => o.status === 'invalid')).toHaveLength(20);
    expect(outcomes.filter((o) => o.status === 'throttled')).toHaveLength(10);
    // Another address is not affected.
    expect((await attemptSignIn(emails[0]!, 'Summer2026!', address())).status).toBe('invalid');
  });

  it('counts only failures: successful sign-ins never lock a user out', async () => {
    const email = await user();
    const from = address();
    for (let i = 0; i < 5; i++)
      expect(await verifyCredentials(email, RIGHT, from)).toMatchObject({ email, role: 'merchant_staff' });
    expect(await verifyCredentials(email, 'wrong password', from)).toBeNull();
    expect(await verifyCredentials(email, 'wrong password', from)).toBeNull();
    for (let i = 0; i < 5; i++) expect(await verifyCredentials(email, RIGHT, from)).not.toBeNull();
    // The two failures still count (a success gives back only its own point): the third is the last free one.
    expect(await verifyCredentials(email, 'wrong password', from)).toBeNull();
    expect(await verifyCredentials(email, RIGHT, from)).not.toBeNull();
  });

  it('spends the same hash work on unknown and disabled accounts as on a wrong password', async () => {
    const known = await user();
    const disabled = await user();
    const db = await getDb();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, disabled));
    expect(await verifyCredentials(disabled, RIGHT, address())).toBeNull();
    // Taken in turns, so that whatever else the machine does at a moment slows both kinds alike; the median.
    const ghost = `${uniq('ghost')}@example.com`;
    const samples: Record<string, number[]> = { [known]: [], [ghost]: [] };
    for (let i = 0; i < 7; i++)
      for (const email of i % 2 ? [known, ghost] : [ghost, known]) {
        const t = performance.now();
        await attemptSignIn(email, `wrong ${i}`, address());
        samples[email]!.push(performance.now() - t);
      }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[3]!;
    const k = median(samples[known]!);
    const unknown = median(samples[ghost]!);
    // Without the dummy hash an unknown address answers in a fraction of the time (no scrypt at all).
    expect(unknown).toBeGreaterThan(k * 0.4);
    expect(unknown).toBeLessThan(k * 2.5);
  });
});
