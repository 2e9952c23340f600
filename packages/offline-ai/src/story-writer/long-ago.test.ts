import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a grandparent’s memories ("Grandad tells me about when he was little")', () => {
  it.each([
    ['Grandad tells me about when he was little', 'Grandad'],
    ['When Grandma was a little girl', 'Grandma'],
  ])('%s: the child listens at home, and compares then and now', (prompt, teller) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title, tags } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      // The child who listens is the hero; the grandparent tells, at home.
      expect(plan.hero.kind.group, at).not.toBe('family');
      expect(plan.friend?.name, at).toBe(teller);
      expect(plan.homeDay?.id, at).toBe('long-ago');
      expect(plan.setting, at).toBe('home');
      expect(paragraphs[0], at).toMatch(/\bwhen you were little\b/);
      // Then, as the grandparent remembers it: no TV, a tin toy, the walk to school, the sweet shop, old photos.
      expect(text, at).toMatch(/\b(?:no TV|tin car|walked a long way to school|sweet shop|old photo)\b/);
      expect(text, at).not.toMatch(/\b(?:forest|beach|badger|You did it|thought of hearing)\b/i);
      expect(plan.educational, at).toBe(false);
      expect(title, at).toMatch(new RegExp(`\\b${teller}\\b`));
      expect(tags, at).not.toContain('adventure');
    }
  });
});
