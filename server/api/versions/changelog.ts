import { CHANGES, apiVersions, FIRST_VERSION, NEWEST_VERSION } from './index';

export const CHANGELOG_FILE = 'docs/api-changelog.md';

/**
 * docs/api-changelog.md, generated from the version modules (npm run api:changelog); the portal's API reference
 * shows the same entries. tests/platform/api-changelog.test.ts fails when the file is stale.
 */
export function changelogMarkdown(): string {
  const out: string[] = [
    '# API changelog',
    '',
    '<!-- Generated from server/api/versions by `npm run api:changelog`. Do not edit: npm test fails when it is stale. -->',
    '',
    `Dated API versions (docs/decisions/api-versions.md). The newest is **${NEWEST_VERSION}**. A request names its`,
    "version in the `Fulfilment-Version` header; without it the API client's pinned version serves it (set when the",
    'client is created; shown and changed in the portal under Developers -> API clients). Each webhook endpoint has',
    'its own version. Every answer names the version that served it in `Fulfilment-Version`.',
    '',
    '| Version | Status | Deprecated | Sunset |',
    '|---|---|---|---|',
  ];
  for (const v of [...apiVersions()].reverse())
    out.push(
      `| ${v.version} | ${v.deprecatedAt ? 'deprecated' : v.version === NEWEST_VERSION ? 'newest' : 'supported'} | ${v.deprecatedAt ?? '-'} | ${v.sunset ?? '-'} |`,
    );
  out.push('');
  for (const v of [...apiVersions()].reverse()) {
    out.push(`## ${v.version}`, '');
    if (v.version === FIRST_VERSION) {
      out.push('The API as it was when dated versions were introduced: the first version.', '');
      continue;
    }
    for (const c of CHANGES.filter((x) => x.version === v.version)) {
      out.push(`### ${c.title}`, '', c.description, '');
      const affects = [
        ...Object.keys(c.responses ?? {}).map((r) => `answer \`${r}\``),
        ...Object.keys(c.requests ?? {}).map((r) => `request \`${r}\``),
        ...Object.keys(c.events ?? {}).map((e) => `event \`${e}\``),
      ];
      if (affects.length) out.push(`Affects: ${affects.join(', ')}.`, '');
    }
  }
  return out.join('\n');
}
