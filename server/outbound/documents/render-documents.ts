import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const clean = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

function writer(page: PDFPage, font: PDFFont, startY: number, x = 18) {
  let y = startY;
  return {
    line(s: string, f: PDFFont = font, size = 10) {
      page.drawText(clean(s), { x, y, size, font: f, color: rgb(0, 0, 0) });
      y -= size + 4;
    },
    gap(n: number) {
      y -= n;
    },
    get y() {
      return y;
    },
  };
}

/**
 * A shipping label (one per parcel): an A6 page with the sender (the warehouse), the recipient (the customer,
 * or the pickup point the parcel goes to), carrier and service, and a Code 128 of the tracking code.
 */
export async function renderShippingLabelPdf(input: {
  trackingCode: string;
  carrier: string;
  service: string | null;
  from: string[];
  to: string[];
  reference: string;
  parcel: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Shipping label ${input.trackingCode}`);
  pdf.setCreator('Fulfilment portal');
  const page = pdf.addPage([298, 420]); // A6 in points
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = writer(page, font, 395);
  w.line(`${input.carrier.toUpperCase()}${input.service ? ` - ${input.service}` : ''}`, bold, 14);
  w.line(input.parcel, font, 9);
  w.gap(4);
  w.line('From:', bold);
  input.from.forEach((l) => w.line(l, font, 9));
  w.gap(6);
  w.line('To:', bold);
  input.to.forEach((l) => w.line(l, bold, 12));
  w.gap(6);
  w.line(`Reference: ${input.reference}`, font, 8);
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: input.trackingCode,
    scale: 2,
    height: 14,
    includetext: true,
    textxalign: 'center',
  });
  const image = await pdf.embedPng(png);
  const width = 262;
  const height = (image.height / image.width) * width;
  page.drawImage(image, { x: 18, y: 24, width, height: Math.min(height, 100) });
  return pdf.save();
}

/** The packing slip of a shipment: an A4 page with the merchant, the customer, and the lines and quantities. */
export async function renderPackingSlipPdf(input: {
  merchantName: string;
  orderReference: string;
  customer: string[];
  shippedAt: string;
  carrier: string;
  trackingCodes: string[];
  lines: { sku: string; name: string; quantity: number }[];
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing slip ${input.orderReference}`);
  pdf.setCreator('Fulfilment portal');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let w = writer(page, font, 800, 40);
  w.line(input.merchantName, bold, 16);
  w.line(`Packing slip - order ${input.orderReference}`, font, 11);
  w.line(
    `Shipped ${input.shippedAt.slice(0, 10)} with ${input.carrier}: ${input.trackingCodes.join(', ')}`,
    font,
    9,
  );
  w.gap(8);
  w.line('Ship to:', bold);
  input.customer.forEach((l) => w.line(l));
  w.gap(10);
  w.line('Qty   SKU                       Product', bold);
  for (const l of input.lines) {
    if (w.y < 60) {
      page = pdf.addPage([595, 842]);
      w = writer(page, font, 800, 40);
    }
    w.line(`${String(l.quantity).padEnd(5)} ${l.sku.slice(0, 24).padEnd(25)} ${l.name.slice(0, 60)}`);
  }
  return pdf.save();
}
