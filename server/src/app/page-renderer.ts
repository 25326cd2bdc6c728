import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { type Language, LANGUAGE_TAGS } from '@slotmap/domain/language';
import type { FastifyBaseLogger } from 'fastify';
import { HOLD_PRESSES_SCRIPT } from './early-presses.ts';
import type { PageRead } from './page-reads.ts';

/** The clock a page is drawn by, handed to the browser to hydrate with (decision 065). */
export interface RenderClock {
  now: number;
  viewerZone: string;
}

/**
 * What web/src/entry-server.tsx exports, as the web build's `vite build --ssr` writes it to
 * web/dist-server (entry-server-<hash>.js). The server never imports web code; it loads the
 * built file.
 */
interface ServerEntry {
  pageModule(pathname: string): string | undefined;
  render(
    url: string,
    options: {
      read: PageRead;
      clock: RenderClock;
      language: Language;
      onError?: (error: unknown) => void;
    },
  ): Promise<
    | {
        module: string;
        stateJson: string;
        pipe(destination: NodeJS.WritableStream): NodeJS.WritableStream;
      }
    | undefined
  >;
}

/** One file of the client build's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
/** The server entry's source, as the server build's manifest names it. */
const ENTRY_SOURCE = 'src/entry-server.tsx';
const ROOT_OPEN = '<div id="root">';
const ROOT = `${ROOT_OPEN}</div>`;
const STATE_ID = 'slotmap-state';

/** index.html of the build, cut where a page's head, preloads, body and state go. */
interface Template {
  /** Up to the page's head elements. */
  start: string;
  /** From after them to the end of `<head>`: the build's own links, its scripts taken out. */
  headEnd: string;
  /** The build's module script, and the modules its head preloads. */
  entry: string | null;
  entryPreloads: string[];
  /** From `</head>` to the start of the root element's content. */
  bodyStart: string;
  /** After the root element: what follows the page and its state. */
  end: string;
  /** Files the template already loads, not to be preloaded twice. */
  linked: Set<string>;
}

/** The build's module script and module preloads in index.html's head, with their indent. */
const SCRIPT_TAGS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * What loads a drawn page's code after its first paint (web/public/boot.js, decision 074): the
 * app's entry and every module it and the page import, named on the script's tag.
 */
const bootTag = (entry: string | null, preloads: string[]) =>
  entry
    ? `\n    <script src="/boot.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`
    : '';

/** Holds the buttons pressed before the page's code comes (decision 075). */
const HOLD_PRESSES_TAG = `\n    <script>${HOLD_PRESSES_SCRIPT}</script>`;

/** The template, or null for an index.html without the places a page goes (not this app's). */
function readTemplate(html: string): Template | null {
  const head = HEAD.exec(html);
  const rootAt = html.indexOf(ROOT);
  const headClose = html.indexOf('</head>');
  if (!head || rootAt < 0 || headClose < 0) return null;
  return {
    start: html.slice(0, head.index),
    headEnd: html.slice(head.index + head[0].length, headClose).replace(SCRIPT_TAGS, ''),
    entry: /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? null,
    entryPreloads: [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
      (m) => m[1],
    ),
    bodyStart: `${html.slice(headClose, rootAt)}${ROOT_OPEN}`,
    end: html.slice(rootAt + ROOT.length),
    linked: new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1])),
  };
}

/** The entry of the client build: what index.html loads before any page. */
const ENTRY = 'index.html';

/**
 * The page module's chunk, the chunks it imports, and every stylesheet among them; and the
 * catalogues the page's code and the app's entry load in the reader's language (a chunk of each
 * area's `messages/{language}.json`, decision 069), so the words arrive with the code.
 */
function preloadsOf(
  manifest: Manifest,
  module: string,
  linked: Set<string>,
  language: Language,
): { styles: string; scripts: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const catalogues = new Set<string>();
  const words = new RegExp(`/messages/${language}\\.json$`);
  const visit = (key: string, preload: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (preload) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (preload) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next, preload);
    for (const next of chunk.dynamicImports ?? []) if (words.test(next)) catalogues.add(next);
  };
  visit(ENTRY, false);
  visit(module, true);
  for (const key of catalogues) visit(key, true);
  return {
    styles: [...styles]
      .filter((f) => !linked.has(f))
      .map((f) => `\n    <link rel="stylesheet" crossorigin href="/${f}">`)
      .join(''),
    scripts: [...scripts].filter((f) => !linked.has(f)).map((f) => `/${f}`),
  };
}

