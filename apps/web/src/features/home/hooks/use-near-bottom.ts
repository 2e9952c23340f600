import { useEffect, useRef } from 'react';

/** SPEC §9: infinite scroll triggers within 200 px of the page bottom, debounced 200 ms. */
const SCROLL_THRESHOLD_PX = 200;
const SCROLL_DEBOUNCE_MS = 200;

/** Is the bottom of the page within SCROLL_THRESHOLD_PX of the bottom of the window. */
export function isNearBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.innerHeight + window.scrollY >= scrollHeight - SCROLL_THRESHOLD_PX;
}

/** Calls `onNearBottom` once scrolling (or resizing) has rested for SCROLL_DEBOUNCE_MS near the bottom. */
export function useNearBottom(onNearBottom: () => void): void {
  const callback = useRef(onNearBottom);
  useEffect(() => {
    callback.current = onNearBottom;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (isNearBottom()) callback.current();
      }, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
}
