const NOT_ASCII = /[^\x20-\x7e]/;
const MARKS = /\p{M}/gu;
const APOSTROPHES = /['’ʼ`]/g;
const SEPARATORS = /[^a-z0-9]+/g;

/** Lower case, accents and apostrophes dropped, any other punctuation a single space. */
export function normalizeText(text: string): string {
  // Most names are plain ASCII: skip Unicode decomposition for them (the index normalizes ~100k).
  const plain = NOT_ASCII.test(text) ? text.normalize('NFD').replace(MARKS, '') : text;
  return plain.toLowerCase().replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
}

/** Place-name abbreviations and their long forms: people type either. */
const LONG_FORMS: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };
const SHORT_FORMS: Record<string, string> = Object.fromEntries(
  Object.entries(LONG_FORMS).map(([short, long]) => [long, short]),
);
const SHORT_WORD = /\b(?:st|ste|mt|ft)\b/g;
const LONG_WORD = /\b(?:saint|sainte|mount|fort)\b/g;

/** One spelling per place name ("St. John's" and "Saint John's" agree): used for ids and joins. */
export function nameKey(name: string): string {
  return normalizeText(name).replace(SHORT_WORD, (w) => LONG_FORMS[w]);
}

/** The spellings a name is found by: as written, abbreviations spelt out, and shortened. */
export function nameSpellings(name: string): string[] {
  const normalized = normalizeText(name);
  const long = normalized.replace(SHORT_WORD, (w) => LONG_FORMS[w]);
  const short = normalized.replace(LONG_WORD, (w) => SHORT_FORMS[w]);
  return [...new Set([normalized, long, short])];
}
