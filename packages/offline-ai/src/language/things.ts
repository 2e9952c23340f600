/**
 * Noun phrases from tagged tokens: 'the tallest sunflower' -> head 'sunflower'; 'the tree rings'
 * -> noun 'tree ring' (a compound keeps its sense: rings of a tree, not jewellery).
 */
import { kindOf } from './kinds.js';
import { EMPTY_NOUNS } from './lexicon.js';
import { has, isCapitalised, type Token } from './tokens.js';
import type { Thing } from './types.js';
import { singularOf } from './words.js';

export interface Phrase {
  /** First and last token index (inclusive), determiner included. */
  from: number;
  to: number;
  /** First token after the determiner or possessive. */
  body: number;
  determiner: string | null;
  thing: Thing;
}

/** 'helps a lost puppy get home': after someone living, these words are what they do, never part of their name. */
const DOINGS = new Set(['find', 'get', 'go', 'reach', 'learn', 'cross', 'climb', 'return', 'escape', 'fly', 'swim']);
const isNounish = (t: Token) => has(t, 'Noun') && !has(t, 'Pronoun') && !has(t, 'QuestionWord');
/** Words inside a noun phrase; a past participle only right after a determiner ('the lost key'). */
const isModifier = (t: Token, afterDeterminer: boolean) =>
  (has(t, 'Adjective') ||
    has(t, 'Value') ||
    has(t, 'Noun') ||
    (afterDeterminer && has(t, 'Verb') && has(t, 'PastTense') && !has(t, 'Copula'))) &&
  !has(t, 'Pronoun');
/** 'her', 'the', and a possessive noun ('Lucia's balloon', 'Grandma's glasses'). */
const isDeterminer = (t: Token) => has(t, 'Determiner') || (has(t, 'Possessive') && (has(t, 'Pronoun') || /['’]s$/.test(t.text)));

/** 'Pop went the balloon', 'Crash went the plates': one word, then 'went the', is the sound a thing made, no thing. */
const soundWent = (tokens: readonly Token[], body: number, last: number) =>
  body === last &&
  tokens[last + 1]?.lower === 'went' &&
  ['the', 'a', 'an', 'his', 'her', 'its', 'their', 'my', 'our'].includes(tokens[last + 2]?.lower ?? '');

/** Joined to the next word by a hyphen ('egg-and-spoon'). */
const hyphened = (t: Token) => t.post === '-' || t.post === '‐';

/** A thing from tokens [body..to] of a phrase. */
function thingOf(tokens: readonly Token[], body: number, to: number, source: string): Thing {
  const words = tokens.slice(body, to + 1);
  const head = words.at(-1)!;
  // The compound: nouns at the end ('garden shed', 'tree rings'), adjectives before it.
  let compoundFrom = words.length - 1;
  // 'an egg-and-spoon race': words joined by hyphens are one word of the compound.
  while (
    compoundFrom > 0 &&
    // ('our' is a possessive noun to the library: 'our teeth' are teeth.)
    ((has(words[compoundFrom - 1], 'Noun') &&
      !has(words[compoundFrom - 1], 'ProperNoun') &&
      !has(words[compoundFrom - 1], 'Possessive')) ||
      hyphened(words[compoundFrom - 1]!))
  )
    compoundFrom -= 1;
  const adjectives = words
    .slice(0, compoundFrom)
    .filter((t) => has(t, 'Adjective') || (has(t, 'Verb') && has(t, 'PastTense')))
    .map((t) => t.lower);
  const compound = words.slice(compoundFrom).map((t) => t.lower);
  const plural = has(head, 'Plural');
  compound[compound.length - 1] = plural ? (head.root !== head.lower ? head.root : singularOf(head.lower)) : head.lower;
  const noun = compound
    .map((w, k) => (k > 0 && hyphened(words[compoundFrom + k - 1]!) ? `-${w}` : ` ${w}`))
    .join('')
    .trim();
  const headWord = compound.at(-1)!;
  return {
    text: source.slice(words[0]!.start, head.end),
    head: headWord,
    noun,
    adjectives,
    plural,
    mass: has(head, 'Uncountable'),
    kind: kindOf(noun) ?? kindOf(headWord),
  };
}

/**
 * Noun phrases in order: an optional determiner or possessive, modifiers, and a head noun; a phrase
 * stops at a preposition, a conjunction, a verb or punctuation. Pronouns and names are not things.
 */
export function nounPhrases(tokens: readonly Token[], source: string): Phrase[] {
  const phrases: Phrase[] = [];
  let i = 0;
  while (i < tokens.length) {
    const start = i;
    let determiner: string | null = null;
    if (isDeterminer(tokens[i]!) && !has(tokens[i], 'QuestionWord')) {
      determiner = tokens[i]!.lower;
      i += 1;
    }
    const body = i;
    let last = -1;
    while (
      i < tokens.length &&
      (isModifier(tokens[i]!, determiner !== null && i === body) || (i > body && hyphened(tokens[i - 1]!))) &&
      // ('a pillow den': a word written small is no name, whatever the library makes of it.)
      !(has(tokens[i], 'ProperNoun') && isCapitalised(tokens[i]!)) &&
      !has(tokens[i], 'Person') &&
      !(last >= body && kindOf(tokens[last]!.root) && DOINGS.has(tokens[i]!.lower)) &&
      // 'carries a crumb home': 'home' after a thing is where it goes.
      !(last >= body && tokens[i]!.lower === 'home')
    ) {
      if (isNounish(tokens[i]!)) last = i;
      const stop = /[,.;:!?"”)]/.test(tokens[i]!.post) || (tokens[i]!.post.includes('-') && !hyphened(tokens[i]!));
      i += 1;
      if (stop) break;
    }
    if (last >= body) {
      // 'his grandmother's vase': the owner inside the phrase is someone of their own; the thing is the vase.
      let owner = -1;
      for (let k = body; k < last; k += 1) if (isDeterminer(tokens[k]!) && has(tokens[k], 'Possessive')) owner = k;
      const ownBody = owner >= 0 ? owner + 1 : body;
      const thing = thingOf(tokens, ownBody, last, source);
      // The owner named before a thing is someone of their own, outside the thing's phrase.
      const from =
        owner >= 0
          ? ownBody
          : determiner !== null && !has(tokens[start], 'Pronoun') && has(tokens[start], 'Possessive')
            ? body
            : start;
      if (!EMPTY_NOUNS.has(thing.head) && thing.head.length > 1 && !(determiner === null && soundWent(tokens, body, last)))
        phrases.push({ from, to: last, body: ownBody, determiner: owner >= 0 ? tokens[owner]!.lower : determiner, thing });
      i = Math.max(last + 1, start + 1);
    } else {
      i = start + 1;
    }
  }
  return phrases;
}
