import { mix } from '../colour.js';
import { n, type Pen } from '../draw/pen.js';
import type { Expression } from './pose.js';

/** Where a face is drawn: eye line, eye spacing and size, mouth, all in the figure's units. */
export interface FaceFrame {
  /** Centre between the eyes. */
  x: number;
  y: number;
  /** Half the distance between the eye centres. */
  spread: number;
  /** Eye radius. */
  eye: number;
  mouthY: number;
  /** Where the mouth is across, when not under the eyes (a horse's muzzle). */
  mouthX?: number;
  /** Mouth half-width. */
  mouth: number;
  /** Where the eyes look, -1..1 in x and y (0,0 straight ahead). */
  gaze: [number, number];
}

const INK = '#2a1d1a';

/**
 * Eyes, brows, mouth and cheeks of any face (children, animals, robots share it), drawn in the
 * hand's way: dots, round rendered eyes, lashed eyes or tall anime eyes, with the expression.
 */
export function face(p: Pen, f: FaceFrame, expression: Expression, irisColour: string, blush: string | null): string {
  const line = p.hand.line.kind === 'ink' ? p.hand.line.ink : INK;
  // Face lines in the figure's units, about 2-4 canvas pixels whatever the figure's size.
  const w = Math.max(2, p.hand.line.width * 0.75) / p.k;
  let out = '';
  if (blush && expression !== 'sad' && expression !== 'scared')
    for (const side of [-1, 1])
      out += `<ellipse cx="${n(f.x + side * f.spread * 1.12)}" cy="${n(f.y + f.eye * 1.7)}" rx="${n(f.eye * 1.1)}" ry="${n(f.eye * 0.6)}" fill="${blush}" opacity="${p.hand.shading === 'cel' ? 0.55 : 0.4}"/>`;
  for (const side of [-1, 1] as const) out += eye(p, f, side, expression, irisColour, line, w);
  out += brows(p, f, expression, line, w);
  out += mouth(p, f, expression, line, w);
  return out;
}

