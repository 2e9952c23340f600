import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { DAYS_OUT } from './world/days-out.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });
/** The longest run of a line's own words, between its slots and stops: what any telling of it says. */
const firstWords = (line: string) =>
  line
    .split(/\{[A-Za-z]+\}|[,.!?:"“”]/)
    .map((run) => run.trim())
    .reduce((a, b) => (b.split(' ').length > a.split(' ').length ? b : a), '');

describe('a day out', () => {
  const ideas: [string, keyof typeof DAYS_OUT][] = [
    ['A day at the beach with Dad', 'beach'],
    ["Ruby's trip to the zoo", 'zoo'],
    ['A trip to the fair with Grandma', 'fair'],
    ['Sam goes to the farm with Mum', 'farm'],
    ['A visit to the museum', 'museum'],
    ['Maya and her dad spend the day at the park', 'park'],
    ['Maya and her grandpa go to the market', 'market'],
    ['Going to the beach', 'beach'],
  ];

  it.each(ideas)('%s: is told by the fun of the place, never "explored" with a stock storm', (prompt, setting) => {
    const day = DAYS_OUT[setting]!;
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs, plan } = story(prompt, seed);
      const text = paragraphs.join(' ');
      expect(plan.dayOut, `${seed}`).toBeDefined();
      expect(text, `${seed}`).not.toMatch(/\bexplor(?:e|ed|ing)\b|dark clouds|it was no good/i);
      // Three of the place's own fun, its trouble and the fix of that very trouble.
      expect(day.fun.filter((line) => text.includes(firstWords(line))).length, `${seed}: ${text}`).toBeGreaterThanOrEqual(3);
      const trouble = day.troubles.find((t) => text.includes(firstWords(t.event)));
      expect(trouble, `${seed}: ${text}`).toBeDefined();
      expect(text, `${seed}`).toContain(firstWords(trouble!.fix));
      // The hope said at the start comes true on the day.
      const hoped = day.hopes.find(([hope]) => paragraphs[0]!.includes(hope));
      expect(hoped, `${seed}: ${paragraphs[0]}`).toBeDefined();
      expect(text).toContain(firstWords(day.fun[hoped![1]]!));
      expect(paragraphs.at(-1)).toMatch(/\b(?:night|bedtime|asleep|sleepily|home)\b/i);
    }
  });

  it('is spent with whoever the idea names, else with Mum or Dad', () => {
    expect(story('A day at the beach with Grandpa', 1).paragraphs[0]).toMatch(/\bGrandpa\b/);
    expect(story("Ruby's trip to the zoo", 1).paragraphs[0]).toMatch(/\b(?:Mum|Dad)\b/);
  });

  it('is no lesson on the place, with no hero named', () => {
    for (const prompt of ['Going to the beach', 'Going to the farm', 'Going to the market with Mum'])
      expect(story(prompt, 1).plan.educational, prompt).toBe(false);
  });

  it('leaves a wish of its own to its own telling', () => {
    for (const prompt of [
      'Leo builds a sandcastle at the beach',
      'A penguin at the zoo wants to fly',
      'Sam is scared of the zoo',
    ])
      expect(story(prompt, 1).plan.dayOut, prompt).toBeUndefined();
  });
});
