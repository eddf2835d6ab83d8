import type { DbOrTx } from '@/db/client';
import { isAppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { loadInboundShipment } from './read-notice';

/** An inbound shipment as a screen names it (its name and status, linked by id), or null when there is none. */
export async function inboundShipmentRef(
  db: DbOrTx,
  scope: ResourceScope,
  id: string | null | undefined,
): Promise<{ id: string; name: string; status: string } | null> {
  if (!id) return null;
  try {
    const s = await loadInboundShipment(db, scope, id);
    return { id: s.id, name: s.name, status: s.status };
  } catch (err) {
    if (isAppError(err)) return null;
    throw err;
  }
}
