import { describe, expect, it } from 'vitest';
import { kindByWord } from './kinds.js';
import { readParagraph } from './paragraph.js';
import type { CastMember } from './types.js';

const cast: CastMember[] = [
  { name: 'Sofía', kind: kindByWord('snail'), pronoun: 'she' },
  { name: 'Bolt', kind: kindByWord('robot'), pronoun: 'it' },
  { name: 'Grandma', kind: kindByWord('grandma'), pronoun: 'she' },
];

describe('readParagraph', () => {
  // 'Bread, rice and pasta...' opens on a list of foods: no child called Bread joins the page.
  it('reads a sentence opening on a list of things as things, not someone named', () => {
    const reading = readParagraph('Sofía smiled. Bread, rice and pasta give us energy to play.', cast);
    expect(reading.characters.map((c) => c.name)).toEqual(['Sofía']);
  });

  it('finds the cast by name, by kind and by pronoun, and someone new by kind', () => {
    const reading = readParagraph(
      'The snail looked up at the tall sunflower. It was very high. Bolt beeped and a kind farmer waved from the gate.',
      cast,
    );
    expect(reading.characters.map((c) => [c.name, c.kind.word, c.via])).toEqual([
      ['Sofía', 'snail', 'kind'],
      ['Bolt', 'robot', 'name'],
      [null, 'farmer', 'kind'],
    ]);
    expect(readParagraph('She smiled and hugged Bolt.', cast).characters.map((c) => [c.name, c.via])).toEqual([
      ['Sofía', 'pronoun'],
      ['Bolt', 'name'],
    ]);
  });

  it('takes no sentence-opening adverb for a name: "First,", "Later,", "Soon the brave girl"', () => {
    const reading = readParagraph('First, Nutmeg gathered the rain. Later, it rained. Soon the brave girl could see a jetty.');
    expect(reading.characters.map((c) => [c.name, c.kind.word])).toEqual([
      ['Nutmeg', 'child'],
      [null, 'girl'],
    ]);
  });

  it('reads "Baby Bear" as a bear cub, never a baby called Bear', () => {
    const names = (text: string) => readParagraph(text).characters.map((c) => [c.name, c.kind.word]);
    expect(names('Baby Bear’s little chair broke.')).toEqual([['Baby Bear', 'bear']]);
    expect(names('Then Baby Duck swam after them.')).toEqual([['Baby Duck', 'duck']]);
    // (A baby with a person's name is still a baby: 'Baby Riley'.)
    expect(names('Baby Riley had come home.')).toEqual([['Riley', 'baby']]);
  });

  it('takes no word for when or where that opens a sentence for a name: "Overnight,", "Inside lived a giant"', () => {
    expect(readParagraph('Overnight, the beans grew into a giant beanstalk.').characters).toEqual([]);
    expect(readParagraph('Inside lived a giant!').characters.map((c) => [c.name, c.kind.word])).toEqual([[null, 'giant']]);
  });

  it('tells the setting, the time of day and the weather', () => {
    const night = readParagraph('That evening, Sofía and Bolt lay on the grass and looked up at the night sky.', cast);
    expect(night).toMatchObject({ setting: 'night-sky', time: 'evening' });
    const rain = readParagraph('It started to rain on the sandy beach, so Bolt opened an umbrella.', cast);
    expect(rain).toMatchObject({ setting: 'beach', weather: 'rain' });
    expect(readParagraph('Grandma put the bread in the oven.', cast).setting).toBe('kitchen');
    expect(readParagraph('They swam past coral and a curious octopus.', cast).setting).toBe('underwater');
  });

  it('keeps compound things whole and their sense', () => {
    const reading = readParagraph('Grandma and Sofía counted the tree rings of an old oak stump.', cast);
    expect(reading.things.map((t) => t.noun)).toContain('tree ring');
    expect(reading.things.find((t) => t.noun === 'tree ring')?.head).toBe('ring');
  });

  it.each([
    ['Soon the rain stopped and Ben went outside.', 'soon'],
    ['Later the fox trotted home.', 'later'],
    ['Soon, the owls were hooting.', 'soon'],
  ])('%s has no action of a word of time (%s)', (text, word) => {
    const verbs = readParagraph(text).actions.map((a) => a.verb);
    expect(verbs.length).toBeGreaterThan(0);
    expect(verbs).not.toContain(word);
  });

  it('keeps a sentence that opens with a verb ("Run to the tree")', () => {
    expect(readParagraph('Run to the tree, said Dad.').actions.map((a) => a.verb)).toContain('run');
  });

  it('says who does what, and what changes in the story', () => {
    const reading = readParagraph(
      'The kite got stuck in the oak tree. Sofía found the lost key under a pot. "Goodbye!" said Grandma, and she went home.',
      cast,
    );
    const acts = reading.actions.map((a) => `${a.who >= 0 ? reading.characters[a.who]!.name : '?'}:${a.verb}`);
    expect(acts).toContain('Sofía:find');
    expect(acts).toContain('Grandma:say');
    expect(reading.events).toEqual([
      { type: 'lose', subject: 'kite', sentence: 0 },
      { type: 'find', subject: 'key', sentence: 1 },
      { type: 'leave', subject: 'Grandma', sentence: 2 },
    ]);
    expect(reading.dialogue).toBe(true);
  });

  it('reads the mood', () => {
    expect(readParagraph('Sofía laughed and smiled at Bolt. What a happy day!', cast).mood).toBe('happy');
    expect(readParagraph('Bolt felt scared and worried in the dark.', cast).mood).toBe('scared');
  });
});

