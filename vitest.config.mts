import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Unit and HTTP-level integration tests. The database is real: PostgreSQL when DATABASE_URL is set
 * (scripts/test.mjs creates a fresh database per run), else an in-memory PGlite per test file.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    env: {
      LOG_LEVEL: 'silent',
      // Tests may inject faults (server/core/fault-points.ts); production never sets it.
      FAULT_INJECTION: '1',
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '200000',
      WEBHOOKS_ALLOW_INSECURE: '1',
      LABEL_CARRIER_DELAY_MS: '50',
      JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
      LINK_SIGNING_SECRET: 'test-link-secret-0123456789abcdef012345',
      NEXTAUTH_SECRET: 'test-session-secret-0123456789abcdef01234',
      DATA_ENCRYPTION_KEY: 'dGVzdC1kYXRhLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE',
      STORAGE_DIR: '.data/test-storage',
      PASSWORD_HASH_COST_LOG2: '12',
    },
  },
});
