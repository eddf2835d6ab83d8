/**
 * The merged pick list as the picker walks it: one row per location, product and lot (best before, batch) with
 * how many units to take and for which orders ("A-02-01 NP-COF-500 ×3 for OUT-1002 ×2, OUT-1004 ×1"), in the
 * walking order of the units it is made of (docs/decisions/outbound.md "The floor screens").
 */
export interface PickUnitForGroup {
  location: string;
  sku: string;
  name: string;
  bestBefore: string | null;
  batch: string | null;
  orderId: string;
  orderRef: string;
  merchantName: string;
}

export interface PickGroup {
  key: string;
  location: string;
  sku: string;
  name: string;
  bestBefore: string | null;
  batch: string | null;
  merchantName: string;
  quantity: number;
  /** The orders the units are for, in the order they first appear, each with its count. */
  orders: { id: string; ref: string; quantity: number }[];
}

/** Groups units already in walking order; each group keeps the place of its first unit. */
export function groupPickList(units: readonly PickUnitForGroup[]): PickGroup[] {
  const groups = new Map<string, PickGroup>();
  for (const u of units) {
    const key = JSON.stringify([u.location, u.sku, u.merchantName, u.bestBefore, u.batch]);
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        location: u.location,
        sku: u.sku,
        name: u.name,
        bestBefore: u.bestBefore,
        batch: u.batch,
        merchantName: u.merchantName,
        quantity: 0,
        orders: [],
      };
      groups.set(key, g);
    }
    g.quantity += 1;
    const o = g.orders.find((x) => x.id === u.orderId);
    if (o) o.quantity += 1;
    else g.orders.push({ id: u.orderId, ref: u.orderRef, quantity: 1 });
  }
  return [...groups.values()];
}

/** "OUT-1002 ×2, OUT-1004 ×1" */
export function pickGroupOrders(g: Pick<PickGroup, 'orders'>): string {
  return g.orders.map((o) => `${o.ref} ×${o.quantity}`).join(', ');
}
