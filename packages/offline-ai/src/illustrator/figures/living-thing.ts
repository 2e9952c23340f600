import { darken, mix } from '../colour.js';
import { iconSvg } from '../icon-svg.js';
import { ellipsePath, n, place, type Pen, type Point } from '../draw/pen.js';
import { submarineHull } from '../vehicles.js';
import { starPath } from '../scenery/parts.js';
import { face } from './face.js';
import type { Figure } from './figure.js';
import type { Expression, Pose } from './pose.js';

/**
 * A thing that is a story's someone (a little cloud, a brave teapot, a star that fell, a kite that
 * wanted to fly higher): the thing's own shape, with eyes, a mouth and small arms, drawn in the
 * hand's line and shading. Shapes we draw ourselves for the things of the sky and the air; any
 * other thing is its emoji artwork with the face on it.
 */
export type ThingShape =
  | 'cloud'
  | 'star'
  | 'moon'
  | 'sun'
  | 'drop'
  | 'balloon'
  | 'kite'
  | 'snowflake'
  | 'submarine'
  | 'mountain'
  | 'hill'
  | 'volcano'
  | 'lighthouse'
  | 'rainbow';

/** Words for our own shapes. */
export const THING_SHAPES: Readonly<Record<string, ThingShape>> = {
  cloud: 'cloud',
  raincloud: 'cloud',
  star: 'star',
  starlight: 'star',
  moon: 'moon',
  sun: 'sun',
  sunbeam: 'sun',
  raindrop: 'drop',
  drop: 'drop',
  droplet: 'drop',
  dewdrop: 'drop',
  teardrop: 'drop',
  balloon: 'balloon',
  kite: 'kite',
  snowflake: 'snowflake',
  // No emoji artwork has one: a little yellow submarine of our own.
  submarine: 'submarine',
  // Parts of the land that are someone and stay where they stand (the story writer's still heroes):
  // the place itself, drawn big with a face, the friends who come to it small beside it.
  mountain: 'mountain',
  hill: 'hill',
  volcano: 'volcano',
  lighthouse: 'lighthouse',
  rainbow: 'rainbow',
};

/** Own colours of the shapes (a colour the text names wins). */
const SHAPE_COLOURS: Readonly<Record<ThingShape, string>> = {
  cloud: '#f4f7fb',
  star: '#ffd23f',
  moon: '#f7e7a6',
  sun: '#ffc83d',
  drop: '#69bff0',
  balloon: '#e8454f',
  kite: '#ef5b5b',
  snowflake: '#dff1ff',
  submarine: '#f2c230',
  mountain: '#8d90ad',
  hill: '#79bf62',
  volcano: '#9a6a55',
  lighthouse: '#f6f1e7',
  rainbow: '#e8454f',
};

/** A part of the land that is someone: drawn as the picture's landmark, with a face and no arms (a mountain does not wave). */
export const LANDMARKS = new Set<ThingShape>(['mountain', 'hill', 'volcano', 'lighthouse', 'rainbow']);

/** Things that live up in the sky (a cloud, a raindrop, a snowflake, the moon): as someone, they float there, not on the ground. */
export const OF_THE_SKY = new Set<ThingShape>(['cloud', 'drop', 'snowflake', 'moon']);

/** Things of the air float above the ground; the rest stand on it. */
const FLOATS = new Set<ThingShape>(['rainbow', 'cloud', 'star', 'moon', 'sun', 'balloon', 'kite', 'snowflake', 'submarine']);

export interface LivingThingSpec {
  shape: ThingShape | null;
  /** Emoji artwork for a thing without a shape of ours. */
  icon: string | null;
  /** A colour the text named, or null. */
  colour: string | null;
  /** Artwork faces left as drawn: mirrored to face +x. */
  facesLeft: boolean;
  /** How tall beside a child, when the artwork's thing has its own size (a train is big). */
  size?: number;
  /** A car, a bus or a train: no arms, and its wheels stay on the road whatever it does. */
  onWheels?: boolean;
}

const BLUSH = '#ff8a9a';

