import type { AdminStory, ContactMessage, ModerationDecision } from '@storybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, type FakeHandler } from '../../testing/fake-api';
import { openAccountMenu } from '../../testing/account-menu';
import { renderApp } from '../../testing/render-app';

const ADMIN = {
  _id: 'u1',
  name: 'Ada Admin',
  email: 'ada@example.org',
  dateOfBirth: null,
  preferredName: null,
  location: null,
  picture: null,
};

function story(n: number, extra: Partial<AdminStory> = {}): AdminStory {
  return {
    _id: `s${n}`,
    title: `Story ${n}`,
    content: `Once upon a time there was a dragon number ${n}.`,
    storyList: [{ line: `Once upon a time there was a dragon number ${n}.`, image: `/media/${n}.webp` }],
    tag: ['dragons'],
    thumbnail: `/media/${n}.webp`,
    status: 'pending',
    views: 0,
    likes: 0,
    user: { name: 'Ann Author' },
    authorAvatar: null,
    publishingDate: '2026-05-03T10:00:00.000Z',
    createdAt: '2026-05-03T10:00:00.000Z',
    flags: [],
    decisions: [],
    ...extra,
  };
}

/** A small moderation server at the network edge: approve and reject move stories between lists. */
function moderationServer(initial: { pending?: AdminStory[]; published?: AdminStory[]; messages?: ContactMessage[] } = {}) {
  const state = {
    pending: [...(initial.pending ?? [])],
    published: [...(initial.published ?? [])],
    messages: [...(initial.messages ?? [])],
  };
  const pageOf = <T,>(items: T[], url: URL) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    return { items: items.slice((page - 1) * 10, page * 10), page, limit: 10, total: items.length };
  };
  const decision = (
    action: ModerationDecision['action'],
    previousStatus: ModerationDecision['status'],
    status: ModerationDecision['status'],
  ): ModerationDecision => ({
    action,
    previousStatus,
    status,
    admin: { name: 'Ada Admin' },
    createdAt: '2026-05-04T09:30:00.000Z',
  });
  const handlers: Record<string, FakeHandler> = {
    'GET /api/user/user': () => json(200, { user: { ...ADMIN, isAdmin: true } }),
    'GET /api/user/pending-stories': ({ url }) => {
      const { items, ...page } = pageOf(state.pending, url);
      return json(200, { pendingStories: items, ...page });
    },
    'GET /api/user/admin/public-stories': ({ url }) => {
      const { items, ...page } = pageOf(state.published, url);
      return json(200, { stories: items, ...page });
    },
    'POST /api/user/approve-story': ({ body }) => {
      const { storyId } = body as { storyId: string };
      const found = state.pending.find((s) => s._id === storyId);
      if (!found) return apiError(409, 'This story is already public.');
      state.pending = state.pending.filter((s) => s !== found);
      const made = decision('approve', 'pending', 'public');
      state.published.unshift({ ...found, status: 'public', decisions: [made] });
      return json(200, { _id: storyId, status: 'public', decision: made });
    },
    'POST /api/user/reject-story': ({ body }) => {
      const { storyId } = body as { storyId: string };
      const pending = state.pending.find((s) => s._id === storyId);
      const published = state.published.find((s) => s._id === storyId);
      if (!pending && !published) return apiError(409, 'This story was already rejected.');
      state.pending = state.pending.filter((s) => s._id !== storyId);
      state.published = state.published.filter((s) => s._id !== storyId);
      const made = decision(pending ? 'reject' : 'take_down', pending ? 'pending' : 'public', 'rejected');
      return json(200, { _id: storyId, status: 'rejected', decision: made });
    },
    'GET /api/user/admin/messages': ({ url }) => {
      const status = url.searchParams.get('status');
      const open = state.messages.filter((m) => !m.handledAt);
      const shown = status === 'handled' ? state.messages.filter((m) => m.handledAt) : open;
      const { items, ...page } = pageOf(shown, url);
      return json(200, { messages: items, ...page, open: open.length });
    },
    'POST /api/user/admin/messages/handled': ({ body }) => {
      const { messageId } = body as { messageId: string };
      const message = state.messages.find((m) => m._id === messageId)!;
      Object.assign(message, { handledAt: '2026-05-04T09:31:00.000Z', handledBy: { name: 'Ada Admin' } });
      return json(200, { message });
    },
  };
  return { state, handlers, fetchMock: fakeApi(handlers) };
}

