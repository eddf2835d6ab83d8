import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfText } from '@/server/core/label-pdf';

/**
 * Box labels of a notice (docs/decisions/inbound.md): per box the warehouse's goods-in address, the merchant,
 * the notice's name and reference, "box 3 of 40" and the Code 128 of the box code, which the warehouse scans
 * at receipt. One A6 page per box, or four A6 labels on each A4 page. The bars are drawn as rectangles from
 * bwip-js's encoding (a PDF of 500 boxes renders in well under a second; a bitmap per box took 20 ms each).
 */
export interface BoxLabel {
  code: string;
  number: number;
  reference: string | null;
}

export interface BoxLabelsInput {
  merchantName: string;
  noticeName: string;
  merchantReference: string | null;
  expectedAt: string | null;
  packaging: 'boxes' | 'pallets';
  total: number;
  boxes: BoxLabel[];
  layout: 'a6' | 'a4';
}

const A6: [number, number] = [298, 420];
const A4: [number, number] = [595, 842];

export function warehouseGoodsInAddress(): string[] {
  const env = process.env;
  return [
    env.INBOUND_ADDRESS_NAME || 'Fulfilment Warehouse - Goods in',
    env.RETURN_ADDRESS_STREET || 'Varastotie 5',
    `${env.RETURN_ADDRESS_POSTAL_CODE || '01510'} ${env.RETURN_ADDRESS_CITY || 'Vantaa'}`,
    env.RETURN_ADDRESS_COUNTRY || 'FI',
  ];
}

export async function renderBoxLabels(input: BoxLabelsInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Box labels ${input.noticeName}`);
  pdf.setCreator('Fulfilment portal');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const address = warehouseGoodsInAddress();
  let page: PDFPage | null = null;
  input.boxes.forEach((box, i) => {
    if (input.layout === 'a6') {
      page = pdf.addPage(A6);
      drawLabel(page, { x: 0, y: 0 }, box, input, address, font, bold);
    } else {
      const slot = i % 4;
      if (slot === 0) page = pdf.addPage(A4);
      const x = slot % 2 === 0 ? 0 : A4[0] / 2;
      const y = slot < 2 ? A4[1] / 2 : 0;
      drawLabel(page!, { x, y }, box, input, address, font, bold);
      if (slot === 0) drawCutLines(page!);
    }
  });
  return pdf.save();
}

function drawCutLines(page: PDFPage) {
  const grey = rgb(0.75, 0.75, 0.75);
  page.drawLine({
    start: { x: A4[0] / 2, y: 0 },
    end: { x: A4[0] / 2, y: A4[1] },
    thickness: 0.5,
    color: grey,
    dashArray: [4, 4],
  });
  page.drawLine({
    start: { x: 0, y: A4[1] / 2 },
    end: { x: A4[0], y: A4[1] / 2 },
    thickness: 0.5,
    color: grey,
    dashArray: [4, 4],
  });
}

function drawLabel(
  page: PDFPage,
  at: { x: number; y: number },
  box: BoxLabel,
  input: BoxLabelsInput,
  address: string[],
  font: PDFFont,
  bold: PDFFont,
) {
  const black = rgb(0, 0, 0);
  const left = at.x + 18;
  let y = at.y + 395;
  const line = (s: string, f: PDFFont = font, size = 10) => {
    page.drawText(pdfText(s), { x: left, y, size, font: f, color: black, maxWidth: 262 });
    y -= size + 4;
  };
  line('INBOUND DELIVERY', bold, 14);
  y -= 4;
  line('Deliver to:', bold);
  address.forEach((a, i) => line(a, i === 0 ? bold : font, i === 0 ? 11 : 10));
  y -= 6;
  line('From merchant:', bold);
  line(input.merchantName, font, 11);
  y -= 6;
  line(`Notice: ${input.noticeName}`, bold, 11);
  if (input.merchantReference) line(`Reference: ${input.merchantReference}`);
  if (input.expectedAt) line(`Expected: ${input.expectedAt}`);
  if (box.reference) line(`Box reference: ${box.reference}`);
  y -= 18;
  const unit = input.packaging === 'pallets' ? 'PALLET' : 'BOX';
  line(`${unit} ${box.number} OF ${input.total}`, bold, 22);
  drawCode128(page, box.code, { x: left, y: at.y + 40, width: 262, height: 70 }, font);
}

/** The Code 128 of `text` as bars (bwip-js's encoding), with the human-readable code under it. */
function drawCode128(
  page: PDFPage,
  text: string,
  area: { x: number; y: number; width: number; height: number },
  font: PDFFont,
) {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as unknown as { sbs: number[] }[];
  const sbs = symbol!.sbs;
  const modules = sbs.reduce((a, b) => a + b, 0);
  // quiet zones of ten modules either side, inside the area
  const unit = area.width / (modules + 20);
  let x = area.x + unit * 10;
  sbs.forEach((w, i) => {
    if (i % 2 === 0)
      page.drawRectangle({
        x,
        y: area.y + 14,
        width: w * unit,
        height: area.height - 14,
        color: rgb(0, 0, 0),
      });
    x += w * unit;
  });
  const size = 11;
  const textWidth = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: area.x + (area.width - textWidth) / 2, y: area.y, size, font });
}
