import { darken, lighten } from '../colour.js';
import { n, SIZE } from '../draw/pen.js';
import { skyColours } from './sky.js';
import { namedThing, type Stage, type StageContext } from './stage.js';
import { drawVehicle } from '../vehicles.js';

/**
 * Rooms: classroom, dance studio, sports hall, music room, workshop, library, kitchen, bedroom, living room, bathroom, museum, shop, hospital, dentist,
 * airport, cinema, theatre, optician's, throne room, aquarium.
 */

const FLOOR = 640;

interface Room {
  wall: string;
  floor: string;
  floorKind: 'wood' | 'tiles' | 'carpet' | 'stone';
  pattern?: 'stripes' | 'dots' | 'bricks' | 'none';
  furniture: string;
  middle?: string;
  front?: string;
  seat?: Stage['seat'];
  ground?: number;
  landmark?: number;
  glows?: Stage['glows'];
}

export function room(ctx: StageContext, r: Room): Stage {
  const { p } = ctx;
  let back = `<rect width="${SIZE}" height="${FLOOR}" fill="${p.c(r.wall)}"/>`;
  if (r.pattern === 'stripes')
    for (let x = 0; x < SIZE; x += 64)
      back += `<rect x="${x}" y="0" width="26" height="${FLOOR}" fill="${p.c(lighten(r.wall, 0.18))}"/>`;
  if (r.pattern === 'dots')
    for (let y = 30; y < FLOOR; y += 60)
      for (let x = (y / 60) % 2 ? 30 : 60; x < SIZE; x += 60)
        back += `<circle cx="${x}" cy="${y}" r="5" fill="${p.c(lighten(r.wall, 0.25))}"/>`;
  if (r.pattern === 'bricks')
    for (let y = 0; y < FLOOR; y += 44)
      for (let x = (y / 44) % 2 ? -40 : 0; x < SIZE; x += 90)
        back += `<rect x="${x + 2}" y="${y + 2}" width="86" height="40" rx="4" fill="${p.c(darken(r.wall, 0.08))}"/>`;
  // Floor, skirting board and floor pattern.
  const grad = p.def(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.c(darken(r.floor, 0.12))}"/><stop offset="1" stop-color="${p.c(r.floor)}"/></linearGradient>`,
  );
  back += `<rect y="${FLOOR}" width="${SIZE}" height="${SIZE - FLOOR}" fill="url(#${grad})"/>`;
  back += `<rect y="${FLOOR - 16}" width="${SIZE}" height="18" fill="${p.c(darken(r.wall, 0.25))}"/>`;
  if (r.floorKind === 'wood')
    for (let y = FLOOR + 30; y < SIZE; y += 34 + (y - FLOOR) * 0.12)
      back += `<path d="M0 ${n(y)}L${SIZE} ${n(y)}" stroke="${p.c(darken(r.floor, 0.2))}" stroke-width="2"/>`;
  if (r.floorKind === 'tiles' || r.floorKind === 'stone') {
    for (let y = FLOOR + 40; y < SIZE; y += 50 + (y - FLOOR) * 0.2)
      back += `<path d="M0 ${n(y)}L${SIZE} ${n(y)}" stroke="${p.c(darken(r.floor, 0.15))}" stroke-width="2"/>`;
    for (let x = -400; x < SIZE + 400; x += 110)
      back += `<path d="M${n(SIZE / 2 + (x - SIZE / 2) * 0.5)} ${FLOOR}L${n(x)} ${SIZE}" stroke="${p.c(darken(r.floor, 0.15))}" stroke-width="2"/>`;
  }
  back += r.furniture;
  return {
    back,
    middle: r.middle ?? '',
    front: r.front ?? '',
    horizon: FLOOR,
    ground: r.ground ?? 900,
    floor: 'indoor',
    light: { x: 512, y: 200, colour: '#ffe6b0' },
    ...(r.seat && { seat: r.seat }),
    ...(r.landmark && { landmark: r.landmark }),
    ...(r.glows && { glows: r.glows }),
    outdoor: false,
  };
}

/** A window showing the time of day outside. */
function window(ctx: StageContext, x: number, y: number, w: number, h: number): string {
  const { p, time, weather } = ctx;
  const colours = skyColours(time, weather);
  const id = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1">${colours.map((c, i) => `<stop offset="${n(i / (colours.length - 1))}" stop-color="${p.c(c)}"/>`).join('')}</linearGradient>`,
  );
  let out = p.shape(
    `M${x - 12} ${y - 12}L${x + w + 12} ${y - 12}L${x + w + 12} ${y + h + 12}L${x - 12} ${y + h + 12}Z`,
    p.c('#f4efe6'),
  );
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>`;
  if (time === 'night')
    out +=
      (ctx.moon === 'none' ? '' : `<circle cx="${x + w * 0.7}" cy="${y + h * 0.3}" r="${w * 0.1}" fill="#fbf3d0"/>`) +
      [0.2, 0.4, 0.8].map((t) => `<circle cx="${x + w * t}" cy="${y + h * (0.2 + t * 0.3)}" r="2" fill="#fff"/>`).join('');
  else
    out += `<ellipse cx="${x + w * 0.35}" cy="${y + h * 0.35}" rx="${w * 0.22}" ry="${h * 0.08}" fill="#ffffff" opacity="0.9"/><path d="M${x} ${y + h}Q${x + w * 0.5} ${y + h * 0.7} ${x + w} ${y + h}Z" fill="${p.c(weather.includes('snow') ? '#f4f8fd' : '#7fbf6a')}"/>`;
  // Snow seen from indoors: flakes falling past the glass on a white world.
  if (weather.includes('snow'))
    out += [0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 0.25, 0.55, 0.85]
      .map((t, i) => `<circle cx="${n(x + w * t)}" cy="${n(y + h * (((i * 0.37) % 0.8) + 0.08))}" r="3.5" fill="#ffffff"/>`)
      .join('');
  out += `<path d="M${x + w / 2} ${y}L${x + w / 2} ${y + h}M${x} ${y + h / 2}L${x + w} ${y + h / 2}" stroke="${p.c('#f4efe6')}" stroke-width="10"/>`;
  return out;
}

function books(ctx: StageContext, x: number, y: number, w: number): string {
  const { p, rng } = ctx;
  let out = '';
  let bx = x;
  while (bx < x + w - 14) {
    const bw = rng.range(12, 22);
    const bh = rng.range(44, 64);
    out += `<rect x="${n(bx)}" y="${n(y - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${p.c(rng.pick(['#e63946', '#3a86ff', '#2a9d8f', '#f4a261', '#8e44ad', '#ffbe0b']))}"/>`;
    bx += bw + 2;
  }
  return out;
}

function shelf(ctx: StageContext, x: number, y: number, w: number, rows: number): string {
  const { p } = ctx;
  let out = p.shape(`M${x} ${y}L${x + w} ${y}L${x + w} ${y + rows * 80 + 14}L${x} ${y + rows * 80 + 14}Z`, p.c('#9a6a3f'));
  for (let i = 0; i < rows; i += 1) {
    out += `<rect x="${x + 10}" y="${y + 10 + i * 80}" width="${w - 20}" height="68" fill="${p.c('#6b4628')}"/>`;
    out += books(ctx, x + 14, y + 78 + i * 80, w - 28);
  }
  return out;
}

function frame(ctx: StageContext, x: number, y: number, w: number, h: number, inner: string): string {
  const { p } = ctx;
  return (
    p.shape(`M${x} ${y}L${x + w} ${y}L${x + w} ${y + h}L${x} ${y + h}Z`, p.c('#c9953a')) +
    `<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" fill="${p.c(inner)}"/>`
  );
}