function signInStored() {
  window.localStorage.setItem('idToken', 'token');
  window.localStorage.setItem('email', ADMIN.email);
  window.localStorage.setItem('displayName', ADMIN.name);
}

const card = (title: string) => screen.findByRole('article', { name: title });

beforeEach(() => signInStored());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('who reaches /admin', () => {
  it('sends a signed-out visitor to /', async () => {
    window.localStorage.clear();
    moderationServer();
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in user the server calls Unauthorized to / (SPEC §5)', async () => {
    fakeApi({
      'GET /api/user/user': () => json(200, { user: { ...ADMIN, isAdmin: false } }),
      'GET /api/user/pending-stories': () => apiError(403, 'Unauthorized'),
      'GET /api/user/admin/messages': () => apiError(403, 'Unauthorized'),
    });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows admins the Admin Dashboard in the account menu, and others not', async () => {
    const user = userEvent.setup();
    moderationServer();
    const { router, unmount } = renderApp('/Contact');
    const link = await within(await openAccountMenu(user)).findByRole('menuitem', { name: 'Admin Dashboard' });
    expect(link.getAttribute('href')).toBe('/admin');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/admin');
    unmount();

    vi.unstubAllGlobals();
    const fetchMock = fakeApi({ 'GET /api/user/user': () => json(200, { user: { ...ADMIN, isAdmin: false } }) });
    renderApp('/Contact');
    // The user record is read when the menu opens, not on every page.
    expect(requestsTo(fetchMock, 'GET /api/user/user')).toEqual([]);
    const menu = await openAccountMenu(user);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/user/user')).toHaveLength(1));
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Liked Stories', 'Contact Us', 'Logout']);
  });
});

