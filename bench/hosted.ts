import { createHostedIllustrator } from '../apps/server/dist/ai/hosted/illustrator.js';
import type { Config } from '../apps/server/dist/platform/config.js';
import { startFakeOpenAI, type FakeRequest } from '../apps/server/src/test/fake-openai.js';
import { samplePhoto } from '@storybook/offline-ai/testing';

/** The fake provider's answer time for every call: what one picture "costs". */
const LATENCY_MS = 300;
const PICTURES = 6;
const RUNS = 3;

const paragraphs = Array.from(
  { length: PICTURES },
  (_, i) => `In part ${i + 1} of the story, Mia and the fox walk further through the autumn orchard.`,
);

/**
 * The hosted illustrator (built code) against the fake OpenAI server answering every call after
 * L ms, making a story's six pictures the way the web client asks for them. Avatar mode: the first
 * picture, then the other five side by side with the first as their reference (about 2 L). Text
 * mode: all six side by side (about L). Anything far above means calls are queued, not overlapped.
 * With 64 px answers the figures show the scheduling alone; with 1024 px answers (a real provider's
 * size) they include our decoding and WebP encoding of every picture.
 */
export async function benchHosted(record: (figure: string, value: string) => void): Promise<void> {
  for (const size of [64, 1024]) await benchAtSize(size, record);
}

async function benchAtSize(size: number, record: (figure: string, value: string) => void): Promise<void> {
  const fake = await startFakeOpenAI({ latencyMs: LATENCY_MS, imageSize: size, inspectImages: false });
  try {
    const ai: Config['ai'] = {
      text: { provider: 'offline', baseUrl: null, model: null, apiKey: null },
      image: { provider: 'openai-compatible', baseUrl: fake.url, model: 'gpt-image-1', apiKey: null },
      timeoutMs: 30_000,
      maxRetries: 0,
      rateLimitPerMinute: 30,
    };
    const illustrator = createHostedIllustrator(ai);
    const avatar = { image: await samplePhoto({ width: 512, height: 512, format: 'webp' }), name: 'Mia' };

    const avatarMode = async () => {
      const first = await illustrator.illustrate({ paragraph: paragraphs[0]!, avatar, style: 'pixar', seed: 1 });
      const styleReference = { token: first.styleToken, image: first.image };
      await Promise.all(
        paragraphs
          .slice(1)
          .map((paragraph, i) => illustrator.illustrate({ paragraph, avatar, style: 'pixar', seed: i + 2, styleReference })),
      );
    };
    const textMode = async () => {
      await Promise.all(
        paragraphs.map((paragraph, i) =>
          illustrator.illustrate({ paragraph, visualPrompt: 'a sunny orchard', style: 'ghibli', seed: i + 1 }),
        ),
      );
    };

    // Warm-up: sharp's first encode and the first connections are not what a parent waits for.
    await textMode();
    for (const [name, run] of [
      ['avatar mode (first, then 5 in parallel with it as reference)', avatarMode],
      ['text mode (6 in parallel)', textMode],
    ] as const) {
      const times: number[] = [];
      let shape = '';
      for (let r = 0; r < RUNS; r += 1) {
        fake.reset();
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
        shape = describeOverlap(fake.requests);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      record(
        `hosted illustrator, ${PICTURES} pictures of ${size} px, ${name}, fake provider L = ${LATENCY_MS} ms, median of ${RUNS}`,
        `${median.toFixed(0)} ms = ${(median / LATENCY_MS).toFixed(2)} L (${shape})`,
      );
    }
  } finally {
    await fake.close();
  }
}

/** How the provider saw the calls: how many waves of overlapping requests, and how many in each. */
function describeOverlap(requests: FakeRequest[]): string {
  const sorted = [...requests].sort((a, b) => a.startedAt - b.startedAt);
  const waves: FakeRequest[][] = [];
  for (const request of sorted) {
    const wave = waves.at(-1);
    if (wave && wave.some((other) => request.startedAt < (other.endedAt ?? Infinity))) wave.push(request);
    else waves.push([request]);
  }
  return `${waves.length} wave${waves.length === 1 ? '' : 's'} of ${waves.map((w) => w.length).join(' + ')} calls`;
}
