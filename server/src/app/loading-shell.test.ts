import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { LOADING_SHELL, withLoadingShell } from './loading-shell.ts';

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
});
