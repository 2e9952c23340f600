import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { helpPlaceOf, jobsFor } from './world/helping-jobs.js';

/** Ideas of helping, with the setting the story is told in and who is helped there. */
const IDEAS: readonly [string, string][] = [
  ['Lily helps Grandpa in the garden', 'Grandpa'],
  ['Omar helps his mum at the market', 'Mum'],
  ['Björn helps his grandpa on the farm', 'Grandpa'],
  ['A little red tractor who helps on the farm', 'farmer'],
  ['Kai helps his dad in the kitchen', 'Dad'],
  ['Helping the flowers grow', 'flowers'],
  // A grown-up's own place, with no wish: a day helping them there.
  ["Grandma's garden", 'Grandma'],
  ["Nana's kitchen", 'Nana'],
  ["Grandpa's farm", 'Grandpa'],
  // A kind hero with no wish helps with the jobs of its place.
  ['A kind robot', 'Dad'],
];

/** The lines of the old form: a muddle never said, help never done, the day summed up by formula. */
const FORMULA =
  /turned into a big muddle|did one thing at a time|it was no good|at long last, .* got to help|did it: \w+ helped|What a day of helping|dreaming of .* and helping|from under the big rhubarb leaves|from inside the hen house/;

describe('a helping story', () => {
  it.each(IDEAS)('%s: real jobs of the place are done, one goes wrong and is put right together', (prompt, helped) => {
    let told = 0;
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      if (story.plan.shape !== 'helping') continue;
      told += 1;
      const text = story.paragraphs.join(' ');
      const place = helpPlaceOf(story.plan.setting, /flowers/.test(prompt) ? 'the flowers' : null);
      const jobs = jobsFor(place, story.plan.hero.kind);
      // At least three of the place's jobs are told, each by the word it is known by.
      const done = jobs.filter((job) => text.includes(job.mark));
      expect(done.length, text).toBeGreaterThanOrEqual(3);
      // One job goes wrong (its mishap told) and is put right together (its fix told of both).
      const oops = jobs.find((job) => job.oops && text.includes(job.oops.event.split(' ').slice(2, 6).join(' ')));
      expect(oops, text).toBeDefined();
      expect(text, text).toMatch(new RegExp(`${story.plan.hero.name}(?: the \\w+)? and (?:the )?\\w+ \\w+`));
      expect(text).not.toMatch(FORMULA);
      // The one helped is in the story and thanks the hero at the end.
      expect(text).toContain(helped);
      expect(story.paragraphs[5]).toMatch(/[Tt]hank/);
    }
    expect(told).toBeGreaterThan(0);
  });

  it('tells every wish to help with the jobs of a place by its jobs, never as a quest with an unsaid muddle', () => {
    for (const prompt of [
      'Kiki the cat helps clean the house',
      'A little red tractor who helps on the farm',
      'Mia helps tidy up',
    ])
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.plan.shape, `${prompt} ${seed}`).toBe('helping');
        expect(story.paragraphs.join(' ')).not.toMatch(FORMULA);
      }
  });

  it('asks for help where the place says, not from a hiding place', () => {
    for (const seed of [1, 2, 3, 4]) {
      const text = writeStoryDetailed({ prompt: 'Lily helps Grandpa in the garden', seed, paragraphs: 6 }).paragraphs.join(' ');
      expect(text).not.toMatch(/waved to .* from (?:under|inside|behind|between)/);
    }
  });

  it('has someone of the place ask, when the idea names no one: the farmer on the farm', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'A little red tractor who helps on the farm', seed, paragraphs: 6 });
      if (story.plan.shape === 'helping') expect(story.plan.guide.kind.word).toBe('farmer');
    }
  });

  it('every place has enough jobs, and jobs that go wrong', () => {
    for (const setting of ['garden', 'kitchen', 'home', 'farm', 'market', 'beach', 'library', 'school', 'desert'] as const) {
      const place = helpPlaceOf(setting);
      expect(place.jobs.length).toBeGreaterThanOrEqual(5);
      expect(place.jobs.filter((j) => j.oops).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('helping someone at their work', () => {
  it.each([
    ['A little robot helps the farmer', 'farm'],
    ['Ana helps the zookeeper', 'zoo'],
    ['Sam helps the librarian', 'library'],
    ['A puppy helps the teacher', 'school'],
  ])('%s: is told where they work (%s)', (prompt, setting) => {
    for (const seed of [1, 2]) expect(writeStoryDetailed({ prompt, seed, paragraphs: 6 }).plan.setting).toBe(setting);
  });
});

/** Lines of the stock telling: the help said, never done. */
const STOCK =
  /did one thing at a time|helped \w+ (?:clean|wash|bake|tidy|feed)|dreaming of helping|from inside the toy box|nothing helped/;

describe('a chore to help with', () => {
  it.each([
    [
      'Lily the cat helps Grandma clean the house',
      'Grandma',
      /\b(?:sock|sofa|mouth|sniffed|kept watch|cheeky mouse|to and fro)\b/,
    ],
    ['Mia helps Dad wash the car', 'Dad', /\b(?:sponge|hose|soapy|wheels|towel|windows)\b/],
    ['A boy helps Dad wash the car', 'Dad', /\b(?:sponge|hose|soapy|wheels|towel|windows)\b/],
    ['Sam helps Mum bake a cake', 'Mum', /\b(?:eggs|mixture|cake tin|scales|oven door|sprinkles)\b/],
    ['Zara helps her grandma bake a cake', 'Grandma', /\b(?:eggs|mixture|cake tin|scales|oven door|sprinkles)\b/],
    ['A puppy helps Grandpa in the garden', 'Grandpa', /\b(?:rose bush|mouth|sniffed|kept watch|cheeky mouse|to and fro)\b/],
    // (Seeds are planted in pots, never 'the plant seeds' thought of.)
    ['Ava helps Grandma plant seeds', 'Grandma', /\b(?:pots?|hole|seeds|soil|watering can|lolly stick|shoots)\b/],
  ])('%s: a day of its real jobs with %s, never the stock telling', (prompt, helped, jobs) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.shape, text).toBe('helping');
      expect(story.plan.hero.kind.word, text).not.toBe(helped.toLowerCase());
      expect(text.match(new RegExp(jobs.source, 'g'))?.length ?? 0, text).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(STOCK);
      expect(story.paragraphs[5], text).toContain(helped);
      expect(text).not.toMatch(/\bplant seeds\b(?! ?[,?"])|\bloved plant/);
    }
  });

  it('washes a car and bakes a cake where that is done when the idea names nowhere, in the order it is done', () => {
    for (const seed of [1, 2, 3, 4]) {
      const car = writeStoryDetailed({ prompt: 'Noor helps Grandpa wash the car', seed, paragraphs: 6 });
      expect(car.plan.setting).toBe('garden');
      const cake = writeStoryDetailed({ prompt: 'Leo helps Dad bake a cake', seed, paragraphs: 6 }).paragraphs.join(' ');
      // The cake never rises in the oven before its eggs are cracked or its mixture stirred.
      const oven = cake.indexOf('oven door');
      for (const before of ['cracked the eggs', 'stirred the mixture', 'greased the cake tin'])
        if (oven >= 0 && cake.includes(before)) expect(cake.indexOf(before), cake).toBeLessThan(oven);
    }
  });
});

describe('jobs fit for the helper', () => {
  /** What only hands do, said of the helper: carry an armful, use both hands, sweep, fold, stir, wear boots. */
  const hands = (name: string) =>
    new RegExp(
      `both hands|an armful|watering can|boots|gloves|\\b(?:${name}|[Ss]he|[Hh]e|[Ii]t) (?:swept|folded|stirred|scrubbed|picked the)\\b`,
    );

  it.each([
    ['A bee who helps on the farm', /\b(?:flew|buzzed|wings|messages|kept watch|fetched)\b/],
    ['A little red tractor who helps on the farm', /\b(?:trailer|ploughed|wheels|heaviest loads|lights)\b/],
    ['A dog who helps on the farm', /\b(?:rounded up|mouth|sniffed|kept watch|cheeky mouse)\b/],
    ['Kiki the cat helps clean the house', /\b(?:sock|sofa|mouth|sniffed|kept watch)\b/],
    ['A busy bee helps the flowers grow', /\b(?:pollen|shy flowers|tulips?|flew|messages)\b/],
    ['A little bird helps Grandma in the garden', /\b(?:caterpillars|flew|messages|wings)\b/],
  ])('%s: does jobs its kind can do, never ones that want hands', (prompt, fitting) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.shape, text).toBe('helping');
      expect(text, text).not.toMatch(hands(story.plan.hero.name));
      expect(text.match(new RegExp(fitting.source, 'g'))?.length ?? 0, text).toBeGreaterThanOrEqual(2);
    }
  });

  it('a helper with hands still does the jobs of the place', () => {
    for (const seed of [1, 2, 3]) {
      const text = writeStoryDetailed({ prompt: 'A monkey helps on the farm', seed, paragraphs: 6 }).paragraphs.join(' ');
      expect(text).not.toMatch(/\b(?:ploughed|messages|rounded up)\b/);
    }
  });
});

describe('a visit that helps', () => {
  it.each([
    ['Tom visits Grandpa on the farm and helps feed the animals', 'Grandpa', 'farm'],
    ['Noor visits Grandma and helps her bake a cake', 'Grandma', 'kitchen'],
    ['Ella visits her aunt and helps in the bakery', 'Auntie', 'bakery'],
  ])('%s: is a day of helping %s at the %s, not a quest to get there', (prompt, helped, setting) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.shape, text).toBe('helping');
      expect(story.plan.setting, text).toBe(setting);
      expect(text).not.toMatch(/did it: \w+ visited|visiting \w+ at last|dreaming of .* visiting/);
      const jobs = jobsFor(helpPlaceOf(story.plan.setting, null, story.plan.goal.phrase), story.plan.hero.kind);
      expect(jobs.filter((job) => text.includes(job.mark)).length, text).toBeGreaterThanOrEqual(3);
      expect(story.paragraphs[5], text).toContain(helped);
    }
  });
});

