import { emoji } from '../emoji.js';
import { ink, linear, n, radial, SIZE, type Paint } from '../paint.js';
import { ridge } from '../shapes.js';
import { twinkle } from '../sky.js';
import { far, haze, openSky, type Backdrop, type SceneContext } from './backdrop.js';

/** Out in space, and in town. */

export function space(p: Paint, scene: SceneContext): Backdrop {
  const ground = 760;
  let back = `<rect width="${SIZE}" height="${SIZE}" fill="${linear(p, [
    [0, '#070b24'],
    [0.6, '#1a1650'],
    [1, '#2c1f6b'],
  ])}"/>`;
  // Nebulae: soft clouds of colour, the accent colour among them when the prompt asked for one.
  const nebula = [scene.accent ?? '#b35cff', '#2ec4b6', '#ff6fae'];
  for (let i = 0; i < 3; i += 1) {
    const x = p.rng.range(100, SIZE - 100);
    const y = p.rng.range(80, ground - 200);
    const r = p.rng.range(220, 360);
    back += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${radial(
      p,
      [
        [0, nebula[i]!, 0.38],
        [1, nebula[i]!, 0],
      ],
      x,
      y,
      r,
    )}"/>`;
  }
  for (let i = 0; i < 110; i += 1) {
    const x = p.rng.range(0, SIZE);
    const y = p.rng.range(0, ground);
    if (p.rng.chance(0.1)) back += twinkle(x, y, p.rng.range(6, 12), p.c('#fff6d5'), 0.9);
    else
      back += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(p.rng.range(0.8, 2.4))}" fill="#ffffff" opacity="${n(p.rng.range(0.4, 1))}"/>`;
  }
  const planetLeft = scene.heroSide === 'R';
  back += far(p, emoji(p, 'ringed-planet', planetLeft ? 60 : SIZE - 280, 90, 220));
  back += far(
    p,
    emoji(
      p,
      p.rng.pick(['globe-showing-americas', 'globe-showing-europe-africa', 'globe-showing-asia-australia']),
      planetLeft ? SIZE - 190 : 90,
      260,
      110,
    ),
  );
  let craters = '';
  for (let i = 0; i < 9; i += 1) {
    const y = p.rng.range(ground + 20, SIZE - 20);
    const depth = (y - ground) / (SIZE - ground);
    const rx = 20 + 50 * depth;
    craters += `<ellipse cx="${n(p.rng.range(0, SIZE))}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.32)}" fill="${p.c('#8d8aa6')}"${ink(p, 0.6)}/>`;
  }
  back +=
    ridge(
      p,
      ground,
      30,
      linear(p, [
        [0, '#c9c6dc'],
        [1, '#8f8bb0'],
      ]),
      2,
    ) + craters;
  const light = { x: planetLeft ? 170 : SIZE - 170, y: 200, colour: '#e8e4ff' };
  const planetX = planetLeft ? 60 : SIZE - 280;
  const globeX = planetLeft ? SIZE - 190 : 90;
  return {
    back,
    front: '',
    horizon: ground,
    floor: 'space',
    defaults: ['rocket', 'flying-saucer', 'comet'],
    shows: ['ringed-planet'],
    keepClear: [
      { x0: planetX, y0: 90, x1: planetX + 220, y1: 310 },
      { x0: globeX, y0: 260, x1: globeX + 110, y1: 370 },
    ],
    light,
  };
}

const HOUSE_COLOURS = ['#f4a261', '#e9c46a', '#8ecae6', '#f28482', '#b5e48c', '#cdb4db'];

export function city(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 640;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const night = scene.time === 'night' || scene.time === 'sunset';
  const windowColour = p.c(night ? '#ffe08a' : '#cfe8f7');
  // Far towers, then a row of friendly houses.
  let towers = '';
  for (let x = -20; x < SIZE; x += p.rng.range(70, 120)) {
    const w = p.rng.range(60, 100);
    const h = p.rng.range(150, 330);
    towers += `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w)}" height="${n(h)}" fill="${p.c('#8da4c4')}"${ink(p, 0.6)}/>`;
    for (let wy = horizon - h + 14; wy < horizon - 20; wy += 26)
      for (let wx = x + 10; wx < x + w - 14; wx += 20)
        if (p.rng.chance(night ? 0.5 : 0.7))
          towers += `<rect x="${n(wx)}" y="${n(wy)}" width="9" height="13" fill="${windowColour}" opacity="0.8"/>`;
  }
  let houses = '';
  for (let x = -30; x < SIZE; x += 150) {
    const w = p.rng.range(120, 145);
    const h = p.rng.range(110, 170);
    const top = horizon + 20 - h;
    const colour = p.c(p.rng.pick(HOUSE_COLOURS));
    houses += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${colour}"${ink(p)}/>`;
    houses += `<path d="M${n(x - 8)} ${n(top)}L${n(x + w / 2)} ${n(top - 50)}L${n(x + w + 8)} ${n(top)}Z" fill="${p.c('#9c4a3c')}"${ink(p)}/>`;
    houses += `<rect x="${n(x + w * 0.15)}" y="${n(top + 25)}" width="${n(w * 0.28)}" height="34" fill="${windowColour}"${ink(p, 0.6)}/>`;
    houses += `<rect x="${n(x + w * 0.58)}" y="${n(top + h - 60)}" width="${n(w * 0.26)}" height="60" fill="${p.c('#6b4a3a')}"${ink(p, 0.6)}/>`;
  }
  const pavement = `<rect x="0" y="${horizon + 20}" width="${SIZE}" height="70" fill="${p.c('#d9d4cc')}"/>`;
  const road = `<rect x="0" y="${horizon + 90}" width="${SIZE}" height="${SIZE - horizon - 90}" fill="${linear(p, [
    [0, '#6c7080'],
    [1, '#4a4e5c'],
  ])}"/>`;
  let dashes = '';
  for (let x = 20; x < SIZE; x += 140)
    dashes += `<rect x="${x}" y="${horizon + 200}" width="80" height="12" rx="6" fill="#ffffff" opacity="0.85"/>`;
  const back = skySvg + far(p, towers) + haze(p, scene, horizon, 0.35) + houses + pavement + road + dashes;
  return { back, front: '', horizon: horizon + 20, floor: 'land', defaults: ['deciduous-tree', 'automobile'], shows: [], light };
}
