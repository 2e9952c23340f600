import { CARTOON_STYLES } from '@storybook/contract';
import { QUIZ_STORIES, samplePhoto } from '@storybook/offline-ai/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.js';
import { startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai.js';
import { createAi } from './create-ai.js';

describe('createAi', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());

  it('uses the offline cartoonist by default', async () => {
    const ai = createAi(loadConfig({}));
    const made = await ai.cartoonist.cartoonify(await samplePhoto({ width: 256, height: 256 }));
    expect(made.map((a) => a.style)).toEqual(CARTOON_STYLES.map((s) => s.id));
  });

  it('asks the offline quiz maker by default, with no network', async () => {
    const story = QUIZ_STORIES[0]!;
    const quiz = await createAi(loadConfig({})).quizMaker.makeQuiz(story);
    expect(quiz.length).toBeGreaterThanOrEqual(4);
    expect(fake.requests).toHaveLength(0);
  });

  it('asks the configured text model for quizzes when stories come from it', async () => {
    const ai = createAi(
      loadConfig({ AI_TEXT_PROVIDER: 'openai-compatible', AI_TEXT_BASE_URL: fake.url, AI_TEXT_MODEL: 'llama3.2' }),
    );
    const quiz = await ai.quizMaker.makeQuiz({ title: 'The Fox', paragraphs: ['A friendly fox found apples.'] });
    expect(quiz.length).toBeGreaterThan(0);
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['chat']);
    expect(fake.requests[0]!.prompt).toContain('A friendly fox found apples.');
  });
});
