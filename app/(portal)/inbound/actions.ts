'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  MERCHANT_WORK_ROLES,
  portalActor,
  requireMerchantId,
  requireUser,
} from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import {
  formDataToObject,
  formError,
  invalidFields,
  parseForm,
  type FormState,
} from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { merchantScope } from '@/server/core/resource-scope';
import {
  NoticeCsvForm,
  noticeFromRows,
  rowIssues,
  rowsFromCsv,
  rowsFromForm,
  type NoticeRow,
} from '@/server/inbound/form-schemas';
import { cancelNotice } from '@/server/inbound/notices/cancel-notice';
import { createNotice } from '@/server/inbound/notices/create-notice';

const keyOf = (formData: FormData) => {
  const k = String(formData.get('idempotency_key') ?? '');
  return /^[\x21-\x7e]{1,64}$/.test(k) ? k : null;
};

async function announce(
  formData: FormData,
  header: Parameters<typeof noticeFromRows>[0],
  rows: NoticeRow[],
  at: Parameters<typeof rowIssues>[2],
): Promise<FormState> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const { input, rowOf } = noticeFromRows(header, rows);
  let id: string;
  try {
    const { notice } = await createNotice(await getDb(), merchantId, input, {
      key: keyOf(formData),
      rawBody: input,
      actor: portalActor(user),
    });
    id = notice.id;
  } catch (err) {
    if (isAppError(err) && err.validationErrors?.length) {
      const issues = rowIssues(err.validationErrors, rowOf, at);
      const state = formError(Object.assign(err, { validationErrors: issues }), formData);
      return {
        ...state,
        message: issues.length === 1 ? issues[0]!.message : 'Please correct the lines marked below.',
      };
    }
    return formError(err, formData);
  }
  revalidatePath('/inbound');
  redirect(`/inbound/${id}?done=announced`);
}

/** Announce a delivery from the form's rows (one line each, naming its box by number). */
export async function announceAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(NoticeCsvForm, formData);
  const posted = formDataToObject(formData) as { inbound_shipment?: { rows?: unknown } };
  const { rows, rowOf, errors } = rowsFromForm(posted.inbound_shipment?.rows);
  if (parsed.state || Object.keys(errors).length)
    return invalidFields(formData, { ...(parsed.state?.fieldErrors ?? {}), ...errors });
  return announce(formData, parsed.data.inbound_shipment, rows, (row, field, message) => ({
    path: `inbound_shipment.rows[${rowOf[row] ?? row}].${field}`,
    message,
  }));
}

/** Announce a delivery from a CSV of lines (box,sku,quantity,batch,best_before). */
export async function announceCsvAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(NoticeCsvForm, formData);
  if (parsed.state) return parsed.state;
  const file = formData.get('csv');
  if (!(file instanceof File) || file.size === 0)
    return { ok: false, message: 'Choose a CSV file.', fieldErrors: { csv: 'Choose a CSV file.' } };
  if (file.size > 2_000_000)
    return { ok: false, message: 'The file is larger than 2 MB.', fieldErrors: { csv: 'At most 2 MB.' } };
  let rows: NoticeRow[];
  try {
    rows = rowsFromCsv(await file.text());
  } catch (err) {
    return formError(err, formData);
  }
  return announce(formData, parsed.data.inbound_shipment, rows, (row, field, message) => ({
    path: 'csv',
    message: `Line ${row + 2}, ${field}: ${message}`,
  }));
}

/** Cancel an announced notice. */
export async function cancelNoticeAction(formData: FormData): Promise<void> {
  const user = await requireUser(MERCHANT_WORK_ROLES);
  const merchantId = await requireMerchantId(user);
  const id = String(formData.get('notice_id') ?? '');
  await redirectAfterAction(
    (query) => `/inbound/${isId(id) ? id : ''}?${query}`,
    async () => {
      await cancelNotice(await getDb(), merchantScope(merchantId), id, portalActor(user));
      return 'done=cancelled';
    },
    ['/inbound'],
  );
}
