import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { customerMails, orders, returnPolicies, returnRequests, type ReturnRequest } from '@/db/schema';
import { config } from '@/server/core/config';
import { decrypt } from '@/server/core/secrets';
import { translatorFor } from '@/server/returns/customer-page/i18n';
import type { CustomerLanguage } from '@/server/returns/policy/schemas';

export const MAIL_KINDS = [
  'received',
  'approved',
  'declined',
  'label_ready',
  'arrived',
  'completed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Writes the e-mail telling the customer of a return request's progress, in their language, plain text and
 * HTML with the tracking link, inside the caller's transaction (the change and its mail commit together; the
 * job queue sends it later: send-mails.ts). One mail per request and kind; a request without an e-mail address
 * gets none.
 */
export async function queueCustomerMail(tx: DbOrTx, req: ReturnRequest, kind: MailKind): Promise<void> {
  if (!req.customerEmail || !req.trackingTokenSealed) return;
  const [existing] = await tx
    .select({ id: customerMails.id })
    .from(customerMails)
    .where(and(eq(customerMails.returnRequestId, req.id), eq(customerMails.kind, kind)));
  if (existing) return;
  const [policy] = await tx
    .select()
    .from(returnPolicies)
    .where(eq(returnPolicies.merchantId, req.merchantId));
  const [order] = await tx
    .select({ number: orders.merchantsId })
    .from(orders)
    .where(eq(orders.id, req.orderId));
  const locale = (['en', 'fi', 'sv'].includes(req.language) ? req.language : 'en') as CustomerLanguage;
  const t = translatorFor(locale);
  const brand = policy?.branding?.display_name ?? 'Returns';
  const url = `${config.publicUrl}/r/${policy?.slug ?? ''}/t/${await decrypt(req.trackingTokenSealed)}?lang=${locale}`;
  const number = order?.number ?? '';
  const lines = [
    t('mail.greeting'),
    t(`mail.${kind}`, { number }),
    ...(kind === 'declined' && req.declineMessage
      ? [t('track.declinedBecause', { message: req.declineMessage })]
      : []),
    t('mail.follow', { url }),
    t('mail.signature', { brand }),
  ];
  const subject = `${brand}: ${t(`mail.${kind}`, { number })}`;
  const html = `<!doctype html><html lang="${locale}"><body>${lines
    .map((l) =>
      l.includes(url)
        ? `<p>${escapeHtml(l.replace(url, '')).trim()} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`
        : `<p>${escapeHtml(l)}</p>`,
    )
    .join('')}</body></html>`;
  await tx.insert(customerMails).values({
    merchantId: req.merchantId,
    returnRequestId: req.id,
    kind,
    toAddress: req.customerEmail,
    language: locale,
    subject,
    text: lines.join('\n\n'),
    html,
  });
}

/** The same, for a change of an order return: the mail goes to the customer whose request created it. */
export async function queueMailForReturn(tx: DbOrTx, orderReturnId: string, kind: MailKind): Promise<void> {
  const [req] = await tx.select().from(returnRequests).where(eq(returnRequests.orderReturnId, orderReturnId));
  if (req) await queueCustomerMail(tx, req, kind);
}
