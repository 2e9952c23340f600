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
    ["Leo's first trip to the cinema", 'cinema'],
    ['Going to the cinema with Grandpa', 'cinema'],
    // (A bus ride into town is the ride: the stairs, the front seat, the bell.)
    ['Theo and the big red bus', 'city'],
    ['Going on the bus with Grandma', 'city'],
    ['Theo rides the bus to town', 'city'],
    // (The aquarium is its own day, never the zoo's lions; a swim with the family is no lesson.)
    ['Zoe visits the aquarium', 'aquarium'],
    ['A trip to the aquarium with Grandad', 'aquarium'],
    ['Sea life centre', 'aquarium'],
    ['Going to the swimming pool', 'pool'],
    ['A day at the swimming pool', 'pool'],
    // (All the animals gone to see are the day there, never a lesson on bread nor a wish to go and see them.)
    ['A trip to the farm to see the baby animals', 'farm'],
    ['Going to the zoo to see the animals', 'zoo'],
    ['Mia goes swimming with Dad', 'pool'],
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

describe('a first film', () => {
  it.each(["Leo's first trip to the cinema", 'Going to the cinema with Grandpa'])(
    '%s: tickets or popcorn, the dark room, the lights going down, the film; never the park',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = story(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.setting, `${seed}`).toBe('cinema');
        expect(paragraphs[0], `${seed}: ${paragraphs[0]}`).toMatch(/\bcinema\b/);
        expect(text, `${seed}`).toMatch(/popcorn/);
        expect(text, `${seed}`).toMatch(/lights went down/);
        expect(text, `${seed}`).not.toMatch(/\b(?:park|ducks|for the day|a hug by)\b/);
      }
    },
  );
});

describe('a first flight', () => {
  const flights = [
    'Going on a plane for the first time',
    'Our first holiday on an aeroplane',
    'Amir flies on a plane',
    'A trip on an aeroplane',
    'Flying on a plane with Grandma',
  ];

  it.each(flights)('%s: a child flies, from the seatbelt and take-off to landing and the holiday', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = story(prompt, seed);
      const text = paragraphs.join(' ');
      expect(plan.hero.kind.human, `${seed}`).toBe(true);
      expect(plan.dayOut, `${seed}`).toBeDefined();
      expect(text, `${seed}: ${text}`).toMatch(/seatbelt/);
      expect(text, `${seed}: ${text}`).toMatch(/tummy did a flip/);
      expect(text, `${seed}: ${text}`).toMatch(/cotton wool/);
      expect(text, `${seed}: ${text}`).toMatch(/\bland(?:ed)?\b.*\bbump\b|\bbump\b.*\blanded\b/);
      expect(paragraphs[0], `${seed}`).toMatch(/\b(?:plane|flight|flying|suitcase)\b/);
      expect(text, `${seed}`).not.toMatch(/\bexplor|for the day|a day at the airport|come back tomorrow|walked up to/i);
      expect(title, `${seed}`).not.toMatch(/Airport/);
    }
  });

  it('keeps a plane who is the hero its own story', () => {
    for (const prompt of ['A little plane who is scared to fly', 'Percy the plane']) {
      const { plan } = story(prompt, 1);
      expect(plan.hero.kind.word, prompt).toBe('plane');
      expect(plan.dayOut, prompt).toBeUndefined();
    }
  });
});

describe('a ride by train or boat', () => {
  it.each(['Going on a train', 'Our first train ride', 'Travelling by train to see Grandma', 'Sam goes on a train with Grandma'])(
    '%s: a child rides the train, from the station and the whistle to the window, a tunnel and arriving',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, title } = story(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.hero.kind.human, `${seed}`).toBe(true);
        expect(plan.hero.kind.word, `${seed}`).not.toBe('grandma');
        expect(plan.dayOut, `${seed}`).toBeDefined();
        expect(paragraphs[0], `${seed}`).toMatch(/\btrain\b/);
        expect(text, `${seed}: ${text}`).toMatch(/whistle/);
        expect(text, `${seed}: ${text}`).toMatch(/cows/);
        expect(text, `${seed}: ${text}`).toMatch(/tunnel/);
        expect(text, `${seed}`).not.toMatch(/\bexplor|for the day|come back tomorrow|looked towards/i);
        expect(title, `${seed}`).not.toMatch(/Station/);
      }
    },
  );

  it('ends with a hug from whoever the ride goes to see', () => {
    for (const seed of [1, 2, 3]) {
      const last = story('Travelling by train to see Grandma', seed).paragraphs.at(-1)!;
      expect(last, `${seed}`).toMatch(/Grandma.*hug|hug.*Grandma/);
    }
  });

  it.each(['Our trip on a big boat', 'Going on a ferry to the island', 'A boat trip with Grandpa'])(
    '%s: a child sails, up the gangway, the horn, gulls and waves, to the island',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = story(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.hero.kind.human, `${seed}`).toBe(true);
        expect(plan.dayOut, `${seed}`).toBeDefined();
        expect(plan.educational, `${seed}`).toBe(false);
        expect(text, `${seed}: ${text}`).toMatch(/gangway/);
        expect(text, `${seed}: ${text}`).toMatch(/horn/);
        expect(text, `${seed}: ${text}`).toMatch(/[Ss]eagulls/);
        expect(paragraphs.at(-1), `${seed}`).toMatch(/island/);
        expect(text, `${seed}`).not.toMatch(/\bfloat|\bsink|explor/i);
      }
    },
  );

  it('leaves the sea without a boat, and a train who is the hero, their own stories', () => {
    expect(story('Going to the sea', 1).plan.dayOut).toBeUndefined();
    expect(story('A little train who wants to go up the hill', 1).plan.hero.kind.word).toBe('train');
  });
});

