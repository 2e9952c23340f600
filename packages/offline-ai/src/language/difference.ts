/**
 * How an idea says its hero is not like others of its kind: it lacks what they have ('a ladybird with no spots', 'a
 * zebra without stripes', 'a giraffe with a short neck', "a bird who can't fly", 'a zebra who lost her stripes'), it
 * does not want to be what it is ("a princess who doesn't want to be a princess", "a dragon who doesn't want to be
 * scary"), it fell from where it belongs ('a little star who fell from the sky', 'the star that fell down'), or it is a
 * thing that wants what it is for ('a pumpkin who wants to be carved', 'a snowman who wants a hat'), or it feels what its
 * kind never does ('a penguin who is always cold', 'a fish who is scared of water'), or it wishes it were another kind of
 * animal ('a cat who wanted to be a dog').
 * Only the words are read here; whether the hero's kind has such a telling is the story writer's to say.
 */

import { kindOf } from './kinds.js';

export type Difference =
  /** What it lacks, as the idea says it: 'spots', 'short neck', 'fly', 'breathe fire'. */
  | { way: 'lacks'; said: string }
  /** What it does not want to be: 'princess', 'scary', 'spooky'. */
  | { way: 'rather'; not: string }
  /** It fell down from the sky. */
  | { way: 'fell' }
  /** A thing that wants what it is for, as the idea says it: 'be carved', 'a hat'. */
  | { way: 'purpose'; said: string }
  /** What it feels that its kind never does, as the idea says it: 'cold' (a penguin), 'scared of water' (a fish). */
  | { way: 'unlike'; said: string }
  /** Another kind of animal it wishes it were: 'dog' ('a cat who wanted to be a dog'). */
  | { way: 'other'; kind: string };

const WHO = String.raw`(?:who|that|which)`;
const NOT = String.raw`(?:doesn['’]t|does not|didn['’]t|did not|won['’]t|will not|never)`;

/** 'with no spots', 'without any stripes', 'who has no spots', 'who lost her stripes'. */
const LACKS = new RegExp(
  String.raw`\b(?:with no|without(?: any)?|${WHO} (?:has|had|have) no|${WHO} (?:lost|loses|has lost) (?:her|his|its|their))\s+([a-z]+(?: [a-z]+)?)`,
  'i',
);
/** 'with a short neck', 'with a tiny trunk': a part smaller than its kind's. */
const SMALL_PART = /\bwith (?:a |an )?(short|tiny|little|small|stubby) ([a-z]+)\b/i;
/**
 * A part bigger or more than one would like: 'an elephant with very big ears', 'whose neck is too long', 'has too many
 * arms'. Said as its size and part ('big ears', 'long neck', 'many arms').
 */
const BIG_PART = /\bwith (?:a |an )?(?:very |really |extra |super )?(big|long|huge|enormous|giant) ([a-z]+)\b/i;
const TOO_BIG = /\bwhose ([a-z]+) (?:is|are|was|were) (?:much |far |just )?too (big|long)\b/i;
const TOO_MANY = /\b(?:has|had|have|with) (?:far |way )?too many ([a-z]+)\b/i;
/** "who can't fly", 'that cannot sing', "who couldn't breathe fire". */
const CANNOT = new RegExp(String.raw`\b${WHO} (?:can['’]t|cannot|can not|couldn['’]t|could not) ([a-z]+(?: [a-z]+)?)`, 'i');
/** "who doesn't want to be a princess", "who didn't want to be scary". */
const RATHER = new RegExp(
  String.raw`\b${WHO} ${NOT}(?: wants?| wanted)? (?:want to |like |like to )?be (?:a |an )?([a-z]+)`,
  'i',
);
/** 'who did not like pink', 'who hates pink', "Princess Lina doesn't like wearing pink": a colour one is given. */
const NOT_COLOUR = new RegExp(
  String.raw`\b(?:${NOT} (?:like|love|want to wear|wear)(?: wearing| to wear)?|hates?|hated|dislikes?|disliked) (pink)\b`,
  'i',
);
/** 'who fell from the sky', 'that fell down', 'fallen from the sky', 'a fallen star'. */
const FELL = new RegExp(
  String.raw`\b(?:${WHO} (?:fell|falls|tumbled|dropped|has fallen|came down)\b|fallen\b|fell (?:down )?(?:from|out of) the sky)`,
  'i',
);

