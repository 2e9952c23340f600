import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: the image reveal rises 5% every 100 ms. */
const REVEAL_STEP_PERCENT = 5;
const REVEAL_INTERVAL_MS = 100;

interface Reveal {
  src: string | null;
  progress: number;
  started: boolean;
}

/**
 * SPEC §2 progressive image reveal: a picture that arrives while the page is open is revealed
 * from 0 to 100% once it has loaded; a picture already there when the page opens (a restored
 * draft) shows whole. Call `onShown` from the image's load (or error) event.
 */
export function useImageReveal(src: string | null) {
  const [reveal, setReveal] = useState<Reveal>({ src, progress: 100, started: true });
  let current = reveal;
  if (reveal.src !== src) {
    // A new picture: start again from nothing (state adjusted while rendering, as React advises).
    current = { src, progress: 0, started: false };
    setReveal(current);
  }

  const running = current.started && current.progress < 100;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setReveal((state) => ({ ...state, progress: Math.min(100, state.progress + REVEAL_STEP_PERCENT) }));
    }, REVEAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const onShown = useCallback(() => {
    setReveal((state) => (state.src === src && !state.started ? { ...state, started: true } : state));
  }, [src]);

  return { progress: current.progress, done: current.progress >= 100, onShown };
}
