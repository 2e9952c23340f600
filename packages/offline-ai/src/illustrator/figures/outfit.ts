import { darken, mix } from '../colour.js';
import { blob, n, type Pen, type Point } from '../draw/pen.js';
import type { HeadFrame } from './hair.js';
import type { PersonLook } from './person-look.js';

interface Frame {
  shoulder: Point;
  hip: Point;
  shoulderHalf: number;
  torsoLen: number;
  limb: number;
  head: HeadFrame;
}

/** Worn behind the body: a cape, fairy wings, a backpack, a hood. */
export function extraBehind(p: Pen, look: PersonLook, f: Frame): string {
  const [sx, sy] = f.shoulder;
  let out = '';
  if (look.extras.includes('wings')) {
    for (const [dx, dy, s] of [
      [-1, -1, 1],
      [-0.8, 0.35, 0.7],
    ] as const) {
      const wx = sx - f.shoulderHalf * 0.6;
      const wy = sy + f.limb;
      const d = `M${n(wx)} ${n(wy)}Q${n(wx + dx * 40 * s)} ${n(wy + dy * 46 * s)} ${n(wx + dx * 34 * s)} ${n(wy + dy * 8 * s)}Q${n(wx + dx * 22 * s)} ${n(wy + 6)} ${n(wx)} ${n(wy)}Z`;
      out += p.shape(d, mix(look.extraColour, '#ffffff', 0.55), { opacity: 0.8 });
    }
  }
  if (look.extras.includes('cape')) {
    const bottom = f.hip[1] + f.torsoLen * 0.9;
    out += p.shape(
      `M${n(sx - f.shoulderHalf)} ${n(sy + 2)}L${n(sx + f.shoulderHalf * 0.6)} ${n(sy + 2)}Q${n(sx - f.shoulderHalf * 0.2)} ${n(bottom * 0.6 + sy * 0.4)} ${n(sx - f.shoulderHalf * 1.2)} ${n(bottom)}L${n(sx - f.shoulderHalf * 3.2)} ${n(bottom - 6)}Q${n(sx - f.shoulderHalf * 2.2)} ${n((sy + bottom) / 2)} ${n(sx - f.shoulderHalf)} ${n(sy + 2)}Z`,
      look.extraColour,
    );
  }
  if (look.extras.includes('backpack') || look.top === 'suit') {
    const colour = look.top === 'suit' ? '#d9dee6' : look.extraColour;
    out += p.shape(
      blob([
        [sx - f.shoulderHalf * 1.9, sy + f.limb * 0.6],
        [sx - f.shoulderHalf * 0.7, sy + f.limb * 0.4],
        [sx - f.shoulderHalf * 0.6, sy + f.torsoLen * 0.85],
        [sx - f.shoulderHalf * 1.9, sy + f.torsoLen * 0.85],
      ]),
      colour,
    );
  }
  if (look.extras.includes('headscarf')) {
    const h = f.head;
    out += p.shape(
      blob([
        [h.x - h.rx * 1.15, h.y - h.ry * 0.4],
        [h.x - h.rx * 0.2, h.y - h.ry * 1.25],
        [h.x + h.rx * 1.1, h.y - h.ry * 0.5],
        [h.x + h.rx * 0.9, h.y + h.ry * 1.0],
        [h.x - h.rx * 1.3, h.y + h.ry * 1.5],
      ]),
      look.extraColour,
    );
  }
  return out;
}

