import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../seeded.js';
import { hexToHsl } from '../colour.js';
import { HANDS, shadowOf } from '../draw/hands.js';
import { createPen } from '../draw/pen.js';
import { decodeBookLook, type BookLook } from '../book-look.js';
import type { Stage } from '../scenery/stage.js';
import type { CharacterPlan } from '../scene/scene-plan.js';
import { alike, dressedApart } from './apart.js';
import { CLOTHES, figureFor, personLook, personOf } from './cast.js';
import { drawCreature, rigOf, type KindId } from './kinds.js';
import { drawPerson } from './person.js';
import type { PersonLook } from './person-look.js';
import type { Pose } from './pose.js';

const GROUND = 400;
const K = 2.5;

/** A creature drawn happy by the Pixar hand, with a fresh pen each time. */
const drawnHappy = (kind: KindId, pose: Pose = 'stand') =>
  drawCreature(
    createPen(HANDS.pixar, createRandom(1), (hex) => hex),
    kind,
    0,
    pose,
    'happy',
  )!;

/** The lowest drawn row of a figure placed with its ground line at GROUND, in canvas pixels. */
async function lowestRow(kind: KindId, pose: Pose): Promise<number> {
  const pen = createPen(HANDS.ghibli, createRandom(1), (hex) => hex);
  const fig = drawCreature(pen.scaled(K, false), kind, 0, pose, 'happy')!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs>${pen.defs()}</defs><g transform="translate(256 ${GROUND}) scale(${K})">${fig.svg}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let y = info.height - 1; y >= 0; y -= 1)
    for (let x = 0; x < info.width; x += 1) if (data[(y * info.width + x) * 4 + 3]! > 128) return y;
  return -1;
}

describe('figures on the ground', () => {
  it.each(['horse', 'dog', 'fox', 'cat', 'dragon'] as const)(
    'a galloping %s has its feet on the ground, as when it stands',
    async (kind) => {
      const standing = await lowestRow(kind, 'stand');
      expect(Math.abs(standing - GROUND)).toBeLessThanOrEqual(12);
      expect(Math.abs((await lowestRow(kind, 'run')) - standing)).toBeLessThanOrEqual(3);
    },
  );
});

describe('birds in flight', () => {
  it.each(['eagle', 'owl', 'parrot'] as const)('a flying %s flies level, wider than it stands; a penguin does not', (kind) => {
    const pen = createPen(HANDS.disney, createRandom(1), (hex) => hex);
    const flying = drawCreature(pen, kind, 0, 'fly', 'happy')!;
    const standing = drawCreature(pen, kind, 0, 'stand', 'happy')!;
    expect(flying.halfWidth).toBeGreaterThan(standing.halfWidth * 1.2);
    const penguin = drawCreature(pen, 'penguin', 0, 'fly', 'happy')!;
    expect(penguin.halfWidth).toBe(drawCreature(pen, 'penguin', 0, 'stand', 'happy')!.halfWidth);
  });
});

describe('shadows', () => {
  it('a yellow’s shadow leans to amber in every hand, never to green', () => {
    for (const hand of Object.values(HANDS))
      for (const yellow of ['#ffd23f', '#f2c45a', '#f9c80e']) {
        const { h } = hexToHsl(shadowOf(hand, yellow));
        expect(h, `${hand.style} ${yellow}`).toBeLessThan(56);
      }
  });
});

