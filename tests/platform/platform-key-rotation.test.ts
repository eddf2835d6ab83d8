import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { appSecrets, webhookEndpoints } from '@/db/schema';
import { decrypt, encrypt, open } from '@/server/core/secrets';
import { resealWebhookSecrets } from '@/server/webhooks/reseal-secrets';
import { merchantFixture } from '../support/fixtures';

const ORIGINAL = process.env.DATA_ENCRYPTION_KEY!;
const NEXT_KEY = 'bmV4dC1kYXRhLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE';

afterEach(() => {
  process.env.DATA_ENCRYPTION_KEY = ORIGINAL;
  delete process.env.DATA_ENCRYPTION_KEY_PREVIOUS;
});

async function endpointSecret(m: Awaited<ReturnType<typeof merchantFixture>>) {
  const res = await m.api('POST', '/v1/webhook-endpoints', {
    body: { webhook_endpoint: { url: 'https://93.184.215.14/hook', event_types: ['order.status_changed'] } },
  });
  expect(res.status).toBe(201);
  return res.body.webhook_endpoint as { id: string; secret: string };
}

async function sealedOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row!.secretEncrypted;
}

describe('DATA_ENCRYPTION_KEY rotation (docs/decisions/migrations.md, Key rotation)', () => {
  it('opens secrets sealed with the previous key, reseals them with the new one, and then needs only the new one', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    const ep = await endpointSecret(m);

    process.env.DATA_ENCRYPTION_KEY = NEXT_KEY;
    // Without the previous key the old value cannot be opened: the rotation needs it during the grace period.
    await expect(decrypt(await sealedOf(ep.id))).rejects.toThrow(/no data key/);
    process.env.DATA_ENCRYPTION_KEY_PREVIOUS = ORIGINAL;
    expect(await open(await sealedOf(ep.id))).toEqual({ plain: ep.secret, current: false });

    const first = await resealWebhookSecrets(2);
    expect(first.resealed).toBeGreaterThanOrEqual(1);
    expect(await open(await sealedOf(ep.id))).toEqual({ plain: ep.secret, current: true });
    // Safe to repeat: nothing left to reseal.
    expect((await resealWebhookSecrets()).resealed).toBe(0);

    delete process.env.DATA_ENCRYPTION_KEY_PREVIOUS;
    expect(await decrypt(await sealedOf(ep.id))).toBe(ep.secret);
  });

  it('a generated key kept in the database still opens what it sealed after DATA_ENCRYPTION_KEY is set', async () => {
    const db = await getDb();
    // What a server without DATA_ENCRYPTION_KEY generated and kept (the demo, or a production start before the key was set).
    await db
      .insert(appSecrets)
      .values({ name: 'data', value: 'Z2VuZXJhdGVkLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE' })
      .onConflictDoNothing();
    const [generated] = await db
      .select()
      .from(appSecrets)
      .where(sql`${appSecrets.name} = 'data'`);
    delete process.env.DATA_ENCRYPTION_KEY;
    delete (globalThis as any).__fpSecrets?.data; // the cached generated key, read again from the database
    const sealed = await encrypt('whsec_sealed-by-the-generated-key');
    process.env.DATA_ENCRYPTION_KEY = ORIGINAL;
    expect(await open(sealed)).toEqual({ plain: 'whsec_sealed-by-the-generated-key', current: false });
    expect(generated!.value).toBeTruthy();
  });
});
