/**
 * A pet a child has or wishes for, real or make-believe ('Zara has a pet dragon', "Mia's pet hamster", 'A boy who
 * wants a pet dog', 'A girl who wants a pet unicorn'): the story is a day with that pet, the child its keeper, or
 * the wish for one met honestly; never a quest to 'have a pet dragon', nor the pet a friend met on the way.
 * Had, the wish is to look after it ('look after {their} pet dragon'); wished for, to get one ('get a pet unicorn'),
 * and the pet to come is in the story as the child's.
 */
import type { Character, Goal, Kind, Thing } from './types.js';

/** The make-believe creatures a child dreams of keeping. */
const PRETEND_PETS = new Set(['dragon', 'unicorn', 'dinosaur']);

/** What a child may keep, or dream of keeping. */
const keepable = (kind: Kind | null): kind is Kind =>
  kind !== null && !kind.human && (kind.group === 'pet' || PRETEND_PETS.has(kind.word));

/** Words said before the kind: 'a little pet dragon', 'a fluffy puppy'. */
const BEFORE = String.raw`(?:(?:new|little|baby|tiny|big|fluffy|cute|friendly|real|very|own|naughty|cheeky|pet) )*`;

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
    return {
      goal: { type: 'help', verb: 'look after', phrase: `look after {their} ${pretend ? 'pet ' : ''}${word(pet)}`, object: null },
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
  return {
    goal: { type: 'get', verb: 'get', phrase: `get a pet ${head}`, object },
    companions: [wish, ...companions.filter((c) => c !== wished)],
  };
}
