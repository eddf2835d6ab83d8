import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { missingProductionSecrets } from '@/server/core/secrets';
import { signAccessToken, verifyAccessToken } from '@/server/auth/tokens';
import { assertValidLink, signFileLink } from '@/server/files/signed-links';

const saved = { ...process.env };
afterEach(() => {
  for (const k of [
    'JWT_SECRET',
    'JWT_SECRET_PREVIOUS',
    'LINK_SIGNING_SECRET',
    'LINK_SIGNING_SECRET_PREVIOUS',
  ])
    process.env[k] = saved[k];
  for (const k of ['JWT_SECRET_PREVIOUS', 'LINK_SIGNING_SECRET_PREVIOUS'])
    if (!saved[k]) delete process.env[k];
});

describe('server keys', () => {
  it('production without the four keys names each missing one; the explicit opt-in and other modes generate them', () => {
    expect(missingProductionSecrets({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET',
      'LINK_SIGNING_SECRET',
      'NEXTAUTH_SECRET',
      'DATA_ENCRYPTION_KEY',
    ]);
    expect(
      missingProductionSecrets({ NODE_ENV: 'production', JWT_SECRET: 'a', NEXTAUTH_SECRET: 'b' }),
    ).toEqual(['LINK_SIGNING_SECRET', 'DATA_ENCRYPTION_KEY']);
    expect(missingProductionSecrets({ NODE_ENV: 'production', ALLOW_GENERATED_SECRETS: '1' })).toEqual([]);
    expect(missingProductionSecrets({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('JWT_SECRET rotation: tokens signed with the previous key verify while JWT_SECRET_PREVIOUS holds it', async () => {
    const old = process.env.JWT_SECRET!;
    const { token } = await signAccessToken({
      clientId: 'rot-client',
      merchantId: null,
      scopes: ['orders:read'],
    });
    process.env.JWT_SECRET = 'the-new-jwt-secret-0123456789abcdef0123456789';
    // Not cached: a token the cache has not seen.
    const fresh = await new SignJWT({ mid: null, scope: 'orders:read' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('fulfilment-api')
      .setSubject('rot-client-2')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(old));
    expect(await verifyAccessToken(fresh)).toBeNull();
    process.env.JWT_SECRET_PREVIOUS = old;
    expect(await verifyAccessToken(fresh)).toMatchObject({ clientId: 'rot-client-2' });
    expect(token).toBeTruthy();
  });

  it('LINK_SIGNING_SECRET rotation: links signed with the previous key stay valid beside the new key', async () => {
    const link = new URL((await signFileLink('file-1')).url);
    const args = [link.searchParams.get('expires'), link.searchParams.get('signature')] as const;
    await expect(assertValidLink('file-1', ...args)).resolves.toBeUndefined();
    const old = process.env.LINK_SIGNING_SECRET!;
    process.env.LINK_SIGNING_SECRET = 'the-new-link-secret-0123456789abcdef012345';
    await expect(assertValidLink('file-1', ...args)).rejects.toMatchObject({ code: 'LINK_INVALID' });
    process.env.LINK_SIGNING_SECRET_PREVIOUS = old;
    await expect(assertValidLink('file-1', ...args)).resolves.toBeUndefined();
    await expect(assertValidLink('file-2', ...args)).rejects.toMatchObject({ code: 'LINK_INVALID' });
  });
});
