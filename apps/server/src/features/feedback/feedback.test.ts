import { FEEDBACK_SCALE_LABELS, type FeedbackQuestion } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedbackResponses } from '../../platform/db/schema.js';
import { buildStory } from '../../test/stories.js';
import { appWithAnnAndBob, type SignedIn } from '../../test/auth.js';
import { testDatabaseKinds } from '../../test/databases.js';

const RESEMBLANCE = ['Much worse', 'Worse', 'Neutral', 'Better', 'Much better'];

describe.each(testDatabaseKinds)('feedback on %s', (kind) => {
  let app: FastifyInstance, ann: SignedIn, bob: SignedIn;
  beforeEach(async () => {
    ({ app, ann, bob } = await appWithAnnAndBob(kind));
  });
  afterEach(() => app.close());

  const questions = async () =>
    ((await app.inject({ method: 'GET', url: '/api/user/feedbackQuestions' })).json() as { questions: FeedbackQuestion[] })
      .questions;
  const send = (responses: object[], who: SignedIn | null = ann) =>
    app.inject({ method: 'POST', url: '/api/user/feedback', headers: who?.headers ?? {}, payload: { responses } });
  const stored = () => app.database.db.select().from(feedbackResponses);
  /** Every question answered 'Neutral' (SPEC §5's default), as the page sends them untouched. */
  const allNeutral = async (storyId: string, who: SignedIn = ann) =>
    (await questions()).map((q) => ({ feedbackQuestionId: q._id, email: who.user.email, storyId, answer: 'Neutral' }));

  describe('GET /api/user/feedbackQuestions', () => {
    it("lists SPEC §9's five parent then five child questions, to anyone, each with its slider labels", async () => {
      const res = await app.inject({ method: 'GET', url: '/api/user/feedbackQuestions' });
      expect(res.statusCode).toBe(200);
      const list = (res.json() as { questions: FeedbackQuestion[] }).questions;
      expect(list.map((q) => q.audience)).toEqual([...Array(5).fill('parent'), ...Array(5).fill('child')]);
      expect(list.map((q) => q.question)).toEqual([
        'The visuals of the story were appealing.',
        'The visuals felt eerie or strange.',
        'I would share this story with others.',
        'I would create similar stories again.',
        'How closely does the child in the story resemble your child?',
        'I liked the pictures in the story.',
        'The pictures looked weird or strange.',
        'I would show this story to a friend.',
        'I would like to make more stories like this.',
        'How does the child in the story look compared to you?',
      ]);
      for (const q of list) {
        const resemblance = q.question.startsWith('How');
        expect(q.options).toEqual(resemblance ? RESEMBLANCE : [...FEEDBACK_SCALE_LABELS]);
        expect(q.options).toContain('Neutral');
      }
    });
  });

  describe('POST /api/user/feedback', () => {
    it("stores both steps' answers for the caller's story", async () => {
      const story = await buildStory(app, ann.user.id, { status: 'private' });
      const responses = await allNeutral(story.id);
      responses[0]!.answer = 'Strongly agree';
      responses[4]!.answer = 'Much better';
      const res = await send(responses);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: 10 });
      const rows = await stored();
      expect(rows).toHaveLength(10);
      expect(rows.every((r) => r.userId === ann.user.id && r.storyId === story.id)).toBe(true);
      expect(rows.find((r) => r.feedbackQuestionId === responses[0]!.feedbackQuestionId)!.answer).toBe('Strongly agree');
      expect(rows.find((r) => r.feedbackQuestionId === responses[4]!.feedbackQuestionId)!.answer).toBe('Much better');
    });

    it('replaces earlier answers when the same story is answered again', async () => {
      const story = await buildStory(app, ann.user.id);
      await send(await allNeutral(story.id));
      const again = await allNeutral(story.id);
      again[1]!.answer = 'Disagree';
      expect((await send([again[1]!])).statusCode).toBe(200);
      const rows = await stored();
      expect(rows).toHaveLength(10);
      expect(rows.find((r) => r.feedbackQuestionId === again[1]!.feedbackQuestionId)!.answer).toBe('Disagree');
    });

    it("takes a reader's feedback on someone else's public story, apart from the author's", async () => {
      const story = await buildStory(app, ann.user.id, { status: 'public' });
      await send(await allNeutral(story.id));
      expect((await send(await allNeutral(story.id, bob), bob)).statusCode).toBe(200);
      expect(await stored()).toHaveLength(20);
    });

    it.each([
      [
        'an answer that is not one of the labels',
        3,
        { answer: 'Maybe' },
        'body.responses.3.answer: must be one of: Strongly disagree, Disagree, Neutral, Agree, Strongly agree',
      ],
      [
        'an agreement label on a resemblance question',
        4,
        { answer: 'Agree' },
        'body.responses.4.answer: must be one of: Much worse, Worse, Neutral, Better, Much better',
      ],
      [
        'a question that does not exist',
        2,
        { feedbackQuestionId: '00000000-0000-4000-8000-000000000000' },
        'body.responses.2.feedbackQuestionId: must name a feedback question',
      ],
      [
        'a question id that is no id of ours',
        2,
        { feedbackQuestionId: 'q1' },
        'body.responses.2.feedbackQuestionId: must name a feedback question',
      ],
      [
        'a story that does not exist',
        6,
        { storyId: '00000000-0000-4000-8000-000000000000' },
        'body.responses.6.storyId: must name a story you can see',
      ],
    ])('refuses %s with 400 naming the field, and stores nothing', async (_what, index, change, message) => {
      const story = await buildStory(app, ann.user.id);
      const responses: object[] = await allNeutral(story.id);
      responses[index] = { ...responses[index], ...change };
      const res = await send(responses);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await stored()).toHaveLength(0);
    });

    it("refuses feedback on another user's private story as a story the caller cannot see", async () => {
      const story = await buildStory(app, ann.user.id, { status: 'private' });
      const res = await send(await allNeutral(story.id, bob), bob);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.responses.0.storyId: must name a story you can see');
      expect(await stored()).toHaveLength(0);
    });

    it("refuses one question answered twice, an empty list, another user's email and anonymous callers", async () => {
      const story = await buildStory(app, ann.user.id);
      const responses = await allNeutral(story.id);
      const twice = await send([...responses, responses[0]!]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.message).toBe('body.responses.10.feedbackQuestionId: is answered twice for this story');
      const empty = await send([]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toMatch(/^body\.responses/);
      const other = await send(responses.map((r) => ({ ...r, email: bob.user.email })));
      expect(other.statusCode).toBe(403);
      expect((await send(responses, null)).statusCode).toBe(401);
      expect(await stored()).toHaveLength(0);
    });
  });
});
