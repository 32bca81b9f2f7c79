/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (which the zod contracts
 * generate), for contract fuzzing. `validValue` follows the schema; fields that name a team
 * record (projectId, candidateIds, noteId, ...) get an `IdSlot` most of the time, resolved to one
 * of the team's real ids when the request is sent, so valid requests reach deep into handlers.
 * The mutations below turn a valid value into an invalid one the way careless clients do.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
};

export const ID_KINDS = [
  'project',
  'candidate',
  'openProfile',
  'note',
  'file',
  'hiringTemplate',
  'csvTemplate',
  'user',
  'import',
  'scan',
  'history',
  'shareToken',
  'share',
  'loginEmail',
  'loginPassword',
  'erasure',
  'retentionRule',
  'applicant',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

/** A real id of the team, chosen when the request is sent (`pick` in [0, 1) selects one). */
export class IdSlot {
  constructor(
    readonly kind: IdKind,
    readonly pick: number,
    readonly as: 'string' | 'number',
  ) {}
}

/** Which team record a field names, from its name and the operation's path. */
export function idKindOf(field: string, route: string): IdKind | null {
  switch (field) {
    case 'projectId':
    case 'projectIds':
    case 'fromProjectId':
    case 'toProjectId':
      return 'project';
    case 'candidateId':
    case 'candidateIds':
    case 'keepId':
    case 'mergeId':
    case 'profileA':
    case 'profileB':
    case 'profileId':
      return 'candidate';
    case 'noteId':
      return 'note';
    case 'applicantId':
    case 'applicantIds':
      return 'applicant';
    case 'fileId':
      return 'file';
    case 'copyFromTemplateId':
      return 'hiringTemplate';
    case 'templateId':
      return /csv/.test(route) ? 'csvTemplate' : 'hiringTemplate';
    case 'userId':
    case 'mentions':
      return 'user';
    case 'importId':
      return 'import';
    case 'historyId':
      return 'history';
    case 'token':
      return 'shareToken';
    case 'shareId':
      return 'share';
    case 'erasureId':
      return 'erasure';
    case 'ruleId':
      return 'retentionRule';
    case 'value':
      // Who a data-protection request is about: a real candidate ID reaches deepest.
      return route.includes('/gdpr/') ? 'candidate' : null;
    case 'email':
      return route === '/api/auth/login' ? 'loginEmail' : null;
    case 'password':
      return route === '/api/auth/login' ? 'loginPassword' : null;
    case 'id':
      if (route.includes('/history/')) return 'history';
      if (route.includes('/scan/')) return 'scan';
      if (route.includes('/profiles/')) return 'openProfile';
      return null;
    default:
      return null;
  }
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Whether an id in this schema is written as a number (else as a string). */
function idShape(schema: JsonSchema): fc.Arbitrary<'string' | 'number'> {
  const subs = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const numeric = subs.some((s) => typesOf(s).some((t) => t === 'integer' || t === 'number'));
  const text = subs.some((s) => typesOf(s).includes('string'));
  if (numeric && text) return fc.constantFrom('string' as const, 'number' as const);
  return fc.constant(numeric ? 'number' : 'string');
}

/** A number in [0, 1) without fast-check's bias toward the edges (which would pick id 0 mostly). */
export const uniformPick = fc.noBias(fc.integer({ min: 0, max: 9_999 })).map((n) => n / 10_000);

const slot = (kind: IdKind, schema: JsonSchema) =>
  fc.tuple(uniformPick, idShape(schema)).map(([pick, as]) => new IdSlot(kind, pick, as));

// Words a recruiter would type, so searches and filters find something now and then.
const WORDS = [
  'engineer',
  'Engineer',
  'nurse',
  'python',
  'java',
  'react',
  'Avery',
  'Blake',
  'London',
  'Austin',
  'manager',
  'sales',
  'data',
  'senior',
  'remote',
  'team-a',
  'fuzz',
  'Alpha Corp',
  'java AND (react OR vue)',
  '"product manager"',
  'NOT sales',
  'site:github.com',
];

const NAMES = ['ada', 'alan', 'grace', 'linus', 'margaret', 'avery.fuzz', 'blake.fuzz'];
const realistic = (field: string): fc.Arbitrary<string> | null => {
  const f = field.toLowerCase();
  if (/email|recipients|address/.test(f))
    return fc
      .tuple(
        fc.constantFrom(...NAMES),
        fc.nat(999),
        fc.constantFrom('example.org', 'example.com', 'mail.example.net'),
      )
      .map(([name, n, domain]) => `${name}.${n}@${domain}`);
  if (/phone|number$/.test(f))
    return fc.constantFrom(
      '+1 415 555 0100',
      '+44 20 7946 0958',
      '+33 6 12 34 56 78',
      '(415) 555-0199',
      '+49 30 901820',
    );
  if (/url|linkedin|github|twitter|website|dribbble|behance|scholar|stackoverflow/.test(f))
    return fc.constantFrom(
      'https://www.linkedin.com/in/ada-lovelace',
      'https://github.com/ada',
      'https://twitter.com/ada',
      'https://example.org/portfolio',
      'http://example.com/~ada',
    );
  if (/password/.test(f)) return fc.constantFrom('Str0ng&Secure!2026', 'Correct-Horse-Battery-9', 'short');
  if (/date$/.test(f)) return fc.constantFrom('2024-01', '2020-06', '2019-12', '2024-13');
  return null;
};

function stringArb(schema: JsonSchema, field: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'uuid') return fc.uuid();
  // Mostly plain addresses: many of fast-check's RFC 5322 ones (quoted parts, `!#$%` in the local
  // part) are refused by the contracts' stricter email rule, and a route whose only input is an
  // address would otherwise rarely get past its schema.
  if (schema.format === 'email')
    return fc.oneof(
      { weight: 4, arbitrary: realistic('email') ?? fc.emailAddress() },
      { weight: 1, arbitrary: fc.emailAddress() },
    );
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    return fc.stringMatching(re).filter(fits);
  }
  const anyString = fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 24)) });
  // Only the words that fit: a filter that can never pass (a two-letter field) would spin forever.
  const words = WORDS.filter(fits);
  const options: fc.Arbitrary<string>[] = [
    ...(words.length > 0 ? [fc.constantFrom(...words)] : []),
    anyString,
  ];
  const real = realistic(field);
  if (real)
    return fc.oneof(
      { weight: 6, arbitrary: real.chain((s) => (fits(s) ? fc.constant(s) : anyString)) },
      ...options,
    );
  return fc.oneof(...options);
}

