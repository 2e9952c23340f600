import { blob, ellipsePath, n, type Pen, type Point } from '../draw/pen.js';
import type { HairStyle } from './person-look.js';

/** A head's frame: centre and radii, facing right (+x is the face's front). */
export interface HeadFrame {
  x: number;
  y: number;
  rx: number;
  ry: number;
}

const at = (h: HeadFrame, u: number, v: number): Point => [h.x + u * h.rx, h.y + v * h.ry];

/** Hair that falls behind the head and shoulders (long, ponytail, afro...), drawn before the body. */
export function hairBack(p: Pen, h: HeadFrame, style: HairStyle, colour: string): string {
  const pts = (list: [number, number][]) => blob(list.map(([u, v]) => at(h, u, v)));
  switch (style) {
    case 'long':
      return p.shape(
        pts([
          [-1.1, -0.6],
          [-0.6, -1.15],
          [0.4, -1.15],
          [1.1, -0.5],
          [1.1, 0.9],
          [0.9, 2.1],
          [0.1, 2.25],
          [-0.9, 2.2],
          [-1.35, 1.2],
        ]),
        colour,
      );
    case 'bob':
      return p.shape(
        pts([
          [-1.15, -0.5],
          [-0.5, -1.15],
          [0.6, -1.1],
          [1.15, -0.3],
          [1.12, 0.85],
          [0.4, 1.0],
          [-0.6, 1.0],
          [-1.2, 0.8],
        ]),
        colour,
      );
    case 'ponytail':
      return p.shape(
        pts([
          [-0.9, -0.5],
          [-1.55, -0.35],
          [-1.75, 0.5],
          [-1.5, 1.5],
          [-1.2, 1.1],
          [-1.1, 0.4],
          [-0.8, 0.1],
        ]),
        colour,
      );
    case 'pigtails':
      return [-1, 1]
        .map((side) => {
          const [cx, cy] = at(h, side * 1.2, 0.35);
          return p.ellipse(cx, cy, h.rx * 0.38, h.ry * 0.55, colour);
        })
        .join('');
    case 'braids':
      return [-1, 1]
        .map((side) =>
          [0, 1, 2, 3]
            .map((i) => {
              const [cx, cy] = at(h, side * 0.95, 0.5 + i * 0.42);
              return p.ellipse(cx, cy, h.rx * 0.2, h.ry * 0.24, colour);
            })
            .join(''),
        )
        .join('');
    case 'afro':
      return p.shape(
        blob(
          Array.from({ length: 14 }, (_, i) => {
            const a = (i / 14) * Math.PI * 2;
            const r = i % 2 ? 1.38 : 1.5;
            return at(h, Math.cos(a) * r - 0.08, Math.sin(a) * r * 0.95 - 0.12);
          }),
        ),
        colour,
      );
    case 'bun': {
      const [cx, cy] = at(h, -0.35, -1.08);
      return p.ellipse(cx, cy, h.rx * 0.42, h.ry * 0.38, colour);
    }
    default:
      return '';
  }
}

