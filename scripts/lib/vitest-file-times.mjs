/**
 * A vitest reporter (scripts/test.mjs adds it with --reporter): writes each test file's time to the JSON file
 * named by VITEST_FILE_TIMES, as [{ name, seconds }]. The time is the file's whole cost in its worker (the
 * harness, the setup file, importing it, its tests and hooks: beforeAll's database included), which the json
 * reporter's per-file start and end (its tests only) leave out.
 */
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimes {
  files = [];

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms =
      d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    this.files.push({ name: path.relative(process.cwd(), testModule.moduleId), seconds: ms / 1000 });
  }

  onTestRunEnd() {
    if (process.env.VITEST_FILE_TIMES)
      fs.writeFileSync(process.env.VITEST_FILE_TIMES, JSON.stringify(this.files));
  }
}
