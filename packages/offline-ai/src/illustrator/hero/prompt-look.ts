import { boxPlayIn, kindOf, settingOfWord, TIME_WORDS, understandIdea, WEATHER_WORDS } from '../../language/index.js';
import type { ImageStyle } from '../../types.js';
import { NO_MOODS, type Moods } from '../book-look.js';
import { COLOUR_WORDS } from '../colour.js';
import { BODY_PARTS, rigOf, thingKindOf, type KindId, type PartColours } from '../figures/kinds.js';
import { NO_PART } from '../figures/critters.js';
import { EYE_COLOURS, HAIR_COLOURS, SKIN_TONES, type Extra, type HairStyle, type PersonLook } from '../figures/person-look.js';
import { figureKind } from '../scene/kind-map.js';

/** What a visual prompt says about the hero and the look of the book. */
export interface PromptReading {
  kind: KindId | null;
  /** The name the prompt gives its hero ('a teapot called Tilly', 'Leo and the seal'). */
  name: string | null;
  /** Person attributes the prompt names; they win over every default, on every page. */
  person: Partial<PersonLook>;
  extras: Extra[];
  /** A creature hero's colour ("a green dragon"). */
  colour: string | null;
  /** Parts of the hero in a colour of their own ('a snail with a purple shell', 'pink glasses'). */
  parts: PartColours & { glasses?: string };
  /** A colour named for the picture, not for the hero ("a purple sky"). */
  accent: string | null;
  moods: Moods;
  style: ImageStyle | null;
  /** Hair, skin, eyes or clothes are named: the hero is a person even when no kind is. */
  describesPerson: boolean;
}

const COLOUR = `(${Object.keys(COLOUR_WORDS).join('|')}|dark|light|bright|pale|grey|gray|beige|cream|maroon|crimson|scarlet|lime|mint|peach|coral|indigo|olive|khaki|denim)`;
const EXTRA_COLOURS: Readonly<Record<string, string>> = {
  grey: '#8d99ae',
  gray: '#8d99ae',
  beige: '#e9d8b4',
  cream: '#f6ecd2',
  maroon: '#7a1f2b',
  crimson: '#c0172f',
  scarlet: '#e0301e',
  lime: '#8fd14f',
  mint: '#9ee6c4',
  peach: '#ffc9a3',
  coral: '#ff7f6a',
  indigo: '#4b3f9e',
  olive: '#7a8a3a',
  khaki: '#c3b091',
  denim: '#3b5b92',
  dark: '#2b2d42',
  light: '#dfe7f2',
  bright: '#f9c80e',
  pale: '#e8eef6',
};
const colourOf = (word: string | undefined): string | null => (word ? (COLOUR_WORDS[word] ?? EXTRA_COLOURS[word] ?? null) : null);

