import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, stories, users } from '../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { signIn, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { register } from '../../test/sign-in.js';

const NUL = '\u0000';
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

/**
 * Issue found from outside: a NUL in any text field answered 500 (PostgreSQL refuses the byte).
 * Every text field refuses control characters with a 400 naming it, and nothing is written.
 */
describe.each(testDatabaseKinds)('control characters in text fields, on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    ann = await signIn(app, { email: 'ann@example.org' });
  });
  afterAll(() => app.close());

  const story = (extra: Record<string, unknown> = {}) => ({
    email: 'ann@example.org',
    title: 'The Snail',
    content: 'Once upon a time.',
    prompt: 'a snail',
    storyList: [{ line: 'Once upon a time.', id: 0 }],
    tag: ['snail'],
    status: 'private',
    ...extra,
  });

  it.each([
    ['title', { title: `The${NUL}Snail` }, 'body.title'],
    ['content', { content: `Once${NUL}` }, 'body.content'],
    ['prompt', { prompt: `a${NUL}snail` }, 'body.prompt'],
    ['a tag', { tag: ['ok', `sn${NUL}ail`] }, 'body.tag.1'],
    ['a line', { storyList: [{ line: `Once${NUL}`, id: 0 }] }, 'body.storyList.0.line'],
  ])('a story whose %s holds NUL is refused at that field and not saved', async (_, extra, field) => {
    const res = await app.inject({ method: 'POST', url: '/api/user/save', headers: ann.headers, payload: story(extra) });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(`${field}: must not contain control characters`);
    expect(await app.database.db.select().from(stories)).toEqual([]);
  });

  it('a sign-up whose name holds a control character is refused and makes no account', async () => {
    const res = await register(app, { name: `Ada${NUL}`, email: 'ada@example.org' });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('body.name: must not contain control characters');
    expect((await app.database.db.select().from(users)).map((u) => u.email)).not.toContain('ada@example.org');
  });

  it('a profile update and a child are refused the same way', async () => {
    const profile = await app.inject({
      method: 'POST',
      url: '/api/user/user/update',
      headers: ann.headers,
      payload: { email: 'ann@example.org', location: `Paris\u001b[31m` },
    });
    expect(profile.statusCode).toBe(400);
    expect(messageOf(profile)).toBe('body.location: must not contain control characters');

    const child = await app.inject({
      method: 'POST',
      url: '/api/user/children',
      headers: ann.headers,
      payload: { email: 'ann@example.org', name: `Mia${NUL}`, dateOfBirth: '2019-04-02', profilePicture: '/media/x.webp' },
    });
    expect(child.statusCode).toBe(400);
    expect(messageOf(child)).toBe('body.name: must not contain control characters');
    expect(await app.database.db.select().from(children)).toEqual([]);
  });

  it('keeps newlines and tabs, which stories need', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/save',
      headers: ann.headers,
      payload: story({ content: 'One.\n\nTwo.\r\n\tThree.' }),
    });
    expect(res.statusCode).toBe(200);
  });
});
