import { darken, distance, hexToHsl, hslToHex, lighten, mix } from './colour.js';
import { emoji, standing } from './emoji.js';
import { glossy, shadow } from './effects.js';
import { headIcon, HEROES, TONES } from './hero.js';
import type { HeroSpot } from './layout.js';
import { ink, n, type Paint } from './paint.js';
import type { Backdrop } from './scenery/backdrop.js';

/** The avatar, ready to embed: a small PNG data URL and the colour of its face (for the hands). */
export interface AvatarArt {
  dataUrl: string;
  skin: string;
}

export interface HeroArt {
  hero: string;
  tone: string;
  shirt: string;
  avatar: AvatarArt | null;
  /** 0: arms down, 1: waving, 2: cheering. */
  pose: number;
}

/** The hero drawn at its spot: avatar or emoji face on a child's body, or a whole emoji character. */
export function drawHero(p: Paint, spot: HeroSpot, art: HeroArt, backdrop: Backdrop): string {
  const kind = HEROES[art.hero] ?? HEROES.child!;
  const { x, y, height: H } = spot;
  if (kind.whole) {
    const size = H * 0.8;
    return (
      shadow(p, x, y, size * 0.8) +
      glossy(p, standing(p, kind.whole, x, y, size, spotFacesRight(spot))) +
      extras(p, spot, backdrop, y - size * 0.55, size * 0.45)
    );
  }

  const D = H * 0.48;
  const hx = x;
  const hy = y - H + D / 2 + 6;
  const skin = art.avatar?.skin ?? TONES[art.tone]?.skin ?? TONES.y!.skin;
  // Clothes the colour of the skin (a yellow dress on a yellow emoji face) would melt into it.
  const wanted = p.c(kind.suit ?? art.shirt);
  const cloth = distance(wanted, p.c(skin)) < 70 ? deeper(wanted) : wanted;
  const clothDark = darken(cloth, 0.22);
  const trousers = kind.suit ? cloth : p.c(mix(art.shirt, '#2b3a67', 0.65));
  const shoe = p.c(kind.suit ? '#8d99ae' : '#5b3a29');
  // Hands take the skin colour; when the avatar's cheeks are no skin colour (a pop-art avatar),
  // mittens in the clothes' colour look meant.
  const hand = kind.suit ? p.c('#ffffff') : isSkin(skin) ? p.c(skin) : lighten(cloth, 0.35);

  const ty = hy + D * 0.42;
  const torsoH = H * 0.27;
  const by = ty + torsoH;
  const topW = H * 0.3;
  const botW = kind.dress ? H * 0.58 : H * 0.36;
  const skirt = kind.dress ? H * 0.12 : 0;
  const legTop = by - 14;
  const legW = H * (kind.dress ? 0.075 : 0.1);
  const gap = H * 0.035;

  let body = '';
  // Legs and shoes.
  for (const side of [-1, 1]) {
    const lx = hx + side * (gap + legW / 2) - legW / 2;
    body += `<rect x="${n(lx)}" y="${n(legTop)}" width="${n(legW)}" height="${n(y - legTop - 14)}" rx="${n(legW / 2)}" fill="${kind.dress ? hand : trousers}"${ink(p)}/>`;
    body += `<ellipse cx="${n(lx + legW / 2 + side * 8)}" cy="${n(y - 12)}" rx="${n(legW * 0.8)}" ry="${n(legW * 0.42)}" fill="${shoe}"${ink(p)}/>`;
  }
  // Arms: sleeves in the shirt colour ending in a hand.
  const armLength = H * 0.25;
  // Degrees from hanging straight down, outwards: arms down, one waving, both cheering.
  const angles = [
    [22, 22],
    [22, 145],
    [145, 145],
  ][art.pose % 3]!;
  for (const [i, side] of [-1, 1].entries()) {
    const sx = hx + side * (topW / 2 - 6);
    const sy = ty + 26;
    const a = (angles[i]! * Math.PI) / 180;
    const ex = sx + side * Math.sin(a) * armLength;
    const ey = sy + Math.cos(a) * armLength;
    body += `<path d="M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}" stroke="${p.look.outline ? p.look.outline.colour : clothDark}" stroke-width="${n(H * 0.085 + (p.look.outline ? p.look.outline.width * 2 : 0))}" stroke-linecap="round"/>`;
    body += `<path d="M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}" stroke="${cloth}" stroke-width="${n(H * 0.085)}" stroke-linecap="round"/>`;
    body += `<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(H * 0.05)}" fill="${hand}"${ink(p)}/>`;
  }
  // Torso (a dress flares into a skirt).
  const bottom = by + skirt;
  body += `<path d="M${n(hx - topW / 2)} ${n(ty + 10)}Q${n(hx - topW / 2)} ${n(ty)} ${n(hx - topW / 2 + 16)} ${n(ty)}L${n(hx + topW / 2 - 16)} ${n(ty)}Q${n(hx + topW / 2)} ${n(ty)} ${n(hx + topW / 2)} ${n(ty + 10)}L${n(hx + botW / 2)} ${n(bottom - 8)}Q${n(hx + botW / 2)} ${n(bottom)} ${n(hx + botW / 2 - 12)} ${n(bottom)}L${n(hx - botW / 2 + 12)} ${n(bottom)}Q${n(hx - botW / 2)} ${n(bottom)} ${n(hx - botW / 2)} ${n(bottom - 8)}Z" fill="${cloth}"${ink(p)}/>`;
  body += `<path d="M${n(hx - topW * 0.3)} ${n(ty + 4)}Q${n(hx)} ${n(ty + 30)} ${n(hx + topW * 0.3)} ${n(ty + 4)}" fill="none" stroke="${lighten(cloth, 0.45)}" stroke-width="6" stroke-linecap="round"/>`;

  let head: string;
  if (art.hero === 'avatar' && art.avatar) {
    const clip = p.def((id) => `<clipPath id="${id}"><circle cx="${n(hx)}" cy="${n(hy)}" r="${n(D / 2)}"/></clipPath>`);
    const ring = p.look.outline ? p.look.outline.colour : p.c('#ffffff');
    head =
      `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(D / 2 + 9)}" fill="${ring}"/>` +
      `<image href="${art.avatar.dataUrl}" x="${n(hx - D / 2)}" y="${n(hy - D / 2)}" width="${n(D)}" height="${n(D)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"/>` +
      `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(D / 2 + 4)}" fill="none" stroke="${p.c(art.shirt)}" stroke-width="6"/>`;
  } else {
    head = emoji(p, headIcon(kind, art.tone) ?? 'child', hx - D / 2, hy - D / 2, D);
  }
  if (kind.hat) head += emoji(p, kind.hat, hx - D * 0.25, hy - D * 0.78, D * 0.5);
  return shadow(p, hx, y, H * 0.55) + glossy(p, body) + head + extras(p, spot, backdrop, hy, D / 2);
}

