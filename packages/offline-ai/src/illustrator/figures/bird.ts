import { darken, mix } from '../colour.js';
import { blob, n, type Pen } from '../draw/pen.js';
import { face } from './face.js';
import type { Figure } from './figure.js';
import type { Expression, Pose } from './pose.js';

export interface BirdSpec {
  colour: string;
  belly: string;
  wing: string;
  beak: string;
  legs: string;
  /** Upright (owl, penguin) or level (duck, songbird). */
  upright: boolean;
  beakKind: 'short' | 'hooked' | 'flat' | 'long';
  legLen: number;
  extras?: readonly ('tufts' | 'comb' | 'crest' | 'long-neck' | 'flippers' | 'big-eyes' | 'tail-fan')[];
  size: number;
}

/** Any bird from parts: body, belly, wing (folded or beating), head with beak and face, legs. */
export function drawBird(p: Pen, s: BirdSpec, pose: Pose, expression: Expression): Figure {
  const flying = pose === 'fly' || pose === 'jump';
  // A bird that stands upright (an owl, an eagle, a parrot) flies level, its wings spread.
  if (pose === 'fly' && s.upright && !(s.extras ?? []).includes('flippers')) s = { ...s, upright: false };
  const swimming = pose === 'swim';
  const lift = flying ? 60 : 0;
  const bodyW = s.upright ? 56 : 74;
  const bodyH = s.upright ? 76 : 52;
  const legLen = swimming || flying ? 0 : s.legLen;
  const by = -legLen - bodyH / 2 - lift;
  const ex = s.extras ?? [];
  const neck = ex.includes('long-neck') ? 50 : 0;
  let svg = '';
  if (ex.includes('tail-fan'))
    svg += p.shape(
      blob([
        [-bodyW * 0.3, by],
        [-bodyW * 1.1, by - bodyH * 1.0],
        [-bodyW * 0.2, by - bodyH * 1.3],
        [bodyW * 0.1, by - bodyH * 0.4],
      ]),
      mix(s.wing, '#2a9d8f', 0.4),
    );
  // Legs.
  if (legLen > 0)
    for (const dx of [-8, 8]) {
      svg += p.tube(
        [
          [dx, by + bodyH * 0.4],
          [dx + 2, -2],
        ],
        4.5,
        s.legs,
      );
      svg += p.stroke(`M${n(dx - 6)} -1L${n(dx + 10)} -1M${n(dx + 2)} -1L${n(dx + 12)} -5`, darken(s.legs, 0.2), 3);
    }
  // Tail.
  svg += s.upright
    ? p.shape(
        `M${n(-bodyW * 0.25)} ${n(by + bodyH * 0.3)}L${n(-bodyW * 0.55)} ${n(by + bodyH * 0.62)}L${n(-bodyW * 0.05)} ${n(by + bodyH * 0.45)}Z`,
        s.wing,
      )
    : p.shape(
        `M${n(-bodyW * 0.4)} ${n(by - bodyH * 0.1)}L${n(-bodyW * 0.72)} ${n(by - bodyH * 0.32)}L${n(-bodyW * 0.62)} ${n(by + bodyH * 0.12)}Z`,
        s.wing,
      );
  // Far wing when flying.
  if (flying) svg += wing(p, -4, by - bodyH * 0.2, 70, darken(s.wing, 0.15), true, true);
  // Body and belly.
  const body = blob([
    [-bodyW * 0.5, by - bodyH * 0.05],
    [-bodyW * 0.3, by - bodyH * 0.5],
    [bodyW * 0.35, by - bodyH * 0.5],
    [bodyW * 0.5, by],
    [bodyW * 0.3, by + bodyH * 0.5],
    [-bodyW * 0.35, by + bodyH * 0.48],
  ]);
  svg += p.shape(body, s.colour);
  svg += `<ellipse cx="${n(bodyW * 0.12)}" cy="${n(by + bodyH * 0.12)}" rx="${n(bodyW * 0.32)}" ry="${n(bodyH * 0.34)}" fill="${s.belly}"/>`;
  // Head.
  const headR = s.upright ? bodyW * 0.48 : bodyW * 0.34;
  const hx = s.upright ? bodyW * 0.05 : bodyW * 0.45;
  const hy = s.upright ? by - bodyH * 0.42 - headR * 0.5 : by - bodyH * 0.45 - neck;
  if (neck)
    svg += p.tube(
      [
        [bodyW * 0.35, by - bodyH * 0.2],
        [bodyW * 0.55, by - bodyH * 0.5 - neck * 0.5],
        [hx, hy],
      ],
      headR * 0.7,
      s.colour,
    );
  if (ex.includes('tufts'))
    for (const dx of [-0.55, 0.45])
      svg += p.shape(
        `M${n(hx + headR * dx - 6)} ${n(hy - headR * 0.6)}L${n(hx + headR * (dx - 0.1))} ${n(hy - headR * 1.35)}L${n(hx + headR * dx + 8)} ${n(hy - headR * 0.75)}Z`,
        s.colour,
      );
  if (ex.includes('comb'))
    svg += p.shape(
      blob([
        [hx - headR * 0.4, hy - headR * 0.8],
        [hx - headR * 0.2, hy - headR * 1.45],
        [hx + headR * 0.1, hy - headR * 1.2],
        [hx + headR * 0.35, hy - headR * 1.4],
        [hx + headR * 0.45, hy - headR * 0.75],
      ]),
      '#e63946',
    );
  if (ex.includes('crest'))
    svg += p.shape(
      blob([
        [hx - headR * 0.3, hy - headR * 0.8],
        [hx - headR * 0.6, hy - headR * 1.6],
        [hx + headR * 0.2, hy - headR * 1.1],
      ]),
      s.wing,
    );
  svg += p.ellipse(hx, hy, headR, headR * 0.95, s.colour, { gloss: p.hand.shading === 'soft' });
  if (s.upright)
    svg += `<ellipse cx="${n(hx + headR * 0.15)}" cy="${n(hy + headR * 0.1)}" rx="${n(headR * 0.7)}" ry="${n(headR * 0.62)}" fill="${s.belly}" opacity="${ex.includes('big-eyes') ? 0.9 : 0.0}"/>`;
  // Beak.
  const bx = hx + headR * (s.upright ? 0.35 : 0.85);
  const bY = hy + headR * (s.upright ? 0.3 : 0.15);
  const beakLen = s.beakKind === 'long' ? headR * 1.4 : s.beakKind === 'flat' ? headR * 0.8 : headR * 0.5;
  const beakH = s.beakKind === 'flat' ? headR * 0.3 : headR * 0.28;
  svg +=
    s.beakKind === 'hooked'
      ? p.shape(
          `M${n(bx - beakH)} ${n(bY - beakH)}Q${n(bx + beakLen)} ${n(bY - beakH)} ${n(bx + beakLen * 0.6)} ${n(bY + beakH * 1.4)}L${n(bx - beakH * 0.5)} ${n(bY + beakH * 0.6)}Z`,
          s.beak,
        )
      : s.beakKind === 'flat'
        ? p.shape(
            blob([
              [bx - beakH, bY - beakH * 0.7],
              [bx + beakLen, bY - beakH * 0.3],
              [bx + beakLen, bY + beakH * 0.5],
              [bx - beakH, bY + beakH * 0.6],
            ]),
            s.beak,
          )
        : p.shape(
            `M${n(bx - beakH * 0.8)} ${n(bY - beakH)}L${n(bx + beakLen)} ${n(bY)}L${n(bx - beakH * 0.8)} ${n(bY + beakH)}Z`,
            s.beak,
          );
  svg += face(
    p,
    {
      x: hx + headR * (s.upright ? 0.05 : 0.25),
      y: hy - headR * 0.12,
      spread: headR * (s.upright ? 0.42 : 0.28),
      eye: headR * (ex.includes('big-eyes') ? 0.3 : 0.2) * p.hand.figure.eyeScale,
      mouthY: bY + beakH * 3,
      mouth: 0,
      gaze: [0.6, pose === 'lookUp' ? -0.8 : 0],
    },
    pose === 'sleep' ? 'sleepy' : expression,
    ex.includes('big-eyes') ? '#f2a81d' : '#3a2a1a',
    null,
  );
  // Near wing: folded against the body, or beating.
  if (ex.includes('flippers'))
    svg += p.shape(
      blob([
        [-bodyW * 0.35, by - bodyH * 0.2],
        [-bodyW * 0.15, by - bodyH * 0.05],
        [-bodyW * 0.3, by + bodyH * 0.35],
        [-bodyW * 0.5, by + bodyH * 0.3],
      ]),
      s.wing,
    );
  else
    svg += flying
      ? wing(p, 2, by - bodyH * 0.2, 80, s.wing, true, false)
      : p.shape(
          blob([
            [-bodyW * 0.3, by - bodyH * 0.2],
            [bodyW * 0.15, by - bodyH * 0.15],
            [bodyW * 0.05, by + bodyH * 0.25],
            [-bodyW * 0.45, by + bodyH * 0.2],
          ]),
          s.wing,
        );
  const top = Math.min(hy - headR * 1.5, by - bodyH * 0.6);
  return { svg, height: -top, halfWidth: bodyW * 0.7, hand: [bx + beakLen * 0.5, bY], head: [hx, hy], seat: null, scale: s.size };
}

function wing(p: Pen, x: number, y: number, size: number, colour: string, up: boolean, far: boolean): string {
  const tipX = x - size * (far ? 0.3 : 0.5);
  const tipY = y - size * (up ? 1.0 : 0.4) * (far ? 0.85 : 1);
  const d = `M${n(x + 10)} ${n(y)}Q${n(x + size * 0.1)} ${n(tipY + size * 0.3)} ${n(tipX)} ${n(tipY)}Q${n(tipX + size * 0.05)} ${n(y - size * 0.35)} ${n(x - size * 0.25)} ${n(y - size * 0.1)}Q${n(x - size * 0.05)} ${n(y + 6)} ${n(x + 10)} ${n(y)}Z`;
  return p.shape(d, colour);
}
