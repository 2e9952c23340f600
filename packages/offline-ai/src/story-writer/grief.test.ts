import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('missing someone who has died ("Our dog died")', () => {
  it.each([
    ['Our dog died', 'dog'],
    ['When Grandpa died', 'grandpa'],
    ["Max's hamster has died", 'hamster'],
    ['Nana passed away', 'grandma'],
    ['My cat passed away', 'cat'],
    // (A death asked about is one too: never a wish to die.)
    ['Did Grandpa die because of me?', 'grandpa'],
    ['Why did our dog die?', 'dog'],
  ])('%s: said plainly and gently, remembered, kept in the heart', (prompt, kind) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title, tags } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      // The child is the hero; the one who died is missed, never the hero wishing to die.
      expect(plan.hero.kind.human, at).toBe(true);
      expect(plan.friend?.kind.word, at).toBe(kind);
      expect(paragraphs[0], at).toMatch(/\bhad died\b/);
      expect(text, at).toMatch(/\bheart\b/);
      expect(text, at).not.toMatch(/\b(?:to die|dying|went to sleep|went away|You did|laughed out loud, remembering)\b/);
      expect(plan.educational, at).toBe(false);
      expect(title, at).toMatch(/^(?:Remembering |Always in )/);
      expect(tags, at).toContain('feelings');
    }
  });

  it('never tells a wish to die', () => {
    for (const prompt of ['A flower who wants to die', 'Did Grandpa die because of me?'])
      expect(told(prompt, 1).paragraphs.join(' '), prompt).not.toMatch(/\b(?:to die|help you die|he died!|she died!|it died!)/i);
  });

  it('the dinosaurs that died out are no one to grieve', () => {
    expect(understandIdea('The dinosaurs died out').goal?.phrase ?? '').not.toMatch(/^remember\b/);
  });
});
