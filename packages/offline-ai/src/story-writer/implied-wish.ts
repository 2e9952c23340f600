/**
 * The wish an idea implies when it names none: a hero's nature ('A kind giant': helping the others of its world or
 * saving one in trouble; 'A brave little mouse': a rescue; 'The grumpy troll under the bridge': won round by a friend's
 * kindness; 'The greedy squirrel': learning to share), a child's own mess ("Mia's messy bedroom": tidied), or a
 * grown-up's own place ('Grandma's garden': a day helping Grandma there). The idea is read on as if it had said so, so
 * each is told by its own telling, never a stock 'explore the meadow'. A little ballerina with no wish has her dance
 * show to be brave about.
 */
import { kindOf, settingById, type Character, type Goal, type IdeaUnderstanding, type SettingId } from '../language/index.js';
import type { Random } from '../seeded.js';
import { celebrationOf } from './world/celebrations.js';
import { communityPlaceOf } from './world/community-places.js';
import { helpPlaceOf } from './world/helping-jobs.js';
import { homeDayOf } from './world/home-days.js';
import { RESCUES } from './world/rescues.js';
import { traitOf, type TraitTelling } from './world/traits.js';
import { plainOf } from './superlative.js';

const someone = (word: string, relation: string | null = 'friend'): Character | null => {
  const kind = kindOf(word);
  return kind && { name: null, kind, kindWord: word, pronoun: null, relation, adjectives: [], plural: false };
};

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** The wish said with the place: 'help on the farm', 'help in the forest'. */
const helpThere = (place: SettingId) => `help ${settingById(place).prep} ${settingById(place).name}`;

/**
 * One in trouble the hero can save where the story is: a creature of a trouble of that place (a squirrel up a tree in the
 * forest), never the hero's own kind, a person for a creature, or a machine for one who is not.
 */
function rescuedThere(idea: IdeaUnderstanding, place: SettingId | null, rng: Random): Character | null {
  const hero = idea.hero!.kind;
  const fits = (word: string) => {
    const kind = kindOf(word);
    return (
      kind !== null && kind !== hero && (hero.human || !kind.human) && (kind.group !== 'machine' || hero.group === 'machine')
    );
  };
  const here = RESCUES.filter((r) => place !== null && r.settings.includes(place) && r.kinds.some(fits));
  const troubles = here.length > 0 ? here : RESCUES.filter((r) => r.kinds.some(fits));
  const trouble = rng.pick(troubles);
  const kinds = trouble.kinds.filter(fits);
  // (Of those who get into it, one that lives there: a squirrel in the forest rather than a kitten.)
  const living = kinds.filter((k) => kindOf(k)!.habitat === place);
  return someone(rng.pick(living.length > 0 ? living : kinds));
}

/** A grown-up whose place the idea names ("Grandma's garden", "Nana's kitchen"), with no wish of their own. */
function kinPlaceOf(idea: IdeaUnderstanding): Character | undefined {
  return idea.companions.find(
    (c) =>
      c.kind.group === 'family' &&
      c.kindWord !== null &&
      idea.places.some((p) => new RegExp(`\\b${c.kindWord}['’]s\\s+(?:[a-z]+\\s+)?${p.text}\\b`, 'i').test(idea.text)),
  );
}

/** A pet said to be naughty after its name: 'Benny the rabbit is very naughty', 'Rosie is a cheeky puppy'. */
const NAUGHTY_SAID = /\b(?:is|was)\s+(?:(?:very|so|really|a bit|such a|a|an|little)\s+)*(naughty|cheeky|mischievous)\b/i;
const naughtySaid = (text: string) => [NAUGHTY_SAID.exec(text)?.[1]?.toLowerCase() ?? ''].filter(Boolean);

/** A naughty pet's wish, to be a good puppy, if its kind has a day of mischief (pet-days.ts). */
function mischiefWish(hero: Character): Goal | null {
  const phrase = `be a good ${hero.kindWord ?? hero.kind.word}`;
  return homeDayOf(phrase)?.id === 'mischief' ? { type: 'do', verb: 'be', phrase, object: null } : null;
}

/** A mess of the hero's own: 'a messy bedroom', 'the messiest room', 'an untidy room'. */
const MESS = /\b(?:messy|messiest|untidy|mess)\b/i;

/** The goal a wish of the hero's nature says. */
function traitGoal(telling: TraitTelling, idea: IdeaUnderstanding, place: SettingId | null, rng: Random): IdeaUnderstanding {
  const plain = { ...idea, feeling: null, mood: null };
  if (telling === 'won-round') return { ...plain, goal: null, dislike: { what: 'grumpy', doing: false, object: null } };
  if (telling === 'sharing') return { ...plain, goal: null, dislike: { what: 'share', doing: true, object: null } };
  // ('The naughty puppy': its own day at home, told by pet-days.ts.)
  if (telling === 'mischief') return { ...plain, setting: 'home', goal: mischiefWish(idea.hero!)!, educational: false };
  if (telling === 'helping')
    return { ...plain, setting: place, goal: { type: 'help', verb: 'help', phrase: helpThere(place!), object: null } };
  const rescued = rescuedThere(idea, place, rng);
  if (!rescued) return idea;
  return {
    ...plain,
    companions: [...idea.companions, rescued],
    goal: { type: 'help', verb: 'rescue', phrase: `rescue ${article(rescued.kindWord!)} ${rescued.kindWord}`, object: null },
  };
}

