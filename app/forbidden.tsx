import Link from 'next/link';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { getSessionUser } from '@/server/auth/portal-session';

export const metadata = { title: 'Not available for your role' };

/** 403: a signed-in person opened a screen their role may not use (requireUser); another merchant's data is a 404. */
export default async function Forbidden() {
  const user = await getSessionUser();
  const role = user ? ROLE_LABELS[user.role] : null;
  return (
    <main id="main" className="signin">
      <div className="signin-card">
        <h1>Not available for your role</h1>
        <p>
          {role
            ? `This screen is not available to ${role.toLowerCase()} users. If you need it, ask an administrator of your account.`
            : 'This screen is not available to you.'}
        </p>
        <p>
          <Link href="/home">Go to your home screen</Link>
        </p>
      </div>
    </main>
  );
}