/** 'a penguin who is always cold', 'a polar bear who feels too hot', 'a fish who is scared of water'. */
const FEELS = new RegExp(
  String.raw`\b${WHO} (?:is|was|feels|felt|gets|got)(?: always| often| so| very| too| really)* (cold|chilly|freezing|hot|warm|boiling|(?:scared|afraid|frightened) of (?:the )?water)\b`,
  'i',
);

/** 'a pumpkin who wants to be carved', 'a snowman who wants a hat', "Kenji's kite wants to fly high" (a child's own thing). */
const WANTS = new RegExp(
  String.raw`(?:\b${WHO}|^\p{Lu}\p{L}*['’]s \p{L}+) (?:wants?|wanted|wishes|wished|longs|longed|dreams|dreamed)\s+(?:to |of )?(.+)$`,
  'iu',
);

/** 'a cat who wanted to be a dog', 'a duck who wished he was a swan', 'Mittens wishes she were a puppy'. */
const OTHER =
  /\b(?:wants?|wanted|wishes|wished|longs?|longed|dreams?|dreamed|dreamt)\s+(?:to be|(?:that )?(?:he|she|it|they|I) (?:was|were|could be)|of being)\s+(?:a |an )?([a-z]+(?: pig)?)\b/i;

/**
 * 'A mermaid who wants legs', 'who wishes she could walk on land': legs are a child's, so the life wished for is a
 * girl's.
 */
const LEGS =
  /\b(?:wants?|wanted|wishes|wished|longs?|longed|dreams?|dreamed|dreamt)\s+(?:(?:to have |for |of having )?(?:some |a pair of )?legs\b|(?:to |(?:she|he|they|it) could )?(?:walk|dance|run) on (?:the )?(?:land|sand|beach)\b)/i;

const ANIMALS = new Set(['pet', 'farm', 'wild', 'sea', 'bird', 'bug']);

/** 'A goldfish afraid of water', 'A little fish scared of the water': said with no 'who is'. */
const FEELS_BARE =
  /^(?:a|an|the)(?: little| tiny| small)? [a-z]+ (?:so |very |really )?((?:scared|afraid|frightened) of (?:the )?water)[.!]?$/i;

export function differenceOf(text: string): Difference | null {
  const rather = RATHER.exec(text);
  if (rather) return { way: 'rather', not: rather[1]!.toLowerCase() };
  const colour = NOT_COLOUR.exec(text);
  if (colour) return { way: 'rather', not: colour[1]!.toLowerCase() };
  if (FELL.test(text)) return { way: 'fell' };
  const many = TOO_MANY.exec(text);
  if (many) return { way: 'lacks', said: `many ${many[1]!.toLowerCase()}` };
  const tooBig = TOO_BIG.exec(text);
  if (tooBig) return { way: 'lacks', said: `${tooBig[2]!.toLowerCase()} ${tooBig[1]!.toLowerCase()}` };
  const big = BIG_PART.exec(text);
  if (big) return { way: 'lacks', said: `${big[1]!.toLowerCase()} ${big[2]!.toLowerCase()}` };
  const small = SMALL_PART.exec(text);
  if (small) return { way: 'lacks', said: `${small[1]!.toLowerCase()} ${small[2]!.toLowerCase()}` };
  const feels = FEELS.exec(text) ?? FEELS_BARE.exec(text);
  if (feels) return { way: 'unlike', said: feels[1]!.toLowerCase() };
  const lacks = LACKS.exec(text) ?? CANNOT.exec(text);
  if (lacks) return { way: 'lacks', said: lacks[1]!.toLowerCase() };
  if (LEGS.test(text)) return { way: 'other', kind: 'girl' };
  const other = OTHER.exec(text);
  const otherKind = other ? kindOf(other[1]!.toLowerCase()) : null;
  if (otherKind && ANIMALS.has(otherKind.group)) return { way: 'other', kind: otherKind.word };
  const wants = WANTS.exec(text);
  return wants ? { way: 'purpose', said: wants[1]!.toLowerCase() } : null;
}
