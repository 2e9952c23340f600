import { describe, expect, it } from 'vitest';
import { readability } from './readability.js';
import { writeStory, writeStoryDetailed } from './story-writer.js';
import { DISLIKES } from './world/dislikes.js';
import { gated } from './world/fears.js';

const story = (prompt: string, seed: number) => writeStory({ prompt, paragraphs: 6, seed });
const plan = (prompt: string) => writeStoryDetailed({ prompt, paragraphs: 6, seed: 1 }).plan;

/** Each idea, the dislike it is told by, and a word of it the opening says. */
const IDEAS: readonly (readonly [string, string, RegExp])[] = [
  ["The dinosaur who didn't like vegetables", 'vegetables', /\b(?:peas|broccoli|vegetables|green)\b/i],
  ['Tom hates bath time', 'bath', /\bbath\b/i],
  ["A cat who doesn't like water", 'bath', /\bbath\b/i],
  ["Ella won't go to bed", 'bed', /\bbed(?:time)?\b/i],
  ["Max doesn't want to brush his teeth", 'teeth', /\b(?:teeth|toothbrush)\b/i],
  ['Sam hates having his hair cut', 'haircut', /\b(?:hair|haircut)\b/i],
  ['Lily never wants to tidy her room', 'tidy', /\b(?:tidy|toys|mess)\b/i],
  // A child's own mess, with no wish said: tidied, with a fun way found.
  ["Mia's messy bedroom", 'tidy', /\b(?:tidy|toys|mess)\b/i],
  ["Tom's room is a mess", 'tidy', /\b(?:tidy|toys|mess)\b/i],
  // Learning to share is shown by a friend who wants a turn, never a quest to learn it.
  ['Elephant learns to share', 'share', /\b(?:ball|blocks|toys|turn)\b/i],
  ['Sam learns to take turns', 'share', /\b(?:scooter|turn)\b/i],
  ['A little pig who refuses to take a bath', 'bath', /\bbath\b/i],
  ["The bunny who wouldn't share", 'share', /\b(?:ball|blocks|toys)\b/i],
  ["Ava doesn't like to share her toys", 'share', /\b(?:ball|blocks|toys)\b/i],
  // A greedy hero keeps its food to itself: its kind's own, else a treat.
  ['The greedy squirrel', 'share', /\bnuts\b/i],
  ["A selfish bear who won't share his honey", 'share', /\bhoney\b/i],
  ['The greedy goat', 'share', /\b(?:cookies|cake)\b/i],
  ["Tom won't share his cake", 'share', /\bcake\b/i],
  // A grumpy hero with no wish is won round by a friend's kindness.
  ['The grumpy troll under the bridge', 'grumpy', /\bbridge\b/i],
  ['A grumpy old cat', 'grumpy', /\b(?:grumbled|grumpiest|grumpy)\b/i],
];

