/** 'Where did the snail sleep?': a place phrase of a simple sentence, asked about. */
import { inStory, phrase, type Candidate, type StoryText } from '../candidate.js';
import { clauseStart, infinitive, subjectAt, type Subject } from '../clause.js';
import { COLOURS } from '../lexicon/colours.js';
import { CITIES, COUNTRIES } from '../../language/places.js';
import { PLAIN_ADJECTIVES, fits, placeGroup, placesLike } from '../lexicon/places.js';
import { nounPhraseAt, type NounPhrase } from '../noun-phrase.js';
import type { Sentence, Token } from '../sentences.js';
import { CONJUNCTIONS, WHERE_PREPOSITIONS, article, capitalise, hasTag, isPastAction, isVaguePronoun } from '../words.js';

/** Verbs whose 'at' names what is looked at, not where ('gasped at rock pools'). */
const AT_TARGET = new Set([
  'look',
  'gasp',
  'stare',
  'smile',
  'laugh',
  'wave',
  'point',
  'shout',
  'bark',
  'giggle',
  'glance',
  'peek',
  'peer',
  'grin',
  'wink',
  'nod',
  'yell',
  'call',
  'blink',
  'aim',
  'throw',
]);
/** Verbs that go somewhere: only they take 'to' for a place ('went to the park'). */
const MOTION = new Set([
  'go',
  'run',
  'walk',
  'fly',
  'sail',
  'travel',
  'hurry',
  'race',
  'swim',
  'drive',
  'ride',
  'come',
  'return',
  'climb',
  'hop',
  'skip',
  'march',
  'wander',
  'head',
  'zoom',
  'float',
  'crawl',
  'dash',
  'rush',
  'move',
  'dance',
  'skate',
  'slide',
  'roll',
  'paddle',
  'row',
  'jump',
  'leap',
  'tiptoe',
  'stroll',
  'trot',
  'gallop',
  'waddle',
  'scurry',
  'scamper',
  'set',
  'take',
  'bring',
  'carry',
  'follow',
]);
const KEEPABLE = new Set<string>([
  ...PLAIN_ADJECTIVES,
  ...COLOURS,
  'busy',
  'sunny',
  'shady',
  'dark',
  'cosy',
  'cozy',
  'snug',
  'warm',
  'cold',
  'bright',
  'pretty',
  'beautiful',
  'wide',
  'deep',
  'high',
  'round',
  'green',
  'hidden',
  'magic',
  'shiny',
  'sandy',
  'snowy',
  'grassy',
  'rocky',
  'leafy',
  'muddy',
  'dusty',
  'friendly',
  'peaceful',
  'giant',
  'long',
  'new',
  'special',
  'favourite',
  'favorite',
]);
/** Verbs that put something somewhere: only they make a box or a basket a place. */
const PLACING = new Set([
  'put',
  'pack',
  'hide',
  'keep',
  'find',
  'place',
  'drop',
  'store',
  'tuck',
  'stuff',
  'fall',
  'lay',
  'leave',
  'pop',
  'slip',
  'stash',
  'sleep',
  'sit',
  'curl',
]);
const AFTER_PLACE = new Set(['with', 'where', 'that', 'full', 'for', 'until', 'all', 'every', 'each', 'before', 'after']);
const MAX_MIDDLE_WORDS = 6;
const MAX_REST_WORDS = 10;

interface Place {
  subject: Subject;
  verb: Token;
  /** Words of the action besides the place: 'to rest' in 'stopped to rest near a blue oasis'. */
  action: Token[];
  preposition: Token;
  place: NounPhrase;
  sentence: number;
}

const clear = (tokens: readonly Token[]) =>
  tokens.every(
    (t, i) => !isVaguePronoun(tokens, i) && !CONJUNCTIONS.has(t.lower) && !t.pre.includes('"') && !t.post.includes('"'),
  ) && tokens.slice(0, -1).every((t) => !/[,;:]/.test(t.post));

function isPlace(phrase: NounPhrase | undefined): phrase is NounPhrase {
  if (!phrase) return false;
  if (phrase.proper) return phrase.proper !== 'other';
  // 'into bed', 'at school' are idioms: 'into table' is not, so they make no wrong options.
  if (!phrase.determiner) return false;
  return !!placeGroup(phrase.head.lower) && phrase.modifiers.length <= 3;
}

