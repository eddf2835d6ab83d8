'use client';
import Link, { useLinkStatus } from 'next/link';
import { usePathname } from 'next/navigation';

/**
 * A navigation link that marks the current section (aria-current) and shows that its page is loading while the
 * server renders it. Pages render completely on the server (no streamed loading fallback, which would stay hidden
 * without JavaScript), so this pending mark is the loading state during client-side navigation.
 */
export function NavLink({ href, label, others = [] }: { href: string; label: string; others?: string[] }) {
  const pathname = usePathname() ?? '';
  const within = (h: string) => pathname === h || pathname.startsWith(`${h}/`);
  // a section inside this one that has its own link (Returns > Return requests) is that link's, not this one's
  const current = within(href) && !others.some((o) => o.startsWith(`${href}/`) && within(o));
  return (
    <Link href={href} className="nav-link" aria-current={current ? 'page' : undefined}>
      {label}
      <Pending />
    </Link>
  );
}

function Pending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span className="nav-pending" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </span>
  ) : null;
}
