import { mix } from './colour.js';
import { ink, linear, n, radial, SIZE, type Paint } from './paint.js';
import { mentions } from './words.js';

export type TimeOfDay = 'morning' | 'day' | 'sunset' | 'night';

const TIME_WORDS: Readonly<Record<TimeOfDay, Set<string>>> = {
  morning: new Set(['morning', 'sunrise', 'dawn', 'breakfast', 'woke', 'wake', 'wakes', 'early']),
  day: new Set(['noon', 'midday', 'afternoon', 'sunny', 'daytime', 'lunch']),
  sunset: new Set(['sunset', 'evening', 'dusk', 'twilight', 'sundown', 'golden']),
  night: new Set([
    'night',
    'midnight',
    'moon',
    'moonlight',
    'stars',
    'starry',
    'bedtime',
    'sleep',
    'asleep',
    'dream',
    'dreams',
    'tonight',
    'owl',
    'firefly',
    'fireflies',
  ]),
};

/** The paragraph's own time words win; then the visual prompt's mood; else broad day. */
export function detectTime(paragraphWords: readonly string[], promptWords: readonly string[] = []): TimeOfDay {
  for (const source of [paragraphWords, promptWords]) {
    let best: TimeOfDay | null = null;
    let bestCount = 0;
    for (const time of ['night', 'sunset', 'morning', 'day'] as const) {
      const count = mentions(source, TIME_WORDS[time]).length;
      if (count > bestCount) {
        best = time;
        bestCount = count;
      }
    }
    if (best) return best;
  }
  return 'day';
}

/** Sky colours from zenith to horizon, before the look grades them. */
export const SKY: Readonly<Record<TimeOfDay, { stops: [number, string][]; light: string }>> = {
  morning: {
    stops: [
      [0, '#7cc3ee'],
      [0.55, '#bfe2f3'],
      [1, '#ffe0c2'],
    ],
    light: '#fff1c9',
  },
  day: {
    stops: [
      [0, '#4aa6ea'],
      [0.6, '#9fd4f5'],
      [1, '#dff3fb'],
    ],
    light: '#fffbe0',
  },
  sunset: {
    stops: [
      [0, '#4a3f8f'],
      [0.45, '#c86b8c'],
      [0.75, '#f59a5b'],
      [1, '#ffd68a'],
    ],
    light: '#ffcf8a',
  },
  night: {
    stops: [
      [0, '#0b1538'],
      [0.6, '#1e2d66'],
      [1, '#3b4a86'],
    ],
    light: '#dfe6ff',
  },
};

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where the light comes from: the sun or moon's centre. */
export interface Light {
  x: number;
  y: number;
  colour: string;
}

/** Sky gradient, sun or moon, stars at night and a few clouds, inside `box`. */
export function sky(
  p: Paint,
  time: TimeOfDay,
  box: Box,
  accent: string | null,
  withClouds = true,
): { svg: string; light: Light } {
  const { stops, light } = SKY[time];
  // A colour the prompt asked for tints the top of a day sky (never the night's).
  const tinted =
    accent && time !== 'night' ? stops.map(([o, c], i) => [o, i === 0 ? mix(c, accent, 0.25) : c] as [number, string]) : stops;
  let svg = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${linear(p, tinted)}"/>`;

  const scale = box.w / SIZE;
  const lightX = box.x + box.w * p.rng.range(0.62, 0.84);
  const lightY = box.y + box.h * (time === 'day' ? 0.2 : time === 'night' ? 0.22 : 0.42);
  if (time === 'night') svg += stars(p, box, 60);
  const glowR = (time === 'sunset' || time === 'morning' ? 300 : 200) * scale;
  svg += `<circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(glowR)}" fill="${radial(
    p,
    [
      [0, light, 0.85],
      [0.35, light, 0.35],
      [1, light, 0],
    ],
    lightX,
    lightY,
    glowR,
  )}"/>`;
  if (time === 'night') svg += moon(p, lightX, lightY, 46 * scale);
  else {
    const sunColour = time === 'sunset' ? '#ff9447' : time === 'morning' ? '#ffd36b' : '#ffe15a';
    const r = (time === 'sunset' ? 74 : 56) * scale;
    svg += `<circle cx="${n(lightX)}" cy="${n(lightY)}" r="${n(r)}" fill="${p.c(sunColour)}"${ink(p)}/>`;
  }
  if (withClouds) {
    const count = time === 'night' ? 2 : p.rng.int(2, 4);
    for (let i = 0; i < count; i += 1) {
      const width = box.w * p.rng.range(0.16, 0.26);
      // Clouds keep clear of the sun or moon.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const cx = box.x + box.w * ((i + 0.5) / count + p.rng.range(-0.12, 0.12));
        const cy = box.y + box.h * p.rng.range(0.1, 0.5);
        if (Math.abs(cx - lightX) < width * 0.6 + 90 * scale && Math.abs(cy - lightY) < 130 * scale) continue;
        svg += cloud(p, cx, cy, width, time);
        break;
      }
    }
  }
  return { svg, light: { x: lightX, y: lightY, colour: light } };
}

