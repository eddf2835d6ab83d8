import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { files, returnAttachments } from '@/db/schema';
import { setClockForTests } from '@/server/core/clock';
import { signFileLink } from '@/server/files/signed-links';
import { call, merchantFixture, operatorFixture, type OperatorFixture } from '../support/fixtures';
import { createReturnViaApi } from '../support/returns-data';

afterEach(() => setClockForTests(null));

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function form(fields: {
  file?: { bytes: Uint8Array; name: string; type: string };
  purpose?: string;
  remarks?: string;
}) {
  const fd = new FormData();
  if (fields.file)
    fd.set('file', new File([fields.file.bytes as BlobPart], fields.file.name, { type: fields.file.type }));
  if (fields.purpose !== undefined) fd.set('purpose', fields.purpose);
  if (fields.remarks !== undefined) fd.set('remarks', fields.remarks);
  return fd;
}

const upload = (op: OperatorFixture, returnId: string, fd: FormData, merchant?: string) =>
  op.api('POST', `/ops/v1/order-returns/${returnId}/attachments`, { rawBody: fd, merchant });

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function storedAttachments(returnId: string) {
  const db = await getDb();
  return db.select().from(returnAttachments).where(eq(returnAttachments.orderReturnId, returnId));
}

describe('warehouse attachments (02 §2.5, §4.11, 05 §4, 04 C4, E16)', () => {
  it('uploads a file, lists it for the merchant with a fresh signed link, and serves it without a token', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const r = await createReturnViaApi(m);
    const res = await upload(
      op,
      r.id,
      form({
        file: { bytes: PNG, name: 'dent.png', type: 'image/png' },
        purpose: 'damage_evidence',
        remarks: 'corner',
      }),
    );
    expect(res.status).toBe(201);
    const a = res.body.attachment;
    expect(a).toMatchObject({
      purpose: 'damage_evidence',
      remarks: 'corner',
      file_name: 'dent.png',
      mime: 'image/png',
    });
    expect(a.id).toMatch(/^[0-9a-f]{24}$/);
    const list = await m.api('GET', `/v1/order-returns/${r.id}/attachments`);
    expect(list.status).toBe(200);
    expect(list.body.attachments).toHaveLength(1);
    const listed = list.body.attachments[0];
    expect(listed).toMatchObject({
      id: a.id,
      purpose: 'damage_evidence',
      file_name: 'dent.png',
      mime: 'image/png',
      uploaded_at: a.uploaded_at,
    });
    const validFor = new Date(listed.download_link.valid_until).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(4 * 60_000);
    expect(validFor).toBeLessThanOrEqual(5 * 60_000 + 1000);
    const file = await call('GET', pathOf(listed.download_link.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('filename="dent.png"');
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(file.headers.get('content-length')).toBe(String(PNG.length));
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('refuses expired (403 LINK_EXPIRED) and tampered (403 LINK_INVALID) links; a link never opens another file', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const r1 = await createReturnViaApi(m);
    const r2 = await createReturnViaApi(m);
    await upload(
      op,
      r1.id,
      form({ file: { bytes: Buffer.from('first'), name: 'a.txt', type: 'text/plain' }, purpose: 'other' }),
    );
    await upload(
      op,
      r2.id,
      form({ file: { bytes: Buffer.from('second'), name: 'b.txt', type: 'text/plain' }, purpose: 'other' }),
    );
    const l1 = (await m.api('GET', `/v1/order-returns/${r1.id}/attachments`)).body.attachments[0]
      .download_link.url as string;
    const l2 = (await m.api('GET', `/v1/order-returns/${r2.id}/attachments`)).body.attachments[0]
      .download_link.url as string;
    const u1 = new URL(l1);
    const u2 = new URL(l2);
    const ok = await call('GET', pathOf(l1));
    expect(ok.text).toBe('first');
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment;/);
    const swapped = await call('GET', `${u2.pathname}${u1.search}`);
    expect(swapped.status).toBe(403);
    expect(swapped.body.error_code).toBe('LINK_INVALID');
    const longer = new URL(l1);
    longer.searchParams.set('expires', String(Number(longer.searchParams.get('expires')) + 3600));
    expect((await call('GET', pathOf(longer.toString()))).body.error_code).toBe('LINK_INVALID');
    expect((await call('GET', u1.pathname)).body.error_code).toBe('LINK_INVALID');
    const sigless = new URL(l1);
    // one character changed (never to itself: a signature may start with x)
    const signature = sigless.searchParams.get('signature') ?? '';
    sigless.searchParams.set('signature', (signature.startsWith('x') ? 'y' : 'x') + signature.slice(1));
    expect((await call('GET', pathOf(sigless.toString()))).status).toBe(403);
    setClockForTests(new Date(Date.now() + 6 * 60_000));
    const expired = await call('GET', pathOf(l1));
    expect(expired.status).toBe(403);
    expect(expired.body.error_code).toBe('LINK_EXPIRED');
    // a new read signs a new link that works again
    const fresh = (await m.api('GET', `/v1/order-returns/${r1.id}/attachments`)).body.attachments[0]
      .download_link.url as string;
    expect(fresh).not.toBe(l1);
    expect((await call('GET', pathOf(fresh))).text).toBe('first');
    const gone = await call('GET', pathOf((await signFileLink('0123456789abcdef01234567')).url));
    expect(gone.status).toBe(404);
    expect(gone.body.error_code).toBe('FILE_NOT_FOUND');
  });

  it('refuses an unknown purpose, a missing file and files over 20 MB (413 FILE_TOO_LARGE), storing nothing', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const r = await createReturnViaApi(m);
    const bad = await upload(
      op,
      r.id,
      form({ file: { bytes: PNG, name: 'x.png', type: 'image/png' }, purpose: 'selfie' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');
    expect(bad.body.validation_errors[0].path).toBe('purpose');
    const noFile = await upload(op, r.id, form({ purpose: 'other' }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.validation_errors[0].path).toBe('file');
    const json = await op.api('POST', `/ops/v1/order-returns/${r.id}/attachments`, {
      body: { purpose: 'other' },
    });
    expect(json.status).toBe(400);
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    const tooLarge = await upload(
      op,
      r.id,
      form({ file: { bytes: big, name: 'big.bin', type: 'application/octet-stream' }, purpose: 'other' }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error_code).toBe('FILE_TOO_LARGE');
    expect(await storedAttachments(r.id)).toHaveLength(0);
    const db = await getDb();
    expect(await db.select().from(files).where(eq(files.merchantId, m.merchantId))).toHaveLength(0);
    const exactly = await upload(
      op,
      r.id,
      form({
        file: { bytes: new Uint8Array(20 * 1024 * 1024), name: 'max.bin', type: 'application/octet-stream' },
        purpose: 'other',
      }),
    );
    expect(exactly.status).toBe(201);
  });

  it('reads the media type from the content: photos must be images, other files stay attachments', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const r = await createReturnViaApi(m);
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const pdf = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');

    // HTML named and declared as a PNG is no photo: refused, nothing stored.
    const fakePhoto = await upload(
      op,
      r.id,
      form({ file: { bytes: html, name: 'dent.png', type: 'image/png' }, purpose: 'contents_photo' }),
    );
    expect(fakePhoto.status).toBe(400);
    expect(fakePhoto.body.error_code).toBe('VALIDATION_ERROR');
    expect(fakePhoto.body.validation_errors[0]).toMatchObject({ path: 'file' });
    expect(fakePhoto.body.validation_errors[0].message).toMatch(/not an image/);
    expect(await storedAttachments(r.id)).toHaveLength(0);

    // The same bytes as damage evidence: kept, but as an opaque download, never as an image (or as HTML).
    const evidence = await upload(
      op,
      r.id,
      form({ file: { bytes: html, name: 'dent.png', type: 'image/png' }, purpose: 'damage_evidence' }),
    );
    expect(evidence.status).toBe(201);
    expect(evidence.body.attachment.mime).toBe('application/octet-stream');
    const page = await upload(
      op,
      r.id,
      form({ file: { bytes: html, name: 'report.html', type: 'text/html' }, purpose: 'other' }),
    );
    expect(page.body.attachment.mime).toBe('application/octet-stream');

    // A real PNG declared as anything is an image; a PDF stays a PDF; plain text keeps its declared type.
    const realPhoto = await upload(
      op,
      r.id,
      form({ file: { bytes: PNG, name: 'photo', type: 'application/octet-stream' }, purpose: 'label_photo' }),
    );
    expect(realPhoto.status).toBe(201);
    expect(realPhoto.body.attachment.mime).toBe('image/png');
    const report = await upload(
      op,
      r.id,
      form({ file: { bytes: pdf, name: 'report.pdf', type: 'image/jpeg' }, purpose: 'damage_evidence' }),
    );
    expect(report.body.attachment.mime).toBe('application/pdf');
    const note = await upload(
      op,
      r.id,
      form({
        file: { bytes: new TextEncoder().encode('two boxes'), name: 'note.txt', type: 'text/plain' },
        purpose: 'other',
      }),
    );
    expect(note.body.attachment.mime).toBe('text/plain');
  });

  it("keeps attachments to their merchant: another merchant's return is 404; merchants cannot upload", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const op = await operatorFixture();
    const r = await createReturnViaApi(m);
    await upload(
      op,
      r.id,
      form({ file: { bytes: PNG, name: 'x.png', type: 'image/png' }, purpose: 'contents_photo' }),
    );
    const foreign = await other.api('GET', `/v1/order-returns/${r.id}/attachments`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    const merchantUpload = await m.api('POST', `/ops/v1/order-returns/${r.id}/attachments`, {
      rawBody: form({ file: { bytes: PNG, name: 'y.png', type: 'image/png' }, purpose: 'other' }),
    });
    expect(merchantUpload.status).toBe(403);
    const scoped = await upload(
      op,
      r.id,
      form({ file: { bytes: PNG, name: 'z.png', type: 'image/png' }, purpose: 'other' }),
      other.merchantId,
    );
    expect(scoped.status).toBe(404);
    const missing = await upload(
      op,
      '0123456789abcdef01234567',
      form({ file: { bytes: PNG, name: 'z.png', type: 'image/png' }, purpose: 'other' }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    expect(await storedAttachments(r.id)).toHaveLength(1);
    const reader = await merchantFixture(['order_returns:manage']);
    expect((await reader.api('GET', `/v1/order-returns/${r.id}/attachments`)).status).toBe(403);
  });
});
