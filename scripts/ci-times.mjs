#!/usr/bin/env node
/**
 * `node scripts/ci-times.mjs <parts.jsonl> <npm-test-times.json> <started-at-seconds>`: .ci/run's closing table
 * of each part's wall time (and CPU time where the part measured it), then the budget. The whole run may take
 * budgetMinutes of .ci/part-times.json: past it, a line says so and names the parts that grew past their
 * reference time, and the exit status is 1 (CI fails: no feature pushes CI towards its 90-minute cut unseen).
 * parts.jsonl: one {"name","wallSeconds"} a line, in the order the parts ran; npm test's own parts (install,
 * typecheck, lint, pglite, postgres, e2e) come from the file scripts/test.mjs writes (TEST_TIMES_FILE).
 */
import fs from 'node:fs';
import path from 'node:path';

const [partsFile, testTimesFile, startedAt] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const reference = JSON.parse(fs.readFileSync(path.join(root, '.ci', 'part-times.json'), 'utf8'));
const budgetSeconds = Number(process.env.CI_BUDGET_MINUTES ?? reference.budgetMinutes) * 60;

const readLines = (f) =>
  fs.existsSync(f)
    ? fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
let testParts = [];
try {
  testParts = JSON.parse(fs.readFileSync(testTimesFile, 'utf8'));
} catch {
  /* npm test did not get to its summary */
}

const rows = [];
for (const part of readLines(partsFile)) {
  rows.push({ ...part, depth: 0 });
  // npm test's own parts, under it (pglite and postgres run side by side: their times overlap).
  if (part.name === 'npm test') for (const t of testParts) rows.push({ ...t, depth: 1 });
}
const total = Math.round(Date.now() / 1000 - Number(startedAt));
const fmt = (s) => {
  if (s === null || s === undefined) return '–';
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

console.log('\nCI parts (wall time m:ss; CPU time of the part and everything it started, where measured)');
console.log('| part | wall | cpu | reference |');
console.log('|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.depth ? '  ' : ''}${r.name} | ${fmt(r.wallSeconds)} | ${fmt(r.cpuSeconds)} | ${fmt(reference.parts[r.name])} |`,
  );
console.log(`| whole run | ${fmt(total)} | | budget ${fmt(budgetSeconds)} |`);

if (total > budgetSeconds) {
  const grew = rows
    .filter((r) => reference.parts[r.name] && r.wallSeconds > reference.parts[r.name] * 1.1)
    .sort((a, b) => b.wallSeconds - reference.parts[b.name] - (a.wallSeconds - reference.parts[a.name]))
    .map((r) => `${r.name} ${fmt(r.wallSeconds)} (reference ${fmt(reference.parts[r.name])})`);
  console.log(
    `CI OVER BUDGET: the run took ${fmt(total)}, past its ${fmt(budgetSeconds)} budget (.ci/part-times.json); ` +
      (grew.length
        ? `parts that grew: ${grew.join(', ')}`
        : 'no part grew past its reference by more than 10%: the machine was slow, or every part grew a little'),
  );
  process.exit(1);
}
console.log(`CI within budget: ${fmt(total)} of ${fmt(budgetSeconds)}`);
