import { describe, expect, it } from 'vitest';
import { readScene, type BookSoFar, type HeroCue } from './read-scene.js';
import { SCHOOL_BUS_YELLOW } from '../vehicles.js';

const girl: HeroCue = { kind: 'girl', name: 'Lily', fixed: true };
const witch: HeroCue = { kind: 'witch', name: 'Clara', fixed: true };
const moon: HeroCue = { kind: 'thing:moon', name: 'Moon', fixed: true };

describe('where a page happens, said by when or how', () => {
  it('a meal with nowhere named is at home in the kitchen, not out in a meadow', () => {
    for (const paragraph of [
      'At lunch, Lily could not eat one bite. Her tummy felt heavy as a stone.',
      'At dinner time, Lily told everyone about her day.',
      'Lily had porridge for breakfast and smiled.',
    ])
      expect(readScene(paragraph, girl).setting, paragraph).toBe('kitchen');
    // (the book's own place still wins: lunch at the beach is on the beach)
    expect(readScene('At lunch, Lily ate a sandwich on the sand.', girl).setting).toBe('beach');
  });

  it('icing a cake is baking at home, not out on the snow and ice', () => {
    expect(readScene('Then Lily helped ice a big birthday cake.', girl).setting).toBe('kitchen');
    expect(readScene('The penguins slid across the ice.', girl).setting).toBe('arctic');
  });

  it('playing indoors is in the living room', () => {
    expect(readScene('Lily was playing ball indoors. Bounce, bounce... CRASH!', girl).setting).toBe('living-room');
    expect(readScene('It rained, so Lily stayed inside and built a fort.', girl).setting).toBe('living-room');
  });

  it('flying over the trees, the rooftops or the town is up in the sky, with no tree standing in it', () => {
    for (const paragraph of [
      'Then Clara flew up over the trees and the rooftops, as happy as can be.',
      'The witch flew high over the town.',
      'Clara soared above the houses.',
    ]) {
      const plan = readScene(paragraph, witch);
      expect(plan.setting, paragraph).toBe('sky');
      expect(plan.characters[0]!.pose, paragraph).toBe('fly');
      expect(
        plan.things.map((t) => t.icon),
        paragraph,
      ).not.toContain('deciduous-tree');
    }
  });
});

describe('who is there', () => {
  it('a sneeze, a buzz or a growl written out is a sound, never someone so called', () => {
    const sneeze = readScene(
      'Clara gave the broom a shake. A cloud of dust came out. Atchoo! She tied the broom up with a ribbon.',
      witch,
    );
    expect(sneeze.characters.map((c) => c.kind)).toEqual(['witch']);
    const buzz = readScene('A bee buzzed past. Bzzz! Lily just had to peep out and watch it. Grrr, went the dog.', girl);
    expect(buzz.characters.map((c) => c.name)).not.toContain('Bzzz');
    expect(buzz.characters.map((c) => c.name)).not.toContain('Grrr');
    expect(buzz.characters.filter((c) => c.kind === 'child' || c.kind === 'bird')).toEqual([]);
  });

  it('the moon that is someone is never standing in a room: it looks down on the houses, or is the window’s', () => {
    const hero = readScene(
      'Then, in a little house, a window opened. A little girl in pyjamas waved up at the sky. "Good night, Moon!" said the girl, and Moon shone right into the room.',
      moon,
    );
    expect(hero.setting).toBe('village');
    expect(hero.time).toBe('night');
    expect(hero.characters.map((c) => c.kind)).toEqual(['thing:moon', 'girl']);
    const seen = readScene(
      'At bedtime, Lily looked at the moon from her bedroom window. "Hello, Moon," she said. Moon smiled back.',
      girl,
    );
    expect(seen.setting).toBe('bedroom');
    expect(seen.characters.map((c) => c.kind)).toEqual(['girl']);
  });

  it('people known by their jobs are drawn in their clothes, not as a toolbox or a plain grown-up', () => {
    const kinds = (paragraph: string) => readScene(paragraph, girl).characters.map((c) => c.kind);
    expect(kinds('At the garage, the mechanic fixed the car while Lily watched.')).toContain('mechanic');
    expect(kinds('Lily took her puppy to the vet. The vet gave him a check-up.')).toContain('vet');
    expect(kinds('The builder built a wall, and Lily helped.')).toContain('builder');
    expect(kinds('The postman brought Lily a letter.')).toContain('postman');
    expect(kinds('The bus driver smiled and waved at Lily.')).toContain('bus-driver');
    expect(kinds('The plumber fixed the leaky tap for Lily.')).toContain('mechanic');
    expect(readScene('At the garage, the mechanic fixed the car.', girl).things.map((t) => t.icon)).not.toContain('toolbox');
  });

  it('the hero called by their job is the hero, not a second one of that job beside them', () => {
    const driver: HeroCue = { kind: 'bus-driver', name: 'Alex', fixed: true };
    const kinds = (paragraph: string) => readScene(paragraph, driver).characters.map((c) => c.kind);
    expect(kinds('The bus driver smiled at Mia. "Hop on!" said Alex.')).toEqual(['bus-driver', 'girl']);
    expect(kinds('Alex waved at a bus driver on the other bus.')).toEqual(['bus-driver', 'bus-driver']);
  });

  it('a handle or a hard hat is no teacup and no top hat', () => {
    const icons = (paragraph: string) => readScene(paragraph, witch).things.map((t) => t.icon);
    expect(icons('Together they fixed on a new oak handle. The broom rose up off the ground!')).not.toContain(
      'teacup-without-handle',
    );
    expect(icons('The builder put on his hard hat and built a wall.')).not.toContain('top-hat');
    expect(icons('Clara put on her top hat.')).toContain('top-hat');
  });
});