const side = (ctx: StageContext, a: number) => (ctx.heroSide === 'L' ? a : SIZE - a);

export function classroom(ctx: StageContext): Stage {
  const { p } = ctx;
  const bx = ctx.heroSide === 'L' ? 470 : 80;
  const board =
    p.shape(`M${bx} 150L${bx + 470} 150L${bx + 470} 440L${bx} 440Z`, p.c('#8a5a32')) +
    `<rect x="${bx + 16}" y="166" width="438" height="258" fill="${p.c('#2f5a46')}"/>` +
    // Chalk drawings, never letters: a sun, a house, sums as dots.
    `<circle cx="${bx + 90}" cy="240" r="30" fill="none" stroke="#f4f4ec" stroke-width="4"/>` +
    `<path d="M${bx + 200} 380L${bx + 200} 320L${bx + 250} 280L${bx + 300} 320L${bx + 300} 380Z" fill="none" stroke="#f4f4ec" stroke-width="4"/>` +
    [0, 1, 2].map((i) => `<circle cx="${bx + 360 + i * 24}" cy="240" r="6" fill="#f4f4ec"/>`).join('');
  const desk = (x: number, y: number, s: number) =>
    p.shape(
      `M${x - 90 * s} ${y - 70 * s}L${x + 90 * s} ${y - 70 * s}L${x + 90 * s} ${y - 56 * s}L${x - 90 * s} ${y - 56 * s}Z`,
      p.c('#d9a45a'),
    ) +
    [x - 80 * s, x + 80 * s]
      .map((lx) =>
        p.tube(
          [
            [lx, y - 56 * s],
            [lx, y],
          ],
          8 * s,
          p.c('#5a5f6a'),
        ),
      )
      .join('');
  return room(ctx, {
    wall: '#f3e2b8',
    floor: '#c99a63',
    floorKind: 'wood',
    landmark: 300,
    furniture:
      board +
      window(ctx, side(ctx, 60), 160, 200, 220) +
      desk(side(ctx, 200), 760, 0.9) +
      desk(side(ctx, 820), 740, 0.8) +
      `<circle cx="${side(ctx, 330)}" cy="120" r="40" fill="${p.c('#fff')}" stroke="${p.c('#3a3d45')}" stroke-width="6"/>`,
  });
}

/**
 * A dance studio (a ballet class, the school's dance hall): a long mirror along the wall with the
 * wooden barre across it on its brackets, a sprung wooden floor; no desks, no board.
 */
export function danceStudio(ctx: StageContext): Stage {
  const { p } = ctx;
  const [x0, x1, top, foot] = [70, 954, 170, 610];
  const glass = p.def(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.c('#e4f1f8')}"/><stop offset="0.55" stop-color="${p.c('#c4dbe8')}"/><stop offset="1" stop-color="${p.c('#d9e9f2')}"/></linearGradient>`,
  );
  let mirror = p.shape(`M${x0 - 14} ${top - 14}L${x1 + 14} ${top - 14}L${x1 + 14} ${foot}L${x0 - 14} ${foot}Z`, p.c('#d8c7a8'));
  mirror += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${foot - top}" fill="url(#${glass})"/>`;
  // (the room seen again in the glass: its wooden floor, and streaks of light across it; the panes' joins)
  mirror += `<rect x="${x0}" y="${foot - 70}" width="${x1 - x0}" height="70" fill="${p.c('#d6b07a')}" opacity="0.45"/>`;
  for (const sx of [180, 260, 560, 640])
    mirror += `<path d="M${sx} ${top}L${sx + 90} ${top}L${sx - 40} ${foot}L${sx - 130} ${foot}Z" fill="#ffffff" opacity="0.22"/>`;
  for (const jx of [365, 660]) mirror += `<path d="M${jx} ${top}L${jx} ${foot}" stroke="${p.c('#b9cbd6')}" stroke-width="3"/>`;
  // The barre: a wooden rail along the mirror on metal brackets fixed to the wall.
  let barre = '';
  for (const bx of [120, 400, 680, 920]) barre += p.stroke(`M${bx} 475L${bx} 520`, p.c('#8c8f96'), 8, { cap: 'round' });
  barre += p.tube(
    [
      [40, 470],
      [984, 470],
    ],
    16,
    p.c('#c08a4e'),
  );
  return room(ctx, {
    wall: '#f1dbe4',
    floor: '#d9a86a',
    floorKind: 'wood',
    landmark: 330,
    furniture: mirror + barre,
  });
}

/**
 * A school or sports hall (gymnastics, karate, judo, PE): a wooden floor with its court lines,
 * wooden wall bars up the wall and blue mats laid on the floor; no desks, no board.
 */
export function sportsHall(ctx: StageContext): Stage {
  const { p } = ctx;
  let bars = '';
  // Wall bars: two tall uprights and the rungs between them, twice along the wall.
  for (const x0 of [60, 700]) {
    for (const ux of [x0, x0 + 260]) bars += p.stroke(`M${ux} 150L${ux} 624`, p.c('#b07a44'), 14, { cap: 'round' });
    for (let y = 180; y < 620; y += 40) bars += p.stroke(`M${x0} ${y}L${x0 + 260} ${y}`, p.c('#c8955a'), 8, { cap: 'round' });
  }
  // High windows of the hall, and a line painted on the floor.
  let high = '';
  for (const wx of [380, 520])
    high += `<rect x="${wx}" y="70" width="120" height="80" rx="6" fill="${p.c('#cfe6f4')}" stroke="${p.c('#9aa3ad')}" stroke-width="6"/>`;
  const line = `<path d="M0 760L${SIZE} 760" stroke="${p.c('#e8c23a')}" stroke-width="6"/>`;
  // Blue mats on the floor.
  const mats =
    p.shape('M150 860L470 860L440 930L110 930Z', p.c('#3f6fc2')) + p.shape('M560 860L880 860L910 930L590 930Z', p.c('#3f6fc2'));
  return room(ctx, {
    wall: '#e8e2d2',
    floor: '#d9a86a',
    floorKind: 'wood',
    landmark: 330,
    furniture: high + bars + line + mats,
  });
}

/**
 * A music room (a drum, piano, violin or guitar lesson): guitars and a violin hung on the wall, a
 * stave of notes on the board of songs, an upright piano and a drum kit by the wall; no desks.
 */
