import { closeOcr } from '@storybook/offline-ai';
import { textbookPage } from '@storybook/offline-ai/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config.js';
import { hexDistance, solidImage, startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai.js';
import { AiProviderError, type StoryIdea } from '../types.js';
import { createHostedStoryWriter, STORY_SYSTEM_PROMPT } from './story-writer.js';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
  await closeOcr();
});
beforeEach(() => fake.reset());

const FAST = { backoff: { baseDelayMs: 20, maxDelayMs: 3000 } };

function config(text: Partial<Config['ai']['text']>, limits: { timeoutMs?: number; maxRetries?: number } = {}): Config['ai'] {
  return {
    text: { provider: 'openai', baseUrl: fake.url, model: null, apiKey: 'sk-test', ...text },
    image: { provider: 'offline', baseUrl: null, model: null, apiKey: null },
    timeoutMs: limits.timeoutMs ?? 5000,
    maxRetries: limits.maxRetries ?? 2,
    rateLimitPerMinute: 30,
  };
}

function idea(referenceImages: Buffer[] = [], prompt = 'A fox who learns to share apples with friends'): StoryIdea {
  return { prompt, referenceImages, paragraphs: 6, seed: 7 };
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

describe('hosted story writer, OpenAI', () => {
  it('asks for a JSON-schema story and returns title, 3 to 6 tags and six paragraphs', async () => {
    const story = await createHostedStoryWriter(config({}), FAST).write(idea());

    expect(story.title).toContain('fox');
    expect(story.tags).toEqual(['friendship', 'adventure', 'kindness']);
    expect(story.paragraphs).toHaveLength(6);
    expect(story.paragraphs[0]).toContain('In part 1 of the tale');
    const [request] = fake.requests;
    expect(request).toMatchObject({ endpoint: 'chat', model: 'gpt-4o-mini', apiKey: 'Bearer sk-test' });
    const format = request!.responseFormat as { type: string; json_schema: { schema: { properties: object } } };
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(['title', 'tags', 'paragraphs']);
    expect(request!.prompt).toContain('"""A fox who learns to share apples with friends"""');
    expect(request!.prompt).toContain('exactly 6 short paragraphs');
    expect(request!.system).toBe(STORY_SYSTEM_PROMPT);
    expect(STORY_SYSTEM_PROMPT).toMatch(/aged 4 to 8.*simple words.*Nothing frightening.*End the story warmly/s);
  });

  it('sends the reference images as image parts', async () => {
    const references = [await solidImage('#e02020', 'png'), await solidImage('#2040e0', 'jpeg')];
    await createHostedStoryWriter(config({ model: 'gpt-4.1-mini' }), FAST).write(idea(references));

    const { images, prompt } = fake.requests[0]!;
    expect(images.map((i) => [i.field, i.mediaType])).toEqual([
      ['image_url', 'image/png'],
      ['image_url', 'image/jpeg'],
    ]);
    expect(hexDistance(images[0]!.colour, '#e02020')).toBeLessThan(12);
    expect(hexDistance(images[1]!.colour, '#2040e0')).toBeLessThan(12);
    expect(prompt).toContain('attached pictures are reference material');
  });

  it('retries a 429 after its Retry-After and succeeds', async () => {
    fake.setScript([{ status: 429, retryAfter: '1' }]);
    const story = await createHostedStoryWriter(config({}), FAST).write(idea());

    expect(story.paragraphs).toHaveLength(6);
    const [first, second] = fake.requests;
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(second!.startedAt - first!.endedAt!).toBeGreaterThanOrEqual(950);
  });

  it('gives up with a timeout error at about the configured time, without retrying', async () => {
    fake.setScript([{ delayMs: 4000 }]);
    const started = performance.now();
    const error = await failure(createHostedStoryWriter(config({}, { timeoutMs: 600 }), FAST).write(idea()));
    const elapsed = performance.now() - started;

    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The story service did not answer within 0.6 seconds.');
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(1500);
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports malformed JSON as invalid_output, without retrying', async () => {
    fake.setScript([{ malformed: true }]);
    const error = await failure(createHostedStoryWriter(config({}), FAST).write(idea()));

    expect(error.kind).toBe('invalid_output');
    expect(error.message).toBe('The story service gave an answer that could not be used.');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails after maxRetries + 1 attempts when the provider keeps answering 500, never quoting it', async () => {
    fake.setScript([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    const error = await failure(createHostedStoryWriter(config({}, { maxRetries: 2 }), FAST).write(idea()));

    expect(error.kind).toBe('failed');
    expect(error.message).toBe('The story service answered HTTP 500 (3 attempts).');
    expect(error.message).not.toContain('scripted');
    expect(fake.requests.map((r) => r.status)).toEqual([500, 500, 500]);
  });

  it('retries a provider that cannot be reached, then fails', async () => {
    const gone = await startFakeOpenAI();
    const url = gone.url;
    await gone.close();
    const error = await failure(createHostedStoryWriter(config({ baseUrl: url }, { maxRetries: 1 }), FAST).write(idea()));

    expect(error.kind).toBe('failed');
    expect(error.message).toBe('The story service could not be reached (2 attempts).');
  });

  it('does not retry a refusal such as 401', async () => {
    fake.setScript([{ status: 401 }]);
    const error = await failure(createHostedStoryWriter(config({}), FAST).write(idea()));

    expect(error.kind).toBe('failed');
    expect(error.message).toBe('The story service answered HTTP 401.');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('hosted story writer, repairs', () => {
  // An idea with no named hero, kind or topic, so the review has nothing to hold these answers to.
  const NEUTRAL = 'a happy day out';

  const sentences = (n: number, word: string) =>
    Array.from({ length: n }, (_, i) => `The ${word} walked ${i + 1} steps.`).join(' ');

  it("strips '#' and quotes from title and tags, dedupes the tags and keeps at most six", async () => {
    fake.setScript([
      {
        reply: {
          title: '"#The Fox and the Apples"',
          tags: ['#Friends', '"sharing"', 'friends', '#apples #forest', 'kindness', 'fox', 'autumn', 'more'],
          paragraphs: Array.from({ length: 6 }, (_, i) => `"Paragraph ${i + 1}." she said, "really."`),
        },
      },
    ]);
    const story = await createHostedStoryWriter(config({}), FAST).write(idea([], NEUTRAL));

    expect(story.title).toBe('The Fox and the Apples');
    expect(story.tags).toEqual(['Friends', 'sharing', 'apples', 'forest', 'kindness', 'fox']);
    // Dialogue quotes inside a paragraph stay.
    expect(story.paragraphs[0]).toBe('"Paragraph 1." she said, "really."');
  });

  it('drops "Paragraph 1:" labels and heading marks a model may add', async () => {
    fake.setScript([
      {
        reply: {
          title: 'Labels',
          tags: ['a1', 'b2', 'c3'],
          paragraphs: Array.from({ length: 6 }, (_, i) => `${i % 2 ? '## ' : `Paragraph ${i + 1}: `}Line ${i + 1}.`),
        },
      },
    ]);
    const story = await createHostedStoryWriter(config({}), FAST).write(idea([], NEUTRAL));

    expect(story.paragraphs).toEqual(['Line 1.', 'Line 2.', 'Line 3.', 'Line 4.', 'Line 5.', 'Line 6.']);
  });

  it('merges extra paragraphs and splits long ones to reach exactly six', async () => {
    fake.setScript([
      {
        reply: {
          title: 'Too many',
          tags: ['a1', 'b2', 'c3'],
          paragraphs: Array.from({ length: 8 }, (_, i) => sentences(2, `fox${i}`)),
        },
      },
      {
        reply: {
          title: 'Too few',
          tags: ['a1', 'b2', 'c3'],
          paragraphs: [sentences(4, 'owl'), sentences(4, 'cat'), sentences(2, 'dog')],
        },
      },
    ]);
    const writer = createHostedStoryWriter(config({}), FAST);

    const merged = await writer.write(idea([], NEUTRAL));
    expect(merged.paragraphs).toHaveLength(6);
    expect(merged.paragraphs.join(' ')).toBe(Array.from({ length: 8 }, (_, i) => sentences(2, `fox${i}`)).join(' '));
    const split = await writer.write(idea([], NEUTRAL));
    expect(split.paragraphs).toHaveLength(6);
    expect(split.paragraphs.join(' ')).toBe([sentences(4, 'owl'), sentences(4, 'cat'), sentences(2, 'dog')].join(' '));
  });

  it('tops up too few tags from the title', async () => {
    fake.setScript([
      { reply: { title: 'Pip and the Magic Lantern', tags: ['light'], paragraphs: Array.from({ length: 6 }, () => 'A line.') } },
    ]);
    const story = await createHostedStoryWriter(config({}), FAST).write(idea([], NEUTRAL));

    expect(story.tags).toEqual(['light', 'magic', 'lantern']);
  });

  it('answers invalid_output when six paragraphs cannot be made', async () => {
    fake.setScript([{ reply: { title: 'Short', tags: ['a1', 'b2', 'c3'], paragraphs: ['One sentence only.', 'Another one.'] } }]);
    const error = await failure(createHostedStoryWriter(config({}), FAST).write(idea([], NEUTRAL)));

    expect(error.kind).toBe('invalid_output');
  });
});

describe('hosted story writer, other providers', () => {
  it('talks to an OpenAI-compatible server with its default model, no key and no images for a text-only model', async () => {
    const writer = createHostedStoryWriter(config({ provider: 'openai-compatible', apiKey: null }), FAST);
    const story = await writer.write(idea([await solidImage('#e02020')]));

    expect(story.paragraphs).toHaveLength(6);
    expect(fake.requests[0]).toMatchObject({ endpoint: 'chat', model: 'llama3.2', apiKey: null, images: [] });
    expect(fake.requests[0]!.prompt).not.toContain('reference material');
    expect((fake.requests[0]!.responseFormat as { type: string }).type).toBe('json_schema');
  });

  it('sends image parts to a vision model on an OpenAI-compatible server', async () => {
    const writer = createHostedStoryWriter(config({ provider: 'openai-compatible', model: 'qwen2.5vl:7b', apiKey: null }), FAST);
    await writer.write(idea([await solidImage('#20c040', 'webp')]));

    expect(fake.requests[0]!.images.map((i) => i.mediaType)).toEqual(['image/webp']);
  });

  it('talks to Gemini with a JSON response schema and the images inline', async () => {
    const writer = createHostedStoryWriter(config({ provider: 'gemini', baseUrl: fake.geminiUrl, apiKey: 'g-key' }), FAST);
    const story = await writer.write(idea([await solidImage('#e02020')]));

    expect(story.title).toContain('fox');
    expect(story.paragraphs).toHaveLength(6);
    const [request] = fake.requests;
    expect(request).toMatchObject({ endpoint: 'gemini', model: 'gemini-2.5-flash', apiKey: 'g-key' });
    expect(request!.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request!.responseFormat).toMatchObject({ responseMimeType: 'application/json' });
    expect(request!.system).toBe(STORY_SYSTEM_PROMPT);
    expect(request!.images).toHaveLength(1);
    expect(hexDistance(request!.images[0]!.colour, '#e02020')).toBeLessThan(12);
  });

  it('retries a Gemini 503 and succeeds', async () => {
    fake.setScript([{ status: 503 }]);
    const writer = createHostedStoryWriter(config({ provider: 'gemini', baseUrl: fake.geminiUrl, apiKey: 'g-key' }), FAST);
    await writer.write(idea());

    expect(fake.requests.map((r) => r.status)).toEqual([503, 200]);
  });
});

describe('hosted story writer, the same knowledge as the offline writer', () => {
  const sofia = 'Sofía the snail wants to climb the tallest sunflower in the garden';

  it("tells the model the age band and the idea's hero, kind, pronoun, place and goal", async () => {
    const story = await createHostedStoryWriter(config({}), FAST).write(idea([], sofia));

    const prompt = fake.requests[0]!.prompt!;
    expect(prompt).toContain('Readers: children aged 4 to 8.');
    expect(prompt).toContain('Hero: Sofía, a snail (she/her). Write the name exactly "Sofía"');
    expect(prompt).toContain('Place: the garden.');
    expect(prompt).toContain('Goal: the hero wants to climb the tallest sunflower in the garden');
    expect(story.paragraphs.join(' ')).toContain('Sofía');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives an educational idea the facts and key terms of its topic', async () => {
    await createHostedStoryWriter(config({}), FAST).write(idea([], 'how the water cycle works'));

    const prompt = fake.requests[0]!.prompt!;
    expect(prompt).toMatch(/Teach the water cycle: weave at least three of these true facts into at least three paragraphs/);
    expect(prompt).toContain('The warm sun turns water into vapour, a gas we cannot see.');
    expect(prompt).toMatch(/Use these key terms: water cycle, evaporation, vapour, condensation, cloud, rain\./);
  });

  it("reads the reference page's key terms and facts into the prompt", { timeout: 120_000 }, async () => {
    const page = await textbookPage([
      'Evaporation',
      'When water is warmed by the sun, it turns into water vapour.',
      'Puddles dry up because of evaporation.',
      'High in the sky, the vapour cools and makes clouds.',
    ]);
    const story = await createHostedStoryWriter(config({}), FAST).write(idea([page], 'Bolt the robot learns about evaporation'));

    const prompt = fake.requests[0]!.prompt!;
    expect(prompt).toMatch(/The reference page's key terms, use at least three of them: [^\n]*evaporation/);
    expect(prompt).toContain('Facts from the reference page: ');
    expect(prompt).toContain('Puddles dry up because of evaporation.');
    expect(story.paragraphs.join(' ')).toContain('evaporation');
  });

  it('asks again when the answer changes the hero, and shows the corrected story', async () => {
    fake.setScript([
      {
        reply: {
          title: 'Sofia and the Sunflower',
          tags: ['garden', 'sunflower', 'climbing'],
          paragraphs: Array.from({ length: 6 }, (_, i) => `Sofia was a little girl. In part ${i + 1}, the girl climbed higher.`),
        },
      },
    ]);
    const story = await createHostedStoryWriter(config({}), FAST).write(idea([], sofia));

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.prompt).toContain(
      'A first version had these problems; avoid them: The names "Sofía" must appear exactly as written.',
    );
    expect(fake.requests[1]!.prompt).toContain('The hero must stay a snail and be called one.');
    expect(story.paragraphs.join(' ')).toContain('Sofía');
    expect(story.title).not.toBe('Sofia and the Sunflower');
  });

  it('refuses a story that stays about someone else after the second try', async () => {
    const wrong = {
      reply: {
        title: 'Max and the Kite',
        tags: ['kite', 'wind', 'park'],
        paragraphs: Array.from({ length: 6 }, () => 'Max the boy flew a kite in the park.'),
      },
    };
    fake.setScript([wrong, wrong]);
    const error = await failure(createHostedStoryWriter(config({}), FAST).write(idea([], sofia)));

    expect(error.kind).toBe('invalid_output');
    expect(error.message).toBe('The story service gave an answer that could not be used.');
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps a story about the idea whose only faults are small, after one try to mend them', async () => {
    const long = `Sofía the snail climbed and climbed up the very tallest sunflower in the whole wide garden on a long and sunny summer afternoon with all of her friends and family.`;
    const reply = {
      reply: { title: 'Sofía Climbs', tags: ['snail', 'sunflower', 'garden'], paragraphs: Array.from({ length: 6 }, () => long) },
    };
    fake.setScript([reply, reply]);
    const story = await createHostedStoryWriter(config({}), FAST).write(idea([], sofia));

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.prompt).toContain('Keep every sentence under 20 words.');
    expect(story.title).toBe('Sofía Climbs');
  });
});
