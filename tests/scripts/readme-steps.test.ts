import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID, DEMO_USERS } from '@/server/demo/demo-data';
import { freshDatabase, npmRun, run } from '../support/readme-scripts';

/**
 * The steps the README tells a user to run, run as the user runs them (`npm run …` in a shell, on a fresh
 * database): each must work as written.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const pkgDeps = pkg.dependencies;

describe('README steps', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  afterAll(async () => database?.drop());

  it('names only scripts that package.json has, whose files exist', () => {
    const named = new Set([...readme.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1]));
    expect(named.size).toBeGreaterThan(5);
    for (const script of named) {
      expect(pkg.scripts, `README: npm run ${script}`).toHaveProperty(script);
      for (const file of pkg.scripts[script].match(/[\w./-]+\.(?:m?js|ts)\b/g) ?? [])
        expect(fs.existsSync(path.join(root, file)), `${script}: ${file}`).toBe(true);
    }
  });

  it('says its rules in words, not as references to the specification outside the repository', () => {
    // "(04 A6)", "05 §1": the specification is not part of a checkout.
    expect(readme).not.toMatch(/\(0[0-6] [A-E]\d+\)|\b0[0-6] §\d/);
    // Pointers within the README point where the thing is.
    expect(readme).not.toContain("the operator's is in the table below");
    // The quick start's background webhook receiver can be stopped as the README says.
    expect(readme).toMatch(/RECEIVER=\$!/);
    expect(readme).toContain('kill $RECEIVER');
    // docs/portal.md: a wrong role gets 403 (app/forbidden.tsx), not 404.
    const portal = fs.readFileSync(path.join(root, 'docs', 'portal.md'), 'utf8');
    expect(portal).not.toMatch(/wrong role -> 404/);
    expect(portal).toMatch(/wrong role -> 403/);
  });

  it("explains, right under npm's EBADENGINE warnings on an older Node, that they are expected", async () => {
    const explain = (agent: string) =>
      run(process.execPath, [path.join(root, 'scripts', 'explain-engines.mjs')], {
        cwd: root,
        env: { ...process.env, npm_config_user_agent: agent },
      });
    const old = await explain('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false');
    expect(old.stdout).toContain('EBADENGINE');
    expect(old.stdout).toContain(`Node ${pkgDeps.node} as a package`);
    expect((await explain('npm/11.19.1 node/v22.23.3 linux x64 workspaces/false')).stdout).toBe('');
    expect(pkg.scripts.postinstall).toBe('node scripts/explain-engines.mjs');
  });

  it('npm run db:migrate, then npm run db:seed (twice: it is idempotent), on a fresh database', async () => {
    database = await freshDatabase();
    const migrate = await npmRun('db:migrate', database.env);
    expect(migrate.stdout).toMatch(/migrations applied/);

    const seed = await npmRun('db:seed', database.env);
    expect(seed.stdout).toMatch(/Demo data loaded/);
    for (const u of DEMO_USERS) expect(seed.stdout).toContain(u.email);
    await npmRun('db:seed', database.env);

    const merchants = await database.query(
      `select count(*)::int as n from merchants where id = '${DEMO_MERCHANT_ID}'`,
    );
    expect(merchants[0].n).toBe(1);
    const users = await database.query(`select email from users`);
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(DEMO_USERS.map((u) => u.email)));
  }, 400_000);
});
