import { openApiDocument } from '@/server/openapi/document';

// GET /v1/openapi.json – the machine-readable description, generated from the zod schemas (04 B7)
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=60' } });
}
