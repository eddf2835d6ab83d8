import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const XSD = path.resolve(__dirname, '../../vendor/oasis-ubl-2.1/xsd/maindoc');

/** xmllint comes from Debian's libxml2-utils, installed here when missing (as the cluster installs its tools). */
export function ensureXmllint(): void {
  const r = spawnSync(process.execPath, ['scripts/ensure-xmllint.mjs'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`xmllint is needed: ${r.stderr}`);
}

/** xmllint --schema against the vendored UBL 2.1 schema: [passed, what it said]. */
export function validateUbl(xml: string, root: 'Invoice' | 'CreditNote'): [boolean, string] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ubl-')), `${root}.xml`);
  fs.writeFileSync(file, xml);
  const r = spawnSync('xmllint', ['--noout', '--schema', path.join(XSD, `UBL-${root}-2.1.xsd`), file], {
    encoding: 'utf8',
  });
  return [r.status === 0, `${r.stdout}${r.stderr}`];
}
