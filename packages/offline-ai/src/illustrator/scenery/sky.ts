import { mix } from '../colour.js';
import { n, SIZE, type Pen } from '../draw/pen.js';
import type { Random } from '../../seeded.js';
import type { TimeOfDay, Weather } from '../scene/scene-plan.js';

/** Zenith to horizon colours of the sky at each time of day, before the hand grades them. */
const SKY: Readonly<Record<TimeOfDay, readonly string[]>> = {
  morning: ['#79b8e8', '#b9dcf2', '#ffe1c4'],
  day: ['#3f9be6', '#8fcdf4', '#d8f0fb'],
  sunset: ['#3e3a8a', '#c0628a', '#f6995a', '#ffd58a'],
  night: ['#081233', '#172a62', '#31457f'],
};

export function skyColours(time: TimeOfDay, weather: readonly Weather[]): string[] {
  const grey = weather.includes('storm')
    ? 0.6
    : weather.includes('rain') || weather.includes('cloudy') || weather.includes('fog')
      ? 0.38
      : weather.includes('snow')
        ? 0.3
        : 0;
  return SKY[time].map((c) => (grey ? mix(c, time === 'night' ? '#1c2030' : '#9aa5b1', grey) : c));
}

/** Where the sun or moon hangs: high by day, low at sunset, on the side away from the hero. */
export function lightSpot(time: TimeOfDay, horizon: number, heroSide: 'L' | 'R'): { x: number; y: number } {
  const x = heroSide === 'L' ? SIZE * 0.78 : SIZE * 0.22;
  const y = time === 'sunset' ? horizon - 70 : time === 'morning' ? horizon * 0.45 : horizon * 0.24;
  return { x, y };
}

/**
 * The open sky down to `bottom`: gradient, sun or moon, stars, clouds in the hand's manner
 * (towering painted cumulus, puffy rendered clouds, swirling storybook clouds, inked cel clouds).
 */
