/**
 * The server's and the forms' messages are English in the code, as the spec words them; another
 * language translates them at the edges (docs/decisions/069). A catalogue of those translations
 * keys each one by its English text, and a message with values in it by its English template,
 * the values named in braces ('Please answer "{label}"'). This reads a message back into the
 * template it came from and the values it was given.
 */

export interface MessageMatch {
  /** The catalogue's id: the message itself, or its template. */
  id: string;
  /** The values of the template's names, as they appear in the message. */
  values: Record<string, string>;
}

const NAMED = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  id: string;
  names: string[];
  pattern: RegExp;
  /** Characters that are not values: the more of them, the more specific the template. */
  fixed: number;
}

function templateOf(id: string): Template | undefined {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of id.matchAll(NAMED)) {
    source += `${literally(id.slice(last, m.index))}([\\s\\S]+?)`;
    names.push(m[1]);
    last = m.index + m[0].length;
  }
  if (names.length === 0) return undefined;
  source += literally(id.slice(last));
  return {
    id,
    names,
    pattern: new RegExp(`^${source}$`),
    fixed: id.length - names.reduce((n, name) => n + name.length + 2, 0),
  };
}

/**
 * A reader of messages for the ids of a catalogue: an id that is the message itself, or the
 * most specific template that reads it ('Prefix must be at most {max} characters' before
 * '{label} must be at most {max} characters'). Undefined for a message the catalogue lacks.
 */
export function messageMatcher(
  ids: Iterable<string>,
): (message: string) => MessageMatch | undefined {
  const exact = new Set<string>();
  const templates: Template[] = [];
  for (const id of ids) {
    const template = templateOf(id);
    if (template) templates.push(template);
    else exact.add(id);
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  return (message) => {
    if (exact.has(message)) return { id: message, values: {} };
    for (const t of templates) {
      const m = t.pattern.exec(message);
      if (!m) continue;
      const values: Record<string, string> = {};
      let consistent = true;
      t.names.forEach((name, i) => {
        const value = m[i + 1];
        if (name in values && values[name] !== value) consistent = false;
        values[name] = value;
      });
      if (consistent) return { id: t.id, values };
    }
    return undefined;
  };
}

/**
 * Translates a message through a catalogue keyed by English (`format` gives the translation of
 * an id with values). A value that is itself a message of the catalogue, whole, is translated
 * too ('First name' in 'First name is required'); a template is never applied to a value, which
 * may be anyone's words (a business called "Back to Health"). A message the catalogue lacks stays
 * as it is.
 */
export function messageTranslator(
  match: (message: string) => MessageMatch | undefined,
  format: (id: string, values: Record<string, string>) => string,
): (message: string) => string {
  const word = (value: string) => (match(value)?.id === value ? format(value, {}) : value);
  return (message) => {
    const found = match(message);
    if (!found) return message;
    const values = Object.fromEntries(
      Object.entries(found.values).map(([name, value]) => [name, word(value)]),
    );
    return format(found.id, values);
  };
}
