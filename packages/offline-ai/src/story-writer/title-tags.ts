/**
 * The title and tags come from the story's own hero, goal, thing and topic: 'Sofía and the Tallest
 * Sunflower', 'Bolt Learns About the Water Cycle'. Tags are single lower-case words (no '#').
 */
import { ownWork } from './helping.js';
import { familyRecipe } from './family-recipe.js';
import { presentOf } from '../language/index.js';
import { dreamOfStory, nameOwner } from './slots.js';
import { bodyTroubleTitles } from './body-trouble.js';
import { countingTitles } from './counting.js';
import { whodunitTitles } from './whodunit.js';
import { magicTitles } from './magic.js';
import { magicWayTitles } from './magic-way.js';
import { powerTitles } from './power.js';
import { sillyWeatherTitles } from './silly-weather.js';
import { newHomeTitles } from './new-home.js';
import { wishToBeTitles } from './wish-to-be.js';
import { newThingTitles } from './new-thing.js';
import { oddHomeTitles } from './odd-home.js';
import { callOutTitles } from './call-out.js';
import { stallTitles } from './stall.js';
import { trickTitles } from './trick.js';
import { raceTitles } from './race.js';
import { hideSeekTitles } from './hide-seek.js';
import { taleTitles } from './tale.js';
import { treatTitles } from './treat.js';
import { mislaidTitles } from './mislaid.js';
import { differentTitles } from './different.js';
import { dislikeTitles } from './dislike.js';
import { lifeCycleTitles } from './life-cycle.js';
import { bedtimeFear } from './fears.js';
import { kindWordOf, type StoryPlan } from './plan.js';
import type { Random } from '../seeded.js';
import { escapeRegExp } from '../reg-exp.js';
import { firstClassStory } from './first-class.js';
import { celebrationCalled } from './world/index.js';
import { dayOfPlan } from './day-out.js';

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'about', 'from']);
const MIN_TAGS = 3;
const MAX_TAGS = 6;

/** Title Case, small words lower-case unless first; names keep their own spelling. */
function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const SHAPE_WORDS: Record<StoryPlan['shape'], readonly string[]> = {
  quest: ['Big Adventure', 'Great Journey', 'Brave Quest'],
  'lost-and-found': ['Lost and Found', 'Big Search'],
  fear: ['Brave Day', 'Brave Heart'],
  friendship: ['New Friend', 'Friendship Day'],
  mystery: ['Mystery', 'Great Mystery'],
  contest: ['Big Contest', 'Big Day'],
  helping: ['Helping Day', 'Kind Adventure'],
  learning: ['Discovery', 'Big Question'],
  making: ['Big Idea', 'Clever Plan'],
};

const STAY_WORDS = ['Big Day', 'Busy Day'];

/** The goal as a title says it: '{their}' as the hero's own, at most four words ('see red buses rolling by' is too long). */
function goalWords(plan: StoryPlan): string | null {
  const own = { she: 'her', he: 'his', they: 'their', it: 'its' }[plan.hero.pronoun];
  const phrase = plan.goal.phrase.replace(/\{their\}/g, own);
  // 'welcome his new baby sister' is said short as 'Welcomes His Baby Sister': 'new' is the word a title can spare.
  const short = phrase.split(' ').length > 4 ? phrase.replace(/ new (?=\S+ \S)/, ' ') : phrase;
  // ('help at the food bank': a wish that names where the story is told may take a fifth word for its place.)
  const most = short.endsWith(` ${plan.placeName}`) ? 5 : 4;
  return short.split(' ').length <= most && !/[{}]/.test(short) ? short : null;
}

/** What a making or getting goal is for: 'build a treehouse' -> 'treehouse'. */
function goalObject(plan: StoryPlan): string | null {
  if (!['make', 'grow', 'fix'].includes(plan.goal.type)) return null;
  const object = /^\S+ (?:(?:a|an|the|some|\{their\}) )?([a-z][a-z ]*)$/.exec(plan.goal.phrase)?.[1];
  return object && object.split(' ').length <= 2 ? object : null;
}

