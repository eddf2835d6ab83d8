import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_ENV } from './tests/support/test-env.mjs';

/**
 * Unit and HTTP-level integration tests. The database is real: PostgreSQL when DATABASE_URL is set
 * (scripts/test.mjs creates a fresh database per run), else an in-memory PGlite per test file.
 */
/**
 * Test files that start the job workers (pg-boss): on the shared PostgreSQL database those workers dispatch,
 * deliver and count every file's outbox, deliveries and marked days, so they run after the rest, one at a time.
 */
const WITH_JOB_WORKERS = ['tests/webhooks/webhooks-delivery.test.ts', 'tests/returns/returns-labels.test.ts'];
/**
 * Test files that replace a module (vi.mock): they run in a process of their own. Every other file shares its
 * worker's process and module graph with the files before it (isolate: false), so the server layer is loaded
 * once per worker instead of once per file; each file still gets its own database and environment
 * (tests/support/setup.ts). docs/decisions/testing.md, "Where the time went".
 */
const ISOLATED = ['tests/platform/platform-client-cache.test.ts', 'tests/topology/readiness-timeout.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WITH_JOB_WORKERS, ...ISOLATED],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'job workers',
          include: WITH_JOB_WORKERS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
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
