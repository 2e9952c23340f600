/**
 * Text into tokens with the NLP library's (compromise) part-of-speech tags, roots (a noun's
 * singular, a verb's infinitive) and offsets into the original text, so names are cut out exactly
 * as written, diacritics and all.
 */
import nlp from 'compromise';
import { isListedName } from './names.js';

export interface Token {
  /** The word as written (no surrounding punctuation). */
  text: string;
  lower: string;
  /** Singular of a noun, infinitive of a verb, else `lower`. */
  root: string;
  tags: ReadonlySet<string>;
  /** Punctuation and spaces before and after, as written. */
  pre: string;
  post: string;
  /** Offset of `text` in the source. */
  start: number;
  end: number;
  sentence: number;
  /** Index in the whole token list. */
  index: number;
  /** First word of its sentence. */
  first: boolean;
  /** Inside a quotation. */
  quoted: boolean;
}

interface JsonTerm {
  text: string;
  pre: string;
  post: string;
  tags: string[];
  normal: string;
  root?: string;
  offset: { start: number; length: number };
}

/** Compound nouns the library should read as one noun ('water cycle' rather than 'water' + the verb 'cycle'). */
const COMPOUNDS = [
  'water cycle',
  'life cycle',
  'food chain',
  'solar system',
  'space station',
  'rock pool',
  'tree rings',
  'tree ring',
  'night sky',
  'hot air balloon',
  'fire engine',
  'rain cloud',
  'sand dune',
  'light bulb',
  'bus stop',
  'ice cream',
  'coral reef',
  'sea turtle',
  'baby teeth',
  'milk teeth',
  'green house',
  'steam engine',
  'spider web',
  'bird nest',
  'moon buggy',
  'tent poles',
  'tent pegs',
];
const registered = new Set<string>();

/**
 * Teaches the library multi-word nouns (the story writer's topic terms, place phrases, kinds), so
 * they are tagged as nouns. Safe to call more than once.
 */
export function registerNouns(phrases: Iterable<string>): void {
  const words: Record<string, string> = {};
  for (const phrase of phrases) {
    const key = phrase.toLowerCase().trim();
    if (!key.includes(' ') || registered.has(key) || !/^[a-z' -]+$/.test(key)) continue;
    // Only noun phrases: 'make friends' or 'brush teeth' stay verbs, and 'how plants grow' or 'what animals eat' a
    // question (made a noun, 'learns how plants grow' would be about a 'how').
    if (nlp(key).has('^#Verb') || /\b(?:of|to|the|and|a)\b/.test(key) || /^(?:how|why|what|where|when|which|who)\b/.test(key))
      continue;
    registered.add(key);
    words[key] = 'Noun';
  }
  if (Object.keys(words).length > 0) nlp.addWords(words);
}

registerNouns(COMPOUNDS);

/**
 * Things named by an '-ing' word and a noun, which the library reads as a verb and its object
 * ('look for shooting stars' would be to shoot stars). Singular and plural are both taught.
 */
const ING_COMPOUNDS = [
  'shooting star',
  'swimming pool',
  'paddling pool',
  'sleeping bag',
  'fishing rod',
  'fishing net',
  'skipping rope',
  'washing machine',
  'washing line',
  'rocking horse',
  'spinning top',
  'climbing frame',
  'diving board',
  'watering can',
  'flying saucer',
  'racing car',
  'sailing boat',
  'magnifying glass',
  'frying pan',
  'dressing gown',
  'walking stick',
  'building block',
  'reading book',
  'colouring book',
  'spelling bee',
  'quilting bee',
];

/**
 * Things whose last word names a creature in another sense: a spelling bee is a contest, a hot dog
 * a sausage. The creature's word in them is nobody in the story. (A rocking horse or a gummy bear
 * may come to life as a hero, so they stay creatures' words.)
 */
const CREATURE_WORD_THINGS = new Set(['spelling bee', 'quilting bee', 'clothes horse', 'hot dog', 'corn dog', 'computer mouse']);

/** The creature's word at `i` ends a thing named by two words ('the spelling bee', 'two hot dogs'). */
export const endsThingCompound = (tokens: readonly Token[], i: number): boolean =>
  i > 0 && CREATURE_WORD_THINGS.has(`${tokens[i - 1]!.lower} ${tokens[i]!.root}`);
nlp.addWords(
  Object.fromEntries(
    ING_COMPOUNDS.flatMap((c) => [
      [c, 'Noun'],
      [c.endsWith('s') ? `${c}es` : `${c}s`, 'Noun'],
    ]),
  ),
);

/** A past participle between a preposition, a determiner or an owner and a noun describes it: 'with webbed feet', 'a painted egg', 'his sister's lost teddy'. */
function participlesAsAdjectives(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (!t.tags.has('PastTense') || !t.tags.has('Verb') || !before || !after || t.sentence !== after.sentence) return;
    // ('her sister's lost teddy', 'Zainab's broken kite': after an owner too.)
    // ('a mouse who wanted cheese': after 'who' or 'that' it is what the one before did.)
    const owner =
      ((has(before, 'Preposition') || has(before, 'Determiner')) && !relative(tokens, i - 1)) || has(before, 'Possessive');
    // ('Mia's broken kite': the last word, read as a verb, is the thing.)
    const lastVerb = has(before, 'Possessive') && describesNext(tokens, i) && !has(after, 'Noun');
    if (!owner || !(has(after, 'Noun') || lastVerb) || has(after, 'Pronoun')) return;
    if (/[,.;:!?]/.test(t.post) || ['called', 'named'].includes(t.lower)) return;
    tokens[i] = { ...t, tags: new Set(['Adjective']), root: t.lower };
    if (lastVerb) tokens[i + 1] = { ...after, tags: new Set(['Noun', 'Singular']), root: after.lower };
  });
}