describe('the opening of a helping story', () => {
  it.each([
    'Lily helps Grandpa in the garden',
    'Ava helps her dad in the garden',
    'Sam helps Mum bake a cake',
    'Tom visits Grandpa on the farm and helps feed the animals',
  ])('%s: opens on the hero, and meets the one helped at their work', (prompt) => {
    for (const seed of [1, 2, 3, 4]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const first = story.paragraphs[0]!;
      expect(first.split(/(?<=[.!?])\s/)[0], first).toContain(story.plan.hero.name);
      expect(first, first).not.toMatch(/came along .*as always|along behind|was there too/);
    }
  });
});

describe("a helper's own jobs at the place come before any helper's", () => {
  it.each([
    ['A busy bee called Bizzy helps the flowers in the meadow', ['pollen', 'shy flowers', 'bare patches']],
    ['A little bee helps the flowers grow', ['pollen', 'shy flowers', 'bare patches']],
  ])('%s', (prompt, marks) => {
    for (const seed of [1, 2, 3, 4]) {
      const text = writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join(' ');
      for (const mark of marks) expect(text, `${seed}: ${text}`).toContain(mark);
    }
  });
});

describe("a grown-up's place named with no wish", () => {
  it.each(["Grandma's garden", "Nana's farm", "Grandpa's farm", "Nana's kitchen"])(
    '%s: is a day helping them there, with no lesson and no exploring',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.plan.shape).toBe('helping');
        expect(story.plan.goal.phrase).toMatch(/^help (?:Grandma|Grandpa|Nana)$/);
        expect(story.plan.educational).toBe(false);
        expect(story.paragraphs.join(' ')).not.toMatch(/\bexplor|loaf of bread|where food comes from/i);
      }
    },
  );
});

