import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { roleOf } from './world/roles.js';

const IDEAS: readonly [string, string][] = [
  ['Princess Amara wants to be a knight', 'knight'],
  ['Tom wants to be a pirate', 'pirate'],
  ['Ben wants to be a chef', 'chef'],
  ['Lily wants to be an astronaut', 'astronaut'],
  ['Sam wants to be a firefighter when he grows up', 'firefighter'],
  ['Zara wants to become a vet', 'vet'],
  ['Leo dreams of being a farmer', 'farmer'],
];

describe('a wish to be someone', () => {
  it.each(IDEAS)('%s: is shown how by one of them, puts a trouble right as one, and is made one', (prompt, word) => {
    const role = roleOf(word)!;
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.role?.word).toBe(word);
      expect(story.plan.guide.kind.word).toBe(word);
      // Taught what one of them does, and the trouble only one of them would know how to put right.
      expect(role.lessons.some((lesson) => text.includes(lesson.replace(/\{their\} /, '')))).toBe(true);
      expect(role.troubles.some((t) => text.includes(t.event))).toBe(true);
      expect(text).toMatch(new RegExp(`\\b(?:was an? ${word} at last|really was an? ${word} now)\\b`));
      // Who the hero becomes is never a thing to think of or hold, nor a wish that goes wrong for no reason.
      expect(text).not.toMatch(new RegExp(`\\b(?:thinking of|thought of|loved) (?:the|a) ${word}s?\\b`));
      expect(text).not.toMatch(/much harder than it looked|first try at being/);
    }
  });

  it.each([
    ['A dog who wants to be a police dog', 'police dog'],
    ['Rex the puppy dreams of becoming a sniffer dog', 'sniffer dog'],
  ])('%s: a working animal is taught by the one it works with, in their town', (prompt, word) => {
    const role = roleOf(word)!;
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.role?.word).toBe(word);
      expect(story.plan.hero.kind.word).not.toBe('police officer');
      expect(story.plan.guide.kind.word).toBe('police officer');
      expect(story.plan.setting).toBe('city');
      expect(role.troubles.some((t) => text.includes(t.event))).toBe(true);
      expect(text).toContain(`was a ${word} at last`);
      // No stock trouble of a day at home ('the lights flickered and went out').
      expect(text).not.toMatch(/lights flickered|Noodle's Police Dog/);
    }
  });

  it.each(['Mia wants to be brave at the pool', 'Noah wants to be a good friend', 'A little cloud wants to be a rainbow'])(
    '%s: a wish to be something else is no role',
    (prompt) => {
      expect(writeStoryDetailed({ prompt, seed: 1, paragraphs: 6 }).plan.role).toBeUndefined();
    },
  );
});

describe('the one met on the way', () => {
  /** Sentences where the hero has told the wish to the one met: said to them, or told them of it. */
  const TOLD =
    /(?:^|“|")(?:I want to|I’m going to|Can you teach me)|\btold (?:the \w+|[A-Z]\w+) (?:about )?(?:his|her|their) (?:plan|big wish)/;

  it.each([
    ...IDEAS.map(([prompt]) => prompt),
    'A dragon who wants to fly to the moon',
    'Kiri the kiwi bird wants to see the sea',
    'Mo the mole wants to climb the hill',
  ])('%s: offers help with the wish or asks about it only once it is told', (prompt) => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs } = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const sentences = paragraphs
        .slice(1)
        .join(' ')
        .split(/(?<=[.!?][”"]?)\s+/);
      const asked = sentences.findIndex((s) => /Can I help you|So you want to be/.test(s));
      if (asked < 0) continue;
      expect(
        sentences.slice(0, asked).some((s) => TOLD.test(s)),
        sentences.slice(0, asked + 1).join(' '),
      ).toBe(true);
    }
  });
});

describe('a wish to be someone children often dream of', () => {
  it.each([
    ['Leo wants to be a footballer', 'footballer', 'park', 'football coach', /\b(?:goal posts|pitch|cones|footballs)\b/],
    ['Leo wants to be a footballer when he grows up', 'footballer', 'park', 'football coach', /\b(?:goal posts|pitch|cones)\b/],
    ['Amira wants to be a singer', 'singer', 'theatre', 'singer', /\b(?:microphone|stage|spotlight)\b/],
    ['Sam wants to be a drummer', 'drummer', 'school', 'musician', /\b(?:drum kit|music stands|tambourines)\b/],
    ['Zoe wants to be a musician', 'musician', 'school', 'musician', /\b(?:piano|guitar|music stands)\b/],
    ['Ben wants to be an artist', 'artist', 'school', 'artist', /\b(?:easels|paint|brushes)\b/],
    ['Leo wants to be a dancer', 'dancer', 'school', 'dancer', /\b(?:barre|mirror|tutus|stage)\b/],
    ['Ravi wants to be a racing driver', 'racing driver', 'workshop', 'racing driver', /\b(?:go-kart|tyres|racing car)\b/],
    ['Mia wants to be a detective', 'detective', 'museum', 'detective', /\b(?:magnifying glass|clues|footprints)\b/],
    ['Sam wants to be a gardener', 'gardener', 'garden', 'gardener', /\b(?:seed|soil|roots|weeds)\b/],
    ['Tom wants to be a mechanic', 'mechanic', 'workshop', 'mechanic', /\b(?:spanner|tyre|bolt|oil)\b/],
    ['Noah wants to be a superhero', 'superhero', 'city', 'superhero', /\bcape\b/],
  ] as const)('%s: taught by a %s where it is done, and made one', (prompt, word, setting, guide, things) => {
    const role = roleOf(word)!;
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      const at = `${prompt} (seed ${seed}): ${text}`;
      expect(story.plan.role?.word, at).toBe(word);
      expect(story.plan.setting, at).toBe(setting);
      expect(story.plan.guide.kind.word, at).toBe(guide);
      expect(text, at).toMatch(things);
      expect(
        role.troubles.some((t) => text.includes(t.event.replace(/\{heroS\}/, `${story.plan.hero.name}'s`))),
        at,
      ).toBe(true);
      expect(text, at).toMatch(new RegExp(`\\b(?:was an? ${word} at last|really was an? ${word} now)\\b`));
      // Never a beach, a lifeguard or a look at the one wished to be.
      expect(text, at).not.toMatch(/\b(?:beach|lifeguard|tide|looked at the \w+ and smiled|gave the \w+ a long look)\b/);
      expect(text, at).not.toMatch(/rows of little desks|whiteboard|duck pond/);
    }
  });

  it('each new role is told in its own words: no two share a cheer or a line of practice', () => {
    const words = ['footballer', 'singer', 'drummer', 'musician', 'artist', 'dancer', 'racing driver', 'detective'];
    const lines = words.flatMap((w) => [...(roleOf(w)!.practise ?? []), ...(roleOf(w)!.praise ?? [])]);
    expect(lines.length).toBeGreaterThanOrEqual(words.length * 4);
    expect(new Set(lines).size).toBe(lines.length);
  });
});
