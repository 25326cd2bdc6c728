import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';

/**
 * schema.org's vocabulary, offline: the release that @vocabulary/schema ships as N-Quads (every
 * type, its parents, every property with the types it is used on and the types it takes). Read
 * once per test file.
 */
const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';

interface Vocabulary {
  classes: Set<string>;
  properties: Set<string>;
  parents: Map<string, string[]>;
  ranges: Map<string, string[]>;
  domains: Map<string, string[]>;
  /** Enumeration members (schema:Monday) and the enumerations they belong to. */
  memberOf: Map<string, string[]>;
}

const short = (iri: string) => (iri.startsWith(SCHEMA) ? iri.slice(SCHEMA.length) : iri);
const push = (map: Map<string, string[]>, key: string, value: string) =>
  map.set(key, [...(map.get(key) ?? []), value]);

function readVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq');
  const vocabulary: Vocabulary = {
    classes: new Set(),
    properties: new Set(),
    parents: new Map(),
    ranges: new Map(),
    domains: new Map(),
    memberOf: new Map(),
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // Only statements between IRIs matter here (labels and comments are literals).
    const quad = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!quad) continue;
    const [, subject, predicate, object] = quad;
    if (!subject.startsWith(SCHEMA)) continue;
    const s = short(subject);
    const o = short(object);
    if (predicate === RDF_TYPE && object === RDFS_CLASS) vocabulary.classes.add(s);
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) vocabulary.properties.add(s);
    else if (predicate === RDF_TYPE && object.startsWith(SCHEMA)) push(vocabulary.memberOf, s, o);
    else if (predicate === SUBCLASS_OF) push(vocabulary.parents, s, o);
    else if (predicate === `${SCHEMA}rangeIncludes`) push(vocabulary.ranges, s, o);
    else if (predicate === `${SCHEMA}domainIncludes`) push(vocabulary.domains, s, o);
  }
  return vocabulary;
}

/** The vocabulary as schema.org publishes it in JSON-LD, the form the validator reads. */
function asJsonLd(v: Vocabulary): { '@graph': object[] } {
  const id = (name: string) => ({ '@id': `schema:${name}` });
  return {
    '@graph': [
      ...[...v.classes].map((name) => ({
        '@id': `schema:${name}`,
        '@type': 'rdfs:Class',
        'rdfs:subClassOf': (v.parents.get(name) ?? []).map(id),
      })),
      ...[...v.properties].map((name) => ({
        '@id': `schema:${name}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': (v.domains.get(name) ?? []).map(id),
        'schema:rangeIncludes': (v.ranges.get(name) ?? []).map(id),
      })),
    ],
  };
}

const vocabulary = readVocabulary();
const validator = new Validator(asJsonLd(vocabulary));

/** The type and every type above it. */
function ancestry(type: string, into = new Set<string>()): Set<string> {
  if (into.has(type)) return into;
  into.add(type);
  for (const parent of vocabulary.parents.get(type) ?? []) ancestry(parent, into);
  return into;
}

const isA = (type: string, expected: string) => ancestry(type).has(expected);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const WEB_ADDRESS = /^https?:\/\/\S+$/;

/**
 * Whether a value may stand where the property expects one of `ranges` (schema.org's
 * rangeIncludes): a node of a matching type, a text for Text, a web address for URL, a date or
 * time in ISO form, a number for Number, a boolean for Boolean, an enumeration's member by its
 * address. The validator checks types and properties, not values (its own schema.org handler
 * leaves that undone); this reads the same vocabulary.
 */
function fits(value: unknown, ranges: string[]): boolean {
  const wants = (type: string) => ranges.some((range) => isA(range, type) || range === type);
  if (typeof value === 'number') return wants('Number');
  if (typeof value === 'boolean') return wants('Boolean');
  if (typeof value === 'string') {
    if (ranges.some((range) => isA(range, 'Text'))) {
      // URL is a kind of Text: a range of URL alone takes only a web address.
      if (ranges.every((range) => range === 'URL')) return WEB_ADDRESS.test(value);
      return true;
    }
    if (wants('URL') && WEB_ADDRESS.test(value)) return true;
    if (wants('Date') && DATE.test(value)) return true;
    if (wants('DateTime') && DATE_TIME.test(value)) return true;
    if (wants('Time') && TIME.test(value)) return true;
    // An enumeration's member, by its address ("https://schema.org/Monday").
    const member = value.replace(/^https?:\/\/schema\.org\//, '');
    return (vocabulary.memberOf.get(member) ?? []).some((e) => ranges.includes(e));
  }
  if (value && typeof value === 'object') {
    const types = [(value as Record<string, unknown>)['@type'] ?? []].flat() as string[];
    if (types.length === 0) return '@id' in value;
    return types.some((type) => ranges.some((range) => isA(type, range)));
  }
  return false;
}

/** Every value of a node, with where it sits, that its property does not take. */
function misfits(node: Record<string, unknown>, at: string): string[] {
  const found: string[] = [];
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const ranges = vocabulary.ranges.get(key);
    for (const value of [raw].flat()) {
      if (ranges && !fits(value, ranges)) {
        found.push(`${at}.${key}: ${JSON.stringify(value)} is not one of ${ranges.join(', ')}`);
      }
      if (value && typeof value === 'object')
        found.push(...misfits(value as Record<string, unknown>, `${at}.${key}`));
    }
  }
  return found;
}

/**
 * What is wrong with a JSON-LD document by schema.org's vocabulary: the validator's findings
 * (unknown types, properties a type does not have, and what search engines require of the types
 * they show, such as a rating's count), then any value of a type its property does not take.
 * Empty when it is sound.
 */
export async function schemaOrgIssues(doc: object): Promise<string[]> {
  // As the page carries it: JSON, where a field left undefined is not there at all.
  const onPage = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
  const rootType = [onPage['@type']].flat()[0] as string;
  const found = await validator.validate({ jsonld: { [rootType]: [structuredClone(onPage)] } });
  return [
    ...found.map((issue) => `${issue.severity}: ${issue.issueMessage}`),
    ...misfits(onPage, rootType),
  ];
}
