import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { pdfText } from '@/server/core/label-pdf';
import type { LocationDto } from './schemas';

/** A shelf label is 100 x 50 mm, the size of the warehouse's label printer rolls. */
const WIDTH = 283;
const HEIGHT = 142;

/**
 * Location labels (docs/decisions/stock-ledger.md §2): one page per location with its code in large type, zone
 * and kind, and the Code 128 of the code, which the Move and count screens scan.
 */
export async function locationLabelsPdf(
  list: Pick<LocationDto, 'code' | 'zone' | 'kind'>[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(list.length === 1 ? `Location ${list[0]!.code}` : `${list.length} location labels`);
  pdf.setCreator('Fulfilment portal');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const l of list) {
    const page = pdf.addPage([WIDTH, HEIGHT]);
    const code = pdfText(l.code);
    const size = Math.min(28, (WIDTH - 24) / Math.max(1, bold.widthOfTextAtSize(code, 1)));
    page.drawText(code, { x: 12, y: HEIGHT - 12 - size, size, font: bold, color: rgb(0, 0, 0) });
    page.drawText(pdfText(`${l.zone ? `Zone ${l.zone} · ` : ''}${l.kind}`.replace('·', '-')), {
      x: 12,
      y: HEIGHT - 26 - size,
      size: 9,
      font,
    });
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: l.code, scale: 2, height: 12 });
    const image = await pdf.embedPng(png);
    const width = Math.min(WIDTH - 24, image.width);
    const height = Math.min(62, (image.height / image.width) * width);
    page.drawImage(image, { x: (WIDTH - width) / 2, y: 10, width, height });
  }
  return pdf.save();
}
