import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  RGBLuminanceSource,
} from '@zxing/library';

/**
 * Reads the Code 128 barcodes of a PDF as a scanner would: each page rendered to pixels by MuPDF (at 150 dpi),
 * cut into overlapping horizontal bands (an A4 page of labels also into its two halves), each band decoded by
 * ZXing. Returns every text
 * found, page by page, top to bottom, left to right.
 */
export async function readPdfBarcodes(pdf: Uint8Array): Promise<{ pages: number; codes: string[] }> {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const reader = new Code128Reader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, false]]);
  const codes: string[] = [];
  const pages = doc.countPages();
  for (let i = 0; i < pages; i++) {
    const scale = 150 / 72;
    const page = doc.loadPage(i);
    const [x0b, , x1b] = page.getBounds();
    const pix = page.toPixmap([scale, 0, 0, scale, 0, 0], mupdf.ColorSpace.DeviceGray, false);
    const w = pix.getWidth();
    const h = pix.getHeight();
    const gray = pix.getPixels();
    // an A4 page holds two labels side by side: read each half
    const columns =
      x1b! - x0b! < 400
        ? [[0, w]]
        : [
            [0, Math.floor(w / 2)],
            [Math.floor(w / 2), w],
          ];
    // bands of a fifth of a label's height, overlapping by half
    const labelHeight = columns.length > 1 ? h / 2 : h;
    const bandHeight = Math.floor(labelHeight / 5);
    const seen = new Set<string>();
    for (const [x0, x1] of columns) {
      for (let y = 0; y + bandHeight <= h; y += Math.floor(bandHeight / 2)) {
        const bw = x1! - x0!;
        const lum = new Uint8ClampedArray(bw * bandHeight);
        for (let r = 0; r < bandHeight; r++)
          lum.set(gray.subarray((y + r) * w + x0!, (y + r) * w + x1!), r * bw);
        try {
          const text = reader
            .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, bw, bandHeight))), hints)
            .getText();
          if (!seen.has(text)) {
            seen.add(text);
            codes.push(text);
          }
        } catch {
          /* no barcode in this band */
        }
      }
    }
  }
  return { pages, codes };
}
