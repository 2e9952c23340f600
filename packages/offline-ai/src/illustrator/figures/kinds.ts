import { darken, mix } from '../colour.js';
import { pictureFor } from '../catalogue.js';
import { iconCategory } from '../icon-set.js';
import { iconSvg } from '../icon-svg.js';
import type { Pen } from '../draw/pen.js';
import type { HeadSpec } from './animal-head.js';
import { drawBird, type BirdSpec } from './bird.js';
import { drawCritter, type CritterKind } from './critters.js';
import { drawLivingThing, LANDMARKS, OF_THE_SKY, THING_SHAPES, type LivingThingSpec } from './living-thing.js';
import type { Figure } from './figure.js';
import { drawPerson } from './person.js';
import { drawPlant, type PlantStage } from './plant.js';
import type { Extra, PersonLook } from './person-look.js';
import type { Expression, Pose } from './pose.js';
import { drawQuadruped, type QuadSpec } from './quadruped.js';
import { drawUpright, type UprightKind } from './upright.js';
import { drawYoung, type YoungStage } from './young.js';
import { VEHICLE_OF } from '../vehicles.js';

/**
 * Every kind of character a story may have, and how it is drawn: people by role (a grandma, a
 * pirate, a fairy) as person looks, animals and creatures from parts. The colours of a kind can
 * vary (a ginger or a black cat); `variant` picks one, the text may name one.
 */
export type Rig =
  | { rig: 'person'; role: Role }
  | { rig: 'quad'; spec: (colour: string) => QuadSpec; colours: readonly string[] }
  | { rig: 'bird'; spec: (colour: string) => BirdSpec; colours: readonly string[] }
  | { rig: 'critter'; kind: CritterKind; colours: readonly (readonly [string, string])[]; size: number }
  | { rig: 'upright'; kind: UprightKind; colours: readonly (readonly [string, string])[]; size: number }
  | { rig: 'emoji'; icon: string; size: number; facesLeft: boolean }
  | { rig: 'plant'; stage: PlantStage; colours: readonly string[]; size: number }
  | { rig: 'young'; stage: YoungStage; colours: readonly string[]; size: number }
  | { rig: 'thing'; spec: Omit<LivingThingSpec, 'colour'> };

/** What a role changes on a person: age, clothes, extras; the rest comes from the book or the family. */
export interface Role {
  age: PersonLook['age'];
  gender?: 'f' | 'm';
  top?: PersonLook['top'];
  bottom?: PersonLook['bottom'];
  topColours?: readonly string[];
  /** The colour of a uniform's trousers or shorts (a lifeguard's yellow); else one of the usual ones. */
  bottomColour?: string;
  extras?: readonly Extra[];
  extraColour?: string;
  hairStyle?: PersonLook['hairStyle'];
  hair?: string;
  /** Shares the hero's skin and hair (family). */
  family?: boolean;
}

const head = (colour: string, light: string, rest: Partial<HeadSpec> & Pick<HeadSpec, 'ears'>): HeadSpec => ({
  colour,
  light,
  snout: null,
  nose: '#2b2224',
  eyes: '#2a1d16',
  ...rest,
});

const quad = (colours: readonly string[], spec: (c: string) => QuadSpec): Rig => ({ rig: 'quad', colours, spec });
const bird = (colours: readonly string[], spec: (c: string) => BirdSpec): Rig => ({ rig: 'bird', colours, spec });

