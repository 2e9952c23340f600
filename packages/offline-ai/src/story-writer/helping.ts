/**
 * Who asks for help and how, for a wish to help ('help {their} grandpa on the farm', 'help the
 * flowers in the garden', 'help the village build a bridge'): the one helped, and the rest of the
 * wish, so lines say 'Could you help me on the farm?' rather than 'Please help me help my grandpa'.
 */
import { has, tokenize } from '../language/tokens.js';
import { memo } from '../memo.js';
import type { Random } from '../seeded.js';
import type { StoryPlan } from './plan.js';
import { fixedBy } from './slots.js';
import { bodyOf, helpPlaceOf, jobsFor, workPlaceOf } from './world/helping-jobs.js';

interface HelpWish {
  /** Who is helped, as the goal says it: '{their} grandpa', 'the flowers'; null for 'help on the farm'. */
  helped: string | null;
  /** The rest of the wish: 'on the farm', 'build a bridge', ''. */
  rest: string;
}

/**
 * 'help {their} grandpa on the farm' -> helped '{their} grandpa', rest 'on the farm'; 'clean the house' -> helped null.
 * (Read once per goal: every telling and slot asks again, and the NLP tagger is the dearest step of a story.)
 */
const helpWish = memo((phrase): Readonly<HelpWish> => {
  const match = /^help\b\s*(.*)$/.exec(phrase);
  // ('clean the house': the wish is the help itself, for whoever is there.)
  if (!match) return { helped: null, rest: phrase };
  const words = match[1]!.replace(/\{their\}/g, 'their');
  const tokens = tokenize(words);
  let end = 0;
  while (
    end < tokens.length &&
    // ('help Dad cook dinner': the chore ends who is helped, though 'cook' is a noun too.)
    !(end > 0 && CHORE.test(tokens[end]!.lower)) &&
    !has(tokens[end], 'Preposition') &&
    !(has(tokens[end], 'Verb') && !has(tokens[end], 'Noun')) &&
    (has(tokens[end], 'Noun') ||
      has(tokens[end], 'Determiner') ||
      has(tokens[end], 'Adjective') ||
      has(tokens[end], 'Possessive'))
  )
    end += 1;
  const cut = end > 0 ? tokens[end - 1]!.end : 0;
  const helped = end > 0 ? words.slice(0, cut).replace(/\btheir\b/g, '{their}') : null;
  return {
    helped,
    rest: words
      .slice(cut)
      .replace(/\btheir\b/g, '{their}')
      .trim(),
  };
});

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** A wish to help someone do something of their own: get home, find a nest, build a bridge. */
const ERRAND = /\b(?:get|find|go|reach|cross|build|make|fix|carry|catch|climb|learn|see|look for|escape)\b/;

/** A chore of one's own to help with: 'help Grandma clean the house', 'help Dad wash the car', 'help the zookeeper feed the penguins'. */
const CHORE =
  /^(?:clean|tidy|sweep|dust|wash|bake|cook|feed|water|weed|dig|plant|pick|paint|sort|fold|rake|mow|hoover|polish|ice|look after|take care of|collect|gather)\b/;

/**
 * The wish is help with the jobs of a place or of someone ('help {their} grandpa on the farm', 'help on the farm',
 * 'help the flowers grow', 'clean the house'), not an errand of its own ('help a lost puppy get home', 'guide a big
 * ship into the harbour'), which is told as its own story.
 */
export function jobsWish(phrase: string): boolean {
  if (!/^help\b/.test(phrase)) return /^(?:clean|tidy|tidy up|sweep|dust|wash up)\b/.test(phrase);
  const { helped, rest } = helpWish(phrase);
  if ((helped !== null && /^an?\b/.test(helped)) || ERRAND.test(phrase)) return false;
  return (
    rest === '' ||
    /^(?:on|in|at|with|around|round|about|out)\b/.test(rest) ||
    CHORE.test(rest) ||
    helpPlaceOf('home', helped).thing !== undefined
  );
}

/** Whether the wish is to help the story's friend ('help {their} grandpa'), read from the wish. */
function friendHelped(plan: StoryPlan, wish: HelpWish): boolean {
  const { friend } = plan;
  const lastWord = wish.helped?.split(' ').at(-1)?.toLowerCase() ?? '';
  return (
    friend !== null &&
    wish.helped !== null &&
    // ('help the pirates': the pirate Sky is one of them.)
    // ('help the ducklings learn to swim': the duck Pip is one of them.)
    [friend.relation, friend.kind.word, ...friend.kind.words, friend.name.toLowerCase()].some(
      (w) => w !== null && (w === lastWord || `${w}s` === lastWord),
    )
  );
}

