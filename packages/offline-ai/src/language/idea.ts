/**
 * Understanding an idea ("Sofía the snail wants to climb the tallest sunflower"): the hero with
 * their name as written and their kind, companions, places, the goal and the wanted object, a
 * trouble the idea names, the topic to teach, and the mood. Tags and word forms come from the NLP
 * library (compromise); the tables in this folder say what the words mean.
 */
import { findGuestOfHonour, findNewcomer } from './arrival.js';
import { dislikedAt } from './dislike.js';
import { fallsOut } from './falling-out.js';
import { whoseDay, type FamilyDay } from './family-day.js';
import { petOwned } from './pet-owned.js';
import { isGrandparent, longAgoSaid } from './long-ago.js';
import { AGENT_VERBS, findMentions, genderOf, pairsSaid, type Mention } from './cast.js';
import { kindByWord, kindOf, thingKind } from './kinds.js';
import {
  CONTEST_NOUNS,
  EVENT_NOUNS,
  OCCASIONS,
  FEELINGS,
  FESTIVALS,
  GOAL_VERBS,
  MOOD_WORDS,
  PEOPLE_GROUPS,
  TIME_WORDS,
  VEHICLES,
  WEATHER_WORDS,
} from './lexicon.js';
import { asName } from './names.js';
import { matchNamedPlaces, unlistedPlace } from './places.js';
import { bestSetting, firstDayElsewhere, matchSettings, settingOfWord, type SettingMatch } from './settings.js';
import { mendSpelling } from './spelling.js';
import {
  bidLeads,
  busyDayLeads,
  childLeads,
  classPetLeads,
  farVisitOf,
  flightLeads,
  habitLeads,
  iLeads,
  kinBirthdayLeads,
  letUsLeads,
  meLeads,
  monsterLeads,
  outingLeads,
  rideLeads,
  rideOf,
  shyLeads,
  siblingWishLeads,
  visitLeads,
} from './taken.js';
import { vetLeads } from './vet-visit.js';
import { toldAsChild } from './told-as-child.js';
import { ELF_CHRISTMAS, REINDEER_CHRISTMAS } from './christmas.js';
import { tellerLeads } from './teller.js';
import { nounPhrases, type Phrase } from './things.js';
import { endsClause, has, isAdjectiveWord, isCapitalised, phraseEnds, tokenize, type Token } from './tokens.js';
import { gerundOf, infinitiveOf, infinitiveOfPast, pastOf, pluralOf, presentOf, singularOf } from './words.js';
import type {
  Character,
  Dislike,
  Goal,
  IdeaUnderstanding,
  Kind,
  Mood,
  PlaceMention,
  Pronoun,
  SettingId,
  Thing,
  Topic,
  Trouble,
} from './types.js';

export interface UnderstandOptions {
  /**
   * The child chosen as the hero (an avatar or a child's profile): they lead the story and the
   * idea's own characters come along as companions.
   */
  hero?: { name: string; pronoun?: Pronoun | null } | null;
}

const PREAMBLE =
  /^\s*(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:(?:write|tell|make|create|generate|give|read)\s+(?:me\s+|us\s+|my\s+\w+\s+)?)?(?:(?:a|an|the|one)\s+)?(?:(?:short|little|bedtime|fun|funny|sweet|silly|magical|exciting|cute|nice|new|gentle|educational|children'?s|kids'?)\s+)*(?:story|tale)\b\s*(?:(?:for|to)\s+(?:my|our)\s+\w+(?:\s+\p{Lu}\p{L}*)?\s*,?\s*)?(?:about|of|where|in which|on|that teaches(?: about)?|that explains|to teach(?: about)?|explaining|teaching|featuring|with)?\s*/iu;
const ONCE = /^\s*once upon a time,?\s*(?:there (?:was|lived|were)\s+)?/i;
const LEARNING = new Set(['learn', 'teach', 'explain', 'discover', 'study', 'understand', 'know', 'show']);
const QUESTION_WORDS = new Set(['how', 'why', 'what', 'where', 'when', 'which']);
const CLAUSE_STOPS = new Set([
  'but',
  'because',
  'so',
  'when',
  'while',
  'who',
  'which',
  'that',
  'then',
  'until',
  'after',
  'before',
  'if',
  'although',
  'since',
  'where',
]);
const WITH_STOPS = new Set([...CLAUSE_STOPS, 'with']);
const TROUBLE_VERBS =
  /^(?:get stuck|stick|lose|break|blow|fall|tear|pop|burst|run|fly|go|drop|crack|rip|sink|spill|melt|disappear|vanish|float|roll|slip|snap|wilt|fade)$/;
const MAX_GOAL_WORDS = 10;
const POSSESSIVE_WORDS = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'its']);
const SUBJECT_PRONOUNS: Record<string, Pronoun> = { she: 'she', her: 'she', he: 'he', his: 'he', him: 'he', it: 'it', its: 'it' };

/** Verbs someone in an idea does: 'wishes', 'helps', 'looks for'. */
const CHARACTER_VERBS = new Set([
  ...AGENT_VERBS,
  ...Object.keys(GOAL_VERBS).filter((v) => !v.includes(' ')),
  'long',
  'yearn',
  'wonder',
]);

/** Someone named or a kind of someone ends here: the subject of a verb that may follow. */
const namesSomeone = (t: Token | undefined) =>
  t !== undefined && !has(t, 'Pronoun') && has(t, 'Noun') && (kindOf(t.root) !== null || kindOf(t.lower) !== null);

/**
 * The library's tags mended where it reads the idea's verb as a noun: 'Nguyễn Văn An visits the
 * zoo', 'a duck wishes to see', 'a kind giant helps the village', 'Amara and her cat look for a key'.
 * A word of a character's verb right after whoever the sentence opens on (nothing but names, kinds,
 * adjectives and 'and' before it), agreeing with them and followed by what a verb takes (a
 * determiner, a preposition, 'to'), is that verb. A kind word read as an adjective ('a kind giant')
 * is someone; an adjective read as a noun before them ('kind') describes them.
 */
/** Words that are also doings: 'tidy', 'clean', 'empty' (the room tidied, the bin emptied). */
const DOING_ADJECTIVES = new Set(['tidy', 'clean', 'empty', 'dry', 'clear', 'warm', 'free', 'open', 'calm']);

function repairVerbs(tokens: Token[], source: string): Token[] {
  const out = tokens.map((t, i) => {
    const next = tokens[i + 1];
    const someone =
      has(t, 'Adjective') &&
      !has(t, 'Noun') &&
      kindOf(t.lower) !== null &&
      (has(tokens[i - 1], 'Determiner') || has(tokens[i - 1], 'Noun')) &&
      (!next || !has(next, 'Noun') || has(next, 'Pronoun') || CHARACTER_VERBS.has(next.root));
    return someone ? { ...t, tags: new Set(['Noun', 'Singular']), root: t.lower } : t;
  });
  out.forEach((t, i) => {
    const adjective = has(t, 'Noun') && !has(t, 'Pronoun') && has(out[i - 1], 'Determiner') && namesSomeone(out[i + 1]);
    if (adjective && isAdjectiveWord(t.lower)) out[i] = { ...t, tags: new Set(['Adjective']), root: t.lower };
  });
  // 'a sock that lost its partner': a past form read as an adjective after 'that' and before what it acts on is the verb.
  out.forEach((t, i) => {
    const acted = has(out[i + 1], 'Determiner') || has(out[i + 1], 'Possessive');
    if (has(t, 'Adjective') && !has(t, 'Verb') && ['who', 'that', 'which'].includes(out[i - 1]?.lower ?? '') && acted) {
      const root = infinitiveOfPast(t.lower);
      if (root !== t.lower) out[i] = { ...t, tags: new Set(['Verb', 'PastTense']), root };
    }
  });
  // 'looks after a poorly lamb': a kind of creature after a determiner is someone, whatever its tag; so are the
  // kind counted ('Two pirates go on a treasure hunt', 'three little owls').
  out.forEach((t, i) => {
    let j = i - 1;
    while (j >= 0 && (has(out[j], 'Adjective') || has(out[j], 'Adverb'))) j -= 1;
    const counted = has(out[j], 'Value') && !has(out[j], 'Ordinal');
    if (!has(t, 'Verb') || has(t, 'Noun') || !kindOf(t.lower) || !((j < i - 1 && has(out[j], 'Determiner')) || counted)) return;
    const many = counted && singularOf(t.lower) !== t.lower;
    out[i] = { ...t, tags: new Set(['Noun', many ? 'Plural' : 'Singular']), root: many ? singularOf(t.lower) : t.lower };
  });
  // 'The paper boat that drifted away', 'a toy boat which sank': a word after a determiner and a noun, before 'that',
  // is the thing's own head, never a verb.
  out.forEach((t, i) => {
    const relative = ['that', 'which', 'who'].includes(out[i + 1]?.lower ?? '');
    const named = has(out[i - 1], 'Noun') && !has(out[i - 1], 'Pronoun') && has(out[i - 2], 'Determiner');
    if (has(t, 'Verb') && !has(t, 'Noun') && !has(t, 'PastTense') && !has(t, 'Gerund') && relative && named)
      out[i] = { ...t, tags: new Set(['Noun', 'Singular']), root: t.lower };
  });
  // 'goes to see the dolphins': 'see' after 'to', before what is seen, is the doing (the library may read a noun).
  out.forEach((t, i) => {
    const seen = has(out[i + 1], 'Determiner') || has(out[i + 1], 'Possessive');
    if (t.lower === 'see' && !has(t, 'Verb') && out[i - 1]?.lower === 'to' && seen)
      out[i] = { ...t, tags: new Set(['Verb', 'Infinitive']), root: 'see' };
  });
  // 'carries nuts home': a plural between a verb and 'home' is what is carried, not an adjective ('nuts').
  out.forEach((t, i) => {
    if (has(t, 'Adjective') && has(out[i - 1], 'Verb') && out[i + 1]?.lower === 'home' && singularOf(t.lower) !== t.lower)
      out[i] = { ...t, tags: new Set(['Noun', 'Plural']), root: singularOf(t.lower) };
  });
  // 'A little boat sails home in the fog': with no verb in the sentence, a plural after the opening
  // thing, before where it goes, is what the thing does.
  out.forEach((t, i) => {
    const before = out.slice(0, i).filter((x) => x.sentence === t.sentence);
    const next = out[i + 1];
    const opens =
      before.length > 0 &&
      has(before.at(-1), 'Singular') &&
      before.every((x) => has(x, 'Determiner') || has(x, 'Adjective') || (has(x, 'Noun') && !has(x, 'Pronoun')));
    const where = has(next, 'Preposition') || ['home', 'away', 'off', 'up', 'down', 'back'].includes(next?.lower ?? '');
    const verbless = !out.some((x) => x.sentence === t.sentence && has(x, 'Verb'));
    if (has(t, 'Plural') && !has(t, 'Verb') && opens && where && verbless)
      out[i] = { ...t, tags: new Set(['Verb', 'PresentTense']), root: infinitiveOf(t.lower) };
  });
  // 'has to tidy his room', 'wants to clean the car', 'must dry the dishes': a word of both kinds after 'to' or 'must',
  // before what it is done to, is the doing.
  out.forEach((t, i) => {
    const before = out[i - 1]?.lower ?? '';
    const done = has(out[i + 1], 'Determiner') || has(out[i + 1], 'Possessive') || has(out[i + 1], 'Particle');
    if (DOING_ADJECTIVES.has(t.lower) && !has(t, 'Verb') && (before === 'to' || before === 'must') && done)
      out[i] = { ...t, tags: new Set(['Verb', 'Infinitive']), root: t.lower };
  });
  const mentions = findMentions(out, source);
  const subjectOf = (i: number) => out.slice(0, i).filter((x) => x.sentence === out[i]!.sentence);
  return out.map((t, i) => {
    const next = out[i + 1];
    if (has(t, 'Verb') || !has(t, 'Noun') || has(t, 'Pronoun')) return t;
    // 'a little robot helps clean up the beach': 'help' also takes a bare verb.
    const bareVerb = t.root === 'help' && has(next, 'Verb') && !has(next, 'Noun') && !has(next, 'Gerund');
    // 'Noah and his dad plant tomatoes': a base form before a bare noun, after two who do it together.
    // ('a fox and a rabbit become friends': so does a character's verb after two who do it together.)
    // ('Ava helps Grandma plant seeds': a doing after 'helps' and whom it helps, before what is done, is the doing.)
    const helped =
      /^help(?:s|ed|ing)?$/.test(out[i - 2]?.lower ?? '') &&
      (isCapitalised(out[i - 1]) ||
        kindOf(out[i - 1]?.lower ?? '')?.group === 'family' ||
        ['him', 'her', 'them', 'me', 'us'].includes(out[i - 1]?.lower ?? ''));
    if (helped && GOAL_VERBS[t.root] !== undefined && t.lower === t.root && (has(next, 'Noun') || has(next, 'Determiner')))
      return { ...t, tags: new Set(['Verb', 'Infinitive']), root: t.root };
    const bareObject =
      (GOAL_VERBS[t.root] !== undefined ||
        (CHARACTER_VERBS.has(t.root) && !isAdjectiveWord(t.lower) && subjectOf(i).some((x) => x.lower === 'and'))) &&
      has(next, 'Noun') &&
      !has(next, 'Pronoun') &&
      !has(next, 'Date') &&
      t.lower === t.root &&
      !has(t, 'Plural');
    if (
      next &&
      !bareVerb &&
      !bareObject &&
      !(has(next, 'Determiner') || has(next, 'Preposition') || next.lower === 'to' || has(next, 'Possessive')) &&
      // ('Tariq visits Grandpa': someone named after it is what the name does it to.)
      !(isCapitalised(next) && mentions.some((m) => m.name !== null && m.to === i - 1)) &&
      // ('A puppy helps Grandpa', 'a boy helps Dad': so is one of the family after a character who does something.)
      !(kindOf(next.root)?.group === 'family' && CHARACTER_VERBS.has(t.root) && namesSomeone(out[i - 1]))
    )
      return t;
    // Right after a name, any plural-looking word is the name's verb ('Nguyễn Văn An visits').
    const named = mentions.some((m) => m.name !== null && m.to === i - 1) && has(t, 'Plural') && next !== undefined;
    if (named) return { ...t, tags: new Set(['Verb', 'PresentTense']), root: infinitiveOf(t.lower) };
    if (!CHARACTER_VERBS.has(t.root)) return t;
    const subject = out.slice(0, i).filter((x) => x.sentence === t.sentence);
    const opens = subject.every(
      (x) =>
        !has(x, 'Verb') &&
        (has(x, 'Noun') || has(x, 'Adjective') || has(x, 'Determiner') || has(x, 'Value') || x.lower === 'and'),
    );
    if (!opens || !namesSomeone(out[i - 1])) return t;
    // 'a duck wishes', 'Amara and her cat look': the verb agrees with the subject.
    const many = subject.some((x) => x.lower === 'and') || has(out[i - 1], 'Plural');
    if (many === (t.lower !== t.root) || (bareObject && !many)) return t;
    return { ...t, tags: new Set(['Verb', 'PresentTense']), root: t.root };
  });
}

/** The idea without 'Write a story about' and similar openings. */
export function stripPreamble(idea: string): string {
  const once = idea.replace(ONCE, '');
  const stripped = once.replace(PREAMBLE, '').trim();
  return stripped.length > 0 ? stripped : once.trim();
}

/** The first verb that carries the idea: not 'named', not an auxiliary before another verb. */
function mainVerb(tokens: readonly Token[], mentions: readonly Mention[]): number {
  const inMention = (i: number) => mentions.some((m) => i >= m.from && i <= m.to);
  const start = mentions[0] ? mentions[0].to + 1 : 0;
  for (let i = start; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (!has(t, 'Verb') || inMention(i) || t.lower === 'named' || t.lower === 'called') continue;
    // ('Leo must tidy his room': what must be done is the doing.)
    if (['must', 'should'].includes(t.lower) && has(tokens[i + 1], 'Verb')) continue;
    return i;
  }
  return tokens.length;
}

const WISH_VERBS = new Set(['want', 'wish', 'long', 'hope', 'dream']);

/** One drop, flake or bow of the weather, a thing that can act as any thing does ('a raindrop falls from a cloud'). */
const WEATHER_THINGS = new Set(['raindrop', 'snowflake', 'puddle', 'umbrella', 'rainbow', 'sunbeam']);

/**
 * The idea's first words name a thing it then makes someone: 'a cloud scared of thunder', 'a teapot
 * who wants to travel', 'a tiny submarine explores the sea', 'the brave little lighthouse'. That thing
 * is the hero, as what it is. A thing that only drifts off ('a balloon floats away') is sought instead.
 */
function thingHero(tokens: readonly Token[], phrases: readonly Phrase[], mentions: readonly Mention[]): Mention | null {
  // "Kenji's kite wants to fly high": a child's thing that wishes is the one who wishes; the child helps (its owner).
  const owner = mentions[0]?.from === 0 && mentions[0].name && has(tokens[mentions[0].to], 'Possessive') ? mentions[0] : null;
  // ("Mia's teddy wants a friend": a child's own toy that wishes is the one who wishes too, with the child as guide.)
  const toy = owner
    ? mentions.find((m) => m.from === owner.to + 1 && m.kind?.group === 'toy' && !m.kind.human && !m.plural)
    : undefined;
  if (toy && WISH_VERBS.has(tokens[toy.to + 1]?.root ?? '')) return { ...toy, owner: null, agent: true, relation: null };
  const first = owner ? phrases.find((p) => p.from === owner.to + 1) : phrases[0];
  const start = owner ? owner.to + 1 : 0;
  if (!first || first.from !== start || first.thing.kind || first.thing.plural || first.thing.mass) return null;
  if (owner && !WISH_VERBS.has(tokens[first.to + 1]?.root ?? '')) return null;
  const { noun, head, adjectives } = first.thing;
  if (mentions.some((m) => m !== owner && m.from <= first.to) || TIME_WORDS[head]) return null;
  // 'a teapot called Tilly': the name is the thing's.
  const naming = ['called', 'named'].includes(tokens[first.to + 1]?.lower ?? '')
    ? mentions.find((m) => m.from === first.to + 2)
    : undefined;
  const name = naming?.name && !naming.kind ? naming : null;
  const end = name ? name.to : first.to;
  const next = tokens[end + 1];
  const after = tokens[end + 2];
  // A place ('the forest', 'a volcano') or the weather ('the wind') is someone only when the idea says so outright:
  // 'the wind who wanted a friend', 'the moon forgets to come out'. A drop or flake of it acts as any thing does.
  const place = settingOfWord(noun) !== null || (WEATHER_WORDS[head] !== undefined && !WEATHER_THINGS.has(head));
  const described =
    next !== undefined &&
    (['who', 'whose'].includes(next.lower) ||
      (['that', 'which'].includes(next.lower) && has(after, 'Verb')) ||
      FEELINGS[next.lower] !== undefined ||
      (has(next, 'Verb') && MINDFUL_VERBS.has(next.root)));
  // ('A kite that blew away', 'the sock that went missing': what befell a thing is its loss, never a wish of its own.)
  const befell =
    ['that', 'which', 'who'].includes(next?.lower ?? '') && strayedAt(tokens, end + 2) !== null && !UNOWNED.has(head);
  const acts =
    next !== undefined &&
    !place &&
    has(next, 'Verb') &&
    !has(next, 'Gerund') &&
    !has(next, 'Copula') &&
    // ('Our budgie flew off': a bird kept at home is someone, a pet gone missing.)
    !(after?.lower === 'away' || (after?.lower === 'off' && !KEPT_KINDS.has(head)));
  const alone = next === undefined && !place && (name !== null || adjectives.some((a) => MOOD_WORDS[a] !== undefined));
  // 'The old oak tree and the squirrels', 'The lighthouse and the seagull': a title that pairs a part of the world that
  // stays where it is with creatures who come to it is that thing's story.
  const paired =
    next?.lower === 'and' &&
    thingKind(noun).still === true &&
    mentions.some((m) => m.kind !== null && !m.kind.human && m.from > end && m.from <= end + 3);
  const someone =
    ((described && !befell) || acts || alone || paired) &&
    !tokens.some((t) => t.lower === 'how' || t.lower === 'why') &&
    !opensOnDoing(tokens);
  if (!someone) return null;
  return {
    from: first.from,
    to: end,
    name: name?.name ?? null,
    kind: thingKind(noun),
    kindWord: noun,
    owner: null,
    adjectives: [...adjectives],
    plural: false,
    pronoun: name?.pronoun ?? null,
    agent: true,
    relation: null,
  };
}

