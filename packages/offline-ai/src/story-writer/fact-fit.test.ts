import { describe, expect, it } from 'vitest';
import { factFitsWish } from './fact-fit.js';
import { beatsFor } from './shapes.js';
import { writeStoryDetailed } from './story-writer.js';

describe('a fact in a trouble is about that trouble', () => {
  it('knows a fact that speaks of the wish or of what stands in its way', () => {
    expect(factFitsWish('Snails are slow and slide on one foot on a trail of slime.', 'go fast')).toBe(true);
    expect(factFitsWish('Snails eat leaves with a tongue covered in tiny teeth.', 'go fast')).toBe(false);
    expect(factFitsWish('Penguins cannot fly, but they are super swimmers.', 'fly')).toBe(true);
    expect(factFitsWish('A snail has eyes at the tips of its long feelers.', 'see the sea')).toBe(false);
  });

  it('a snail who wants to go fast hears that snails are slow, where it tries and tries', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs } = writeStoryDetailed({ prompt: 'A snail who wants to go fast', paragraphs: 6, seed });
      const text = paragraphs.join(' ');
      expect(text, `seed ${seed}`).toContain('Snails are slow');
      expect(text, `seed ${seed}`).not.toMatch(/tongue covered in tiny teeth/);
    }
  });

  // A fact that does not fit the wish waits for a paragraph with no trouble in it.
  it.each(['A snail who wants to see the sea', 'A hedgehog who wants to climb a tree', 'A whale who wants to find a friend'])(
    '%s: its one fact is not said in the paragraph of its trouble',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, factParagraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const fact = plan.facts[0];
        if (!fact || plan.educational || factFitsWish(fact, plan.goal.phrase)) continue;
        const beats = beatsFor(plan);
        for (const at of factParagraphs)
          expect(
            beats[at]?.some((id) => /trouble|fail|wrong|stumble|muddle/i.test(id)),
            `${prompt} (${seed}): ${paragraphs[at]}`,
          ).toBe(false);
      }
    },
  );
});
