import { ink, linear, n, radial, SIZE, type Paint } from '../paint.js';
import { ridge, smooth } from '../shapes.js';
import { far, haze, openSky, type Backdrop, type SceneContext } from './backdrop.js';

/** Sand and water: desert, Egypt, beach, open sea, under the sea. */

function dunes(p: Paint, horizon: number): string {
  return (
    ridge(
      p,
      horizon + 10,
      35,
      linear(p, [
        [0, '#f3cf8a'],
        [1, '#e2ad62'],
      ]),
      2,
    ) +
    ridge(
      p,
      horizon + 150,
      45,
      linear(p, [
        [0, '#f6d796'],
        [1, '#e6b46c'],
      ]),
      2,
    ) +
    ripples(p, horizon + 60)
  );
}

function ripples(p: Paint, top: number): string {
  let d = '';
  for (let i = 0; i < 14; i += 1) {
    const y = p.rng.range(top, SIZE);
    const x = p.rng.range(0, SIZE);
    const w = 30 + 60 * ((y - top) / (SIZE - top));
    d += `M${n(x)} ${n(y)}q${n(w / 2)} ${n(-8)} ${n(w)} 0`;
  }
  return `<path d="${d}" stroke="${p.c('#c98f4a')}" stroke-width="3" fill="none" opacity="0.45" stroke-linecap="round"/>`;
}

function mesas(p: Paint, horizon: number): string {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const x = p.rng.range(0, SIZE - 200);
    const w = p.rng.range(140, 260);
    const h = p.rng.range(60, 120);
    out += `<path d="M${n(x)} ${horizon}L${n(x + w * 0.15)} ${n(horizon - h)}L${n(x + w * 0.85)} ${n(horizon - h)}L${n(x + w)} ${horizon}Z" fill="${p.c('#d9915f')}"${ink(p)}/>`;
  }
  return out;
}

export function desert(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 610;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const back = skySvg + far(p, mesas(p, horizon)) + haze(p, scene, horizon, 0.45) + dunes(p, horizon);
  return { back, front: '', horizon, floor: 'land', defaults: ['cactus', 'cactus', 'rock'], shows: [], light };
}

/** A pyramid with a lit face and a shaded face. */
function pyramid(p: Paint, cx: number, base: number, size: number): string {
  const top = base - size * 0.75;
  const lit = `<path d="M${n(cx - size)} ${n(base)}L${n(cx)} ${n(top)}L${n(cx + size * 0.25)} ${n(base)}Z" fill="${p.c('#f1c27d')}"${ink(p)}/>`;
  const shade = `<path d="M${n(cx + size * 0.25)} ${n(base)}L${n(cx)} ${n(top)}L${n(cx + size)} ${n(base)}Z" fill="${p.c('#c98c4f')}"${ink(p)}/>`;
  let courses = '';
  for (let i = 1; i < 6; i += 1) {
    const y = top + ((base - top) * i) / 6;
    const half = (size * i) / 6;
    courses += `M${n(cx - half)} ${n(y)}L${n(cx + half)} ${n(y)}`;
  }
  return lit + shade + `<path d="${courses}" stroke="${p.c('#b07a44')}" stroke-width="1.5" opacity="0.35"/>`;
}

export function egypt(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 610;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const left = scene.heroSide === 'R';
  const big = left ? 300 : SIZE - 300;
  const pyramids =
    pyramid(p, big + (left ? 260 : -260), horizon + 5, 110) +
    pyramid(p, big, horizon + 8, 220) +
    pyramid(p, big + (left ? -200 : 200), horizon + 10, 140);
  const nile = `<path d="M0 ${horizon + 40}C300 ${horizon + 20} 600 ${horizon + 70} ${SIZE} ${horizon + 35}L${SIZE} ${horizon + 58}C600 ${horizon + 92} 300 ${horizon + 44} 0 ${horizon + 64}Z" fill="${linear(
    p,
    [
      [0, '#5fb3d9'],
      [1, '#3a8fbf'],
    ],
  )}" opacity="0.9"/>`;
  const back = skySvg + haze(p, scene, horizon, 0.3) + far(p, pyramids) + dunes(p, horizon) + (p.rng.chance(0.5) ? nile : '');
  return { back, front: '', horizon, floor: 'land', defaults: ['palm-tree', 'amphora', 'cactus'], shows: [], light };
}

function foam(p: Paint, top: number, bottom: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const y = top + ((bottom - top) * (i + p.rng.range(0.2, 0.8))) / count;
    const depth = (y - top) / (bottom - top);
    const w = 40 + 90 * depth;
    for (let x = p.rng.range(-w, 0); x < SIZE; x += w * p.rng.range(2, 4))
      d += `M${n(x)} ${n(y)}q${n(w / 4)} ${n(-6 - 6 * depth)} ${n(w / 2)} 0t${n(w / 2)} 0`;
  }
  return `<path d="${d}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6" stroke-linecap="round"/>`;
}