/** Words for someone's home the settings do not name ('a sleepover at Auntie's flat'). */
const HOME_WORDS = new Set(['house', 'home', 'flat', 'apartment', 'cottage', 'bungalow', 'caravan', 'place']);

/**
 * 'Eid at Grandma's house', 'a sleepover at Auntie's flat', 'Diwali at Nana's': a relative whose home the
 * story is at is the host, who comes along, never the hero. 'Grandma's glasses' are still Grandma's own.
 */
function hostAt(tokens: readonly Token[], m: Mention): 'bare' | 'place' | null {
  const last = tokens[m.to]!;
  if (m.kind?.group !== 'family' || !/['’]s$/.test(last.text)) return null;
  const next = tokens[m.to + 1];
  if (next === undefined || next.sentence !== last.sentence || endsClause(last)) return 'bare';
  return HOME_WORDS.has(next.lower) || settingOfWord(next.lower) || settingOfWord(next.root) ? 'place' : null;
}

/**
 * 'Christmas with Granny', 'a holiday with Grandpa', 'a day at the beach with my aunt': a relative someone is with
 * comes along with a child, the hero, never leads.
 */
function withKin(tokens: readonly Token[], m: Mention): boolean {
  if (m.kind?.group !== 'family') return false;
  const before = POSSESSIVE_WORDS.has(tokens[m.from - 1]?.lower ?? '') ? m.from - 2 : m.from - 1;
  return tokens[before]?.lower === 'with';
}

/**
 * 'learning about the water cycle with a raindrop called Drip', 'meets a teapot named Tilly': a thing given a name
 * is someone, as what it is (a raindrop, 'it'), wherever the idea names it.
 */
function namedThing(tokens: readonly Token[], phrases: readonly Phrase[], m: Mention): Mention {
  if (!m.name || m.kind || !['called', 'named'].includes(tokens[m.from - 1]?.lower ?? '')) return m;
  const thing = phrases.find((p) => p.to === m.from - 2 && !p.thing.kind && !p.thing.plural);
  if (!thing || settingOfWord(thing.thing.noun)) return m;
  return asThing({ ...m, from: thing.from }, thing);
}

/** The one named as the thing of a phrase: its kind, its word and its adjectives. */
function asThing(m: Mention, { thing }: Phrase): Mention {
  const kind = thingKind(thing.noun);
  return { ...m, kind, kindWord: thing.noun, adjectives: [...thing.adjectives], pronoun: m.pronoun ?? kind.pronoun ?? null };
}

/**
 * Things that are someone in a story of their own, named so at the start of the idea ('Bella the bus', 'Tilly the
 * teapot'): the name is the thing's, never a child's.
 */
const NAMED_THINGS = new Set([
  'bus',
  'minibus',
  'lorry',
  'truck',
  'van',
  'taxi',
  'teapot',
  'kettle',
  'clock',
  'raindrop',
  'snowflake',
  'sock',
  'balloon',
  'kite',
  'pencil',
  'crayon',
  'lamp',
  'umbrella',
  'pebble',
  'button',
]);

/** Plants and what they grow from: a name given one is the plant's, never a child's. */
const PLANT_WORDS = new Set([
  'sunflower',
  'flower',
  'rose',
  'tulip',
  'daisy',
  'daffodil',
  'bluebell',
  'poppy',
  'dandelion',
  'acorn',
  'conker',
  'seed',
  'seedling',
  'sprout',
  'bean',
  'beanstalk',
  'bulb',
  'sapling',
  'tree',
  'oak',
  'pumpkin',
  'carrot',
  'tomato',
  'pea',
  'cactus',
  'mushroom',
  'plant',
]);

/**
 * 'Pippin the sunflower wants to grow taller', 'Oaky the little acorn', 'Sprout the seed': a name with no kind of its
 * own, then a plant, is that plant (not a child called Pippin), so it stays one and gets a plant's telling.
 */
function namedPlant(tokens: readonly Token[], phrases: readonly Phrase[], m: Mention): Mention {
  const the = tokens[m.to + 1];
  if (!m.name || m.kind || the?.lower !== 'the' || the.sentence !== tokens[m.to]!.sentence) return m;
  const plant = phrases.find(
    (p) =>
      p.from === m.to + 1 &&
      !p.thing.kind &&
      !p.thing.plural &&
      (PLANT_WORDS.has(p.thing.head) || (NAMED_THINGS.has(p.thing.head) && m.from === 0)),
  );
  return plant ? asThing({ ...m, to: plant.to }, plant) : m;
}

/** 'Grandpa duck', 'Mummy bear': a relative of that kind, called by the family word. */
function familyCreature(tokens: readonly Token[], m: Mention): Mention {
  const before = tokens[m.from - 1];
  const family = before ? kindOf(before.lower) : null;
  // ('Where is Mummy? A little owl is lost': a family word ending the sentence before names no one of this one.)
  if (!before || before.sentence !== tokens[m.from]!.sentence || has(tokens[m.from], 'Determiner')) return m;
  if (m.name || m.plural || !m.kind || m.kind.human || family?.group !== 'family') return m;
  const word = before.text.charAt(0).toUpperCase() + before.text.slice(1);
  return { ...m, from: m.from - 1, name: word, relation: family.word, pronoun: family.pronoun ?? m.pronoun };
}

function characterOf(m: Mention, relation: string | null): Character {
  let kind = m.kind ?? kindByWord('child');
  // A child the idea calls 'she' or 'he' is a girl or a boy.
  if (kind.word === 'child' && (m.pronoun === 'she' || m.pronoun === 'he'))
    kind = kindByWord(m.pronoun === 'she' ? 'girl' : 'boy');
  return {
    name: m.name,
    kind,
    kindWord: m.kindWord,
    pronoun: m.pronoun ?? kind.pronoun ?? kind.defaultPronoun ?? null,
    relation,
    adjectives: m.adjectives,
    plural: m.plural,
  };
}

/** How a companion relates to the hero: the family or friend word, 'pet' for an owned pet, else 'friend'. */
function relationOf(m: Mention): string {
  if (m.relation) return m.relation;
  const kind = m.kind;
  if (kind && (kind.group === 'family' || kind.word === 'friend' || kind.word === 'twin')) return m.kindWord ?? kind.word;
  if (kind && m.owner && ['pet', 'farm', 'toy'].includes(kind.group)) return 'pet';
  // ('his parrot', 'her tortoise': one of the kinds kept at home, had by someone, is their pet.)
  if (kind && m.owner && POSSESSIVE_WORDS.has(m.owner) && (KEPT_KINDS.has(kind.word) || KEPT_KINDS.has(m.kindWord ?? '')))
    return 'pet';
  return 'friend';
}

/** What a child calls one of the family with no name given: 'Auntie', never a bare 'Aunt' (said only before a name). */
const CALLED: Record<string, string> = { aunt: 'Auntie' };

/** A relative written without a name ('her grandma') is called by the word, as a name: 'Grandma'. */
function nameRelative(c: Character): Character {
  if (c.name || c.kind.group !== 'family' || !c.kindWord || ['sister', 'brother', 'cousin'].includes(c.kind.word)) return c;
  return { ...c, name: CALLED[c.kindWord.toLowerCase()] ?? c.kindWord.charAt(0).toUpperCase() + c.kindWord.slice(1) };
}

/** How a goal names the one a day is about: by name ('Zoe', 'Grandad'), else as the hero's ('{their} baby brother'). */
function calledInGoal(m: Mention): string {
  return nameRelative(characterOf(m, null)).name ?? `{their} ${m.kindWord ?? m.kind!.word}`;
}

/** The end of the clause that starts at `from`. */
function clauseEnd(tokens: readonly Token[], from: number): number {
  for (let j = from; j < tokens.length; j += 1) {
    const t = tokens[j]!;
    if (j > from && CLAUSE_STOPS.has(t.lower)) return j;
    if (j > from && t.lower === 'and' && (has(tokens[j + 1], 'Verb') || has(tokens[j + 1], 'Pronoun'))) return j;
    if (j > from && t.lower === 'with' && (POSSESSIVE_WORDS.has(tokens[j + 1]?.lower ?? '') || isCapitalised(tokens[j + 1])))
      return j;
    if (j > from && t.first) return j;
    if (endsClause(t)) return j + 1;
  }
  return tokens.length;
}

const TRAILING = new Set([
  'a',
  'an',
  'the',
  'anywhere',
  'everywhere',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'with',
  'for',
  'about',
  'from',
  'by',
  'into',
  'very',
  'some',
  '{their}',
]);

/** A name or one of the family ('Grandma', 'Dad', 'Mia'), as said in a goal. */
const someoneSaid = (t: Token) => isCapitalised(t) || kindOf(t.lower)?.group === 'family';
/** Their pronoun: a family word's own, else the name's. */
const pronounOfSomeone = (t: Token) => kindOf(t.lower)?.pronoun ?? genderOf(t.text, t);

/** Words of a goal phrase: the hero's possessives become {their}; names and places keep their capitals. */
function goalWords(tokens: readonly Token[], from: number, to: number, heroAt: number | null): string[] {
  const out: string[] = [];
  for (let j = from; j < to && out.length < MAX_GOAL_WORDS; j += 1) {
    const t = tokens[j]!;
    // 'how plants make their food': a 'their' after a plural subject is theirs, not the hero's.
    const theirsOfOthers = t.lower === 'their' && tokens.slice(from, j).some((x) => has(x, 'Plural') && !has(x, 'Pronoun'));
    // 'helps Grandma in her garden', 'helps Dad wash his car': a 'her' after Grandma is Grandma's, so the garden is
    // 'the garden', never the hero's ('Could you help me in your garden?').
    const owner = { her: 'she', his: 'he' }[t.lower];
    if (owner && tokens.slice(from, j).some((x) => someoneSaid(x) && pronounOfSomeone(x) === owner)) {
      out.push('the');
      continue;
    }
    if (
      POSSESSIVE_WORDS.has(t.lower) &&
      !theirsOfOthers &&
      j + 1 < to &&
      has(tokens[j + 1], 'Pronoun') === false &&
      heroAt !== null
    )
      out.push('{their}');
    else if (isCapitalised(t) && (has(t, 'ProperNoun') || has(t, 'Place') || has(t, 'Person') || !t.first)) out.push(t.text);
    else out.push(t.lower);
    // 'bake-off', 'check-up', 'egg-and-spoon': words the idea joins by a hyphen stay joined.
    if (j > from && out.length > 1 && /^[-‐]$/.test(tokens[j - 1]!.post)) {
      const last = out.pop()!;
      out.push(`${out.pop()!}-${last}`);
    }
  }
  while (out.length > 0 && TRAILING.has(out.at(-1)!)) out.pop();
  // 'come out one night', 'sing every morning': when it happens is the story's time, not part of the wish.
  if (out.length >= 2 && TIME_WORDS[out.at(-1)!] && WHEN_WORDS.has(out.at(-2)!)) out.splice(-2);
  // 'build a den in the living room on a rainy day': the day's weather is when, not part of a wish to do something
  // with a thing ('keep cool on a hot day' is the weather's own wish).
  if (
    out.length >= 4 &&
    out.at(-4) === 'on' &&
    out.at(-3) === 'a' &&
    DAY_WEATHER.test(out.at(-2)!) &&
    out.at(-1) === 'day' &&
    out.slice(0, -4).some((w) => ['a', 'an', 'the', '{their}'].includes(w))
  )
    out.splice(-4);
  return out;
}

const DAY_WEATHER = /^(?:rainy|wet|snowy|sunny|windy|cold|hot|grey|stormy)$/;
/** Words before a time of day that make it when something happens: 'one night', 'every morning'. */
const WHEN_WORDS = new Set(['one', 'every', 'each', 'last', 'this', 'that']);

/** The verb at token i with its particle ('look for', 'find out'), and the index after it. */
function verbPhrase(tokens: readonly Token[], i: number): [string, number] {
  const root = tokens[i]!.root;
  const next = tokens[i + 1];
  // ('takes care of his puppy': the care is no thing to have.)
  const third = tokens[i + 2];
  if (next && third && has(third, 'Preposition') && GOAL_VERBS[`${root} ${next.lower} ${third.lower}`] !== undefined)
    return [`${root} ${next.lower} ${third.lower}`, i + 3];
  if (next && GOAL_VERBS[`${root} ${next.lower}`] !== undefined) return [`${root} ${next.lower}`, i + 2];
  if (next && (has(next, 'Particle') || ['up', 'out', 'down', 'away', 'back', 'off'].includes(next.lower)) && !has(next, 'Noun'))
    return [`${root} ${next.lower}`, i + 2];
  return [root, i + 1];
}

/** Verbs of going to see creatures: 'see', 'visit', 'watch'; 'feed' the ducks or the lambs is done where they are. */
const SEEING = new Set(['see', 'visit', 'watch', 'spot', 'feed']);

/**
 * The idea opens on an outing to see creatures, with no one before them ('Going to see the dolphins', 'A trip to see
 * the penguins', 'Visiting the elephants', 'We went to see the seals'): they are what is seen.
 */
function seenOnOuting(tokens: readonly Token[], mentions: readonly Mention[], m: Mention): boolean {
  // ('Tom goes to see the dolphins': a child before them goes to see them too; 'A little seal goes to see the penguins'
  // is the seal's own wish, the penguins met.)
  const before = mentions.filter((x) => x !== m && x.from < m.from);
  if (m.name || !m.kind || m.kind.human || before.some((x) => x.kind !== null && !x.kind.human)) return false;
  let i = m.from - 1;
  while (
    i > 0 &&
    (has(tokens[i], 'Determiner') || has(tokens[i], 'Adjective') || has(tokens[i], 'Value') || tokens[i]!.lower === 'all')
  )
    i -= 1;
  const verb = tokens[i];
  // ('went to see the seals': the library may read 'see' after 'to' as a noun.)
  // ('Feeding the ducks' is done where they are; feeding the dog is looking after a pet.)
  if (verb?.root === 'feed' && !has(tokens[m.to], 'Plural')) return false;
  if (!verb || !SEEING.has(verb.root) || !(has(verb, 'Verb') || ['to', 'and'].includes(tokens[i - 1]?.lower ?? ''))) return false;
  // (A child who sees one ('Lily sees a fox') meets it; one who goes to see them ('Tom goes to see the dolphins') is on
  // an outing.)
  if (before.length > 0 && !['to', 'and'].includes(tokens[i - 1]?.lower ?? '') && verb.root !== 'visit') return false;
  // (Nobody but 'we' or 'I' before it, and where it is: 'A little seal goes to see the penguins' has its own hero.)
  return tokens
    .slice(0, i)
    .every(
      (t, k) =>
        before.some((x) => k >= x.from && k <= x.to) ||
        !has(t, 'Noun') ||
        has(t, 'Pronoun') ||
        /^(?:trip|day|visit|outing|boat)$/.test(t.lower) ||
        settingOfWord(t.lower) !== null,
    );
}

/** Far-off homes: a child sees their creatures at the zoo. */
const FAR_HABITATS = new Set(['snow', 'jungle', 'savanna', 'desert', 'arctic', 'rainforest']);

/**
 * Where a child goes to see creatures: farm animals on the farm, dolphins out at sea or seals on the beach, sharks at
 * the aquarium, lions and penguins at the zoo, ducks on the park's pond; foxes where they live.
 */
const seenWhere = (kind: Kind): SettingId | null =>
  kind.group === 'farm'
    ? 'farm'
    : // (the ducks and geese on the park's pond, fed with Mum)
      kind.group === 'bird' && kind.habitat === 'pond'
      ? 'park'
      : kind.habitat === 'sea' || kind.habitat === 'beach'
        ? kind.habitat
        : kind.habitat === 'underwater'
          ? 'aquarium'
          : FAR_HABITATS.has(kind.habitat ?? '')
            ? 'zoo'
            : null;

/** The word before a noun phrase's own 'a', 'new', 'some' ('make a new friend' -> 'make'). */
function verbBefore(tokens: readonly Token[], at: number): string {
  let i = at - 1;
  while (i > 0 && /^(?:a|an|new|some|more|lots|of|good|best)$/.test(tokens[i]!.lower)) i -= 1;
  return tokens[i]?.root ?? '';
}

/**
 * 'finds out when the moon rises': the one asked about where the question's verb was read into its noun
 * ('moon rises'), as the noun alone.
 */
function askedAbout(phrases: readonly Phrase[], from: number, to: number, subject: ReadonlySet<string> | null): Thing | null {
  if (!subject) return null;
  for (const p of phrases) {
    if (p.from < from || p.to >= to) continue;
    const word = p.thing.text.split(' ').find((w) => subject.has(w));
    if (!word) continue;
    return plainThing(word);
  }
  return null;
}

/** A thing of the words said, with no kind of its own: 'cupcakes' (one cupcake, many of them), 'red kite'. */
function plainThing(said: string, adjectives: readonly string[] = []): Thing {
  const noun = singularOf(said);
  return {
    text: [...adjectives, said].join(' '),
    head: noun.split(' ').at(-1)!,
    noun,
    adjectives: [...adjectives],
    plural: noun !== said,
    mass: false,
    kind: null,
  };
}

function goalAt(tokens: readonly Token[], phrases: readonly Phrase[], verbAt: number, heroAt: number | null): Goal | null {
  const [verb, after] = verbPhrase(tokens, verbAt);
  // 'finds out where rain comes from', 'learns why leaves fall': a question after a learning verb is what is
  // learned, whole (its 'where' or 'when' ends no clause), and only who or what it asks about is a thing.
  const asked = GOAL_VERBS[verb] === 'learn' && QUESTION_WORDS.has(tokens[after]?.lower ?? '');
  const subject = asked ? new Set(questionSubject(tokens, after + 1).subject ?? []) : null;
  // 'looks after a sick elephant': the verb's own particle ends no clause.
  const end = clauseEnd(tokens, asked ? after : after - 1);
  const words = goalWords(tokens, after, end, heroAt);
  // ('where rain comes from': the question keeps its last word.)
  const last = tokens[end - 1];
  if (asked && last && has(last, 'Preposition') && words.length === end - after - 1)
    words.push(last.lower.replace(/[.,!?;:]+$/, ''));
  // 'how the water cycle works': 'works' is the verb of the question, not a thing.
  const object =
    phrases.find(
      (p) =>
        p.from >= after &&
        p.to < end &&
        p.thing.head !== 'work' &&
        !isEvent(p.thing) &&
        !likened(tokens, p) &&
        !TIME_WORDS[p.thing.head] &&
        (!subject || subject.has(p.thing.head) || subject.has(p.thing.noun)),
    )?.thing ?? askedAbout(phrases, after, end, subject);
  const phrase = [verb, ...words].join(' ');
  // 'the wind who wanted a friend', 'wants a new bike', 'the sun who wanted a day off': a wish for a friend is a
  // friendship, and one for a thing is to get it, never 'want a bike' as a thing to do.
  const wished = ['wish', 'long'].includes(verb) && words[0] === 'for' ? words.slice(1) : words;
  if (
    (['want', 'need'].includes(verb) || wished !== words) &&
    wished.length > 0 &&
    !has(tokens[after], 'Verb') &&
    !QUESTION_WORDS.has(wished[0]!)
  ) {
    if (/^(?:(?:a|an|some|new|a new|best)\s+)?friends?$/.test(wished.join(' ')))
      return { type: 'befriend', verb: 'make', phrase: 'make a new friend', object: null };
    return { type: 'get', verb: 'get', phrase: ['get', ...wished].join(' '), object };
  }
  // 'make a friend at the zoo', 'make new friends': a friendship, not a thing made.
  // So is finding or meeting one: 'hopes to find a friend', 'wants to meet new friends', 'a mermaid looking for a friend'.
  if (
    // ('a fox and a rabbit become friends', 'be best friends'.)
    (['make', 'become', 'be'].includes(verb) &&
      /^(?:(?:a|an|some|new|lots of|a new|best)\s+)?friends?\b/.test(words.join(' '))) ||
    (['find', 'meet', 'get', 'have', 'look for', 'search for', 'seek', 'hunt for'].includes(verb) &&
      /^(?:(?:a|an|some|new|lots of|a new)\s+)?friends?$/.test(words.join(' ').replace(/\s+(?:at|in|on|by)\b.*$/, '')))
  )
    // (A friend looked for is made, not found somewhere: 'I wish I could make a new friend'.)
    return /\b(?:for|seek)$/.test(verb)
      ? { type: 'befriend', verb: 'make', phrase: 'make a new friend', object: null }
      : { type: 'befriend', verb, phrase, object: null };
  // 'enters a big race', 'joins the talent show': a contest is entered to do one's best in it, told as a wish to win it.
  const contest = phrases.find((p) => p.from >= after && p.to < end && isEvent(p.thing));
  if (['enter', 'join', 'take part'].includes(verb) && contest)
    return { type: 'win', verb: 'win', phrase: `win the ${contest.thing.text}`, object: null };
  // ('volunteers at the food bank': helping there, told by the place's jobs.)
  if (verb === 'volunteer') return { type: 'help', verb: 'help', phrase: phrase.replace(/^volunteer\b/, 'help'), object };
  const said = GOAL_VERBS[verb] ?? GOAL_VERBS[verb.split(' ')[0]!] ?? 'do';
  // 'carries a huge crumb home': a thing taken home is fetched (a quest); only someone taken somewhere is helped.
  const type = (said === 'help' || said === 'do') && object && !object.kind && words.includes('home') ? 'get' : said;
  return { type, verb, phrase, object };
}

/** The verb of a phrase with its particle when the goals know it: 'look for shooting stars' -> 'look for'. */
function verbPhraseOf(phrase: string): string {
  const [first, second] = phrase.split(' ');
  return second && GOAL_VERBS[`${first} ${second}`] !== undefined ? `${first} ${second}` : first!;
}

/** 'celebrates Diwali with her family': a group of people someone is with is company, nothing to have. */
const company = (tokens: readonly Token[], p: Phrase) =>
  PEOPLE_GROUPS.has(tokens[p.to]?.lower ?? p.thing.head) && tokens[p.from - 1]?.lower === 'with';

/** 'fly like a bird': the bird is what the wish is likened to, nothing to have. */
const likened = (tokens: readonly Token[], p: Phrase) => tokens[p.from - 1]?.lower === 'like';

/** A holiday, a party, a trip: something that happens, never an object. */
/** ('the school bake sale', 'our class talent show': an event named with what it is of.) */
const isEvent = (thing: Thing) =>
  EVENT_NOUNS.has(thing.noun) || EVENT_NOUNS.has(thing.head) || EVENT_NOUNS.has(thing.noun.split(' ').slice(-2).join(' '));

/** The one asking, as everyone: 'I' -> 'we', 'my' -> 'our'. */
const ASKER: Readonly<Record<string, string>> = { i: 'we', my: 'our', me: 'us', am: 'are', mine: 'ours' };

/** 'What happens when ...', 'What happens if ...': the clause after the verb is the question. */
const WHEN_ASKED = new Set(['when', 'if']);

/** 'when you brush your teeth' is asked for everyone: 'when we brush our teeth'. */
const EVERYONE: Readonly<Record<string, string>> = { ...ASKER, you: 'we', your: 'our', yours: 'ours' };

const AUXILIARIES = new Set(['do', 'does', 'did']);
const COPULAS = new Set(['is', 'are', 'was', 'were']);

/** Verbs that end a question with nothing after them: 'how does the water cycle work'. */
const ENDING_VERBS = new Set([
  'work',
  'form',
  'happen',
  'grow',
  'fly',
  'float',
  'sink',
  'melt',
  'move',
  'shine',
  'live',
  'sleep',
]);

/**
 * The verb of a question's words from `from` to `end`: 'the moon change shape' -> 'change'. A word read
 * as a verb after the subject's first word; else a verb that ends questions; else the word after the
 * subject's noun, when more follows it.
 */
function questionVerb(tokens: readonly Token[], from: number, end: number): number {
  const last = end - 1;
  // ('my tummy rumble': the subject's head is 'tummy', not 'my', whatever the tagger calls it.)
  const head = tokens.findIndex(
    (t, i) => i >= from && i < last && has(t, 'Noun') && !has(t, 'Pronoun') && !POSSESSIVE_WORDS.has(t.lower),
  );
  const tagged = tokens.findIndex((t, i) => i > from && i <= last && i > head && has(t, 'Verb') && !has(t, 'Noun'));
  if (tagged >= 0) return tagged;
  const lastWord = tokens[last]!.lower.replace(/[.,!?;:]+$/, '');
  if (ENDING_VERBS.has(lastWord) || head < 0 || head + 1 >= last) return last;
  return head + 1;
}

/** Words of where ('What is inside a volcano?') the tagger may call nouns. */
const WHERE_WORDS = new Set([
  'inside',
  'in',
  'under',
  'underneath',
  'behind',
  'above',
  'below',
  'beneath',
  'on',
  'at',
  'near',
  'outside',
]);

/** 'What makes a rainbow?', 'Which animals sleep all winter?': 'what' or 'which' asks who or what does the verb. */
const asksWhatDoes = (tokens: readonly Token[], at: number) => {
  if (!['what', 'which'].includes(tokens[at]!.lower)) return false;
  const plainVerb = (t: Token | undefined) => has(t, 'Verb') && !AUXILIARIES.has(t!.lower) && !COPULAS.has(t!.lower);
  // 'Which animals sleep all winter?': the things asked about, then what they do.
  const noun = has(tokens[at + 1], 'Noun') && !has(tokens[at + 1], 'Verb') ? 1 : 0;
  return plainVerb(tokens[at + 1 + noun]);
};

/**
 * 'How does bees and flowers work?', 'How do bees make honey?': the wish is to find out how, never
 * to have the question's words ('flower work').
 */
function howGoal(tokens: readonly Token[]): Goal | null {
  const at = tokens.findIndex(
    (t, i) =>
      QUESTION_WORDS.has(t.lower) &&
      (AUXILIARIES.has(tokens[i + 1]?.lower ?? '') || COPULAS.has(tokens[i + 1]?.lower ?? '') || asksWhatDoes(tokens, i)) &&
      (i === 0 || t.first),
  );
  if (at < 0) return null;
  // 'What makes a rainbow?', 'What is inside a volcano?': the question word is the subject, said in its own order.
  const next = tokens[at + 2];
  const kept =
    COPULAS.has(tokens[at + 1]!.lower) &&
    next !== undefined &&
    (WHERE_WORDS.has(next.lower) || (!has(next, 'Determiner') && !has(next, 'Noun') && !has(next, 'Adjective')));
  if (asksWhatDoes(tokens, at) || kept) {
    const asked = tokens.slice(at + 1).map((t) => t.text.replace(/[.,!?;:]+$/, ''));
    // 'What happens when you brush your teeth?': the clause is what is asked (said for everyone: 'when we brush our
    // teeth'); elsewhere a stop word ends the question and is not said ('what makes a rainbow when ...').
    const stop = (t: Token, i: number) => CLAUSE_STOPS.has(t.lower) && !(i === at + 2 && WHEN_ASKED.has(t.lower));
    const cut = tokens.findIndex((t, i) => i > at + 1 && (endsClause(t) || stop(t, i)));
    const said = asked
      .slice(0, cut > 0 ? cut - at - (endsClause(tokens[cut]!) ? 0 : 1) : undefined)
      .map((word, i) => (i > 1 && WHEN_ASKED.has(asked[1]!.toLowerCase()) ? (EVERYONE[word.toLowerCase()] ?? word) : word));
    return said.length >= 2
      ? { type: 'learn', verb: 'find out', phrase: `find out ${tokens[at]!.lower} ${said.join(' ')}`, object: null }
      : null;
  }
  // The whole question: 'and' here joins its subjects ('bees and flowers'), not two clauses.
  let end = at + 2;
  while (end < tokens.length && !(end > at + 2 && (CLAUSE_STOPS.has(tokens[end]!.lower) || tokens[end]!.first))) {
    end += 1;
    if (endsClause(tokens[end - 1]!)) break;
  }
  // 'Why do I get hiccups?', 'why does my tummy rumble': the hero finds out for everyone ('why we get hiccups').
  const words = tokens.slice(at + 2, end).map((t) => {
    const word = t.text.replace(/[.,!?;:]+$/, '');
    return ASKER[word.toLowerCase()] ?? word;
  });
  if (words.length < 2) return null;
  words[0] = isCapitalised(tokens[at + 2]) && !has(tokens[at + 2], 'ProperNoun') ? words[0]!.toLowerCase() : words[0]!;
  // 'why is the sky blue' -> 'why the sky is blue': the copula goes after its subject (its nouns).
  const copula = tokens[at + 1]!.lower;
  if (COPULAS.has(copula)) {
    const head = tokens.findIndex((t, i) => i >= at + 2 && i < end - 1 && has(t, 'Noun') && !has(t, 'Pronoun'));
    // 'What is a shadow?': the thing asked about, then the copula ('what a shadow is').
    if (head < 0 && tokens[at]!.lower === 'what')
      return { type: 'learn', verb: 'find out', phrase: `find out what ${[...words, copula].join(' ')}`, object: null };
    if (head < 0) return null;
    let last = head;
    while (last + 1 < end - 1 && has(tokens[last + 1], 'Noun') && !has(tokens[last + 1], 'Adjective')) last += 1;
    const cut = last - at - 1;
    const said = [...words.slice(0, cut), copula, ...words.slice(cut)].join(' ');
    return { type: 'learn', verb: 'find out', phrase: `find out ${tokens[at]!.lower} ${said}`, object: null };
  }
  // 'how does a rainbow form' -> 'how a rainbow forms'; 'does' before two things ('bees and flowers') was a slip.
  const verbAt = questionVerb(tokens, at + 2, end);
  const subject = tokens.slice(at + 2, verbAt);
  const singular = tokens[at + 1]!.lower === 'does' && !subject.some((t) => t.lower === 'and' || has(t, 'Plural'));
  if (singular) words[verbAt - at - 2] = presentOf(words[verbAt - at - 2]!.toLowerCase());
  // 'How did people live in the Stone Age?' -> 'how people lived': the question's time is kept.
  else if (tokens[at + 1]!.lower === 'did' && verbAt < end)
    words[verbAt - at - 2] = pastOf(words[verbAt - at - 2]!.toLowerCase());
  return { type: 'learn', verb: 'find out', phrase: `find out ${tokens[at]!.lower} ${words.join(' ')}`, object: null };
}

/** A baby tooth coming out: wobbly, loose or lost, falling or coming out, or the first one. */
const BABY_TOOTH =
  /\b(?:(?:wobbly|wiggly|loose|lost|first|baby|missing) tooth|tooth (?:falls?|fell|comes?|came|pops?|popped) out|tooth fairy)\b/i;

/** Santa's elves as the idea's own ones: "Santa's elves make toys". */
const SANTAS_ELVES = /^(?:santa|father christmas)['’]s (?:little )?(?:elf|elves)\b/i;

/** The tooth fairy as the one the idea is about: 'The tooth fairy collects a tooth', 'Twinkle the tooth fairy ...'. */
const TOOTH_FAIRY_HERO =
  /^(?:\p{Lu}\p{Ll}+\s+)?the\s+tooth\s+fairy\b(?:['’]s\s+(?:\p{L}+\s+){0,2}(?:night|rounds?|job|work)\b|(?!['’]s))/iu;

/** The place a word names, or the place of the job it names ('doctor' -> the doctor's, a hospital). */
const jobPlace = (word: string) => settingOfWord(word) ?? settingOfWord(`${word}'s`);

/** Places one is taken to be looked after. */
const CARED_FOR = new Set(['dentist', 'hospital']);

/** Verbs of wishing: what follows them is the wish itself, not something being done. */
const WISHING = new Set(['want', 'wish', 'hope', 'need', 'like', 'love', 'long', 'dream']);
/** What only someone does, so a place or the weather doing it is someone: 'the moon forgets', 'the sea wishes'. */
const MINDFUL_VERBS = new Set([
  ...WISHING,
  'forget',
  'remember',
  'refuse',
  'decide',
  'wonder',
  'worry',
  'feel',
  'learn',
  'sulk',
  'oversleep',
]);

/** 'take part in the talent show' -> 'feel brave about taking part in the talent show'. */
function braveAbout(goal: Goal): Goal {
  const [verb, ...rest] = goal.phrase.split(' ');
  const about = [gerundOf(verb!), ...rest].join(' ');
  return { type: 'overcome', verb: 'feel', phrase: `feel brave about ${about}`, object: goal.object };
}

function findGoal(
  tokens: readonly Token[],
  phrases: readonly Phrase[],
  verbAt: number,
  heroAt: number | null,
  feeling: IdeaUnderstanding['feeling'],
): Goal | null {
  // A purpose: 'wants to climb', 'goes to Egypt to learn about mummies', 'learns to swim'.
  for (let j = verbAt; j < tokens.length - 1; j += 1) {
    const next = tokens[j + 1]!;
    if (tokens[j]!.lower !== 'to' || !has(next, 'Verb') || (has(next, 'Noun') && !has(next, 'Infinitive'))) continue;
    // 'waits for it to grow', 'asks them to help': what another is to do is not the hero's wish.
    if (['it', 'them'].includes(tokens[j - 1]?.lower ?? '') || tokens[j - 2]?.lower === 'for') continue;
    const goal = goalAt(tokens, phrases, j + 1, heroAt);
    if (tokens[j - 1]?.root === 'learn' && goal) return { ...goal, type: 'learn', phrase: `learn to ${goal.phrase}` };
    // 'a tiny dragon tries to breathe fire', 'finds a way to ride his bike', 'manages to whistle': a skill to
    // learn, its object never a thing gone missing nor a thing to make.
    const strives =
      ['try', 'manage'].includes(tokens[j - 1]?.root ?? '') ||
      (tokens[j - 1]?.lower === 'way' && ['find', 'figure', 'work'].includes(tokens[j - 3]?.root ?? ''));
    if (strives && goal && (goal.type === 'do' || goal.type === 'play'))
      return { ...goal, type: 'learn', verb: 'learn', phrase: `learn to ${goal.phrase}`, object: null };
    return goal;
  }
  // 'dreams of flying', 'is good at'.
  for (let j = verbAt; j < tokens.length - 1; j += 1) {
    if (tokens[j]!.lower === 'of' && has(tokens[j + 1], 'Gerund') && ['dream', 'think'].includes(tokens[j - 1]?.root ?? ''))
      return goalAt(tokens, phrases, j + 1, heroAt);
  }
  if (feeling && (feeling.mood === 'scared' || feeling.mood === 'shy' || feeling.mood === 'sad' || feeling.mood === 'cross')) {
    if (feeling.mood === 'scared')
      return {
        type: 'overcome',
        verb: 'feel',
        phrase: feeling.about ? `feel brave about ${feeling.about}` : 'feel brave',
        object: null,
      };
    if (feeling.mood === 'cross') return { type: 'overcome', verb: 'feel', phrase: 'feel calm again', object: null };
    // 'Shy Ravi takes part in the talent show', 'a shy owl sings at the concert': what the hero does wins, and
    // the shyness is what is overcome to do it; with nothing to do, a shy hero's wish is a friend.
    const acts = feeling.mood === 'shy' && verbAt < tokens.length && !WISHING.has(tokens[verbAt]!.root);
    const doing = acts ? goalAt(tokens, phrases, verbAt, heroAt) : null;
    if (doing && ['do', 'play', 'win', 'learn'].includes(doing.type) && !doing.object?.kind)
      // ('takes part in the talent show' is read as a contest; the shy hero's wish is to take part.)
      return braveAbout(
        doing.type === 'win' && tokens[verbAt]!.root !== 'win'
          ? { ...doing, phrase: doing.phrase.replace(/^win\b/, 'take part in') }
          : doing,
      );
    return { type: 'befriend', verb: 'make', phrase: 'make a new friend', object: null };
  }
  if (verbAt >= tokens.length) return null;
  const verb = tokens[verbAt]!;
  // 'a kangaroo who cannot hop', 'can't swim': the wish is to learn it.
  if (has(verb, 'Modal') || has(verb, 'Auxiliary')) {
    let next = verbAt + 1;
    while (next < tokens.length && !has(tokens[next], 'Verb')) next += 1;
    const negated =
      /^(?:cannot|can['’]?t|couldn['’]?t)$/.test(verb.lower) || tokens.slice(verbAt, next).some((t) => has(t, 'Negative'));
    if (negated && next < tokens.length && tokens[next]!.root !== 'like') {
      const skill = goalAt(tokens, phrases, next, heroAt);
      // 'cannot find his blanket' is no skill to learn: the blanket is lost, and the wish is to find it.
      if (skill?.type === 'find')
        return { ...skill, verb: 'find', phrase: skill.phrase.replace(/^(?:look|search|hunt) for\b/, 'find') };
      if (skill) return { ...skill, type: 'learn', verb: 'learn', phrase: `learn to ${skill.phrase}` };
    }
    // 'a frog who can jump really high', 'a girl who can talk to animals': the wish is the doing, never 'to can jump'.
    if (!negated && /^(?:can|could)$/.test(verb.lower) && next === verbAt + 1 && next < tokens.length) {
      const doing = goalAt(tokens, phrases, next, heroAt);
      if (doing) return doing;
    }
  }
  if (has(verb, 'Copula')) return null;
  // 'the sea wishes it could see the mountains', 'hopes that she can fly': the wish is what could be done.
  if (WISHING.has(verb.root)) {
    const who = tokens[verbAt + 1]?.lower === 'that' ? verbAt + 2 : verbAt + 1;
    const could = tokens[who + 1];
    if (
      has(tokens[who], 'Pronoun') &&
      could &&
      /^(?:could|can|would|will|might)$/.test(could.lower) &&
      has(tokens[who + 2], 'Verb')
    )
      return goalAt(tokens, phrases, who + 2, heroAt);
  }
  // 'helps clean up the beach', 'helps pull the cart': the wish is the doing helped with.
  const helped = verb.root === 'help' && has(tokens[verbAt + 1], 'Verb') && !has(tokens[verbAt + 1], 'Noun');
  // 'has lost her scarf', 'has broken his kite': the mishap is the past verb's.
  const perfect = ['has', 'have', 'had'].includes(verb.lower) && has(tokens[verbAt + 1], 'PastTense');
  const said = goalAt(tokens, phrases, helped || perfect ? verbAt + 1 : verbAt, heroAt);
  if (!said) return null;
  const goal = perfect ? { ...said, verb: infinitiveOfPast(said.verb) } : said;
  // A mishap names the wish to undo it: 'loses her kite' -> 'find her kite'.
  const undo: Record<string, [string, Goal['type']]> = {
    lose: ['find', 'find'],
    break: ['fix', 'fix'],
    // 'forgets her lunchbox on the bus': left behind, it is found again.
    forget: ['find', 'find'],
  };
  // 'a monster lives under Oskar's bed', 'an alien lands in Saoirse's garden': where someone lives or
  // lands is how the story starts, not a wish.
  if (['live', 'land', 'arrive'].includes(goal.verb)) return null;
  const visitHelped = goal.verb === 'visit' ? helpOnVisit(tokens, phrases, verbAt, heroAt, goal.phrase) : null;
  if (visitHelped) return visitHelped;
  // 'gets lost in the garden': the wish is to find the way home again.
  if (/^get lost\b/.test(goal.phrase)) return { ...goal, verb: 'find', type: 'find', phrase: 'find the way home', object: null };
  // 'Three little kittens get stuck up a tree', 'gets trapped in the mud': the wish is to get down or out again.
  const caught = /^(?:get|got|be) (?:stuck|trapped|caught) (up|on|on top of|in|inside|under|behind) (.+)$/.exec(goal.phrase);
  if (caught) {
    const out = ['up', 'on', 'on top of'].includes(caught[1]!) ? 'get down from' : 'get out of';
    return { ...goal, verb: 'get', type: 'reach', phrase: `${out} ${caught[2]}`, object: null };
  }
  const turned = undo[goal.verb] ?? (BREAKING.has(goal.verb) ? undo.break : undefined);
  if (turned) return { ...goal, verb: turned[0], type: turned[1], phrase: goal.phrase.replace(/^\S+/, turned[0]) };
  const mishap = mishapGoal(tokens, phrases, verbAt, goal);
  if (mishap) return mishap;
  // 'the dog has eaten the cake': a thing done already is no wish.
  if (perfect) return null;
  // 'goes looking for shooting stars', 'went fishing in the lake': the wish is the '-ing' verb's.
  const going = /^go (\w+ing)\b(.*)$/.exec(goal.phrase);
  if (going) {
    const rest = `${infinitiveOf(going[1]!)}${going[2]}`;
    const again = verbPhraseOf(rest);
    // Only a verb that is a wish of its own ('look for'); 'go fishing' stays an outing.
    if (GOAL_VERBS[again] !== undefined) return { ...goal, verb: again, type: GOAL_VERBS[again], phrase: rest };
  }
  // 'helps a little bird find its nest': the nest is the bird's, not the hero's.
  if (goal.verb === 'help' && goal.object?.kind)
    return { ...goal, phrase: goal.phrase.replace(/\{their\}/g, goal.object.plural ? 'their' : 'its') };
  if (['love', 'like', 'enjoy', 'adore'].includes(goal.verb)) {
    // ('loves going to the park', 'likes baking cakes': the wish is the doing, never 'enjoy going'.)
    const doing = /^\S+ (\w+ing)\b(.*)$/.exec(goal.phrase);
    const rest = doing ? `${infinitiveOf(doing[1]!)}${doing[2]}` : null;
    const again = rest ? verbPhraseOf(rest) : null;
    if (rest && again && again !== doing![1] && GOAL_VERBS[again] !== undefined)
      return { ...goal, verb: again, type: GOAL_VERBS[again], phrase: rest };
    return { ...goal, type: 'play', verb: 'enjoy', phrase: goal.phrase.replace(/^\S+/, 'enjoy') };
  }
  return goal;
}

/** Words between the hero and their own verb: 'the dinosaur who never wants', never 'a witch whose broom will not fly'. */
const OWN_VERB_GAP = new Set(['who', 'that', 'which', 'never', 'really', 'just', 'still', 'always', 'often', 'sometimes']);
const ownVerb = (tokens: readonly Token[], heroEnd: number, verbAt: number) =>
  tokens.slice(heroEnd + 1, verbAt).every((t) => OWN_VERB_GAP.has(t.lower));

/** What the hero's own verb says they will not do or do not like, read as a doing or a thing. */
function dislikeOf(tokens: readonly Token[], phrases: readonly Phrase[], verbAt: number, heroAt: number): Dislike | null {
  const disliked = dislikedAt(tokens, verbAt);
  if (!disliked) return null;
  const { at, doing } = disliked;
  // ('having his hair cut': the doing as a bare phrase, 'have {their} hair cut'.)
  const [verb, from] = doing ? verbPhrase(tokens, at) : ['', at];
  const end = clauseEnd(tokens, doing ? from - 1 : at);
  const words = [...(verb ? [verb] : []), ...goalWords(tokens, from, end, heroAt)];
  if (words.length === 0) return null;
  const object = phrases.find((p) => p.from >= from && p.to < end)?.thing ?? null;
  return { what: words.join(' '), doing, object };
}

/** What happens to one rather than what one does ('melt', 'sink'): the wish to be kept from it. */
const HAPPENINGS: Readonly<Record<string, string>> = {
  melt: 'stay cold',
  sink: 'stay afloat',
  pop: 'stay in one piece',
  burst: 'stay in one piece',
  break: 'stay in one piece',
  wilt: 'stay fresh',
  'get wet': 'stay dry',
  'get dirty': 'stay clean',
  'get cold': 'stay warm',
  'grow up': 'stay little',
};

/** A thing's own working, which it cannot help ('the car that wouldn't start'): a baby bird who won't fly just dislikes it. */
const WORKINGS: Readonly<Record<string, string>> = {
  start: 'get going',
  go: 'get going',
  move: 'get moving',
  work: 'work again',
  fly: 'fly high',
  float: 'float',
};

/** Heroes that are things, not alive: their not working is no refusal. */
const THINGS = new Set(['machine', 'toy', 'thing']);

/**
 * The wish of one who dislikes something: to come round to it ('learn to like vegetables', 'learn to like sharing'). A
 * place one will not go to ('hates going to the dentist', "doesn't want to go to school") is a brave day there.
 */
function likingGoal(dislike: Dislike, thing: boolean): Goal {
  // "The snowman who didn't want to melt", "the car that wouldn't start": what happens to the hero, or a thing that
  // will not work, is no thing to come round to; the wish is to be kept from it, or to get it working.
  const happening = dislike.doing ? (HAPPENINGS[dislike.what] ?? (thing ? WORKINGS[dislike.what] : undefined)) : undefined;
  if (happening) return { type: 'do', verb: happening.split(' ')[0]!, phrase: happening, object: null };
  const [verb, ...rest] = dislike.what.split(' ');
  const where = dislike.doing ? /^go to (?:the |a |\{their\} )?([a-z' ]+)$/.exec(dislike.what)?.[1] : undefined;
  if (where && !/^(?:bed|sleep)$/.test(where) && jobPlace(where))
    return braveAbout({ type: 'reach', verb: 'go', phrase: dislike.what, object: dislike.object });
  const liked = dislike.doing ? [gerundOf(verb!), ...rest].join(' ') : dislike.what;
  return { type: 'learn', verb: 'learn', phrase: `learn to like ${liked}`, object: dislike.object };
}

/**
 * 'visits Grandpa on the farm and helps feed the animals', 'visits her aunt and helps in the bakery': the visit says
 * with whom and where; the wish is the help, with the one visited ('help Grandpa feed the animals').
 */
function helpOnVisit(
  tokens: readonly Token[],
  phrases: readonly Phrase[],
  verbAt: number,
  heroAt: number | null,
  visit: string,
): Goal | null {
  const and = tokens.findIndex((t, k) => k > verbAt && t.lower === 'and' && tokens[k + 1]?.root === 'help');
  const visited = /^visit (.+?)(?: (?:on|in|at|by|near|to)\b.*)?$/.exec(visit)?.[1];
  if (and < 0 || !visited) return null;
  // ('and helps her bake a cake': 'her' is the one visited, and the baking is the help.)
  const them = ['her', 'him', 'them'].includes(tokens[and + 2]?.lower ?? '') && has(tokens[and + 3], 'Verb') ? 1 : 0;
  const doing = tokens[and + 2 + them];
  const bare = has(doing, 'Verb') && !has(doing, 'Noun');
  const help = goalAt(tokens, phrases, bare ? and + 2 + them : and + 1, heroAt);
  if (!help) return null;
  // ('and helps on the farm', 'and helps out': the one visited is the one helped.)
  const rest = help.phrase.replace(/^help\b\s*(?:(?:him|her|them)\b\s*)?/, '');
  const whom =
    !/^help\b/.test(help.phrase) ||
    rest === '' ||
    /^help (?:him|her|them)\b/.test(help.phrase) ||
    /^(?:on|in|at|with|out)\b/.test(rest);
  return { ...help, type: 'help', verb: 'help', phrase: whom ? `help ${visited} ${rest}`.trim() : help.phrase };
}

/** Where something spilt or dropped ends up: 'on the classroom floor', 'into the pond', 'all over her dress'. */
const LANDS = new Set(['on', 'onto', 'into', 'in', 'over', 'down', 'off']);

/**
 * 'Lila drops her ice cream', 'Chen spills paint on the classroom floor', 'knocks over the milk': a mishap is a
 * trouble to mend, never a wish. What is spilt is cleaned up (where it landed, when said); what is dropped
 * somewhere is got back, and a dropped treat is had again.
 */
function mishapGoal(tokens: readonly Token[], phrases: readonly Phrase[], verbAt: number, goal: Goal): Goal | null {
  const spill = ['spill', 'knock over', 'knock'].includes(goal.verb) || (goal.verb === 'tip' && /^tip over\b/.test(goal.phrase));
  if (!spill && goal.verb !== 'drop') return null;
  const what = goal.object;
  const end = clauseEnd(tokens, verbAt);
  const where = phrases.find(
    (p) => p.from > verbAt && p.to < end && p.thing !== what && LANDS.has(tokens[p.from - 1]?.lower ?? ''),
  );
  const their = (text: string) => text.replace(/^(?:my|his|her|their|its|our|your)\b/i, '{their}');
  const whereText = where ? their(source(tokens, where)) : null;
  if (spill) {
    const mess = whereText ?? (what ? `up the ${what.text}` : 'up the mess');
    return { type: 'fix', verb: 'clean', phrase: `clean ${mess}`, object: where?.thing ?? what };
  }
  if (!what) return null;
  if (whereText) return { type: 'find', verb: 'get', phrase: `get {their} ${what.text} back`, object: what };
  return { type: 'get', verb: 'get', phrase: `get a new ${what.text}`, object: what };
}

/** 'spills paint on the classroom floor' -> 'clean the classroom floor': what was spilt on is messy. */
const messOf = (goal: Goal | null, text: string): Trouble | null =>
  goal?.verb === 'clean' && goal.object ? { verb: 'get messy', subject: goal.object, where: null, text } : null;

/** A phrase's words as written. */
const source = (tokens: readonly Token[], p: Phrase) =>
  tokens
    .slice(p.from, p.to + 1)
    .map((t) => t.text)
    .join(' ');

/** A verb that agrees with a subject ('learns', 'wanted', 'is'), not a base form that follows another verb ('help a bird find'). */
const finiteVerb = (t: Token) =>
  has(t, 'Verb') && !has(t, 'Gerund') && !has(t, 'Infinitive') && (has(t, 'PastTense') || has(t, 'Copula') || t.lower !== t.root);

const TAKING = new Set(['steal', 'take', 'hide', 'eat', 'chew', 'bury', 'grab', 'snatch', 'pinch', 'nibble', 'gobble']);
const BREAKING = new Set(['break', 'tear', 'pop', 'burst', 'crack', 'snap', 'rip', 'smash']);
const STRAYING = new Set(['float', 'blow', 'roll', 'fly', 'drift', 'run', 'wander', 'swim', 'hop', 'get', 'go', 'sail']);
const GONE = new Set(['lost', 'missing', 'gone']);

/** Things nobody owns that drift off by nature ('a bubble', 'a leaf'): their own journey, or only looked for. */
const UNOWNED = new Set(['bubble', 'feather', 'leaf', 'petal', 'seed', 'cloud', 'snowflake', 'raindrop', 'dandelion', 'sunbeam']);

/** Words before a machine that make it a plaything ('a toy boat', 'the paper plane'). */
const PLAYTHING = new Set(['toy', 'paper', 'model', 'wooden', 'plastic', 'rubber', 'clockwork']);

/**
 * 'The toy boat that floated away', 'A teddy that blew away': a toy, or a machine the wind or water carries, that
 * befell a loss (not one that goes off by itself, as 'the gingerbread man who ran away' or 'the little boat that
 * sailed away' do).
 */
function carriedOff(tokens: readonly Token[], m: Mention): boolean {
  if (m.name || !m.kind || !['toy', 'machine'].includes(m.kind.group)) return false;
  if (!['that', 'which', 'who'].includes(tokens[m.to + 1]?.lower ?? '')) return false;
  const verb = strayedAt(tokens, m.to + 2);
  if (!verb || verb === 'lose') return false;
  const plaything = m.kind.group === 'toy' || tokens.slice(Math.max(0, m.from - 1), m.to).some((t) => PLAYTHING.has(t.lower));
  return /^(?:float|blow|drift|roll) away$/.test(verb) || (plaything && /^(?:fly|sail) away$/.test(verb));
}

/** A toy said as someone ('a teddy'), as the thing it is. */
function mentionAsThing(tokens: readonly Token[], m: Mention): Phrase {
  const words = tokens.slice(m.from, m.to + 1).filter((t) => !has(t, 'Determiner'));
  return {
    from: m.from,
    to: m.to,
    body: words[0]?.index ?? m.from,
    determiner: has(tokens[m.from], 'Determiner') ? tokens[m.from]!.lower : null,
    thing: plainThing(words.map((t) => t.lower).join(' ')),
  };
}

/** The words of what befell a thing, as written ('blew away in the wind'). */
const strayedText = (tokens: readonly Token[], at: number) =>
  tokens
    .slice(at, clauseEnd(tokens, at))
    .map((t) => t.text)
    .join(' ');

/**
 * What befell a thing at `at`, said as done or doing ('blew away', 'floats off', 'has rolled away', 'got lost',
 * 'went missing'), as the trouble's verb ('blow away', 'lose'); else null. A wish to go ('wants to fly away') is no loss.
 */
function strayedAt(tokens: readonly Token[], at: number): string | null {
  const from = ['has', 'had', 'have', 'was', 'is'].includes(tokens[at]?.lower ?? '') && has(tokens[at + 1], 'Verb') ? at + 1 : at;
  const t = tokens[from];
  const next = tokens[from + 1]?.lower ?? '';
  if (!t || !has(t, 'Verb') || has(t, 'Infinitive')) return null;
  // ('got lost': the library reads 'got' as a helping verb of its own root.)
  const gets = t.root === 'get' || /^(?:got|gets|gotten|getting)$/.test(t.lower);
  if ((gets || ['go', 'be'].includes(t.root)) && GONE.has(next)) return 'lose';
  if (['disappear', 'vanish'].includes(t.root)) return 'lose';
  return STRAYING.has(t.root) && ['away', 'off'].includes(next) ? `${t.root} away` : null;
}
const BROKEN_STATES = new Set(['flat', 'broken', 'torn', 'puncture', 'hole', 'cracked', 'wobbly']);
/** 'gets tangled in a tree', 'is stuck on the roof': caught somewhere out of reach. */
const CAUGHT = new Set(['stuck', 'tangled', 'caught', 'trapped', 'snagged']);
/** 'gets muddy', 'is all sticky': spoiled, and cleaned to undo it. */
const SOILED = new Set(['muddy', 'dirty', 'messy', 'sticky', 'grubby', 'dusty', 'inky']);
/** 'blows into the river', 'floats up into the sky': carried somewhere out of reach. */
const OFF_TO = new Set(['into', 'onto', 'over', 'up', 'across', 'down']);

/**
 * 'Lucia's balloon floats away', 'Grandma's glasses are missing', 'Noah's dog keeps stealing socks':
 * the idea's verb is what the hero's own thing or pet does or undergoes, and the hero's wish is to
 * undo it: find what strayed, mend what broke, find what was taken. A pet's own wish is helped with.
 */
function ownGoal(
  tokens: readonly Token[],
  phrases: readonly Phrase[],
  verbAt: number,
  owned: { text: string; thing: Thing | null },
  said: Goal | null,
): { goal: Goal; trouble: Trouble | null } | null {
  const end = clauseEnd(tokens, verbAt);
  const words = tokens.slice(verbAt, end);
  const own = `{their} ${owned.text}`;
  const text = words.map((t) => t.text).join(' ');
  // 'has a flat tyre', 'has a hole in it': a thing in a broken state is mended too.
  const broke = words.find((t) => BREAKING.has(t.root) || BREAKING.has(infinitiveOfPast(t.lower)) || BROKEN_STATES.has(t.lower));
  if (broke)
    return {
      goal: { type: 'fix', verb: 'fix', phrase: `fix ${own}`, object: owned.thing },
      trouble: { verb: 'break', subject: owned.thing, where: null, text },
    };
  // 'Amir's kite gets tangled in a tree': caught out of reach, it is got back.
  const caught = words.findIndex((t) => CAUGHT.has(t.lower));
  if (caught >= 0) {
    const where = phrases.find((p) => p.from > verbAt + caught && p.to < end);
    return {
      goal: { type: 'find', verb: 'find', phrase: `find ${own}`, object: owned.thing },
      trouble: { verb: 'get stuck', subject: owned.thing, where: where?.thing.text ?? null, text },
    };
  }
  // 'Noah's shoes get muddy': spoiled, they are cleaned.
  const soiled = words.find((t) => SOILED.has(t.lower));
  if (soiled && owned.thing)
    return {
      goal: { type: 'fix', verb: 'clean', phrase: `clean ${own}`, object: owned.thing },
      trouble: { verb: `get ${soiled.lower}`, subject: owned.thing, where: null, text },
    };
  const taking = words.findIndex((t) => has(t, 'Verb') && TAKING.has(t.root));
  const loot = taking >= 0 ? phrases.find((p) => p.from > verbAt + taking && p.to < end && !p.thing.kind) : undefined;
  // What a pet takes is the hero's, gone missing: a mystery to solve.
  if (loot)
    return { goal: { type: 'find', verb: 'find', phrase: `find {their} ${loot.thing.text}`, object: loot.thing }, trouble: null };
  const strays = words.findIndex(
    (t, k) =>
      GONE.has(t.lower) ||
      ['disappear', 'vanish', 'escape'].includes(t.root) ||
      (STRAYING.has(t.root) && ['away', 'off', 'lost'].includes(words[k + 1]?.lower ?? '')) ||
      (STRAYING.has(t.root) && has(t, 'Verb') && OFF_TO.has(words[k + 1]?.lower ?? '')),
  );
  if (strays >= 0) {
    const t = words[strays]!;
    const verb = STRAYING.has(t.root) && GONE.has(t.lower) === false ? `${t.root} away` : 'lose';
    // 'into the river', 'up into a tree': where it ends up.
    const where = OFF_TO.has(words[strays + 1]?.lower ?? '')
      ? phrases.find((p) => p.from > verbAt + strays && p.to < end)
      : undefined;
    return {
      goal: { type: 'find', verb: 'find', phrase: `find ${own}`, object: owned.thing },
      trouble: { verb, subject: owned.thing, where: where?.thing.text ?? null, text },
    };
  }
  // "Grandpa's old tractor won't start": a machine or thing that will not work is mended, never helped to learn.
  const machine = owned.thing !== null || kindOf(owned.text.split(' ').at(-1)!)?.group === 'machine';
  if (machine && said?.type === 'learn' && /^learn to (?:start|go|work|move|run)$/.test(said.phrase))
    return {
      goal: { type: 'fix', verb: 'fix', phrase: `fix ${own}`, object: owned.thing },
      trouble: { verb: 'break', subject: owned.thing, where: null, text },
    };
  // 'Noah's dog wants to learn to swim': the hero helps their pet with its wish.
  if (said && !owned.thing && !['find', 'fix'].includes(said.type))
    return { goal: { ...said, type: 'help', verb: 'help', phrase: `help ${own} ${said.phrase}` }, trouble: null };
  return null;
}

/** Words for being ill: 'is sick', 'is poorly'. */
const UNWELL = new Set(['sick', 'ill', 'poorly', 'unwell']);
/** An illness had ('has a cold', 'has got the flu') or a hurt ('broke his leg', 'hurt her arm'): ill at home all the same. */
const AILMENT =
  /^(?:has|had|has got|got|gets|caught|catches)(?: a| the| got a| got the)? (?:bad |nasty |heavy |terrible )?(?:cold|cough|flu|fever|temperature|chickenpox|tummy ache|sore throat|earache|headache)\b|^(?:broke|breaks|has broken|hurt|hurts|has hurt|sprained) (?:his|her|their|its) (?:leg|arm|ankle|wrist|foot)\b|^(?:has|had|has got|got) a broken (?:leg|arm|ankle|wrist|foot)\b/;

/** 'Grandpa is sick', 'her grandma is feeling poorly', 'Mum has a cold', 'Dad broke his leg'. */
const unwellAfter = (tokens: readonly Token[], m: Mention) => {
  const rest = tokens
    .slice(m.to + 1, m.to + 8)
    .map((t) => t.lower)
    .join(' ');
  if (AILMENT.test(rest)) return true;
  let at = m.to + 1;
  while (at < tokens.length && /^(?:is|was|feels|felt|feeling|very|so|a|bit|little|still)$/.test(tokens[at]!.lower)) at += 1;
  return at > m.to + 1 && UNWELL.has(tokens[at]?.lower ?? '');
};

/** Creatures kept at home though they are not of the pets' group: 'Pip the parrot flew away' is someone's pet. */
const KEPT_KINDS = new Set(['parrot', 'budgie', 'canary', 'tortoise', 'mouse', 'guinea pig']);

/** Doings of looking after an animal: 'walking the dog', 'brushing the pony', 'mucking out the rabbit'. */
const CARING = new Set([
  'walk',
  'feed',
  'brush',
  'groom',
  'wash',
  'bath',
  'bathe',
  'clean',
  'stroke',
  'cuddle',
  'train',
  'ride',
  'muck',
]);

/**
 * Said of a pet that it is gone: 'is missing', 'has gone missing', 'escaped', 'ran away', 'ran off', 'flew away',
 * 'has disappeared' (not 'gets lost', its own adventure).
 */
function petGone(tokens: readonly Token[], m: Mention, verbAt: number): boolean {
  // ('Our tortoise': a creature someone has is their pet.)
  const kept =
    (m.owner !== null && POSSESSIVE_WORDS.has(m.owner)) || KEPT_KINDS.has(m.kind?.word ?? '') || KEPT_KINDS.has(m.kindWord ?? '');
  if (!m.kind || m.kind.human || (m.kind.group !== 'pet' && m.kind.habitat !== 'home' && !kept)) return false;
  // 'Where is my kitten?'
  if (tokens[0]?.lower === 'where' && COPULAS.has(tokens[1]?.lower ?? '') && m.from === 2 && kept) return true;
  if (m.to >= verbAt) return false;
  const words = tokens.slice(verbAt, clauseEnd(tokens, verbAt)).map((t) => t.lower);
  const said = words.join(' ');
  return (
    /^(?:is|was|has been|has gone|went|goes|is still) (?:lost|missing|gone)\b/.test(said) ||
    /^(?:has |have )?(?:escaped|escapes|disappeared|disappears|vanished|vanishes)\b/.test(said) ||
    /^(?:has |have )?(?:ran|run|runs|wandered|wanders|flew|flown|flies|got|gets|hopped|hops) (?:away|off|out)\b/.test(said)
  );
}

function findFeeling(tokens: readonly Token[], phrases: readonly Phrase[]): IdeaUnderstanding['feeling'] {
  const feels = (t: Token) => FEELINGS[t.lower] !== undefined && !t.quoted;
  // 'shy and afraid of the dark': the feeling with something it is about comes first.
  const withObject = tokens.findIndex((t, i) => feels(t) && ['of', 'about'].includes(tokens[i + 1]?.lower ?? ''));
  const at = withObject >= 0 ? withObject : tokens.findIndex(feels);
  if (at < 0) return null;
  const mood = FEELINGS[tokens[at]!.lower]!;
  const preposition = tokens[at + 1]?.lower;
  if (preposition !== 'of' && preposition !== 'about') return { mood, about: null };
  // 'a hedgehog who is afraid of the dark learns to love the stars': the fear ends where the hero's own verb comes back.
  let end = clauseEnd(tokens, at + 2);
  // ('scared of having her hair cut': what is had done is the fear's own, not the hero's next verb.)
  const causative = (i: number) => tokens.slice(at + 2, i).some((t) => /^(?:having|getting)$/.test(t.lower));
  const heroVerb = tokens.findIndex(
    (t, i) => i > at + 2 && i < end && finiteVerb(t) && has(tokens[i - 1], 'Noun') && !causative(i),
  );
  if (heroVerb > 0) end = heroVerb;
  const about = tokens
    .slice(at + 2, end)
    .map((t) => (POSSESSIVE_WORDS.has(t.lower) ? '{their}' : t.lower))
    .join(' ')
    .replace(/[.,!?;:]+$/, '');
  const thing = phrases.find((p) => p.from >= at + 2 && p.to < end);
  return { mood, about: about || thing?.thing.text || null };
}

function findTrouble(tokens: readonly Token[], phrases: readonly Phrase[], wanted: Thing | null): Trouble | null {
  for (let j = 0; j < tokens.length; j += 1) {
    if (!['but', 'until', 'then', 'when', 'so'].includes(tokens[j]!.lower)) continue;
    const end = clauseEnd(tokens, j + 1);
    for (let k = j + 1; k < end; k += 1) {
      const t = tokens[k]!;
      if (!has(t, 'Verb')) continue;
      const negative = tokens[k - 1]?.lower === 'not' || /n['’]t$/.test(tokens[k - 1]?.text ?? '') || t.lower === 'cannot';
      let verb = t.root === 'get' && tokens[k + 1] ? `get ${tokens[k + 1]!.lower}` : t.root;
      if (['blow', 'fly', 'run', 'float', 'roll', 'drift'].includes(t.root) && tokens[k + 1]?.lower === 'away')
        verb = `${t.root} away`;
      if (!negative && !TROUBLE_VERBS.test(verb.replace(/ away$/, '')) && !TROUBLE_VERBS.test(verb)) continue;
      const subjectPhrase = [...phrases].reverse().find((p) => p.to < k && p.from > j);
      const subjectPronoun = tokens.slice(j + 1, k).some((x) => x.lower === 'it');
      const where = phrases.find(
        (p) =>
          p.from > k &&
          p.to < end &&
          ['in', 'on', 'up', 'under', 'into', 'onto', 'behind'].includes(tokens[p.from - 1]?.lower ?? ''),
      );
      const text = tokens
        .slice(j + 1, end)
        .map((x) => x.text)
        .join(' ');
      return {
        verb: negative ? `not ${verb}` : verb,
        subject: subjectPhrase?.thing ?? (subjectPronoun ? wanted : null),
        where: where ? where.thing.text : null,
        text,
      };
    }
  }
  return null;
}

/**
 * Who or what a question asks about: 'How do plants drink water?' -> plants (not drinking water);
 * 'Why do cats purr?' -> cats. The words after 'do', 'does', 'is' up to the question's own verb.
 */
function questionSubject(tokens: readonly Token[], at: number): { subject?: string[]; verb?: string[] } {
  const from = AUXILIARIES.has(tokens[at]?.lower ?? '') || COPULAS.has(tokens[at]?.lower ?? '') ? at + 1 : at;
  let end = from;
  while (end < tokens.length && !(end > from && tokens[end]!.first) && !has(tokens[end], 'Preposition')) {
    end += 1;
    if (endsClause(tokens[end - 1])) break;
  }
  if (end - from < 2) return {};
  // 'plants drink water': a first word read as a plural or a verb is the whole subject.
  const first = tokens[from];
  const alone = has(first, 'Plural') || (has(first, 'Verb') && !has(first, 'Noun'));
  const verbAt = alone ? from + 1 : questionVerb(tokens, from, end);
  const subject = tokens
    .slice(from, verbAt)
    .filter((t) => !has(t, 'Determiner') && !has(t, 'Pronoun'))
    .flatMap((t) => [t.lower, t.root]);
  // 'Why do we sneeze?', 'Why does it thunder?': the verb says what is asked even when the subject is only 'we'.
  // What follows it stays ('fall down'), so a phrase that names a topic is still read whole.
  const said = tokens[verbAt];
  const bare = (t: Token) => t.lower.replace(/[.,!?;:]+$/, '');
  const verb = said && verbAt < end ? [...new Set([bare(said), said.root, ...tokens.slice(verbAt + 1, end).map(bare)])] : [];
  return { ...(subject.length > 0 ? { subject: [...new Set(subject)] } : {}), ...(verb.length > 0 ? { verb } : {}) };
}

/** What the idea asks to learn about: 'how the water cycle works' -> 'the water cycle'; a bare phrase is its own topic. */
function findTopic(
  tokens: readonly Token[],
  phrases: readonly Phrase[],
  source: string,
  hasPeople: boolean,
): { topic: Topic | null; educational: boolean } {
  const contentWords = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .filter(
        (t) =>
          (has(t, 'Noun') || has(t, 'Adjective') || (has(t, 'Verb') && !has(t, 'Copula'))) &&
          !has(t, 'Pronoun') &&
          !has(t, 'Determiner'),
      )
      .map((t) => (has(t, 'Noun') ? t.root : t.lower));
  /** `stops`: more words that end the topic ('counting to ten with a caterpillar': 'with'). */
  const topicFrom = (start: number, stops: ReadonlySet<string> = CLAUSE_STOPS, doing = false): Topic | null => {
    // 'how does X work': the topic is X.
    const auxiliary = AUXILIARIES.has(tokens[start]?.lower ?? '') || COPULAS.has(tokens[start]?.lower ?? '');
    const from = auxiliary && start + 1 < tokens.length ? start + 1 : start;
    let to = from;
    while (to < tokens.length && !(to > from && (stops.has(tokens[to]!.lower) || tokens[to]!.first))) {
      if (endsClause(tokens[to]!) && !/,/.test(tokens[to]!.post)) {
        to += 1;
        break;
      }
      to += 1;
    }
    // 'how the water cycle works': the topic without its final verb.
    let last = to - 1;
    // ('adding and taking away': what is done keeps its own verbs.)
    while (!doing && last > from && (has(tokens[last], 'Verb') || has(tokens[last], 'Adverb')) && !has(tokens[last], 'Noun'))
      last -= 1;
    if (last > from && ['works', 'work'].includes(tokens[last]!.lower)) last -= 1;
    if (last < from) return null;
    const phrase = source.slice(tokens[from]!.start, tokens[last]!.end).replace(/[.,!?;:]+$/, '');
    const words = contentWords(from, last + 1);
    return words.length > 0 ? { phrase, words } : null;
  };

  for (let j = 0; j < tokens.length; j += 1) {
    const t = tokens[j]!;
    // 'learn about X', 'all about X', 'teaches X'
    if (t.lower === 'about' && j + 1 < tokens.length) {
      const learning = tokens.slice(0, j).some((x) => LEARNING.has(x.root)) || j === 0 || tokens[j - 1]?.lower === 'all';
      const topic = topicFrom(j + 1);
      if (topic && (learning || !hasPeople)) return { topic, educational: true };
    }
    const opens = j === 0 || /[:–—-]/.test(tokens[j - 1]!.post) || t.first;
    if (QUESTION_WORDS.has(t.lower) && (opens || LEARNING.has(tokens[j - 1]?.root ?? '') || tokens[j - 1]?.lower === 'out')) {
      // 'what to do when you feel angry': the question's own words say nothing; the clause after it does.
      const stop = tokens.findIndex((x, k) => k > j + 1 && CLAUSE_STOPS.has(x.lower));
      const asked = questionSubject(tokens, j + 1);
      // 'Why do we sneeze?': no word but its verb names what is asked.
      const byVerb = asked.verb ? { phrase: asked.verb[0]!, words: [asked.verb[0]!] } : null;
      const topic = topicFrom(j + 1) ?? (stop > 0 ? topicFrom(stop + 1) : null) ?? byVerb;
      if (topic) return { topic: { ...topic, ...asked }, educational: true };
    }
    // ('Grandpa teaches Leo to fish', 'teaches her son to swim': whom is taught and a skill, no topic; the skill is the wish.)
    const taughtTo = tokens.slice(j + 2, j + 5).findIndex((x) => x.lower === 'to');
    const skillTaught = t.root === 'teach' && taughtTo >= 0 && has(tokens[j + 3 + taughtTo], 'Verb');
    if (['teach', 'explain'].includes(t.root) && j + 1 < tokens.length && !has(tokens[j + 1], 'Pronoun') && !skillTaught) {
      const topic = topicFrom(j + 1);
      if (topic) return { topic, educational: true };
    }
  }
  // No one and no verb: the idea is its topic ('halves and quarters', 'life in ancient Rome'); so is an
  // idea that opens on what is done ('adding and taking away with apples'), whoever it is done with
  // ('counting to ten with a caterpillar': the caterpillar is in the story, counting is its topic).
  const verbs = tokens.filter((t) => has(t, 'Verb') && !has(t, 'Gerund') && !has(t, 'PastTense') && !has(t, 'Particle'));
  const doing = opensOnDoing(tokens);
  // 'Learning colours at the seaside': a word right after the opening '-ing' is what is done, whatever its tag.
  const ownVerbs = verbs.filter((t) => !(doing && t.index === 1));
  // ('The biggest pumpkin in the world' is a thing to grow or find, no lesson on the world.)
  const boast = tokens
    .slice(0, 2)
    .some((t) => has(t, 'Superlative') || /^(?:biggest|best|tallest|smallest|longest|fastest|tiniest)$/.test(t.lower));
  if ((!hasPeople || doing) && ownVerbs.length === 0 && tokens.length > 0 && !boast) {
    const topic = topicFrom(0, doing ? WITH_STOPS : CLAUSE_STOPS, doing);
    if (topic) return { topic, educational: true };
  }
  // 'the talent show', 'a magic show': a learning word as a thing named teaches nothing.
  const named = (t: Token) => has(t, 'Noun') && ['Determiner', 'Noun', 'Adjective'].some((tag) => has(tokens[t.index - 1], tag));
  // ('nervous about show and tell': the class's turn to show a treasure teaches nothing.)
  const showAndTell = (t: Token) =>
    t.lower === 'show' && /^and$|^n$/.test(tokens[t.index + 1]?.lower ?? '') && tokens[t.index + 2]?.lower === 'tell';
  const learning = tokens.some((t) => LEARNING.has(t.root) && !t.quoted && !named(t) && !showAndTell(t));
  if (phrases.length === 0) return { topic: null, educational: learning };
  const main = phrases.find((p) => !p.thing.kind) ?? phrases[0]!;
  return { topic: { phrase: main.thing.text, words: contentWords(main.body, main.to + 1) }, educational: learning };
}

/** 'Counting to ten with the farm animals', 'Learning shapes with a robot': the idea opens on what is done. */
const opensOnDoing = (tokens: readonly Token[]) => {
  const first = tokens[0];
  // ('Wedding day for Auntie Rose': a day that happens, not a doing.)
  if (!first || kindOf(first.lower) || EVENT_NOUNS.has(first.lower)) return false;
  return has(first, 'Gerund') || (/\wing$/.test(first.lower) && LEARNING.has(infinitiveOf(first.lower)));
};

/** 'Counting to ten' -> 'count to ten'; 'Learning shapes' -> 'learn about shapes'; up to whoever it is done with. */
function doingGoal(tokens: readonly Token[], source: string): Goal | null {
  const first = tokens[0]!;
  const verb = first.root !== first.lower ? first.root : infinitiveOf(first.lower);
  let end = 1;
  while (end < tokens.length && !WITH_STOPS.has(tokens[end]!.lower) && !has(tokens[end], 'Preposition') && !tokens[end]!.first) {
    end += 1;
    if (endsClause(tokens[end - 1])) break;
  }
  // 'Learning to swim': 'to' before a verb is the skill, not a place; 'Going to the farm': before a place, where.
  if (tokens[1]?.lower === 'to' && end === 1) {
    const place = !has(tokens[2], 'Verb') && (has(tokens[2], 'Determiner') || has(tokens[2], 'Noun'));
    end = Math.min(tokens.length, 3);
    while (place && end < tokens.length && !WITH_STOPS.has(tokens[end]!.lower) && !has(tokens[end], 'Preposition')) {
      end += 1;
      if (endsClause(tokens[end - 1])) break;
    }
  }
  if (end < 2) return null;
  const rest = source
    .slice(tokens[1]!.start, tokens[end - 1]!.end)
    .replace(/[.,!?;:]+$/, '')
    .toLowerCase();
  // 'adding and taking away': two doings are a topic, not one wish.
  if (!rest || verb === first.lower || /^(?:and|or)\b/.test(rest)) return null;
  const learning = verb === 'learn' && !/^(?:to|about|how)\b/.test(rest);
  return {
    type: GOAL_VERBS[verb] ?? 'learn',
    verb,
    phrase: learning ? `learn about ${rest}` : `${verb} ${rest}`,
    object: null,
  };
}

/**
 * 'sails home', 'helps a puppy get home', 'carries a crumb home': 'home' after a verb or a thing is where
 * someone goes at the end, not where the story happens ('at home', 'in the home', 'her home' are places).
 */
const goesHome = (tokens: readonly Token[], at: number) =>
  tokens[at]?.lower === 'home' &&
  at > 0 &&
  !['at', 'in', 'the', 'a', 'my', 'his', 'her', 'their', 'our', 'your', 'its'].includes(tokens[at - 1]!.lower) &&
  // 'A new baby comes home', 'brings a puppy home': the story is where they arrive.
  !['come', 'arrive', 'bring', 'be', 'stay'].includes(tokens[at - 1]!.root);

/** The feast an idea opens on ('Eid at Grandma's', 'Chinese New Year with the dragons'), as written. */
function feastAt(tokens: readonly Token[], source: string): string | null {
  for (let size = 3; size >= 1; size -= 1) {
    const words = tokens.slice(0, size);
    if (words.length === size && FESTIVALS.has(words.map((t) => t.lower).join(' ')))
      return source.slice(words[0]!.start, words.at(-1)!.end).replace(/['’]s$/, '');
  }
  return null;
}

/**
 * 'Eid at Grandma's house', 'an egg-and-spoon race', 'a sleepover at Auntie's flat': an idea that opens on a feast
 * or an event and says no wish is about keeping the feast, winning the contest or enjoying the day.
 */
function eventGoal(tokens: readonly Token[], phrases: readonly Phrase[], source: string): Goal | null {
  const feast = feastAt(tokens, source);
  if (feast) return { type: 'do', verb: 'celebrate', phrase: `celebrate ${feast}`, object: null };
  // ('Noah's football match', 'Ava's dance show': the hero's own day is told the same as 'The football match'.)
  const opening = has(tokens[0], 'Possessive') && has(tokens[0], 'ProperNoun') ? 1 : 0;
  const first = phrases.find((p) => p.from === opening && isEvent(p.thing) && p.thing.head !== 'hunt');
  if (!first) return null;
  const { noun, head } = first.thing;
  const contest = CONTEST_NOUNS.has(noun) || CONTEST_NOUNS.has(head);
  const what = source.slice(tokens[first.body]!.start, tokens[first.to]!.end).toLowerCase();
  // ('Noah's football match': a match is played in, as 'Noah plays in the football match' says.)
  if (/^(?:match|game)$/.test(head)) return { type: 'play', verb: 'play', phrase: `play in the ${what}`, object: null };
  return contest
    ? { type: 'win', verb: 'win', phrase: `win the ${what}`, object: null }
    : { type: 'play', verb: 'enjoy', phrase: `enjoy the ${what}`, object: null };
}

/** Doings shown at an occasion ('dance in the school show'): the wish as said, with its own skill. */
const SHOWN_DOINGS = /^(?:dance|sing|act|perform|juggle|recite|skate)$/;

/**
 * A wish that names an occasion ('win the school sports day', 'enjoy the bake sale', 'go to the talent show'):
 * the occasion (`OCCASIONS`) is kept as when it happens, and the wish becomes what is done at it.
 */
function occasionGoal(goal: Goal): Goal | null {
  if (goal.occasion || !['win', 'do', 'play', 'reach', 'get', 'make', 'help'].includes(goal.type)) return null;
  // ('helps a sad puppy at the talent show': someone helped is the wish; the occasion is only when.)
  if (goal.type === 'help' && !/^help (?:at|with|out at)\b/.test(goal.phrase)) return null;
  const words = goal.phrase.split(' ');
  // 'make a volcano for the science fair', 'bake a cake for the bake sale': the wish is as said, the occasion is when.
  const tail = / (?:for|at|in) (the|our|\{their\}) ((?:[\w-]+ ){0,2}[\w-]+)$/.exec(goal.phrase);
  const ending = tail && [3, 2, 1].map((n) => tail[2]!.split(' ').slice(-n).join(' ')).find((w) => OCCASIONS.has(w));
  if (tail && ending && tail.index > goal.verb.length) {
    const phrase = goal.phrase.slice(0, tail.index);
    return { ...goal, phrase, occasion: `the ${tail[2]}`, skill: OCCASIONS.get(ending)!.skill };
  }
  // 'dance in the school show', 'sing at the talent show': the doing said is what is done there, never the singing prize.
  if (tail && ending && SHOWN_DOINGS.test(goal.verb)) return { ...goal, occasion: `the ${tail[2]}`, skill: gerundOf(goal.verb) };
  for (let size = 3; size >= 1; size -= 1) {
    if (words.length <= size) continue;
    const said = OCCASIONS.get(words.slice(-size).join(' '));
    if (!said) continue;
    // 'win the school sports day' -> 'the school sports day'; the verb and its article are dropped.
    const at = words.findIndex((w, i) => i > 0 && /^(?:the|a|an|our|\{their\}|this|her|his|its)$/.test(w));
    // ('goes to sports day': with no article, only the occasion's own words.)
    const body = at > 0 ? words.slice(at + 1) : words.slice(-size);
    // ('go to the talent show', 'take part in the talent show': what comes before the occasion's own words must be one of its.)
    if (body.length > size + 2) return null;
    const occasion = at > 0 ? `the ${body.join(' ')}` : body.join(' ');
    // What is made for it ('cupcakes for the bake sale') is the story's thing.
    const object = said.made ? plainThing(said.made) : null;
    return { type: said.type, verb: said.phrase.split(' ')[0]!, phrase: said.phrase, object, occasion, skill: said.skill };
  }
  return null;
}

/** Starting somewhere new: 'first day at a new school', 'moves to a new town', 'the new girl in class'. */
/** A move to a new home ('moves house', 'is moving house', 'moves to a new flat'); a new school or town is not one. */
const MOVING_HOUSE =
  /\bmov(?:e|es|ed|ing) (?:house|home|(?:in)?to (?:a |her |his |their |the )?new (?:house|home|flat|apartment|cottage))\b/i;
const NEW_START =
  /\b(?:first day|first week|(?:starts?|starting|joins?|joining|moves? to|moving to) (?:a |her |his |their )?new|(?:starts?|starting|begins?|beginning) (?:at )?(?:big |primary |infant )?(?:school|nursery|reception|kindergarten|pre-?school|playgroup)\b|new (?:school|class|nursery|town|house|home|neighbourhood|neighborhood)|the new (?:girl|boy|kid|pupil))\b/i;

/** A hunt named by who hunts, not what: what they look for. */
const HUNTED: Readonly<Record<string, string>> = { scavenger: 'clue' };

/** 'on the train', 'in a little boat', 'aboard the rocket': a vehicle one is in or on is where the story is. */
const ridden = (tokens: readonly Token[], match: SettingMatch) => {
  const head = tokens[match.at + match.size - 1]!;
  if (!VEHICLES.has(head.root) || !has(head, 'Noun')) return false;
  // 'on the train', 'on a big old steam train': its determiner and up to three words that describe it come between.
  let k = match.at + match.size - 2;
  const modifier = (t: Token | undefined) =>
    has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Adjective') || has(t, 'Noun');
  while (k > 0 && match.at + match.size - 1 - k <= 4 && modifier(tokens[k]) && !TRAVEL_VERBS.has(tokens[k]!.root)) k -= 1;
  // 'takes the ferry', 'rides a bus', 'catches the train': travelling on it too.
  return ['on', 'in', 'aboard', 'onto', 'into'].includes(tokens[k]?.lower ?? '') || TRAVEL_VERBS.has(tokens[k]?.root ?? '');
};
const TRAVEL_VERBS = new Set(['take', 'ride', 'catch', 'board']);

/** 'on a plane', 'in a little boat', 'by train', 'aboard the big ship': an unnamed vehicle said as what carries someone. */
const carries = (tokens: readonly Token[], m: Mention) => {
  if (!VEHICLES.has(m.kindWord ?? '')) return false;
  let k = m.from - 1;
  while (k >= 0 && m.from - k <= 4 && (has(tokens[k], 'Determiner') || has(tokens[k], 'Adjective'))) k -= 1;
  return ['on', 'in', 'by', 'aboard'].includes(tokens[k]?.lower ?? '');
};

/** ('first street dance class': a place word naming a kind of dance is no place.) */
const namesDance = (tokens: readonly Token[], m: { at: number; size: number }) =>
  /^danc/.test(tokens[m.at + m.size]?.lower ?? '');

/**
 * A place word used as a verb ('Max falls asleep', 'Why do snakes shed their skin?') names no place; nor does
 * the verb of a question, whatever its tag.
 */
const usedAsVerb = (tokens: readonly Token[], match: SettingMatch, asked: string | undefined) =>
  match.size === 1 &&
  ((has(tokens[match.at], 'Verb') && !has(tokens[match.at], 'Noun') && !has(tokens[match.at], 'Gerund')) ||
    tokens[match.at]!.lower === asked);

function findPlaces(tokens: readonly Token[], mentions: readonly Mention[], asked?: string): PlaceMention[] {
  const inMention = (i: number) => mentions.some((m) => i >= m.from && i <= m.to && m.name !== null);
  const lower = tokens.map((t) => t.lower);
  const places: { at: number; place: PlaceMention }[] = [];
  for (const found of matchNamedPlaces(lower)) {
    if (inMention(found.at)) continue;
    const text = tokens
      .slice(found.at, found.at + found.size)
      .map((t) => t.text)
      .join(' ');
    places.push({ at: found.at, place: { setting: found.place.setting, text, named: found.place } });
  }
  tokens.forEach((t, i) => {
    if (
      !has(t, 'Place') ||
      !isCapitalised(t) ||
      inMention(i) ||
      places.some((p) => p.at <= i && i < p.at + p.place.text.split(' ').length)
    )
      return;
    const named = unlistedPlace(t.text);
    places.push({ at: i, place: { setting: named.setting, text: t.text, named } });
  });
  const roots = tokens.map((t) => (has(t, 'Noun') ? t.root : t.lower));
  for (const match of matchSettings(roots, phraseEnds(tokens))) {
    if (!(match.strong || ridden(tokens, match)) || inMention(match.at) || places.some((p) => p.at === match.at)) continue;
    if (goesHome(tokens, match.at) || usedAsVerb(tokens, match, asked) || namesDance(tokens, match)) continue;
    const text = tokens
      .slice(match.at, match.at + match.size)
      .map((t) => t.text)
      .join(' ');
    places.push({ at: match.at, place: { setting: match.setting, text, named: null } });
  }
  return places.sort((a, b) => a.at - b.at).map((p) => p.place);
}

function findMood(tokens: readonly Token[], feeling: IdeaUnderstanding['feeling']): Mood | null {
  const counts = new Map<Mood, number>();
  for (const t of tokens) {
    const mood = MOOD_WORDS[t.lower] ?? MOOD_WORDS[t.root];
    if (mood) counts.set(mood, (counts.get(mood) ?? 0) + 1);
  }
  if (feeling) counts.set(feeling.mood, (counts.get(feeling.mood) ?? 0) + 2);
  let best: Mood | null = null;
  for (const [mood, count] of counts) if (!best || count > counts.get(best)!) best = mood;
  return best;
}

/** Words that boast of a thing's size ('the biggest pumpkin', 'a giant turnip'): one grown for the show. */
const SIZE_BOASTS = 'biggest|largest|tallest|hugest|giant|enormous';
export const SIZE_BOAST = new RegExp(`\\b(?:${SIZE_BOASTS})\\b`);

/** A plant boasted of ('The biggest pumpkin in the world', 'the tallest sunflower ever'). */
const GROWN_BOAST = new RegExp(
  String.raw`^\s*(?:the\s+|a\s+)?(${SIZE_BOASTS})\s+(pumpkin|marrow|carrot|turnip|sunflower|tomato|potato|cabbage|beanstalk|strawberry|onion|parsnip|watermelon)\b`,
  'i',
);

/**
 * How an idea said one way is read as another, in this order: a preamble dropped ('Write a story about'), a word slipped
 * by a letter mended ('why does my tummy rumbel'), a child's story said of something else ('The dinosaurs died out',
 * told-as-child.ts), a trip or a ride ('Auntie takes Noor to the zoo': Noor's day out, with Auntie), 'I' and 'me' as
 * the child.
 */
const LEADS: readonly ((idea: string) => string)[] = [
  stripPreamble,
  mendSpelling,
  letUsLeads,
  toldAsChild,
  vetLeads,
  visitLeads,
  flightLeads,
  rideLeads,
  outingLeads,
  bidLeads,
  monsterLeads,
  kinBirthdayLeads,
  busyDayLeads,
  shyLeads,
  siblingWishLeads,
  classPetLeads,
  habitLeads,
  iLeads,
  meLeads,
  childLeads,
];

/**
 * 'Who was Florence Nightingale?', 'Learn about Neil Armstrong': someone of long ago asked about by name is what the
 * story teaches, never its hero (a child finds out about them).
 */
const ASKED_ABOUT =
  /^(?:[Ww]ho (was|were)|(?:[Ll]earn|[Ff]ind out|[Tt]each (?:me|us|my \p{L}+)) about)\s+(the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*(?:\s+brothers|\s+sisters)?)\s*[?.!]*$/u;

export function understandIdea(idea: string, options: UnderstandOptions = {}): IdeaUnderstanding {
  const read = readIdea(idea, options);
  const asked = options.hero ? null : ASKED_ABOUT.exec(read.text.trim());
  const named = asked?.[3];
  if (!named || !read.hero || !(read.hero.name === named || named.toLowerCase().endsWith(` ${read.hero.kindWord ?? '-'}`)))
    return read;
  const was = asked[1]?.toLowerCase() ?? (/\s(?:brothers|sisters)$/.test(named) ? 'were' : 'was');
  const who = `${asked[2] ? 'the ' : ''}${named}`;
  return {
    ...read,
    hero: null,
    companions: [],
    goal: { type: 'learn', verb: 'find out', phrase: `find out who ${who} ${was}`, object: null },
    educational: true,
  };
}

function readIdea(idea: string, options: UnderstandOptions): IdeaUnderstanding {
  // ('how a caterpillar becomes a butterfly, told by Arjun': Arjun's story of finding it out.)
  const told = tellerLeads(LEADS.reduce((said, lead) => lead(said), idea.replace(/\s+/g, ' ')));
  const text = pairsSaid(told.text);
  const tokens = repairVerbs(tokenize(text), text);
  const allPhrases = nounPhrases(tokens, text);
  const found = findMentions(tokens, text, true).map((m) =>
    namedPlant(tokens, allPhrases, namedThing(tokens, allPhrases, familyCreature(tokens, m))),
  );
  const thing = options.hero ? null : thingHero(tokens, allPhrases, found);
  // (Its owner, before it, comes along.)
  const mentions = thing ? [thing, ...found.filter((m) => m.from > thing.to || m.to < thing.from)] : found;
  const covered = (p: Phrase) => mentions.some((m) => p.from <= m.to && p.to >= m.from);
  // 'a little hedgehog with a sore paw', 'a bird with a broken wing': what someone has is how they are, not a thing of the story.
  const feature = (p: Phrase): boolean =>
    !p.thing.kind &&
    ((tokens[p.from - 1]?.lower === 'with' && mentions.some((m) => m.kind && !m.kind.human && m.to === p.from - 2)) ||
      // 'with a thorn in its paw': and where it is on them.
      (has(tokens[p.from - 1], 'Preposition') && allPhrases.some((q) => q.to === p.from - 2 && feature(q))));
  // 'one night', 'every morning': when it happens, no thing of the story.
  const when = (p: Phrase): boolean => TIME_WORDS[p.thing.head] !== undefined && WHEN_WORDS.has(tokens[p.from]!.lower);
  const phrases = allPhrases.filter(
    (p) =>
      !feature(p) &&
      !when(p) &&
      (!covered(p) || (p.thing.kind !== null && !mentions.some((m) => m.name && p.from <= m.to && p.to >= m.from))),
  );
  const verbAt = mainVerb(tokens, mentions);
  // 'gets a new baby sister', 'Grandma comes to stay': someone coming to the hero's home is welcomed.
  // ('a surprise party for Dad': Dad comes in at the end to his party.)
  const newcomer = options.hero ? null : (findNewcomer(tokens, mentions, text) ?? findGuestOfHonour(tokens, mentions, text));

  // Characters: the subject before the main verb leads; creatures sought after it are things.
  // ('An otter learns to catch fish': the fish is caught, no friend who comes along.)
  const learnsToCatch =
    ['learn', 'try'].includes(tokens[verbAt]?.root ?? '') &&
    tokens[verbAt + 1]?.lower === 'to' &&
    ['catch', 'hunt'].includes(tokens[verbAt + 2]?.root ?? '');
  const seeking =
    verbAt < tokens.length &&
    (learnsToCatch ||
      ['find', 'search', 'look', 'seek', 'hunt', 'lose', 'catch', 'want', 'get', 'buy'].includes(tokens[verbAt]!.root)) &&
    // 'looks after a poorly lamb', 'looks at the stars': no one sought.
    !(tokens[verbAt]!.root === 'look' && ['after', 'at'].includes(tokens[verbAt + 1]?.lower ?? ''));
  const people: Mention[] = [];
  // Someone's place of work gone to by their name ('the doctor'), said as the place ('the doctor's').
  const jobPlaces: PlaceMention[] = [];
  const soughtThings: Phrase[] = [];
  /** Creatures an outing goes to see ('A trip to see the penguins'). */
  const seen: Mention[] = [];
  /** The family's pet an idea opens on looking after ('Walking the dog'). */
  let cared: Mention | null = null;
  const imperative = has(tokens[0], 'Verb') && LEARNING.has(tokens[0]!.root);
  // 'Counting to ten with the farm animals', 'Learning shapes with a robot': whoever it is done with comes along.
  // ('Feeding the ducks', 'Walking the dog', 'Brushing the pony': so do the creatures the doing is done to, by a child.)
  const doneTo = (m: Mention) =>
    m.from > 0 &&
    !m.name &&
    m.kind !== null &&
    !m.kind.human &&
    !['toy', 'machine'].includes(m.kind.group) &&
    tokens.slice(1, m.from).every((t) => has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Adjective'));
  const along = (m: Mention) => opensOnDoing(tokens) && (tokens[m.from - 1]?.lower === 'with' || doneTo(m));
  const caredFor = (m: Mention) =>
    opensOnDoing(tokens) &&
    CARING.has(tokens[0]!.root) &&
    doneTo(m) &&
    !has(tokens[m.to], 'Plural') &&
    (['pet', 'farm'].includes(m.kind!.group) || KEPT_KINDS.has(m.kind!.word));
  for (const m of mentions) {
    // 'Going to see the dolphins', 'A trip to see the penguins', 'Visiting the elephants', 'Feeding the ducks': creatures
    // gone to see, with nobody before them, are what a child sees there, never the hero.
    if (seenOnOuting(tokens, mentions, m)) {
      seen.push(m);
      continue;
    }
    // ('Walking the dog', 'Brushing the pony': the one looked after is the family's own pet.)
    if (caredFor(m)) {
      cared = { ...m, owner: 'our' };
      people.push(cared);
      continue;
    }
    if (along(m) || m === newcomer?.mention) {
      people.push(m);
      continue;
    }
    // 'make friends with', 'becomes a butterfly', 'Learn about the polar bears': nobody in the story.
    if (
      m.kindWord &&
      /^friends?$/.test(m.kindWord) &&
      ['make', 'be', 'become', 'stay', 'find', 'meet'].includes(verbBefore(tokens, m.from))
    )
      continue;
    if (
      !m.name &&
      (['become', 'turn', 'grow'].includes(tokens[m.from - 1]?.root ?? '') ||
        ['into'].includes(tokens[m.from - 1]?.lower ?? '') ||
        ['become', 'turn', 'grow'].includes(tokens[m.from - 2]?.root ?? ''))
    )
      continue;
    if (imperative && !m.name && m.owner !== 'my' && m.owner !== 'our') continue;
    // 'My first time on a plane', 'Going on a train', 'Our trip on a big boat': a vehicle one rides is where, never who.
    if (!m.name && carries(tokens, m)) continue;
    // 'the life cycle of a butterfly': a kind after 'of' is part of a topic, not someone in it.
    if (!m.name && tokens[m.from - 1]?.lower === 'of' && m.from > 0 && !tokens.slice(0, m.from).some((t) => has(t, 'Verb')))
      continue;
    // 'learns to draw a horse', 'paint a cat': a kind drawn or painted is a picture, not someone who comes along.
    if (!m.name && !m.owner && ['draw', 'paint', 'sketch'].includes(verbBefore(tokens, m.from))) continue;
    const machine = m.kind && ['machine', 'toy'].includes(m.kind.group);
    const before = m.from < verbAt;
    // 'builds a snowman that comes to life': after the verb, a made thing is a thing, whatever it then does.
    if (!m.name && !m.owner && !before && (machine || (seeking && !m.agent))) {
      const phrase = allPhrases.find((p) => p.to === m.to);
      if (phrase) soughtThings.push(phrase);
      continue;
    }
    if (machine && !m.name && !before) continue;
    // 'goes to the dentist', 'visits the vet': a job gone to by the word for its own place is that place,
    // not someone who comes along (the one met there is a helper of the place).
    // ('goes to the doctor': the doctor's.)
    if (!m.name && !m.owner && !before && m.kind?.habitat && jobPlace(m.kindWord ?? '') === m.kind.habitat) {
      const go = tokens.slice(0, m.from).findLastIndex((t) => has(t, 'Verb'));
      // ('scared of the dentist': feared there, as much as gone to.)
      const feared =
        ['of', 'about'].includes(tokens[m.from - 1]?.lower ?? '') &&
        tokens.slice(0, m.from).some((t) => /^(?:scared|afraid|frightened|nervous|worried|fear)$/.test(t.lower));
      if (feared || (go >= 0 && (['visit', 'go', 'take'].includes(tokens[go]!.root) || tokens[m.from - 2]?.lower === 'to'))) {
        if (!settingOfWord(m.kindWord!)) jobPlaces.push({ setting: m.kind.habitat, text: `${m.kindWord}'s`, named: null });
        continue;
      }
    }
    people.push(m);
  }

  const ownedByHero = (m: Mention) => m.owner !== null && !['my', 'our', 'your'].includes(m.owner);
  const hosts = people.filter((m) => hostAt(tokens, m) !== null);
  // (The newcomer is who the hero waits for: 'A new puppy comes home' is a child's story of welcoming it.)
  const leads = people.filter(
    (m) => !along(m) && !hosts.includes(m) && !withKin(tokens, m) && m !== newcomer?.mention && m !== newcomer?.partner,
  );
  let heroMention =
    leads.find((m) => m.from < verbAt && !ownedByHero(m)) ??
    leads.find((m) => m.name !== null && !ownedByHero(m)) ??
    leads.find((m) => !ownedByHero(m) && (m.agent || m.from < verbAt)) ??
    null;
  if (
    heroMention &&
    heroMention.kind?.group === 'family' &&
    heroMention.owner === null &&
    people.some((m) => m !== heroMention && m.from < verbAt && !ownedByHero(m) && m.kind?.group !== 'family')
  )
    heroMention =
      people.find((m) => m !== heroMention && m.from < verbAt && !ownedByHero(m) && m.kind?.group !== 'family') ?? heroMention;

  // 'A lighthouse keeper's cat wants to see a whale': the pet of someone the idea does not name, with a wish of its own, is
  // the hero ('Noah's dog wants to swim' stays Noah's story, helping his dog).
  const ownedCreature = people.find(
    (m) =>
      m.from > 0 &&
      m.to < verbAt &&
      m.kind &&
      !m.kind.human &&
      has(tokens[m.from - 1], 'Possessive') &&
      !people.some((o) => o.to === m.from - 1 && o.name) &&
      (!heroMention || heroMention.to === m.from - 1),
  );
  if (ownedCreature && ['want', 'wish', 'long', 'hope', 'dream'].includes(tokens[verbAt]?.root ?? ''))
    heroMention = ownedCreature;

  // 'Mum teaches Leo to ride his bike': a child taught leads and learns, the teacher comes along. Anyone else taught
  // ('Grandpa duck teaches the ducklings to swim', 'Captain Bob teaches his parrot to talk') is helped by the teacher, who leads.
  const teaching = verbAt < tokens.length && tokens[verbAt]!.root === 'teach';
  const pupil = teaching && heroMention && heroMention.from < verbAt ? people.find((m) => m.from > verbAt) : undefined;
  const taught = pupil && (pupil.kind === null || pupil.kind.group === 'child') ? pupil : undefined;
  const teacher = taught ? heroMention : null;
  if (taught) heroMention = taught;
  const pupils = pupil && !taught ? pupil : undefined;

  // The idea's own pronouns: 'her' before a companion belongs to the hero; others mostly do too.
  if (heroMention && heroMention.pronoun === null && !heroMention.plural) {
    for (const t of tokens.slice(heroMention.to + 1)) {
      if (t.quoted) continue;
      const pronoun = SUBJECT_PRONOUNS[t.lower] ?? (['they', 'their', 'them'].includes(t.lower) ? 'they' : undefined);
      if (!pronoun || (pronoun === 'it' && heroMention.kind?.human)) continue;
      if (pronoun === 'it' && phrases.some((p) => p.to < t.index && p.from > heroMention!.to)) continue;
      if (pronoun === 'they' && people.filter((m) => m.from < t.index).length > 1) continue;
      heroMention.pronoun = pronoun;
      break;
    }
  }

  // 'Our cat is missing', 'The hamster escaped': a pet gone is looked for by its child, never the hero of a wish to escape.
  const lostPet =
    !options.hero && heroMention && people.length === 1 && petGone(tokens, heroMention, verbAt) ? heroMention : null;
  if (lostPet) heroMention = null;
  // A toy or a machine someone has lost is no one in the story: it is the thing its child looks for.
  const lookedFor = (m: Mention): Phrase => {
    const thing = allPhrases.find((p) => p.to === m.to) ?? mentionAsThing(tokens, m);
    soughtThings.push(thing);
    people.splice(people.indexOf(m), 1);
    if (heroMention === m) heroMention = null;
    return thing;
  };
  // 'The toy boat that floated away', 'A teddy that blew away': a toy or a machine carried off is a child's, looked for.
  const adrift =
    !options.hero && !lostPet && heroMention && people.length === 1 && carriedOff(tokens, heroMention)
      ? lookedFor(heroMention)
      : undefined;
  // 'A lost teddy', "Leo's lost teddy": a toy said to be lost is looked for by its child, never a friend who builds
  // a den. ('The lost teddy who found his way home' does something of its own, and is its own hero.)
  const lostToy =
    options.hero || lostPet || adrift
      ? undefined
      : people.find(
          (m) =>
            !m.name &&
            m.kind?.group === 'toy' &&
            tokens.slice(Math.max(0, m.from - 1), m.to).some((w) => GONE.has(w.lower)) &&
            !['who', 'that', 'which'].includes(tokens[m.to + 1]?.lower ?? ''),
        );
  const lostToyThing = lostToy ? lookedFor(lostToy) : null;
  // 'Our dog died', 'Jealous of the new baby', 'Grandad tells me about when he was little': one of the family's day.
  const day = whoseDay(tokens, people, text);
  if (day?.who === heroMention) heroMention = null;
  const dayOf = (d: FamilyDay) => (day?.day === d ? day.who : null);
  const [died, jealous, crying, taker, oldTeller] = (['died', 'jealous', 'crying', 'taker', 'recalled'] as const).map(dayOf);
  // 'Max's grandpa is sick', 'Grandma is poorly': one of the family who is ill is looked after by a child.
  // So is one's own pet ('Sam's hamster is poorly', 'My puppy is sick'): the child looks after it.
  const unwell = people.find(
    // ("Santa's reindeer has a cold": a creature of someone's is looked after as a pet is.)
    (m) =>
      (m.kind?.group === 'family' ||
        ((m.kind?.group === 'pet' || (m.owner !== null && m.kind !== null && !m.kind.human)) && m !== heroMention)) &&
      m !== died &&
      unwellAfter(tokens, m),
  );
  if (unwell && heroMention === unwell) heroMention = null;
  // 'Tom is sick in bed', 'Mia has a cold': the child who is ill rests and gets better.
  const heroUnwell = !unwell && heroMention !== null && heroMention.kind?.group !== 'family' && unwellAfter(tokens, heroMention);
  let hero: Character | null = heroMention ? characterOf(heroMention, null) : null;
  // ('Rudolph saves Christmas': Rudolph is the reindeer with the glowing red nose.)
  if (hero && hero.name === 'Rudolph' && hero.kind.human) hero = { ...hero, kind: kindByWord('reindeer') };
  // A teacher is the first to come along: they show the hero how, and speak.
  const others = people
    .filter((m) => m !== heroMention)
    .sort(
      (a, b) =>
        Number(b === teacher) - Number(a === teacher) || Number(b === newcomer?.mention) - Number(a === newcomer?.mention),
    );
  // Who comes, as the companions they become: the newcomer and whoever comes with them.
  const arriving: Character[] = [];
  const arrives = (m: Mention, made: Character[]) => {
    if (m === newcomer?.mention || m === newcomer?.partner) arriving.push(...made);
    return made;
  };
  const companionOf = (m: Mention): Character[] => {
    const c = nameRelative(characterOf(m, m === lostPet ? 'pet' : relationOf(m)));
    // ('a new baby sister' is a sister, and a baby.)
    if (m === newcomer?.mention && newcomer.name)
      return [{ ...c, name: newcomer.name, relation: c.kind.group === 'family' ? c.relation : 'friend' }];
    if (m !== newcomer?.mention || !newcomer.baby) return [c];
    // ('The twins are born': two babies, each of their own.)
    const baby = { ...c, kind: kindByWord('baby'), plural: false };
    return m.plural ? [baby, { ...baby }] : [baby];
  };
  let companions: Character[] = others.flatMap((m) => arrives(m, companionOf(m)));
  if (hero && heroMention?.plural) {
    // 'two friends', 'the twins', 'three kittens': one leads, another comes along.
    // 'three bunny sisters': the word that joins them is how they are related.
    const relation = hero.kind.word === 'twin' ? 'twin' : (heroMention.relation ?? 'friend');
    companions.splice(teacher ? 1 : 0, 0, { ...hero, name: null, relation, plural: false });
    hero = {
      ...hero,
      plural: false,
      kind: hero.kind.word === 'twin' || hero.kind.word === 'friend' ? kindByWord('child') : hero.kind,
    };
  }
  if (hero) hero = { ...nameRelative(hero), relation: null };
  // 'Grandpa duck teaches the ducklings': one of a creature's family who leads is called as the story calls them, 'Grandpa Duck'.
  if (hero?.name && heroMention?.relation && !hero.kind.human && kindOf(hero.name)?.group === 'family')
    hero = { ...hero, name: `${hero.name} ${asName(hero.kind.word)}` };
  // ('the water cycle, told by Grandpa Joe': he comes along and tells it.)
  const teller = told.teller ? understandIdea(told.teller).hero : null;
  if (teller) companions.unshift({ ...teller, relation: teller.kind.group === 'family' ? teller.kind.word : 'friend' });
  if (options.hero) {
    // The chosen child leads; the idea's hero comes along.
    const child: Character = {
      name: options.hero.name,
      kind: kindByWord(options.hero.pronoun === 'she' ? 'girl' : options.hero.pronoun === 'he' ? 'boy' : 'child'),
      kindWord: null,
      pronoun: options.hero.pronoun ?? null,
      relation: null,
      adjectives: [],
      plural: false,
    };
    if (hero && hero.name !== options.hero.name) companions.unshift({ ...hero, relation: hero.kind.human ? 'friend' : 'friend' });
    companions = companions.filter((c) => c.name !== options.hero!.name);
    hero = child;
  }

  const things = [...phrases.filter((p) => !covered(p) && p.thing.head !== 'work' && !isEvent(p.thing)), ...soughtThings]
    .sort((a, b) => a.from - b.from)
    .filter((p, i, list) => list.findIndex((q) => q.thing.noun === p.thing.noun) === i)
    .filter((p) => !settingOfWord(p.thing.noun) || soughtThings.includes(p));
  const thingPhrases = [...phrases.filter((p) => !covered(p)), ...soughtThings];
  let feeling = findFeeling(tokens, thingPhrases);
  const heroAt = heroMention ? heroMention.from : options.hero ? 0 : null;
  let goal =
    howGoal(tokens) ??
    (people.length > 0 || options.hero || seen.length > 0
      ? findGoal(
          tokens,
          thingPhrases.sort((a, b) => a.from - b.from),
          verbAt,
          heroAt,
          feeling,
        )
      : null);
  // ('A trip to see the penguins', 'We went to see the seals': the wish is to go and see them.)
  const sight = seen[0];
  // ('Feeding the ducks': to feed them where they are.)
  const fed = sight !== undefined && tokens.slice(0, sight.from).some((t) => t.root === 'feed');
  if (!goal && sight)
    goal = {
      type: fed ? 'do' : 'reach',
      verb: fed ? 'feed' : 'go',
      phrase: `${fed ? 'feed' : 'go to see'} the ${sight.kindWord ?? sight.kind!.plural}`,
      object: null,
    };
  // "Leo's first football practice", 'My first ballet class': the first lesson of a doing is a wish to go and do it.
  const firstLesson =
    /\bfirst (?:day (?:at|of) )?(?:(?:the|her|his|my|their) )?((?:ice |horse |pony |street )?[a-z]+) (lessons?|class|practice|training)\b/i.exec(
      text,
    );
  if (!goal && firstLesson)
    goal = {
      type: 'do',
      verb: 'go',
      phrase: `go to ${firstLesson[1]!.toLowerCase()} ${firstLesson[2]!.toLowerCase()}`,
      object: null,
    };
  // "The dinosaur who didn't like vegetables", "Ella won't go to bed": what the hero will not do is no wish, and the
  // wish is to come round to it ('learn to like going to bed').
  const dislike =
    heroAt !== null && heroMention && ownVerb(tokens, heroMention.to, verbAt)
      ? dislikeOf(tokens, thingPhrases, verbAt, heroAt)
      : null;
  const dislikeGoal = dislike ? likingGoal(dislike, THINGS.has(heroMention?.kind?.group ?? '')) : null;
  if (dislikeGoal) goal = dislikeGoal;
  if (dislikeGoal?.type === 'overcome')
    feeling ??= { mood: 'scared', about: dislikeGoal.phrase.slice('feel brave about '.length) };
  // 'Sam goes to the dentist', 'a bear visits the doctor for a check-up': a visit to be looked after is a brave
  // day there, not a journey that goes on after arriving.
  const checkUp = goal?.type === 'reach' ? /^(?:go to|visit|go and see) (?:the |a )?([a-z']+)/.exec(goal.phrase) : null;
  // ('Zara goes to the vet with her cat': the cat's check-up, the child taking it, not the child's brave day.)
  const petAlong = checkUp?.[1] === 'vet' ? companions.find((c) => c.relation === 'pet') : undefined;
  if (goal && petAlong)
    goal = {
      type: 'do',
      verb: 'take',
      phrase: `take {their} ${petAlong.kindWord ?? petAlong.kind.word} to the vet`,
      object: null,
    };
  else if (goal && checkUp && CARED_FOR.has(jobPlace(checkUp[1]!) ?? '')) {
    goal = braveAbout(goal);
    feeling ??= { mood: 'scared', about: goal.phrase.slice('feel brave about '.length) };
  }
  // 'Zainab's lost tooth', 'Leo's wobbly tooth falls out': a baby tooth that wobbles and comes out is no hunt
  // somewhere odd but a brave day at home, the tooth put under the pillow at bedtime.
  // ('Twinkle the tooth fairy collects a tooth': the tooth fairy's own night, no tooth of her own.)
  const fairysOwn = TOOTH_FAIRY_HERO.test(text) && !/\b(?:wobbly|wiggly|loose) tooth\b/i.test(text);
  // 'Santa's busy night', 'Santa gets stuck in the chimney': his Christmas Eve, the presents delivered. 'The Easter
  // bunny loses his eggs': the eggs hidden before the children wake. (A sleigh or eggs of their own are no hunt.)
  const heroKind = heroMention?.kind?.word;
  const holidayWork = !goal || ['find', 'reach', 'get', 'do'].includes(goal.type);
  // ('Santa delivers presents on Christmas Eve': delivering reads as helping, and is his night's work all the same.)
  const presents = goal?.type === 'help' && /\b(?:presents|gifts|toys)\b/.test(goal.phrase);
  if (heroKind === 'santa' && (holidayWork || presents) && heroAt === 0 && !/\bwaits? for\b/i.test(text))
    goal = { type: 'do', verb: 'deliver', phrase: 'deliver the presents', object: null };
  // 'A little reindeer who wants to pull Santa's sleigh', 'The smallest reindeer', 'Rudolph saves Christmas': the
  // littlest reindeer's Christmas Eve, the sleigh pulled at last.
  if (
    hero?.kind.word === 'reindeer' &&
    REINDEER_CHRISTMAS.test(text) &&
    !heroUnwell &&
    (!goal || /\b(?:sleigh|christmas|santa)\b/i.test(goal.phrase))
  )
    goal = { type: 'do', verb: 'pull', phrase: "pull Santa's sleigh", object: null };
  // "Santa's elves make toys": the elves are who it is about, told as one little elf of Santa's.
  const santasElves = hero?.kind.word === 'santa' && SANTAS_ELVES.test(text);
  if (santasElves) {
    hero = { name: null, kind: kindByWord('elf'), kindWord: 'elf', pronoun: null, relation: null, adjectives: [], plural: false };
    companions = companions.filter((c) => c.kind.word !== 'elf');
    goal = null;
  }
  // 'An elf who wants to help Santa', "The elf's first Christmas": toys made in Santa's workshop.
  if (hero?.kind.word === 'elf' && ELF_CHRISTMAS.test(text) && (!goal || ELF_CHRISTMAS.test(goal.phrase)))
    goal = { type: 'do', verb: 'help', phrase: "help in Santa's workshop", object: null };
  if (heroKind === 'rabbit' && /\beaster (?:bunny|rabbit)\b/i.test(text) && holidayWork)
    goal = { type: 'do', verb: 'hide', phrase: 'hide the Easter eggs', object: null };
  // ('The tooth fairy's busy night': her night is a tooth collected.)
  if (fairysOwn && !goal)
    goal = {
      type: 'get',
      verb: 'collect',
      phrase: 'collect a tooth',
      object: { text: 'tooth', head: 'tooth', noun: 'tooth', adjectives: [], plural: false, mass: false, kind: null },
    };
  const babyTooth = BABY_TOOTH.test(text) && !fairysOwn && (!goal || ['find', 'do', 'get', 'reach'].includes(goal.type));
  if (babyTooth) {
    goal = { type: 'overcome', verb: 'feel', phrase: 'feel brave about {their} wobbly tooth', object: null };
    feeling = { mood: 'scared', about: '{their} wobbly tooth' };
  }
  // ('Shy Ravi takes part in the talent show': the shyness is about what is done.)
  if (feeling && !feeling.about && goal?.type === 'overcome' && goal.phrase.startsWith('feel brave about '))
    feeling = { ...feeling, about: goal.phrase.slice('feel brave about '.length) };
  // What a leading teacher teaches is how they help: 'help the ducklings learn to swim'.
  const lesson = pupils ? tokens.findIndex((t, i) => i > pupils.to && t.lower === 'to') : -1;
  if (pupils && goal && lesson > 0) {
    const skill = goal.phrase.replace(/^learn to /, '');
    const taughtWho = goalWords(tokens, verbAt + 1, lesson, heroAt).join(' ');
    goal = { type: 'help', verb: 'help', phrase: `help ${taughtWho} learn to ${skill}`, object: null };
  }
  // What the teacher teaches is what the hero learns.
  if (taught && goal && goal.type !== 'learn')
    goal = { ...goal, type: 'learn', verb: 'learn', phrase: `learn to ${goal.phrase}` };
  // 'Lucia's balloon floats away': the subject of the verb is the hero's own, and the wish is to undo what befalls it.
  const possessor = heroMention && has(tokens[heroMention.to], 'Possessive') ? heroMention.to : -1;
  const ownedPet =
    possessor >= 0 ? people.find((m) => m !== heroMention && m.from === possessor + 1 && m.to < verbAt) : undefined;
  const ownedThing =
    possessor >= 0 && !ownedPet ? thingPhrases.find((p) => p.from === possessor + 1 && p.to < verbAt) : undefined;
  const ownPet = ownedPet ?? lostPet ?? undefined;
  const owned = ownPet
    ? { text: ownPet.kindWord ?? ownPet.name ?? 'pet', thing: null }
    : ownedThing
      ? { text: ownedThing.thing.text, thing: ownedThing.thing }
      : null;
  // (Santa's elves are the heroes themselves, no wish of his they help with.)
  const undone = owned && !santasElves && verbAt < tokens.length ? ownGoal(tokens, thingPhrases, verbAt, owned, goal) : null;
  if (undone) goal = undone.goal;
  // ('Where is my kitten?': asked by the child who looks for it.)
  if (lostPet && goal?.type !== 'find')
    goal = { type: 'find', verb: 'find', phrase: `find {their} ${lostPet.kindWord ?? 'pet'}`, object: null };
  // 'Where is Mummy? A little owl is lost', 'a lost duckling looks for Daddy': one of the family missing is looked for.
  const missing =
    goal || undone || !heroMention
      ? undefined
      : people.find(
          (m) =>
            m !== heroMention &&
            m.kind?.group === 'family' &&
            ((tokens[m.from - 2]?.lower === 'where' && COPULAS.has(tokens[m.from - 1]?.lower ?? '')) ||
              ['look', 'search', 'miss'].includes(verbBefore(tokens, tokens[m.from - 1]?.lower === 'for' ? m.from - 1 : m.from))),
        );
  if (missing)
    goal = { type: 'find', verb: 'find', phrase: `find {their} ${missing.kindWord ?? missing.kind!.word}`, object: null };
  // ('Grandpa duck teaches the ducklings to swim': a skill taught to others is no lesson for the reader.)
  const read = pupils
    ? { topic: null, educational: false }
    : findTopic(tokens, thingPhrases, text, people.length > 0 || Boolean(options.hero));
  const { topic } = read;
  // 'Counting to ten with the farm animals': what the idea opens on doing is the wish ('count to ten').
  if (!goal && !undone && opensOnDoing(tokens)) goal = doingGoal(tokens, text);
  // ('Walking the dog', 'Brushing my pony': the child's own pet looked after, a day with it, never a lesson.)
  if (cared && goal?.verb === tokens[0]!.root)
    goal = { type: 'do', verb: goal.verb, phrase: `${goal.verb} {their} ${cared.kindWord ?? cared.kind!.word}`, object: null };
  const event = goal || undone ? null : eventGoal(tokens, thingPhrases, text);
  if (event) goal = event;
  // ('The biggest pumpkin in the world': one who grows it, for the show.)
  const boast = goal || undone ? null : GROWN_BOAST.exec(text);
  if (boast) {
    const [adjective, noun] = [boast[1]!.toLowerCase(), boast[2]!.toLowerCase()];
    const object = {
      text: `${adjective} ${noun}`,
      head: noun,
      noun,
      adjectives: [adjective],
      plural: false,
      mass: false,
      kind: null,
    };
    goal = { type: 'grow', verb: 'grow', phrase: `grow the ${adjective} ${noun}`, object };
  }
  // 'Ingrid's first day at a new school', 'a new boy in class': somewhere new, the wish is a friend there.
  // 'Ruby moves house', 'Sam's family moves to a new house': the wish is to feel at home in the new one.
  // ('Moving to a new flat': the new home is called as the idea calls it, a flat or an apartment, never a house.)
  const moving =
    !undone && MOVING_HOUSE.test(text) && (!goal || ['do', 'reach'].includes(goal.type) || /^move\b/.test(goal.phrase));
  const newHome = /\bnew (flat|apartment|cottage)\b/i.exec(text)?.[1]?.toLowerCase() ?? 'house';
  if (moving) goal = { type: 'do', verb: 'settle', phrase: `settle into {their} new ${newHome}`, object: null };
  const startsNew =
    !moving &&
    goal &&
    ['do', 'reach'].includes(goal.type) &&
    /^(?:start|move|join|begin)\b.*\bnew\b|^(?:start|begin) (?:at )?(?:big |primary |infant )?(?:school|nursery|reception|kindergarten|pre-?school|playgroup)$/.test(
      goal.phrase,
    );
  // ('A dinosaur goes to school', 'Tom goes to nursery': going there is being new there, a friend the wish; never a
  // wish 'to see rows of little desks'.)
  // (One who comes along, a pet dragon, keeps the idea's own wish: 'A girl and her pet dragon go to school'.)
  const toSchool = !moving && !/\b(?:and|with)\b/i.test(text) && /^(?:go|come) to (?:school|nursery)$/.test(goal?.phrase ?? '');
  if (toSchool || ((startsNew || (!goal && !undone && !feeling && !moving)) && NEW_START.test(text)))
    goal = {
      type: 'befriend',
      verb: 'make',
      phrase: 'make a new friend',
      object: null,
      // ('first day at a new school': the day is when the story happens.)
      ...(/\bfirst day\b|\b(?:starts?|starting|begins?|beginning) (?:at )?(?:big |primary |infant )?(?:school|nursery|reception|kindergarten|pre-?school|playgroup)\b/i.test(
        text,
      )
        ? { occasion: '{heroS} first day' }
        : {}),
    };
  if (newcomer)
    goal = {
      type: 'do',
      verb: newcomer.wish.split(' ')[0]!,
      phrase: newcomer.wish,
      object: null,
      // ('Jack waits for Santa': on Christmas Eve.)
      ...(newcomer.occasion ? { occasion: newcomer.occasion } : {}),
    };
  if (unwell) goal = { type: 'help', verb: 'make', phrase: `make ${calledInGoal(unwell)} feel better`, object: null };
  if (heroUnwell) goal = { type: 'do', verb: 'get', phrase: 'get better', object: null };
  // (Dying is never a wish a story is told for: 'wants to die out' and the like give no goal.)
  if (goal && /^(?:die|dies|died|dying)\b/.test(goal.phrase) && !died) goal = null;
  if (died) goal = { type: 'do', verb: 'remember', phrase: `remember ${calledInGoal(died)}`, object: null };
  if (jealous) goal = { type: 'do', verb: 'share', phrase: `share Mum and Dad with ${calledInGoal(jealous)}`, object: null };
  if (crying) goal = { type: 'do', verb: 'soothe', phrase: `soothe ${calledInGoal(crying)}`, object: null };
  if (taker) goal = { type: 'do', verb: 'take', phrase: `take turns with ${calledInGoal(taker)}`, object: null };
  // (Told by them: 'Grandad tells me about when he was little' is read with Grandad as the one who tells.)
  const recalls = oldTeller
    ? calledInGoal(oldTeller)
    : teller && isGrandparent(teller.kind.word) && longAgoSaid(text) && !day
      ? (teller.name ?? `{their} ${teller.kind.word}`)
      : null;
  if (recalls) goal = { type: 'do', verb: 'hear', phrase: `hear about when ${recalls} was little`, object: null };
  // 'Sam is jealous of his friend': a day of feeling jealous, and glad for the friend in the end (a baby is told above).
  const envied =
    !jealous && /\b(?:jealous|envious)\b/i.test(text)
      ? people.find(
          // (A friend may be named only: 'Mia is jealous of Zoe'.)
          (m) => m !== heroMention && (m.kind ? m.kind.human && m.kind.group !== 'family' : m.name !== null),
        )
      : undefined;
  if (envied) goal = { type: 'overcome', verb: 'feel', phrase: `feel glad for ${calledInGoal(envied)}`, object: null };
  // 'Maya and her best friend fall out', 'Sam and Leo had a fight': the two make up in the end, never a wish to fight.
  const friendOf = (m: Mention) => m !== heroMention && (m.kind ? m.kind.human && m.kind.group !== 'family' : m.name !== null);
  if (!envied && heroMention?.kind?.human !== false && fallsOut(goal?.phrase ?? null, text)) {
    const other = people.find(friendOf);
    // ('Two friends argue': the other of the two.)
    const made = other ? calledInGoal(other) : heroMention?.plural ? '{their} friend' : null;
    if (made) goal = { type: 'do', verb: 'make', phrase: `make up with ${made}`, object: null };
  }
  // 'Ava feels sad today': a sad day at home, cheered in the end; a lonely hero still wishes for a friend.
  if (
    (goal?.phrase === 'make a new friend' ||
      /^(?:feel|get|be) (?:so |very |really )?(?:sad|upset|unhappy|gloomy)$/.test(goal?.phrase ?? '')) &&
    heroMention?.kind?.human !== false &&
    /\b(?:sad|unhappy|upset|gloomy)\b/i.test(text) &&
    !/\b(?:lonely|alone|friends?|new)\b/i.test(text)
  )
    goal = { type: 'overcome', verb: 'feel', phrase: 'feel happy again', object: null };
  // ('Feeling grumpy', 'Tom has a tantrum': a big cross feeling is calmed, never learned or wished for.)
  const crossSaid = /^(?:feel|get|be|have) (?:so |very |really )?(?:grumpy|cross|angry|mad|furious|a (?:temper )?tantrum)$/;
  if (goal && crossSaid.test(goal.phrase) && heroMention?.kind?.human !== false) {
    goal = { type: 'overcome', verb: 'feel', phrase: 'feel calm again', object: null };
    feeling = { mood: 'cross', about: null };
  }
  // A feast or a race is kept or run, not taught, unless the idea asks to learn about it.
  // ('Where is my kitten?' asks no lesson: the kitten is looked for.)
  // ('Waiting for Father Christmas' is waited through, not learned about.)
  const strayed = verbAt < tokens.length ? strayedAt(tokens, verbAt) : null;
  const strayThing = people.length === 0 && !options.hero && strayed ? things.find((p) => p.from < verbAt) : undefined;
  // ('A kite that blew away', 'A lost kite' is looked for, no lesson on the wind that would swap it for a windmill; a
  // lost mitten in the snow still meets snowflakes.)
  const lostSaid = things.some(
    (p) => p.thing.adjectives.some((a) => a === 'lost' || a === 'missing') && (topic?.words ?? []).includes(p.thing.head),
  );
  const educational =
    read.educational &&
    !(event && !tokens.some((t) => LEARNING.has(t.root))) &&
    !lostPet &&
    !newcomer &&
    !day &&
    !recalls &&
    !cared &&
    // ('Going to see the dolphins', 'Feeding the ducks': a day out to them, no lesson unless one is asked for.)
    !(sight && !tokens.some((t) => LEARNING.has(t.root))) &&
    !strayThing &&
    !lostSaid;
  const asked = topic?.verb?.[0];
  const places = [...findPlaces(tokens, mentions, asked), ...jobPlaces];
  // 'A red balloon floats away at the fair', 'A kite that blew away': nobody in it, a thing gone astray; the story is
  // of the child whose it was, who looks for it, and what befell it is the trouble.
  // (A bubble or a feather is nobody's own: it is only looked for.)
  const strayOwned = strayThing !== undefined && !UNOWNED.has(strayThing.thing.head);
  const strayTrouble: Trouble | null =
    strayThing && strayOwned
      ? { verb: strayed!, subject: strayThing.thing, where: null, text: strayedText(tokens, verbAt) }
      : null;
  // ("Grandma's lost glasses": more than one is said as the idea says them, never 'her lost glass'.)
  const asSaid = (t: Phrase['thing']) => (t.plural ? (t.text.split(' ').at(-1) ?? t.noun) : t.noun);
  if (!goal && strayThing)
    goal = {
      type: 'find',
      verb: 'find',
      phrase: `find ${strayOwned ? '{their}' : 'the'} ${[...strayThing.thing.adjectives, asSaid(strayThing.thing)].join(' ')}`,
      object: strayThing.thing,
    };
  // 'Tom's lost ball', 'her broken kite': the hero's own, lost or broken, is found or mended.
  const whose = (p: Phrase) =>
    p.determiner && (POSSESSIVE_WORDS.has(p.determiner) || /['’]s$/.test(p.determiner)) ? '{their}' : 'the';
  const lostThing = things.find((p) => p.thing.adjectives.some((a) => a === 'lost' || a === 'missing'));
  if (!goal && lostThing)
    goal = {
      type: 'find',
      verb: 'find',
      phrase: `find ${whose(lostThing)} ${[...lostThing.thing.adjectives, asSaid(lostThing.thing)].join(' ')}`,
      object: lostThing.thing,
    };
  // ('A lost teddy': a child's own teddy, wherever the reading put the word lost.)
  if (!goal && lostToyThing)
    goal = { type: 'find', verb: 'find', phrase: `find {their} ${lostToyThing.thing.noun}`, object: lostToyThing.thing };
  const brokenThing = things.find((p) => p.thing.adjectives.some((a) => /^(?:broken|torn|cracked|snapped|ripped)$/.test(a)));
  if (!goal && brokenThing)
    goal = {
      type: 'fix',
      verb: 'fix',
      phrase: `fix ${whose(brokenThing)} ${[...brokenThing.thing.adjectives, brokenThing.thing.noun].join(' ')}`,
      object: brokenThing.thing,
    };
  // 'A squirrel wonders where its nuts went', 'asks where the cake has gone': what went is looked for.
  const wondersWhere = tokens.findIndex(
    (t, i) => ['wonder', 'ask'].includes(t.root) && has(t, 'Verb') && tokens[i + 1]?.lower === 'where',
  );
  // ('asks where the moon goes in the day' asks a question: only something gone is looked for.)
  const gone =
    wondersWhere >= 0
      ? thingPhrases.find(
          (p) =>
            p.from > wondersWhere + 1 &&
            !p.thing.kind &&
            ['went', 'gone', 'is', 'are', 'was', 'were', 'has', 'have'].includes(tokens[p.to + 1]?.lower ?? ''),
        )
      : undefined;
  if (gone && (!goal || goal.object === null)) {
    const mine = ['its', 'his', 'her', 'their', 'my'].includes(tokens[gone.from]?.lower ?? '');
    goal = { type: 'find', verb: 'find', phrase: `find ${mine ? '{their}' : 'the'} ${gone.thing.text}`, object: gone.thing };
  }
  // 'goes on an egg hunt', 'wins the Easter egg hunt', 'a treasure hunt in the park': a hunt is a search, and
  // what is hunted is what is found.
  const hunt = thingPhrases.find((p) => p.thing.head === 'hunt' && p.thing.noun !== 'hunt');
  if (hunt && (!goal || goal.object?.head === 'hunt' || ['reach', 'win', 'do'].includes(goal.type))) {
    const hunter = hunt.thing.noun
      .replace(/ hunt$/, '')
      .split(' ')
      .at(-1)!;
    const sought = HUNTED[hunter] ?? hunter;
    const many = sought !== 'treasure';
    const noun = many ? pluralOf(sought) : sought;
    const object: Thing = { text: noun, head: sought, noun: sought, adjectives: [], plural: many, mass: !many, kind: null };
    goal = { type: 'find', verb: 'find', phrase: `find the hidden ${noun}`, object };
  }
  // 'wants to win the school sports day', 'enters the talent show': the occasion is when, the wish is done at it.
  const occasion = goal && occasionGoal(goal);
  if (occasion) goal = occasion;
  // 'lost on the train': the train is where, never what is wanted.
  const boarded = new Set(places.filter((p) => VEHICLES.has(p.text.toLowerCase())).map((p) => p.text.toLowerCase()));
  // 'A bear rides a bus to the city': riding a vehicle is a journey, never a game to win.
  if (goal?.object && boarded.has(goal.object.head))
    goal = { ...goal, object: null, ...(TRAVEL_VERBS.has(goal.verb.split(' ')[0]!) ? { type: 'reach' as const } : {}) };
  // 'finds his sister's lost teddy': what is someone's own is the thing, even a toy the idea could bring to life.
  const ownedThat =
    goal && !goal.object && ['find', 'fix', 'get'].includes(goal.type) ? /['’]s ((?:[a-z]+ )*)([a-z]+)$/.exec(goal.phrase) : null;
  if (goal && ownedThat) {
    goal = { ...goal, object: plainThing(ownedThat[2]!, ownedThat[1]!.trim().split(' ').filter(Boolean)) };
  }
  const goalObject = goal?.object && !settingOfWord(goal.object.noun) ? goal.object : null;
  // Something to have or make; a feeling, a friend, a lesson or a place to reach has none.
  const wantsThing = !goal || ['find', 'get', 'make', 'play', 'help', 'fix', 'grow', 'do', 'win'].includes(goal.type);
  // 'Counting to ten with the farm animals': what the doing is done with is the story's thing, not the topic's stand-in.
  const doneWith = opensOnDoing(tokens) ? (things.find((p) => !p.thing.kind || p.thing.plural)?.thing ?? null) : null;
  const wanted = newcomer
    ? null
    : (goalObject ??
      doneWith ??
      (wantsThing
        ? (things.find(
            (p) =>
              p.from > verbAt &&
              !likened(tokens, p) &&
              !boarded.has(p.thing.head) &&
              !company(tokens, p) &&
              // ('helps at the bake sale': the occasion is when, the cupcakes baked for it are what is made.)
              !(goal?.occasion && isEvent(p.thing)),
          )?.thing ?? null)
        : null));
  // 'Zara has a pet dragon', 'A boy who wants a pet dog': a day with one's own pet, or the wish for one, met honestly.
  // (A creature's pet is its own story: 'A dragon has a pet mouse'.)
  const pet = options.hero || hero?.kind.human === false ? null : petOwned(text, goal, companions, wanted);
  if (pet) ({ goal, companions } = pet);
  const roots = tokens.map((t) => (has(t, 'Noun') ? t.root : t.lower));
  const named = places.find((p) => p.named)?.setting;
  // ('makes a pillow den', 'builds a cardboard castle': the den made is a thing, not a cave to go to.)
  const madeHead = (m: SettingMatch | PlaceMention) =>
    goal?.type === 'make' &&
    goal.object !== null &&
    goal.object.noun.includes(' ') &&
    [goal.object.head, goal.object.noun].includes(m.text.toLowerCase());
  // ('the moon forgets to come out': a thing that is someone is no place to go.)
  const ownWord = (m: SettingMatch) => thing !== null && m.at >= thing.from && m.at <= thing.to;
  const settingWords = matchSettings(roots, phraseEnds(tokens))
    .filter((m) => !usedAsVerb(tokens, m, asked) && !madeHead(m) && !ownWord(m))
    // ('makes a volcano for the science fair': a thing made for an occasion is no place.)
    .filter((m) => !(goal?.occasion && goal.object && m.text === goal.object.noun))
    .filter((m) => !namesDance(tokens, m))
    .map((m) => (ridden(tokens, m) ? { ...m, strong: true } : m));
  // 'drops her ice cream', 'his school bag': a place word that only describes something someone has is no place.
  const belongs = (m: SettingMatch) =>
    thingPhrases.some(
      (p) =>
        p.determiner !== null &&
        (POSSESSIVE_WORDS.has(p.determiner) || /['’]s$/.test(p.determiner)) &&
        m.at >= p.body &&
        m.at + m.size - 1 < p.to &&
        !p.thing.kind &&
        !settingOfWord(p.thing.head),
    );
  const anyPlaced = settingWords.filter(
    (m) => m.strong && !mentions.some((x) => x.name && m.at >= x.from && m.at <= x.to) && !goesHome(tokens, m.at) && !belongs(m),
  );
  const firstDay = (m: Pick<PlaceMention, 'text' | 'setting'>) => firstDayElsewhere(m, anyPlaced);
  const placed = anyPlaced.filter((m) => !firstDay(m));
  // 'a birthday party at the park': where an event is held is said by the place, not by the event ('party': a fair).
  const held = placed.filter((m) => !EVENT_NOUNS.has(m.text.toLowerCase()) && !EVENT_NOUNS.has(singularOf(m.text.toLowerCase())));
  const strong = bestSetting(held.length > 0 ? held : placed);
  // An egg hunt is in a garden or a park as much as on a farm, an egg-and-spoon race on a field at school: what an
  // event is named after does not say where.
  const inHunt = (m: SettingMatch) =>
    thingPhrases.some(
      (p) => isEvent(p.thing) && m.at >= p.from && m.at <= p.to && p.thing.head !== m.text && !EVENT_NOUNS.has(m.text),
    );
  // 'her ice cream', 'a honey jar': a word that only describes a thing's head hints at no place.
  const describing = (m: SettingMatch) =>
    thingPhrases.some((p) => m.at >= p.body && m.at + m.size - 1 < p.to && p.thing.noun.includes(' ') && !p.thing.kind);
  const hinted = bestSetting(
    settingWords.filter(
      (m) => !m.strong && !inHunt(m) && !describing(m) && !mentions.some((x) => m.at >= x.from && m.at <= x.to),
    ),
  );

  // 'Sam the bus driver gets lost', 'Freya the firefighter rescues a cat': a job is done where it is done.
  // ('A doctor helps a giraffe with a sore neck': a creature helped is helped where it lives.)
  const wild =
    goal?.type === 'help' &&
    [...companions.map((c) => c.kind), goal.object?.kind].some((k) => k && !k.human && k.habitat && k.habitat !== 'home');
  // ('Bella the ballerina loses her shoe': a little dancer's place is her dance class, in the school hall.)
  const workplace =
    (hero?.kind.group === 'adult' || hero?.kind.group === 'child') && !options.hero && !wild ? (hero.kind.habitat ?? null) : null;
  // 'Diwali at Nana's': at a relative's, with no place said, is at their home.
  const hostHome = hosts.find((m) => hostAt(tokens, m) === 'bare');
  if (hostHome) places.push({ setting: 'home', text: tokens[hostHome.to]!.text, named: null });

  // ('Travelling by train to see Grandma': the child rides, and Grandma is waiting at the end.)
  const said = mendSpelling(stripPreamble(idea.replace(/\s+/g, ' ')));
  const far = farVisitOf(said);
  const rideSaid = far ? { ride: 'plane' as const, visiting: far.visiting, abroad: far.country } : rideOf(said);

  return {
    text,
    ...(rideSaid
      ? {
          ride: {
            ride: rideSaid.ride,
            visiting: rideSaid.visiting,
            ...('abroad' in rideSaid ? { abroad: rideSaid.abroad } : {}),
          },
        }
      : {}),
    hero,
    companions,
    places: places.filter(
      (p) =>
        !firstDay(p) &&
        !(goal?.occasion && goal.object && p.text.toLowerCase() === goal.object.noun) &&
        !(!p.named && madeHead(p)) &&
        (p.named ||
          (!settingWords.some((m) => belongs(m) && m.text === p.text) &&
            !(held.length > 0 && held.length < placed.length && EVENT_NOUNS.has(p.text.toLowerCase())))),
    ),
    setting:
      named ??
      // ('My brother grabs my crayons': a trouble at home, whatever the crayons hint at.)
      (taker || recalls ? 'home' : null) ??
      strong ??
      jobPlaces[0]?.setting ??
      // ('The hat that blew away in the wind': the wind blows it off on the ground, never a child up in the sky.)
      (strayTrouble && hinted === 'sky' ? null : hinted) ??
      (sight ? seenWhere(sight.kind!) : null) ??
      (hostHome || unwell || heroUnwell || died || jealous || crying ? 'home' : null) ??
      workplace ??
      (babyTooth ? 'bedroom' : null),
    goal,
    wanted,
    things: things.map((p) => p.thing),
    trouble: findTrouble(tokens, thingPhrases, wanted) ?? undone?.trouble ?? strayTrouble ?? messOf(goal, text),
    topic,
    educational,
    mood: findMood(tokens, feeling),
    feeling,
    ...(dislike && goal === dislikeGoal ? { dislike } : {}),
    // (Only while the wish is still theirs: 'Grandma comes to stay but she is poorly' is a wish to make her better.)
    ...(newcomer && goal?.phrase === newcomer.wish && arriving.length > 0
      ? {
          arrival: {
            who: newcomer.who,
            companions: arriving,
            baby: newcomer.baby,
            figure: newcomer.figure ?? false,
            ...(newcomer.day ? { day: newcomer.day } : {}),
          },
        }
      : {}),
  };
}