const HAIR: Readonly<Record<string, string>> = {
  black: HAIR_COLOURS.black,
  dark: HAIR_COLOURS.dark,
  brown: HAIR_COLOURS.brown,
  brunette: HAIR_COLOURS.brown,
  chestnut: HAIR_COLOURS.chestnut,
  auburn: HAIR_COLOURS.auburn,
  red: HAIR_COLOURS.red,
  ginger: HAIR_COLOURS.ginger,
  orange: HAIR_COLOURS.ginger,
  blonde: HAIR_COLOURS.blonde,
  blond: HAIR_COLOURS.blonde,
  golden: HAIR_COLOURS.blonde,
  yellow: HAIR_COLOURS.blonde,
  fair: HAIR_COLOURS.fair,
  light: HAIR_COLOURS.fair,
  grey: HAIR_COLOURS.grey,
  gray: HAIR_COLOURS.grey,
  silver: HAIR_COLOURS.grey,
  white: HAIR_COLOURS.white,
};
const SKIN: Readonly<Record<string, string>> = {
  fair: SKIN_TONES[0],
  pale: SKIN_TONES[0],
  light: SKIN_TONES[1],
  peach: SKIN_TONES[1],
  olive: SKIN_TONES[3],
  tan: SKIN_TONES[3],
  tanned: SKIN_TONES[3],
  golden: SKIN_TONES[2],
  brown: SKIN_TONES[4],
  dark: SKIN_TONES[5],
  black: SKIN_TONES[6],
  deep: SKIN_TONES[6],
};
const HAIR_STYLE_WORDS: readonly [RegExp, HairStyle][] = [
  [/\bpig ?tails\b|\bbunches\b/, 'pigtails'],
  [/\bpony ?tail\b/, 'ponytail'],
  [/\bbraids?\b|\bplaits?\b|\bcornrows\b/, 'braids'],
  [/\bafro\b/, 'afro'],
  [/\bbun\b/, 'bun'],
  [/\bbob\b/, 'bob'],
  [/\bbald\b/, 'bald'],
  [/\bspiky\b/, 'spiky'],
  [/\bcurly\b|\bcurls\b/, 'curly'],
  [/\blong (?:\w+ )?hair\b|\bhair (?:is |was )?long\b/, 'long'],
  [/\bshort (?:\w+ )?hair\b|\bhair (?:is |was )?short\b/, 'short'],
];
type Garment = {
  slot: 'top' | 'bottom' | 'shoes' | 'extra';
  top?: PersonLook['top'];
  bottom?: PersonLook['bottom'];
  extra?: Extra;
  /** A one-piece (a swimsuit, a onesie): the bottom is the same garment, in the same colour. */
  whole?: PersonLook['bottom'];
};
const GARMENTS: Readonly<Record<string, Garment>> = {
  't-shirt': { slot: 'top', top: 'tshirt' },
  tshirt: { slot: 'top', top: 'tshirt' },
  tee: { slot: 'top', top: 'tshirt' },
  shirt: { slot: 'top', top: 'tshirt' },
  top: { slot: 'top', top: 'tshirt' },
  blouse: { slot: 'top', top: 'tshirt' },
  sweater: { slot: 'top', top: 'sweater' },
  jumper: { slot: 'top', top: 'sweater' },
  cardigan: { slot: 'top', top: 'sweater' },
  pyjamas: { slot: 'top', top: 'sweater' },
  pajamas: { slot: 'top', top: 'sweater' },
  hoodie: { slot: 'top', top: 'hoodie' },
  dress: { slot: 'top', top: 'dress' },
  gown: { slot: 'top', top: 'dress' },
  coat: { slot: 'top', top: 'coat' },
  jacket: { slot: 'top', top: 'coat' },
  raincoat: { slot: 'top', top: 'coat' },
  anorak: { slot: 'top', top: 'coat' },
  parka: { slot: 'top', top: 'coat' },
  poncho: { slot: 'top', top: 'coat' },
  sweatshirt: { slot: 'top', top: 'sweater' },
  fleece: { slot: 'top', top: 'sweater' },
  tunic: { slot: 'top', top: 'tshirt' },
  polo: { slot: 'top', top: 'tshirt' },
  vest: { slot: 'top', top: 'tshirt' },
  kimono: { slot: 'top', top: 'robe' },
  swimsuit: { slot: 'top', top: 'tshirt', whole: 'shorts' },
  'swimming costume': { slot: 'top', top: 'tshirt', whole: 'shorts' },
  'bathing suit': { slot: 'top', top: 'tshirt', whole: 'shorts' },
  leotard: { slot: 'top', top: 'tshirt', whole: 'shorts' },
  wetsuit: { slot: 'top', top: 'tshirt', whole: 'trousers' },
  onesie: { slot: 'top', top: 'sweater', whole: 'trousers' },
  jumpsuit: { slot: 'top', top: 'tshirt', whole: 'trousers' },
  robe: { slot: 'top', top: 'robe' },
  cloak: { slot: 'extra', extra: 'cape' },
  cape: { slot: 'extra', extra: 'cape' },
  skirt: { slot: 'bottom', bottom: 'skirt' },
  trousers: { slot: 'bottom', bottom: 'trousers' },
  pants: { slot: 'bottom', bottom: 'trousers' },
  jeans: { slot: 'bottom', bottom: 'trousers' },
  leggings: { slot: 'bottom', bottom: 'trousers' },
  dungarees: { slot: 'bottom', bottom: 'trousers' },
  overalls: { slot: 'bottom', bottom: 'trousers' },
  shorts: { slot: 'bottom', bottom: 'shorts' },
  shoes: { slot: 'shoes' },
  boots: { slot: 'shoes' },
  wellies: { slot: 'shoes' },
  trainers: { slot: 'shoes' },
  sneakers: { slot: 'shoes' },
  sandals: { slot: 'shoes' },
  hat: { slot: 'extra', extra: 'cap' },
  cap: { slot: 'extra', extra: 'cap' },
  beanie: { slot: 'extra', extra: 'cap' },
  scarf: { slot: 'extra', extra: 'scarf' },
  backpack: { slot: 'extra', extra: 'backpack' },
  rucksack: { slot: 'extra', extra: 'backpack' },
  bow: { slot: 'extra', extra: 'bow' },
  ribbon: { slot: 'extra', extra: 'bow' },
  headscarf: { slot: 'extra', extra: 'headscarf' },
  hijab: { slot: 'extra', extra: 'headscarf' },
};
const PLAIN_EXTRAS: readonly [RegExp, Extra][] = [
  [/\b(?:glasses|spectacles|specs)\b/, 'glasses'],
  [/\bcrown\b/, 'crown'],
  [/\btiara\b/, 'tiara'],
  [/\bwings\b/, 'wings'],
  [/\bwizard(?:'s)? hat\b/, 'wizard-hat'],
  [/\bwitch(?:'s)? hat\b/, 'witch-hat'],
  [/\bpirate hat\b/, 'pirate-hat'],
  [/\bbeard\b/, 'beard'],
  [/\bwand\b/, 'wand'],
];
/** A part's word and its plural or '-ed' form ('wing', 'wings', 'winged'), and the part it is. */
const PART_OF: Readonly<Record<string, keyof PromptReading['parts']>> = {
  ...Object.fromEntries(BODY_PARTS.map((part) => [part, part])),
  ...Object.fromEntries(BODY_PARTS.map((part) => [part.replace(/s$/, ''), part])),
  wing: 'wings',
  spot: 'spots',
  stripe: 'stripes',
  ear: 'ears',
  tummy: 'belly',
  glasses: 'glasses',
  spectacles: 'glasses',
  specs: 'glasses',
};
const PART_WORDS = Object.keys(PART_OF)
  .sort((a, b) => b.length - a.length)
  .join('|');
const STYLE_WORDS: Readonly<Record<string, ImageStyle>> = {
  ghibli: 'ghibli',
  pixar: 'pixar',
  disney: 'disney',
  anime: 'anime',
  manga: 'anime',
};
const MOODS: Readonly<Record<keyof Moods, RegExp>> = {
  pastel: /\b(?:pastel|soft|gentle|calm|cosy|cozy)\b/,
  bright: /\b(?:bright|vivid|colou?rful|neon|bold|vibrant)\b/,
  dark: /\b(?:spooky|mysterious|moody|shadowy|gloomy)\b/,
  magic: /\b(?:magic|magical|sparkles?|sparkly|sparkling|enchanted|dreamy|glitter(?:ing|y)?|twinkling)\b/,
  watercolour: /\b(?:watercolou?r|painted|painterly|storybook)\b/,
};

/** An old tale's hero, named in the prompt beside the others of the tale: Goldilocks, not one of the three bears. */
const TALE_HEROES: readonly [RegExp, KindId][] = [
  [/\bgoldilocks\b/, 'girl'],
  [/\bred riding hood\b/, 'girl'],
  [/\blittle red hen\b/, 'chicken'],
];

/** Reads the parent's description of the visuals: the hero's kind, hair, skin, eyes, clothes, and the book's mood. */
/** Said after someone: they died ('Our dog died', 'Grandpa passed away', 'the cat is dead'; not 'died out'). */
const DIED = /^\s+(?:(?:has|had|just|sadly)\s+)*(?:died|passed away)\b(?!\s+(?:out|down)\b)|^\s+(?:is|was)\s+dead\b/;

/** Said before a vehicle someone travels in: 'on a', 'by', 'aboard the', 'in our'. */
const GONE_IN = /\b(?:on|in|by|aboard|onto|into)\s+(?:(?:a|an|the|my|his|her|their|our|big|first)\s+)*$/;
/** A magic way in ('The magic door', 'A magic book that takes you inside the story'): a child goes through it; it is no hero. */
const WAY_IN = /\b(?:magic(?:al)?|secret|hidden|enchanted)\s+(door|wardrobe|mirror|carpet|rug|(?:story ?)?book|tree ?house)\b/;

export function readPrompt(prompt: string): PromptReading {
  const lower = prompt.toLowerCase().replace(/[’']/g, "'");
  const used = new Set<number>();
  const person: Partial<PersonLook> = {};
  const extras: Extra[] = [];

  // Hair: "dark hair", "blonde curly hair", "red-haired", "a redhead".
  const hair = new RegExp(`\\b(\\w+)(?:[ -](?:curly|wavy|straight|long|short|spiky))?[ -](?:hair|haired)\\b`).exec(lower);
  const hairWord = hair?.[1];
  if (hairWord && HAIR[hairWord]) {
    person.hair = HAIR[hairWord];
    used.add(hair.index);
  } else if (/\bredhead\b/.test(lower)) person.hair = HAIR_COLOURS.red;
  else if (/\b(blonde|blond|brunette)\b/.test(lower)) person.hair = HAIR[/\b(blonde|blond|brunette)\b/.exec(lower)![1]!]!;
  for (const [pattern, style] of HAIR_STYLE_WORDS)
    if (pattern.test(lower)) {
      person.hairStyle = style;
      break;
    }
  if (person.hairStyle === 'curly' && /\blong\b/.test(lower)) person.hairStyle = 'afro';

  const skin = /\b(\w+)[ -](?:skin|skinned|complexion)\b/.exec(lower);
  if (skin && SKIN[skin[1]!]) {
    person.skin = SKIN[skin[1]!]!;
    used.add(skin.index);
  }
  const eyes = /\b(\w+)[ -]eyed?s?\b|\b(\w+) eyes\b/.exec(lower);
  const eyeWord = eyes?.[1] ?? eyes?.[2];
  if (eyeWord && (EYE_COLOURS as Record<string, string>)[eyeWord === 'gray' ? 'grey' : eyeWord]) {
    person.eyes = (EYE_COLOURS as Record<string, string>)[eyeWord === 'gray' ? 'grey' : eyeWord]!;
    used.add(eyes!.index);
  }

  // Clothes, with or without a colour: "a yellow t-shirt", "blue jeans", "in a dress".
  const garmentPattern = new RegExp(
    // Longest first ('swimming costume' before 'costume'), plurals too ('yellow raincoats').
    `\\b(?:${COLOUR}[ -](?:and ${COLOUR}[ -])?(?:\\w+ )?)?(${Object.keys(GARMENTS)
      .sort((a, b) => b.length - a.length)
      .join('|')})(?:e?s)?\\b`,
    'g',
  );
  for (const m of lower.matchAll(garmentPattern)) {
    const g = GARMENTS[m[3]!]!;
    const colour = colourOf(m[1]) ?? (m[3] === 'jeans' ? '#3b5b92' : null);
    if (m[1]) used.add(m.index);
    if (g.slot === 'top') {
      person.top = g.top!;
      if (colour) person.topColour = colour;
      if (g.top === 'dress') person.bottom = 'skirt';
      if (g.whole) {
        person.bottom = g.whole;
        if (colour) person.bottomColour = colour;
      }
    } else if (g.slot === 'bottom') {
      person.bottom = g.bottom!;
      if (colour) person.bottomColour = colour;
    } else if (g.slot === 'shoes') {
      if (colour) person.shoes = colour;
    } else if (g.extra && !extras.includes(g.extra)) {
      extras.push(g.extra);
      if (colour) person.extraColour = colour;
    }
  }
  for (const [pattern, extra] of PLAIN_EXTRAS) if (pattern.test(lower) && !extras.includes(extra)) extras.push(extra);
  // ('Super Sam saves the day', 'Mia is a superhero': a superhero wears a red cape, as the story says.)
  if ((/\bsuper ?hero\b/i.test(prompt) || /\bSuper (?!Strong\b)\p{Lu}/u.test(prompt)) && !extras.includes('cape')) {
    extras.push('cape');
    person.extraColour ??= '#d62839';
  }
  if (extras.includes('wizard-hat') || extras.includes('witch-hat') || extras.includes('pirate-hat'))
    extras.splice(extras.indexOf('cap'), extras.includes('cap') ? 1 : 0);

  // The hero's kind: what the prompt says the character is.
  let kind: KindId | null = null;
  let colour: string | null = null;
  const idea = understandIdea(prompt);
  // ("Nana's famous apple pie", "Grandpa's shed": the family one whose thing it is, only ever said so,
  // is not the hero: the child the story is about is.)
  const ownerOnly = (k: { group: string }, word: string) =>
    k.group === 'family' && new RegExp(`\\b${word}['’]s\\b`).test(lower) && !new RegExp(`\\b${word}\\b(?!['’]s)`).test(lower);
  const ownerHero = idea.hero?.kindWord ? ownerOnly(idea.hero.kind, idea.hero.kindWord.toLowerCase()) : false;
  // ('A rainy day' is read as a child's day in the rain: a child the prompt itself never says is no hero of it.)
  const madeUp = idea.hero?.kind.word === 'child' && !idea.hero.name && !/\b(?:child|children|kid|kids)\b/.test(lower);
  const wayIn = WAY_IN.exec(lower)?.[1];
  const heroIsWay = wayIn !== undefined && (idea.hero?.kindWord ?? idea.hero?.kind.word ?? '').endsWith(wayIn);
  // ('The class hamster comes home for the weekend': the class's pet, looked after by the child who is the hero.)
  const classPet = (word: string) => new RegExp(`\\bclass\\s+(?:\\w+\\s+)?${word}\\b`).test(lower);
  const heroOfClass = idea.hero ? classPet((idea.hero.kindWord ?? idea.hero.kind.word).toLowerCase()) : false;
  const heroKind = idea.hero && !ownerHero && !madeUp && !heroIsWay && !heroOfClass ? figureKind(idea.hero.kind) : null;
  // ('A kite that blew away', 'Going to see the dolphins': with no hero, what the child looks for or goes to see is
  // no hero of the pictures.)
  const soughtOrSeen =
    !idea.hero && idea.goal && /^(?:find|go to see|see|visit|watch|feed) /.test(idea.goal.phrase) ? idea.goal.phrase : '';
  // ('Walking the dog', 'Brushing the pony': nor is the family's pet the child looks after.)
  const lookedAfter =
    !idea.hero && idea.goal && idea.goal.type !== 'find' && /\{their\} /.test(idea.goal.phrase) ? idea.goal.phrase : '';
  // (A pet gone missing is still drawn as the idea's own: 'A hamster who escapes'.)
  const notHero = (word: string) =>
    (soughtOrSeen !== '' &&
      new RegExp(`\\b${word}\\b`, 'i').test(soughtOrSeen) &&
      !idea.companions.some((c) => [c.kindWord, c.kind.word].includes(word))) ||
    (lookedAfter !== '' && new RegExp(`\\{their\\} ${word}\\b`, 'i').test(lookedAfter));
  const taleHero = TALE_HEROES.find(([pattern]) => pattern.test(lower))?.[1];
  // ('The cardboard box that became a pirate ship': a box made into something is a child's, who is the hero.)
  const boxMade = /\bbox\b/.test(idea.hero?.kindWord ?? '') && boxPlayIn(lower);
  if (taleHero) kind = taleHero;
  else if (boxMade) kind = 'child';
  else if (heroKind) kind = heroKind;
  else
    for (const m of lower.matchAll(/[a-z]+/g)) {
      const k = kindOf(m[0]);
      const f = k ? figureKind(k) : null;
      // ('Counting to ten with ducks', 'playing with my cat': the ones the hero is with, not the hero.)
      // ('Our dog died', 'When Grandpa passed away': the one who died is missed, not drawn.)
      // ('Going on a plane', 'a trip by train': the vehicle gone in carries the hero, it is not the hero.)
      if (
        f &&
        !notHero(m[0]) &&
        !/\bwith (?:(?:the|my|his|her|their|some|a|an|two|three|little|baby) )?$/.test(lower.slice(0, m.index)) &&
        !(f.startsWith('thing:') && GONE_IN.test(lower.slice(0, m.index))) &&
        !ownerOnly(k!, m[0]) &&
        !classPet(m[0]) &&
        !DIED.test(lower.slice(m.index + m[0].length)) &&
        // ('The monster under my bed': what a child the prompt is read as fears, not the hero.)
        !(madeUp && new RegExp(`\\b${m[0]}\\b`).test(idea.feeling?.about ?? '')) &&
        // ('by train to see Grandma': the one visited at the end, not the hero.)
        !/\bto (?:see|visit) (?:(?:my|our|his|her) )?$/.test(lower.slice(0, m.index))
      ) {
        kind = f;
        break;
      }
    }
  // (The child who takes the class pet home is the hero, whoever the page names first.)
  if (kind === null && (heroOfClass || [...lower.matchAll(/[a-z]+/g)].some((m) => kindOf(m[0]) && classPet(m[0]))))
    kind = 'child';
  // 'A pirate girl', 'an astronaut boy': a child dressed for the role (its hat and coat), not a grown-up.
  if (kind === 'girl' || kind === 'boy' || kind === 'child') {
    const word = /\b([a-z]+)[ -](?:girl|boy|child|kid)\b/.exec(lower)?.[1];
    const roleKind = word ? kindOf(word) : null;
    const role = roleKind && roleKind.human ? figureKind(roleKind) : null;
    const rig = role && role !== kind ? rigOf(role) : null;
    if (rig?.rig === 'person' && !rig.role.family) {
      for (const extra of rig.role.extras ?? []) if (extra !== 'beard' && !extras.includes(extra)) extras.push(extra);
      if (rig.role.top && !person.top) person.top = rig.role.top;
      if (rig.role.topColours?.[0] && !person.topColour) person.topColour = rig.role.topColours[0];
      if (rig.role.extraColour && !person.extraColour) person.extraColour = rig.role.extraColour;
    }
  }
  // A prompt that describes a thing ('a fluffy white cloud with a happy face', 'a smiling teapot'):
  // the thing is the hero, in the colour said before it. Not a place, a time or the weather, and
  // not 'a painting of...'.
  const described =
    /^\s*(?:a|an|the|one)\s+([a-z][a-z\s-]*?)(?=\s+(?:with|in|on|at|and|who|that|of|under|over|by|from|for|near)\b|\s*[,.!]|\s*$)/.exec(
      lower,
    );
  const words = described && !kind && !/^\s+of\b/.test(lower.slice(described[0].length)) ? described[1]!.split(/\s+/) : [];
  const thing = words.at(-1);
  if (
    thing &&
    thing !== wayIn &&
    !notHero(thing) &&
    words.length <= 4 &&
    !settingOfWord(thing) &&
    !TIME_WORDS[thing] &&
    !WEATHER_WORDS[thing]
  ) {
    const asThing = thingKindOf(thing);
    if (asThing) {
      kind = asThing;
      colour = words.map((w) => colourOf(w)).find((c) => c !== null) ?? null;
      if (colour) used.add(described!.index);
    }
  }
  if (kind && idea.hero?.kind) {
    const before = new RegExp(`\\b${COLOUR}[ -](?:\\w+ )?${idea.hero.kind.word}\\b`).exec(lower);
    if (before) {
      colour = colourOf(before[1]);
      used.add(before.index);
    }
  }
  // Parts in a colour of their own: 'with a purple shell', 'green wings', 'green-winged', 'pink glasses'.
  const parts: PromptReading['parts'] = {};
  const partPattern = new RegExp(`\\b${COLOUR}[ -](?:and ${COLOUR}[ -])?(?:[a-z]+ )?(${PART_WORDS})(?:s|ed)?\\b`, 'g');
  for (const m of lower.matchAll(partPattern)) {
    const part = PART_OF[m[3]!];
    const c = colourOf(m[1]);
    if (!part || !c || parts[part]) continue;
    parts[part] = c;
    used.add(m.index);
  }
  // None of a part: 'a ladybird with no spots', 'a zebra without stripes'.
  for (const m of lower.matchAll(/\b(?:no|without|not one|not any)\s+(?:[a-z]+\s+)?(spots?|stripes?)\b/g))
    parts[m[1]!.startsWith('spot') ? 'spots' : 'stripes'] = NO_PART;
  // Any other colour named is the picture's accent ("a purple night sky").
  let accent: string | null = null;
  for (const m of lower.matchAll(new RegExp(`\\b${COLOUR}\\b`, 'g'))) {
    if ([...used].some((at) => Math.abs(at - m.index) < 24)) continue;
    const c = colourOf(m[1]);
    if (c && !['dark', 'light', 'bright', 'pale'].includes(m[1]!)) {
      accent = c;
      break;
    }
  }
  const moods = { ...NO_MOODS };
  for (const key of Object.keys(MOODS) as (keyof Moods)[]) moods[key] = MOODS[key].test(lower);
  const style = (lower.match(/[a-z]+/g) ?? []).map((w) => STYLE_WORDS[w]).find(Boolean) ?? null;
  const describesPerson = Object.keys(person).length > 0 || extras.length > 0;
  // ('a teapot called Tilly', 'Leo and the seal': the idea's own hero, by its name, so a page that names a friend
  // first, 'Leo called it Toffee', still draws Leo as the hero.)
  const name = kind !== null && (kind.startsWith('thing:') || kind === heroKind) ? (idea.hero?.name ?? null) : null;
  return {
    kind: kind ?? (describesPerson ? 'child' : null),
    name,
    person,
    extras,
    colour,
    parts,
    accent,
    moods,
    style,
    describesPerson,
  };
}