export function beach(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 560;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const sea = `<rect x="0" y="${horizon}" width="${SIZE}" height="160" fill="${linear(p, [
    [0, '#3a9ad9'],
    [1, '#7fd0e8'],
  ])}"/>`;
  const shoreline = `<path d="${smooth([
    [-20, horizon + 120],
    [250, horizon + 100],
    [520, horizon + 135],
    [780, horizon + 105],
    [SIZE + 20, horizon + 125],
  ])}L${SIZE + 20} ${SIZE}L-20 ${SIZE}Z" fill="${linear(p, [
    [0, '#f7e1a8'],
    [1, '#ebc27a'],
  ])}"${ink(p)}/>`;
  const wet = `<path d="${smooth([
    [-20, horizon + 112],
    [250, horizon + 92],
    [520, horizon + 127],
    [780, horizon + 97],
    [SIZE + 20, horizon + 117],
  ])}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>`;
  const back = skySvg + haze(p, scene, horizon, 0.4) + sea + foam(p, horizon + 10, horizon + 100, 5) + shoreline + wet;
  return {
    back,
    front: '',
    horizon: horizon + 130,
    floor: 'land',
    defaults: ['palm-tree', 'spiral-shell', 'crab'],
    shows: [],
    light,
  };
}

export function sea(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 580;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const island = p.rng.chance(0.6)
    ? `<ellipse cx="${n(p.rng.range(150, SIZE - 150))}" cy="${horizon + 4}" rx="120" ry="26" fill="${p.c('#e9c97e')}"${ink(p)}/>`
    : '';
  const water = `<rect x="0" y="${horizon}" width="${SIZE}" height="${SIZE - horizon}" fill="${linear(p, [
    [0, '#2f86c8'],
    [0.5, '#3aa3d6'],
    [1, '#1f6fa8'],
  ])}"/>`;
  const glitter = `<ellipse cx="${n(light.x)}" cy="${horizon + 60}" rx="160" ry="40" fill="${radial(
    p,
    [
      [0, light.colour, 0.6],
      [1, light.colour, 0],
    ],
    light.x,
    horizon + 60,
    160,
  )}"/>`;
  const back = skySvg + far(p, island) + haze(p, scene, horizon, 0.35) + water + glitter + foam(p, horizon + 10, SIZE, 9);
  return { back, front: '', horizon: horizon + 40, floor: 'water', defaults: ['sailboat', 'spouting-whale'], shows: [], light };
}

export function underwater(p: Paint): Backdrop {
  const seabed = 800;
  const water = `<rect width="${SIZE}" height="${SIZE}" fill="${linear(p, [
    [0, '#5fd0e0'],
    [0.5, '#1f8fbf'],
    [1, '#0f4f8a'],
  ])}"/>`;
  const rays = Array.from({ length: 5 }, (_, i) => {
    const x = 80 + i * 200 + p.rng.range(-30, 30);
    return `<path d="M${n(x)} -10L${n(x + 60)} -10L${n(x + 180)} ${seabed}L${n(x + 90)} ${seabed}Z" fill="#ffffff" opacity="0.1"/>`;
  }).join('');
  const weed = Array.from({ length: 9 }, () => {
    const x = p.rng.range(0, SIZE);
    const h = p.rng.range(120, 260);
    const base = seabed + p.rng.range(0, 120);
    return `<path d="${smooth([
      [x, base],
      [x + 18, base - h * 0.33],
      [x - 18, base - h * 0.66],
      [x + 10, base - h],
    ])}" stroke="${p.c(p.rng.pick(['#2e8b57', '#3fae6a', '#6cc070']))}" stroke-width="${n(p.rng.range(8, 14))}" stroke-linecap="round" fill="none"/>`;
  }).join('');
  const bubbles = Array.from(
    { length: 26 },
    () =>
      `<circle cx="${n(p.rng.range(0, SIZE))}" cy="${n(p.rng.range(0, seabed))}" r="${n(p.rng.range(4, 14))}" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>`,
  ).join('');
  const floor = ridge(
    p,
    seabed,
    30,
    linear(p, [
      [0, '#f0d9a0'],
      [1, '#c9a86a'],
    ]),
    3,
  );
  const light = { x: SIZE * 0.6, y: -100, colour: '#d8fbff' };
  return {
    back: water + rays + far(p, weed) + floor,
    front: bubbles,
    horizon: seabed,
    floor: 'seabed',
    defaults: ['tropical-fish', 'coral', 'spiral-shell', 'fish'],
    shows: [],
    light,
  };
}