describe('a day at the theatre', () => {
  it.each([
    'A trip to the theatre',
    'Going to see a play',
    'My first time at the pantomime',
    'A trip to the theatre with Grandma',
  ])('%s: tickets, red seats, the curtain going up, the actors, "Oh no he isn’t!" and clapping', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = story(prompt, seed);
      const text = paragraphs.join(' ');
      expect(plan.setting, `${seed}`).toBe('theatre');
      expect(plan.dayOut, `${seed}`).toBeDefined();
      expect(text, `${seed}: ${text}`).toMatch(/red curtain went up/);
      expect(text, `${seed}: ${text}`).toMatch(/actors/);
      expect(text, `${seed}: ${text}`).toMatch(/Oh no he isn’t!/);
      expect(text, `${seed}`).not.toMatch(/\bexplor|\bran past|looked towards|visiting the theatre/i);
      expect(title, `${seed}`).not.toMatch(/Big Day|Busy Day/);
    }
  });

  it('a trip or a visit said as a noun is a day out there', () => {
    for (const prompt of ['A trip to the zoo', 'A trip to the cinema'])
      expect(story(prompt, 1).paragraphs.join(' '), prompt).not.toMatch(/\bexplor/);
  });
});

describe('a camping trip with the family', () => {
  it('brings Mum or Dad along to help, and ends asleep in the tent, never walking home', () => {
    for (const prompt of ['Amara goes camping with her family', 'Sam goes camping with Dad', 'Max goes camping'])
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = story(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.dayOut?.family, `${prompt} [${seed}]`).toMatch(/^(?:Mum|Dad)$/);
        expect(text, `${prompt} [${seed}]`).toMatch(new RegExp(`\\b${plan.dayOut!.family}\\b`));
        expect(text, `${prompt} [${seed}]`).not.toMatch(/\b(?:owl|fox)\b.*\bhelp|walked home|headed home|seemed so far away/);
        expect(paragraphs[5], `${prompt} [${seed}]`).toMatch(/\btent\b/);
      }
  });
});

describe('a visit to one of the family abroad ("Aarav visits his grandma in India")', () => {
  it.each([
    ['Aarav visits his grandma in India', 'Grandma', 'India'],
    ['Visiting Nana in Jamaica', 'Nana', 'Jamaica'],
    ['Zofia goes to see her grandparents in Poland', 'Grandma and Grandpa', 'Poland'],
  ])('%s: a flight there, and %s waiting in %s at the end', (prompt, visited, country) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      const at = `${prompt} (seed ${seed})`;
      expect(plan.setting, at).toBe('airport');
      expect(plan.dayOut, at).toMatchObject({ visiting: visited, abroad: country });
      expect(paragraphs[5], at).toContain(visited);
      expect(paragraphs[5], at).toContain(country);
      expect(title, at).toContain(country);
      // No stock quest in a city, no seaside holiday, no baker met on the way.
      expect(paragraphs.join(' '), at).not.toMatch(/\b(?:seaside|beach|baker|clock tower|Hi there)\b/);
    }
  });

  it('a visit close by, or to a place no country, keeps its own telling', () => {
    expect(writeStoryDetailed({ prompt: 'Noor visits Grandma', paragraphs: 6, seed: 1 }).plan.setting).not.toBe('airport');
    expect(writeStoryDetailed({ prompt: 'Sam visits his grandma in hospital', paragraphs: 6, seed: 1 }).plan.setting).not.toBe(
      'airport',
    );
  });
});

