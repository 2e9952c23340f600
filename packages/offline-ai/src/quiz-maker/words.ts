/** Word classes the question finders test tokens against. */
import type { Token } from './sentences.js';

const PRONOUNS = new Set([
  'i',
  'me',
  'my',
  'mine',
  'you',
  'your',
  'he',
  'him',
  'his',
  'she',
  'her',
  'hers',
  'it',
  'its',
  'we',
  'us',
  'our',
  'they',
  'them',
  'their',
  'theirs',
  'myself',
  'himself',
  'herself',
  'itself',
  'themselves',
  'ourselves',
  'yourself',
  'everyone',
  'someone',
  'everybody',
  'somebody',
  'anyone',
  'nobody',
  'this',
  'that',
  'these',
  'those',
  'one',
]);

export const ARTICLES = new Set(['a', 'an', 'the']);
export const POSSESSIVES = new Set(['his', 'her', 'their', 'its', 'my', 'our', 'your']);

/** Prepositions that say where: the start of a "where" answer. */
export const WHERE_PREPOSITIONS = new Set([
  'around',
  'along',
  'in',
  'inside',
  'into',
  'at',
  'on',
  'onto',
  'under',
  'underneath',
  'beneath',
  'behind',
  'beside',
  'near',
  'by',
  'to',
  'across',
  'through',
  'over',
  'above',
]);

/** Prepositions in general: they end a noun phrase. */
export const PREPOSITIONS = new Set([
  ...WHERE_PREPOSITIONS,
  'with',
  'of',
  'for',
  'from',
  'about',
  'around',
  'along',
  'up',
  'down',
  'past',
  'off',
  'toward',
  'towards',
  'until',
  'after',
  'before',
  'like',
  'without',
  'out',
]);

export const CONJUNCTIONS = new Set(['and', 'but', 'or', 'so', 'because', 'when', 'while', 'as', 'then', 'if', 'until', 'that']);

/** Verbs that need a subject question of their own ('was', 'could'): never the main verb of a question. */
const NOT_ACTIONS = new Set([
  'be',
  'is',
  'was',
  'were',
  'have',
  'has',
  'do',
  'did',
  'could',
  'would',
  'should',
  'might',
  'must',
  'can',
  'will',
  'shall',
  'may',
  'seem',
  'seemed',
  'become',
  'became',
  'feel',
  'felt',
  'look',
  'looked',
  'know',
  'knew',
  'think',
  'thought',
  'wonder',
  'wondered',
  'wish',
  'wished',
  'hope',
  'hoped',
  'love',
  'loved',
  'like',
  'liked',
  'want',
  'wanted',
  'need',
  'needed',
  'say',
  'said',
  'ask',
  'asked',
  'tell',
  'told',
  'reply',
  'replied',
  'call',
  'called',
  'name',
  'named',
  'learn',
  'learned',
  'learnt',
  'remember',
  'remembered',
  'forget',
  'forgot',
  'decide',
  'decided',
  'try',
  'tried',
  'begin',
  'began',
  'start',
  'started',
]);

export const hasTag = (token: Token | undefined, tag: string) => token?.tags.has(tag) ?? false;

export const isCapitalised = (token: Token) => /^[A-Z]/.test(token.text);

export const isPronoun = (token: Token) => PRONOUNS.has(token.lower) || hasTag(token, 'Pronoun');

/**
 * A pronoun a question cannot keep: 'him', 'they', 'it'. 'his' and 'her' before a noun stay, as
 * the subject's own ('put on her yellow raincoat', 'sent a postcard to her parents').
 */
export function isVaguePronoun(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i]!;
  if (!isPronoun(token)) return false;
  const next = tokens[i + 1];
  const own =
    (token.lower === 'his' || token.lower === 'her') &&
    !token.post &&
    !!next &&
    (hasTag(next, 'Noun') || hasTag(next, 'Adjective'));
  return !own;
}

/** Pasts compromise sometimes reads as presents ('drew'), with their dictionary forms. */
export const IRREGULAR_PAST: Record<string, string> = {
  drew: 'draw',
  grew: 'grow',
  threw: 'throw',
  blew: 'blow',
  flew: 'fly',
  hid: 'hide',
  slid: 'slide',
  dug: 'dig',
  hung: 'hang',
  swung: 'swing',
  sang: 'sing',
  rang: 'ring',
  spun: 'spin',
  fed: 'feed',
  led: 'lead',
  met: 'meet',
  crept: 'creep',
  swept: 'sweep',
  knelt: 'kneel',
  built: 'build',
  caught: 'catch',
  taught: 'teach',
  brought: 'bring',
  bought: 'buy',
  wore: 'wear',
  rode: 'ride',
  wrote: 'write',
  drove: 'drive',
  chose: 'choose',
  froze: 'freeze',
  woke: 'wake',
  broke: 'break',
  spoke: 'speak',
  ate: 'eat',
  fell: 'fall',
  held: 'hold',
  found: 'find',
  swam: 'swim',
  ran: 'run',
  sat: 'sit',
  stood: 'stand',
  took: 'take',
  gave: 'give',
  made: 'make',
  saw: 'see',
  went: 'go',
  came: 'come',
};

/** Verbs whose past is spelt like their present: after a subject in a story, they are past. */
const SAME_IN_PAST = new Set(['put', 'cut', 'set', 'hit', 'shut', 'spread', 'let', 'cast']);

/** A verb in the past tense that can start a "Who ...?" ('waved', 'liked'; not 'was' or 'could'). */
export const isPastVerb = (token: Token | undefined) =>
  !!token &&
  (hasTag(token, 'PastTense') || token.lower in IRREGULAR_PAST || (SAME_IN_PAST.has(token.lower) && hasTag(token, 'Verb'))) &&
  hasTag(token, 'Verb') &&
  !hasTag(token, 'Copula') &&
  !hasTag(token, 'Auxiliary') &&
  !hasTag(token, 'Modal') &&
  !['said', 'asked', 'called', 'named', 'had', 'did'].includes(token.lower);

/**
 * A past-tense action a "Where did ...?" or "What did ...?" can ask about: 'slept', 'found'
 * (not 'felt', 'wanted' or 'said', which make odd questions).
 */
export const isPastAction = (token: Token | undefined) =>
  isPastVerb(token) && !NOT_ACTIONS.has(token!.lower) && !NOT_ACTIONS.has(token!.root);

/** Plural noun ('stars', 'boots'), as compromise tags it. */
export const isPlural = (token: Token) => hasTag(token, 'Plural');

/** 'a' or 'an' as the next word wants it. */
export function article(next: string): 'a' | 'an' {
  return /^(?:[aeio]|u(?![nr]?i|ni|se|su|ro))/i.test(next) && !/^one/i.test(next) ? 'an' : 'a';
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
