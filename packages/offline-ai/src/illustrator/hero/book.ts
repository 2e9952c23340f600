import { escapeRegExp } from '../../reg-exp.js';
import { languageKindOf, readScene } from '../scene/read-scene.js';
import type { IllustrationRequest, ImageStyle } from '../../types.js';
import { decodeBookLook, type BookLook, type HeroLook } from '../book-look.js';
import { mix } from '../colour.js';
import { genderedBy, personOf } from '../figures/cast.js';
import { pronounOfName } from '../../language/index.js';
import { rigOf, type KindId, type PartColours, type Role } from '../figures/kinds.js';
import { HAIR_COLOURS, type PersonLook } from '../figures/person-look.js';
import { createRandom, hashString } from '../../seeded.js';
import { hairStyleOf, type AvatarTraits } from './avatar-traits.js';
import { readPrompt, type PromptReading } from './prompt-look.js';

export interface BookInput extends Pick<IllustrationRequest, 'paragraph' | 'visualPrompt' | 'style' | 'seed' | 'styleReference'> {
  /** Avatar mode: the child's name and what their avatar looks like (null when it could not be read). */
  avatar: { name: string; traits: AvatarTraits | null } | null;
  /** The visual prompt already read, when the caller has read it. */
  prompt?: PromptReading;
}

/**
 * The book's look. Pages after the first carry it in the style token (SPEC §4), so the hero is
 * drawn with the same parameters on every page. Otherwise, with an avatar, the hero is the child in
 * the avatar's colours; in text mode the hero and its clothes come from the visual prompt (named
 * attributes win over defaults) and, with no character named there, from the paragraph's own.
 */
export function bookLookFor(input: BookInput): BookLook {
  return pageLook(input).look;
}

/**
 * The book's look for one page, and whether the page starts the book: true unless the look came
 * from the style token of the book's first page (a token of the other mode, avatar or text, starts
 * it anew).
 */
export function pageLook(input: BookInput): { look: BookLook; first: boolean } {
  const fromToken = decodeBookLook(input.styleReference?.token);
  if (fromToken && fromToken.hero.fromAvatar === (input.avatar !== null)) {
    // The parts the visual prompt gives the hero ('a ladybird with no spots') on every page of the
    // book: the token does not carry them, each page is given the prompt.
    const parts = input.prompt && input.prompt.kind === fromToken.hero.kind ? partsOf(input.prompt) : null;
    const look = parts && Object.keys(parts).length > 0 ? { ...fromToken, hero: { ...fromToken.hero, parts } } : fromToken;
    return { look: input.style ? { ...look, style: input.style } : look, first: false };
  }
  return { look: newBookLook(input), first: true };
}

/** The colours the prompt gives an animal hero's parts, and the cape an animal superhero wears ('a superhero cat'). */
function partsOf(prompt: PromptReading): PartColours {
  return prompt.extras.includes('cape') ? { ...prompt.parts, cape: prompt.person.extraColour ?? '#d62839' } : prompt.parts;
}

function newBookLook(input: BookInput): BookLook {
  const prompt = input.prompt ?? readPrompt(input.visualPrompt ?? '');
  const style: ImageStyle = input.style ?? prompt.style ?? 'ghibli';
  if (input.avatar) {
    const rng = createRandom(input.seed);
    return {
      style,
      variant: rng.int(3),
      side: rng.chance(0.5) ? 'L' : 'R',
      hero: avatarHero(input.avatar.name, input.avatar.traits),
      accent: null,
      moods: prompt.moods,
    };
  }
  const rng = createRandom(hashString(`${style}|${(input.visualPrompt ?? '').trim().toLowerCase()}`));
  const kind: KindId = prompt.kind ?? paragraphHero(input.paragraph);
  let hero: HeroLook;
  const rig = rigOf(kind);
  if (rig.rig === 'person') {
    const role = youngHero(rig.role, kind, input.visualPrompt ?? '', input.paragraph)
      ? { ...rig.role, age: 'child' as const }
      : rig.role;
    // ('Farmer Joe', 'Joe the busy farmer': a man by his name.)
    const name = heroNameOf(`${input.visualPrompt ?? ''}. ${input.paragraph}`);
    const base = personOf(name ? genderedBy(role, name) : role, `hero|${(input.visualPrompt ?? '').toLowerCase()}`, null, null);
    const named = prompt.person;
    const byName = lookOfName(input.paragraph);
    const person: PersonLook = {
      ...base,
      ...byName,
      ...named,
      // A dress comes with its skirt; trousers or shorts named with a dress do not undo it.
      bottom: named.top === 'dress' ? 'skirt' : (named.bottom ?? (base.top === 'dress' && named.top ? 'trousers' : base.bottom)),
      extras: [
        ...new Set([
          ...base.extras,
          ...(byName.extras ?? []),
          ...prompt.extras,
          ...(WEARS_GLASSES.test(input.paragraph) ? (['glasses'] as const) : []),
        ]),
      ],
    };
    if (named.top === 'dress' && !named.bottomColour) person.bottomColour = person.topColour;
    if (prompt.parts.glasses) person.glassesColour = prompt.parts.glasses;
    hero = { kind, person, colour: null, fromAvatar: false };
  } else hero = { kind, person: null, colour: prompt.colour, fromAvatar: false, parts: partsOf(prompt) };
  return { style, variant: rng.int(3), side: rng.chance(0.5) ? 'L' : 'R', hero, accent: prompt.accent, moods: prompt.moods };
}

