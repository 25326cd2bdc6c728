import { Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Catalogue, defineCatalogue } from './catalogue.ts';
import { useLanguage, useT } from './use-t.tsx';

type Words = Catalogue<'waiting.hello'>;

function Part({ words }: { words: Words }) {
  const [first] = useState(1);
  const t = useT(words);
  // Hooks after useT: the ones a replay of the waiting render used to break.
  const language = useLanguage();
  const [second] = useState(2);
  return (
    <p>
      {t('waiting.hello')} {language} {first + second}
    </p>
  );
}

/**
 * Shows Part in a transition, as a lazy tab or dialog is: React keeps the screen as it was,
 * waits for the words, then replays the render that waited.
 */
let show = () => {};
function Screen({ words }: { words: Words }) {
  const [shown, setShown] = useState(false);
  show = () => startTransition(() => setShown(true));
  return shown ? <Part words={words} /> : <p>Before</p>;
}

describe('useT in a part whose words are not in yet', () => {
  const containers: HTMLElement[] = [];
  afterEach(() => {
    for (const c of containers.splice(0)) c.remove();
  });

  it('waits for them, then draws with every hook after it intact', async () => {
    // Words that arrive when the test says, after the part has asked for them.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const words: Words = defineCatalogue<{ 'waiting.hello': string }>('waiting', {
      en: () => arrived.then(() => ({ default: { 'waiting.hello': 'Hello' } })),
      fr: () => arrived.then(() => ({ default: { 'waiting.hello': 'Bonjour' } })),
    });
    const recovered = vi.fn();
    const complaints = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    // Drawn by React's own scheduler, as in a browser (outside act()).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container, { onRecoverableError: recovered });
    try {
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Screen words={words} />
        </Suspense>,
      );
      await vi.waitFor(() => expect(container.textContent).toBe('Before'));
      show();
      // The part has asked for its words and waits; the screen stays as it was meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container.textContent).toBe('Before');
      arrive();
      await vi.waitFor(() => expect(container.textContent).toBe('Hello en 3'));
      // React had nothing to recover from ("Update hook called on initial render").
      expect(recovered).not.toHaveBeenCalled();
      // Nor anything to say about how the part waited ("called use() to suspend … but did not
      // call use() when it finished").
      expect(complaints).not.toHaveBeenCalled();
    } finally {
      root.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
