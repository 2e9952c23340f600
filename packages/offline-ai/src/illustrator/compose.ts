import { standing } from './emoji.js';
import { enchantedLight, glossy, halo, lightWash, shadow, sparkles, speedLines, vignette } from './effects.js';
import { drawHero, type AvatarArt } from './hero-figure.js';
import { heroSpot, layOut, type Placed } from './layout.js';
import { createLook, type Look } from './looks.js';
import { createPaint, linear, radial, SIZE } from './paint.js';
import type { ScenePlan } from './plan.js';
import { hashString, random } from './random.js';
import { BACKDROPS } from './scenery/backdrops.js';
import { rainbow, weatherOver } from './weather.js';

export interface Composition {
  svg: string;
  look: Look;
  /** Where things went (for tests and tuning). */
  placed: Placed[];
}

/**
 * The picture as one SVG, painted back to front: backdrop, rainbow, things from far to near with
 * the hero among them, the place's foreground, weather, and the look's light, sparkle and vignette.
 */
export function composeScene(plan: ScenePlan, avatar: AvatarArt | null): Composition {
  const { book } = plan;
  const look = createLook(book.style, book.variant, book.accent, book.moods);
  const p = createPaint(random(plan.seed ^ hashString(plan.setting)), look);
  const layoutRandom = random(plan.seed * 31 + 7);
  const decorRandom = random(plan.seed * 17 + 3);

  const backdrop = BACKDROPS[plan.setting](p, { time: plan.time, accent: book.accent, heroSide: book.side });
  const spot = heroSpot(book.side, backdrop);
  const placed = layOut(layoutRandom, plan.things, backdrop, spot);

  let svg = backdrop.back;
  if (plan.weather.includes('rainbow')) svg += rainbow(p, decorRandom, backdrop.horizon);
  const drawThing = (t: Placed) =>
    (t.grounded ? shadow(p, t.x, t.y, t.size) : '') + glossy(p, standing(p, t.icon, t.x, t.y, t.size, t.flip));
  for (const t of placed.filter((t) => !t.grounded)) svg += drawThing(t);
  const grounded = placed.filter((t) => t.grounded).sort((a, b) => a.y - b.y);
  for (const t of grounded.filter((t) => t.y <= spot.y)) svg += drawThing(t);

  const night = plan.time === 'night' && backdrop.floor !== 'space' && backdrop.floor !== 'seabed';
  // Night: outdoors the land darkens under the sky; indoors the whole room dims round a lamp's glow.
  if (night && backdrop.floor === 'indoor') {
    svg += `<rect width="${SIZE}" height="${SIZE}" fill="#0b1033" opacity="0.36"/>`;
    svg += `<circle cx="${spot.x}" cy="${spot.y - spot.height * 0.5}" r="${spot.height * 0.9}" fill="${radial(
      p,
      [
        [0, '#ffd98a', 0.45],
        [1, '#ffd98a', 0],
      ],
      spot.x,
      spot.y - spot.height * 0.5,
      spot.height * 0.9,
    )}"/>`;
  } else if (night)
    svg += `<rect y="${backdrop.horizon - 200}" width="${SIZE}" height="${SIZE - backdrop.horizon + 200}" fill="${linear(p, [
      [0, '#0b1033', 0],
      [0.3, '#0b1033', 0.3],
      [1, '#0b1033', 0.34],
    ])}"/>`;
  const heroCentre = { x: spot.x, y: spot.y - spot.height * 0.6 };
  if (look.speedLines) svg += speedLines(p, decorRandom, heroCentre.x, heroCentre.y);
  if (look.sparkles > 0 || night) svg += halo(p, heroCentre.x, heroCentre.y, spot.height * 0.62);
  svg += drawHero(
    p,
    spot,
    { hero: book.hero, tone: book.tone, shirt: book.shirt, avatar, pose: Math.abs(Math.trunc(plan.seed)) % 3 || 0 },
    backdrop,
  );
  for (const t of grounded.filter((t) => t.y > spot.y)) svg += drawThing(t);

  svg += backdrop.front;
  svg += weatherOver(
    p,
    decorRandom,
    plan.weather.filter((w) => w !== 'rainbow' && !(w === 'snow' && plan.setting === 'snow')),
  );
  if (look.sparkles > 0)
    svg += sparkles(p, decorRandom, look.sparkles, heroCentre, {
      x: spot.x,
      y: spot.y - spot.height * 0.76,
      r: spot.height * 0.3,
    });
  if (look.enchanted && backdrop.floor !== 'indoor' && backdrop.floor !== 'seabed') svg += enchantedLight(p, backdrop.light);
  svg += lightWash(p, backdrop.light);
  svg += vignette(p);

  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${p.defs()}</defs>${svg}</svg>`;
  return { svg: doc, look, placed };
}
