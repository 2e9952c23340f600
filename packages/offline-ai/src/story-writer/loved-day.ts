/**
 * A child who loves something, and nothing else said ('Mia loves trains', 'A boy who is mad about dinosaurs'): the idea
 * becomes a day out where the loved thing is real (world/loved-things.ts), its love shown first and played at home
 * after (moves/day-out.ts). Read once from the idea (`lovedDayOf`), carried on the plan's day out.
 */
import { kindOf, settingById, singularOf, type IdeaUnderstanding } from '../language/index.js';
import type { Random } from '../seeded.js';
import { topicById } from './knowledge/index.js';
import { HOPED_AS, LOVED_THINGS, type LovedThing } from './world/loved-things.js';
import { LOVES } from './world/passions.js';

/** What the day out keeps of the love. */
export interface LovedPlan {
  id: string;
  /** As the idea says it: 'trains', 'the sea' is 'sea'. */
  loved: string;
  /** One of them: 'giraffe'. */
  lovedOne: string;
  /** A word of the place's hopes to hope for ('dinosaur'), else null. */
  hope: string | null;
  /** A true fact of it, from the knowledge base, for the family to say; else null. */
  fact: string | null;
}

/**
 * 'loves', 'adores', 'is mad about', with the loved thing ending the idea: 'Mia, who loves trains, gets lost at the
 * station' is about getting lost, and keeps its own telling.
 */
const LOVING = new RegExp(
  String.raw`${LOVES}\s+(?:(?:all|real|big|little)\s+)*((?:the\s+)?[a-z][a-z -]*?)(?:\s+(?:so much|very much|more than anything|a lot))?[.!]*$`,
  'i',
);

const FACT_OPENS_ON_BEFORE = /^(?:This|These|That|It|They|Their)\b/;
const MAX_FACT_WORDS = 11;

/** A true fact of the loved thing: one that names it where one does, short enough for the family to say. */
function factOf(row: LovedThing, one: string, rng: Random): string | null {
  const topic = topicById(row.topic ?? `${one}s`) ?? topicById(one);
  if (!topic) return null;
  const said = topic.facts
    .map((f) => f.text)
    // (Said aloud by the family: none that quotes a sound itself, 'blew the whistle: toot, toot!'.)
    .filter((t) => !FACT_OPENS_ON_BEFORE.test(t) && !t.includes(':') && t.split(/\s+/).length <= MAX_FACT_WORDS);
  const naming = said.filter((t) => new RegExp(`\\b${one}`, 'i').test(t));
  const fit = naming.length > 0 || row.many ? naming : said;
  return fit.length > 0 ? rng.pick(fit) : null;
}

/**
 * The idea is only a child's love of something a day out can show: the idea as a day there (the day out's own reading
 * of 'Mia goes to the station'), and the love. Else null.
 */
export function lovedDayOf(said: IdeaUnderstanding, rng: Random): { idea: IdeaUnderstanding; loves: LovedPlan } | null {
  if (said.hero && !said.hero.kind.human) return null;
  if (said.feeling || said.hero?.plural) return null;
  const loved = LOVING.exec(said.text.trim())?.[1]?.toLowerCase().trim();
  if (!loved) return null;
  const row = LOVED_THINGS.find((r) => r.words.test(loved.replace(/^the /, '')));
  if (!row) return null;
  const one = loved
    .replace(/^the /, '')
    .split(' ')
    .map((w, i, all) => (i === all.length - 1 ? singularOf(w) : w))
    .join(' ');
  const place = settingById(row.setting);
  const placeWord = place.name.replace(/^the /, '');
  const object = {
    text: placeWord,
    head: placeWord.split(' ').at(-1)!,
    noun: placeWord,
    adjectives: [],
    plural: false,
    mass: false,
    kind: null,
  };
  return {
    idea: {
      ...said,
      // (The loved ones are what the day is for, no friend along: 'loves dinosaurs' brings no dinosaur.)
      companions: said.companions.filter((c) => c.kind.human),
      places: [{ setting: row.setting, text: placeWord, named: null }],
      setting: row.setting,
      goal: { type: 'reach', verb: 'go to', phrase: `go to the ${placeWord}`, object },
      wanted: null,
      things: [],
      topic: null,
      educational: false,
      ...(row.ride ? { ride: { ride: row.ride, visiting: null } } : {}),
    },
    loves: {
      id: row.id,
      loved,
      lovedOne: one,
      hope: row.hope ?? HOPED_AS[one] ?? one,
      fact: factOf(row, one, rng),
    },
  };
}

/**
 * A child who loves a kind of creature no day out shows ('Mia loves unicorns', 'A girl who loves cats'): the love is
 * a friend of that kind made, never a wish 'to enjoy unicorns'. Else null.
 */
export function lovedCreatureOf(said: IdeaUnderstanding): IdeaUnderstanding | null {
  if ((said.hero && !said.hero.kind.human) || said.feeling || said.hero?.plural) return null;
  // ('Sam loves his cat': a pet of one's own is looked after, a day with it at home.)
  const pet = said.companions.find((c) => c.relation === 'pet');
  if (pet && said.companions.length === 1 && said.goal?.verb === 'enjoy' && /^enjoy \{their\} /.test(said.goal.phrase))
    return {
      ...said,
      goal: { type: 'help', verb: 'take care of', phrase: `take care of {their} ${pet.kindWord ?? pet.kind.word}`, object: null },
    };
  const loved = LOVING.exec(said.text.trim())?.[1]?.toLowerCase().trim().replace(/^the /, '');
  if (!loved || loved.includes(' ') || LOVED_THINGS.some((r) => r.words.test(loved))) return null;
  const one = singularOf(loved);
  const kind = one !== loved ? kindOf(one) : null;
  if (!kind || kind.human) return null;
  const creature = { text: one, head: one, noun: one, adjectives: [], plural: false, mass: false, kind };
  const a = /^[aeiou]/.test(one) && !/^u[bcdfgjklmnpqrstvwxyz][aeiou]/.test(one) ? 'an' : 'a';
  return {
    ...said,
    companions: said.companions.filter((c) => c.kind !== kind),
    goal: { type: 'befriend', verb: 'make friends', phrase: `make friends with ${a} ${one}`, object: creature },
    wanted: creature,
    things: [creature],
  };
}
