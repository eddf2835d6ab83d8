import fs from 'node:fs';
import path from 'node:path';

/**
 * Dispatches a Request to the app's route handlers the way Next.js routes it (static segments before
 * [param] before [...catchAll]; (group) folders are transparent), so API tests exercise the real handlers
 * in-process without a server. The real server is covered by the Playwright suite.
 */
interface RouteEntry {
  segments: string[];
  file: string;
}

const APP = path.resolve(__dirname, '..', '..', 'app');
let table: RouteEntry[] | null = null;

function scan(dir: string, segments: string[], out: RouteEntry[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const name = entry.name;
      // Next.js private folders (_name) are not routes; a segment starting with "_" needs a %5F folder.
      if (name.startsWith('_')) continue;
      const next = /^\(.*\)$/.test(name) ? segments : [...segments, decodeURIComponent(name)]; // %5Fx routes /_x, as Next.js does
      scan(path.join(dir, name), next, out);
    } else if (entry.name === 'route.ts') {
      out.push({ segments, file: path.join(dir, entry.name) });
    }
  }
}

function routes(): RouteEntry[] {
  if (!table) {
    table = [];
    scan(APP, [], table);
  }
  return table;
}

function match(entry: RouteEntry, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < entry.segments.length; i++) {
    const seg = entry.segments[i]!;
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(seg);
    if (catchAll) {
      if (i >= parts.length) return null;
      params[catchAll[1]!] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    const dyn = /^\[(\w+)\]$/.exec(seg);
    if (dyn) params[dyn[1]!] = decodeURIComponent(parts[i]!);
    else if (seg !== parts[i]) return null;
  }
  return entry.segments.length === parts.length ? params : null;
}

function rank(entry: RouteEntry): number[] {
  return entry.segments.map((s) => (s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0));
}

function compare(a: RouteEntry, b: RouteEntry): number {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
    const x = ra[i] ?? -1;
    const y = rb[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

export async function dispatch(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const parts = url.pathname.split('/').filter(Boolean);
  const candidates = routes()
    .map((entry) => ({ entry, params: match(entry, parts) }))
    .filter((c) => c.params !== null)
    .sort((a, b) => compare(a.entry, b.entry));
  const hit = candidates[0];
  if (!hit) return new Response('no route', { status: 404 });
  const mod = await import(hit.entry.file);
  const handler = mod[req.method];
  if (typeof handler !== 'function') return new Response(null, { status: 405 });
  return handler(req, { params: Promise.resolve(hit.params) });
}

export function routeFiles(): { file: string; urlPath: string }[] {
  return routes().map((r) => ({ file: r.file, urlPath: '/' + r.segments.join('/') }));
}
