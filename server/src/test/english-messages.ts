import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'oxc-parser';

/**
 * Every English message the API can say that the code spells out (docs/decisions/069), read from
 * the source with a real parser: what the French catalogues keyed by English must translate.
 *
 * A message is a string or template in a message's place: a `MSG_*` constant; an argument of the
 * error helpers (`badRequest`, `new HttpError`, `new CalendarError`, …) or a default of theirs; a
 * zod check's message (`.min(1, '…')`, `z.uuid('…')`, `{ error: '…' }`, `{ message: '…' }`); a
 * `{ msg: '…' }` answer; what a message function returns (`msgTooSoon`, `changeClosedMessage`).
 * A constant named in one of those places is read where it is declared. A template's values are
 * named as the catalogue names them: a number or a value by its variable ('{PASSWORD_MIN}',
 * '{label}'), a message constant by its text. And the words a message function is called with
 * ('First name' in `nameField('First name')`) are messages too, translated inside the message.
 */

export interface FoundMessage {
  /** The catalogue's id: the message, or its template with `{names}`. */
  id: string;
  /** Where it is written, `domain/src/accounts.ts:42`. */
  at: string;
  /** The catalogue that must translate it: the domain file's own, or the server's. */
  catalogue: string;
}

export interface Collected {
  messages: FoundMessage[];
  /** Templates whose values have no name (`${a.join(', ')}`): name them in a variable first. */
  unnamed: FoundMessage[];
}

/** Helpers whose arguments are messages. */
const ERROR_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooManyRequests',
  'errorBody',
  'HttpError',
  'CalendarError',
  // domain/src/date-range.ts and zod's: a check with its message.
  'isoDate',
  'uuid',
]);
/** zod's checks whose string arguments are messages (not `literal`, `default`, `describe`…). */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'uuid',
  'url',
  'string',
  'number',
  'int',
  'enum',
  'union',
  'array',
  'boolean',
  'gte',
  'lte',
  'gt',
  'lt',
  'positive',
  'nonnegative',
  'nonempty',
  'date',
  'datetime',
  'object',
  'custom',
  'multipleOf',
  'record',
  'tuple',
]);
const MESSAGE_KEYS = new Set(['message', 'error', 'msg']);
const MESSAGE_FUNCTION = /^msg[A-Z]|Message$/;

/**
 * Files that say nothing to API callers: the configuration's start-up errors are for whoever
 * runs the server, and the demo data and test code are not answers.
 */
const SKIPPED = [
  /^server\/src\/(test|seed|db\/migrations)\//,
  /^server\/src\/(config|trust-proxy|main)\.ts$/,
  /\.test\.tsx?$/,
  /\.fixture\.tsx?$/,
];

// The parser's tree, walked generically: nodes are plain objects with a `type`.
// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes of every kind are read by their fields.
type Node = any;

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(root, path);
    else if (/\.tsx?$/.test(name) && !SKIPPED.some((re) => re.test(path))) yield path;
  }
}

/** Where a file's messages are translated. */
function catalogueOf(file: string): string {
  const domain = /^domain\/src\/([^/]+)\.ts$/.exec(file);
  return domain
    ? `domain/src/messages/fr/${domain[1]}.json`
    : 'server/src/i18n/messages/fr/server.json';
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

const walk = (node: Node, visit: (n: Node, parent: Node) => void, parent: Node = null) => {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit, parent);
    return;
  }
  if (typeof node.type === 'string') visit(node, parent);
  for (const key of Object.keys(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') walk(node[key], visit, node);
  }
};

const isText = (n: Node) =>
  (n?.type === 'Literal' && typeof n.value === 'string') || n?.type === 'TemplateLiteral';