export function sky(
  p: Pen,
  rng: Random,
  time: TimeOfDay,
  weather: readonly Weather[],
  bottom: number,
  heroSide: 'L' | 'R',
  /** The sun or the moon is someone in the story, drawn as them: not hung in the sky too. */
  lightIsSomeone = false,
  /** The moon gone (stars only) or a thin crescent (also just after sunset, in place of the sun). */
  moon?: 'none' | 'crescent',
): string {
  const colours = skyColours(time, weather);
  const { bands } = p.hand.sky;
  // A cel sky is painted in flat bands, each the gradient's colour at its middle.
  const stops = bands
    ? Array.from({ length: bands }, (_, i) => {
        const c = p.c(colourAt(colours, (i + 0.5) / bands));
        return `<stop offset="${n(i / bands)}" stop-color="${c}"/><stop offset="${n((i + 1) / bands)}" stop-color="${c}"/>`;
      }).join('')
    : colours.map((c, i) => `<stop offset="${n(i / (colours.length - 1))}" stop-color="${p.c(c)}"/>`).join('');
  const grad = p.def((id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`);
  let out = `<rect width="${SIZE}" height="${n(bottom + 4)}" fill="url(#${grad})"/>`;
  const overcast =
    weather.includes('rain') || weather.includes('storm') || weather.includes('cloudy') || weather.includes('snow');
  const { x, y } = lightSpot(time, bottom, heroSide);
  if (p.hand.sky.beams && !overcast && time !== 'night') out += beams(p, x, y, bottom, '#fffbe8', rng);
  if (time === 'night') {
    for (let i = 0; i < 70; i += 1) {
      const sx = rng.range(0, SIZE);
      const sy = rng.range(0, bottom * 0.85);
      const r = rng.range(0.8, 2.6);
      out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r)}" fill="#fffbe6" opacity="${n(rng.range(0.5, 1))}"/>`;
    }
    if (!lightIsSomeone && moon === 'crescent') out += crescent(p, x, y);
    else if (!lightIsSomeone && moon !== 'none') {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="110" fill="#fff6d0" opacity="0.12"/>`;
      out += p.ellipse(x, y, 46, 46, '#fbf3d0', { line: false });
      out += `<circle cx="${n(x + 20)}" cy="${n(y - 10)}" r="40" fill="${p.c(colours[0]!)}"/>`;
    }
  } else if (time === 'sunset' && moon === 'crescent' && !overcast && !lightIsSomeone) {
    // Just after sunset the new moon's thin crescent hangs in the glow, high over where the sun went.
    out += crescent(p, x, bottom * 0.3);
  } else if (!overcast && !lightIsSomeone) {
    const sun = time === 'sunset' ? '#ffb45c' : '#fff2a8';
    const glow = p.hand.sky.sunGlow;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(150 + glow * 120)}" fill="${p.c(sun)}" opacity="${n(0.12 + glow * 0.2)}"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(90 + glow * 40)}" fill="${p.c(sun)}" opacity="${n(0.18 + glow * 0.15)}"/>`;
    out += p.ellipse(x, y, time === 'sunset' ? 64 : 52, time === 'sunset' ? 64 : 52, sun, { line: p.hand.line.kind === 'ink' });
    if (p.hand.extras.rays)
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2 + 0.2;
        out += `<path d="M${n(x + Math.cos(a) * 70)} ${n(y + Math.sin(a) * 70)}L${n(x + Math.cos(a - 0.05) * 150)} ${n(y + Math.sin(a - 0.05) * 150)}L${n(x + Math.cos(a + 0.05) * 150)} ${n(y + Math.sin(a + 0.05) * 150)}Z" fill="${p.c(sun)}" opacity="0.55"/>`;
      }
  }
  const count = overcast ? 7 : time === 'night' ? 2 : 4;
  const cloudColour =
    time === 'night'
      ? '#3c4c86'
      : time === 'sunset'
        ? '#ffd2b8'
        : overcast
          ? weather.includes('storm')
            ? '#6d7380'
            : '#c9d0d8'
          : '#ffffff';
  for (let i = 0; i < count; i += 1) {
    const cx = (i + 0.5) * (SIZE / count) + rng.range(-60, 60);
    const cy = rng.range(overcast ? 40 : 70, Math.max(120, bottom * 0.55));
    const w = rng.range(130, 220) * (overcast ? 1.4 : 1) * p.hand.sky.cloudSize;
    // Clouds keep clear of the sun and the moon (unless the sky is overcast).
    if (!overcast && Math.abs(cx - x) < w * 0.7 + 80 && Math.abs(cy - y) < 150) continue;
    out += cloud(p, rng, cx, cy, w, cloudColour);
  }
  return out;
}

/** A thin crescent moon: a lit sliver on its sunward side, its own path (not a disc hidden by sky). */
function crescent(p: Pen, x: number, y: number): string {
  const r = 44;
  const glow = `<circle cx="${n(x)}" cy="${n(y)}" r="80" fill="#fff6d0" opacity="0.1"/>`;
  // The outer edge round the left from horn to horn, back by a flatter arc: a sliver lit on the left.
  const d = `M${n(x)} ${n(y - r)}A${r} ${r} 0 0 0 ${n(x)} ${n(y + r)}A${n(r * 1.05)} ${n(r * 1.05)} 0 0 1 ${n(x)} ${n(y - r)}Z`;
  return glow + p.shape(d, '#fbf3d0');
}

/** The colour a fraction `t` of the way down a list of gradient stops. */
function colourAt(colours: readonly string[], t: number): string {
  const at = t * (colours.length - 1);
  const i = Math.min(colours.length - 2, Math.floor(at));
  return mix(colours[i]!, colours[i + 1]!, at - i);
}

