import { randomUUID } from 'node:crypto';
import { openApiDocument } from '@/server/openapi/document';
import { NEWEST_VERSION, VERSION_HEADER, isKnownVersion, knownVersions } from '@/server/api/versions';
import { AppError } from '@/server/core/errors';
import { errorResponse } from '@/server/core/http/respond';

// GET /v1/openapi.json – the machine-readable description, generated from the zod schemas (04 B7);
// ?version=YYYY-MM-DD: the document of that API version (default the newest; unknown: 400 API_VERSION_UNKNOWN)
export const dynamic = 'force-dynamic';

export function GET(req: Request) {
  const version = new URL(req.url).searchParams.get('version') || NEWEST_VERSION;
  if (!isKnownVersion(version))
    return errorResponse(
      new AppError(
        'API_VERSION_UNKNOWN',
        `There is no API version ${JSON.stringify(version.slice(0, 40))}.`,
        {
          details: { known_versions: knownVersions() },
        },
      ),
      randomUUID(),
    );
  return Response.json(openApiDocument(version), {
    headers: { 'cache-control': 'public, max-age=60', [VERSION_HEADER]: version },
  });
}
