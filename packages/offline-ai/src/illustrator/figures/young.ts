import { darken, mix } from '../colour.js';
import { n, type Pen } from '../draw/pen.js';
import { face } from './face.js';
import type { Figure } from './figure.js';
import { rootedPose } from './plant.js';
import type { Expression, Pose } from './pose.js';

/**
 * An animal that is a story's someone at a stage before it looks like itself: an egg with a face
 * peeping through a crack (a chick, a caterpillar still inside), frogspawn (a clump of jelly eggs,
 * the hero's with a face), a tadpole (a round head and a long tail, swimming), a chrysalis hanging
 * from its twig. An egg, frogspawn and a chrysalis stay where they are, like a plant; a tadpole swims.
 */
export type YoungStage = 'egg' | 'frogspawn' | 'tadpole' | 'chrysalis';

export interface YoungSpec {
  stage: YoungStage;
  colour: string;
  size: number;
}

const INK = '#2a1d16';

export function drawYoung(p: Pen, s: YoungSpec, pose: Pose, expression: Expression): Figure {
  const still = s.stage !== 'tadpole';
  const rooted = still ? rootedPose(pose) : pose;
  const e: Expression = rooted === 'sleep' ? 'sleepy' : expression;
  const gaze: [number, number] = [0.4, rooted === 'lookUp' ? -0.8 : 0];
  const eyes = (x: number, y: number, size: number) =>
    face(
      p,
      { x, y, spread: size * 0.42, eye: size * 0.17 * p.hand.figure.eyeScale, mouthY: y + size * 0.42, mouth: size * 0.24, gaze },
      e,
      INK,
      '#ff8a9a',
    );
  const c = s.colour;
  let svg = '';
  let height: number;
  let halfWidth: number;
  let head: [number, number];
  switch (s.stage) {
    case 'egg': {
      // An egg standing on the ground, a zigzag crack across it, the face looking out of the crack.
      svg += p.ellipse(0, -42, 32, 42, c, { gloss: true });
      svg += p.stroke('M-26 -62l9 7l8 -9l9 9l8 -8l9 8l8 -7', darken(c, 0.4), 2.4);
      svg += eyes(0, -34, 30);
      head = [0, -34];
      height = 84;
      halfWidth = 34;
      break;
    }
    case 'frogspawn': {
      // Round clear jelly eggs in a clump, a black dot in each; the hero's egg in front, with its face.
      const jelly = mix(c, '#ffffff', 0.55);
      for (const [x, y, r] of [
        [-40, -22, 16],
        [-22, -44, 16],
        [36, -24, 16],
        [20, -48, 15],
        [-4, -62, 14],
        [-44, -52, 13],
        [44, -54, 13],
      ] as const)
        svg +=
          p.ellipse(x, y, r, r, jelly, { line: false }) + `<circle cx="${x}" cy="${n(y + 2)}" r="${n(r * 0.32)}" fill="${INK}"/>`;
      svg += p.ellipse(0, -28, 24, 24, jelly, { gloss: true });
      svg += `<ellipse cx="0" cy="-28" rx="15" ry="13" fill="${darken(c, 0.55)}"/>`;
      svg += eyes(0, -30, 22);
      head = [0, -30];
      height = 76;
      halfWidth = 58;
      break;
    }
    case 'tadpole': {
      // A round head and body, a long wavy tail behind, no legs yet.
      const y = -30;
      svg += p.shape(
        `M-8 ${y - 10}Q-40 ${y - 22} -70 ${y - 6}Q-46 ${y - 2} -30 ${y + 4}Q-46 ${y + 12} -70 ${y + 14}Q-40 ${y + 18} -8 ${y + 12}Z`,
        darken(c, 0.15),
      );
      svg += p.ellipse(6, y, 28, 24, c, { gloss: true });
      svg += eyes(12, y - 4, 24);
      head = [12, y - 4];
      height = 56;
      halfWidth = 50;
      break;
    }
    case 'chrysalis': {
      // A twig across the top, the case hanging from it by a thread: pointed at the bottom, ribbed, eyes half shut.
      const bark = '#7b5634';
      svg += p.tube(
        [
          [-44, -150],
          [0, -146],
          [44, -154],
        ],
        7,
        bark,
      );
      svg += p.stroke('M0 -146L0 -130', darken(c, 0.4), 2);
      svg += p.shape('M0 -132Q30 -120 26 -80Q22 -40 0 -12Q-22 -40 -26 -80Q-30 -120 0 -132Z', c);
      for (const y of [-108, -92, -76]) svg += p.stroke(`M-20 ${y}Q0 ${y + 6} 20 ${y}`, darken(c, 0.3), 1.4, { opacity: 0.6 });
      svg += eyes(0, -96, 26);
      head = [0, -96];
      height = 156;
      halfWidth = 46;
      break;
    }
  }
  return { svg, height, halfWidth, hand: null, head, seat: null, scale: s.size };
}
