import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { findDeprecation } from '@/server/core/deprecations';
import { EVENT_TYPE_LIST, eventEnvelopeSchema } from '@/server/outbox/event-schemas';
import { ERROR_TABLE } from '@/server/core/errors';
import type { Operation } from '@/server/core/http/operation';
import {
  NEWEST_VERSION,
  VERSION_HEADER,
  apiVersions,
  knownVersions,
  renderOpenApi,
} from '@/server/api/versions';
import { allOperations } from './operations';

/** API revision date; bump when the API changes. The build number comes from BUILD_NUMBER (B7: YYYY-MM-DD.BUILD). */
export const API_REVISION = '2026-11-22';

const ErrorSchema = z
  .object({
    message: z.string(),
    error_code: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    validation_errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'Error' });

let cached: { key: string; doc: object } | null = null;
const byVersion = new Map<string, { key: string; doc: object }>();

/**
 * OpenAPI 3.1, generated from the operations' zod schemas (never written by hand), in the newest API version;
 * an older `version` is the newest document walked back through the version modules' `openapi` functions
 * (server/api/versions), `info.x-api-version` naming it.
 */
export function openApiDocument(version: string = NEWEST_VERSION): object {
  const key = `${process.env.BUILD_NUMBER ?? ''}|${process.env.API_DEPRECATIONS ?? ''}|${process.env.API_VERSION_RETIREMENTS ?? ''}`;
  if (version !== NEWEST_VERSION) {
    const hit = byVersion.get(version);
    if (hit?.key === key) return hit.doc;
    const doc = renderOpenApi(version, structuredClone(newestDocument(key)));
    byVersion.set(version, { key, doc });
    return doc;
  }
  return newestDocument(key);
}

function newestDocument(key: string): object {
  if (cached?.key === key) return cached.doc;
  const paths: ZodOpenApiPathsObject = {};
  for (const op of allOperations()) {
    const item = (paths[op.path] ??= {}) as Record<string, ZodOpenApiOperationObject>;
    item[op.method.toLowerCase()] = toOperationObject(op);
  }
  const doc = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Fulfilment API',
      version: `${API_REVISION}.${process.env.BUILD_NUMBER ?? '1'}`,
      description:
        'Orders, order returns, products and stock, product split, webhooks and the warehouse side. ' +
        'Authenticate with OAuth 2.0 client credentials at POST /oauth/token and send X-Provider-Merchant-Id. ' +
        `Answers are in your API client's pinned API version unless a request names another in ${VERSION_HEADER}; ` +
        'each names the version that served it (docs/api-changelog.md).',
      'x-api-version': NEWEST_VERSION,
      'x-api-versions': apiVersions().map((v) => ({
        version: v.version,
        deprecated_at: v.deprecatedAt,
        sunset: v.sunset,
      })),
    } as any,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: '/oauth/token',
              scopes: {
                'orders:read': 'Read orders',
                'orders:manage': 'Create and change orders',
                'order_returns:read': 'Read returns, labels and attachments',
                'order_returns:manage': 'Register, decide and cancel returns; request labels',
                'products:read': 'Read products, stock, inbound shipments, incidents',
                'products:manage': 'Create and change products; split',
                'webhooks:manage': 'Manage webhook endpoints',
                'ops:admin': 'Operator administration',
                'warehouse:operate': 'Warehouse operations',
              },
            },
          },
        },
      },
    },
    paths,
    webhooks: webhooks(),
  });
  cached = { key, doc };
  return doc;
}

/** Each event type a webhook endpoint receives (OpenAPI 3.1 `webhooks`), signed per Standard Webhooks (05 §5). */
function webhooks(): ZodOpenApiPathsObject {
  return Object.fromEntries(
    EVENT_TYPE_LIST.map((type) => [
      type,
      {
        post: {
          operationId: `event_${type.replace(/\W/g, '_')}`,
          summary: type,
          description:
            'Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.',
          tags: ['Webhook events'],
          requestBody: { content: { 'application/json': { schema: eventEnvelopeSchema(type) } } },
          responses: { '200': { description: 'Received (any 2xx)' } },
        },
      },
    ]),
  );
}

function toOperationObject(op: Operation<any, any>): ZodOpenApiOperationObject {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const header: Record<string, z.ZodType> = {};
  if (op.path.startsWith('/v1/') || op.path.startsWith('/ops/v1/'))
    header[VERSION_HEADER] = z
      .enum(knownVersions() as [string, ...string[]])
      .optional()
      .meta({
        description:
          "The API version to serve this request in (default: the API client's pinned version); unknown: 400 API_VERSION_UNKNOWN.",
      });
  if (op.merchantScoped)
    header['X-Provider-Merchant-Id'] = z
      .string()
      .min(1)
      .meta({ description: 'The merchant the call acts for.' });
  if (op.idempotencyKey) {
    const required = op.idempotencyKey === 'required';
    const key = z
      .string()
      .min(required ? 1 : 0)
      .max(64)
      .meta({
        description: required
          ? '1-64 visible ASCII characters; retries reuse the key.'
          : '1-64 visible ASCII characters; retries reuse the key. Absent or empty: no key (01 §6).',
      });
    header['Idempotency-Key'] = required ? key : key.optional();
  }
  const responses: Record<string, any> = {};
  for (const [status, r] of Object.entries(op.responses)) {
    responses[status] = {
      description: r.description,
      ...(r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: r.schema } } } : {}),
    };
  }
  const errorCodes = op.errors ?? [];
  const byStatus = new Map<number, string[]>();
  for (const code of errorCodes) {
    const status = op.errorStatus?.[code] ?? ERROR_TABLE[code][0];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    responses[String(status)] ??= {
      description: `error_code: ${codes.join(', ')}`,
      content: { 'application/json': { schema: ErrorSchema } },
    };
  }
  responses.default = {
    description: 'Error (04 A3)',
    content: { 'application/json': { schema: ErrorSchema } },
  };
  const operation: ZodOpenApiOperationObject & Record<string, unknown> = {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.tag],
    security: op.auth === 'bearer' ? [{ oauth2: [...(op.scopes ?? [])] }] : op.auth === 'session' ? [] : [],
    requestParams: {
      ...(pathParams.length
        ? { path: z.object(Object.fromEntries(pathParams.map((p) => [p, z.string()]))) }
        : {}),
      ...(op.query ? { query: op.query as any } : {}),
      ...(Object.keys(header).length ? { header: z.object(header) } : {}),
    },
    ...(op.body ? { requestBody: { content: { 'application/json': { schema: op.body } } } } : {}),
    ...(op.bodyKind === 'raw' && op.rawBodyContentType
      ? { requestBody: { content: { [op.rawBodyContentType]: { schema: z.object({}).passthrough() } } } }
      : {}),
    responses,
  };
  const dep = findDeprecation(op.method, op.path);
  if (dep) {
    operation.deprecated = true;
    operation['x-deprecation'] = {
      deprecated_at: dep.deprecatedAt,
      reason: dep.reason,
      replacement_path: dep.replacementPath,
      ...(dep.migrationDocsUrl ? { migration_docs_url: dep.migrationDocsUrl } : {}),
    };
    operation['x-sunset'] = dep.sunset;
  }
  return operation;
}
