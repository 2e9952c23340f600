import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, fakeApi, json, requestsTo } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { buildStoryDetail } from '../../testing/stories';
import { appBetaUrl, shareLinks } from './components/share-sidebar';
import { READER, signInReader, storyServer } from './testing/story-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Story reading (SPEC §2)', () => {
  it('shows a loading indicator, then the title, byline, lines with pictures, counts, quiz, print, PDF and share links', async () => {
    const story = buildStoryDetail({
      title: 'Maya and the Mummies',
      views: 11,
      likes: 4,
      publishingDate: new Date(2026, 10, 22, 12).toISOString(),
    });
    const held = deferred<Response>();
    const fetchMock = storyServer(story, { [`GET /api/user/story/${story._id}`]: () => held.promise });
    renderApp(`/story/${story._id}`);

    expect(screen.getByRole('status').textContent).toContain('Loading story...');
    expect(screen.getByRole('link', { name: /Back to stories/ }).getAttribute('href')).toBe('/');
    held.resolve(json(200, { story }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya and the Mummies' })).toBeTruthy();
    expect(screen.getByText(/^Published by/).textContent).toBe('Published by Ann Author on 22nd November 2026');
    const lines = within(screen.getByRole('list', { name: 'Story' })).getAllByRole('listitem');
    expect(lines).toHaveLength(6);
    lines.forEach((line, index) => {
      expect(line.textContent).toContain(story.storyList[index]!.line);
      expect(within(line).getByRole('img').getAttribute('src')).toBe(story.storyList[index]!.image);
    });
    // Sized copies for the screen.
    const first = within(lines[0]!).getByRole('img');
    expect(first.getAttribute('srcset')).toMatch(/-w320\.webp 320w, .*-w640\.webp 640w, .*-w768\.webp 768w, .*\.webp 1024w$/);
    expect(first.getAttribute('sizes')).toBeTruthy();
    // The first picture is fetched at once, the others as the reader nears them.
    expect(within(lines[0]!).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(within(lines[5]!).getByRole('img').getAttribute('loading')).toBe('lazy');
    // addView is counted once and its answer shown.
    expect(await screen.findByText('12 views')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/user/addView')).toEqual([{ story_id: story._id }]);
    expect(screen.getByText('4 likes')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Take Quiz' })).getAttribute('href')).toBe(`/quiz/${story._id}`);
    expect(screen.getByRole('button', { name: 'Print Story' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeTruthy();
    const share = screen.getByRole('complementary', { name: 'Share this story' });
    expect(within(share).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=Maya%20and%20the%20Mummies/,
    );
    expect(within(share).getByRole('link', { name: 'Share on X' }).getAttribute('href')).toMatch(
      /^https:\/\/x\.com\/intent\/post\?/,
    );
    // No beta address configured: no link to a placeholder.
    expect(within(share).queryByRole('link', { name: 'Get the app (beta)' })).toBeNull();
    expect(document.title).toBe('Maya and the Mummies · Storybook');
  });

  it("names a missing author 'Unknown'", async () => {
    const story = buildStoryDetail({ user: null, publishingDate: new Date(2026, 0, 1, 12).toISOString() });
    storyServer(story);
    renderApp(`/Story/${story._id}`);
    expect((await screen.findByText(/^Published by/)).textContent).toBe('Published by Unknown on 1st January 2026');
  });

  it("shows the fallback view and the toast 'Story not found' for a missing story, and counts no view", async () => {
    const fetchMock = fakeApi({ 'GET /api/user/story/gone': () => apiError(404, 'Story not found') });
    renderApp('/story/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Story not found')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Find another story' }).getAttribute('href')).toBe('/');
    expect(requestsTo(fetchMock, 'POST /api/user/addView')).toEqual([]);
  });

  it("toasts 'Failed to load story' when loading fails, and can try again", async () => {
    const story = buildStoryDetail();
    let failing = true;
    storyServer(story, {
      [`GET /api/user/story/${story._id}`]: () => (failing ? apiError(500, 'Database down') : json(200, { story })),
    });
    const user = userEvent.setup();
    renderApp(`/story/${story._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load story' }, { timeout: 6000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Failed to load story')).toHaveLength(2));
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeTruthy();
  });
});

describe('Share links (SPEC §2)', () => {
  it('link to the app-store beta only when an https address is configured', () => {
    const names = (betaUrl: string | null) =>
      shareLinks('Tale', 'https://stories.example.org/story/1', betaUrl).map((l) => l.name);
    expect(names(appBetaUrl('https://beta.example.org/join'))).toEqual(['Share on WhatsApp', 'Share on X', 'Get the app (beta)']);
    expect(shareLinks('Tale', '', 'https://beta.example.org/join').at(-1)?.href).toBe('https://beta.example.org/join');
    for (const unset of [undefined, '', 'not a url', 'javascript:alert(1)', 'http://beta.example.org/'])
      expect(names(appBetaUrl(unset))).toEqual(['Share on WhatsApp', 'Share on X']);
  });
});

describe("The owner's story page (issue 9)", () => {
  const quiz = JSON.stringify([
    { question: 'Who went to Cairo?', options: ['Maya', 'Ravi', 'Ann', 'Kai'], answer: 'Maya' },
    { question: 'Where did they land?', options: ['Paris', 'Cairo', 'Lima', 'Oslo'], answer: 'Cairo' },
  ]);

  it("shows its status, and 'Make a quiz' leads to the quiz review with a quiz made from the story", async () => {
    signInReader();
    const story = buildStoryDetail({ isOwner: true, status: 'private' });
    const fetchMock = storyServer(story, {
      'GET /api/getJustQuestions': () => json(200, { questions: [] }),
      'POST /api/generateQuiz': () => json(200, { data: quiz }),
    });
    const user = userEvent.setup();
    renderApp(`/story/${story._id}`);
    await screen.findByRole('heading', { level: 1, name: story.title });
    expect(screen.getByText('Private')).toBeTruthy();
    expect(screen.getByText('Only you can see it.')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Make a quiz' }));
    expect(screen.queryByRole('link', { name: 'Take Quiz' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: `${story.title} - Quiz` })).toBeTruthy();
    expect(screen.getByText('Who went to Cairo?')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/generateQuiz')).toEqual([{ content: story.content }]);
  });

  it("offers 'Take Quiz' once the story has a quiz, and says when it waits for review", async () => {
    signInReader();
    const story = buildStoryDetail({ isOwner: true, status: 'pending' });
    storyServer(story, {
      'GET /api/getJustQuestions': () =>
        json(200, { questions: [{ _id: 'q1', question: 'Who?', options: ['a', 'b', 'c', 'd'] }] }),
    });
    renderApp(`/story/${story._id}`);
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(screen.getByText('Readers will see it once it is approved.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Take Quiz' })).getAttribute('href')).toBe(`/quiz/${story._id}`);
    expect(screen.queryByRole('button', { name: 'Make a quiz' })).toBeNull();
  });

  it('shows another reader neither the status nor "Make a quiz", and asks for no quiz', async () => {
    signInReader();
    const story = buildStoryDetail({ isOwner: false });
    const fetchMock = storyServer(story);
    renderApp(`/story/${story._id}`);
    expect(await screen.findByRole('link', { name: 'Take Quiz' })).toBeTruthy();
    expect(screen.queryByText('Public')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make a quiz' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/getJustQuestions')).toEqual([]);
  });
});

describe('Like (SPEC §2, §4)', () => {
  it('is absent without a stored email', async () => {
    const story = buildStoryDetail();
    storyServer(story);
    renderApp(`/story/${story._id}`);
    await screen.findByRole('heading', { level: 1, name: story.title });
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    expect(screen.queryByRole('radio', { name: '5 stars' })).toBeNull();
  });

  it('flips at once and moves the count by one, then unlikes', async () => {
    signInReader();
    const story = buildStoryDetail({ likes: 2 });
    let liked = false;
    const answer = deferred<Response>();
    const fetchMock = storyServer(story, {
      'POST /api/user/postLike': async () => {
        await answer.promise;
        liked = !liked;
        return json(200, { isLiked: liked, likes: liked ? 3 : 2 });
      },
    });
    const user = userEvent.setup();
    renderApp(`/story/${story._id}`);
    const like = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(like.hasAttribute('disabled')).toBe(false));
    expect(like.getAttribute('aria-pressed')).toBe('false');

    await user.click(like);
    // Before the server answers.
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3 likes')).toBeTruthy();
    answer.resolve(new Response());
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/user/postLike')).toEqual([{ story_id: story._id, email: READER.email }]),
    );

    await user.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('2 likes')).toBeTruthy();
  });

  it('rolls back when the server refuses', async () => {
    signInReader();
    const story = buildStoryDetail({ likes: 2 });
    const answer = deferred<Response>();
    storyServer(story, { 'POST /api/user/postLike': () => answer.promise });
    const user = userEvent.setup();
    renderApp(`/story/${story._id}`);
    const like = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(like.hasAttribute('disabled')).toBe(false));
    await user.click(like);
    expect(screen.getByText('3 likes')).toBeTruthy();
    answer.resolve(apiError(500, 'Database down'));
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByText('2 likes')).toBeTruthy();
    expect(await screen.findByText('Your like could not be saved. Please try again.')).toBeTruthy();
  });
});

describe('Rating (SPEC §2)', () => {
  it('shows the average to everyone; a signed-in reader rates 1 to 5 and sees their own rating', async () => {
    signInReader();
    const story = buildStoryDetail();
    const fetchMock = storyServer(story, {
      'GET /api/user/getStoryRating': () => json(200, { average: 4, count: 2 }),
      'POST /api/user/addRating': () => json(200, { average: 13 / 3, count: 3, rating: 5 }),
    });
    const user = userEvent.setup();
    renderApp(`/story/${story._id}`);
    expect(await screen.findByText('Average 4.0 out of 5 (2 ratings)')).toBeTruthy();
    expect(await screen.findByText('You have not rated it yet')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Rate this story' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);

    await user.click(within(group).getByRole('radio', { name: '5 stars' }));
    expect(await screen.findByText('Your rating: 5 stars')).toBeTruthy();
    expect(screen.getByText('Average 4.3 out of 5 (3 ratings)')).toBeTruthy();
    expect((within(group).getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(requestsTo(fetchMock, 'POST /api/user/addRating')).toEqual([{ story_id: story._id, email: READER.email, rating: 5 }]);
  });

  it('shows an existing rating of the reader', async () => {
    signInReader();
    const story = buildStoryDetail();
    storyServer(story, { 'GET /api/user/getUserRating': () => json(200, { rating: 1 }) });
    renderApp(`/story/${story._id}`);
    expect(await screen.findByText('Your rating: 1 star')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '1 star' }) as HTMLInputElement).checked).toBe(true);
  });
});
