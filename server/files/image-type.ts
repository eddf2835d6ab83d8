import { fileTypeFromBuffer } from 'file-type';

/** Images a browser shows inline, recognised by their content (magic bytes), never by name or declared type. */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/bmp',
  'image/tiff',
]);

/** What file-type reads from the bytes: the image type when they are one of IMAGE_TYPES, and the sniffed type. */
export async function sniffType(
  bytes: Uint8Array,
): Promise<{ image: string | null; sniffed: string | null }> {
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime ?? null;
  return { image: sniffed && IMAGE_TYPES.has(sniffed) ? sniffed : null, sniffed };
}
