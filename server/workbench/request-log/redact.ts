/**
 * Redaction of the bodies the request log keeps (non-2xx answers): secrets, tokens, passwords and signatures
 * never reach the table. A JSON body is walked and every value under a sensitive key is replaced; strings
 * (and bodies that are not JSON, or were cut) are scanned for the shapes of credentials. Then the text is
 * capped, so a cut never splits a secret before it was found.
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
/** Bodies longer than this are not parsed as JSON, only scanned as text (their head). */
const PARSE_LIMIT = 256 * 1024;

export function redactBody(text: string | null | undefined, cap = BODY_CAP): string | null {
  if (text === null || text === undefined || text === '') return null;
  let out: string;
  const trimmed = text.trimStart();
  if (text.length <= PARSE_LIMIT && (trimmed.startsWith('{') || trimmed.startsWith('['))) {
    try {
      out = JSON.stringify(redactValue(JSON.parse(text)));
    } catch {
      out = redactText(text);
    }
  } else {
    out = redactText(text.slice(0, cap * 2));
  }
  return out.length > cap ? `${out.slice(0, cap)}…[cut at ${cap} characters]` : out;
}
