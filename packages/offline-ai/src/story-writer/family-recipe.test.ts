import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

/** A family recipe, with the one whose recipe it is and a word of the dish made. */
const IDEAS: readonly [string, string, RegExp][] = [
  ["Grandma's secret recipe", 'Grandma', /\b(?:cookies|soup|pancakes|pie|cake)\b/],
  ["Nana's famous apple pie", 'Nana', /\bpie\b/],
  ["Grandpa's special pancakes", 'Grandpa', /\bpancakes?\b/],
  ["Mia makes Grandma's secret soup with Grandma", 'Grandma', /\bsoup\b/],
  ["Granny's secret cookie recipe", 'Granny', /\bcookies\b/],
];

describe('a family recipe', () => {
  it.each(IDEAS)('%s: a child makes it with %s, who shows the secret; tasted, shared and passed on', (prompt, kin, dish) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      const at = `${prompt} [${seed}]: ${text}`;
      expect(story.plan.hero.kind.group, at).toBe('child');
      expect(story.plan.friend?.name, at).toBe(kin);
      expect(story.plan.setting).toBe('kitchen');
      expect(text, at).toMatch(dish);
      // (The one whose recipe it is shows how: no chef nor Dad comes to show it, and nobody explores the kitchen.)
      expect(text, at).not.toMatch(/\bchef\b|\bDad\b|explore/);
      expect(story.paragraphs[1], at).toMatch(new RegExp(`(?:secret|trick) .*${kin}|${kin} .*(?:secret|trick)`));
      // (A trick shown is learned, never 'put in' like an ingredient.)
      expect(story.paragraphs[1], at).not.toMatch(/trick is .* put it in/);
      expect(story.paragraphs[4], at).toMatch(/taste/);
      expect(story.paragraphs[5], at).toMatch(/family|everyone/);
      expect(story.paragraphs[5], at).toMatch(/recipe|your own children/);
      expect(story.title).toMatch(new RegExp(`${kin}['’]s`));
    }
  });

  it("is no recipe of Grandma's for a wish of another kind", () => {
    const who = writeStoryDetailed({ prompt: "Who ate Grandma's cookies?", seed: 1, paragraphs: 6 });
    expect(who.plan.whodunit).toBeDefined();
  });
});
