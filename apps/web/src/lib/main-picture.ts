import { useEffect, useState } from 'react';

/**
 * Code a page's first look does not need (the account menu's dropdown, the controls and comments
 * under a story) is fetched once the page's main picture is on screen: on a slow phone line it
 * would otherwise compete with that picture and the scripts that draw it. A page without such a
 * picture (or one that never loads) lets it go after FALLBACK_MS.
 */
const FALLBACK_MS = 2500;
/** The longest wait for an idle moment once the picture is shown. */
const IDLE_TIMEOUT_MS = 1000;

let markShown = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by a page's main picture (a story's first picture, the first cards' covers) when it has loaded or failed. */
export function mainPictureShown(): void {
  markShown();
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(id);
}

/** True once the page's main picture is shown (or FALLBACK_MS has passed) and the browser is idle. */
export function useAfterMainPicture(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    let cancelled = false;
    const fallback = setTimeout(mainPictureShown, FALLBACK_MS);
    void shown.then(() => {
      if (!cancelled) cancelIdle = whenIdle(() => setReady(true));
    });
    return () => {
      cancelled = true;
      clearTimeout(fallback);
      cancelIdle();
    };
  }, []);
  return ready;
}
