import { darken, mix } from '../colour.js';
import { blob, n, type Pen } from '../draw/pen.js';
import { face, type FaceFrame } from './face.js';
import type { Expression } from './pose.js';

type Ears = 'pointy' | 'round' | 'floppy' | 'long' | 'horse' | 'tiny' | 'big-round' | 'fluffy' | 'elephant' | 'none';

export interface HeadSpec {
  colour: string;
  /** Inside of the ears, muzzle and belly. */
  light: string;
  ears: Ears;
  earColour?: string;
  /** Muzzle length and height relative to the head radius; null: a flat face (cat, owl). */
  snout: { len: number; h: number; colour?: string } | null;
  nose: string;
  eyes: string;
  features?: readonly HeadFeature[];
  /**
   * round: a ball with a muzzle (dogs, cats, bears); long: a tapering head sloping down to a
   * soft muzzle (horses, camels); reptile: a flat wedge of a snout with a brow ridge and a long
   * grin (dragons, dinosaurs). Without it a horse or a dragon reads as a dog.
   */
  shape?: 'round' | 'long' | 'reptile';
}

type HeadFeature =
  | 'mane'
  | 'horn'
  | 'antlers'
  | 'horns'
  | 'whiskers'
  | 'trunk'
  | 'stripes'
  | 'mask'
  | 'eye-patches'
  | 'pig-snout'
  | 'forelock'
  | 'crest'
  | 'spikes'
  | 'teeth'
  | 'tear-marks';

/**
 * An animal's head at (x, y) with radius r, facing +x: ears, muzzle, nose, features and the
 * shared face (eyes, brows, mouth) so a fox can be scared and a dog can laugh. `back` goes behind
 * the head (a mane, far ear), `front` is the head itself.
 */
