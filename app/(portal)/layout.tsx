import type { ReactNode } from 'react';
import Link from 'next/link';
import { MerchantSwitcher } from '@/components/portal/merchant-switcher';
import { NavLink } from '@/components/portal/nav-link';
import { ROLE_LABELS, navFor } from '@/components/portal/nav-items';
import { SignOutForm } from '@/components/portal/sign-out-form';
import { getDb } from '@/db/client';
import { isMerchantRole, portalMerchantId, requireUser } from '@/server/auth/portal-session';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { sandboxState } from '@/server/merchants/sandbox';
import { switchSandboxAction } from './sandbox-actions';
import { switchMerchantAction } from './switch-merchant-action';

export const dynamic = 'force-dynamic';

/** The portal shell: header (product, user, role, merchant switcher, sign out), navigation by role, content. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const staff = !isMerchantRole(user.role);
  const [actingFor, merchants] = staff
    ? await Promise.all([portalMerchantId(user), merchantChoices(await getDb())])
    : [await portalMerchantId(user), []];
  const sandbox = actingFor ? await sandboxState(await getDb(), actingFor) : null;
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
          {staff ? (
            <MerchantSwitcher current={actingFor} merchants={merchants} action={switchMerchantAction} />
          ) : null}
          <Link href="/account" className="user-name" data-testid="user-email" title="Your account">
            {user.name ?? user.email}
          </Link>
          <span className="role-badge" data-testid="user-role">
            {ROLE_LABELS[user.role]}
          </span>
          <SignOutForm />
        </div>
      </header>
      <div className="shell-body">
        <nav className="shell-nav" aria-label="Main">
          <ul>
            {navFor(user.role).map((item, _, all) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} others={all.map((i) => i.href)} />
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell-main" tabIndex={-1}>
          {sandbox?.sandbox ? (
            <div className="sandbox-banner" role="note" data-testid="sandbox-banner">
              <strong>Sandbox</strong> – test data of {sandbox.name}: simulated warehouse work, nothing ships.
              {!staff ? (
                <form action={switchSandboxAction}>
                  <input type="hidden" name="sandbox" value="0" />
                  <button type="submit" className="btn btn-secondary btn-small">
                    Back to live data
                  </button>
                </form>
              ) : null}
            </div>
          ) : null}
          {children}
        </main>
      </div>
    </>
  );
}