export const KINDS = {
  // People.
  girl: { rig: 'person', role: { age: 'child', gender: 'f' } },
  boy: { rig: 'person', role: { age: 'child', gender: 'm' } },
  child: { rig: 'person', role: { age: 'child' } },
  // A doll is a little girl-shaped toy in a frock, drawn toy-sized (`TOY_SIZE` in cast.ts), never a child.
  doll: {
    rig: 'person',
    role: { age: 'child', gender: 'f', top: 'dress', topColours: ['#e84a8a', '#7fb3e0', '#f4b942'], hairStyle: 'pigtails' },
  },
  baby: { rig: 'person', role: { age: 'baby', family: true, top: 'sweater', topColours: ['#ffd6e0', '#cfe8ff', '#fff1b8'] } },
  sister: { rig: 'person', role: { age: 'child', gender: 'f', family: true } },
  brother: { rig: 'person', role: { age: 'child', gender: 'm', family: true } },
  mum: { rig: 'person', role: { age: 'adult', gender: 'f', family: true } },
  dad: { rig: 'person', role: { age: 'adult', gender: 'm', family: true } },
  woman: { rig: 'person', role: { age: 'adult', gender: 'f' } },
  man: { rig: 'person', role: { age: 'adult', gender: 'm' } },
  grandma: {
    rig: 'person',
    role: { age: 'elder', gender: 'f', family: true, hairStyle: 'bun', hair: '#d8d4ce', extras: ['glasses'], top: 'sweater' },
  },
  grandpa: {
    rig: 'person',
    role: {
      age: 'elder',
      gender: 'm',
      family: true,
      hairStyle: 'bald',
      hair: '#d8d4ce',
      extras: ['glasses', 'beard'],
      top: 'sweater',
    },
  },
  teacher: { rig: 'person', role: { age: 'adult', extras: ['glasses'], top: 'sweater' } },
  doctor: { rig: 'person', role: { age: 'adult', top: 'coat', topColours: ['#f4f6f8'], extras: ['stethoscope'] } },
  nurse: { rig: 'person', role: { age: 'adult', gender: 'f', top: 'tshirt', topColours: ['#7cc6d8'], extras: ['stethoscope'] } },
  chef: { rig: 'person', role: { age: 'adult', top: 'coat', topColours: ['#f7f7f2'], extras: ['chef-hat', 'apron'] } },
  farmer: {
    rig: 'person',
    role: {
      age: 'adult',
      top: 'tshirt',
      topColours: ['#d64545', '#4a7ab0'],
      bottom: 'trousers',
      extras: ['cap'],
      extraColour: '#e2b23a',
    },
  },
  // The woodcutter of the old tales: a bearded man in a red checked shirt, his axe in his hand.
  woodcutter: {
    rig: 'person',
    role: {
      age: 'adult',
      gender: 'm',
      top: 'tshirt',
      topColours: ['#b8322f'],
      bottom: 'trousers',
      hairStyle: 'short',
      extras: ['beard', 'axe'],
    },
  },
  firefighter: { rig: 'person', role: { age: 'adult', top: 'coat', topColours: ['#e9b33a'], extras: ['fire-helmet'] } },
  // People by their jobs, each in the clothes a child knows them by: a vet's green scrubs, a
  // mechanic's blue overalls and cap, a builder's orange jacket and yellow hard hat, the postman's
  // red shirt, cap and bag, a bus driver's cap.
  vet: {
    rig: 'person',
    role: { age: 'adult', top: 'tshirt', topColours: ['#5fae7a'], bottom: 'trousers', extras: ['stethoscope'] },
  },
  mechanic: {
    rig: 'person',
    role: { age: 'adult', top: 'coat', topColours: ['#2f5d8a'], bottom: 'trousers', extras: ['cap'], extraColour: '#d64545' },
  },
  builder: {
    rig: 'person',
    role: { age: 'adult', top: 'coat', topColours: ['#f28c28'], bottom: 'trousers', extras: ['cap'], extraColour: '#f2c230' },
  },
  postman: {
    rig: 'person',
    role: {
      age: 'adult',
      top: 'tshirt',
      topColours: ['#d93a2b'],
      bottom: 'trousers',
      extras: ['cap', 'backpack'],
      extraColour: '#1f3f78',
    },
  },
  'bus-driver': {
    rig: 'person',
    role: { age: 'adult', top: 'coat', topColours: ['#8fb8e0'], bottom: 'trousers', extras: ['cap'], extraColour: '#2f4f7f' },
  },
  police: {
    rig: 'person',
    role: { age: 'adult', top: 'coat', topColours: ['#1f3f78'], extras: ['cap'], extraColour: '#1f3f78' },
  },
  astronaut: { rig: 'person', role: { age: 'child', top: 'suit', topColours: ['#f1f4f8'], extras: ['space-helmet'] } },
  // A ship's captain: a navy coat and a white cap.
  captain: {
    rig: 'person',
    role: { age: 'adult', top: 'coat', topColours: ['#1f3f78'], extras: ['cap'], extraColour: '#f4f4f4' },
  },
  pirate: {
    rig: 'person',
    role: { age: 'adult', gender: 'm', top: 'coat', topColours: ['#8a1c2b'], extras: ['pirate-hat', 'eyepatch', 'beard'] },
  },
  king: {
    rig: 'person',
    role: {
      age: 'adult',
      gender: 'm',
      top: 'robe',
      topColours: ['#7b2d8e'],
      extras: ['crown', 'cape', 'beard'],
      extraColour: '#c0392b',
    },
  },
  queen: {
    rig: 'person',
    role: {
      age: 'adult',
      gender: 'f',
      top: 'dress',
      topColours: ['#7b2d8e', '#1d6fa5'],
      extras: ['crown', 'cape'],
      extraColour: '#c0392b',
      hairStyle: 'long',
    },
  },
  prince: {
    rig: 'person',
    role: { age: 'child', gender: 'm', top: 'coat', topColours: ['#2b59c3'], extras: ['crown', 'cape'], extraColour: '#c0392b' },
  },
  princess: {
    rig: 'person',
    role: {
      age: 'child',
      gender: 'f',
      top: 'dress',
      topColours: ['#ff8fc8', '#b388ff', '#7fd1ff'],
      extras: ['tiara'],
      hairStyle: 'long',
    },
  },
  knight: {
    rig: 'person',
    role: {
      age: 'adult',
      gender: 'm',
      top: 'armour',
      topColours: ['#b9c2cc'],
      extras: ['knight-helmet', 'cape'],
      extraColour: '#c0392b',
    },
  },
  wizard: {
    rig: 'person',
    role: {
      age: 'elder',
      gender: 'm',
      top: 'robe',
      topColours: ['#3b3f9e', '#5b2a86'],
      extras: ['wizard-hat', 'beard'],
      extraColour: '#3b3f9e',
      hair: '#e8e6e1',
    },
  },
  witch: {
    rig: 'person',
    role: {
      age: 'adult',
      gender: 'f',
      top: 'robe',
      topColours: ['#3a2b4f'],
      extras: ['witch-hat', 'broom'],
      extraColour: '#e68a2e',
      hairStyle: 'long',
    },
  },
  fairy: {
    rig: 'person',
    role: {
      age: 'child',
      gender: 'f',
      top: 'dress',
      topColours: ['#9be7c4', '#ffb3de', '#bfa8ff'],
      extras: ['wings', 'wand'],
      extraColour: '#bfe8ff',
      hairStyle: 'bun',
    },
  },
  mermaid: {
    rig: 'person',
    role: {
      age: 'child',
      gender: 'f',
      top: 'tshirt',
      topColours: ['#c08bff'],
      extras: ['tail'],
      extraColour: '#1fb5a8',
      hairStyle: 'long',
    },
  },
  santa: {
    rig: 'person',
    role: {
      age: 'elder',
      gender: 'm',
      hairStyle: 'bald',
      hair: '#f4f4f4',
      top: 'coat',
      topColours: ['#c0392b'],
      extras: ['beard', 'santa-hat'],
    },
  },
  elf: { rig: 'person', role: { age: 'child', top: 'coat', topColours: ['#2e8b57'], extras: ['cap'], extraColour: '#c0392b' } },
  giant: { rig: 'person', role: { age: 'adult', gender: 'm', top: 'tshirt', topColours: ['#7a6a4f'], extras: ['beard'] } },
  superhero: {
    rig: 'person',
    role: { age: 'child', top: 'suit', topColours: ['#d62839', '#2b59c3'], extras: ['cape'], extraColour: '#ffd23f' },
  },
  // A lifeguard at the pool or the beach: a red top, yellow shorts and a whistle on a cord.
  lifeguard: {
    rig: 'person',
    role: {
      age: 'adult',
      top: 'tshirt',
      topColours: ['#d62839'],
      bottom: 'shorts',
      bottomColour: '#f2c230',
      extras: ['whistle'],
    },
  },
  explorer: {
    rig: 'person',
    role: {
      age: 'adult',
      top: 'tshirt',
      topColours: ['#c2a36b'],
      bottom: 'shorts',
      extras: ['backpack', 'cap'],
      extraColour: '#8a6a3b',
    },
  },
  scientist: { rig: 'person', role: { age: 'adult', top: 'coat', topColours: ['#f4f6f8'], extras: ['glasses'] } },
  // Who a child dreams of being, in what they are known by: a footballer's kit and shorts, the coach's tracksuit and
  // cap, an artist's apron and beret, a racing driver's red suit, a detective's brown coat and hat.
  footballer: {
    rig: 'person',
    role: { age: 'adult', top: 'tshirt', topColours: ['#d62839', '#2b59c3', '#f2c230'], bottom: 'shorts' },
  },
  'football-coach': {
    rig: 'person',
    role: {
      age: 'adult',
      top: 'hoodie',
      topColours: ['#2b59c3', '#1f7a4a'],
      bottom: 'trousers',
      extras: ['cap'],
      extraColour: '#1f3f78',
    },
  },
  singer: { rig: 'person', role: { age: 'adult', top: 'tshirt', topColours: ['#b388ff', '#ff8fc8'], bottom: 'trousers' } },
  musician: { rig: 'person', role: { age: 'adult', top: 'sweater', topColours: ['#5b2a86', '#1d6fa5'], bottom: 'trousers' } },
  artist: {
    rig: 'person',
    role: { age: 'adult', top: 'tshirt', topColours: ['#f4b942'], extras: ['apron', 'cap'], extraColour: '#c0392b' },
  },
  dancer: { rig: 'person', role: { age: 'adult', top: 'tshirt', topColours: ['#ff8fc8', '#7fd1ff'], bottom: 'trousers' } },
  'racing-driver': {
    rig: 'person',
    role: { age: 'adult', top: 'suit', topColours: ['#d62839'], extras: ['cap'], extraColour: '#f4f4f4' },
  },
  detective: {
    rig: 'person',
    role: { age: 'adult', top: 'coat', topColours: ['#a8845a'], bottom: 'trousers', extras: ['cap'], extraColour: '#6b4f32' },
  },
  friend: { rig: 'person', role: { age: 'child' } },

  // Four-legged animals.
  cat: quad(['#f0a04b', '#3a3440', '#9a9aa2', '#f4efe6', '#c98a4b'], (c) => ({
    head: head(c, '#f7d9c4', { ears: 'pointy', features: ['whiskers'], nose: '#e07a8a', eyes: '#6aa84f' }),
    bodyH: 34,
    legLen: 30,
    legW: 9,
    headR: 24,
    neck: 2,
    tail: 'thin',
    belly: mix(c, '#ffffff', 0.6),
    size: 0.42,
  })),
  dog: quad(['#c68a4e', '#f1e4cf', '#5b4636', '#2f2a2c', '#e0b070'], (c) => ({
    head: head(c, mix(c, '#ffffff', 0.5), { ears: 'floppy', snout: { len: 0.45, h: 0.36 } }),
    bodyH: 38,
    legLen: 34,
    legW: 11,
    headR: 25,
    neck: 6,
    tail: 'short',
    belly: mix(c, '#ffffff', 0.45),
    size: 0.55,
  })),
  fox: quad(['#e8762d'], (c) => ({
    head: head(c, '#ffffff', { ears: 'pointy', earColour: c, snout: { len: 0.6, h: 0.28, colour: '#fbf3ea' }, eyes: '#6a3d12' }),
    bodyH: 32,
    legLen: 30,
    legW: 9,
    headR: 23,
    neck: 4,
    tail: 'bushy',
    belly: '#fbf3ea',
    size: 0.5,
  })),
  wolf: quad(['#8f96a0'], (c) => ({
    head: head(c, '#e9e9ee', { ears: 'pointy', snout: { len: 0.6, h: 0.3, colour: '#e9e9ee' }, eyes: '#c9a227' }),
    bodyH: 38,
    legLen: 38,
    legW: 11,
    headR: 24,
    neck: 6,
    tail: 'bushy',
    belly: '#e9e9ee',
    size: 0.7,
  })),
  bear: quad(['#8a5a36', '#5c3b24'], (c) => ({
    head: head(c, mix(c, '#f2d7b0', 0.6), { ears: 'round', snout: { len: 0.2, h: 0.36 } }),
    bodyH: 56,
    legLen: 30,
    legW: 17,
    headR: 28,
    neck: 0,
    tail: 'fluffy',
    size: 0.95,
  })),
  'polar-bear': quad(['#f3f1ea'], (c) => ({
    head: head(c, '#ffffff', { ears: 'round', snout: { len: 0.25, h: 0.36 } }),
    bodyH: 56,
    legLen: 30,
    legW: 17,
    headR: 28,
    neck: 0,
    tail: 'fluffy',
    size: 0.95,
  })),
  panda: quad(['#f6f4ef'], (c) => ({
    head: head(c, '#ffffff', {
      ears: 'round',
      earColour: '#26232b',
      features: ['eye-patches'],
      snout: { len: 0.1, h: 0.3, colour: '#ffffff' },
    }),
    bodyH: 54,
    legLen: 26,
    legW: 17,
    headR: 30,
    neck: 0,
    tail: 'fluffy',
    marks: { kind: 'patches', colour: '#26232b' },
    size: 0.85,
  })),
  lion: quad(['#e0a84a'], (c) => ({
    head: head(c, '#f7e2b5', { ears: 'round', features: ['mane', 'whiskers'], snout: { len: 0.15, h: 0.34, colour: '#f7e2b5' } }),
    bodyH: 42,
    legLen: 36,
    legW: 13,
    headR: 26,
    neck: 4,
    tail: 'tuft',
    size: 0.85,
  })),
  tiger: quad(['#f08a24'], (c) => ({
    head: head(c, '#ffffff', {
      ears: 'round',
      features: ['stripes', 'whiskers'],
      snout: { len: 0.15, h: 0.32, colour: '#ffffff' },
    }),
    bodyH: 40,
    legLen: 34,
    legW: 13,
    headR: 25,
    neck: 4,
    tail: 'long',
    belly: '#fff7ea',
    marks: { kind: 'stripes', colour: '#2b1d18' },
    size: 0.8,
  })),
  leopard: quad(['#e9b54f'], (c) => ({
    head: head(c, '#fff3d6', { ears: 'round', features: ['whiskers'], snout: { len: 0.15, h: 0.3, colour: '#fff3d6' } }),
    bodyH: 34,
    legLen: 36,
    legW: 11,
    headR: 22,
    neck: 4,
    tail: 'long',
    marks: { kind: 'spots', colour: '#4a3222' },
    size: 0.7,
  })),
  rabbit: quad(['#f2ede6', '#b79a7e', '#8e8580'], (c) => ({
    head: head(c, '#f7c6cf', { ears: 'long', nose: '#e07a8a' }),
    bodyH: 36,
    legLen: 16,
    legW: 11,
    headR: 24,
    neck: 6,
    tail: 'fluffy',
    belly: '#ffffff',
    size: 0.38,
  })),
  mouse: quad(['#a8a4a6', '#c7a889'], (c) => ({
    head: head(c, '#f7c6cf', { ears: 'big-round', features: ['whiskers'], snout: { len: 0.35, h: 0.22 }, nose: '#e07a8a' }),
    bodyH: 56,
    legLen: 8,
    legW: 7,
    headR: 24,
    neck: -4,
    tail: 'thin',
    round: true,
    size: 0.26,
  })),
  // A guinea pig: a round, tailless loaf of fur with small round ears and a blunt nose, often patched.
  'guinea-pig': quad(['#c98a4b', '#e8dccb', '#5a4434'], (c) => ({
    head: head(c, '#f6e8d6', { ears: 'tiny', snout: { len: 0.18, h: 0.3 }, nose: '#e07a8a' }),
    bodyH: 64,
    legLen: 6,
    legW: 8,
    headR: 25,
    neck: -10,
    tail: 'none',
    round: true,
    marks: { kind: 'patches', colour: c === '#e8dccb' ? '#c98a4b' : '#f6efe4' },
    size: 0.3,
  })),
  // A hamster: smaller and golden, with round cheeks, a pale belly and no tail to speak of.
  hamster: quad(['#e0a257', '#d9c3a5'], (c) => ({
    head: head(c, '#fbeedd', { ears: 'round', features: ['whiskers'], snout: { len: 0.15, h: 0.34 }, nose: '#e07a8a' }),
    bodyH: 66,
    legLen: 6,
    legW: 7,
    headR: 26,
    neck: -8,
    tail: 'none',
    belly: '#fbeedd',
    round: true,
    size: 0.24,
  })),
  squirrel: quad(['#b5652d'], (c) => ({
    head: head(c, '#f5e1c8', { ears: 'pointy', snout: { len: 0.2, h: 0.24 } }),
    bodyH: 32,
    legLen: 16,
    legW: 8,
    headR: 21,
    neck: 4,
    tail: 'bushy',
    belly: '#f5e1c8',
    size: 0.3,
  })),
  hedgehog: quad(['#8a6440', '#9c7a58', '#6f5238'], (c) => ({
    head: head('#e9c9a3', '#f6e2c8', { ears: 'tiny', snout: { len: 0.55, h: 0.22 } }),
    bodyH: 62,
    legLen: 7,
    legW: 8,
    headR: 19,
    neck: -14,
    tail: 'none',
    extras: ['quills'],
    coat: c,
    size: 0.26,
  })),
  raccoon: quad(['#8c8a90'], (c) => ({
    head: head(c, '#f0eef2', { ears: 'pointy', features: ['mask'], snout: { len: 0.3, h: 0.26, colour: '#f0eef2' } }),
    bodyH: 36,
    legLen: 22,
    legW: 10,
    headR: 22,
    neck: 2,
    tail: 'bushy',
    marks: { kind: 'stripes', colour: '#4a474e' },
    size: 0.42,
  })),
  deer: quad(['#b97a45'], (c) => ({
    head: head(c, '#fbead6', { shape: 'long', ears: 'horse', features: ['antlers'], snout: { len: 0.4, h: 0.28 } }),
    bodyH: 36,
    legLen: 52,
    legW: 8,
    headR: 21,
    neck: 30,
    tail: 'short',
    marks: { kind: 'spots', colour: '#fbead6' },
    hooves: true,
    size: 1.0,
  })),
  reindeer: quad(['#8a5e3c'], (c) => ({
    head: head(c, '#efe0cc', {
      shape: 'long',
      ears: 'horse',
      features: ['antlers'],
      snout: { len: 0.4, h: 0.3 },
      nose: '#d62828',
    }),
    bodyH: 40,
    legLen: 50,
    legW: 10,
    headR: 22,
    neck: 28,
    tail: 'short',
    belly: '#efe0cc',
    hooves: true,
    size: 1.05,
  })),
  horse: quad(['#8b5a2b', '#f3efe8', '#3c2c22', '#c9a074'], (c) => ({
    head: head(c, mix(c, '#ffffff', 0.35), {
      shape: 'long',
      ears: 'horse',
      features: ['forelock'],
      snout: { len: 0.7, h: 0.32 },
    }),
    bodyH: 44,
    legLen: 58,
    legW: 11,
    headR: 21,
    neck: 36,
    tail: 'hanging',
    extras: ['mane'],
    hooves: true,
    size: 1.25,
  })),
  pony: quad(['#c9a074', '#f3efe8'], (c) => ({
    head: head(c, mix(c, '#ffffff', 0.35), {
      shape: 'long',
      ears: 'horse',
      features: ['forelock'],
      snout: { len: 0.55, h: 0.32 },
    }),
    bodyH: 44,
    legLen: 40,
    legW: 12,
    headR: 22,
    neck: 26,
    tail: 'hanging',
    extras: ['mane'],
    hooves: true,
    size: 0.9,
  })),
  unicorn: quad(['#fbf7fb'], (c) => ({
    head: head(c, '#ffe3f1', {
      shape: 'long',
      ears: 'horse',
      earColour: c,
      features: ['horn', 'forelock'],
      snout: { len: 0.55, h: 0.3 },
    }),
    bodyH: 44,
    legLen: 50,
    legW: 11,
    headR: 22,
    neck: 30,
    tail: 'hanging',
    extras: ['mane'],
    hooves: true,
    size: 1.15,
  })),
  zebra: quad(['#f7f7f4'], (c) => ({
    head: head(c, '#d9d9d4', {
      ears: 'horse',
      shape: 'long',
      features: ['stripes', 'forelock'],
      snout: { len: 0.6, h: 0.3, colour: '#3a3538' },
    }),
    bodyH: 42,
    legLen: 52,
    legW: 11,
    headR: 21,
    neck: 30,
    tail: 'tuft',
    extras: ['mane'],
    marks: { kind: 'stripes', colour: '#26232b' },
    hooves: true,
    size: 1.15,
  })),
  donkey: quad(['#9a9088'], (c) => ({
    head: head(c, '#e6e0da', { shape: 'long', ears: 'long', snout: { len: 0.6, h: 0.32 } }),
    bodyH: 42,
    legLen: 42,
    legW: 11,
    headR: 22,
    neck: 24,
    tail: 'tuft',
    hooves: true,
    size: 1.0,
  })),
  cow: quad(['#f7f4ee'], (c) => ({
    head: head(c, '#f7c6cf', { ears: 'floppy', features: ['horns'], snout: { len: 0.35, h: 0.34, colour: '#f3b8c4' } }),
    bodyH: 52,
    legLen: 40,
    legW: 13,
    headR: 25,
    neck: 8,
    tail: 'tuft',
    marks: { kind: 'patches', colour: '#2b2628' },
    hooves: true,
    size: 1.2,
  })),
  pig: quad(['#f6b6c4'], (c) => ({
    head: head(c, '#ffd3dd', { ears: 'tiny', features: ['pig-snout'] }),
    bodyH: 46,
    legLen: 20,
    legW: 12,
    headR: 25,
    neck: -6,
    tail: 'curly',
    size: 0.6,
  })),
  sheep: quad(['#3a3338'], (c) => ({
    head: head(c, '#f7f3ea', { ears: 'floppy', earColour: c, snout: { len: 0.2, h: 0.3, colour: '#5a5156' } }),
    bodyH: 42,
    legLen: 26,
    legW: 8,
    headR: 20,
    neck: 2,
    tail: 'none',
    extras: ['wool'],
    belly: '#f7f3ea',
    size: 0.65,
  })),
  goat: quad(['#f1ece4', '#b8916b'], (c) => ({
    head: head(c, '#f7f3ea', { ears: 'floppy', features: ['horns'], snout: { len: 0.4, h: 0.28 } }),
    bodyH: 38,
    legLen: 36,
    legW: 9,
    headR: 20,
    neck: 14,
    tail: 'short',
    hooves: true,
    size: 0.7,
  })),
  elephant: quad(['#9aa3ad'], (c) => ({
    head: head(c, '#c9d0d8', { ears: 'elephant', earColour: darken(c, 0.05), features: ['trunk'] }),
    bodyH: 64,
    legLen: 36,
    legW: 22,
    headR: 32,
    neck: 0,
    tail: 'tuft',
    size: 1.55,
  })),
  giraffe: quad(['#f2c45a'], (c) => ({
    head: head(c, '#f6dc94', { shape: 'long', ears: 'horse', features: ['horns'], snout: { len: 0.45, h: 0.28 } }),
    bodyH: 40,
    legLen: 70,
    legW: 9,
    headR: 18,
    neck: 90,
    tail: 'tuft',
    marks: { kind: 'patches', colour: '#b06a2b' },
    hooves: true,
    size: 1.9,
  })),
  camel: quad(['#d3a467'], (c) => ({
    head: head(c, '#ebc998', { shape: 'long', ears: 'tiny', snout: { len: 0.6, h: 0.3 } }),
    bodyH: 40,
    legLen: 60,
    legW: 10,
    headR: 19,
    neck: 40,
    tail: 'tuft',
    extras: ['hump'],
    hooves: true,
    size: 1.5,
  })),
  dragon: quad(['#3fae5a', '#d64545', '#7b4fd6', '#2f7fd6'], (c) => ({
    head: head(c, mix(c, '#fff2b0', 0.6), {
      ears: 'none',
      shape: 'reptile',
      features: ['horns', 'spikes'],
      snout: { len: 0.7, h: 0.32 },
      eyes: '#e0a31d',
    }),
    bodyH: 50,
    legLen: 34,
    legW: 15,
    headR: 27,
    neck: 26,
    tail: 'spiky',
    belly: mix(c, '#fff2b0', 0.6),
    extras: ['wings', 'back-spikes'],
    wingColour: mix(c, '#ffcf6b', 0.45),
    size: 1.45,
  })),
  dinosaur: quad(['#5fb55f', '#e08a3c', '#4ba3c3'], (c) => ({
    head: head(c, mix(c, '#ffffff', 0.45), { ears: 'none', snout: { len: 0.35, h: 0.3 } }),
    bodyH: 58,
    legLen: 40,
    legW: 20,
    headR: 22,
    neck: 60,
    tail: 'spiky',
    belly: mix(c, '#ffffff', 0.45),
    extras: ['back-spikes'],
    wingColour: '#f4b942',
    size: 1.7,
  })),
  crocodile: quad(['#4f8f3f'], (c) => ({
    head: head(c, '#c9dd9a', { ears: 'none', snout: { len: 1.2, h: 0.28 } }),
    bodyH: 26,
    legLen: 10,
    legW: 9,
    headR: 18,
    neck: -6,
    tail: 'spiky',
    extras: ['back-spikes'],
    size: 0.5,
  })),
  otter: quad(['#7a5236'], (c) => ({
    head: head(c, '#d9b893', { ears: 'tiny', features: ['whiskers'], snout: { len: 0.2, h: 0.26, colour: '#d9b893' } }),
    bodyH: 30,
    legLen: 12,
    legW: 9,
    headR: 19,
    neck: 4,
    tail: 'long',
    belly: '#d9b893',
    size: 0.4,
  })),

  // Animals composed from the same parts, each with what tells it apart.
  beaver: quad(['#8a5a34'], (c) => ({
    head: head(c, '#d9b893', {
      ears: 'tiny',
      features: ['teeth', 'whiskers'],
      snout: { len: 0.25, h: 0.3, colour: '#c9a27a' },
      nose: '#2b1d18',
    }),
    bodyH: 46,
    legLen: 12,
    legW: 11,
    headR: 22,
    neck: 0,
    tail: 'paddle',
    belly: '#b88a5e',
    round: true,
    size: 0.45,
  })),
  badger: quad(['#7d7a80'], (c) => ({
    head: head('#f4f2ee', '#f4f2ee', {
      ears: 'tiny',
      earColour: '#2b2a30',
      features: ['stripes'],
      snout: { len: 0.35, h: 0.22, colour: '#f4f2ee' },
    }),
    bodyH: 40,
    legLen: 12,
    legW: 11,
    headR: 21,
    neck: -4,
    tail: 'short',
    bodyColour: c,
    belly: '#2b2a30',
    size: 0.42,
  })),
  platypus: quad(['#7a5a3e'], (c) => ({
    head: head(c, '#b8926a', { ears: 'none', snout: { len: 0.8, h: 0.24, colour: '#3a3338' }, nose: '#3a3338' }),
    bodyH: 34,
    legLen: 10,
    legW: 9,
    headR: 19,
    neck: -2,
    tail: 'paddle',
    size: 0.36,
  })),
  cheetah: quad(['#eec46a'], (c) => ({
    head: head(c, '#fff3d6', {
      ears: 'round',
      features: ['tear-marks', 'whiskers'],
      snout: { len: 0.12, h: 0.28, colour: '#fff3d6' },
    }),
    bodyH: 28,
    legLen: 44,
    legW: 9,
    headR: 19,
    neck: 4,
    tail: 'long',
    belly: '#fff3d6',
    marks: { kind: 'spots', colour: '#2b1d18' },
    size: 0.75,
  })),
  hyena: quad(['#bba27a'], (c) => ({
    head: head(c, '#e6d8bc', { ears: 'round', snout: { len: 0.5, h: 0.32, colour: '#6a5a48' } }),
    bodyH: 40,
    legLen: 38,
    legW: 11,
    headR: 23,
    neck: 8,
    tail: 'bushy',
    belly: '#e6d8bc',
    marks: { kind: 'spots', colour: '#5a4630' },
    size: 0.7,
  })),
  moose: quad(['#5e3f2a'], (c) => ({
    head: head(c, '#a8876a', { shape: 'long', ears: 'horse', features: ['antlers'], snout: { len: 0.6, h: 0.4 } }),
    bodyH: 50,
    legLen: 58,
    legW: 12,
    headR: 25,
    neck: 18,
    tail: 'short',
    hooves: true,
    size: 1.35,
  })),
  hare: quad(['#a57c52'], (c) => ({
    head: head(c, '#f2dcc4', { ears: 'long', earColour: c, nose: '#8a5a4a' }),
    bodyH: 32,
    legLen: 24,
    legW: 10,
    headR: 22,
    neck: 8,
    tail: 'fluffy',
    belly: '#f4e8da',
    size: 0.42,
  })),
  mole: quad(['#3b3540'], (c) => ({
    head: head(c, '#f3b6c4', { ears: 'none', snout: { len: 0.55, h: 0.2, colour: '#f3b6c4' }, nose: '#e07a8a' }),
    bodyH: 56,
    legLen: 7,
    legW: 9,
    headR: 22,
    neck: -6,
    tail: 'short',
    round: true,
    size: 0.24,
  })),
  skunk: quad(['#2b2a30'], (c) => ({
    head: head(c, '#f4f2ee', { ears: 'round', features: ['stripes'], snout: { len: 0.3, h: 0.24, colour: '#f4f2ee' } }),
    bodyH: 36,
    legLen: 16,
    legW: 10,
    headR: 21,
    neck: 2,
    tail: 'bushy',
    tailColour: '#f4f2ee',
    belly: '#f4f2ee',
    size: 0.38,
  })),
  porcupine: quad(['#4a3a2e', '#6a5646'], (c) => ({
    head: head('#8a7560', '#c9b49a', { ears: 'tiny', snout: { len: 0.4, h: 0.26 } }),
    bodyH: 64,
    legLen: 9,
    legW: 10,
    headR: 21,
    neck: -12,
    tail: 'none',
    extras: ['quills'],
    coat: c,
    size: 0.4,
  })),

  // Birds.
  bird: bird(['#4a90d9', '#e8554e', '#f4c542', '#6ab04c'], (c) => ({
    colour: c,
    belly: mix(c, '#fff7e0', 0.6),
    wing: darken(c, 0.15),
    beak: '#f4a63a',
    legs: '#d9903a',
    upright: false,
    beakKind: 'short',
    legLen: 12,
    size: 0.22,
  })),
  owl: bird(['#9a7552', '#c9b08e'], (c) => ({
    colour: c,
    belly: '#efe0c6',
    wing: darken(c, 0.2),
    beak: '#e8a33a',
    legs: '#e8a33a',
    upright: true,
    beakKind: 'hooked',
    legLen: 6,
    extras: ['tufts', 'big-eyes'],
    size: 0.42,
  })),
  penguin: bird(['#2a2d3a'], (c) => ({
    colour: c,
    belly: '#fbfbf6',
    wing: c,
    beak: '#f4a63a',
    legs: '#f4a63a',
    upright: true,
    beakKind: 'short',
    legLen: 6,
    extras: ['flippers'],
    size: 0.55,
  })),
  duck: bird(['#fbf7e8', '#f7d547'], (c) => ({
    colour: c,
    belly: c,
    wing: darken(c, 0.08),
    beak: '#f49a2a',
    legs: '#f49a2a',
    upright: false,
    beakKind: 'flat',
    legLen: 14,
    size: 0.36,
  })),
  chicken: bird(['#fbf7f0', '#c98a4b'], (c) => ({
    colour: c,
    belly: c,
    wing: darken(c, 0.1),
    beak: '#f4b13a',
    legs: '#f4b13a',
    upright: false,
    beakKind: 'short',
    legLen: 16,
    extras: ['comb'],
    size: 0.38,
  })),
  parrot: bird(['#2fb34a', '#e23b3b'], (c) => ({
    colour: c,
    belly: mix(c, '#ffe14a', 0.5),
    wing: '#2a6fd6',
    beak: '#3a3a3a',
    legs: '#8a8a8a',
    upright: true,
    beakKind: 'hooked',
    legLen: 8,
    extras: ['crest'],
    size: 0.36,
  })),
  eagle: bird(['#6b4a2e'], (c) => ({
    colour: c,
    belly: c,
    wing: darken(c, 0.15),
    beak: '#f4c542',
    legs: '#f4c542',
    upright: true,
    beakKind: 'hooked',
    legLen: 10,
    size: 0.6,
  })),
  flamingo: bird(['#f58fb2'], (c) => ({
    colour: c,
    belly: c,
    wing: darken(c, 0.1),
    beak: '#2b2a2e',
    legs: '#f07a9f',
    upright: false,
    beakKind: 'hooked',
    legLen: 60,
    extras: ['long-neck'],
    size: 0.9,
  })),
  swan: bird(['#fbfbf8'], (c) => ({
    colour: c,
    belly: c,
    wing: '#eeeeea',
    beak: '#f49a2a',
    legs: '#2b2a2e',
    upright: false,
    beakKind: 'short',
    legLen: 10,
    extras: ['long-neck'],
    size: 0.7,
  })),
  seagull: bird(['#f2f4f6'], (c) => ({
    colour: c,
    belly: c,
    wing: '#9aa3ad',
    beak: '#f4c542',
    legs: '#f4a63a',
    upright: false,
    beakKind: 'short',
    legLen: 14,
    size: 0.3,
  })),
  peacock: bird(['#1f6fc4'], (c) => ({
    colour: c,
    belly: c,
    wing: '#2a9d8f',
    beak: '#c9b27a',
    legs: '#8a7a5a',
    upright: false,
    beakKind: 'short',
    legLen: 22,
    extras: ['tail-fan', 'crest'],
    size: 0.7,
  })),

  puffin: bird(['#25262e'], (c) => ({
    colour: c,
    belly: '#fbfbf6',
    wing: c,
    beak: '#f2662a',
    legs: '#f2862a',
    upright: true,
    beakKind: 'short',
    legLen: 8,
    size: 0.34,
  })),
  woodpecker: bird(['#2b2b33'], (c) => ({
    colour: c,
    belly: '#f4f1ea',
    wing: darken(c, 0.1),
    beak: '#4a4a4a',
    legs: '#6a6a6a',
    upright: true,
    beakKind: 'long',
    legLen: 8,
    extras: ['crest'],
    size: 0.3,
  })),
  goose: bird(['#a9a39a', '#f4f2ec'], (c) => ({
    colour: c,
    belly: mix(c, '#ffffff', 0.5),
    wing: darken(c, 0.15),
    beak: '#f49a2a',
    legs: '#f49a2a',
    upright: false,
    beakKind: 'flat',
    legLen: 18,
    extras: ['long-neck'],
    size: 0.6,
  })),
  ostrich: bird(['#2e2a2c'], (c) => ({
    colour: c,
    belly: '#efe8dc',
    wing: '#f4f0ea',
    beak: '#e0b48a',
    legs: '#e6b8a2',
    upright: false,
    beakKind: 'short',
    legLen: 70,
    extras: ['long-neck'],
    size: 1.3,
  })),

  // Small creatures and sea life.
  snail: {
    rig: 'critter',
    kind: 'snail',
    colours: [
      ['#c9b38f', '#e0774a'],
      ['#d8c7a0', '#8f6bd6'],
      ['#c4b08a', '#e9b23a'],
    ],
    size: 0.3,
  },
  caterpillar: { rig: 'critter', kind: 'caterpillar', colours: [['#7cc242', '#f4d03f']], size: 0.24 },
  worm: { rig: 'critter', kind: 'worm', colours: [['#f29bab', '#f7c1cb']], size: 0.2 },
  butterfly: {
    rig: 'critter',
    kind: 'butterfly',
    colours: [
      ['#f28c28', '#f7d046'],
      ['#6a8df0', '#b38cf0'],
      ['#f06aa8', '#ffd1e6'],
    ],
    size: 0.3,
  },
  moth: {
    rig: 'critter',
    kind: 'butterfly',
    colours: [['#b9ab98', '#7d6e5e']],
    size: 0.26,
  },
  bee: { rig: 'critter', kind: 'bee', colours: [['#f7c531', '#2a2230']], size: 0.22 },
  ladybird: { rig: 'critter', kind: 'ladybird', colours: [['#d62828', '#1d1b22']], size: 0.18 },
  spider: { rig: 'critter', kind: 'spider', colours: [['#4a3f55', '#8a7a9a']], size: 0.22 },
  ant: { rig: 'critter', kind: 'ant', colours: [['#8a3a22', '#c4593a']], size: 0.16 },
  frog: { rig: 'critter', kind: 'frog', colours: [['#5cbf4a', '#f4d03f']], size: 0.3 },
  snake: {
    rig: 'critter',
    kind: 'snake',
    colours: [
      ['#6ab04c', '#f4d03f'],
      ['#e0a03a', '#7a4a2e'],
    ],
    size: 0.45,
  },
  fish: {
    rig: 'critter',
    kind: 'fish',
    colours: [
      ['#f28c28', '#ffffff'],
      ['#3fa7d6', '#f7d046'],
      ['#e84a8a', '#ffd1e6'],
    ],
    size: 0.3,
  },
  whale: { rig: 'critter', kind: 'whale', colours: [['#3f6fb5', '#cfe3f2']], size: 1.8 },
  dolphin: { rig: 'critter', kind: 'dolphin', colours: [['#7f9bb5', '#e6eef5']], size: 0.9 },
  shark: { rig: 'critter', kind: 'shark', colours: [['#8d9aa6', '#f2f4f6']], size: 1.1 },
  octopus: {
    rig: 'critter',
    kind: 'octopus',
    colours: [
      ['#e86a5a', '#f7b7a3'],
      ['#9a6ad6', '#d9c2f5'],
    ],
    size: 0.55,
  },
  jellyfish: { rig: 'critter', kind: 'jellyfish', colours: [['#f6a6d8', '#ffffff']], size: 0.45 },
  crab: { rig: 'critter', kind: 'crab', colours: [['#e5533d', '#f7b7a3']], size: 0.3 },
  turtle: { rig: 'critter', kind: 'turtle', colours: [['#86b85a', '#5f8f3a']], size: 0.45 },
  starfish: { rig: 'critter', kind: 'starfish', colours: [['#f28c5a', '#ffd1a3']], size: 0.24 },
  seahorse: { rig: 'critter', kind: 'seahorse', colours: [['#f4b942', '#ffe19a']], size: 0.3 },

  // Standing like people.
  robot: {
    rig: 'upright',
    kind: 'robot',
    colours: [
      ['#b8c4d0', '#ff6b6b'],
      ['#7fb3e0', '#ffd23f'],
      ['#e0b84a', '#5ef0ff'],
    ],
    size: 0.95,
  },
  // The gingerbread man of the old tale: a biscuit, not a child.
  'gingerbread-man': { rig: 'upright', kind: 'gingerbread', colours: [['#c27a3c', '#fbf6ee']], size: 0.5 },
  // A scarecrow come alive: a sack head under a straw hat, a patched coat, straw for hands; never a farmer.
  scarecrow: {
    rig: 'upright',
    kind: 'scarecrow',
    colours: [
      ['#4a7ab0', '#c0392b'],
      ['#8a5a3a', '#e2b23a'],
    ],
    size: 1,
  },
  teddy: { rig: 'upright', kind: 'teddy', colours: [['#b97a45', '#e63946']], size: 0.55 },
  monkey: { rig: 'upright', kind: 'monkey', colours: [['#8a5a36', '#f1cfa0']], size: 0.7 },
  chimpanzee: { rig: 'upright', kind: 'monkey', colours: [['#3a2a22', '#d9b08a']], size: 0.9 },
  lemur: { rig: 'upright', kind: 'monkey', colours: [['#9a9aa2', '#f4f1ea']], size: 0.55 },
  meerkat: { rig: 'upright', kind: 'meerkat', colours: [['#c9a46e', '#f1dfbd']], size: 0.4 },
  koala: { rig: 'upright', kind: 'koala', colours: [['#9aa0a6', '#f4f0ea']], size: 0.55 },
  gorilla: { rig: 'upright', kind: 'gorilla', colours: [['#3f3a3f', '#6b6068']], size: 1.3 },
  alien: { rig: 'upright', kind: 'alien', colours: [['#8fd35a', '#7b4fd6']], size: 0.8 },
  monster: {
    rig: 'upright',
    kind: 'monster',
    colours: [
      ['#7b6bd6', '#ffd23f'],
      ['#3fbfa8', '#ff7b54'],
    ],
    size: 1.1,
  },
  yeti: { rig: 'upright', kind: 'monster', colours: [['#f2f4f8', '#9fd3ff']], size: 1.3 },

  // Plants that are someone, at the stage they have grown to (a seed, then a sprout, then a sunflower).
  seed: { rig: 'plant', stage: 'seed', colours: ['#e8c98a', '#d9b36a'], size: 0.28 },
  sprout: { rig: 'plant', stage: 'sprout', colours: ['#7cc242'], size: 0.42 },
  sunflower: { rig: 'plant', stage: 'sunflower', colours: ['#f7c531', '#f4a823'], size: 1.35 },
  acorn: { rig: 'plant', stage: 'acorn', colours: ['#c98b45'], size: 0.3 },
  oak: { rig: 'plant', stage: 'oak', colours: ['#5f9e3f', '#4f8f3a'], size: 1.5 },

  // Animals that are someone before they look like themselves (an egg, then a chick; a tadpole, then a frog).
  egg: { rig: 'young', stage: 'egg', colours: ['#f6ead2', '#f2d3a8'], size: 0.32 },
  frogspawn: { rig: 'young', stage: 'frogspawn', colours: ['#5cbf4a'], size: 0.36 },
  tadpole: { rig: 'young', stage: 'tadpole', colours: ['#4a5a3a', '#5b6b3f'], size: 0.24 },
  chrysalis: { rig: 'young', stage: 'chrysalis', colours: ['#8fbf5a', '#b79a5a'], size: 0.5 },
  chick: bird(['#f7d046'], (c) => ({
    colour: c,
    belly: c,
    wing: darken(c, 0.08),
    beak: '#f49a2a',
    legs: '#f49a2a',
    upright: false,
    beakKind: 'short',
    legLen: 10,
    size: 0.22,
  })),

  // Drawn from the emoji artwork (Fluent Emoji, MIT): rarer animals, ghosts, talking vehicles.
  hippo: { rig: 'emoji', icon: 'hippopotamus', size: 1.1, facesLeft: true },
  rhino: { rig: 'emoji', icon: 'rhinoceros', size: 1.1, facesLeft: true },
  sloth: { rig: 'emoji', icon: 'sloth', size: 0.6, facesLeft: true },
  kangaroo: { rig: 'emoji', icon: 'kangaroo', size: 1.0, facesLeft: true },
  lizard: { rig: 'emoji', icon: 'lizard', size: 0.35, facesLeft: true },
  seal: { rig: 'emoji', icon: 'seal', size: 0.6, facesLeft: true },
  beetle: { rig: 'emoji', icon: 'beetle', size: 0.25, facesLeft: true },
  grasshopper: { rig: 'emoji', icon: 'cricket', size: 0.3, facesLeft: true },
  bat: { rig: 'emoji', icon: 'bat', size: 0.3, facesLeft: false },
  ghost: { rig: 'emoji', icon: 'ghost', size: 0.8, facesLeft: false },
  snowman: { rig: 'emoji', icon: 'snowman-without-snow', size: 0.9, facesLeft: false },
  llama: { rig: 'emoji', icon: 'llama', size: 1.0, facesLeft: true },
  rocket: { rig: 'emoji', icon: 'rocket', size: 1.2, facesLeft: false },
  train: { rig: 'emoji', icon: 'locomotive', size: 1.2, facesLeft: true },
  car: { rig: 'emoji', icon: 'automobile', size: 0.8, facesLeft: true },
  tractor: { rig: 'emoji', icon: 'tractor', size: 1.0, facesLeft: true },
  digger: { rig: 'emoji', icon: 'building-construction', size: 1.0, facesLeft: false },
  boat: { rig: 'emoji', icon: 'sailboat', size: 1.1, facesLeft: false },
  plane: { rig: 'emoji', icon: 'airplane', size: 1.0, facesLeft: false },
} as const satisfies Record<string, Rig>;

