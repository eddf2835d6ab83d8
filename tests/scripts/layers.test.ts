import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const depcruise = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

/** Runs the project's layer check over a small tree of the test's own (relative paths as in the project). */
function check(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-layers-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
  );
  const r = spawnSync(
    depcruise,
    [
      'app',
      'components',
      'server',
      'db',
      '--config',
      path.join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe('the layer check (npm run lint:layers, part of npm test)', () => {
  it("passes the project's own tree", () => {
    const r = spawnSync(
      depcruise,
      ['app', 'components', 'server', 'db', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(r.stdout + r.stderr).toContain('no dependency violations');
    expect(r.status).toBe(0);
  });

  it('fails on each planted violation: db up, core into a domain, a component reading the database, a circle, a domain importing demo', () => {
    const r = check({
      'db/schema/things.ts': "import { rule } from '@/server/core/rule';\nexport const things = rule;\n",
      'server/core/rule.ts': "import { order } from '@/server/orders/order';\nexport const rule = order;\n",
      'server/orders/order.ts': "import { seed } from '@/server/demo/seed';\nexport const order = seed;\n",
      'server/demo/seed.ts': 'export const seed = 1;\n',
      'server/returns/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/returns/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'components/list.tsx':
        "import { things } from '@/db/schema/things';\nexport const List = () => things;\n",
      'app/page.tsx': "import { List } from '@/components/list';\nexport default List;\n",
    });
    expect(r.status).not.toBe(0);
    for (const rule of [
      'db-is-the-ground-floor',
      'core-imports-no-domain',
      'components-never-reach-the-database',
      'no-circular',
      'domains-do-not-import-demo',
    ])
      expect(r.out, rule).toContain(rule);
  });

  it('fails when two folders of server/ import each other (no circle of files), a folder imports one of its own floor, or a folder has no floor', () => {
    const r = check({
      'server/orders/order.ts':
        "import { ship } from '@/server/outbound/ship';\nexport const order = ship;\n",
      'server/orders/status.ts': 'export const status = 1;\n',
      'server/outbound/ship.ts':
        "import { status } from '@/server/orders/status';\nexport const ship = status;\n",
      'server/returns/arrive.ts':
        "import { ship } from '@/server/outbound/ship';\nexport const arrive = ship;\n",
      'server/auth/session.ts':
        "import { units } from '@/server/stock/units';\nexport const session = units;\n",
      'server/stock/units.ts': 'export const units = 1;\n',
      'server/somewhere/thing.ts':
        "import { status } from '@/server/orders/status';\nexport const thing = status;\n",
      'db/schema/things.ts': 'export const things = 1;\n',
      'components/list.tsx': 'export const List = () => null;\n',
      'app/page.tsx': "import { List } from '@/components/list';\nexport default List;\n",
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('server-folders-look-down: server/orders/order.ts → server/outbound/ship.ts');
    expect(r.out).toContain('server-folders-look-down: server/auth/session.ts → server/stock/units.ts');
    expect(r.out).toContain('server-folders-have-a-floor: server/somewhere/thing.ts');
    expect(r.out).not.toContain('no-circular');
    // Downward imports pass: outbound onto orders, returns onto outbound.
    expect(r.out).not.toContain('server/outbound/ship.ts → server/orders/status.ts');
    expect(r.out).not.toContain('server/returns/arrive.ts');
  });
});