describe('a lost little one helped back to its family or home', () => {
  /** Ideas, with what the little one must be found with at the end. */
  const HOMEWARD: readonly [string, RegExp][] = [
    ['Tom helps the little duck find its mum', /\bmum\b/],
    ['Help the little duck find its mum', /\bmum\b/],
    ['Tom helps a little bird find its nest', /\bnest\b/],
    ['Maya helps a baby bird back to its nest', /\bnest\b/],
    ['Help the lost lamb find the farm', /\bfarm\b/],
    ['Help the baby owl find its mummy', /\bmummy\b/],
    ['A little girl helps a lost duckling find its family', /\bmum\b/],
    ['Lily helps a lost bunny find its burrow', /\bburrow\b/],
    ['Sam helps a lost kitten find its way home', /\bhome\b/],
    ['A boy helps a lost puppy find its owner', /\bfamily\b/],
    ['Leo helps the lost chick get back to the farm', /\bfarm\b/],
    ['Help the little duckling find its way back to the pond', /\bnest\b/],
  ];
  it.each(HOMEWARD)('%s: the search with the little one, a wrong guess, and its own found', (prompt, found) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const little = story.plan.friend!;
      const text = story.paragraphs.join(' ');
      expect(story.plan.homeward, prompt).toBeDefined();
      // Met alone and crying, asked its name, and what it remembers of home.
      expect(story.paragraphs[0], text).toMatch(/all alone .* crying/i);
      expect(story.paragraphs[0], text).toContain(`"I’m ${little.name}, and I can’t find`);
      expect(text).toMatch(/"(?:What do you remember about (?:your \w+|home|the farm)|Where did you last see your \w+)\?"/);
      // A wrong guess on the way, and the real family or home in the fifth paragraph, not a stock muddle.
      expect(story.paragraphs[3], text).toMatch(/\bBut (?:it was another|a |it was full|someone)/);
      expect(story.paragraphs[4], text).toMatch(found);
      expect(story.paragraphs[4], text).toMatch(/came a call|door flew open|there was/);
      expect(text).not.toMatch(FORMULA);
      // Its own mum or home is its own: 'your mum' to it, 'my mum' in its mouth, never the hero's.
      const heroOwn = story.plan.hero.pronoun === 'he' ? 'his' : story.plan.hero.pronoun === 'she' ? 'her' : 'their';
      if (little.pronoun !== story.plan.hero.pronoun) expect(story.plan.goal.phrase).not.toContain(` ${heroOwn} `);
      expect(text).not.toMatch(/"[^"]*\bhelp \w+ the \w+ find my\b/);
      // No one of the place from nowhere asks for the help.
      expect(text).not.toMatch(/asked the (?:bee|frog|dragon)\b/);
    }
  });

  it('the mother of its own kind calls and holds it: a duck quacks and tucks it under her wing', () => {
    const text = writeStoryDetailed({ prompt: 'Tom helps the little duck find its mum', seed: 1, paragraphs: 6 }).paragraphs.join(
      ' ',
    );
    expect(text).toContain('"Quack! Quack!"');
    expect(text).toMatch(/under her wing/);
    expect(text).toMatch(/another duck, with ducklings of her own/);
  });

  it('a hen gathers her chick under her wing too; a puppy’s family open the door of its house', () => {
    const chick = writeStoryDetailed({ prompt: 'Leo helps the lost chick get back to the farm', seed: 1, paragraphs: 6 });
    expect(chick.paragraphs[4]).toMatch(/"Cluck! Cluck!".* under her wing/);
    const puppy = writeStoryDetailed({ prompt: 'A boy helps a lost puppy find its owner', seed: 1, paragraphs: 6 });
    expect(puppy.paragraphs[4]).toMatch(/That’s my house!" The door flew open/);
  });

  it('is titled by the little one, never as a helping day', () => {
    for (const [prompt] of HOMEWARD)
      expect(writeStoryDetailed({ prompt, seed: 1, paragraphs: 6 }).title, prompt).not.toMatch(/Helping Day|Kind Adventure/);
  });
});

