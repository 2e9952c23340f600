import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { newHomeFor } from './world/new-homes.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** The longest stretch of a line's own words, between its slots: what any telling of it says. */
const own = (line: string) =>
  line
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .reduce((a, b) => (b.length > a.length ? b : a));

describe('a creature looking for a home ("A fox who needs a new home")', () => {
  it.each([
    ['A fox who needs a new home', 'fox', 'den', 'forest'],
    ['A little bird looking for a home', 'bird', 'nest', 'garden'],
    ['A hermit crab looking for a new shell', 'crab', 'shell', 'beach'],
    ['A squirrel getting ready for winter', 'squirrel', 'drey', 'forest'],
    ['A bear who needs a den for the winter', 'bear', 'den', 'forest'],
    ['A stray kitten looking for a home', 'kitten', 'home', 'city'],
    ['A little rabbit who wants a new burrow', 'rabbit', 'burrow', 'meadow'],
    ['A hedgehog who needs a new home', 'hedgehog', 'home', 'garden'],
    ['A puppy who has no home', 'puppy', 'home', 'city'],
  ])(
    '%s: places tried that are no home for it, a friend, the home found, the first night in it',
    (prompt, kind, noun, setting) => {
      const home = newHomeFor(kind)!;
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, title } = told(prompt, seed);
        const at = `${prompt} (seed ${seed}): ${paragraphs.join('\n')}`;
        expect(plan.newHome?.home.noun, at).toBe(noun);
        expect(plan.setting, at).toBe(setting);
        expect(title, at).toMatch(new RegExp(`\\b(?:${noun}|Winter)\\b`, 'i'));
        // The home looked for keeps the story: no stock quest to the biggest sunflower, no "find it home".
        expect(paragraphs.filter((p) => new RegExp(`\\b${noun}\\b`, 'i').test(p)).length, at).toBeGreaterThanOrEqual(5);
        const text = paragraphs.join(' ');
        expect(text, at).not.toMatch(/biggest sunflower|find it home|full of hope|explore/);
        // Two of its kind's own wrong places are tried, each with why, before the friend helps find the right one.
        const tried = home.wrong.filter(([where, why]) => text.includes(own(where)) && text.includes(own(why)));
        expect(tried.length, at).toBe(2);
        expect(paragraphs[2], at).toContain(plan.guide.name);
        expect(
          home.found.some(([found, fits]) => paragraphs[4]!.includes(own(found)) && paragraphs[4]!.includes(own(fits))),
          at,
        ).toBe(true);
        expect(paragraphs[5], at).toMatch(/asleep|slept|snug|warm/);
      }
    },
  );

  it('a winter home is slept in all winter; a hedgehog getting ready for winter is its winter sleep', () => {
    const bear = told('A bear getting ready for winter', 2);
    expect(bear.plan.newHome?.winter).toBe(true);
    expect(bear.paragraphs[5]).toMatch(/all winter/);
    expect(bear.title).toMatch(/Winter/);
    for (const prompt of ['A hedgehog looking for a home for winter', 'A hedgehog getting ready for winter']) {
      const { plan } = told(prompt, 1);
      expect(plan.lifeCycle?.id, prompt).toBe('hibernation');
      expect(plan.setting, prompt).toBe('garden');
    }
  });

  it('a home gone back to, a home in a thing, a nest being built or a child moving house is no such search', () => {
    expect(told('A mouse who lives in a shoe', 1).plan.newHome).toBeUndefined();
    expect(told('A robin builds a nest', 1).plan.lifeCycle?.id).toBe('nest');
    expect(told('A lost fox trying to find his home', 1).plan.newHome).toBeUndefined();
    expect(told('A puppy finds its way home', 1).plan.newHome).toBeUndefined();
    expect(told('Priya moves to a new flat', 1).plan.newHome).toBeUndefined();
    expect(told('A snail who needs a new shell', 1).plan.newHome).toBeUndefined();
  });
});
