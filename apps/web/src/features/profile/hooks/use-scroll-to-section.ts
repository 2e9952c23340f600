import { useEffect } from 'react';
import { HIGHLIGHT_CLASSES, HIGHLIGHT_MS, SCROLL_POLL_MS, SCROLL_WAIT_MS } from '../utils/profile-sections';

/**
 * SPEC §2/§9: scrolls to the element with `sectionId` and highlights it for a moment. The section
 * may not exist yet (data still loading, a form about to open), so it is looked for every
 * SCROLL_POLL_MS for up to SCROLL_WAIT_MS. `trigger` re-runs it for a new navigation to the same id.
 */
export function useScrollToSection(sectionId: string | undefined, trigger?: unknown): void {
  useEffect(() => {
    if (!sectionId) return;
    const startedAt = Date.now();
    let highlighted: HTMLElement | null = null;
    let highlightTimer: ReturnType<typeof setTimeout> | undefined;

    const unhighlight = () => {
      highlighted?.classList.remove(...HIGHLIGHT_CLASSES);
      highlighted?.removeAttribute('data-highlighted');
      highlighted = null;
    };
    const look = (): boolean => {
      const element = document.getElementById(sectionId);
      if (!element) return Date.now() - startedAt >= SCROLL_WAIT_MS;
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      element.classList.add(...HIGHLIGHT_CLASSES);
      element.setAttribute('data-highlighted', 'true');
      highlighted = element;
      highlightTimer = setTimeout(unhighlight, HIGHLIGHT_MS);
      return true;
    };

    const poll = look() ? undefined : setInterval(() => look() && clearInterval(poll), SCROLL_POLL_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(highlightTimer);
      unhighlight();
    };
  }, [sectionId, trigger]);
}
