/**
 * A pet's visit to the vet, said however a parent says it ('A trip to the vet', 'Our cat goes to the vet', 'Taking
 * Buster to the vet', 'A visit to the vet with my rabbit', 'Biscuit the dog is poorly', "Leo's kitten won't eat"),
 * read as a child taking their own pet there ('A child takes their cat to the vet', 'Leo takes their kitten to the
 * vet'): the pet is poorly and the child goes with it, never a vet who is the hero, nor a cat scared of the hospital.
 * A pet the idea does not name is 'pet', made a puppy or a kitten by the story's seed.
 */
import { kindOf } from './kinds.js';

const NAME = String.raw`\p{Lu}[\p{L}-]*`;
const VET = String.raw`(?:the\s+)?vets?(?:['’]s)?`;
/** 'A trip to the vet', 'Going to the vet with Luna the cat', 'A visit to the vet with my rabbit'. */
const TRIP = new RegExp(String.raw`^(?:(?:a|an|our|my)\s+)?(?:visit|trip|going)\s+to\s+${VET}(?:\s+with\s+(.+?))?[.!]?$`, 'iu');
/** 'Our cat goes to the vet', 'The puppy who had to go to the vet', 'Biscuit the dog is poorly', "won't eat". */
const PET_GOES = new RegExp(
  String.raw`^(?:the\s+day\s+)?(.+?)\s+(?:(?:who\s+)?(?:goes|go|went|has\s+to\s+go|had\s+to\s+go)\s+to\s+${VET}|is\s+(?:poorly|sick|ill|unwell|not\s+well|off\s+(?:its|his|her)\s+food)|(?:won['’]t|will\s+not|does\s+not|doesn['’]t)\s+eat|has\s+a\s+sore\s+\p{L}+|keeps\s+sneezing|is\s+sneezing)[.!]?$`,
  'iu',
);
/** 'Taking Buster to the vet'. */
const TAKING = new RegExp(String.raw`^taking\s+(.+?)\s+to\s+${VET}[.!]?$`, 'iu');

const isPet = (word: string) => kindOf(word.toLowerCase())?.group === 'pet';
const PET = String.raw`(\p{L}+(?:\s+pig)?)`;

/**
 * Who takes which pet, as said ('my rabbit', "Leo's kitten", 'Luna the cat', 'Zoë and her cat Mittens', 'Buster'):
 * 'A child takes their rabbit', 'Leo takes their kitten', 'Zoë takes her cat Mittens'; else null.
 */
function takerOf(said: string, bareName: boolean): string | null {
  const owned = new RegExp(String.raw`^(?:my|our|the|a)\s+${PET}$`, 'iu').exec(said);
  if (owned) return isPet(owned[1]!) ? `A child takes their ${owned[1]!.toLowerCase()}` : null;
  const whose = new RegExp(String.raw`^(${NAME})['’]s\s+${PET}(?:\s+(${NAME}))?$`, 'u').exec(said);
  if (whose) return isPet(whose[2]!) ? `${whose[1]!} takes their ${[whose[2]!.toLowerCase(), whose[3]].join(' ').trim()}` : null;
  const along = new RegExp(String.raw`^(${NAME})\s+and\s+(her|his|their)\s+${PET}(?:\s+(${NAME}))?$`, 'u').exec(said);
  if (along)
    return isPet(along[3]!) ? `${along[1]!} takes ${along[2]!} ${[along[3]!.toLowerCase(), along[4]].join(' ').trim()}` : null;
  const named = new RegExp(String.raw`^(${NAME})\s+the\s+${PET}$`, 'u').exec(said);
  if (named) return isPet(named[2]!) ? `A child takes their ${named[2]!.toLowerCase()} ${named[1]!}` : null;
  // ('Taking Buster to the vet': a bare name taken there is a pet; 'Buster is poorly' may be anyone.)
  return bareName && new RegExp(String.raw`^${NAME}$`, 'u').test(said) && kindOf(said.toLowerCase()) === null
    ? `A child takes their pet ${said}`
    : null;
}

/** The idea said as a child taking their pet to the vet; any other idea as it was. */
export function vetLeads(idea: string): string {
  const said = idea.trim();
  const trip = TRIP.exec(said);
  if (trip) {
    const with_ = trip[1];
    const taker = with_ ? takerOf(with_, false) : 'A child takes their pet';
    // ('A trip to the vets with Grandma': the family comes along with a pet of the child's own.)
    if (!taker && with_ && kindOf(with_.replace(/^(?:my|our)\s+/i, '').toLowerCase())?.group === 'family')
      return `A child takes their pet to the vet with ${with_}`;
    return taker ? `${taker} to the vet` : idea;
  }
  // ('Ava and her poorly puppy': the pet is poorly, so it goes to the vet.)
  const poorly = /^(\p{Lu}[\p{L}-]*\s+and\s+(?:her|his|their)\s+)(?:poorly|sick|ill)\s+(.+?)[.!]?$/u.exec(said);
  const poorlyTaker = poorly ? takerOf(`${poorly[1]!}${poorly[2]!}`, false) : null;
  if (poorlyTaker) return `${poorlyTaker} to the vet`;
  // ('Make my puppy feel better': a pet is made better at the vet's.)
  const better = /^(?:make|help)\s+((?:my|our)\s+\p{L}+(?:\s+pig)?)\s+(?:feel|get)\s+better[.!]?$/iu.exec(said);
  const betterTaker = better ? takerOf(better[1]!, false) : null;
  if (betterTaker) return `${betterTaker} to the vet`;
  const who = TAKING.exec(said)?.[1];
  if (who) return takerOf(who, true) ? `${takerOf(who, true)!} to the vet` : idea;
  const pet = PET_GOES.exec(said)?.[1]?.replace(/^(?:the|a)\s+(\p{L}+)\s+who$/iu, 'the $1');
  // ("Sam's hamster is poorly" is read as it is said, a wish to make it feel better: that too is told at the vet's.)
  if (pet && /['’]s\s/u.test(pet) && /\bis\s+(?:poorly|sick|ill|unwell|not\s+well)[.!]?$/iu.test(said)) return idea;
  const taker = pet ? takerOf(pet, false) : null;
  return taker ? `${taker} to the vet` : idea;
}
