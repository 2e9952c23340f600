import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { PARTY_GONE } from './world/party-gone.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a friend’s birthday party gone to', () => {
  it.each([
    ["Mia goes to Leo's birthday party", 'Leo'],
    ['Tom is invited to a birthday party', null],
    ["Going to my friend's party", null],
    ['Mia goes to a birthday party', null],
  ])('%s: the party at the friend’s house, the friend’s cake and candles, never the hero’s own birthday', (prompt, who) => {
    for (const seed of [1, 2, 3]) {
      const { title, paragraphs, plan } = story(prompt, seed);
      const at = `${prompt} [${seed}]`;
      const friend = plan.dayOut?.family;
      expect(plan.dayOut?.party, at).toBe(true);
      if (who) expect(friend, at).toBe(who);
      expect(friend, at).not.toBe(plan.hero.name);
      expect(plan.hero.kind.human, at).toBe(true);
      expect(plan.setting, at).toBe('home');
      expect(plan.placeName, at).toBe(`${friend}'s house`);
      expect(title, at).toMatch(new RegExp(`${friend}['’]s|Party Invitation`));
      const text = paragraphs.join(' ');
      expect(paragraphs[0], at).toMatch(/present|party/);
      expect(paragraphs[1], at).toContain(friend);
      const fun = PARTY_GONE.fun.filter((line) => text.includes(line.split(/\{\w+\}/)[0]!.slice(0, 20)));
      expect(fun.length, at).toBeGreaterThanOrEqual(2);
      // Never the hero’s own party, a quest to get there, or a helper met on the way.
      expect(text, at).not.toMatch(/\b(?:her|his|their) birthday party\b|my birthday|Hi there|to go to|\bmeadow\b/);
    }
  });

  it('a party of the hero’s own keeps its own telling', () => {
    expect(story('Mia’s birthday party', 1).plan.dayOut).toBeUndefined();
    expect(story('Mia’s birthday party', 1).plan.celebration?.word).toBe('birthday');
  });
});
