import { mix } from '../colour.js';
import { n, SIZE } from '../draw/pen.js';
import { cornerFrame, openAir } from './open-air.js';
import { fade, ground, hills, rock, star, treeline } from './parts.js';
import { cloud, skyColours } from './sky.js';
import type { Stage, StageContext } from './stage.js';

/** Built and far places: city street, castle, cave, space, the moon, up in the sky. */

export function city(ctx: StageContext): Stage {
  const { p, rng, time } = ctx;
  const night = time === 'night' || time === 'sunset';
  const building = (x: number, w: number, h: number, colour: string, line: boolean) => {
    let out = p.shape(`M${x} 640L${x} ${640 - h}L${x + w} ${640 - h}L${x + w} 640Z`, p.c(colour), { line });
    for (let wy = 640 - h + 24; wy < 610; wy += 44)
      for (let wx = x + 14; wx < x + w - 24; wx += 36)
        out += `<rect x="${wx}" y="${wy}" width="18" height="24" fill="${p.c(night && rng.chance(0.6) ? '#ffd66b' : '#cfe6f5')}"/>`;
    return out;
  };
  const far = (air: { haze: string }) =>
    [0, 150, 260, 420, 560, 700, 860]
      .map((x, i) => building(x, 130, 200 + ((i * 53) % 150), fade('#8a9ab0', air, 0.45), false))
      .join('');
  const shops =
    building(-10, 260, 330, '#e6a57e', true) +
    p.shape(`M-10 520L250 520L270 560L-10 560Z`, p.c('#e63946')) +
    building(770, 270, 360, '#9fb8d9', true) +
    p.shape(`M760 520L1040 520L1040 560L750 560Z`, p.c('#2a9d8f'));
  const lamp = (x: number) =>
    p.tube(
      [
        [x, 800],
        [x, 560],
      ],
      10,
      p.c('#3a3d45'),
    ) +
    p.ellipse(x, 550, 20, 16, p.c(night ? '#ffe08a' : '#f4f1e8')) +
    (night ? `<circle cx="${x}" cy="550" r="70" fill="#ffd66b" opacity="0.25"/>` : '');
  return openAir(ctx, {
    horizon: 640,
    far,
    land: () =>
      shops +
      ground(p, 640, ['#c9c3bb', '#b3aca3'], 700) +
      ground(p, 700, ['#6b6f78', '#4f535b']) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="${i * 190 + 20}" y="852" width="110" height="12" fill="${p.c('#f4f1e8')}"/>`)
        .join('') +
      lamp(ctx.heroSide === 'L' ? 700 : 320),
    ground: 820,
    hazeStrength: 0.3,
  });
}

export function castle(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const cx = ctx.heroSide === 'L' ? 700 : 320;
  const wall = '#c9c2d6';
  const tower = (x: number, w: number, h: number) =>
    p.shape(`M${x - w} 600L${x - w} ${600 - h}L${x + w} ${600 - h}L${x + w} 600Z`, p.c(wall)) +
    p.shape(`M${x - w - 12} ${600 - h}L${x} ${600 - h - w * 2.2}L${x + w + 12} ${600 - h}Z`, p.c('#5b6fd6')) +
    p.stroke(`M${x} ${600 - h - w * 2.2}L${x} ${600 - h - w * 2.2 - 40}`, p.c('#3a3d45'), 3) +
    `<path d="M${x} ${600 - h - w * 2.2 - 40}l26 9l-26 9Z" fill="${p.c('#e63946')}"/>` +
    `<rect x="${x - 9}" y="${600 - h + 40}" width="18" height="30" rx="9" fill="${p.c('#3a3550')}"/>`;
  const keep =
    p.shape(`M${cx - 160} 600L${cx - 160} 380L${cx + 160} 380L${cx + 160} 600Z`, p.c(wall)) +
    Array.from(
      { length: 8 },
      (_, i) => `<rect x="${cx - 160 + i * 42}" y="360" width="24" height="22" fill="${p.c(wall)}"/>`,
    ).join('') +
    p.shape(`M${cx - 50} 600L${cx - 50} 500Q${cx} 450 ${cx + 50} 500L${cx + 50} 600Z`, p.c('#5a3f2a'));
  // Up in the clouds: the castle stands on a bank of cloud, more clouds drifting below.
  if (ctx.aloft)
    return openAir(ctx, {
      horizon: 600,
      far: (air) =>
        [120, 420, 760, 980].map((x, i) => cloud(p, rng, x, 560 + (i % 2) * 30, 260, fade('#ffffff', air, 0.3))).join(''),
      land: () =>
        keep +
        tower(cx - 200, 50, 300) +
        tower(cx + 200, 50, 300) +
        tower(cx, 40, 340) +
        `<g data-aloft="1">${ground(p, 600, ['#ffffff', '#dfe9f5'])}${[80, 300, 540, 780, 960]
          .map((x, i) => cloud(p, rng, x, 640 + (i % 2) * 60, 300, '#ffffff'))
          .join('')}</g>`,
      front: cornerFrame(ctx, '#ffffff', 'snow'),
    });
  return openAir(ctx, {
    horizon: 600,
    far: (air) => hills(p, rng, 580, 60, fade('#8cc48a', air, 0.45)),
    land: () =>
      keep +
      tower(cx - 200, 50, 300) +
      tower(cx + 200, 50, 300) +
      tower(cx, 40, 340) +
      ground(p, 600, ['#8fd06a', '#4f9e3c']) +
      `<path d="M${cx - 50} 600L${cx + 50} 600L${cx + 200} 1024L${cx - 130} 1024Z" fill="${p.c('#d9c6a0')}"/>` +
      treeline(p, rng, 640, 90, 'round', { count: 6, line: true }),
    front: cornerFrame(ctx, '#3d8a30', 'grass'),
  });
}

export function cave(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  const id = p.def(
    (gid) =>
      `<radialGradient id="${gid}" cx="0.5" cy="0.55" r="0.7"><stop offset="0" stop-color="${p.c('#6a5a50')}"/><stop offset="1" stop-color="${p.c('#231c1a')}"/></radialGradient>`,
  );
  let back = `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id})"/>`;
  // Stalactites hanging from the roof, crystals glowing on the walls.
  for (let i = 0; i < 9; i += 1) {
    const x = 40 + i * 120 + rng.range(-20, 20);
    const h = rng.range(80, 200);
    back += p.shape(`M${n(x - 34)} 0L${n(x)} ${n(h)}L${n(x + 34)} 0Z`, p.c('#5a4a42'));
  }
  for (const [x, y, c] of [
    [140, 520, '#7fe3ff'],
    [880, 480, '#c89bff'],
    [800, 700, '#7fe3ff'],
  ] as const) {
    back += `<circle cx="${x}" cy="${y}" r="80" fill="${c}" opacity="0.18"/>`;
    back +=
      p.shape(`M${x - 24} ${y + 30}L${x - 8} ${y - 50}L${x + 10} ${y + 30}Z`, p.c(c)) +
      p.shape(`M${x} ${y + 30}L${x + 22} ${y - 20}L${x + 34} ${y + 30}Z`, p.c(c));
  }
  back += `<path d="M0 760Q300 720 520 750T${SIZE} 740L${SIZE} ${SIZE}L0 ${SIZE}Z" fill="${p.c('#4a3d36')}"/>`;
  back += rock(p, ctx.heroSide === 'L' ? 860 : 170, 820, 70, '#5a4a42');
  // The cave mouth's light behind.
  back += `<ellipse cx="${ctx.heroSide === 'L' ? 180 : 840}" cy="560" rx="120" ry="170" fill="${p.c('#bfe3ff')}" opacity="0.5"/>`;
  return {
    back,
    middle: '',
    front: cornerFrame(ctx, '#3a302b', 'rocks'),
    horizon: 740,
    ground: 880,
    floor: 'land',
    light: { x: ctx.heroSide === 'L' ? 180 : 840, y: 560, colour: '#bfe3ff' },
    outdoor: false,
  };
}

