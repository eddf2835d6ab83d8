import { openApiDocument } from '@/server/openapi/document';

/**
 * The human-readable API reference (04 B7, 06 Developers): the served /v1/openapi.json document reshaped for a
 * page — operations grouped by tag, their parameters, body, answers, and deprecation notices with the sunset.
 */
export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string | null;
}

export interface ReferenceOperation {
  anchor: string;
  method: string;
  path: string;
  summary: string | null;
  description: string | null;
  scopes: string[];
  deprecation: {
    deprecatedAt: string | null;
    sunset: string | null;
    replacementPath: string | null;
    reason: string | null;
  } | null;
  parameters: ReferenceParameter[];
  requestBody: { contentType: string; schema: string } | null;
  /** `shape`: a one-level description (`{ orders: array of Order, total: integer }`); full schemas are listed once. */
  responses: { status: string; description: string; shape: string | null }[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string | null;
  groups: { tag: string; operations: ReferenceOperation[] }[];
  schemas: { name: string; schema: string }[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function buildApiReference(doc: any = openApiDocument()): ApiReference {
  const groups = new Map<string, ReferenceOperation[]>();
  // webhooks (OpenAPI 3.1): each event type as a POST the service sends, grouped under "Webhook events"
  const entries = [...Object.entries<any>(doc.paths ?? {}), ...Object.entries<any>(doc.webhooks ?? {})];
  for (const [path, item] of entries) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push(toOperation(method, path, op));
      groups.set(tag, list);
    }
  }
  return {
    title: doc.info?.title ?? 'API',
    version: doc.info?.version ?? '',
    description: doc.info?.description ?? null,
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, operations]) => ({
        tag,
        operations: operations.sort(
          (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
        ),
      })),
    schemas: Object.entries<any>(doc.components?.schemas ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, schema]) => ({ name, schema: pretty(schema) })),
  };
}

function toOperation(method: string, path: string, op: any): ReferenceOperation {
  const dep = op['x-deprecation'];
  return {
    anchor: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, ''),
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? null,
    description: op.description ?? null,
    scopes: (op.security ?? []).flatMap((s: Record<string, string[]>) => Object.values(s).flat()),
    deprecation: op.deprecated
      ? {
          deprecatedAt: dep?.deprecated_at ?? null,
          sunset: op['x-sunset'] ?? null,
          replacementPath: dep?.replacement_path ?? null,
          reason: dep?.reason ?? null,
        }
      : null,
    parameters: (op.parameters ?? []).map((p: any) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      type: describeType(p.schema),
      description: p.description ?? p.schema?.description ?? null,
    })),
    requestBody: firstContent(op.requestBody?.content),
    responses: Object.entries<any>(op.responses ?? {}).map(([status, r]) => ({
      status,
      description: r.description ?? '',
      shape: describeShape(r.content ? (Object.values<any>(r.content)[0]?.schema ?? null) : null),
    })),
  };
}

function firstContent(
  content: Record<string, { schema?: unknown }> | undefined,
): { contentType: string; schema: string } | null {
  const entry = content ? Object.entries(content)[0] : undefined;
  if (!entry) return null;
  return { contentType: entry[0], schema: pretty(entry[1].schema ?? {}) };
}

/** `integer, 1–500, default 100` / `one of: a, b` / `string (date-time)` / `Order` for a reference. */
export function describeType(schema: any): string {
  if (!schema) return 'any';
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (schema.enum) return `one of: ${schema.enum.join(', ')}`;
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf).map(describeType).join(' or ');
  const parts = [
    schema.format ? `${schema.type ?? 'string'} (${schema.format})` : String(schema.type ?? 'any'),
  ];
  if (schema.type === 'array') parts[0] = `array of ${describeType(schema.items)}`;
  const SAFE = 9007199254740991;
  const min = schema.minimum ?? schema.minLength;
  const max = schema.maximum ?? schema.maxLength;
  const bound = (v: number | undefined) => (v !== undefined && Math.abs(v) < SAFE ? v : undefined);
  if (bound(min) !== undefined || bound(max) !== undefined) {
    const unit = schema.minLength !== undefined || schema.maxLength !== undefined ? ' characters' : '';
    parts.push(`${bound(min) ?? '…'}–${bound(max) ?? '…'}${unit}`);
  }
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** One level of an object schema in words; deeper levels by their type or schema name. */
export function describeShape(schema: any): string | null {
  if (!schema) return null;
  if (schema.type === 'object' && schema.properties) {
    const fields = Object.entries<any>(schema.properties).map(
      ([k, v]) => `${k}${schema.required?.includes(k) ? '' : '?'}: ${describeType(v)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  return describeType(schema);
}

/**
 * A schema as one line per field (`order.items[].quantity*: number`; * = required), far lighter and easier to read
 * than its JSON. Referenced schemas appear by name (listed once under Schemas).
 */
export function fieldList(schema: any): string {
  const lines: string[] = [];
  walk(schema, '', true, lines, 0);
  return lines.length ? lines.join('\n') : describeType(schema);
}

function walk(schema: any, path: string, required: boolean, out: string[], depth: number): void {
  if (!schema) return;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const nonNull = variants.filter((v: any) => v.type !== 'null');
    const nullable = nonNull.length < variants.length;
    if (nonNull.length === 1 && !nonNull[0].$ref && (nonNull[0].properties || nonNull[0].type === 'array')) {
      if (path)
        out.push(
          `${path}${required ? '*' : ''}: ${nonNull[0].type ?? 'object'}${nullable ? ' or null' : ''}`,
        );
      walk({ ...nonNull[0], __listed: true }, path, required, out, depth);
      return;
    }
    if (path)
      out.push(
        `${path}${required ? '*' : ''}: ${nonNull.map(describeType).join(' or ')}${nullable ? ' or null' : ''}`,
      );
    return;
  }
  if (schema.type === 'object' && schema.properties && depth < 8) {
    if (path && !schema.__listed) out.push(`${path}${required ? '*' : ''}: object`);
    for (const [k, v] of Object.entries<any>(schema.properties)) {
      walk(v, path ? `${path}.${k}` : k, Boolean(schema.required?.includes(k)), out, depth + 1);
    }
    return;
  }
  if (
    schema.type === 'array' &&
    schema.items &&
    !schema.items.$ref &&
    (schema.items.properties || schema.items.anyOf) &&
    depth < 8
  ) {
    if (path && !schema.__listed) out.push(`${path}${required ? '*' : ''}: array`);
    walk({ ...schema.items, __listed: true }, `${path}[]`, true, out, depth + 1);
    return;
  }
  if (path) out.push(`${path}${required ? '*' : ''}: ${describeType(schema)}`);
}

function pretty(schema: unknown): string {
  return fieldList(schema);
}
