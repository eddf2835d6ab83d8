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

/**
 * The system's, in order of preference: Chromium's headless shell first (the build Playwright itself drives for
 * headless tests; the suite takes a third less time on it than on the full browser, docs/decisions/testing.md).
 * For a headed run (`--headed`, `--debug`), set E2E_CHROMIUM_PATH=/usr/bin/chromium.
 */
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/**
 * Which Chromium to drive: E2E_CHROMIUM_PATH if set; else Playwright's own (`npx playwright install chromium`)
 * if installed; else the system's (SYSTEM_CHROMIUM); else, when running as root on Debian/Ubuntu, install the
 * headless shell with apt-get. Returns null for "Playwright's own". The answer is put in E2E_CHROMIUM_PATH so
 * worker processes (which load this config again) do not search again.
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
    console.log(
      'No Chromium found: installing the system package (apt-get install -y chromium-headless-shell)…',
    );
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell', {
      stdio: 'inherit',
    });
    if (fs.existsSync(SYSTEM_CHROMIUM[0])) return SYSTEM_CHROMIUM[0];
  }
  throw new Error(
    "No Chromium found. Install Playwright's own (`npx playwright install chromium`) or the system package " +
      '(`apt-get install -y chromium-headless-shell` as root), or set E2E_CHROMIUM_PATH.',
  );
}

export function chromiumLaunchOptions(): LaunchOptions {
  const path = findChromium();
  return path ? { executablePath: path, args: SYSTEM_CHROMIUM_ARGS } : {};
}
