import { labelDocument } from '@/server/core/label-pdf';

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
  const { pdf, bold, writer: w, drawBarcode } = await labelDocument(`Return label ${input.trackingCode}`);
  w.line('RETURN - PREPAID', bold, 14);
  w.gap(6);
  w.line('From:', bold);
  input.from.lines.forEach((l) => w.line(l));
  w.gap(8);
  w.line('To:', bold);
  input.to.lines.forEach((l) => w.line(l, bold, 12));
  w.gap(8);
  w.line(`Reference: ${input.reference}`, undefined, 8);
  await drawBarcode(input.trackingCode, 110);
  return pdf.save();
}