export interface PageOptions {
  /** The page's head elements (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** The reader's language, which the page is drawn in (decision 069). */
  language: Language;
  read: PageRead;
  clock: RenderClock;
  log: FastifyBaseLogger;
}

/**
 * Draws the public pages into the built index.html (decision 065). The head and the page's
 * stylesheets go out at once, while the page's data is read and drawn; the body follows whole,
 * with the state the browser hydrates from, then the scripts (decision 074). Without a server
 * build (web/dist-server) the page is the browser's to draw, with its head all the same.
 */
export interface PageRenderer {
  page(url: string, options: PageOptions): NodeJS.ReadableStream;
}

/** What one web build gives the renderer. */
interface Build {
  template: Template;
  manifest: Manifest;
  entry: ServerEntry | null;
}

/** When the files a build is read from last changed: index.html and the server entry's manifest. */
const versionOf = (webDist: string) =>
  [join(webDist, 'index.html'), join(webDist, '..', 'dist-server', '.vite', 'manifest.json')]
    .map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0))
    .join(' ');

/** The build in `webDist`, or null when its index.html has no places for a page's head and body. */
async function loadBuild(webDist: string): Promise<Build | null> {
  const template = readTemplate(readFileSync(join(webDist, 'index.html'), 'utf8'));
  if (!template) return null;
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  return { template, manifest, entry: await loadEntry(resolve(webDist, '..', 'dist-server')) };
}

/** The module web/src/entry-server.tsx was built into, as dist-server's manifest names it. */
async function loadEntry(distServer: string): Promise<ServerEntry | null> {
  const manifestPath = join(distServer, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest: Manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const file = manifest[ENTRY_SOURCE]?.file;
  if (!file) throw new Error(`${manifestPath} names no ${ENTRY_SOURCE}`);
  // Each build's entry has a name of its own, so a rebuilt one is a new module.
  return import(pathToFileURL(join(distServer, file)).href);
}

/**
 * The renderer of the build in `webDist`, or null when its index.html has no places for a page's
 * head and body (then every page is the browser's to draw, as before decision 065). A rebuild
 * while the server runs (a new index.html or server entry) is read again at the next page, so a
 * page never names files the rebuild removed; while a rebuild is half written, the last whole
 * one serves.
 */
export async function loadPageRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) return null;
  let version = versionOf(webDist);
  const first = await loadBuild(webDist);
  if (!first) {
    log.warn(
      `${indexHtml} has no <!--page-head--> markers or ${ROOT}: pages are drawn in the browser`,
    );
    return null;
  }
  let build: Build = first;
  let loaded: Promise<Build> = Promise.resolve(first);
  const current = (): Promise<Build> => {
    try {
      const now = versionOf(webDist);
      if (now !== version) {
        version = now;
        const last = build;
        loaded = loadBuild(webDist)
          .then((next) => next ?? last)
          .catch((err: unknown) => {
            log.warn({ err }, 'the rebuilt web app could not be read: the last build serves');
            return last;
          });
        void loaded.then((next) => {
          build = next;
        });
      }
    } catch {
      // index.html is being written: the build being read, or the last one, serves.
    }
    return loaded;
  };

  return {
    page(url, { head, language, read, clock, log }) {
      let end = '';
      let state = '';
      const out = new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        // React ends the stream it writes to: the rest of the document follows the page.
        flush: (done) => done(null, `</div>${state}${end}`),
      });
      void current().then(({ template, manifest, entry }) => {
        const module = entry?.pageModule(url.split('?')[0]);
        const preloads = module
          ? preloadsOf(manifest, module, template.linked, language)
          : { styles: '', scripts: [] };
        end = `${bootTag(template.entry, [...template.entryPreloads, ...preloads.scripts])}${template.end}`;
        const start = template.start.replace(
          /<html lang="[^"]*"/,
          `<html lang="${LANGUAGE_TAGS[language]}"`,
        );
        out.write(
          `${start}${head}${preloads.styles}${HOLD_PRESSES_TAG}${template.headEnd}${template.bodyStart}`,
        );
        if (!entry || !module) return void out.end();
        const onError = (err: unknown) =>
          log.error({ err, url }, 'a part of the page failed to draw');
        entry
          .render(url, { read, clock, language, onError })
          .then((page) => {
            if (!page) return void out.end();
            state = `<script type="application/json" id="${STATE_ID}">${page.stateJson}</script>`;
            page.pipe(out);
          })
          .catch((err: unknown) => {
            // The browser draws the page instead: it finds no state and renders from scratch.
            log.error({ err, url }, 'the page could not be drawn on the server');
            out.end();
          });
      });
      return out;
    },
  };
}
