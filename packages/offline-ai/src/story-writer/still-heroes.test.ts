import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { understandIdea } from '../language/index.js';

const write = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** A hero that cannot go anywhere, told as if it walked: hopping, kicking, snacking, setting off, reading a book. */
const GOING =
  /\b(?:hopped|wobbled|kicked|snack|went to look|packed|set off|headed home|went home from|walked|run to|drifted on|floated (?:about|past)|On went|kept going|sat (?:down )?by|high five|thought of a book|new (?:in|on|under) the|other (?:mountains|moons|stars|trees|volcanoes|lighthouses))\b/;

describe('a hero that stays where it is (a mountain, a star, a volcano, a tree, a lighthouse)', () => {
  const OWN_PLACE: readonly (readonly [string, string])[] = [
    ['The mountain who was lonely', 'mountain'],
    ['A star who wanted to shine brighter', 'night-sky'],
    ['The volcano that wanted to sleep', 'island'],
    ['The tree who wanted a friend', 'forest'],
    ['The lighthouse and the seagull', 'beach'],
    ['The moon who wanted a friend', 'night-sky'],
    ['The lonely lighthouse', 'beach'],
  ];
  for (const [prompt, setting] of OWN_PLACE)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): stays in its own place and does what it can there; friends come to it`, () => {
        const { paragraphs, plan } = write(prompt, seed);
        expect(plan.hero.kind.still).toBe(true);
        // Its own place, never where its topic is learned about (a volcano at the museum).
        expect(plan.setting).toBe(setting);
        expect(plan.journey).toBe(false);
        const text = paragraphs.join(' ');
        expect(text).not.toMatch(GOING);
        expect(text).not.toMatch(/\bmuseum\b|\bteacher\b/);
        // (An 'it' that is no one is not the hero: never 'Biscuit was more fun with a goat for a friend'.)
        expect(text).not.toMatch(new RegExp(`${plan.hero.name} was more fun`));
        // (It points at nothing, not even its own summit; a goat may.)
        expect(text).not.toMatch(new RegExp(`(?:${plan.hero.name}|It|they) pointed`));
      });

  it('is visited in the sky only by one who can fly there, and its wish to shine brighter is never "shine it"', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { plan, paragraphs } = write('A star who wanted to shine brighter', seed);
      expect(plan.guide.kind.canFly, `seed ${seed}`).toBe(true);
      expect(paragraphs.join(' '), `seed ${seed}`).not.toMatch(/\bshine it\b|\bShining it\b/);
    }
  });

  it('does what its kind does where it stands: a star twinkles, a volcano puffs, a mountain wears its snow', () => {
    const told = (prompt: string) => [1, 2, 3].map((seed) => write(prompt, seed).paragraphs.join(' ')).join(' ');
    expect(told('A star who wanted to shine brighter')).toMatch(/twinkled|sparkled|shone down/);
    expect(told('The volcano that wanted to sleep')).toMatch(/puffed|rumbled|warmed the rocks/);
    expect(told('The mountain who was lonely')).toMatch(/cap of snow|echoed|stood tall/);
  });

  it('is the hero of a title that pairs it with creatures who come to it', () => {
    const idea = understandIdea('The old oak tree and the squirrels');
    expect(idea.hero?.kind.word).toBe('oak tree');
    expect(idea.hero?.kind.still).toBe(true);
    const { plan, paragraphs } = write('The old oak tree and the squirrels', 1);
    expect(plan.friend?.kind.word).toBe('squirrel');
    expect(paragraphs.join(' ')).not.toMatch(GOING);
    // (A creature is no still hero: 'The fox and the crow' is the fox's.)
    expect(understandIdea('The fox and the crow').hero?.kind.still).toBeUndefined();
  });

  it('plays no tag and grabs no swing with a new friend: a game it can play, or a friend who comes back', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = write('The mountain who was lonely', seed).paragraphs.join(' ');
      expect(text, `seed ${seed}`).not.toMatch(/\b(?:tag|chase|swing|ball|grabbed|sunny rock)\b/);
    }
  });

  for (const seed of [1, 2, 3])
    it(`The lighthouse who was afraid of the dark (seed ${seed}): keeps watch where it stands, never creeps out`, () => {
      const { paragraphs, plan } = write('The lighthouse who was afraid of the dark', seed);
      expect(plan.goal.phrase).toBe('keep watch all through the night');
      const text = paragraphs.join(' ');
      expect(text).not.toMatch(/\bnest\b|hurried home|crept out|go out in the dark/);
      expect(text).toMatch(/kept watch|looked out into the dark/);
    });

  for (const seed of [1, 2, 3])
    it(`The moon who could not sleep (seed ${seed}): no bed or tummy; it shines all night and sleeps at sunrise`, () => {
      const text = write('The moon who could not sleep', seed).paragraphs.join(' ');
      expect(text).not.toMatch(/\bbed\b|\btummy\b|curled up/);
      expect(text).toMatch(/As the sun rose/);
    });

  it('a tree that cannot sleep hides behind no cloud: that is for the moon or a star', () => {
    for (const seed of [1, 2, 3]) {
      const text = write('The old tree who could not sleep', seed).paragraphs.join(' ');
      expect(text, `seed ${seed}`).not.toMatch(/behind a fluffy cloud|\bbed\b|tummy/);
    }
  });

  it('a river that wants to see the sea flows there, as a river does', () => {
    for (const seed of [1, 2]) {
      const { plan, paragraphs } = write('The river who wanted to see the sea', seed);
      expect(plan.lifeCycle?.id).toBe('river');
      expect(paragraphs.join(' ')).not.toMatch(/\bhopped\b|packed for|wobbled/);
    }
  });
});
