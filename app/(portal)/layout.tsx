import type { ReactNode } from 'react';
import Link from 'next/link';
import { MerchantSwitcher } from '@/components/portal/merchant-switcher';
import { NavLink } from '@/components/portal/nav-link';
import { ROLE_LABELS, navFor } from '@/components/portal/nav-items';
import { SignOutForm } from '@/components/portal/sign-out-form';
import { isMerchantRole, portalMerchantId, requireUser } from '@/server/auth/portal-session';

export const dynamic = 'force-dynamic';

/** The portal shell: header (product, user, role, merchant switcher, sign out), navigation by role, content. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const actingFor = isMerchantRole(user.role) ? null : await portalMerchantId(user);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="shell-header">
        <Link href="/home" className="brand">
          Fulfilment Portal
        </Link>
        <div className="shell-user">
          {isMerchantRole(user.role) ? null : <MerchantSwitcher current={actingFor} />}
          <span className="user-name" data-testid="user-email">
            {user.name ?? user.email}
          </span>
          <span className="role-badge" data-testid="user-role">
            {ROLE_LABELS[user.role]}
          </span>
          <SignOutForm />
        </div>
      </header>
      <div className="shell-body">
        <nav className="shell-nav" aria-label="Main">
          <ul>
            {navFor(user.role).map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} />
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}