/** Reads every file, then every message. */
export function collectEnglishMessages(root: string): Collected {
  const parsed = [...sourceFiles(root, 'domain/src'), ...sourceFiles(root, 'server/src')].map(
    (file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return { file, source, program: parseSync(file, source).program as Node };
    },
  );

  // String constants of every file, by name: a message constant is often declared elsewhere,
  // and translated in the catalogue of the file that declares it.
  const everywhere = new Map<string, Node>();
  const perFile = new Map<string, Map<string, Node>>();
  const declaredIn = new Map<Node, string>();
  for (const { file, program } of parsed) {
    const own = new Map<string, Node>();
    // Module-level `const`s only: a local variable of the same name is another thing.
    for (const statement of program.body) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
      for (const n of declaration.declarations) {
        if (n.id.type !== 'Identifier' || !isText(n.init)) continue;
        own.set(n.id.name, n.init);
        everywhere.set(n.id.name, n.init);
        declaredIn.set(n.init, file);
      }
    }
    // And a function's own `const`s, which its messages are often named by.
    walk(program, (n) => {
      if (n.type !== 'VariableDeclaration' || n.kind !== 'const') return;
      for (const d of n.declarations) {
        if (d.id.type !== 'Identifier' || !isText(d.init) || own.has(d.id.name)) continue;
        own.set(d.id.name, d.init);
        declaredIn.set(d.init, file);
      }
    });
    perFile.set(file, own);
  }

  const messages: FoundMessage[] = [];
  const unnamed: FoundMessage[] = [];

  for (const { file, source, program } of parsed) {
    const at = (n: Node) => `${file}:${lineOf(source, n.start)}`;
    // A name declared in this file is that one; a constant's name (MSG_…) may be another file's.
    const constants = {
      get: (name: string) =>
        perFile.get(file)?.get(name) ??
        (/^[A-Z][A-Z0-9_]+$/.test(name) ? everywhere.get(name) : undefined),
    };
    const catalogue = catalogueOf(file);
    /** Functions of this file whose parameters a message puts in: name → parameter positions. */
    const fills = new Map<string, Set<number>>();
    const functionParams = new Map<Node, { name: string; params: string[] }>();

    /**
     * A template's id: its text, a constant's text in place of the constant, `{name}` for
     * any other value, `{?}` for a value with no name (then `named` is false).
     */
    const templateId = (
      n: Node,
      owner: { name: string; params: string[] } | undefined,
    ): { id: string; named: boolean } => {
      let id = '';
      let named = true;
      n.quasis.forEach((q: Node, i: number) => {
        id += q.value.cooked;
        const e = n.expressions[i];
        if (!e) return;
        const constant = e.type === 'Identifier' ? constants.get(e.name) : undefined;
        if (constant?.type === 'Literal') id += constant.value;
        else if (constant) {
          const inner = templateId(constant, undefined);
          id += inner.id;
          named &&= inner.named;
        } else if (e.type === 'Identifier') {
          id += `{${e.name}}`;
          const index = owner?.params.indexOf(e.name) ?? -1;
          if (owner && index >= 0) {
            const set = fills.get(owner.name) ?? new Set<number>();
            set.add(index);
            fills.set(owner.name, set);
          }
        } else if (e.type === 'MemberExpression' && !e.computed) id += `{${e.property.name}}`;
        else {
          id += '{?}';
          named = false;
        }
      });
      return { id, named };
    };

    /** The id of a message node, or undefined when it is no message (no space: a code). */
    const idOf = (
      n: Node,
      where: Node,
      owner?: { name: string; params: string[] },
    ): string | undefined => {
      if (n.type === 'Literal') return n.value.includes(' ') ? n.value : undefined;
      const { id, named } = templateId(n, owner);
      // Words around the values: a template of values alone ('{a} {b}') would read anything.
      if (!id.includes(' ') || !/[A-Za-z]/.test(id.replace(/\{[^}]*\}/g, ''))) return undefined;
      if (!named) unnamed.push({ id, at: at(where), catalogue });
      return named ? id : undefined;
    };

    /** The message a node in a message's place says: itself, or the constant it names. */
    const take = (n: Node, owner?: { name: string; params: string[] }): void => {
      // `one === 1 ? '… 1 day …' : `… ${n} days …``: each branch is a message.
      if (n?.type === 'ConditionalExpression') {
        take(n.consequent, owner);
        take(n.alternate, owner);
        return;
      }
      const node = n?.type === 'Identifier' ? constants.get(n.name) : n;
      if (!isText(node)) return;
      const id = idOf(node, n, owner);
      const declared = declaredIn.get(node);
      if (id)
        messages.push({ id, at: at(n), catalogue: declared ? catalogueOf(declared) : catalogue });
    };

    // The function each node is in, for templates that put a parameter in.
    const enclosing: Node[] = [];
    const visitFunctions = (node: Node, parent: Node) => {
      if (
        node.type === 'ArrowFunctionExpression' ||
        node.type === 'FunctionExpression' ||
        node.type === 'FunctionDeclaration'
      ) {
        const name =
          node.id?.name ?? (parent?.type === 'VariableDeclarator' ? parent.id.name : undefined);
        if (name)
          functionParams.set(node, {
            name,
            params: node.params.map((p: Node) => (p.type === 'Identifier' ? p.name : '')),
          });
      }
    };
    walk(program, visitFunctions);

    const visit = (node: Node, parent: Node) => {
      const owner = enclosing.length
        ? functionParams.get(enclosing[enclosing.length - 1])
        : undefined;
      if (
        node.type === 'VariableDeclarator' &&
        node.id.type === 'Identifier' &&
        /^MSG_/.test(node.id.name)
      )
        take(node.init);
      if (node.type === 'CallExpression' || node.type === 'NewExpression') {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.property?.name;
        if (ERROR_HELPERS.has(name) || (callee.type === 'MemberExpression' && ZOD_CHECKS.has(name)))
          for (const arg of node.arguments) take(arg, owner);
      }
      if (
        node.type === 'Property' &&
        !node.computed &&
        MESSAGE_KEYS.has(node.key.name ?? node.key.value)
      )
        take(node.value, owner);
      // `msg = 'You are not allowed to do this'`: a default message of an error helper.
      if (
        node.type === 'AssignmentPattern' &&
        parent?.type !== 'ObjectPattern' &&
        owner &&
        ERROR_HELPERS.has(owner.name)
      )
        take(node.right);
      if (owner && MESSAGE_FUNCTION.test(owner.name)) {
        if (node.type === 'ReturnStatement') take(node.argument, owner);
        if (
          node.type === 'ArrowFunctionExpression' &&
          node.expression &&
          functionParams.get(node) === owner
        )
          take(node.body, owner);
      }
    };
    const walkScoped = (node: Node, parent: Node = null) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const n of node) walkScoped(n, parent);
        return;
      }
      const isFunction = functionParams.has(node);
      if (isFunction) enclosing.push(node);
      if (typeof node.type === 'string') visit(node, parent);
      for (const key of Object.keys(node)) {
        if (key !== 'type' && key !== 'start' && key !== 'end') walkScoped(node[key], node);
      }
      if (isFunction) enclosing.pop();
    };
    walkScoped(program);

    // `nameField('First name')`: a word a message of this file is made with.
    walk(program, (n) => {
      if (n.type !== 'CallExpression' || n.callee.type !== 'Identifier') return;
      const positions = fills.get(n.callee.name);
      if (!positions) return;
      for (const i of positions) take(n.arguments[i]);
    });
  }

  const unique = (list: FoundMessage[]) => [
    ...new Map(list.map((m) => [`${m.catalogue}\n${m.id}`, m])).values(),
  ];
  return { messages: unique(messages), unnamed: unique(unnamed) };
}

export const repositoryRoot = (from: string) => relative(process.cwd(), from);