export function drawLivingThing(p: Pen, s: LivingThingSpec, pose: Pose, expression: Expression): Figure {
  const e: Expression = pose === 'sleep' ? 'sleepy' : expression;
  const gaze: [number, number] = [0.5, pose === 'lookUp' ? -0.8 : 0];
  const floats = s.shape !== null && FLOATS.has(s.shape);
  // Floating things hover (higher when flying); things on the ground hop when they jump.
  const lift = (floats ? 26 : 0) + ((pose === 'fly' || pose === 'jump') && !s.onWheels ? 34 : 0);
  const body = s.shape ? shapeBody(p, s.shape, s.colour ?? SHAPE_COLOURS[s.shape]) : iconBody(p, s);
  const armColour = darken(s.shape ? (s.colour ?? SHAPE_COLOURS[s.shape]) : '#8a6a4a', s.shape === 'cloud' ? 0.12 : 0.3);
  const { arms, hand } =
    s.onWheels || (s.shape && LANDMARKS.has(s.shape))
      ? { arms: { back: '', front: '' }, hand: null }
      : thingArms(p, body.arms, pose, armColour);
  const eyes = face(
    p,
    {
      x: body.face[0],
      y: body.face[1],
      spread: body.faceSize * 0.42,
      eye: body.faceSize * 0.17,
      mouthY: body.face[1] + body.faceSize * 0.42,
      mouth: body.faceSize * 0.24,
      gaze,
    },
    e,
    '#2a1d16',
    BLUSH,
  );
  // A soft shadow on the ground under a floating thing, so it is seen to hover.
  const shadow =
    lift > 0 && pose !== 'fly'
      ? `<ellipse cx="0" cy="0" rx="${n(body.halfWidth * 0.55)}" ry="5" fill="#000" opacity="0.12"/>`
      : '';
  const svg = `${shadow}<g transform="translate(0 ${n(-lift)})">${arms.back}${body.svg}${eyes}${arms.front}</g>`;
  return {
    svg,
    height: body.height + lift,
    halfWidth: body.halfWidth,
    hand: hand ? [hand[0], hand[1] - lift] : null,
    head: [body.face[0], body.face[1] - lift],
    seat: null,
    scale: s.size ?? body.scale,
  };
}

interface Body {
  svg: string;
  /** Centre between the eyes, and the face's size. */
  face: Point;
  faceSize: number;
  /** Where the arms start: the back one, the front one. */
  arms: [Point, Point];
  height: number;
  halfWidth: number;
  /** How tall beside a child. */
  scale: number;
}

/** A body from its drawing, its face [x, y, size], its arms' starts [back x, y, front x, y] and its box [height, half width, scale]. */
function made(
  svg: string,
  [fx, fy, faceSize]: number[],
  [bx, by, fx2, fy2]: number[],
  [height, halfWidth, scale]: number[],
): Body {
  return {
    svg,
    face: [fx!, fy!],
    faceSize: faceSize!,
    arms: [
      [bx!, by!],
      [fx2!, fy2!],
    ],
    height: height!,
    halfWidth: halfWidth!,
    scale: scale!,
  };
}

