import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/** Flags that keep the system Chromium quiet and working in containers (see STACK-NOTES). */
export const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Which Chromium to drive: E2E_CHROMIUM_PATH if set; else Playwright's own (`npx playwright install chromium`)
 * if installed; else the system's /usr/bin/chromium; else, when running as root on Debian/Ubuntu, install it with
 * apt-get. Returns null for "Playwright's own". The answer is put in E2E_CHROMIUM_PATH so worker processes
 * (which load this config again) do not search again.
 */
export function findChromium(): string | null {
  const given = process.env.E2E_CHROMIUM_PATH;
  if (given) return given === 'playwright' ? null : given;
  const found = search();
  process.env.E2E_CHROMIUM_PATH = found ?? 'playwright';
  return found;
}

function search(): string | null {
  try {
    if (fs.existsSync(chromium.executablePath())) return null;
  } catch {
    /* no bundled browser registered */
  }
  const system = SYSTEM_CHROMIUM.find((p) => fs.existsSync(p));
  if (system) return system;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing the system package (apt-get install -y chromium)…');
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {
      stdio: 'inherit',
    });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    "No Chromium found. Install Playwright's own (`npx playwright install chromium`) or the system package " +
      '(`apt-get install -y chromium` as root), or set E2E_CHROMIUM_PATH.',
  );
}

export function chromiumLaunchOptions(): LaunchOptions {
  const path = findChromium();
  return path ? { executablePath: path, args: SYSTEM_CHROMIUM_ARGS } : {};
}
