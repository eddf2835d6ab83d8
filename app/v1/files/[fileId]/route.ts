import { apiRoute } from '@/server/api/api-route';
import { serveFile } from '@/server/files/serve-file';
import { downloadFileOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/files/{fileId} – download through a signed link, no bearer token (04 C4, E16)
export const GET = apiRoute(downloadFileOp, async ({ db, params, query }) =>
  serveFile(db, params.fileId!, query.expires ?? null, query.signature ?? null),
);

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
