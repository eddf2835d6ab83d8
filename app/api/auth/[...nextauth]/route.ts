import { authRoute } from '@/server/auth/auth-route';

// Portal sign-in and sign-out (next-auth, e-mail and password; 06): body cap, ended sessions, known devices.
export { authRoute as GET, authRoute as POST };
