import { MAX_QUIZ_QUESTIONS } from '@storybook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quizQuestions } from '../../platform/db/schema.js';
import { buildStory } from '../../test/stories.js';
import { appWithAnnAndBob, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';

const kite = {
  question: 'Who helped Mia find the kite?',
  options: ['Sam', 'Grandpa Joe', 'Noah', 'Omar'],
  answer: 'Grandpa Joe',
};

describe.each(testDatabaseKinds)('POST /api/saveQuestion on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
  });
  afterEach(() => app.close());

  const save = (body: object, who: SignedIn | null = ann) =>
    app.inject({ method: 'POST', url: '/api/saveQuestion', headers: who?.headers ?? {}, payload: body });
  const stored = (storyId: string) => app.database.db.select().from(quizQuestions).where(eq(quizQuestions.storyId, storyId));

  it("stores the owner's questions one call at a time, answering each one's _id", async () => {
    const story = await buildStory(app, ann.user.id, { status: 'private' });
    const first = await save({ storyId: story.id, ...kite });
    expect(first.statusCode).toBe(200);
    const second = await save({
      storyId: story.id,
      question: 'What colour was the kite?',
      options: ['Red', 'Blue', 'Green', 'Pink'],
      answer: 'Red',
    });
    expect(second.statusCode).toBe(200);
    const rows = await stored(story.id);
    expect(rows.map((r) => [r.id, r.question, r.answer])).toEqual([
      [first.json()._id, kite.question, 'Grandpa Joe'],
      [second.json()._id, 'What colour was the kite?', 'Red'],
    ]);
  });

  it('updates a question saved again with the same text instead of adding a copy', async () => {
    const story = await buildStory(app, ann.user.id);
    const first = (await save({ storyId: story.id, ...kite })).json()._id as string;
    const again = await save({ storyId: story.id, ...kite, options: ['Sam', 'Grandpa Joe', 'Noah', 'Leo'] });
    expect(again.json()._id).toBe(first);
    const rows = await stored(story.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.options).toEqual(['Sam', 'Grandpa Joe', 'Noah', 'Leo']);
  });

  it("refuses someone else's story: 403 when they can see it, 404 when they cannot; 401 anonymous", async () => {
    const open = await buildStory(app, ann.user.id, { status: 'public' });
    const hidden = await buildStory(app, ann.user.id, { status: 'private' });
    const forbidden = await save({ storyId: open.id, ...kite }, bob);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe("Only the story's author can add questions to its quiz.");
    const missing = await save({ storyId: hidden.id, ...kite }, bob);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Story not found');
    expect((await save({ storyId: open.id, ...kite }, null)).statusCode).toBe(401);
    expect((await save({ storyId: '00000000-0000-4000-8000-000000000000', ...kite })).statusCode).toBe(404);
    expect(await stored(open.id)).toHaveLength(0);
    expect(await stored(hidden.id)).toHaveLength(0);
  });

  it.each([
    ['answer', { answer: 'Grandma' }, 'body.answer: must be one of the options'],
    ['options', { options: ['Sam', 'Grandpa Joe', 'Noah', 'Omar', 'Leo'] }, 'body.options'],
    ['options', { options: ['Sam', 'sam', 'Grandpa Joe', 'Omar'] }, 'body.options: must all be different'],
    ['question', { question: '  ' }, 'body.question: must not be blank'],
  ])('refuses a bad %s with 400 naming it and stores nothing', async (_field, change, message) => {
    const story = await buildStory(app, ann.user.id);
    const res = await save({ storyId: story.id, ...kite, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await stored(story.id)).toHaveLength(0);
  });

  it('holds question text to the word list, since readers will see it', async () => {
    const story = await buildStory(app, ann.user.id);
    const res = await save({ storyId: story.id, ...kite, question: 'Who is a shit?' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^question: /);
    expect(await stored(story.id)).toHaveLength(0);
  });

  it(`keeps at most ${MAX_QUIZ_QUESTIONS} questions a story (409 after)`, async () => {
    const story = await buildStory(app, ann.user.id);
    await app.database.db.insert(quizQuestions).values(
      Array.from({ length: MAX_QUIZ_QUESTIONS }, (_, i) => ({
        storyId: story.id,
        question: `Q${i}?`,
        options: ['a', 'b'],
        answer: 'a',
      })),
    );
    const res = await save({ storyId: story.id, ...kite });
    expect(res.statusCode).toBe(409);
    expect(await stored(story.id)).toHaveLength(MAX_QUIZ_QUESTIONS);
  });
});
