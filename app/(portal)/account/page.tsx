import { ConfirmSubmit, PageHeader } from '@/components/ui';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { ALL_ROLES, requireUser } from '@/server/auth/portal-session';
import { changePasswordAction, signOutEverywhereAction } from './actions';
import { ChangePasswordForm } from './change-password-form';

export const metadata = { title: 'Your account' };

// /account – every signed-in user: change password, sign out everywhere (06)
export default async function AccountPage() {
  const user = await requireUser(ALL_ROLES, '/account');
  return (
    <>
      <PageHeader title="Your account" description={`${user.email} · ${ROLE_LABELS[user.role]}`} />
      <section className="card">
        <ChangePasswordForm action={changePasswordAction} />
      </section>
      <section className="card">
        <h2>Sign out everywhere</h2>
        <p>
          Ends every session of your account: in this browser, in any other, and any copy of a session cookie.
        </p>
        <ConfirmSubmit
          action={signOutEverywhereAction}
          label="Sign out everywhere"
          confirmLabel="Yes, sign out everywhere"
        >
          Every browser signed in as <strong>{user.email}</strong> must sign in again.
        </ConfirmSubmit>
      </section>
    </>
  );
}
