import { darken, mix } from '../colour.js';
import { n, type Pen, type Point } from '../draw/pen.js';
import { face } from './face.js';
import type { Figure } from './figure.js';
import type { Expression, Pose } from './pose.js';

/**
 * A plant that is a story's someone, drawn at the stage it has grown to: a seed in a mound of soil,
 * a sprout with two leaves, a tall sunflower with its face in the flower head, an acorn in its cap,
 * a little oak. Each has the shared face (eyes, a smile), in the hand's line and shading. A plant is
 * rooted: it stands, looks up to the sun or sleeps, and never walks; glad (a wave, a jump for joy), it lifts its leaves.
 */
export type PlantStage = 'seed' | 'sprout' | 'sunflower' | 'acorn' | 'oak';

export interface PlantSpec {
  stage: PlantStage;
  /** Its own colour: a seed's, a sprout's leaves, a sunflower's petals, an acorn's nut, an oak's leaves. */
  colour: string;
  /** How tall it stands beside a child. */
  size: number;
}

const SOIL = '#7a5534';
const STEM = '#5aa84a';
const BLUSH = '#ff8a9a';

/** The poses a plant has: the rest of a story's verbs (ran, swam, hopped) leave it standing where it grows. */
export function rootedPose(pose: Pose): Pose {
  return pose === 'lookUp' || pose === 'sleep' || pose === 'wave' || pose === 'jump' || pose === 'dance'
    ? pose === 'jump' || pose === 'dance'
      ? 'wave'
      : pose
    : 'stand';
}

