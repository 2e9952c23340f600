/**
 * A pet a child has or wishes for, real or make-believe ('Zara has a pet dragon', "Mia's pet hamster", 'A boy who
 * wants a pet dog', 'A girl who wants a pet unicorn'): the story is a day with that pet, the child its keeper, or
 * the wish for one met honestly; never a quest to 'have a pet dragon', nor the pet a friend met on the way.
 * Had, the wish is to look after it ('look after {their} pet dragon'); wished for, to get one ('get a pet unicorn'),
 * and the pet to come is in the story as the child's.
 */
import { kindOf } from './kinds.js';
import type { Character, Goal, Kind, Thing } from './types.js';

/** The make-believe creatures a child dreams of keeping. */
const PRETEND_PETS = new Set(['dragon', 'unicorn', 'dinosaur']);
/** Farm animals a child may have of their own, kept in a stable: 'Lily has a pony'. */
const STABLED = new Set(['pony', 'horse']);

/** What a child may keep, or dream of keeping. */
const keepable = (kind: Kind | null): kind is Kind =>
  kind !== null && !kind.human && (kind.group === 'pet' || PRETEND_PETS.has(kind.word) || STABLED.has(kind.word));

/** A grown-up who says no to the pet: 'Mia wants a kitten but Mum says no'. */
const REFUSED = /\b(\p{L}+)\s+(?:says|said|say)\s+no\b|\b(\p{L}+)\s+(?:won['’]t|will not|does not|doesn['’]t)\s+let\b/giu;
/** The grown-up of the family who says no, as said ('Mum', 'daddy', 'Nana'), if one does. */
function refuser(text: string): string | null {
  for (const m of text.matchAll(REFUSED)) {
    const word = (m[1] ?? m[2])!;
    const kind = kindOf(word.toLowerCase());
    if (kind?.group === 'family' && kind.human && kind.size !== 'small') return word;
  }
  return null;
}
/** A pet for a birthday: 'A puppy for my birthday', 'wants a kitten for her birthday'. */
const BIRTHDAY = /\bfor (?:my|her|his|their|\S+['’]s) (?:\w+ )?birthday\b/i;

/** The grown-up as a child calls them: 'mummy' -> 'Mum', 'mom' -> 'Mum'. */
const GROWN_UP: Record<string, string> = { mummy: 'Mum', mom: 'Mum', mommy: 'Mum', daddy: 'Dad', granny: 'Grandma' };
const grownUp = (word: string) => GROWN_UP[word.toLowerCase()] ?? word[0]!.toUpperCase() + word.slice(1).toLowerCase();

/**
 * An idea that only names the child's own pet ('My puppy Max', 'My pet hamster') or one for a birthday ('A puppy for
 * my birthday'), said as a child's: the listener is the one who has it, never the puppy building a den.
 */
export function myPetLeads(idea: string): string {
  const said = idea.trim().replace(/[.!]+$/, '');
  // (The name is said with a capital, case and all: 'My dog died' is no dog called Died.)
  const mine = new RegExp(
    String.raw`^(?:[Mm]y|[Oo]ur) (${BEFORE})([a-z]+)(?: (?:called|named))?(?: (\p{Lu}\p{Ll}+))?$`,
    'u',
  ).exec(said);
  if (mine && keepable(kindOf(mine[2]!.toLowerCase())))
    return `A child has a ${mine[1]}${mine[2]}${mine[3] ? ` named ${mine[3]}` : ''}`;
  const gift = new RegExp(String.raw`^(?:an?|my) (${BEFORE})([a-z]+) for my (?:\w+ )?birthday$`, 'i').exec(said);
  if (gift && keepable(kindOf(gift[2]!.toLowerCase()))) return `A child wants a ${gift[1]}${gift[2]} for their birthday`;
  // ('A dog who can talk': a child's pet with a secret, never a dog's quest 'to talk'.)
  const talks = new RegExp(String.raw`^(?:an?|my) (${BEFORE})([a-z]+) (?:who|that) (?:can )?talks?$`, 'i').exec(said);
  if (talks && kindOf(talks[2]!.toLowerCase())?.group === 'pet') return `A child has a ${talks[1]}talking ${talks[2]}`;
  return idea;
}

/** Words said before the kind: 'a little pet dragon', 'a fluffy puppy'. */
const BEFORE = String.raw`(?:(?:new|little|baby|tiny|big|fluffy|cute|friendly|real|very|own|naughty|cheeky|pet|talking) )*`;

/** Had: 'has a pet dragon', 'has got a puppy', "Mia's pet hamster", 'her pet dragon'. */
const hadSaid = (text: string, word: string) =>
  new RegExp(
    String.raw`\b(?:(?:has|have|had|owns?|keeps?)(?: got)? (?:a|an) ${BEFORE}${word}|(?:pet|(?:my|his|her|their|our|\S+['’]s) ${BEFORE}pet) ${word})\b`,
    'i',
  ).test(text);

/** Wished for: 'wants a pet unicorn', 'wishes for a puppy', 'wishes she had a dinosaur', 'dreams of having a dragon'. */
const wishSaid = (text: string, word: string) =>
  new RegExp(
    String.raw`\b(?:wants?|wanted|wish(?:es|ed)?(?: for| (?:she|he|they|i|we) (?:had|could have))?|longs? for|dreams? of|would love|asks? for|hopes? for)(?: (?:to )?(?:have|having|get|getting|own|owning))? (?:a|an) ${BEFORE}${word}\b`,
    'i',
  ).test(text);

/** Whether the wish as read is only to have it, or to love it: no deed of its own ('go to school' is kept). */
const HAVING = /^(?:have|get|own|keep|enjoy|love|play with|welcome|wish)\b/;

/** The wish and the cast, as a pet had or wished for makes them; null when the idea is of no such pet. */
export function petOwned(
  text: string,
  goal: Goal | null,
  companions: readonly Character[],
  wanted: Thing | null,
): { goal: Goal; companions: Character[] } | null {
  if (goal && !HAVING.test(goal.phrase)) return null;
  const pet = companions.find((c) => keepable(c.kind) && c.relation !== null && !c.plural);
  const word = (c: Character) => c.kindWord ?? c.kind.word;
  if (pet && hadSaid(text, word(pet)) && !wishSaid(text, word(pet))) {
    // ('Omar gets a new kitten': a pet coming home is welcomed, arrival.ts.)
    if (goal?.verb === 'welcome') return null;
    const pretend = PRETEND_PETS.has(pet.kind.word);
    // ('has a talking dog': the pet's secret is the day.)
    const talking = new RegExp(String.raw`\btalking ${word(pet)}\b`, 'i').test(text) ? 'talking ' : '';
    return {
      goal: {
        type: 'help',
        verb: 'look after',
        phrase: `look after {their} ${pretend ? 'pet ' : ''}${talking}${word(pet)}`,
        object: null,
      },
      // (The pet first: the day is the child's and the pet's, whoever else comes along.)
      companions: [{ ...pet, relation: 'pet' }, ...companions.filter((c) => c !== pet)],
    };
  }
  // ('Tom wishes for a kitten': the kitten wished for may be read as one of the cast already.)
  const wished = pet && wishSaid(text, word(pet)) ? pet : null;
  const head = wished ? word(wished) : (wanted?.head ?? '');
  const kind = wished?.kind ?? wanted?.kind ?? goal?.object?.kind ?? null;
  if (!wished && (!wanted || wanted.plural || !wishSaid(text, head))) return null;
  if (!keepable(kind)) return null;
  const wish: Character = {
    name: null,
    kind,
    kindWord: head,
    pronoun: null,
    relation: 'pet',
    adjectives: [],
    plural: false,
  };
  const object: Thing = wanted ?? { text: head, head, noun: head, adjectives: [], plural: false, mass: false, kind };
  // ('Mia wants a kitten but Mum says no': the story turns on the no, the child showing she can care.)
  const refused = refuser(text);
  const who = refused ? grownUp(refused) : null;
  const phrase = who
    ? `show ${who} a ${head} would be well looked after`
    : BIRTHDAY.test(text)
      ? `get a pet ${head} for {their} birthday`
      : `get a pet ${head}`;
  return {
    goal: { type: 'get', verb: who ? 'show' : 'get', phrase, object },
    companions: [wish, ...companions.filter((c) => c !== wished)],
  };
}
