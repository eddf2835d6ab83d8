import { z } from 'zod';
import { ID_PATTERN } from './ids';

/** Shared building blocks of request schemas (04 A1, A2). */
export const IdSchema = z.string().regex(ID_PATTERN, 'Must be 24 lowercase hexadecimal characters.');

export const PaginationQuery = z.object({
  offset: z.coerce.number().int('Must be an integer.').min(0, 'Must be 0 or more.').default(0),
  limit: z.coerce
    .number()
    .int('Must be an integer.')
    .min(1, 'Must be between 1 and 500.')
    .max(500, 'Must be between 1 and 500.')
    .default(100),
});

export const Timestamp = z.string().meta({ format: 'date-time' });

/** Comma list query parameter -> array of allowed values. */
export function commaList<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).min(1));
}

export const BoolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export function listEnvelope<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), total: z.number().int() } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
  });
}
