import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Config } from '../../platform/config.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';
import { createHostedQuizMaker } from './quiz-maker.js';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const config: () => Config['ai'] = () => ({
  text: { provider: 'openai-compatible', baseUrl: fake.url, model: 'llama3.2', apiKey: null },
  image: { provider: 'offline', baseUrl: null, model: null, apiKey: null },
  timeoutMs: 5000,
  maxRetries: 0,
  rateLimitPerMinute: 30,
});
const story = { title: 'The Fox and the Apples', paragraphs: ['A friendly fox found apples.', 'He shared them and was happy.'] };

it('asks for a quiz about the story and returns its questions', async () => {
  const quiz = await createHostedQuizMaker(config()).makeQuiz(story);

  expect(quiz).toEqual([
    {
      question: 'Who is the story about?',
      options: ['A friendly fox', 'A robot', 'A whale', 'A king'],
      answer: 'A friendly fox',
    },
    { question: 'How does the story end?', options: ['Happily', 'Sadly', 'In a storm', 'At school'], answer: 'Happily' },
  ]);
  const format = fake.requests[0]!.responseFormat as { json_schema: { schema: { properties: object } } };
  expect(Object.keys(format.json_schema.schema.properties)).toEqual(['questions']);
  expect(fake.requests[0]!.prompt).toContain('He shared them and was happy.');
});

it('removes option labels, matches the answer to its option and drops malformed questions', async () => {
  fake.setScript([
    {
      reply: {
        questions: [
          { question: 'What did the fox find?', options: ['a) Apples', 'b) Pears', 'c) Nuts', 'd) Fish'], answer: 'A) apples' },
          { question: 'Broken', options: ['Yes', 'No'], answer: 'Maybe' },
        ],
      },
    },
  ]);
  const quiz = await createHostedQuizMaker(config()).makeQuiz(story);

  expect(quiz).toEqual([{ question: 'What did the fox find?', options: ['Apples', 'Pears', 'Nuts', 'Fish'], answer: 'Apples' }]);
});

it('answers invalid_output when no question is usable', async () => {
  fake.setScript([{ reply: { questions: [{ question: 'Broken', options: ['Yes'], answer: 'Yes' }] } }]);
  await expect(createHostedQuizMaker(config()).makeQuiz(story)).rejects.toMatchObject({ kind: 'invalid_output' });
});
