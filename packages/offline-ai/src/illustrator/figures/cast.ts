import { pronounOfName } from '../../language/index.js';
import type { BookLook, HeroLook } from '../book-look.js';
import type { Pen } from '../draw/pen.js';
import { createRandom, hashString } from '../../seeded.js';
import { mix } from '../colour.js';
import type { CharacterPlan } from '../scene/scene-plan.js';
import type { Stage } from '../scenery/stage.js';
import { drawBaby, inBlanket } from './baby.js';
import type { Figure } from './figure.js';
import { n } from '../draw/pen.js';
import { colourCount, colourOf, drawCreature, drawPerson, rigOf, type KindId, type Role } from './kinds.js';
import { HAIR_COLOURS, HEADWEAR, SKIN_TONES, type HairStyle, type PersonLook, type Top } from './person-look.js';
import type { Pose } from './pose.js';

export const CLOTHES = [
  '#e63946',
  '#3a86ff',
  '#ffbe0b',
  '#8338ec',
  '#2a9d8f',
  '#fb5607',
  '#ff70a6',
  '#3fa34d',
  '#f4a261',
  '#5e60ce',
];
const TROUSERS = ['#2b3a67', '#3d405b', '#6b4f3a', '#264653', '#5a5f6a'];
const SHOES = ['#5b3a29', '#2b2d42', '#d62828', '#3a86ff', '#f1f1f1'];

/**
 * Who looks how. The hero is drawn from the book's look (the same on every page); a companion
 * person from their role and name (the same grandma on every page of a book, and her grandchild's
 * skin and hair colour when she is family); an animal in its kind's colouring, or a named colour.
 */
export function figureFor(
  p: Pen,
  c: CharacterPlan,
  book: BookLook,
  keep: (hex: string) => string,
  pose: Pose,
  stage: Stage,
): Figure | null {
  // A baby is a bundle in its blanket, never walking.
  const bundled = (look: PersonLook) =>
    look.age === 'baby' && inBlanket(pose) ? drawBaby(p, look, c.expression, pose === 'sleep') : null;
  if (c.role === 'hero' && c.kind === book.hero.kind && !book.hero.person)
    return drawCreature(p, c.kind, book.hero.colour ?? 0, pose, c.expression, book.hero.parts);
  const person = personLook(c, book);
  if (person) {
    const look = kept(person, keep);
    return toySized(c.kind, bundled(look) ?? drawPerson(p, dressFor(look, stage, c.kind), { pose, expression: c.expression }));
  }
  // One colouring per kind: 'a dog called Pudding' on one page is 'the dog' on the next.
  const variant = c.colour ?? hashString(`${c.kind}|`) % colourCount(c.kind);
  // An elder's coat greys a little.
  const base = typeof variant === 'number' ? colourOf(c.kind, variant) : variant;
  const colour = c.age === 'elder' && base ? mix(base, '#c9c6c0', 0.4) : variant;
  const fig = drawCreature(p, c.kind, colour, pose, c.expression);
  return fig && c.age && c.age !== 'grown' ? aged(p, fig, c.age, rigOf(c.kind).rig === 'upright') : fig;
}

/**
 * How a person on the page looks (null for any other kind): the hero as the book's look has it, the
 * others by their job, or their role and name, in the clothes of any role they play.
 */
export function personLook(c: CharacterPlan, book: BookLook): PersonLook | null {
  if (c.role === 'hero' && c.kind === book.hero.kind) return book.hero.person && inRole(book.hero.person, c.wears);
  if (rigOf(c.kind).rig !== 'person') return null;
  return inRole(c.job ? jobLook(c.job, c.colour) : companionLook(c.kind, c.name, book.hero, c.colour), c.wears);
}

/** How tall a toy shaped like a person stands beside a child: a doll is a toy, not a second child. */
const TOY_SIZE: Partial<Record<KindId, number>> = { doll: 0.5 };

function toySized(kind: KindId, fig: Figure | null): Figure | null {
  const size = TOY_SIZE[kind];
  return fig && size ? { ...fig, scale: fig.scale * size } : fig;
}

/**
 * An animal elder is greyer and wears round spectacles, and one standing like a person leans on a
 * walking stick; a young one is smaller than the grown-ups of its kind.
 */
function aged(p: Pen, fig: Figure, age: 'elder' | 'young', hands: boolean): Figure {
  if (age === 'young') return { ...fig, scale: fig.scale * 0.62 };
  const [hx, hy] = fig.head;
  const r = Math.max(6, fig.height * 0.12);
  const frame = '#3a3030';
  let svg = fig.svg;
  for (const dx of [-0.2, 1.1])
    svg += `<circle cx="${n(hx + r * dx)}" cy="${n(hy - r * 0.15)}" r="${n(r * 0.5)}" fill="#ffffff" fill-opacity="0.2" stroke="${frame}" stroke-width="${n(Math.max(1.2, 2.2 / p.k))}"/>`;
  svg += p.stroke(`M${n(hx + r * 0.3)} ${n(hy - r * 0.2)}L${n(hx + r * 0.6)} ${n(hy - r * 0.2)}`, frame, 2);
  if (hands && fig.hand) {
    // A stick from the near hand to the ground, its handle curled over the top.
    const [x, y] = fig.hand;
    svg += p.stroke(`M${n(x - 6)} ${n(y - 4)}Q${n(x - 2)} ${n(y - 14)} ${n(x + 3)} ${n(y - 6)}L${n(x + 6)} 0`, '#7a4a2a', 3.2);
  }
  return { ...fig, svg };
}

