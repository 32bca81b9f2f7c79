/**
 * happy-dom lacks a few browser APIs Mantine relies on (media queries for responsive props,
 * ResizeObserver for floating elements and scroll areas). Minimal stand-ins: tests assert what
 * is rendered, not how the layout reacts to sizes.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}
Object.defineProperty(globalThis, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: window.ResizeObserver,
});

window.HTMLElement.prototype.scrollIntoView ??= () => {};

// findBy*/waitFor give up after 1 s by default. A screen that renders a search page with Mantine
// can take longer than that on a busy 2-core machine; 5 s still fails a test whose element never
// comes, just later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
