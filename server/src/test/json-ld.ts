import jsonld from 'jsonld';

const SCHEMA = 'https://schema.org/';

/**
 * schema.org's context, as far as the business page uses it: every term is a term of its
 * vocabulary (schema.org's own context says so with `@vocab`), and `url`, `sameAs` and `@id` name
 * web addresses. Kept here so the test runs offline; what a term may be and hold is checked
 * where the JSON-LD is built, against schema.org's whole vocabulary (schema-dts).
 */
const LOCAL_CONTEXT = {
  '@context': {
    '@vocab': SCHEMA,
    schema: SCHEMA,
    url: { '@id': `${SCHEMA}url`, '@type': '@id' },
    sameAs: { '@id': `${SCHEMA}sameAs`, '@type': '@id' },
  },
};

/** Answers schema.org's context from memory; any other address is refused, never fetched. */
async function offlineLoader(url: string) {
  if (url.replace(/^http:/, 'https:').replace(/\/$/, '') === 'https://schema.org')
    return { contextUrl: undefined, document: LOCAL_CONTEXT, documentUrl: url };
  throw new Error(`JSON-LD asked for ${url}: only schema.org's context is known offline`);
}

type Expanded = Record<string, unknown>;

/** The JSON-LD as a JSON-LD processor (jsonld.js) reads it: every term a full schema.org IRI. */
export async function expandSchemaOrg(doc: object): Promise<Expanded[]> {
  return (await jsonld.expand(doc as jsonld.JsonLdDocument, {
    documentLoader: offlineLoader as never,
  })) as Expanded[];
}

/** The values of one schema.org property of an expanded node. */
export function values(node: Expanded, term: string): Expanded[] {
  return (node[`${SCHEMA}${term}`] as Expanded[] | undefined) ?? [];
}

/** The single literal value of a property ("@value"), or its "@id" for a web address. */
export function value(node: Expanded, term: string): unknown {
  const [first] = values(node, term);
  return first?.['@value'] ?? first?.['@id'];
}

export const SCHEMA_ORG = SCHEMA;

/** Every `<script type="application/ld+json">` of a page, parsed. */
export function jsonLdOf(html: string): object[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as object,
  );
}
