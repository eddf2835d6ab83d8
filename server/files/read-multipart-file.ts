import { AppError, validationError } from '@/server/core/errors';
import { readLimitedBody } from '@/server/core/http/body';

/** The largest file a warehouse uploads (return attachments, receiving photos). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Room for the multipart envelope and the text fields around a file of the maximum size. */
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;

export interface MultipartFile {
  /** The form's other fields, as sent. */
  form: FormData;
  fileName: string;
  /** The type the client declared (never trusted: the content decides, see attachment-type and image-type). */
  declaredMime: string;
  bytes: Uint8Array;
}

/**
 * A multipart/form-data upload with one `file`: over 20 MB is 413 FILE_TOO_LARGE, another content type, an
 * unreadable body, a missing or empty file 400 VALIDATION_ERROR (`fieldsHint` says which fields to send).
 * Nothing is stored here.
 */
export async function readMultipartFile(req: Request, fieldsHint: string): Promise<MultipartFile> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    throw validationError([
      { path: '', message: `Send the file as multipart/form-data with ${fieldsHint}.` },
    ]);
  }
  const raw = await readLimitedBody(req, MAX_REQUEST_BYTES, 'FILE_TOO_LARGE');
  let form: FormData;
  try {
    form = await new Response(raw as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw validationError([{ path: '', message: 'The multipart body could not be read.' }]);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw validationError([{ path: 'file', message: 'Attach a file.' }]);
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');
  if (file.size === 0) throw validationError([{ path: 'file', message: 'The file is empty.' }]);
  return {
    form,
    fileName: sanitizeName(file.name || 'attachment'),
    declaredMime: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** A text field of the form, or null when absent or empty. */
export function formText(form: FormData, name: string): string | null {
  const v = form.get(name);
  return typeof v === 'string' && v !== '' ? v : null;
}

function sanitizeName(name: string): string {
  const base = name.split(/[\\/]/).pop() || 'attachment';
  return base.replace(/[\u0000-\u001f\u007f"]/g, '_').slice(0, 200);
}
