/** Structured JSON log lines on stdout. Never pass secrets, passwords, tokens or request bodies here. */
type Level = 'debug' | 'info' | 'warn' | 'error';

const SECRET_KEYS = /secret|password|token|authorization|cookie/i;

function scrub(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : v;
  return out;
}

const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** LOG_LEVEL: the least severe level written (default info); `silent` writes nothing. */
function threshold(): number {
  const setting = process.env.LOG_LEVEL;
  if (setting === 'silent') return Infinity;
  return RANK[setting as Level] ?? RANK.info;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (RANK[level] < threshold()) return;
  const line = JSON.stringify({ ts: new Date().toISOString(), level, msg, ...scrub(fields) });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
