// What a browser (or a script posing as one) does against the portal: cookies kept by hand, next-auth's
// CSRF token, the credentials sign-in, and the portal's server actions posted as plain forms (no JavaScript),
// exactly as the HTML offers them. Every request is bounded in time and goes to 127.0.0.1 only.
import http from 'node:http';

/** A cookie jar: name -> value, from Set-Cookie answers. */
export class Jar {
  constructor() {
    this.cookies = new Map();
  }
  take(res) {
    for (const line of res.headers.getSetCookie?.() ?? []) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  session() {
    for (const [k, v] of this.cookies) if (k.endsWith('next-auth.session-token')) return `${k}=${v}`;
    return null;
  }
  clone() {
    const j = new Jar();
    j.cookies = new Map(this.cookies);
    return j;
  }
}

/**
 * A request over node:http from a given local address (127.0.0.2 ...: another client as HAProxy sees it, which
 * puts that address in X-Forwarded-For), answered like fetch's Response as far as hit() reads it.
 */
function requestFrom(url, { method, headers, body, localAddress, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, localAddress, agent: false, signal: AbortSignal.timeout(timeoutMs) },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const one of Array.isArray(v) ? v : [v]) if (v !== undefined) h.append(k, one);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode, headers: h, text: async () => text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One request with the jar's cookies, never following redirects; status 0 = no answer. `from`: the local
 * address to connect from (another client address), else the default.
 */
export async function hit(
  base,
  path,
  { jar, method = 'GET', headers = {}, body, timeoutMs = 20_000, from } = {},
) {
  const h = { ...headers };
  if (jar && jar.header()) h.cookie = jar.header();
  try {
    if (from) {
      const res = await requestFrom(`${base}${path}`, {
        method,
        headers: h,
        body,
        localAddress: from,
        timeoutMs,
      });
      jar?.take(res);
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, location: res.headers.get('location') };
    }
    const res = await fetch(`${base}${path}`, {
      method,
      headers: h,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    jar?.take(res);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, location: res.headers.get('location') };
  } catch (err) {
    return {
      status: 0,
      headers: new Headers(),
      text: '',
      location: null,
      error: String(err?.cause?.code ?? err),
    };
  }
}

/**
 * Signs in with e-mail and password through next-auth's credentials callback. outcome: 'ok' (a session cookie),
 * 'invalid' (wrong, unknown or disabled: error=CredentialsSignin), 'throttled' (error=SignInThrottled), or
 * 'other' with the answer.
 */
export async function signIn(
  base,
  email,
  password,
  { jar = new Jar(), headers = {}, callbackUrl = '/home', csrfToken, from } = {},
) {
  const token = csrfToken ?? (await csrfFor(base, jar, headers, from));
  if (!token) return { outcome: 'other', status: 0, jar };
  const res = await hit(base, '/api/auth/callback/credentials', {
    jar,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken: token, email, password, callbackUrl }).toString(),
    from,
  });
  const loc = res.location ?? '';
  const outcome = jar.session()
    ? 'ok'
    : /error=SignInThrottled/.test(loc)
      ? 'throttled'
      : /error=CredentialsSignin/.test(loc)
        ? 'invalid'
        : 'other';
  return { outcome, status: res.status, location: loc, jar };
}

/** next-auth's CSRF token for this jar (its cookie lands in the jar); null when there is no answer. */
export async function csrfFor(base, jar, headers = {}, from) {
  const csrf = await hit(base, '/api/auth/csrf', { jar, headers, from });
  try {
    return JSON.parse(csrf.text).csrfToken;
  } catch {
    return null;
  }
}

/** Signs out through next-auth (the portal's Sign out button). */
export async function signOut(base, jar) {
  const csrf = await hit(base, '/api/auth/csrf', { jar });
  const token = JSON.parse(csrf.text).csrfToken;
  return hit(base, '/api/auth/signout', {
    jar,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken: token, callbackUrl: '/signin?signed_out=1' }).toString(),
  });
}

const decode = (s) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The hidden fields of the form in `html` whose markup contains `marker` (null when there is none). */
export function hiddenFields(html, marker) {
  const forms = html
    .split(/<form\b/)
    .slice(1)
    .map((f) => f.slice(0, f.indexOf('</form>')));
  const form = forms.find((f) => f.includes(marker));
  if (!form) return null;
  const fields = [];
  for (const m of form.matchAll(/<input\b[^>]*>/g)) {
    const tag = m[0];
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (name) fields.push([decode(name), decode(value)]);
  }
  return fields;
}

/**
 * Posts the portal form (a server action, as rendered for browsers without JavaScript) whose HTML contains
 * `marker`, with its hidden fields and `fields` on top. Answers the page's response (a redirect usually).
 */
export async function submitForm(base, path, jar, marker, fields = {}, { origin = base } = {}) {
  const page = await hit(base, path, { jar });
  if (page.status !== 200) return { status: page.status, error: `GET ${path}: ${page.status}` };
  const hidden = hiddenFields(page.text, marker);
  if (!hidden) return { status: 0, error: `no form with ${marker} on ${path}` };
  const body = new FormData();
  for (const [k, v] of hidden) body.append(k, v);
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  // A browser sends its Origin with every form post; `origin: null` leaves it out, any text forges it.
  const headers = { accept: 'text/html', ...(origin === null ? {} : { origin }) };
  return hit(base, path, { jar, method: 'POST', body, headers });
}

/** The portal's page routes, read from the app folder: `[param]` segments filled with `fill`. */
export async function portalRoutes(root, fill = 'nonexistent0000000000000') {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const out = new Set(['/signin']);
  const walk = (dir, url) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory()) {
        if (e.name === 'page.tsx') out.add(url || '/');
        continue;
      }
      if (/^(api|v\d+|ops|oauth|2015-01-01|_)/.test(e.name) && url === '') continue;
      const seg = /^\(.*\)$/.test(e.name) ? '' : /^\[.*\]$/.test(e.name) ? `/${fill}` : `/${e.name}`;
      walk(path.join(dir, e.name), url + seg);
    }
  };
  walk(path.join(root, 'app'), '');
  return [...out].sort();
}
