import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfText } from '@/server/core/label-pdf';
import { formatMoney, rateFromBp } from '../money';
import { documentTitle, type InvoiceDocument } from './invoice-document';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/**
 * The invoice (or credit note) as a PDF on A4 with pdf-lib: seller and buyer, number and dates, the lines
 * (quantity, unit price, net, VAT rate, with VAT), the VAT per rate and the totals, the payment details.
 * Lines run on over as many pages as they need.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = documentTitle(doc);
  pdf.setTitle(title);
  pdf.setCreator('Fulfilment portal');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cur = doc.invoice.currency;
  const money = (c: number) => formatMoney(c, cur);
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (p: PDFPage, s: string, x: number, yy: number, f: PDFFont = font, size = 9, right = false) => {
    const t = pdfText(s);
    const w = right ? f.widthOfTextAtSize(t, size) : 0;
    p.drawText(t, { x: x - w, y: yy, size, font: f, color: rgb(0, 0, 0) });
  };
  text(page, title, MARGIN, y, bold, 18);
  y -= 28;
  const s = doc.seller;
  const left = [s.name, s.street, `${s.postalCode} ${s.city}`, s.countryCode, `VAT ${s.vatId}`];
  const b = doc.buyer;
  const right = [
    `Bill to: ${b.legalName}`,
    ...(b.street ? [b.street] : []),
    ...(b.postalCode || b.city ? [[b.postalCode, b.city].filter(Boolean).join(' ')] : []),
    ...(b.countryCode ? [b.countryCode] : []),
    ...(b.vatId ? [`VAT ${b.vatId}`] : []),
    `Merchant id: ${doc.invoice.merchantId}`,
    `Period: ${doc.invoice.period}`,
    `Issue date: ${doc.invoice.issueDate ?? 'not issued (draft)'}`,
    doc.invoice.kind === 'credit_note'
      ? `Credits: ${doc.credited?.number ?? ''} (${doc.credited?.issueDate ?? ''})`
      : `Due date: ${doc.invoice.dueDate ?? '-'}`,
  ];
  left.forEach((l, i) => text(page, l, MARGIN, y - i * 13));
  right.forEach((l, i) => text(page, l, 320, y - i * 13));
  y -= Math.max(left.length, right.length) * 13 + 18;
  if (doc.invoice.reason) {
    text(page, `Reason: ${doc.invoice.reason}`, MARGIN, y);
    y -= 18;
  }
  const cols = { desc: MARGIN, qty: 330, price: 395, net: 460, vat: 495, gross: A4[0] - MARGIN };
  const header = (p: PDFPage, yy: number) => {
    text(p, 'Description', cols.desc, yy, bold);
    text(p, 'Quantity', cols.qty, yy, bold, 9, true);
    text(p, 'Unit price', cols.price, yy, bold, 9, true);
    text(p, 'Net', cols.net, yy, bold, 9, true);
    text(p, 'VAT %', cols.vat, yy, bold, 9, true);
    text(p, 'With VAT', cols.gross, yy, bold, 9, true);
    p.drawLine({ start: { x: MARGIN, y: yy - 4 }, end: { x: A4[0] - MARGIN, y: yy - 4 }, thickness: 0.5 });
  };
  header(page, y);
  y -= 18;
  for (const l of doc.lines) {
    if (y < MARGIN + 40) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      header(page, y);
      y -= 18;
    }
    const desc = l.description.length > 58 ? `${l.description.slice(0, 57)}…` : l.description;
    text(page, desc, cols.desc, y);
    text(page, String(l.quantity), cols.qty, y, font, 9, true);
    text(page, money(l.unitPrice), cols.price, y, font, 9, true);
    text(page, money(l.amount), cols.net, y, font, 9, true);
    text(page, String(rateFromBp(l.vatRateBp)), cols.vat, y, font, 9, true);
    text(page, money(doc.lineGross(l.amount, l.vatRateBp)), cols.gross, y, font, 9, true);
    y -= 14;
  }
  if (y < MARGIN + 120) {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  }
  y -= 10;
  const t = doc.totals;
  const sums: [string, string, PDFFont][] = [
    ['Total without VAT', money(t.subtotal), font],
    ...t.vat_breakdown.map(
      (b) =>
        [`VAT ${rateFromBp(b.vat_rate_bp)} % of ${money(b.taxable_amount)}`, money(b.vat_amount), font] as [
          string,
          string,
          PDFFont,
        ],
    ),
    ['VAT total', money(t.vat_total), font],
    [doc.invoice.kind === 'credit_note' ? 'Total credited' : 'Total to pay', money(t.total), bold],
  ];
  for (const [label, value, f] of sums) {
    text(page, label, 330, y, f);
    text(page, value, cols.gross, y, f, 9, true);
    y -= 14;
  }
  y -= 16;
  if (doc.invoice.kind === 'invoice' && doc.invoice.number) {
    text(
      page,
      `Pay to ${s.iban} with the reference ${doc.invoice.number} by ${doc.invoice.dueDate}.`,
      MARGIN,
      y,
    );
    y -= 14;
  }
  text(
    page,
    'VAT is computed per rate on the totals; the lines\' "with VAT" amounts are rounded half-up and shown for reference.',
    MARGIN,
    y,
    font,
    7,
  );
  return pdf.save();
}
