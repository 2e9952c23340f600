import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a child who loves something', () => {
  const ideas: [string, string, RegExp][] = [
    ['Mia loves trains', 'station', /\btrains?\b/],
    ['Leo loves dinosaurs', 'museum', /\bdinosaur/],
    ['Sam loves space', 'museum', /\bspace\b/],
    ['A girl who loves giraffes', 'zoo', /\bgiraffes?\b/],
    ['Tom is mad about sharks', 'aquarium', /\bsharks?\b/],
    ['Ava loves horses', 'farm', /\b(?:horses?|pon(?:y|ies))\b/],
    ['Ruby loves the sea', 'beach', /\bsea\b/],
    ['A boy who loves planes', 'airport', /\bplanes?\b/],
    ['Kai loves buses', 'city', /\bbus(?:es)?\b/],
    ['Zara is crazy about boats', 'sea', /\bboats?\b/],
    ['Oscar adores penguins', 'aquarium', /\bpenguins?\b/],
  ];

  it.each(ideas)('%s: shows the love, then a day where it is real; never a quest to enjoy it', (prompt, setting, loved) => {
    for (const seed of [1, 2, 3]) {
      const { title, paragraphs, plan } = story(prompt, seed);
      const text = paragraphs.join(' ');
      expect(plan.setting).toBe(setting);
      expect(plan.dayOut?.loves).toBeDefined();
      // The first page is the love, at home.
      expect(paragraphs[0]).toMatch(/\bloved\b/);
      expect(paragraphs[0]).toMatch(loved);
      // The day names what is loved, and it is played at home after.
      expect(paragraphs.slice(1).join(' ')).toMatch(loved);
      expect(paragraphs[5]).toMatch(/\b(?:home|bath time|bed|later)\b/i);
      expect(text).not.toMatch(/\benjoy(?:ing|ed)?\b/i);
      expect(title).not.toMatch(/\bEnjoy/);
    }
  });

  it('a loved thing with a topic of its own is taught by a true fact said on the day', () => {
    const facts = [1, 2, 3, 4].map((seed) => story('Leo loves dinosaurs', seed).paragraphs[2]!);
    for (const page of facts) expect(page).toMatch(/"[^"]*\bdinosaurs?\b[^"]*"/i);
  });

  it('a kind loved among many is never told a fact of another ("Hens lay eggs" for horses)', () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(story('Ava loves horses', seed).paragraphs.join(' ')).not.toMatch(/\bHens lay\b/);
  });

  it.each([
    // (Loving is not the story: getting lost is, and a dragon's love keeps its own telling.)
    ['Mia, who loves trains, gets lost at the station'],
    ['A dragon who loves trains'],
    ['Mia loves trains but is scared of the loud whistle'],
    ['Sam loves his grandma'],
  ])('%s: is no loved day', (prompt) => {
    expect(story(prompt, 1).plan.dayOut?.loves).toBeUndefined();
  });
});

describe('a child who loves a creature no day out shows, or a pet of their own', () => {
  it.each([
    ['Mia loves unicorns', 'unicorn'],
    ['A girl who loves cats', 'cat'],
    ['Leo loves dragons', 'dragon'],
  ])('%s: makes a friend of that kind, never a wish to enjoy them', (prompt, kind) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = story(prompt, seed);
      expect(plan.goal.phrase).toMatch(new RegExp(`^make friends with an? ${kind}$`));
      expect(plan.friend?.kind.word).toBe(kind);
      expect(paragraphs.join(' ')).not.toMatch(/\benjoy/i);
    }
  });

  it.each(['Sam loves his cat', 'Mia loves her puppy Biscuit'])('%s: a day looking after the pet at home', (prompt) => {
    for (const seed of [1, 2]) {
      const { paragraphs, plan } = story(prompt, seed);
      expect(plan.setting).toBe('home');
      expect(plan.homeDay?.id).toBe('pet');
      expect(paragraphs.join(' ')).not.toMatch(/\benjoy/i);
    }
  });
});

describe('a pet of no kind said', () => {
  it.each(['Ella wants a pet', 'Tom wants to have a pet'])(
    '%s: is a puppy or a kitten chosen, never a quest for "a pet"',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = story(prompt, seed);
        expect(plan.setting).toBe('home');
        expect(['puppy', 'kitten', 'dog', 'cat']).toContain(plan.friend?.kind.word);
        expect(paragraphs.join(' ')).not.toMatch(/\bget(?:ting)? a pet\b|\bforest\b/);
      }
    },
  );
});

describe('a love said by the way, before what happens', () => {
  it.each(['Mia, who loves trains, gets lost at the station', 'A girl who loves trains gets lost at the station'])(
    '%s: is what happens (lost at the station), never a wish to enjoy trains',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = story(prompt, seed);
        expect(plan.lost, `${seed}`).toBeDefined();
        expect(plan.setting).toBe('station');
        expect(paragraphs.join(' ')).not.toMatch(/\benjoy/i);
      }
    },
  );

  it('a fear said so is the story’s own, and a love that gives the match its game is kept', () => {
    expect(story('A boy who is scared of the dark goes camping', 1).plan.goal.phrase).toMatch(/\bdark\b/);
    expect(story('Leo, who loves football, wins the big match', 1).paragraphs.join(' ')).toMatch(/\bfootball\b/);
  });
});
