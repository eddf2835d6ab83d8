import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { files, type ReturnPolicy } from '@/db/schema';
import { isAppError } from '@/server/core/errors';
import { storeFile } from '@/server/files/store-file';
import { getStorage } from '@/server/files/storage';
import { createReturnRequest } from '@/server/returns/requests/create-return-request';
import { ReturnRequestInputSchema } from '@/server/returns/requests/schemas';
import { attachmentType } from '@/server/returns/files/attachment-type';
import { CUSTOMER_LANGUAGES } from '@/server/returns/policy/schemas';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const MAX_PHOTOS_PER_LINE = 5;

/** A refusal's problem: the order line it is about (null: the whole form, e.g. the method) and its code. */
export interface SubmitProblem {
  line: string | null;
  reason: string;
}

export type SubmitResult =
  | { kind: 'created'; token: string }
  | { kind: 'nothing_chosen' }
  | { kind: 'bad_photo'; problems: SubmitProblem[] }
  | { kind: 'not_eligible'; problems: SubmitProblem[] };

/** `items[2].note` (the request rules' path) -> the order line of the chosen item 2. */
function lineOfPath(path: string, chosen: string[]): string | null {
  const m = /^items[.[](\d+)/.exec(path);
  return m ? (chosen[Number(m[1])] ?? null) : null;
}

/**
 * The customer page's submission (a multipart form: per order line `q_<id>`, `reason_<id>`, `note_<id>`,
 * `photos_<id>`, `exchange_<id>`, and `method`, `lang`): photos must be images by their content, at most 10 MB each, and are
 * stored as files of the merchant before the request names them; a refused request leaves none behind.
 */
export async function submitCustomerReturn(
  db: Db,
  policy: ReturnPolicy,
  orderId: string,
  form: FormData,
): Promise<SubmitResult> {
  const lineIds = [...form.keys()].filter((k) => k.startsWith('q_')).map((k) => k.slice(2));
  const chosen = lineIds.filter((id) => Number(form.get(`q_${id}`)) > 0);
  if (chosen.length === 0) return { kind: 'nothing_chosen' };
  // "Choose a reason" is the form's first option: a chosen item without a reason is refused beside it.
  const noReason = chosen.filter((id) => !String(form.get(`reason_${id}`) ?? ''));
  if (noReason.length)
    return { kind: 'not_eligible', problems: noReason.map((line) => ({ line, reason: 'reason_missing' })) };
  const stored: { id: string; storageKey: string }[] = [];
  const cleanUp = async () => {
    if (!stored.length) return;
    await db
      .delete(files)
      .where(
        inArray(
          files.id,
          stored.map((s) => s.id),
        ),
      )
      .catch(() => {});
    await Promise.all(
      stored.map((s) =>
        getStorage()
          .delete(s.storageKey)
          .catch(() => {}),
      ),
    );
  };
  try {
    const items = [];
    for (const id of chosen) {
      const photos = form
        .getAll(`photos_${id}`)
        .filter((f): f is File => typeof f !== 'string' && f.size > 0)
        .slice(0, MAX_PHOTOS_PER_LINE);
      const photoIds: string[] = [];
      for (const photo of photos) {
        if (photo.size > MAX_PHOTO_BYTES) {
          await cleanUp();
          return { kind: 'bad_photo', problems: [{ line: id, reason: 'bad_photo' }] };
        }
        const bytes = new Uint8Array(await photo.arrayBuffer());
        let mime: string;
        try {
          mime = await attachmentType({
            bytes,
            declaredMime: photo.type,
            fileName: photo.name,
            purpose: 'contents_photo',
          });
        } catch {
          await cleanUp();
          return { kind: 'bad_photo', problems: [{ line: id, reason: 'bad_photo' }] };
        }
        const file = await storeFile(db, {
          merchantId: policy.merchantId,
          fileName: (photo.name || 'photo').replace(/[^\w.\- ]+/g, '_').slice(0, 120),
          mime,
          bytes,
          folder: 'return-request-photos',
        });
        stored.push(file);
        photoIds.push(file.id);
      }
      const note = String(form.get(`note_${id}`) ?? '').trim();
      items.push({
        order_item_id: id,
        quantity: Number(form.get(`q_${id}`)),
        reason_code: String(form.get(`reason_${id}`) ?? ''),
        note: note || null,
        photo_file_ids: photoIds,
        exchange_product_id: String(form.get(`exchange_${id}`) ?? '') || null,
      });
    }
    const lang = String(form.get('lang') ?? 'en');
    const parsed = ReturnRequestInputSchema.safeParse({
      items,
      method: String(form.get('method') ?? ''),
      language: (CUSTOMER_LANGUAGES as readonly string[]).includes(lang) ? lang : 'en',
    });
    if (!parsed.success) {
      await cleanUp();
      return {
        kind: 'not_eligible',
        problems: parsed.error.issues.map((i) => ({
          line: lineOfPath(i.path.join('.'), chosen),
          reason: i.path[0] === 'method' ? 'method_not_offered' : 'invalid',
        })),
      };
    }
    const { token } = await createReturnRequest(db, policy.merchantId, orderId, parsed.data);
    return { kind: 'created', token };
  } catch (err) {
    await cleanUp();
    if (isAppError(err) && err.code === 'RETURN_NOT_ELIGIBLE') {
      const problems = (err.details?.problems ?? []) as { path: string; reason: string }[];
      return {
        kind: 'not_eligible',
        problems: problems.map((p) => ({ line: lineOfPath(p.path, chosen), reason: p.reason })),
      };
    }
    throw err;
  }
}
