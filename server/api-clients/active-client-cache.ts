import type { ApiClient } from '@/db/schema';
import { getDbHandle } from '@/db/client';
import type { ChannelListener } from '@/db/listener';
import { findActiveClient } from './find-active-client';

/**
 * The revocation check of every bearer request (04 A4) without a query per request.
 *
 * On PostgreSQL, each process keeps the active clients it has looked up, but only while its LISTEN session
 * on `api_client_changed` is up. A trigger on api_clients (migration 0012) notifies that channel, with the
 * client id, whenever a client is revoked, deleted, or its scopes, merchant, name or secret change; PostgreSQL
 * delivers the notice to every instance when the change commits, and each drops its copy. So a revocation
 * stops the client's tokens on the instance that made it as soon as it returns (revokeApiClient also drops
 * the local copy), and on the other instances as soon as the notice arrives (milliseconds).
 *
 * Two rules keep a stale copy out:
 * - nothing is served or stored from the cache while the session is not listening (at start, after a
 *   failure: then every lookup reads the table, as before);
 * - a lookup stores its row only if no notice for that client (and no reset) arrived while it ran, so a row
 *   read just before a revocation committed is not kept after that revocation's notice. Notices about other
 *   clients do not matter: with many clients changing, lookups would otherwise rarely be kept.
 * Only active clients are kept; unknown and revoked ones are read from the table each time.
 * The embedded database (one process) and DATABASE_LISTEN=0 (no listener) read the table every time.
 */
export const API_CLIENT_CHANNEL = 'api_client_changed';
const MAX_ENTRIES = 10_000;

/** A lookup in flight; `stale` is set when a notice for its client (or a reset) arrives meanwhile. */
interface Lookup {
  stale: boolean;
}

interface CacheState {
  entries: Map<string, ApiClient>;
  lookups: Map<string, Set<Lookup>>;
}

function markStale(state: CacheState, clientId: string | null): void {
  if (clientId === null) {
    for (const set of state.lookups.values()) for (const l of set) l.stale = true;
  } else {
    for (const l of state.lookups.get(clientId) ?? []) l.stale = true;
  }
}

const states = new WeakMap<ChannelListener, CacheState>();

function stateOf(listener: ChannelListener): CacheState {
  let s = states.get(listener);
  if (!s) {
    const state: CacheState = { entries: new Map(), lookups: new Map() };
    listener.subscribe(API_CLIENT_CHANNEL, {
      onNotify(clientId) {
        markStale(state, clientId || null);
        if (clientId) state.entries.delete(clientId);
        else state.entries.clear();
      },
      onReset() {
        markStale(state, null);
        state.entries.clear();
      },
    });
    states.set(listener, (s = state));
  }
  return s;
}

/** The active client behind a token (cached as described above), or null when revoked or unknown. */
export async function activeClient(clientId: string): Promise<ApiClient | null> {
  const handle = await getDbHandle();
  const listener = handle.listener;
  if (!listener) return findActiveClient(handle.db, clientId);
  const state = stateOf(listener);
  const listening = listener.isListening(API_CLIENT_CHANNEL);
  if (listening) {
    const hit = state.entries.get(clientId);
    if (hit) return hit;
  }
  const lookup: Lookup = { stale: false };
  const pending = state.lookups.get(clientId) ?? new Set<Lookup>();
  state.lookups.set(clientId, pending.add(lookup));
  let row: ApiClient | null;
  try {
    row = await findActiveClient(handle.db, clientId);
  } finally {
    pending.delete(lookup);
    if (pending.size === 0 && state.lookups.get(clientId) === pending) state.lookups.delete(clientId);
  }
  if (row && listening && listener.isListening(API_CLIENT_CHANNEL) && !lookup.stale) {
    if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!);
    state.entries.set(clientId, row);
  }
  return row;
}

/** Drops this process's copy of a client at once (after a revocation here; the notice covers the others). */
export async function forgetClient(clientId: string): Promise<void> {
  const listener = (await getDbHandle()).listener;
  if (!listener) return;
  const state = stateOf(listener);
  markStale(state, clientId);
  state.entries.delete(clientId);
}
