import { darken, mix } from '../colour.js';
import { blob, n, type Pen, type Point } from '../draw/pen.js';
import { animalHead, type HeadSpec } from './animal-head.js';
import type { Figure } from './figure.js';
import { along, type Expression, type Pose } from './pose.js';

type Tail = 'thin' | 'bushy' | 'short' | 'curly' | 'tuft' | 'fluffy' | 'long' | 'hanging' | 'spiky' | 'none';

/** A four-legged animal's build, in units of a body 100 long. */
export interface QuadSpec {
  head: HeadSpec;
  /** Body length is 100; its height. */
  bodyH: number;
  legLen: number;
  legW: number;
  headR: number;
  /** How high above the shoulders the head is carried (a neck). */
  neck: number;
  tail: Tail;
  belly?: string;
  marks?: { kind: 'stripes' | 'spots' | 'patches'; colour: string };
  extras?: readonly ('wings' | 'hump' | 'wool' | 'shell' | 'quills' | 'back-spikes' | 'mane')[];
  /** Wing colour (dragons, pegasus). */
  wingColour?: string;
  hooves?: boolean;
  /** Height beside a child (100 units). */
  size: number;
}

/**
 * Any four-legged animal from parts, side on and facing +x: legs (far pair darker), tail, body
 * with belly and markings, neck, head. Poses move the legs, sit it back, lay it down or lift it.
 */
