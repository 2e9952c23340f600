import { escapeRegExp } from '../../reg-exp.js';
import type { Cover } from './scene-plan.js';

/** What one hides behind, under or inside, by the words for it, and how it is drawn in front of them. */
const COVERS: readonly [RegExp, Cover][] = [
  [/curtains?/, 'curtain'],
  [/(?:wardrobes?|cupboards?|closets?|doors?|sheds?|playhouses?|wendy house|fridge|larder|pantry)/, 'tall'],
  [/(?:tables?|desks?)/, 'table'],
  [/(?:sofas?|couch(?:es)?|settee|armchairs?|beds?|benches|bench|beanbags?)/, 'low'],
  [/(?:boxes|box|bins?|baskets?|barrels?|chests?|wheelbarrows?|ships?|wrecks?|boats?|crates?)/, 'low'],
  [/(?:trees?|trunks?|oaks?)/, 'tree'],
  [/(?:bush(?:es)?|hedges?|sunflowers?|flowers|reeds|kelp|seaweed|corals?|ferns?|leaves|plants|(?:long|tall) grass)/, 'leafy'],
  [/(?:heaps?|piles?|coats|blankets?|cushions|pillows|duvets?|laundry|washing)/, 'heap'],
  [/(?:clams?|shells?)/, 'shell'],
  [/(?:rocks?|boulders?|stones?)/, 'rock'],
];
const COVER_WORDS = COVERS.map(([p]) => p.source).join('|');
/** Hid there ('Lily hid behind the long curtains', 'swam off and hid inside a giant clam'). */
const HID = '(?:hid|hides|hiding|hidden|crouched|crouching|curled up|squeezed|tucked|(?:fast )?asleep)';
const HIDING = new RegExp(
  `\\b${HID}\\s+(?:away\\s+|down\\s+|right\\s+|deep\\s+)?(?:behind|under|underneath|beneath|inside|in|among|amongst)\\s+(?:the|a|an|his|her|their|its|some|my|our)\\s+(?:[a-z]+\\s+){0,3}?(${COVER_WORDS})\\b(?:\\s+of\\s+(?:[a-z]+\\s+){0,2}?([a-z]+)\\b)?`,
);
/** The game, or a hiding said so: without it, asleep in a bed is asleep, not hidden. */
const HIDE = /\b(?:hid|hide|hides|hiding|hidden)\b/;

/**
 * Where someone on the page hides (or is found still hidden: 'It was Grandpa, fast asleep in the
 * cupboard ... "You hid so well"'), with the phrase that says it, to find who: a thing we can draw
 * in front of them. Looking behind the sofa is no one hiding there.
 */
export function hidingPlace(
  text: string,
): { pattern: RegExp; word: string; of: string | null; cover: Cover; asleep: boolean } | null {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  if (!HIDE.test(lower)) return null;
  const found = HIDING.exec(lower);
  if (!found) return null;
  const word = found[1]!;
  const [, cover] = COVERS.find(([p]) => new RegExp(`^${p.source}$`).test(word))!;
  return { pattern: new RegExp(escapeRegExp(found[0])), word, of: found[2] ?? null, cover, asleep: /\basleep\b/.test(found[0]) };
}

/** Covers as tall as one standing (they peek round its side); behind the others, they crouch. */
export const STOOD_BEHIND: ReadonlySet<Cover> = new Set(['curtain', 'tall', 'tree', 'leafy']);
