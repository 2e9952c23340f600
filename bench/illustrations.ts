import { createOfflineCartoonist, createOfflineIllustrator, type ImageStyle } from '@storybook/offline-ai';
import { samplePhoto, TEST_PORTRAITS } from '@storybook/offline-ai/testing';
import { availableParallelism, loadavg } from 'node:os';

/** SPEC's sample idea: a child travelling to learn about mummies, in six paragraphs. */
const STORY = [
  'Mia packed her little backpack and flew to Egypt with her grandma one sunny morning.',
  'In the desert they rode a camel past tall palm trees and golden sand dunes.',
  'At the pyramids a friendly guide told them how the pharaohs built their tombs.',
  'In the museum Mia saw a real mummy, painted scrolls and a shiny golden mask.',
  'That night they sailed on a boat down the Nile under a sky full of stars.',
  'Back at home Mia hugged her teddy bear and dreamed of ancient Egypt.',
];
const STYLES: ImageStyle[] = ['ghibli', 'pixar', 'disney', 'anime'];

/**
 * The offline illustrator (built code): one book of six 1024 px pictures, the way SPEC §4 asks for
 * them. Avatar mode makes the first picture, then the other five in parallel with its style token;
 * text mode makes all six at once, each with its own seed. The first book of the process includes
 * loading the emoji artwork; the warm figures are what a parent waits for.
 */
export async function benchIllustrations(record: (figure: string, value: string) => void): Promise<void> {
  const illustrator = createOfflineIllustrator();
  // A child's comic avatar, from one of the test portraits (brown skin, curly hair).
  const [avatarImage] = await createOfflineCartoonist().cartoonify(
    await samplePhoto({ ...TEST_PORTRAITS[3]!.options, width: 1024, height: 1024 }),
  );
  const avatar = { image: avatarImage!.image, name: 'Mia' };

  const avatarBook = async (style: ImageStyle) => {
    const first = await illustrator.illustrate({ paragraph: STORY[0]!, avatar, style, seed: 1 });
    const rest = await Promise.all(
      STORY.slice(1).map((paragraph, i) =>
        illustrator.illustrate({
          paragraph,
          avatar,
          style,
          seed: i + 2,
          styleReference: { token: first.styleToken, image: first.image },
        }),
      ),
    );
    return [first, ...rest];
  };
  const textBook = (style: ImageStyle) =>
    Promise.all(
      STORY.map((paragraph, i) =>
        illustrator.illustrate({ paragraph, visualPrompt: 'a curious girl in a yellow dress', style, seed: 100 + i }),
      ),
    );

  record('illustrations: machine', `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} before`);
  let started = performance.now();
  await avatarBook('ghibli');
  record(
    'illustrations, 6 x 1024 px, avatar mode, first book (loads the artwork)',
    `${(performance.now() - started).toFixed(0)} ms`,
  );

  for (const [mode, book] of [
    ['avatar', avatarBook],
    ['text', textBook],
  ] as const) {
    const times: string[] = [];
    let bytes = 0;
    let worst = 0;
    for (const style of STYLES) {
      started = performance.now();
      const pictures = await book(style);
      const ms = performance.now() - started;
      worst = Math.max(worst, ms);
      times.push(`${style} ${ms.toFixed(0)}`);
      bytes += pictures.reduce((sum, p) => sum + p.image.length, 0);
    }
    record(
      `illustrations, 6 x 1024 px, ${mode} mode, one book per style (ms)`,
      `${times.join(', ')}; worst ${worst.toFixed(0)} ms (target < 2000 ms)`,
    );
    record(
      `illustration size, ${mode} mode (1024 px WebP)`,
      `${(bytes / (STYLES.length * STORY.length) / 1024).toFixed(0)} KB on average`,
    );
  }
}
