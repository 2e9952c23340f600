import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thumbnailUrl, type StoryListItem } from '@storybook/contract';
import { apiError, deferred, fakeApi, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { buildStories, buildStory, feedPageOf } from '../../testing/stories';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The feed and search of a server holding `all` (newest first); search matches titles. */
function feedServer(all: StoryListItem[]) {
  return fakeApi({
    'GET /api/user/getStoryPublic': ({ url }) => json(200, feedPageOf(all, url.searchParams)),
    'GET /api/user/searchStories': ({ url }) => {
      const words = url.searchParams.get('query')!.toLowerCase();
      const found = all.filter((story) => story.title.toLowerCase().includes(words));
      return json(200, feedPageOf(found, url.searchParams));
    },
  });
}

function cards() {
  return within(screen.getByRole('list', { name: /^Stories/ })).queryAllByRole('article');
}

function requestedPages(fetchMock: ReturnType<typeof fakeApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('Home (SPEC §2)', () => {
  it('shows each story as a card: thumbnail, title linking to /story/{id}, excerpt, author avatar and name, ordinal date', async () => {
    const story = buildStory({
      title: 'Maya and the Mummies',
      content: 'Maya and Grandpa landed in Cairo on a hot, bright morning.\n\nThey went to the museum.',
      user: { name: 'Grandpa Joe' },
      authorAvatar: '/media/aa/avatar.webp',
      publishingDate: new Date(2026, 10, 22, 12).toISOString(),
    });
    const orphan = buildStory({ user: null, thumbnail: null });
    feedServer([story, orphan]);
    renderApp('/');

    const card = (await screen.findByRole('link', { name: 'Maya and the Mummies' })).closest('article')!;
    expect(screen.getByRole('link', { name: 'Maya and the Mummies' }).getAttribute('href')).toBe(`/story/${story._id}`);
    const thumbnail = card.querySelector('img[src]')!;
    expect(thumbnail.getAttribute('src')).toBe(thumbnailUrl(story.thumbnail!));
    expect(thumbnail.getAttribute('src')).toMatch(/-w320\.webp$/);
    expect(within(card).getByText(/^Maya and Grandpa landed in Cairo/)).toBeTruthy();
    expect(within(card).getByText('Grandpa Joe')).toBeTruthy();
    expect(card.querySelector('img[src="/media/aa/avatar.webp"]')).not.toBeNull();
    expect(within(card).getByText('22nd November 2026')).toBeTruthy();

    const orphanCard = screen.getByRole('link', { name: orphan.title }).closest('article')!;
    expect(within(orphanCard).getByText('Unknown')).toBeTruthy();
  });

  it("loads 20 stories a page, each after the last page's cursor, until the last page, then says there are no more", async () => {
    const all = buildStories(45);
    const fetchMock = feedServer(all);
    renderApp('/');

    expect(await screen.findByText('No more stories available')).toBeTruthy();
    expect(cards()).toHaveLength(45);
    expect(requestedPages(fetchMock, '/api/user/getStoryPublic')).toEqual([
      { page: '1', limit: '20' },
      { page: '2', after: `after-${all[19]!._id}`, limit: '20' },
      { page: '3', after: `after-${all[39]!._id}`, limit: '20' },
    ]);
    // Newest first, as the server sent them.
    expect(cards()[0]!.textContent).toContain(all[0]!.title);
    expect(cards()[44]!.textContent).toContain(all[44]!.title);
  });

  it('stops at an empty page (SPEC §4), even when the page before offered a cursor', async () => {
    const all = buildStories(20);
    const fetchMock = fakeApi({
      'GET /api/user/getStoryPublic': ({ url }) =>
        url.searchParams.get('after')
          ? json(200, { stories: [], page: 2, limit: 20, total: 20, next: null })
          : json(200, { ...feedPageOf(all, url.searchParams), next: 'more-maybe' }),
    });
    renderApp('/');
    expect(await screen.findByText('No more stories available')).toBeTruthy();
    expect(cards()).toHaveLength(20);
    expect(requestedPages(fetchMock, '/api/user/getStoryPublic')).toHaveLength(2);
  });

  it("says 'Loading more stories...' while the next page is on its way", async () => {
    const all = buildStories(25);
    const second = deferred<Response>();
    fakeApi({
      'GET /api/user/getStoryPublic': ({ url }) => {
        if (url.searchParams.get('after')) return second.promise;
        return json(200, feedPageOf(all, url.searchParams));
      },
    });
    renderApp('/');
    expect(await screen.findByText('Loading more stories...')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(20));
    second.resolve(json(200, feedPageOf(all, new URLSearchParams({ after: `after-${all[19]!._id}`, limit: '20' }))));
    expect(await screen.findByText('No more stories available')).toBeTruthy();
    expect(cards()).toHaveLength(25);
  });

  it('search replaces the list; an empty (trimmed) query restores the full list without searching', async () => {
    const all = [
      buildStory({ title: 'The Moon Picnic' }),
      buildStory({ title: 'Sea Turtles' }),
      buildStory({ title: 'Moonlight Owls' }),
    ];
    const fetchMock = feedServer(all);
    const user = userEvent.setup();
    renderApp('/');
    await waitFor(() => expect(cards()).toHaveLength(3));

    const search = screen.getByRole('searchbox', { name: 'Search stories' });
    expect(search.getAttribute('placeholder')).toBe('Find Your Next Adventure...');
    await user.type(search, 'moon{Enter}');
    await waitFor(() =>
      expect(cards().map((card) => card.querySelector('h2')!.textContent)).toEqual(['The Moon Picnic', 'Moonlight Owls']),
    );
    expect(requestedPages(fetchMock, '/api/user/searchStories')[0]).toEqual({ query: 'moon', page: '1', limit: '20' });

    await user.clear(search);
    await user.type(search, '   {Enter}');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(requestedPages(fetchMock, '/api/user/searchStories').every((query) => query.query!.trim() !== '')).toBe(true);
  });

  it('a search with no match says so', async () => {
    feedServer([buildStory({ title: 'Sea Turtles' })]);
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search stories' }), 'dragons{Enter}');
    expect(await screen.findByText('No stories found')).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it('a failed fetch shows an empty list, not a crash, and can be tried again', async () => {
    const all = buildStories(3);
    let failing = true;
    fakeApi({
      'GET /api/user/getStoryPublic': ({ url }) =>
        failing ? apiError(500, 'Database down') : json(200, feedPageOf(all, url.searchParams)),
    });
    const user = userEvent.setup();
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Stories' })).toBeTruthy();

    failing = false;
    await user.click(retry);
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it("shows SPEC's cached 'stories' at once, then replaces them with the fresh page (newer stories included)", async () => {
    const [older, newer] = [buildStory({ title: 'Cached Old Tale' }), buildStory({ title: 'Brand New Tale' })];
    window.localStorage.setItem('stories', JSON.stringify([older]));
    const fresh = deferred<Response>();
    fakeApi({
      'GET /api/user/getStoryPublic': ({ url }) =>
        url.searchParams.get('after') ? json(200, feedPageOf([], url.searchParams)) : fresh.promise,
    });
    renderApp('/');

    // Before the server has answered, the cached list is there.
    expect(screen.getByRole('link', { name: 'Cached Old Tale' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Brand New Tale' })).toBeNull();

    fresh.resolve(json(200, feedPageOf([newer, older], new URLSearchParams({ limit: '20' }))));
    await waitFor(() =>
      expect(cards().map((card) => card.querySelector('h2')!.textContent)).toEqual(['Brand New Tale', 'Cached Old Tale']),
    );
    // The cache now holds the fresh first page for the next visit.
    const cached = JSON.parse(window.localStorage.getItem('stories')!) as StoryListItem[];
    expect(cached.map((story) => story.title)).toEqual(['Brand New Tale', 'Cached Old Tale']);
  });

  it("ignores a damaged 'stories' entry", async () => {
    window.localStorage.setItem('stories', '{not json');
    feedServer([buildStory({ title: 'From The Server' })]);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'From The Server' })).toBeTruthy();
  });
});