function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  let lo = schema.minimum ?? -MAX_SAFE;
  let hi = schema.maximum ?? MAX_SAFE;
  if (schema.exclusiveMinimum === true) lo += 1;
  else if (typeof schema.exclusiveMinimum === 'number') lo = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) hi -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') hi = schema.exclusiveMaximum - 1;
  const small = { min: Math.max(lo, -2), max: Math.min(hi, 12) };
  const wide = { min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) };
  const options: fc.Arbitrary<number>[] = [fc.integer(wide), fc.constantFrom(lo, hi)];
  // Small values first: stage and category ids, labels, visibilities, roles, page sizes.
  if (small.min <= small.max) options.unshift(fc.integer(small), fc.integer(small));
  return fc.oneof(...options);
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true }),
  );
}

/** A value the schema accepts (before ids are resolved). `field` is the property it sits in. */
export function validValue(schema: JsonSchema, route: string, field = ''): fc.Arbitrary<unknown> {
  const kind = field ? idKindOf(field, route) : null;
  const base = plainValue(schema, route, field);
  const types = typesOf(schema);
  if (kind && !types.includes('array') && !types.includes('object'))
    return fc.oneof({ weight: 4, arbitrary: slot(kind, schema) }, { weight: 1, arbitrary: base });
  return base;
}

function plainValue(schema: JsonSchema, route: string, field: string): fc.Arbitrary<unknown> {
  if (schema.nullable) {
    const { nullable: _, ...rest } = schema;
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 4, arbitrary: validValue(rest, route, field) },
    );
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, route, field)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], route, field);
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, route, field)));
  switch (types[0]) {
    case 'string':
      return stringArb(schema, field);
    case 'integer':
      return integerArb(schema);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, route, field), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectArb(schema, route);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArb(schema: JsonSchema, route: string): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const fixed = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validValue(s, route, k)])),
    { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
  );
  const extra = schema.additionalProperties;
  if (!extra || extra === true) return fixed as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(
      fixed,
      fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), validValue(extra, route), { maxKeys: 3 }),
    )
    .map(([a, b]) => ({ ...b, ...a }));
}

// ---------------------------------------------------------------------------------------------
// Invalid values: a mutation of a valid one at a place chosen by `at` (in [0, 1)).

