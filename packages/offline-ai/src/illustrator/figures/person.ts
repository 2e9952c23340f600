import { darken, mix } from '../colour.js';
import { blob, n, type Pen, type Point } from '../draw/pen.js';
import { face } from './face.js';
import type { Figure } from './figure.js';
import { hairBack, hairFront, headPath, type HeadFrame } from './hair.js';
import { extraBehind, extraOnHead, extraOnBody } from './outfit.js';
import type { PersonLook } from './person-look.js';
import { along, ON_A_BROOM, SKELETONS, type Expression, type Pose } from './pose.js';

/** Head size and limbs by age, relative to the hand's child proportions. */
const AGE = {
  baby: { head: 1.3, limb: 1.25, height: 0.55 },
  child: { head: 1, limb: 1, height: 1 },
  adult: { head: 0.74, limb: 0.95, height: 1.42 },
  elder: { head: 0.76, limb: 0.95, height: 1.34 },
} as const;

export interface PersonOptions {
  pose: Pose;
  expression: Expression;
  /** Where the eyes look: -1..1 (forward/back, down/up). */
  gaze?: [number, number];
  /** A robot's, a teddy's or an animal's head instead of a person's (upright figures). */
  head?: (p: Pen, h: HeadFrame, expression: Expression, gaze: [number, number]) => { back: string; front: string };
}

/**
 * A person in the figure's units: height 100 for a child (adults are drawn taller by `scale`),
 * feet on y = 0, facing +x. The skeleton of the pose places joints; clothes, hair, face and
 * extras follow the look. Answers where the near hand is, for a held thing.
 */
