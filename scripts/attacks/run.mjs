#!/usr/bin/env node
// npm run attacks: starts the production topology (scripts/cluster/cluster.mjs: HAProxy, 2 instances,
// PgBouncer in transaction mode, a fresh database), runs each attack of attacks.mjs against it as an outsider
// would (real HTTP through HAProxy, forged headers included), prints one table (attack, tries, held) and exits
// non-zero when a control gave way. Every attack is bounded in requests and time and talks only to 127.0.0.1.
// The last line is `N passed, N failed` (one per attack). What each attack proves: docs/decisions/security.md.
import '../lib/require-node.mjs';
import { startCluster } from '../cluster/cluster.mjs';
import { OPERATOR, newMerchant } from '../faults/api.mjs';
import {
  actionsWithoutOrigin,
  clearLimiters,
  hugeOffsets,
  openRedirect,
  productionWithoutSecrets,
  replayedCookie,
  securityHeaders,
  webhookTargets,
} from './attacks.mjs';
import {
  LIMITS,
  signInBurst,
  signInOwnerUnderAttack,
  signInSpray,
  signInSuccessKeepsCount,
  signInTiming,
  spoofedForwardedFor,
  tokenBurst,
} from './sign-in.mjs';
import { unboundedBodies } from './bodies.mjs';
import {
  CUSTOMER_LIMITS,
  customerFraming,
  customerLookupBruteForce,
  customerOtherMerchant,
  customerTrackingTokens,
} from './customer-page.mjs';

const ALL_ATTACKS = [
  ['parallel sign-in burst on one account', signInBurst],
  ['sign-in: the owner gets in while an attack runs', signInOwnerUnderAttack],
  ["sign-in: the owner's success does not wipe the attacker's count", signInSuccessKeepsCount],
  ['password spray from one address (forged X-Forwarded-For)', signInSpray],
  ['parallel token requests on one client id', tokenBurst],
  ['forged X-Forwarded-For against the API limit', spoofedForwardedFor],
  ['sign-in timing, known vs unknown e-mail', signInTiming],
  ['open redirect payloads', openRedirect],
  ['security headers on every portal page', securityHeaders],
  ['replayed session cookie after each session-ending event', replayedCookie],
  ['server actions posted without Origin or from another origin', actionsWithoutOrigin],
  ['production start without secrets', productionWithoutSecrets],
  ['webhook targets embedding IPv4 and private ranges', webhookTargets],
  ['huge offsets on every portal list', hugeOffsets],
  ['customer page: order number + postal code guessed at once', customerLookupBruteForce],
  ['customer page: tracking tokens guessed', customerTrackingTokens],
  ["customer page: another merchant's slug", customerOtherMerchant],
  ['customer page: framing by other origins', customerFraming],
  ['unbounded chunked bodies before a session or token', unboundedBodies],
];
// ATTACKS_ONLY=<words> runs the attacks whose name contains one of them (comma-separated), for example
// ATTACKS_ONLY='customer page' for the customer returns page's four.
const only = process.env.ATTACKS_ONLY?.split(',').map((w) => w.trim().toLowerCase());
const ATTACKS = only
  ? ALL_ATTACKS.filter(([n]) => only.some((w) => n.toLowerCase().includes(w)))
  : ALL_ATTACKS;
const ATTACK_TIMEOUT_MS = 90_000;

const cluster = await startCluster({
  instances: 2,
  port: Number(process.env.ATTACKS_PORT ?? 3500),
  pgbouncerPort: Number(process.env.ATTACKS_PGBOUNCER_PORT ?? 6437),
  serverUrl: process.env.ATTACKS_SERVER_URL ?? process.env.CI_PG_URL?.replace(/\/?$/, '/postgres'),
  // The throwaway database's name (default fp_cluster_<time>): several checkouts may share one server.
  databaseName: process.env.ATTACKS_DATABASE_NAME || undefined,
  env: {
    OPERATOR_CLIENT_ID: OPERATOR.id,
    OPERATOR_CLIENT_SECRET: OPERATOR.secret,
    // The real API limit (100 at once, 50/s), the real SSRF guard; the attempt limits the attacks count on.
    RATE_LIMIT_PER_SECOND: '50',
    RATE_LIMIT_BURST: '100',
    WEBHOOKS_ALLOW_INSECURE: '0',
    LOGIN_ATTEMPTS_PER_15_MIN: String(LIMITS.perAccount),
    LOGIN_ATTEMPTS_PER_ADDRESS_15_MIN: String(LIMITS.perAddress),
    TOKEN_ATTEMPTS_PER_15_MIN: String(LIMITS.tokenPerClient),
    TOKEN_ATTEMPTS_PER_ADDRESS_15_MIN: String(LIMITS.tokenPerAddress),
    RETURN_LOOKUPS_PER_ORDER: String(CUSTOMER_LIMITS.lookupPerOrder),
    RETURN_LOOKUPS_PER_ADDRESS: String(CUSTOMER_LIMITS.lookupPerAddress),
    RETURN_TRACKING_GUESSES_PER_ADDRESS: String(CUSTOMER_LIMITS.trackingPerAddress),
    // The progressive delay fixed at 8 s: longer than a burst takes to reach the limiter on a busy machine (so
    // exactly one attempt past the free ones gets through), short enough to prove the owner's sign-in after it.
    LOGIN_FIRST_DELAY_SECONDS: '8',
    LOGIN_MAX_DELAY_SECONDS: '8',
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: '0',
  },
  log: (m) => console.log(`[cluster] ${m}`),
});
const rows = [];
try {
  for (const [name, run] of ATTACKS) {
    const started = Date.now();
    let row;
    try {
      await clearLimiters(cluster.databaseUrl);
      const merchant = await newMerchant(cluster.url, `Attacked ${Date.now().toString(36)}`);
      await clearLimiters(cluster.databaseUrl);
      row = await Promise.race([
        run({ cluster, merchant }),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('attack timed out')), ATTACK_TIMEOUT_MS).unref(),
        ),
      ]);
    } catch (err) {
      row = { tries: undefined, problems: [`did not finish: ${err.message}`] };
    }
    rows.push({ name, seconds: Math.round((Date.now() - started) / 1000), ...row });
    console.log(
      `[attacks] ${name}: ${row.problems.length ? 'BROKEN' : 'held'} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
} finally {
  await cluster.stop();
}

console.log('\n| attack | tries | held |');
console.log('|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.tries ?? '–'} | ${r.problems.length ? 'NO' : 'yes'} |`);
for (const r of rows) {
  if (r.note) console.log(`${r.name}: ${r.note} (${r.seconds} s)`);
  for (const p of r.problems.slice(0, 10)) console.log(`  broken: ${r.name}: ${p}`);
}
const failed = rows.filter((r) => r.problems.length).length;
console.log(`${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