describe('whose a thing is', () => {
  const leo: HeroCue = { kind: 'boy', name: 'Leo', fixed: true };
  it("draws nobody named only as whose a thing is: Mum's vase is at home, Mum not there", () => {
    for (const paragraph of ["Leo kicked the ball. Crash! It hit Mum's vase.", "Leo found Grandpa's old hat in the box."]) {
      const plan = readScene(paragraph, leo);
      expect(
        plan.characters.map((c) => c.kind),
        paragraph,
      ).toEqual(['boy']);
      expect(plan.setting, paragraph).toBe('living-room');
    }
    // (there when the page brings them in, or says they are: "Mum's here!")
    expect(readScene("Leo knocked over Mum's best vase. Mum came in and gasped.", leo).characters.map((c) => c.kind)).toContain(
      'mum',
    );
    expect(readScene("Mum's here! Leo ran to the door.", leo).characters.map((c) => c.kind)).toContain('mum');
  });
});

describe('a sound said first', () => {
  const leo = { kind: 'child' as const, name: 'Leo', fixed: true };
  it('is never someone so called: "Click went the switch", "Pop went the balloon"', () => {
    for (const paragraph of ['Click went the switch. Leo shot under the sofa.', 'Pop went the balloon. Leo jumped.'])
      expect(
        readScene(paragraph, leo).characters.map((c) => c.name),
        paragraph,
      ).toEqual(['Leo']);
    expect(readScene('Mia went the long way home with Leo.', leo).characters.map((c) => c.name)).toContain('Mia');
  });
});

describe('a day at the aquarium', () => {
  it('is drawn before the great tank, its visitors standing, never swimming in diving helmets', () => {
    for (const paragraph of [
      'Inside the aquarium, it was cool and blue. Fish of every colour swam past Lily!',
      'A glass tunnel went right under the big tank. A shark swam over Lily’s head!',
      'At the touch pool, Lily dipped in one finger and stroked a starfish. It felt bumpy!',
    ]) {
      const plan = readScene(paragraph, girl);
      expect(plan.setting, paragraph).toBe('aquarium');
      expect(plan.characters.find((c) => c.role === 'hero')?.pose, paragraph).not.toBe('swim');
    }
  });

  it('the shallow end and the armbands are at the swimming pool', () => {
    expect(readScene('Lily climbed down the steps into the shallow end. "Ooh, it’s cold!" she said.', girl).setting).toBe('pool');
  });
});

