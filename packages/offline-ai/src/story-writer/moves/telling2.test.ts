import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from '../story-writer.js';
import { kindOf } from '../../language/index.js';
import { joyOf } from '../slots-extra.js';

/** Each idea told at each seed, as one text. */
function* texts(prompts: readonly string[], seeds: readonly number[] = [1, 2, 4, 11]): Generator<[string, string]> {
  for (const prompt of prompts)
    for (const seed of seeds)
      yield [`${prompt} ${seed}`, writeStoryDetailed({ prompt, paragraphs: 6, seed }).paragraphs.join(' ')];
}

const neverSays = (prompts: readonly string[], pattern: RegExp) => {
  for (const [label, text] of texts(prompts)) expect(text, label).not.toMatch(pattern);
};

describe('grown-ups and families', () => {
  it('never call a grown-up little, nor anyone by name and kind in their own words', () =>
    neverSays(
      [
        'A vet called Priya helps a poorly puppy',
        'Sam the bus driver helps a lost kitten',
        'A kind firefighter helps a cat down from a tree',
        'Grandma helps the ducks find their pond',
        'A baker called Ben helps his neighbour',
      ],
      /little (?:vet|bus driver|driver|firefighter|grandma|baker)\b|"Hi, I’m [\p{L} ]+ the [a-z]+,"/u,
    ));
  it('introduce a sister or brother of any kind as family, never as a friend', () => {
    for (const [label, text] of texts([
      'Two unicorn sisters look for a rainbow',
      'A dragon and his brother want to fly to the moon',
      'Two bunny sisters look for carrots',
    ]))
      expect(text, label).not.toMatch(
        /(?:Her|His|Its|Their|her|his|its|their) friend \p{Lu}\p{L}+ the (?:unicorn|dragon|rabbit|bunny)\b/u,
      );
  });
});

describe('a creature’s body', () => {
  it('shows joy the way its kind does: only dogs wag', () => {
    for (const word of ['fox', 'kitten', 'sloth', 'hedgehog', 'owl', 'goldfish', 'robot', 'snail', 'train']) {
      const kind = kindOf(word)!;
      expect(kind, word).toBeTruthy();
      expect(joyOf(kind).join(' '), word).not.toMatch(/wag/);
    }
    expect(joyOf(kindOf('dog')!).join(' ')).toMatch(/wag/);
    expect(joyOf(kindOf('cat')!).join(' ')).toMatch(/purr/);
    expect(joyOf(kindOf('owl')!).join(' ')).toMatch(/flap/);
    expect(joyOf(kindOf('goldfish')!).join(' ')).toMatch(/swish|flip/);
    neverSays(
      [
        'A fox cub who wants to find the moon',
        'A sleepy sloth wants to win a race',
        'A kitten looks for her ball',
        'A hedgehog wants to see the sea',
      ],
      /wag/,
    );
  });
  it('gives no high five without hands or paws', () =>
    neverSays(
      ['Sam the bus driver gets lost', 'Kiri the kiwi bird wants to see the sea', 'A little fish wants to find the treasure'],
      /(?:bird|fish|owl|duck|snail|whale|dolphin|bee) gave [\p{L} ]+ a high five/u,
    ));
});

describe('pets are someone', () => {
  it('never carried about, put down, put away, blown away or poked free like things', () =>
    neverSays(
      ['Lily lost her goldfish', "Max's hamster is missing", "Ava can't find her kitten", 'Omar looks for his lost puppy'],
      /carried (?:her|his|their) (?:goldfish|hamster|kitten|puppy) (?:all )?around|put (?:her|his) (?:goldfish|hamster|kitten|puppy) (?:down|away)|(?:gust|wind)[a-z ]* (?:swept|grabbed|blew|blown) (?:her|his) (?:goldfish|hamster|kitten|puppy)|poked (?:her|his) (?:goldfish|hamster|kitten|puppy)|danced round and round with (?:her|his) (?:goldfish|hamster)|by (?:her|his) (?:goldfish|hamster|kitten|puppy)\b/,
    ));
});

describe('grammar of the goal', () => {
  it('says a way to be with "were", never "did be" or "be it"', () =>
    neverSays(
      [
        'A shy girl wants to be brave at the swimming pool',
        'A little lion who wants to be brave',
        'Tom wants to be kind to the new boy',
      ],
      /did be\b|\bbe it\b|being it\b|brave enough to be brave/,
    ));
  it('keeps home a place in the goal: no "carry the home", no "sail it"', () =>
    neverSays(
      ['A squirrel wants to carry nuts home', 'A little boat wants to sail home', 'An ant wants to carry a leaf home'],
      /carry(?:ing)? the home|carried the home|sail(?:ing)? it\b|carry(?:ing)? it\b(?! home)/,
    ));
  it('asks after things in the plural with "were"', () =>
    neverSays(
      ["Noah's dog keeps stealing socks", 'Mia lost her keys in the park', 'Omar cannot find his wellies'],
      /Where was (?:his|her|the) [a-z]+s\?/,
    ));
  it('bakes a cake from batter, never dough', () =>
    neverSays(
      ['Tom wants to bake a chocolate cake for his mum', 'A bear bakes cupcakes for a party', 'Mia bakes a birthday cake'],
      /dough/,
    ));
  it('is not near a sight or a thing carried, nor looks out at the house it is in', () =>
    neverSays(
      [
        "A lighthouse keeper's cat wants to see a whale",
        'A squirrel wants to carry nuts home',
        'Ben wants to take the lost puppy home',
        'A girl builds a den in the living room',
      ],
      /Near (?:the|a) (?:whale|nuts|puppy)\b|looked out at the (?:house|puppy|nuts|kitchen|bedroom)\b/,
    ));
});

describe('contest stories', () => {
  it('have an idea that is a way to get better, never a vague one', () =>
    neverSays(
      [
        'A slow turtle wants to win the race',
        'A hen wants to win the egg and spoon race',
        'A sloth who wants to win a race',
        'Ravi enters the school spelling bee',
      ],
      /knew what to do about|had an idea about|"I have an idea about/,
    ));
});

describe('a pet’s mischief the idea names', () => {
  const ideas = ["Noah's dog keeps stealing socks", "Mia's kitten hid her keys", "Ben's puppy chewed up Dad's slippers"];
  it('is seen, then found out: never blamed on the wind or a passing creature', () => {
    for (const [label, text] of texts(ideas)) {
      expect(text, label).toMatch(/with something in (?:his|her|its) mouth|looking very pleased with/);
      expect(text, label).toMatch(/So that was it: \p{Lu}\p{L}+ (?:stole|hid|chewed)|It was \p{Lu}\p{L}+ who|So it was you who/u);
      expect(text, label).not.toMatch(/The wind had blown|had tucked (?:his|her) /);
    }
  });
  it('is not read into a pet that only comes along', () =>
    neverSays(
      ['Zoë and her cat Mittens look for the lost key', 'A girl and her dog look for her lost ball'],
      /So it was you who|So that was it/,
    ));
});