/** Anime light: broad beams fanning from the sun or moon across the whole sky, hard-edged. */
function beams(p: Pen, x: number, y: number, bottom: number, colour: string, rng: Random): string {
  let d = '';
  const count = 9;
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.1, 0.1);
    const spread = rng.range(0.07, 0.14);
    const r = SIZE * 1.5;
    d += `M${n(x)} ${n(y)}L${n(x + Math.cos(a - spread) * r)} ${n(y + Math.sin(a - spread) * r)}L${n(x + Math.cos(a + spread) * r)} ${n(y + Math.sin(a + spread) * r)}Z`;
  }
  const clip = p.def((id) => `<clipPath id="${id}"><rect width="${SIZE}" height="${n(bottom)}"/></clipPath>`);
  return `<path d="${d}" fill="${colour}" fill-opacity="0.2" clip-path="url(#${clip})"/>`;
}

/** One cloud in the hand's manner. */
export function cloud(p: Pen, rng: Random, cx: number, cy: number, w: number, colour: string): string {
  const style = p.hand.sky.clouds;
  if (style === 'towering') {
    // Painted cumulus: a flat base and heaped towers, lit from above.
    const puffs: [number, number, number][] = [];
    const cols = 5;
    for (let i = 0; i < cols; i += 1) {
      const t = i / (cols - 1) - 0.5;
      const h = (1 - Math.abs(t) * 1.5) * w * 0.55;
      puffs.push([cx + t * w, cy - h * 0.5, w * (0.18 + rng.range(0, 0.06))]);
      puffs.push([cx + t * w * 0.8, cy - h, w * (0.14 + rng.range(0, 0.06))]);
    }
    let out = `<path d="M${n(cx - w * 0.62)} ${n(cy + w * 0.08)}L${n(cx + w * 0.62)} ${n(cy + w * 0.08)}L${n(cx + w * 0.5)} ${n(cy - w * 0.1)}L${n(cx - w * 0.5)} ${n(cy - w * 0.1)}Z" fill="${p.c(mix(colour, '#9fb4cf', 0.35))}"/>`;
    for (const [x, y, r] of puffs)
      out += `<circle cx="${n(x)}" cy="${n(y + r * 0.15)}" r="${n(r)}" fill="${p.c(mix(colour, '#a9bcd6', 0.35))}"/>`;
    for (const [x, y, r] of puffs)
      out += `<circle cx="${n(x - r * 0.12)}" cy="${n(y)}" r="${n(r * 0.88)}" fill="${p.c(colour)}"/>`;
    return out;
  }
  if (style === 'swirl') {
    // Storybook clouds: long soft shapes with a curl at the end and a warm underside.
    const d = `M${n(cx - w * 0.6)} ${n(cy + 10)}Q${n(cx - w * 0.55)} ${n(cy - w * 0.22)} ${n(cx - w * 0.2)} ${n(cy - w * 0.16)}Q${n(cx)} ${n(cy - w * 0.38)} ${n(cx + w * 0.25)} ${n(cy - w * 0.18)}Q${n(cx + w * 0.62)} ${n(cy - w * 0.2)} ${n(cx + w * 0.55)} ${n(cy + 6)}Q${n(cx + w * 0.4)} ${n(cy + w * 0.12)} ${n(cx + w * 0.3)} ${n(cy + 4)}Q${n(cx)} ${n(cy + w * 0.14)} ${n(cx - w * 0.6)} ${n(cy + 10)}Z`;
    return (
      p.shape(d, colour, { line: true }) +
      p.stroke(
        `M${n(cx + w * 0.3)} ${n(cy - w * 0.05)}q${n(w * 0.08)} ${n(-w * 0.1)} ${n(w * 0.14)} 0q${n(-w * 0.02)} ${n(w * 0.06)} ${n(-w * 0.08)} ${n(w * 0.02)}`,
        p.c(mix(colour, '#b7a3d6', 0.5)),
        3,
      )
    );
  }
  // Puffy (rendered) and cel (inked) clouds: overlapping round puffs as one shape.
  const puffs: [number, number, number][] = [
    [cx - w * 0.32, cy, w * 0.2],
    [cx - w * 0.1, cy - w * 0.12, w * 0.26],
    [cx + w * 0.16, cy - w * 0.08, w * 0.22],
    [cx + w * 0.36, cy + w * 0.02, w * 0.16],
    [cx, cy + w * 0.04, w * 0.2],
  ];
  let out = p.cluster(puffs, colour);
  if (style === 'cel')
    out += `<path d="M${n(cx - w * 0.42)} ${n(cy + w * 0.08)}Q${n(cx)} ${n(cy - w * 0.02)} ${n(cx + w * 0.42)} ${n(cy + w * 0.08)}" fill="none" stroke="${p.c(mix(colour, '#9db7e0', 0.6))}" stroke-width="10" stroke-linecap="round"/>`;
  return out;
}

