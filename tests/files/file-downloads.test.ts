import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { storeFile } from '@/server/files/store-file';
import { signFileLink } from '@/server/files/signed-links';
import { servedType } from '@/server/files/serve-file';
import { createMerchant } from '@/server/merchants/merchants';
import { call, uniq } from '../support/fixtures';

async function stored(mime: string, body: string, fileName = 'f') {
  const db = await getDb();
  const m = await createMerchant(db, { name: uniq('M') });
  const f = await storeFile(db, {
    merchantId: m.id,
    fileName,
    mime,
    bytes: new TextEncoder().encode(body),
    folder: 'test',
  });
  const url = new URL((await signFileLink(f.id)).url);
  return call('GET', url.pathname + url.search);
}

describe('file downloads (sandboxed, allowlisted types)', () => {
  it.each([
    ['text/html', '<script>alert(document.domain)</script>'],
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['application/javascript', 'alert(1)'],
    ['text/xml', '<x/>'],
    ['application/xhtml+xml', '<html/>'],
  ])(
    'serves a file stored as %s as application/octet-stream, an attachment, in a sandbox',
    async (mime, body) => {
      const res = await stored(mime, body, 'evil.html');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('keeps images, PDF and plain text as themselves, still sandboxed', async () => {
    const text = await stored('text/plain', 'two boxes', 'note.txt');
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(servedType('image/png')).toEqual({ contentType: 'image/png', inline: true });
    expect(servedType('application/pdf')).toEqual({ contentType: 'application/pdf', inline: true });
    expect(servedType('IMAGE/JPEG; x=1')).toEqual({ contentType: 'image/jpeg', inline: true });
    expect(servedType('text/plain')).toEqual({ contentType: 'text/plain; charset=utf-8', inline: false });
  });
});
