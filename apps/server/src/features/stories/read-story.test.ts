import type { StoryStatus } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stories, storyLines } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';

describe.each(testDatabaseKinds)('GET /api/user/story/:id on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  beforeEach(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org', name: 'Ann Author' });
    bob = await signIn(app, { email: 'bob@example.org' });
    admin = await signIn(app, { email: 'admin@example.org', isAdmin: true });
  });
  afterEach(() => app.close());

  const addStory = async (status: StoryStatus, publishingDate: Date | null = null) => {
    const [story] = await app.database.db
      .insert(stories)
      .values({
        userId: ann.user.id,
        title: 'Ann and the Mummies',
        content: 'One.\n\nTwo.',
        prompt: 'a secret idea',
        tag: ['egypt', 'mummies'],
        thumbnail: '/media/thumb.webp',
        status,
        views: 12,
        likes: 3,
        publishingDate,
      })
      .returning();
    await app.database.db.insert(storyLines).values([
      { storyId: story!.id, position: 0, line: 'One.', image: '/media/one.webp' },
      { storyId: story!.id, position: 1, line: 'Two.', image: null },
    ]);
    return story!;
  };
  const read = (id: string, who: SignedIn | null) =>
    app.inject({ method: 'GET', url: `/api/user/story/${id}`, headers: who?.headers ?? {} });
  const expectNotFound = async (id: string, who: SignedIn | null) => {
    const res = await read(id, who);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Story not found' } });
  };

  it('shows a public story to everyone, with its lines in order and never its prompt', async () => {
    const published = new Date('2024-05-01T12:00:00.000Z');
    const story = await addStory('public', published);
    for (const who of [null, bob, ann]) {
      const res = await read(story.id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().story).toEqual({
        _id: story.id,
        title: 'Ann and the Mummies',
        content: 'One.\n\nTwo.',
        storyList: [
          { line: 'One.', image: '/media/one.webp' },
          { line: 'Two.', image: null },
        ],
        tag: ['egypt', 'mummies'],
        thumbnail: '/media/thumb.webp',
        status: 'public',
        views: 12,
        likes: 3,
        user: { name: 'Ann Author' },
        authorAvatar: null,
        publishingDate: published.toISOString(),
        createdAt: story.createdAt.toISOString(),
        // Only the owner is told the story is theirs.
        isOwner: who === ann,
      });
      expect(res.body).not.toContain('a secret idea');
      expect(res.body).not.toContain('ann@example.org');
    }
  });

  it('shows a private story only to its owner', async () => {
    const story = await addStory('private');
    const own = await read(story.id, ann);
    expect(own.statusCode).toBe(200);
    expect(own.json().story).toMatchObject({
      status: 'private',
      isOwner: true,
      thumbnail: '/media/thumb.webp',
      tag: ['egypt', 'mummies'],
    });
    // Not published: the save date stands in.
    expect(own.json().story.publishingDate).toBe(story.createdAt.toISOString());
    await expectNotFound(story.id, bob);
    await expectNotFound(story.id, null);
    await expectNotFound(story.id, admin);
  });

  it('shows a pending story to its owner and to admins only', async () => {
    const story = await addStory('pending');
    expect((await read(story.id, ann)).statusCode).toBe(200);
    const seenByAdmin = await read(story.id, admin);
    expect(seenByAdmin.statusCode).toBe(200);
    expect(seenByAdmin.json().story).toMatchObject({ status: 'pending', isOwner: false });
    await expectNotFound(story.id, bob);
    await expectNotFound(story.id, null);
  });

  it('shows a rejected story only to its owner', async () => {
    const story = await addStory('rejected');
    expect((await read(story.id, ann)).statusCode).toBe(200);
    await expectNotFound(story.id, admin);
    await expectNotFound(story.id, bob);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    await expectNotFound('00000000-0000-4000-8000-000000000000', ann);
    await expectNotFound('not-a-story', ann);
  });

  it('reads back a story saved over the API', async () => {
    const picture = (await app.media.put(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp')).url;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/user/save',
      headers: ann.headers,
      payload: {
        email: 'ann@example.org',
        title: 'Saved',
        content: 'Hello.',
        storyList: [{ line: 'Hello.', image: picture, id: 0 }],
        prompt: 'hello',
        status: 'private',
        tag: ['hi'],
      },
    });
    const res = await read(saved.json().id, ann);
    expect(res.json().story).toMatchObject({
      title: 'Saved',
      storyList: [{ line: 'Hello.', image: picture }],
      thumbnail: picture,
    });
  });
});
