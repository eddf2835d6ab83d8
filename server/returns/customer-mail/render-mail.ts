import type { CustomerT } from '@/server/returns/customer-page/i18n';

/** What one e-mail to the customer says, gathered by queue-mail.ts. */
export interface MailContent {
  kind: string;
  locale: string;
  brand: string;
  orderNumber: string;
  trackingUrl: string;
  items: { name: string; quantity: number }[];
  declineMessage: string | null;
  /** The return's label: ready (a link that always opens the current PDF, and its drop-off code) or coming. */
  label: { url: string; code: string | null } | 'pending' | null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The e-mail in the customer's language: subject, a plain-text part and an HTML part saying the same — the
 * news, the items, the label (link and drop-off code; the PDF itself is attached when the mail is sent) or that
 * it is coming, the shop's message of a decline, and the tracking page.
 */
export function renderCustomerMail(
  t: CustomerT,
  c: MailContent,
): { subject: string; text: string; html: string } {
  const news = t(`mail.${c.kind as 'received'}`, { number: c.orderNumber });
  const items = c.items.map((i) => `${i.name} × ${i.quantity}`);
  const label = c.label && c.label !== 'pending' ? c.label : null;
  const paragraphs: { text: string; html: string }[] = [];
  const para = (text: string, html = `<p>${escapeHtml(text)}</p>`) => paragraphs.push({ text, html });
  const link = (line: string, url: string) =>
    para(
      line,
      `<p>${escapeHtml(line.replace(url, '').trim())} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    );
  para(t('mail.greeting'));
  para(news);
  if (c.kind === 'declined' && c.declineMessage)
    para(t('track.declinedBecause', { message: c.declineMessage }));
  para(
    [t('mail.items'), ...items.map((i) => `- ${i}`)].join('\n'),
    `<p>${escapeHtml(t('mail.items'))}</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
  );
  if (label) {
    link(t('mail.labelLink', { url: label.url }), label.url);
    if (label.code) {
      const code = t('mail.dropOffCode', { code: label.code });
      para(
        code,
        `<p>${escapeHtml(code.replace(label.code, ''))}<strong>${escapeHtml(label.code)}</strong></p>`,
      );
    }
    para(t('mail.labelAttached'));
  } else if (c.label === 'pending') para(t('mail.labelPending'));
  link(t('mail.follow', { url: c.trackingUrl }), c.trackingUrl);
  para(t('mail.signature', { brand: c.brand }));
  return {
    subject: `${c.brand}: ${news}`,
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html: `<!doctype html><html lang="${escapeHtml(c.locale)}"><body>${paragraphs.map((p) => p.html).join('')}</body></html>`,
  };
}
