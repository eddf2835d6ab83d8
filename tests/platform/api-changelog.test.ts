import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGES, knownVersions, NEWEST_VERSION } from '@/server/api/versions';
import { CHANGELOG_FILE, changelogMarkdown } from '@/server/api/versions/changelog';

describe('API changelog', () => {
  it('docs/api-changelog.md is generated from the version modules (run npm run api:changelog when this fails)', () => {
    expect(
      readFileSync(CHANGELOG_FILE, 'utf8') === changelogMarkdown(),
      `${CHANGELOG_FILE} is stale: npm run api:changelog`,
    ).toBe(true);
  });

  it('every change belongs to a known version after the first, and the newest version is the last', () => {
    const versions = knownVersions();
    expect([...versions].sort()).toEqual(versions);
    expect(versions.at(-1)).toBe(NEWEST_VERSION);
    for (const c of CHANGES) {
      expect(versions.slice(1)).toContain(c.version);
      expect(c.title.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(0);
    }
    for (const v of versions.slice(1)) expect(CHANGES.some((c) => c.version === v)).toBe(true);
  });
});
