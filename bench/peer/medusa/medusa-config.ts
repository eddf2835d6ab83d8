import { loadEnv, defineConfig } from '@medusajs/framework/utils';

loadEnv(process.env.NODE_ENV || 'development', process.cwd());

// No redisUrl and no event bus, cache or locking module named: Medusa's in-memory defaults.
// The admin dashboard is not built or served (the comparison uses the admin HTTP API only).
module.exports = defineConfig({
  admin: { disable: true },
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    http: {
      storeCors: process.env.STORE_CORS || 'http://127.0.0.1',
      adminCors: process.env.ADMIN_CORS || 'http://127.0.0.1',
      authCors: process.env.AUTH_CORS || 'http://127.0.0.1',
      jwtSecret: process.env.JWT_SECRET || 'supersecret',
      cookieSecret: process.env.COOKIE_SECRET || 'supersecret',
    },
  },
});
