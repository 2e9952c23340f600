/**
 * A lost little one helped back to its family or home ('Tom helps the little duck find its mum', 'Help the lost lamb
 * find the farm', 'Maya helps a baby bird back to its nest'): read from the wish once (`homewardOf`), told by its own
 * moves (moves/homeward.ts) with the slots here and the lost telling's tables of places (world/lost-ways.ts). The
 * little one (the story's friend) is met alone and crying, says what it remembers of home, a creature of the place is
 * asked, a wrong guess is someone else's, then its own family or home is found, the reunion, the thanks and evening.
 */
import type { Kind } from '../language/index.js';
import { pastOf } from '../language/words.js';
import type { Random } from '../seeded.js';
import { lostPlaceOf, stillSights } from './lost.js';
import { kindWordOf, type Person, type StoryPlan } from './plan.js';
import { nameOwner } from './slots.js';
import { callOf, cryOf, grownOf, homeOf, HOUSES, OTHER_HOMES, youngOf } from './world/lost-ways.js';

/** What the little one is helped to find, and who is waiting there. */
export interface Homeward {
  /** Its mother (or, for a pet, the family it lives with) is what it wants; else its home. */
  seeks: 'family' | 'home';
  /** How the little one calls who waits for it: 'Mum', 'Mummy'; null for a pet's family. */
  mum: string | null;
  /** Its home as a place: 'nest', 'burrow', 'farm', 'house'. */
  home: string;
}

/**
 * 'help {their} duck find {their} mum', 'help a baby bird back to {their} nest', 'help a lost kitten find its way
 * home', 'help the lost lamb find the farm': the one helped, then what is sought.
 */
const HOMEWARD =
  /^help (.+?) (?:to )?(?:find|get back to|get to|go back to|back to|return to|get|go)\s+(?:(?:\{their\}|its|his|her|the) )?(way (?:back )?home|way back|home|mum|mummy|mother|mom|mommy|family|parents|owners?|nest|burrow|den|farm)(?: to (?:the|\{their\}|its) [a-z]+)?$/;

/** The word of the little one helped, when the wish is to help it home: 'help a baby bird back to its nest' -> 'bird'. */
export const littleOneOf = (phrase: string): string | null => HOMEWARD.exec(phrase)?.[1]!.split(' ').at(-1) ?? null;

/** A creature that has a family to go back to: no robot, toy or child (a lost child is the lost-hero telling's). */
const lostLittleOne = (kind: Kind) => !kind.human && !['machine', 'toy', 'thing', 'family'].includes(kind.group);

/** The wish is to help the story's friend, a lost little creature, back to its family or home. */
export function homewardOf(phrase: string, friend: Person | null): Homeward | undefined {
  const match = HOMEWARD.exec(phrase);
  if (!match || !friend || !lostLittleOne(friend.kind)) return undefined;
  const words = [friend.name.toLowerCase(), friend.kind.word, ...friend.kind.words, friend.called ?? ''];
  if (!words.some((w) => w && new RegExp(`\\b${w}\\b`).test(match[1]!))) return undefined;
  const sought = match[2]!;
  const family = /^(?:mum|mummy|mother|mom|mommy|family|parents|owners?)$/.test(sought);
  const home = /^(?:nest|burrow|den|farm)$/.test(sought)
    ? sought
    : friend.kind.group === 'pet' && (!family || /^owners?$/.test(sought))
      ? 'house'
      : homeOf(friend.kind.word, friend.kind.group === 'bird');
  return {
    seeks: family ? 'family' : 'home',
    // (A kitten lost from its house goes back to the family it lives with; any other little one to its mother.)
    mum: home === 'house' ? null : /^(?:mummy|mommy)$/.test(sought) ? 'Mummy' : 'Mum',
    home,
  };
}

/** 'find its mum' -> 'find her mum': the little one's own, never the hero's ('his mum' of Tom's helping). */
export const wishOfLittleOne = (phrase: string, friend: Person) =>
  phrase.replace(/\{their\}|\bits\b/g, friend.pronoun === 'she' ? 'her' : friend.pronoun === 'he' ? 'his' : 'its');

export const homewardStory = (plan: StoryPlan) => plan.homeward !== undefined;