export function drawQuadruped(p: Pen, spec: QuadSpec, pose: Pose, expression: Expression): Figure {
  const L = 100;
  const bh = spec.bodyH;
  // Picture-book animals: bigger heads and shorter legs than in life, more so in the rendered hand.
  const cute = 1.15 + (p.hand.figure.headRatio - 0.25) * 1.5;
  const legLen = spec.legLen * (1.1 - cute * 0.2);
  spec = { ...spec, headR: spec.headR * cute };
  const lying = pose === 'sleep';
  const sitting = pose === 'sit' || pose === 'read' || pose === 'eat';
  const flying = pose === 'fly' && (spec.extras?.includes('wings') ?? false);
  const lift = flying ? 70 : pose === 'jump' ? 30 : 0;
  const bodyY = lying ? -bh * 0.5 : -legLen - bh * 0.5 - lift;
  const cx = 0;
  // Leg angles: front pair and back pair, near and far.
  const swing = pose === 'run' || pose === 'jump' || flying ? 45 : pose === 'walk' ? 18 : 3;
  const legs: { x: number; near: boolean; angle: number; knee: number }[] = [
    { x: cx - L * 0.3, near: false, angle: -swing * 0.7, knee: pose === 'run' ? -30 : 0 },
    { x: cx + L * 0.3, near: false, angle: swing, knee: pose === 'run' ? 40 : 0 },
    { x: cx - L * 0.34, near: true, angle: pose === 'walk' ? swing : -swing, knee: pose === 'run' ? -50 : 0 },
    { x: cx + L * 0.26, near: true, angle: pose === 'walk' ? -swing * 0.7 : swing * 1.1, knee: pose === 'run' ? 70 : 0 },
  ];
  const tuck = pose === 'jump' || flying;
  const body = spec.head.colour;
  const legColour = (near: boolean) => (near ? body : darken(body, 0.16));
  const hoof = spec.hooves ? '#4a3a33' : null;

  const drawLeg = (leg: (typeof legs)[number]) => {
    if (lying) return '';
    const top: Point = [leg.x, bodyY + bh * 0.2];
    const len = sitting && leg.x < 0 ? legLen * 0.5 : legLen + bh * 0.3;
    const a = tuck ? (leg.x < 0 ? -60 : 60) : leg.angle;
    const [kx, ky] = along(a, len * 0.5);
    const knee: Point = [top[0] + kx, top[1] + ky];
    const [fx, fy] = along(tuck ? a * -0.5 : a + leg.knee, len * 0.5);
    const foot: Point = [knee[0] + fx, knee[1] + fy];
    let out = p.tube([top, knee, foot], spec.legW, legColour(leg.near));
    if (hoof) out += p.ellipse(foot[0], foot[1], spec.legW * 0.55, spec.legW * 0.35, hoof, { shade: false });
    else out += p.ellipse(foot[0] + spec.legW * 0.2, foot[1], spec.legW * 0.62, spec.legW * 0.4, legColour(leg.near));
    return out;
  };

  // Sitting: the body tips up about the hips.
  const tilt = sitting ? -32 : pose === 'run' ? 4 : 0;
  const hipPivot: Point = [cx - L * 0.32, bodyY + bh * 0.3];
  const headX = cx + L * 0.5 + spec.headR * 0.3;
  const raise = pose === 'lookUp' ? 0.6 : 0;
  const headY = lying ? bodyY - bh * 0.05 : bodyY - bh * 0.45 - spec.neck - spec.headR * (0.35 + raise * 0.3);
  const gaze: [number, number] = [0.7, pose === 'lookUp' ? -0.8 : 0];

  let upper = '';
  // Wings, far side first.
  if (spec.extras?.includes('wings'))
    upper += wing(p, cx - L * 0.05, bodyY - bh * 0.35, L * 0.55, spec.wingColour ?? mix(body, '#ffffff', 0.3), flying, true);
  upper += tail(p, cx - L * 0.5, bodyY - bh * 0.1, spec);
  if (spec.neck > 0 && !lying)
    upper += p.tube(
      [
        [cx + L * 0.36, bodyY - bh * 0.1],
        [headX - spec.headR * 0.2, headY + spec.headR * 0.3],
      ],
      Math.max(spec.legW * 1.5, bh * 0.42),
      body,
    );
  if (spec.extras?.includes('mane') && !lying)
    upper += p.tube(
      [
        [cx + L * 0.2, bodyY - bh * 0.45],
        [headX - spec.headR * 0.6, headY - spec.headR * 0.2],
      ],
      spec.legW * 0.9,
      spec.head.earColour ?? darken(body, 0.35),
    );
  // Body.
  const bodyPath = blob([
    [cx - L * 0.5, bodyY - bh * 0.1],
    [cx - L * 0.38, bodyY - bh * 0.5],
    [cx + L * 0.3, bodyY - bh * 0.52],
    [cx + L * 0.52, bodyY - bh * 0.12],
    [cx + L * 0.4, bodyY + bh * 0.48],
    [cx - L * 0.38, bodyY + bh * 0.48],
  ]);
  if (spec.extras?.includes('wool')) {
    upper += p.shape(
      blob(
        Array.from({ length: 16 }, (_, i) => {
          const a = (i / 16) * Math.PI * 2;
          const rr = i % 2 ? 1.0 : 1.12;
          return [cx + Math.cos(a) * L * 0.55 * rr, bodyY + Math.sin(a) * bh * 0.62 * rr] as const;
        }),
      ),
      spec.belly ?? '#f7f3ea',
    );
  } else upper += p.shape(bodyPath, body);
  if (spec.belly && !spec.extras?.includes('wool'))
    upper += `<path d="${blob([
      [cx - L * 0.3, bodyY + bh * 0.15],
      [cx + L * 0.3, bodyY + bh * 0.12],
      [cx + L * 0.32, bodyY + bh * 0.44],
      [cx - L * 0.3, bodyY + bh * 0.44],
    ])}" fill="${spec.belly}"/>`;
  if (spec.marks) upper += marks(p, spec.marks, cx, bodyY, L, bh, bodyPath);
  if (spec.extras?.includes('hump')) upper += p.ellipse(cx - L * 0.05, bodyY - bh * 0.45, L * 0.22, bh * 0.45, body);
  if (spec.extras?.includes('shell')) upper += p.ellipse(cx, bodyY - bh * 0.2, L * 0.5, bh * 0.75, mix(body, '#6b8f3a', 0.6));
  if (spec.extras?.includes('quills'))
    for (let i = 0; i < 9; i += 1) {
      const a = Math.PI * (1.05 + i * 0.1);
      const bx = cx + Math.cos(a) * L * 0.45;
      const by = bodyY + Math.sin(a) * bh * 0.5;
      upper += p.shape(
        `M${n(bx - 5)} ${n(by)}L${n(bx + Math.cos(a) * 22)} ${n(by + Math.sin(a) * 22)}L${n(bx + 5)} ${n(by)}Z`,
        darken(body, 0.35),
      );
    }
  if (spec.extras?.includes('back-spikes'))
    for (let i = 0; i < 6; i += 1) {
      const bx = cx - L * 0.4 + i * L * 0.15;
      const by = bodyY - bh * 0.5 + Math.abs(i - 2.5) * 2;
      upper += p.shape(
        `M${n(bx - 7)} ${n(by + 3)}L${n(bx)} ${n(by - 16)}L${n(bx + 7)} ${n(by + 3)}Z`,
        spec.wingColour ?? mix(body, '#ffb347', 0.5),
      );
    }
  const head = animalHead(p, headX, headY, spec.headR, spec.head, lying ? 'sleepy' : expression, gaze);
  upper += head.back + head.front;
  if (spec.extras?.includes('wings'))
    upper += wing(p, cx + L * 0.02, bodyY - bh * 0.4, L * 0.6, spec.wingColour ?? mix(body, '#ffffff', 0.3), flying, false);

  let svg = legs
    .filter((l) => !l.near)
    .map(drawLeg)
    .join('');
  svg += tilt ? `<g transform="rotate(${tilt} ${n(hipPivot[0])} ${n(hipPivot[1])})">${upper}</g>` : upper;
  svg += legs
    .filter((l) => l.near)
    .map(drawLeg)
    .join('');

  const topY = Math.min(headY - spec.headR * 1.6, bodyY - bh * 0.6);
  const seat: Point = [cx - L * 0.05, bodyY - bh * 0.5];
  return {
    svg,
    height: -topY,
    halfWidth: L * 0.5 + spec.headR,
    front: headX + spec.headR * 1.5 - cx,
    hand: [headX + spec.headR * 0.9, headY + spec.headR * 0.3],
    head: [headX, headY],
    seat,
    scale: spec.size,
  };
}