export function space(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  let back = `<rect width="${SIZE}" height="${SIZE}" fill="${p.c('#0b0e2a')}"/>`;
  back += `<ellipse cx="300" cy="400" rx="600" ry="180" fill="#6a4bd6" opacity="0.18" transform="rotate(-25 300 400)"/>`;
  for (let i = 0; i < 140; i += 1)
    back += `<circle cx="${n(rng.range(0, SIZE))}" cy="${n(rng.range(0, SIZE))}" r="${n(rng.range(0.8, 2.8))}" fill="#ffffff" opacity="${n(rng.range(0.4, 1))}"/>`;
  for (let i = 0; i < 4; i += 1) back += star(rng.range(40, 980), rng.range(40, 600), rng.range(8, 14), '#fff6c8');
  const px = ctx.heroSide === 'L' ? 800 : 220;
  back += p.ellipse(px, 250, 130, 130, p.c('#f08a4b'), { gloss: true });
  back += `<ellipse cx="${px}" cy="250" rx="220" ry="40" fill="none" stroke="${p.c('#f6d39a')}" stroke-width="16" transform="rotate(-15 ${px} 250)"/>`;
  back += p.ellipse(1024 - px, 160, 50, 50, p.c('#6ab0f0'), { gloss: true });
  // The earth's curve below, far away.
  back += p.ellipse(512, 1500, 900, 640, p.c('#3a7fd6'), { line: false });
  back += `<ellipse cx="300" cy="920" rx="160" ry="40" fill="${p.c('#4fae5a')}"/>`;
  return {
    back,
    middle: '',
    front: '',
    horizon: 860,
    ground: 800,
    floor: 'space',
    light: { x: px, y: 250, colour: '#ffe2b8' },
    outdoor: false,
  };
}

