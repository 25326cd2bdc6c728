import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { browserDrawnAnswer, LOADING_SHELL, withLoadingShell } from './loading-shell.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/assets/web.css"></head><body><div id="root"></div></body></html>';

type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
};

const all = (node: Node): Node[] => [node, ...(node.childNodes ?? []).flatMap(all)];
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

describe('the loading shell of a page the browser draws', () => {
  it("goes in index.html's empty root, and nowhere else", () => {
    const page = withLoadingShell(INDEX);
    expect(page).toBe(
      INDEX.replace('<div id="root"></div>', `<div id="root">${LOADING_SHELL}</div>`),
    );
    // A root the server has drawn a page into is left as it is.
    const drawn = INDEX.replace('<div id="root"></div>', '<div id="root"><main>Page</main></div>');
    expect(withLoadingShell(drawn)).toBe(drawn);
  });

  it('is a picture only: hidden from screen readers, with nothing to press or focus', () => {
    const nodes = all(parse(withLoadingShell(INDEX)) as unknown as Node);
    const root = nodes.find((n) => attr(n, 'id') === 'root');
    const shell = root?.childNodes?.[0];
    expect(shell && attr(shell, 'aria-hidden')).toBe('true');
    const inside = all(shell as Node);
    const names = new Set(inside.map((n) => n.nodeName));
    for (const reachable of ['a', 'button', 'input', 'select', 'textarea', 'script'])
      expect(names.has(reachable)).toBe(false);
    expect(inside.some((n) => attr(n, 'tabindex') !== undefined)).toBe(false);
    // The brand, as the header writes it.
    expect(inside.filter((n) => n.nodeName === '#text').map((n) => n.value)).toContain('Slotmap');
  });

  it('goes out in the encoding the browser takes best, as the static files do', async () => {
    const web = mkdtempSync(join(tmpdir(), 'slotmap-shell-'));
    try {
      writeFileSync(join(web, 'index.html'), INDEX);
      const page = withLoadingShell(INDEX);
      const br = await browserDrawnAnswer(web, 'gzip, deflate, br');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      const gzip = await browserDrawnAnswer(web, 'gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(page);
      expect(await browserDrawnAnswer(web, undefined)).toEqual({ body: page });
      expect(await browserDrawnAnswer(web, 'br;q=0, identity')).toEqual({ body: page });
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });
});