export function animalHead(
  p: Pen,
  x: number,
  y: number,
  r: number,
  spec: HeadSpec,
  expression: Expression,
  gaze: [number, number],
): { back: string; front: string } {
  const f = spec.features ?? [];
  const earColour = spec.earColour ?? spec.colour;
  let back = '';
  let front = '';
  if (f.includes('mane')) {
    const tufts = Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      const rr = i % 2 ? r * 1.45 : r * 1.7;
      return [x - r * 0.15 + Math.cos(a) * rr, y + Math.sin(a) * rr] as const;
    });
    back += p.shape(blob(tufts), mix(spec.colour, '#8a4a16', 0.55));
  }
  back += ears(p, x, y, r, spec.ears, earColour, spec.light, 'far');
  if (f.includes('antlers'))
    for (const dx of [-0.35, 0.2]) {
      const bx = x + r * dx;
      const by = y - r * 0.85;
      back += p.stroke(
        `M${n(bx)} ${n(by)}L${n(bx - r * 0.2)} ${n(by - r * 1.1)}M${n(bx - r * 0.1)} ${n(by - r * 0.55)}L${n(bx - r * 0.55)} ${n(by - r * 0.85)}M${n(bx - r * 0.17)} ${n(by - r * 0.9)}L${n(bx + r * 0.2)} ${n(by - r * 1.3)}`,
        '#7a5532',
        r * 0.16 * p.k,
      );
    }
  if (f.includes('horns') && spec.shape === 'reptile')
    for (const [dx, k] of [
      [-0.45, 0.85],
      [-0.1, 1],
    ] as const)
      back += p.shape(
        `M${n(x + r * dx)} ${n(y - r * 0.55)}Q${n(x + r * (dx - 0.55 * k))} ${n(y - r * 1.05 * k)} ${n(x + r * (dx - 1.15 * k))} ${n(y - r * 1.25 * k)}Q${n(x + r * (dx - 0.5 * k))} ${n(y - r * 0.7 * k)} ${n(x + r * (dx + 0.3))} ${n(y - r * 0.3)}Z`,
        '#f1e3c0',
      );
  else if (f.includes('horns'))
    for (const dx of [-0.4, 0.25])
      back += p.shape(
        `M${n(x + r * dx)} ${n(y - r * 0.75)}Q${n(x + r * (dx - 0.15))} ${n(y - r * 1.45)} ${n(x + r * (dx - 0.45))} ${n(y - r * 1.5)}Q${n(x + r * (dx + 0.05))} ${n(y - r * 1.2)} ${n(x + r * (dx + 0.22))} ${n(y - r * 0.78)}Z`,
        '#f1e3c0',
      );
  if (f.includes('spikes'))
    for (let i = 0; i < 4; i += 1) {
      const a = Math.PI * (1.05 + i * 0.16);
      const bx = x + Math.cos(a) * r * 0.95;
      const by = y + Math.sin(a) * r * 0.95;
      back += p.shape(
        `M${n(bx - r * 0.14)} ${n(by + r * 0.05)}L${n(bx + Math.cos(a) * r * 0.35)} ${n(by + Math.sin(a) * r * 0.35)}L${n(bx + r * 0.14)} ${n(by + r * 0.02)}Z`,
        mix(spec.light, '#ff9a3c', 0.5),
      );
    }

  if (spec.shape === 'long' || spec.shape === 'reptile') {
    const long = spec.shape === 'long' ? longHead(p, x, y, r, spec) : reptileHead(p, x, y, r, spec);
    front += long.svg;
    front += face(p, { ...long.frame, gaze }, expression, spec.eyes, null);
    front += ears(p, x, y, r, spec.ears, earColour, spec.light, 'near');
    front += crown(p, x, y, r, spec);
    return { back, front };
  }

  // The head, then a muzzle towards the front.
  front += p.ellipse(x, y, r, r * 0.94, spec.colour, { gloss: p.hand.shading === 'soft' });
  if (f.includes('stripes'))
    for (const dx of [-0.25, 0, 0.25])
      front += p.stroke(
        `M${n(x + r * dx)} ${n(y - r * 0.95)}L${n(x + r * dx + r * 0.05)} ${n(y - r * 0.6)}`,
        darken(spec.colour, 0.6),
        r * 0.12 * p.k,
      );
  if (f.includes('mask'))
    front += p.shape(
      blob([
        [x - r * 0.3, y - r * 0.35],
        [x + r * 0.95, y - r * 0.4],
        [x + r * 0.9, y + r * 0.1],
        [x - r * 0.25, y + r * 0.05],
      ]),
      darken(spec.colour, 0.55),
      { line: false },
    );
  if (f.includes('eye-patches'))
    for (const dx of [0.05, 0.6])
      front += `<ellipse cx="${n(x + r * dx)}" cy="${n(y - r * 0.02)}" rx="${n(r * 0.24)}" ry="${n(r * 0.3)}" fill="#26232b" transform="rotate(-20 ${n(x + r * dx)} ${n(y)})"/>`;
  let mouthY: number;
  let mouthX: number;
  if (spec.snout) {
    const sx = x + r * (0.55 + spec.snout.len * 0.5);
    const sy = y + r * 0.3;
    const srx = r * (0.35 + spec.snout.len * 0.5);
    const sry = r * spec.snout.h;
    front += p.ellipse(sx, sy, srx, sry, spec.snout.colour ?? spec.light);
    front += p.ellipse(sx + srx * 0.8, sy - sry * 0.45, r * 0.14, r * 0.1, spec.nose, { gloss: true });
    mouthX = sx + srx * 0.2;
    mouthY = sy + sry * 0.45;
  } else if (f.includes('pig-snout')) {
    const sx = x + r * 0.85;
    const sy = y + r * 0.25;
    front += p.ellipse(sx, sy, r * 0.26, r * 0.22, mix(spec.colour, '#e97a94', 0.5));
    for (const dy of [-0.07, 0.07])
      front += `<ellipse cx="${n(sx + r * 0.05)}" cy="${n(sy + r * dy)}" rx="${n(r * 0.04)}" ry="${n(r * 0.06)}" fill="#7a2a3e"/>`;
    mouthX = x + r * 0.55;
    mouthY = y + r * 0.55;
  } else {
    front += p.ellipse(x + r * 0.55, y + r * 0.28, r * 0.1, r * 0.07, spec.nose, { line: false });
    mouthX = x + r * 0.5;
    mouthY = y + r * 0.45;
  }
  if (f.includes('trunk'))
    front += p.tube(
      [
        [x + r * 0.75, y + r * 0.2],
        [x + r * 1.15, y + r * 0.65],
        [x + r * 1.1, y + r * 1.25],
        [x + r * 1.3, y + r * 1.5],
      ],
      r * 0.32,
      spec.colour,
    );
  // A beaver's two big front teeth, under the muzzle.
  if (f.includes('teeth'))
    for (const dx of [0, 0.13])
      front += `<rect x="${n(mouthX + r * (0.1 + dx))}" y="${n(mouthY - r * 0.05)}" width="${n(r * 0.12)}" height="${n(r * 0.22)}" rx="${n(r * 0.03)}" fill="#fbf6e4" stroke="${darken(spec.colour, 0.5)}" stroke-width="1"/>`;
  // A cheetah's black lines from the eyes down to the mouth.
  if (f.includes('tear-marks'))
    front += p.stroke(
      `M${n(x + r * 0.22)} ${n(y + r * 0.02)}Q${n(x + r * 0.28)} ${n(y + r * 0.4)} ${n(mouthX)} ${n(mouthY)}`,
      '#2b1d18',
      r * 0.07 * p.k,
    );
  if (f.includes('whiskers'))
    for (const dy of [-0.05, 0.1])
      front += p.stroke(
        `M${n(mouthX + r * 0.2)} ${n(mouthY - r * 0.15 + r * dy)}l${n(r * 0.55)} ${n(r * dy * 2 - r * 0.05)}`,
        darken(spec.colour, 0.55),
        1.4,
      );
  const frame = {
    x: x + r * 0.3,
    y: y - r * 0.12,
    spread: r * 0.3,
    eye: r * 0.17 * p.hand.figure.eyeScale,
    mouthY,
    mouth: r * 0.2,
    gaze,
  };
  // No lids or brows on a beak-less flat face are needed: the shared face reads on any head.
  front += face(p, { ...frame, x: f.includes('trunk') ? frame.x - r * 0.05 : frame.x }, expression, spec.eyes, null);
  front += ears(p, x, y, r, spec.ears, earColour, spec.light, 'near');
  front += crown(p, x, y, r, spec);
  return { back, front };
}

