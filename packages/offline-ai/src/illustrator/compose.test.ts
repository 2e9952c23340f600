import { describe, expect, it } from 'vitest';
import { bookLookFor } from './hero/book.js';
import { composeScene } from './compose.js';
import { drawThing } from './draw-thing.js';
import { createPen, SIZE } from './draw/pen.js';
import { HANDS } from './draw/hands.js';
import { createRandom } from '../seeded.js';
import { readScene, type HeroCue } from './scene/read-scene.js';
import { rigOf, type KindId } from './figures/kinds.js';

const page = (paragraph: string, kind: KindId) => {
  const hero: HeroCue = { kind, name: null, fixed: true };
  const book = bookLookFor({ paragraph, visualPrompt: `a ${kind}`, style: 'pixar', avatar: null, seed: 2 });
  const plan = readScene(paragraph, hero);
  return { plan, composition: composeScene(plan, book, 2) };
};
const height = (box: { y0: number; y1: number }) => box.y1 - box.y0;

describe('a small creature indoors is seen close up, from the floor', () => {
  it.each([
    ['The ant marched past the squashy sofa. A boy waved at it.', 'ant'],
    ['The little mouse ran past the sofa to the farmer.', 'mouse'],
    ['The snail slid across the kitchen floor to the chef.', 'snail'],
  ] as const)('%s', (paragraph, kind) => {
    const { composition } = page(paragraph, kind);
    const child = page(paragraph.replace(new RegExp(`\\b${kind}\\b`), 'girl'), 'girl').composition;
    // The room is drawn larger: its floor line rises up the picture.
    expect(composition.stage.horizon).toBeLessThan(child.stage.horizon - 100);
    // The grown-up towers over the creature.
    const [hero, grownUp] = composition.figures;
    expect(height(grownUp!.box)).toBeGreaterThan(height(hero!.box) * 2.5);
  });

  it('out of doors, and for a person, the picture stays as it was', () => {
    expect(page('The ant marched across the meadow.', 'ant').composition.stage.horizon).toBe(
      page('The girl marched across the meadow.', 'girl').composition.stage.horizon,
    );
  });

  it('carries its load on its back, as big as itself', () => {
    const { plan } = page('The ant carried a huge crumb across the kitchen.', 'ant');
    expect(plan.things.map((t) => [t.icon, t.held])).toEqual([['bread', true]]);
  });
});

describe('an umbrella held up', () => {
  it('is over the head, as wide as the one under it, not small at the hand', () => {
    const paragraph = 'The girl held up her umbrella. The rain went drum, drum, drum on top.';
    const { plan, composition } = page(paragraph, 'girl');
    expect(plan.things.map((t) => [t.icon, t.held])).toEqual([['umbrella', true]]);
    const book = bookLookFor({ paragraph, visualPrompt: 'a girl', style: 'pixar', avatar: null, seed: 2 });
    const icons = (svg: string) =>
      [...svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)(?: scale\(-1 1\))?"><svg width="([\d.]+)"/g)].map((m) => ({
        key: m[0],
        top: Number(m[2]),
        size: Number(m[3]),
      }));
    const without = new Set(icons(composeScene({ ...plan, things: [] }, book, 2).front).map((i) => i.key));
    const umbrella = icons(composition.front).filter((i) => !without.has(i.key));
    expect(umbrella).toHaveLength(1);
    const hero = composition.figures[0]!.box;
    expect(umbrella[0]!.top).toBeLessThan(hero.y0);
    expect(umbrella[0]!.size).toBeGreaterThan(height(hero) * 0.6);
  });
});

