/**
 * Imported first by the project's scripts: stops with a plain instruction when they run on a Node.js the
 * project does not support. `npm run …` puts the project's own Node (the pinned `node` package, see
 * docs/decisions/001-platform.md "Node.js") first on the PATH, so this only trips when a script is started
 * directly with an older `node`, or before `npm install`.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const [major, minor] = process.versions.node.split('.').map(Number);

// The engines field of package.json: ^22.14.0 || ^24.0.0 || >=26.0.0 (check-install.mjs keeps it true).
const supported = (major === 22 && minor >= 14) || major === 24 || major >= 26;
if (!supported) {
  const script = path.relative(root, process.argv[1] ?? '');
  console.error(
    [
      `This project runs on Node.js ${wanted} (supported: 22.14+, 24, 26+); this is ${process.version}.`,
      `Run it through npm, which uses the project's own Node: \`npm install\` once, then \`npm run …\` / \`npm test\``,
      `(or \`npm exec -- node ${script}\`). With a version manager: \`nvm use\` reads .nvmrc.`,
    ].join('\n'),
  );
  process.exit(1);
}
