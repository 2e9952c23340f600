import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { buildStoryDetail } from '../../../testing/stories';
import { signInReader, storyServer } from '../testing/story-server';

const NOW = new Date(2026, 4, 1, 12, 0, 0).getTime();
/** SPEC §9: the free reading time, and how often it is checked. */
const FREE_READING_MS = 600_000;
const READING_CHECK_MS = 1000;

beforeEach(() => {
  // Only the clock and the interval are ours to move; promises and timeouts run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openStory() {
  const story = buildStoryDetail();
  storyServer(story);
  const view = renderApp(`/story/${story._id}`);
  await screen.findByRole('heading', { level: 1, name: story.title, hidden: true });
  return { ...view, story };
}

const PROMPT = { name: 'Your free reading time is up' };
const prompt = () => screen.queryByRole('alertdialog', PROMPT);

describe('reading gate (SPEC §4, §6, §9: 600 000 ms, checked every second)', () => {
  it('stores the reading start on the first visit of an anonymous reader', async () => {
    await openStory();
    expect(window.localStorage.getItem('story_reading_start_time')).toBe(String(NOW));
    expect(prompt()).toBeNull();
  });

  it('lets the reader read until 10 minutes after the stored start, then asks to log in; its button leads to /login', async () => {
    window.localStorage.setItem('story_reading_start_time', String(NOW - FREE_READING_MS + 2 * READING_CHECK_MS));
    const { router } = await openStory();
    act(() => vi.advanceTimersByTime(READING_CHECK_MS));
    expect(prompt()).toBeNull();
    act(() => vi.advanceTimersByTime(READING_CHECK_MS));
    expect(await screen.findByRole('alertdialog', PROMPT)).toBeTruthy();
    // The story behind the prompt cannot be used.
    expect(screen.getByRole('list', { name: 'Story', hidden: true }).closest('[inert]')).not.toBeNull();

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the stored start across visits: time already used is not given again', async () => {
    window.localStorage.setItem('story_reading_start_time', String(NOW - FREE_READING_MS - 1));
    await openStory();
    expect(await screen.findByRole('alertdialog', PROMPT)).toBeTruthy();
  });

  it('never gates a signed-in reader', async () => {
    signInReader();
    window.localStorage.setItem('story_reading_start_time', String(NOW - 10 * FREE_READING_MS));
    await openStory();
    act(() => vi.advanceTimersByTime(5 * READING_CHECK_MS));
    expect(prompt()).toBeNull();
  });
});