/** A thing that is someone in the story ('thing:cloud', 'thing:teapot'): drawn as itself, with a face. */
export type ThingKindId = `thing:${string}`;
export type KindId = keyof typeof KINDS | ThingKindId;

export function isKind(id: string): id is KindId {
  return Object.hasOwn(KINDS, id) || (id.startsWith('thing:') && thingRig(id.slice(6)) !== null);
}

/** The kind of a thing that is someone ('little train' -> thing:train), or null when we cannot draw it. */
export function thingKindOf(noun: string): ThingKindId | null {
  const words = noun
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  // The whole noun ('fire engine'), else its head ('little train').
  for (const word of [words.join('-'), words.at(-1) ?? '']) if (word && thingRig(word)) return `thing:${word}`;
  return null;
}

/** A thing that is someone and lives up in the sky ('Sparky the little cloud', 'Drip the raindrop'). */
export function ofTheSky(kind: KindId): boolean {
  const shape = kind.startsWith('thing:') ? THING_SHAPES[kind.slice(6)] : undefined;
  return shape !== undefined && OF_THE_SKY.has(shape);
}

/** A part of the land that is someone ('Biscuit the old mountain', a volcano, a lighthouse): the picture's landmark, drawn big. */
export function isLandmark(kind: KindId): boolean {
  const shape = kind.startsWith('thing:') ? THING_SHAPES[kind.slice(6)] : undefined;
  return shape !== undefined && LANDMARKS.has(shape);
}