export function musicRoom(ctx: StageContext): Stage {
  const { p } = ctx;
  let wall = '';
  // Guitars and a violin hung on the wall.
  for (const [gx, colour] of [
    [120, '#c0713a'],
    [240, '#8e4a2a'],
  ] as const) {
    wall += p.stroke(`M${gx} 150L${gx} 260`, p.c('#5a3a22'), 12);
    wall += `<ellipse cx="${gx}" cy="300" rx="42" ry="50" fill="${p.c(colour)}"/><ellipse cx="${gx}" cy="350" rx="52" ry="52" fill="${p.c(colour)}"/><circle cx="${gx}" cy="320" r="14" fill="${p.c('#3a2418')}"/>`;
  }
  wall += `<ellipse cx="360" cy="290" rx="26" ry="34" fill="${p.c('#a5552a')}"/><ellipse cx="360" cy="330" rx="32" ry="34" fill="${p.c('#a5552a')}"/>`;
  wall += p.stroke('M360 160L360 258', p.c('#3a2418'), 8);
  // A board with a stave of notes.
  wall += `<rect x="560" y="110" width="320" height="170" rx="8" fill="${p.c('#fafaf4')}" stroke="${p.c('#8a6a4a')}" stroke-width="8"/>`;
  for (let y = 160; y <= 240; y += 20) wall += `<path d="M585 ${y}L855 ${y}" stroke="${p.c('#555')}" stroke-width="2"/>`;
  // (four notes climbing the stave)
  for (const [nx, ny] of [630, 690, 750, 810].map((x, i) => [x, 230 - 20 * i] as const))
    wall +=
      `<ellipse cx="${nx}" cy="${ny}" rx="11" ry="8" fill="${p.c('#222')}"/>` +
      p.stroke(`M${nx + 10} ${ny}L${nx + 10} ${ny - 50}`, p.c('#222'), 3);
  // An upright piano by the wall, and a drum kit.
  let front = `<rect x="560" y="400" width="300" height="230" rx="10" fill="${p.c('#3a2a24')}"/>`;
  front += `<rect x="560" y="470" width="300" height="26" fill="${p.c('#fbfbf6')}"/>`;
  for (let kx = 575; kx < 860; kx += 24) front += `<rect x="${kx}" y="470" width="12" height="16" fill="${p.c('#222')}"/>`;
  front += `<ellipse cx="160" cy="560" rx="80" ry="70" fill="${p.c('#c8392f')}"/><ellipse cx="160" cy="560" rx="56" ry="50" fill="${p.c('#f4efe6')}"/>`;
  front += `<ellipse cx="290" cy="500" rx="44" ry="18" fill="${p.c('#d8b048')}"/>` + p.stroke('M290 500L290 630', p.c('#888'), 6);
  return room(ctx, {
    wall: '#e6eef2',
    floor: '#b8875a',
    floorKind: 'wood',
    landmark: 330,
    furniture: wall + front,
  });
}

export function library(ctx: StageContext): Stage {
  return room(ctx, {
    wall: '#e9d8b4',
    floor: '#b07a4a',
    floorKind: 'wood',
    pattern: 'stripes',
    landmark: 300,
    furniture:
      shelf(ctx, 20, 140, 300, 5) + shelf(ctx, 704, 140, 300, 5) + window(ctx, 400, 150, 224, 260) + lampStand(ctx, 512, 640),
  });
}

function lampStand(ctx: StageContext, x: number, y: number): string {
  const { p } = ctx;
  return (
    p.tube(
      [
        [x, y],
        [x, y - 200],
      ],
      6,
      p.c('#3a3d45'),
    ) +
    p.shape(`M${x - 40} ${y - 200}L${x + 40} ${y - 200}L${x + 24} ${y - 250}L${x - 24} ${y - 250}Z`, p.c('#f4d58d')) +
    `<circle cx="${x}" cy="${y - 200}" r="80" fill="#ffd66b" opacity="0.2"/>`
  );
}

export function kitchen(ctx: StageContext): Stage {
  const { p } = ctx;
  const cx = ctx.heroSide === 'L' ? 520 : 0;
  const counter =
    p.shape(`M${cx} 460L${cx + 504} 460L${cx + 504} 640L${cx} 640Z`, p.c('#f1f1ea')) +
    `<rect x="${cx}" y="448" width="504" height="22" fill="${p.c('#8a6a4a')}"/>` +
    [0, 1, 2]
      .map((i) =>
        p.shape(
          `M${cx + 20 + i * 165} 490L${cx + 160 + i * 165} 490L${cx + 160 + i * 165} 620L${cx + 20 + i * 165} 620Z`,
          p.c('#9fc8e0'),
        ),
      )
      .join('') +
    // A stove with a pot, cupboards above.
    `<rect x="${cx + 200}" y="420" width="120" height="30" fill="${p.c('#3a3d45')}"/>` +
    p.shape(`M${cx + 220} 420L${cx + 300} 420L${cx + 296} 360L${cx + 224} 360Z`, p.c('#d64545')) +
    [0, 1, 2]
      .map((i) =>
        p.shape(
          `M${cx + 20 + i * 165} 120L${cx + 160 + i * 165} 120L${cx + 160 + i * 165} 300L${cx + 20 + i * 165} 300Z`,
          p.c('#9fc8e0'),
        ),
      )
      .join('');
  // (Those who sit at the table are drawn at a table of their own, in front.)
  const table = namedThing(ctx, 'table')
    ? ''
    : p.shape(
        `M${side(ctx, 120) - 150} 720L${side(ctx, 120) + 150} 720L${side(ctx, 120) + 150} 740L${side(ctx, 120) - 150} 740Z`,
        p.c('#b5794a'),
      ) +
      [side(ctx, 120) - 130, side(ctx, 120) + 130]
        .map((x) =>
          p.tube(
            [
              [x, 740],
              [x, 860],
            ],
            12,
            p.c('#8a5a32'),
          ),
        )
        .join('') +
      `<ellipse cx="${side(ctx, 120)}" cy="712" rx="50" ry="14" fill="${p.c('#f4f4ec')}"/>`;
  return room(ctx, {
    wall: '#d8eee6',
    floor: '#e9e2d6',
    floorKind: 'tiles',
    pattern: 'none',
    landmark: 400,
    furniture: counter + window(ctx, side(ctx, 140) - 110, 150, 220, 200) + table,
  });
}

export function bedroom(ctx: StageContext): Stage {
  const { p } = ctx;
  const bx = ctx.heroSide === 'L' ? 560 : 40;
  const bed =
    p.shape(`M${bx} 520L${bx + 40} 520L${bx + 40} 840L${bx} 840Z`, p.c('#a0673c')) +
    p.shape(`M${bx + 20} 660L${bx + 420} 660L${bx + 420} 800L${bx + 20} 800Z`, p.c('#f4efe6')) +
    p.shape(`M${bx + 40} 610L${bx + 140} 610L${bx + 150} 670L${bx + 30} 670Z`, p.c('#ffffff'));
  // The blanket: over the bed, or up to the waist of whoever sleeps in it (compose draws it after them).
  const blanket =
    p.shape(
      `M${bx + 190} 780L${bx + 198} 640Q${bx + 210} 592 ${bx + 265} 588L${bx + 420} 592Q${bx + 446} 600 ${bx + 446} 660L${bx + 446} 780Z`,
      p.c('#7fb3e0'),
    ) +
    [0, 1, 2, 3]
      .map((i) => `<circle cx="${bx + 170 + i * 70}" cy="720" r="10" fill="${p.c('#ffffff')}" opacity="0.7"/>`)
      .join('');
  const toyBox = p.shape(
    `M${side(ctx, 820) - 70} 820L${side(ctx, 820) + 70} 820L${side(ctx, 820) + 70} 720L${side(ctx, 820) - 70} 720Z`,
    p.c('#e63946'),
  );
  return room(ctx, {
    wall: '#cfdcf5',
    floor: '#c8946a',
    floorKind: 'wood',
    pattern: 'dots',
    furniture:
      window(ctx, ctx.heroSide === 'L' ? 620 : 170, 150, 230, 260) +
      frame(ctx, side(ctx, 230), 180, 150, 120, '#f7d38a') +
      `<ellipse cx="${side(ctx, 260)}" cy="880" rx="220" ry="50" fill="${p.c('#f1a7c0')}"/>` +
      bed +
      toyBox +
      (ctx.time === 'night' ? bedsideLamp(ctx, side(ctx, 300)) : ''),
    seat: { x: bx + 250, y: 660, pillow: { x: bx + 90, y: 630 }, blanket },
    glows: [{ x: side(ctx, 300), y: 560, r: 300 }],
  });
}