export function drawPlant(p: Pen, s: PlantSpec, pose: Pose, expression: Expression): Figure {
  const rooted = rootedPose(pose);
  const e: Expression = rooted === 'sleep' ? 'sleepy' : expression;
  const gaze: [number, number] = [0.4, rooted === 'lookUp' ? -0.8 : 0];
  const up = rooted === 'wave';
  const eyes = (x: number, y: number, size: number) =>
    face(
      p,
      {
        x,
        y,
        spread: size * 0.42,
        eye: size * 0.17 * p.hand.figure.eyeScale,
        mouthY: y + size * 0.42,
        mouth: size * 0.24,
        gaze,
      },
      e,
      '#2a1d16',
      BLUSH,
    );
  const c = s.colour;
  /** A leaf from its base along an angle (radians, 0 pointing +x, negative up), of a length. */
  const leaf = (from: Point, angle: number, length: number, colour: string): string => {
    const [x, y] = from;
    const tip: Point = [x + Math.cos(angle) * length, y + Math.sin(angle) * length];
    const side = (k: number): Point => [
      x + Math.cos(angle) * length * 0.5 + Math.cos(angle + k * Math.PI * 0.5) * length * 0.3,
      y + Math.sin(angle) * length * 0.5 + Math.sin(angle + k * Math.PI * 0.5) * length * 0.3,
    ];
    const [a, b] = [side(-1), side(1)];
    return (
      p.shape(`M${n(x)} ${n(y)}Q${n(a[0])} ${n(a[1])} ${n(tip[0])} ${n(tip[1])}Q${n(b[0])} ${n(b[1])} ${n(x)} ${n(y)}Z`, colour) +
      p.stroke(`M${n(x)} ${n(y)}L${n((x + tip[0]) / 2)} ${n((y + tip[1]) / 2)}`, darken(colour, 0.3), 1.2, { opacity: 0.6 })
    );
  };
  const mound = (half: number, high: number) =>
    p.shape(`M${-half} 0Q${-half * 0.6} ${-high} 0 ${-high}Q${half * 0.6} ${-high} ${half} 0Z`, SOIL);
  let svg = '';
  let height: number;
  let halfWidth: number;
  let head: Point;
  switch (s.stage) {
    case 'seed': {
      // A seed tucked in a mound of soil, its face peeping out, a tiny shoot on top when it wakes.
      svg += mound(46, 26);
      svg += p.ellipse(0, -34, 24, 30, c, { gloss: true });
      svg += p.stroke('M0 -62Q-8 -46 0 -8', darken(c, 0.25), 1.6, { opacity: 0.5 });
      svg += p.shape('M-30 -10Q0 -22 30 -10L34 0L-34 0Z', SOIL);
      head = [2, -38];
      svg += eyes(2, -40, 26);
      height = 66;
      halfWidth = 46;
      break;
    }
    case 'sprout': {
      // A stem out of the soil, two leaves, a round green bud of a head with the face.
      svg += p.tube(
        [
          [0, -6],
          [2, -40],
          [0, -70],
        ],
        7,
        STEM,
      );
      // (Two leaves held out like arms; raised when it cheers.)
      const lift = up ? 1.1 : 0.45;
      svg += leaf([0, -54], -(Math.PI - lift), 38, c);
      svg += leaf([0, -54], -lift, 38, c);
      svg += mound(34, 14);
      svg += p.ellipse(0, -86, 20, 19, mix(c, '#d8f08a', 0.35), { gloss: true });
      head = [2, -86];
      svg += eyes(2, -88, 22);
      height = 106;
      halfWidth = 40;
      break;
    }
    case 'sunflower': {
      // A tall stem with two leaves, a ring of petals round a brown head that is its face.
      svg += p.tube(
        [
          [0, 0],
          [-3, -90],
          [0, -170],
        ],
        9,
        STEM,
      );
      svg += leaf([-2, -80], up ? -2.3 : -2.8, 46, '#4f9a3e');
      svg += leaf([0, -104], up ? -0.8 : -0.3, 46, '#4f9a3e');
      const cy = -200;
      let petals = '';
      for (let i = 0; i < 14; i += 1) {
        const a = (i * 2 * Math.PI) / 14;
        const tip: Point = [Math.cos(a) * 56, cy + Math.sin(a) * 56];
        const l: Point = [Math.cos(a - 0.22) * 30, cy + Math.sin(a - 0.22) * 30];
        const r: Point = [Math.cos(a + 0.22) * 30, cy + Math.sin(a + 0.22) * 30];
        petals += `M${n(l[0])} ${n(l[1])}Q${n((l[0] + tip[0]) / 2 + Math.cos(a - 0.9) * 8)} ${n((l[1] + tip[1]) / 2 + Math.sin(a - 0.9) * 8)} ${n(tip[0])} ${n(tip[1])}Q${n((r[0] + tip[0]) / 2 + Math.cos(a + 0.9) * 8)} ${n((r[1] + tip[1]) / 2 + Math.sin(a + 0.9) * 8)} ${n(r[0])} ${n(r[1])}Z`;
      }
      svg += p.shape(petals, c);
      svg += p.ellipse(0, cy, 32, 32, '#8a5a2b', { gloss: true });
      // (Seeds dotted round the face's rim, so the head reads as a sunflower's.)
      for (let i = 0; i < 12; i += 1) {
        const a = (i * 2 * Math.PI) / 12;
        svg += `<circle cx="${n(Math.cos(a) * 26)}" cy="${n(cy + Math.sin(a) * 26)}" r="2.2" fill="${darken('#8a5a2b', 0.35)}" opacity="0.7"/>`;
      }
      svg += mound(36, 12);
      head = [2, cy];
      svg += eyes(2, cy - 4, 34);
      height = 258;
      halfWidth = 58;
      break;
    }
    case 'acorn': {
      // A round nut under its scaly cap, with its little stalk, sitting on the ground.
      svg += p.ellipse(0, -34, 28, 34, c, { gloss: true });
      svg += p.shape('M-33 -52Q-34 -78 0 -80Q34 -78 33 -52Q0 -44 -33 -52Z', '#8a6238');
      for (const [x, y] of [
        [-18, -62],
        [-4, -68],
        [12, -64],
        [24, -58],
        [-26, -56],
        [4, -56],
      ] as const)
        svg += p.stroke(`M${x - 4} ${y}q4 4 8 0`, darken('#8a6238', 0.35), 1.4, { opacity: 0.7 });
      svg += p.tube(
        [
          [0, -79],
          [2, -88],
          [6, -92],
        ],
        4,
        '#6e4a2a',
      );
      head = [2, -30];
      svg += eyes(2, -32, 26);
      height = 94;
      halfWidth = 34;
      break;
    }
    case 'oak': {
      // A little oak: a trunk with two branches held like arms and a round crown of leaves; its face on the trunk.
      const bark = '#7b5634';
      svg += p.shape('M-20 0Q-14 -60 -14 -110L14 -110Q14 -60 20 0Z', bark);
      for (const side of [-1, 1] as const)
        svg += p.tube(
          [
            [side * 8, -80],
            [side * 28, up ? -112 : -92],
            [side * 42, up ? -134 : -98],
          ],
          6,
          bark,
        );
      svg += p.cluster(
        [
          [-34, -146, 30],
          [0, -166, 36],
          [34, -146, 30],
          [-18, -124, 26],
          [20, -124, 26],
          [0, -140, 30],
        ],
        c,
      );
      // (An acorn or two in its crown: the oak it grew from.)
      for (const [x, y] of [
        [-28, -130],
        [26, -138],
      ] as const)
        svg += p.ellipse(x, y + 4, 4.5, 5.5, '#b9823f') + p.ellipse(x, y - 1, 5.5, 3, '#7a5530');
      svg += p.shape('M-30 0Q-14 -6 0 -4Q14 -6 30 0Z', darken(bark, 0.1));
      head = [0, -56];
      svg += eyes(0, -60, 22);
      height = 196;
      halfWidth = 66;
      break;
    }
  }
  return { svg, height, halfWidth, hand: null, head, seat: null, scale: s.size };
}