describe('a hero who will not do something, or does not like it', () => {
  for (const [prompt, id, shows] of IDEAS)
    for (const seed of [1, 2, 3, 4])
      it(`${prompt} (seed ${seed}): says no, tries a fun way, and comes round to it`, () => {
        const written = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const { paragraphs } = written;
        expect(written.plan.dislike?.scene.id).toBe(id);
        expect(paragraphs).toHaveLength(6);
        expect(paragraphs[0]).toMatch(shows);
        const text = paragraphs.join(' ');
        // The dislike is never read as a wish, nor a contraction torn apart.
        expect(text).not.toMatch(
          /\b\w+['’]t(?:ing|ed)\b|\b(?:did|does|would|could)['’]t\b|\blonged to\b|\blike (?:vegetables|bath time)\b at last/i,
        );
        expect(text).toMatch(/"[^"]+"/);
        expect(readability(paragraphs).grade).toBeLessThanOrEqual(3.5);
        // No journey, no lesson, no trouble of the place.
        expect(text).not.toMatch(/\b(?:set off|Hi there|a sudden shower|went all wrong)\b/);
      });

  it('a dinosaur stays a dinosaur, and may eat broccoli as dinosaur trees', () => {
    const titles = [1, 2, 3, 4, 5, 6].map((seed) => story("The dinosaur who didn't like vegetables", seed));
    for (const { paragraphs } of titles) expect(paragraphs.join(' ')).toMatch(/\bdinosaur\b/);
    const trees = titles.filter((s) => /\bdinosaur trees\b/.test(s.paragraphs.join(' ')));
    expect(trees.length).toBeGreaterThan(0);
    for (const { title } of trees.filter((s) => /Trees/.test(s.title))) expect(title).toMatch(/ and the Dinosaur Trees$/);
  });

  it('is titled by the hero and the dislike, and tagged by it', () => {
    const { title, tags } = story("Ella won't go to bed", 3);
    expect(title).toMatch(/^Ella\b/);
    expect(title).not.toMatch(/\bLearn|Wants\b/);
    expect(tags).toContain('bedtime');
    expect(story('Tom hates bath time', 1).tags).toContain('bathtime');
    expect(story("The dinosaur who didn't like vegetables", 1).tags).toContain('vegetables');
    expect(story("The bunny who wouldn't share", 1).tags).toContain('sharing');
  });

  it('a child who will not share is shown the fun of it by a friend who wants a turn, with the toy the game needs', () => {
    for (const seed of [1, 2, 3, 4]) {
      const written = writeStoryDetailed({ prompt: "Ava doesn't like to share her toys", paragraphs: 6, seed });
      expect(written.plan.guide.kind.human && written.plan.guide.kind.group !== 'family').toBe(true);
      const [opening, , way] = written.paragraphs;
      expect(/\bball\b/.test(opening!)).toBe(/\bball\b/.test(way!));
    }
  });

  it('a child who will not share the toy the idea names shares that toy; one who will not take turns takes turns by a timer', () => {
    for (const seed of [1, 2, 3]) {
      const blocks = story("Tom won't share his blocks", seed).paragraphs;
      expect(blocks[0]).toMatch(/\bblocks\b/);
      expect(blocks.join(' ')).toMatch(/\btower\b/);
      expect(blocks.join(' ')).not.toMatch(/\bball\b/);
      const turns = writeStoryDetailed({ prompt: "Ava doesn't want to take turns", paragraphs: 6, seed });
      expect(turns.plan.dislike?.scene.id).toBe('share');
      expect(turns.paragraphs.join(' ')).toMatch(/\bsand timer\b/);
      expect(turns.paragraphs.join(' ')).toMatch(/\byou go, then me\b/i);
    }
  });

  it('a greedy hero shares the food it kept, never toys, and the wish is that food', () => {
    for (const seed of [1, 2, 3]) {
      const squirrel = writeStoryDetailed({ prompt: 'The greedy squirrel', paragraphs: 6, seed });
      expect(squirrel.plan.goal.phrase).toBe('share {their} nuts');
      const text = squirrel.paragraphs.join(' ');
      expect(text).not.toMatch(/\b(?:toys|ball|blocks)\b/);
      expect(squirrel.title).not.toMatch(/\bball\b/i);
      expect(story("Mia won't share her sweets", seed).paragraphs[0]).toMatch(/\bsweets\b/);
      expect(story("The bunny who wouldn't share", seed).paragraphs.join(' ')).not.toMatch(/\b(?:cake|cookies|honey|nuts)\b/);
    }
  });

  it('a child is helped by the family at home, in the room the dislike belongs to', () => {
    const child = plan("Max doesn't want to brush his teeth");
    expect(child.guide.kind.group).toBe('family');
    expect(child.setting).toBe('bathroom');
    expect(plan("Ella won't go to bed").setting).toBe('bedroom');
    expect(plan('Mia does not like broccoli').setting).toBe('kitchen');
  });

  it('leaves a trouble of sleep, a skill, and a broom that will not fly to their own tellings', () => {
    expect(plan("A little owl who can't sleep at night").dislike).toBeUndefined();
    expect(plan("A kangaroo who can't hop").dislike).toBeUndefined();
    expect(plan('A little witch whose broom will not fly').dislike).toBeUndefined();
    // A haircut is a person's.
    expect(plan('A dog who hates haircuts').dislike).toBeUndefined();
  });

  it('a grumpy troll under a bridge learns to share it, never to feel calm again; a grumpy cat is befriended by a creature', () => {
    for (const seed of [1, 2, 3]) {
      const troll = writeStoryDetailed({ prompt: 'The grumpy troll under the bridge', paragraphs: 6, seed });
      const text = troll.paragraphs.join(' ');
      expect(troll.plan.hero.kind.word).toBe('troll');
      expect(troll.plan.shape).not.toBe('fear');
      expect(text).toMatch(/share your bridge/);
      expect(text).not.toMatch(/feel calm|wobbly|brave/i);
      const cat = plan('A grumpy old cat');
      expect(cat.guide.kind.human).toBe(false);
    }
    // (Told by the feeling where a grumpy hero says a wish of their own.)
    expect(plan('A grumpy bear wants to climb the mountain').dislike).toBeUndefined();
  });

  it('a different seed tells it differently', () => {
    for (const [prompt] of IDEAS) expect(story(prompt, 1).paragraphs).not.toEqual(story(prompt, 2).paragraphs);
  });
});

describe('a child who has to tidy their own room', () => {
  it.each(['Leo has to tidy his room', 'Tidying up my toys', 'Zoe does not want to tidy up', 'Ella must clean her room'])(
    '%s: their own mess, not wanting to, a fun way, a lost thing found under the bed, and proud at the end',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const written = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const { paragraphs } = written;
        const text = paragraphs.join(' ');
        expect(written.plan.dislike?.scene.id, `${prompt} [${seed}] ${text}`).toBe('tidy');
        expect(written.plan.setting).toBe('bedroom');
        // The child's own room, never a chore a grown-up asks help with.
        expect(text).not.toMatch(/\bhelp me\b|\bhelper\b|\bjobs?\b/i);
        expect(paragraphs[0], text).toMatch(/\b(?:mess|all over)\b/);
        expect(paragraphs[0], text).toMatch(/\bdon’t want\b|\bboring\b/);
        expect(paragraphs[2], text).toMatch(/\b(?:song|sand timer|points?|garage|race)\b/i);
        expect(text).toMatch(/\bunder the bed, \w+ found\b|\bfound\b[^.]*\bunder the bed\b/i);
        expect(paragraphs[5], text).toMatch(/\bproud\b/);
      }
    },
  );

  it('leaves a grown-up’s chore, helped with, to the helping telling', () => {
    expect(plan('Mia helps Mum tidy the house').dislike).toBeUndefined();
    expect(plan('Mia helps tidy up').dislike).toBeUndefined();
  });
});

describe('the dislikes, one by one', () => {
  const fits = [
    { child: true, in: true },
    { child: false, in: false },
    { child: false, in: true },
  ];
  for (const scene of DISLIKES)
    it(`${scene.id}: a line of every step, and a fun way, for any hero it may happen to`, () => {
      for (const fit of fits) {
        if (scene.who === 'child' && !fit.child) continue;
        for (const lines of [scene.shows, scene.why, scene.dodge, scene.ways.map((w) => w.trick)])
          expect(gated(lines, fit).length).toBeGreaterThan(0);
      }
    });
});
