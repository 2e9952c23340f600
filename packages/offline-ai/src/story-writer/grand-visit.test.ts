import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { GRAND_DAY } from './world/grand-day.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a day at a grandparent’s house', () => {
  const ideas: [string, string][] = [
    ['Noor visits Grandma', 'Grandma'],
    ["A day at Grandpa's house", 'Grandpa'],
    ['Sam spends the day with Grandpa', 'Grandpa'],
    ['Sam loves his grandma', 'Grandma'],
    ['Ella stays with her granny', 'Granny'],
    ['Going to see Grandad', 'Grandad'],
    ['Mia visits her aunt', 'Auntie'],
    ["A day at Uncle Joe's house", 'Uncle Joe'],
  ];

  it.each(ideas)('%s: is spent at the house with them, never a walk through the woods to reach them', (prompt, who) => {
    for (const seed of [1, 2, 3]) {
      const { title, paragraphs, plan } = story(prompt, seed);
      const text = paragraphs.join(' ');
      expect(plan.setting).toBe('home');
      expect(plan.dayOut?.grand).toBe(true);
      expect(plan.dayOut?.family).toBe(who);
      expect(paragraphs[0]).toContain(`${who}'s`);
      expect(title).toContain(who);
      // Each page has them in it, with the hero named, and the house's own fun.
      for (const page of paragraphs.slice(1, 5)) expect(page).toContain(who);
      for (const page of paragraphs) expect(page).toContain(plan.hero.name);
      const fun = GRAND_DAY.fun.filter((line) =>
        text.includes(
          line
            .split(/\{\w+\}/)
            .sort((a, b) => b.length - a.length)[0]!
            .trim(),
        ),
      );
      expect(fun.length).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(/\b(?:forest|woods|owl|fox|deer)\b|\bvisit(?:ing)? Grand/i);
      // Nobody tells them about the day at bedtime: they are at their own house.
      expect(paragraphs[5]).not.toMatch(new RegExp(`told ${who}`));
    }
  });

  it.each([
    ['Noor visits Grandma and Grandpa', 'Grandma', 'Grandpa'],
    ['Noor visits her grandparents', 'Grandma', 'Grandpa'],
    ['Sam stays with Nana and Grandad', 'Nana', 'Grandad'],
  ])('%s: both open the door and say goodbye, and take turns in the day’s doings', (prompt, one, other) => {
    const both = `${one} and ${other}`;
    for (const seed of [1, 2, 3, 4]) {
      const { title, paragraphs, plan } = story(prompt, seed);
      const at = `${prompt} [${seed}]`;
      expect(plan.dayOut?.grand, at).toBe(true);
      expect(plan.dayOut?.family, at).toBe(both);
      expect(plan.placeName, at).toBe(`${both}'s house`);
      expect(title, at).toContain(both);
      expect(paragraphs[0], at).toContain(`${both}'s`);
      expect(paragraphs[1], at).toMatch(new RegExp(`^${both} (?:opened|came|flung)`));
      expect(paragraphs[5], at).toContain(both);
      const middle = paragraphs.slice(1, 5).join(' ').replaceAll(both, '');
      expect(middle, at).toMatch(new RegExp(`\\b${one}\\b`));
      expect(middle, at).toMatch(new RegExp(`\\b${other}\\b`));
      // One body each: no 'Noor and Grandma and Grandpa', no glasses on top of two heads, no 'Grandma and Grandpa's hand'.
      expect(paragraphs.join(' '), at).not.toMatch(new RegExp(`and ${both}\\b|on top of ${both}['’]s head|${both}['’]s hand\\b`));
    }
  });

  it('a pet comes along', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = story('Mia and her dog visit Grandma', seed);
      expect(plan.dayOut?.grand).toBe(true);
      expect(paragraphs[0]).toContain(plan.friend!.name);
    }
  });

  it('one visited is never the hero of it', () => {
    for (const prompt of ['Visiting Grandma by the sea', 'Visiting Grandma', 'Going to see Grandad'])
      for (const seed of [1, 2]) {
        const { plan, title } = story(prompt, seed);
        expect(plan.hero.kind.human && !/^grand/.test(plan.hero.kind.word), prompt).toBe(true);
        expect(title, prompt).not.toMatch(/^Grand\w+ (?:Visits|Goes)/);
      }
  });

  it.each([
    ['Noor visits Grandma in hospital'],
    ['Grandma comes to stay'],
    ['Little Red Riding Hood visits her grandma'],
    ['A dragon visits his grandma'],
  ])('%s: keeps its own telling', (prompt) => {
    expect(story(prompt, 1).plan.dayOut?.grand).toBeUndefined();
  });
});

describe('a visit to one of the family in hospital', () => {
  it.each([
    ['Noor visits Grandma in hospital', 'Grandma'],
    ['Sam visits his mum in hospital', 'Mum'],
    ['A hospital visit to see Grandpa', 'Grandpa'],
  ])('%s: a card, the bed and a goodbye hug, never a quest through the waiting room', (prompt, who) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = story(prompt, seed);
      const text = paragraphs.join(' ');
      expect(plan.setting).toBe('hospital');
      expect(plan.dayOut?.poorly).toBe(true);
      expect(plan.dayOut?.visiting).toBe(who);
      expect(plan.dayOut?.family).not.toBe(who);
      expect(plan.hero.kind.human && !/^grand/.test(plan.hero.kind.word)).toBe(true);
      expect(paragraphs[0]).toContain(who);
      expect(text).toMatch(/\bbed\b/);
      expect(text).not.toMatch(/\b(?:visit|visiting) (?:Grandma|Grandpa|Mum)\b|waiting room|stickers/);
      for (const page of paragraphs) expect(page).toContain(plan.hero.name);
    }
  });
});