/** Words that keep a paragraph on the search: the little one, and its mum or home. */
export const homewardWords = (plan: StoryPlan): string[] =>
  plan.homeward && plan.friend ? [plan.friend.name, plan.homeward.mum ?? 'family', plan.homeward.home, 'home'] : [];

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function homewardSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const homeward = plan.homeward;
  const little = plan.friend;
  if (!homeward || !little) return {};
  const bird = little.kind.group === 'bird';
  // (A hen gathers her chicks under her wing as a duck does.)
  const winged = bird || little.kind.parts.some((p) => p === 'wings' || p === 'feathers');
  const kindWord = kindWordOf(little);
  const place = lostPlaceOf(plan.setting, plan.placeName);
  const house = homeward.home === 'house';
  // Things of the place that stay where they are: its landmarks, or where no table says, its still sights (the wide
  // flat-topped tree). One is near home; the little one is met by another (no 'all alone by a dragonfly').
  const still = (place.landmarks.length > 0 ? place.landmarks : stillSights(plan.scenery.sights)).map((l) =>
    l.replace(/^(?!the )(?:an? )?/, 'the '),
  );
  const landmark = house ? rng.pick(HOUSES) : rng.pick(still.length > 0 ? still : ['the big tree']);
  const spots = still.filter((l) => l !== landmark);
  const spot = spots.length > 0 ? rng.pick(spots) : '{sight}';
  const cry = cryOf(little.kind.word, bird);
  const call = callOf(little.kind.sound, bird);
  const mum = homeward.mum;
  // Said of the little one by the story: 'Bramble’s mum'; a pet's family, 'Mochi’s family'.
  const theirs = `${nameOwner(little.name)} ${mum ? mum.toLowerCase() : 'family'}`;
  const mumSaid = mum ? mum.toLowerCase() : 'family';
  const homeSaid = homeward.home === 'farm' ? 'the farm' : house ? 'home' : `my ${homeward.home}`;
  const young = youngOf(little.kind.word, little.kind.plural, bird);
  // (A puppy's mother is a dog, a kitten's a cat.)
  const grown = grownOf(little.kind.word);
  return {
    littleKind: kindWord,
    littleSpot: spot,
    littleCry: `"${cry}! ${cry}!"`,
    // In its own mouth: 'my mum', 'my nest'; said to it: 'your mum'.
    littleAsk:
      homeward.seeks === 'family'
        ? `"Where is my ${mum ? mum.toLowerCase() : 'family'}?"`
        : homeward.home === 'farm'
          ? '"Where is the farm?"'
          : house || homeward.home === 'home'
            ? '"Where is my home?"'
            : `"Where is ${homeSaid}?"`,
    // What it cannot find, in its own mouth: 'my mum', 'my nest', 'the farm', 'my home'.
    littleLost:
      homeward.seeks === 'family'
        ? `my ${mumSaid}`
        : homeward.home === 'farm'
          ? 'the farm'
          : house || homeward.home === 'home'
            ? 'my home'
            : `my ${homeward.home}`,
    // Asked of what it remembers: where Mum was last seen, or what was near home.
    homeQuestion:
      homeward.seeks === 'family'
        ? `"Where did you last see your ${mumSaid}?" asked {hero}.`
        : `"What do you remember about ${
            homeward.home === 'farm' ? 'the farm' : house || homeward.home === 'home' ? 'home' : `your ${homeward.home}`
          }?" asked {hero}.`,
    yourSought:
      homeward.seeks === 'family'
        ? `your ${mum ? mum.toLowerCase() : 'family'}`
        : homeward.home === 'farm'
          ? 'the farm'
          : house || homeward.home === 'home'
            ? 'your way home'
            : `your ${homeward.home}`,
    littleRemember: house
      ? `"My home is ${landmark}," said {friend}.`
      : homeward.seeks === 'family'
        ? `"${mum ?? 'My family'} was by ${landmark}," said {friend}.`
        : `"${capital(homeSaid)} is near ${landmark}," said {friend}.`,
    landmark,
    // Asked of one who lives there: a mother of its kind, or the way.
    homeAsk:
      homeward.seeks === 'family' && mum
        ? `"Have you seen a mother ${grown}?" {hero} asked.`
        : `"Do you know ${landmark}?" {hero} asked.`,
    // The wrong guess: someone else's mother, or someone else's home.
    homeWrong:
      homeward.seeks === 'family' && mum
        ? `"${mum}!" cried {friend}. But it was another ${grown}, with ${young} of her own.`
        : `There was a ${homeward.home} that looked just right! But ${OTHER_HOMES[homeward.home] ?? OTHER_HOMES.home!}.`,
    // (The landmark is near home, not home itself: 'My nest is just there!'.)
    homeSeen: `Then {friend} saw ${landmark}. "Look, {hero}! ${
      house
        ? 'That’s my house!'
        : homeward.seeks === 'family'
          ? `${mum ?? 'My family'} is there!`
          : `${capital(homeSaid)} is just there!`
    }"`,
    homeCall: house
      ? `The door flew open, and out ran ${theirs}.`
      : call
        ? `"${call}! ${call}!" came a call, and there was ${theirs}.`
        : `And there was ${theirs}, looking everywhere.`,
    homeHug: house
      ? '"You’re home!" they cried, and hugged {friend} tight.'
      : winged
        ? `{Friend} ${bird ? pastOf(little.kind.moves[0] ?? 'run') : 'ran'} to her, and {ftheir} ${mumSaid} tucked {fthem} under her wing.`
        : `{Friend} ran to her, and {ftheir} ${mumSaid} nuzzled {fthem} close.`,
    homeYoung: house ? null : `All the other ${young} crowded round to say hello.`,
    // (Once found, she is called by her kind, so a picture draws a duck, not a lady: 'the mother duck'.)
    homeThanks: `"Thank you for bringing {fthem} home," ${mum ? `the mother ${grown}` : 'they'} told {hero}.`,
    homeNight: house
      ? 'That night, {friend} curled up by the fire, safe at home.'
      : winged
        ? 'That night, {friend} fell asleep under {ftheir} mother’s warm wing.'
        : `That night, {friend} fell asleep, snug beside {ftheir} ${mum ? 'mother' : 'family'}.`,
  };
}
