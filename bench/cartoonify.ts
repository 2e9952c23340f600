import { createOfflineCartoonist } from '@storybook/offline-ai';
import { samplePhoto } from '@storybook/offline-ai/testing';

const WARM_RUNS = 5;

/**
 * The offline cartoonist (built code) on a 1024x1024 photo-like JPEG: three styles per call.
 * The first call includes sharp's start-up; the warm figure is what a parent waits for.
 */
export async function benchCartoonify(record: (figure: string, value: string) => void): Promise<void> {
  const photo = await samplePhoto({ width: 1024, height: 1024 });
  const cartoonist = createOfflineCartoonist();

  let started = performance.now();
  const avatars = await cartoonist.cartoonify(photo);
  record('cartoonify 1024x1024 photo, 3 styles, first call', `${(performance.now() - started).toFixed(0)} ms`);

  const times: number[] = [];
  for (let run = 0; run < WARM_RUNS; run += 1) {
    started = performance.now();
    await cartoonist.cartoonify(photo);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  record(
    `cartoonify 1024x1024 photo, 3 styles, median of ${WARM_RUNS}`,
    `${median.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}; target < 1500 ms)`,
  );
  record(
    'cartoon avatar sizes (512x512 WebP)',
    avatars.map((a) => `${a.style} ${(a.image.length / 1024).toFixed(1)} KB`).join(', '),
  );
}
