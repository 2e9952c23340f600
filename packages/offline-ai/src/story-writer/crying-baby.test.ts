import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a baby who cries ("My baby brother cries all the time")', () => {
  it.each(['My baby brother cries all the time', 'The new baby cries at night', 'Our baby sister keeps crying'])(
    '%s: the older child finds out why the baby cries, and a song soothes the baby',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, title, tags } = told(prompt, seed);
        const at = `${prompt} (seed ${seed})`;
        const text = paragraphs.join(' ');
        // The older child is the hero, by a name of its own; the baby is theirs, and Mum or Dad helps.
        expect(plan.hero.kind.human, at).toBe(true);
        expect(plan.hero.kind.group, at).not.toBe('family');
        expect(plan.homeDay?.id, at).toBe('crying');
        expect(['mum', 'dad'], at).toContain(plan.guide.kind.word);
        expect(paragraphs[0], at).toMatch(/\bcr(?:y|ied|ying)\b/);
        // Why babies cry, and the song that soothes.
        expect(text, at).toMatch(/\b(?:hungry|tired|wind|cuddle)\b/);
        expect(text, at).toMatch(/\b(?:song|hummed|sang)\b/);
        // Never the baby's wish to cry, never a welcome, a quest or a lesson.
        expect(text, at).not.toMatch(/\b(?:cry it|cry all the time|You did it|welcome|brave)\b/i);
        expect(plan.educational, at).toBe(false);
        expect(title, at).not.toMatch(/\bWants\b|All the Time/);
        expect(title, at).toMatch(/\bBaby\b/);
        expect(tags, at).not.toContain('adventure');
      }
    },
  );
});