/** A lamp on the floor by the bed, lit, with its glow. */
function bedsideLamp(ctx: StageContext, x: number): string {
  const { p } = ctx;
  return (
    `<circle cx="${x}" cy="560" r="130" fill="#ffd66b" opacity="0.2"/>` +
    p.shape(`M${x - 5} 572L${x + 5} 572L${x + 5} 700L${x - 5} 700Z`, p.c('#8a6a4a')) +
    p.ellipse(x, 702, 34, 9, p.c('#8a6a4a')) +
    p.shape(`M${x - 28} 526L${x + 28} 526L${x + 44} 576L${x - 44} 576Z`, '#ffe9a8')
  );
}

export function livingRoom(ctx: StageContext): Stage {
  const { p } = ctx;
  const sx = ctx.heroSide === 'L' ? 560 : 60;
  const sofa =
    p.shape(`M${sx} 560L${sx + 400} 560L${sx + 400} 760L${sx} 760Z`, p.c('#5b8fd6')) +
    p.shape(`M${sx + 30} 660L${sx + 370} 660L${sx + 370} 740L${sx + 30} 740Z`, p.c('#7aa8e6')) +
    p.shape(`M${sx - 30} 620L${sx + 40} 620L${sx + 40} 770L${sx - 30} 770Z`, p.c('#4a7cc4')) +
    p.shape(`M${sx + 360} 620L${sx + 430} 620L${sx + 430} 770L${sx + 360} 770Z`, p.c('#4a7cc4'));
  const fire =
    p.shape(
      `M${side(ctx, 200) - 130} 640L${side(ctx, 200) - 130} 380L${side(ctx, 200) + 130} 380L${side(ctx, 200) + 130} 640Z`,
      p.c('#b5694a'),
    ) +
    `<rect x="${side(ctx, 200) - 80}" y="470" width="160" height="170" fill="${p.c('#2b2020')}"/>` +
    `<path d="M${side(ctx, 200) - 40} 640Q${side(ctx, 200) - 40} 560 ${side(ctx, 200)} 520Q${side(ctx, 200) + 40} 570 ${side(ctx, 200) + 40} 640Z" fill="${p.c('#ff8c1a')}"/>`;
  return room(ctx, {
    wall: '#f0d9c0',
    floor: '#a97a52',
    floorKind: 'wood',
    pattern: 'stripes',
    // (Snow or rain seen from the sofa: a window over it in place of the picture, the weather in it.)
    furniture:
      (ctx.weather.includes('snow') || ctx.weather.includes('rain')
        ? window(ctx, sx + 100, 170, 200, 220)
        : frame(ctx, sx + 120, 220, 160, 130, '#9fd3a6')) +
      fire +
      sofa +
      `<ellipse cx="512" cy="900" rx="300" ry="60" fill="${p.c('#d96c6c')}" opacity="0.85"/>`,
    seat: { x: sx + 200, y: 660 },
    // (the fire in the hearth)
    glows: [{ x: side(ctx, 200), y: 590, r: 340 }],
  });
}

export function bathroom(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const tx = ctx.heroSide === 'L' ? 540 : 40;
  const tub =
    p.shape(
      `M${tx} 620L${tx + 440} 620Q${tx + 430} 800 ${tx + 300} 810L${tx + 140} 810Q${tx + 10} 800 ${tx} 620Z`,
      p.c('#fbfbf8'),
    ) +
    Array.from({ length: 9 }, (_, i) =>
      p.ellipse(tx + 60 + i * 42, 610 + rng.range(-10, 10), 30, 24, p.c('#ffffff'), { line: false }),
    ).join('') +
    `<path d="M${tx + 400} 560q40 -20 40 40" fill="none" stroke="${p.c('#9aa3ad')}" stroke-width="10"/>` +
    // A towel on its rail above the bath, and a rubber duck on the rim.
    `<rect x="${tx + 150}" y="424" width="200" height="10" rx="5" fill="${p.c('#9aa3ad')}"/>` +
    p.shape(`M${tx + 180} 428L${tx + 320} 428L${tx + 316} 560L${tx + 184} 560Z`, p.c('#ff8fab')) +
    `<rect x="${tx + 184}" y="530" width="132" height="10" fill="${p.c('#ffffff')}"/>` +
    p.ellipse(tx + 90, 600, 26, 18, p.c('#f7d547')) +
    p.ellipse(tx + 108, 578, 14, 13, p.c('#f7d547')) +
    p.shape(`M${tx + 118} 578L${tx + 134} 582L${tx + 118} 586Z`, p.c('#f49a2a'));
  return room(ctx, {
    wall: '#bfe6ef',
    floor: '#e8eef2',
    floorKind: 'tiles',
    pattern: 'bricks',
    landmark: 430,
    furniture:
      tub +
      `<ellipse cx="${side(ctx, 180)}" cy="300" rx="90" ry="120" fill="${p.c('#dff3ff')}" stroke="${p.c('#c9953a')}" stroke-width="10"/>`,
  });
}

