import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The brand's pin, as the header draws it (Tabler's map-pin at 26 px, indigo 8). */
const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="var(--mantine-color-indigo-8)" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0"/><path d="M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0"/></svg>';

/**
 * Sizes and places are those the app's header has (web/src/app/layout): 60 px high with its
 * border, the menu button's three lines below 1025 px, the brand, and from 1025 px the side
 * navigation's edge. Mantine's variables are in the stylesheet the page already waits for.
 */
const STYLE = `<style>
.slotmap-loading-header{position:fixed;top:0;inset-inline:0;z-index:100;box-sizing:border-box;height:calc(3.75rem * var(--mantine-scale));display:flex;align-items:center;gap:var(--mantine-spacing-sm);padding:0 var(--mantine-spacing-md);border-bottom:1px solid var(--mantine-color-gray-3);background-color:var(--mantine-color-body);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
.slotmap-loading-menu{width:28px;height:28px;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:4.5px}
.slotmap-loading-menu span{width:18px;height:1.5px;background-color:var(--mantine-color-black)}
.slotmap-loading-brand{display:flex;align-items:center;gap:6px;font-size:var(--mantine-font-size-xl);line-height:1.55;font-weight:800}
.slotmap-loading-brand svg{display:block}
@media (min-width:1025px){.slotmap-loading-menu{display:none}.slotmap-loading-edge{position:fixed;top:calc(3.75rem * var(--mantine-scale));bottom:0;inset-inline-start:calc(15.625rem * var(--mantine-scale) - 1px);width:1px;background-color:var(--mantine-color-gray-3)}}
</style>`;

/**
 * What a page the browser draws shows from its first paint until the app's code has drawn it
 * (decision 080): the frame of the app, drawn as the app draws it, in place of a blank page for
 * the two seconds a phone takes to fetch and run the code. Only a picture: hidden from screen
 * readers, nothing in it to press or focus. React replaces the root's content whole when it draws.
 */
export const LOADING_SHELL = `<div class="slotmap-loading" aria-hidden="true">${STYLE}<div class="slotmap-loading-header"><div class="slotmap-loading-menu"><span></span><span></span><span></span></div><div class="slotmap-loading-brand">${PIN}Slotmap</div></div><div class="slotmap-loading-edge"></div></div>`;

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the loading shell in its root (unchanged without an empty root). */
export function withLoadingShell(html: string): string {
  return html.replace(EMPTY_ROOT, `<div id="root">${LOADING_SHELL}</div>`);
}

/**
 * The page sent for an address the browser draws: the build's index.html, read each time as the
 * static files are (a rebuild is served at once), with the loading shell.
 */
export async function browserDrawnPage(webDist: string): Promise<string> {
  return withLoadingShell(await readFile(join(webDist, 'index.html'), 'utf8'));
}

/**
 * That page in the encoding the browser accepts best (Brotli, gzip or none), as the static files
 * go out: the not-found handler that sends it is outside the compression every route has.
 */
export async function browserDrawnAnswer(
  webDist: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding?: 'br' | 'gzip' }> {
  const page = await browserDrawnPage(webDist);
  const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']);
  if (encoding === 'br' || encoding === 'gzip')
    return { body: compressed(page, encoding), encoding };
  return { body: page };
}

/** The page compressed once per build, not on every request: the last page's, by encoding. */
let last: { page: string; br?: Buffer; gzip?: Buffer } = { page: '' };

function compressed(page: string, encoding: 'br' | 'gzip'): Buffer {
  if (last.page !== page) last = { page };
  last[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: page.length },
        })
      : gzipSync(page);
  return last[encoding];
}