/** 'who', or 'that' and 'which' right after a noun: what follows is what that one did. */
const relative = (tokens: readonly Token[], at: number) =>
  tokens[at]?.lower === 'who' || (['that', 'which'].includes(tokens[at]?.lower ?? '') && has(tokens[at - 1], 'Noun'));

/**
 * An '-ing' word right after a phrasal verb's particle is what is done on the way, though the library reads it as a
 * noun before the next one: 'Grandma came in cradling baby Noah', 'Tom ran out carrying a box'.
 */
function gerundsAfterParticles(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    if (!/ing$/.test(t.lower) || has(t, 'Verb') || !has(before, 'Particle') || before!.sentence !== t.sentence) return;
    if (/[,.;:!?]/.test(before!.post)) return;
    const alone = nlp(t.lower);
    if (!alone.has('#Gerund')) return;
    const root = alone.verbs().toInfinitive().text().toLowerCase() || t.root;
    tokens[i] = { ...t, tags: new Set(['Verb', 'Gerund', 'PresentTense']), root };
  });
}

const NAME_TAGS = ['ProperNoun', 'Person', 'FirstName', 'MaleName', 'FemaleName'];

/**
 * "Leo's teddy is lost": a name the library does not know, with 's before a noun, is read as 'Leo is
 * teddy'. The 's before a noun (and no determiner) is a possessive: the empty 'is' goes, the name owns.
 * So is one after a preposition, whatever follows ('a sleepover at Auntie's flat', 'Diwali at Nana's'):
 * no one 'is' anything there.
 */
const describesNext = (tokens: readonly Token[], at: number) => {
  const after = tokens[at + 1];
  const last = tokens[at + 2] === undefined || tokens[at + 2]!.sentence !== after?.sentence;
  // ('Mia's broken kite': the last word, read as a verb, is the thing broken.)
  return (
    after !== undefined &&
    after.sentence === tokens[at]!.sentence &&
    (has(after, 'Noun') || (last && has(after, 'Infinitive'))) &&
    !has(after, 'Pronoun') &&
    !/[,.;:!?]/.test(tokens[at]!.post)
  );
};

