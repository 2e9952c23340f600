import { standing } from '../emoji.js';
import { ink, linear, n, SIZE, type Paint } from '../paint.js';
import { dots, peaks, ridge, smooth, treeline, tufts } from '../shapes.js';
import { far, haze, openSky, type Backdrop, type SceneContext } from './backdrop.js';

/** Green and snowy places: meadow, garden, forest, jungle, farm, mountains, snow, castle. */

const FLOWERS = ['#ff6b8b', '#ffd166', '#ffffff', '#c77dff', '#ff9f43'];

function grassGround(p: Paint, horizon: number, top = '#8fd16a', bottom = '#4f9e3c'): string {
  return `<rect x="0" y="${n(horizon)}" width="${SIZE}" height="${n(SIZE - horizon)}" fill="${linear(p, [
    [0, top],
    [1, bottom],
  ])}"/>`;
}

export function meadow(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 600;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const back =
    skySvg +
    far(p, ridge(p, horizon - 50, 45, p.c('#9cc9a8'), 3) + ridge(p, horizon - 10, 30, p.c('#86c27a'), 4)) +
    haze(p, scene, horizon, 0.35) +
    ridge(
      p,
      horizon + 20,
      18,
      linear(p, [
        [0, '#8fd16a'],
        [1, '#4f9e3c'],
      ]),
      3,
    ) +
    tufts(p, horizon + 40, 70, '#3f8a34') +
    dots(p, horizon + 50, 60, FLOWERS, [2, 7]);
  return { back, front: '', horizon, floor: 'land', defaults: ['deciduous-tree', 'tulip', 'blossom'], shows: [], light };
}

export function garden(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 620;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const hedge = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${n(i * 128 + p.rng.range(-20, 20))}" cy="${n(horizon - 20)}" r="${n(p.rng.range(60, 80))}" fill="${p.c('#3f8f4a')}"${ink(p)}/>`,
  ).join('');
  const path = `<path d="M${n(SIZE * 0.46)} ${n(horizon)}C${n(SIZE * 0.4)} ${n(horizon + 150)} ${n(SIZE * 0.7)} ${n(horizon + 250)} ${n(SIZE * 0.55)} ${SIZE}L${n(SIZE * 0.85)} ${SIZE}C${n(SIZE * 0.9)} ${n(horizon + 250)} ${n(SIZE * 0.5)} ${n(horizon + 150)} ${n(SIZE * 0.52)} ${n(horizon)}Z" fill="${p.c('#e9d3a6')}"${ink(p)}/>`;
  const back =
    skySvg +
    far(p, treeline(p, horizon - 40, 90, p.c('#7fb58a'), null)) +
    haze(p, scene, horizon, 0.3) +
    hedge +
    grassGround(p, horizon, '#93d46e', '#58a844') +
    path +
    dots(p, horizon + 20, 110, FLOWERS, [3, 9]);
  return { back, front: '', horizon, floor: 'land', defaults: ['sunflower', 'tulip', 'butterfly', 'rose'], shows: [], light };
}

export function forest(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 630;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const rays =
    scene.time === 'night'
      ? ''
      : Array.from({ length: 4 }, (_, i) => {
          const x = 150 + i * 230 + p.rng.range(-40, 40);
          return `<path d="M${n(x)} 0L${n(x + 70)} 0L${n(x + 260)} ${horizon + 200}L${n(x + 140)} ${horizon + 200}Z" fill="${p.c('#fff8d6')}" opacity="0.12"/>`;
        }).join('');
  const back =
    skySvg +
    far(
      p,
      treeline(p, horizon - 30, 120, p.c('#6f9c86'), null, true) + treeline(p, horizon - 5, 110, p.c('#4f8a5b'), null, true),
    ) +
    haze(p, scene, horizon, 0.4) +
    treeline(p, horizon + 10, 150, p.c('#3e7a45'), p.c('#6b4a2e')) +
    grassGround(p, horizon, '#6fae55', '#3e7d33') +
    tufts(p, horizon + 30, 90, '#2f6a2a') +
    dots(p, horizon + 60, 25, ['#e85d5d', '#ffffff', '#ffd166'], [3, 6]);
  return {
    back,
    front: rays,
    horizon,
    floor: 'land',
    defaults: ['evergreen-tree', 'deciduous-tree', 'mushroom', 'evergreen-tree'],
    shows: [],
    light,
  };
}