export function drawPerson(p: Pen, look: PersonLook, o: PersonOptions): Figure {
  const age = AGE[look.age];
  // (One with a broom flies astride it, not arms out like a bird.)
  const onBroom = o.pose === 'fly' && look.extras.includes('broom');
  const sk = onBroom ? ON_A_BROOM : SKELETONS[o.pose];
  const headH = 100 * Math.min(0.5, p.hand.figure.headRatio * age.head);
  const headW = headH * (0.9 + 0.06 * p.hand.figure.round);
  const rest = 100 - headH * 0.88;
  const torsoLen = rest * 0.43;
  const legLen = rest * 0.5;
  const limb = 100 * p.hand.figure.limb * age.limb;
  const shoulderHalf = Math.max(limb * 1.35, torsoLen * 0.38) * (look.age === 'baby' ? 1.1 : 1);
  const hipHalf = shoulderHalf * 0.88;
  const lying = sk.turn <= -60;

  // Hips: standing on straight legs, seated, lifted, or lying on the ground.
  let hipY = sk.seat !== null ? -sk.seat : -legLen * legReach(sk.nearLeg, sk.farLeg);
  hipY -= sk.lift;
  if (lying) hipY = -limb * 1.1;
  const hip: Point = [0, hipY];
  const lean = (sk.lean * Math.PI) / 180;
  const shoulder: Point = [hip[0] + Math.sin(lean) * torsoLen, hip[1] - Math.cos(lean) * torsoLen];

  const skin = look.skin;
  const suit = look.top === 'suit';
  const sleeveColour = look.topColour;
  const longSleeves = look.top !== 'tshirt' && look.top !== 'dress';
  const legColour = look.bottom === 'trousers' || suit ? (suit ? look.topColour : look.bottomColour) : skin;
  const longSkirt = look.top === 'robe';

  const limbPoints = (start: Point, angles: readonly [number, number], len: number): [Point, Point, Point] => {
    const [ux, uy] = along(angles[0], len * 0.5);
    const knee: Point = [start[0] + ux, start[1] + uy];
    const [lx, ly] = along(angles[1], len * 0.5);
    return [start, knee, [knee[0] + lx, knee[1] + ly]];
  };

  /** How far forwards the limbs reach (a seated figure's knees and feet, an arm held out). */
  let forward = 0;
  const reaching = (pt: Point, extra: number) => (forward = Math.max(forward, pt[0] + extra));

  const arm = (which: 'near' | 'far') => {
    const angles = which === 'near' ? sk.nearArm : sk.farArm;
    const start: Point = [shoulder[0] + (which === 'near' ? -0.3 : 0.4) * shoulderHalf, shoulder[1] + limb * 0.45];
    const pts = limbPoints(start, angles, torsoLen * 1.12);
    const handR = limb * 0.62;
    const dim = which === 'far' ? 0.12 : 0;
    let out = p.tube(pts, limb, dim ? darken(skin, dim) : skin);
    const sleeveEnd = longSleeves ? 0.92 : 0.42;
    const sleeve = partOf(pts, sleeveEnd);
    out += p.tube(sleeve, limb * 1.18, dim ? darken(sleeveColour, dim) : sleeveColour);
    const hand = pts[2];
    reaching(hand, handR);
    out += p.ellipse(hand[0], hand[1], handR, handR, dim ? darken(skin, dim) : skin, { shade: false });
    return { svg: out, hand };
  };

  const leg = (which: 'near' | 'far') => {
    const angles = which === 'near' ? sk.nearLeg : sk.farLeg;
    const start: Point = [hip[0] + (which === 'near' ? -0.35 : 0.35) * hipHalf, hip[1]];
    const pts = limbPoints(start, angles, legLen);
    const dim = which === 'far' ? 0.14 : 0;
    const colour = (c: string) => (dim ? darken(c, dim) : c);
    let out = '';
    if (look.extras.includes('tail') && !suit) return ''; // a mermaid has one tail, drawn with the body
    out += p.tube(pts, limb * 1.1, colour(legColour));
    if (look.bottom === 'shorts' && !suit) out += p.tube(partOf(pts, 0.45), limb * 1.3, colour(look.bottomColour));
    const foot = pts[2];
    const shoe = suit ? mix(look.topColour, '#666666', 0.3) : look.shoes;
    const footLen = limb * 1.9;
    const toe = along(angles[1] + 90, 1);
    reaching(pts[1], limb * 0.55);
    reaching(foot, footLen * 0.85);
    out += p.ellipse(
      foot[0] + toe[0] * footLen * 0.3,
      foot[1] + toe[1] * footLen * 0.3 + limb * 0.15,
      footLen * 0.55,
      limb * 0.55,
      colour(shoe),
    );
    return out;
  };

  // Head frame (before tilt; the head group rotates about the neck).
  const neck: Point = [shoulder[0] + Math.sin(lean) * 2, shoulder[1] - 1];
  const h: HeadFrame = { x: neck[0] + headW * 0.04, y: neck[1] - headH * 0.45, rx: headW / 2, ry: headH / 2 };
  const gaze: [number, number] = o.gaze ?? [0.6, o.pose === 'lookUp' ? -0.8 : sk.tilt < -8 ? 0.6 : 0];

  let svg = '';
  // Behind everything: cape, wings, long hair, backpack.
  svg += extraBehind(p, look, { shoulder, hip, shoulderHalf, torsoLen, limb, head: h });
  if (!o.head) svg += hairBack(p, h, look.hairStyle, look.hair);

  const far = arm('far');
  svg += far.svg;
  svg += leg('far');
  svg += leg('near');

  // Torso: shoulders to hips; a dress or robe flares into a skirt.
  const waistY = shoulder[1] + torsoLen * 0.72;
  const sx = shoulder[0];
  const hx = hip[0];
  const torsoPts: Point[] = [
    [sx - shoulderHalf, shoulder[1] + limb * 0.5],
    [sx - shoulderHalf * 0.6, shoulder[1] - limb * 0.1],
    [sx + shoulderHalf * 0.6, shoulder[1] - limb * 0.1],
    [sx + shoulderHalf, shoulder[1] + limb * 0.5],
    [hx + hipHalf, hip[1] + limb * 0.3],
    [hx - hipHalf, hip[1] + limb * 0.3],
  ];
  const skirted = look.top === 'dress' || look.top === 'robe' || look.bottom === 'skirt';
  if (look.extras.includes('tail') && !suit) svg += mermaidTail(p, hip, hipHalf, legLen, look.extraColour, sk.turn !== 0);
  if (!skirted && !suit && look.bottom !== 'shorts')
    svg += p.shape(
      blob([
        [hx - hipHalf, hip[1] - limb * 0.4],
        [hx + hipHalf, hip[1] - limb * 0.4],
        [hx + hipHalf * 0.9, hip[1] + limb * 1.2],
        [hx - hipHalf * 0.9, hip[1] + limb * 1.2],
      ]),
      look.bottomColour,
    );
  if (skirted) {
    const skirtColour = look.top === 'dress' || look.top === 'robe' ? look.topColour : look.bottomColour;
    // (A long robe reaches the ground, or hangs to the shins of one up on a broom.)
    const hem = longSkirt ? (onBroom ? hip[1] + legLen * 0.7 : -2) : hip[1] + legLen * 0.42;
    const flare = hipHalf * (longSkirt ? 1.5 : 1.75);
    svg += p.shape(
      `M${n(hx - hipHalf * 0.8)} ${n(waistY)}L${n(hx + hipHalf * 0.8)} ${n(waistY)}Q${n(hx + flare * 0.9)} ${n((waistY + hem) / 2)} ${n(hx + flare)} ${n(hem)}Q${n(hx)} ${n(hem + limb * 0.7)} ${n(hx - flare)} ${n(hem)}Q${n(hx - flare * 0.9)} ${n((waistY + hem) / 2)} ${n(hx - hipHalf * 0.8)} ${n(waistY)}Z`,
      skirtColour,
    );
  }
  if (onBroom) svg += broom(p, hip, legLen, limb);
  const topLength = look.top === 'coat' ? limb * 1.6 : 0;
  svg += p.shape(blob(torsoPts.map(([x, y], i) => [x, i >= 4 ? y + topLength : y])), look.topColour);
  svg += clothesDetail(p, look, { shoulder, hip, shoulderHalf, hipHalf, limb, waistY });
  svg += extraOnBody(p, look, { shoulder, hip, shoulderHalf, torsoLen, limb, head: h });

  // Neck and head, tilted about the neck.
  let head = p.tube([neck, [neck[0], neck[1] + limb * 0.6]], limb * 0.9, skin, { line: false });
  if (o.head) {
    const parts = o.head(p, h, o.expression, gaze);
    head += parts.back + parts.front;
  } else {
    // The far ear shows at the back of a head turned to the front.
    head += p.ellipse(h.x - h.rx * 0.78, h.y + h.ry * 0.12, h.rx * 0.18, h.ry * 0.22, skin);
    head += p.shape(headPath(h, p.hand.figure.chin), skin, { gloss: p.hand.shading === 'soft' && 'sheen' });
    if (look.age === 'baby')
      head += p.stroke(
        `M${n(h.x)} ${n(h.y - h.ry)}q${n(h.rx * 0.2)} ${n(-h.ry * 0.3)} ${n(h.rx * 0.35)} ${n(-h.ry * 0.05)}`,
        look.hair,
        3,
      );
    const front = h.rx * 0.16;
    const frame = {
      x: h.x + front,
      y: h.y + h.ry * 0.1,
      spread: h.rx * 0.4,
      eye: h.rx * 0.15 * p.hand.figure.eyeScale,
      mouthY: h.y + h.ry * (p.hand.figure.chin === 'pointed' ? 0.5 : 0.55),
      mouth: h.rx * 0.22,
      gaze,
    };
    // A nose: a small shaded bump towards the front.
    const noseY = h.y + h.ry * 0.34;
    if (p.hand.figure.eyes === 'anime')
      head += p.stroke(`M${n(frame.x + h.rx * 0.1)} ${n(noseY - 2)}l${n(h.rx * 0.05)} ${n(h.ry * 0.08)}`, p.hand.line.ink, 2);
    else
      head += p.ellipse(frame.x + h.rx * 0.1, noseY, h.rx * 0.08, h.ry * 0.06, darken(skin, 0.12), { line: false, shade: false });
    head += face(p, frame, o.expression, look.eyes, mix(skin, '#ff5a6a', 0.45));
    if (look.extras.includes('beard')) head += beard(p, h, look.hair);
    if (o.expression === 'nervous' && p.hand.shading !== 'wash')
      head += `<path d="M${n(h.x + h.rx * 0.82)} ${n(h.y - h.ry * 0.5)}q${n(h.rx * 0.12)} ${n(h.ry * 0.2)} 0 ${n(h.ry * 0.28)}q${n(-h.rx * 0.12)} ${n(-h.ry * 0.08)} 0 ${n(-h.ry * 0.28)}Z" fill="#8fd3ff"/>`;
    if (o.pose === 'cry') head += tears(frame);
    head += hairFront(p, h, look.hairStyle, look.hair);
    head += extraOnHead(p, look, h);
  }
  const tilt = -sk.tilt;
  svg += tilt ? `<g transform="rotate(${n(tilt)} ${n(neck[0])} ${n(neck[1])})">${head}</g>` : head;

  const near = arm('near');
  if (look.extras.includes('axe')) svg += axe(p, near.hand, limb, torsoLen);
  svg += near.svg;

  // The whole figure turns about its hips to fly, swim or lie down.
  let hand = near.hand;
  if (sk.turn) {
    svg = `<g transform="rotate(${n(sk.turn)} ${n(hip[0])} ${n(hip[1])})">${svg}</g>`;
    hand = rotate(hand, hip, sk.turn);
  }
  const top = lying ? hipY - headH : Math.min(h.y - h.ry * 1.2, hipY - torsoLen - headH);
  return {
    svg,
    height: -top,
    halfWidth: lying ? 55 : Math.max(shoulderHalf * 1.6, 26),
    ...(!lying && !sk.turn && forward > Math.max(shoulderHalf * 1.6, 26) && { front: forward }),
    hand,
    head: sk.turn ? rotate([h.x, h.y], hip, sk.turn) : [h.x, h.y],
    seat: null,
    scale: AGE[look.age].height,
  };
}

