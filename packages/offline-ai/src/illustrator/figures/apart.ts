import type { BookLook } from '../book-look.js';
import { hexToHsl } from '../colour.js';
import { hashString } from '../../seeded.js';
import type { CharacterPlan } from '../scene/scene-plan.js';
import { CLOTHES, ownName, personLook } from './cast.js';
import { rigOf } from './kinds.js';

/**
 * Different people on a page are told apart by their clothes: one whose top would be the colour of
 * someone's before them (the hero's first, which never changes) wears another of the clothes'
 * colours. A colour the text gives, a uniform (a nurse's, a chef's) and a group's own looks stay.
 * The choice hangs on who they are, so Grandma beside the hero is in the same other colour on every page.
 */
export function dressedApart(characters: readonly CharacterPlan[], book: BookLook): CharacterPlan[] {
  const worn: string[] = [];
  return characters.map((c) => {
    const look = personLook(c, book);
    if (!look) return c;
    const rig = rigOf(c.kind);
    const free = c.colour === null && !c.wears && c.count === 1 && rig.rig === 'person' && !rig.role.topColours;
    const clash = (colour: string) => worn.some((w) => alike(w, colour));
    const others = free && clash(look.topColour) ? CLOTHES.filter((colour) => !clash(colour)) : [];
    const own =
      others.length > 0 ? { ...c, colour: others[hashString(`${c.kind}|${ownName(c.kind, c.name)}`) % others.length]! } : c;
    worn.push(own === c ? look.topColour : own.colour!);
    return own;
  });
}

/** Two clothes' colours a reader could take for the same: near in hue (or both greys) and in lightness. */
export function alike(a: string, b: string): boolean {
  const [p, q] = [hexToHsl(a), hexToHsl(b)];
  if (Math.abs(p.l - q.l) > 0.2) return false;
  const greys = [p, q].filter((c) => c.s < 0.2).length;
  if (greys > 0) return greys === 2;
  const dh = Math.abs(p.h - q.h);
  return Math.min(dh, 360 - dh) < 30;
}
