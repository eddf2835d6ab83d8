import { redirect } from 'next/navigation';
import { getSessionUser } from '@/server/auth/portal-session';

export const dynamic = 'force-dynamic';

// / – signed in: the home page; signed out: the sign-in page (06)
export default async function Root() {
  redirect((await getSessionUser()) ? '/home' : '/signin');
}
