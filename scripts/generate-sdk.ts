import { writeFileSync } from 'node:fs';
import { openApiDocument } from '@/server/openapi/document';
import { SCHEMA_FILE, sdkSchemaSource } from '@/sdk/generate';

// npm run sdk:generate – writes the typed client's schema from the API document the server answers.
writeFileSync(SCHEMA_FILE, await sdkSchemaSource(openApiDocument()));
console.log(`wrote ${SCHEMA_FILE}`);
