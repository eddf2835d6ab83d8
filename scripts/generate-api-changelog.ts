import { writeFileSync } from 'node:fs';
import { CHANGELOG_FILE, changelogMarkdown } from '@/server/api/versions/changelog';

// npm run api:changelog – writes docs/api-changelog.md from the API version modules.
writeFileSync(CHANGELOG_FILE, changelogMarkdown());
console.log(`wrote ${CHANGELOG_FILE}`);