describe('going to see the animals', () => {
  it('at a farm or a zoo is a day out there, the animals no thing to hug or find', () => {
    for (const [prompt, setting] of [
      ['Max goes to the farm to see the animals', 'farm'],
      ['Ava goes to the zoo to see the animals', 'zoo'],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        expect(plan.setting, prompt).toBe(setting);
        expect(plan.dayOut, `${prompt} [${seed}]`).toBeDefined();
        expect(paragraphs.join(' '), `${prompt} [${seed}]`).not.toMatch(/\b(?:wish: to see the animals|gave \w+ a hug by)\b/);
      }
  });
});

describe('going to see one kind of animal where it is kept', () => {
  it('is a day out at the zoo, the farm or the aquarium that hopes to see them, no quest and no lesson', () => {
    for (const [prompt, setting, seen] of [
      ['Visiting the elephants', 'zoo', /\belephants\b/],
      ['Going to see the lions at the zoo', 'zoo', /\blion\b/],
      ['Tom goes to see the penguins', 'zoo', /\bpenguins\b/],
      ['Mia wants to see the giraffes', 'zoo', /\bgiraffe\b/],
      ['We went to see the monkeys at the zoo', 'zoo', /\bmonkeys\b/],
      ['Sam goes to see the lambs', 'farm', /\blambs\b/],
      ['Leo visits the sharks', 'aquarium', /\bshark\b/],
    ] as const)
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
        expect(plan.setting, prompt).toBe(setting);
        expect(plan.dayOut, `${prompt} [${seed}]`).toBeDefined();
        expect(plan.educational, `${prompt} [${seed}]`).toBe(false);
        // (The hope names the animals gone to see, never another of the place's.)
        expect(paragraphs[0], `${prompt} [${seed}]`).toMatch(seen);
        expect(paragraphs.join(' '), `${prompt} [${seed}]`).not.toMatch(/\b(?:one big wish|Can I help you|go to see the)\b/);
      }
  });
});

describe('a day at the aquarium or the pool', () => {
  it('shows the aquarium’s own fish, never the zoo’s lions and giraffes', () => {
    for (const prompt of ['Zoe visits the aquarium', 'A trip to the aquarium with Grandad', 'Sea life centre'])
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan } = story(prompt, seed);
        const text = paragraphs.join(' ');
        expect(plan.setting, prompt).toBe('aquarium');
        expect(text, `${prompt} ${seed}`).not.toMatch(/\b(?:zoo|lions?|giraffes?|elephants?|salty)\b/i);
        expect(text, `${prompt} ${seed}`).toMatch(/\b(?:shark|starfish|jellyfish|penguins|turtle)\b/);
      }
  });

  it('is a swim with the family, the armbands on and a hot drink or bedtime after; learning to swim stays a lesson', () => {
    for (const seed of [1, 2, 3]) {
      const text = story('Mia goes swimming with Dad', seed).paragraphs.join(' ');
      expect(text, `${seed}`).toMatch(/\barmbands\b/);
      expect(text, `${seed}`).toMatch(/\bDad\b/);
      expect(text, `${seed}`).not.toMatch(/\bwish\b|it was no good/);
    }
    expect(story('Learning to swim', 1).plan.dayOut).toBeUndefined();
    expect(story("Lily's first day at swimming lessons", 1).plan.dayOut).toBeUndefined();
  });
});

describe('a storm at sea', () => {
  it('is a day on the fishing boat: the net, the storm, the lighthouse and the safe harbour, no weather lesson', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = story('A storm at sea', seed);
      const text = paragraphs.join(' ');
      expect(plan.dayOut?.storm, `${seed}`).toBe(true);
      expect(plan.educational, `${seed}`).toBe(false);
      expect(text, `${seed}`).toMatch(/\bboat\b/);
      expect(text, `${seed}`).toMatch(/\b(?:thunder|wind howled)\b/);
      expect(text, `${seed}`).toMatch(/\blighthouse\b/);
      expect(text, `${seed}`).toMatch(/\bharbour\b/);
      expect(text, `${seed}`).not.toMatch(/weather chart|it was no good/);
    }
  });
});

describe('a little boat in a storm', () => {
  it('meets the storm out at sea, and the lighthouse shows the way through it', () => {
    for (const seed of [1, 2, 3]) {
      const text = story('The little boat in the storm', seed).paragraphs.join(' ');
      expect(text, `${seed}`).toMatch(/\bwind howled\b/);
      expect(text, `${seed}`).toMatch(/\blighthouse shone through the rain\b/);
    }
  });
});

describe('dolphins at sea', () => {
  it('a swim with dolphins is a boat trip: fins in the waves, clicks and whistles, no whale met on a quest', () => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan } = story('Tom swims with dolphins', seed);
      const text = paragraphs.join(' ');
      expect(plan.dayOut?.seaTrip, `${seed}`).toBe('dolphin');
      expect(plan.friend, `${seed}`).toBeNull();
      expect(text, `${seed}`).toMatch(/\bboat\b/);
      expect(text, `${seed}`).toMatch(/\bjumping over the waves\b/);
      expect(text, `${seed}`).not.toMatch(/\bwhale\b|it was no good/);
    }
  });

  // (A child and a dolphin met from the shore is a holiday friendship: sea-friend.test.ts.)
  it('a dolphin hero brings its jumping waves and its clicks and whistles', () => {
    for (const prompt of ['A dolphin called Splash', 'Splash the dolphin'])
      for (const seed of [1, 2, 3])
        expect(story(prompt, seed).plan.scenery.sights, `${prompt} ${seed}`).toContain('big jumping waves');
  });
});
