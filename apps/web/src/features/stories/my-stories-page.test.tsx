import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, fakeApi, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { buildStory } from '../../testing/stories';
import { READER, signInReader } from './testing/story-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mine = [
  buildStory({ title: 'Out In The World', status: 'public', views: 12, likes: 1 }),
  buildStory({ title: 'Waiting For An Admin', status: 'pending', views: 0, likes: 0 }),
  buildStory({ title: 'Just For Us', status: 'private', views: 3, likes: 2 }),
  buildStory({ title: 'Thrown Away', status: 'rejected' }),
];

const titles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('My stories (SPEC §2, §4)', () => {
  it("shows 'Loading stories...', then the public tab (pending ones badged), and the private tab on demand", async () => {
    signInReader();
    const answer = deferred<Response>();
    const fetchMock = fakeApi({ 'GET /api/user/getStories': () => answer.promise });
    const user = userEvent.setup();
    renderApp('/my-stories');
    expect(screen.getByRole('status').textContent).toBe('Loading stories...');
    answer.resolve(json(200, { stories: mine }));

    expect(await screen.findByRole('link', { name: 'Out In The World' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Public Stories' }).getAttribute('aria-selected')).toBe('true');
    expect(titles()).toEqual(['Out In The World', 'Waiting For An Admin']);
    const published = screen.getByRole('link', { name: 'Out In The World' }).closest('article')!;
    expect(published.querySelector('img')!.getAttribute('src')).toMatch(/-w320\.webp$/);
    expect(within(published).getByText('12 views')).toBeTruthy();
    expect(within(published).getByText('1 like')).toBeTruthy();
    expect(within(published).queryByText('Pending review')).toBeNull();
    const pending = screen.getByRole('link', { name: 'Waiting For An Admin' });
    expect(within(pending.closest('article')!).getByText('Pending review')).toBeTruthy();
    expect(pending.getAttribute('href')).toBe(`/story/${mine[1]!._id}`);

    await user.click(screen.getByRole('tab', { name: 'Private Stories' }));
    expect(titles()).toEqual(['Just For Us']);
    expect(screen.queryByText('Thrown Away')).toBeNull();
    const [url] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/user/getStories?email=${encodeURIComponent(READER.email)}`);
  });

  it("says 'No stories found' for an empty tab", async () => {
    signInReader();
    fakeApi({ 'GET /api/user/getStories': () => json(200, { stories: [mine[0]] }) });
    const user = userEvent.setup();
    renderApp('/my-stories');
    await screen.findByRole('link', { name: 'Out In The World' });
    await user.click(screen.getByRole('tab', { name: 'Private Stories' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No stories found')).toBeTruthy();
  });

  it('shows an empty list when the fetch fails (SPEC §8)', async () => {
    signInReader();
    fakeApi({ 'GET /api/user/getStories': () => apiError(403, 'Forbidden') });
    renderApp('/my-stories');
    expect(await screen.findByText('No stories found')).toBeTruthy();
  });

  it('asks a reader who is not signed in to log in', () => {
    renderApp('/my-stories');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