function tail(p: Pen, x: number, y: number, spec: QuadSpec): string {
  const c = spec.head.colour;
  switch (spec.tail) {
    case 'thin':
      return p.tube(
        [
          [x, y],
          [x - 18, y - 8],
          [x - 28, y - 30],
        ],
        spec.legW * 0.45,
        c,
      );
    case 'long':
      return p.tube(
        [
          [x + 4, y],
          [x - 24, y + 10],
          [x - 44, y + 2],
          [x - 54, y - 14],
        ],
        spec.legW * 0.8,
        c,
      );
    case 'hanging':
      return p.shape(
        `M${n(x + 4)} ${n(y - 12)}Q${n(x - 26)} ${n(y - 4)} ${n(x - 30)} ${n(y + 40)}Q${n(x - 18)} ${n(y + 44)} ${n(x - 8)} ${n(y + 34)}Q${n(x - 10)} ${n(y + 8)} ${n(x + 4)} ${n(y + 6)}Z`,
        spec.head.earColour ?? darken(c, 0.3),
      );
    case 'spiky':
      return p.shape(
        `M${n(x + 6)} ${n(y - 14)}Q${n(x - 40)} ${n(y - 4)} ${n(x - 80)} ${n(y + 20)}Q${n(x - 40)} ${n(y + 10)} ${n(x + 6)} ${n(y + 14)}Z`,
        c,
      );
    case 'bushy':
      return (
        p.shape(
          blob([
            [x + 6, y - 2],
            [x - 20, y - 26],
            [x - 42, y - 24],
            [x - 40, y + 2],
            [x - 8, y + 10],
          ]),
          c,
        ) + p.ellipse(x - 36, y - 18, 8, 7, spec.belly ?? '#ffffff', { line: false, shade: false })
      );
    case 'fluffy':
      return p.ellipse(x - 4, y - 4, 12, 11, spec.belly ?? mix(c, '#ffffff', 0.6));
    case 'short':
      return p.tube(
        [
          [x, y],
          [x - 10, y - 6],
        ],
        spec.legW * 0.6,
        c,
      );
    case 'curly':
      return p.stroke(`M${n(x)} ${n(y)}c-10 -4 -14 -14 -6 -16c8 -2 8 8 0 8`, darken(c, 0.15), spec.legW * 0.35 * p.k);
    case 'tuft':
      return (
        p.tube(
          [
            [x, y],
            [x - 14, y + 14],
            [x - 18, y + 34],
          ],
          spec.legW * 0.32,
          c,
        ) + p.ellipse(x - 18, y + 38, 7, 9, darken(c, 0.4))
      );
    default:
      return '';
  }
}

function wing(p: Pen, x: number, y: number, size: number, colour: string, up: boolean, far: boolean): string {
  const s = far ? 0.85 : 1;
  const tipY = up ? y - size * 0.9 * s : y - size * 0.45 * s;
  const d = `M${n(x)} ${n(y)}Q${n(x - size * 0.2)} ${n(tipY)} ${n(x - size * 0.45 * s)} ${n(tipY - size * 0.1)}Q${n(x - size * 0.5 * s)} ${n(y - size * 0.25)} ${n(x - size * 0.75 * s)} ${n(y - size * 0.05)}Q${n(x - size * 0.4)} ${n(y + size * 0.05)} ${n(x)} ${n(y)}Z`;
  return p.shape(d, far ? darken(colour, 0.15) : colour);
}

function marks(
  p: Pen,
  m: NonNullable<QuadSpec['marks']>,
  cx: number,
  y: number,
  L: number,
  bh: number,
  bodyPath: string,
): string {
  const clip = p.def((id) => `<clipPath id="${id}"><path d="${bodyPath}"/></clipPath>`);
  let out = '';
  if (m.kind === 'stripes')
    for (let i = 0; i < 6; i += 1) {
      const x = cx - L * 0.35 + i * L * 0.14;
      out += `<path d="M${n(x)} ${n(y - bh * 0.6)}Q${n(x + 8)} ${n(y - bh * 0.1)} ${n(x - 2)} ${n(y + bh * 0.2)}" stroke="${m.colour}" stroke-width="${n(L * 0.045)}" fill="none" stroke-linecap="round"/>`;
    }
  else if (m.kind === 'spots')
    for (let i = 0; i < 9; i += 1) {
      const x = cx - L * 0.38 + ((i * 37) % 80) * L * 0.01;
      const yy = y - bh * 0.35 + ((i * 23) % 60) * bh * 0.01;
      out += `<ellipse cx="${n(x)}" cy="${n(yy)}" rx="${n(L * 0.05)}" ry="${n(L * 0.04)}" fill="${m.colour}"/>`;
    }
  else
    out += `<ellipse cx="${n(cx - L * 0.15)}" cy="${n(y - bh * 0.15)}" rx="${n(L * 0.17)}" ry="${n(bh * 0.3)}" fill="${m.colour}"/><ellipse cx="${n(cx + L * 0.25)}" cy="${n(y + bh * 0.05)}" rx="${n(L * 0.1)}" ry="${n(bh * 0.22)}" fill="${m.colour}"/>`;
  return `<g clip-path="url(#${clip})">${out}</g>`;
}
