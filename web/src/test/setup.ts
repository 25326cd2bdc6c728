import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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

afterEach(() => {
  cleanup();
  clearToken();
  window.localStorage.clear();
  // Choices kept across a login (pending-slot.ts, pending-waitlist.ts) must not leak between tests.
  window.sessionStorage.clear();
});