const thingRigs = new Map<string, Rig | null>();

/** A thing's look: our own shape for things of the sky and the air, else its emoji artwork. */
function thingRig(word: string): Rig | null {
  const known = thingRigs.get(word);
  if (known !== undefined) return known;
  const shape = THING_SHAPES[word] ?? null;
  // A vehicle we already draw from its artwork keeps that artwork (a locomotive from the side).
  const own: Rig | undefined = Object.hasOwn(KINDS, word) ? KINDS[word as keyof typeof KINDS] : undefined;
  const drawn = own?.rig === 'emoji' ? own : null;
  const icon = shape ? null : (drawn?.icon ?? pictureFor(word.replace(/-/g, ' ')));
  // Only things: an animal's or a person's artwork is not a thing with a face.
  const thing =
    shape !== null || (icon !== null && iconCategory(icon) !== 'Animals & Nature') || (icon !== null && PLANTS.test(icon));
  const rig: Rig | null = thing
    ? {
        rig: 'thing',
        spec: {
          shape,
          icon,
          facesLeft: drawn?.facesLeft ?? false,
          ...(drawn && { size: drawn.size }),
          // (A car, a bus or a train that is someone has a face on its windscreen, no arms, and keeps its wheels on the road.)
          ...(icon && ON_WHEELS.has(VEHICLE_OF[icon] ?? '') && { onWheels: true }),
        },
      }
    : null;
  thingRigs.set(word, rig);
  return rig;
}
/** Vehicles that go on wheels or rails: drawn as themselves, never with a child's arms. */
const ON_WHEELS: ReadonlySet<string> = new Set(['car', 'bus', 'train', 'tram', 'tractor', 'lorry', 'fire-engine']);
const PLANTS = /tree|leaf|flower|tulip|rose|sunflower|blossom|cactus|mushroom|acorn|chestnut|herb|seedling|shell|rock|wood/;