/** What is helped when it is no one of the story ('help the flowers grow' -> 'the flowers'), else null. */
function thingHelped(plan: StoryPlan): string | null {
  const wish = plan.goal.type === 'help' ? helpWish(plan.goal.phrase) : null;
  if (!wish?.helped || friendHelped(plan, wish)) return null;
  return wish.helped.replace(/\{their\}/g, 'the');
}

/**
 * Slots of a helping story told by its jobs (world/helping-jobs.ts): who works with the hero and thanks them
 * ({helpWith}: the friend helped, else the one the place implies, the guide), what is helped ({helped}), where they
 * are at first, four jobs of the place, one of which goes wrong and is put right together, and what it meant.
 */
export function helpJobSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const wish = plan.goal.type === 'help' ? helpWish(plan.goal.phrase) : null;
  if (plan.shape !== 'helping' || !wish || !jobsWish(plan.goal.phrase)) return {};
  const { hero } = plan;
  const helpWith = helpWithOf(plan, wish);
  const thing = thingHelped(plan);
  const place = placeOfHelp(plan, thing);
  const helped = thing ?? helpWith;
  // ('Next, {hero} picked...', 'Then the wheelbarrow wobbled...'.)
  const lc = (text: string) => text.replace(/^(\{?)(\p{Lu})/u, (_, brace: string, first: string) => brace + first.toLowerCase());
  // ('help collect tins for the food bank': what is collected, and who or where it is for.)
  const [, gathered = '', cause = ''] = /^help (?:collect|gather) (.+?) for (.+)$/.exec(plan.goal.phrase) ?? [];
  const fill = (text: string) =>
    text
      .replace(/\{helped\}/g, helped)
      .replace(/\{helpWith\}/g, helpWith)
      .replace(/\{gathered\}/g, gathered)
      .replace(/\{Gathered\}/g, gathered.charAt(0).toUpperCase() + gathered.slice(1))
      .replace(/\{GATHERED\}/g, gathered.toUpperCase())
      .replace(/\{cause\}/g, cause)
      .replace(/\{CAUSE\}/g, cause.toUpperCase());
  const fitting = jobsFor(place, hero.kind);
  // The place's own jobs come first; those any helper of that body could do only fill up (a bee helping the
  // flowers carries pollen before it fetches things from up high).
  const own = fitting.filter((job) => place.jobs.includes(job));
  const jobs = [...rng.shuffle(own), ...rng.shuffle(fitting.filter((job) => !own.includes(job)))];
  const oops = jobs.find((j) => j.oops)!;
  // (Told job 1, 2, the mishap, 4, then 3 last: jobs done in order keep their order in the telling.)
  const picked = jobs.filter((j) => j !== oops).slice(0, 4);
  if (place.inOrder) picked.sort((a, b) => fitting.indexOf(a) - fitting.indexOf(b));
  const [job1, job2, job3, job4] = place.inOrder && picked.length === 4 ? [picked[0], picked[1], picked[3], picked[2]] : picked;
  // ('By lunchtime, the weeds were gone and the bird bath was full.': the jobs told, done; one of them when both are too long.)
  const by = rng.pick(plan.setting === 'night-sky' ? DONE_BY_NIGHT : DONE_BY);
  const done = `${by} ${job1!.after} and ${job3!.after}.`;
  return {
    helpWith,
    // (Spoken to, the one helped is called by name: 'Where shall I start, Theo?', never 'the farmer'.)
    helpCall: friendHelped(plan, wish) ? plan.friend!.name : plan.guide.name,
    helped,
    helpAt: rng.pick(place.at),
    helpJob1: fill(job1!.done),
    helpJob2Lc: lc(fill(job2!.done)),
    helpJob3Lc: lc(fill(job3!.done)),
    helpJob4Lc: job4 ? lc(fill(job4.done)) : null,
    helpOopsLc: lc(fill(oops.oops!.event)),
    helpFix: fill(fixedBy(oops.oops!.fix, hero.name, helpWith)),
    helpDone: fill(done.split(' ').length <= 14 ? done : `${by} ${job3!.after}.`),
    helpTip: fill(rng.pick(tipsFor(place.tips, hero.kind))),
    helpLook: fill(rng.pick(place.looks)),
    helpMattered: fill(rng.pick(place.mattered)),
  };
}

/**
 * The hero works here ('Farmer Joe's busy morning', 'Farmer Joe helps on the farm'): the jobs are their own, done with
 * the one who works beside them (the friend: the sheepdog), never asked of them by someone else.
 */