/** The hair on top of the head and the fringe over the forehead, drawn over the face. */
export function hairFront(p: Pen, h: HeadFrame, style: HairStyle, colour: string): string {
  const pts = (list: [number, number][]) => blob(list.map(([u, v]) => at(h, u, v)));
  const cap: [number, number][] = [
    [-1.08, 0.25],
    [-1.1, -0.45],
    [-0.75, -1.02],
    [0, -1.16],
    [0.72, -0.98],
    [1.08, -0.42],
    [1.02, -0.12],
  ];
  switch (style) {
    case 'bald':
      // A little fringe of hair above the ears.
      return p.shape(
        pts([
          [-1.05, 0.2],
          [-1.08, -0.35],
          [-0.78, -0.4],
          [-0.82, 0.25],
        ]),
        colour,
      );
    case 'spiky': {
      const spikes: [number, number][] = [
        [-1.05, 0.2],
        [-1.3, -0.3],
        [-1.0, -0.55],
        [-1.2, -1.0],
        [-0.6, -0.95],
        [-0.55, -1.45],
        [-0.1, -1.1],
        [0.25, -1.5],
        [0.45, -1.05],
        [0.95, -1.2],
        [0.9, -0.75],
        [1.35, -0.55],
        [1.0, -0.3],
        [0.75, -0.2],
        [0.6, -0.52],
        [0.35, -0.25],
        [0.1, -0.55],
        [-0.2, -0.3],
        [-0.45, -0.6],
        [-0.7, -0.15],
      ];
      return p.shape(`M${spikes.map(([u, v]) => at(h, u, v).map(n).join(' ')).join('L')}Z`, colour);
    }
    case 'curly':
    case 'afro': {
      // Curls: overlapping round tufts along the hairline.
      const tufts: [number, number, number][] =
        style === 'afro'
          ? [
              [-0.9, -0.6, 0.42],
              [-0.45, -0.95, 0.45],
              [0.1, -1.02, 0.45],
              [0.62, -0.82, 0.4],
              [0.92, -0.45, 0.3],
            ]
          : [
              [-1.0, -0.2, 0.32],
              [-0.9, -0.68, 0.38],
              [-0.45, -0.98, 0.4],
              [0.1, -1.05, 0.4],
              [0.6, -0.86, 0.36],
              [0.95, -0.5, 0.3],
            ];
      const base = p.shape(
        pts(
          cap.slice(0, 6).concat([
            [0.6, -0.55],
            [0, -0.7],
            [-0.7, -0.4],
          ]),
        ),
        colour,
        { line: false },
      );
      return base + tufts.map(([u, v, r]) => p.ellipse(...at(h, u, v), h.rx * r, h.ry * r, colour)).join('');
    }
    case 'long':
    case 'bob':
    case 'braids':
    case 'pigtails':
      // Parted in the middle, falling either side of the face.
      return p.shape(
        pts([
          [-1.12, 0.6],
          [-1.12, -0.45],
          [-0.72, -1.04],
          [0.05, -1.16],
          [0.78, -0.96],
          [1.12, -0.4],
          [1.1, 0.45],
          [0.92, 0.1],
          [0.8, -0.45],
          [0.25, -0.72],
          [-0.1, -0.5],
          [-0.55, -0.65],
          [-0.85, -0.25],
          [-0.88, 0.55],
        ]),
        colour,
      );
    default:
      // Short, ponytail and bun: hair combed back with a side-swept fringe.
      return p.shape(
        pts([...cap, [0.75, -0.35], [0.45, -0.62], [0.05, -0.5], [-0.35, -0.7], [-0.72, -0.3], [-0.82, 0.28]]),
        colour,
      );
  }
}

/** The head's own outline for a hand: round, soft or with a pointed chin. */
export function headPath(h: HeadFrame, chin: 'round' | 'pointed' | 'soft'): string {
  if (chin === 'round') return ellipsePath(h.x, h.y, h.rx, h.ry);
  const pts: [number, number][] =
    chin === 'pointed'
      ? [
          [-1, -0.1],
          [-0.92, -0.72],
          [-0.4, -1.02],
          [0.35, -1.02],
          [0.92, -0.72],
          [1.0, -0.05],
          [0.82, 0.55],
          [0.35, 0.95],
          [0.12, 1.08],
          [-0.2, 0.95],
          [-0.75, 0.6],
        ]
      : [
          [-1, -0.05],
          [-0.9, -0.75],
          [-0.35, -1.03],
          [0.35, -1.03],
          [0.92, -0.72],
          [1.02, 0],
          [0.85, 0.62],
          [0.35, 0.98],
          [-0.2, 1.0],
          [-0.78, 0.7],
        ];
  return blob(pts.map(([u, v]) => at(h, u, v)));
}
