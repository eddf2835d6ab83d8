#!/usr/bin/env node
// Runs a TypeScript script of the project (scripts/migrate.ts, scripts/seed.ts) as an ES module.
//
// The project's TypeScript is ESM source in a package without "type": "module", so a loader such as tsx runs it as
// CommonJS, and a dependency that only exports an ES module (canonicalize, which the idempotency fingerprints use)
// cannot be required. esbuild (already the engine of tsx) bundles the script and the project files it imports into
// one ES module, leaving every package to Node's own ESM resolution, and Node runs that module. Next.js and vitest
// load the same files the same way, so a script sees exactly the code the server runs.
import './lib/require-node.mjs';
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}

const root = process.cwd();
// Inside the project, so that Node resolves the packages from its node_modules.
const outDir = path.join(root, 'node_modules', '.cache', 'run-ts');
mkdirSync(outDir, { recursive: true });
const outfile = path.join(outDir, `${path.basename(entry).replace(/\.[cm]?tsx?$/, '')}.mjs`);

await build({
  entryPoints: [path.resolve(root, entry)],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'inline',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});

process.argv = [process.argv[0], path.resolve(root, entry), ...args];
await import(pathToFileURL(outfile).href);
