import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { schoolFriendStory } from './school-friends.js';
import { FRIEND_TROUBLES, friendTroubles } from './world/friend-troubles.js';
import { kindByWord, settingById } from '../language/index.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** Making a new friend, from the eval ideas and what parents type. */
const FRIENDSHIPS = [
  'The moon who wanted a friend',
  'A brave knight and a friendly dragon',
  "Lily's first day at school",
  'A lonely penguin',
  'A shy giraffe at the school disco',
  'A fish who wants a friend',
  'a lonely whale looking for a friend',
  'A giraffe who wants to make friends with a tiny mouse',
  'Anaïs meets a fairy at the bottom of the garden',
  'An alien lands in Saoirse’s garden',
];

/** The stock trouble any doing may have: it says nothing of the two friends. */
const STOCK = /first try at|one little step at a time|much harder than it looked|tried (?:playing|again)\b/i;

describe('the trouble of a new friendship', () => {
  const friendships = FRIENDSHIPS.flatMap((prompt) =>
    [1, 2, 3, 4].map((seed) => ({ prompt, seed, story: told(prompt, seed) })),
  ).filter(({ story }) => story.plan.shape === 'friendship');

  it('is never a first try that went all wrong or was harder than it looked', () => {
    expect(friendships.length).toBeGreaterThan(20);
    for (const { prompt, seed, story } of friendships)
      expect(story.paragraphs.join(' '), `${prompt} (seed ${seed})`).not.toMatch(STOCK);
  });

  it('is most often one between the two friends, told with their own words and a fix of what they do', () => {
    // (A friend made at school is told by the school day's own trouble: a spilled paint pot, no seat at lunch.)
    const byPlace = friendships.filter(({ story }) => !schoolFriendStory(story.plan));
    const between = byPlace.filter(({ story }) => story.plan.trouble.place?.friends);
    expect(between.length).toBeGreaterThan(byPlace.length / 2);
    for (const { prompt, seed, story } of between) {
      // The fifth paragraph is the trouble and its fix.
      const paragraph = story.paragraphs[4]!;
      expect(paragraph, `${prompt} (seed ${seed})`).toContain(story.plan.friend!.name);
      expect(paragraph, `${prompt} (seed ${seed})`).toMatch(/"[^"]+"/);
      // No stock 'How will we play now?' after it: the friends say their own words.
      expect(paragraph, `${prompt} (seed ${seed})`).not.toMatch(/\bHow (?:will|could)\b/);
    }
  });

  it('fits the bodies and the place: no swing, tower or ball for a fish under the sea or a moon in the night sky', () => {
    // (A moon is a thing of the sky, not an animal: its kind comes with the story.)
    const kinds = (prompt: string) => {
      const { plan } = told(prompt, 1);
      return [plan.hero.kind, plan.friend!.kind, settingById(plan.setting)] as const;
    };
    const pairs = [
      [kindByWord('fish'), kindByWord('turtle'), settingById('underwater')] as const,
      [kindByWord('whale'), kindByWord('dolphin'), settingById('sea')] as const,
      kinds('The moon who wanted a friend'),
    ];
    for (const [hero, friend, setting] of pairs) {
      const troubles = friendTroubles(hero, friend, setting).flat();
      expect(troubles.length, hero.word).toBeGreaterThanOrEqual(4);
      for (const t of troubles)
        expect(`${t.event} ${t.fix}`, hero.word).not.toMatch(/\b(?:swing|tower|fence|hill|pond|blocks)\b/);
    }
    const school = friendTroubles(kindByWord('girl')!, kindByWord('boy')!, settingById('school')).flat();
    expect(school.map((t) => t.event).join(' ')).toMatch(/tower of blocks/);
    expect(school.map((t) => t.event).join(' ')).not.toMatch(/sandcastle|down the hill/);
  });

  it('has two or more wordings for each trouble, and a fix told of what the friends do together', () => {
    for (const trouble of FRIEND_TROUBLES) {
      expect(trouble.wordings.length, trouble.id).toBeGreaterThanOrEqual(2);
      for (const w of trouble.wordings) {
        expect(w.fix, trouble.id).toMatch(/^They /);
        expect(w.fix, trouble.id).not.toMatch(STOCK);
        // The friends' own words, in the trouble and in its fix.
        expect(w.event, trouble.id).toMatch(/"[^"]+"|Nobody said a word/);
        expect(w.fix, trouble.id).toMatch(/"[^"]+"/);
      }
    }
  });
});

describe('a friend not yet met', () => {
  it('is wished for by kind, not by the name the story gives them later', () => {
    for (const prompt of ['The princess and the frog', 'A brave knight and a friendly dragon'])
      for (const seed of [1, 2, 3, 4]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.paragraphs[0], `${prompt} (${seed})`).not.toContain(story.plan.friend!.name);
      }
  });
});
