'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { OPERATOR_ROLES, WAREHOUSE_ROLES, portalActor, requireUser } from '@/server/auth/portal-session';
import { setBillingDetails } from '@/server/billing/accounts/billing-details';
import { repriceUnpriced } from '@/server/billing/charges/manual-charge';
import { BillingDetailsForm, CreateRateCardForm, UpdateRateCardForm } from '@/server/billing/form-schemas';
import {
  createCreditNote,
  issueInvoice,
  payInvoice,
  voidInvoice,
} from '@/server/billing/invoices/invoice-lifecycle';
import { runInvoices } from '@/server/billing/invoices/run-invoices';
import { assignRateCard } from '@/server/billing/rate-cards/assign-rate-card';
import { createRateCard, updateRateCard } from '@/server/billing/rate-cards/save-rate-card';
import { PERIOD_PATTERN } from '@/server/billing/schemas';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { isId } from '@/server/core/ids';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { completeOrderExtraService } from '@/server/outbound/complete-extra-service';
import { completeReturnExtraService } from '@/server/returns/lines/complete-extra-service';

const str = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** The operator's rate card editor: a new card (the API's schema and function). */
export async function createRateCardAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const parsed = parseForm(CreateRateCardForm, formData);
  if (parsed.state) return parsed.state;
  let id: string;
  try {
    id = (await createRateCard(await getDb(), parsed.data.rate_card)).id;
  } catch (err) {
    return formError(err, formData);
  }
  revalidatePath('/billing/rate-cards');
  redirect(`/billing/rate-cards/${id}?done=created`);
}

/** The editor on an existing card: a used version is versioned, never edited (the API's rule). */
export async function updateRateCardAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const id = str(formData, 'rateCardId');
  const parsed = parseForm(UpdateRateCardForm, formData);
  if (parsed.state) return parsed.state;
  try {
    const card = await updateRateCard(await getDb(), id, parsed.data.rate_card);
    revalidatePath(`/billing/rate-cards/${id}`);
    return { ok: true, message: `Saved: version ${card.version}, valid from ${card.valid_from}.` };
  } catch (err) {
    return formError(err, formData);
  }
}

export async function assignRateCardAction(formData: FormData): Promise<void> {
  await requireUser(OPERATOR_ROLES);
  const id = str(formData, 'rateCardId');
  const merchantId = str(formData, 'merchantId');
  await redirectAfterAction(
    (q) => `/billing/rate-cards/${id}?${q}`,
    async () => {
      await assignRateCard(await getDb(), merchantId, id);
      return 'done=assigned';
    },
  );
}

/** Who a merchant's invoices are addressed to (the API's PUT, its schema and function). */
export async function saveBillingDetailsAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const merchantId = str(formData, 'merchantId');
  const parsed = parseForm(BillingDetailsForm, formData);
  if (parsed.state) return parsed.state;
  try {
    await setBillingDetails(await getDb(), merchantId, parsed.data.billing_details);
  } catch (err) {
    return formError(err, formData);
  }
  revalidatePath('/billing/billing-details');
  return { ok: true, message: 'Saved: invoices issued from now on are addressed to these details.' };
}

export async function runInvoicesAction(formData: FormData): Promise<void> {
  await requireUser(OPERATOR_ROLES);
  const period = str(formData, 'period');
  const merchantId = str(formData, 'merchant_id');
  await redirectAfterAction(
    (q) => `/billing/invoicing?${q}`,
    async () => {
      if (!PERIOD_PATTERN.test(period)) return 'error=VALIDATION_ERROR';
      const ids = await runInvoices(await getDb(), {
        period,
        merchantId: isId(merchantId) ? merchantId : undefined,
      });
      return `done=run&drafts=${ids.length}`;
    },
  );
}

/** Issue, pay, void, credit: the invoice's page again with the outcome. */
export async function invoiceAction(formData: FormData): Promise<void> {
  const user = await requireUser(OPERATOR_ROLES);
  const id = str(formData, 'invoiceId');
  const action = str(formData, 'action');
  const actor = portalActor(user);
  await redirectAfterAction(
    (q) => `/billing/invoices/${id}?${q}`,
    async () => {
      const db = await getDb();
      if (action === 'issue') await issueInvoice(db, WAREHOUSE_SCOPE, id, actor);
      else if (action === 'pay')
        await payInvoice(
          db,
          WAREHOUSE_SCOPE,
          id,
          { reference: str(formData, 'reference') || undefined },
          actor,
        );
      else if (action === 'void') await voidInvoice(db, WAREHOUSE_SCOPE, id, actor);
      else if (action === 'credit') {
        const noteId = await createCreditNote(
          db,
          WAREHOUSE_SCOPE,
          id,
          { reason: str(formData, 'reason') || 'Credit' },
          actor,
        );
        redirect(`/billing/invoices/${noteId}?done=credited`);
      } else return 'error=VALIDATION_ERROR';
      return `done=${action}`;
    },
    ['/billing/invoicing'],
  );
}

export async function repriceAction(): Promise<void> {
  await requireUser(OPERATOR_ROLES);
  await redirectAfterAction(
    (q) => `/billing/invoicing?${q}`,
    async () => {
      const r = await repriceUnpriced(await getDb());
      return `done=repriced&repriced=${r.repriced}`;
    },
  );
}

/** The pack screen and the return inspection: an extra service marked done by the warehouse. */
export async function completeServiceAction(formData: FormData): Promise<void> {
  const user = await requireUser(WAREHOUSE_ROLES);
  const subject = str(formData, 'subject');
  const parentId = str(formData, 'parentId');
  const attachmentId = str(formData, 'attachmentId');
  const back = str(formData, 'back');
  const to = back.startsWith('/warehouse/') ? back : '/warehouse/outbound';
  await redirectAfterAction(
    (q) => `${to}${to.includes('?') ? '&' : '?'}${q}`,
    async () => {
      const db = await getDb();
      const input = { comment: str(formData, 'comment') || null };
      if (subject === 'order')
        await completeOrderExtraService(
          db,
          WAREHOUSE_SCOPE,
          parentId,
          attachmentId,
          input,
          portalActor(user),
        );
      else
        await completeReturnExtraService(
          db,
          WAREHOUSE_SCOPE,
          parentId,
          attachmentId,
          input,
          portalActor(user),
        );
      return 'done=service';
    },
  );
}
