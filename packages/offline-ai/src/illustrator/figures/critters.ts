import { darken, mix } from '../colour.js';
import { blob, ellipsePath, n, type Pen } from '../draw/pen.js';
import { face } from './face.js';
import type { Figure } from './figure.js';
import type { Expression, Pose } from './pose.js';

/**
 * Small creatures and sea life, each drawn whole in its own units (about 100 across), facing +x,
 * with the shared face so a snail can smile and a crab can be surprised.
 */
export type CritterKind =
  | 'snail'
  | 'caterpillar'
  | 'butterfly'
  | 'bee'
  | 'ladybird'
  | 'spider'
  | 'ant'
  | 'frog'
  | 'snake'
  | 'fish'
  | 'whale'
  | 'dolphin'
  | 'shark'
  | 'octopus'
  | 'jellyfish'
  | 'crab'
  | 'turtle'
  | 'starfish'
  | 'seahorse'
  | 'worm';

export interface CritterSpec {
  kind: CritterKind;
  colour: string;
  accent: string;
  size: number;
}

type Face = Parameters<typeof face>[1];

/** A part the prompt says the creature has none of ('a ladybird with no spots'), in place of its colour. */
export const NO_PART = 'none';

export function drawCritter(p: Pen, s: CritterSpec, pose: Pose, expression: Expression): Figure {
  const e: Expression = pose === 'sleep' ? 'sleepy' : expression;
  const gaze: [number, number] = [0.6, pose === 'lookUp' ? -0.8 : 0];
  const eyes = (f: Omit<Face, 'gaze'>, iris = '#2a1d16') => face(p, { ...f, gaze }, e, iris, null);
  const c = s.colour;
  const a = s.accent;
  const fly = pose === 'fly' || pose === 'jump';
  const lift = fly ? 50 : 0;
  let svg = '';
  let height = 60;
  let head: [number, number] = [30, -40];
  let halfWidth = 50;
  /** Where a held thing goes: an ant carries it high on its back. */
  let hand: [number, number] | null = null;
  switch (s.kind) {
    case 'snail': {
      // A soft body along the ground, a spiral shell on its back, eyes on stalks.
      svg += p.shape(`M-55 0Q-60 -14 -40 -16L30 -18Q44 -18 48 -34Q52 -56 66 -56Q82 -56 84 -36Q86 -12 70 -4Q60 0 40 0Z`, c);
      for (const [dx, dy] of [
        [64, -54],
        [76, -56],
      ] as const)
        svg +=
          p.tube(
            [
              [dx, dy],
              [dx + (dx - 70) * 0.3 + 4, dy - 26],
            ],
            4,
            c,
          ) + p.ellipse(dx + (dx - 70) * 0.3 + 4, dy - 28, 5, 5, c);
      svg += p.ellipse(-6, -44, 36, 34, a, { gloss: true });
      svg += p.stroke('M-6 -44m0 0a6 6 0 1 1 8 4a12 12 0 1 1 -20 -10a20 20 0 1 1 30 20', darken(a, 0.4), 3);
      svg += eyes({ x: 72, y: -38, spread: 7, eye: 5 * p.hand.figure.eyeScale, mouthY: -20, mouth: 7 });
      height = 86;
      head = [72, -38];
      halfWidth = 70;
      break;
    }
    case 'caterpillar':
    case 'worm': {
      const count = s.kind === 'worm' ? 5 : 6;
      for (let i = 0; i < count; i += 1) {
        const x = -55 + i * 18;
        const y = -14 - (i % 2 ? 8 : 0);
        svg += p.ellipse(x, y, 13, 13, i % 2 ? c : mix(c, a, 0.3));
        if (s.kind === 'caterpillar')
          svg += p.tube(
            [
              [x, y + 10],
              [x + 2, -1],
            ],
            3.5,
            darken(c, 0.3),
          );
      }
      const hx = -55 + count * 18 + 4;
      svg += p.ellipse(hx, -30, 18, 18, c, { gloss: p.hand.shading === 'soft' });
      if (s.kind === 'caterpillar')
        for (const dx of [-6, 8]) svg += p.stroke(`M${hx + dx} -46q2 -14 ${dx > 0 ? 8 : -4} -16`, darken(c, 0.5), 2.5);
      svg += eyes({ x: hx + 5, y: -33, spread: 6, eye: 4.5 * p.hand.figure.eyeScale, mouthY: -22, mouth: 6 });
      height = 62;
      head = [hx, -30];
      break;
    }
    case 'butterfly': {
      const y = -50 - lift * 0.3;
      for (const [rx, ry, dx, dy, col] of [
        [30, 34, -22, -22, c],
        [22, 24, -18, 14, a],
        [30, 34, 22, -22, c],
        [22, 24, 18, 14, a],
      ] as const)
        svg += p.ellipse(dx, y + dy, rx, ry, col);
      for (const [dx, dy] of [
        [-24, -26],
        [24, -26],
      ] as const)
        svg += `<circle cx="${dx}" cy="${n(y + dy)}" r="8" fill="${mix(a, '#ffffff', 0.4)}"/>`;
      svg += p.ellipse(0, y, 6, 26, '#3b2a3e');
      svg += p.stroke(`M-2 ${n(y - 24)}q-6 -16 -14 -18M2 ${n(y - 24)}q6 -16 14 -18`, '#3b2a3e', 2.5);
      svg += eyes({ x: 0, y: y - 20, spread: 3, eye: 2.2, mouthY: y - 13, mouth: 3 });
      height = -y + 62;
      head = [0, y - 20];
      halfWidth = 52;
      break;
    }
    case 'bee':
    case 'ladybird': {
      const y = s.kind === 'bee' ? -50 - lift * 0.3 : -20;
      if (s.kind === 'bee') {
        svg += p.ellipse(-6, y - 26, 16, 22, '#eaf6ff', { opacity: 0.85 });
        svg += p.ellipse(12, y - 24, 14, 20, '#eaf6ff', { opacity: 0.85 });
        svg += p.ellipse(0, y, 30, 22, '#f7c531');
        for (const dx of [-12, 4]) svg += `<rect x="${dx}" y="${n(y - 21)}" width="8" height="42" fill="#2a2230"/>`;
        svg += p.shape(`M-30 ${n(y - 3)}L-40 ${n(y)}L-30 ${n(y + 3)}Z`, '#2a2230');
      } else {
        svg += p.ellipse(-2, y, 30, 22, '#d62828', { gloss: true });
        svg += p.stroke(`M-2 ${n(y - 22)}L-2 ${n(y + 20)}`, '#1d1b22', 3);
        for (const [dx, dy] of [
          [-16, -6],
          [-10, 8],
          [10, -8],
          [14, 6],
        ] as const)
          // ('A ladybird with no spots': plain red wings.)
          if (s.accent !== NO_PART) svg += `<circle cx="${dx}" cy="${n(y + dy)}" r="5" fill="${s.accent}"/>`;
      }
      const hx = 30;
      svg += p.ellipse(hx, y + 2, 14, 13, s.kind === 'bee' ? '#2a2230' : '#1d1b22');
      svg += p.stroke(`M${hx - 2} ${n(y - 10)}q2 -12 10 -14M${hx + 5} ${n(y - 9)}q6 -10 14 -10`, '#1d1b22', 2.5);
      svg += eyes({ x: hx + 3, y: y, spread: 5, eye: 3.5, mouthY: y + 7, mouth: 4 }, '#ffffff');
      height = -y + 36;
      head = [hx, y];
      break;
    }
    case 'spider':
    case 'ant': {
      // Legs bend up at the knee and stand on the ground (an ant's six from its middle, a spider's
      // eight all round); an ant has three parts: a round rear, a small waist and a big head.
      const ant = s.kind === 'ant';
      const y = ant ? -30 : -28;
      const legs = ant ? 3 : 4;
      const legColour = darken(c, 0.3);
      for (let i = 0; i < legs; i += 1) {
        const from = ant ? -4 + i * 5 : -8 + i * 5;
        const foot = (ant ? -30 : -44) + i * (ant ? 30 : 29);
        const knee = (from + foot) / 2 + (foot - from) * 0.3;
        svg += p.stroke(`M${from} ${y + 4}Q${n(knee)} ${y - 22} ${foot} 0`, legColour, 3.4);
      }
      if (ant) {
        svg += p.ellipse(-26, y - 2, 22, 17, c);
        svg += p.ellipse(0, y + 2, 10, 8, c);
        svg += p.ellipse(24, y - 8, 16, 15, c);
        svg += p.stroke(`M${28} ${y - 20}q2 -16 14 -20M${34} ${y - 18}q8 -12 18 -12`, legColour, 2.5);
        svg += eyes({ x: 28, y: y - 9, spread: 5, eye: 3.6 * p.hand.figure.eyeScale, mouthY: y - 1, mouth: 4 });
        head = [24, y - 8];
        hand = [-8, y - 44];
        halfWidth = 50;
      } else {
        svg += p.ellipse(-12, y, 22, 18, c);
        svg += p.ellipse(16, y + 2, 14, 13, c);
        svg += eyes({ x: 20, y: y, spread: 5, eye: 3.6 * p.hand.figure.eyeScale, mouthY: y + 8, mouth: 4 });
        head = [16, y];
        halfWidth = 48;
      }
      height = -y + 42;
      break;
    }
    case 'frog': {
      const sit = pose !== 'jump';
      const y = sit ? -26 : -40 - lift * 0.4;
      svg += p.ellipse(-16, y + 14, 18, 12, darken(c, 0.1));
      svg += p.ellipse(0, y, 36, 26, c);
      svg += `<ellipse cx="4" cy="${n(y + 8)}" rx="22" ry="14" fill="${mix(c, '#fff8c4', 0.6)}"/>`;
      for (const dx of [-12, 16])
        svg += p.ellipse(dx, y - 24, 12, 12, c) + `<circle cx="${dx}" cy="${n(y - 24)}" r="7" fill="#ffffff"/>`;
      svg += eyes({ x: 2, y: y - 24, spread: 14, eye: 4.5, mouthY: y + 2, mouth: 14 });
      svg += p.ellipse(18, y + 22, 14, 6, darken(c, 0.05));
      height = -y + 40;
      head = [2, y - 20];
      break;
    }
    case 'snake': {
      svg += p.tube(
        [
          [-70, -8],
          [-45, -22],
          [-20, -8],
          [5, -22],
          [25, -14],
          [30, -40],
        ],
        14,
        c,
      );
      svg += p.ellipse(36, -48, 16, 12, c);
      svg += p.stroke('M50 -44l10 2m-4 -4l6 -2', '#e63946', 2);
      svg += eyes({ x: 38, y: -52, spread: 6, eye: 4 * p.hand.figure.eyeScale, mouthY: -42, mouth: 6 });
      height = 64;
      head = [36, -48];
      halfWidth = 72;
      break;
    }
    case 'fish':
    case 'whale':
    case 'dolphin':
    case 'shark': {
      const big = s.kind === 'whale' ? 1.2 : 1;
      const y = -50;
      const len = 60 * big;
      const tall = s.kind === 'fish' ? 34 : s.kind === 'whale' ? 36 : 24;
      svg += p.shape(
        `M${n(-len)} ${y}L${n(-len - 26)} ${y - 24}Q${n(-len - 18)} ${y} ${n(-len - 26)} ${y + 22}Z`,
        darken(c, 0.08),
      );
      if (s.kind !== 'whale' && s.kind !== 'fish')
        svg += p.shape(`M-10 ${y - tall + 4}L-2 ${y - tall - 22}L16 ${y - tall + 6}Z`, darken(c, 0.08));
      svg += p.shape(
        s.kind === 'dolphin'
          ? blob([
              [-len, y],
              [-len * 0.4, y - tall],
              [len * 0.5, y - tall * 0.9],
              [len * 0.9, y - 4],
              [len * 1.3, y + 2],
              [len * 0.8, y + 10],
              [0, y + tall * 0.9],
              [-len * 0.6, y + tall * 0.5],
            ])
          : blob([
              [-len, y],
              [-len * 0.5, y - tall],
              [len * 0.55, y - tall],
              [len, y],
              [len * 0.55, y + tall],
              [-len * 0.5, y + tall],
            ]),
        c,
        { gloss: p.hand.shading !== 'wash' },
      );
      svg += `<path d="${blob([
        [-len * 0.5, y + tall * 0.2],
        [len * 0.6, y + tall * 0.1],
        [len * 0.5, y + tall * 0.85],
        [-len * 0.4, y + tall * 0.8],
      ])}" fill="${a}" opacity="0.85"/>`;
      if (s.kind === 'fish')
        for (const dx of [-20, 0])
          svg += p.stroke(`M${dx} ${y - tall * 0.8}q8 ${tall * 0.8} 0 ${tall * 1.6}`, darken(c, 0.25), 2);
      svg += p.shape(
        blob([
          [0, y + 4],
          [18, y + 8],
          [4, y + 24],
        ]),
        darken(c, 0.12),
      );
      svg += eyes({
        x: len * 0.55,
        y: y - tall * 0.25,
        spread: 5,
        eye: 5 * p.hand.figure.eyeScale,
        mouthY: y + tall * 0.3,
        mouth: 7,
      });
      if (s.kind === 'whale')
        svg += p.stroke(
          `M${n(len * 0.3)} ${y - tall - 4}q-6 -18 -14 -22M${n(len * 0.3)} ${y - tall - 4}q6 -18 14 -22`,
          '#bfe6ff',
          4,
        );
      height = tall + 50 + (s.kind === 'whale' ? 26 : 0);
      head = [len * 0.55, y - tall * 0.2];
      halfWidth = len + 20;
      break;
    }
    case 'octopus':
    case 'jellyfish': {
      const y = -62;
      const jelly = s.kind === 'jellyfish';
      for (let i = 0; i < 6; i += 1) {
        const x = -30 + i * 12;
        svg += jelly
          ? p.stroke(`M${x} ${y + 10}q6 14 0 26q-6 14 0 28`, mix(c, '#ffffff', 0.3), 3, { opacity: 0.8 })
          : p.tube(
              [
                [x, y + 18],
                [x + (i - 2.5) * 5, y + 42],
                [x + (i - 2.5) * 12, y + 56],
              ],
              9,
              c,
            );
      }
      svg += jelly
        ? p.shape(
            `M-40 ${y + 12}Q-40 ${y - 34} 0 ${y - 34}Q40 ${y - 34} 40 ${y + 12}Q20 ${y + 6} 0 ${y + 12}Q-20 ${y + 6} -40 ${y + 12}Z`,
            c,
            { opacity: 0.85 },
          )
        : p.ellipse(0, y - 4, 36, 34, c, { gloss: true });
      svg += eyes({ x: 4, y: y - 2, spread: 10, eye: 5.5 * p.hand.figure.eyeScale, mouthY: y + 12, mouth: 7 });
      height = -y + 40;
      head = [0, y];
      break;
    }
    case 'crab': {
      const y = -26;
      for (const side of [-1, 1])
        for (let i = 0; i < 3; i += 1)
          svg += p.stroke(`M${side * (14 + i * 6)} ${y + 6}l${side * 14} ${10}l${side * 4} 10`, darken(c, 0.2), 3.4);
      for (const side of [-1, 1]) {
        svg += p.tube(
          [
            [side * 26, y - 4],
            [side * 40, y - 22],
          ],
          6,
          c,
        );
        svg += p.shape(
          `M${side * 34} ${y - 22}Q${side * 50} ${y - 46} ${side * 58} ${y - 26}L${side * 44} ${y - 28}L${side * 52} ${y - 16}Q${side * 40} ${y - 10} ${side * 34} ${y - 22}Z`,
          c,
        );
      }
      svg += p.ellipse(0, y, 34, 22, c, { gloss: true });
      for (const dx of [-8, 8])
        svg +=
          p.tube(
            [
              [dx, y - 18],
              [dx, y - 32],
            ],
            3,
            c,
          ) + `<circle cx="${dx}" cy="${y - 34}" r="6" fill="#ffffff"/>`;
      svg += eyes({ x: 0, y: y - 34, spread: 8, eye: 3.2, mouthY: y + 4, mouth: 8 });
      height = 70;
      head = [0, y - 30];
      halfWidth = 60;
      break;
    }
    case 'turtle': {
      const y = pose === 'swim' ? -44 : -20;
      for (const dx of [-24, 22]) svg += p.ellipse(dx, y + 16, 10, 8, darken(c, 0.1));
      svg += p.ellipse(46, y - 2, 16, 14, c);
      svg += p.shape(`M-44 ${y + 12}Q-44 ${y - 40} 0 ${y - 40}Q44 ${y - 40} 44 ${y + 12}Z`, a, { gloss: true });
      for (const dx of [-20, 0, 20])
        svg += `<path d="${ellipsePath(dx, y - 14, 9, 10)}" fill="none" stroke="${darken(a, 0.3)}" stroke-width="2.5"/>`;
      svg += eyes({ x: 50, y: y - 6, spread: 5, eye: 3.5 * p.hand.figure.eyeScale, mouthY: y + 4, mouth: 6 });
      height = -y + 44;
      head = [46, y - 2];
      halfWidth = 62;
      break;
    }
    case 'starfish': {
      const y = -30;
      const pts = Array.from({ length: 10 }, (_, i) => {
        const ang = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 ? 14 : 34;
        return [Math.cos(ang) * r, y + Math.sin(ang) * r] as const;
      });
      svg += p.shape(blob(pts), c);
      svg += eyes({ x: 0, y: y - 4, spread: 6, eye: 3.5, mouthY: y + 6, mouth: 5 });
      height = 66;
      head = [0, y];
      break;
    }
    case 'seahorse': {
      const y = -60;
      svg += p.tube(
        [
          [0, y],
          [-6, y + 26],
          [4, y + 46],
          [-8, y + 56],
          [-16, y + 50],
        ],
        12,
        c,
      );
      svg += p.ellipse(4, y - 8, 14, 12, c);
      svg += p.tube(
        [
          [14, y - 6],
          [28, y - 2],
        ],
        7,
        c,
      );
      svg += eyes({ x: 6, y: y - 12, spread: 3, eye: 3.5, mouthY: y, mouth: 3 });
      height = 84;
      head = [4, y - 8];
      break;
    }
  }
  return { svg, height, halfWidth, hand, head, seat: null, scale: s.size };
}
