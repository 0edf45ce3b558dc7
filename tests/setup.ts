import { vi } from "vitest";
// Each file gets its own copy of the product's modules (their module-level state starts fresh), while the libraries
// (React, Mantine, jsdom) stay loaded in the worker from one file to the next.
vi.resetModules();
const { loadLanguage } = await import("../src/i18n");

// Both catalogues up front, so a test switches language synchronously (the app loads English on first use).
await loadLanguage("en");

if (typeof window !== "undefined") {
  const { dropDetachedStyleSheets } = await import("./support/jsdom-style-sheets");
  dropDetachedStyleSheets();
}

// Mantine under jsdom needs matchMedia and ResizeObserver; the carousels (Embla) need IntersectionObserver.
if (typeof window !== "undefined") {
  // The person asks for reduced motion: Mantine's transitions (the theme respects the setting) then finish at once, where
  // each dialog's fade otherwise kept a replayed path waiting on a real 150-200 ms timer. Tests of motion ask otherwise.
  window.matchMedia ??= (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = "0px";
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount every render after each test.
if (typeof window !== "undefined") {
  const { afterEach } = await import("vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // findBy* and waitFor wait up to 5 s instead of 1 s: on a shared 2-core machine a render can take longer.
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
