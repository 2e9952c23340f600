import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => {
  const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
  return { story, text: story.paragraphs.join(' ') };
};

/** Lines of a wish told as a form: no step of the making at all. */
const FORM =
  /did one thing at a time|turned into a big muddle|did it: (?:it|she|he|they) learned|tried one thing, then another|first try at learning to/;

/** Real steps of each craft, by what the idea wishes to learn to make. */
const STEPS: readonly [string, RegExp][] = [
  ['A girl learns to draw a horse', /\b(?:oval|pencil|legs|neck|mane|rubber)\b/g],
  ['A bunny learns to paint a rainbow', /\b(?:brush|stripe|arch|jar|red paint|orange)\b/g],
  ['Sam and Grandpa learn to build a birdhouse', /\b(?:planks?|nails?|hammer|sawed|roof)\b/g],
  ['A bear learns to knit a scarf', /\b(?:stitch(?:es)?|needles?|row|wool|casting on)\b/g],
  ['A robot learns to make a paper plane', /\b(?:folded|fold|corners|wings?|point|nose-dived)\b/g],
  ['Mia learns to make a kite', /\b(?:sticks?|cross|tail|string|diamond of paper)\b/g],
  ['A boy learns to make a sock puppet', /\b(?:sock|toe|tongue|buttons?|glue)\b/g],
  ['A fox learns to sew', /\b(?:needle|thread|stitches|knot|cloth)\b/g],
];

describe('learning to make something by hand', () => {
  it('is told by the real steps of the craft, never as a form', () => {
    for (const [prompt, steps] of STEPS)
      for (const seed of [1, 2, 3]) {
        const { text } = told(prompt, seed);
        const named = new Set([...text.toLowerCase().matchAll(steps)].map((m) => m[0]));
        expect(named.size, `${prompt} (${seed}): ${text}`).toBeGreaterThanOrEqual(2);
        expect(text, `${prompt} (${seed})`).not.toMatch(FORM);
      }
  });

  it('goes wrong on the first try in a way true to the craft, and then comes out right', () => {
    const tries: readonly [string, RegExp, RegExp][] = [
      ['A girl learns to draw a horse', /like a dog|smudged/, /horse/],
      ['A bunny learns to paint a rainbow', /muddy brown|drips/, /rainbow/],
      ['Sam and Grandpa learn to build a birdhouse', /nail bent|too short/, /bird (?:peeped|came)/],
      ['A bear learns to knit a scarf', /dropped off the needle|would not go in/, /scarf/],
      ['A robot learns to make a paper plane', /nose-dived|spun to the ground/, /glided|sailed/],
    ];
    for (const [prompt, wrong, right] of tries)
      for (const seed of [1, 2, 3]) {
        const { story } = told(prompt, seed);
        const [, , , tried, fixed] = story.paragraphs;
        expect(tried, `${prompt} (${seed})`).toMatch(wrong);
        expect(fixed, `${prompt} (${seed})`).toMatch(right);
      }
  });

  it('is learned where it is made: a horse drawn at home is no friend on a farm', () => {
    for (const seed of [1, 2, 3]) {
      const { story, text } = told('A girl learns to draw a horse', seed);
      expect(story.plan.setting).toBe('home');
      expect(story.plan.friend?.kind.word ?? null).not.toBe('horse');
      expect(text).not.toMatch(/\bfarm\b/);
      expect(told('Sam and Grandpa learn to build a birdhouse', seed).story.plan.setting).toBe('garden');
    }
  });

  it('fits the hero: a bear holds the planks with paws, never hands', () => {
    const bear = told('A bear learns to build a birdhouse', 1).story.plan.activity;
    expect(bear?.steps.flat().join(' ')).not.toMatch(/\bhands\b/);
    expect(told('Sam learns to build a birdhouse', 1).story.plan.activity?.steps.flat().join(' ')).toMatch(/\{their\} hands/);
  });
});
