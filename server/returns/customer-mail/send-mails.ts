import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customerMails, type CustomerMail } from '@/db/schema';
import { now } from '@/server/core/clock';
import { log } from '@/server/core/logger';
import { labelAttachment } from './label-attachment';

/** Settings: SMTP_URL (smtp://user:pass@host:port, smtps://…), MAIL_FROM (the sender address). */
function smtpUrl(): string | null {
  return process.env.SMTP_URL?.trim() || null;
}
const sender = () => process.env.MAIL_FROM?.trim() || 'returns@localhost';
const MAX_ATTEMPTS = () => Number(process.env.MAIL_MAX_ATTEMPTS ?? 12);
/** Retries back off from MAIL_RETRY_BASE_MS (default 30 s), doubling, up to an hour. */
const retryDelayMs = (attempt: number) =>
  Math.min(Number(process.env.MAIL_RETRY_BASE_MS ?? 30_000) * 2 ** Math.max(0, attempt - 1), 3600_000);
/** A mail left in `sending` this long lost its worker: it is taken again. */
const LEASE_MS = 60_000;

const holder: { transport?: Transporter; url?: string } = ((globalThis as any).__fpMail ??= {});
function transport(url: string): Transporter {
  if (holder.url !== url) {
    holder.transport = nodemailer.createTransport(url);
    holder.url = url;
  }
  return holder.transport!;
}

/**
 * Sends what is due (queued, or a retry whose time came, or a `sending` whose worker died): each mail is
 * claimed in a committed transaction first (FOR UPDATE SKIP LOCKED, so two workers never take the same one),
 * then handed to SMTP with a Message-ID made from its id, then marked sent. A failed hand-over is retried with
 * backoff; without SMTP_URL the mail is marked stored (the portal's "Outgoing mail" shows it).
 */
export async function sendDueMails(
  db: Db,
  limit = 50,
): Promise<{ sent: number; failed: number; stored: number }> {
  const url = smtpUrl();
  const at = now();
  const claimed: CustomerMail[] = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(customerMails)
      .where(
        or(
          and(eq(customerMails.status, 'queued'), lte(customerMails.nextAttemptAt, at)),
          and(eq(customerMails.status, 'sending'), lte(customerMails.nextAttemptAt, at)),
        ),
      )
      .orderBy(asc(customerMails.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    if (!url) {
      await tx
        .update(customerMails)
        .set({ status: 'stored' })
        .where(
          inArray(
            customerMails.id,
            due.map((m) => m.id),
          ),
        );
      return due.map((m) => ({ ...m, status: 'stored' }));
    }
    await tx
      .update(customerMails)
      .set({
        status: 'sending',
        attempts: sql`${customerMails.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + LEASE_MS),
      })
      .where(
        inArray(
          customerMails.id,
          due.map((m) => m.id),
        ),
      );
    return due.map((m) => ({ ...m, attempts: m.attempts + 1 }));
  });
  const result = { sent: 0, failed: 0, stored: 0 };
  if (!url) {
    result.stored = claimed.length;
    return result;
  }
  const host = new URL(url).hostname || 'localhost';
  for (const mail of claimed) {
    try {
      // the return label's PDF, once it is ready (label-attachment.ts)
      const label = await labelAttachment(db, mail.returnRequestId);
      await transport(url).sendMail({
        from: sender(),
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${host}>`,
        attachments: label ? [label] : [],
      });
      await db
        .update(customerMails)
        .set({ status: 'sent', sentAt: now(), lastError: null })
        .where(eq(customerMails.id, mail.id));
      result.sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = mail.attempts >= MAX_ATTEMPTS();
      await db
        .update(customerMails)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(mail.attempts)),
        })
        .where(eq(customerMails.id, mail.id));
      log.error('customer mail not sent', { mail_id: mail.id, attempt: mail.attempts, error: message });
      result.failed++;
    }
  }
  return result;
}

/** The portal's "Outgoing mail" (operator admins): newest first. */
export async function listCustomerMails(db: Db, limit = 100): Promise<CustomerMail[]> {
  return db
    .select()
    .from(customerMails)
    .orderBy(sql`${customerMails.createdAt} desc`, sql`${customerMails.id} desc`)
    .limit(limit);
}
