import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';
import { MAX_LOGO_BYTES, logoPathFor } from '@/server/returns/policy/logo';
import { loadReturnPolicy } from '@/server/returns/policy/return-policy';
import { call, merchantFixture, type MerchantFixture } from '../support/fixtures';
import { enablePolicy } from '../support/customer-returns-data';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
/** A PNG's signature and header padded to `size` bytes: a PNG by its content. */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

function upload(m: MerchantFixture, bytes: Uint8Array | string, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return m.api('PUT', '/v1/return-policy/logo', { rawBody: form });
}

describe('PUT /v1/return-policy/logo', () => {
  it('stores a PNG, JPEG or WebP (read from the content), replaces the previous one, and serves it through a signed link', async () => {
    const m = await merchantFixture();
    await enablePolicy(m, { branding: { display_name: 'Nordic Shop' } });
    const png = await upload(m, PNG);
    expect(png.status, png.text).toBe(200);
    const logo = png.body.return_policy.branding.logo;
    expect(logo).toEqual({
      file_id: expect.any(String),
      url: expect.stringContaining('/v1/files/'),
      valid_until: expect.any(String),
    });
    expect(png.body.return_policy.branding.display_name).toBe('Nordic Shop');
    // the customer page's link: a path on this origin that serves the image as itself
    const db = await getDb();
    const path = (await logoPathFor(await loadReturnPolicy(db, m.merchantId)))!;
    expect(path).toMatch(/^\/v1\/files\/[0-9a-f]{24}\?expires=\d+&signature=/);
    const served = await call('GET', path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // a JPEG named .png and a WebP declared as text are stored as what they are
    const jpeg = await upload(m, JPEG, 'logo.png', 'image/png');
    expect(jpeg.status, jpeg.text).toBe(200);
    const [row] = await db
      .select()
      .from(files)
      .where(eq(files.id, jpeg.body.return_policy.branding.logo.file_id));
    expect(row).toMatchObject({ mime: 'image/jpeg', merchantId: m.merchantId });
    // the replaced logo is gone
    expect(await db.select().from(files).where(eq(files.id, logo.file_id))).toEqual([]);
    const webp = await upload(m, WEBP, 'logo.txt', 'text/plain');
    expect(webp.status, webp.text).toBe(200);
    // saving the policy keeps the logo
    await enablePolicy(m, { window_days: 20 });
    const after = (await m.api('GET', '/v1/return-policy')).body.return_policy.branding.logo;
    expect(after.file_id).toBe(webp.body.return_policy.branding.logo.file_id);
    // exactly 1 MB is fine
    expect((await upload(m, pngOf(MAX_LOGO_BYTES))).status).toBe(200);
  });

  it('refuses what is not a PNG, JPEG or WebP, over 1 MB, missing or not multipart, in the error shape; the logo stays', async () => {
    const m = await merchantFixture();
    await enablePolicy(m);
    const first = (await upload(m, PNG)).body.return_policy.branding.logo.file_id;
    for (const [bytes, name, type] of [
      [GIF, 'logo.gif', 'image/gif'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.png', 'image/png'],
      ['<html><body>hi</body></html>', 'logo.webp', 'image/webp'],
    ] as const) {
      const res = await upload(m, bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(res.body.validation_errors).toEqual([
        expect.objectContaining({ path: 'file', message: 'The logo must be a PNG, JPEG or WebP image.' }),
      ]);
    }
    const big = await upload(m, pngOf(MAX_LOGO_BYTES + 1));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error_code: 'FILE_TOO_LARGE', message: 'The logo is larger than 1 MB.' });
    const huge = await upload(m, pngOf(3 * MAX_LOGO_BYTES));
    expect(huge.status).toBe(413);
    expect(huge.body.error_code).toBe('FILE_TOO_LARGE');
    const empty = await upload(m, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(empty.body.validation_errors[0].path).toBe('file');
    const none = await m.api('PUT', '/v1/return-policy/logo', { rawBody: new FormData() });
    expect(none.status).toBe(400);
    expect(none.body.validation_errors[0]).toMatchObject({ path: 'file' });
    const json = await m.api('PUT', '/v1/return-policy/logo', { body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.error_code).toBe('VALIDATION_ERROR');
    expect((await m.api('GET', '/v1/return-policy')).body.return_policy.branding.logo.file_id).toBe(first);
  });

  it('is removed by DELETE; needs order_returns:manage; another merchant sees its own policy only', async () => {
    const m = await merchantFixture();
    await enablePolicy(m);
    const { file_id } = (await upload(m, PNG)).body.return_policy.branding.logo;
    const reader = await merchantFixture(['order_returns:read']);
    const refused = await upload(reader, PNG);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('INSUFFICIENT_SCOPE');
    const other = await merchantFixture();
    expect((await other.api('GET', '/v1/return-policy')).body.return_policy.branding.logo).toBeNull();
    // another merchant's DELETE removes only its own (absent) logo
    expect((await other.api('DELETE', '/v1/return-policy/logo')).status).toBe(200);
    expect((await m.api('GET', '/v1/return-policy')).body.return_policy.branding.logo.file_id).toBe(file_id);
    const removed = await m.api('DELETE', '/v1/return-policy/logo');
    expect(removed.status).toBe(200);
    expect(removed.body.return_policy.branding.logo).toBeNull();
    const db = await getDb();
    expect(await db.select().from(files).where(eq(files.id, file_id))).toEqual([]);
    expect(await logoPathFor(await loadReturnPolicy(db, m.merchantId))).toBeNull();
    expect((await m.api('GET', '/v1/return-policy/logo')).status).toBe(405);
  });
});
