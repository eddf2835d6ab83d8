import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { merchants } from '@/db/schema';
import { switchMerchantAction } from '@/app/(portal)/switch-merchant-action';

/** For warehouse staff and operator admins: which merchant's data the merchant screens show. Works without JS. */
export async function MerchantSwitcher({ current }: { current: string | null }) {
  const db = await getDb();
  const rows = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .orderBy(asc(merchants.name), asc(merchants.id))
    .limit(500);
  if (rows.length === 0) return <span className="muted">No merchants yet</span>;
  return (
    <form action={switchMerchantAction} className="merchant-switcher">
      <label htmlFor="acting-merchant">Acting for</label>
      <select
        id="acting-merchant"
        name="merchant_id"
        defaultValue={current ?? undefined}
        key={current ?? 'none'}
      >
        {rows.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary btn-small">
        Switch
      </button>
    </form>
  );
}