/** A big drooping leaf from a corner, framing the jungle. */
function leaf(p: Paint, x: number, y: number, angle: number, length: number, colour: string): string {
  const w = length * 0.28;
  const d = `M0 0C${n(length * 0.3)} ${n(-w)} ${n(length * 0.75)} ${n(-w)} ${n(length)} 0C${n(length * 0.75)} ${n(w)} ${n(length * 0.3)} ${n(w)} 0 0Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="${p.c(colour)}"${ink(p)}/><path d="M0 0L${n(length * 0.95)} 0" stroke="${p.c('#1f5a2a')}" stroke-width="3" opacity="0.6"/></g>`;
}

export function jungle(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 640;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const front =
    leaf(p, -20, 80, 25, 300, '#2f8a3e') +
    leaf(p, -30, 220, 5, 260, '#3fa34d') +
    leaf(p, SIZE + 20, 60, 160, 320, '#2f8a3e') +
    leaf(p, SIZE + 30, 240, 178, 250, '#46b058');
  const vines = Array.from({ length: 5 }, () => {
    const x = p.rng.range(40, SIZE - 40);
    const len = p.rng.range(120, 300);
    return `<path d="${smooth([
      [x, 0],
      [x + 12, len * 0.33],
      [x - 12, len * 0.66],
      [x + 6, len],
    ])}" stroke="${p.c('#2c6e35')}" stroke-width="6" fill="none"/>`;
  }).join('');
  const back =
    skySvg +
    far(p, ridge(p, horizon - 70, 50, p.c('#4b8f6a'), 3) + treeline(p, horizon - 20, 150, p.c('#2f7a48'), null)) +
    haze(p, scene, horizon, 0.35) +
    treeline(p, horizon + 15, 170, p.c('#1f6a38'), p.c('#5b3b22')) +
    grassGround(p, horizon, '#5fa84a', '#2f6e2a') +
    tufts(p, horizon + 30, 80, '#1f5a22') +
    vines;
  return { back, front, horizon, floor: 'land', defaults: ['palm-tree', 'hibiscus', 'herb'], shows: [], light };
}

export function farm(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 600;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  // Fields: stripes running to the horizon.
  let fields = '';
  const colours = ['#d8c45a', '#9ccc65', '#c8b04a', '#7cb85a'];
  for (let i = 0; i < 8; i += 1) {
    const x0 = -300 + i * 220;
    const x1 = x0 + 220;
    fields += `<path d="M${n(SIZE / 2 + (x0 - SIZE / 2) * 0.35)} ${horizon}L${n(SIZE / 2 + (x1 - SIZE / 2) * 0.35)} ${horizon}L${n(x1 * 1.6 - 300)} ${SIZE}L${n(x0 * 1.6 - 300)} ${SIZE}Z" fill="${p.c(colours[i % colours.length]!)}"/>`;
  }
  const barnX = scene.heroSide === 'R' ? 110 : SIZE - 260;
  const barnY = horizon - 120;
  const barn =
    `<rect x="${barnX}" y="${barnY}" width="150" height="120" fill="${p.c('#c0392b')}"${ink(p)}/>` +
    `<path d="M${barnX - 15} ${barnY}L${barnX + 75} ${barnY - 70}L${barnX + 165} ${barnY}Z" fill="${p.c('#8e2a20')}"${ink(p)}/>` +
    `<rect x="${barnX + 50}" y="${barnY + 50}" width="50" height="70" fill="${p.c('#f5f0e6')}"${ink(p)}/>` +
    `<path d="M${barnX + 50} ${barnY + 50}L${barnX + 100} ${barnY + 120}M${barnX + 100} ${barnY + 50}L${barnX + 50} ${barnY + 120}" stroke="${p.c('#8e2a20')}" stroke-width="5"/>`;
  const fenceY = horizon + 90;
  let fence = `<path d="M0 ${fenceY - 22}L${SIZE} ${fenceY - 22}M0 ${fenceY - 8}L${SIZE} ${fenceY - 8}" stroke="${p.c('#f3e6cf')}" stroke-width="7"/>`;
  for (let x = 20; x < SIZE; x += 90)
    fence += `<rect x="${x}" y="${fenceY - 40}" width="10" height="46" rx="3" fill="${p.c('#f3e6cf')}"${ink(p, 0.5)}/>`;
  const back =
    skySvg + far(p, ridge(p, horizon - 30, 40, p.c('#8fbf7f'), 3)) + haze(p, scene, horizon, 0.3) + fields + far(p, barn) + fence;
  return { back, front: '', horizon, floor: 'land', defaults: ['sunflower', 'sheaf-of-rice', 'ear-of-corn'], shows: [], light };
}