/** What grows on top of the head, over the near ear: a forelock or crest, a unicorn's horn. */
function crown(p: Pen, x: number, y: number, r: number, spec: HeadSpec): string {
  const f = spec.features ?? [];
  let front = '';
  if (f.includes('forelock') || f.includes('crest'))
    front += p.shape(
      blob([
        [x - r * 0.4, y - r * 0.7],
        [x + r * 0.1, y - r * 1.25],
        [x + r * 0.55, y - r * 0.8],
        [x + r * 0.2, y - r * 0.55],
      ]),
      f.includes('crest') ? (spec.earColour ?? spec.light) : mix(spec.colour, '#000000', 0.3),
    );
  if (f.includes('horn'))
    front += p.shape(
      `M${n(x + r * 0.2)} ${n(y - r * 0.75)}L${n(x + r * 0.75)} ${n(y - r * 1.75)}L${n(x + r * 0.5)} ${n(y - r * 0.62)}Z`,
      '#f6d36b',
      { gloss: true },
    );
  return front;
}

/** A face's place on a long or reptile head: eyes high on the skull, the mouth out on the muzzle. */
type LongFrame = Omit<FaceFrame, 'gaze'>;

/** A closed outline through points given in head radii from the skull's centre. */
const onHead = (x: number, y: number, r: number, points: readonly (readonly [number, number])[]) =>
  blob(points.map(([dx, dy]) => [x + r * dx, y + r * dy] as const));

