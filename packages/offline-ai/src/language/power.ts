/**
 * How an idea says its hero has a special power, not wishes for it: 'Mia can talk to animals', 'the girl who talked to
 * animals', 'a boy who could turn invisible', 'Tom is able to shrink', 'a super strong girl', 'the invisible boy'. A
 * wish ('a girl who wants to fly', 'wished she could fly'), a lack ("a bird who can't fly") or learning it ('learns to
 * fly') is no power had. Which powers there are is the story writer's to say; only the words are read here.
 */

/** Before the power, a word that makes it wished for, lacked or tried, not had. */
const NOT_HAD =
  /\b(?:can['’]?t|cannot|can not|couldn['’]?t|could not|won['’]?t|will not|not|never|wants?|wanted|wish(?:es|ed)?|dreams?|dreamed|dreamt|longs?|longed|learns?|learned|learnt|learning|tries|tried|trying|hopes?|hoped|would love|pretends?|pretended|wonders?|wondered|if only)\b/i;
/** Its plain form needs one of these just before it: 'can fly', 'was able to talk to animals'. */
const CAN =
  /\b(?:can|could|(?:is|was|are|were) able to|(?:the |a )?(?:magic |secret |special )?powers? to)\s+(?:\p{L}+ly\s+)?$/iu;
/** Another form is the hero's own doing: 'who talked to animals', 'Mia flies', 'A boy turns invisible'. */
const DOER = /(?:\b(?:who|that)|^\s*(?:(?!(?:A|An|The)\s)\p{Lu}\p{L}*|(?:[Aa]n?|[Tt]he)(?: \p{L}+)+?))\s+(?:\p{L}+ly\s+)?$/u;

export interface PowerWords {
  /** The power in any tense ('talk to animals', 'talked to animals'). */
  said: RegExp;
  /** Its plain verb ('talk'), had only after 'can'; '' when it is never said plainly. */
  base: string;
  /** Said so, it is had as it stands ('a super strong girl'). */
  had?: RegExp;
}

/** Whether the idea says the hero has this power. */
export function saysPowerHad(text: string, power: PowerWords): boolean {
  const match = power.had?.exec(text) ?? power.said.exec(text);
  if (!match) return false;
  const before = text.slice(0, match.index);
  if (NOT_HAD.test(before)) return false;
  if (power.had?.test(match[0])) return true;
  const first = match[0].split(/\s+/)[0]!.toLowerCase();
  return first === power.base ? CAN.test(before) : DOER.test(before);
}