describe('a fairy of the stars, with no wish', () => {
  it.each(['The star fairy', 'A fairy who lives on a star'])(
    '%s: her work in the night sky (stars lit, polished and hung, a fallen one put back), never a garden explored',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        const text = story.paragraphs.join(' ');
        const at = `${prompt} (seed ${seed})`;
        expect(story.plan.setting, at).toBe('night-sky');
        expect(story.plan.shape, at).toBe('helping');
        expect(text, at).toMatch(/\b(?:lit the stars|North Star|new star|Plough|stardust|shooting star)\b/);
        expect(text, at).not.toMatch(/\b(?:explor\w*|garden|lunchtime|afternoon)\b/);
      }
    },
  );

  it('a fairy with no stars in the idea is told as before', () => {
    expect(writeStoryDetailed({ prompt: 'A fairy in the garden', seed: 1, paragraphs: 6 }).plan.setting).toBe('garden');
  });
});

describe("one of the family's busy day", () => {
  it.each(["Dad's busy day", "Mum's very busy day", 'A busy day for Grandma'])(
    '%s: the child helps with the jobs at home, never a quest of their own',
    (prompt) => {
      const kin = /Dad|Mum|Grandma/.exec(prompt)![0];
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        const at = `${prompt} (seed ${seed})`;
        expect(story.plan.shape, at).toBe('helping');
        expect(story.plan.setting, at).toBe('home');
        expect(story.plan.hero.kind.group, at).not.toBe('family');
        expect(story.paragraphs.filter((p) => p.includes(kin)).length, at).toBeGreaterThanOrEqual(4);
        expect(story.paragraphs.join(' '), at).not.toMatch(/\b(?:forest|fox|wish|dreamed)\b/);
      }
    },
  );
});

