import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { buildStory } from '../../testing/stories';
import { READER, signInReader } from './testing/story-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Liked Stories (SPEC §2)', () => {
  it("shows the liked stories in an open 'Liked Stories' accordion that folds away", async () => {
    signInReader();
    const liked = [buildStory({ title: 'The Moon Picnic' }), buildStory({ title: 'Sea Turtles' })];
    const fetchMock = fakeApi({ 'GET /api/user/getLikedStories': () => json(200, { stories: liked }) });
    const user = userEvent.setup();
    renderApp('/LikedStories');

    const trigger = screen.getByRole('button', { name: 'Liked Stories' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const grid = await screen.findByRole('list', { name: 'Liked stories' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'The Moon Picnic' }).getAttribute('href')).toBe(`/story/${liked[0]!._id}`);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/user/getLikedStories?email=${encodeURIComponent(READER.email)}`);

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Liked stories' })).toBeNull();
  });

  it("says 'No stories found' when nothing is liked", async () => {
    signInReader();
    fakeApi({ 'GET /api/user/getLikedStories': () => json(200, { stories: [] }) });
    renderApp('/LikedStories');
    expect(await screen.findByText('No stories found')).toBeTruthy();
  });
});
