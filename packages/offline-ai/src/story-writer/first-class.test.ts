import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** Each idea, and words of its doing's first real move (pliés, a kick, a bow or a punch, bubbles or a float, a roll, middle C). */
const IDEAS: readonly [string, RegExp][] = [
  ["Bella's first ballet class", /\bpli|\b(?:toes|swan)\b/],
  ['Bella goes to ballet class', /\bpli|\b(?:toes|swan)\b/],
  ["Leo's first football practice", /\b(?:side of (?:your|his) foot|pass|dribbled|taps)\b/],
  ['Mia goes to her first karate lesson', /\b(?:bow|punch|kick)(?:ed)?\b|Hi-ya/],
  ["Sam's first swimming lesson", /\b(?:bubbles|float)\b/],
  ["Ava's first gymnastics class", /\b(?:roll|springy board)\b/],
  ['Noah has his first piano lesson', /\b(?:middle C|C, D and E)\b/],
];

describe('a first class of a doing', () => {
  for (const [prompt, move] of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): is told as the class, from the door to home`, () => {
        const { paragraphs, plan } = told(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.firstClass).toBeDefined();
        // Arriving: the first class said, and the new kit or the shy moment at the door.
        expect(paragraphs[0]).toMatch(/\bfirst (?:ballet|football|karate|swimming|gymnastics|piano) (?:class|practice|lesson)\b/);
        expect(paragraphs[0]).toMatch(/\b(?:new|tummy|hand tight|whispered)\b/);
        // The teacher welcomes the child by name, and another child is met.
        expect(paragraphs[1]).toMatch(new RegExp(`(?:You must be|Hello,) ${plan.hero.name}`));
        expect(paragraphs[1]).toMatch(/\b(?:girl|boy) called [A-Z][a-z]+/);
        // The first real move of the doing.
        expect(paragraphs[2]).toMatch(move);
        // The tricky bit goes wrong and is put right, then the proud moment and home, wanting to go again.
        expect(paragraphs[3]).toMatch(/"[^"]+"/);
        expect(paragraphs[4]).toMatch(/\b(?:At the end|proud|thumbs up|cheeks hurt)\b/);
        expect(paragraphs[5]).toMatch(/\b(?:home|next|again|car)\b/);
        // Never the stock quest: a stranger's greeting, walking about to no good, sitting down to think.
        expect(text).not.toMatch(/What brings|no good|to think about|Hi there|still wanted to/);
      });

  it('keeps the telling of a doing with no class named', () => {
    for (const prompt of ['Leo learns to swim', 'Kai goes fishing with Grandpa', 'Grandma teaches me to knit'])
      expect(told(prompt, 1).plan.firstClass).toBeUndefined();
  });
});
