/**
 * For warehouse staff and operator admins: which merchant's data the merchant screens show. Works without JS.
 * The layout passes the merchants (server/merchants/merchant-names.ts) and the action that switches.
 */
export function MerchantSwitcher({
  current,
  merchants: rows,
  action,
}: {
  current: string | null;
  merchants: { id: string; name: string }[];
  action: (form: FormData) => Promise<void>;
}) {
  if (rows.length === 0) return <span className="muted">No merchants yet</span>;
  return (
    <form action={action} className="merchant-switcher">
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
