import Link from 'next/link';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { getSessionUser } from '@/server/auth/portal-session';

/**
 * 403 inside the portal shell: a signed-in person opened a screen their role may not use (requireUser). It says
 * so plainly; another merchant's order, return or endpoint stays "Not found" (404), revealing nothing.
 */
export default async function Forbidden() {
  const user = await getSessionUser();
  const role = user ? ROLE_LABELS[user.role].toLowerCase() : null;
  return (
    <div className="empty-state">
      <h1>Not available for your role</h1>
      <p>
        {role
          ? `This screen is not available to ${role} users. If you need it, ask an administrator of your account.`
          : 'This screen is not available to you.'}
      </p>
      <p>
        <Link href="/home">Back to the home page</Link>
      </p>
    </div>
  );
}
