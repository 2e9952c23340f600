import { SEARCH_TOTAL_CAP } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { eq } from 'drizzle-orm';
import { stories, users } from '../../platform/db/schema.js';
import { SEARCH_PAGE_TTL_MS } from './search.js';
import { buildStory } from '../../test/stories.js';

describe.each(testDatabaseKinds)('GET /api/user/searchStories on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeEach(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org' });
  });
  afterEach(() => app.close());

  const search = (query: string, extra = '') =>
    app.inject({ method: 'GET', url: `/api/user/searchStories?query=${encodeURIComponent(query)}${extra}` });
  const titles = async (query: string, extra = '') => {
    const res = await search(query, extra);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().stories.map((s: { title: string }) => s.title);
  };

  const story = (title: string, text: string, tag: string[] = []) => buildStory(app, ann.user.id, { title, tag, lines: [text] });

  it('finds stories by title, tags and text, title matches first, then tags, then text', async () => {
    await story('A quiet morning', 'The dragon slept late.');
    await story('Seaside picnic', 'Sandwiches and shells.', ['dragon']);
    await story('The dragon of Dunmore', 'A tale of a gentle giant.');
    await story('Moon garden', 'Nothing about that creature here.');
    expect(await titles('dragon')).toEqual(['The dragon of Dunmore', 'Seaside picnic', 'A quiet morning']);
  });

  it("shows a found story's card exactly as the home feed shows it (author, picture, dates, excerpt)", async () => {
    const picture = `/media/ab/${'c'.repeat(64)}.webp`;
    await app.database.db.update(users).set({ avatarUrl: picture });
    const long = `${'The dragon flew over the hills and far away. '.repeat(12)}The end.`;
    await buildStory(app, ann.user.id, {
      title: 'Dragon flight',
      lines: [long],
      thumbnail: '/media/ab/' + 'c'.repeat(64) + '.webp',
    });
    const [found] = (await search('dragon')).json().stories;
    const [inFeed] = (await app.inject({ method: 'GET', url: '/api/user/getStoryPublic' })).json().stories;
    expect(found).toEqual(inFeed);
    expect(found).toMatchObject({
      title: 'Dragon flight',
      user: { name: ann.user.name },
      authorAvatar: picture,
      thumbnail: picture,
    });
    expect(found.content.length).toBeLessThan(long.length);
  });

  it('matches every word in any order, and word forms', async () => {
    await story('Mia visits the pyramids', 'She learned about mummies in Egypt.');
    await story('Mummies at night', 'A museum story.');
    expect(await titles('egypt mummy')).toEqual(['Mia visits the pyramids']);
    expect(await titles('Mummies Egypt')).toEqual(['Mia visits the pyramids']);
    expect(await titles('pyramids learning Mia')).toEqual(['Mia visits the pyramids']);
  });

  it('takes quotes, punctuation and search operators as plain text, never as an error', async () => {
    await story('The brave knight', 'A knight, a horse & a castle!');
    for (const query of [
      '"brave knight"',
      "knight's",
      'knight!!!',
      'castle & (horse | knight)',
      'knight:*',
      "'",
      '!',
      '"',
      '-knight',
      'a <-> b',
    ]) {
      expect((await search(query)).statusCode, query).toBe(200);
    }
    expect(await titles('"knight brave"')).toEqual(['The brave knight']);
    expect(await titles('castle, horse!')).toEqual(['The brave knight']);
    expect(await titles("knight's")).toEqual(['The brave knight']);
  });

  it('answers an empty page for words that match nothing or only common words', async () => {
    await story('The brave knight', 'A knight and a castle.');
    for (const query of ['unicorn', 'the', 'and a', '?!']) {
      const res = await search(query);
      expect(res.json(), query).toEqual({ stories: [], page: 1, limit: 20, total: 0, next: null });
    }
  });

  it('pages by cursor and by page without repeating or skipping a match', async () => {
    for (let i = 1; i <= 5; i += 1) await story(`Owl ${i}`, 'An owl story.');
    // Same rank everywhere: newest first.
    const byPage = [
      ...(await titles('owl', '&limit=2&page=1')),
      ...(await titles('owl', '&limit=2&page=2')),
      ...(await titles('owl', '&limit=2&page=3')),
    ];
    expect(byPage).toEqual(['Owl 5', 'Owl 4', 'Owl 3', 'Owl 2', 'Owl 1']);

    const seen: string[] = [];
    let page = (await search('owl', '&limit=2')).json();
    seen.push(...page.stories.map((s: { title: string }) => s.title));
    while (page.next) {
      await story('Owl newcomer', 'Another owl.');
      page = (await search('owl', `&limit=2&after=${page.next}`)).json();
      seen.push(...page.stories.map((s: { title: string }) => s.title));
    }
    expect(seen).toEqual(['Owl 5', 'Owl 4', 'Owl 3', 'Owl 2', 'Owl 1']);
  });

  it('ranks the newest SEARCH_TOTAL_CAP matches and pages through exactly those while new ones arrive', async () => {
    const base = Date.UTC(2024, 0, 1);
    const many = SEARCH_TOTAL_CAP + 10;
    await app.database.db.insert(stories).values(
      Array.from({ length: many }, (_, i) => ({
        userId: ann.user.id,
        title: i === 0 ? 'Heron heron heron' : `Pond ${i}`,
        content: 'A heron by the pond.',
        status: 'public' as const,
        publishingDate: new Date(base + i * 1000),
      })),
    );
    const first = (await search('heron', '&limit=50')).json();
    expect(first.total).toBe(SEARCH_TOTAL_CAP);
    // The oldest story (the best match by its title) is beyond the newest SEARCH_TOTAL_CAP.
    expect(first.stories.map((s: { title: string }) => s.title)).not.toContain('Heron heron heron');
    const seen: string[] = first.stories.map((s: { title: string }) => s.title);
    let page = first;
    while (page.next) {
      // Newer than every ranked story, and a better match: it ranks above the cursor, never repeating or pushing one out.
      await buildStory(app, ann.user.id, { title: 'Heron newcomer', lines: ['A heron arrives.'], publishingDate: new Date() });
      page = (await search('heron', `&limit=50&after=${page.next}`)).json();
      seen.push(...page.stories.map((s: { title: string }) => s.title));
    }
    const expected = Array.from({ length: SEARCH_TOTAL_CAP }, (_, i) => `Pond ${many - 1 - i}`);
    expect(seen).toEqual(expected);
  });

  it('reuses a page only while no story changed: new and hidden stories show at once, counts within seconds', async () => {
    const first = await story('Otter one', 'An otter swims.');
    expect(await titles('otter')).toEqual(['Otter one']);
    // Written straight to the database, as another server process would.
    await app.database.db.update(stories).set({ likes: 7 }).where(eq(stories.id, first.id));
    const second = await buildStory(app, ann.user.id, {
      title: 'Otter two',
      lines: ['Another otter.'],
      publishingDate: new Date(),
    });
    expect(await titles('OTTER ')).toEqual(['Otter two', 'Otter one']);
    await app.database.db.update(stories).set({ status: 'private' }).where(eq(stories.id, second.id));
    expect(await titles('otter')).toEqual(['Otter one']);
    expect((await search('otter')).json().stories[0].likes).toBe(7);

    // Counters alone do not make a page stale at once, only after SEARCH_PAGE_TTL_MS.
    await app.database.db.update(stories).set({ likes: 8 }).where(eq(stories.id, first.id));
    expect((await search('otter')).json().stories[0].likes).toBe(7);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SEARCH_PAGE_TTL_MS + 1000);
      expect((await search('otter')).json().stories[0].likes).toBe(8);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the matches in total', async () => {
    for (let i = 1; i <= 3; i += 1) await story(`Fox ${i}`, 'A fox.');
    await story('Hen', 'A hen.');
    expect((await search('fox', '&limit=1')).json()).toMatchObject({ total: 3, page: 1, limit: 1, next: expect.any(String) });
  });

  it.each([
    ['', '', 'querystring.query'],
    ['   ', '', 'querystring.query'],
    ['x'.repeat(201), '', 'querystring.query'],
    ['owl', '&limit=0', 'querystring.limit'],
    ['owl', '&after=%2F%2F', 'querystring.after'],
    [
      'owl',
      `&after=${Buffer.from('["f","2024-01-01 00:00:00+00","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      'querystring.after',
    ],
  ])('refuses query %j%s with 400 naming %s', async (query, extra, field) => {
    const res = await search(query, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });
});
