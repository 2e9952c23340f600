import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

// A hero who teaches many ('the ducklings', 'her cubs'): they are with the hero from the start, try and fail, are shown
// again, and the end is theirs.
const LESSONS: [string, string][] = [
  ['Grandpa duck teaches the ducklings to swim', 'the ducklings'],
  ['Mummy bear teaches her cubs to catch fish', 'her cubs'],
  ['An old owl teaches the little owls to fly', 'the little owls'],
  ['Daddy penguin teaches the chicks to slide on the ice', 'the chicks'],
  ['Granny hen teaches the chicks to dig for worms', 'the chicks'],
];

describe('a hero who teaches others', () => {
  for (const [prompt, taught] of LESSONS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed})`, () => {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const named = new RegExp(`\\b${taught}\\b`, 'i');
        // Named beside the hero, not only in the wish to help them.
        const [first] = story.paragraphs;
        expect(first!.split(/(?<=[.!?])\s+/).filter((s) => named.test(s) && !/\bhelp\b/.test(s))).not.toHaveLength(0);
        // They try, it goes wrong, and they are shown again.
        const middle = story.paragraphs.slice(2, 5).join(' ');
        expect(middle).toMatch(new RegExp(`${taught} tried[^.]*[.,] but`, 'i'));
        expect(middle).toMatch(new RegExp(`showed ${taught}`, 'i'));
        // The last paragraph says they can do it now.
        expect(story.paragraphs.at(-1)).toMatch(new RegExp(`${taught}[^.]*(?:all by themselves|all on their own)`, 'i'));
      });
});
