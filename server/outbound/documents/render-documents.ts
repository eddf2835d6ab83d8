import { PDFDocument, StandardFonts } from 'pdf-lib';
import { labelDocument, pageWriter } from '@/server/core/label-pdf';

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
  const {
    bold,
    font,
    writer: w,
    drawBarcode,
    pdf,
  } = await labelDocument(`Shipping label ${input.trackingCode}`);
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
  await drawBarcode(input.trackingCode, 100);
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
  let w = pageWriter(page, font, 800, 40);
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
  // Columns at fixed positions (Helvetica is proportional: padded text would drift away from its header).
  const at = (qty: string, sku: string, product: string) =>
    [
      [qty, 40],
      [sku, 80],
      [product, 260],
    ] as const;
  w.cells(at('Qty', 'SKU', 'Product'), bold);
  for (const l of input.lines) {
    if (w.y < 60) {
      page = pdf.addPage([595, 842]);
      w = pageWriter(page, font, 800, 40);
    }
    w.cells(at(String(l.quantity), l.sku.slice(0, 24), l.name.slice(0, 55)));
  }
  return pdf.save();
}
