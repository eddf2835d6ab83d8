// fast-check arbitraries from the JSON Schemas of the OpenAPI document the server publishes: bodies that follow
// a request schema, and bodies that break it in one known way. Used by the fault suite (scenario 6, bad input).
import fc from 'fast-check';

/** Resolves a local $ref (#/components/schemas/X). */
function deref(doc, schema) {
  let s = schema;
  for (let i = 0; s?.$ref && i < 20; i++) {
    const path = s.$ref.replace(/^#\//, '').split('/');
    s = path.reduce((node, key) => node?.[key], doc);
  }
  return s ?? {};
}

const ODD_TEXT = [
  'Ä Ö Å ß ø',
  '🙂📦',
  '\u202Ereversed',
  'zero\u200Bwidth',
  'combining e\u0301',
  '漢字かな',
  ' padded ',
];

function stringArb(s) {
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => fits(v, s));
    } catch {
      /* a pattern JavaScript cannot read: fall through */
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, minLength + 40);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.string({ minLength: Math.max(1, minLength), maxLength: Math.max(1, maxLength) }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_TEXT).filter((v) => fits(v, s)) },
  );
}

function fits(v, s) {
  return v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
}

function numberArb(s, integer) {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
  // Small numbers: a valid quantity of 10,000 would make the suite measure stock receipts, not input handling.
  const max = Math.min(
    s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : min + 20),
    min + 20,
  );
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A fast-check arbitrary of values that follow `schema` (as far as JSON Schema says; refinements are not known). */
export function valid(doc, schema, depth = 0) {
  const s = deref(doc, schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf || s.oneOf) {
    const options = (s.anyOf ?? s.oneOf).map((o) => deref(doc, o));
    const nonNull = options.filter((o) => o.type !== 'null');
    return fc.oneof(...(nonNull.length ? nonNull : options).map((o) => valid(doc, o, depth + 1)));
  }
  if (s.allOf) return valid(doc, Object.assign({}, ...s.allOf.map((o) => deref(doc, o))), depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 3, minLength + 3);
      return depth > 6
        ? fc.constant([])
        : fc.array(valid(doc, s.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object':
    default: {
      if (!s.properties) return fc.constant({});
      const required = new Set(s.required ?? []);
      const record = {};
      for (const [k, v] of Object.entries(s.properties)) {
        if (!required.has(k) && depth > 4) continue;
        record[k] = valid(doc, v, depth + 1);
      }
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
  }
}

/** Every place in a value where the schema says something checkable: [path, schema]. */
function checkable(doc, schema, value, path = [], nullable = false) {
  const s = deref(doc, schema);
  const out = [];
  if (value === null || value === undefined) return out;
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const all = options.map((o) => deref(doc, o));
    const nonNull = all.filter((o) => o.type !== 'null');
    if (nonNull.length === 1) return checkable(doc, nonNull[0], value, path, all.length > 1);
    return out;
  }
  if (path.length) out.push([path, s, nullable]);
  if (s.type === 'object' && s.properties && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(s.properties))
      if (k in value) out.push(...checkable(doc, v, value[k], [...path, k]));
  if (s.type === 'array' && Array.isArray(value))
    value.forEach((item, i) => out.push(...checkable(doc, s.items ?? {}, item, [...path, i])));
  return out;
}

function setAt(value, path, replacement) {
  const copy = structuredClone(value);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  if (replacement === undefined) delete node[path.at(-1)];
  else node[path.at(-1)] = replacement;
  return copy;
}

/** A value of another JSON type than the schema allows (none when the schema allows any type). */
function wrongType(s) {
  const types = new Set(Array.isArray(s.type) ? s.type : [s.type]);
  if (types.has('integer')) types.add('number');
  const candidates = [
    ['string', 'not the right type'],
    ['number', 12.5],
    ['boolean', true],
    ['object', { unexpected: 'object' }],
    ['array', ['unexpected', 'array']],
  ].filter(([t]) => !types.has(t) && !(t === 'number' && types.has('integer')));
  return candidates.length && s.type ? candidates : [];
}

/**
 * One body that breaks the schema in one known way, from a valid body: a required field dropped, a field of the
 * wrong type, a string past its length, a number out of range, a value outside its enum, null where null is not
 * allowed, the envelope replaced. Resolves to { body, how }.
 */
export function invalid(doc, schema, validBody, random) {
  const places = checkable(doc, schema, validBody);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const ways = [];
  for (const [path, s, nullable] of places) {
    const parentRequired = path.length && requiredAt(doc, schema, path);
    if (parentRequired)
      ways.push(() => ({ body: setAt(validBody, path, undefined), how: `drop ${path.join('.')}` }));
    for (const [t, v] of wrongType(s))
      ways.push(() => ({ body: setAt(validBody, path, v), how: `${t} at ${path.join('.')}` }));
    if (!nullable && s.type !== 'null' && !(Array.isArray(s.type) && s.type.includes('null')))
      ways.push(() => ({ body: setAt(validBody, path, null), how: `null at ${path.join('.')}` }));
    if (s.enum)
      ways.push(() => ({
        body: setAt(validBody, path, `not-${s.enum[0]}`),
        how: `outside enum at ${path.join('.')}`,
      }));
    if (s.type === 'string' && s.maxLength !== undefined)
      ways.push(() => ({
        body: setAt(validBody, path, 'x'.repeat(s.maxLength + 1 + Math.floor(random() * 1000))),
        how: `too long at ${path.join('.')}`,
      }));
    if (s.type === 'string' && (s.minLength ?? 0) > 0)
      ways.push(() => ({ body: setAt(validBody, path, ''), how: `empty at ${path.join('.')}` }));
    if ((s.type === 'integer' || s.type === 'number') && s.maximum !== undefined)
      ways.push(() => ({
        body: setAt(validBody, path, s.maximum + 1 + Math.floor(random() * 1e9)),
        how: `above maximum at ${path.join('.')}`,
      }));
    if ((s.type === 'integer' || s.type === 'number') && s.minimum !== undefined)
      ways.push(() => ({
        body: setAt(validBody, path, s.minimum - 1 - Math.floor(random() * 1e9)),
        how: `below minimum at ${path.join('.')}`,
      }));
    if (s.type === 'integer')
      ways.push(() => ({ body: setAt(validBody, path, 1.5), how: `fraction at ${path.join('.')}` }));
  }
  ways.push(() => ({ body: pick([[], 'text', 42, null, true]), how: 'not an object' }));
  return pick(ways)();
}

function requiredAt(doc, schema, path) {
  let s = deref(doc, schema);
  for (const key of path.slice(0, -1)) {
    const options = s.anyOf ?? s.oneOf;
    if (options)
      s = deref(
        doc,
        options.find((o) => deref(doc, o).type !== 'null'),
      );
    s = deref(doc, typeof key === 'number' ? s.items : s.properties?.[key]);
  }
  const options = s.anyOf ?? s.oneOf;
  if (options)
    s = deref(
      doc,
      options.find((o) => deref(doc, o).type !== 'null'),
    );
  return (s.required ?? []).includes(path.at(-1));
}

/** The smallest value that follows `schema`: required properties only, first enum values, shortest strings. */
export function minimal(doc, schema, depth = 0) {
  const s = deref(doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf || s.oneOf) {
    const options = (s.anyOf ?? s.oneOf).map((o) => deref(doc, o));
    return minimal(doc, options.find((o) => o.type !== 'null') ?? options[0], depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'string') return fc.sample(stringArb(s), { numRuns: 1, seed: 1 })[0];
  if (type === 'integer' || type === 'number') return s.minimum ?? (s.exclusiveMinimum ?? 0) + 1;
  if (type === 'boolean') return true;
  if (type === 'array')
    return depth > 6
      ? []
      : Array.from({ length: s.minItems ?? 0 }, () => minimal(doc, s.items ?? {}, depth + 1));
  if (type === 'null') return null;
  const out = {};
  for (const k of s.required ?? []) out[k] = minimal(doc, s.properties?.[k] ?? {}, depth + 1);
  return out;
}
