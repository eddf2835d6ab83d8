/**
 * Redaction of the bodies the request log keeps (non-2xx answers): secrets, tokens, passwords and signatures
 * never reach the table. A JSON body is parsed (which decodes escapes in keys: `"pass\u0077ord"` is a
 * password) and every value under a sensitive key is replaced; strings are scanned for the shapes of
 * credentials, the user-info of any URL (`https://user:pass@host`) among them. A body that does not parse as
 * JSON (another format, or cut) is not kept: only its length and content type, since no scan of free text can
 * know every way a secret may be written. Then the text is capped.
 */
export const REDACTED = '[REDACTED]';

/** Keys whose values are never kept: secrets, tokens, passwords, signatures, credentials. */
const SENSITIVE_KEY =
  /(secret|token|passw(or)?d|passwd|pwd|signature|authori[sz]ation|api[-_]?key|credential|private[-_]?key|cookie|whsec)/i;

/** Credential shapes inside free text. */
const PATTERNS: [RegExp, string][] = [
  // a JSON "key": "value" pair with a sensitive key, in text that did not parse (cut or malformed)
  [
    /("[^"\\]*(?:secret|token|passw(?:or)?d|passwd|pwd|signature|authori[sz]ation|api[-_]?key|credential|cookie)[^"\\]*"\s*:\s*)("(?:[^"\\]|\\.)*"?|[^,}\s]+)/gi,
    `$1"${REDACTED}"`,
  ],
  // form-encoded or query-like key=value
  [
    /\b((?:client_)?secret|token|access_token|refresh_token|password|passwd|signature|api[-_]?key)=([^&\s"]+)/gi,
    `$1=${REDACTED}`,
  ],
  [/\bwhsec_[A-Za-z0-9+/=_-]+/g, REDACTED], // webhook signing secrets
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${REDACTED}`], // bearer tokens
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED], // JWTs
  [/\bv1,[A-Za-z0-9+/]{20,}={0,2}/g, REDACTED], // Standard Webhooks signatures
  [/\bsk_(?:live|test)_[A-Za-z0-9]+/g, REDACTED], // API keys of the usual shape
  // the user-info of a URL (user:password@ or token@), in any scheme
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]*@/gi, `$1${REDACTED}@`],
];

export function redactText(text: string): string {
  let out = text;
  for (const [re, by] of PATTERNS) out = out.replace(re, by);
  return out;
}

function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SENSITIVE_KEY.test(k) && v !== null && v !== '' ? REDACTED : redactValue(v, depth + 1);
  return out;
}

/** How many characters of a body the log keeps (after redaction). */
export const BODY_CAP = 8192;
/** Bodies longer than this are not parsed (the API reads at most 1 MB); they are kept as their length only. */
const PARSE_LIMIT = 2 * 1024 * 1024;

/** What is kept of a body that is not JSON: its length and content type, nothing of its text. */
export function unparsedBody(length: number, contentType?: string | null): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const safeType = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : 'unknown type';
  return `${REDACTED}: not JSON, ${length} characters, ${safeType}`;
}

export function redactBody(
  text: string | null | undefined,
  cap = BODY_CAP,
  contentType?: string | null,
): string | null {
  if (text === null || text === undefined || text === '') return null;
  let out: string;
  try {
    if (text.length > PARSE_LIMIT) throw new Error('too long to parse');
    out = JSON.stringify(redactValue(JSON.parse(text)));
  } catch {
    return unparsedBody(text.length, contentType);
  }
  return out.length > cap ? `${out.slice(0, cap)}…[cut at ${cap} characters]` : out;
}
