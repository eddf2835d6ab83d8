import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { customerMails, products, returnLabels } from '@/db/schema';
import { sendDueMails } from '@/server/returns/customer-mail/send-mails';
import { produceLabel } from '@/server/returns/labels/produce-label';
import { createReturnRequest } from '@/server/returns/requests/create-return-request';
import { call, merchantFixture, operatorFixture, uniq, type MerchantFixture } from '../support/fixtures';
import { arrive, FULL_CUSTOMER } from '../support/returns-data';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';

/** A real SMTP server on loopback that keeps what arrives, and can be told to refuse. */
const received: ParsedMail[] = [];
let refuse = false;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      if (refuse) return callback(Object.assign(new Error('Mailbox busy'), { responseCode: 451 }));
      void simpleParser(Buffer.concat(chunks)).then((mail) => {
        received.push(mail);
        callback();
      });
    });
  },
});
// A port the system picks: the suite may run twice at once on one machine (PGlite and PostgreSQL side by side).
let PORT = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  PORT = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function newRequest(m: MerchantFixture, email: string) {
  await enablePolicy(m, { branding: { display_name: 'Kauppa Oy' } });
  const { order, lines } = await processedOrder(m, {
    merchantsId: uniq('N'),
    customer: { email, postal_code: '00100', country_code: 'FI' },
  });
  const db = await getDb();
  return createReturnRequest(db, m.merchantId, order.id, {
    items: [
      {
        order_item_id: lines[0]!.id,
        quantity: 1,
        reason_code: 'defective',
        note: 'Rikki',
        photo_file_ids: [],
      },
    ],
    method: 'own_shipment',
    language: 'fi',
  });
}

const mailsTo = (email: string) => received.filter((r) => r.to && JSON.stringify(r.to).includes(email));

