import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface LabelAddress {
  lines: string[];
}

/**
 * The return label (04 C3): an A6 page with the sender (the customer), the warehouse's return address and
 * a Code 128 barcode of the tracking code.
 */
export async function renderLabelPdf(input: {
  trackingCode: string;
  from: LabelAddress;
  to: LabelAddress;
  reference: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return label ${input.trackingCode}`);
  pdf.setCreator('Fulfilment portal');
  const page = pdf.addPage([298, 420]); // A6 in points
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
  let y = 395;
  const line = (s: string, f = font, size = 10) => {
    page.drawText(clean(s), { x: 18, y, size, font: f, color: rgb(0, 0, 0) });
    y -= size + 4;
  };
  line('RETURN - PREPAID', bold, 14);
  y -= 6;
  line('From:', bold);
  input.from.lines.forEach((l) => line(l));
  y -= 8;
  line('To:', bold);
  input.to.lines.forEach((l) => line(l, bold, 12));
  y -= 8;
  line(`Reference: ${input.reference}`, font, 8);
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
  page.drawImage(image, { x: 18, y: 24, width, height: Math.min(height, 110) });
  return pdf.save();
}
