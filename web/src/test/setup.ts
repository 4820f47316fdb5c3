/**
 * Setup for the client's component tests (jsdom), run by the vitest web project's `setupFiles`:
 * relay-test-utils calls `jest.fn`, and jsdom lacks a few browser APIs Fluent UI touches.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

(globalThis as unknown as { jest: typeof vi }).jest = vi;
(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The web project runs its files one after another in a worker (isolate: false in vitest.config.ts):
// each file gets the project's own modules afresh, so its vi.mock calls apply and no module state
// (a toaster, a Relay store) carries over from an earlier file. React, Relay and Fluent UI stay loaded.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