/** Worn on the body over clothes: an apron, a scarf, a stethoscope, a backpack's strap. */
export function extraOnBody(p: Pen, look: PersonLook, f: Frame): string {
  const [sx, sy] = f.shoulder;
  let out = '';
  if (look.extras.includes('apron'))
    out += p.shape(
      blob([
        [sx - f.shoulderHalf * 0.5, sy + f.limb * 0.8],
        [sx + f.shoulderHalf * 0.6, sy + f.limb * 0.8],
        [sx + f.shoulderHalf * 0.8, f.hip[1] + f.limb * 2],
        [sx - f.shoulderHalf * 0.7, f.hip[1] + f.limb * 2],
      ]),
      '#fbfaf5',
    );
  if (look.extras.includes('scarf')) {
    out += p.tube(
      [
        [sx - f.shoulderHalf * 0.8, sy + 1],
        [sx + f.shoulderHalf * 0.8, sy + 1],
      ],
      f.limb * 0.9,
      look.extraColour,
    );
    out += p.tube(
      [
        [sx + f.shoulderHalf * 0.3, sy + 2],
        [sx + f.shoulderHalf * 0.45, sy + f.torsoLen * 0.55],
      ],
      f.limb * 0.8,
      look.extraColour,
    );
  }
  if (look.extras.includes('backpack'))
    out += p.stroke(
      `M${n(sx - f.shoulderHalf * 0.5)} ${n(sy)}Q${n(sx)} ${n(sy + f.torsoLen * 0.5)} ${n(sx - f.shoulderHalf * 0.4)} ${n(sy + f.torsoLen * 0.8)}`,
      darken(look.extraColour, 0.3),
      3,
    );
  if (look.extras.includes('stethoscope'))
    out += p.stroke(
      `M${n(sx - f.shoulderHalf * 0.4)} ${n(sy)}Q${n(sx)} ${n(sy + f.torsoLen * 0.6)} ${n(sx + f.shoulderHalf * 0.4)} ${n(sy)}`,
      '#3a3d45',
      2.5,
    );
  if (look.extras.includes('whistle')) {
    const tip: Point = [sx + f.shoulderHalf * 0.1, sy + f.torsoLen * 0.45];
    out += p.stroke(
      `M${n(sx - f.shoulderHalf * 0.45)} ${n(sy)}L${n(tip[0])} ${n(tip[1])}L${n(sx + f.shoulderHalf * 0.45)} ${n(sy)}`,
      '#2b2d42',
      1.8,
    );
    out += p.shape(
      `M${n(tip[0] - f.limb * 0.3)} ${n(tip[1])}h${n(f.limb * 1.3)}v${n(f.limb * 0.6)}h${n(-f.limb * 1.3)}Z`,
      '#c9ced6',
    );
  }
  return out;
}

