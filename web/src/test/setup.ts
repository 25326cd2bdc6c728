import { LANGUAGE_COOKIE, LANGUAGES } from '@slotmap/domain/language';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { activeLanguage, setActiveLanguage } from '../lib/i18n/active-language.ts';
import { i18nOf, loadCatalogues } from '../lib/i18n/catalogue.ts';
import { clearToken } from '../lib/session.ts';
import { mediaQueryList } from './media.ts';

// Every test reads as a viewer in UTC, wherever it runs: a Toronto business's times are then
// named ('8:00 PM EST'); a test of a viewer elsewhere sets TZ itself and puts it back.
process.env.TZ = 'UTC';

// Pages and dialogs load their code on first use (React.lazy): on a loaded 2-core machine that
// takes more than findBy's default second, so queries wait up to five before they give up.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => mediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Textarea autosize listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
});

// The words of everything the test file imported, as the app loads them before drawing a page.
beforeEach(() => loadCatalogues(activeLanguage()));

// An id no loaded catalogue has is shown as the id itself: a test that draws one fails.
const missing: string[] = [];
for (const language of LANGUAGES)
  i18nOf(language).on('missing', ({ id }) => missing.push(`${language}: ${id}`));

afterEach(() => {
  expect(missing.splice(0), 'ids drawn without their message').toEqual([]);
  // Each test starts in English, as a browser without a choice made.
  setActiveLanguage('en');
  document.documentElement.lang = 'en';
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the language switch sets, forgotten as a new browser would have none.
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  cleanup();
  clearToken();
  window.localStorage.clear();
  // Choices kept across a login (pending-slot.ts, pending-waitlist.ts) must not leak between tests.
  window.sessionStorage.clear();
});
