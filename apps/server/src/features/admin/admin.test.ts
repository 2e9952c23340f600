import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moderationDecisions, stories, storyLines } from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';

type Status = 'public' | 'private' | 'pending' | 'rejected';

describe.each(testDatabaseKinds)('admin moderation on %s', (kind) => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let ann: SignedIn;

  const start = async (env: Record<string, string> = {}) => {
    app = await buildTestApp(kind, {}, env);
    admin = await signIn(app, { name: 'Ada Admin', isAdmin: true });
    ann = await signIn(app, { name: 'Ann Author', email: 'ann@example.org' });
  };
  afterEach(async () => {
    await app.close();
  });

  /** A story made directly in the database (saving is tested over HTTP in the stories feature). */
  let made = 0;
  async function story(status: Status, extra: Partial<typeof stories.$inferInsert> = {}): Promise<string> {
    made += 1;
    const [row] = await app.database.db
      .insert(stories)
      .values({
        userId: ann.user.id,
        title: `Story ${made}`,
        content: `Once upon a time ${made}.`,
        status,
        createdAt: new Date(Date.UTC(2025, 0, made)),
        publishingDate: status === 'public' ? new Date(Date.UTC(2025, 1, made)) : null,
        ...extra,
      })
      .returning({ id: stories.id });
    await app.database.db.insert(storyLines).values({ storyId: row!.id, position: 0, line: `Once upon a time ${made}.` });
    return row!.id;
  }
  const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: unknown) =>
    app.inject({ method, url, headers: who?.headers ?? {}, ...(payload !== undefined && { payload: payload as object }) });
  const approve = (storyId: unknown, who: SignedIn | null = admin) =>
    call('POST', '/api/user/approve-story', who, storyId === undefined ? {} : { storyId });
  const reject = (storyId: unknown, who: SignedIn | null = admin) =>
    call('POST', '/api/user/reject-story', who, storyId === undefined ? {} : { storyId });
  const statusOf = async (id: string) =>
    (await app.database.db.select({ status: stories.status }).from(stories).where(eq(stories.id, id)))[0]?.status;
  const readAs = (id: string, who: SignedIn | null) => call('GET', `/api/user/story/${id}`, who);

  describe('who may call', () => {
    beforeEach(() => start());

    const calls = [
      ['GET', '/api/user/pending-stories'],
      ['GET', '/api/user/admin/public-stories'],
      ['POST', '/api/user/approve-story'],
      ['POST', '/api/user/reject-story'],
    ] as const;

    it.each(calls)(
      '%s %s answers 401 to anonymous and 403 Unauthorized to a normal user, changing nothing',
      async (method, url) => {
        const id = await story('pending');
        const payload = method === 'POST' ? { storyId: id } : undefined;
        const anonymous = await call(method, url, null, payload);
        expect(anonymous.statusCode).toBe(401);
        const user = await call(method, url, ann, payload);
        expect(user.statusCode).toBe(403);
        expect(user.json()).toEqual({ error: { code: 'forbidden', message: 'Unauthorized' } });
        expect(await statusOf(id)).toBe('pending');
        expect(await app.database.db.select().from(moderationDecisions)).toEqual([]);
      },
    );

    it.each([
      ['approve', approve],
      ['reject', reject],
    ] as const)('%s: a missing storyId is a 400 naming it; an unknown one a 404', async (_, act) => {
      const missing = await act(undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toMatch(/^body\.storyId: /);
      const badShape = await act('../etc/passwd');
      expect(badShape.statusCode).toBe(400);
      expect(badShape.json().error.message).toMatch(/^body\.storyId: must be an id/);
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'no-such-story']) {
        const res = await act(unknown);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Story not found');
      }
    });
  });

  describe('approving and rejecting', () => {
    beforeEach(() => start());

    it('approves a pending story: public from then on, dated then, the decision recorded', async () => {
      const id = await story('pending');
      expect((await readAs(id, null)).statusCode).toBe(404);
      const before = Date.now();
      const res = await approve(id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        _id: id,
        status: 'public',
        decision: { action: 'approve', previousStatus: 'pending', status: 'public', admin: { name: 'Ada Admin' } },
      });
      const [row] = await app.database.db.select().from(stories).where(eq(stories.id, id));
      expect(row!.status).toBe('public');
      expect(row!.publishingDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row!.publishingDate!.toISOString()).toBe(body.decision.createdAt);
      const read = await readAs(id, null);
      expect(read.statusCode).toBe(200);
      expect(read.json().story.publishingDate).toBe(body.decision.createdAt);
      expect(await app.database.db.select().from(moderationDecisions)).toMatchObject([
        { storyId: id, adminId: admin.user.id, action: 'approve', previousStatus: 'pending', status: 'public' },
      ]);
    });

    it('rejects a pending story, and takes down a public one through the same call', async () => {
      const pending = await story('pending');
      const published = await story('public');
      expect((await reject(pending)).json()).toMatchObject({
        status: 'rejected',
        decision: { action: 'reject', previousStatus: 'pending' },
      });
      expect((await reject(published)).json()).toMatchObject({
        status: 'rejected',
        decision: { action: 'take_down', previousStatus: 'public', status: 'rejected' },
      });
      expect(await statusOf(pending)).toBe('rejected');
      expect(await statusOf(published)).toBe('rejected');
      expect((await readAs(published, null)).statusCode).toBe(404);
      // Its owner still sees it (DESIGN: rejected stories their owner).
      expect((await readAs(published, ann)).json().story.status).toBe('rejected');
    });

    it('answers 409 with a clear message instead of changing a story that is not in the expected state', async () => {
      const published = await story('public');
      const rejected = await story('rejected');
      const conflicts = [
        [await approve(published), 'This story is already public.'],
        [await approve(rejected), 'This story was rejected, so it cannot be approved.'],
        [await reject(rejected), 'This story was already rejected.'],
      ] as const;
      for (const [res, message] of conflicts) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: { code: 'conflict', message } });
      }
      expect(await statusOf(published)).toBe('public');
      expect(await statusOf(rejected)).toBe('rejected');
      expect(await app.database.db.select().from(moderationDecisions)).toEqual([]);
    });

    it('treats a private story as not there: only its owner sees it', async () => {
      const secret = await story('private');
      for (const res of [await approve(secret), await reject(secret)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Story not found');
      }
      expect(await statusOf(secret)).toBe('private');
    });

    it('decides a story once when two admins approve it at the same moment', async () => {
      const other = await signIn(app, { name: 'Otto Admin', isAdmin: true });
      const id = await story('pending');
      const answers = await Promise.all([approve(id, admin), approve(id, other)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await app.database.db.select().from(moderationDecisions)).toHaveLength(1);
    });
  });

  describe('the lists', () => {
    beforeEach(() => start());

    it('lists pending stories oldest first, whole, with their flags, and nothing else', async () => {
      const flags = [{ field: 'title', where: 'Title', word: 'Cock', reason: 'rude slang, or a rooster' }];
      const second = await story('pending');
      const first = await story('pending', {
        createdAt: new Date(Date.UTC(2024, 0, 1)),
        moderationFlags: flags,
        thumbnail: '/media/a.webp',
      });
      await story('public');
      await story('private');
      await story('rejected');
      const res = await call('GET', '/api/user/pending-stories', admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page: 1, limit: 10, total: 2 });
      expect(body.pendingStories.map((s: { _id: string }) => s._id)).toEqual([first, second]);
      expect(body.pendingStories[0]).toMatchObject({
        status: 'pending',
        user: { name: 'Ann Author' },
        thumbnail: '/media/a.webp',
        storyList: [{ line: expect.stringMatching(/^Once upon a time/), image: null }],
        flags,
        decisions: [],
        createdAt: '2024-01-01T00:00:00.000Z',
        publishingDate: '2024-01-01T00:00:00.000Z',
      });
    });

    it('pages long lists without repeating or skipping a story', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 23; i += 1) ids.push(await story('pending'));
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const body = (await call('GET', `/api/user/pending-stories?page=${page}&limit=10`, admin)).json();
        expect(body.total).toBe(23);
        seen.push(...body.pendingStories.map((s: { _id: string }) => s._id));
      }
      expect(seen).toEqual(ids);
      expect((await call('GET', '/api/user/pending-stories?page=4', admin)).json().pendingStories).toEqual([]);
      expect((await call('GET', '/api/user/pending-stories?limit=0', admin)).json().error.message).toMatch(
        /^querystring\.limit: /,
      );
    });

    it('lists public stories newest first with the decision that published them', async () => {
      const older = await story('public');
      const approved = await story('pending');
      await approve(approved);
      const res = await call('GET', '/api/user/admin/public-stories', admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.stories.map((s: { _id: string }) => s._id)).toEqual([approved, older]);
      expect(body.stories[0].decisions).toMatchObject([
        { action: 'approve', previousStatus: 'pending', status: 'public', admin: { name: 'Ada Admin' } },
      ]);
      expect(body.stories[1].decisions).toEqual([]);
    });
  });

  describe('with MODERATION=off', () => {
    beforeEach(() => start({ MODERATION: 'off' }));

    it('publishes a public story at once: nothing waits, and the admin can still take it down', async () => {
      const save = await call('POST', '/api/user/save', ann, {
        email: 'ann@example.org',
        title: 'The Cock and the Fox',
        content: '',
        storyList: [{ line: 'The cock crowed at the fox.', id: 0 }],
        prompt: 'A rooster outwits a fox',
        status: 'public',
        tag: ['farm'],
      });
      expect(save.statusCode).toBe(200);
      const { id } = save.json();
      expect((await call('GET', '/api/user/pending-stories', admin)).json().pendingStories).toEqual([]);
      const published = (await call('GET', '/api/user/admin/public-stories', admin)).json().stories;
      expect(published).toMatchObject([{ _id: id, status: 'public', flags: [{ word: 'Cock', where: 'Title' }] }]);
      expect((await readAs(id, null)).statusCode).toBe(200);
      expect((await reject(id)).json()).toMatchObject({ status: 'rejected', decision: { action: 'take_down' } });
    });
  });

  describe('with moderation on', () => {
    beforeEach(() => start());

    it('holds a story saved as public for the admin; its owner sees it as pending', async () => {
      const save = await call('POST', '/api/user/save', ann, {
        email: 'ann@example.org',
        title: 'The Hen',
        content: '',
        storyList: [{ line: 'The little red hen baked bread.', id: 0 }],
        prompt: 'The little red hen',
        status: 'public',
        tag: [],
      });
      const { id } = save.json();
      expect((await readAs(id, null)).statusCode).toBe(404);
      expect((await readAs(id, ann)).json().story.status).toBe('pending');
      const queue = (await call('GET', '/api/user/pending-stories', admin)).json().pendingStories;
      expect(queue).toMatchObject([{ _id: id, title: 'The Hen', flags: [] }]);
    });
  });
});