/** Where the hero is: a boat on the open sea, a bubble helmet under water and in space. */
function extras(p: Paint, spot: HeroSpot, backdrop: Backdrop, headY: number, headR: number): string {
  const { x, y } = spot;
  if (backdrop.floor === 'water') {
    const w = 250;
    const top = y - 190;
    return glossy(
      p,
      `<path d="M${n(x - w)} ${n(top)}L${n(x + w)} ${n(top)}Q${n(x + w - 40)} ${n(y - 20)} ${n(x + w - 120)} ${n(y)}L${n(x - w + 120)} ${n(y)}Q${n(x - w + 40)} ${n(y - 20)} ${n(x - w)} ${n(top)}Z" fill="${p.c('#b5651d')}"${ink(p)}/>` +
        `<path d="M${n(x - w + 16)} ${n(top + 28)}L${n(x + w - 16)} ${n(top + 28)}" stroke="${p.c('#ffffff')}" stroke-width="12"/>`,
    );
  }
  if (backdrop.floor === 'seabed' || backdrop.floor === 'space') {
    const r = headR * 1.28;
    return (
      `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(r)}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.85" stroke-width="7"/>` +
      `<path d="M${n(x - r * 0.7)} ${n(headY - r * 0.35)}A${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(x - r * 0.2)} ${n(headY - r * 0.78)}" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.8"/>`
    );
  }
  return '';
}

function isSkin(hex: string): boolean {
  const { h, s, l } = hexToHsl(hex);
  return (h <= 55 || h >= 345) && s >= 0.15 && l >= 0.15 && l <= 0.92;
}

/** The same colour, warmer and deeper: yellow becomes marigold, peach becomes coral. */
function deeper(hex: string): string {
  const c = hexToHsl(hex);
  return hslToHex({ h: c.h - 18, s: Math.min(1, c.s + 0.15), l: c.l * 0.8 });
}

/** Whole-emoji heroes turn towards the middle of the picture. */
function spotFacesRight(spot: HeroSpot): boolean {
  return spot.x < 512;
}
