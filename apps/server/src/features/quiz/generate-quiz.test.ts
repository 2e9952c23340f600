import { parseGeneratedQuiz } from '@storybook/contract';
import { QUIZ_STORIES } from '@storybook/offline-ai/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../test/auth.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';

const story = QUIZ_STORIES.find((s) => s.title === 'Mia and the Runaway Kite')!;
const content = story.paragraphs.join('\n\n');

describe.each(testDatabaseKinds)('POST /api/generateQuiz on %s', (kind) => {
  let app: FastifyInstance;
  let ann: SignedIn;
  afterEach(() => app.close());

  const generate = (body: unknown, who: SignedIn | null = ann) =>
    app.inject({ method: 'POST', url: '/api/generateQuiz', headers: who?.headers ?? {}, payload: body as object });

  describe('with the offline engine', () => {
    beforeEach(async () => {
      app = await buildTestApp(kind, {}, { AI_RATE_LIMIT_PER_MINUTE: '3' });
      ann = await signIn(app);
    });

    it("answers the JSON text of 4 to 6 questions whose answers are in the story's text", async () => {
      const res = await generate({ content });
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: string };
      const quiz = JSON.parse(data) as { question: string; options: string[]; answer: string }[];
      expect(quiz.length).toBeGreaterThanOrEqual(4);
      expect(quiz.length).toBeLessThanOrEqual(6);
      expect(parseGeneratedQuiz(data)).toEqual(quiz);
      for (const item of quiz) {
        expect(Object.keys(item).sort()).toEqual(['answer', 'options', 'question']);
        expect(item.options).toHaveLength(4);
        expect(content.toLowerCase()).toContain(item.answer.toLowerCase());
      }
      // The same story makes the same quiz.
      expect((await generate({ content })).json()).toEqual({ data });
    });

    it("answers '[]' for a story too short to ask about", async () => {
      const res = await generate({ content: 'Sam ran.' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: '[]' });
    });

    it('refuses blank content with 400 naming content, and anonymous callers with 401', async () => {
      const blank = await generate({ content: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.message).toBe('body.content: must not be blank');
      expect((await generate({})).statusCode).toBe(400);
      expect((await generate({ content }, null)).statusCode).toBe(401);
    });

    it('spends the per-user AI budget shared with story generation', async () => {
      for (let i = 0; i < 2; i += 1) expect((await generate({ content: 'Sam ran.' })).statusCode).toBe(200);
      const story = await app.inject({
        method: 'POST',
        url: '/api/user/generateStory',
        headers: ann.headers,
        payload: { email: ann.user.email, prompt: 'A fox who loves apples', numParagraphs: 6, selectedImages: [] },
      });
      expect(story.statusCode).toBe(200);
      const limited = await generate({ content: 'Sam ran.' });
      expect(limited.statusCode).toBe(429);
      // Another user has a budget of their own.
      expect((await generate({ content: 'Sam ran.' }, await signIn(app))).statusCode).toBe(200);
    });
  });

  describe('with a hosted text provider', () => {
    let fake: FakeOpenAI;
    beforeAll(async () => {
      fake = await startFakeOpenAI();
    });
    afterAll(() => fake.close());
    beforeEach(async () => {
      fake.reset();
      app = await buildTestApp(
        kind,
        {},
        { AI_TEXT_PROVIDER: 'openai-compatible', AI_TEXT_BASE_URL: fake.url, AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '1000' },
      );
      ann = await signIn(app);
    });

    it("asks the model with the story's text and answers its questions", async () => {
      const res = await generate({ content });
      expect(res.statusCode).toBe(200);
      expect(parseGeneratedQuiz(res.json().data).length).toBeGreaterThan(0);
      expect(fake.requests[0]!.prompt).toContain('Grandpa Joe helped Mia find the kite.');
    });

    it("answers 502 with a plain message when the provider fails, never the provider's own words", async () => {
      fake.setScript([{ status: 500 }]);
      const res = await generate({ content });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('We could not make a quiz right now. Please try again.');
      expect(res.body).not.toContain('scripted failure');
    });
  });
});
