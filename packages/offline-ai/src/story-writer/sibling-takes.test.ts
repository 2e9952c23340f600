import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a brother or sister who takes the hero’s things ("My sister keeps taking my toys")', () => {
  it.each([
    ['My sister keeps taking my toys', 'sister'],
    ['My big brother always grabs my crayons', 'brother'],
    ["Mia's brother keeps taking her toys", 'brother'],
  ])('%s: said in words, a fair turn or a swap, and a kind ending at home', (prompt, sibling) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title, tags } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      // The child whose toys they are is the hero; the brother or sister is theirs, at home.
      expect(plan.hero.kind.group, at).not.toBe('family');
      expect(plan.friend?.relation ?? plan.friend?.kind.word, at).toBe(sibling);
      expect(plan.homeDay?.id, at).toBe('sibling');
      expect(plan.setting, at).toBe('home');
      expect(paragraphs[0], at).toMatch(/\btak(?:e|ing)\b|\btook\b/);
      expect(text, at).toMatch(/\b(?:turns?|swap|share)\b/);
      expect(text, at).toMatch(/\b(?:Sorry|hug|Night night|side by side|turn of mine)\b/);
      // Never the wish to keep taking toys, never 'keep the my toys'.
      expect(text, at).not.toMatch(/\bkeep(?:ing)? (?:the|taking)\b|\bthe (?:my|her|his|your) /i);
      expect(title, at).not.toMatch(/\bKeep/);
      expect(tags, at).toContain('family');
      expect(tags, at).not.toContain('adventure');
    }
  });
});
