/**
 * Who a text names: names exactly as written ('Sofía', 'Mary-Jane', 'Nguyễn Văn An'), kind words
 * ('a snail', 'her grandma', 'two puppies') and the two together ('Sofía the snail', 'a robot
 * named Bolt', 'her dog Rex', 'Pip, a little mouse,'). Tags and word roots come from the NLP library.
 */
import { isEnglishWord } from './dictionary.js';
import { kindOf, thingKind } from './kinds.js';
import { WEATHER_WORDS } from './lexicon.js';
import { asName, isListedName, pronounOfName } from './names.js';
import { isPlaceWord } from './places.js';
import { settingOfWord } from './settings.js';
import { endsThingCompound, has, isAdjectiveWord, isCapitalised, isPlainWordAlone, span, type Token } from './tokens.js';
import type { Kind, Pronoun } from './types.js';

export interface Mention {
  /** Token range it covers (inclusive). */
  from: number;
  to: number;
  name: string | null;
  kind: Kind | null;
  kindWord: string | null;
  /** A possessive right before it ('her grandma' -> 'her'). */
  owner: string | null;
  adjectives: string[];
  plural: boolean;
  /** Pronoun from the kind word or the name; the idea's own pronouns are applied later. */
  pronoun: Pronoun | null;
  /** Followed by 'who' or 'that' + verb: described as someone who does something. */
  agent: boolean;
  /** A relation word before a more specific kind: 'her friend Bolt the robot' -> 'friend'. */
  relation: string | null;
}

const NAMING = new Set(['named', 'called']);
/** Prepositions of place the library may tag as adjectives ('under Oskar's bed'). */
const PLACE_WORDS = new Set(['under', 'over', 'inside', 'outside', 'behind', 'above', 'below', 'near', 'beside', 'underneath']);
const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'its']);
const NOT_NAMES = new Set([
  'i',
  // ('Nobody looked down at Fizz': no one at all, never a child called Nobody.)
  'nobody',
  'everybody',
  'somebody',
  'anybody',
  'everyone',
  'someone',
  'anyone',
  'a',
  'an',
  'the',
  'once',
  'one',
  'story',
  'tale',
  'write',
  'tell',
  'please',
  // ("Let's learn about money", 'Let us go to the moon': a wish said together, never a child called Let.)
  'let',
  "let's",
  'let’s',
  'lets',
  'make',
  // ('Minibeast hunt in the garden': the creatures hunted for, never a child called Minibeast.)
  'minibeast',
  'minibeasts',
  'today',
  'tomorrow',
  // ('Goodnight, little bear', 'Bedtime for Mia': said at bedtime, never a child called Goodnight.)
  'goodnight',
  'bedtime',
  // ('Overnight, the beans grew', 'Inside lived a giant': when and where, never someone called so.)
  'overnight',
  'inside',
  'indoors',
  'outdoors',
  'upstairs',
  'downstairs',
  'christmas',
  'halloween',
  'easter',
  'diwali',
  'eid',
  'hanukkah',
  'ramadan',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'earth',
  'god',
  'ok',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'how',
  'why',
  'what',
  'when',
  'where',
  'who',
  'which',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'some',
  'every',
  'all',
  'and',
  'but',
  'then',
  'so',
]);
/**
 * A sound or a cry written out, never someone so called: an animal's call ('croaked, "Ribbit!"'), a
 * sound said ('Mmm! It was soft and salty', 'Crunch, crunch!', 'Heave, ho!') or a sneeze, buzz or bang
 * ('Atchoo!', 'Bzzz!', 'KABOOM').
 */
const SOUNDS = new Set([
  'ribbit',
  'croak',
  'quack',
  'woof',
  'meow',
  'miaow',
  'mew',
  'moo',
  'oink',
  'baa',
  'neigh',
  'cheep',
  'tweet',
  'hoot',
  'squeak',
  'cock-a-doodle-doo',
  'mm',
  'yum',
  'ooh',
  'aah',
  'ahh',
  'ah',
  'heave',
  'brr',
  'squelch',
  'splash',
  'whump',
  'wow',
  'whoa',
  'oops',
  'phew',
  'hooray',
  'yay',
  'ouch',
  'crunch',
  'crack',
  'creak',
  'plop',
  'whoosh',
  'bump',
  'atchoo',
  'achoo',
  'atishoo',
  'aachoo',
  'ahchoo',
  'choo',
  'kaboom',
  'boing',
  'splat',
  'thud',
  'vroom',
  'honk',
  'beep',
  'toot',
  'eek',
  'yikes',
  'ahem',
  'shh',
  'hmm',
  'grr',
  'bzz',
  'parp',
  'clunk',
  'click',
  'clang',
  'chug',
  'bang',
  'ding',
  'whirr',
  'sizzle',
  'zoom',
]);
/** A sound word: one of the written sounds, or any word with a letter drawn out three times ('Shhhh', 'Aaah', 'Brrr'). */
function isSoundWord(lower: string): boolean {
  return SOUNDS.has(lower) || /(\p{L})\1\1/u.test(lower);
}

