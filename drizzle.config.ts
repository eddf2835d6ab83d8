import { defineConfig } from 'drizzle-kit';

// Migrations are generated from db/schema and applied to both the embedded database and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
});
