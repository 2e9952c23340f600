import { emoji } from '../emoji.js';
import { ink, linear, n, SIZE, type Paint } from '../paint.js';
import { sky, type Box } from '../sky.js';
import type { Backdrop, SceneContext } from './backdrop.js';

/** Inside: a bedroom or living room, a classroom, a museum hall. */

const FLOOR = 640;

/** A window showing the time of day outside, so indoor pictures keep their sky. */
function window(p: Paint, scene: SceneContext, box: Box, curtains: string | null) {
  const clip = p.def(
    (id) =>
      `<clipPath id="${id}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" rx="10"/></clipPath>`,
  );
  const outside = sky(p, scene.time, box, scene.accent, true);
  const hills = `<ellipse cx="${n(box.x + box.w * 0.3)}" cy="${n(box.y + box.h)}" rx="${n(box.w * 0.6)}" ry="${n(box.h * 0.25)}" fill="${p.c(scene.time === 'night' ? '#2f4a5a' : '#8fcf7a')}"/>`;
  const frame = p.c('#ffffff');
  let svg = `<g clip-path="url(#${clip})">${outside.svg}${hills}</g>`;
  svg += `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" rx="10" fill="none" stroke="${frame}" stroke-width="16"/>`;
  svg += `<path d="M${n(box.x + box.w / 2)} ${n(box.y)}V${n(box.y + box.h)}M${n(box.x)} ${n(box.y + box.h / 2)}H${n(box.x + box.w)}" stroke="${frame}" stroke-width="10"/>`;
  if (curtains) {
    const c = p.c(curtains);
    svg += `<path d="M${n(box.x - 40)} ${n(box.y - 30)}H${n(box.x + 50)}C${n(box.x + 20)} ${n(box.y + box.h * 0.5)} ${n(box.x + 40)} ${n(box.y + box.h)} ${n(box.x + 10)} ${n(box.y + box.h + 40)}H${n(box.x - 40)}Z" fill="${c}"${ink(p)}/>`;
    svg += `<path d="M${n(box.x + box.w + 40)} ${n(box.y - 30)}H${n(box.x + box.w - 50)}C${n(box.x + box.w - 20)} ${n(box.y + box.h * 0.5)} ${n(box.x + box.w - 40)} ${n(box.y + box.h)} ${n(box.x + box.w - 10)} ${n(box.y + box.h + 40)}H${n(box.x + box.w + 40)}Z" fill="${c}"${ink(p)}/>`;
  }
  return { svg, light: outside.light };
}

function wall(p: Paint, colour: string, stripe: string | null): string {
  let svg = `<rect width="${SIZE}" height="${FLOOR}" fill="${linear(p, [
    [0, colour],
    [1, colour],
  ])}"/>`;
  if (stripe)
    for (let x = 0; x < SIZE; x += 64)
      svg += `<rect x="${x}" y="0" width="26" height="${FLOOR}" fill="${p.c(stripe)}" opacity="0.35"/>`;
  return svg + `<rect x="0" y="${FLOOR - 24}" width="${SIZE}" height="24" fill="${p.c('#f7efe2')}"${ink(p)}/>`;
}

function planks(p: Paint, light: string, dark: string): string {
  let svg = `<rect x="0" y="${FLOOR}" width="${SIZE}" height="${SIZE - FLOOR}" fill="${linear(p, [
    [0, light],
    [1, dark],
  ])}"/>`;
  let d = '';
  for (let i = 1; i < 7; i += 1) {
    const y = FLOOR + (SIZE - FLOOR) * Math.pow(i / 7, 1.4);
    d += `M0 ${n(y)}H${SIZE}`;
  }
  svg += `<path d="${d}" stroke="${p.c(dark)}" stroke-width="3" opacity="0.5"/>`;
  return svg;
}

function clearOf(box: Box, margin: number) {
  return { x0: box.x - margin, y0: box.y - margin, x1: box.x + box.w + margin, y1: box.y + box.h + margin };
}

export function home(p: Paint, scene: SceneContext): Backdrop {
  const wallColour = p.rng.pick(['#ffe3c9', '#dcefe3', '#e2e6fb', '#fde2ec']);
  // The window on the hero's side would hide behind them: the picture frame goes there instead.
  const left = scene.heroSide === 'R';
  const box = { x: left ? 110 : SIZE - 410, y: 120, w: 300, h: 260 };
  const view = window(p, scene, box, p.rng.pick(['#ff8fa3', '#8ecae6', '#ffd166']));
  const frameX = left ? SIZE - 300 : 140;
  const picture =
    `<rect x="${frameX}" y="170" width="160" height="120" rx="6" fill="${p.c('#fff8ec')}" stroke="${p.c('#b07a4a')}" stroke-width="12"/>` +
    `<circle cx="${frameX + 115}" cy="205" r="16" fill="${p.c('#ffd166')}"/><path d="M${frameX + 6} 284L${frameX + 60} 225L${frameX + 100} 262L${frameX + 125} 240L${frameX + 154} 284Z" fill="${p.c('#7cb85a')}"/>`;
  const rug = `<ellipse cx="${SIZE / 2}" cy="${FLOOR + 230}" rx="390" ry="95" fill="${p.c(p.rng.pick(['#f4978e', '#90caf9', '#c5e1a5']))}"${ink(p)}/><ellipse cx="${SIZE / 2}" cy="${FLOOR + 230}" rx="330" ry="70" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`;
  const back =
    wall(p, wallColour, p.rng.chance(0.5) ? '#ffffff' : null) + view.svg + picture + planks(p, '#d9a066', '#a8703e') + rug;
  return {
    back,
    front: '',
    horizon: FLOOR,
    floor: 'indoor',
    defaults: ['bed', 'potted-plant', 'teddy-bear'],
    shows: ['window', 'framed-picture'],
    keepClear: [clearOf(box, 50), clearOf({ x: frameX, y: 170, w: 160, h: 120 }, 20)],
    light: view.light,
  };
}