/** A broomstick under the hips, its bristles out behind. */
function broom(p: Pen, hip: Point, legLen: number, limb: number): string {
  const y = hip[1] + limb * 0.9;
  const back: Point = [hip[0] - legLen * 1.1, y + limb * 0.6];
  const front: Point = [hip[0] + legLen * 1.25, y - limb * 0.6];
  let out = p.tube([back, [hip[0], y], front], limb * 0.55, '#8a5a2b');
  const [bx, by] = back;
  const w = legLen * 0.7;
  const h = limb * 1.6;
  out += p.shape(
    `M${n(bx + limb * 0.4)} ${n(by - limb * 0.5)}L${n(bx - w)} ${n(by - h)}Q${n(bx - w * 1.1)} ${n(by)} ${n(bx - w)} ${n(by + h)}L${n(bx + limb * 0.4)} ${n(by + limb * 0.5)}Z`,
    '#e0b34a',
  );
  out += p.tube(
    [
      [bx + limb * 0.2, by - limb * 0.6],
      [bx + limb * 0.2, by + limb * 0.6],
    ],
    limb * 0.5,
    '#c0392b',
  );
  return `<g data-broom="1">${out}</g>`;
}

/** A woodcutter's axe, held low by the handle, its head down by the knee and its blade forwards. */
function axe(p: Pen, hand: Point, limb: number, torsoLen: number): string {
  const [hx, hy] = hand;
  const top: Point = [hx - limb * 0.3, hy - limb * 1.1];
  const low: Point = [hx + limb * 0.6, hy + torsoLen * 0.95];
  let out = p.tube([top, hand, low], limb * 0.5, '#8a5a2b');
  const [lx, ly] = low;
  const w = limb * 2;
  const h = limb * 1.6;
  out += p.shape(
    `M${n(lx - limb * 0.2)} ${n(ly - h * 0.2)}L${n(lx + w)} ${n(ly - h * 0.55)}Q${n(lx + w * 1.15)} ${n(ly)} ${n(lx + w)} ${n(ly + h * 0.55)}L${n(lx - limb * 0.2)} ${n(ly + h * 0.2)}Z`,
    '#aeb6bf',
  );
  return `<g data-axe="1">${out}</g>`;
}

