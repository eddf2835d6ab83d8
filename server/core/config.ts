/**
 * Every setting the service reads, with its safe default for the embedded mode (README lists them all).
 * Read lazily so tests can change process.env before the first use.
 */
function num(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

export const config = {
  get port() {
    return num('PORT', 3000);
  },
  get publicUrl() {
    return (
      process.env.PUBLIC_URL ??
      process.env.NEXTAUTH_URL ??
      `http://localhost:${num('PORT', 3000)}`
    ).replace(/\/$/, '');
  },
  get rateLimitPerSecond() {
    return num('RATE_LIMIT_PER_SECOND', 50);
  },
  get rateLimitBurst() {
    return num('RATE_LIMIT_BURST', 100);
  },
  /** Points an instance takes from the shared rate-limit store at a time (server/core/rate-limit-lease.ts). */
  get rateLimitLease() {
    return num('RATE_LIMIT_LEASE', Math.max(1, Math.floor(this.rateLimitBurst / 10)));
  },
  get tokenTtlSeconds() {
    return num('TOKEN_TTL_SECONDS', 900);
  },
  /** The VAT rate (percent) of a rate card's fee that names none (docs/decisions/billing.md). */
  get billingDefaultVatRate() {
    return num('BILLING_DEFAULT_VAT_RATE', 25.5);
  },
  /** Days from an invoice's issue to its due date. */
  get billingPaymentTermsDays() {
    return num('BILLING_PAYMENT_TERMS_DAYS', 14);
  },
  /** The operator as the seller on invoices (name, VAT id, address, country): shown on the PDF and the e-invoice. */
  get billingSeller() {
    return {
      name: process.env.BILLING_SELLER_NAME || 'Northern Fulfilment Oy',
      vatId: process.env.BILLING_SELLER_VAT_ID || 'FI12345678',
      street: process.env.BILLING_SELLER_STREET || 'Varastotie 1',
      postalCode: process.env.BILLING_SELLER_POSTAL_CODE || '01510',
      city: process.env.BILLING_SELLER_CITY || 'Vantaa',
      countryCode: process.env.BILLING_SELLER_COUNTRY || 'FI',
      iban: process.env.BILLING_SELLER_IBAN || 'FI2112345600000785',
    };
  },
  get orderCreateTimeoutMs() {
    return num('ORDER_CREATE_TIMEOUT_MS', 10_000);
  },
  /** How long a split waits for a product row held by a stock change before answering STOCK_CHANGED (03). */
  get splitLockTimeoutMs() {
    return num('SPLIT_LOCK_TIMEOUT_MS', 3000);
  },
  /** How old the dashboard's period figures may be before a page asks for them to be recomputed. */
  get dashboardMaxAgeSeconds() {
    return num('DASHBOARD_MAX_AGE_SECONDS', 300);
  },
  get labelCarrierDelayMs() {
    return num('LABEL_CARRIER_DELAY_MS', 1500);
  },
  get webhooksAllowInsecure() {
    return process.env.WEBHOOKS_ALLOW_INSECURE === '1';
  },
  get maxBodyBytes() {
    return num('MAX_BODY_BYTES', 1_048_576);
  },
  get operatorClientId() {
    return process.env.OPERATOR_CLIENT_ID || null;
  },
  get operatorClientSecret() {
    return process.env.OPERATOR_CLIENT_SECRET || null;
  },
  get logRequests() {
    return process.env.LOG_REQUESTS !== '0';
  },
  /** Days the events feed shows and replays an outbox event (GET /v1/events, _replay). */
  get eventsRetentionDays() {
    return num('EVENTS_RETENTION_DAYS', 30);
  },
  /** Days a merchant API request stays in the request log (GET /v1/request-logs). */
  get requestLogRetentionDays() {
    return num('REQUEST_LOG_RETENTION_DAYS', 14);
  },
  /** REQUEST_LOG=0 turns the request log off (nothing is recorded; the bench compares both). */
  get requestLogEnabled() {
    return process.env.REQUEST_LOG !== '0';
  },
  /** The request log's buffer: written when it holds this many entries, or after this many ms. */
  get requestLogBatchSize() {
    return num('REQUEST_LOG_BATCH_SIZE', 200);
  },
  get requestLogFlushMs() {
    return num('REQUEST_LOG_FLUSH_MS', 1000);
  },
  get jobsEnabled() {
    return process.env.JOBS_ENABLED !== '0';
  },
  /** The OpenID Connect provider of the portal sign-in (06), or null unless issuer, client id and secret are set. */
  get oidc() {
    const issuer = process.env.OIDC_ISSUER?.trim().replace(/\/+$/, '');
    const clientId = process.env.OIDC_CLIENT_ID?.trim();
    const clientSecret = process.env.OIDC_CLIENT_SECRET;
    if (!issuer || !clientId || !clientSecret) return null;
    return { issuer, clientId, clientSecret, name: process.env.OIDC_NAME?.trim() || 'single sign-on' };
  },
};
