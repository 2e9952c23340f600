/**
 * Who took it ('Who ate all the cookies?', 'Who took Grandma's glasses?', 'The case of the missing cake'): the idea is
 * read here (`whodunitOf`), a culprit of world/whodunits.ts that fits the thing and the place is chosen with the plan,
 * and the story is told by its own moves (moves/whodunit.ts): the thing gone and the question asked, a clue and a
 * suspect who was elsewhere, a second clue and suspect, the clues put together, the culprit caught, and the end.
 */
import { kindOf, singularOf, type IdeaUnderstanding, type SettingId } from '../language/index.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { gated } from './world/fears.js';
import { nameOwner } from './slots.js';
import { CULPRITS, SUSPECTS, TAKEN_WORDS, type Culprit, type Suspect, type Taken } from './world/whodunits.js';

/** What the idea says was taken, and by which doing. */
export interface Whodunit {
  /** 'ate', 'took' (as asked: 'Who ate the cookies?'). */
  verb: string;
  /** The thing's noun, as said: 'cookies', 'glasses', 'chocolate cake'. */
  noun: string;
  plural: boolean;
  /** Whose it is, when said ('Grandma'): one of the family, who helps. */
  owner: string | null;
  /** It is the hero's own ('my teddy', 'her sandwich'). */
  own: boolean;
  taken: Taken;
  setting: SettingId;
}

/** The whodunit told: the culprit (the story's friend), who helps, and the two suspects asked. */
export interface WhodunitTold extends Whodunit {
  culprit: Culprit;
  suspects: readonly [Suspect, Suspect];
  helper: string;
}