/** A four-legged animal with the parts the prompt coloured in their colours. */
function withParts(spec: QuadSpec, parts: PartColours): QuadSpec {
  const out: QuadSpec = { ...spec };
  if (parts.head) out.head = { ...spec.head, colour: parts.head };
  if (parts.head) out.bodyColour = spec.head.colour;
  if (parts.ears) out.head = { ...out.head, earColour: parts.ears };
  if (parts.wings) out.wingColour = parts.wings;
  if (parts.tail) out.tailColour = parts.tail;
  if (parts.shell) out.shellColour = parts.shell;
  if (parts.belly) out.belly = parts.belly;
  if (parts.cape) out.cape = parts.cape;
  const marks = parts.spots ?? parts.stripes;
  if (marks) out.marks = { kind: parts.spots ? 'spots' : 'stripes', colour: marks };
  return out;
}

/** How a kind is drawn. */
export function rigOf(id: KindId): Rig {
  return (Object.hasOwn(KINDS, id) ? KINDS[id as keyof typeof KINDS] : thingRig(id.slice(6))) ?? KINDS.child;
}

/** How many colourings a kind has (the text may pick one, a name's hash another). */
export function colourCount(id: KindId): number {
  const k = rigOf(id);
  return k.rig === 'person' || k.rig === 'emoji' || k.rig === 'thing' ? 1 : k.colours.length;
}

