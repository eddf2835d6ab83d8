import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/server/core/logger';

const saved = process.env.LOG_LEVEL;
afterEach(() => {
  process.env.LOG_LEVEL = saved;
  vi.restoreAllMocks();
});

function written(level: string | undefined): string[] {
  process.env.LOG_LEVEL = level;
  if (level === undefined) delete process.env.LOG_LEVEL;
  const lines: string[] = [];
  const capture = (chunk: unknown) => (lines.push(String(chunk)), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(capture as never);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture as never);
  log.debug('d');
  log.info('i');
  log.warn('w');
  log.error('e', { client_secret: 'never', order_id: 'o1' });
  vi.restoreAllMocks();
  return lines.map((l) => JSON.parse(l).msg);
}

describe('LOG_LEVEL (README "Configuration")', () => {
  it('writes the level given and the more severe ones: info by default, silent writes nothing', () => {
    expect(written(undefined)).toEqual(['i', 'w', 'e']);
    expect(written('debug')).toEqual(['d', 'i', 'w', 'e']);
    expect(written('warn')).toEqual(['w', 'e']);
    expect(written('error')).toEqual(['e']);
    expect(written('silent')).toEqual([]);
  });

  it('never writes a secret', () => {
    process.env.LOG_LEVEL = 'error';
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation(
      ((c: unknown) => (lines.push(String(c)), true)) as never,
    );
    log.error('e', { client_secret: 'never', order_id: 'o1' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ client_secret: '[redacted]', order_id: 'o1' });
  });
});
