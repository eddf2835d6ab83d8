import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import { errorResponse } from './respond';

/** Unknown API routes: 404 NOT_FOUND in the error shape, with or without a token (04 A3, E8). */
async function notFound(): Promise<Response> {
  const requestId = randomUUID();
  const res = errorResponse(new AppError('NOT_FOUND'), requestId);
  res.headers.set('x-request-id', requestId);
  return res;
}

export const notFoundHandlers = {
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
  HEAD: notFound,
  OPTIONS: notFound,
};
