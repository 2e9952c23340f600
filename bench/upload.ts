import { cleanImage } from '../apps/server/dist/features/media/index.js';
import { samplePhoto } from '@storybook/offline-ai/testing';

const RUNS = 3;

/** What an upload costs the server: decode, turn upright, re-encode as WebP, make the thumbnail. */
export async function benchUpload(record: (figure: string, value: string) => void): Promise<void> {
  // A phone camera's default: 12 megapixels.
  const photo = await samplePhoto({ width: 4000, height: 3000 });
  const times: number[] = [];
  let stored = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const { image } = await cleanImage(photo);
    times.push(performance.now() - started);
    stored = image.length;
  }
  times.sort((a, b) => a - b);
  record(
    `upload processing, 4000x3000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), median of ${RUNS}`,
    `${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, stored as ${(stored / 1024).toFixed(0)} KB WebP (2048 px wide)`,
  );
}
