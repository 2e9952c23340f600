import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearBottom } from './use-near-bottom';

function Probe({ onNearBottom }: { onNearBottom: () => void }) {
  useNearBottom(onNearBottom);
  return null;
}

/** A 3000 px page in an 800 px window, scrolled so its bottom is `fromBottom` px below the window's. */
function scrollTo(fromBottom: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 3000 - 800 - fromBottom });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
});

describe('useNearBottom (SPEC §9: within 200 px of the bottom, debounced 200 ms)', () => {
  it('fires 200 ms after scrolling stops within 200 px of the bottom, not before', () => {
    const onNearBottom = vi.fn();
    render(<Probe onNearBottom={onNearBottom} />);
    scrollTo(200);
    act(() => vi.advanceTimersByTime(199));
    expect(onNearBottom).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onNearBottom).toHaveBeenCalledTimes(1);
  });

  it('does not fire 201 px from the bottom', () => {
    const onNearBottom = vi.fn();
    render(<Probe onNearBottom={onNearBottom} />);
    scrollTo(201);
    act(() => vi.advanceTimersByTime(1000));
    expect(onNearBottom).not.toHaveBeenCalled();
  });

  it('restarts the wait on every scroll event, so a burst of scrolling fires once', () => {
    const onNearBottom = vi.fn();
    render(<Probe onNearBottom={onNearBottom} />);
    for (let step = 0; step < 5; step += 1) {
      scrollTo(100);
      act(() => vi.advanceTimersByTime(150));
    }
    expect(onNearBottom).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onNearBottom).toHaveBeenCalledTimes(1);
  });
});
