import { parseOrThrow } from '@/server/core/http/validation';
import { formText, readMultipartFile } from '@/server/files/read-multipart-file';
import { attachmentType } from '@/server/returns/files/attachment-type';
import { UploadAttachmentSchema } from '@/server/returns/schemas';
import type { UploadInput } from '@/server/returns/files/attachments';

/**
 * Reads the multipart upload of 05 §4 (`file`, `purpose`, `remarks`, and the optional line `item_id`): over 20 MB is 413 FILE_TOO_LARGE,
 * a purpose outside 04 C4 or a missing file is 400 VALIDATION_ERROR. Nothing is stored here.
 */
export async function readUpload(req: Request): Promise<UploadInput> {
  const upload = await readMultipartFile(req, 'fields file, purpose and remarks');
  const { form, fileName, bytes } = upload;
  const fields = parseOrThrow(UploadAttachmentSchema, {
    purpose: formText(form, 'purpose') ?? undefined,
    remarks: formText(form, 'remarks'),
    item_id: formText(form, 'item_id'),
  });
  return {
    fileName,
    mime: await attachmentType({
      bytes,
      declaredMime: upload.declaredMime,
      fileName,
      purpose: fields.purpose,
    }),
    bytes,
    purpose: fields.purpose,
    remarks: fields.remarks ?? null,
    itemId: fields.item_id ?? null,
  };
}
