/**
 * The server under test: E2E_BASE_URL, else the one Playwright starts on E2E_PORT (default 3210).
 * Several developers may run Playwright in one working tree at once against their own servers, so the saved
 * sessions and the test output live in folders named after the server (a session of one server is useless on another).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL?.replace(/\/$/, '') ?? null;
export const BASE_URL = EXTERNAL_BASE_URL ?? `http://localhost:${E2E_PORT}`;

const serverKey = new URL(BASE_URL).host.replace(/[^a-zA-Z0-9]+/g, '-');
export const AUTH_DIR = `e2e/.auth/${serverKey}`;
export const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? `test-results/${serverKey}`;
