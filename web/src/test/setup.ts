import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToken } from '../lib/session.ts';
import { mediaQueryList } from './media.ts';

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
