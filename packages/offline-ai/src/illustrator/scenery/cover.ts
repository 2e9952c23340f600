import { darken, lighten } from '../colour.js';
import { blob, n, type Pen, type Point } from '../draw/pen.js';
import type { Cover } from '../scene/scene-plan.js';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A colour the hiding place's word says ('pink coral', 'the kelp'), else the cover's own. */
const WORD_COLOURS: readonly [RegExp, string][] = [
  [/coral/, '#ff7fa6'],
  [/kelp|seaweed|reeds/, '#3f8f5a'],
  [/sunflower/, '#4f9a4a'],
  [/shed|playhouse|wendy/, '#8a6440'],
  [/fridge/, '#eef1f4'],
  [/door/, '#b07a4a'],
  [/sofa|couch|settee|armchair|beanbag/, '#5b8fd6'],
  [/bed|duvet/, '#f2ece0'],
  [/box|crate|chest/, '#c9a06a'],
  [/bench/, '#a0673c'],
  [/bin|wheelbarrow/, '#4f7f5a'],
  [/basket/, '#c8924f'],
  [/ship|wreck|boat|barrel/, '#6b4a32'],
];
const OWN_COLOURS: Readonly<Record<Cover, string>> = {
  curtain: '#b8444a',
  tall: '#9a6a3f',
  table: '#d9534f',
  low: '#7d6bb5',
  tree: '#7a5436',
  leafy: '#4f9a4a',
  heap: '#5b7fc4',
  shell: '#e8c6d8',
  rock: '#8e949c',
};

/**
 * The hiding place in front of one hidden there (a game of hide and seek), drawn over the box their
 * figure fills: a curtain, a tall door or a tree's trunk covers their back and body, the face peeking
 * round its edge on the side they look to; a table's cloth the same, its top over their head; a
 * sofa, a box, a heap, a shell, a rock or leaves up to their chin, the head peeking over.
 */