export function museum(ctx: StageContext): Stage {
  const { p } = ctx;
  const pedestal = (x: number, y: number, w: number, h: number) =>
    p.shape(`M${x - w} ${y}L${x + w} ${y}L${x + w} ${y - h}L${x - w} ${y - h}Z`, p.c('#ece6da'));
  const dx = ctx.heroSide === 'L' ? 700 : 320;
  const bone = p.c('#f7efdc');
  const edge = p.c('#6b5a44');
  // Each bone drawn over a darker edge, so the skeleton stands out from the wall.
  const line = (d: string, w: number) => p.stroke(d, edge, w + 6) + p.stroke(d, bone, w);
  // A dinosaur skeleton on a plinth: a long neck up to a skull, ribs, legs and a tail to the floor.
  const bones = (() => {
    let out = line(
      `M${dx - 230} 600Q${dx - 190} 430 ${dx - 60} 420Q${dx + 60} 400 ${dx + 120} 330Q${dx + 170} 250 ${dx + 200} 220`,
      14,
    );
    for (let i = 0; i < 6; i += 1) {
      const x = dx - 110 + i * 34;
      out += line(`M${x} ${424 - i * 8}q-14 40 -4 80`, 9);
    }
    for (const lx of [dx - 120, dx + 50]) out += line(`M${lx} 430L${lx - 14} 580`, 14);
    out += p.ellipse(dx + 220, 214, 46, 30, edge) + p.ellipse(dx + 220, 214, 40, 24, bone);
    out += `<circle cx="${dx + 228}" cy="206" r="8" fill="${edge}"/>`;
    out += line(`M${dx + 200} 232L${dx + 252} 236`, 5);
    return out;
  })();
  // Paintings in gold frames: a landscape and a portrait.
  const landscape = (x: number, y: number, w: number, h: number) =>
    frame(ctx, x, y, w, h, '#9cc9ec') +
    `<path d="M${x + 12} ${y + h - 12}Q${x + w * 0.4} ${y + h * 0.45} ${x + w - 12} ${y + h - 30}L${x + w - 12} ${y + h - 12}Z" fill="${p.c('#5fa35a')}"/>` +
    `<circle cx="${x + w * 0.72}" cy="${y + h * 0.35}" r="${h * 0.12}" fill="${p.c('#f4c542')}"/>`;
  const portrait = (x: number, y: number, w: number, h: number) =>
    frame(ctx, x, y, w, h, '#3d4a5c') +
    p.ellipse(x + w / 2, y + h * 0.42, w * 0.16, h * 0.17, p.c('#e8b58c')) +
    `<path d="M${x + w * 0.22} ${y + h - 12}Q${x + w / 2} ${y + h * 0.55} ${x + w * 0.78} ${y + h - 12}Z" fill="${p.c('#8a3b3b')}"/>`;
  // A rope on brass posts keeps visitors back from the skeleton.
  const post = (x: number) =>
    p.tube(
      [
        [x, 720],
        [x, 600],
      ],
      12,
      p.c('#c9a03a'),
    ) + p.ellipse(x, 598, 12, 12, p.c('#e0b84a'));
  const rope = post(dx - 200) + post(dx + 200) + p.stroke(`M${dx - 200} 610Q${dx} 670 ${dx + 200} 610`, p.c('#b0283c'), 10);
  const vx = side(ctx, 900);
  return room(ctx, {
    wall: '#7f9a94',
    floor: '#c9b89a',
    floorKind: 'stone',
    landmark: 330,
    furniture:
      landscape(side(ctx, 60) + (ctx.heroSide === 'L' ? 0 : -120), 150, 220, 160) +
      portrait(side(ctx, 90) + (ctx.heroSide === 'L' ? 0 : -40), 350, 110, 140) +
      pedestal(dx, 640, 270, 40) +
      bones +
      rope +
      pedestal(vx, 700, 60, 120) +
      p.shape(`M${vx - 30} 580Q${vx - 50} 520 ${vx - 14} 500L${vx + 14} 500Q${vx + 50} 520 ${vx + 30} 580Z`, p.c('#c0673c')) +
      `<rect x="${vx - 60}" y="470" width="120" height="110" fill="#dff3ff" opacity="0.3" stroke="${p.c('#ffffff')}" stroke-width="3"/>`,
  });
}

/**
 * The aquarium: a dim hall whose wall is one great tank of blue water (light, weed, sand and fish behind the glass),
 * the visitors standing on the floor before it, never swimming.
 */
export function aquarium(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const top = 70;
  const bottom = FLOOR - 40;
  const water = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.c('#5fd0e8')}"/><stop offset="0.7" stop-color="${p.c('#1f78b0')}"/><stop offset="1" stop-color="${p.c('#145a8a')}"/></linearGradient>`,
  );
  let tank = `<rect x="30" y="${top}" width="${SIZE - 60}" height="${bottom - top}" rx="18" fill="url(#${water})"/>`;
  for (let i = 0; i < 4; i += 1) {
    const x = 90 + i * 250;
    tank += `<path d="M${x} ${top}L${x + 50} ${top}L${x + 150} ${bottom}L${x + 80} ${bottom}Z" fill="#ffffff" opacity="0.08"/>`;
  }
  tank += `<path d="M30 ${bottom - 50}Q300 ${bottom - 80} 520 ${bottom - 60}T${SIZE - 30} ${bottom - 70}L${SIZE - 30} ${bottom}L30 ${bottom}Z" fill="${p.c('#e9cf8f')}"/>`;
  for (let i = 0; i < 7; i += 1) {
    const x = 70 + i * 140 + rng.range(-25, 25);
    tank += p.stroke(
      `M${x} ${bottom - 50}Q${x - 18} ${bottom - 130} ${x + 8} ${bottom - 200}Q${x + 26} ${bottom - 250} ${x} ${bottom - 300}`,
      p.c('#2f9a5a'),
      12,
    );
  }
  // Fish behind the glass: a body and a tail each, swimming either way.
  const colours = ['#ff9f1c', '#ffd166', '#ef476f', '#f4f1de', '#ff7b54'];
  for (let i = 0; i < 9; i += 1) {
    const x = rng.range(90, SIZE - 90);
    const y = rng.range(top + 50, bottom - 110);
    const r = rng.range(14, 26);
    const d = rng.pick([1, -1]);
    const colour = p.c(colours[i % colours.length]!);
    tank +=
      p.shape(
        `M${n(x - d * r)} ${n(y)}L${n(x - d * r * 1.8)} ${n(y - r * 0.7)}L${n(x - d * r * 1.8)} ${n(y + r * 0.7)}Z`,
        colour,
      ) +
      p.ellipse(x, y, r, r * 0.6, colour) +
      `<circle cx="${n(x + d * r * 0.5)}" cy="${n(y - r * 0.15)}" r="${n(r * 0.12)}" fill="#1d2b3a"/>`;
  }
  for (let i = 0; i < 12; i += 1)
    tank += `<circle cx="${n(rng.range(60, SIZE - 60))}" cy="${n(rng.range(top + 20, bottom - 80))}" r="${n(rng.range(4, 10))}" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>`;
  // The glass: a frame round the tank, with a shine across it.
  tank += `<rect x="30" y="${top}" width="${SIZE - 60}" height="${bottom - top}" rx="18" fill="none" stroke="${p.c('#2b3f55')}" stroke-width="16"/>`;
  tank += `<path d="M80 ${top + 40}L200 ${top + 40}L120 ${top + 200}Z" fill="#ffffff" opacity="0.12"/>`;
  return room(ctx, { wall: '#1d3557', floor: '#33506e', floorKind: 'carpet', landmark: 330, furniture: tank });
}

export function shop(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const counterX = ctx.heroSide === 'L' ? 560 : 40;
  let goods = '';
  for (let row = 0; row < 3; row += 1) {
    goods += `<rect x="${side(ctx, 80) - 60}" y="${180 + row * 120}" width="380" height="14" fill="${p.c('#9a6a3f')}"/>`;
    for (let i = 0; i < 6; i += 1) {
      const x = side(ctx, 80) - 40 + i * 60;
      const y = 180 + row * 120;
      goods +=
        row === 1
          ? p.ellipse(x, y - 22, 24, 20, p.c(rng.pick(['#d9a45a', '#c98a45', '#f1c27d'])))
          : p.shape(
              `M${x - 20} ${y}L${x + 20} ${y}L${x + 16} ${y - 50}L${x - 16} ${y - 50}Z`,
              p.c(rng.pick(['#e63946', '#3a86ff', '#ffbe0b', '#2a9d8f'])),
            );
    }
  }
  const counter =
    p.shape(`M${counterX} 520L${counterX + 420} 520L${counterX + 420} 720L${counterX} 720Z`, p.c('#c97a4a')) +
    `<rect x="${counterX - 10}" y="505" width="440" height="22" fill="${p.c('#f4ecd8')}"/>` +
    p.shape(`M${counterX + 300} 505L${counterX + 380} 505L${counterX + 370} 450L${counterX + 310} 450Z`, p.c('#5a5f6a'));
  const awning = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M${i * 128} 0L${i * 128 + 128} 0L${i * 128 + 128} 60Q${i * 128 + 64} 100 ${i * 128} 60Z" fill="${p.c(i % 2 ? '#ffffff' : '#e63946')}"/>`,
  ).join('');
  return room(ctx, { wall: '#fde8c8', floor: '#d9c3a0', floorKind: 'tiles', furniture: goods + counter + awning });
}

