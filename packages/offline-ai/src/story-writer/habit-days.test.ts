import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

describe('a child who is always late', () => {
  const ideas = ['Sam is always late for school', 'A boy who is always late', 'The girl who was always late'];
  it.each(ideas.flatMap((prompt) => [1, 2, 3].map((seed) => [prompt, seed] as const)))(
    '%s: late through the morning, a day it costs, a grown-up’s trick, on time the next morning (seed %i)',
    (prompt, seed) => {
      const { plan, paragraphs, title } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = paragraphs.join(' ');
      expect(plan.setting).toBe('home');
      expect(paragraphs[0]).toMatch(/\blate\b|last one ready|still in/);
      expect(paragraphs[2]).toMatch(/\bso late\b/);
      expect(paragraphs.slice(3).join(' ')).toMatch(/\bnext morning\b/);
      // Never a quest to the station or a lesson on the clock's hands.
      expect(text).not.toMatch(/\bstation\b|long hand|short hand|forest|wish to/);
      expect(title).not.toMatch(/Telling the Time|Station/);
      // ('on time' is no lesson on telling the time.)
      expect(plan.educational).toBe(false);
    },
  );
});

describe('a child who never listens', () => {
  const ideas = ['Ben never listens', "Mia doesn't listen", 'A boy who never listened'];
  it.each(ideas.flatMap((prompt) => [1, 2, 3].map((seed) => [prompt, seed] as const)))(
    '%s: busy ears, the thing missed, a listening game, heard the first time (seed %i)',
    (prompt, seed) => {
      const { plan, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(plan.setting).toBe('home');
      expect(paragraphs[0]).toMatch(/\bnever listened\b|did not hear/);
      expect(paragraphs[2]).toMatch(/\bdid not hear\b/);
      expect(paragraphs.slice(4).join(' ')).toMatch(/\bheard\b|\blistened\b|\bListening\b/);
      expect(paragraphs.join(' ')).not.toMatch(/forest|wish to listen|learn to listen/);
      expect(plan.educational).toBe(false);
    },
  );
});

describe('a bus or a train that is always late', () => {
  const ideas = [
    ['The bus that was always late', 'bus', 'city', /\bstops?\b/],
    ['The little train that is always late', 'train', 'station', /\bstations?\b|\bplatform\b/],
  ] as const;
  it.each(
    ideas.flatMap(([prompt, kind, setting, stop]) => [1, 2, 3].map((seed) => [prompt, seed, kind, setting, stop] as const)),
  )(
    '%s: late on its round, a day it costs someone, the driver’s trick, on time next morning (seed %i)',
    (prompt, seed, kind, setting, stop) => {
      const { plan, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = paragraphs.join(' ');
      expect(plan.hero.kind.word).toBe(kind);
      expect(plan.setting).toBe(setting);
      expect(plan.homeDay?.id).toBe('habit');
      expect(paragraphs[0]).toMatch(/\blate\b/);
      expect(paragraphs[2]).toMatch(/\bso late\b/);
      expect(paragraphs[3]).toContain(`${kind} driver`);
      expect(paragraphs[4]).toMatch(/\bnext morning\b/);
      expect(text).toMatch(stop);
      // A bus or a train drives and puffs along: never hops, never has a wish 'to be' with nothing after it.
      expect(text).not.toMatch(/\bhopped\b|\blearn(?:ing)? to be\b(?! on time)|\bwants? to be\b(?! late| on time)|sunflower/);
    },
  );

  it('a bus named as itself is the hero, not a ride for a child', () => {
    const { plan, paragraphs } = writeStoryDetailed({ prompt: 'Bella the bus', paragraphs: 6, seed: 1 });
    expect(plan.hero.name).toBe('Bella');
    expect(plan.hero.kind.word).toBe('bus');
    expect(paragraphs.join(' ')).toMatch(/\b(?:drove|rumbled)\b/);
    // (So is any thing named so at the start of the idea: 'Tilly the teapot' is a teapot, never a girl.)
    expect(writeStoryDetailed({ prompt: 'Tilly the teapot', paragraphs: 6, seed: 1 }).plan.hero.kind.word).toBe('teapot');
    // ('Bella the bus goes to the seaside' drives there: never runs down the sandy path, never step by step.)
    for (const seed of [1, 2, 3]) {
      const text = writeStoryDetailed({ prompt: 'Bella the bus goes to the seaside', paragraphs: 6, seed }).paragraphs.join(' ');
      expect(text).not.toMatch(/\bran down\b|step by step|\bhopped\b/);
    }
  });
});

describe('a habit asks no lesson', () => {
  it('one who asks to tell the time is still taught it', () => {
    const { plan } = writeStoryDetailed({ prompt: 'Sam learns to tell the time', paragraphs: 6, seed: 1 });
    expect(plan.educational).toBe(true);
    expect(plan.topic?.id).toBe('telling-time');
  });
});

describe('a child who keeps losing things', () => {
  const ideas = [
    ['Mia always loses her things', /\bthings\b/],
    ['A boy who keeps losing his shoes', /\bshoes\b/],
    ['Sam can never find his hat', /\bhat\b/],
  ] as const;
  it.each(ideas.flatMap(([prompt, thing]) => [1, 2, 3].map((seed) => [prompt, seed, thing] as const)))(
    '%s: the morning hunt, lost at the worst moment, a place for it, found at once (seed %i)',
    (prompt, seed, thing) => {
      const { plan, paragraphs, title } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = paragraphs.join(' ');
      expect(plan.setting).toBe('home');
      expect(plan.educational).toBe(false);
      expect(paragraphs[0]).toMatch(/\bWhere (?:is|are) my\b|\blosing things\b|\bhunted\b/);
      expect(paragraphs[0]).toMatch(thing);
      expect(paragraphs[2]).toMatch(/\bcould not find\b|\bnowhere\b|\blost\b/i);
      expect(paragraphs[3]).toMatch(/\bhook\b|\bbasket\b|\bbox\b|\blabels?\b/);
      expect(paragraphs[4]).toMatch(/\bnext morning\b/);
      // Never a quest to find them in the forest, nor a wish to keep losing them.
      expect(text).not.toMatch(/forest|dreamed of finding|keep losing|keep track|got to find/);
      expect(title).not.toMatch(/Keep|Wants/);
    },
  );
});

describe('one who keeps forgetting', () => {
  const ideas = ['The elephant who forgot', 'A forgetful squirrel', 'Grandpa keeps forgetting things'];
  it.each(ideas.flatMap((prompt) => [1, 2, 3].map((seed) => [prompt, seed] as const)))(
    '%s: the forgetting, the big thing forgotten, a way to remember, remembered (seed %i)',
    (prompt, seed) => {
      const { plan, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = paragraphs.join(' ');
      expect(plan.homeDay?.id).toBe('habit');
      expect(plan.educational).toBe(false);
      expect(paragraphs.slice(0, 3).join(' ')).toMatch(/\bforg[eo]t|\bburied\b/);
      expect(paragraphs.slice(3).join(' ')).toMatch(/\bremember|\bmap\b|\bthere (?:was|were) (?:a nut|the nuts)/i);
      // Never a wish to find, nor a quest to the forest.
      expect(text).not.toMatch(/wish to find|dream: to find|got to learn to remember|learned to remember things/);
    },
  );
  it('a squirrel forgets where its nuts are buried, in the wood', () => {
    const { plan, paragraphs } = writeStoryDetailed({ prompt: 'A forgetful squirrel', paragraphs: 6, seed: 1 });
    expect(plan.setting).toBe('forest');
    expect(paragraphs.join(' ')).toMatch(/\bnuts?\b/);
  });
});