describe('things of home', () => {
  const leo: HeroCue = { kind: 'child', name: 'Leo', fixed: true };
  it('a hoover or a vacuum cleaner is drawn, at home when nowhere is named', () => {
    for (const paragraph of [
      'Leo was scared of the hoover. It roared across the carpet.',
      'Dad hoovered the stairs. Leo hid behind the sofa.',
      'Mum switched on the vacuum cleaner. Leo covered his ears.',
    ]) {
      const plan = readScene(paragraph, leo);
      expect(
        plan.things.map((t) => t.drawn),
        paragraph,
      ).toContain('vacuum-cleaner');
      expect(plan.setting, paragraph).toBe('living-room');
    }
  });

  it('the hoover is the only machine there, and wrapping paper is no toilet roll', () => {
    expect(readScene('Leo sniffed the hoover. It was only a machine.', leo).things.map((t) => t.icon ?? t.drawn)).toEqual([
      'vacuum-cleaner',
    ]);
    for (const paragraph of ['Then the wrapping paper ran out!', 'Leo found a big roll of spotty paper on the shelf.'])
      expect(
        readScene(paragraph, leo).things.map((t) => t.icon),
        paragraph,
      ).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:roll-of-paper|croissant)$/)]));
  });

  it('a balloon popped or held is no flight: the hero is on the ground, at the party at home', () => {
    for (const paragraph of [
      'Pop went the balloon. Leo jumped.',
      'Leo blew up balloons for the party.',
      'Leo held a red balloon.',
    ]) {
      const plan = readScene(paragraph, leo);
      expect(plan.setting, paragraph).not.toBe('sky');
      expect(plan.characters[0]!.pose, paragraph).not.toBe('fly');
      // (the sound is no drink of pop)
      expect(
        plan.things.map((t) => t.icon),
        paragraph,
      ).not.toContain('cup-with-straw');
    }
    expect(readScene('Pop went the balloon. Leo jumped.', leo).setting).toBe('living-room');
    // (the book's own place goes on)
    expect(readScene('Pop went the balloon. Leo jumped.', leo, '', { place: 'garden', cast: [] }).setting).toBe('garden');
    // (a hot-air balloon, or one floating off, is up in the sky)
    expect(readScene('Leo and Grandpa rode in a hot air balloon high over the fields.', leo).setting).toBe('sky');
    expect(readScene("Leo's balloon floated away over the rooftops.", leo).setting).toBe('sky');
  });

  it('bubbles are bubbles, in the pool or blown in the garden; only a bubble bath is the tub', () => {
    expect(readScene('Leo blew bubbles in the swimming pool.', leo).things.map((t) => t.icon)).toEqual(['bubbles']);
    expect(readScene('Leo blew bubbles in the garden.', leo).things.map((t) => t.icon)).toEqual(['bubbles']);
  });

  it('a Christmas tree in the room is the Christmas tree, lit, in the living room and never a forest', () => {
    for (const paragraph of [
      'At night, Leo crept downstairs. The Christmas tree lights twinkled.',
      'Leo put a present under the Christmas tree.',
      'On Christmas Eve, Leo left a present under the tree in the living room.',
    ]) {
      const plan = readScene(paragraph, leo);
      expect(plan.setting, paragraph).toBe('living-room');
      expect(
        plan.things.map((t) => t.icon),
        paragraph,
      ).toContain('christmas-tree');
    }
    expect(readScene('Leo climbed the tree in the garden.', leo).things.map((t) => t.icon)).toEqual(['deciduous-tree']);
  });

  it('the living room at Christmas has its tree though the page does not say it, where the page leaves room', () => {
    const atHome: BookSoFar = { place: 'living-room', cast: [] };
    const icons = (paragraph: string, prompt: string, book = atHome) =>
      readScene(paragraph, leo, prompt, book).things.map((t) => t.icon);
    const night = 'Late in the night, something went jingle, jingle on the roof. Then tap, tap, down the chimney.';
    expect(icons(night, 'The night before Christmas')).toContain('christmas-tree');
    expect(icons('On Christmas Eve, Leo sat by the fire in the living room.', '')).toContain('christmas-tree');
    // (not on a day that is not Christmas, nor out of doors, nor in the bedroom)
    expect(icons(night, 'Leo hears a noise')).not.toContain('christmas-tree');
    expect(icons('On Christmas Eve, Leo built a snowman in the garden.', '')).not.toContain('christmas-tree');
    expect(icons('On Christmas Eve, Leo lay awake in bed.', '', { place: 'bedroom', cast: [] })).not.toContain('christmas-tree');
    // (nor in place of the page's own two things)
    expect(icons('Leo put the mince pie on the plate for Santa, by the fire.', 'The night before Christmas')).toEqual([
      'pie',
      'fork-and-knife-with-plate',
    ]);
  });
});