function eye(p: Pen, f: FaceFrame, side: -1 | 1, expression: Expression, iris: string, line: string, w: number): string {
  const cx = f.x + side * f.spread;
  const cy = f.y;
  // The far eye (towards the front of a turned head) is narrower.
  const r = f.eye * (side === 1 ? 0.9 : 1);
  const closed = expression === 'joy' || expression === 'sleepy';
  if (closed) {
    const d =
      expression === 'joy'
        ? `M${n(cx - r)} ${n(cy + r * 0.2)}Q${n(cx)} ${n(cy - r * 1.1)} ${n(cx + r)} ${n(cy + r * 0.2)}`
        : `M${n(cx - r)} ${n(cy)}Q${n(cx)} ${n(cy + r * 0.8)} ${n(cx + r)} ${n(cy)}`;
    return p.stroke(d, line, w * 1.3 * p.k);
  }
  const wide = expression === 'surprised' || expression === 'scared' ? 1.22 : 1;
  const gx = f.gaze[0] * r * 0.35;
  const gy = f.gaze[1] * r * 0.3;
  const pupilScale = expression === 'scared' ? 0.45 : 1;
  const lids = expression === 'calm' || expression === 'determined' || expression === 'angry';
  let out = '';
  switch (p.hand.figure.eyes) {
    case 'dot': {
      // Small painted eyes: a dark oval with the iris colour round its rim and one catch light.
      const rx = r * 0.55 * wide;
      const ry = r * 0.78 * wide;
      out += `<ellipse cx="${n(cx + gx)}" cy="${n(cy + gy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${mix(iris, '#1a120c', 0.25)}"/>`;
      out += `<ellipse cx="${n(cx + gx)}" cy="${n(cy + gy + ry * 0.15)}" rx="${n(rx * 0.55 * pupilScale)}" ry="${n(ry * 0.55 * pupilScale)}" fill="#140d0a"/>`;
      out += `<circle cx="${n(cx + gx - rx * 0.3)}" cy="${n(cy + gy - ry * 0.35)}" r="${n(rx * 0.3)}" fill="#ffffff" opacity="0.9"/>`;
      if (lids)
        out += p.stroke(`M${n(cx - rx * 1.3)} ${n(cy - ry * 0.2)}L${n(cx + rx * 1.3)} ${n(cy - ry * 0.35)}`, line, w * p.k);
      return out;
    }
    case 'round': {
      // Rendered eyes: big white ball, large iris with depth, pupil and two highlights.
      const rx = r * 1.05 * wide;
      const ry = r * 1.15 * wide;
      out += p.ellipse(cx, cy, rx, ry, '#fbfbf8', { gloss: false });
      const ir = r * 0.72;
      const grad = p.def(
        (id) =>
          `<radialGradient id="${id}" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${mix(iris, '#ffffff', 0.35)}"/><stop offset="0.7" stop-color="${iris}"/><stop offset="1" stop-color="${mix(iris, '#000000', 0.45)}"/></radialGradient>`,
      );
      out += `<circle cx="${n(cx + gx)}" cy="${n(cy + gy)}" r="${n(ir)}" fill="url(#${grad})"/>`;
      out += `<circle cx="${n(cx + gx)}" cy="${n(cy + gy)}" r="${n(ir * 0.48 * pupilScale)}" fill="#120c0a"/>`;
      out += `<circle cx="${n(cx + gx - ir * 0.35)}" cy="${n(cy + gy - ir * 0.38)}" r="${n(ir * 0.3)}" fill="#ffffff"/>`;
      out += `<circle cx="${n(cx + gx + ir * 0.3)}" cy="${n(cy + gy + ir * 0.32)}" r="${n(ir * 0.13)}" fill="#ffffff" opacity="0.85"/>`;
      if (lids)
        out += `<path d="M${n(cx - rx)} ${n(cy - ry * 0.1)}Q${n(cx)} ${n(cy - ry * 1.3)} ${n(cx + rx)} ${n(cy - ry * 0.1)}Z" fill="${mix(iris, '#d9a384', 0.85)}" opacity="0.9"/>`;
      return out;
    }
    case 'lashed': {
      // Classic animation: almond white, coloured iris, black pupil, a heavy upper lash line.
      const rx = r * 1.0 * wide;
      const ry = r * 1.05 * wide;
      out += `<path d="M${n(cx - rx)} ${n(cy)}Q${n(cx)} ${n(cy - ry * 1.5)} ${n(cx + rx)} ${n(cy - ry * 0.1)}Q${n(cx)} ${n(cy + ry * 1.2)} ${n(cx - rx)} ${n(cy)}Z" fill="#ffffff"/>`;
      const ir = r * 0.62;
      out += `<circle cx="${n(cx + gx)}" cy="${n(cy + gy - ir * 0.05)}" r="${n(ir)}" fill="${iris}"/>`;
      out += `<circle cx="${n(cx + gx)}" cy="${n(cy + gy - ir * 0.05)}" r="${n(ir * 0.5 * pupilScale)}" fill="#120c0a"/>`;
      out += `<circle cx="${n(cx + gx - ir * 0.35)}" cy="${n(cy + gy - ir * 0.4)}" r="${n(ir * 0.28)}" fill="#ffffff"/>`;
      out += p.stroke(
        `M${n(cx - rx * 1.05)} ${n(cy + ry * 0.05)}Q${n(cx)} ${n(cy - ry * 1.55)} ${n(cx + rx * 1.08)} ${n(cy - ry * 0.15)}`,
        line,
        w * 1.7 * p.k,
      );
      // Two flicks of lashes at the outer corner.
      const outer = side === -1 ? cx - rx : cx + rx;
      const dir = side;
      out += p.stroke(`M${n(outer)} ${n(cy - ry * 0.1)}l${n(dir * r * 0.45)} ${n(-r * 0.35)}`, line, w * 1.1 * p.k);
      if (lids) out += p.stroke(`M${n(cx - rx)} ${n(cy - ry * 0.3)}L${n(cx + rx)} ${n(cy - ry * 0.45)}`, line, w * p.k);
      return out;
    }
    case 'anime': {
      // Tall eyes: a thick upper lash, an iris in two bands (dark top, light bottom), a large and a
      // small highlight.
      const rx = r * 0.95 * wide;
      const ry = r * 1.45 * wide;
      out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#ffffff"/>`;
      const clip = p.def(
        (id) => `<clipPath id="${id}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`,
      );
      const irx = rx * 0.78;
      const iry = ry * 0.86;
      out += `<g clip-path="url(#${clip})">`;
      out += `<ellipse cx="${n(cx + gx)}" cy="${n(cy + gy + ry * 0.08)}" rx="${n(irx)}" ry="${n(iry)}" fill="${iris}"/>`;
      out += `<ellipse cx="${n(cx + gx)}" cy="${n(cy + gy - iry * 0.35)}" rx="${n(irx)}" ry="${n(iry * 0.62)}" fill="${mix(iris, '#000000', 0.45)}"/>`;
      out += `<ellipse cx="${n(cx + gx)}" cy="${n(cy + gy + iry * 0.55)}" rx="${n(irx * 0.62)}" ry="${n(iry * 0.3)}" fill="${mix(iris, '#ffffff', 0.45)}"/>`;
      out += `<ellipse cx="${n(cx + gx)}" cy="${n(cy + gy + ry * 0.02)}" rx="${n(irx * 0.42 * pupilScale)}" ry="${n(iry * 0.5 * pupilScale)}" fill="#0e0a14"/>`;
      out += `</g>`;
      out += `<ellipse cx="${n(cx + gx - irx * 0.35)}" cy="${n(cy + gy - iry * 0.38)}" rx="${n(irx * 0.34)}" ry="${n(iry * 0.26)}" fill="#ffffff"/>`;
      out += `<circle cx="${n(cx + gx + irx * 0.4)}" cy="${n(cy + gy + iry * 0.35)}" r="${n(irx * 0.14)}" fill="#ffffff"/>`;
      out += `<path d="M${n(cx - rx * 1.15)} ${n(cy - ry * 0.45)}Q${n(cx)} ${n(cy - ry * 1.35)} ${n(cx + rx * 1.2)} ${n(cy - ry * 0.6)}L${n(cx + rx * 1.1)} ${n(cy - ry * 0.4)}Q${n(cx)} ${n(cy - ry * 1.08)} ${n(cx - rx * 1.05)} ${n(cy - ry * 0.3)}Z" fill="${line}"/>`;
      if (lids) out += p.stroke(`M${n(cx - rx)} ${n(cy - ry * 0.5)}L${n(cx + rx)} ${n(cy - ry * 0.6)}`, line, w * p.k);
      return out;
    }
  }
}