/**
 * Titles before a name ('Mrs Patel', 'Dr Lee', 'Captain Sam'): a grown-up of that kind, called by
 * title and name together. Mr, Mrs and Ms say only a grown-up man or woman (a neighbour); children call their teacher Miss.
 */
const TITLES: Readonly<Record<string, { kind: string; pronoun?: Pronoun }>> = {
  mr: { kind: 'neighbour', pronoun: 'he' },
  mrs: { kind: 'neighbour', pronoun: 'she' },
  ms: { kind: 'neighbour', pronoun: 'she' },
  miss: { kind: 'teacher', pronoun: 'she' },
  // ('Coach Ben' at football practice teaches it: a grown-up, never a child called Coach Ben.)
  coach: { kind: 'teacher' },
  dr: { kind: 'doctor' },
  doctor: { kind: 'doctor' },
  nurse: { kind: 'nurse' },
  professor: { kind: 'scientist' },
  prof: { kind: 'scientist' },
  captain: { kind: 'captain' },
  officer: { kind: 'police officer' },
};

/** The kind a name's title says ('Mrs Patel' -> 'neighbour', 'Dr Lee' -> 'doctor'), or null for a name without one. */
export function titleKindOf(name: string): string | null {
  const first = name.split(' ')[0]!.toLowerCase().replace(/\.$/, '');
  return name.includes(' ') ? (TITLES[first]?.kind ?? null) : null;
}

/** 'Baby Bear', 'Mummy Bear', 'Mother Duck': a capitalised baby's or parent's word at i, then a capitalised animal's word, as that animal. */
function babyAnimalAt(tokens: readonly Token[], i: number, kindHere: [Kind, number] | null): [Kind, number] | null {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  // (A grandparent's word, 'Grandpa Fox', stays its own mention: the picture makes it that animal, old.)
  if (!kindHere || kindHere[1] !== 1 || !['baby', 'mum', 'dad'].includes(kindHere[0].word)) return null;
  if (!isCapitalised(t) || !next || !isCapitalised(next) || next.sentence !== t.sentence || !/^\s+$/.test(t.post)) return null;
  if (possessorOf(t) !== null) return null;
  const animal = kindAt(tokens, i + 1);
  return animal && !animal[0].human && animal[1] === 1 ? animal : null;
}

/** A title written before a name at token i ('Mrs Patel', 'Dr. Lee'): the name with its title, its kind and last index. */
function withTitleAt(tokens: readonly Token[], source: string, i: number): [string, Kind, Pronoun | null, number] | null {
  const t = tokens[i]!;
  const title = TITLES[t.lower];
  const next = tokens[i + 1];
  if (!title || !isCapitalised(t) || t.quoted || !next || next.sentence !== t.sentence || !/^\.?\s+$/.test(t.post)) return null;
  // ('said Mrs Owl', 'Mr Fox', 'Miss Hen': a title before an animal's capitalised word is that animal
  // called so, with the title's he or she, never a person called Mrs beside an owl.)
  const animal = isCapitalised(next) ? kindAt(tokens, i + 1) : null;
  if (animal && !animal[0].human && animal[1] === 1) {
    const last = tokens[i + 1]!;
    return [`${t.text} ${last.text.replace(/['’]s$/, '')}`, animal[0], title.pronoun ?? animal[0].pronoun ?? null, i + 1];
  }
  const name = nameAt(tokens, source, i + 1, false, true);
  if (!name) return null;
  const [text, end] = name;
  // ('Captain Rosa the pilot': the kind said after the name is what she is.)
  const said = tokens[end + 1]?.lower === 'the' && tokens[end + 1]!.sentence === t.sentence ? kindAt(tokens, end + 2) : null;
  const kind = said?.[0] ?? kindOf(title.kind) ?? thingKind(title.kind);
  return [`${t.text} ${text}`, kind, title.pronoun ?? kind.pronoun ?? genderOf(text, next), said ? end + 1 + said[1] : end];
}

/** Verbs after which a word starting a sentence is someone doing something ('Wren learns to fly'). */
export const AGENT_VERBS: ReadonlySet<string> = new Set([
  'want',
  'wish',
  'dream',
  'hope',
  'love',
  'like',
  'learn',
  'go',
  'visit',
  'try',
  'decide',
  'meet',
  'find',
  'lose',
  'travel',
  'be',
  'have',
  'get',
  'make',
  'build',
  'bake',
  'help',
  'explore',
  'discover',
  'look',
  'play',
  'need',
  'plan',
  'set',
  'can',
  'cannot',
  'will',
  'live',
  'say',
  'ask',
  'become',
  'start',
  'begin',
  'wake',
]);
/** Kind words that are usually something else unless owned ('my mummy' is Mum; 'the mummies' are Egyptian). */
const OWNED_ONLY = new Set(['mummy', 'mummies', 'mummys', 'pa', 'ma', 'mam', 'bro', 'sis']);

