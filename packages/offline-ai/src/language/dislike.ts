/**
 * What the hero will not do or does not like ("didn't like vegetables", "won't go to bed", 'hates bath time',
 * 'refuses to take a bath', 'never wants to tidy up', "can't stand haircuts"): something to come round to, never
 * a wish ('did not like' is no liking) nor a skill the hero lacks ("can't swim" is learned).
 */
import { has, type Token } from './tokens.js';

/** Where what is disliked starts, and whether it is a doing ('go to bed') or a thing ('vegetables'). */
export interface Disliked {
  at: number;
  doing: boolean;
}

/** Verbs of liking: negated ('doesn't like', 'never wants to'), what follows is disliked. */
const LIKING = new Set(['like', 'love', 'enjoy', 'want', 'wish', 'fancy']);
/** Verbs of disliking. */
const HATING = new Set(['hate', 'dislike', 'detest', 'loathe']);
/** After "can't": only not bearing something is a dislike ("can't stand haircuts"); the rest is a skill. */
const BEARING = new Set(['stand', 'bear']);

/** 'does', 'didn't', 'will', "won't", 'would', "can't" -> 'do', 'will', 'can': the auxiliary, without its 'not'. */
function auxiliaryOf(token: Token): string {
  const bare = token.lower.replace(/n['’]t$/, '');
  const spoken: Record<string, string> = { wo: 'will', ca: 'can', does: 'do', did: 'do', would: 'will', could: 'can' };
  return spoken[bare] ?? bare;
}

/** What a verb of liking or hating is about, from `at`: 'to go to bed' and 'having a bath' are doings, the rest things. */
function likedFrom(tokens: readonly Token[], at: number): Disliked | null {
  const first = tokens[at];
  if (!first) return null;
  if (first.lower === 'to' && tokens[at + 1]) return { at: at + 1, doing: true };
  if (has(first, 'Gerund')) return { at, doing: true };
  return { at, doing: false };
}

/** The dislike said by the hero's own verb at `verbAt`, if it is one. */
export function dislikedAt(tokens: readonly Token[], verbAt: number): Disliked | null {
  const verb = tokens[verbAt];
  if (!verb) return null;
  // ('doesn't like': the library keeps "doesn't" whole and gives its 'not' a word of its own.)
  const negated = has(tokens[verbAt + 1], 'Negative');
  const next = negated ? verbAt + 2 : verbAt + 1;
  if (negated && (has(verb, 'Auxiliary') || has(verb, 'Modal'))) {
    const then = tokens[next];
    if (!then) return null;
    const auxiliary = auxiliaryOf(verb);
    if (LIKING.has(then.root) || then.lower === 'like') return likedFrom(tokens, next + 1);
    if (auxiliary === 'can') return BEARING.has(then.root) ? likedFrom(tokens, next + 1) : null;
    // "won't go to bed", "wouldn't share": a refusal. ('doesn't fly' is left to be read as a skill.)
    if (auxiliary === 'will' && !has(then, 'Determiner') && !has(then, 'Preposition')) return { at: next, doing: true };
    return null;
  }
  if (tokens[verbAt - 1]?.lower === 'never' && LIKING.has(verb.root)) return likedFrom(tokens, verbAt + 1);
  if (HATING.has(verb.root)) return likedFrom(tokens, verbAt + 1);
  if (verb.root === 'refuse' && tokens[verbAt + 1]?.lower === 'to') return likedFrom(tokens, verbAt + 1);
  // 'says no to bath time'.
  if (verb.root === 'say' && tokens[verbAt + 1]?.lower === 'no' && tokens[verbAt + 2]?.lower === 'to')
    return likedFrom(tokens, verbAt + 3);
  return null;
}