export function mountains(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 640;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const back =
    skySvg +
    far(
      p,
      peaks(p, horizon - 60, 330, p.c('#8a9fc4'), p.c('#ffffff'), 3) +
        peaks(p, horizon - 10, 220, p.c('#6d8fa8'), p.c('#eef6ff'), 4),
    ) +
    haze(p, scene, horizon, 0.45) +
    ridge(
      p,
      horizon + 10,
      40,
      linear(p, [
        [0, '#7cbf6a'],
        [1, '#3f8a3c'],
      ]),
      2,
    ) +
    tufts(p, horizon + 40, 60, '#2f6e2a') +
    dots(p, horizon + 50, 30, ['#9e9e9e', '#bdbdbd'], [3, 9]);
  return { back, front: '', horizon, floor: 'land', defaults: ['evergreen-tree', 'rock', 'evergreen-tree'], shows: [], light };
}

export function snow(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 620;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const flakes = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${n(p.rng.range(0, SIZE))}" cy="${n(p.rng.range(0, SIZE))}" r="${n(p.rng.range(2, 6))}" fill="#ffffff" opacity="${n(p.rng.range(0.6, 0.95))}"/>`,
  ).join('');
  const back =
    skySvg +
    far(p, peaks(p, horizon - 40, 260, p.c('#c9d8ec'), p.c('#ffffff'), 3)) +
    haze(p, scene, horizon, 0.5) +
    ridge(p, horizon - 5, 30, p.c('#e4eef8'), 3) +
    ridge(
      p,
      horizon + 40,
      25,
      linear(p, [
        [0, '#ffffff'],
        [1, '#d7e5f3'],
      ]),
      3,
    );
  return {
    back,
    front: flakes,
    horizon,
    floor: 'land',
    defaults: ['snowman', 'evergreen-tree', 'evergreen-tree'],
    shows: [],
    light,
  };
}

export function castle(p: Paint, scene: SceneContext): Backdrop {
  const horizon = 620;
  const { svg: skySvg, light } = openSky(p, scene, horizon);
  const left = scene.heroSide === 'R';
  const cx = left ? 270 : SIZE - 270;
  const hill = `<ellipse cx="${cx}" cy="${horizon + 10}" rx="330" ry="110" fill="${p.c('#7fbf6a')}"${ink(p)}/>`;
  const road = `<path d="M${cx - 20} ${horizon - 40}C${cx + 60} ${horizon + 60} ${SIZE / 2 - 120} ${horizon + 150} ${SIZE / 2} ${SIZE}L${SIZE / 2 + 140} ${SIZE}C${SIZE / 2} ${horizon + 150} ${cx + 100} ${horizon + 60} ${cx + 20} ${horizon - 40}Z" fill="${p.c('#e6d2a8')}"${ink(p)}/>`;
  const back =
    skySvg +
    far(p, ridge(p, horizon - 40, 40, p.c('#9cc4a8'), 3)) +
    haze(p, scene, horizon, 0.3) +
    hill +
    standing(p, 'castle', cx, horizon - 50, 330) +
    grassGround(p, horizon + 60, '#86c86c', '#4f9e3c') +
    road +
    dots(p, horizon + 80, 50, FLOWERS, [3, 8]);
  return {
    back,
    front: '',
    horizon: horizon + 60,
    floor: 'land',
    defaults: ['tulip', 'deciduous-tree'],
    shows: ['castle'],
    keepClear: [{ x0: cx - 150, y0: horizon - 380, x1: cx + 150, y1: horizon - 50 }],
    light,
  };
}