/** A kind phrase starting at token i, longest first ('polar bear', 'guinea pig'), as [kind, size]. */
function kindAt(tokens: readonly Token[], i: number): [Kind, number] | null {
  for (let size = 3; size >= 1; size -= 1) {
    if (i + size > tokens.length) continue;
    const words = tokens.slice(i, i + size);
    const last = words.at(-1)!;
    if (has(last, 'Pronoun') || (!has(last, 'Noun') && !(size === 1 && afterDeterminer(tokens, i)))) continue;
    // ('The lighthouse keeper's busy day': the kind of more words than one is said whose it is, too.)
    const phrase = words.map((t, k) => (k === size - 1 ? t.lower.replace(/['’]s$/, '') : t.lower)).join(' ');
    const kind = kindOf(phrase) ?? (size === 1 ? kindOf(last.root) : null);
    if (!kind || (size === 1 && endsThingCompound(tokens, i))) continue;
    if (size === 1 && OWNED_ONLY.has(last.lower) && !POSSESSIVES.has(tokens[i - 1]?.lower ?? '') && !isCapitalised(last))
      continue;
    if (size === 1 && OWNED_ONLY.has(last.lower) && tokens[i - 1]?.lower === 'the') continue;
    return [kind, size];
  }
  return null;
}

const YOUNG_WORDS = new Set([
  'pup',
  'pups',
  'cub',
  'cubs',
  'chick',
  'chicks',
  'calf',
  'calves',
  'foal',
  'foals',
  'joey',
  'kitten',
  'kittens',
  'puppy',
  'puppies',
  'baby',
  'babies',
]);

/**
 * 'The giant smiled', 'the waddly penguin slid': a word after a determiner (and words describing
 * it) that the library tagged an adjective or a verb is still a noun when it is a kind.
 */
function afterDeterminer(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!has(t, 'Adjective') && !has(t, 'Verb')) return false;
  let back = i - 1;
  const describes = (d: Token) => has(d, 'Adjective') || has(d, 'Adverb') || isAdjectiveWord(d.lower);
  while (back >= 0 && tokens[back]!.sentence === t.sentence && describes(tokens[back]!)) back -= 1;
  const det = tokens[back];
  return det !== undefined && det.sentence === t.sentence && ['the', 'a', 'an'].includes(det.lower);
}

/**
 * '"Come on, Pepper!"', '"Good night, Mia," whispered Mum', '"Pepper, look!"': a name called out
 * in a quotation, on its own between the quotation's start or a comma and a comma or its end, is
 * someone there. (Other capitalised words said aloud are no one: '"Hello, Sunshine!"'.)
 */
function calledOut(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const before = tokens[i - 1];
  const opens = /["“]/.test(t.pre) || (before?.quoted === true && /,\s*$/.test(before.post));
  const closes = /^[,!?.]/.test(t.post.trim());
  return opens && closes && isCapitalised(t) && (has(t, 'Person') || isListedName(t.text) || !isEnglishWord(t.lower));
}

/**
 * A capitalised noun (no adverb, date, number or pronoun), even one that looks plural, that opens a sentence or follows no
 * 'the', then 'the' (or, opening the sentence, a comma and 'a'), perhaps a few adjectives, and a kind word: the one that
 * kind is called.
 */
function calledByKind(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  // ('Nibbles, a detective hamster': the same said as an aside, by a name that opens the sentence.)
  const aside = t.first && /^,\s+$/.test(t.post) && ['a', 'an', 'the'].includes(tokens[i + 1]?.lower ?? '');
  // ('Nibbles the rabbit', 'Sprinkles the unicorn': a name may look like a plural; 'Rocky, a superhero dog':
  // or like an adjective, said as an aside.)
  if (!(has(t, 'Noun') || (aside && has(t, 'Adjective'))) || isPlainWordAlone(t.lower)) return false;
  if (['Pronoun', 'Adverb', 'Date', 'Value', 'Determiner', 'Preposition', 'Conjunction'].some((tag) => has(t, tag))) return false;
  if (i > 0 && tokens[i - 1]!.sentence === t.sentence && ['the', 'a', 'an'].includes(tokens[i - 1]!.lower)) return false;
  if (!aside && (tokens[i + 1]?.lower !== 'the' || !/^\s+$/.test(t.post))) return false;
  if (tokens[i + 1]!.sentence !== t.sentence) return false;
  let k = i + 2;
  while (k < i + 4 && has(tokens[k], 'Adjective') && !kindAt(tokens, k)) k += 1;
  return tokens[k]?.sentence === t.sentence && kindAt(tokens, k) !== null;
}

/** The word at i said again at once, the same or with another vowel: 'Knock, knock!', 'Tick, tock', 'Ding, dong'. */
function echoed(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (!next || next.sentence !== t.sentence || !/^,\s*$/.test(t.post) || next.text.length !== t.text.length) return false;
  const consonants = (word: string) => word.replace(/[aeiou]/g, '_');
  return next.lower === t.lower || (t.lower.length >= 3 && consonants(next.lower) === consonants(t.lower));
}

/**
 * A capitalised noun opening a sentence, then 'is' or 'was', 'a', perhaps a few adjectives, and a
 * kind word: the one that kind is called, even one that looks plural ('Nibbles is a hamster').
 */
function saidToBeAKind(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!t.first || !has(t, 'Noun') || isPlainWordAlone(t.lower)) return false;
  if (!['is', 'was'].includes(tokens[i + 1]?.lower ?? '') || !['a', 'an'].includes(tokens[i + 2]?.lower ?? '')) return false;
  let k = i + 3;
  while (k < i + 5 && has(tokens[k], 'Adjective') && !kindAt(tokens, k)) k += 1;
  return tokens[k]?.sentence === t.sentence && kindAt(tokens, k) !== null;
}

const soundWent = (tokens: readonly Token[], i: number) =>
  tokens[i + 1]?.lower === 'went' && ['the', 'a', 'an', 'his', 'her', 'its', 'their'].includes(tokens[i + 2]?.lower ?? '');

/**
 * 'Bread, rice and pasta give us energy', 'Hide, seek, crunch!': a first word listed with plain things or doings before
 * 'and' or a comma is one of them, no name.
 */
const listOfThings = (tokens: readonly Token[], i: number) => {
  const next = tokens[i + 1];
  const after = tokens[i + 2];
  return (
    next !== undefined &&
    !isCapitalised(next) &&
    (has(next, 'Noun') || has(next, 'Verb')) &&
    (after?.lower === 'and' || after?.lower === 'or' || /^,/.test(next.post.trim()))
  );
};

const FEAST_DAYS = new Set(['eve', 'day', 'night', 'morning', 'sunday', 'monday']);
const FEASTS =
  /^(?:christmas|easter|halloween|hanukkah|diwali|eid|year|year['’]s|bonfire|valentine['’]s|mother['’]s|father['’]s|boxing)$/;
const feastDay = (tokens: readonly Token[], i: number) =>
  FEAST_DAYS.has(tokens[i]!.lower) && FEASTS.test(tokens[i - 1]?.lower ?? '') && isCapitalised(tokens[i - 1]);

/** Words after 'called' that say how one called, written small: 'called out', 'called back'. */
const CALLING_HOW = /^(?:out|back|up|over|down|across|after|again|loudly|softly)$/;

/** Whether token i can be (part of) a name. */
function nameLike(tokens: readonly Token[], i: number, afterNaming: boolean, afterKind = false): boolean {
  const t = tokens[i];
  if (!t || (t.quoted && !calledOut(tokens, i))) return false;
  // ('Dad called out to her', 'she called back': a particle after the verb is calling out, no one called Out.)
  if (afterNaming)
    return (
      /^\p{L}/u.test(t.text) &&
      !has(t, 'Determiner') &&
      !has(t, 'Preposition') &&
      !has(t, 'Conjunction') &&
      !CALLING_HOW.test(t.text)
    );
  if (!isCapitalised(t) || NOT_NAMES.has(t.lower) || isSoundWord(t.lower) || has(t, 'Pronoun') || echoed(tokens, i)) return false;
  // ('Christmas Eve', "New Year's Eve", 'Easter Sunday'): the day of a feast, not a girl called Eve.
  if (feastDay(tokens, i)) return false;
  // ('She painted a sign: LEMONADE 10p', 'MOO!'): a word in capitals is writing or a shout, not a name.
  if (/^\p{Lu}{3,}$/u.test(t.text) && isEnglishWord(t.lower) && !isListedName(t.text)) return false;
  // ('Click went the switch', 'Pop went the balloon'): a sound the thing made, said first.
  if (soundWent(tokens, i) && !isListedName(t.text)) return false;
  if (kindOf(t.lower) && !isListedName(t.text)) return false;
  // 'Meadow the pony', 'River the otter', 'Pebble the little crab': a capitalised noun followed by
  // 'the' and a kind names it, even a place's or a thing's word ('Soon the fox', 'Then the dog': no noun).
  if (calledByKind(tokens, i) || saidToBeAKind(tokens, i)) return true;
  if (isPlaceWord(t.lower) || settingOfWord(t.lower)) return false;
  const person = has(t, 'Person') || has(t, 'FirstName') || has(t, 'LastName') || isListedName(t.text);
  if (!person && (has(t, 'Place') || has(t, 'Organization') || has(t, 'Demonym') || has(t, 'Date') || has(t, 'Month')))
    return false;
  if (person) return true;
  // 'her cat Mittens': a capitalised word right after a kind word names it, plural-looking or not.
  if (afterKind) return !has(t, 'Preposition') && !has(t, 'Conjunction') && !has(t, 'Determiner');
  // 'Y and the moon': a lone capital letter other than A and I.
  if (/^\p{Lu}$/u.test(t.text)) return true;
  if (has(t, 'Plural') || has(t, 'Preposition') || has(t, 'Conjunction') || has(t, 'Determiner')) return false;
  // 'the Great Fire of London', 'the Eiffel Tower': capitalised words after 'the' name a thing or a place.
  let back = i - 1;
  while (back >= 0 && tokens[back]!.sentence === t.sentence && isCapitalised(tokens[back]) && !tokens[back]!.first) back -= 1;
  if (back >= 0 && tokens[back]!.sentence === t.sentence && tokens[back]!.lower === 'the') return false;
  if (!t.first) return true;
  // First word of a sentence: a name when it is not an ordinary word, or when a character's verb follows.
  const next = tokens[i + 1];
  if (!next) return !isEnglishWord(t.lower);
  const followedLikeName =
    // 'Kiri the kiwi bird': one word may say what sort of kind.
    (next.lower === 'the' && (kindAt(tokens, i + 2) !== null || kindAt(tokens, i + 3) !== null)) ||
    (next.lower === 'and' && (isCapitalised(tokens[i + 2]) || POSSESSIVES.has(tokens[i + 2]?.lower ?? ''))) ||
    // ('Rose and the snowman', 'June and a dragon': a word-like name beside a kind, as a title says it.)
    (next.lower === 'and' &&
      !(t.lower in WEATHER_WORDS) &&
      ['the', 'a', 'an'].includes(tokens[i + 2]?.lower ?? '') &&
      (kindAt(tokens, i + 3) !== null || kindAt(tokens, i + 4) !== null)) ||
    (/^,/.test(t.post.trim()) && !listOfThings(tokens, i)) ||
    /['’]s$/.test(t.text);
  // ('Cake tasted better with a friend!', 'Nuts smell so good': how a thing tastes, said first, is no one tasting.)
  const tastes =
    ['taste', 'smell'].includes(next.root) &&
    (has(tokens[i + 2], 'Adjective') || ['better', 'like', 'so', 'even', 'really', 'very'].includes(tokens[i + 2]?.lower ?? ''));
  const verbNext = has(next, 'Verb') && !has(next, 'Gerund') && !tastes;
  if (!isEnglishWord(t.lower)) return verbNext || followedLikeName || has(next, 'Noun');
  // 'First,', 'Later,', 'Soon the brave girl': an ordinary adverb or adjective opening a sentence is no name.
  // ('No, it was just a sock', 'Oh, look!': a word said on its own is no name.)
  // ('Visiting the elephants', 'Watching the whales': a doing said first is no one called so.)
  const plainWord =
    has(t, 'Adverb') ||
    has(t, 'Value') ||
    has(t, 'Adjective') ||
    has(t, 'Expression') ||
    (has(t, 'Gerund') && /ing$/.test(t.lower)) ||
    isPlainWordAlone(t.lower);
  return (followedLikeName && !plainWord) || (verbNext && AGENT_VERBS.has(next.root) && !has(t, 'Uncountable'));
}

/** The name starting at token i (several capitalised words, or words joined by hyphens), as [text, last index]. */
function nameAt(
  tokens: readonly Token[],
  source: string,
  i: number,
  afterNaming: boolean,
  afterKind = false,
): [string, number] | null {
  if (!nameLike(tokens, i, afterNaming, afterKind)) return null;
  let end = i;
  for (;;) {
    const current = tokens[end]!;
    const next = tokens[end + 1];
    if (!next || next.sentence !== current.sentence) break;
    const joined = current.post === '-' || current.post === '‐';
    const spaced = /^\s+$/.test(current.post) && next.pre === '';
    if (joined && /^\p{L}/u.test(next.text)) end += 1;
    else if (
      spaced &&
      isCapitalised(next) &&
      ((!NOT_NAMES.has(next.lower) && !isSoundWord(next.lower)) || has(next, 'Person')) &&
      (has(next, 'Person') || has(next, 'ProperNoun') || !isEnglishWord(next.lower)) &&
      !isPlaceWord(next.lower) &&
      !kindOf(next.lower) &&
      !has(next, 'Place')
    )
      end += 1;
    else break;
  }
  const text = span(source, tokens[i]!, tokens[end]!).replace(/['’]s$/, '');
  return [afterNaming ? asName(text) : text, end];
}

export function genderOf(name: string, token: Token | undefined): Pronoun | null {
  if (has(token, 'FemaleName')) return 'she';
  if (has(token, 'MaleName')) return 'he';
  return pronounOfName(name);
}

/** Who a possessive noun names ('Noah's' -> 'Noah', 'Grandma's' -> 'Grandma'), or null. */
function possessorOf(t: Token): string | null {
  if (!has(t, 'Possessive') || has(t, 'Pronoun') || !/['’]s$/.test(t.text)) return null;
  return t.text.replace(/['’]s$/, '');
}

/** Adjectives, a count and a possessive right before token i. */
function before(
  tokens: readonly Token[],
  i: number,
): { owner: string | null; adjectives: string[]; count: number; from: number } {
  const adjectives: string[] = [];
  let j = i - 1;
  let count = 1;
  // 'lives under Oskar's bed': a preposition the library calls an adjective describes no one.
  while (
    j >= 0 &&
    tokens[j]!.sentence === tokens[i]!.sentence &&
    (has(tokens[j], 'Adjective') || has(tokens[j], 'Value')) &&
    !PLACE_WORDS.has(tokens[j]!.lower)
  ) {
    if (has(tokens[j], 'Value'))
      count = Math.max(count, Number.parseInt(tokens[j]!.text, 10) || (tokens[j]!.lower === 'two' ? 2 : 3));
    else adjectives.unshift(tokens[j]!.lower);
    j -= 1;
  }
  // 'Noah's dog': a name or a kind word with 's owns what follows, as 'his dog' would.
  const ownedBy = j >= 0 && tokens[j]!.sentence === tokens[i]!.sentence ? possessorOf(tokens[j]!) : null;
  const owner = ownedBy ?? (j >= 0 && POSSESSIVES.has(tokens[j]!.lower) ? tokens[j]!.lower : null);
  const determiner = j >= 0 && has(tokens[j], 'Determiner') && !owner;
  return { owner, adjectives, count, from: (owner && !ownedBy) || determiner ? j : j + 1 };
}

/**
 * Everyone a text names, in order. `relatives`: a creature before a family word is that creature
 * ('three bunny sisters' in an idea); in a story's paragraph 'penguin dads' stay the hero's kind's dads.
 */
/**
 * The name after a comma is the next one in a list, not the name of the kind word before it: 'Gran,
 * Kai and Mo' (a family word written as a name takes no other), 'his sister, Leah and Tom' (the list
 * goes on after it); 'his sister, Leah, smiled' names her.
 */
function nextInList(tokens: readonly Token[], kindEnd: number): boolean {
  if (!/,/.test(tokens[kindEnd]!.post)) return false;
  if (isCapitalised(tokens[kindEnd])) return true;
  let k = kindEnd + 1;
  while (
    tokens[k + 1] &&
    /^\s+$/.test(tokens[k]!.post) &&
    isCapitalised(tokens[k + 1]) &&
    tokens[k + 1]!.sentence === tokens[k]!.sentence
  )
    k += 1;
  const after = tokens[k + 1];
  return (
    after !== undefined &&
    after.sentence === tokens[k]!.sentence &&
    (['and', 'or'].includes(after.lower) || (/,/.test(tokens[k]!.post) && isCapitalised(after)))
  );
}

export function findMentions(tokens: readonly Token[], source: string, relatives = false): Mention[] {
  const mentions: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const kindHere = kindAt(tokens, i);
    // A kind word that is a modifier of another noun ('dog house', 'fish tank', 'baby dragon') is no one.
    const modifier =
      kindHere !== null &&
      kindHere[1] === 1 &&
      has(tokens[i + 1], 'Noun') &&
      // 'her twin brother Adam': a kind word before another (the library may call 'brother' a name) describes it.
      (!has(tokens[i + 1], 'ProperNoun') || kindOf(tokens[i + 1]!.lower) !== null) &&
      !has(tokens[i + 1], 'Pronoun') &&
      !isCapitalised(tokens[i + 1]) &&
      // 'heard Dad crying in the kitchen': a family word said as a name, then an '-ing' word that no
      // noun follows, is someone doing it.
      !(isCapitalised(token) && /ing$/.test(tokens[i + 1]!.lower) && !has(tokens[i + 2], 'Noun')) &&
      /^\s*$/.test(token.post) &&
      // 'Grandma's glasses': whoever owns a thing is someone.
      possessorOf(token) === null &&
      // 'welcomes his new puppy home', 'brings the kitten home': home is where they go, not a sort of home.
      !(tokens[i + 1]!.lower === 'home' && !has(tokens[i + 2], 'Noun')) &&
      tokens[i + 1]!.sentence === token.sentence;
    const withTitle = withTitleAt(tokens, source, i);
    if (withTitle) {
      const [text, kind, pronoun, end] = withTitle;
      const { owner, adjectives } = before(tokens, i);
      mentions.push({
        from: i,
        to: end,
        name: text,
        kind,
        kindWord: kind.word,
        owner,
        adjectives,
        plural: false,
        pronoun,
        agent: false,
        relation: null,
      });
      i = end + 1;
      continue;
    }
    // 'Baby Bear', 'Mummy Bear', 'Mother Duck': a baby's or parent's word written as a title before an animal's word
    // is that animal called so (a bear cub, a mother duck), never a baby called Bear or a mum beside a bear.
    const animal = babyAnimalAt(tokens, i, kindHere);
    if (animal) {
      const { owner, adjectives } = before(tokens, i);
      const next = tokens[i + 1]!;
      mentions.push({
        from: i,
        to: i + animal[1],
        name: `${token.text} ${next.text.replace(/['’]s$/, '')}`,
        kind: animal[0],
        kindWord: animal[0].word,
        owner,
        // (a baby one drawn small)
        adjectives: kindHere![0].word === 'baby' ? [...adjectives, 'baby'] : adjectives,
        plural: false,
        pronoun: kindHere![0].pronoun ?? animal[0].pronoun ?? null,
        agent: false,
        relation: null,
      });
      i += animal[1] + 1;
      continue;
    }
    const name = !kindHere || isListedName(token.text) ? nameAt(tokens, source, i, false) : null;

    if (name) {
      const [text, end] = name;
      const mention: Mention = {
        from: i,
        to: end,
        name: text,
        kind: null,
        kindWord: null,
        owner: null,
        adjectives: [],
        plural: false,
        pronoun: genderOf(text, token),
        agent: false,
        relation: null,
      };
      const { owner, adjectives } = before(tokens, i);
      mention.owner = owner;
      mention.adjectives = adjectives;
      // 'Little Red Hen', 'Brer Rabbit': a name written straight before a capitalised animal's word is
      // that animal's whole name (a hen called so), never a child called Red beside a hen.
      const titled = tokens[end + 1];
      const animalAfter = titled && isCapitalised(titled) && /^\s+$/.test(tokens[end]!.post) ? kindAt(tokens, end + 1) : null;
      if (animalAfter && !animalAfter[0].human && titled!.sentence === tokens[end]!.sentence) {
        const last = end + animalAfter[1];
        const whole = span(
          source,
          tokens[i > 0 && tokens[i - 1]!.lower === 'little' && isCapitalised(tokens[i - 1]) ? i - 1 : i]!,
          tokens[last]!,
        );
        mention.name = whole.replace(/['’]s$/, '');
        mention.kind = animalAfter[0];
        mention.kindWord = animalAfter[0].word;
        mention.pronoun = animalAfter[0].pronoun ?? mention.pronoun;
        mention.to = last;
        mentions.push(mention);
        i = last + 1;
        continue;
      }
      // 'Sofía the (little) snail', 'Pip, a little mouse,' (not 'said Pingu. The yeti pointed': someone else).
      let k = end + 1;
      const sameSentence = tokens[k]?.sentence === tokens[end]!.sentence;
      if (
        sameSentence &&
        (tokens[k]?.lower === 'the' || (/,/.test(tokens[end]!.post) && ['a', 'an', 'the'].includes(tokens[k]?.lower ?? '')))
      ) {
        k += 1;
        const adjectivesAfter: string[] = [];
        while (has(tokens[k], 'Adjective') && !kindAt(tokens, k)) adjectivesAfter.push(tokens[k++]!.lower);
        // 'the kiwi bird': a word naming the sort, then the kind.
        if (!kindAt(tokens, k) && tokens[k]?.sentence === tokens[end]!.sentence && kindAt(tokens, k + 1))
          adjectivesAfter.push(tokens[k++]!.lower);
        let kind = kindAt(tokens, k);
        // 'Bubbles, a superhero cat', 'Pip the pirate mouse': a person's word before a creature's is what sort of creature
        // it is (a cat with a cape), as in 'a superhero cat called Bubbles'; 'Rex, a dragon king' stays a dragon.
        const then = kind && /^\s+$/.test(tokens[k + kind[1] - 1]!.post) ? kindAt(tokens, k + kind[1]) : null;
        // ('Leo the lion cub' is a lion, young; 'Biscuit, a superhero puppy' a puppy.)
        const young = YOUNG_WORDS.has(tokens[k + (kind?.[1] ?? 0)]?.lower ?? '');
        if (
          kind &&
          then &&
          tokens[k + kind[1]]!.sentence === tokens[end]!.sentence &&
          (kind[0].human || (!then[0].human && !young))
        ) {
          adjectivesAfter.push(...tokens.slice(k, k + kind[1]).map((t) => t.lower));
          k += kind[1];
          kind = then;
        }
        if (kind) {
          mention.kind = kind[0];
          mention.kindWord = tokens
            .slice(k, k + kind[1])
            .map((t) => t.lower)
            .join(' ');
          mention.adjectives.push(...adjectivesAfter);
          mention.to = k + kind[1] - 1;
        }
      }
      mention.pronoun = mention.kind?.pronoun ?? mention.pronoun;
      mentions.push(mention);
      i = mention.to + 1;
      continue;
    }

    // 'two dinosaur friends', 'a mermaid princess', 'the dragon king': a creature before a person's
    // word is what they are; the person's word is a relation or a title.
    const role = modifier && !kindHere[0].human ? kindAt(tokens, i + 1) : null;
    // 'a seal pup', 'a lion cub', 'an owl chick': a young one of the creature before it.
    const young = role !== null && role[1] === 1 && YOUNG_WORDS.has(tokens[i + 1]!.lower);
    const titled = role !== null && ((role[0].human && role[1] === 1 && (relatives || role[0].group !== 'family')) || young);
    if (kindHere && (!modifier || titled)) {
      const [kind, size] = kindHere;
      const last = titled ? i + 1 : i + size - 1;
      const { owner, adjectives, count, from } = before(tokens, i);
      const word = tokens
        .slice(i, i + size)
        .map((t) => t.lower)
        .join(' ')
        .replace(/['’]s$/, '');
      const roleWord = titled ? tokens[last]!.root : null;
      const mention: Mention = {
        from,
        to: last,
        name: null,
        kind,
        kindWord: word,
        owner,
        adjectives,
        plural: count > 1 || (has(tokens[last], 'Plural') && kind.plural !== kind.word) || word === 'twins',
        pronoun: kind.pronoun ?? null,
        agent: false,
        relation:
          roleWord && kindOf(roleWord)?.word === 'friend'
            ? 'friend'
            : roleWord && kindOf(roleWord)?.group === 'family'
              ? roleWord
              : null,
      };
      if (roleWord && !mention.relation) mention.adjectives.push(roleWord);
      // 'bunny sisters', 'a dragon king': the person's word says she or he.
      if (roleWord) mention.pronoun ??= kindOf(roleWord)?.pronoun ?? null;
      let k = last + 1;
      let nameToken: Token | undefined;
      // 'a robot named Bolt', 'her dog Rex', 'Grandma Rose'
      if (NAMING.has(tokens[k]?.lower ?? '') && nameAt(tokens, source, k + 1, true)) {
        const [text, end] = nameAt(tokens, source, k + 1, true)!;
        mention.name = text;
        mention.to = end;
        nameToken = tokens[k + 1];
      } else if (
        tokens[k] &&
        tokens[k]!.sentence === tokens[last]!.sentence &&
        !tokens[k]!.first &&
        isCapitalised(tokens[k]) &&
        !nextInList(tokens, last) &&
        nameAt(tokens, source, k, false, true)
      ) {
        const [text, end] = nameAt(tokens, source, k, false, true)!;
        mention.name = text;
        mention.to = end;
        nameToken = tokens[k];
      } else if (kind.group === 'family' && isCapitalised(tokens[i]) && !tokens[i]!.first) {
        // 'Grandma' written as a name ('Grandma's house': without the 's).
        mention.name = tokens[i]!.text.replace(/['’]s$/, '');
      }
      if (mention.name) {
        // 'her friend Bolt the robot': the second kind is what Bolt is, the first how Bolt is related.
        let j = mention.to + 1;
        if (tokens[j]?.lower === 'the' && tokens[j]!.sentence === tokens[mention.to]!.sentence) {
          j += 1;
          while (has(tokens[j], 'Adjective') && !kindAt(tokens, j)) j += 1;
          const specific = kindAt(tokens, j);
          if (specific) {
            mention.relation = mention.kindWord;
            mention.kind = specific[0];
            mention.kindWord = tokens
              .slice(j, j + specific[1])
              .map((t) => t.lower)
              .join(' ');
            mention.to = j + specific[1] - 1;
            mention.pronoun = specific[0].pronoun ?? null;
          }
        }
        mention.pronoun ??= genderOf(mention.name, nameToken);
      }
      k = mention.to + 1;
      if (['who', 'that'].includes(tokens[k]?.lower ?? '') && has(tokens[k + 1], 'Verb')) mention.agent = true;
      mentions.push(mention);
      i = mention.to + 1;
      continue;
    }
    i += 1;
  }
  return mentions;
}

/** Words for two of the family at once, said as the two: each comes into the story as someone of their own. */
const FAMILY_PAIRS: Readonly<Record<string, string>> = { grandparents: 'grandma and grandpa', parents: 'mum and dad' };

/** 'Ollie's grandparents come to stay' -> 'Ollie's grandma and grandpa come to stay'. */
export const pairsSaid = (text: string) =>
  text.replace(/\b(grandparents|parents)\b/gi, (word: string) => {
    const pair = FAMILY_PAIRS[word.toLowerCase()]!;
    return /^\p{Lu}/u.test(word) ? pair.charAt(0).toUpperCase() + pair.slice(1) : pair;
  });
