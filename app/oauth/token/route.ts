import { handleTokenRequest } from '@/server/api-clients/token-endpoint';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /oauth/token – OAuth 2.0 client credentials grant (04 A4, 01 §5)
export const POST = handleTokenRequest;

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