export const ownWork = (plan: StoryPlan): boolean =>
  plan.shape === 'helping' &&
  plan.friend !== null &&
  plan.goal.type === 'help' &&
  /^help(?:\s+(?:on|in|at)\b.*)?$/.test(plan.goal.phrase) &&
  workPlaceOf(plan.hero.kind)?.settings.includes(plan.setting) === true;

/** Who works with the hero and thanks them: the friend helped ('Grandpa'), else the guide ('Grandma', 'the farmer'). */
function helpWithOf(plan: StoryPlan, wish: HelpWish): string {
  const { friend, guide } = plan;
  if (friendHelped(plan, wish) || ownWork(plan)) return friend!.name;
  return guide.kind.group === 'family' ? guide.name : `the ${guide.kind.word}`;
}

/** A tool given or a way of holding shown is for hands: a bee is lent no boots, a tractor no duster. */
const HANDS_TIP = /\b(?:boots|gloves|apron|hat|cap|goggles|duster|rake|picker|badge|hold|squeeze|pull|scales)\b/;

const tipsFor = (tips: readonly string[], kind: StoryPlan['hero']['kind']) => {
  const fitting = bodyOf(kind) === 'hands' ? tips : tips.filter((tip) => !HANDS_TIP.test(tip));
  return fitting.length > 0 ? fitting : tips;
};

/** Where the jobs are: a worker's own day is at their own place, whether or not a child could help there. */
const placeOfHelp = (plan: StoryPlan, thing: string | null) =>
  (ownWork(plan) ? workPlaceOf(plan.hero.kind) : undefined) ?? helpPlaceOf(plan.setting, thing, plan.goal.phrase, plan.placeName);

/** How a morning of jobs is said to be over, before the jobs once done. */
const DONE_BY = ['By lunchtime,', 'Soon', 'Before long,', 'By the afternoon,', 'In no time,'];
/** The same, for jobs done in the night sky: never 'by lunchtime' among the stars. */
const DONE_BY_NIGHT = ['By midnight,', 'Soon', 'Before long,', 'Long before dawn,', 'In no time,'];

/** Words of a helping story's jobs ('weeds', 'apples') and the one helped: a paragraph that says one keeps to the help. */
export const helpWords = (plan: StoryPlan): string[] =>
  plan.shape === 'helping' && plan.goal.type === 'help' && jobsWish(plan.goal.phrase)
    ? [
        ...jobsFor(placeOfHelp(plan, thingHelped(plan)), plan.hero.kind).map((j) => j.mark),
        // (The one helped, working beside the hero: 'Dad', 'the librarian'.)
        helpWithOf(plan, helpWish(plan.goal.phrase)).replace(/^the /, ''),
      ]
    : [];

/** Slots of a helping story: the asker (the friend when the wish is to help them, else the guide) and what is asked. */
export function helpSlots(plan: StoryPlan): Record<string, string | null> {
  const wish = plan.goal.type === 'help' ? helpWish(plan.goal.phrase) : null;
  if (!wish) return { asker: null, askHelp: null, helpYou: null, helpedMe: null, helpedThird: null };
  const { friend, guide } = plan;
  // 'help {their} grandpa' with Grandpa in the story: Grandpa is the one who asks.
  const friendAsks = friendHelped(plan, wish);
  // ('help Dad cook dinner' with Dad met at the stove: he asks for help himself, never 'Could you help Dad cook dinner?'.)
  const helpedWord = wish.helped?.split(' ').at(-1)?.toLowerCase();
  const guideAsks = [guide.kind.word, guide.name.toLowerCase()].includes(helpedWord ?? '');
  const askerIsHelped = friendAsks || guideAsks || wish.helped === null;
  const your = (text: string) => text.replace(/\{their\}/g, 'your');
  return {
    asker: friendAsks ? friend!.name : `the ${guide.kind.word}`,
    askHelp: askerIsHelped ? join('help me', wish.rest) : join('help', your(wish.helped!), your(wish.rest)),
    helpYou: askerIsHelped ? join('you', your(wish.rest)) : join(your(wish.helped!), your(wish.rest)),
    helpedMe: askerIsHelped ? 'me' : your(wish.helped!),
    helpedThird: friendAsks ? friend!.name : (wish.helped ?? `the ${guide.kind.word}`),
  };
}

/** The wish names the story's friend ('help {their} grandpa', 'bake a cake for {their} mum'): the friend does not speak of it as someone else's. */
export function friendInGoal(friend: StoryPlan['friend'], phrase: string): boolean {
  if (!friend) return false;
  // ('find {their} sister's teddy': the sister is in the wish too.)
  const words = phrase
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/['’]s$/, ''));
  return [friend.relation, friend.kind.word, friend.name.toLowerCase()].some(
    (w) => w !== null && w !== 'friend' && words.includes(w),
  );
}
