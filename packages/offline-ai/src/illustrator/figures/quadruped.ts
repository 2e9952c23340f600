import { darken, mix } from '../colour.js';
import { blob, n, type Pen, type Point } from '../draw/pen.js';
import { animalHead, type HeadSpec } from './animal-head.js';
import type { Figure } from './figure.js';
import { along, type Expression, type Pose } from './pose.js';

type Tail = 'thin' | 'bushy' | 'short' | 'curly' | 'tuft' | 'fluffy' | 'long' | 'hanging' | 'spiky' | 'paddle' | 'none';

/** How far each tail reaches out behind the rump: a dragon's spiky tail is most of a body long. */
const TAIL_REACH: Readonly<Record<Tail, number>> = {
  thin: 38,
  bushy: 46,
  short: 14,
  curly: 18,
  tuft: 24,
  fluffy: 18,
  long: 64,
  hanging: 32,
  spiky: 84,
  paddle: 60,
  none: 0,
};

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
  /** The body's colour when the head is another ('a cat with a white head'); else the head's. */
  bodyColour?: string;
  /** The tail's colour ('a cat with a white tail'); else the body's. */
  tailColour?: string;
  /** The shell's colour (a tortoise); else a green-brown from the body's. */
  shellColour?: string;
  hooves?: boolean;
  /** Height beside a child (100 units). */
  size: number;
  /** The colour of a coat of prickles (quills), darker at the tips. */
  coat?: string;
  /** A round little body on short legs (a mouse, a hamster), not a long one like a dog's. */
  round?: boolean;
  /** A cape's colour, when it wears one (an animal superhero): over its back, streaming out behind as it flies. */
  cape?: string;
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
  // A round, prickly animal (a hedgehog) does not sit up like a dog: it stays on its short legs.
  const round = (spec.round ?? false) || (spec.extras?.includes('quills') ?? false);
  const sitting = !round && (pose === 'sit' || pose === 'read' || pose === 'sitRead' || pose === 'eat');
  // Dancing, a four-legged animal rears up a little on its hind legs, front paws raised and folded.
  const prancing = !round && !lying && pose === 'dance';
  // (A caped superhero flies too: legs stretched out, the cape streaming behind.)
  const flying = pose === 'fly' && ((spec.extras?.includes('wings') ?? false) || spec.cape !== undefined);
  const lift = flying ? 70 : pose === 'jump' ? 30 : 0;
  let bodyY = lying ? -bh * 0.5 : -legLen - bh * 0.5 - lift;
  const cx = 0;
  // Leg angles: front pair and back pair, near and far.
  const swing = pose === 'run' || pose === 'jump' || flying ? 45 : pose === 'walk' ? 18 : 3;
  // Running is a gallop: one front leg reaching out, the other folded back under the chest, one
  // hind leg stretched back and the other brought forward under the belly.
  const legs: { x: number; near: boolean; angle: number; knee: number }[] =
    pose === 'run'
      ? [
          { x: cx - L * 0.3, near: false, angle: -35, knee: 0 },
          { x: cx + L * 0.3, near: false, angle: 45, knee: -15 },
          { x: cx - L * 0.34, near: true, angle: 28, knee: 0 },
          { x: cx + L * 0.26, near: true, angle: 12, knee: -100 },
        ]
      : [
          { x: cx - L * 0.3, near: false, angle: -swing * 0.7, knee: 0 },
          { x: cx + L * 0.3, near: false, angle: swing, knee: 0 },
          { x: cx - L * 0.34, near: true, angle: pose === 'walk' ? swing : -swing, knee: 0 },
          { x: cx + L * 0.26, near: true, angle: pose === 'walk' ? -swing * 0.7 : swing * 1.1, knee: 0 },
        ];
  // Sitting: the body tips up about the hips.
  const tilt = sitting ? -32 : prancing ? -24 : pose === 'run' ? 4 : 0;
  const hipPivot: Point = [cx - L * 0.32, bodyY + bh * 0.3];
  const tuck = pose === 'jump' || flying;
  const body = spec.bodyColour ?? spec.head.colour;
  const legColour = (near: boolean) => (near ? body : darken(body, 0.16));
  const hoof = spec.hooves ? '#4a3a33' : null;
  const w = spec.legW;

  /**
   * A leg as a tapered limb with joints: the front leg hangs from the shoulder with the elbow
   * under the chest; the hind leg has a full thigh, the stifle forward and the hock back, as
   * real animals stand. Swing turns the whole leg about its top; running bends the joints.
   */
  const legPoints = (leg: (typeof legs)[number], bodyY: number): Point[] => {
    const front = leg.x > 0;
    // A round animal's short legs come out from under its body.
    let top: Point = [leg.x, bodyY + bh * (round ? 0.4 : front ? 0.1 : 0.05)];
    let reach = round ? legLen + bh * 0.1 : sitting && !front ? legLen * 0.5 : legLen + bh * (front ? 0.38 : 0.43);
    // Sitting, the chest rises with the tipped body and the front legs reach down to the ground.
    if (sitting && front) {
      top = turn(top, [hipPivot[0], bodyY + bh * 0.3], tilt);
      reach = -top[1];
    }
    // (Reared up, the front legs rise with the chest and fold in the air.)
    const raised = prancing && front;
    if (raised) {
      top = turn(top, [hipPivot[0], bodyY + bh * 0.3], tilt);
      reach = legLen * 0.8;
    }
    const a = tuck || raised ? (front ? 55 : -55) : leg.angle;
    const bend = tuck || raised ? (front ? -110 : 100) : leg.knee;
    // Segments: [share of the reach, angle from the swing].
    const segsFor = (bend: number): [number, number][] =>
      front
        ? [
            [0.42, -6],
            [0.44, 4 + bend],
            [0.14, 18 + bend * 1.1],
          ]
        : [
            [0.38, 28],
            [0.36, -30 + bend * 0.5],
            [0.26, 4 + bend],
          ];
    const segs = segsFor(bend);
    const drop = (angle: number, of: [number, number][]) =>
      of.reduce((sum, [share, turn]) => sum + share * Math.cos(((angle + turn) * Math.PI) / 180), 0);
    // A standing leg is drawn to reach the ground; a galloping one keeps its standing length
    // (stretched to the ground it would lie flat).
    const scale = reach / Math.max(0.6, pose === 'run' && !tuck ? drop(0, segsFor(0)) : drop(a, segs));
    const points: Point[] = [top];
    for (const [share, turn] of segs) {
      const [dx, dy] = along(a + turn, share * scale);
      const last = points[points.length - 1]!;
      points.push([last[0] + dx, last[1] + dy]);
    }
    return points;
  };
  // A gallop's legs reach out and fold, so they fall short of the ground: the body comes down
  // until the lowest foot is on it (a galloping animal does not float).
  if (pose === 'run' && !tuck && !lying) bodyY -= Math.max(...legs.map((leg) => legPoints(leg, bodyY).at(-1)![1]));

  const drawLeg = (leg: (typeof legs)[number]) => {
    if (lying) return '';
    const front = leg.x > 0;
    const points = legPoints(leg, bodyY);
    const widths = front ? [w * 1.7, w * 1.0, w * 0.78, w * 0.8] : [w * 2.3, w * 1.25, w * 0.72, w * 0.8];
    const colour = legColour(leg.near);
    let out = p.shape(limb(points, widths), colour);
    const foot = points[points.length - 1]!;
    if (hoof) out += p.shape(hoofPath(foot, w * 0.9), hoof, { shade: false });
    else out += p.ellipse(foot[0] + w * 0.28, foot[1] - w * 0.05, w * 0.62, w * 0.36, colour);
    return out;
  };

  const headX = cx + L * 0.5 + spec.headR * 0.3;
  const raise = pose === 'lookUp' ? 0.6 : 0;
  const headY = lying ? bodyY - bh * 0.05 : bodyY - bh * 0.45 - spec.neck - spec.headR * (0.35 + raise * 0.3);
  const gaze: [number, number] = [0.7, pose === 'lookUp' ? -0.8 : 0];

  let upper = '';
  // Wings, far side first.
  if (spec.extras?.includes('wings'))
    upper += wing(p, cx - L * 0.05, bodyY - bh * 0.35, L * 0.55, spec.wingColour ?? mix(body, '#ffffff', 0.3), flying, true);
  upper += tail(p, cx - L * 0.5, bodyY - bh * 0.1, spec);
  if (spec.neck > 0 && !lying) {
    // A neck that is thick at the shoulders and narrows to the head, arched a little forward.
    const base: Point = [cx + L * 0.34, bodyY - bh * 0.05];
    const end: Point = [headX - spec.headR * 0.25, headY + spec.headR * 0.35];
    const arch: Point = [(base[0] + end[0]) / 2 + spec.neck * 0.12, (base[1] + end[1]) / 2 - spec.neck * 0.08];
    const thick = Math.max(spec.legW * 1.5, bh * 0.42);
    upper += p.shape(limb([base, arch, end], [thick * 1.5, thick * 0.95, thick * 0.8]), body);
  }
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
  // The body: a round haunch behind, the back dipping a little (or rising into a hump), deep
  // chest in front and the belly tucked up at the waist.
  const hump = spec.extras?.includes('hump') ? bh * 0.75 : 0;
  const bodyPath = round
    ? blob(
        Array.from({ length: 12 }, (_, i) => {
          const a = (i / 12) * Math.PI * 2;
          return [cx + Math.cos(a) * L * 0.5, bodyY + Math.sin(a) * bh * 0.55] as const;
        }),
      )
    : blob([
        [cx - L * 0.56, bodyY - bh * 0.02],
        [cx - L * 0.5, bodyY - bh * 0.46],
        [cx - L * 0.24, bodyY - bh * 0.58 - hump * 0.3],
        [cx - L * 0.02, bodyY - bh * 0.48 - hump * 1.25],
        [cx + L * 0.22, bodyY - bh * 0.58 - hump * 0.3],
        [cx + L * 0.5, bodyY - bh * 0.5],
        [cx + L * 0.6, bodyY + bh * 0.08],
        [cx + L * 0.42, bodyY + bh * 0.56],
        [cx + L * 0.05, bodyY + bh * 0.4],
        [cx - L * 0.32, bodyY + bh * 0.56],
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
  if (spec.extras?.includes('shell'))
    upper += p.ellipse(cx, bodyY - bh * 0.2, L * 0.5, bh * 0.75, spec.shellColour ?? mix(body, '#6b8f3a', 0.6));
  if (spec.extras?.includes('back-spikes'))
    for (let i = 0; i < 6; i += 1) {
      const bx = cx - L * 0.4 + i * L * 0.15;
      const by = bodyY - bh * 0.5 + Math.abs(i - 2.5) * 2;
      upper += p.shape(
        `M${n(bx - 7)} ${n(by + 3)}L${n(bx)} ${n(by - 16)}L${n(bx + 7)} ${n(by + 3)}Z`,
        spec.wingColour ?? mix(body, '#ffb347', 0.5),
      );
    }
  if (spec.cape) upper += cape(p, spec.cape, cx, bodyY, L, bh, flying);
  const head = animalHead(p, headX, headY, spec.headR, spec.head, lying ? 'sleepy' : expression, gaze);
  upper += head.back + head.front;
  // A coat of prickles over the back and the top of the head, spiky at its edge, the face and
  // the belly left bare.
  if (spec.extras?.includes('quills'))
    upper += prickles(p, cx, bodyY, L, bh, headX - spec.headR * 0.35, headY, spec.coat ?? darken(body, 0.4));
  if (spec.extras?.includes('wings'))
    upper += wing(p, cx + L * 0.02, bodyY - bh * 0.4, L * 0.6, spec.wingColour ?? mix(body, '#ffffff', 0.3), flying, false);

  let svg = legs
    .filter((l) => !l.near)
    .map(drawLeg)
    .join('');
  svg += tilt ? `<g transform="rotate(${tilt} ${n(hipPivot[0])} ${n(bodyY + bh * 0.3)})">${upper}</g>` : upper;
  svg += legs
    .filter((l) => l.near)
    .map(drawLeg)
    .join('');

  // A coat of prickles rises above the back (see prickles()).
  const coatTop = spec.extras?.includes('quills')
    ? bodyY + bh * 0.2 - (bodyY + bh * 0.2 - Math.min(bodyY - bh * 0.75, headY - 10)) * 1.14
    : 0;
  const topY = Math.min(headY - spec.headR * 1.6, bodyY - bh * 0.6 - hump, coatTop);
  const seat: Point = [cx - L * 0.05, bodyY - bh * 0.5 - hump];
  return {
    svg,
    height: -topY,
    // The wider of the two ends, so a long tail stays in the picture and clear of the one behind.
    halfWidth: L * 0.5 + Math.max(spec.headR, TAIL_REACH[spec.tail]),
    // A long or reptile head reaches further forward than a round one.
    front: headX + spec.headR * (spec.head.shape === 'long' || spec.head.shape === 'reptile' ? 1.95 : 1.5) - cx,
    // (Where the tipped-up body put them: sitting back or reared up, the head is higher.)
    hand: turn([headX + spec.headR * 0.9, headY + spec.headR * 0.3], [hipPivot[0], bodyY + bh * 0.3], tilt),
    head: turn([headX, headY], [hipPivot[0], bodyY + bh * 0.3], tilt),
    seat,
    scale: spec.size,
  };
}

/**
 * A cape tied at the shoulders, over the back: draped down past the rump when standing, streaming
 * out behind in waves when flying.
 */
function cape(p: Pen, colour: string, cx: number, bodyY: number, L: number, bh: number, flying: boolean): string {
  const top = bodyY - bh * 0.62;
  const neck: Point = [cx + L * 0.42, top + bh * 0.05];
  const d = flying
    ? `M${n(neck[0])} ${n(neck[1])}Q${n(cx)} ${n(top - bh * 0.2)} ${n(cx - L * 0.6)} ${n(top - bh * 0.35)}Q${n(cx - L * 0.8)} ${n(top - bh * 0.1)} ${n(cx - L * 1.0)} ${n(top - bh * 0.3)}Q${n(cx - L * 0.92)} ${n(top + bh * 0.25)} ${n(cx - L * 0.75)} ${n(top + bh * 0.5)}Q${n(cx - L * 0.55)} ${n(top + bh * 0.3)} ${n(cx - L * 0.35)} ${n(top + bh * 0.45)}Q${n(cx)} ${n(top + bh * 0.2)} ${n(neck[0] - L * 0.04)} ${n(neck[1] + bh * 0.3)}Z`
    : `M${n(neck[0])} ${n(neck[1])}Q${n(cx)} ${n(top - bh * 0.1)} ${n(cx - L * 0.52)} ${n(top + bh * 0.15)}Q${n(cx - L * 0.66)} ${n(top + bh * 0.6)} ${n(cx - L * 0.64)} ${n(bodyY + bh * 0.65)}Q${n(cx - L * 0.45)} ${n(bodyY + bh * 0.5)} ${n(cx - L * 0.3)} ${n(bodyY + bh * 0.6)}Q${n(cx - L * 0.3)} ${n(bodyY)} ${n(cx)} ${n(bodyY - bh * 0.1)}Q${n(cx + L * 0.25)} ${n(bodyY - bh * 0.2)} ${n(neck[0] - L * 0.04)} ${n(neck[1] + bh * 0.3)}Z`;
  return p.shape(d, colour) + p.tube([neck, [neck[0] - L * 0.04, neck[1] + bh * 0.32]], bh * 0.14, darken(colour, 0.2));
}

/**
 * A hedgehog's coat: a dome from the rump over the back to the crown, its edge a ring of spikes,
 * with darker prickles drawn across it.
 */
function prickles(
  p: Pen,
  cx: number,
  bodyY: number,
  L: number,
  bh: number,
  frontX: number,
  headY: number,
  colour: string,
): string {
  const ccx = (cx - L * 0.56 + frontX) / 2;
  const rx = (frontX - (cx - L * 0.56)) / 2;
  const top = Math.min(bodyY - bh * 0.75, headY - 10);
  const ry = bodyY + bh * 0.2 - top;
  const ccy = bodyY + bh * 0.2;
  const count = 26;
  const points: Point[] = [];
  for (let i = 0; i <= count; i += 1) {
    // From the rump, low down, over the top to the crown.
    const a = Math.PI * (1.08 - (i / count) * 1.14);
    const r = i % 2 ? 1.14 : 0.96;
    points.push([ccx + Math.cos(a) * rx * r, ccy - Math.sin(a) * ry * r]);
  }
  points.push([frontX - 4, bodyY + bh * 0.25], [cx - L * 0.4, bodyY + bh * 0.3]);
  const edge = `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
  const tips = darken(colour, 0.35);
  let svg = p.shape(edge, colour);
  for (let i = 0; i < 14; i += 1) {
    const a = Math.PI * (0.95 - (i / 13) * 0.9);
    const r = 0.55 + (i % 3) * 0.12;
    const x = ccx + Math.cos(a) * rx * r;
    const y = ccy - Math.sin(a) * ry * r;
    svg += p.stroke(`M${n(x)} ${n(y)}l${n(Math.cos(a) * 14)} ${n(-Math.sin(a) * 14)}`, tips, 3 * p.k);
  }
  return svg;
}

function tail(p: Pen, x: number, y: number, spec: QuadSpec): string {
  const c = spec.tailColour ?? spec.bodyColour ?? spec.head.colour;
  switch (spec.tail) {
    case 'thin':
      // A tail with character: out from the rump, a curve, and up at the tip.
      return p.shape(
        limb(
          [
            [x + 4, y],
            [x - 16, y - 4],
            [x - 30, y - 18],
            [x - 34, y - 36],
          ],
          [spec.legW * 0.8, spec.legW * 0.6, spec.legW * 0.45, spec.legW * 0.3],
        ),
        c,
      );
    case 'long':
      return p.shape(
        limb(
          [
            [x + 6, y],
            [x - 22, y + 10],
            [x - 46, y + 6],
            [x - 60, y - 10],
            [x - 58, y - 26],
          ],
          [spec.legW * 1.1, spec.legW * 0.85, spec.legW * 0.65, spec.legW * 0.45, spec.legW * 0.3],
        ),
        c,
      );
    case 'hanging':
      return p.shape(
        `M${n(x + 4)} ${n(y - 12)}Q${n(x - 26)} ${n(y - 4)} ${n(x - 30)} ${n(y + 40)}Q${n(x - 18)} ${n(y + 44)} ${n(x - 8)} ${n(y + 34)}Q${n(x - 10)} ${n(y + 8)} ${n(x + 4)} ${n(y + 6)}Z`,
        spec.tailColour ?? spec.head.earColour ?? darken(c, 0.3),
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
    case 'paddle': {
      // A beaver's (a platypus's) broad flat tail, lying out behind, criss-crossed with scales.
      const dark = spec.tailColour ?? darken(c, 0.45);
      let out = p.shape(
        `M${n(x + 4)} ${n(y + 2)}Q${n(x - 20)} ${n(y - 10)} ${n(x - 46)} ${n(y + 4)}Q${n(x - 58)} ${n(y + 14)} ${n(x - 44)} ${n(y + 22)}Q${n(x - 20)} ${n(y + 24)} ${n(x + 4)} ${n(y + 14)}Z`,
        dark,
      );
      for (const dx of [-14, -26, -38])
        out += p.stroke(`M${n(x + dx)} ${n(y - 2)}L${n(x + dx - 6)} ${n(y + 20)}`, darken(dark, 0.3), 1.5);
      return out;
    }
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
        p.shape(
          limb(
            [
              [x + 2, y - 2],
              [x - 12, y + 12],
              [x - 16, y + 32],
            ],
            [spec.legW * 0.55, spec.legW * 0.38, spec.legW * 0.28],
          ),
          c,
        ) +
        p.shape(
          `M${n(x - 22)} ${n(y + 28)}Q${n(x - 16)} ${n(y + 52)} ${n(x - 9)} ${n(y + 28)}Q${n(x - 16)} ${n(y + 22)} ${n(x - 22)} ${n(y + 28)}Z`,
          darken(c, 0.4),
        )
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

/**
 * A tapered limb round a line of points: each point has its width; the outline runs down one
 * side and back up the other, with rounded ends, as one closed shape to shade and outline.
 */
function limb(points: readonly Point[], widths: readonly number[]): string {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const prev = points[Math.max(0, i - 1)]!;
    const next = points[Math.min(points.length - 1, i + 1)]!;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const half = widths[i]! / 2;
    const [nx, ny] = [-dy / len, dx / len];
    const [x, y] = points[i]!;
    left.push([x + nx * half, y + ny * half]);
    right.push([x - nx * half, y - ny * half]);
  }
  // Round caps: a point beyond each end.
  const cap = (at: Point, from: Point, half: number): Point => {
    const dx = at[0] - from[0];
    const dy = at[1] - from[1];
    const len = Math.hypot(dx, dy) || 1;
    return [at[0] + (dx / len) * half, at[1] + (dy / len) * half];
  };
  const last = points.length - 1;
  return blob([
    cap(points[0]!, points[1]!, widths[0]! * 0.45),
    ...left,
    cap(points[last]!, points[last - 1]!, widths[last]! * 0.45),
    ...right.reverse(),
  ]);
}

/** A hoof: a little flat-bottomed block at the foot. */
function hoofPath([x, y]: Point, w: number): string {
  return `M${n(x - w * 0.5)} ${n(y - w * 0.35)}L${n(x + w * 0.5)} ${n(y - w * 0.35)}L${n(x + w * 0.62)} ${n(y + w * 0.2)}L${n(x - w * 0.55)} ${n(y + w * 0.2)}Z`;
}

/** A point turned by `degrees` about a pivot (SVG's sense: positive is clockwise on screen). */
function turn([x, y]: Point, [px, py]: Point, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  const dx = x - px;
  const dy = y - py;
  return [px + dx * Math.cos(a) - dy * Math.sin(a), py + dx * Math.sin(a) + dy * Math.cos(a)];
}