/** A kind's main colour in one of its colourings, or null when it is drawn from artwork or is a person. */
export function colourOf(id: KindId, variant: number): string | null {
  const k = rigOf(id);
  if (k.rig === 'person' || k.rig === 'emoji' || k.rig === 'thing') return null;
  const c = k.colours[variant % k.colours.length]!;
  return typeof c === 'string' ? c : c[0];
}

/** A body part the visual prompt may colour ('a snail with a purple shell', 'green wings'). */
export const BODY_PARTS = ['head', 'wings', 'tail', 'shell', 'spots', 'stripes', 'belly', 'ears', 'beak'] as const;
export type BodyPart = (typeof BODY_PARTS)[number];
export type PartColours = Partial<Record<BodyPart, string>> & {
  /** A cape worn over the back (a superhero's), its colour. */
  cape?: string;
};

/** The part a small creature's second colour is ('a snail's shell', 'a butterfly's wings'). */
const CRITTER_ACCENT: Partial<Record<CritterKind, readonly BodyPart[]>> = {
  snail: ['shell'],
  turtle: ['shell'],
  butterfly: ['wings'],
  bee: ['stripes'],
  ladybird: ['spots'],
  caterpillar: ['spots', 'stripes'],
  frog: ['belly', 'spots'],
  snake: ['belly', 'stripes'],
  fish: ['belly', 'stripes'],
  octopus: ['spots'],
  whale: ['belly'],
  dolphin: ['belly'],
  shark: ['belly'],
};

