#!/usr/bin/env node
// npm runs this after `npm install` and `npm ci` (package.json "postinstall"). On a Node older than 22, npm has
// just printed EBADENGINE warnings for packages that need Node 22. They are expected: the project installs its own
// Node 22 as a package (`node`, pinned in package.json) and every `npm run` script runs on it
// (docs/decisions/001-platform.md). This says so right under the warnings. Silent on Node 22 and later.
import fs from 'node:fs';
import path from 'node:path';

const npmNode = /\bnode\/v(\d+)\.(\d+)/.exec(process.env.npm_config_user_agent ?? '');
if (npmNode && Number(npmNode[1]) < 22) {
  const root = path.resolve(import.meta.dirname, '..');
  const pinned = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies?.node;
  console.log(
    [
      '',
      `Note: npm ran on Node ${npmNode[1]}.${npmNode[2]}, so it printed "EBADENGINE" warnings for packages that need Node 22.`,
      `They are expected and need nothing from you: this project installed Node ${pinned} as a package, and`,
      '`npm run …` and `npm test` use that Node (docs/decisions/001-platform.md).',
      '',
    ].join('\n'),
  );
}