/**
 * A workshop (Santa's, a toymaker's, a shed or a garage): a pegboard of tools on the wall, a long
 * wooden workbench and a shelf of toys being made; indoors, no shop's awning or counter.
 */
export function workshop(ctx: StageContext): Stage {
  const { p } = ctx;
  // The pegboard and its tools: a hammer, a saw and a spanner.
  let wall = `<rect x="80" y="110" width="420" height="250" rx="6" fill="${p.c('#c9a77a')}"/>`;
  for (let y = 135; y < 350; y += 30)
    for (let x = 105; x < 490; x += 30) wall += `<circle cx="${x}" cy="${y}" r="3" fill="${p.c('#8a6a44')}"/>`;
  wall +=
    p.stroke('M150 150L150 300', p.c('#8a5a2e'), 14, { cap: 'round' }) +
    `<rect x="120" y="140" width="60" height="30" rx="4" fill="${p.c('#5a5f6a')}"/>`;
  wall +=
    p.shape('M240 160L250 160L250 180L340 300L230 300Z', p.c('#b8c0c8')) +
    `<rect x="232" y="140" width="26" height="36" rx="6" fill="${p.c('#c0392b')}"/>`;
  wall +=
    p.stroke('M420 150L420 310', p.c('#8c8f96'), 14, { cap: 'round' }) +
    `<circle cx="420" cy="150" r="20" fill="${p.c('#8c8f96')}"/>`;
  // A shelf of toys being made: a teddy, blocks, a ball and a little wooden train.
  let shelf = `<rect x="600" y="300" width="360" height="14" fill="${p.c('#9a6a3f')}"/>`;
  shelf += `<circle cx="650" cy="262" r="24" fill="${p.c('#b5793e')}"/><circle cx="650" cy="228" r="18" fill="${p.c('#b5793e')}"/>`;
  shelf += `<rect x="700" y="256" width="38" height="44" fill="${p.c('#e63946')}"/><rect x="742" y="266" width="34" height="34" fill="${p.c('#3a86ff')}"/>`;
  shelf += `<circle cx="815" cy="276" r="24" fill="${p.c('#ffbe0b')}"/>`;
  shelf += `<rect x="850" y="262" width="90" height="30" rx="6" fill="${p.c('#2a9d8f')}"/><circle cx="870" cy="296" r="10" fill="${p.c('#333')}"/><circle cx="920" cy="296" r="10" fill="${p.c('#333')}"/>`;
  // The long workbench, its legs and a vice at one end.
  let bench = `<rect x="40" y="500" width="944" height="36" rx="4" fill="${p.c('#a86f3c')}"/>`;
  for (const lx of [70, 480, 930]) bench += `<rect x="${lx}" y="536" width="26" height="104" fill="${p.c('#7d4f2a')}"/>`;
  bench += `<rect x="120" y="468" width="70" height="34" rx="4" fill="${p.c('#5a5f6a')}"/>`;
  return room(ctx, {
    wall: '#e9d9bd',
    floor: '#a9825a',
    floorKind: 'wood',
    pattern: 'stripes',
    landmark: 330,
    furniture: wall + shelf + bench,
  });
}

export function hospital(ctx: StageContext): Stage {
  const { p } = ctx;
  const bx = ctx.heroSide === 'L' ? 560 : 60;
  const bed =
    p.shape(`M${bx} 640L${bx + 400} 640L${bx + 400} 700L${bx} 700Z`, p.c('#f4f6f8')) +
    p.shape(`M${bx} 560L${bx + 30} 560L${bx + 30} 800L${bx} 800Z`, p.c('#9aa3ad')) +
    p.shape(`M${bx + 60} 600L${bx + 170} 600L${bx + 170} 650L${bx + 60} 650Z`, p.c('#ffffff'));
  const blanket = p.shape(`M${bx + 150} 620L${bx + 400} 620L${bx + 400} 680L${bx + 150} 680Z`, p.c('#8fd3e0'));
  const cross = `<rect x="${side(ctx, 180) - 20}" y="150" width="40" height="120" fill="${p.c('#e63946')}"/><rect x="${side(ctx, 180) - 60}" y="190" width="120" height="40" fill="${p.c('#e63946')}"/>`;
  return room(ctx, {
    wall: '#e3f1f4',
    floor: '#d8e2e6',
    floorKind: 'tiles',
    furniture: window(ctx, side(ctx, 400) - 100, 150, 200, 220) + cross + bed,
    seat: { x: bx + 200, y: 640, pillow: { x: bx + 115, y: 615 }, blanket },
  });
}

/** A dentist's room: the big chair that tips back, the lamp over it on its arm, a poster of a smiling tooth. */
export function dentist(ctx: StageContext): Stage {
  const { p } = ctx;
  const cx = ctx.heroSide === 'L' ? 700 : 320;
  // The chair's back leans away from the room's middle, its foot rest towards it.
  const d = ctx.heroSide === 'L' ? 1 : -1;
  const chair =
    p.shape(`M${cx - 30} 650L${cx + 30} 650L${cx + 40} 800L${cx - 40} 800Z`, p.c('#9aa3ad')) +
    p.shape(`M${cx - 110} 790L${cx + 110} 790L${cx + 110} 815L${cx - 110} 815Z`, p.c('#7d8791')) +
    p.shape(`M${cx + d * 150} 600L${cx + d * 260} 380L${cx + d * 200} 360L${cx + d * 90} 600Z`, p.c('#3fa9a0')) +
    p.ellipse(cx + d * 238, 352, 52, 30, p.c('#36968e')) +
    p.shape(`M${cx + d * 150} 600L${cx - d * 110} 600L${cx - d * 110} 660L${cx + d * 150} 660Z`, p.c('#3fa9a0')) +
    p.shape(`M${cx - d * 110} 610L${cx - d * 250} 690L${cx - d * 240} 730L${cx - d * 100} 660Z`, p.c('#36968e'));
  const lx = cx - d * 30;
  const lamp =
    `<path d="M${lx + d * 160} 0L${lx + d * 160} 150L${lx} 230" fill="none" stroke="${p.c('#8b949c')}" stroke-width="14" stroke-linecap="round"/>` +
    `<ellipse cx="${lx}" cy="300" rx="190" ry="70" fill="${p.c('#fff6c8')}" opacity="0.35"/>` +
    p.ellipse(lx, 250, 80, 36, p.c('#e8edf0')) +
    p.ellipse(lx, 262, 56, 18, p.c('#fff3a8'), { line: false });
  const px = side(ctx, 190);
  const tooth =
    p.shape(`M${px - 130} 150L${px + 130} 150L${px + 130} 420L${px - 130} 420Z`, p.c('#bfe3f5')) +
    p.shape(
      `M${px - 60} 210Q${px} 185 ${px + 60} 210Q${px + 75} 280 ${px + 40} 370Q${px + 25} 390 ${px + 12} 330Q${px} 300 ${px - 12} 330Q${px - 25} 390 ${px - 40} 370Q${px - 75} 280 ${px - 60} 210Z`,
      p.c('#ffffff'),
    ) +
    `<path d="M${px - 24} 262Q${px} 286 ${px + 24} 262" fill="none" stroke="${p.c('#2b2b3a')}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="${px - 20}" cy="240" r="6" fill="${p.c('#2b2b3a')}"/><circle cx="${px + 20}" cy="240" r="6" fill="${p.c('#2b2b3a')}"/>`;
  return room(ctx, {
    wall: '#dff3ee',
    floor: '#cfdcdf',
    floorKind: 'tiles',
    furniture: tooth + chair + lamp,
    seat: { x: cx, y: 604 },
  });
}