function possessivesKept(tokens: Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => {
    const before = out.at(-1);
    const next = tokens[i + 1];
    const afterPreposition = has(out.at(-2), 'Preposition') && out.at(-2)!.sentence === t.sentence;
    // 'Zainab's lost tooth', 'his sister's broken kite' (read 'Zainab has lost'): a past participle before a noun
    // describes the owner's thing.
    const described = has(next, 'PastTense') && describesNext(tokens, i + 1);
    const possessive =
      t.text === '' &&
      (has(t, 'Copula') || (described && has(t, 'Auxiliary'))) &&
      before !== undefined &&
      /['’]s$/.test(before.text) &&
      (afterPreposition ||
        (has(next, 'Noun') && !has(next, 'Pronoun') && !has(next, 'Determiner') && next!.sentence === t.sentence) ||
        described);
    if (!possessive) {
      out.push({ ...t, index: out.length });
      return;
    }
    const root = before.root.replace(/['’]s$/, '');
    out[out.length - 1] = { ...before, tags: new Set([...before.tags, 'Noun', 'Possessive']), root, post: t.post || before.post };
    // 'teddy' read as a name after it: written small, it is a word.
    for (const at of described ? [i + 1, i + 2] : [i + 1]) {
      const word = tokens[at];
      if (word && !isCapitalised(word) && NAME_TAGS.some((tag) => has(word, tag)))
        tokens[at] = { ...word, tags: new Set([...word.tags].filter((tag) => !NAME_TAGS.includes(tag))) };
    }
  });
  return out;
}

type Doc = ReturnType<typeof nlp>;
type View = Parameters<Parameters<Doc['forEach']>[0]>[0];

/**
 * 'Animals that wake up at night', 'a box that fell off': after 'that', 'who' or 'which' the library
 * may read a verb and its particle as two nouns (an alarm clock would be drawn for 'wake'). Read as
 * 'they wake up', the words are a verb and its particle there too.
 */
export function mendPhrasalVerbs(doc: Doc): Doc {
  doc.match('(that|who|which) #Noun (up|down|out|off|away|back)').forEach((found: View) => {
    const word = found.terms(1);
    const particle = found.terms(2);
    if (word.has('#Pronoun')) return;
    const alone = nlp(`they ${word.text('normal')} ${particle.text('normal')}`);
    if (!alone.has('^they #Verb')) return;
    for (const tag of alone.terms(1).json()[0]?.terms[0]?.tags ?? []) word.tag(tag);
    word.unTag('Noun');
    for (const tag of ['PhrasalVerb', 'Particle']) particle.tag(tag);
    particle.unTag('Noun');
  });
  // 'The sun rose over the hills', 'Mia rose from her chair': 'rose' after the one rising and before
  // where it goes (or the sentence's end) is the verb, not the flower ('a red rose', 'the rose was red').
  doc
    .match(`#Noun [rose] (${RISEN_TO}|#Adverb)`, 0)
    .concat(doc.match('#Noun [rose]$', 0))
    .forEach((word: View) => {
      word.unTag('Noun');
      word.tag('PastTense');
    });
  return doc;
}

/** Words that say where or how something rose. */
const RISEN_TO = 'over|above|up|from|into|out|high|higher|behind|through|across|in|on|to|and|beyond|among';

/** Verbs whose past is their own bare form, which the library may read as a noun after one ('the paper bag split'). */
const SAME_PAST = new Set(['split', 'burst', 'shut', 'spread', 'hit', 'cut', 'slit', 'cast']);

/** 'the bag split, and ...', 'the balloon burst!': after a noun, at a clause's end, the word is what the thing did. */
function samePastAfterNouns(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (!SAME_PAST.has(t.lower) || has(t, 'Verb') || !has(before, 'Noun') || has(before, 'Pronoun')) return;
    if (before!.sentence !== t.sentence) return;
    const ends = /[,.;:!?]/.test(t.post) || !after || after.sentence !== t.sentence || has(after, 'Preposition');
    if (!ends) return;
    tokens[i] = { ...t, tags: new Set(['Verb', 'PastTense']), root: t.lower };
  });
}

/**
 * After a preposition, 'her' owns what follows, though the library may read 'her' as whom and the next word as a verb:
 * 'plays in her garden', 'sat on her bed', never 'garden' as a thing done.
 */
function ownedAfterPrepositions(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const her = tokens[i - 1];
    if (her?.lower !== 'her' || !has(tokens[i - 2], 'Preposition') || !has(t, 'Verb') || has(t, 'Gerund')) return;
    if (her.sentence !== t.sentence || tokens[i - 2]!.sentence !== t.sentence) return;
    tokens[i - 1] = { ...her, tags: new Set(['Pronoun', 'Possessive']) };
    tokens[i] = { ...t, tags: new Set(['Noun', 'Singular']), root: t.lower };
  });
}