/** A non-person kind drawn in one of its colourings, or with a colour the text named, and its parts' colours. */
export function drawCreature(
  p: Pen,
  id: KindId,
  colour: string | number,
  pose: Pose,
  expression: Expression,
  parts: PartColours = {},
): Figure | null {
  const k = rigOf(id);
  const pick = <T>(list: readonly T[]): T => list[(typeof colour === 'number' ? colour : 0) % list.length]!;
  switch (k.rig) {
    case 'quad': {
      const spec = k.spec(typeof colour === 'string' ? colour : pick(k.colours));
      return drawQuadruped(p, withParts(spec, parts), pose, expression);
    }
    case 'bird': {
      const spec = k.spec(typeof colour === 'string' ? colour : pick(k.colours));
      const bird = {
        ...spec,
        wing: parts.wings ?? spec.wing,
        beak: parts.beak ?? spec.beak,
        belly: parts.belly ?? spec.belly,
        colour: parts.head ?? spec.colour,
      };
      return drawBird(p, bird, pose, expression);
    }
    case 'critter': {
      const [c, a] = pick(k.colours);
      const accent = (CRITTER_ACCENT[k.kind] ?? []).map((part) => parts[part]).find(Boolean) ?? a;
      return drawCritter(
        p,
        { kind: k.kind, colour: typeof colour === 'string' ? colour : c, accent, size: k.size },
        pose,
        expression,
      );
    }
    case 'upright': {
      const [c, a] = pick(k.colours);
      return drawUpright(
        p,
        {
          kind: k.kind,
          colour: typeof colour === 'string' ? colour : c,
          accent: parts.ears ?? a,
          ...(parts.head && { headColour: parts.head }),
          size: k.size,
        },
        pose,
        expression,
      );
    }
    case 'emoji': {
      const outline =
        p.hand.line.kind === 'ink' ? { colour: p.hand.line.ink, width: Math.max(1.4, p.hand.line.width * 0.6) / p.k } : undefined;
      const svg = iconSvg({
        name: k.icon,
        x: -50,
        y: -100,
        size: 100,
        flip: k.facesLeft,
        grade: typeof colour === 'string' ? (hex: string) => mix(p.c(hex), colour, 0.5) : p.c,
        gradeKey: `${p.gradeKey}|${typeof colour === 'string' ? colour : ''}`,
        ...(outline && { outline }),
        idPrefix: p.uid(),
      });
      return { svg, height: 100, halfWidth: 50, hand: null, head: [20, -70], seat: [0, -62], scale: k.size };
    }
    case 'plant':
      return drawPlant(
        p,
        { stage: k.stage, colour: typeof colour === 'string' ? colour : pick(k.colours), size: k.size },
        pose,
        expression,
      );
    case 'young':
      return drawYoung(
        p,
        { stage: k.stage, colour: typeof colour === 'string' ? colour : pick(k.colours), size: k.size },
        pose,
        expression,
      );
    case 'thing':
      return drawLivingThing(p, { ...k.spec, colour: typeof colour === 'string' ? colour : null }, pose, expression);
    default:
      return null;
  }
}

export { drawPerson };