function shapeBody(p: Pen, shape: ThingShape, c: string): Body {
  switch (shape) {
    case 'cloud':
      return made(
        p.cluster(
          [
            [-34, -30, 22],
            [-14, -50, 27],
            [14, -56, 30],
            [38, -36, 22],
            [0, -28, 26],
            [24, -24, 20],
            [-24, -22, 18],
          ],
          c,
        ),
        [8, -42, 34],
        [-50, -26, 52, -28],
        [86, 58, 0.95],
      );
    case 'star':
      return made(p.shape(starPath(0, -46, 48, 22 / 48), c, { gloss: true }), [4, -44, 26], [-30, -50, 30, -50], [92, 48, 0.8]);
    case 'moon':
      // (The inner arc's radius is more than half the chord: one of 36 was stretched to 46 and gave no crescent at all.)
      return made(p.shape('M8 -94A46 46 0 1 0 8 -2A80 80 0 0 1 8 -94Z', c), [-20, -50, 24], [-40, -40, -6, -26], [94, 44, 0.85]);
    case 'sun': {
      const rays = spokes(12, [38, 0.14], [52, 0]);
      return made(
        p.shape(rays, darken(c, 0.08)) + p.ellipse(0, -48, 36, 36, c, { gloss: true }),
        [4, -50, 30],
        [-34, -34, 34, -34],
        [100, 52, 0.85],
      );
    }
    case 'drop':
      return made(
        p.shape('M0 -92C14 -70 36 -48 36 -28A36 34 0 0 1 -36 -28C-36 -48 -14 -70 0 -92Z', c, { gloss: true }),
        [4, -34, 28],
        [-32, -28, 32, -28],
        [92, 36, 0.7],
      );
    case 'balloon':
      return made(
        p.stroke('M0 -16Q-8 0 4 16', darken(c, 0.4), 2) +
          p.shape('M-5 -14L5 -14L0 -22Z', darken(c, 0.15)) +
          p.ellipse(0, -58, 34, 40, c, { gloss: true }),
        [4, -60, 28],
        [-30, -46, 30, -46],
        [98, 36, 0.85],
      );
    case 'kite': {
      const tail: Point[] = [
        [0, -8],
        [-10, 8],
        [6, 22],
        [-6, 36],
      ];
      let bows = '';
      for (const [x, y] of tail.slice(1))
        bows += p.shape(
          `M${n(x - 7)} ${n(y - 5)}L${n(x + 7)} ${n(y + 5)}L${n(x + 7)} ${n(y - 5)}L${n(x - 7)} ${n(y + 5)}Z`,
          mix(c, '#ffd23f', 0.6),
          {
            shade: false,
          },
        );
      return made(
        p.stroke(`M${tail.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`, darken(c, 0.45), 2) +
          bows +
          p.shape('M0 -100L40 -58L0 -8L-40 -58Z', c) +
          p.shape('M0 -100L40 -58L0 -58Z', mix(c, '#ffd23f', 0.55), { shade: false }) +
          p.shape('M0 -58L-40 -58L0 -8Z', mix(c, '#ffffff', 0.35), { shade: false }),
        [2, -62, 26],
        [-28, -58, 28, -58],
        [100, 40, 0.85],
      );
    }
    case 'submarine': {
      // Drawn 130 long, its face on the round nose where the big porthole would be.
      const k = 1.3;
      return made(
        place(submarineHull(p.scaled(k, p.mirrored), c, false), 0, 0, k, false),
        [27, -32, 26],
        [-18, -24, 2, -22],
        [84, 72, 1.1],
      );
    }
    case 'mountain': {
      // A snowy cap down to where the slopes are 39 across, its lower edge a zigzag.
      const cap = 'M-14 -96Q0 -106 14 -96L39 -66L26 -72L13 -62L0 -72L-13 -62L-26 -72L-39 -66Z';
      return made(
        p.shape('M-96 0L-14 -96Q0 -106 14 -96L96 0Z', c) + p.shape(cap, '#fbfdff'),
        [0, -40, 34],
        [-40, -30, 40, -30],
        [104, 96, 2.6],
      );
    }
    case 'hill':
      return made(
        p.shape('M-100 0C-92 -58 -44 -82 0 -82C44 -82 92 -58 100 0Z', c, { gloss: 'sheen' }) +
          p.ellipse(-52, -22, 5, 5, '#fff6a8', { shade: false, line: false }) +
          p.ellipse(58, -16, 5, 5, '#ffb3c7', { shade: false, line: false }),
        [0, -44, 34],
        [-50, -36, 50, -36],
        [82, 100, 1.9],
      );
    case 'volcano': {
      // A crater glowing at its top and a soft smoke rising from it: a volcano, even asleep.
      const smoke = p.cluster(
        [
          [-4, -98, 11],
          [8, -112, 14],
          [-2, -130, 17],
          [12, -146, 13],
        ],
        '#dcd8d3',
      );
      return made(
        smoke +
          p.shape('M-92 0L-24 -86Q0 -92 24 -86L92 0Z', c) +
          p.ellipse(0, -86, 22, 5, '#ff8a3d', { shade: false }) +
          p.shape('M-10 -84Q-12 -70 -6 -62Q0 -70 -2 -84Z', '#ff8a3d', { shade: false }),
        [0, -36, 34],
        [-40, -28, 40, -28],
        [158, 92, 2.4],
      );
    }
    case 'lighthouse': {
      // A white tower with red bands, its lamp lit and its beam reaching out over the sea.
      const band = (y0: number, y1: number): string => {
        const at = (y: number) => 26 - (8 * -y) / 120;
        return p.shape(`M${n(-at(y0))} ${y0}L${n(-at(y1))} ${y1}L${n(at(y1))} ${y1}L${n(at(y0))} ${y0}Z`, '#e0474c', {
          shade: false,
        });
      };
      return made(
        p.shape('M16 -138L170 -176L170 -100Z', '#fff3a6', { shade: false, line: false, opacity: 0.45 }) +
          p.shape('M-26 0L-18 -120L18 -120L26 0Z', c) +
          band(-18, -36) +
          band(-96, -112) +
          p.shape('M-7 0L-7 -10A7 7 0 0 1 7 -10L7 0Z', '#5a4a42', { shade: false }) +
          p.shape('M-24 -126L24 -126L24 -119L-24 -119Z', '#3e3a44') +
          p.shape('M-14 -148L14 -148L14 -126L-14 -126Z', '#ffe27a', { gloss: true }) +
          p.shape('M-19 -147L0 -164L19 -147Z', '#e0474c'),
        [0, -66, 26],
        [-22, -60, 22, -60],
        [164, 30, 2.2],
      );
    }
    case 'rainbow': {
      // Seven bands in an arch, a little cloud at each foot, the face on the top of the arch.
      const bands = ['#e8454f', '#f59a3a', '#f7d44a', '#6cc36a', '#4fa3e0', '#5b6fd6', '#9a62c8'];
      let arch = '';
      bands.forEach((band, i) => {
        const [r, q] = [90 - i * 6.5, 83.5 - i * 6.5];
        arch += p.shape(`M${-r} -10A${r} ${r} 0 0 1 ${r} -10L${q} -10A${q} ${q} 0 0 0 ${-q} -10Z`, band, { shade: i === 0 });
      });
      const foot = (x: number): string =>
        p.cluster(
          [
            [x - 14, -8, 11],
            [x, -14, 14],
            [x + 14, -8, 11],
          ],
          '#f4f7fb',
        );
      return made(arch + foot(-66) + foot(66), [0, -78, 26], [-60, -60, 60, -60], [100, 96, 1.3]);
    }
    case 'snowflake': {
      const arms = spokes(6, [20, 0.25], [50, 0.06]);
      return made(
        p.shape(arms, c) + p.ellipse(0, -48, 26, 26, c, { gloss: true }),
        [3, -50, 24],
        [-24, -40, 24, -40],
        [98, 50, 0.75],
      );
    }
  }
}