/**
 * A tale's hero whose name says how she looks: Goldilocks has golden hair, Little Red Riding Hood a red cape with its
 * hood. A visual prompt that names hair or clothes says otherwise.
 */
const NAME_LOOKS: readonly (readonly [RegExp, Partial<PersonLook>])[] = [
  [/\bGoldilocks\b/, { hair: HAIR_COLOURS.blonde }],
  [/\b(?:Little )?Red Riding Hood\b/, { extras: ['cape'], extraColour: '#c62828', topColour: '#c62828' }],
];

/** The first name in the words that says a man or a woman ('Farmer Joe's busy morning': Joe). */
function heroNameOf(text: string): string | null {
  return (text.match(/\b\p{Lu}\p{Ll}+\b/gu) ?? []).find((w) => pronounOfName(w) !== null) ?? null;
}

function lookOfName(paragraph: string): Partial<PersonLook> {
  return Object.assign({}, ...NAME_LOOKS.filter(([name]) => name.test(paragraph)).map(([, look]) => look)) as Partial<PersonLook>;
}

/**
 * The first page puts new glasses on its hero ("Ravi's new glasses": 'He put on the new glasses'): the book draws them
 * on every page, as a prompt's 'glasses' would. Someone else's glasses ('Grandma's glasses') are no hero's.
 */
const WEARS_GLASSES =
  /\bnew (?:glasses|specs|spectacles)\b|\b(?:put on|wore|wearing) (?:the |his |her |their )?(?:glasses|specs)\b/i;

/**
 * A hero in a grown-up's role is a child in that role when the words call it young ('a young
 * knight', 'the little pirate') or the role is one children play (a knight, a pirate, an explorer:
 * the story writer calls them young), unless the words make it a grown-up ('an old wizard', a
 * prompt's 'a man').
 */
function youngHero(role: Role, kind: KindId, prompt: string, paragraph: string): boolean {
  if (role.age === 'child' || role.age === 'baby') return false;
  const said = languageKindOf(kind);
  const words = [said.word, said.plural, ...said.words].map(escapeRegExp).join('|');
  const grown = /\b(?:old|elderly|grown-?up|adult|man|woman|lady)\b/;
  const young = /\b(?:young|little|small|kid|child|boy|girl)\b/;
  const before = (pattern: RegExp) => new RegExp(`${pattern.source} (?:\\w+ )?(?:${words})\\b`).test(paragraph.toLowerCase());
  if (grown.test(prompt.toLowerCase()) || before(grown)) return false;
  if (young.test(prompt.toLowerCase()) || before(young)) return true;
  return said.looks.includes('young');
}

/** The child of the avatar, drawn in the avatar's colours. */
function avatarHero(name: string, traits: AvatarTraits | null): HeroLook {
  const base = personOf({ age: 'child', top: 'tshirt', bottom: 'trousers' }, `avatar|${name}`, null, null);
  if (!traits) return { kind: 'child', person: base, colour: null, fromAvatar: true };
  return {
    kind: 'child',
    fromAvatar: true,
    colour: null,
    person: {
      ...base,
      skin: traits.skin,
      hair: traits.hair,
      hairStyle: hairStyleOf(traits),
      eyes: traits.eyes,
      topColour: traits.clothes,
      // Trousers that go with the top: its own colour, deeper.
      bottomColour: mix(traits.clothes, '#1d2440', 0.6),
    },
  };
}

/**
 * The one the paragraph's picture is about, when the prompt names none: the hero its scene draws
 * (not a tractor driven or a toy, which the scene leaves to be things). A baby held on the first
 * page is no book's hero: one who holds it, drives and plays goes on to the pages after.
 */
function paragraphHero(paragraph: string): KindId {
  const { characters } = readScene(paragraph, { kind: 'child', name: null, fixed: false });
  return characters.find((c) => c.kind !== 'baby')?.kind ?? 'child';
}
