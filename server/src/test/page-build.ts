import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A small web build for the server's page routes to draw from (app/page-routes.test.ts): the
// files `vite build` leaves, with a server entry that keeps web/src/entry-server.tsx's contract.

/** The modules a drawn page has web/public/boot.js preload, in order. */
export const preloadsOf = (body: string) =>
  (
    /<script src="\/boot\.js" defer data-entry="[^"]*" data-preload="([^"]*)">/.exec(body)?.[1] ??
    ''
  )
    .split(' ')
    .filter(Boolean);

/** index.html as `vite build` leaves it: the page-head markers, the build's links, the root. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--page-head-->
    <meta name="description" content="Slotmap" />
    <title>Slotmap</title>
    <!--/page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The client build's manifest: the page's chunk imports a shared one, and React the entry has. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    imports: ['_react-abc.js'],
    dynamicImports: ['src/app/messages/en.json', 'src/app/messages/fr.json', 'src/page.tsx'],
    isEntry: true,
  },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  // Each area's catalogue, a chunk per language (decision 069).
  'src/app/messages/en.json': { file: 'assets/en-app.js' },
  'src/app/messages/fr.json': { file: 'assets/fr-app.js' },
  'src/area/messages/en.json': { file: 'assets/en-area.js' },
  'src/area/messages/fr.json': { file: 'assets/fr-area.js' },
  '_card-abc.js': {
    file: 'assets/card-abc.js',
    css: ['assets/card-abc.css'],
    dynamicImports: ['src/area/messages/en.json', 'src/area/messages/fr.json'],
  },
  'src/page.tsx': { file: 'assets/page-abc.js', imports: ['_card-abc.js', '_react-abc.js'] },
};

/**
 * A server entry with web/src/entry-server.tsx's contract, drawing a page from the one API read it
 * asks for, so the test sees what the server answers it: the page's heading is the business's
 * name, its state the whole answer. `/companies?fail` fails to draw.
 */
const ENTRY = `
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const PATHS = { '/find': '/company?lat=43.6487&lng=-79.3817&miles=15&page=1&limit=10',
  '/companies': '/company/lists?limit=10&page=1&search=' };
export function pageModule(pathname) {
  return /^\\/(share\\/)?company\\/[^/]+$/.test(pathname) || pathname in PATHS || pathname === '/'
    ? 'src/page.tsx' : undefined;
}
export async function render(url, { read, clock, language }) {
  const { pathname, search } = new URL(url, 'http://x');
  if (search === '?fail') throw new Error('drawing failed');
  const path = PATHS[pathname] ?? (pathname === '/' ? null : pathname.replace('/share', ''));
  const answer = path ? await read(path) : null;
  const name = answer?.body?.name ?? answer?.body?.items?.map((c) => c.name).join(', ') ?? '';
  return {
    module: 'src/page.tsx',
    stateJson: JSON.stringify({ clock, language, path, answer }).replace(/</g, '\\\\u003c'),
    pipe(destination) {
      destination.write('<h1>' + escape(name) + '</h1>');
      destination.end();
      return destination;
    },
  };
}
`;

/** A web build in `dir` as the server reads it: index.html, the manifests, the server entry. */
export function writeBuild(dir: string) {
  const web = join(dir, 'web', 'dist');
  mkdirSync(join(web, '.vite'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX_HTML);
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(dir, 'web', 'dist-server', '.vite'), { recursive: true });
  writeFileSync(join(dir, 'web', 'dist-server', 'entry-server-abc.js'), ENTRY);
  writeFileSync(
    join(dir, 'web', 'dist-server', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/entry-server.tsx': { file: 'entry-server-abc.js', isEntry: true } }),
  );
  return web;
}

/** The state the page hands the browser. */
export function stateOf(html: string): {
  clock: { now: number; viewerZone: string };
  language: string;
  answer: unknown;
} {
  const m = /<script type="application\/json" id="slotmap-state">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('the page carries no state');
  return JSON.parse(m[1]);
}
