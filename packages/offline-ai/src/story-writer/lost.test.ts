import { describe, expect, it } from 'vitest';
import { kindOf } from '../language/index.js';
import { readability } from './readability.js';
import { writeStory, writeStoryDetailed } from './story-writer.js';
import { ANY_PLACE, LOST_PLACES, SHOP } from './world/lost-ways.js';

/** The longest sentence the third telling of a hard story keeps (story-writer's TELLING_WORDS). */
const SHORT_TELLING = 13;

const IDEAS = [
  'A kitten gets lost in the big city',
  'A puppy finds the way home',
  'A little bear is lost in the forest',
  'A duckling loses its way at the pond',
  'A boy gets lost at the zoo',
  'A girl wanders off at the market',
  'A little penguin gets lost on the beach',
  'A baby elephant lost in the jungle',
];

const story = (prompt: string, seed: number) => writeStory({ prompt, paragraphs: 6, seed }).paragraphs;
const count = (text: string, phrase: RegExp) => text.match(phrase)?.length ?? 0;

describe('a hero who gets lost', () => {
  for (const prompt of IDEAS)
    for (const seed of [1, 2, 3])
      it(`${prompt} (seed ${seed}): wanders off, is helped, and is brought back to the family`, () => {
        const paragraphs = story(prompt, seed);
        const text = paragraphs.join('\n');
        // Lost early on, never packing for a trip to find the way home.
        expect(text).not.toMatch(/packed for the trip/);
        expect(paragraphs.slice(0, 2).join(' ')).toMatch(/\b(?:nowhere to be seen|was gone|Where (?:is|was) (?:Mum|Dad))\b/);
        // Someone of the place helps.
        expect(paragraphs.slice(2, 5).join(' ')).toMatch(/\bare you lost\b/i);
        // The one missed, or home, is reached near the end.
        expect(paragraphs.slice(4).join(' ')).toMatch(/\bThere you are\b/);
        // The wish is said as a child would, not pasted in full again and again.
        expect(count(text, /\bfind(?:ing)? the way home\b/gi)).toBeLessThanOrEqual(2);
      });

  it('a child tells the grown-up’s name and stays put, as a parent would want told', () => {
    const text = story('A girl wanders off at the market', 1).join(' ');
    expect(text).toMatch(/my (?:mum|dad) is called \w+/);
    expect(text).toMatch(/stay put and ask for help/);
  });

  it('a creature lost where it lives is brought home to its den or nest', () => {
    expect(story('A little bear is lost in the forest', 1).at(-1)).toMatch(/\bden\b/);
    expect(story('A duckling loses its way at the pond', 1).at(-1)).toMatch(/\bnest\b/);
  });

  it('a puppy lost from home wanders out into the park, and is home again at the end', () => {
    const paragraphs = story('A puppy finds the way home', 1);
    expect(paragraphs.slice(0, 2).join(' ')).toMatch(/\bpark\b/);
    expect(paragraphs.join(' ')).not.toMatch(/top shelf/);
    expect(paragraphs.at(-1)).toMatch(/\bhome\b/);
  });
});

describe('the ways of getting lost, place by place', () => {
  const places = Object.entries({ ...LOST_PLACES, shop: SHOP, anywhere: ANY_PLACE });
  // Each slot said as one word ('Pip', 'waddled', 'Mum'): what is left is the line's own length.
  const words = (line: string) => line.replace(/\{\w+\}/g, 'Pip').split(/\s+/).length;

  it('every line is short enough to be kept in a shorter telling (no wrong way dropped)', () => {
    const long = places.flatMap(([id, place]) =>
      [...place.lures.flatMap((l) => [l.seen, l.follow]), ...place.big, ...place.wrong]
        .filter((line) => words(line) > SHORT_TELLING)
        .map((line) => `${id}: ${line}`),
    );
    expect(long).toEqual([]);
  });

  it('a jungle is got lost in as itself: what is remembered is no creature, and no tiger helps a little owl', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const text = story('A little owl gets lost in the jungle', seed).join(' ');
      const remembered = /remembered[^.]*\./.exec(text)?.[0] ?? '';
      expect(remembered).toMatch(/\bby the /);
      const creatures = remembered
        .split(/\W+/)
        .filter((w) => /^(?:wild|bird|sea|bug|pet|farm)$/.test(kindOf(w.toLowerCase())?.group ?? ''));
      expect(creatures, `seed ${seed}: ${remembered}`).toEqual([]);
      expect(text).not.toMatch(/\btiger\b/);
    }
  });

  it('a creature lost where it lives stays there, never going out of a garden gate into the park', () => {
    for (const prompt of ['A little monkey gets lost in the jungle', 'A baby turtle gets lost in the sea'])
      for (const seed of [1, 2, 3]) expect(story(prompt, seed).join(' ')).not.toMatch(/\b(?:park|garden)\b/);
  });

  it('a child lost in the supermarket is lost among its aisles and helped by someone who works there', () => {
    for (const seed of [1, 2, 3]) {
      const text = story('Sam gets lost in the supermarket', seed).join(' ');
      expect(text).toMatch(/\bto the supermarket\b/);
      expect(text).toMatch(/\bshop assistant\b/);
      expect(text).not.toMatch(/\b(?:stalls?|baker)\b/);
    }
  });

  it('a puppy lost at the station is helped by the station guard, never a train', () => {
    for (const seed of [1, 2, 3])
      expect(story('A puppy gets lost at the train station', seed).join(' ')).toMatch(/\bstation guard\b/);
  });
});