/** The face frame from, in head radii: the eyes' middle, spread and size, and the mouth's place and width. */
function frameOn(
  p: Pen,
  x: number,
  y: number,
  r: number,
  [ex, ey, spread, eye]: readonly [number, number, number, number],
  [mx, my, mouth]: readonly [number, number, number],
): LongFrame {
  return {
    x: x + r * ex,
    y: y + r * ey,
    spread: r * spread,
    eye: r * eye * p.hand.figure.eyeScale,
    mouthX: x + r * mx,
    mouthY: y + r * my,
    mouth: r * mouth,
  };
}

/**
 * A horse's head: the skull behind, the face sloping down and forward to a big soft muzzle with
 * a nostril, the jaw round below the eye.
 */
function longHead(p: Pen, x: number, y: number, r: number, spec: HeadSpec): { svg: string; frame: LongFrame } {
  const muzzle = spec.snout?.colour ?? spec.light;
  let svg = p.shape(
    onHead(x, y, r, [
      [-0.6, -0.6],
      [0.15, -0.9],
      [0.95, -0.25],
      [1.6, 0.5],
      [1.72, 1.05],
      [1.2, 1.3],
      [0.55, 0.95],
      [-0.1, 0.85],
      [-0.7, 0.2],
    ]),
    spec.colour,
    { gloss: p.hand.shading === 'soft' },
  );
  svg += p.ellipse(x + r * 1.38, y + r * 0.95, r * 0.42, r * 0.34, muzzle, { line: false });
  svg += `<ellipse cx="${n(x + r * 1.5)}" cy="${n(y + r * 0.78)}" rx="${n(r * 0.08)}" ry="${n(r * 0.12)}" fill="${darken(spec.colour, 0.65)}" transform="rotate(-30 ${n(x + r * 1.5)} ${n(y + r * 0.78)})"/>`;
  return {
    svg,
    frame: frameOn(p, x, y, r, [0.35, -0.2, 0.24, 0.15], [1.3, 1.12, 0.16]),
  };
}

/**
 * A dragon's head: a skull with a ridge over the eye, a long flat snout ending in nostrils, a
 * wide grin along the jaw with a fang, and a paler jaw below.
 */
function reptileHead(p: Pen, x: number, y: number, r: number, spec: HeadSpec): { svg: string; frame: LongFrame } {
  let svg = p.shape(
    onHead(x, y, r, [
      [-0.75, -0.35],
      [-0.15, -0.8],
      [0.45, -0.72],
      [1.0, -0.42],
      [1.75, -0.35],
      [1.95, 0.05],
      [1.7, 0.42],
      [0.9, 0.72],
      [-0.1, 0.8],
      [-0.8, 0.35],
    ]),
    spec.colour,
    { gloss: p.hand.shading === 'soft' },
  );
  // The paler underside of the jaw.
  svg += p.shape(
    onHead(x, y, r, [
      [0.1, 0.45],
      [1.6, 0.3],
      [1.45, 0.55],
      [0.6, 0.75],
      [-0.05, 0.72],
    ]),
    spec.light,
    { line: false },
  );
  const line = p.hand.line.kind === 'ink' ? p.hand.line.ink : darken(spec.colour, 0.55);
  // The grin along the jaw, and a fang at its front.
  svg += p.stroke(
    `M${n(x + r * 0.35)} ${n(y + r * 0.32)}Q${n(x + r * 1.0)} ${n(y + r * 0.48)} ${n(x + r * 1.7)} ${n(y + r * 0.2)}`,
    line,
    r * 0.07 * p.k,
  );
  svg += `<path d="M${n(x + r * 1.35)} ${n(y + r * 0.33)}L${n(x + r * 1.42)} ${n(y + r * 0.55)}L${n(x + r * 1.5)} ${n(y + r * 0.3)}Z" fill="#fffaf0"/>`;
  // Nostrils on the snout's tip, and the ridge over the eye.
  svg += `<ellipse cx="${n(x + r * 1.72)}" cy="${n(y - r * 0.18)}" rx="${n(r * 0.1)}" ry="${n(r * 0.06)}" fill="${darken(spec.colour, 0.6)}"/>`;
  svg += p.stroke(
    `M${n(x)} ${n(y - r * 0.62)}Q${n(x + r * 0.4)} ${n(y - r * 0.82)} ${n(x + r * 0.8)} ${n(y - r * 0.5)}`,
    darken(spec.colour, 0.35),
    r * 0.1 * p.k,
  );
  return {
    svg,
    // A dragon does not show teeth-and-tongue laughs: its mouth is the grin; the face adds eyes.
    frame: frameOn(p, x, y, r, [0.38, -0.32, 0.2, 0.16], [1.0, 0.45, 0.01]),
  };
}

