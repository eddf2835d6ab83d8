'use server';
import { getDb } from '@/db/client';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { AppError } from '@/server/core/errors';
import { redirectAfterAction } from '@/server/core/http/redirect-after-action';
import { isId } from '@/server/core/ids';
import { locationsFromCsv } from '@/server/stock-ledger/locations/import-csv';
import { importLocations, updateLocation } from '@/server/stock-ledger/locations/locations';
import { LOCATION_KINDS } from '@/server/stock-ledger/locations/schemas';

const back = (outcome: string) => `/warehouse/locations?${outcome}`;

/** Import locations from a CSV file (POST /ops/v1/locations/_import): all or nothing. */
export async function importLocationsAction(formData: FormData): Promise<void> {
  await requireUser(WAREHOUSE_ROLES);
  const file = formData.get('file');
  await redirectAfterAction(back, async () => {
    if (!(file instanceof File) || file.size === 0)
      throw new AppError('VALIDATION_ERROR', 'Choose a CSV file.');
    if (file.size > 1_000_000) throw new AppError('PAYLOAD_TOO_LARGE');
    const r = await importLocations(await getDb(), locationsFromCsv(await file.text()));
    return `done=imported&created=${r.created}&updated=${r.updated}&unchanged=${r.unchanged}`;
  }, ['/warehouse/locations']);
}

/** Classify a location (kind, zone) or deactivate / activate it (PATCH /ops/v1/locations/{id}). */
export async function updateLocationAction(formData: FormData): Promise<void> {
  await requireUser(WAREHOUSE_ROLES);
  const id = String(formData.get('id') ?? '');
  const kind = String(formData.get('kind') ?? '');
  const zone = String(formData.get('zone') ?? '').trim();
  const active = formData.get('active');
  await redirectAfterAction(back, async () => {
    if (!isId(id)) throw new AppError('LOCATION_NOT_FOUND');
    const input =
      active !== null
        ? { active: active === 'true' }
        : {
            ...((LOCATION_KINDS as readonly string[]).includes(kind)
              ? { kind: kind as (typeof LOCATION_KINDS)[number] }
              : {}),
            zone: zone || null,
          };
    const l = await updateLocation(await getDb(), id, input);
    return `done=updated&code=${encodeURIComponent(l.code)}`;
  }, ['/warehouse/locations']);
}
