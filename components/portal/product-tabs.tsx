import Link from 'next/link';

/** The product page's tabs: its overview and its stock movements (the ledger). Plain links: no JavaScript. */
export function ProductTabs({
  productId,
  current,
}: {
  productId: string;
  current: 'overview' | 'movements';
}) {
  const tabs = [
    { key: 'overview', href: `/products/${productId}`, label: 'Overview' },
    { key: 'movements', href: `/products/${productId}/movements`, label: 'Movements' },
  ] as const;
  return (
    <nav aria-label="Product" className="tabs">
      {tabs.map((t) => (
        <Link key={t.key} href={t.href} aria-current={t.key === current ? 'page' : undefined} className="tab">
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
