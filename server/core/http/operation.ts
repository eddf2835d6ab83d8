import type { z } from 'zod';
import type { Scope } from '@/server/core/scopes';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface OperationResponse {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
}

/**
 * An API operation, declared once: the route handler runs through it (server/api/api-route.ts) and the
 * OpenAPI document is generated from it (server/openapi/document.ts). Put a domain's operations in
 * server/<domain>/operations.ts and list that file in server/openapi/operations.ts.
 */
export interface Operation<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. /v1/orders/{orderId}. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** bearer: OAuth access token (04 A4). session: signed-in portal user (legacy routes, 04 D5). none: public. */
  auth: 'bearer' | 'session' | 'none';
  /** Any one of these scopes grants access. */
  scopes?: readonly Scope[];
  /** Whether the X-Provider-Merchant-Id header is required. */
  merchantScoped?: boolean;
  body?: B;
  /** json (default): parsed and validated by the wrapper; raw: the handler reads the request itself. */
  bodyKind?: 'json' | 'raw';
  rawBodyContentType?: string;
  query?: Q;
  /** Query parameters that may be repeated (type=a&type=b): their values reach the schema joined by commas. */
  repeatableQuery?: readonly string[];
  idempotencyKey?: 'optional' | 'required';
  responses: Record<number, OperationResponse>;
  /**
   * The NOT_FOUND code of a path id whose parameter name does not tell its resource (e.g. `itemId`); other
   * ids are found by name in server/core/http/path-ids.ts.
   */
  pathIds?: Readonly<Record<string, ErrorCode>>;
  /** Error codes this operation documents (OpenAPI description). */
  errors?: readonly ErrorCode[];
  /**
   * The status this operation answers for a code where the spec gives it another than the error table's
   * (e.g. PRODUCT_NOT_FOUND is 422 among the order-create checks, 04 B4): the OpenAPI document lists it there.
   */
  errorStatus?: Readonly<Partial<Record<ErrorCode, number>>>;
}

export function defineOperation<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(op: Operation<B, Q>): Operation<B, Q> {
  return op;
}