function stars(p: Paint, box: Box, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = box.x + p.rng.range(0, box.w);
    const y = box.y + p.rng.range(0, box.h * 0.75);
    const r = p.rng.range(0.8, 2.6) * (box.w / SIZE);
    if (p.rng.chance(0.15)) out += twinkle(x, y, r * 4, p.c('#fff6d5'), 0.95);
    else out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.c('#fffbe8')}" opacity="${n(p.rng.range(0.5, 1))}"/>`;
  }
  return out;
}

/** A four-pointed star (night sky, Disney sparkles). */
export function twinkle(x: number, y: number, r: number, colour: string, opacity: number): string {
  const t = r * 0.22;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + t)} ${n(y - t)} ${n(x + r)} ${n(y)}Q${n(x + t)} ${n(y + t)} ${n(x)} ${n(y + r)}Q${n(x - t)} ${n(y + t)} ${n(x - r)} ${n(y)}Q${n(x - t)} ${n(y - t)} ${n(x)} ${n(y - r)}Z" fill="${colour}" opacity="${n(opacity)}"/>`;
}

/** A crescent: two arcs between the points where the moon and its shadow circle cross. */
function moon(p: Paint, x: number, y: number, r: number): string {
  const d = r * 0.9;
  const h = Math.sqrt(r * r - (d * d) / 4);
  const path = `M${n(x + d / 2)} ${n(y - h)}A${n(r)} ${n(r)} 0 1 0 ${n(x + d / 2)} ${n(y + h)}A${n(r)} ${n(r)} 0 0 1 ${n(x + d / 2)} ${n(y - h)}Z`;
  return `<path d="${path}" fill="${p.c('#fff4c4')}"${ink(p)}/>`;
}

/** A cloud of overlapping puffs; each look shapes and shades it its own way. */
export function cloud(p: Paint, cx: number, cy: number, width: number, time: TimeOfDay): string {
  const base = time === 'sunset' ? '#ffe2d0' : time === 'night' ? '#6f7cb0' : '#ffffff';
  const shade = time === 'sunset' ? '#e7a3a8' : time === 'night' ? '#4a5890' : '#d6e6f5';
  const puffs: [number, number, number][] = [];
  const count = p.look.clouds === 'watercolour' ? 6 : 5;
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const r = width * (0.18 + 0.16 * Math.sin(Math.PI * t)) * p.rng.range(0.85, 1.15);
    puffs.push([cx - width / 2 + width * t, cy - r * 0.55, r]);
  }
  const body = (dx: number, dy: number, fill: string, extra = '') =>
    `<g fill="${fill}"${extra}>${puffs.map(([x, y, r]) => `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(r)}"/>`).join('')}<rect x="${n(cx - width / 2 + dx)}" y="${n(cy - width * 0.1 + dy)}" width="${n(width)}" height="${n(width * 0.16)}" rx="${n(width * 0.08)}"/></g>`;
  if (time === 'night') return `<g opacity="0.55">${body(0, width * 0.03, p.c(shade))}${body(0, 0, p.c(base))}</g>`;
  switch (p.look.clouds) {
    case 'cel':
      // Flat cel shading: a shade shape under a bright one, one ink line round the outside.
      return body(0, 0, p.c(shade), ink(p, 1.4)) + body(-width * 0.02, -width * 0.04, p.c(base));
    case 'watercolour':
      return body(0, width * 0.03, p.c(shade), ' opacity="0.55"') + body(0, 0, p.c(base), ' opacity="0.85"');
    case 'fluffy':
      return body(0, width * 0.04, p.c(shade), ' opacity="0.8"') + body(0, 0, p.c(base), ' opacity="0.95"');
    case 'puffy':
      return body(0, width * 0.05, p.c(shade)) + body(-width * 0.02, -width * 0.01, p.c(base));
  }
}
