import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { closeOcr, createOfflineStoryWriter } from '@storybook/offline-ai';

const RUNS = 20;
const IDEAS = [
  'Mia travels to Egypt to learn about mummies',
  'a puppy called Biscuit who wants to see the sea',
  'A boy named Leo builds a rocket to visit the moon',
  'two friends find a lost kitten in the park',
  'my daughter Ava is nervous about her first day at school',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A textbook-like page (heading and three sentences), the kind of reference image a parent sends. */
async function textbookPage(): Promise<Buffer> {
  const lines = [
    'Ancient Egypt',
    'The ancient Egyptians built pyramids.',
    'Mummies were wrapped in linen.',
    'The Nile is a very long river.',
  ];
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${110 + i * 100}" font-family="DejaVu Sans, sans-serif" font-size="${i === 0 ? 56 : 42}">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="480"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * The offline story writer (source, run through tsx): idea -> title, tags and six paragraphs, no
 * network. Without reference images it is pure text work (target < 200 ms); with one, OCR adds
 * the Tesseract worker's start (first call) and the recognition itself.
 */
export async function benchStory(record: (figure: string, value: string) => void): Promise<void> {
  const writer = createOfflineStoryWriter();
  const write = (prompt: string, referenceImages: Buffer[] = [], seed = 1) =>
    writer.write({ prompt, referenceImages, paragraphs: 6, seed });

  let started = performance.now();
  await write(IDEAS[0]!);
  record('story, idea -> 6 paragraphs, first call (loads the NLP lexicon)', `${(performance.now() - started).toFixed(1)} ms`);

  const medians = [];
  for (const idea of IDEAS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      started = performance.now();
      await write(idea, [], run);
      times.push(performance.now() - started);
    }
    medians.push(median(times));
  }
  record(
    `story, idea -> 6 paragraphs, no images, median of ${RUNS} runs x ${IDEAS.length} ideas`,
    `${median(medians).toFixed(1)} ms (per idea ${medians.map((m) => m.toFixed(1)).join(' / ')}; target < 200 ms)`,
  );

  const page = await textbookPage();
  try {
    started = performance.now();
    const story = await write(IDEAS[0]!, [page]);
    const ocrFirst = performance.now() - started;
    const factUsed = /mummies were wrapped in linen/i.test(story.paragraphs.join(' '));
    record(
      'story with 1 reference image (OCR), first call incl. worker start',
      `${ocrFirst.toFixed(0)} ms (page fact in story: ${factUsed ? 'yes' : 'no'})`,
    );
    started = performance.now();
    await write(IDEAS[0]!, [page], 2);
    record('story with 1 reference image (OCR), worker warm', `${(performance.now() - started).toFixed(0)} ms`);
  } finally {
    await closeOcr();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchStory((figure, value) => console.log(`${figure}: ${value}`));
}
