/* Hostile values for the route fuzzer, and what a route's zod schema says about its fields. */

export type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isZod = (s: unknown): s is ZodLike =>
  typeof s === 'object' &&
  s !== null &&
  '_zod' in s &&
  typeof (s as ZodLike)._zod?.def === 'object';
const def = (s: ZodLike) => s._zod.def;

/** The schema a value is first checked against, through wrappers, pipes and preprocessing. */
function core(s: unknown): ZodLike | undefined {
  if (!isZod(s)) return undefined;
  const d = def(s);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return core(d.innerType);
    case 'pipe':
      // A preprocess step (transform → schema) checks the outer schema; a transform its input.
      return isZod(d.in) && def(d.in).type === 'transform' ? core(d.out) : core(d.in);
    default:
      return s;
  }
}

/** The fields of an object schema (both sides of an intersection), or none. */
export function fieldsOf(schema: unknown): Record<string, unknown> {
  const s = core(schema);
  if (!s) return {};
  const d = def(s);
  if (d.type === 'object') return d.shape as Record<string, unknown>;
  if (d.type === 'intersection') return { ...fieldsOf(d.left), ...fieldsOf(d.right) };
  return {};
}

/** What type a field expects; a union counts as its first member's. */
export function kindOf(schema: unknown): Kind {
  const s = core(schema);
  if (!s) return 'unknown';
  const d = def(s);
  switch (d.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 'string';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'tuple':
      return 'array';
    case 'object':
    case 'record':
    case 'intersection':
      return 'object';
    case 'union':
      return kindOf((d.options as unknown[])[0]);
    default:
      return 'unknown';
  }
}

/** Raw JSON number tokens JSON.stringify cannot write; a string marker is swapped for each. */
export const RAW_NUMBERS = ['1e999', '-1e999', '123456789012345678901234567890', '-0.0e-999'];
export const rawMarker = (token: string) => `\u0001raw:${token}\u0001`;
export const withRawNumbers = (json: string) =>
  json.replace(/"\\u0001raw:([^"\\]+)\\u0001"/g, (_, token: string) => token);

const HUGE = 'x'.repeat(200_000);
export const DATES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2026-02-30',
  '2026-13-01T25:61:61Z',
  '1969-12-31T23:59:59.999999999-23:59',
];

/** Strings that have broken servers: control bytes, broken UTF-16, sizes, dates, injections. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  HUGE,
  '😀'.repeat(3000),
  '\u202e\u200b\ufeff',
  '\r\n\t',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff',
  '{{7*7}}<%= 7*7 %>',
  '00000000-0000-0000-0000-000000000000',
  '018f0000-0000-7000-8000-000000000000',
  'NaN',
  '1e309',
  '-1',
  'null',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'http://[::1]:0/',
  ...DATES,
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1439.5,
  1440,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  ...RAW_NUMBERS.map(rawMarker),
];

/** Values that are not of the kind the schema expects. */
const OTHER_TYPES: unknown[] = [
  null,
  true,
  false,
  [],
  [''],
  ['a', 'b'],
  [['nested']],
  {},
  { a: 1 },
  42,
  'text',
];

/** Strings appended to a valid string, so the rest of the check may still pass. */
export const FRAGMENTS = ['\u0000', '\ud800', '\udfff', '😀', '\u202e', ' '.repeat(5000), HUGE];

/** The string format a field declares (`datetime`, `date`, `uuid`, `email`…), if any. */
export function formatOf(schema: unknown): string | undefined {
  const s = core(schema);
  if (!s) return undefined;
  const d = def(s);
  if (d.type === 'union') return formatOf((d.options as unknown[])[0]);
  return typeof d.format === 'string' ? d.format : undefined;
}

export const UNKNOWN_IDS = [
  '018f0000-0000-7000-8000-000000000000',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
];

/** Values that pass a format's shape but name nothing, or sit at the edge of what it allows. */
export function edgesOfFormat(format: string | undefined, ids: string[]): string[] {
  switch (format) {
    case 'datetime':
    case 'date':
      return DATES;
    case 'uuid':
    case 'guid':
      return [...UNKNOWN_IDS, ...ids];
    case 'email':
      return [
        'a\u0000@example.com',
        `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
        '"a b"@example.com',
      ];
    default:
      return [];
  }
}

/** Numbers in a query string that parse into something awkward. */
export const QUERY_NUMBERS = ['1e309', '-1e309', '9007199254740993', '1e-400', '0x10', '-0', '1_0'];

/** Hostile values for a field of this kind: edge values of its type and values of other types. */
export function hostileFor(kind: Kind): unknown[] {
  const others = OTHER_TYPES.filter((v) => kindOfValue(v) !== kind);
  switch (kind) {
    case 'string':
      return [...HOSTILE_STRINGS, ...others];
    case 'number':
      return [...HOSTILE_NUMBERS, ...HOSTILE_STRINGS.slice(0, 8), ...others];
    case 'array':
      return [
        Array(10_000).fill('a'),
        Array(100).fill({}),
        ['\u0000'],
        [null],
        ...HOSTILE_STRINGS.slice(0, 6),
        ...others,
      ];
    default:
      return [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...OTHER_TYPES];
  }
}

function kindOfValue(v: unknown): Kind {
  if (Array.isArray(v)) return 'array';
  if (v === null) return 'unknown';
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'object'
    ? (t as Kind)
    : 'unknown';
}

/** Path segments and query values, already percent-encoded as they would travel. */
export const HOSTILE_URL_PARTS = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate, as CESU-8: not valid UTF-8
  '%C0%AF',
  '%',
  '%zz',
  '%FF%FE',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%20',
  '+',
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  '018F0000-0000-7000-8000-000000000000',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('😀'),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '%5B%5D',
  ...DATES.map(encodeURIComponent),
];
