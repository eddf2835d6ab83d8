'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { createCatalogService, updateCatalogService } from '@/server/catalog/catalog-services';
import { createPickupPoint, updatePickupPoint } from '@/server/catalog/pickup-points';
import { CreateCatalogServiceBody, CreatePickupPointBody } from '@/server/catalog/schemas';
import { isAppError } from '@/server/core/errors';
import { formError, parseForm, type FormState } from '@/server/portal/form-state';

/** Operator administration of catalog services and pickup points (05 §2), same schemas and functions as the API. */
export async function createCatalogServiceAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const parsed = parseForm(CreateCatalogServiceBody, formData, (raw) => {
    const s = (raw.catalog_service ??= {});
    s.active = s.active === 'true';
    s.merchant_ids = s.merchant_ids?.length ? s.merchant_ids : null;
  });
  if (parsed.state) return parsed.state;
  try {
    const s = await createCatalogService(await getDb(), parsed.data.catalog_service);
    revalidatePath('/catalog-services');
    return { ok: true, message: `Catalog service ${s.code} created.`, data: { id: s.id } };
  } catch (err) {
    return formError(err, formData);
  }
}

export async function createPickupPointAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const parsed = parseForm(CreatePickupPointBody, formData, (raw) => {
    const p = (raw.pickup_point ??= {});
    p.active = p.active === 'true';
  });
  if (parsed.state) return parsed.state;
  try {
    const p = await createPickupPoint(await getDb(), parsed.data.pickup_point);
    revalidatePath('/pickup-points');
    return { ok: true, message: `Pickup point ${p.code} created.`, data: { id: p.id } };
  } catch (err) {
    return formError(err, formData);
  }
}

/** Switches `active` of a service or pickup point. */
export async function setActiveAction(formData: FormData): Promise<void> {
  await requireUser(OPERATOR_ROLES);
  const kind = formData.get('kind') === 'pickup_point' ? 'pickup_point' : 'catalog_service';
  const id = String(formData.get('id') ?? '');
  const active = formData.get('active') === 'true';
  const path = kind === 'pickup_point' ? '/pickup-points' : '/catalog-services';
  let outcome: string;
  try {
    if (kind === 'pickup_point') await updatePickupPoint(await getDb(), id, { active });
    else await updateCatalogService(await getDb(), id, { active });
    revalidatePath(path);
    outcome = `done=${active ? 'activated' : 'deactivated'}`;
  } catch (err) {
    if (!isAppError(err)) throw err;
    outcome = `error=${err.code}`;
  }
  redirect(`${path}?${outcome}`);
}
