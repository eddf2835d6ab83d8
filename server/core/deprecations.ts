import { now } from './clock';
import { log } from './logger';

/**
 * Deprecations are data (04 B6): one registry drives the headers, the 410 after sunset, the 404 thirty days
 * later and the OpenAPI markers. Operators may override entries with API_DEPRECATIONS, a JSON array of
 * partial entries matched by method and path, e.g.
 *   API_DEPRECATIONS='[{"method":"GET","path":"/v1/orders/waiting_products","sunset":"2027-06-01"}]'
 */
export interface Deprecation {
  method: string;
  /** OpenAPI path template of the deprecated route. */
  path: string;
  deprecatedAt: string; // YYYY-MM-DD (00:00 UTC)
  sunset: string | null; // YYYY-MM-DD (00:00 UTC); null: no date yet
  replacementPath: string | null;
  reason: string;
  migrationDocsUrl: string | null;
}

const REGISTRY: Deprecation[] = [
  {
    method: 'GET',
    path: '/v1/orders/waiting_products',
    deprecatedAt: '2026-05-20',
    sunset: '2027-04-17',
    replacementPath: '/v1/orders/waiting-products',
    reason: 'path renamed to kebab-case',
    migrationDocsUrl: null,
  },
  {
    method: 'POST',
    path: '/2015-01-01/products/product_split',
    deprecatedAt: '2026-05-20',
    sunset: null,
    replacementPath: '/v1/products/split',
    reason: 'replaced by the idempotent POST /v1/products/split (OAuth 2.0, scope products:manage)',
    migrationDocsUrl: null,
  },
];

/** After the sunset the route answers 410 for this long, then like any unknown route (01 §9). */
export const GONE_WINDOW_DAYS = 30;

export function deprecations(): Deprecation[] {
  const raw = process.env.API_DEPRECATIONS;
  if (!raw) return REGISTRY;
  try {
    const overrides = JSON.parse(raw) as Partial<Deprecation>[];
    const merged = REGISTRY.map((d) => {
      const o = overrides.find((x) => x.method === d.method && x.path === d.path);
      return o ? { ...d, ...o } : d;
    });
    for (const o of overrides) {
      if (
        !merged.some((d) => d.method === o.method && d.path === o.path) &&
        o.method &&
        o.path &&
        o.deprecatedAt
      ) {
        merged.push({
          sunset: null,
          replacementPath: null,
          reason: '',
          migrationDocsUrl: null,
          ...o,
        } as Deprecation);
      }
    }
    return merged;
  } catch {
    log.error('API_DEPRECATIONS is not valid JSON; using the built-in registry');
    return REGISTRY;
  }
}

export function findDeprecation(method: string, path: string): Deprecation | null {
  return deprecations().find((d) => d.method === method && d.path === path) ?? null;
}

const DAY = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

export type DeprecationPhase = 'active' | 'deprecated' | 'sunset' | 'removed';

export function phaseOf(d: Deprecation, at: Date = now()): DeprecationPhase {
  const t = at.getTime();
  if (t < utc(d.deprecatedAt)) return 'active';
  if (d.sunset === null || t < utc(d.sunset)) return 'deprecated';
  if (t < utc(d.sunset) + GONE_WINDOW_DAYS * DAY) return 'sunset';
  return 'removed';
}

/** Deprecation (RFC 9745), Sunset (RFC 8594) and Link (RFC 8288) headers. */
export function deprecationHeaders(d: Deprecation): Record<string, string> {
  const headers: Record<string, string> = { deprecation: `@${Math.floor(utc(d.deprecatedAt) / 1000)}` };
  if (d.sunset) headers.sunset = new Date(utc(d.sunset)).toUTCString();
  const links: string[] = [];
  if (d.replacementPath) links.push(`<${d.replacementPath}>; rel="successor-version"`);
  if (d.migrationDocsUrl) links.push(`<${d.migrationDocsUrl}>; rel="deprecation"`);
  if (links.length) headers.link = links.join(', ');
  return headers;
}

/** Body details of the 410 ENDPOINT_SUNSET answer (01 §9). */
export function sunsetDetails(d: Deprecation): Record<string, unknown> {
  const details: Record<string, unknown> = { sunset_at: d.sunset, replacement_path: d.replacementPath };
  if (d.migrationDocsUrl) details.migration_docs_url = d.migrationDocsUrl;
  return details;
}
