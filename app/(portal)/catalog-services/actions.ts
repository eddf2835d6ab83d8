'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/client';
import { OPERATOR_ROLES, requireUser } from '@/server/auth/portal-session';
import { createCatalogService, updateCatalogService } from '@/server/catalog/catalog-services';
import { createPickupPoint, updatePickupPoint } from '@/server/catalog/pickup-points';
import { CreateCatalogServiceForm, CreatePickupPointForm } from '@/server/catalog/form-schemas';
import { formError, parseForm, type FormState } from '@/server/core/http/form-state';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';

/** Operator administration of catalog services and pickup points (05 §2), same schemas and functions as the API. */
export async function createCatalogServiceAction(_prev: FormState, formData: FormData): Promise<FormState> {
  await requireUser(OPERATOR_ROLES);
  const parsed = parseForm(CreateCatalogServiceForm, formData);
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
  const parsed = parseForm(CreatePickupPointForm, formData);
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
  await redirectAfterAction(
    (outcome) => `${path}?${outcome}`,
    async () => {
      if (kind === 'pickup_point') await updatePickupPoint(await getDb(), id, { active });
      else await updateCatalogService(await getDb(), id, { active });
      revalidatePath(path);
      return `done=${active ? 'activated' : 'deactivated'}`;
    },
  );
}