/** Worn on the head: hats, crowns, helmets, glasses, a bow, an eye patch. */
export function extraOnHead(p: Pen, look: PersonLook, h: HeadFrame): string {
  const e = look.extras;
  let out = '';
  const top = h.y - h.ry;
  if (e.includes('glasses')) {
    // Thin rims, light lenses the eyes show through and a glint: read as glasses even small and
    // softened, never as a dark mask.
    const y = h.y + h.ry * 0.08;
    const cx = h.x + h.rx * 0.16;
    const r = h.rx * 0.24;
    const frame = look.glassesColour ?? '#5a4a52';
    const rim = n(r * 0.2);
    out += [-1, 1]
      .map((s) => {
        const x = cx + s * h.rx * 0.4;
        return (
          `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#f4fbff" fill-opacity="0.22" stroke="${frame}" stroke-width="${rim}"/>` +
          `<path d="M${n(x - r * 0.55)} ${n(y - r * 0.2)}Q${n(x - r * 0.45)} ${n(y - r * 0.55)} ${n(x - r * 0.1)} ${n(y - r * 0.62)}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/>`
        );
      })
      .join('');
    out += `<path d="M${n(cx - h.rx * 0.4 + r)} ${n(y)}Q${n(cx)} ${n(y - r * 0.35)} ${n(cx + h.rx * 0.4 - r)} ${n(y)}" fill="none" stroke="${frame}" stroke-width="${rim}"/>`;
  }
  if (e.includes('eyepatch')) {
    const y = h.y + h.ry * 0.08;
    out += p.stroke(`M${n(h.x - h.rx)} ${n(y - h.ry * 0.5)}L${n(h.x + h.rx)} ${n(y + h.ry * 0.1)}`, '#1d1b22', 2);
    out += `<ellipse cx="${n(h.x + h.rx * 0.56)}" cy="${n(y)}" rx="${n(h.rx * 0.22)}" ry="${n(h.ry * 0.18)}" fill="#1d1b22"/>`;
  }
  if (e.includes('bow'))
    out += p.shape(
      `M${n(h.x - h.rx * 0.3)} ${n(top + h.ry * 0.1)}L${n(h.x - h.rx * 0.75)} ${n(top - h.ry * 0.15)}L${n(h.x - h.rx * 0.7)} ${n(top + h.ry * 0.4)}Z M${n(h.x - h.rx * 0.3)} ${n(top + h.ry * 0.1)}L${n(h.x + h.rx * 0.15)} ${n(top - h.ry * 0.15)}L${n(h.x + h.rx * 0.1)} ${n(top + h.ry * 0.4)}Z`,
      look.extraColour,
    );
  if (e.includes('crown') || e.includes('tiara')) {
    const w = h.rx * (e.includes('crown') ? 0.85 : 0.6);
    const hgt = h.ry * (e.includes('crown') ? 0.55 : 0.3);
    const base = top + h.ry * 0.18;
    const cx = h.x + h.rx * 0.05;
    out += p.shape(
      `M${n(cx - w)} ${n(base)}L${n(cx - w)} ${n(base - hgt)}L${n(cx - w * 0.5)} ${n(base - hgt * 0.45)}L${n(cx)} ${n(base - hgt * 1.2)}L${n(cx + w * 0.5)} ${n(base - hgt * 0.45)}L${n(cx + w)} ${n(base - hgt)}L${n(cx + w)} ${n(base)}Z`,
      '#f2c230',
      { gloss: true },
    );
    out += `<circle cx="${n(cx)}" cy="${n(base - hgt * 0.4)}" r="${n(h.rx * 0.09)}" fill="#e0395c"/>`;
  }
  if (e.includes('cap'))
    out += p.shape(
      `M${n(h.x - h.rx * 1.02)} ${n(h.y - h.ry * 0.3)}Q${n(h.x - h.rx)} ${n(top - h.ry * 0.2)} ${n(h.x + h.rx * 0.2)} ${n(top - h.ry * 0.12)}Q${n(h.x + h.rx * 1.0)} ${n(top)} ${n(h.x + h.rx * 1.02)} ${n(h.y - h.ry * 0.35)}L${n(h.x + h.rx * 1.7)} ${n(h.y - h.ry * 0.28)}Q${n(h.x + h.rx * 1.5)} ${n(h.y - h.ry * 0.5)} ${n(h.x + h.rx * 1.0)} ${n(h.y - h.ry * 0.5)}Z`,
      look.extraColour,
    );
  if (e.includes('wizard-hat') || e.includes('witch-hat')) {
    const colour = e.includes('witch-hat') ? '#3a2b4f' : look.extraColour;
    const brimY = top + h.ry * 0.32;
    out += p.shape(
      `M${n(h.x - h.rx * 1.5)} ${n(brimY)}Q${n(h.x)} ${n(brimY - h.ry * 0.3)} ${n(h.x + h.rx * 1.5)} ${n(brimY)}Q${n(h.x)} ${n(brimY + h.ry * 0.22)} ${n(h.x - h.rx * 1.5)} ${n(brimY)}Z`,
      colour,
    );
    out += p.shape(
      `M${n(h.x - h.rx * 0.8)} ${n(brimY - 1)}Q${n(h.x - h.rx * 0.3)} ${n(brimY - h.ry * 1.2)} ${n(h.x - h.rx * 0.9)} ${n(brimY - h.ry * 2.0)}Q${n(h.x + h.rx * 0.4)} ${n(brimY - h.ry * 1.2)} ${n(h.x + h.rx * 0.8)} ${n(brimY - 1)}Z`,
      colour,
    );
    if (e.includes('wizard-hat')) out += star(h.x, brimY - h.ry * 0.6, h.rx * 0.16, '#ffd84a');
  }
  if (e.includes('pirate-hat')) {
    const brimY = top + h.ry * 0.3;
    out += p.shape(
      `M${n(h.x - h.rx * 1.45)} ${n(brimY)}Q${n(h.x - h.rx * 0.9)} ${n(brimY - h.ry * 0.9)} ${n(h.x)} ${n(brimY - h.ry * 0.75)}Q${n(h.x + h.rx * 0.9)} ${n(brimY - h.ry * 0.9)} ${n(h.x + h.rx * 1.45)} ${n(brimY)}Q${n(h.x)} ${n(brimY - h.ry * 0.3)} ${n(h.x - h.rx * 1.45)} ${n(brimY)}Z`,
      '#23212b',
    );
    out += `<circle cx="${n(h.x)}" cy="${n(brimY - h.ry * 0.45)}" r="${n(h.rx * 0.14)}" fill="#f4f1e8"/>`;
  }
  if (e.includes('chef-hat'))
    out += p.shape(
      blob([
        [h.x - h.rx * 0.75, top + h.ry * 0.3],
        [h.x - h.rx * 1.0, top - h.ry * 0.55],
        [h.x - h.rx * 0.2, top - h.ry * 0.95],
        [h.x + h.rx * 0.8, top - h.ry * 0.6],
        [h.x + h.rx * 0.75, top + h.ry * 0.3],
      ]),
      '#fbfbf7',
    );
  if (e.includes('santa-hat')) {
    // A red hat flopping to one side, with a white fur brim and a white bobble.
    const brimY = top + h.ry * 0.3;
    const tip: [number, number] = [h.x + h.rx * 1.35, top - h.ry * 0.2];
    out += p.shape(
      `M${n(h.x - h.rx * 1.0)} ${n(brimY)}Q${n(h.x - h.rx * 0.6)} ${n(top - h.ry * 0.9)} ${n(h.x + h.rx * 0.5)} ${n(top - h.ry * 0.75)}Q${n(tip[0])} ${n(top - h.ry * 0.6)} ${n(tip[0])} ${n(tip[1])}Q${n(h.x + h.rx * 0.9)} ${n(top - h.ry * 0.25)} ${n(h.x + h.rx * 1.0)} ${n(brimY)}Z`,
      '#d0312d',
      { gloss: true },
    );
    out += p.shape(
      `M${n(h.x - h.rx * 1.12)} ${n(brimY + h.ry * 0.1)}Q${n(h.x)} ${n(brimY - h.ry * 0.25)} ${n(h.x + h.rx * 1.12)} ${n(brimY + h.ry * 0.1)}L${n(h.x + h.rx * 1.1)} ${n(brimY - h.ry * 0.2)}Q${n(h.x)} ${n(brimY - h.ry * 0.55)} ${n(h.x - h.rx * 1.1)} ${n(brimY - h.ry * 0.2)}Z`,
      '#fbfbf7',
    );
    out += `<circle cx="${n(tip[0])}" cy="${n(tip[1])}" r="${n(h.rx * 0.2)}" fill="#fbfbf7"/>`;
  }
  if (e.includes('fire-helmet') || e.includes('knight-helmet')) {
    const colour = e.includes('fire-helmet') ? '#d6312b' : '#a9b1bb';
    out += p.shape(
      `M${n(h.x - h.rx * 1.1)} ${n(h.y - h.ry * 0.1)}Q${n(h.x - h.rx * 1.1)} ${n(top - h.ry * 0.3)} ${n(h.x)} ${n(top - h.ry * 0.28)}Q${n(h.x + h.rx * 1.1)} ${n(top - h.ry * 0.3)} ${n(h.x + h.rx * 1.1)} ${n(h.y - h.ry * 0.1)}L${n(h.x + h.rx * 1.5)} ${n(h.y - h.ry * 0.05)}L${n(h.x - h.rx * 1.5)} ${n(h.y - h.ry * 0.05)}Z`,
      colour,
      { gloss: true },
    );
  }
  if (e.includes('space-helmet')) {
    const r = Math.max(h.rx, h.ry) * 1.45;
    out += `<circle cx="${n(h.x)}" cy="${n(h.y)}" r="${n(r)}" fill="#dff4ff" fill-opacity="0.18" stroke="#eef6fb" stroke-width="${n(Math.max(2, 5 / p.k))}"/>`;
    out += p.stroke(
      `M${n(h.x - r * 0.6)} ${n(h.y - r * 0.4)}Q${n(h.x - r * 0.45)} ${n(h.y - r * 0.75)} ${n(h.x - r * 0.05)} ${n(h.y - r * 0.82)}`,
      '#ffffff',
      5,
      { opacity: 0.8 },
    );
  }
  return out;
}

function star(cx: number, cy: number, r: number, colour: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return `${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  });
  return `<path d="M${pts.join('L')}Z" fill="${colour}"/>`;
}
