import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { files, inboundPhotos } from '@/db/schema';
import { createProduct } from '../support/data';
import { call, merchantFixture, operatorFixture, type OperatorFixture } from '../support/fixtures';
import { announce, arrive, close, receive } from '../support/inbound-helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function photo(
  op: OperatorFixture,
  noticeId: string,
  fields: { bytes?: Uint8Array; name?: string; box?: string; sku?: string; remarks?: string } = {},
  merchant?: string,
) {
  const form = new FormData();
  form.set(
    'file',
    new File([(fields.bytes ?? PNG) as BlobPart], fields.name ?? 'wet-box.png', { type: 'image/png' }),
  );
  for (const k of ['box', 'sku', 'remarks'] as const) if (fields[k]) form.set(k, fields[k]!);
  return op.api('POST', `/ops/v1/inbound-shipments/${noticeId}/photos`, { rawBody: form, merchant });
}

async function photoCount(noticeId: string) {
  const db = await getDb();
  return (await db.select().from(inboundPhotos).where(eq(inboundPhotos.inboundShipmentId, noticeId))).length;
}

describe('receiving photos (POST /ops/v1/inbound-shipments/{id}/photos)', () => {
  it('keeps a photo of a box and a product while receiving; the merchant reads it with a signed link', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const notice = await announce(m, [{ lines: [{ productId: p.id, quantity: 2 }] }]);
    expect((await arrive(op, notice.id)).status).toBe(200);
    const box = notice.boxes[0]!.code;
    const res = await photo(op, notice.id, { box, sku: p.sku, remarks: 'Box arrived wet, one jar cracked' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.photo).toMatchObject({
      mime: 'image/png',
      box,
      product_id: p.id,
      remarks: 'Box arrived wet, one jar cracked',
      download_link: { url: expect.stringContaining('/v1/files/') },
    });
    expect((await receive(op, notice.id, [{ product: { id: p.id }, quantity: 2 }], { box })).status).toBe(
      201,
    );
    expect((await photo(op, notice.id)).status).toBe(201); // while receiving too

    const list = await m.api('GET', `/v1/inbound-shipments/${notice.id}/photos`);
    expect(list.status).toBe(200);
    expect(list.body.photos.map((x: any) => x.box)).toEqual([box, null]);
    const link = new URL(list.body.photos[0].download_link.url);
    const file = await call('GET', link.pathname + link.search);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const ops = await op.api('GET', `/ops/v1/inbound-shipments/${notice.id}/photos`);
    expect(ops.body.photos).toHaveLength(2);
  });

  it('refuses what is not a photo, a box of another notice, an unknown SKU, before arrival and after close; stores nothing', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const other = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const notice = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }]);
    const second = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }]);

    const early = await photo(op, notice.id);
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe('INBOUND_SHIPMENT_NOT_RECEIVABLE');
    await arrive(op, notice.id);

    const html = await photo(op, notice.id, {
      bytes: Buffer.from('<html><script>x</script></html>'),
      name: 'a.png',
    });
    expect(html.status).toBe(400);
    expect(html.body.validation_errors[0].path).toBe('file');
    const box = await photo(op, notice.id, { box: second.boxes[0]!.code });
    expect(box.status).toBe(422);
    expect(box.body.error_code).toBe('INBOUND_BOX_OF_ANOTHER_SHIPMENT');
    const sku = await photo(op, notice.id, { sku: 'NO-SUCH-SKU' });
    expect(sku.status).toBe(400);
    expect(sku.body.validation_errors[0].path).toBe('sku');
    const foreign = await photo(op, notice.id, {}, other.merchantId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('INBOUND_SHIPMENT_NOT_FOUND');
    const otherReads = await other.api('GET', `/v1/inbound-shipments/${notice.id}/photos`);
    expect(otherReads.status).toBe(404);

    await receive(op, notice.id, [{ product: { id: p.id }, quantity: 1 }]);
    expect((await close(op, notice.id)).status).toBe(200);
    const late = await photo(op, notice.id);
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('INBOUND_SHIPMENT_CLOSED');

    expect(await photoCount(notice.id)).toBe(0);
    const db = await getDb();
    const stored = await db.select().from(files).where(eq(files.merchantId, m.merchantId));
    expect(stored.filter((f) => f.storageKey.startsWith('inbound-photos/'))).toEqual([]);
  });
});
