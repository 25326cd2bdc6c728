import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogues } from '../../../scripts/i18n/check-catalogues.mjs';
import { checkLiteralStrings, literalWords } from '../../../scripts/i18n/check-literal-strings.mjs';

const roots: string[] = [];
/** A tree of files (path → source) in a fresh folder, checked as the repository would be. */
function tree(files: Record<string, string | object>): string {
  const root = mkdtempSync(join(tmpdir(), 'slotmap-catalogues-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(
      join(root, path),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return root;
}

const AREA = 'web/src/features/area';
const USES = `${AREA}/page.tsx`;
const code = "t('area.title'); t('area.hello'); t('area.more');";

describe('the catalogue check (npm run lint, decision 069)', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  const en = {
    'area.title': 'Title',
    'area.hello': 'Hi {name}',
    'area.more': 'Go <link>on</link>',
  };
  const fr = {
    'area.title': 'Titre',
    'area.hello': 'Bonjour {name}',
    'area.more': 'Aller <link>plus loin</link>',
  };

  it('passes catalogues that say the same things in both languages', () => {
    const root = tree({
      [`${AREA}/messages/en.json`]: en,
      [`${AREA}/messages/fr.json`]: fr,
      [USES]: code,
    });
    expect(checkCatalogues(root)).toEqual([]);
  });

  it('fails a missing or extra id, other values or elements, bad ICU and French spacing', () => {
    const { 'area.title': _, ...short } = fr;
    const root = tree({
      [`${AREA}/messages/en.json`]: en,
      [`${AREA}/messages/fr.json`]: {
        ...short,
        'area.hello': 'Bonjour {nom}',
        'area.more': 'Aller <lien>plus loin</lien>',
        'area.extra': 'De trop',
      },
      [USES]: code,
    });
    const problems = checkCatalogues(root).join('\n');
    expect(problems).toContain('"area.title" is missing');
    expect(problems).toContain('"area.extra" is not in');
    expect(problems).toContain('"area.hello" puts in {nom}, the English {name}');
    expect(problems).toContain('"area.more" has elements <lien>, the English <link>');

    const broken = tree({
      [`${AREA}/messages/en.json`]: { 'area.title': 'Title {name' },
      [`${AREA}/messages/fr.json`]: { 'area.title': 'Titre :' },
      [USES]: code,
    });
    const brokenProblems = checkCatalogues(broken).join('\n');
    expect(brokenProblems).toContain('"area.title" is not valid ICU');
  });

  it('fails an id nobody writes, and two areas sharing a first part', () => {
    const root = tree({
      [`${AREA}/messages/en.json`]: en,
      [`${AREA}/messages/fr.json`]: fr,
      'web/src/features/other/messages/en.json': { 'area.other': 'Other' },
      'web/src/features/other/messages/fr.json': { 'area.other': 'Autre' },
      [USES]: "t('area.title');",
    });
    const problems = checkCatalogues(root).join('\n');
    expect(problems).toContain('"area.hello" is written nowhere in web/src');
    expect(problems).toContain('ids starting "area." are already');
  });

  it('checks the catalogues keyed by English: their values and French spacing', () => {
    const root = tree({
      'domain/src/messages/fr/accounts.json': {
        '{label} is required': 'Le champ {champ} est obligatoire',
        'Invalid id': 'Identifiant : invalide',
      },
    });
    const problems = checkCatalogues(root).join('\n');
    expect(problems).toContain('"{label} is required" puts in {champ}, its English {label}');
    expect(problems).toContain('"Invalid id" has a plain space before ":"');
  });
});

describe('the literal words check (npm run lint, decision 069)', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('finds the words a component shows outside the catalogue', () => {
    const source = `
      export function Page({ busy }: { busy: boolean }) {
        notify('Saved');
        document.title = 'Home';
        const items = [{ label: 'Dashboard', to: '/dashboard' }];
        return (
          <div title="Hello" data-testid="not words either">
            Welcome back
            {busy ? 'Saving…' : 'Save'}
            <Input label={t('area.title')} placeholder="Your name" aria-label={\`Search\`} />
            <Text>Slotmap</Text> | 404 {' · '}
          </div>
        );
      }`;
    expect(literalWords(source, 'page.tsx').map((l) => l.replace(/^\d+: /, ''))).toEqual([
      '"Saved"',
      '"Home"',
      '"Dashboard"',
      '"Hello"',
      '"Welcome back"',
      '"Saving…"',
      '"Save"',
      '"Your name"',
      '"Search"',
    ]);
  });

  it('lets files on the allow-list wait for their conversion, and fails a stale line', () => {
    const root = tree({
      'web/src/a.tsx': 'export const A = () => <p>Hello</p>;',
      'web/src/b.tsx': "export const B = () => <p>{t('x.y')}</p>;",
      'web/src/c.tsx': 'export const C = () => <p>Later</p>;',
      'scripts/i18n/literal-strings-allowed.txt':
        '# waiting\nweb/src/b.tsx\nweb/src/c.tsx\nweb/src/gone.tsx\n',
    });
    const problems = checkLiteralStrings(root).join('\n');
    expect(problems).toContain('web/src/a.tsx:1: "Hello": words outside the catalogue');
    expect(problems).toContain('web/src/b.tsx: says nothing outside the catalogues now');
    expect(problems).not.toContain('web/src/c.tsx');
    expect(problems).toContain('web/src/gone.tsx is no file of web/src');
  });
});
