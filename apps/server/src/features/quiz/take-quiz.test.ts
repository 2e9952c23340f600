import type { StoryStatus } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quizAttempts } from '../../platform/db/schema.js';
import { buildStory } from '../../test/stories.js';
import { appWithAnnAndBob, signIn, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';

describe.each(testDatabaseKinds)('taking a quiz on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  let admin: SignedIn;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
    admin = await signIn(app, { email: 'admin@example.org', isAdmin: true });
  });
  afterEach(() => app.close());

  /** A story of Ann's with two questions, saved through the API as the review page does. */
  const quizStory = async (status: StoryStatus) => {
    const story = await buildStory(app, ann.user.id, { status });
    const questions = [
      { question: 'Who helped Mia find the kite?', options: ['Sam', 'Grandpa Joe', 'Noah', 'Omar'], answer: 'Grandpa Joe' },
      { question: 'What colour was the kite?', options: ['Red', 'Blue', 'Green', 'Pink'], answer: 'Red' },
    ];
    for (const q of questions) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/saveQuestion',
        headers: ann.headers,
        payload: { storyId: story.id, ...q },
      });
      expect(res.statusCode).toBe(200);
    }
    return story;
  };
  const questionsOf = (storyId: string, who: SignedIn | null) =>
    app.inject({ method: 'GET', url: `/api/getJustQuestions?storyId=${storyId}`, headers: who?.headers ?? {} });
  const attempt = (body: object, who: SignedIn | null) =>
    app.inject({ method: 'POST', url: '/api/saveAttemptedQ', headers: who?.headers ?? {}, payload: body });

  describe('GET /api/getJustQuestions', () => {
    it('gives questions and options in order, and nothing that tells the right option', async () => {
      const story = await quizStory('public');
      const res = await questionsOf(story.id, null);
      expect(res.statusCode).toBe(200);
      const { questions } = res.json() as { questions: Record<string, unknown>[] };
      expect(questions.map((q) => q.question)).toEqual(['Who helped Mia find the kite?', 'What colour was the kite?']);
      for (const q of questions) expect(Object.keys(q).sort()).toEqual(['_id', 'options', 'question']);
      expect(questions[1]!.options).toEqual(['Red', 'Blue', 'Green', 'Pink']);
      expect(res.body).not.toMatch(/answer|correct/i);
    });

    it('answers an empty list for a story without a quiz', async () => {
      const story = await buildStory(app, ann.user.id);
      expect((await questionsOf(story.id, bob)).json()).toEqual({ questions: [] });
    });

    it.each([
      ['private', { ann: 200, bob: 404, admin: 404, anonymous: 404 }],
      ['pending', { ann: 200, bob: 404, admin: 200, anonymous: 404 }],
      ['rejected', { ann: 200, bob: 404, admin: 404, anonymous: 404 }],
      ['public', { ann: 200, bob: 200, admin: 200, anonymous: 200 }],
    ] as const)('follows the visibility rules for a %s story', async (status, expected) => {
      const story = await quizStory(status);
      const who = { ann, bob, admin, anonymous: null };
      for (const [name, code] of Object.entries(expected)) {
        const res = await questionsOf(story.id, who[name as keyof typeof who]);
        expect(res.statusCode, name).toBe(code);
        if (code === 404) expect(res.body, name).not.toContain('kite');
      }
    });

    it('answers 404 for an unknown story and 400 without a storyId', async () => {
      expect((await questionsOf('00000000-0000-4000-8000-000000000000', ann)).statusCode).toBe(404);
      expect((await questionsOf('not-a-uuid', ann)).statusCode).toBe(404);
      const missing = await app.inject({ method: 'GET', url: '/api/getJustQuestions' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toMatch(/storyId/);
    });
  });

  describe('POST /api/saveAttemptedQ', () => {
    const firstQuestion = async (storyId: string, who: SignedIn | null = ann) =>
      ((await questionsOf(storyId, who)).json() as { questions: { _id: string }[] }).questions[0]!._id;

    it("checks a signed-in reader's answer on the server and records the attempt", async () => {
      const story = await quizStory('public');
      const questionId = await firstQuestion(story.id);
      const right = await attempt({ questionId, email: bob.user.email, answer: 'Grandpa Joe' }, bob);
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ isCorrect: true, correctAnswer: 'Grandpa Joe' });
      const wrong = await attempt({ questionId, email: bob.user.email, answer: 'Sam' }, bob);
      expect(wrong.json()).toEqual({ isCorrect: false, correctAnswer: 'Grandpa Joe' });
      const rows = await app.database.db.select().from(quizAttempts);
      expect(rows.map((r) => [r.questionId, r.userId, r.answer, r.isCorrect])).toEqual([
        [questionId, bob.user.id, 'Grandpa Joe', true],
        [questionId, bob.user.id, 'Sam', false],
      ]);
    });

    it('checks the answer of a reader who is not signed in without recording anything', async () => {
      const story = await quizStory('public');
      const res = await attempt({ questionId: await firstQuestion(story.id), answer: 'Noah' }, null);
      expect(res.json()).toEqual({ isCorrect: false, correctAnswer: 'Grandpa Joe' });
      expect(await app.database.db.select().from(quizAttempts)).toHaveLength(0);
    });

    it('answers 404 for a question of a story the reader may not see, and for an unknown one', async () => {
      const story = await quizStory('private');
      const questionId = await firstQuestion(story.id);
      for (const who of [bob, null]) {
        const res = await attempt({ questionId, answer: 'Sam', ...(who && { email: who.user.email }) }, who);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Grandpa Joe');
      }
      expect((await attempt({ questionId: '00000000-0000-4000-8000-000000000000', answer: 'Sam' }, ann)).statusCode).toBe(404);
      expect(await app.database.db.select().from(quizAttempts)).toHaveLength(0);
    });

    it('refuses an answer that is not an option (400 naming answer), and acting as someone else (403)', async () => {
      const story = await quizStory('public');
      const questionId = await firstQuestion(story.id);
      const bad = await attempt({ questionId, email: bob.user.email, answer: 'Grandma' }, bob);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe("body.answer: must be one of the question's options");
      expect((await attempt({ questionId, email: ann.user.email, answer: 'Sam' }, bob)).statusCode).toBe(403);
      expect((await attempt({ questionId, email: ann.user.email, answer: 'Sam' }, null)).statusCode).toBe(401);
      expect((await attempt({ questionId, answer: '' }, bob)).statusCode).toBe(400);
      expect(await app.database.db.select().from(quizAttempts)).toHaveLength(0);
    });
  });
});