describe('a pet of a kind kept at home, lost by its owner', () => {
  it.each(['Pirate Pete loses his parrot', 'Mia loses her tortoise'])('%s: it is their pet, never a bare name', (prompt) => {
    for (const seed of [1, 2, 3, 4]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(text, text).not.toMatch(/\b(?:of|find|found|was|had gone,?|for) (?:parrot|tortoise)\b/);
      expect(text).not.toMatch(/favourite thing/);
    }
  });
});

describe('a clue followed in a search', () => {
  it('leads somewhere or is said to stop: never "getting close" and then "no sign" with nothing between', () => {
    for (const prompt of ["A bear who can't find his honey", 'Sam lost his red ball at the park', 'Mei Ling loses her shell'])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const { paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        for (const paragraph of paragraphs) {
          const followed = /This way to|getting close|followed .* towards|will lead us to/.exec(paragraph);
          const lost = /no sign of|I’ll never find/.exec(paragraph);
          if (followed && lost && followed.index < lost.index)
            expect(paragraph.slice(followed.index, lost.index), `${prompt} (seed ${seed})`).toMatch(/(?:stopped|ran out)/);
        }
      }
  });

  it('fits what is looked for: crumbs lead to something eaten, never to a ball', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8])
      expect(
        writeStoryDetailed({ prompt: 'Sam lost his red ball at the park', paragraphs: 6, seed }).paragraphs.join(' '),
      ).not.toMatch(/crumbs/);
  });
});

describe('a lost one said with no wish, or who lost the family', () => {
  it.each([
    ['A lost baby penguin', /\bnest\b/],
    ['A lost puppy in the park', /\bDad|Mum\b/],
    ['The little fox who lost her family', /\bden\b/],
    ['A baby elephant who lost her mummy at the waterhole', /\bMummy\b/],
    ['A little lamb who lost its mummy', /\bfield\b/],
    ["A bunny who can't find its mummy", /\bburrow\b/],
    ['A baby elephant who cannot find his mum', /\bMum\b/],
  ])('%s: is told as the lost one finding the way back, never a quest or a mystery of a thing', (prompt, home) => {
    for (const seed of [1, 2]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const text = story.paragraphs.join(' ');
      expect(story.plan.lost, text).toBeDefined();
      expect(text).toMatch(/\bare you lost\b/i);
      expect(story.paragraphs.slice(4).join(' '), text).toMatch(/\bThere you are\b/);
      expect(story.paragraphs.at(-1), text).toMatch(home);
      expect(text).not.toMatch(/mystery|explore|old sack|blown .* behind/i);
    }
  });

  it('the one the idea says was lost is the one missed: Mummy, not Mum or Dad', () => {
    const text = writeStory({
      prompt: 'A baby elephant who lost her mummy at the waterhole',
      paragraphs: 6,
      seed: 2,
    }).paragraphs.join(' ');
    expect(text).toMatch(/\bI want(?: to go home to)? Mummy\b/);
    expect(text).not.toMatch(/\b(?:Mum|Dad)\b/);
  });

  it('a lost elephant on the savanna is easy to read: called by name, lost in its long grass, found by the water hole', () => {
    for (const seed of [1, 2]) {
      const paragraphs = story('A baby elephant who lost her mummy at the waterhole', seed);
      expect(readability(paragraphs).grade, paragraphs.join(' ')).toBeLessThanOrEqual(3.5);
      expect(paragraphs.join(' ')).not.toMatch(/\b(?:butterfly|herd of zebras)\b/);
    }
  });

  it('something of Mummy’s that cannot be found is looked for: the hero is no lost one', () => {
    for (const prompt of ['A bunny who can’t find Mummy’s ring', "Tom can't find Dad's keys"])
      expect(writeStoryDetailed({ prompt, paragraphs: 6, seed: 1 }).plan.lost, prompt).toBeUndefined();
  });

  it('a lost thing or toy is looked for, not lost itself', () => {
    expect(writeStoryDetailed({ prompt: 'A lost teddy bear', paragraphs: 6, seed: 1 }).plan.lost).toBeUndefined();
    expect(writeStoryDetailed({ prompt: 'A lost mitten in the snow', paragraphs: 6, seed: 1 }).plan.lost).toBeUndefined();
  });
});