/** How far below the hips the feet reach for two legs' angles (1 when straight). */
function legReach(near: readonly [number, number], far: readonly [number, number]): number {
  const reach = (a: readonly [number, number]) => 0.5 * Math.cos((a[0] * Math.PI) / 180) + 0.5 * Math.cos((a[1] * Math.PI) / 180);
  return Math.max(reach(near), reach(far), 0.3);
}

/** The first `share` of a two-segment limb. */
function partOf(pts: [Point, Point, Point], share: number): Point[] {
  if (share <= 0.5) {
    const t = share / 0.5;
    return [pts[0], [pts[0][0] + (pts[1][0] - pts[0][0]) * t, pts[0][1] + (pts[1][1] - pts[0][1]) * t]];
  }
  const t = (share - 0.5) / 0.5;
  return [pts[0], pts[1], [pts[1][0] + (pts[2][0] - pts[1][0]) * t, pts[1][1] + (pts[2][1] - pts[1][1]) * t]];
}

function rotate(pt: Point, about: Point, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  const dx = pt[0] - about[0];
  const dy = pt[1] - about[1];
  return [about[0] + dx * Math.cos(a) - dy * Math.sin(a), about[1] + dx * Math.sin(a) + dy * Math.cos(a)];
}

interface BodyFrame {
  shoulder: Point;
  hip: Point;
  shoulderHalf: number;
  hipHalf: number;
  limb: number;
  waistY: number;
}