describe('the pumpkin patch', () => {
  const dot: HeroCue = { kind: 'thing:pumpkin', name: 'Dot', fixed: true };
  const leo: HeroCue = { kind: 'boy', name: 'Leo', fixed: true };
  it.each([
    ['Dot was a tiny pumpkin, the smallest in the whole patch.', 'The littlest pumpkin'],
    ['One by one, families came to the patch. They picked the biggest pumpkins and took them home.', 'The littlest pumpkin'],
    ['Leo and Grandpa went to the pumpkin patch to choose a pumpkin.', ''],
  ])('is the farm’s field of pumpkins, not a meadow or the living room: %s', (paragraph, prompt) => {
    expect(readScene(paragraph, dot, prompt).setting).toBe('pumpkin-patch');
  });

  it('is only where pumpkins grow: a vegetable patch is the garden, a patch of grass no farm', () => {
    expect(readScene('Leo dug the vegetable patch with Grandpa.', leo).setting).not.toBe('pumpkin-patch');
    expect(readScene('Leo sat on a patch of grass in the park.', leo).setting).not.toBe('pumpkin-patch');
  });
});

describe('one called by a title', () => {
  const leo: HeroCue = { kind: 'child', name: 'Leo', fixed: true };
  const who = (paragraph: string) => readScene(paragraph, leo).characters.map((c) => [c.kind, c.name]);
  it('with an animal’s name is that animal, never a child called Mrs', () => {
    expect(who('"Hello, Leo," said Mrs Owl. Leo smiled.')).toEqual([
      ['child', 'Leo'],
      ['owl', 'Mrs Owl'],
    ]);
    expect(who('Miss Hen clucked at Leo.')).toEqual([
      ['child', 'Leo'],
      ['chicken', 'Miss Hen'],
    ]);
    expect(who('Mr Fox smiled at Leo.')).toContainEqual(['fox', 'Mr Fox']);
  });

  it('with a person’s name is a grown-up, and the name is no thing or place', () => {
    expect(who('Mrs Patel waved at Leo.')).toContainEqual(['woman', 'Mrs Patel']);
    const plan = readScene('Miss Rose clapped. Leo smiled.', leo);
    expect(plan.characters.map((c) => [c.kind, c.name])).toContainEqual(['teacher', 'Miss Rose']);
    expect(plan.things).toEqual([]);
    expect(plan.setting).not.toBe('garden');
  });
});

describe('a bus', () => {
  const max: HeroCue = { kind: 'child', name: 'Max', fixed: true };
  it('is the town’s red bus (its own colour), a school bus yellow, out in the street', () => {
    const city = readScene('Max the superhero leapt onto a city bus.', max);
    expect(city.things.map((t) => [t.icon, t.colour])).toEqual([['bus', null]]);
    const school = readScene('Max waited for the school bus with Mum.', max);
    expect(school.things.map((t) => [t.icon, t.colour])).toEqual([['bus', SCHOOL_BUS_YELLOW]]);
    expect(school.setting).toBe('village');
    expect(readScene('The big blue bus stopped.', max).things[0]!.colour).not.toBe(SCHOOL_BUS_YELLOW);
  });
});

describe('a ballet class', () => {
  const bella: HeroCue = { kind: 'girl', name: 'Bella', fixed: true };
  it('is in the dance studio with its mirror and barre, never a classroom of desks', () => {
    for (const paragraph of [
      'Bella goes to ballet class.',
      'Bella stood at the barre and pointed her toes.',
      'At the dance studio, Bella did a little jump.',
      'Bella had her first dance lesson at school.',
    ])
      expect(readScene(paragraph, bella).setting, paragraph).toBe('dance-studio');
    // (on the theatre's stage, or dancing in the garden, it is there)
    expect(readScene('Bella twirled in her pink tutu on the stage at the theatre.', bella).setting).toBe('theatre');
    expect(readScene('Bella danced in the garden.', bella).setting).toBe('garden');
  });
});