const DOINGS =
  /\bwho(?:['’]s| has)?(?: been)? (ate|eaten|eating|nibbled|nibbling|munched|gobbled|took|taken|taking|stole|stolen|pinched|hid|hidden|pecked|ran off with)\s+(.+?)\s*[?.!]*$/i;
const MISSING = /\b(?:case|mystery) of the (?:missing|vanishing|disappearing|stolen) (.+?)\s*[?.!]*$/i;
const PAST: Readonly<Record<string, string>> = {
  eaten: 'ate',
  eating: 'ate',
  nibbling: 'nibbled',
  taken: 'took',
  taking: 'took',
  stolen: 'stole',
  hidden: 'hid',
};
const EATEN = /^(?:ate|nibbled|munched|gobbled|pecked)$/;
/** A grown-up of the family who owns it ('Grandma's glasses'), as the language module knows the family. */
const isKin = (word: string) => {
  const kind = kindOf(word.toLowerCase());
  // (A grown-up: 'my brother's ball' is the ball, looked for by the child.)
  return kind !== null && kind.group === 'family' && kind.size !== 'small';
};

/** The whodunit the idea asks, if it asks one. */
export function whodunitOf(idea: IdeaUnderstanding): Whodunit | undefined {
  const asked = DOINGS.exec(idea.text);
  const missing = asked ? null : MISSING.exec(idea.text);
  if (!asked && !missing) return undefined;
  const said = PAST[asked?.[1]?.toLowerCase() ?? ''] ?? asked?.[1]?.toLowerCase() ?? 'took';
  let object = (asked?.[2] ?? missing![1]!).replace(/^(?:all|some|half) (?:of )?/i, '');
  // ('the strawberries in the garden': where it was is the story's place, not the thing.)
  const tail = /\s+(?:in|from|on|at|out of|off) .+$/i.exec(object)?.[0] ?? '';
  object = object.slice(0, object.length - tail.length);
  const owned = /^(\p{L}+)['’]s\s+(.+)$/u.exec(object);
  const owner = owned && isKin(owned[1]!) ? owned[1]!.charAt(0).toUpperCase() + owned[1]!.slice(1).toLowerCase() : null;
  const own = !owned && /^(?:my|his|her|their|our)\s/i.test(object);
  const noun = (owned ? owned[2]! : object)
    .replace(/^(?:the|my|our|your|his|her|their|a|an)\s+/i, '')
    .toLowerCase()
    .trim();
  if (!noun || noun.split(' ').length > 3) return undefined;
  const taken: Taken = TAKEN_WORDS['garden food'].test(noun)
    ? 'garden food'
    : TAKEN_WORDS.food.test(noun) || EATEN.test(said)
      ? 'food'
      : TAKEN_WORDS.shiny.test(noun)
        ? 'shiny'
        : 'soft';
  const garden = taken === 'garden food' || /\bgarden\b/i.test(idea.text);
  return {
    verb: said,
    noun,
    plural: /s$/.test(noun) && !/(?:ss|us)$/.test(noun),
    owner,
    own,
    taken,
    setting: garden ? 'garden' : taken === 'food' ? 'kitchen' : 'home',
  };
}

/** The culprit, the suspects and who helps, by seed among those that fit; none of them the hero's kind. */
export function whodunitTold(asked: Whodunit, heroKind: string, rng: Random): WhodunitTold {
  const where = asked.setting === 'garden' ? 'garden' : 'home';
  const fits = CULPRITS.filter((c) => c.takes.includes(asked.taken) && c.where.includes(where) && c.kind !== heroKind);
  const culprit = rng.pick(fits.length > 0 ? fits : CULPRITS.filter((c) => c.takes.includes('food')));
  const owner = asked.owner?.toLowerCase() ?? null;
  const family = ['mum', 'dad', 'grandma', 'grandpa'].filter((k) => k !== culprit.kind);
  const helper = owner && family.some((k) => owner.startsWith(k.slice(0, 4))) ? owner : rng.pick(family);
  const others = SUSPECTS.filter((s) => s.kind !== culprit.kind && s.kind !== helper && s.kind !== heroKind);
  const [first, second] = rng.shuffle(others);
  return { ...asked, culprit, suspects: [first!, second!], helper };
}

export const whodunitStory = (plan: StoryPlan) => plan.whodunit !== undefined;

/** What is gone, said with its owner: 'Grandma's glasses', 'the cookies'. */
const whatOf = (told: Whodunit) =>
  told.owner ? `${nameOwner(told.owner)} ${told.noun}` : told.own ? `{their} ${told.noun}` : `the ${told.noun}`;

/** Words of the whodunit (the thing, the clues, the detective, who did it): a paragraph that says one keeps to it. */
export const whodunitWords = (plan: StoryPlan): string[] =>
  plan.whodunit
    ? [plan.whodunit.noun.split(' ').at(-1)!, 'clue', 'clues', 'detective', 'mystery', ...(plan.friend ? [plan.friend.name] : [])]
    : [];

/** 'Who Ate the Cookies?', 'Mia and the Missing Cake', 'The Case of the Missing Glasses'. */
export function whodunitTitles(told: Whodunit, name: string): string[] {
  return [
    `Who ${told.verb.charAt(0).toUpperCase()}${told.verb.slice(1)} ${told.own ? `the ${told.noun}` : whatOf(told)}?`,
    `${name} and the Missing ${told.noun}`,
    `The Case of the Missing ${told.noun}`,
  ];
}

/** One of the family is asked ('"Was it you, Dad?"'); a pet or the baby is wondered about. */
const askOf = (suspect: Suspect, rng: Random) =>
  suspect.called.startsWith('the ')
    ? rng.pick([
        `"Could it be ${suspect.called}?" wondered {hero}.`,
        `Was it ${suspect.called}? {Hero} tiptoed off to see.`,
        `{Hero} checked on ${suspect.called}.`,
      ])
    : rng.pick([
        `"Was it you, ${suspect.called}?" asked {hero}.`,
        `"Did you do it, ${suspect.called}?" asked {hero}.`,
        `{Hero} went to ask ${suspect.called}.`,
      ]);

const BAKED = /\b(?:cookies?|biscuits?|cakes?|cupcakes?|buns?|muffins?|pies?|tarts?|pancakes?)\b/;

export function whodunitSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const told = plan.whodunit;
  if (!told) return {};
  const what = whatOf(told);
  const were = told.plural ? 'were' : 'was';
  const them = told.plural ? 'them' : 'it';
  const gates = { food: told.taken === 'food' || told.taken === 'garden food' };
  const pick = (lines: readonly string[]) => rng.pick(gated(lines, gates));
  const [one, two] = told.suspects;
  const before =
    told.taken === 'garden food'
      ? `{Time}, {hero} went out to pick ${what} in the garden.`
      : told.taken === 'food' && BAKED.test(told.noun) && !told.owner
        ? `{Time}, {hero} and {helper} baked ${what} in the kitchen. They left ${them} to cool.`
        : told.own
          ? `{Time}, {hero} left {their} ${told.noun} on the kitchen table, just for a moment.`
          : told.owner
            ? `{Time}, ${told.owner} put ${kindOf(told.owner.toLowerCase())?.pronoun === 'he' ? 'his' : 'her'} ${told.noun} down in the kitchen.`
            : `{Time}, ${what} ${were} on the kitchen table.`;
  const gone =
    told.taken === 'garden food'
      ? `But someone had got there first! Nearly all of ${them} ${were} gone.`
      : `But when {hero} came back, ${what} ${were} gone!`;
  return {
    helper: plan.guide.name,
    what,
    whatWas: were,
    whatOne: told.taken === 'food' && told.plural ? `the last ${singularOf(told.noun)}` : what,
    whoBefore: before,
    whoGone: gone,
    // (Asked of one's own: 'Who stole my teddy?')
    whoAsk: `"Who ${told.verb} ${told.own ? `my ${told.noun}` : what}?" cried {hero}.`,
    whoClue1: pick(told.culprit.clue1),
    whoClue2: pick(told.culprit.clue2),
    whoAsk1: askOf(one, rng),
    whoAlibi1: pick(one.alibi),
    whoAsk2: askOf(two, rng),
    whoAlibi2: pick(two.alibi),
    whoThinks: pick(told.culprit.thinks),
    whoCaught: pick(told.culprit.caught),
    whoVerb: told.verb,
    // (Said to the culprit as they are: a pet or the baby is caught, Dad is laughed at.)
    whoCaughtSay: rng.pick(
      plan.friend?.kind.group === 'family'
        ? ['"Caught you, {friend}!" laughed {hero}.', '"So it was you, {friend}!" giggled {hero}.']
        : [
            '"So it was you, {friend}!" laughed {hero}.',
            '"Caught you, {friend}!" cried {hero}.',
            '"Got you, {friend}!" giggled {hero}.',
          ],
    ),
    whoAfter: pick(told.culprit.after),
  };
}