describe('the same companion on every page', () => {
  it('draws "a dog called Pudding" and "the dog" alike', () => {
    const book = decodeBookLook('sb2.disney.1.L.-.-.hedgehog~-~0')!;
    const pen = createPen(HANDS.disney, createRandom(1), (hex) => hex);
    const dog = (name: string | null) =>
      figureFor(
        pen,
        { role: 'companion', kind: 'dog', name, colour: null, pose: 'stand', expression: 'happy', count: 1 },
        book,
        (hex) => hex,
        'stand',
        {} as Stage,
      )!.svg.match(/#[0-9a-f]{6}/g);
    expect(dog('Pudding')).toEqual(dog(null));
  });
});

describe('round animals', () => {
  it.each(['hedgehog', 'mouse'] as const)(
    'a %s is round, its feet on the ground, and does not sit up like a dog',
    async (kind) => {
      const pen = createPen(HANDS.pixar, createRandom(1), (hex) => hex);
      for (const pose of ['stand', 'walk', 'sit'] as const) {
        const animal = drawCreature(pen, kind, 0, pose, 'happy')!;
        // Taller than half its length, sitting too (they used to be drawn long and low, like a dog).
        expect(animal.height / (animal.halfWidth * 2), pose).toBeGreaterThan(0.55);
      }
      expect(Math.abs((await lowestRow(kind, 'stand')) - GROUND)).toBeLessThanOrEqual(12);
    },
  );
});

describe('parts in the colour the prompt named', () => {
  it.each([
    ['snail', { shell: '#123456' }],
    ['turtle', { shell: '#123456' }],
    ['dragon', { wings: '#123456' }],
    ['cat', { tail: '#123456' }],
    ['fox', { head: '#123456' }],
    ['robot', { head: '#123456' }],
    ['owl', { wings: '#123456' }],
    ['butterfly', { wings: '#123456' }],
  ] as const)('a %s is drawn with its %o', (kind, parts) => {
    // The pen grades every colour by the hand (and shades with gradients): the part's colour
    // changes the drawing, and another colour changes it again.
    const draw = (colour: string | null) => {
      const pen = createPen(HANDS.pixar, createRandom(1), (hex) => hex);
      const coloured = colour ? Object.fromEntries(Object.keys(parts).map((part) => [part, colour])) : {};
      return drawCreature(pen, kind, 0, 'stand', 'happy', coloured)!.svg + pen.defs();
    };
    expect(draw('#123456')).not.toBe(draw(null));
    expect(draw('#fedcba')).not.toBe(draw('#123456'));
  });
});

describe('an animal elder and a young one', () => {
  const pen = createPen(HANDS.ghibli, createRandom(1), (hex) => hex);
  const book = decodeBookLook('sb2.ghibli.0.L.-.-.fox~-~0')!;
  const stage = { floor: 'grass' } as unknown as Stage;
  const draw = (kind: KindId, age?: 'elder' | 'young') =>
    figureFor(
      pen,
      { role: 'companion', kind, name: null, colour: null, pose: 'stand', expression: 'happy', count: 1, ...(age && { age }) },
      book,
      (hex) => hex,
      'stand',
      stage,
    )!;
  it.each(['fox', 'owl', 'monkey', 'snail'] as const)('a %s elder is drawn otherwise, a young one smaller', (kind) => {
    expect(draw(kind, 'elder').svg).not.toBe(draw(kind).svg);
    expect(draw(kind, 'elder').svg).toContain('<circle');
    expect(draw(kind, 'young').scale).toBeLessThan(draw(kind).scale * 0.8);
  });
});

describe('a long tail is within the width a figure says it takes', () => {
  it.each(['dragon', 'crocodile', 'cat', 'fox', 'dog'] as const)('a %s fits in its half width', async (kind) => {
    const pen = createPen(HANDS.ghibli, createRandom(1), (hex) => hex);
    const fig = drawCreature(pen.scaled(K, false), kind, 0, 'stand', 'happy')!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="512"><defs>${pen.defs()}</defs><g transform="translate(512 ${GROUND}) scale(${K})">${fig.svg}</g></svg>`;
    const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
    const left = -(info.trimOffsetLeft ?? 0);
    const right = left + info.width;
    // Spacing and keeping figures in the picture go by this width: nothing drawn lies outside it.
    expect(512 - left).toBeLessThanOrEqual(fig.halfWidth * K + 8);
    expect(right - 512).toBeLessThanOrEqual(Math.max(fig.halfWidth, fig.front ?? 0) * K + 8);
  });
});

describe('what says who someone is', () => {
  const svgOf = (kind: KindId) => {
    const role = rigOf(kind);
    if (role.rig !== 'person') throw new Error(`${kind} is no person`);
    const pen = createPen(HANDS.pixar, createRandom(3), (hex) => hex).scaled(K, false);
    return drawPerson(pen, personOf(role.role, `${kind}|`, null, null), { pose: 'stand', expression: 'happy' }).svg;
  };

  const BOBBLE = /<circle [^>]*fill="#fbfbf7"\/>/;

  it('Santa wears his hat, with its white bobble', () => {
    expect(rigOf('santa')).toMatchObject({ role: { extras: expect.arrayContaining(['santa-hat']) } });
    expect(svgOf('santa')).toMatch(BOBBLE);
  });

  it.each(['grandpa', 'elf', 'wizard', 'chef'] as const)('a %s wears no Santa hat', (kind) => {
    expect(svgOf(kind)).not.toMatch(BOBBLE);
  });
});

describe('family by name', () => {
  const book = decodeBookLook('sb2.disney.1.L.-.-.hedgehog~-~0')!;
  const child: PersonLook = {
    age: 'child',
    skin: '#7a4a2e',
    hair: '#18120f',
    hairStyle: 'afro',
    eyes: '#4a2c1a',
    top: 'tshirt',
    topColour: '#f9c80e',
    bottom: 'shorts',
    bottomColour: '#2b3a67',
    shoes: '#d62828',
    extras: [],
    extraColour: '#3a86ff',
  } as const;
  const withChild: BookLook = { ...book, hero: { kind: 'child', person: child, colour: null, fromAvatar: false } };
  const svgOf = (kind: KindId, name: string) =>
    figureFor(
      createPen(HANDS.disney, createRandom(1), (hex) => hex),
      { role: 'companion', kind, name, colour: null, pose: 'stand', expression: 'happy', count: 1 },
      withChild,
      (hex) => hex,
      'stand',
      { floor: 'grass' } as unknown as Stage,
    )!.svg;
  it.each([
    ['brother', 'Leo'],
    ['sister', 'Priya'],
    ['baby', 'Lola'],
  ] as const)("a %s called %s has the hero's skin", (kind, name) => {
    expect(svgOf(kind, name)).toContain(child.skin);
  });
  it('a friend with a name has a skin of their own', () => {
    expect(['Leo', 'Priya', 'Lola', 'Sam'].some((name) => !svgOf('child', name).includes(child.skin))).toBe(true);
  });
});

describe('one known by a job we have no clothes for', () => {
  it('looks the same named or not, whatever the name says they are', () => {
    const book = decodeBookLook('sb2.ghibli.0.L.-.-.fox~-~0')!;
    const svgOf = (kind: KindId, name: string | null) =>
      figureFor(
        createPen(HANDS.ghibli, createRandom(1), (hex) => hex),
        { role: 'companion', kind, name, colour: null, pose: 'stand', expression: 'happy', count: 1, job: 'fisherman' },
        book,
        (hex) => hex,
        'stand',
        { floor: 'grass' } as unknown as Stage,
      )!.svg;
    expect(svgOf('man', 'Ali')).toBe(svgOf('woman', null));
    expect(svgOf('woman', 'Bella')).toBe(svgOf('woman', null));
  });
});

describe('a four-legged animal dancing', () => {
  it.each(['dinosaur', 'dog', 'cat', 'horse'] as const)('a %s rears up, its head higher than standing', (kind) => {
    expect(drawnHappy(kind, 'dance').svg).not.toBe(drawnHappy(kind).svg);
    expect(drawnHappy(kind, 'dance').head[1]).toBeLessThan(drawnHappy(kind).head[1]);
  });
});

describe('plants that are someone', () => {
  const drawn = drawnHappy;

  it.each(['seed', 'sprout', 'sunflower', 'acorn', 'oak'] as const)('a %s is a plant figure of our own with a face', (kind) => {
    expect(rigOf(kind).rig).toBe('plant');
    const fig = drawn(kind);
    expect(fig.svg.length).toBeGreaterThan(500);
    expect(fig.hand).toBeNull();
  });

  it('grows taller stage by stage: a seed, a sprout, a sunflower; an acorn, an oak', () => {
    const tall = (kind: KindId) => drawn(kind).height * drawn(kind).scale;
    expect(tall('seed')).toBeLessThan(tall('sprout'));
    expect(tall('sprout')).toBeLessThan(tall('sunflower'));
    expect(tall('acorn') * 3).toBeLessThan(tall('oak'));
  });

  it('is rooted: running or swimming draws it standing where it grows', () => {
    for (const kind of ['sprout', 'sunflower', 'oak'] as const) {
      const standing = drawnHappy(kind).svg;
      expect(drawnHappy(kind, 'run').svg).toBe(standing);
      expect(drawnHappy(kind, 'swim').svg).toBe(standing);
    }
  });
});

describe('animals before they look like themselves', () => {
  const drawn = drawnHappy;

  it.each(['egg', 'frogspawn', 'tadpole', 'chrysalis'] as const)('a %s is a figure of our own with a face', (kind) => {
    expect(rigOf(kind).rig).toBe('young');
    expect(drawn(kind).svg).toMatch(/<circle|<ellipse|<path/);
    expect(drawn(kind).svg.length).toBeGreaterThan(500);
  });

  it('a chick is a small bird, smaller than the hen it grows into', () => {
    expect(rigOf('chick').rig).toBe('bird');
    expect(drawn('chick').height * drawn('chick').scale).toBeLessThan(drawn('chicken').height * drawn('chicken').scale);
  });

  it('an egg and a chrysalis stay where they are; a tadpole swims', () => {
    for (const kind of ['egg', 'chrysalis'] as const) expect(drawn(kind, 'run').svg).toBe(drawn(kind).svg);
    expect(drawn('tadpole', 'sleep').svg).not.toBe(drawn('tadpole').svg);
  });
});

describe('the woodcutter of the old tales', () => {
  it('is a bearded man with an axe in his hand, not a farmer who may be a girl in a cap', () => {
    const rig = rigOf('woodcutter');
    expect(rig).toMatchObject({ rig: 'person', role: { gender: 'm', age: 'adult' } });
    const role = (rig as { role: { extras: readonly string[] } }).role;
    expect(role.extras).toEqual(expect.arrayContaining(['beard', 'axe']));
    const book = decodeBookLook('sb2.ghibli.0.L.-.-.fox~-~0')!;
    const svg = figureFor(
      createPen(HANDS.pixar, createRandom(1), (hex) => hex),
      { role: 'companion', kind: 'woodcutter', name: null, colour: null, pose: 'stand', expression: 'happy', count: 1 },
      book,
      (hex) => hex,
      'stand',
      { floor: 'grass' } as unknown as Stage,
    )!.svg;
    expect(svg).toContain('data-axe');
  });
});

describe('a car that is someone', () => {
  const draw = drawnHappy;

  it('has a face but no arms, and keeps its wheels on the road when it zooms off', () => {
    for (const kind of ['thing:car', 'thing:bus', 'thing:train'] as const) {
      expect(draw(kind, 'wave').hand, kind).toBeNull();
      expect(draw(kind, 'fly').height, kind).toBe(draw(kind, 'stand').height);
    }
    // (a teapot who is someone still waves)
    expect(draw('thing:teapot', 'wave').hand).not.toBeNull();
  });
});

describe('a witch in flight', () => {
  it('rides astride her broom, which stays out of sight while she walks', () => {
    const book = decodeBookLook('sb2.ghibli.0.L.-.-.fox~-~0')!;
    const svg = (pose: Pose) =>
      figureFor(
        createPen(HANDS.pixar, createRandom(1), (hex) => hex),
        { role: 'hero', kind: 'witch', name: null, colour: null, pose, expression: 'happy', count: 1 },
        book,
        (hex) => hex,
        pose,
        { floor: 'air' } as unknown as Stage,
      )!.svg;
    expect(svg('fly')).toContain('data-broom');
    expect(svg('stand')).not.toContain('data-broom');
    expect(svg('walk')).not.toContain('data-broom');
  });
});

describe('people told apart by their clothes', () => {
  const book = decodeBookLook('sb2.ghibli.0.L.-.-.hedgehog~-~0')!;
  const girl: PersonLook = {
    ...personOf({ age: 'child', gender: 'f' }, 'hero|a girl', null, null),
    topColour: '#2a9d8f',
  };
  const dressedIn = (top: string): BookLook => ({
    ...book,
    hero: { kind: 'girl', person: { ...girl, topColour: top }, colour: null, fromAvatar: false },
  });
  const one = (kind: KindId, name: string | null, more: Partial<CharacterPlan> = {}): CharacterPlan => ({
    role: 'companion',
    kind,
    name,
    colour: null,
    pose: 'stand',
    expression: 'happy',
    count: 1,
    ...more,
  });
  const tops = (page: CharacterPlan[], look: BookLook) => dressedApart(page, look).map((c) => personLook(c, look)!.topColour);

  it.each(CLOTHES)('beside a hero in %s, Grandma, Mum and Dad each wear a colour of their own', (top) => {
    const look = dressedIn(top);
    const worn = tops(
      [one('girl', 'Noor', { role: 'hero' }), one('grandma', 'Grandma'), one('mum', null), one('dad', 'Dad')],
      look,
    );
    // The hero keeps the colour of its look.
    expect(worn[0]).toBe(top);
    worn.forEach((a, i) => worn.slice(i + 1).forEach((b) => expect(alike(a, b), `${worn.join(' ')}`).toBe(false)));
  });

  it('dresses Grandma alike on every page, named or not, and keeps a colour said and a uniform', () => {
    const look = dressedIn('#2a9d8f');
    const hero = one('girl', 'Noor', { role: 'hero' });
    expect(tops([hero, one('grandma', null)], look)[1]).toBe(tops([hero, one('grandma', 'Grandma')], look)[1]);
    expect(tops([hero, one('grandma', null, { colour: '#2a9d8f' })], look)[1]).toBe('#2a9d8f');
    const nurse = rigOf('nurse');
    expect(tops([one('girl', 'Noor', { role: 'hero' }), one('nurse', null)], dressedIn('#7cc6d8'))[1]).toBe(
      nurse.rig === 'person' ? nurse.role.topColours?.[0] : null,
    );
  });
});