describe('who is the hero of a book told by a kind word', () => {
  const santa: HeroCue = { kind: 'santa', name: null, fixed: true };
  it('never takes one the page names as another kind for the hero', () => {
    const plan = readScene('Pickles the elf kept the sleigh on course through the night, bells jingling.', santa);
    expect(plan.characters.map((c) => [c.role, c.kind, c.name])).toEqual([
      ['hero', 'santa', null],
      ['companion', 'elf', 'Pickles'],
    ]);
    const both = readScene('Over the snowy rooftops flew Santa. Pickles the elf waved from the sleigh.', santa);
    expect(both.characters[0]).toMatchObject({ role: 'hero', kind: 'santa', name: null });
  });
});

describe('a first lesson in a room of its own', () => {
  const kai: HeroCue = { kind: 'boy', name: 'Kai', fixed: true };
  it('is in the music room or the hall, never a classroom of desks', () => {
    for (const paragraph of [
      'Kai was going to his first drum lesson.',
      'At the door of the music room, Kai held Dad’s hand tight.',
      'Kai had his first piano lesson after school.',
    ])
      expect(readScene(paragraph, kai).setting, paragraph).toBe('music-room');
    for (const paragraph of [
      'Kai goes to karate on Saturday.',
      'Kai did a forward roll on the mat in the gym.',
      'Kai went to gymnastics with Mum.',
      'At the door of the karate hall, Kai held Mum’s hand tight.',
    ])
      expect(readScene(paragraph, kai).setting, paragraph).toBe('sports-hall');
    // (a page after it that only hints at school stays in that room)
    const after = { place: 'music-room' as const, cast: [] };
    expect(readScene('Miss Nia knelt down. A boy sat waiting for the next lesson.', kai, '', after).setting).toBe('music-room');
    // (a plain lesson at school is still the classroom)
    expect(readScene('Kai sat at his desk in the classroom for his maths lesson.', kai).setting).toBe('classroom');
  });
});

describe('a workshop', () => {
  const elf: HeroCue = { kind: 'elf', name: 'Bramble', fixed: true };
  it('is indoors at the workbench with its tools and toys, never a shop with an awning', () => {
    expect(readScene('Bramble hammered a wheel onto a toy train in the workshop.', elf).setting).toBe('workshop');
    expect(readScene('Grandpa mended the bike in the shed.', { kind: 'boy', name: 'Max', fixed: true }).setting).toBe('workshop');
    // (an elf helping Santa out in the snow is brought in to the workshop)
    expect(readScene('Bramble helped Santa stack the toys.', elf, 'An elf who wants to help Santa').setting).toBe('workshop');
  });
});

describe('a worker’s own day, read alone', () => {
  const open: HeroCue = { kind: 'child', name: null, fixed: false };

  it('draws the grown-up the first sentence names with their work as the hero, the pet at the door beside them', () => {
    const keeper = readScene(
      'Early one day, Sasha the lighthouse keeper was up before the sun. "Where shall I start?" wondered Sasha, looking round the beach. Waffles the seagull was waiting at the door, tail up.',
      open,
    );
    expect(keeper.characters.map((c) => `${c.name} ${c.role}`)).toEqual(['Sasha hero', 'Waffles companion']);
    expect(keeper.characters[0]!.kind).not.toBe('child');
    const postman = readScene(
      'Early one day, Pete the postman was up before the sun. "Where shall I start?" wondered Pete, looking round the city. Pip the dog was waiting at the door, tail up.',
      open,
    );
    expect(postman.characters.map((c) => `${c.kind} ${c.role}`)).toEqual(['postman hero', 'dog companion']);
  });

  it('draws the lighthouse a page names, a tower on the shore', () => {
    const plan = readScene('Sasha climbed the winding stairs of the lighthouse, round and round, up to the top.', open, '', {
      place: 'beach',
      cast: [],
    });
    expect(plan.setting).toBe('beach');
    expect(plan.things.map((t) => t.drawn)).toContain('lighthouse');
  });
});
