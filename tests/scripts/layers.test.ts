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
});
