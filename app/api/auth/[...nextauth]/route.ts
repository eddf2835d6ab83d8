import NextAuth from 'next-auth';
import { getAuthOptions } from '@/server/auth/portal-auth';

// Portal sign-in and sign-out (next-auth, e-mail and password; 06)
async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(await getAuthOptions())(req as any, { params: await ctx.params } as any);
}

export { handler as GET, handler as POST };
