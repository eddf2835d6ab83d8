// The environment of the test suite (vitest.config.mts), shared with servers the HTTP-level tests target
// through TEST_BASE_URL (scripts/test-cluster.mjs): tokens the fixtures sign must verify there, and the
// limits must match.
export const TEST_ENV = {
  LOG_LEVEL: 'silent',
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
  // Handlers called in-process have no peer-address stamp: a test speaks for a client address through
  // X-Forwarded-For, believed one hop deep (server/core/client-address.ts), never through a fallback.
  TRUSTED_PROXIES: '1',
};