/** Points round a centre at y = -48 (a sun's rays, a snowflake's arms): [radius, half-angle] at the base and the tip. */
function spokes(count: number, [r1, da1]: [number, number], [r2, da2]: [number, number]): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i * 2 * Math.PI) / count;
    const at = (r: number, da: number): string => `${n(Math.cos(a + da) * r)} ${n(-48 + Math.sin(a + da) * r)}`;
    d += da2
      ? `M${at(r1, -da1)}L${at(r2, -da2)}L${at(r2, da2)}L${at(r1, da1)}Z`
      : `M${at(r1, -da1)}L${at(r2, 0)}L${at(r1, da1)}Z`;
  }
  return d;
}

/** The thing's emoji artwork as its body (100 across, standing on y = 0), the face on its middle. */
function iconBody(p: Pen, s: LivingThingSpec): Body {
  const outline =
    p.hand.line.kind === 'ink' ? { colour: p.hand.line.ink, width: Math.max(1.4, p.hand.line.width * 0.6) / p.k } : undefined;
  const colour = s.colour;
  const svg = iconSvg({
    name: s.icon ?? 'package',
    x: -50,
    y: -100,
    size: 100,
    flip: s.facesLeft,
    grade: colour ? (hex: string) => mix(p.c(hex), colour, 0.5) : p.c,
    gradeKey: `${p.gradeKey}|${colour ?? ''}`,
    ...(outline && { outline }),
    idPrefix: p.uid(),
  });
  // A light patch behind the face so the eyes read on any artwork.
  const patch = p.shape(ellipsePath(4, -50, 22, 18), '#fff6e8', { shade: false, line: false, opacity: 0.85 });
  return made(svg + patch, [4, -54, 30], [-38, -42, 38, -42], [100, 50, 0.85]);
}

/** Two small arms from the body's sides: waving or cheering up, holding forward, else down at the sides. */
function thingArms(
  p: Pen,
  [back, front]: [Point, Point],
  pose: Pose,
  colour: string,
): { arms: { back: string; front: string }; hand: Point | null } {
  const up = ['wave', 'cheer', 'jump', 'fly', 'dance'].includes(pose);
  const forward = ['hold', 'point', 'read', 'sitRead', 'hug', 'eat', 'dig'].includes(pose);
  const arm = (from: Point, side: -1 | 1, raise: boolean): { svg: string; end: Point } => {
    const elbow: Point = [from[0] + side * 12, from[1] + (raise ? -8 : 8)];
    const end: Point = raise
      ? [from[0] + side * 18, from[1] - 24]
      : forward && side === 1
        ? [from[0] + 22, from[1] + 2]
        : [from[0] + side * 14, from[1] + 20];
    return { svg: p.tube([from, elbow, end], 7, colour) + p.ellipse(end[0], end[1], 5.5, 5.5, colour), end };
  };
  const b = arm(back, -1, up);
  const f = arm(front, 1, up && pose !== 'fly');
  return { arms: { back: b.svg, front: f.svg }, hand: f.end };
}
