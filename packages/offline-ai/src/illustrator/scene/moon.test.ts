import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const open: HeroCue = { kind: 'child', name: null, fixed: false };

describe('the moon as the page tells it', () => {
  it('draws no moon on a night the moon is missing, gone or new: stars only', () => {
    for (const paragraph of [
      'At bedtime, Sasha went out into the garden to say goodnight to the moon. But the moon was not there! "The moon is missing!" Sasha cried.',
      "Sasha looked behind the tall tree, and over the rooftops. They looked all round the garden. Only the stars twinkled. Grandma came out too, and held Sasha's hand in the dark.",
      '"Is a big cloud hiding the moon?" asked Sasha. But there was not one cloud, only stars. They felt a little bit sad without the moon.',
      '"Tonight it is a new moon," said Grandma. "A thin sliver first." The next night, Sasha looked again. Still no moon.',
    ]) {
      const plan = readScene(paragraph, open);
      expect(plan.time, paragraph).toBe('night');
      expect(plan.moon, paragraph).toBe('none');
    }
  });

  it('draws the thin crescent the page sees, just after sunset too', () => {
    const plan = readScene(
      'Then, just after sunset, Sasha spotted it, over the rooftops. A thin silver crescent, like a smile! "There you are, moon!" they cried.',
      open,
    );
    expect(plan.moon).toBe('crescent');
    expect(readScene('At night Sasha waved goodnight to the tiny crescent in the garden.', open).moon).toBe('crescent');
  });

  it('leaves an ordinary night its moon', () => {
    expect(readScene('The full moon rose over the farm, and Ben yawned.', open).moon).toBeUndefined();
  });
});
