import { AppError, validationError } from '@/server/core/errors';
import { readLimitedBody } from '@/server/core/http/body';
import { parseOrThrow } from '@/server/core/http/validation';
import { attachmentType } from '@/server/returns/files/attachment-type';
import { UploadAttachmentSchema } from '@/server/returns/schemas';
import type { UploadInput } from '@/server/returns/files/attachments';

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Room for the multipart envelope and the text fields around a file of the maximum size. */
const MAX_REQUEST_BYTES = MAX_ATTACHMENT_BYTES + 256 * 1024;

/**
 * Reads the multipart upload of 05 §4 (`file`, `purpose`, `remarks`, and the optional line `item_id`): over 20 MB is 413 FILE_TOO_LARGE,
 * a purpose outside 04 C4 or a missing file is 400 VALIDATION_ERROR. Nothing is stored here.
 */
export async function readUpload(req: Request): Promise<UploadInput> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    throw validationError([
      { path: '', message: 'Send the file as multipart/form-data with fields file, purpose and remarks.' },
    ]);
  }
  const bytes = await readLimitedBody(req, MAX_REQUEST_BYTES, 'FILE_TOO_LARGE');
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw validationError([{ path: '', message: 'The multipart body could not be read.' }]);
  }
  const file = form.get('file');
  const fields = parseOrThrow(UploadAttachmentSchema, {
    purpose: typeof form.get('purpose') === 'string' ? form.get('purpose') : undefined,
    remarks:
      typeof form.get('remarks') === 'string' && form.get('remarks') !== '' ? form.get('remarks') : null,
    item_id:
      typeof form.get('item_id') === 'string' && form.get('item_id') !== '' ? form.get('item_id') : null,
  });
  if (!file || typeof file === 'string') throw validationError([{ path: 'file', message: 'Attach a file.' }]);
  if (file.size > MAX_ATTACHMENT_BYTES) throw new AppError('FILE_TOO_LARGE');
  if (file.size === 0) throw validationError([{ path: 'file', message: 'The file is empty.' }]);
  const fileName = sanitizeName(file.name || 'attachment');
  const content = new Uint8Array(await file.arrayBuffer());
  return {
    fileName,
    mime: await attachmentType({
      bytes: content,
      declaredMime: file.type,
      fileName,
      purpose: fields.purpose,
    }),
    bytes: content,
    purpose: fields.purpose,
    remarks: fields.remarks ?? null,
    itemId: fields.item_id ?? null,
  };
}

function sanitizeName(name: string): string {
  const base = name.split(/[\\/]/).pop() || 'attachment';
  return base.replace(/[\u0000-\u001f\u007f"]/g, '_').slice(0, 200);
}
