import { log } from '@/server/core/logger';
import { now } from '@/server/core/clock';
import type { Json, VersionChange } from './change';
import { invoiceMoney } from './2027-01-15-invoice-money';

export type { Json, VersionChange };

/**
 * The dated API versions (issue 43, docs/decisions/api-versions.md), oldest first. `2026-12-01` is the API as
 * it was when versions were introduced; every later version is the date of one or more breaking changes
 * (CHANGES). A version may be deprecated (answers carry Deprecation, RFC 9745) with a sunset date (Sunset,
 * RFC 8594) and a Link to the changelog. Operators may override the retirement dates with
 * API_VERSION_RETIREMENTS, a JSON object by version, e.g.
 *   API_VERSION_RETIREMENTS='{"2026-12-01":{"deprecatedAt":"2027-06-01","sunset":"2028-01-15"}}'
 */
export interface ApiVersion {
  version: string;
  /** When it was deprecated (YYYY-MM-DD, 00:00 UTC); null: supported. */
  deprecatedAt: string | null;
  /** When it stops being served (YYYY-MM-DD, 00:00 UTC); null: no date yet. */
  sunset: string | null;
}

const RELEASES: ApiVersion[] = [
  { version: '2026-12-01', deprecatedAt: null, sunset: null },
  { version: '2027-01-15', deprecatedAt: null, sunset: null },
];

/** Every breaking change, in any order (sorted by version where it matters). One module each. */
export const CHANGES: VersionChange[] = [invoiceMoney];

export const VERSION_HEADER = 'Fulfilment-Version';
/** Where a deprecated version's Link header points: the portal's API reference, whose changelog lists them. */
export const CHANGELOG_URL = '/developers/reference#changelog';
export const FIRST_VERSION = RELEASES[0]!.version;
export const NEWEST_VERSION = RELEASES[RELEASES.length - 1]!.version;

export function knownVersions(): string[] {
  return RELEASES.map((r) => r.version);
}

export function isKnownVersion(v: string): boolean {
  return RELEASES.some((r) => r.version === v);
}

export function apiVersions(): ApiVersion[] {
  const raw = process.env.API_VERSION_RETIREMENTS;
  if (!raw) return RELEASES;
  try {
    const overrides = JSON.parse(raw) as Record<string, Partial<ApiVersion>>;
    return RELEASES.map((r) => ({ ...r, ...(overrides[r.version] ?? {}), version: r.version }));
  } catch {
    log.error('API_VERSION_RETIREMENTS is not valid JSON; using the built-in dates');
    return RELEASES;
  }
}

/** The changes between `version` and the newest, newest first: the order a new answer is walked back in. */
function changesAfter(version: string): VersionChange[] {
  return CHANGES.filter((c) => c.version > version).sort((a, b) => (a.version < b.version ? 1 : -1));
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An event of the events feed (`{ id, type, created_at, data, ... }`, and `body`, the event as stored). */
function feedEvent(version: string, e: unknown): unknown {
  if (!isObj(e)) return e;
  const out = renderEvent(version, e);
  if (out === e || typeof e.body !== 'string') return out;
  return { ...out, body: JSON.stringify(renderEvent(version, JSON.parse(e.body) as Obj)) };
}

/** The events feed answers: their events' data follow the change modules' `events` functions. */
const EVENT_ANSWERS: Record<string, (version: string, body: Json) => Json> = {
  'GET /v1/events': (v, body) =>
    isObj(body) && Array.isArray(body.events)
      ? { ...body, events: body.events.map((e) => feedEvent(v, e)) }
      : body,
  'GET /v1/events/{eventId}': (v, body) =>
    isObj(body) && 'event' in body ? { ...body, event: feedEvent(v, body.event) } : body,
};

/** An answer of the newest shape, in `version`'s shape. `route` is `METHOD /path/template`. */
export function renderResponse(version: string, route: string, body: Json): Json {
  const events = EVENT_ANSWERS[route];
  let out = events ? events(version, body) : body;
  if (version === NEWEST_VERSION) return out;
  for (const c of changesAfter(version)) {
    const f = c.responses?.[route];
    if (f) out = f(out);
  }
  return out;
}

/** A request body of `version`'s shape, in the newest shape (oldest change first). */
export function upgradeRequest(version: string, route: string, body: Json): Json {
  let out = body;
  for (const c of changesAfter(version).reverse()) {
    const f = c.requests?.[route];
    if (f) out = f(out);
  }
  return out;
}

/**
 * An event (`{ id, type, created_at, data }`, the outbox payload) in `version`'s shape: first brought to the
 * newest shape (events stored before a change), then walked back to `version`.
 */
export function renderEvent<E extends { type?: unknown; data?: unknown }>(version: string, event: E): E {
  if (typeof event.type !== 'string') return event;
  const type = event.type;
  let data = event.data;
  let touched = false;
  for (const c of [...CHANGES].sort((a, b) => (a.version < b.version ? -1 : 1))) {
    const up = c.storedEvents?.[type];
    if (up) {
      data = up(data);
      touched = true;
    }
  }
  for (const c of changesAfter(version)) {
    const f = c.events?.[type];
    if (f) {
      data = f(data);
      touched = true;
    }
  }
  return touched ? { ...event, data } : event;
}

/** The OpenAPI document (newest, a copy it may change) in `version`'s shape. */
export function renderOpenApi<D extends object>(version: string, doc: D): D {
  for (const c of changesAfter(version)) c.openapi?.(doc as Record<string, any>);
  const info = (doc as { info?: Record<string, unknown> }).info;
  if (info) info['x-api-version'] = version;
  return doc;
}

/** Deprecation (RFC 9745), Sunset (RFC 8594) and Link headers of a deprecated version, else none. */
export function versionRetirementHeaders(version: string): Record<string, string> {
  const v = apiVersions().find((r) => r.version === version);
  if (!v?.deprecatedAt || v.deprecatedAt > now().toISOString().slice(0, 10)) return {};
  const headers: Record<string, string> = {
    deprecation: `@${Math.floor(Date.parse(`${v.deprecatedAt}T00:00:00Z`) / 1000)}`,
    link: `<${CHANGELOG_URL}>; rel="deprecation"; type="text/html"`,
  };
  if (v.sunset) headers.sunset = new Date(`${v.sunset}T00:00:00Z`).toUTCString();
  return headers;
}
