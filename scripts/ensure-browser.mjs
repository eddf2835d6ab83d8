import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_PATH, Playwright's own download, or the system's.
 * When none is found and we run as root on Debian, installs the `chromium` package (apt-get).
 * Returns the executable path, or null.
 */
const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findBrowser() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  try {
    const r = spawnSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      {
        encoding: 'utf8',
      },
    );
    if (r.status === 0 && r.stdout && fs.existsSync(r.stdout)) return r.stdout;
  } catch {
    /* no bundled browser */
  }
  return SYSTEM.find((p) => fs.existsSync(p)) ?? null;
}

export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return findBrowser();
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = ensureBrowser();
  if (!p) process.exit(1);
  console.log(p);
}
