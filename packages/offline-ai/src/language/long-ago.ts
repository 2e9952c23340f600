/**
 * A grandparent's memories ('Grandad tells me about when he was little', 'When Grandma was a girl'): the story is the
 * child's, hearing about long ago and comparing then and now, never the grandparent's wish to be little.
 */
import type { Mention } from './cast.js';

/** Long ago as a grandparent tells it. */
const LONG_AGO =
  /\bwhen (?:he|she|they|grand\w*|nana|granny|gran|nan) (?:was|were) (?:little|young|small|a (?:little )?(?:boy|girl|child|kid))\b|\b(?:long ago|in the old days)\b/i;

/** Long ago is told of: 'when he was little', 'in the old days'. */
export const longAgoSaid = (text: string) => LONG_AGO.test(text);

/** A grandparent, by kind word. */
export const isGrandparent = (kindWord: string | undefined) => kindWord === 'grandpa' || kindWord === 'grandma';

/** The grandparent who tells of long ago, if the idea names them ('Grandma remembers when she was a girl'). */
export const tellsOfLongAgo = (text: string, people: readonly Mention[]): Mention | null =>
  longAgoSaid(text) ? (people.find((m) => isGrandparent(m.kind?.word)) ?? null) : null;