/**
 * An airport's hall: the tall window onto the runway, a big plane waiting there and another up in
 * the sky, the departure board (its rows as coloured bars, never letters), suitcases by the wall.
 */
export function airport(ctx: StageContext): Stage {
  const { p, time, weather } = ctx;
  const colours = skyColours(time, weather);
  const sky = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1">${colours.map((c, i) => `<stop offset="${n(i / (colours.length - 1))}" stop-color="${p.c(c)}"/>`).join('')}</linearGradient>`,
  );
  const wx = ctx.heroSide === 'L' ? 40 : 330;
  const ww = 650;
  const glass =
    `<rect x="${wx}" y="90" width="${ww}" height="470" fill="url(#${sky})"/>` +
    `<rect x="${wx}" y="440" width="${ww}" height="120" fill="${p.c('#9aa3ad')}"/>` +
    `<path d="M${wx} 500L${wx + ww} 500" stroke="#ffffff" stroke-width="6" stroke-dasharray="40 30"/>` +
    drawVehicle(p, 'airliner', wx + ww * 0.45, 470, 420, ctx.heroSide !== 'L', null, []) +
    drawVehicle(p, 'airliner', wx + ww * 0.82, 200, 140, ctx.heroSide !== 'L', '#e4573d', []) +
    // (the window's frame: mullions over the view)
    [0, 1, 2, 3]
      .map((i) => `<rect x="${wx + (i * ww) / 3 - 7}" y="84" width="14" height="482" fill="${p.c('#6b7380')}"/>`)
      .join('') +
    `<rect x="${wx - 7}" y="80" width="${ww + 14}" height="14" fill="${p.c('#6b7380')}"/>` +
    `<rect x="${wx - 7}" y="556" width="${ww + 14}" height="14" fill="${p.c('#6b7380')}"/>`;
  const bx = ctx.heroSide === 'L' ? 740 : 34;
  const rowColours = ['#ffd166', '#7bdff2', '#ffd166', '#b8f2a0', '#ffd166'];
  const board =
    p.shape(`M${bx} 120L${bx + 250} 120L${bx + 250} 330L${bx} 330Z`, p.c('#22263a')) +
    rowColours
      .map(
        (c, i) =>
          `<rect x="${bx + 20}" y="${146 + i * 36}" width="${110 + ((i * 37) % 50)}" height="14" rx="4" fill="${p.c(c)}"/>` +
          `<rect x="${bx + 180}" y="${146 + i * 36}" width="48" height="14" rx="4" fill="${p.c('#f4f4ec')}"/>`,
      )
      .join('') +
    `<path d="M${bx + 125} 330L${bx + 125} 90" stroke="${p.c('#4b5360')}" stroke-width="10"/>`;
  const suitcase = (x: number, h: number, c: string) =>
    `<path d="M${x + 14} ${FLOOR - h - 26}L${x + 14} ${FLOOR - h}M${x + 46} ${FLOOR - h - 26}L${x + 46} ${FLOOR - h}M${x + 14} ${FLOOR - h - 26}L${x + 46} ${FLOOR - h - 26}" fill="none" stroke="${p.c('#4b5360')}" stroke-width="6"/>` +
    p.shape(`M${x} ${FLOOR - h}L${x + 60} ${FLOOR - h}L${x + 60} ${FLOOR + 10}L${x} ${FLOOR + 10}Z`, p.c(c)) +
    `<rect x="${x + 24}" y="${FLOOR - h + 14}" width="12" height="${h - 20}" fill="${p.c(darken(c, 0.2))}"/>`;
  const sx = ctx.heroSide === 'L' ? 770 : 60;
  return room(ctx, {
    wall: '#e9ecf2',
    floor: '#d5d9e0',
    floorKind: 'tiles',
    furniture:
      glass + board + suitcase(sx, 120, '#3a86ff') + suitcase(sx + 74, 90, '#e63946') + suitcase(sx + 146, 105, '#2a9d8f'),
    landmark: 330,
  });
}

/** Two rows of red seats facing a screen or a stage, the nearer row larger (a cinema's, a theatre's). */
function seatRows(p: StageContext['p']): string {
  const seat = (x: number, y: number, k: number) =>
    p.shape(
      `M${n(x - 34 * k)} ${n(y)}L${n(x - 34 * k)} ${n(y - 50 * k)}Q${n(x)} ${n(y - 66 * k)} ${n(x + 34 * k)} ${n(y - 50 * k)}L${n(x + 34 * k)} ${n(y)}Z`,
      p.c('#c1272d'),
    );
  let rows = '';
  for (const [y, k] of [
    [560, 0.8],
    [620, 0.95],
  ] as const)
    for (let x = 40 + (k < 0.9 ? 30 : 0); x < SIZE; x += 84 * k) rows += seat(x, y, k);
  return rows;
}

/**
 * A cinema: a dark room, the glowing screen high on the far wall, rows of red seats before it,
 * a striped tub of popcorn.
 */
export function cinema(ctx: StageContext): Stage {
  const { p } = ctx;
  const screen =
    `<rect x="120" y="60" width="784" height="330" fill="${p.c('#6e6784')}"/>` +
    `<rect x="140" y="78" width="744" height="294" fill="${p.c('#cfe6ff')}"/>` +
    // (what is showing: a green hill under a sun, a happy film)
    `<path d="M140 372Q400 250 640 330Q760 300 884 340L884 372Z" fill="${p.c('#8fd694')}"/>` +
    `<circle cx="720" cy="160" r="40" fill="${p.c('#ffe27a')}"/>` +
    `<ellipse cx="512" cy="470" rx="420" ry="60" fill="#cfe6ff" opacity="0.12"/>` +
    // The curtains at its sides.
    p.shape('M60 40L140 40L140 420Q110 430 60 420Z', p.c('#a4161a')) +
    p.shape('M964 40L884 40L884 420Q914 430 964 420Z', p.c('#a4161a'));
  const rows = seatRows(p);
  const px = side(ctx, 880);
  const popcorn =
    [-22, 0, 22, -11, 11].map((dx, i) => p.ellipse(px + dx, 720 - (i > 2 ? 22 : 8), 16, 14, p.c('#fff4c8'))).join('') +
    p.shape(`M${px - 40} 720L${px + 40} 720L${px + 30} 820L${px - 30} 820Z`, p.c('#ffffff')) +
    [-24, 0, 24]
      .map((dx) => `<path d="M${px + dx - 6} 722L${px + dx * 0.8 - 6} 818" stroke="${p.c('#e63946')}" stroke-width="10"/>`)
      .join('');
  return room(ctx, {
    wall: '#2b2238',
    floor: '#4a2a36',
    floorKind: 'carpet',
    furniture: screen + rows + popcorn,
    landmark: 390,
  });
}

