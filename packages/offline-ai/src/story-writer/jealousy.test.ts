import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('feeling jealous of a new baby ("Jealous of the new baby")', () => {
  it.each([
    'Jealous of the new baby',
    'Mia is jealous of her baby brother',
    'Tom feels left out when the baby comes',
    'Sam feels jealous of his new little sister',
    'A story about a boy who is jealous of the new baby',
  ])('%s: the older child feels left out, is loved just as much, and has a job of their own', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title, tags } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      // The older child is the hero; the baby is theirs, and Mum or Dad is who notices.
      expect(plan.hero.kind.human, at).toBe(true);
      expect(plan.homeDay?.id, at).toBe('jealous');
      expect(['mum', 'dad'], at).toContain(plan.guide.kind.word);
      expect(paragraphs[0], at).toMatch(/\bbaby\b/);
      expect(text, at).toMatch(/\b(?:left out|jealous|cross|Nobody loves me)\b/);
      expect(text, at).toMatch(/\bjust as much\b/);
      expect(text, at).toMatch(/\bjust the two of them\b/);
      expect(paragraphs[4], at).toMatch(/\b(?:smiled|held on tight)\b/);
      // No welcome of the baby, no lesson on babies, no fear to be brave about, and a newborn neither walks nor crawls.
      expect(text, at).not.toMatch(/\b(?:You did it|welcome|brave|crawled|walked)\b/i);
      expect(plan.educational, at).toBe(false);
      expect(title, at).toMatch(/\bNew Baby\b|^Big (?:Sister|Brother) /);
      expect(tags, at).toContain('feelings');
      expect(tags, at).not.toContain('adventure');
    }
  });

  it('a big brother is no new baby to be jealous of', () => {
    expect(understandIdea('Lily is jealous of her big brother').goal?.phrase ?? '').not.toMatch(/^share\b/);
  });
});
