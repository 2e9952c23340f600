import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { buildStories, buildStory, pageOf } from '../../testing/stories';
import { signInReader } from './testing/story-server';
import { visiblePages } from './components/pagination';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shownTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/Story, the tabbed home variant (SPEC §2)', () => {
  it('pages public stories 10 at a time', async () => {
    const all = buildStories(23);
    const fetchMock = fakeApi({
      'GET /api/user/getStoryPublic': ({ url }) =>
        json(200, { ...pageOf(all, Number(url.searchParams.get('page')), Number(url.searchParams.get('limit'))), next: null }),
    });
    const user = userEvent.setup();
    renderApp('/Story');
    expect(screen.getByText('Public Stories will appear here')).toBeTruthy();
    await waitFor(() => expect(shownTitles()).toEqual(all.slice(0, 10).map((story) => story.title)));
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pagination).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(shownTitles()).toEqual(all.slice(20).map((story) => story.title)));
    expect(within(pagination).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(shownTitles()).toEqual(all.slice(10, 20).map((story) => story.title)));
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/user/getStoryPublic')
      .map((url) => url.search);
    expect(asked).toEqual(['?page=1&limit=10', '?page=3&limit=10', '?page=2&limit=10']);
  });

  it("shows the signed-in user's private stories in the private tab, and 'No stories found' when there are none", async () => {
    signInReader();
    const secret = buildStory({ title: 'Our Secret Garden', status: 'private' });
    fakeApi({
      'GET /api/user/getStoryPublic': () => json(200, { stories: [], page: 1, limit: 10, total: 0, next: null }),
      'GET /api/user/getStories': () => json(200, { stories: [secret, buildStory({ status: 'public' })] }),
    });
    const user = userEvent.setup();
    renderApp('/Story');
    expect(await within(screen.getByRole('tabpanel')).findByText('No stories found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Private Stories' }));
    expect(screen.getByText('Private Stories will appear here')).toBeTruthy();
    await waitFor(() => expect(shownTitles()).toEqual(['Our Secret Garden']));
  });

  it('shows the page numbers around the current one', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });
});
