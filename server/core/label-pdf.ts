import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** pdf-lib's standard fonts draw Latin-1 only: anything else becomes '?' rather than failing the document. */
export const pdfText = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** Writes lines down a page from `startY`, each below the last. */
export function pageWriter(page: PDFPage, font: PDFFont, startY: number, x = 18) {
  let y = startY;
  return {
    line(s: string, f: PDFFont = font, size = 10) {
      page.drawText(pdfText(s), { x, y, size, font: f, color: rgb(0, 0, 0) });
      y -= size + 4;
    },
    /** One line of a table: each cell drawn at its column's x, so the columns line up whatever the font. */
    cells(cells: readonly (readonly [text: string, x: number])[], f: PDFFont = font, size = 10) {
      for (const [text, cx] of cells)
        page.drawText(pdfText(text), { x: cx, y, size, font: f, color: rgb(0, 0, 0) });
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
 * A label: one A6 page (the size of every carrier's label printer) with Helvetica and its bold, and the Code 128
 * of its tracking code at the foot (`drawBarcode`, at most `barcodeHeight` points high).
 */
export async function labelDocument(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Fulfilment portal');
  const page = pdf.addPage([298, 420]); // A6 in points
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return {
    pdf,
    page,
    font,
    bold,
    writer: pageWriter(page, font, 395),
    async drawBarcode(trackingCode: string, barcodeHeight: number) {
      const png = await bwipjs.toBuffer({
        bcid: 'code128',
        text: trackingCode,
        scale: 2,
        height: 14,
        includetext: true,
        textxalign: 'center',
      });
      const image = await pdf.embedPng(png);
      const width = 262;
      const height = (image.height / image.width) * width;
      page.drawImage(image, { x: 18, y: 24, width, height: Math.min(height, barcodeHeight) });
    },
  };
}
