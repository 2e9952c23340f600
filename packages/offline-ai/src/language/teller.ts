/**
 * A story told by someone: 'how a caterpillar becomes a butterfly, told by Arjun', 'Arjun explains how rain is
 * made', 'Mia tells the story of the first moon landing'. The teller is the one who found it out, so the idea is
 * read as their story of learning it ('Arjun learns how a caterpillar becomes a butterfly'): they lead, and
 * whoever the topic is about (the caterpillar) comes along. A grown-up teller ('the water cycle, told by Grandpa
 * Joe') tells it to a child, who learns it with them: the idea is read as 'Learning about the water cycle', and the
 * teller comes along.
 */
import { kindOf } from './kinds.js';

/** Someone named ('Arjun', 'Grandpa Joe', 'Mrs Patel') or one of the family ('my grandma'). */
const TELLER = String.raw`((?:(?:my|our)\s+[a-z]+(?:\s+\p{Lu}[\p{L}'’-]*)?)|(?:\p{Lu}[\p{L}'’-]*\.?)(?:\s+\p{Lu}[\p{L}'’-]*){0,2})`;
/** '..., told by Arjun', '... (as told by Grandpa Joe)', '... - narrated by Mia'. */
const TOLD_BY = new RegExp(
  String.raw`^(.+?)\s*[,;:(–—-]?\s*(?:as\s+)?(?:told|narrated|explained|retold)\s+by\s+${TELLER}\s*\)?[.!]?$`,
  'u',
);
/** 'Arjun explains how rain is made', 'Mia tells the story of the first moon landing', 'Sam tells us why...'. */
const TELLS = new RegExp(
  String.raw`^${TELLER}\s+(?:tells|explains|narrates|describes|shows)\s+(?:us\s+|you\s+|me\s+|everyone\s+)?((?:how|why|what|where|when|which)\s.+|(?:the\s+(?:true\s+)?story|all)\s+(?:of|about)\s.+|about\s.+)$`,
  'u',
);
const EXPLAINS = new RegExp(
  String.raw`^${TELLER}\s+(?:explains|describes)\s+(?!(?:that|it|this|his|her|their)\b)(?!.*\bto\b)(.+)$`,
  'u',
);

/** What is learnt said after 'learns': 'how rain is made', 'about the water cycle'. */
function learnt(topic: string): string {
  const said = topic
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:the\s+(?:true\s+)?story|all)\s+(?:of|about)\s+/i, 'about ');
  return /^(?:how|why|what|where|when|which|about)\s/i.test(said) ? said : `about ${said}`;
}

/** A grown-up or a relative older than a child: 'Grandpa Joe', 'my grandma', 'Aunt May'. */
function grownUp(teller: string): boolean {
  return teller
    .toLowerCase()
    .split(/\s+/)
    .some((word) => {
      const kind = kindOf(word);
      return kind !== null && kind.human && kind.size !== 'small' && kind.group !== 'child';
    });
}

/** Whether the teller is a person named or kin: not 'The owl' or 'Everyone'. */
function isTeller(teller: string): boolean {
  const first = teller.split(/\s+/)[0]!.toLowerCase();
  if (['my', 'our'].includes(first)) return grownUp(teller) || kindOf(teller.split(/\s+/)[1]!)?.human === true;
  return !['the', 'a', 'an', 'this', 'it', 'he', 'she', 'they', 'everyone', 'someone', 'nobody', 'who'].includes(first);
}

/**
 * The idea said as its teller's story of learning it, and a grown-up teller who comes along ('Grandpa Joe');
 * any other idea as it was, with no teller.
 */
export function tellerLeads(idea: string): { text: string; teller: string | null } {
  const told = TOLD_BY.exec(idea);
  const tells = told ? null : (TELLS.exec(idea) ?? EXPLAINS.exec(idea));
  const [teller, topic] = told ? [told[2]!, told[1]!] : tells ? [tells[1]!, tells[2]!] : [null, null];
  if (!teller || !topic?.trim() || !isTeller(teller)) return { text: idea, teller: null };
  const what = learnt(topic);
  return grownUp(teller) ? { text: `Learning ${what}`, teller } : { text: `${teller} learns ${what}`, teller: null };
}