function brows(p: Pen, f: FaceFrame, expression: Expression, line: string, w: number): string {
  const lift = expression === 'surprised' || expression === 'scared' ? 1.5 : 1;
  const by = f.y - f.eye * (p.hand.figure.eyes === 'anime' ? 2.3 : p.hand.figure.eyes === 'dot' ? 1.6 : 1.9) * lift;
  const len = f.eye * (p.hand.figure.eyes === 'dot' ? 0.8 : 1.1);
  let out = '';
  for (const side of [-1, 1]) {
    const cx = f.x + side * f.spread;
    // Inner end (towards the nose) up for sad, scared and nervous; down for angry and determined.
    let inner = 0;
    if (expression === 'sad' || expression === 'scared' || expression === 'nervous') inner = -f.eye * 0.55;
    if (expression === 'angry') inner = f.eye * 0.6;
    if (expression === 'determined') inner = f.eye * 0.3;
    let outer = 0;
    if (expression === 'curious' && side === 1) outer = -f.eye * 0.5;
    const innerX = cx - side * len;
    const outerX = cx + side * len;
    out += p.stroke(
      `M${n(innerX)} ${n(by + inner)}Q${n(cx)} ${n(by - f.eye * 0.35 + (inner + outer) / 2)} ${n(outerX)} ${n(by + outer + f.eye * 0.1)}`,
      line,
      w * 1.15 * p.k,
    );
  }
  return out;
}

