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

describe('two friends who fall out ("Maya and her best friend fall out")', () => {
  it.each([
    'Maya and her best friend fall out',
    'Sam and Leo had a fight',
    'Mia and Zoe are not friends any more',
    'Two friends argue',
    'Ben fell out with his best friend Tom at school',
  ])('%s: the quarrel, playtime alone, a sorry, and friends again', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      const text = paragraphs.join(' ');
      expect(plan.homeDay?.id, at).toBe('fallout');
      expect(plan.friend?.kind.human, at).toBe(true);
      // A teacher sees them apart, never a friend met there ('Adam the friend').
      expect(plan.guide.kind.word, at).toBe('teacher');
      expect(paragraphs[0], at).toContain(plan.friend!.name);
      expect(paragraphs[0], at).toMatch(/"Mine!"|"No, here!"/);
      expect(paragraphs[3], at).toMatch(/\bsorry\b/);
      // Never a wish to fall out or to fight, never a friend met on the way.
      expect(text, at).not.toMatch(/\b(?:wish(?:ed)? to|wants? to|dreamed of) (?:fall out|fight|argue)|Hi there\b/i);
      expect(title, at).toMatch(/Make Up|Friends Again/);
    }
  });

  it('what they fell out over is the idea’s own: the swing, the last cookie, never a red scooter', () => {
    for (const [prompt, thing] of [
      ['Two friends argue about who gets the swing', 'the swing'],
      ['Leo and Sam fight over the last cookie', 'the last cookie'],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = told(prompt, seed);
        expect(plan.homeDay?.id, prompt).toBe('fallout');
        expect(paragraphs[0], prompt).toContain(`both wanted ${thing}`);
        expect(paragraphs.join(' '), prompt).not.toMatch(/red scooter|make friends with/);
      }
  });

  it('a fall out of bed, or a tooth that fell out, is no quarrel', () => {
    for (const prompt of ['Tom falls out of bed', "Sam's tooth fell out at Leo's party"])
      expect(told(prompt, 1).plan.homeDay?.id, prompt).not.toBe('fallout');
  });
});