describe('a place of its own named by a compound word', () => {
  it.each([
    ['Amara helps at the food bank', 'the food bank', /\b(?:tins|bags?|cereal|packets|apples)\b/],
    ['Leo volunteers at the food bank with Mum', 'the food bank', /\b(?:tins|bags?|cereal|packets|apples)\b/],
    ['Sam helps at the charity shop', 'the charity shop', /\b(?:jumpers|coats?|jigsaw|books|cuddly toys)\b/],
    ['Nia helps at the soup kitchen', 'the soup kitchen', /\b(?:soup|bowls?|rolls|spoons|tables)\b/],
    ['Mia helps at the post office', 'the post office', /\b(?:letters?|letterbox(?:es)?|parcel|post box|post bag)\b/],
  ])('%s: is read whole and told there by its own jobs, never as a forest or a market stall', (prompt, name, jobs) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.shape, text).toBe('helping');
      expect(story.plan.placeName).toBe(name);
      expect(text).toContain(name);
      expect(text.match(new RegExp(jobs.source, 'g'))?.length ?? 0, text).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(/\b(?:the bank|forest|stall|beach|hedgehogs|scales)\b/);
    }
  });

  it('a kind hero at such a place helps there, never rescues a duckling from its drain', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt: 'A kind robot at the food bank', seed, paragraphs: 6 });
      expect(story.plan.shape).toBe('helping');
      expect(story.plan.placeName).toBe('the food bank');
    }
  });
});

describe('collecting for a cause', () => {
  it.each([
    ['Zoe collects tins for the food bank', 'tins', 'the food bank'],
    ['Ruby collects toys for children in hospital', 'toys', 'children in hospital'],
    ['Sam collects coats for the homeless shelter', 'coats', 'the homeless shelter'],
  ])('%s: is told as the collecting, from home to the box handed over, never a quest for the thing', (prompt, what, cause) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      const text = story.paragraphs.join(' ');
      expect(story.plan.shape, text).toBe('helping');
      expect(story.plan.thing, text).toBeNull();
      expect(story.title).toContain(`Collects ${what[0]!.toUpperCase()}${what.slice(1)}`);
      // The collecting itself: a poster or the neighbours asked, the box, and what it is for.
      expect(text).toMatch(/\b(?:poster|neighbours)\b/);
      expect(text).toMatch(/\bbox\b/);
      expect(text.toLowerCase()).toContain(cause);
      expect(text).toMatch(/[Tt]hank/);
      expect(text).not.toMatch(new RegExp(`loved ${what}|Good night, ${what}|hugged the ${what}|What brings`));
    }
  });
});
