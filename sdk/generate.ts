import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const SCHEMA_FILE = 'sdk/schema.d.ts';

const BANNER = `/**
 * Generated from /v1/openapi.json by openapi-typescript (npm run sdk:generate). Do not edit: npm test fails
 * when this file differs from what the current API document generates.
 */
`;

/** Headers the client sends on every call itself (sdk/index.ts), so its types leave them out. */
const SENT_BY_CLIENT = ['x-provider-merchant-id', 'fulfilment-version'];

function withoutClientHeaders(doc: object): object {
  const copy = structuredClone(doc) as { paths?: Record<string, Record<string, { parameters?: unknown[] }>> };
  for (const item of Object.values(copy.paths ?? {}))
    for (const op of Object.values(item))
      if (op && Array.isArray(op.parameters))
        op.parameters = op.parameters.filter(
          (p) =>
            !(
              (p as { in?: string }).in === 'header' &&
              SENT_BY_CLIENT.includes(String((p as { name?: string }).name).toLowerCase())
            ),
        );
  return copy;
}

/** The client's types for an OpenAPI document: openapi-typescript's output, formatted as the repository is. */
export async function sdkSchemaSource(doc: object): Promise<string> {
  const ast = await openapiTS(withoutClientHeaders(doc) as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
  });
  const options = (await resolveConfig(SCHEMA_FILE)) ?? {};
  return format(BANNER + astToString(ast), { ...options, parser: 'typescript' });
}