/** Collars, buttons, a hood, a belt: what tells a t-shirt from a coat. */
function clothesDetail(p: Pen, look: PersonLook, b: BodyFrame): string {
  const [sx, sy] = b.shoulder;
  const line = darken(look.topColour, 0.35);
  let out = '';
  switch (look.top) {
    case 'tshirt':
    case 'sweater':
      out += p.stroke(
        `M${n(sx - b.shoulderHalf * 0.35)} ${n(sy)}Q${n(sx)} ${n(sy + b.limb * 0.9)} ${n(sx + b.shoulderHalf * 0.35)} ${n(sy)}`,
        line,
        2,
      );
      break;
    case 'coat':
      out += p.stroke(`M${n(sx)} ${n(sy + b.limb * 0.4)}L${n(b.hip[0])} ${n(b.hip[1] + b.limb * 1.5)}`, line, 2);
      for (let i = 0; i < 3; i += 1)
        out += `<circle cx="${n(sx + b.shoulderHalf * 0.18)}" cy="${n(sy + b.limb * (1.2 + i * 1.3))}" r="${n(b.limb * 0.18)}" fill="${darken(look.topColour, 0.45)}"/>`;
      break;
    case 'hoodie':
      out += p.shape(
        blob([
          [sx - b.shoulderHalf * 0.9, sy],
          [sx - b.shoulderHalf * 0.3, sy - b.limb * 0.8],
          [sx + b.shoulderHalf * 0.2, sy - b.limb * 0.3],
          [sx + b.shoulderHalf * 0.1, sy + b.limb * 0.5],
        ]),
        darken(look.topColour, 0.1),
      );
      out += `<rect x="${n(sx - b.shoulderHalf * 0.5)}" y="${n(b.waistY - b.limb * 0.6)}" width="${n(b.shoulderHalf)}" height="${n(b.limb * 1.1)}" rx="${n(b.limb * 0.3)}" fill="${darken(look.topColour, 0.12)}"/>`;
      break;
    case 'dress':
      // A sash a shade deeper than the dress, shaded with it (a pale flat band read as a highlight).
      out += p.shape(
        `M${n(b.hip[0] - b.hipHalf * 0.8)} ${n(b.waistY - b.limb * 0.2)}L${n(b.hip[0] + b.hipHalf * 0.8)} ${n(b.waistY - b.limb * 0.2)}L${n(b.hip[0] + b.hipHalf * 0.8)} ${n(b.waistY + b.limb * 0.22)}L${n(b.hip[0] - b.hipHalf * 0.8)} ${n(b.waistY + b.limb * 0.22)}Z`,
        darken(look.topColour, 0.22),
        { line: false },
      );
      break;
    case 'robe':
      out += `<rect x="${n(b.hip[0] - b.hipHalf * 0.9)}" y="${n(b.waistY)}" width="${n(b.hipHalf * 1.8)}" height="${n(b.limb * 0.5)}" fill="${look.extraColour}"/>`;
      break;
    case 'suit':
      out += `<rect x="${n(sx - b.shoulderHalf * 0.45)}" y="${n(sy + b.limb * 0.9)}" width="${n(b.shoulderHalf * 0.9)}" height="${n(b.limb * 1.1)}" rx="3" fill="#8fb6d9" stroke="#5f7185" stroke-width="1.2"/>`;
      break;
    case 'armour':
      for (let i = 0; i < 3; i += 1)
        out += p.stroke(
          `M${n(sx - b.shoulderHalf * 0.8)} ${n(sy + b.limb * (1 + i * 1.1))}Q${n(sx)} ${n(sy + b.limb * (1.4 + i * 1.1))} ${n(sx + b.shoulderHalf * 0.8)} ${n(sy + b.limb * (1 + i * 1.1))}`,
          darken(look.topColour, 0.35),
          2,
        );
      break;
  }
  return out;
}