function ears(p: Pen, x: number, y: number, r: number, kind: Ears, colour: string, inner: string, which: 'near' | 'far'): string {
  // The far ear sits towards the back of a head turned to the front, the near one at the top.
  const dx = which === 'far' ? -0.45 : 0.05;
  const shade = which === 'far' ? darken(colour, 0.12) : colour;
  const bx = x + r * dx;
  const by = y - r * 0.7;
  switch (kind) {
    case 'pointy':
      return (
        p.shape(
          `M${n(bx - r * 0.28)} ${n(by + r * 0.15)}L${n(bx + r * 0.02)} ${n(by - r * 0.6)}L${n(bx + r * 0.32)} ${n(by + r * 0.05)}Z`,
          shade,
        ) +
        p.shape(
          `M${n(bx - r * 0.14)} ${n(by + r * 0.06)}L${n(bx + r * 0.02)} ${n(by - r * 0.36)}L${n(bx + r * 0.18)} ${n(by + r * 0.02)}Z`,
          inner,
          { line: false, shade: false },
        )
      );
    case 'round':
    case 'big-round':
    case 'fluffy': {
      const er = r * (kind === 'round' ? 0.3 : kind === 'fluffy' ? 0.48 : 0.55);
      const ey = by + (kind === 'round' ? 0 : r * 0.05);
      return p.ellipse(bx, ey, er, er, shade) + `<circle cx="${n(bx)}" cy="${n(ey)}" r="${n(er * 0.55)}" fill="${inner}"/>`;
    }
    case 'floppy':
      return p.shape(
        `M${n(bx - r * 0.2)} ${n(by + r * 0.05)}Q${n(bx - r * 0.6)} ${n(by + r * 0.3)} ${n(bx - r * 0.45)} ${n(by + r * 1.05)}Q${n(bx - r * 0.2)} ${n(by + r * 1.15)} ${n(bx + r * 0.05)} ${n(by + r * 0.8)}Q${n(bx + r * 0.15)} ${n(by + r * 0.25)} ${n(bx - r * 0.2)} ${n(by + r * 0.05)}Z`,
        darken(shade, 0.18),
      );
    case 'long':
      return (
        p.ellipse(bx, by - r * 0.75, r * 0.22, r * 0.8, shade) +
        `<ellipse cx="${n(bx)}" cy="${n(by - r * 0.72)}" rx="${n(r * 0.1)}" ry="${n(r * 0.6)}" fill="${inner}"/>`
      );
    case 'horse':
      return p.shape(
        `M${n(bx - r * 0.16)} ${n(by + r * 0.2)}Q${n(bx - r * 0.1)} ${n(by - r * 0.4)} ${n(bx + r * 0.05)} ${n(by - r * 0.45)}Q${n(bx + r * 0.2)} ${n(by - r * 0.2)} ${n(bx + r * 0.16)} ${n(by + r * 0.2)}Z`,
        shade,
      );
    case 'elephant':
      return which === 'far'
        ? p.ellipse(x - r * 0.55, y + r * 0.05, r * 0.62, r * 0.82, shade) +
            `<ellipse cx="${n(x - r * 0.55)}" cy="${n(y + r * 0.05)}" rx="${n(r * 0.4)}" ry="${n(r * 0.6)}" fill="${inner}" opacity="0.5"/>`
        : '';
    case 'tiny':
      return p.shape(
        `M${n(bx - r * 0.2)} ${n(by + r * 0.2)}L${n(bx + r * 0.05)} ${n(by - r * 0.22)}L${n(bx + r * 0.25)} ${n(by + r * 0.15)}Z`,
        shade,
      );
    default:
      return '';
  }
}