describe('e-mails to the customer (real SMTP on loopback)', () => {
  it('delivers the request received and declined mails in the customer language, text and HTML, with the tracking link', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${PORT}`;
    process.env.MAIL_FROM = 'palautukset@example.com';
    const m = await merchantFixture();
    const email = `${uniq('aino')}@example.com`;
    const { request, token } = await newRequest(m, email);
    const db = await getDb();
    expect(await sendDueMails(db)).toMatchObject({ failed: 0 });
    const [mail] = mailsTo(email);
    expect(mail!.subject).toContain('Saimme palautuspyyntösi tilauksesta');
    expect(mail!.from!.text).toContain('palautukset@example.com');
    expect(mail!.text).toContain(`/t/${token}?lang=fi`);
    expect(mail!.html).toContain(`/t/${token}?lang=fi`);
    expect(mail!.messageId).toMatch(/@127\.0\.0\.1>?$/);

    await m.api('POST', `/v1/return-requests/${request.id}/_decline`, {
      body: { decline: { message: 'Liian myöhään' } },
    });
    await sendDueMails(db);
    const all = mailsTo(email);
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toContain('hylätty');
    expect(all[1]!.text).toContain('Liian myöhään');
  });

  it('retries a refusing server until it takes the mail, and sends it once even with two senders at once', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${PORT}`;
    process.env.MAIL_RETRY_BASE_MS = '1';
    const m = await merchantFixture();
    const email = `${uniq('retry')}@example.com`;
    const { request } = await newRequest(m, email);
    const db = await getDb();
    refuse = true;
    const first = await sendDueMails(db);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(customerMails).where(eq(customerMails.returnRequestId, request.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toContain('Mailbox busy');
    expect(mailsTo(email)).toHaveLength(0);
    refuse = false;
    await new Promise((r) => setTimeout(r, 20));
    await Promise.all([sendDueMails(db), sendDueMails(db), sendDueMails(db)]);
    expect(mailsTo(email)).toHaveLength(1);
    const [after] = await db
      .select()
      .from(customerMails)
      .where(eq(customerMails.returnRequestId, request.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    await sendDueMails(db);
    expect(mailsTo(email)).toHaveLength(1);
    delete process.env.MAIL_RETRY_BASE_MS;
  });

  it('stores the mail for the Outgoing mail screen when no SMTP_URL is set', async () => {
    delete process.env.SMTP_URL;
    const m = await merchantFixture();
    const email = `${uniq('stored')}@example.com`;
    const { request } = await newRequest(m, email);
    const db = await getDb();
    await sendDueMails(db);
    const [row] = await db.select().from(customerMails).where(eq(customerMails.returnRequestId, request.id));
    expect(row).toMatchObject({ status: 'stored', kind: 'received', toAddress: email, language: 'fi' });
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('e-mails along the return (automatic review, the warehouse)', () => {
  it('tells the customer it was approved and that it arrived, each once', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${PORT}`;
    const m = await merchantFixture();
    await enablePolicy(m, { review: 'automatic' });
    const email = `${uniq('along')}@example.com`;
    const { order, lines } = await processedOrder(m, { customer: { email, postal_code: '00100' } });
    const db = await getDb();
    const { request } = await createReturnRequest(db, m.merchantId, order.id, {
      items: [
        {
          order_item_id: lines[0]!.id,
          quantity: 1,
          reason_code: 'defective',
          note: null,
          photo_file_ids: [],
        },
      ],
      method: 'own_shipment',
      language: 'sv',
    });
    const op = await operatorFixture();
    await arrive(op, request.orderReturnId!);
    await sendDueMails(db);
    await sendDueMails(db);
    const subjects = mailsTo(email).map((r) => r.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects.join('\n')).toContain('Vi har tagit emot');
    expect(subjects.join('\n')).toContain('har godkänts');
    expect(subjects.join('\n')).toContain('har kommit till vårt lager');
  });
});

describe('e-mails with the items and the label', () => {
  it('lists the items in the customer language and carries the label: link, drop-off code, the PDF attached, a text part', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${PORT}`;
    const m = await merchantFixture();
    const policy = await enablePolicy(m, { review: 'automatic', methods: ['prepaid_label'] });
    const email = `${uniq('label')}@example.com`;
    const {
      order,
      lines,
      products: prods,
    } = await processedOrder(m, {
      merchantsId: uniq('L'),
      customer: { ...FULL_CUSTOMER, email },
    });
    const db = await getDb();
    await db
      .update(products)
      .set({ nameTranslations: { fi: 'Puolukkahillo 400 g' } })
      .where(eq(products.id, prods[0]!.id));
    const { request, token } = await createReturnRequest(db, m.merchantId, order.id, {
      items: [
        {
          order_item_id: lines[0]!.id,
          quantity: 2,
          reason_code: 'defective',
          note: null,
          photo_file_ids: [],
        },
      ],
      method: 'prepaid_label',
      language: 'fi',
    });
    const [label] = await db
      .select()
      .from(returnLabels)
      .where(eq(returnLabels.orderReturnId, request.orderReturnId!));
    await produceLabel(label!.id);
    await sendDueMails(db);
    const mails = mailsTo(email);
    const received = mails.find((r) => r.subject!.includes('Saimme'))!;
    expect(received.text).toContain('Tuotteet:\n- Puolukkahillo 400 g × 2');
    expect(received.html).toContain('<li>Puolukkahillo 400 g × 2</li>');
    const ready = mails.find((r) => r.subject!.includes('Palautuslappu'))!;
    const [done] = await db.select().from(returnLabels).where(eq(returnLabels.id, label!.id));
    expect(done!.trackingCode).toBeTruthy();
    expect(ready.text).toContain(`/t/${token}/label`);
    expect(ready.text).toContain(`Jättökoodi: ${done!.trackingCode}`);
    expect(ready.text).toContain('Puolukkahillo 400 g × 2');
    expect(ready.html).toContain(`/t/${token}/label`);
    expect(ready.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['return-label.pdf', 'application/pdf'],
    ]);
    expect(ready.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // the mail's label link opens the current PDF through a freshly signed link
    const opened = await call('GET', `/r/${policy.slug}/t/${token}/label`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toContain(`/v1/files/${done!.fileId}?expires=`);
  });
});