function mouth(p: Pen, f: FaceFrame, expression: Expression, line: string, w: number): string {
  const x = f.mouthX ?? f.x + f.spread * 0.1;
  const y = f.mouthY;
  const m = f.mouth;
  const inside = '#7a2a2e';
  const tongue = '#e46a6a';
  switch (expression) {
    case 'joy': {
      // A wide open laugh: a D-shaped mouth with a tongue.
      const d = `M${n(x - m)} ${n(y - m * 0.15)}Q${n(x)} ${n(y - m * 0.05)} ${n(x + m)} ${n(y - m * 0.15)}Q${n(x + m * 0.8)} ${n(y + m * 1.1)} ${n(x)} ${n(y + m * 1.1)}Q${n(x - m * 0.8)} ${n(y + m * 1.1)} ${n(x - m)} ${n(y - m * 0.15)}Z`;
      return (
        `<path d="${d}" fill="${inside}" stroke="${line}" stroke-width="${n(w)}" stroke-linejoin="round"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y + m * 0.75)}" rx="${n(m * 0.5)}" ry="${n(m * 0.28)}" fill="${tongue}"/>`
      );
    }
    case 'surprised':
    case 'scared':
      return `<ellipse cx="${n(x)}" cy="${n(y + m * 0.2)}" rx="${n(m * 0.42)}" ry="${n(m * (expression === 'scared' ? 0.4 : 0.55))}" fill="${inside}" stroke="${line}" stroke-width="${n(w)}"/>`;
    case 'sad':
      return p.stroke(
        `M${n(x - m * 0.7)} ${n(y + m * 0.4)}Q${n(x)} ${n(y - m * 0.35)} ${n(x + m * 0.7)} ${n(y + m * 0.4)}`,
        line,
        w * 1.2 * p.k,
      );
    case 'nervous':
      // Biting the lower lip: a flat line with two small teeth over it.
      return (
        p.stroke(
          `M${n(x - m * 0.75)} ${n(y + m * 0.1)}Q${n(x)} ${n(y - m * 0.12)} ${n(x + m * 0.75)} ${n(y + m * 0.1)}`,
          line,
          w * 1.1 * p.k,
        ) +
        `<rect x="${n(x - m * 0.3)}" y="${n(y - m * 0.05)}" width="${n(m * 0.6)}" height="${n(m * 0.28)}" rx="${n(m * 0.08)}" fill="#ffffff" stroke="${line}" stroke-width="${n(w * 0.6)}"/>`
      );
    case 'angry':
    case 'determined':
      return p.stroke(
        `M${n(x - m * 0.6)} ${n(y + m * 0.1)}Q${n(x)} ${n(y + m * (expression === 'angry' ? -0.1 : 0.25))} ${n(x + m * 0.6)} ${n(y)}`,
        line,
        w * 1.15 * p.k,
      );
    case 'sleepy':
      return `<ellipse cx="${n(x)}" cy="${n(y + m * 0.15)}" rx="${n(m * 0.22)}" ry="${n(m * 0.18)}" fill="${inside}"/>`;
    case 'calm':
    case 'curious':
      return p.stroke(
        `M${n(x - m * 0.55)} ${n(y)}Q${n(x)} ${n(y + m * 0.45)} ${n(x + m * 0.6)} ${n(y - m * 0.05)}`,
        line,
        w * 1.1 * p.k,
      );
    case 'happy':
    default: {
      // A smile that opens a little: white teeth line in the rendered and classic hands.
      if (p.hand.figure.eyes === 'dot' || p.hand.figure.eyes === 'anime')
        return p.stroke(
          `M${n(x - m * 0.75)} ${n(y - m * 0.1)}Q${n(x)} ${n(y + m * 0.75)} ${n(x + m * 0.8)} ${n(y - m * 0.15)}`,
          line,
          w * 1.2 * p.k,
        );
      const d = `M${n(x - m * 0.8)} ${n(y - m * 0.1)}Q${n(x)} ${n(y + m * 0.2)} ${n(x + m * 0.8)} ${n(y - m * 0.15)}Q${n(x)} ${n(y + m * 1.0)} ${n(x - m * 0.8)} ${n(y - m * 0.1)}Z`;
      return `<path d="${d}" fill="${inside}" stroke="${line}" stroke-width="${n(w)}" stroke-linejoin="round"/><path d="M${n(x - m * 0.6)} ${n(y)}Q${n(x)} ${n(y + m * 0.25)} ${n(x + m * 0.6)} ${n(y - m * 0.02)}L${n(x + m * 0.5)} ${n(y + m * 0.2)}Q${n(x)} ${n(y + m * 0.42)} ${n(x - m * 0.5)} ${n(y + m * 0.2)}Z" fill="#ffffff"/>`;
    }
  }
}