/** Someone playing a role wears its clothes and keeps their own face, hair and age (no grown-up's beard). */
function inRole(look: PersonLook, role: KindId | undefined): PersonLook {
  const rig = role ? rigOf(role) : null;
  if (!rig || rig.rig !== 'person') return look;
  const { top, topColours, extras = [], extraColour } = rig.role;
  return {
    ...look,
    ...(top && { top }),
    ...(topColours?.[0] && { topColour: topColours[0] }),
    ...(extraColour && { extraColour }),
    extras: [...new Set([...look.extras.filter((e) => !HEADWEAR.has(e)), ...extras.filter((e) => e !== 'beard')])],
  };
}

function kept(look: PersonLook, keep: (hex: string) => string): PersonLook {
  return {
    ...look,
    topColour: keep(look.topColour),
    bottomColour: keep(look.bottomColour),
    shoes: keep(look.shoes),
    extraColour: keep(look.extraColour),
  };
}

/** Helmets in space, a bubble under the sea (not for a mermaid). */
function dressFor(look: PersonLook, stage: Stage, kind: KindId): PersonLook {
  const extras = [...look.extras];
  if ((stage.floor === 'space' || (stage.floor === 'seabed' && kind !== 'mermaid')) && !extras.includes('space-helmet'))
    extras.push('space-helmet');
  return { ...look, extras };
}

/** A person of a role, the same every time for the same role and name. */
function companionLook(kind: KindId, name: string | null, hero: HeroLook, colour: string | null): PersonLook {
  const rig = rigOf(kind);
  const role: Role = rig.rig === 'person' ? rig.role : { age: 'child' };
  const who = ownName(kind, name);
  // ('her brother Leo', 'baby Lola': family by name still has the hero's skin and hair.)
  if (who) return personOf(genderedBy(role, who), `person|${who}`, role.family ? hero.person : null, colour);
  return personOf(role, `${kind}|`, role.family ? hero.person : null, colour);
}

/**
 * The name someone's look hangs on: 'Grandma' as a name is the grandma, the same one as 'the
 * grandma' (''). Someone with a name of their own looks the same on every page, whatever the page
 * calls them ('his sister Leah', then 'Leah'): the look comes from the name alone, not from the
 * family word one page uses.
 */
export function ownName(kind: KindId, name: string | null): string {
  return name && name.toLowerCase() !== kind ? name : '';
}

/** A grown-up of a role that does not say whether a man or a woman is a man or a woman by name ('Farmer Joe'). */
export function genderedBy(role: Role, name: string): Role {
  if (role.gender || role.age === 'child') return role;
  const pronoun = pronounOfName(name);
  return pronoun === 'he' ? { ...role, gender: 'm' } : pronoun === 'she' ? { ...role, gender: 'f' } : role;
}

/**
 * One known by a job we have no clothes for ('a patient fisherman called Ali', 'the fisherman'): the
 * look is the job's alone, so a later page that says only 'the fisherman' draws the same one. A page
 * may not say who they are, so nothing in it is a man's or a woman's only: work clothes, trousers and
 * short or curly hair.
 */
function jobLook(job: string, colour: string | null): PersonLook {
  return personOf({ age: 'adult', gender: 'm', bottom: 'trousers' }, `job|${job}`, null, colour);
}

/** A person from a role and a seed text; `family` lends skin and hair colour. */
export function personOf(role: Role, seedText: string, family: PersonLook | null, colour: string | null): PersonLook {
  const rng = createRandom(hashString(seedText));
  const gender = role.gender ?? rng.pick(['f', 'm'] as const);
  const skin = family?.skin ?? rng.pick(SKIN_TONES);
  const hairNatural =
    family?.hair ??
    rng.pick([
      HAIR_COLOURS.black,
      HAIR_COLOURS.dark,
      HAIR_COLOURS.brown,
      HAIR_COLOURS.chestnut,
      HAIR_COLOURS.blonde,
      HAIR_COLOURS.red,
    ]);
  const hair = role.hair ?? (role.age === 'elder' ? HAIR_COLOURS.grey : hairNatural);
  const styles: HairStyle[] =
    gender === 'f'
      ? ['long', 'ponytail', 'bob', 'pigtails', 'braids', 'curly', 'bun']
      : ['short', 'spiky', 'curly', 'short', 'afro'];
  const hairStyle = role.hairStyle ?? rng.pick(styles);
  const tops: Top[] =
    gender === 'f' && role.age !== 'elder' ? ['dress', 'tshirt', 'sweater', 'dress'] : ['tshirt', 'sweater', 'hoodie', 'tshirt'];
  const top = role.top ?? rng.pick(tops);
  const topColour = colour ?? (role.topColours ? rng.pick(role.topColours) : rng.pick(CLOTHES));
  const bottom =
    top === 'dress' || top === 'robe'
      ? 'skirt'
      : (role.bottom ?? (gender === 'f' && rng.chance(0.3) ? 'skirt' : rng.chance(0.25) ? 'shorts' : 'trousers'));
  return {
    age: role.age,
    skin,
    hair,
    hairStyle,
    eyes: rng.pick(['#5b3a22', '#2e1d12', '#3f78c0', '#3f8a4a', '#8a6a2f']),
    top,
    topColour,
    bottom,
    bottomColour: bottom === 'skirt' && top === 'dress' ? topColour : (role.bottomColour ?? rng.pick(TROUSERS)),
    shoes: rng.pick(SHOES),
    extras: [...(role.extras ?? [])],
    extraColour: role.extraColour ?? rng.pick(CLOTHES),
  };
}