describe('someone the library tags otherwise', () => {
  const kinds = (text: string) => readParagraph(text).characters.map((c) => c.kind.word);
  it.each([
    ['The giant smiled and waved at Tom from the hill.', ['giant', 'boy']],
    ['The kind giant helped the village.', ['giant']],
    ['The waddly penguin slid down the icy hill.', ['penguin']],
    ['Pip the penguin heard Dad crying in the kitchen.', ['penguin', 'dad']],
    ['They heard Grandma singing in the garden.', ['grandma']],
  ])('%s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('a kind word before a thing is still no one', () => {
    expect(kinds('They ate a giant cake.')).toEqual([]);
    expect(kinds('The dog house was red.')).toEqual([]);
  });
});

describe('a word opening a sentence', () => {
  const named = (text: string) => readParagraph(text).characters.map((c) => [c.name, c.kind.word]);
  it.each([
    ['Soon the fox ran into the forest.', [[null, 'fox']]],
    ['Later the brave girl smiled.', [[null, 'girl']]],
    ['Still the kitten slept by the fire.', [[null, 'kitten']]],
    ['Next the bear yawned.', [[null, 'bear']]],
    ['Happy the hippo swam in the river.', [['Happy', 'hippo']]],
    ['Luna the owl hooted.', [['Luna', 'owl']]],
    // A place's or a thing's word before 'the' and a kind is its name.
    ['Meadow the pony trotted across the field.', [['Meadow', 'pony']]],
    ['River the otter swam home.', [['River', 'otter']]],
    ['At noon, Forest the fox crept out.', [['Forest', 'fox']]],
    ['Pebble the little crab hid under a rock.', [['Pebble', 'crab']]],
    ['Yesterday the cat slept all day.', [[null, 'cat']]],
    ['In the Forest the bear sat down.', [[null, 'bear']]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });
});

describe('a word that is a verb there', () => {
  const things = (text: string) => readParagraph(text).things.map((t) => t.head);
  it.each([
    ['The sun rose over the hills.', []],
    ['Smoke rose slowly from the chimney.', ['chimney']],
    ['Mia rose from her chair and waved.', ['chair']],
    ['The moon rose.', []],
  ])('%s: no rose flower', (text) => {
    expect(things(text)).not.toContain('rose');
  });

  it.each(['Mia picked a red rose.', 'The rose was pink.', 'She smelled the rose and smiled.'])('%s: a rose', (text) => {
    expect(things(text)).toContain('rose');
  });
});

describe('where it happens', () => {
  it.each([
    // A place by its own name beats a word for what is there; a place word describing a thing is none.
    ['The cheetah raced across the dry grass of the savanna.', 'savanna'],
    ['The beaver slapped its flat tail on the river.', 'river'],
    ['The ground was flat and dry.', null],
    ['They lived in a little flat with a red door.', 'home'],
    ['That night they sailed down the Nile under a sky full of stars.', 'river'],
    // A place phrase in the plural, and a creature named again and again hinting at its home once.
    ['Priya walked about by rock pools full of crabs, but it was no good. She flew her kite and flew it again.', 'beach'],
    ['The robot rolled past red buses. The robot and the dog talked. Then the robot laughed.', 'city'],
    // A bath or a house for birds or beasts is no bathroom or home; a heap named by a place word is no place.
    ['Ava filled the bird bath with fresh water.', 'garden'],
    ['Grandpa and Omar scrubbed the birdbath until it shone.', 'garden'],
    ['Kai hung the bird feeder on a hook and filled the bird bath.', 'garden'],
    ['They walked past the monkey house, giggling.', 'zoo'],
    ['Nell peeped into the reptile house with her dad.', 'zoo'],
    ['Tom stacked a tall tower of books.', null],
    ['Jun built a wobbly tower of blocks in the bedroom.', 'bedroom'],
    ['There was a mountain of washing on the sofa.', 'home'],
    ['The princess climbed the tower of the old castle.', 'castle'],
    // A room at school or the club named by what is done there is no bedroom.
    ['At the door of the music room, Kai held Dad’s hand tight.', null],
    ['Mia sat in the art room with Finn.', null],
    ['Mia tidied her room.', 'bedroom'],
  ])('%s', (text, setting) => {
    expect(readParagraph(text).setting).toBe(setting);
  });
});

describe('who does it: the subject of the sentence', () => {
  const doers = (text: string) => {
    const reading = readParagraph(text);
    return reading.actions.filter((a) => a.who >= 0).map((a) => [reading.characters[a.who]!.kind.word, a.verb]);
  };
  it.each([
    [
      'Her robot friend waved from the hill as Lina ran.',
      [
        ['robot', 'wave'],
        ['girl', 'run'],
      ],
    ],
    ['His little sister laughed.', [['sister', 'laugh']]],
    ['Their old dog barked at the postman.', [['dog', 'bark']]],
    // A possessive pronoun is whose a thing is, not who acts.
    ['Mia smiled. Her kite flew high.', [['girl', 'smile']]],
    // Two joined by 'and' both do it.
    [
      'Sam and his mum picked a book.',
      [
        ['boy', 'pick'],
        ['mum', 'pick'],
      ],
    ],
    // So do all of a list.
    [
      'Zara, Ben and Leo sat on the rug.',
      [
        ['girl', 'sit'],
        ['boy', 'sit'],
        ['boy', 'sit'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(doers(text).sort()).toEqual([...expected].sort());
  });
});

describe('where a creature hints the page is', () => {
  it.each([
    ['The seal and the gull played in the waves.', 'beach'],
    ['The seal jumped over a big wave.', 'beach'],
    ['Sammy waved at the seal.', 'beach'],
    ['The penguin waved at Sammy.', 'snow'],
    ['The seal slid on the ice with a penguin.', 'snow'],
  ])('%s', (text, setting) => {
    expect(readParagraph(text).setting).toBe(setting);
  });
});

describe('a young one of a creature', () => {
  it.each([
    ['A grey seal pup swam by.', ['seal']],
    ['The lion cub played with a zebra.', ['lion', 'zebra']],
    ['A penguin chick slept.', ['penguin']],
  ])('%s is that creature', (text, kinds) => {
    expect(readParagraph(text).characters.map((c) => c.kind.word)).toEqual(kinds);
  });
});

describe('a name and the kind that opens the next sentence', () => {
  it.each([
    [
      '"This way!" said Pingu. The yeti pointed at the icebergs.',
      [
        ['Pingu', 'child'],
        [null, 'yeti'],
      ],
    ],
    [
      '"Hooray!" shouted Honey. The whale swam up.',
      [
        ['Honey', 'child'],
        [null, 'whale'],
      ],
    ],
    ['Sofía the snail smiled.', [['Sofía', 'snail']]],
  ])('%s', (text, people) => {
    expect(readParagraph(text).characters.map((c) => [c.name, c.kind.word])).toEqual(people);
  });
});

describe('a name is no word of a place', () => {
  it.each([
    ['One crisp day, Cookie sat by red buses rolling by.', 'city'],
    ['Cookie the fire engine waited by a tall clock tower.', 'city'],
    ['Mia baked a cookie in the kitchen.', 'kitchen'],
  ])('%s', (text, setting) => {
    expect(readParagraph(text).setting).toBe(setting);
  });

  it('reads a word said on its own as no one ("No, it was just a sock")', () => {
    expect(readParagraph('No, it was just a sock with a hole.').characters).toEqual([]);
    expect(readParagraph('Oh, it was only the wind.').characters).toEqual([]);
  });
});

describe('a den or a fort of blankets and pillows', () => {
  it.each([
    'Maya made a pillow den with Grandma.',
    'Sam and Dad built a blanket fort after lunch.',
    'Everyone squeezed into the cushion fort.',
  ])('%s: is built at home, never in a cave or a castle', (text) => {
    expect(readParagraph(text, []).setting).toBe('home');
  });
});

describe('a word that is a place only as a noun', () => {
  it.each(['She lay flat and held out her shield.', 'Tom fell flat on his face.', 'The cake came out flat.'])(
    '%s: lying flat is no flat',
    (text) => {
      expect(readParagraph(text, []).setting).not.toBe('home');
    },
  );

  it.each(['They went back to the flat.', 'Ben moved to a new flat.', 'Our flat was on the top floor.'])(
    '%s: is a home',
    (text) => {
      expect(readParagraph(text, []).setting).toBe('home');
    },
  );
});

describe('who is there and who is only in mind', () => {
  const family: CastMember[] = [
    { name: 'Sam', kind: kindByWord('boy'), pronoun: 'he' },
    { name: 'Aisha', kind: kindByWord('girl'), pronoun: 'she' },
  ];
  const away = (text: string) =>
    readParagraph(text, family)
      .characters.filter((c) => c.away)
      .map((c) => c.kind.word);
  const there = (text: string) =>
    readParagraph(text, family)
      .characters.filter((c) => !c.away)
      .map((c) => c.kind.word);

  it.each([
    ['Sam waited for Mum to come home with the baby.', ['mum', 'baby']],
    ['Aisha waited for Grandpa and the puppy all afternoon.', ['grandpa', 'puppy']],
    ['Grandma would come tomorrow.', ['grandma']],
    ['Aisha knew her auntie will arrive soon.', ['aunt']],
    ['Today his new baby sister was coming home!', ['sister']],
    ['Sam missed Dad.', ['dad']],
    ['Aisha missed her grandma so much.', ['grandma']],
    ['He thought of Grandpa.', ['grandpa']],
    ['She dreamed about her uncle at sea.', ['uncle']],
    ['Aisha wished for a puppy.', ['puppy']],
    ['Sam phoned Grandma.', ['grandma']],
    ['Aisha wrote a letter to her cousin.', ['cousin']],
    ['Sam read a postcard from Grandpa.', ['grandpa']],
    ['Aisha could not wait to see Grandma.', ['grandma']],
    ['Dad was away at sea.', ['dad']],
    ['Mum was at work.', ['mum']],
    ['"I want to welcome my new baby sister!" said Sam.', ['sister']],
    ['Aisha hoped to meet her new teacher.', ['teacher']],
    ['"Oh no, and the baby is nearly here!" cried Sam.', ['baby']],
    ['Grandpa was on his way.', ['grandpa']],
    // A kind one wishes to be or will be is the wish, no one else there.
    ['Today the kind boy would be a chef, at long last.', ['chef']],
    ['Zara wanted to be a pilot.', ['pilot']],
    ['Omar dreams of being a brave knight.', ['knight']],
    ['One day the little otter was going to become a famous astronaut.', ['astronaut']],
  ])('%s: %j only in mind, not there', (text, names) => {
    expect(away(text)).toEqual(names);
    expect(there(text)).not.toEqual(expect.arrayContaining(names));
  });

  it.each([
    ['Mum came home holding the baby.', ['mum', 'baby']],
    ['At last the door opened. In came Mum, carrying his new baby sister, Lola.', ['mum', 'sister']],
    ['Dad wanted to go fishing as well.', ['dad']],
    ['Sam missed Dad, and Mum hugged him.', ['boy', 'mum']],
    ['Aisha looked for Mum and found her in the garden.', ['girl', 'mum']],
    ['Sam waited for the bus with Grandpa.', ['boy', 'grandpa']],
    ['Grandma was coming up the path.', ['grandma']],
    ['Aisha talked to Grandpa.', ['girl', 'grandpa']],
    ['Grandpa will help, said Sam.', ['grandpa', 'boy']],
    ['Sam welcomed Grandma at the door.', ['boy', 'grandma']],
    ['Aisha wanted to hug Mum.', ['girl', 'mum']],
    ['Sam wanted to play with Leo.', ['boy', 'boy']],
    // The one who would be something is there; what one is or was is said by 'was'.
    ['Today the kind boy would be a chef, at long last.', ['boy']],
    ['Pinch was a little crab.', ['crab']],
    ['Then a tall chef came in.', ['chef']],
  ])('%s: %j there', (text, names) => {
    expect(there(text)).toEqual(expect.arrayContaining(names));
    for (const name of names) expect(away(text)).not.toContain(name);
  });

  it('takes a pronoun for one who is there before one only thought of', () => {
    const reading = readParagraph('Sam thought of Grandpa. He smiled and waved.', family);
    expect(reading.characters.map((c) => [c.name, c.away ?? false])).toEqual([
      ['Sam', false],
      ['Grandpa', true],
    ]);
  });
});

describe('a sound said twice', () => {
  it.each([
    ['Knock, knock! Grandma was at the door.', ['grandma']],
    ['Tick, tock, the hands of the clock hardly moved. Ravi sighed.', ['Ravi']],
    ['Ding, dong! The bell rang and the puppy barked.', ['puppy']],
    ['Drip, drop, went the tap. Aisha giggled.', ['Aisha']],
  ])('%s: is no one called by it', (text, who) => {
    expect(readParagraph(text).characters.map((c) => c.name ?? c.kind.word)).toEqual(who);
  });

  it('still reads names listed with commas', () => {
    expect(readParagraph('Leo, Mia and Sam ran to the gate.').characters.map((c) => c.name)).toEqual(['Leo', 'Mia', 'Sam']);
  });
});

describe('a lesson of something done somewhere', () => {
  it.each([
    ['Mia had her first riding lesson today.', 'farm'],
    ['After school, Leo rode a pony at the riding school.', 'farm'],
    ['Aisha brushed the pony in the stables.', 'farm'],
    ['Ben had a surfing lesson with his uncle.', 'beach'],
    ['Zara loved her swimming lesson.', 'pool'],
    ["Lily's first day at swimming lessons", 'pool'],
  ])('%s: is had where it is done (%s), not at school', (text, setting) => {
    expect(readParagraph(text).setting).toBe(setting);
  });

  it('a lesson with nothing said of where is at school', () => {
    expect(readParagraph('Mia was late for her lesson.').setting).toBe('school');
    expect(readParagraph('It was Ava’s first day.').setting).toBe('school');
  });
});

describe('a name said to be a kind', () => {
  it.each([
    ['Nibbles is a hamster. Nibbles ran round in her wheel.', 'Nibbles', 'hamster'],
    ['Sprinkles was a tiny unicorn.', 'Sprinkles', 'unicorn'],
    ['Biscuits is a fluffy puppy.', 'Biscuits', 'puppy'],
  ])('%s: %s is a name, of the kind said', (text, name, kind) => {
    const reading = readParagraph(text);
    expect(reading.characters.map((c) => c.name)).toContain(name);
    expect(reading.characters.map((c) => c.kind.word)).toContain(kind);
  });

  it.each(['Rain is a kind of water.', 'Dinner was a big bowl of soup.'])('%s: names no one', (text) => {
    expect(readParagraph(text).characters).toEqual([]);
  });
});

describe("who does it: a clause of an '-ing' word after the one who does it", () => {
  const done = (text: string) => {
    const reading = readParagraph(text);
    return reading.actions.map((a) => [a.who >= 0 ? reading.characters[a.who]!.kind.word : '?', a.verb]);
  };
  it.each([
    ['In came Mum, carrying the baby.', ['mum', 'carry']],
    ['At last Mum came home, holding his new baby sister, Bella.', ['mum', 'hold']],
    ['Sam ran to the gate, waving at the bus.', ['boy', 'wave']],
    ['The dog barked, wagging its tail.', ['dog', 'wag']],
    ['Grandma came in cradling baby Noah.', ['grandma', 'cradle']],
    ['Tom ran out carrying a box.', ['boy', 'carry']],
  ])('%s', (text, act) => {
    expect(done(text)).toContainEqual(act);
  });

  it('a new clause after a comma has its own doer', () => {
    expect(done('Sam waved, and then Grandma laughed.')).toContainEqual(['grandma', 'laugh']);
  });
});
