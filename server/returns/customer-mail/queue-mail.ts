import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { customerMails, orders, returnPolicies, returnRequests, type ReturnRequest } from '@/db/schema';
import { config } from '@/server/core/config';
import { decrypt } from '@/server/core/secrets';
import { translatorFor } from '@/server/returns/customer-page/i18n';
import { requestView } from '@/server/returns/customer-page/request-view';
import type { CustomerLanguage } from '@/server/returns/policy/schemas';
import { renderCustomerMail } from './render-mail';

export const MAIL_KINDS = [
  'received',
  'approved',
  'declined',
  'label_ready',
  'arrived',
  'completed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Writes the e-mail telling the customer of a return request's progress, in their language, plain text and
 * HTML (render-mail.ts): the news, the items, the label when there is one (a link that opens the current PDF,
 * and the drop-off code; the PDF itself is attached when the mail is sent, send-mails.ts) and the tracking
 * link, inside the caller's transaction (the change and its mail commit together; the job queue sends it
 * later). One mail per request and kind; a request without an e-mail address gets none.
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
  const brand = policy?.branding?.display_name ?? 'Returns';
  const page = `${config.publicUrl}/r/${policy?.slug ?? ''}/t/${await decrypt(req.trackingTokenSealed)}`;
  const view = await requestView(tx, req, locale);
  const ready = view.label?.url && view.label.status === 'complete';
  const rendered = renderCustomerMail(translatorFor(locale), {
    kind,
    locale,
    brand,
    orderNumber: order?.number ?? '',
    trackingUrl: `${page}?lang=${locale}`,
    items: view.items,
    declineMessage: req.declineMessage,
    label: ready
      ? { url: `${page}/label`, code: view.label!.trackingCode }
      : req.status === 'approved' &&
          req.method === 'prepaid_label' &&
          kind !== 'arrived' &&
          kind !== 'completed'
        ? 'pending'
        : null,
  });
  await tx.insert(customerMails).values({
    merchantId: req.merchantId,
    returnRequestId: req.id,
    kind,
    toAddress: req.customerEmail,
    language: locale,
    ...rendered,
  });
}

/** The same, for a change of an order return: the mail goes to the customer whose request created it. */
export async function queueMailForReturn(tx: DbOrTx, orderReturnId: string, kind: MailKind): Promise<void> {
  const [req] = await tx.select().from(returnRequests).where(eq(returnRequests.orderReturnId, orderReturnId));
  if (req) await queueCustomerMail(tx, req, kind);
}