describe('Pending Stories', () => {
  it('shows each story with thumbnail, title, author, date, content, pictures and flags', async () => {
    moderationServer({
      pending: [
        story(1, {
          title: 'The Cock and the Fox',
          flags: [{ field: 'title', where: 'Title', word: 'Cock', reason: 'rude slang, or a rooster' }],
        }),
      ],
    });
    renderApp('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Pending Stories/ }).getAttribute('aria-selected')).toBe('true');
    const article = await card('The Cock and the Fox');
    expect(within(article).getByText('Ann Author')).toBeTruthy();
    expect(within(article).getByText(/Saved 3rd May 2026/)).toBeTruthy();
    expect(within(article).getAllByText('Once upon a time there was a dragon number 1.')).toHaveLength(2);
    expect(within(article).getByRole('img', { name: 'Picture for paragraph 1' }).getAttribute('src')).toBe('/media/1.webp');
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/media/1.webp');
    const flags = within(article).getByRole('region', { name: 'Flagged words' });
    expect(flags.textContent).toContain('“Cock” in Title — rude slang, or a rooster');
    expect(await screen.findByRole('tab', { name: 'Pending Stories 1 waiting' })).toBeTruthy();
  });

  it('approves one story: it leaves the queue and shows under Public Stories with its history', async () => {
    const user = userEvent.setup();
    const { fetchMock } = moderationServer({ pending: [story(1), story(2)] });
    renderApp('/admin');
    await user.click(within(await card('Story 1')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Story approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Story 1' })).toBeNull());
    expect(requestsTo(fetchMock, 'POST /api/user/approve-story')).toEqual([{ storyId: 's1' }]);

    await user.click(screen.getByRole('tab', { name: 'Public Stories' }));
    const published = await card('Story 1');
    expect(within(published).getByText(/Published 3rd May 2026/)).toBeTruthy();
    expect(within(published).getByRole('region', { name: 'Decisions' }).textContent).toMatch(
      /Approved by Ada Admin on 4th May 2026 at \d\d:\d\d \(was pending\)/,
    );
  });

  it('bulk approves every story on the page after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = moderationServer({ pending: [story(1), story(2), story(3)] });
    renderApp('/admin');
    await card('Story 3');
    const toolbar = screen.getByRole('toolbar', { name: 'Selected stories' });
    expect((within(toolbar).getByRole('button', { name: 'Approve selected' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(toolbar).getByText('3 selected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select “Story 2”' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(toolbar).getByRole('button', { name: 'Approve selected' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 3 stories?' });
    expect(within(dialog).getByText('They will appear on the home page and in search for every family.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/user/approve-story')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve 3 stories' }));

    expect(await screen.findByText('3 stories approved')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/user/approve-story')).toEqual([
      { storyId: 's1' },
      { storyId: 's2' },
      { storyId: 's3' },
    ]);
    expect(await screen.findByText('No stories are waiting for review.')).toBeTruthy();
  });

  it('selects some, clears, and cancels a bulk rejection without a call', async () => {
    const user = userEvent.setup();
    const { fetchMock } = moderationServer({ pending: [story(1), story(2)] });
    renderApp('/admin');
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Story 2”' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected stories' });
    expect(within(toolbar).getByText('1 selected')).toBeTruthy();
    expect(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }).getAttribute('aria-checked')).toBe('mixed');
    await user.click(within(toolbar).getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject “Story 2”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(toolbar).getByRole('button', { name: 'Clear' }));
    expect(within(toolbar).getByText('0 selected')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/user/reject-story')).toEqual([]);
  });

  it('tells the admin when another admin decided first, and refreshes the list', async () => {
    const user = userEvent.setup();
    const server = moderationServer({ pending: [story(1)] });
    renderApp('/admin');
    const article = await card('Story 1');
    server.state.pending = []; // someone else approved it meanwhile
    await user.click(within(article).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Couldn’t approve “Story 1”: This story is already public.')).toBeTruthy();
    expect(await screen.findByText('No stories are waiting for review.')).toBeTruthy();
  });

  it('pages a long queue', async () => {
    const user = userEvent.setup();
    moderationServer({ pending: Array.from({ length: 13 }, (_, i) => story(i + 1)) });
    renderApp('/admin');
    await card('Story 10');
    const pages = screen.getByRole('navigation', { name: 'Pending stories pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await card('Story 13')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Story 1' })).toBeNull();
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
  });
});

describe('Public Stories', () => {
  it('deletes a public story after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = moderationServer({ published: [story(7, { status: 'public', title: 'Old Story' })] });
    renderApp('/admin?tab=public');
    const article = await card('Old Story');
    expect(within(article).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Old Story”?' });
    expect(
      within(dialog).getByText('It will be taken off the home page and search. Its author still sees it, marked as rejected.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete story' }));
    expect(await screen.findByText('Story deleted')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/user/reject-story')).toEqual([{ storyId: 's7' }]);
    expect(await screen.findByText('No public stories yet.')).toBeTruthy();
  });
});

describe('Messages', () => {
  it('lists messages from the Contact page and marks one handled', async () => {
    const user = userEvent.setup();
    const message: ContactMessage = {
      _id: 'm1',
      name: 'Pat Parent',
      email: 'pat@example.org',
      message: 'We love the dragon stories!',
      createdAt: '2026-05-03T08:00:00.000Z',
      handledAt: null,
      handledBy: null,
    };
    const { fetchMock } = moderationServer({ messages: [message] });
    renderApp('/admin');
    await user.click(await screen.findByRole('tab', { name: 'Messages 1 waiting' }));
    const article = await screen.findByRole('article', { name: 'Message from Pat Parent' });
    expect(within(article).getByRole('link', { name: 'pat@example.org' }).getAttribute('href')).toBe('mailto:pat@example.org');
    expect(within(article).getByText('We love the dragon stories!')).toBeTruthy();
    await user.click(within(article).getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('No messages waiting.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/user/admin/messages/handled')).toEqual([{ messageId: 'm1' }]);
    await user.click(screen.getByRole('button', { name: 'Handled' }));
    const handled = await screen.findByRole('article', { name: 'Message from Pat Parent' });
    expect(within(handled).getByText(/Handled by Ada Admin on 4th May 2026/)).toBeTruthy();
  });
});
