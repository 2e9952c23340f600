import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a sad day ("Ava feels sad today")', () => {
  it.each(['Ava feels sad today', 'Ella feels upset', 'Noah is sad'])(
    '%s: the sad feeling, a grown-up who listens, words and a cuddle, and a smile, at home',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, tags, title } = told(prompt, seed);
        const at = `${prompt} (seed ${seed})`;
        const text = paragraphs.join(' ');
        expect(plan.homeDay?.id, at).toBe('sad');
        expect(plan.setting, at).toBe('home');
        expect(['mum', 'dad'], at).toContain(plan.guide.kind.word);
        expect(paragraphs[0], at).toMatch(/\bsad\b/);
        expect(paragraphs[3], at).toMatch(/\b(?:all right to feel sad|Sad feelings are all right)\b/);
        expect(paragraphs[4], at).toMatch(/\b(?:smiled|laughed)\b/);
        // No new friend wished for, no sadness wished for, no fear to be brave about.
        expect(text, at).not.toMatch(/\b(?:new friend|feel upset|brave|You did)\b/i);
        expect(title, at).not.toMatch(/\bWants\b|Makes a Friend/);
        expect(plan.educational, at).toBe(false);
        expect(tags, at).toContain('feelings');
      }
    },
  );

  it('a lonely hero still wishes for a friend', () => {
    expect(told('a lonely whale looking for a friend', 1).plan.homeDay).toBeUndefined();
  });
});

describe('jealous of a friend ("Sam is jealous of his friend")', () => {
  it.each(['Sam is jealous of his friend', 'Leo is jealous of his best friend Max', 'Mia is jealous of Zoe'])(
    '%s: the prickly feeling named, words instead of unkind ones, and glad for the friend in the end',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, tags, title } = told(prompt, seed);
        const at = `${prompt} (seed ${seed})`;
        const text = paragraphs.join(' ');
        expect(plan.homeDay?.id, at).toBe('envy');
        expect(plan.friend?.kind.human, at).toBe(true);
        expect(paragraphs[0], at).toContain(plan.friend!.name);
        expect(text, at).toMatch(/\bjealous\b/);
        expect(text, at).toMatch(/\b(?:Well done|sorry|really cool|took turns|let \w+ ride)\b/);
        // No cross day with its crayons and towers, no friend who wanders over to peek.
        expect(text, at).not.toMatch(/\b(?:crayons|tower|walked over|brave)\b/i);
        expect(title, at).toMatch(/\bJealous\b|Green Feeling/);
        expect(tags, at).toContain('feelings');
      }
    },
  );
});