/** The title from the hero with the goal, thing, topic or place; a stock one only when the story gives nothing else. */
export function makeTitle(plan: StoryPlan, rng: Random): string {
  const { hero, thing, topic, goal } = plan;
  const name = hero.name;
  const owner = nameOwner(name);
  const options: string[] = [];
  // ('Ella Won’t Go to Bed', 'Splash and the Dinosaur Trees': the hero and the dislike, or the way it was won round.)
  if (plan.dislike) return titleCase(rng.pick(dislikeTitles(plan.dislike, hero.kind, name, owner)));
  // ('Joe’s Busy Day', 'Joe and Rusty': a worker’s own day at work, never 'Joe Helps'.)
  // ("Nana's Apple Pie", 'Mia Makes Grandma’s Soup': a family recipe is the one whose recipe it is.)
  if (familyRecipe(plan)) {
    const recipe = plan.goal.phrase.replace(/^learn to make /, '');
    return titleCase(rng.pick([recipe, `${name} Makes ${recipe}`]));
  }
  // ('Kai’s First Drum Lesson', 'Ollie Goes to Karate Class': the class itself, never 'Ollie Goes to School'.)
  // (A lesson is 'his' guitar lesson: no 'Tom Goes to Guitar Lesson'.)
  if (firstClassStory(plan)) {
    const called = plan.firstClass!;
    return titleCase(rng.pick([`${owner} First ${called}`, ...(/ lesson$/.test(called) ? [] : [`${name} Goes to ${called}`])]));
  }
  if (ownWork(plan)) return titleCase(rng.pick([`${owner} Busy Day`, `${name} and ${plan.friend!.name}`]));
  // ('Nina and Pip': one sought by name has no 'the'.)
  // (A tool the story brought to find out with is no title: 'Arthur and the Bucket'.)
  if (thing && !thing.tool) options.push(`${name} and ${thing.named ? '' : 'the '}${thing.text}`, `${owner} ${thing.text}`);
  const object = thing ? null : goalObject(plan);
  if (object) options.push(`${owner} ${object}`, `${name} and the ${object}`);
  if (topic && plan.educational) options.push(`${name} Learns About ${topic.title}`, `${name} and ${topic.title}`);
  const party = plan.celebration;
  if (party) {
    // A party is the hero's, or theirs it is given for: 'Anna's Birthday Party', 'Luna's Christmas with Granny',
    // 'A Surprise Party for Dad', 'Auntie Rose's Wedding Day', never 'Anna Enjoys the Birthday Party'.
    const called = celebrationCalled(party);
    const given = plan.welcomed?.people[0] ?? null;
    const theirs = plan.dayOf ? `${nameOwner(plan.dayOf.person.name)} ${plan.dayOf.day}` : null;
    const along = plan.friend?.fromIdea ? ` with ${plan.friend.name}` : '';
    // (One gone to is someone else's: 'Luna Goes to a Wedding', 'Auntie's Wedding', never 'Luna's Best Wedding Ever'.)
    const goneTo = goal.type === 'reach';
    if (given) options.push(`A ${called} for ${given.name}`, `${nameOwner(given.name)} ${called}`);
    else if (theirs) options.push(theirs);
    else if (goneTo)
      options.splice(
        0,
        options.length,
        plan.friend?.fromIdea && plan.friend.kind.group === 'family'
          ? `${nameOwner(plan.friend.name)} ${called}`
          : `${name} Goes to a ${called}`,
      );
    else options.push(`${owner} ${called}${along}`, `${owner} Best ${party.word} Ever`);
  }
  // A day of looking after one's own pet is the two of them ('Leo and Biscuit', 'Leo's Puppy'), or,
  // when the pet is poorly, the wish for it ('Get Well Soon, Toffee'), never a stock 'Helping Day'.
  const pet = plan.homeDay?.id === 'pet' ? plan.friend : null;
  if (pet) {
    options.push(`${name} and ${pet.name}`, `${owner} ${kindWordOf(pet)}`);
    const vet = plan.homeDay!.words.includes('vet');
    if (vet) options.push(`Get Well Soon, ${pet.name}`);
    // ('Mia takes her puppy to the vet': the day is the pet's visit; a pony's day at its stable is no visit.)
    if (vet && plan.homeDay!.at) options.push(`${pet.name} Goes to the Vet`);
  }
  // ('Amir’s First Flight': a flight is no 'Amir Goes to the Airport'.)
  // ('Aarav visits his grandma in India': the visit, never 'Aarav Flies Away'.)
  const abroad = plan.dayOut?.abroad;
  if (abroad && plan.dayOut?.visiting)
    return titleCase(rng.pick([`${name} Visits ${plan.dayOut.visiting} in ${abroad}`, `${owner} Trip to ${abroad}`]));
  // ('Feeding the ducks': 'Omar Feeds the Ducks', never 'Omar Wants to Visit the Park'.)
  if (plan.dayOut?.seeingWish) return titleCase(`${name} ${presentOf(plan.dayOut.seeingWish)}`);
  const ownTitles = plan.dayOut ? dayOfPlan(plan)?.titles : undefined;
  // ('Mia loves trains': 'Mia Loves Trains', or the day it gave her, 'Mia's First Train Ride'.)
  const loves = plan.dayOut?.loves;
  // ('Noor visits Grandma': 'Noor’s Day with Grandma', 'A Day at Grandma’s House'.)
  // ('Noor visits Grandma in hospital': 'Get Well Soon, Grandma'.)
  if (plan.dayOut?.grand || plan.dayOut?.poorly || plan.dayOut?.party) {
    const who = plan.dayOut.family;
    return titleCase(
      rng
        .pick(ownTitles!)
        .replace('{owner}', owner)
        .replace('{name}', name)
        .replace('{familyS}', nameOwner(who))
        .replace('{family}', who)
        .replace('{visited}', plan.dayOut.visiting ?? who),
    );
  }
  if (loves) {
    const own = (ownTitles ?? []).map((t) => t.replace('{owner}', owner).replace('{name}', name));
    return titleCase(rng.pick([`${name} Loves ${loves.loved}`, ...own]));
  }
  if (ownTitles) return titleCase(rng.pick(ownTitles).replace('{owner}', owner).replace('{name}', name));
  if (plan.bodyTrouble) options.push(...bodyTroubleTitles(plan.bodyTrouble, name, owner, plan.hero.pronoun));
  const wish = party || plan.bodyTrouble ? null : goalWords(plan);
  // 'Mia Builds a Treehouse'; a wish that cannot come true as said is only wanted: 'Rusty Wants to See Summer'.
  if (wish && goal.type !== 'overcome' && (goal.type !== 'learn' || /^learn to\b/.test(goal.phrase))) {
    // ('Amara Helps at the Food Bank': a wish with its place is said done, never the long 'Wants to Help at the...'.)
    // (A day out is had: 'Ines Visits the Farm', never 'Ines Wants to Visit the Farm'.)
    if ((wish.split(' ').length <= 4 && !plan.dayOut) || dreamOfStory(plan)) options.push(`${name} Wants to ${wish}`);
    if (!dreamOfStory(plan)) options.push(`${name} ${presentOf(wish)}`);
  }
  // ('Zoe Collects Tins for the Food Bank': collecting for a cause is called by what and for whom, else what.)
  const collected = /^help (collect|gather) (.+?) for (.+)$/.exec(goal.phrase);
  if (collected) {
    const [, verb, what, cause] = collected as unknown as [string, string, string, string];
    const called = `${name} ${presentOf(verb)} ${what}`;
    options.splice(0, options.length, `${called} for ${cause}`.split(' ').length <= 7 ? `${called} for ${cause}` : called);
  }
  if (plan.journey && /^the /.test(plan.placeName)) options.push(`${name} ${plan.placePrep} ${plan.placeName}`);
  // (A feast day gone to is had where it is, told by its own name: no 'Tom Goes to Home'.)
  if (goal.type === 'reach' && !thing && !party) options.push(`${name} Goes to ${plan.placeName}`);
  if (!hero.kind.human && !hero.fromIdea) options.push(`${name} the ${kindWordOf(hero)}`);
  if (!hero.kind.human && hero.fromIdea && thing && !thing.tool)
    options.push(`${name} the ${kindWordOf(hero)} and the ${thing.text}`);
  // ('Tom Saves Twinkle': one saved is named with the hero.)
  if (plan.rescue && plan.friend) options.push(`${name} Saves ${plan.friend.name}`, `${name} and ${plan.friend.name}`);
  // ('Tom helps the little duck find its mum': 'Bramble Finds Mum', 'Bramble’s Way Home', never 'Tom’s Helping Day'.)
  if (plan.homeward && plan.friend) {
    const little = plan.friend.name;
    const mum = plan.homeward.mum;
    options.push(
      `${name} and ${little}`,
      mum && plan.homeward.seeks === 'family' ? `${little} Finds ${mum}` : `${nameOwner(little)} Way Home`,
    );
  }
  // (A fear faced at bedtime is a night's: 'Ali’s Brave Night'.)
  if (plan.shape === 'fear') options.push(`${name} Is Brave`, `${owner} Brave ${bedtimeFear(plan) ? 'Night' : 'Day'}`);
  if (plan.shape === 'friendship') options.push(`${name} Makes a Friend`);
  // A story that goes nowhere (a welcome at home, a rainy day in) is no journey or adventure: it is the hero's big day.
  const staying = SHAPE_WORDS[plan.shape].filter((w) => !/Adventure|Journey|Quest/.test(w));
  const stock = plan.journey ? SHAPE_WORDS[plan.shape] : staying.length > 0 ? staying : STAY_WORDS;
  if (options.length === 0) options.push(`${owner} ${rng.pick(stock)}`);
  // ('Counting to ten with ducks': 'Leo Counts to Ten', 'Ten Little Ducks'.)
  if (plan.counting) options.splice(0, options.length, ...countingTitles(plan.counting, name));
  // ('Who ate all the cookies?': 'Who Ate the Cookies?', 'The Case of the Missing Cookies'.)
  if (plan.whodunit) options.splice(0, options.length, ...whodunitTitles(plan.whodunit, name));
  // ('Leo and the magic paintbrush': 'Leo and the Magic Paintbrush'.)
  if (plan.magic) options.splice(0, options.length, ...magicTitles(plan.magic, name, owner));
  // ('The magic door': 'Sam and the Magic Door', 'The Magic Door to the Jungle'.)
  if (plan.magicWay) options.splice(0, options.length, ...magicWayTitles(plan.magicWay, name, owner));
  // ('Mia can talk to animals': 'Mia Can Talk to Animals', 'The Girl Who Talked to Animals'.)
  if (plan.power) options.splice(0, options.length, ...powerTitles(plan.power, name, kindWordOf(hero)));
  // ('Our dog died': 'Remembering Tansy', 'Always in Nora's Heart'.)
  if (plan.homeDay?.id === 'grief' && plan.friend)
    options.splice(0, options.length, `Remembering ${plan.friend.name}`, `Always in ${owner} Heart`);
  // ('Jealous of the new baby': 'Lucas and the New Baby', 'Big Brother Lucas'.)
  const big = hero.pronoun === 'she' ? 'Big Sister' : hero.pronoun === 'he' ? 'Big Brother' : null;
  if (plan.homeDay?.id === 'jealous')
    options.splice(0, options.length, `${name} and the New Baby`, ...(big ? [`${big} ${name}`] : []));
  // ('The dinosaurs died out': 'Where Did the Dinosaurs Go?'.)
  if (plan.homeDay?.titles)
    options.splice(
      0,
      options.length,
      ...plan.homeDay.titles.map((t) => t.replace('{name}', name).replace('{friend}', plan.friend?.name ?? name)),
    );
  // ("Ravi's new glasses": "Ravi's New Glasses".)
  if (plan.newThing) options.splice(0, options.length, ...newThingTitles(plan.newThing, name, owner));
  // ('A mouse who lives in a shoe': 'The Mouse Who Lived in a Shoe'.)
  if (plan.oddHome) options.splice(0, options.length, ...oddHomeTitles(plan.oddHome, name, plan.hero.kind.word));
  // ('A fox who needs a new home': 'A Den for Rusty'.)
  if (plan.newHome) options.splice(0, options.length, ...newHomeTitles(plan.newHome, name, plan.hero.kind.word));
  // ('A mouse who wants to be tall': 'The Mouse Who Wanted to Be Tall'.)
  if (plan.wishToBe) options.splice(0, options.length, ...wishToBeTitles(plan.wishToBe, name, plan.hero.kind.word));
  // ('The day it rained sweets': 'The Day It Rained Sweets'.)
  if (plan.sillyWeather) options.splice(0, options.length, ...sillyWeatherTitles(plan.sillyWeather, name));
  // ('A fire engine saves the day': 'Dusty the Fire Engine to the Rescue'.)
  if (plan.callOut) options.splice(0, options.length, ...callOutTitles(plan.callOut, name, kindWordOf(hero)));
  // ("Chloe's lemonade stand": "Chloe's Lemonade Stand".)
  if (plan.stall) options.splice(0, options.length, ...stallTitles(plan.stall, owner));
  // ('Anansi tricks the tiger': 'How Anansi Tricked the Tiger'.)
  if (plan.trick) options.splice(0, options.length, ...trickTitles(plan.trick, name));
  // ('Two rabbits race to the top of the hill': 'Gizmo and Sparky Have a Race'.)
  if (plan.race && plan.friend) options.splice(0, options.length, ...raceTitles(name, plan.friend.name));
  // ('Playing hide and seek with Grandpa': 'Hide and Seek with Grandpa'.)
  if (plan.hideSeek && plan.friend) options.splice(0, options.length, ...hideSeekTitles(name, plan.friend.name));
  // ('The three little pigs': the tale's own title first.)
  if (plan.tale) options.splice(0, options.length, ...taleTitles(plan.tale, name));
  // ('The little mouse who wanted cheese': 'Pip and the Cheese'.)
  if (plan.treat) options.splice(0, options.length, ...treatTitles(plan.treat, name, owner));
  // ("Sam can't find his shoes": 'Where Are Sam’s Shoes?'.)
  if (plan.mislaid) options.splice(0, options.length, ...mislaidTitles(plan.mislaid, name, owner));
  // ('A ladybird with no spots': 'The Ladybird with No Spots'; 'a star who fell from the sky': 'The Little Star Who Fell'.)
  if (plan.different) options.splice(0, options.length, ...differentTitles(plan.different, plan.hero.kind.word, name));
  // Title Case never touches a name: 'Nguyễn Văn An' keeps its 'An', 'Mary-Jane' its hyphen.
  // (One that grows is titled by the change alone: no 'Dot Learns about the Life Cycle of a Butterfly' for the butterfly.)
  const told = plan.lifeCycle ? lifeCycleTitles(plan.lifeCycle, name) : options;
  let title = titleCase(rng.pick(told).replace(/\s+/g, ' '));
  for (const written of [name, plan.friend?.name].filter((n): n is string => Boolean(n)))
    title = title.replace(new RegExp(escapeRegExp(written), 'iu'), written);
  return title;
}