describe('night out of doors', () => {
  it.each(['forest', 'campsite', 'snowy-mountain'] as const)('darkens the %s without a hard band across it', async (setting) => {
    const sharp = (await import('sharp')).default;
    const { plan, composition } = page(`At night the owl sat in the ${setting.replace('-', ' ')}.`, 'owl');
    expect(plan.time).toBe('night');
    const { data, info } = await sharp(Buffer.from(composition.svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
    const row = (y: number) => {
      let sum = 0;
      for (let x = 0; x < info.width; x += 1) sum += data[y * info.width + x]!;
      return sum / info.width;
    };
    // The veil used to start with a hard edge 120 px above the horizon.
    const edge = Math.round(composition.stage.horizon - 120);
    const jump = Math.max(...[-2, -1, 0, 1].map((d) => Math.abs(row(edge + d + 1) - row(edge + d))));
    expect(jump).toBeLessThan(6);
  });
});

describe('a room seen from the floor keeps furniture in view', () => {
  it.each([
    ['The mouse sat in the kitchen.', 'mouse'],
    ['The ant walked across the classroom.', 'ant'],
    ['The snail peeked out in the library.', 'snail'],
    ['The snail slid along the kitchen floor.', 'snail'],
    ['The mouse tiptoed through the museum.', 'mouse'],
    ['The beetle crawled across the throne room.', 'beetle'],
    ['The mouse scurried round the bathroom.', 'mouse'],
  ] as const)('%s', async (paragraph, kind) => {
    const sharp = (await import('sharp')).default;
    const { composition } = page(paragraph, kind);
    const svg = composition.svg;
    const { data, info } = await sharp(Buffer.from(svg)).resize(256, 256).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Across from the hero, between the top and the floor in front: some of it is furniture, its
    // outlines and colours changing sharply where a bare wall and floor change softly.
    const heroX = composition.figures[0]!.box.x0 / 4;
    const [x0, x1] = heroX < 128 ? [150, 255] : [0, 106];
    let edges = 0;
    let all = 0;
    for (let y = 0; y < 230; y += 1)
      for (let x = x0; x < x1; x += 1) {
        all += 1;
        const here = data[y * info.width + x]!;
        if (Math.abs(here - data[y * info.width + x + 1]!) > 30 || Math.abs(here - data[(y + 1) * info.width + x]!) > 30)
          edges += 1;
      }
    expect(edges / all).toBeGreaterThan(0.03);
  });
});

describe('a child beside grown-ups is the smaller', () => {
  const open = (paragraph: string, prompt: string) => {
    const book = bookLookFor({ paragraph, visualPrompt: prompt, style: 'disney', avatar: null, seed: 4 });
    const plan = readScene(paragraph, { kind: book.hero.kind, name: null, fixed: false });
    return composeScene(plan, book, 4).figures;
  };
  it.each([
    ['Mia walked with her mum and grandpa in the park.', 'bright colours'],
    ['Leo fished by the river with his dad, his grandma and his aunt.', 'bright colours'],
    ['The knight walked with his mum and dad to the castle.', 'a young knight in silver armour'],
    ['The little pirate sailed with his grandpa.', 'a pirate'],
  ])('%s', (paragraph, prompt) => {
    const [hero, ...others] = open(paragraph, prompt);
    const grownUps = others.filter((f) => ['mum', 'dad', 'grandma', 'grandpa', 'aunt', 'woman', 'man'].includes(f.kind));
    expect(grownUps.length).toBeGreaterThan(0);
    for (const grownUp of grownUps) expect(height(grownUp.box)).toBeGreaterThan(height(hero!.box) * 1.15);
  });
});

describe('a swimmer is out in the water, beyond the bank', () => {
  it.each([
    ['The otter swam across the river.', 'otter'],
    ['The beaver swam to its lodge in the lake.', 'beaver'],
    ['Mia swam in the lake with her dad.', 'girl'],
  ] as const)('%s', (paragraph, kind) => {
    const { plan, composition } = page(paragraph, kind);
    expect(plan.characters[0]!.pose).toBe('swim');
    expect(composition.figures[0]!.y).toBeLessThan(composition.stage.ground - 100);
    // Walking on the bank, feet on the ground.
    const walking = page(paragraph.replace(/swam/, 'walked'), kind).composition;
    expect(walking.figures[0]!.y).toBeGreaterThan(walking.stage.ground - 40);
  });
});

describe('a dolphin by the boat is down in the sea, not up on the deck', () => {
  it.each([
    'Tom and Dad went out on a boat. Dolphins were jumping over the waves, right by Tom!',
    'Tom sat in the boat with Dad. A dolphin swam up to the boat and looked at Tom.',
  ])('%s', (paragraph) => {
    const { plan, composition } = page(paragraph, 'boy');
    expect([plan.setting, plan.vessel]).toEqual(['sea', 'sail']);
    const dolphin = composition.figures.find((f) => f.kind === 'dolphin')!;
    const tom = composition.figures[0]!;
    // Its body is below the deck the boy stands on, among the near waves.
    expect((dolphin.box.y0 + dolphin.box.y1) / 2).toBeGreaterThan(tom.y + 40);
  });
});

describe('a dolphin seen from the beach is out in the waves, not lying on the sand', () => {
  it.each([
    'Sophie sat on the rocks by the sea. Then a smiley dolphin popped up! Sophie called the dolphin Clover.',
    'Sophie was on the beach. A dolphin leapt out of the waves!',
  ])('%s', (paragraph) => {
    const { plan, composition } = page(paragraph, 'girl');
    expect(plan.setting).toBe('beach');
    const dolphin = composition.figures.find((f) => f.kind === 'dolphin')!;
    // Its middle is above the shore line, out in the sea, above the girl's feet on the sand; its body is cut at the waves.
    expect((dolphin.box.y0 + dolphin.box.y1) / 2).toBeLessThan(composition.stage.shore!);
    expect(composition.figures[0]!.y).toBeGreaterThan(composition.stage.shore! + 100);
    expect(composition.front).toContain(`height="${composition.stage.shore}"/></clipPath>`);
  });
});

describe('a little boat that is the hero is the boat on the sea', () => {
  it('stands in no other boat: the sea has no sailing boat of its own', () => {
    const own = page('Dot the little boat sailed out past the harbour wall, over the big blue sea.', 'thing:boat' as KindId);
    expect(own.plan.setting).toBe('sea');
    const child = page('Tom sailed out past the harbour wall, over the big blue sea.', 'boy');
    // (The sailing boat's white sail is drawn only where a child is out in one.)
    expect(child.composition.svg).toContain('M370 260L370 720');
    expect(own.composition.svg).not.toMatch(/M(?:370|650) 260L(?:370|650) 720/);
  });
});

describe('the sea in a storm has tall, rough waves', () => {
  const crestOf = (paragraph: string) => {
    const { plan, composition } = page(paragraph, 'boy');
    expect(plan.setting).toBe('sea');
    const ys = [...composition.stage.swell!.matchAll(/Q-?[\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]));
    return Math.min(...ys);
  };
  it('a calm day is low waves; thunder and rain is waves as high as the boat', () => {
    const calm = crestOf('Tom and Grandpa went out on a boat. The sun shone on the sea.');
    const storm = crestOf('Tom and Grandpa were out on a boat. Then thunder rumbled, and rain poured down.');
    expect(storm).toBeLessThan(calm - 60);
  });
});

describe('an animal superhero wears its red cape and flies up over the rescue', () => {
  const paragraph =
    'In the park, a little boy dropped his ice cream. Super Bubbles caught it in time! Then a kitten was stuck up a lamp post. Super Bubbles flew up and lifted it down.';
  it.each(['pixar', 'anime'] as const)('%s', (style) => {
    const book = bookLookFor({ paragraph, visualPrompt: 'a superhero cat called Bubbles', style, avatar: null, seed: 2 });
    expect([book.hero.kind, book.hero.parts?.cape]).toEqual(['cat', '#d62839']);
    const plan = readScene(paragraph, { kind: 'cat', name: 'Bubbles', fixed: true });
    // The rescue in the air is the picture, not the catch.
    expect(plan.characters[0]!.pose).toBe('fly');
    const composition = composeScene(plan, book, 2);
    const hero = composition.figures[0]!;
    expect(hero.y).toBeLessThanOrEqual(SIZE * 0.5);
    // The same cat without a cape, flying, stays on its paws' line (no cape, no superhero flight).
    const plain = bookLookFor({ paragraph, visualPrompt: 'a cat called Bubbles', style, avatar: null, seed: 2 });
    expect(plain.hero.parts?.cape).toBeUndefined();
    expect(composition.svg.length).toBeGreaterThan(composeScene(plan, plain, 2).svg.length);
  });
});

describe('a lifeguard at the pool is dressed as one', () => {
  it('red top, yellow shorts and a whistle, not an explorer', () => {
    const { plan, composition } = page('Yara ran to the deep end. "Walk, please!" called the lifeguard.', 'girl');
    expect(plan.setting).toBe('pool');
    expect(composition.figures.map((f) => f.kind)).toContain('lifeguard');
    const rig = rigOf('lifeguard');
    expect(rig.rig === 'person' && [rig.role.topColours, rig.role.bottom, rig.role.extras]).toEqual([
      ['#d62839'],
      'shorts',
      ['whistle'],
    ]);
  });
});

describe('a duck that tips over while floating is on the water, not flying', () => {
  it.each([
    'Coco tried to float, but he tipped over. Splash! How could Coco swim now?',
    'She lay still and floated on the pond, just for a moment.',
  ])('%s', (paragraph) => {
    const { plan, composition } = page(paragraph, 'duck');
    expect(['lake', 'pond', 'river']).toContain(plan.setting);
    expect(plan.characters[0]!.pose).toBe('swim');
    expect(composition.figures[0]!.y).toBeLessThan(composition.stage.ground - 100);
  });

  it('a page by a floating log is still by the water, not in a forest', () => {
    expect(page('Coco waddled about by a floating log, but it was no good.', 'duck').plan.setting).not.toBe('forest');
  });

  it('a balloon floating over the town still flies', () => {
    expect(page('The balloon floated up over the town.', 'thing:balloon').plan.characters[0]!.pose).toBe('fly');
  });
});

describe('two hedgehogs at school: the friend by name is a hedgehog, the parent is not the hero', () => {
  const kindsOf = (paragraph: string, name: string | null) =>
    readScene(paragraph, { kind: 'hedgehog', name, fixed: true }).characters.map((c) => [c.role, c.kind, c.name]);
  it("the first page's hero is Coco, not Daddy Hedgehog", () => {
    const paragraph =
      'Coco woke up early. It was his first day at school! "Have a lovely day," said Daddy Hedgehog, and waved from the gate.';
    expect(kindsOf(paragraph, null)[0]).toEqual(['hero', 'hedgehog', 'Coco']);
  });
  it('a friend who says her name after "said the hedgehog" is a hedgehog', () => {
    const paragraph =
      'Coco sat at the back, and nobody sat next to him. Then a hedgehog with a shy smile slid a box across the table. "You can share mine," said the hedgehog. "I’m Ziggy." "I’m Coco," he said, smiling at Ziggy.';
    expect(kindsOf(paragraph, 'Coco')).toContainEqual(['companion', 'hedgehog', 'Ziggy']);
  });
  it.each([
    'Ziggy showed Coco the hopscotch squares on the playground. Hop, hop, jump! "You didn’t wobble once!" cheered Ziggy.',
    'Coco knocked over a pot of blue paint. Splash! Ziggy grabbed a cloth and helped mop it up.',
  ])('named only, with the book’s cast, she is drawn as a hedgehog: %s', (paragraph) => {
    const cast = [{ name: 'Ziggy', kind: 'hedgehog' as const }];
    const plan = readScene(paragraph, { kind: 'hedgehog', name: 'Coco', fixed: true }, '', { place: null, cast });
    expect(plan.characters.map((c) => [c.role, c.kind, c.name])).toContainEqual(['companion', 'hedgehog', 'Ziggy']);
  });
});

describe('a tadpole or a fish is in the pond, water-sized, whatever it does', () => {
  it.each([
    [
      'Days went by, and Honey the tadpole grew bigger. Then one day, two tiny back legs came out! Honey felt proud by the pond.',
      'tadpole',
    ],
    ['By the reeds in the pond, the little tadpole wriggled and said hello.', 'tadpole'],
  ] as const)('%s', (paragraph, kind) => {
    const { composition } = page(paragraph, kind);
    const [hero] = composition.figures;
    expect(hero!.y).toBeLessThan(composition.stage.ground - 100);
    // (Smaller than a frog on the bank of the same pond.)
    const frog = page(paragraph.replace(/tadpole/g, 'frog'), 'frog').composition.figures[0]!;
    expect(height(hero!.box)).toBeLessThan(height(frog.box) * 0.8);
  });

  it('a fish who talks with the tadpole is in the water too, not on the grass', () => {
    const { composition } = page('"You are changing!" said the fish to the tadpole by the pond.', 'tadpole');
    const fish = composition.figures.find((f) => f.kind === 'fish');
    expect(fish!.y).toBeLessThan(composition.stage.ground - 100);
  });
});

describe('someone flying a plane, a helicopter or a rocket is in it, not holding it', () => {
  it.each([
    ['Nina flew her plane high above the clouds.', 'girl', 'wide'],
    ['Captain Ana flew the little plane over the mountains.', 'girl', 'wide'],
    ['Leo flew his rocket to the moon.', 'boy', 'tall'],
    ['Grandpa flew the old plane across the sea.', 'grandpa', 'wide'],
    ['The bear flew a rocket up into space.', 'bear', 'tall'],
    ['Ava flew the helicopter over the city.', 'girl', 'wide'],
  ] as const)('%s', (paragraph, kind, shape) => {
    const { composition } = page(paragraph, kind);
    const hero = composition.figures[0]!;
    // Drawn as the vehicle with its pilot at the window or in the cockpit, seated.
    expect(hero.pose).toBe('sit');
    const { x0, x1, y0, y1 } = hero.box;
    if (shape === 'wide') expect(x1 - x0).toBeGreaterThan((y1 - y0) * 1.5);
    else expect(y1 - y0).toBeGreaterThan(500);
  });

  it.each(['Leo and his dad flew the plane to the island.', 'Mia and her mum flew the helicopter over the hills.'])(
    'one flying with the hero is up in it too, not standing below: %s',
    (paragraph) => {
      const { plan, composition } = page(paragraph, paragraph.startsWith('Leo') ? 'boy' : 'girl');
      expect(plan.characters.length).toBe(2);
      expect(composition.figures.map((f) => f.role)).toEqual(['hero']);
    },
  );

  it('a toy plane flown in the park is in the hand', () => {
    const { composition } = page('Sam flew his toy plane in the park.', 'boy');
    expect(composition.figures[0]!.pose).toBe('hold');
  });
});

describe('card players hold their cards', () => {
  it.each([
    ['Grandpa and Sam played cards at the kitchen table.', 2],
    ['Tom and his sister played cards in the garden.', 2],
    ['Mia played cards with her dad after tea.', 2],
    ['Leo played cards on his own by the fire.', 1],
  ] as const)('%s', (paragraph, players) => {
    const { composition } = page(paragraph, 'boy');
    // A fan of three cards in each player's hand, none lying beside them.
    expect(composition.front.match(/fill="#fbf8f0"/g)?.length).toBe(players * 3);
  });
});

describe('a bicycle is under its rider', () => {
  it.each([
    ['Mia rode her bike to the park.', 'girl'],
    ['Sam rode his bicycle down the lane.', 'boy'],
    ['The bear rode a bike through the forest.', 'bear'],
  ] as const)('%s', (paragraph, kind) => {
    const { plan, composition } = page(paragraph, kind);
    expect(plan.characters[0]!.pose).toBe('ride');
    // On the saddle, well above the ground.
    expect(composition.figures[0]!.y).toBeLessThan(composition.stage.ground - 100);
  });

  it('riding with nothing drawn to ride is standing, not sitting on air', () => {
    const { composition } = page('Ben rode the monorail along the seafront.', 'boy');
    expect(composition.figures[0]!.pose).toBe('stand');
  });
});

describe('whoever drives, steers or rides in a car, a bus, a train, a tram, a tractor, a lorry, a fire engine or a submarine is drawn in it', () => {
  it.each([
    ['Ben rode the little train along the seafront.', 'boy', 'boy'],
    ['Ada climbed aboard the big red bus.', 'girl', 'girl'],
    ['Zoe steered the little submarine past the coral.', 'girl', 'girl'],
    ['Dad drove the car to the beach while Mia sang.', 'girl', 'dad'],
    ['Mum drove the old car down the lane and Leo waved from the gate.', 'boy', 'mum'],
    ['Ben rode the little tram along the seafront.', 'boy', 'boy'],
    ['Dad drove the tractor across the field while Mia waved.', 'girl', 'dad'],
    ['The firefighter drove the fire engine down the street.', 'firefighter', 'firefighter'],
    ['Mum drove the lorry to the market.', 'mum', 'mum'],
  ] as const)('%s', (paragraph, hero, rider) => {
    const { composition } = page(paragraph, hero);
    const inside = composition.figures.find((f) => f.kind === rider)!;
    // Seated at its window, the vehicle's box wider than tall, clipped to the window.
    expect(inside.pose).toBe('sit');
    expect(inside.box.x1 - inside.box.x0).toBeGreaterThan((inside.box.y1 - inside.box.y0) * 1.4);
    expect(composition.front).toContain('clip-path');
    // Everyone else there still stands beside it.
    expect(composition.figures.length).toBe(hero === rider ? 1 : 2);
  });

  it.each([
    ['Ada climbed aboard the big red bus with her dad.', 'girl'],
    ['Mia rode the bus to school with her friends.', 'girl'],
    ['Dad drove the car to the beach while Mia sang.', 'girl'],
    ['Tom sat in the car with his dog.', 'boy'],
  ] as const)('the others stand clear of it, not in front of its windows: %s', (paragraph, hero) => {
    const { composition } = page(paragraph, hero);
    const inside = composition.figures.find((f) => f.pose === 'sit')!;
    for (const other of composition.figures.filter((f) => f !== inside)) {
      const overlap = Math.min(other.box.x1, inside.box.x1) - Math.max(other.box.x0, inside.box.x0);
      expect(overlap).toBeLessThan((other.box.x1 - other.box.x0) * 0.25);
    }
  });
});

describe('those riding with the driver are seen at its windows too', () => {
  const windows = (paragraph: string, hero: KindId) =>
    (page(paragraph, hero).composition.front.match(/<g clip-path/g) ?? []).length;
  it.each([
    ['Grandpa drove Sam and his sister to the beach in the car.', 'Grandpa drove the car to the beach.', 'boy', 2],
    ['Mum took Leo and Mia to the zoo on the bus.', 'Mum took the bus to the zoo.', 'boy', 2],
    ['Tom and Grandpa rode the train to the seaside.', 'Tom rode the train to the seaside.', 'boy', 1],
    ['Leo, Mia and Dad sat in the car.', 'Leo sat in the car.', 'boy', 2],
  ] as const)('%s', (paragraph, alone, hero, more) => {
    const { composition } = page(paragraph, hero);
    // One vehicle, nobody standing beside it, and a window view (at least) for each one more inside.
    expect(composition.figures).toHaveLength(1);
    expect(windows(paragraph, hero)).toBeGreaterThanOrEqual(windows(alone, hero) + more - 1);
    expect(windows(paragraph, hero)).toBeGreaterThan(windows(alone, hero));
  });

  it('one waving from the gate is not in the car', () => {
    const { composition } = page('Mum drove the old car down the lane and Leo waved from the gate.', 'boy');
    expect(composition.figures).toHaveLength(2);
  });
});

describe('a baby is held in the arms of the one who holds it', () => {
  it.each([
    ['Mum held the new baby.', 'mum', 'mum'],
    ['Leo rocked his baby sister in the cot.', 'boy', 'boy'],
    ['Mia hugged her baby brother.', 'girl', 'girl'],
    ['Grandma held baby Sam in her arms.', 'grandma', 'grandma'],
  ] as const)('%s', (paragraph, hero, holding) => {
    const { composition } = page(paragraph, hero);
    const baby = composition.figures.find((f) => f.kind === 'baby')!;
    const holder = composition.figures.find((f) => f.kind === holding)!;
    // Up in their arms, within their reach, lying (wider than tall) and small beside them.
    expect(baby.y).toBeLessThan(holder.y - (holder.box.y1 - holder.box.y0) * 0.25);
    expect(baby.x).toBeGreaterThan(holder.box.x0 - 40);
    expect(baby.x).toBeLessThan(holder.box.x1 + 40);
    expect(baby.box.x1 - baby.box.x0).toBeGreaterThan(baby.box.y1 - baby.box.y0);
    expect(baby.box.y1 - baby.box.y0).toBeLessThan((holder.box.y1 - holder.box.y0) * 0.35);
  });

  it('a baby on the move, or one nobody holds, is on the ground', () => {
    for (const paragraph of ['The baby crawled across the rug.', 'The baby lay on the rug and smiled.']) {
      const { composition } = page(paragraph, 'baby');
      const baby = composition.figures.find((f) => f.kind === 'baby')!;
      expect(Math.abs(baby.y - composition.stage.ground)).toBeLessThan(120);
    }
  });

  it('a baby who comes home or points is in its blanket, lying, never a toddler on its feet', () => {
    for (const paragraph of [
      'Sam’s new baby sister came home.',
      'Sam and the baby walked to the park.',
      'Sam’s baby brother waved at him.',
    ]) {
      const { composition } = page(paragraph, 'boy');
      const baby = composition.figures.find((f) => f.kind === 'baby')!;
      expect(baby.box.x1 - baby.box.x0).toBeGreaterThan(baby.box.y1 - baby.box.y0);
    }
  });

  it('a baby nobody holds is a baby’s size beside a child, not a speck on the rug', () => {
    for (const paragraph of ['Sam smiled at the new baby on the rug.', 'Mia sang to her baby sister.']) {
      const { composition } = page(paragraph, 'boy');
      const [child] = composition.figures;
      const baby = composition.figures.find((f) => f.kind === 'baby')!;
      const height = (f: typeof baby) => f.box.y1 - f.box.y0;
      expect(height(baby)).toBeGreaterThan(height(child!) * 0.15);
      expect(height(baby)).toBeLessThan(height(child!) * 0.45);
    }
  });

  it('a baby held on the first page is not the book’s hero', () => {
    for (const paragraph of ['Mum held the new baby.', 'Grandma rocked baby Sam to sleep.']) {
      const book = bookLookFor({ paragraph, style: 'pixar', avatar: null, seed: 2 });
      expect(book.hero.kind, paragraph).not.toBe('baby');
    }
  });
});

describe('a submarine', () => {
  it('has someone looking out of its porthole when they ride in it', () => {
    const book = bookLookFor({ paragraph: 'Zoe dived.', visualPrompt: 'a girl', style: 'ghibli', avatar: null, seed: 3 });
    const plan = readScene('Zoe looked at the fish.', { kind: 'girl', name: null, fixed: true });
    const submarine = { word: 'submarine', drawn: 'submarine', icon: null, held: false, colour: null };
    const composition = composeScene({ ...plan, setting: 'underwater', things: [submarine] }, book, 3);
    const hero = composition.figures[0]!;
    // The submarine is the hero's place in the picture: wider than tall, over the seabed, clipped to its porthole.
    expect(hero.box.x1 - hero.box.x0).toBeGreaterThan((hero.box.y1 - hero.box.y0) * 1.4);
    expect(hero.y).toBeLessThan(composition.stage.ground);
    expect(composition.front).toContain('clip-path');
  });
});

describe('a big plane', () => {
  it('carries its passengers, seen at its round windows, up in the sky', () => {
    const { plan, composition } = page('On the plane, Finn and Dad clicked their seatbelts. Up it went!', 'boy');
    expect(plan.things[0]?.drawn).toBe('airliner');
    const hero = composition.figures[0]!;
    // The plane is the hero's place in the picture: far wider than a child, up off the ground, a window clipped.
    expect(hero.box.x1 - hero.box.x0).toBeGreaterThan(600);
    expect(hero.y).toBeLessThan(composition.stage.ground);
    expect(composition.front).toContain('clip-path');
  });
});

describe('people together are each readable, and all in the picture', () => {
  it.each([
    ['Ava, Noah and Ella sat together on the rug.', 'girl'],
    // (the hero on the room's sofa, the others beside it)
    ['Zara, Ben and Leo sat on the rug.', 'girl'],
    ['Leo, Priya and Sam sat in the living room.', 'boy'],
    ['Zara, Ben and Leo sat on the grass and ate their sandwiches.', 'girl'],
    ['Three children sat in a circle and listened to the story.', 'boy'],
    ['The three friends sat on the grass and drew pictures.', 'girl'],
    ['Maya hugged her two brothers.', 'girl'],
    ['Tom played football with his three friends in the park.', 'boy'],
  ] as const)('%s', (paragraph, kind) => {
    const { composition } = page(paragraph, kind);
    const people = composition.figures.flatMap((f) => (f.copies ?? [f.x]).map((x) => ({ x, half: (f.box.x1 - f.box.x0) / 2 })));
    expect(people.length).toBeGreaterThanOrEqual(3);
    // No two stand with more than about half of each other covered.
    for (const [i, a] of people.entries())
      for (const b of people.slice(i + 1)) expect(Math.abs(a.x - b.x)).toBeGreaterThan(Math.min(a.half, b.half) * 1.1);
    for (const one of people) {
      expect(one.x - one.half * 0.6).toBeGreaterThan(0);
      expect(one.x + one.half * 0.6).toBeLessThan(1024);
    }
  });
});

describe('the scenery does not draw its own of a key thing the paragraph names', () => {
  // The beach's own sandcastle flies this flag.
  const flag = /l20 7l-20 7Z/g;
  it('one sandcastle on the beach: the one built', () => {
    for (const paragraph of ['Finn built a big sandcastle on the beach.', 'On the beach, Rosie and her dad made a sandcastle.'])
      expect(page(paragraph, 'boy').composition.svg.match(flag)).toBeNull();
  });
  it('the beach keeps its sandcastle when the paragraph names none', () => {
    expect(page('Ollie found a shell on the beach.', 'boy').composition.svg.match(flag)).toHaveLength(1);
  });
});

describe('those who sit at a table sit on chairs at it, the table between them', () => {
  it.each([
    ['Mia and Grandpa played cards at the kitchen table.', 'girl'],
    ['Tom and his mum ate breakfast at the table.', 'boy'],
    ['Sam and Grandma played a board game at the table in the living room.', 'boy'],
    ['At the picnic table, Noah and his dad ate sandwiches in the park.', 'boy'],
  ] as const)('%s', (paragraph, kind) => {
    const { composition } = page(paragraph, kind);
    const [hero, other] = composition.figures;
    // On chairs, not on the floor, nor on the room's sofa, facing each other across the table.
    for (const one of [hero!, other!]) expect(one.y).toBeLessThan(composition.stage.ground - 60);
    expect(hero!.facesRight).toBe(hero!.x < other!.x);
    expect(Math.abs(hero!.x - other!.x)).toBeGreaterThan(300);
    // Elsewhere, sitting to play is on the ground (out in the garden, where no sofa is).
    const onTheGround = page(
      paragraph.replace(/at (?:the|a) (?:\w+ )?table(?: in the living room)?/i, 'in the garden'),
      kind,
    ).composition;
    expect(onTheGround.figures[0]!.y).toBeGreaterThan(onTheGround.stage.ground - 40);
  });
  it.each([
    ['The cat sat at the kitchen table.', 'cat'],
    ['The dog sat at the table and waited for his dinner.', 'dog'],
    ['The bear sat at the table and ate porridge.', 'bear'],
    ['The fox and the rabbit sat at the table and played cards.', 'fox'],
  ] as const)('an animal at the table sits up on a chair at it too: %s', (paragraph, kind) => {
    // (the table drawn at the chair, its top at the animal's chest; on the kitchen floor, no chair)
    const { composition } = page(paragraph, kind);
    expect(composition.figures[0]!.y).toBeLessThan(composition.stage.ground - 30);
    const inTheKitchen = page(paragraph.replace(/at the (?:\w+ )?table/, 'in the kitchen'), kind).composition;
    expect(inTheKitchen.figures[0]!.y).toBeGreaterThan(inTheKitchen.stage.ground - 40);
  });
  it.each([
    ['The mouse sat at the table and nibbled some cheese.', 'mouse'],
    ['The little snail had lunch at the kitchen table.', 'snail'],
    ['The hamster sat at the table with Mia.', 'hamster'],
  ] as const)('a small creature at the table, seen close up, sits up on its top: %s', (paragraph, kind) => {
    const { composition } = page(paragraph, kind);
    expect(composition.figures[0]!.y).toBeLessThan(composition.stage.ground - 100);
    const onTheFloor = page(paragraph.replace(/at the (?:\w+ )?table/, 'in the kitchen'), kind).composition;
    expect(onTheFloor.figures[0]!.y).toBeGreaterThan(onTheFloor.stage.ground - 40);
  });

  it('one more sits across the table, behind it, between the two at its ends', () => {
    const between = (x: number, a: number, b: number) => x > Math.min(a, b) && x < Math.max(a, b);
    const [omar, priya, jack] = page('Omar, Priya and Jack sat at the table and painted pictures.', 'boy').composition.figures;
    expect(between(jack!.x, omar!.x, priya!.x)).toBe(true);
    expect(jack!.y).toBeLessThan(priya!.y);
    const [hero, friends] = page('The three friends sat at the table and drew pictures.', 'girl').composition.figures;
    expect(between(friends!.copies![1]!, hero!.x, friends!.x)).toBe(true);
  });

  it.each([
    ['Mum, Dad, Leo and Gran ate dinner at the table.', 'boy'],
    ['Omar, Priya, Jack and Zoe sat at the table and painted pictures.', 'boy'],
    ['Mia, her mum, her dad and Grandpa played cards at the kitchen table.', 'girl'],
  ] as const)('two more share the far side of the table, in the picture: %s', (paragraph, hero) => {
    const between = (x: number, a: number, b: number) => x > Math.min(a, b) && x < Math.max(a, b);
    const figures = page(paragraph, hero).composition.figures;
    expect(figures).toHaveLength(4);
    const [first, second, third, fourth] = figures;
    for (const f of [third!, fourth!]) {
      expect(between(f.x, first!.x, second!.x)).toBe(true);
      expect(f.y).toBeLessThan(second!.y);
    }
    expect(Math.abs(third!.x - fourth!.x)).toBeGreaterThan(60);
    for (const f of figures) expect(f.box.x0 >= 0 && f.box.x1 <= 1024).toBe(true);
  });
});

describe('a baby laid in its cot or pram lies in it', () => {
  const named = (paragraph: string, name: string) => {
    const book = bookLookFor({ paragraph, visualPrompt: 'a girl', style: 'pixar', avatar: null, seed: 2 });
    return composeScene(readScene(paragraph, { kind: 'girl', name, fixed: true }), book, 2);
  };
  it.each([
    ['Mia put baby Sam in his cot and sang a soft song.', 'Mia'],
    ['Ava pushed baby Max in his pram to the park.', 'Ava'],
    ['Zoe tucked her baby brother into the crib.', 'Zoe'],
  ])('%s', (paragraph, name) => {
    const { figures, stage } = named(paragraph, name);
    const baby = figures.find((f) => f.kind === 'baby')!;
    const [child] = figures;
    // Up on its mattress, lying (its bed's width), not standing or crawling on the floor beside it.
    expect(baby.pose).toBe('sleep');
    expect(baby.y).toBeLessThan(stage.ground - 40);
    expect(Math.abs(baby.x - child!.x)).toBeGreaterThan(150);
  });
});

describe('a high five', () => {
  it('is two facing figures close enough for their raised hands to meet', () => {
    const high = page('The girl gave her brother a high five.', 'girl').composition.figures;
    const talk = page('The girl talked to her brother.', 'girl').composition.figures;
    expect(high.map((f) => f.pose)).toEqual(['highFive', 'highFive']);
    expect(high[0]!.facesRight).not.toBe(high[1]!.facesRight);
    expect(Math.abs(high[0]!.x - high[1]!.x)).toBeLessThanOrEqual(Math.abs(talk[0]!.x - talk[1]!.x));
  });
});

describe('an animal’s or a toy’s mum or dad stands taller than the young hero', () => {
  it.each([
    ['One fine day, Twinkle the teddy bear went to the park with Dad.', 'teddy'],
    ['The little hedgehog walked with his mum to the pond.', 'hedgehog'],
  ] as const)('%s', (paragraph, kind) => {
    const [hero, parent] = page(paragraph, kind).composition.figures;
    expect(parent!.kind).toBe(kind);
    expect(height(parent!.box)).toBeGreaterThan(height(hero!.box) * 1.2);
  });
});

describe('one still growing stands smaller than the grown one of its kind beside it', () => {
  it('a hen stands taller than the chick she tucks under her wing', () => {
    const paragraph = 'Waffles the chick came out, all wet and sticky. Mother Hen tucked Waffles under her warm wing.';
    const plan = readScene(paragraph, { kind: 'chick', name: 'Waffles', fixed: true });
    const book = bookLookFor({ paragraph, visualPrompt: 'a chick', style: 'pixar', avatar: null, seed: 2 });
    const [chick, hen] = composeScene(plan, book, 2).figures;
    expect([chick!.kind, hen!.kind]).toEqual(['chick', 'chicken']);
    expect(height(hen!.box)).toBeGreaterThan(height(chick!.box) * 1.2);
  });
});

describe('a cloud that is someone, out of doors', () => {
  it('floats high over the fields, not on the grass', () => {
    const { plan, composition } = page('After breakfast, Sparky the cloud floated over to the fields far below.', 'thing:cloud');
    expect(plan.setting).not.toBe('sky');
    const cloud = composition.figures[0]!;
    expect(cloud.box.y1).toBeLessThan(composition.stage.ground - 150);
  });
});

describe('a nest drawn', () => {
  it('holds eggs only when the plan says so', () => {
    // (The disney hand paints each colour flat, as it is.)
    const pen = () => createPen(HANDS.disney, createRandom(1), (hex) => hex);
    const nest = { word: 'nest', drawn: 'nest', icon: null, held: false, colour: null };
    expect(drawThing(pen(), { ...nest, eggs: true }, 500, 800, 170, false)).toContain('#cfe6f2');
    expect(drawThing(pen(), nest, 500, 800, 170, false)).not.toContain('#cfe6f2');
  });
});

describe('an animal in trouble', () => {
  it('up a tree is up in it, above the ground', () => {
    const { composition } = page('High up in the tree sat Pip the kitten, on a thin branch.', 'girl');
    const kitten = composition.figures.find((f) => f.kind === 'cat')!;
    expect(kitten.y).toBeLessThan(composition.stage.ground - 150);
  });
});

describe('new glasses ("Ravi\'s new glasses")', () => {
  it('are worn by the hero on every page, never by one who only looks for someone else’s', () => {
    const wears = (paragraph: string) =>
      bookLookFor({ paragraph, style: 'pixar', avatar: null, seed: 2 }).hero.person?.extras.includes('glasses') ?? false;
    expect(wears('Ravi put on the new glasses and looked in the mirror.')).toBe(true);
    expect(wears('The new glasses felt funny on his nose at first.')).toBe(true);
    expect(wears('Owen could not find Grandma’s glasses anywhere.')).toBe(false);
  });

  it('go on to the pages after the first in its style token (SPEC §4), where the page says nothing of them', async () => {
    const { illustrateWithPlan } = await import('./illustrator.js');
    const first = await illustrateWithPlan({
      paragraph: 'Ravi put on the new glasses and looked in the mirror.',
      style: 'pixar',
      seed: 3,
    });
    const later = await illustrateWithPlan({
      paragraph: 'Ravi ran across the park to the swings.',
      style: 'pixar',
      seed: 3,
      styleReference: { token: first.styleToken, image: null },
    });
    expect(later.book.hero.person?.extras).toContain('glasses');
  });

  it('frames tried on are glasses and a cloth wiping them is no necktie', () => {
    const icons = (paragraph: string) =>
      readScene(paragraph, { kind: 'boy', name: 'Ravi', fixed: true }).things.map((t) => t.icon);
    expect(icons('Ravi tried on red frames, blue frames and spotty frames.')).toEqual(['glasses']);
    expect(icons('Ravi wiped the glasses clean with a soft cloth.')).not.toContain('necktie');
  });
});

describe('a room whose lights are out', () => {
  const brightness = async (paragraph: string) => {
    const sharp = (await import('sharp')).default;
    const { renderPicture } = await import('./render.js');
    const { plan, composition } = page(paragraph, 'girl');
    const image = await renderPicture(composition, HANDS.pixar);
    const { channels } = await sharp(image).greyscale().stats();
    return { plan, mean: channels[0]!.mean };
  };
  it('is drawn dark, not as the lit room at night', async () => {
    const lit = await brightness('That night, the girl sat in the living room. The lights came back on.');
    const out = await brightness('That night, the girl sat in the living room. The lights went out.');
    expect(lit.plan.lightsOut).toBeUndefined();
    expect(out.plan.lightsOut).toBe(true);
    expect(out.mean).toBeLessThan(lit.mean * 0.7);
  });
});

describe('one tucked into bed', () => {
  it.each([1, 2, 3, 4])('lies in it, whoever tucks them in standing clear of their face (seed %i)', (seed) => {
    const paragraph = 'Grandpa tucked Ali the cheerful boy into bed and gave him a kiss good night.';
    const hero: HeroCue = { kind: 'boy', name: 'Ali', fixed: true };
    const book = bookLookFor({ paragraph, visualPrompt: 'Ali is scared of the dark', style: 'pixar', avatar: null, seed });
    const plan = readScene(paragraph, hero);
    const { figures, stage } = composeScene(plan, book, seed);
    expect(figures[0]!.pose).toBe('sleep');
    const pillow = stage.seat!.pillow!;
    const grandpa = figures[1]!.box;
    expect(grandpa.x0 < pillow.x + 40 && grandpa.x1 > pillow.x - 40).toBe(false);
  });
});

describe('one in a hospital bed beside the hero', () => {
  it.each([1, 2, 3, 4])('lies in it, the whole of them within the picture and clear of the hero (seed %i)', (seed) => {
    const paragraph = 'Grandma lay in the hospital bed. Sam held her hand.';
    const hero: HeroCue = { kind: 'boy', name: 'Sam', fixed: true };
    const book = bookLookFor({ paragraph, visualPrompt: 'a boy called Sam', style: 'pixar', avatar: null, seed });
    const plan = readScene(paragraph, hero, '', { place: 'hospital', cast: [] });
    const { figures, stage } = composeScene(plan, book, seed);
    const grandma = figures.find((f) => f.kind === 'grandma')!;
    expect(grandma.pose).toBe('sleep');
    // (her head on the bed's pillow, not standing on the floor)
    const pillow = stage.seat!.pillow!;
    expect(grandma.box.x0 < pillow.x + 40 && grandma.box.x1 > pillow.x - 40).toBe(true);
    expect(grandma.y).toBeLessThan(stage.ground - 60);
    // (no longer than the bed is wide: her feet do not reach the hero standing by it)
    const sam = figures[0]!.box;
    expect(grandma.box.x1 < sam.x0 || grandma.box.x0 > sam.x1).toBe(true);
  });
});

describe('a room at night', () => {
  const picture = async (paragraph: string, style: keyof typeof HANDS) => {
    const sharp = (await import('sharp')).default;
    const { renderPicture } = await import('./render.js');
    const hero: HeroCue = { kind: 'girl', name: null, fixed: true };
    const book = bookLookFor({ paragraph, visualPrompt: 'a girl', style, avatar: null, seed: 2 });
    const plan = readScene(paragraph, hero);
    const composition = composeScene(plan, book, 2);
    const image = await renderPicture(composition, HANDS[style]);
    const mean = async (left: number, top: number, size: number) => {
      const region = await sharp(image).extract({ left, top, width: size, height: size }).png().toBuffer();
      const part = await sharp(region).greyscale().stats();
      return part.channels[0]!.mean;
    };
    return { plan, stage: composition.stage, all: await mean(0, 0, SIZE), mean };
  };
  it.each(['pixar', 'ghibli', 'disney', 'anime'] as const)('is dim, with the fire aglow in the hearth (%s)', async (style) => {
    const day = await picture('In the afternoon, the girl sat by the fire in the living room.', style);
    const night = await picture('That night, the girl sat by the fire in the living room.', style);
    expect(night.plan.time).toBe('night');
    expect(night.all).toBeLessThan(day.all * 0.7);
    // (the hearth is lit: the floor before the fire brighter than the floor across the room)
    const fire = night.stage.glows![0]!;
    const atFire = await night.mean(Math.round(fire.x - 50), 660, 100);
    const away = await night.mean(Math.round(SIZE - fire.x - 50), 660, 100);
    expect(atFire).toBeGreaterThan(away * 1.3);
  });
});

describe('one hiding (hide and seek)', () => {
  /** How much of the hider's box is drawn otherwise than with nothing in front of them: 0 uncovered, 1 all covered. */
  const covered = async (paragraph: string) => {
    const sharp = (await import('sharp')).default;
    const hero: HeroCue = { kind: 'girl', name: 'Lily', fixed: true };
    const book = bookLookFor({ paragraph, visualPrompt: 'a girl', style: 'pixar', avatar: null, seed: 2 });
    const plan = readScene(paragraph, hero);
    expect(plan.characters[0]!.hiding).toBeDefined();
    const open = { ...plan, characters: plan.characters.map(({ hiding: _hiding, ...c }) => c) };
    const [hid, seen] = [composeScene(plan, book, 2), composeScene(open, book, 2)];
    const pixels = (svg: string) => sharp(Buffer.from(svg)).raw().toBuffer();
    const [a, b] = await Promise.all([pixels(hid.front), pixels(seen.front)]);
    const box = seen.figures[0]!.box;
    let [differ, all] = [0, 0];
    for (let y = Math.max(0, Math.round(box.y0)); y < Math.min(SIZE, box.y1); y += 4)
      for (let x = Math.max(0, Math.round(box.x0)); x < Math.min(SIZE, box.x1); x += 4) {
        const i = (y * SIZE + x) * 4;
        if (b[i + 3]! < 200) continue;
        all += 1;
        if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 40) differ += 1;
      }
    return differ / all;
  };

  it.each([
    'Lily hid behind the long curtains, and kept very, very still.',
    'Lily hid behind the big sofa. "Where can Lily be?" said Dad.',
    'Lily hid under the kitchen table, and kept very, very still.',
    'Lily hid behind the old oak tree.',
  ])('is drawn behind the thing, peeking out: %s', async (paragraph) => {
    const part = await covered(paragraph);
    expect(part).toBeGreaterThan(0.35);
    expect(part).toBeLessThan(0.9);
  });
});
