import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_ENV } from './tests/support/test-env.mjs';

/**
 * Unit and HTTP-level integration tests. The database is real: PostgreSQL when DATABASE_URL is set
 * (scripts/test.mjs creates a fresh database per run), else an in-memory PGlite per test file.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // Tests may inject faults (server/core/fault-points.ts); production never sets it.
    env: { ...TEST_ENV, FAULT_INJECTION: '1' },
  },
});