const word = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2 && !SMALL_WORDS.has(w));

const SHAPE_TAGS: Record<StoryPlan['shape'], string> = {
  quest: 'adventure',
  'lost-and-found': 'adventure',
  fear: 'courage',
  friendship: 'friendship',
  mystery: 'mystery',
  contest: 'perseverance',
  helping: 'kindness',
  learning: 'learning',
  making: 'creativity',
};

export function makeTags(plan: StoryPlan): string[] {
  // (A nursery's day is tagged as the idea calls it, as topic and as place: 'nursery', not 'school'.)
  const calledAsIdea = (tag: string) => (tag === 'school' && plan.littleSchool ? plan.littleSchool.replace(/-/g, '') : tag);
  const candidates = [
    ...(plan.thing ? word(plan.thing.noun).slice(-1) : []),
    // ('Who ate the cookies?': the cookies and the detective, not a friendship with the one who ate them.)
    ...(plan.whodunit ? [...word(plan.whodunit.noun).slice(-1), 'detective'] : []),
    ...(plan.magic ? [...word(plan.magic.said).slice(-1), 'magic'] : []),
    ...(plan.magicWay ? [...word(plan.magicWay.said).slice(-1), 'magic', plan.magicWay.world.id] : []),
    ...(plan.power ? [plan.power.id, 'superpower'] : []),
    ...(plan.newThing ? [plan.newThing.noun] : []),
    ...(plan.oddHome ? [plan.oddHome.noun] : []),
    ...(plan.newHome ? [plan.newHome.home.noun, ...(plan.newHome.winter ? ['winter'] : [])] : []),
    // ('Feeding the ducks', 'Visiting the elephants': the creatures the day is for.)
    ...(plan.dayOut?.seeing ? [plan.dayOut.seeing.replace(/\s+/g, '')] : []),
    // ('Noor visits Grandma': the grandparent, and the family.)
    ...(plan.dayOut?.grand ? [plan.dayOut.family.split(' ')[0]!.toLowerCase(), 'family'] : []),
    ...(plan.dayOut?.poorly ? ['family', 'kindness'] : []),
    ...(plan.dayOut?.party ? ['birthday', 'party', 'friendship'] : []),
    // ('Leo loves dinosaurs': the loved ones.)
    ...(plan.dayOut?.loves ? [plan.dayOut.loves.loved.replace(/^the /, '').replace(/\s+/g, '')] : []),
    // ('Going whale watching': the whales a boat trip went out to see.)
    ...(plan.dayOut?.seaTrip ? [`${plan.dayOut.seaTrip}s`] : []),
    ...(plan.sillyWeather ? [plan.sillyWeather.noun, 'weather'] : []),
    // (A day that teaches nothing is not tagged by a topic it only borrowed a fact from: a seal met on the beach is no #arctic.)
    ...(plan.topic && !(plan.homeDay?.noLesson && !plan.educational) ? [calledAsIdea(plan.topic.tag)] : []),
    ...(firstClassStory(plan) ? [plan.activity!.id.replace(/-/g, '')] : []),
    ...(!plan.hero.kind.human ? [plan.hero.kind.word.replace(/\s+/g, '')] : []),
    // (A first class is had in its own room, studio or hall, never told as a school day: 'ballet', not 'school'.)
    firstClassStory(plan) && plan.setting === 'school' ? null : calledAsIdea(plan.setting.replace(/-/g, '')),
    // ('A little owl who can't sleep': a story of sleep, no adventure.)
    plan.bodyTrouble?.trouble.tag ??
      plan.dislike?.scene.tag ??
      plan.homeDay?.tag ??
      // ('The naughty puppy': learning to sit, no adventure.)
      (plan.homeDay?.id === 'mischief' ? 'learning' : null) ??
      (plan.newThing || firstClassStory(plan) || plan.wishToBe ? 'confidence' : null) ??
      (plan.oddHome || plan.newHome ? 'home' : null) ??
      (plan.tale ? 'fairytale' : null) ??
      (plan.different ? (plan.different.way === 'fell' ? 'home' : 'confidence') : null) ??
      (plan.lifeCycle ? (plan.lifeCycle.tag ?? 'growing') : SHAPE_TAGS[plan.shape]),
    ...(plan.friend && !plan.whodunit && plan.homeDay?.id !== 'grief' && plan.homeDay?.id !== 'jealous' && !plan.homeDay?.kin
      ? ['friendship']
      : []),
    'bedtime',
  ];
  const tags: string[] = [];
  for (const tag of candidates) if (tag && !tags.includes(tag) && tags.length < MAX_TAGS) tags.push(tag);
  return tags.slice(0, Math.max(MIN_TAGS, Math.min(MAX_TAGS, tags.length)));
}