/**
 * A little ballerina with no wish ('A little ballerina', 'Bella the ballerina'): her dance show, the butterflies before it
 * and the steps that help, at her dance class (dance-class.ts), as 'scared of the dance show' is told.
 */
function showNerves(idea: IdeaUnderstanding): IdeaUnderstanding | null {
  const hero = idea.hero;
  if (hero?.kind.word !== 'ballerina' || idea.companions.length > 0 || (idea.setting && idea.setting !== 'school')) return null;
  return {
    ...idea,
    setting: 'school',
    goal: { type: 'overcome', verb: 'feel', phrase: 'feel brave about the dance show', object: null },
    feeling: { mood: 'scared', about: 'the dance show' },
    topic: idea.topic ?? { phrase: 'dance show', words: ['dance', 'show'] },
  };
}

/**
 * A fairy of the stars with no wish ('The star fairy', 'A fairy who lives on a star'): her work in the night sky, the
 * stars lit and polished and a fallen one put back (the night sky's jobs, helping-jobs.ts), never a garden explored.
 */
function starWork(idea: IdeaUnderstanding): IdeaUnderstanding | null {
  const hero = idea.hero;
  if (hero?.kind.word !== 'fairy' || idea.companions.length > 0 || !/\bstar(?:s|ry|light)?\b/i.test(idea.text)) return null;
  if (idea.setting && !['space', 'night-sky', 'sky'].includes(idea.setting)) return null;
  return {
    ...idea,
    setting: 'night-sky',
    // (The star she lives on is the whole sky's, no thing of the story to think of.)
    places: [],
    wanted: null,
    goal: { type: 'help', verb: 'help', phrase: 'help in the night sky', object: null },
  };
}

/** 'Baking with Grandma', 'Mia bakes with Dad': baking with nothing said to bake. */
const BAKING = /\bbak(?:e|es|ed|ing)\b/i;
const COOKIES = { text: 'cookies', head: 'cookie', noun: 'cookie', adjectives: [], plural: true, mass: false, kind: null };

/** Baking said with nothing to bake is baking cookies: never a kitchen explored. */
function bakedWith(idea: IdeaUnderstanding): IdeaUnderstanding | null {
  const bare = !idea.goal || idea.goal.phrase.trim().toLowerCase() === 'bake';
  if (!bare || idea.wanted || idea.things.length > 0 || !BAKING.test(idea.text) || idea.feeling) return null;
  return {
    ...idea,
    setting: idea.setting ?? 'kitchen',
    goal: { type: 'make', verb: 'bake', phrase: 'bake cookies', object: COOKIES },
    wanted: COOKIES,
    things: [COOKIES],
    educational: false,
    topic: null,
  };
}

/** The idea with the wish it implies, when it names none; else as it is. */
export function impliedWish(idea: IdeaUnderstanding, rng: Random): IdeaUnderstanding {
  const baking = bakedWith(idea);
  if (baking) return baking;
  // (A wish, a trouble, a feast day, a dislike, a newcomer or a lesson already tells the story.)
  if (idea.trouble || idea.dislike || idea.arrival || idea.educational || celebrationOf(idea.text)) return idea;
  // ('The grumpy troll': the mood's own wish to feel calm again is no wish of the idea.)
  const moodsOwn = idea.goal?.phrase === 'feel calm again' && !idea.feeling?.about;
  if (idea.goal && !moodsOwn) return idea;
  const kin = kinPlaceOf(idea);
  if (kin && !idea.goal)
    return { ...idea, goal: { type: 'help', verb: 'help', phrase: `help ${kin.name ?? `the ${kin.kindWord}`}`, object: null } };
  // ("Mia's messy bedroom": a child's own mess is tidied, with a fun way found to do it; never a den built in it.)
  if (idea.hero?.kind.human && idea.companions.length === 0 && MESS.test(idea.text))
    return { ...idea, dislike: { what: 'tidy', doing: true, object: null } };
  const show = showNerves(idea);
  if (show) return show;
  const stars = starWork(idea);
  if (stars) return stars;
  const hero = idea.hero;
  const trait =
    hero && idea.companions.length === 0 ? traitOf([...hero.adjectives.map(plainOf), ...naughtySaid(idea.text)]) : undefined;
  if (!hero || !trait) return idea;
  const place = idea.setting ?? (hero.kind.human ? null : (hero.kind.habitat ?? null));
  const fitting = trait.tellings.filter(
    (t) =>
      (t !== 'helping' || (place !== null && helpPlaceOf(place).settings.length > 0)) && (t !== 'mischief' || mischiefWish(hero)),
  );
  // ('A kind robot at the food bank': a place that is there to help is helped at, with no duckling down its drain.)
  const helpingPlace = place !== null && idea.places.some((p) => communityPlaceOf(p.text, place));
  const tellings: readonly TraitTelling[] = helpingPlace && fitting.includes('helping') ? ['helping'] : fitting;
  // (Only a grumpy hero's wish is the mood's own: a kind one who feels cross is told by the feeling.)
  if (tellings.length === 0 || (moodsOwn && !tellings.includes('won-round'))) return idea;
  return traitGoal(rng.pick(tellings), idea, place, rng.fork('trait'));
}
