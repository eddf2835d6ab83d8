import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_PATH, Playwright's own download, or the system's.
 * Of the system's, Chromium's headless shell comes first: it is the build Playwright itself drives for headless
 * tests, and the browser tests took a third less time on it than on the full browser (docs/decisions/testing.md).
 * When no headless shell is found and we run as root on Debian, installs the `chromium-headless-shell` package
 * (apt-get); the full browser is the fallback when that cannot be done.
 * Returns the executable path, or null.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightsOwn() {
  try {
    const r = spawnSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: 'utf8' },
    );
    if (r.status === 0 && r.stdout && fs.existsSync(r.stdout)) return r.stdout;
  } catch {
    /* no bundled browser */
  }
  return null;
}

export function findBrowser({ fullBrowser = true } = {}) {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  const own = playwrightsOwn();
  if (own) return own;
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return fullBrowser ? (FULL_BROWSERS.find((p) => fs.existsSync(p)) ?? null) : null;
}

export function ensureBrowser() {
  const found = findBrowser({ fullBrowser: false });
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log("Installing Chromium's headless shell (apt-get install -y chromium-headless-shell)…");
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    // The package lists are fetched only when the install cannot do without them.
    if (!install()) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      install();
    }
  }
  return findBrowser();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const p = ensureBrowser();
  if (!p) process.exit(1);
  console.log(p);
}