function beard(p: Pen, h: HeadFrame, colour: string): string {
  return (
    p.shape(
      blob([
        [h.x - h.rx * 0.75, h.y + h.ry * 0.2],
        [h.x + h.rx * 0.9, h.y + h.ry * 0.2],
        [h.x + h.rx * 0.8, h.y + h.ry * 0.95],
        [h.x + h.rx * 0.2, h.y + h.ry * 1.5],
        [h.x - h.rx * 0.5, h.y + h.ry * 1.0],
      ]),
      colour,
    ) +
    `<ellipse cx="${n(h.x + h.rx * 0.18)}" cy="${n(h.y + h.ry * 0.58)}" rx="${n(h.rx * 0.2)}" ry="${n(h.ry * 0.08)}" fill="#7a2a2e"/>`
  );
}

function tears(f: { x: number; y: number; spread: number; eye: number }): string {
  return [-1, 1]
    .map(
      (side) =>
        `<path d="M${n(f.x + side * f.spread)} ${n(f.y + f.eye)}q${n(-f.eye * 0.5)} ${n(f.eye * 1.3)} 0 ${n(f.eye * 1.6)}q${n(f.eye * 0.5)} ${n(-f.eye * 0.3)} 0 ${n(-f.eye * 1.6)}Z" fill="#8fd3ff" opacity="0.9"/>`,
    )
    .join('');
}

function mermaidTail(p: Pen, hip: Point, hipHalf: number, legLen: number, colour: string, turned: boolean): string {
  const [x, y] = hip;
  const end = y + legLen * 0.95;
  const sway = turned ? 0 : legLen * 0.25;
  return (
    p.shape(
      `M${n(x - hipHalf)} ${n(y - 4)}L${n(x + hipHalf)} ${n(y - 4)}Q${n(x + hipHalf * 0.9 + sway)} ${n(y + legLen * 0.5)} ${n(x + sway * 1.4)} ${n(end)}L${n(x + sway * 1.2 - hipHalf * 0.2)} ${n(end)}Q${n(x - hipHalf + sway * 0.4)} ${n(y + legLen * 0.5)} ${n(x - hipHalf)} ${n(y - 4)}Z`,
      colour,
    ) +
    p.shape(
      `M${n(x + sway * 1.3)} ${n(end - 4)}Q${n(x + sway * 1.3 + hipHalf * 1.4)} ${n(end - legLen * 0.1)} ${n(x + sway * 1.3 + hipHalf * 1.7)} ${n(end + legLen * 0.12)}Q${n(x + sway * 1.3 + hipHalf * 0.6)} ${n(end + legLen * 0.05)} ${n(x + sway * 1.3)} ${n(end + legLen * 0.02)}Q${n(x + sway * 1.3 - hipHalf * 0.6)} ${n(end + legLen * 0.05)} ${n(x + sway * 1.3 - hipHalf * 1.7)} ${n(end + legLen * 0.12)}Q${n(x + sway * 1.3 - hipHalf * 1.4)} ${n(end - legLen * 0.1)} ${n(x + sway * 1.3)} ${n(end - 4)}Z`,
      mix(colour, '#ffffff', 0.2),
    ) +
    // Scales: a few arcs.
    [0.25, 0.5]
      .map((t) =>
        p.stroke(
          `M${n(x - hipHalf * 0.6 + sway * t)} ${n(y + legLen * t)}q${n(hipHalf * 0.3)} ${n(legLen * 0.08)} ${n(hipHalf * 0.6)} 0q${n(hipHalf * 0.3)} ${n(legLen * 0.08)} ${n(hipHalf * 0.6)} 0`,
          darken(colour, 0.3),
          1.5,
        ),
      )
      .join('')
  );
}
