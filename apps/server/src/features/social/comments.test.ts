import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { buildStory, type StoryRow } from '../../test/stories.js';

describe.each(testDatabaseKinds)('comments on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  let bob: SignedIn;
  let story: StoryRow;
  beforeEach(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org', name: 'Ann Author' });
    bob = await signIn(app, { email: 'bob@example.org', name: 'Bob Reader' });
    story = await buildStory(app, ann.user.id);
  });
  afterEach(() => app.close());

  const list = (who: SignedIn | null = null, storyId = story.id) =>
    app.inject({ method: 'GET', url: `/api/user/comments?story_id=${storyId}`, headers: who?.headers ?? {} });
  const post = (who: SignedIn | null, comment: unknown, extra: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/user/comment',
      headers: who?.headers ?? {},
      payload: { story_id: story.id, email: who?.user.email ?? 'bob@example.org', comment, ...extra },
    });
  const edit = (who: SignedIn | null, commentId: string, comment: unknown, extra: object = {}) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/comment',
      headers: who?.headers ?? {},
      payload: { comment_id: commentId, email: who?.user.email ?? 'bob@example.org', comment, ...extra },
    });
  const remove = (who: SignedIn | null, commentId: string, email = who?.user.email ?? 'bob@example.org') =>
    app.inject({
      method: 'DELETE',
      url: `/api/user/comment?comment_id=${commentId}&email=${encodeURIComponent(email)}`,
      headers: who?.headers ?? {},
    });
  const texts = async () => (await list()).json().comments.map((c: { text: string }) => c.text);

  it('adds comments and lists them oldest first, showing the email only to its author', async () => {
    const first = await post(bob, '  What a lovely story!  ');
    expect(first.statusCode).toBe(200);
    expect(first.json().comment).toEqual({
      _id: expect.any(String),
      text: 'What a lovely story!',
      story_id: story.id,
      email: 'bob@example.org',
      authorName: 'Bob Reader',
      createdAt: expect.any(String),
    });
    await post(ann, 'Thank you!');
    expect(await texts()).toEqual(['What a lovely story!', 'Thank you!']);

    const seenByBob = (await list(bob)).json().comments;
    expect(seenByBob.map((c: { email: string | null }) => c.email)).toEqual(['bob@example.org', null]);
    const seenByAnyone = await list(null);
    expect(seenByAnyone.json().comments.map((c: { email: string | null }) => c.email)).toEqual([null, null]);
    expect(seenByAnyone.body).not.toContain('@example.org');
  });

  it('lets the author edit and delete their comment', async () => {
    const { comment } = (await post(bob, 'Nice')).json();
    const edited = await edit(bob, comment._id, 'Very nice');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment).toMatchObject({ _id: comment._id, text: 'Very nice', email: 'bob@example.org' });
    expect(await texts()).toEqual(['Very nice']);
    const removed = await remove(bob, comment._id);
    expect(removed.json()).toEqual({ ok: true });
    expect(await texts()).toEqual([]);
    expect((await remove(bob, comment._id)).statusCode).toBe(404);
  });

  it('answers 403 when someone else edits or deletes a comment, and changes nothing', async () => {
    const { comment } = (await post(bob, 'Mine')).json();
    // Not even the story's owner may change a reader's comment.
    const editByAnn = await edit(ann, comment._id, 'Changed');
    expect(editByAnn.statusCode).toBe(403);
    expect(editByAnn.json().error.message).toBe('Only the author can change this comment.');
    expect((await remove(ann, comment._id)).statusCode).toBe(403);
    expect(await texts()).toEqual(['Mine']);
  });

  it('needs a signed-in reader to comment, edit or delete, and never to read', async () => {
    const { comment } = (await post(bob, 'Mine')).json();
    expect((await list(null)).statusCode).toBe(200);
    expect((await post(null, 'Anonymous')).statusCode).toBe(401);
    expect((await edit(null, comment._id, 'Changed')).statusCode).toBe(401);
    expect((await remove(null, comment._id)).statusCode).toBe(401);
    expect(await texts()).toEqual(['Mine']);
  });

  it('refuses to act as another reader', async () => {
    const { comment } = (await post(bob, 'Mine')).json();
    expect((await post(bob, 'As Ann', { email: 'ann@example.org' })).statusCode).toBe(403);
    expect((await edit(bob, comment._id, 'As Ann', { email: 'ann@example.org' })).statusCode).toBe(403);
    expect((await remove(bob, comment._id, 'ann@example.org')).statusCode).toBe(403);
    expect(await texts()).toEqual(['Mine']);
  });

  it('keeps comments friendly: the word list refuses with 400 naming body.comment', async () => {
    const res = await post(bob, 'what a shit story');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: 'body.comment: Let\'s keep comments friendly for children — "shit" isn\'t allowed, please reword your comment.',
    });
    const { comment } = (await post(bob, 'Kind words')).json();
    expect((await edit(bob, comment._id, 'sh1t')).statusCode).toBe(400);
    expect(await texts()).toEqual(['Kind words']);
  });

  it.each([
    ['POST', { comment: '   ' }, 'body.comment'],
    ['POST', { comment: 'x'.repeat(1001) }, 'body.comment'],
    ['POST', { comment: 'Hi', story_id: 'bad id' }, 'body.story_id'],
    ['PUT', { comment: 'Hi', comment_id: '' }, 'body.comment_id'],
    ['PUT', { comment: '' }, 'body.comment'],
  ] as const)('%s refuses %j with 400 naming %s', async (method, fields, field) => {
    const { comment } = (await post(bob, 'Kept')).json();
    const { comment: text, ...extra } = fields as { comment: string };
    const res = method === 'POST' ? await post(bob, text, extra) : await edit(bob, comment._id, text, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await texts()).toEqual(['Kept']);
  });

  it('refuses malformed ids in the query with 400 naming them', async () => {
    const listed = await app.inject({ method: 'GET', url: '/api/user/comments?story_id=' });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error.message).toMatch(/^querystring\.story_id: /);
    const removed = await remove(bob, 'a%20b');
    expect(removed.statusCode).toBe(400);
    expect(removed.json().error.message).toMatch(/^querystring\.comment_id: /);
  });

  it('answers 404 for a missing comment or story', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await edit(bob, missing, 'Hi')).json().error.message).toBe('Comment not found');
    expect((await remove(bob, 'not-an-id')).statusCode).toBe(404);
    expect((await list(null, missing)).json().error.message).toBe('Story not found');
    expect((await post(bob, 'Hi', { story_id: missing })).statusCode).toBe(404);
  });
});