/** Rain, snow, lightning and wind drawn over the whole picture. */
export function weatherOver(p: Pen, rng: Random, weather: readonly Weather[], floorSnow: boolean): string {
  let out = '';
  if (weather.includes('rain') || weather.includes('storm'))
    for (let i = 0; i < 140; i += 1) {
      const x = rng.range(-40, SIZE);
      const y = rng.range(-20, SIZE);
      out += `<path d="M${n(x)} ${n(y)}l10 26" stroke="#dcecff" stroke-width="2.4" stroke-linecap="round" opacity="0.7"/>`;
    }
  if (weather.includes('storm'))
    out += `<path d="M${n(rng.range(300, 700))} 40l-40 120l40 -6l-50 140l100 -170l-42 8l40 -92Z" fill="#fff59d" stroke="#f4c430" stroke-width="3"/>`;
  if (weather.includes('snow') && !floorSnow)
    for (let i = 0; i < 90; i += 1)
      out += `<circle cx="${n(rng.range(0, SIZE))}" cy="${n(rng.range(0, SIZE))}" r="${n(rng.range(2.5, 6))}" fill="#ffffff" opacity="0.9"/>`;
  else if (weather.includes('snow'))
    for (let i = 0; i < 60; i += 1)
      out += `<circle cx="${n(rng.range(0, SIZE))}" cy="${n(rng.range(0, SIZE * 0.8))}" r="${n(rng.range(2.5, 5))}" fill="#ffffff" opacity="0.85"/>`;
  if (weather.includes('wind'))
    for (let i = 0; i < 6; i += 1) {
      const x = rng.range(0, SIZE * 0.7);
      const y = rng.range(120, SIZE * 0.7);
      out += p.stroke(`M${n(x)} ${n(y)}q80 -20 160 0t120 -10q20 -4 14 -16`, '#ffffff', 4, { opacity: 0.75 });
      out += `<ellipse cx="${n(x + rng.range(40, 200))}" cy="${n(y + rng.range(-30, 30))}" rx="9" ry="5" fill="${p.c('#7fb048')}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})"/>`;
    }
  if (weather.includes('fog')) out += `<rect width="${SIZE}" height="${SIZE}" fill="#eef2f6" opacity="0.28"/>`;
  return out;
}

/** A rainbow arc over the far scenery. */
export function rainbow(p: Pen, horizon: number, heroSide: 'L' | 'R'): string {
  const cx = heroSide === 'L' ? SIZE * 0.62 : SIZE * 0.38;
  const colours = ['#e63946', '#f4842c', '#f9c80e', '#3fa34d', '#3a86ff', '#8e44ad'];
  return `${colours
    .map(
      (c, i) =>
        `<path d="M${n(cx - 420 + i * 16)} ${n(horizon)}A${n(420 - i * 16)} ${n(380 - i * 16)} 0 0 1 ${n(cx + 420 - i * 16)} ${n(horizon)}" fill="none" stroke="${p.c(c)}" stroke-opacity="0.72" stroke-width="17"/>`,
    )
    .join('')}`;
}