export function moon(ctx: StageContext): Stage {
  const { p, rng } = ctx;
  let back = `<rect width="${SIZE}" height="${SIZE}" fill="${p.c('#0a0d24')}"/>`;
  for (let i = 0; i < 120; i += 1)
    back += `<circle cx="${n(rng.range(0, SIZE))}" cy="${n(rng.range(0, 640))}" r="${n(rng.range(0.8, 2.4))}" fill="#ffffff" opacity="${n(rng.range(0.4, 1))}"/>`;
  const ex = ctx.heroSide === 'L' ? 790 : 230;
  back += p.ellipse(ex, 230, 110, 110, p.c('#3a86d6'), { gloss: true });
  back += `<path d="M${ex - 60} 180q30 -30 70 -10t40 50q-40 30 -60 0t-50 -40Z" fill="${p.c('#4fae5a')}"/>`;
  back += `<path d="M-20 ${SIZE}L-20 660Q260 620 520 650T${SIZE + 20} 640L${SIZE + 20} ${SIZE}Z" fill="${p.c('#c9c6c2')}"/>`;
  for (const [x, y, r] of [
    [200, 760, 70],
    [620, 720, 40],
    [820, 880, 90],
    [400, 940, 50],
  ] as const)
    back += `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.32}" fill="${p.c('#a19d99')}"/><ellipse cx="${x}" cy="${y - r * 0.06}" rx="${r * 0.8}" ry="${r * 0.22}" fill="${p.c('#8e8a86')}"/>`;
  const fx = 1024 - ex;
  back +=
    p.stroke(`M${fx} 700L${fx} 540`, p.c('#d9d9d9'), 4) +
    `<rect x="${fx}" y="540" width="70" height="44" fill="${p.c('#e63946')}"/>`;
  return {
    back,
    middle: '',
    front: '',
    horizon: 650,
    ground: 860,
    floor: 'space',
    light: { x: ex, y: 230, colour: '#e6ecff' },
    outdoor: false,
  };
}

export function skyHigh(ctx: StageContext): Stage {
  const { p, rng, time, weather } = ctx;
  // Up among the clouds: flying, a balloon ride, a bird's view; clouds are the floor.
  const colours = skyColours(time, weather);
  const id = p.def(
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1">${colours.map((c, i) => `<stop offset="${n(i / (colours.length - 1))}" stop-color="${p.c(c)}"/>`).join('')}</linearGradient>`,
  );
  let back = `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id})"/>`;
  back += `<path d="M0 900Q260 860 512 880T${SIZE} 870L${SIZE} ${SIZE}L0 ${SIZE}Z" fill="${p.c(mix('#6aa84f', colours.at(-1)!, 0.6))}"/>`;
  for (let i = 0; i < 5; i += 1)
    back += cloud(p, rng, rng.range(0, SIZE), rng.range(100, 500), rng.range(140, 220), time === 'night' ? '#3c4c86' : '#ffffff');
  let front = '';
  for (let i = 0; i < 4; i += 1)
    front += cloud(p, rng, i * 300 + rng.range(-40, 40), 990, 300, time === 'night' ? '#4a5a96' : '#ffffff');
  return {
    back,
    middle: '',
    front,
    horizon: 880,
    ground: 760,
    floor: 'air',
    light: { x: ctx.heroSide === 'L' ? 820 : 200, y: 160, colour: '#fff1c4' },
    outdoor: true,
  };
}