export function coverOver(p: Pen, cover: Cover, word: string, box: Box, head: Point, facesRight: boolean): string {
  const colour = p.c(WORD_COLOURS.find(([w]) => w.test(word))?.[1] ?? OWN_COLOURS[cover]);
  const [w, h] = [box.x1 - box.x0, box.y1 - box.y0];
  // The edge they peek round: the middle of their face, the cover reaching back from it (`s` is +1
  // when it lies to the left, they looking right); the chin, which a low one comes up to.
  const headR = Math.max(16, Math.min(w, h) * 0.22);
  const s = facesRight ? 1 : -1;
  const edge = head[0] - s * headR * 0.1;
  const back = edge - s * Math.max(w * 1.25, 150);
  const [left, right] = [Math.min(edge, back), Math.max(edge, back)];
  const foot = box.y1 + 8;
  const chin = head[1] + headR * 0.9;
  switch (cover) {
    case 'curtain': {
      const top = Math.max(0, box.y0 - h * 0.45);
      // Folds hang straight down; the edge by the face bellies out a little where a hand holds it.
      const folds = [0.2, 0.42, 0.64, 0.84]
        .map((f) =>
          p.stroke(
            `M${n(left + (right - left) * f)} ${n(top + 20)}L${n(left + (right - left) * f)} ${n(foot)}`,
            darken(colour, 0.2),
            5,
          ),
        )
        .join('');
      return (
        p.shape(
          `M${n(back)} ${n(top)}L${n(edge)} ${n(top)}Q${n(edge + s * 16)} ${n((top + foot) / 2)} ${n(edge)} ${n(foot)}L${n(back)} ${n(foot)}Z`,
          colour,
        ) +
        folds +
        `<rect x="${n(left - 20)}" y="${n(top - 8)}" width="${n(right - left + 40)}" height="12" rx="6" fill="${p.c('#8a6a4a')}"/>`
      );
    }
    case 'tall': {
      const top = box.y0 - h * 0.3;
      return (
        p.shape(`M${n(left)} ${n(top)}L${n(right)} ${n(top)}L${n(right)} ${n(foot)}L${n(left)} ${n(foot)}Z`, colour) +
        `<rect x="${n(left + 18)}" y="${n(top + 20)}" width="${n(right - left - 36)}" height="${n((foot - top) * 0.4)}" rx="6" fill="${p.c(darken(colour, 0.1))}"/>` +
        `<rect x="${n(left + 18)}" y="${n(top + (foot - top) * 0.5)}" width="${n(right - left - 36)}" height="${n((foot - top) * 0.42)}" rx="6" fill="${p.c(darken(colour, 0.1))}"/>` +
        p.ellipse(edge - s * 22, top + (foot - top) * 0.48, 7, 7, p.c('#e8c65a'))
      );
    }
    case 'table': {
      // Crouched under it: the top just over their head, its cloth to the floor, lifted where they peek out.
      const top = head[1] - headR * 1.5;
      const [l, r] = [box.x0 - w * 0.25, box.x1 + w * 0.25];
      const [o0, o1] = [head[0] - headR * 1.25, head[0] + headR * 1.25];
      const cloth = (x0: number, x1: number, y0: number) =>
        x1 - x0 < 4 ? '' : p.shape(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y0)}L${n(x1)} ${n(foot)}L${n(x0)} ${n(foot)}Z`, colour);
      return (
        p.shape(
          `M${n(l - 30)} ${n(top)}L${n(r + 30)} ${n(top)}L${n(r + 30)} ${n(top + 18)}L${n(l - 30)} ${n(top + 18)}Z`,
          p.c('#8a5a32'),
        ) +
        cloth(l, Math.max(l, o0), top + 12) +
        cloth(Math.min(r, o1), r, top + 12) +
        cloth(l, r, chin) +
        [0.2, 0.4, 0.6, 0.8]
          .map((f) => l + (r - l) * f)
          .filter((x) => x < o0 || x > o1)
          .map((x) => p.stroke(`M${n(x)} ${n(top + 22)}L${n(x)} ${n(foot)}`, lighten(colour, 0.35), 8))
          .join('')
      );
    }
    case 'tree': {
      const top = box.y0 - h * 0.6;
      const trunk = p.shape(
        `M${n(left + 6)} ${n(foot)}Q${n(left + 18)} ${n(box.y0)} ${n(left + 10)} ${n(top)}L${n(right - 10)} ${n(top)}Q${n(right - 18)} ${n(box.y0)} ${n(right - 6)} ${n(foot)}Z`,
        colour,
      );
      const r = (right - left) * 0.75;
      const mid = (left + right) / 2;
      return (
        trunk +
        p.cluster(
          [
            [mid - r * 0.6, top, r * 0.7],
            [mid + r * 0.6, top, r * 0.7],
            [mid, top - r * 0.5, r * 0.85],
          ],
          p.c('#5a9c4a'),
        )
      );
    }
    default: {
      // Up to the chin, wider than they are: a sofa, a box, a heap of coats, leaves, a shell, a rock.
      const [l, r] = [box.x0 - w * 0.28, box.x1 + w * 0.28];
      const top = cover === 'leafy' ? box.y0 + h * 0.3 : chin;
      const span = r - l;
      if (cover === 'leafy' || cover === 'heap') {
        const count = 5;
        const circles = Array.from({ length: count }, (_, i) => {
          const x = l + (span * (i + 0.5)) / count;
          const rad = span / count / 1.4 + ((i * 7) % 3) * 6;
          return [x, top + rad * 0.9, rad] as const;
        });
        if (cover === 'leafy')
          return (
            p.shape(`M${n(l)} ${n(top + 20)}L${n(r)} ${n(top + 20)}L${n(r)} ${n(foot)}L${n(l)} ${n(foot)}Z`, colour) +
            p.cluster(circles, colour) +
            (/sunflower/.test(word)
              ? circles
                  .map(([x, y]) => p.ellipse(x, y - 40, 26, 26, p.c('#f6c431')) + p.ellipse(x, y - 40, 10, 10, p.c('#6b4a22')))
                  .join('')
              : '')
          );
        // A heap: coats (or blankets) of every colour piled up, the lowest widest.
        const coats = ['#5b7fc4', '#d96c6c', '#e6b84a', '#4f9a6a', '#8e6bb5', '#c47a3a'];
        return [0.78, 0.45, 0.14]
          .flatMap((f, row) =>
            (row === 2 ? [0.33, 0.67] : [0.18, 0.5, 0.82]).map((across, i) =>
              p.ellipse(
                l + span * across,
                top + (foot - top) * f,
                span * (row === 0 ? 0.26 : 0.22),
                (foot - top) * 0.3,
                p.c(coats[(row * 3 + i) % coats.length]!),
              ),
            ),
          )
          .join('');
      }
      if (cover === 'shell')
        return (
          // The lid lifted over their head, the bowl in front of them, its ridges fanning out.
          p.shape(
            blob([
              [l, chin - h * 0.1],
              [(l + r) / 2, box.y0 - h * 0.45],
              [r, chin - h * 0.1],
              [(l + r) / 2, box.y0 - h * 0.2],
            ]),
            colour,
          ) +
          p.shape(`M${n(l)} ${n(chin)}Q${n((l + r) / 2)} ${n(foot + h * 0.35)} ${n(r)} ${n(chin)}Z`, colour) +
          [0.3, 0.5, 0.7]
            .map((f) => p.stroke(`M${n((l + r) / 2)} ${n(foot)}L${n(l + span * f)} ${n(chin + 6)}`, darken(colour, 0.18), 4))
            .join('')
        );
      if (cover === 'rock')
        return p.shape(
          blob([
            [l, foot],
            [l + span * 0.1, top + 10],
            [l + span * 0.5, top - 12],
            [r - span * 0.1, top + 6],
            [r, foot],
          ]),
          colour,
        );
      // A ship's (or a boat's) hull, its portholes along it; a sofa has its arms, a box or a bin is square.
      if (/ship|wreck|boat/.test(word))
        return (
          p.shape(`M${n(l - 40)} ${n(top)}L${n(r + 40)} ${n(top)}L${n(r)} ${n(foot)}L${n(l)} ${n(foot)}Z`, colour) +
          `<rect x="${n(l - 40)}" y="${n(top)}" width="${n(span + 80)}" height="12" fill="${p.c(darken(colour, 0.2))}"/>` +
          [0.25, 0.5, 0.75].map((f) => p.ellipse(l + span * f, (top + foot) / 2, 14, 14, p.c('#9fd0dc'))).join('')
        );
      const arms = /sofa|couch|settee|armchair/.test(word);
      return (
        p.shape(`M${n(l)} ${n(top)}L${n(r)} ${n(top)}L${n(r)} ${n(foot)}L${n(l)} ${n(foot)}Z`, colour) +
        (arms
          ? p.shape(
              `M${n(l - 30)} ${n(top + 40)}L${n(l + 20)} ${n(top + 40)}L${n(l + 20)} ${n(foot)}L${n(l - 30)} ${n(foot)}Z`,
              p.c(darken(colour, 0.12)),
            ) +
            p.shape(
              `M${n(r - 20)} ${n(top + 40)}L${n(r + 30)} ${n(top + 40)}L${n(r + 30)} ${n(foot)}L${n(r - 20)} ${n(foot)}Z`,
              p.c(darken(colour, 0.12)),
            )
          : `<rect x="${n(l)}" y="${n(top + 14)}" width="${n(span)}" height="10" fill="${p.c(darken(colour, 0.15))}"/>`)
      );
    }
  }
}