/**
 * A theatre: a gold-framed stage lit warm, its red velvet curtains drawn back in swags, a wooden stage
 * floor with footlights along its edge, and rows of red seats before it.
 */
export function theatre(ctx: StageContext): Stage {
  const { p } = ctx;
  const red = '#b3141c';
  const stage =
    // The arch over the stage, gold, and the lit stage behind it.
    p.shape('M70 30L954 30L954 470L70 470Z', p.c('#d4a23a')) +
    `<rect x="110" y="70" width="804" height="330" fill="${p.c('#ffe2a8')}"/>` +
    `<ellipse cx="512" cy="330" rx="300" ry="90" fill="#fff6d8" opacity="0.5"/>` +
    // The curtains, gathered at the sides, with a scalloped pelmet along the top.
    p.shape('M110 70L330 70Q300 220 250 300Q230 360 260 400L110 400Z', p.c(red)) +
    p.shape('M914 70L694 70Q724 220 774 300Q794 360 764 400L914 400Z', p.c(red)) +
    [160, 210, 260, 814, 864]
      .map((x) => `<path d="M${x} 80L${x} 390" stroke="${p.c(darken(red, 0.25))}" stroke-width="6"/>`)
      .join('') +
    p.shape(
      'M110 70L914 70L914 120' +
        Array.from({ length: 8 }, (_, i) => `Q${n(914 - i * 100.5 - 50)} 170 ${n(914 - (i + 1) * 100.5)} 120`).join('') +
        'Z',
      p.c(red),
    ) +
    `<circle cx="265" cy="300" r="12" fill="${p.c('#f2c14e')}"/><circle cx="759" cy="300" r="12" fill="${p.c('#f2c14e')}"/>` +
    // The wooden stage floor and its footlights.
    p.shape('M60 400L964 400L990 470L34 470Z', p.c('#9a6333')) +
    [0, 1, 2, 3, 4, 5, 6].map((i) => p.ellipse(180 + i * 111, 462, 14, 7, p.c('#fff3b0'))).join('');
  const rows = seatRows(p);
  return room(ctx, {
    wall: '#5a1e2e',
    floor: '#6a2434',
    floorKind: 'carpet',
    furniture: stage + rows,
    landmark: 400,
  });
}

/**
 * An optician's: the eye chart on the wall (rows of tumbling E's, smaller and smaller, drawn as bars,
 * never letters set in a font) and frames of every colour on the shelves across from it.
 */
export function optician(ctx: StageContext): Stage {
  const { p } = ctx;
  const cx = side(ctx, 250);
  /** An E of bars `s` tall at (x, y), its open side turned by `turn` quarter turns. */
  const e = (x: number, y: number, s: number, turn: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${turn * 90})"><path d="M${n(-s / 2)} ${n(-s / 2)}h${n(s)}v${n(s / 5)}h${n((-s * 4) / 5)}v${n(s / 5)}h${n((s * 4) / 5)}v${n(s / 5)}h${n((-s * 4) / 5)}v${n(s / 5)}h${n((s * 4) / 5)}v${n(s / 5)}h${n(-s)}Z" fill="${p.c('#22263a')}"/></g>`;
  let chart = p.shape(`M${cx - 120} 90L${cx + 120} 90L${cx + 120} 470L${cx - 120} 470Z`, p.c('#fbfbf6'));
  const rows = [
    [1, 64],
    [2, 40],
    [3, 28],
    [4, 20],
    [5, 14],
    [6, 10],
  ] as const;
  let y = 140;
  for (const [count, size] of rows) {
    for (let i = 0; i < count; i += 1) chart += e(cx + (i - (count - 1) / 2) * size * 1.6, y, size, (i * 3 + count) % 4);
    y += size + 28;
  }
  chart += `<path d="M${cx - 100} ${y - 10}L${cx + 100} ${y - 10}" stroke="${p.c('#e63946')}" stroke-width="4"/>`;
  const sx = side(ctx, 780) - 170;
  const glasses = (x: number, y: number, c: string) =>
    `<g fill="${p.c('#e8f4fb')}" stroke="${p.c(c)}" stroke-width="7"><circle cx="${x - 26}" cy="${y}" r="20"/><circle cx="${x + 26}" cy="${y}" r="20"/></g>` +
    `<path d="M${x - 6} ${y - 4}Q${x} ${y - 12} ${x + 6} ${y - 4}" fill="none" stroke="${p.c(c)}" stroke-width="6"/>`;
  const frameColours = ['#e63946', '#3a86ff', '#2a9d8f', '#8e44ad', '#f4a261', '#22263a'];
  let shelves = p.shape(`M${sx} 130L${sx + 340} 130L${sx + 340} 470L${sx} 470Z`, p.c('#f1e4cf'));
  for (const [row, shelfY] of [150, 260, 370].entries()) {
    shelves += `<rect x="${sx}" y="${shelfY + 80}" width="340" height="16" fill="${p.c('#b98a5a')}"/>`;
    for (let i = 0; i < 3; i += 1)
      shelves += glasses(sx + 62 + i * 108, shelfY + 52, frameColours[(row * 3 + i) % frameColours.length]!);
  }
  return room(ctx, {
    wall: '#e3f0f4',
    floor: '#cdb89a',
    floorKind: 'wood',
    furniture: chart + shelves,
    landmark: 470,
  });
}

export function throneRoom(ctx: StageContext): Stage {
  const { p } = ctx;
  const tx = ctx.heroSide === 'L' ? 760 : 260;
  const throne =
    p.shape(`M${tx - 90} 640L${tx - 90} 300Q${tx} 230 ${tx + 90} 300L${tx + 90} 640Z`, p.c('#c9a03a')) +
    p.shape(`M${tx - 60} 600L${tx - 60} 340Q${tx} 290 ${tx + 60} 340L${tx + 60} 600Z`, p.c('#b0283c')) +
    p.shape(`M${tx - 110} 560L${tx + 110} 560L${tx + 110} 640L${tx - 110} 640Z`, p.c('#c9a03a'));
  const banners = [120, 380, 640, 900]
    .map((x) => p.shape(`M${x - 40} 60L${x + 40} 60L${x + 40} 300L${x} 270L${x - 40} 300Z`, p.c(x % 2 ? '#3a4fb0' : '#b0283c')))
    .join('');
  const carpet = `<path d="M${tx - 80} 640L${tx + 80} 640L${tx + 220} 1024L${tx - 220} 1024Z" fill="${p.c('#b0283c')}"/>`;
  return room(ctx, {
    wall: '#b9aea0',
    floor: '#9c9084',
    floorKind: 'stone',
    pattern: 'bricks',
    landmark: 330,
    furniture: banners + throne + carpet,
  });
}