export const TEXT_ATTACKS = [
  '\ud800',
  'half an emoji \ud83d',
  '\udfff\ud800',
  'nul\u0000byte',
  '\u202eRTL override',
  'Z̸̢̛͓a̵̛̫l̷̨̛g̸o̷',
  '😀'.repeat(70),
  '\ufeffBOM',
  '\uffff\ufffe',
  'İstanbul ß ﬁ',
  "' OR 1=1 --",
  'Robert"); DROP TABLE projects;--',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '{{constructor.constructor("x")()}}',
  '%00%ED%A0%80',
  '../../../../etc/passwd',
  '',
  ' ',
  '\r\n\t',
] as const;

export const NUMBER_ATTACKS = [
  -1,
  0,
  -0,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  1e308,
  -1e308,
  5e-324,
  1e21,
] as const;

const WRONG_TYPES: readonly unknown[] = [
  'text',
  '1',
  '',
  123,
  -1,
  true,
  false,
  null,
  [],
  [1, 'a'],
  {},
  { nested: { deeper: [null] } },
];

export const MUTATIONS = [
  'wrongType',
  'missingField',
  'extraField',
  'hugeString',
  'overLimit',
  'unicode',
  'number',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

type Place = { parent: Record<string, unknown> | unknown[] | null; key: string | number; value: unknown };

/** Every node of a JSON value with its parent (the root has none), in a stable order. */
function places(root: unknown): Place[] {
  const out: Place[] = [{ parent: null, key: '', value: root }];
  for (let i = 0; i < out.length; i++) {
    const { value } = out[i] as Place;
    if (Array.isArray(value))
      for (let k = 0; k < value.length; k++) out.push({ parent: value, key: k, value: value[k] });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value))
        out.push({ parent: value as Record<string, unknown>, key: k, value: v });
  }
  return out;
}

const choose = <T>(list: readonly T[], at: number): T | undefined => list[Math.floor(at * list.length)];

function put(root: unknown, place: Place, value: unknown): unknown {
  if (!place.parent) return value;
  (place.parent as Record<string | number, unknown>)[place.key] = value;
  return root;
}

/**
 * Applies one mutation to a copy of a (materialised) valid value. `at` chooses the node and
 * `pick` the replacement; the result is plain JSON-able data (lone surrogates included).
 */
export function mutate(value: unknown, mutation: Mutation, at: number, pick: number): unknown {
  const root = structuredClone(value);
  const all = places(root);
  switch (mutation) {
    case 'wrongType': {
      const place = choose(all, at) as Place;
      const other = WRONG_TYPES.filter(
        (w) => typeof w !== typeof place.value || Array.isArray(w) !== Array.isArray(place.value),
      );
      return put(root, place, structuredClone(choose(other, pick)));
    }
    case 'missingField': {
      const fields = all.filter((p) => p.parent && !Array.isArray(p.parent));
      const place = choose(fields, at);
      if (!place) return undefined;
      delete (place.parent as Record<string, unknown>)[place.key as string];
      return root;
    }
    case 'extraField': {
      const objects = all.filter((p) => p.value && typeof p.value === 'object' && !Array.isArray(p.value));
      const place = choose(objects, at);
      const key = choose(
        ['unexpected', '__proto__', 'constructor', 'teamId', 'isAdmin', 'x'.repeat(300)],
        pick,
      ) as string;
      if (!place) return { [key]: 1 };
      // JSON.parse gives "__proto__" an own property; so does defineProperty here.
      Object.defineProperty(place.value, key, {
        value: { polluted: true },
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return root;
    }
    case 'hugeString':
    case 'overLimit': {
      const strings = all.filter((p) => typeof p.value === 'string');
      const size =
        mutation === 'hugeString' ? 200_000 + Math.floor(pick * 300_000) : 5_001 + Math.floor(pick * 1_000);
      const text = choose(['x', 'é', '😀', 'a b '], pick) as string;
      const big = text.repeat(Math.ceil(size / text.length)).slice(0, size);
      return put(root, choose(strings.length ? strings : all, at) as Place, big);
    }
    case 'unicode': {
      const strings = all.filter((p) => typeof p.value === 'string');
      const attack = choose(TEXT_ATTACKS, pick) as string;
      const place = choose(strings.length ? strings : all, at) as Place;
      return put(root, place, typeof place.value === 'string' ? `${place.value}${attack}` : attack);
    }
    case 'number': {
      const numbers = all.filter((p) => typeof p.value === 'number');
      return put(root, choose(numbers.length ? numbers : all, at) as Place, choose(NUMBER_ATTACKS, pick));
    }
  }
}