export function tokenize(text: string): Token[] {
  const doc = mendPhrasalVerbs(nlp(text));
  doc.compute('root');
  const sentences = doc.json({ offset: true }) as { terms: JsonTerm[] }[];
  const tokens: Token[] = [];
  let quoted = false;
  sentences.forEach((sentence, s) => {
    sentence.terms.forEach((term, i) => {
      const opens = /["“]/.test(term.pre);
      if (opens) quoted = true;
      const start = term.offset.start;
      const lower = term.normal || term.text.toLowerCase();
      tokens.push({
        text: term.text,
        lower,
        root: (term.root ?? lower).toLowerCase(),
        tags: new Set(term.tags),
        pre: term.pre,
        post: term.post,
        start,
        end: start + term.offset.length,
        sentence: s,
        index: tokens.length,
        // ('"You did it!" At bedtime, ...': a sentence the library ran on past a closing quote starts after it.)
        first: i === 0 || /[.!?]["”]\s+$/.test(sentence.terms[i - 1]!.post),
        quoted,
      });
      if (/["”]/.test(term.post)) quoted = false;
    });
  });
  // 'its' is a possessive, never a noun ('a thorn in its paw').
  tokens.forEach((t, i) => {
    if (t.lower === 'its' && !has(t, 'Pronoun')) tokens[i] = { ...t, tags: new Set(['Pronoun', 'Possessive']) };
  });
  // ("Tom's room is a mess": the library hears a shop's name, like "Joe's Diner"; a child's given name owns the room.)
  tokens.forEach((t, i) => {
    const bare = t.text.replace(/['’]s$/, '');
    if (has(t, 'Place') && has(t, 'Possessive') && bare !== t.text && isListedName(bare))
      tokens[i] = { ...t, tags: new Set([...[...t.tags].filter((tag) => tag !== 'Place'), 'Person', 'FirstName']) };
  });
  const kept = possessivesKept(tokens);
  participlesAsAdjectives(kept);
  gerundsAfterParticles(kept);
  ownedAfterPrepositions(kept);
  samePastAfterNouns(kept);
  return kept;
}

const lexicon = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, string | string[] | undefined> } } }).model
  .one.lexicon;

/** The library's own lexicon says the word is an adjective ('kind'), whatever it was tagged in a sentence. */
export const isAdjectiveWord = (word: string) => {
  const tag = lexicon[word];
  return tag === 'Adjective' || (Array.isArray(tag) && tag.includes('Adjective'));
};

const alone = new Map<string, boolean>();
/** Words of time and order the library files as adjectives ('soon', 'later', 'next'). */
const WHEN_WORDS = new Set(['soon', 'later', 'still', 'next', 'now', 'then', 'first', 'last', 'early', 'late', 'afterwards']);
/** ...and words of where, opening a sentence ('Ahead, the line went into a tunnel'), never a name. */
const WHERE_WORDS = new Set([
  'ahead',
  'behind',
  'above',
  'below',
  'beyond',
  'nearby',
  'overhead',
  'outside',
  'inside',
  'underneath',
]);

/**
 * The word read alone, out of its sentence, is an adverb, a number, a date or a word of time and
 * order ('soon', 'later', 'suddenly', 'yesterday'): a sentence's first word the library took for a
 * verb or a name there ('Soon the fox ran') is still that ordinary word. (An adjective may be a
 * name: 'Happy the hippo'.)
 */
export function isPlainWordAlone(word: string): boolean {
  const lower = word.toLowerCase();
  let plain = alone.get(lower);
  if (plain === undefined) {
    plain = WHEN_WORDS.has(lower) || WHERE_WORDS.has(lower) || nlp(lower).has('(#Adverb|#Value|#Date)');
    alone.set(lower, plain);
  }
  return plain;
}

export const has = (token: Token | undefined, tag: string) => token?.tags.has(tag) ?? false;

/** Capitalised as written (a name or a proper noun usually), in any alphabet that has capitals. */
export const isCapitalised = (token: Token | undefined) => token !== undefined && /^\p{Lu}/u.test(token.text);

/** A clause ends after this token (a comma, a full stop, a dash...). */
export const endsClause = (token: Token | undefined) => token !== undefined && /[,.;:!?—–]/.test(token.post);

/** The source text from token a to token b (inclusive), exactly as written. */
export function span(source: string, a: Token, b: Token): string {
  return source.slice(a.start, b.end);
}

/** Where a phrase ends after each token (a full stop or a comma follows it). */
export const phraseEnds = (tokens: readonly Token[]) => tokens.map(endsClause);
