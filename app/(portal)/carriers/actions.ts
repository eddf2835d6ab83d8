'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { updateCarrier } from '@/server/outbound/carrier-templates';
import { UpdateCarrierForm } from '@/server/outbound/form-schemas';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';

/** Operator administration of the carriers' tracking URL templates: the API's schema and function. */
export async function updateCarrierAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const code = String(formData.get('code') ?? '');
  const parsed = parseForm(UpdateCarrierForm, formData);
  if (parsed.state) return parsed.state;
  try {
    const carrier = await updateCarrier(await getDb(), code, parsed.data.carrier);
    revalidatePath('/carriers');
    return {
      ok: true,
      message: carrier.tracking_url_template
        ? `${carrier.name}: tracking links saved.`
        : `${carrier.name}: shipments get no tracking link.`,
    };
  } catch (err) {
    return formError(err, formData);
  }
}
