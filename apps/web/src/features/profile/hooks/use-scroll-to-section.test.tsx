import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS, SCROLL_POLL_MS, SCROLL_WAIT_MS } from '../utils/profile-sections';
import { useScrollToSection } from './use-scroll-to-section';

function Page({ sectionId, showSection }: { sectionId: string; showSection: boolean }) {
  useScrollToSection(sectionId);
  return showSection ? <div id="target">Section</div> : null;
}

const target = () => document.getElementById('target');

describe('useScrollToSection (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it("uses SPEC §9's numbers: wait up to 4000 ms, look every 150 ms, highlight for 1600 ms", () => {
    expect({ SCROLL_WAIT_MS, SCROLL_POLL_MS, HIGHLIGHT_MS }).toEqual({
      SCROLL_WAIT_MS: 4000,
      SCROLL_POLL_MS: 150,
      HIGHLIGHT_MS: 1600,
    });
  });

  it('waits for a section that appears later, scrolls to it and highlights it for 1600 ms', () => {
    const view = render(<Page sectionId="target" showSection={false} />);
    act(() => vi.advanceTimersByTime(SCROLL_POLL_MS * 7)); // the 7th look finds nothing yet
    view.rerender(<Page sectionId="target" showSection />);
    expect(target()?.dataset.highlighted).toBeUndefined();

    act(() => vi.advanceTimersByTime(SCROLL_POLL_MS)); // the 8th look finds it
    expect(target()?.dataset.highlighted).toBe('true');
    expect(target()?.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(target()?.classList.contains('ring-4')).toBe(true);

    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(target()?.dataset.highlighted).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(target()?.dataset.highlighted).toBeUndefined();
    expect(target()?.classList.contains('ring-4')).toBe(false);
  });

  it('gives up after 4000 ms', () => {
    const view = render(<Page sectionId="target" showSection={false} />);
    act(() => vi.advanceTimersByTime(SCROLL_WAIT_MS + SCROLL_POLL_MS));
    view.rerender(<Page sectionId="target" showSection />);
    act(() => vi.advanceTimersByTime(SCROLL_POLL_MS * 3));
    expect(target()?.dataset.highlighted).toBeUndefined();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
