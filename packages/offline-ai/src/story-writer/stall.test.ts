import { describe, expect, it } from 'vitest';
import { sentencesOf } from './readability.js';
import { writeStoryDetailed } from './story-writer.js';
import { MAX_WORDS } from './template.js';
import { CUSTOMERS, STALL_TROUBLES, STALLS } from './world/stalls.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a stall a child runs ("Chloe\'s lemonade stand")', () => {
  it.each([
    ["Chloe's lemonade stand", 'lemonade', "Chloe's Lemonade Stand"],
    ['Mia has a lemonade stand', 'lemonade', "Mia's Lemonade Stand"],
    ['Sam sells cakes at the school fair', 'cakes', "Sam's Cake Stall"],
    ['A bake sale', 'cakes', /Bake Sale$/],
    ['Leo sells his old toys for charity', 'old toys', "Leo's Toy Sale"],
    ['Ava and her plant stall', 'plants', "Ava's Plant Stall"],
  ])('%s: made with a grown-up, the sign, a trouble put right, customers, coins counted', (prompt, goods, title) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title: got } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.stall?.stall.goods, at).toBe(goods);
      expect(got, at).toMatch(title);
      expect(paragraphs[1], at).toMatch(/sign/);
      expect(paragraphs[4], at).toMatch(/\b\d+p\b/);
      // Never a day at the beach, a sandcastle or a quest the idea is pasted into.
      expect(text, at).not.toMatch(/beach|sandcastle|Maybe we can|wanted to explore/);
    }
  });

  it('counts the coins truly: each one more price, and the total said is the last', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { paragraphs, plan } = told("Chloe's lemonade stand", seed);
      const price = plan.stall!.stall.price;
      const coins = /coins with \w+: ([\dp, ]+)\./
        .exec(paragraphs[4]!)![1]!
        .split(', ')
        .map((c) => Number(c.replace('p', '')));
      coins.forEach((c, i) => expect(c).toBe((i + 1) * price));
      expect(paragraphs[4]).toContain(`makes ${coins.at(-1)}p!`);
    }
  });

  it('a school fair is where the idea says, and selling at the beach keeps its own telling', () => {
    expect(told('Sam sells cakes at the school fair', 1).paragraphs[1]).toMatch(/school fair/);
    expect(told('Aarav builds the biggest sandcastle on the beach', 1).plan.stall).toBeUndefined();
    expect(told('Chidi and his grandma bake bread for the village festival', 1).plan.stall).toBeUndefined();
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    const lines = [
      ...STALLS.flatMap((s) => [...s.make, s.setUp.join(' '), ...s.money, ...s.troubles.flatMap((t) => [t.event, t.fix])]),
      ...STALL_TROUBLES.flatMap((t) => [t.event, t.fix]),
      ...CUSTOMERS,
    ];
    for (const line of lines)
      for (const sentence of sentencesOf(line.replace(/\{\w+\}/g, 'Grandma')))
        expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(MAX_WORDS);
  });
});
