import { validationError } from '@/server/core/errors';
import { sniffType } from '@/server/files/image-type';
import type { AttachmentPurpose } from '@/server/returns/schemas';

/** Purposes whose file is a photo: its content must be an image. */
const PHOTO_PURPOSES: readonly AttachmentPurpose[] = ['contents_photo', 'packaging_photo', 'label_photo'];

/** Declared types kept for content that has no magic bytes: plain text cannot run in a browser. */
const PLAIN_TEXT_TYPES = new Set(['text/plain', 'text/csv']);

/**
 * The media type an uploaded attachment is stored with, read from its content (file-type reads the magic bytes):
 * an image only when the bytes are one, so an HTML page named `.png` is never shown as a photo. A photo purpose
 * (contents, packaging, label photo) takes images only (400 VALIDATION_ERROR on `file`); damage evidence and
 * other files take any content and stay plain attachments unless they are images.
 */
export async function attachmentType(input: {
  bytes: Uint8Array;
  declaredMime: string;
  fileName: string;
  purpose: AttachmentPurpose;
}): Promise<string> {
  const { image, sniffed } = await sniffType(input.bytes);
  if (PHOTO_PURPOSES.includes(input.purpose) && !image) {
    throw validationError([
      {
        path: 'file',
        message: `${input.fileName} is not an image: a photo must be a JPEG, PNG, WebP, GIF, AVIF, HEIC, BMP or TIFF file. Upload other files as damage evidence or other.`,
      },
    ]);
  }
  if (image) return image;
  if (sniffed && !sniffed.startsWith('image/')) return sniffed;
  const declared = input.declaredMime.split(';')[0]!.trim().toLowerCase();
  return PLAIN_TEXT_TYPES.has(declared) ? declared : 'application/octet-stream';
}
