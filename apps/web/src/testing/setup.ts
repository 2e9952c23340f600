import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mainPictureShown } from '../lib/main-picture';

// Tests reach no network: each fakes the calls it means (testing/fake-api.ts), and a call none
// fakes fails at once as it would offline, instead of opening sockets to happy-dom's localhost
// that outlive the test and print connection errors.
globalThis.fetch = async (input) => {
  throw new TypeError(`Failed to fetch ${String(input)}: no fake answers it in this test`);
};

// happy-dom fetches no pictures, so a page's main picture never fires `load`: the code held back
// until then (lib/main-picture.ts) is let go at once here. The browser tests check the wait itself.
mainPictureShown();

// A page's code is loaded on demand (lazy routes): on a machine busy with other test files the
// first page of a file can take longer than Testing Library's one-second default to appear.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
