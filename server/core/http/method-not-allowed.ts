import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import { errorResponse } from './respond';

/** A handler of a method the route does not have: 405 METHOD_NOT_ALLOWED in the error shape, with Allow. */
export type MethodNotAllowedHandler = (() => Promise<Response>) & { methodNotAllowed: true };

/**
 * Without it Next.js answers an empty 405. A route file exports one of these for each of GET, POST, PUT,
 * PATCH and DELETE that it does not serve (HEAD and OPTIONS stay Next's own), e.g.
 * `export const PUT = methodNotAllowed('GET, POST');`.
 */
export function methodNotAllowed(allow: string): MethodNotAllowedHandler {
  const handler = async () => {
    const requestId = randomUUID();
    const res = errorResponse(
      new AppError('METHOD_NOT_ALLOWED', `This route answers ${allow} only.`, { headers: { allow } }),
      requestId,
    );
    res.headers.set('x-request-id', requestId);
    return res;
  };
  return Object.assign(handler, { methodNotAllowed: true as const });
}