/** 'In Egypt, Maya saw the Nile.' */
function frontedPlace(story: StoryText, sentence: Sentence): Place | undefined {
  const tokens = sentence.tokens;
  const preposition = tokens[0];
  if (!preposition || !WHERE_PREPOSITIONS.has(preposition.lower) || preposition.lower === 'to') return undefined;
  const place = nounPhraseAt(tokens, 1);
  if (!isPlace(place) || tokens[place.end - 1]!.post !== ',') return undefined;
  const subject = subjectAt(story, sentence, place.end);
  const verb = subject && tokens[subject.end];
  if (!subject || !isPastAction(verb) || tokens[subject.end - 1]!.post) return undefined;
  const action = tokens.slice(subject.end + 1);
  if (action.length > MAX_REST_WORDS || !clear(action)) return undefined;
  return { subject, verb: verb!, action, preposition, place, sentence: sentence.index };
}

/** 'The snail slept under a big green leaf.' */
function trailingPlace(story: StoryText, sentence: Sentence): Place | undefined {
  const tokens = sentence.tokens;
  const subject = subjectAt(story, sentence, clauseStart(tokens));
  const verb = subject && tokens[subject.end];
  if (!subject || !isPastAction(verb) || tokens[subject.end - 1]!.post) return undefined;
  // 'to' before a verb belongs to the action ('stopped to rest near a blue oasis').
  const at = tokens.findIndex(
    (t, i) => i > subject.end && WHERE_PREPOSITIONS.has(t.lower) && !(t.lower === 'to' && hasTag(tokens[i + 1], 'Verb')),
  );
  if (at < 0) return undefined;
  const preposition = tokens[at]!;
  const action = tokens.slice(subject.end + 1, at);
  if (action.length > MAX_MIDDLE_WORDS || !clear(action) || (action.length && action[action.length - 1]!.post)) return undefined;
  if (preposition.lower === 'to' && !MOTION.has(verb!.root)) return undefined;
  if (preposition.lower === 'at' && AT_TARGET.has(verb!.root)) return undefined;
  const place = nounPhraseAt(tokens, at + 1);
  if (!isPlace(place) || (!place.proper && !fits(preposition.lower, place.head.lower))) return undefined;
  // 'took the cookies home in a tin' says how, not where; a box is a place only to put things in.
  if (placeGroup(place.head.lower) === 'containers' && !PLACING.has(verb!.root)) return undefined;
  if (action.some((t) => t.lower === 'home')) return undefined;
  const after = tokens.slice(place.end);
  // What may follow the place: more about it ('with a big apple tree'), a purpose or a time ('for a holiday').
  // After a comma comes an aside ('under a big green leaf, safe and dry all night').
  const aside = tokens[place.end - 1]!.post === ',';
  if (after.length && !aside && (tokens[place.end - 1]!.post !== '' || !AFTER_PLACE.has(after[0]!.lower))) return undefined;
  return { subject, verb: verb!, action, preposition, place, sentence: sentence.index };
}

/** Same preposition and shape, another place of the same sort that the story never mentions. */
function placeChoices(story: StoryText, { preposition, place }: Place): string[] {
  const prep = capitalise(preposition.lower);
  if (place.proper) {
    const pool = place.proper === 'country' ? COUNTRIES : CITIES;
    return pool.filter((other) => !inStory(story, other)).map((other) => `${prep} ${other}`);
  }
  const heads = placesLike(preposition.lower, place.head.lower, place.determiner).filter((noun) => !inStory(story, noun));
  const keep = place.modifiers.every((m) => KEEPABLE.has(m.lower));
  return heads.map((head, k) => {
    const modifiers = keep
      ? place.modifiers.map((m) => m.lower)
      : place.modifiers.map((_, j) => PLAIN_ADJECTIVES[(k * 3 + j) % PLAIN_ADJECTIVES.length]!);
    const words = [...modifiers, head];
    const determiner = place.determiner === 'a' || place.determiner === 'an' ? article(words[0]!) : place.determiner;
    return [prep, determiner, ...words].filter(Boolean).join(' ');
  });
}

export function whereQuestions(story: StoryText): Candidate[] {
  const places = story.sentences.flatMap((s) => {
    if (s.quoted) return [];
    const found = frontedPlace(story, s) ?? trailingPlace(story, s);
    return found ? [found] : [];
  });
  // The same character doing the same thing twice in two places makes the question unfair.
  const deedKey = (p: Place) => `${p.subject.key}:${p.verb.root}`;
  return places.flatMap((p) => {
    if ((story.deeds.get(deedKey(p)) ?? 0) > 1) return [];
    const action = p.action.length ? ` ${phrase(p.action)}` : '';
    const answer = capitalise(phrase([p.preposition, ...p.place.tokens]));
    return [
      {
        type: 'where' as const,
        question: `Where did ${p.subject.text} ${infinitive(p.verb)}${action}?`,
        answer,
        near: [],
        far: placeChoices(story, p),
        about: `where:${deedKey(p)}`,
        sentence: p.sentence,
        weight: 3,
      },
    ];
  });
}