/** A blackboard with chalk doodles: a sun, a house, stars and waves, never words. */
function blackboard(p: Paint, x: number, y: number, w: number, h: number): string {
  const chalk = `stroke="#f5f5f0" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.85"`;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${p.c('#2f5d46')}" stroke="${p.c('#a0703e')}" stroke-width="16"/>` +
    `<circle cx="${x + 80}" cy="${y + 70}" r="28" ${chalk}/>` +
    `<path d="M${x + 80} ${y + 28}v-12M${x + 80} ${y + 112}v12M${x + 38} ${y + 70}h-12M${x + 122} ${y + 70}h12" ${chalk}/>` +
    `<path d="M${x + 170} ${y + 150}v-50l45-40l45 40v50z" ${chalk}/>` +
    `<path d="M${x + 40} ${y + h - 40}q25-25 50 0t50 0t50 0" ${chalk}/>` +
    `<path d="M${x + w - 120} ${y + 60}l12 26l28 3l-21 19l6 28l-25-14l-25 14l6-28l-21-19l28-3z" ${chalk}/>` +
    `<path d="M${x + w - 200} ${y + h - 50}l40-60l40 60z" ${chalk}/>`
  );
}

export function school(p: Paint, scene: SceneContext): Backdrop {
  const left = scene.heroSide === 'R';
  const board = blackboard(p, left ? 90 : SIZE - 560, 110, 470, 280);
  const box = { x: left ? SIZE - 330 : 90, y: 120, w: 240, h: 240 };
  const view = window(p, scene, box, null);
  const shelf = `<rect x="${left ? SIZE - 350 : 70}" y="420" width="280" height="14" fill="${p.c('#a0703e')}"/>`;
  const books =
    emoji(p, 'books', left ? SIZE - 330 : 90, 330, 100) + emoji(p, 'globe-showing-americas', left ? SIZE - 210 : 210, 335, 90);
  const back = wall(p, '#f3ecd2', null) + board + view.svg + shelf + books + planks(p, '#e0b27a', '#b7834f');
  return {
    back,
    front: '',
    horizon: FLOOR,
    floor: 'indoor',
    defaults: ['pencil', 'backpack', 'crayon', 'open-book'],
    shows: ['books', 'window'],
    keepClear: [clearOf({ x: left ? 90 : SIZE - 560, y: 110, w: 470, h: 280 }, 10), clearOf(box, 20)],
    light: view.light,
  };
}

export function museum(p: Paint, scene: SceneContext): Backdrop {
  let back = wall(p, '#efe2c6', null);
  for (const x of [60, SIZE - 130]) {
    back += `<rect x="${x}" y="60" width="70" height="${FLOOR - 84}" fill="${p.c('#f8f1e0')}"${ink(p)}/>`;
    back += `<rect x="${x - 14}" y="40" width="98" height="26" fill="${p.c('#e6d6b4')}"${ink(p)}/>`;
    for (let i = 1; i < 4; i += 1)
      back += `<path d="M${x + i * 17.5} 70V${FLOOR - 30}" stroke="${p.c('#ddcfae')}" stroke-width="4"/>`;
  }
  // Paintings: a tiny landscape in each frame.
  for (const [x, sky] of [
    [250, '#9fd4f5'],
    [610, '#ffd68a'],
  ] as const) {
    back += `<rect x="${x}" y="150" width="170" height="130" fill="${p.c(sky)}" stroke="${p.c('#c9a23f')}" stroke-width="14"/>`;
    back += `<path d="M${x + 7} 273L${x + 60} 215L${x + 100} 250L${x + 130} 225L${x + 163} 273Z" fill="${p.c(x === 250 ? '#7cb85a' : '#e2ad62')}"/>`;
  }
  back += `<rect x="0" y="${FLOOR}" width="${SIZE}" height="${SIZE - FLOOR}" fill="${linear(p, [
    [0, '#d8c8a8'],
    [1, '#b8a27c'],
  ])}"/>`;
  let tiles = '';
  for (let i = 1; i < 6; i += 1) tiles += `M0 ${n(FLOOR + (SIZE - FLOOR) * Math.pow(i / 6, 1.4))}H${SIZE}`;
  for (let i = -6; i <= 6; i += 1) tiles += `M${n(SIZE / 2 + i * 60)} ${FLOOR}L${n(SIZE / 2 + i * 200)} ${SIZE}`;
  back += `<path d="${tiles}" stroke="${p.c('#a89270')}" stroke-width="2" opacity="0.5"/>`;
  // Display plinths with exhibits.
  back +=
    `<rect x="330" y="${FLOOR - 60}" width="120" height="80" fill="${p.c('#f4ecdc')}"${ink(p)}/>` +
    emoji(p, 'amphora', 340, FLOOR - 160, 100);
  const light = { x: SIZE / 2, y: -50, colour: scene.time === 'night' ? '#ffe7b0' : '#fff6dc' };
  return {
    back,
    front: '',
    horizon: FLOOR,
    floor: 'indoor',
    defaults: ['scroll', 'gem-stone', 'sauropod'],
    shows: ['amphora'],
    keepClear: [{ x0: 320, y0: FLOOR - 170, x1: 460, y1: FLOOR + 30 }],
    light,
  };
}
