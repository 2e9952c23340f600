import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests reach no network: each fakes the calls it means (testing/fake-api.ts), and a call none
// fakes fails at once as it would offline, instead of opening sockets to happy-dom's localhost
// that outlive the test and print connection errors.
globalThis.fetch = async (input) => {
  throw new TypeError(`Failed to fetch ${String(input)}: no fake answers it in this test`);
};

// happy-dom fetches no pictures, so no <img> would ever fire `load`. Pages hold back code until
// their main picture is shown (lib/main-picture.ts), so here every picture arrives at once, as a
// cached one does in a browser.
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof HTMLElement)) continue;
      const images = node instanceof HTMLImageElement ? [node] : [...node.querySelectorAll('img')];
      for (const image of images) setTimeout(() => image.dispatchEvent(new Event('load')), 0);
    }
  }
}).observe(document, { childList: true, subtree: true });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
