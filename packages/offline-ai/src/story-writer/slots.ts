/**
 * The words a story's templates are filled with: names, pronouns that agree with each character
 * (she/he/they/it, was/were), kinds, the wanted thing with the right article or possessive, the
 * goal in three forms, the place and its scenery, how the hero moves, facts and the trouble.
 */
import {
  isEnglishWord,
  gerundOf,
  pastOf,
  pluralOf,
  possessive,
  singularOf,
  withArticle,
  type Pronoun,
  titleKindOf,
} from '../language/index.js';
import { kindWordOf, ownerOf, royalTitled, type Dream, type Person, type StoryPlan } from './plan.js';
import type { Random } from '../seeded.js';
import { syllablesOf } from './readability.js';
import { SEASON_OPENERS } from './season.js';
import { MAX_WORDS } from './template.js';
import { memo } from '../memo.js';
import type { PlaceTrouble } from './world/index.js';

const FORMS: Record<Pronoun, Record<string, string>> = {
  she: {
    they: 'she',
    them: 'her',
    their: 'her',
    theirs: 'hers',
    themselves: 'herself',
    was: 'was',
    is: 'is',
    has: 'has',
    does: 'does',
    s: 's',
    es: 'es',
  },
  he: {
    they: 'he',
    them: 'him',
    their: 'his',
    theirs: 'his',
    themselves: 'himself',
    was: 'was',
    is: 'is',
    has: 'has',
    does: 'does',
    s: 's',
    es: 'es',
  },
  they: {
    they: 'they',
    them: 'them',
    their: 'their',
    theirs: 'theirs',
    themselves: 'themselves',
    was: 'were',
    is: 'are',
    has: 'have',
    does: 'do',
    s: '',
    es: '',
  },
  it: {
    they: 'it',
    them: 'it',
    their: 'its',
    theirs: 'its',
    themselves: 'itself',
    was: 'was',
    is: 'is',
    has: 'has',
    does: 'does',
    s: 's',
    es: 'es',
  },
};

/** Slots that call two children by their names, and anyone else by kind: 'Jade' or 'Honey the dolphin'. */
function namedOrKind(hero: Person, friend: Person | null, heroWord: string): Record<string, string | null> {
  if (!friend)
    return {
      friendTheKind: null,
      theFkindOrName: null,
      theKindOrName: null,
      aFkindOrName: null,
      friendWavesBack: null,
      friendYesPlease: null,
    };
  const children = hero.kind.human && friend.kind.group === 'child';
  const fkind = kindWordOf(friend);
  return {
    friendTheKind: children ? friend.name : `${friend.name} the ${fkind}`,
    theFkindOrName: children ? friend.name : `the ${fkind}`,
    theKindOrName: children ? hero.name : `the ${heroWord}`,
    aFkindOrName: children ? friend.name : withArticle(friend.kind.word),
    friendWavesBack: children
      ? `"I’m ${friend.name}," said the ${fkind}, and waved back.`
      : `${friend.name} the ${fkind} waved back at the ${heroWord}.`,
    friendYesPlease: children
      ? `"Yes please," whispered the ${fkind}. "I’m ${friend.name}."`
      : `"Yes please," whispered the ${fkind} to the ${heroWord}.`,
  };
}

/** Pronoun slots of a character, keys prefixed: ('f', friend) -> fthey, fthem, ftheir, fwas... (made once, read every telling) */
const pronounSlots = memo((key): Readonly<Record<string, string>> => {
  const [prefix, pronoun] = key.split(':') as [string, Pronoun];
  return Object.fromEntries(Object.entries(FORMS[pronoun]).map(([form, value]) => [`${prefix}${form}`, value]));
});
const pronouns = (prefix: string, pronoun: Pronoun) => pronounSlots(`${prefix}:${pronoun}`);

/** How the friend is introduced: 'Grandma', '{their} cat Mittens', '{their} friend Bolt the robot'. */
function friendIntro(friend: Person): string {
  // 'Grandpa duck' is called by the family word, whatever kind he is.
  // ('Auntie Rose' says who she is in her name.)
  const called = friend.name.toLowerCase().split(' ')[0];
  if (called === friend.relation?.toLowerCase() && friend.relation !== 'friend') return friend.name;
  if (friend.kind.group === 'family') return `{their} ${friend.relation ?? friend.kind.word} ${friend.name}`;
  if (friend.relation === 'pet') return `{their} ${friend.kind.word} ${friend.name}`;
  // 'his neighbour Mrs Patel', 'her teacher Miss Rose'; 'Dr Lee' and 'Captain Sam' say who they are.
  const titled = titleKindOf(friend.name);
  if (titled) return ['neighbour', 'teacher'].includes(titled) ? `{their} ${titled} ${friend.name}` : friend.name;
  // Unicorn sisters, a dragon's brother: family first, whatever kind they are ('her sister Sparky').
  if (friend.relation && FAMILY.test(friend.relation)) return `{their} ${friend.relation} ${friend.name}`;
  if (friend.kind.human) return `{their} friend ${friend.name}`;
  return `{their} friend ${friend.name} the ${friend.kind.word}`;
}

/** Relations that are family, said before a name ('his brother Tom'). */
const FAMILY = /^(?:sister|brother|twin|cousin|mum|mom|dad|grandma|grandpa|granny|aunt|uncle|mummy|daddy)$/;

/** A grown-up (a vet, a bus driver, a queen, a grandpa): never called 'little'. */
const isGrownUp = (person: Person) =>
  ['adult', 'family', 'role'].includes(person.kind.group) && person.kind.size !== 'small' && person.kind.size !== 'tiny';

function guideIntro(guide: Person, rng: Random): string {
  if (guide.kind.group === 'family' || royalTitled(guide.name)) return guide.name;
  // ('Max and Mrs Patel plant a tree': his neighbour Mrs Patel, never 'a kind neighbour named Mrs Patel'.)
  const titled = titleKindOf(guide.name);
  if (titled) return ['neighbour', 'teacher'].includes(titled) ? `{their} ${titled} ${guide.name}` : guide.name;
  return `${withArticle(`${guide.look} ${guide.kind.word}`)} ${rng.pick(['called', 'named'])} ${guide.name}`;
}

/** Made of snow or ice, and wishing for warmth ('see summer', 'visit the beach'): coming true would melt the hero. */
const MELTS = /\b(?:snow\w*|ice|icicle|ice cube|ice cream|ice lolly|frost)\b/;
const WARM = /\b(?:summer|sun|sunshine|sunny|beach|desert|heat|hot|warm)\b/;

/**
 * A wish that cannot come true as said: the plan's (a penguin to fly), or a snowman's wish for summer.
 * It ends truthfully and kindly, in a way of the hero's own that feels like it: a summer flower brought by friends.
 */

/** A mountain, a star or a tree goes nowhere: no line that moves it ('hopped home', 'drifted past') is ever filled. */
const STAYS = { moved: null, ran: null, movedHome: null, moving: null, moved2: null } as const;

export function dreamOfStory(plan: StoryPlan): Dream | null {
  if (plan.dream) return plan.dream;
  const warmPlace = ['beach', 'desert', 'volcano'].includes(plan.setting);
  if (!MELTS.test(plan.hero.kind.word) || !(WARM.test(plan.goal.phrase) || warmPlace)) return null;
  const way = warmPlace ? 'watching {place} from the cool shade' : 'holding a summer flower from {guide}';
  return { verb: plan.goal.phrase, ing: plan.goal.ing, way };
}

/** 'Mia's', 'James's', and 'Bubbles'' for a name that is a plural word ('bubbles', 'whiskers'). */
export const nameOwner = (name: string) =>
  possessive(name, /[^s]s$/i.test(name) && isEnglishWord(name.slice(0, -1).toLowerCase()));

/** A fix told of 'they' ('They mopped it up', 'Together they ...') as done by the hero and the one who helped. */
export const fixedBy = (fix: string, hero: string, helper: string) =>
  splitLong(fix.replace(/^(?:Together )?[Tt]hey /, `${hero} and ${helper} `));

/** Where a long sentence of a fix splits in two, and what the second begins with. */
const SPLIT_AT = /, and (soon |then )?/;

/**
 * A fix told of the hero and a helper by name ('Tumble and Grandpa shut their eyes and listened to the music, and soon
 * the dancing came back') may run past what a sentence may hold, and would not be said at all: its long sentences are
 * split at ', and' ('... listened to the music. Soon the dancing came back.').
 */
const splitLong = (fix: string) =>
  fix
    .split(/(?<=[.!?])\s/)
    .map((sentence) =>
      sentence.split(' ').length > LONG_FIX && SPLIT_AT.test(sentence)
        ? sentence.replace(
            SPLIT_AT,
            (_, lead: string | undefined) => `. ${lead ? lead.charAt(0).toUpperCase() + lead.slice(1) : 'Then '}`,
          )
        : sentence,
    )
    .join(' ');
/** Words a fix's sentence may hold with 'In the end, ' before it. */
const LONG_FIX = MAX_WORDS - 3;

/** Leads of a fix said after 'how' ('remembering how they followed the beam home'): their capital goes. */
const FIX_LEAD = /^(?:They|Together they|The|A|An|Everyone)\b/;

/**
 * The trouble's fix remembered at the end ('Kiri smiled, remembering how they followed the lighthouse beam safely
 * home'; 'Remember how we rowed, singing to keep time?'): its first sentence, without its full stop, told of 'they' or
 * of 'we'. None for a trouble any doing may have, where it says the goal again ('tried {goalIng} again'), is told of others for 'we', or runs long.
 */
function fixRecalled(trouble: PlaceTrouble | null, who: 'they' | 'we'): string | null {
  // A trouble any doing may have ('tried again, one little step at a time') is no moment of this story's own; nor is the
  // think after a try at what one's body cannot do, which only leads to the hero's own way.
  if (!trouble || trouble.plain) return null;
  const first = trouble.fix.split(/(?<=[.!])\s/)[0]?.replace(/[.!]$/, '');
  if (!first || first.includes('{') || !FIX_LEAD.test(first) || first.split(' ').length > 10) return null;
  const said = first.replace(/^./, (c) => c.toLowerCase());
  if (who === 'they') return said;
  if (!/^(?:together )?they\b/.test(said)) return null;
  return said
    .replace(/\bthey\b/g, 'we')
    .replace(/\btheir\b/g, 'our')
    .replace(/\bthem\b/g, 'us');
}

export function baseSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const slots = rawSlots(plan, rng);
  slots.placeFixWhoLc = slots.placeFixWho ? slots.placeFixWho.charAt(0).toLowerCase() + slots.placeFixWho.slice(1) : null;
  // A name keeps its capital.
  if (slots.placeFixWho?.startsWith(plan.hero.name)) slots.placeFixWhoLc = slots.placeFixWho;
  return slots;
}

/** Things of the wanted thing's kind, in general ('loved kites'); a name or a mass has none. */
export const thingsOf = (thing: StoryPlan['thing']) =>
  thing && !thing.named && !thing.mass ? (thing.plural ? thing.noun : pluralOf(thing.noun)) : null;

/**
 * What a guide says to praise the hero, each of short words as easy to read as the others: a story
 * picks its own, so 'Well done, Pip' is not what every guide of every story says.
 */
const PRAISE = ['well done', 'you did it', 'good job', 'great work', 'way to go', 'nice work', 'you got it', 'good for you'];

/** Two different words of praise for a story: one for a fix on the way, one at the end. */
function praiseSlots(rng: Random): Record<string, string> {
  const [praise, praise2] = rng.shuffle(PRAISE);
  return { praise: praise!, praise2: praise2! };
}

/**
 * How the hero gets about: as its kind does, but not yet as it is learning to (a duckling that cannot swim waddles on; a
 * little fish that cannot swim yet drifts and wiggles).
 */
function movesYet(plan: StoryPlan): readonly string[] {
  const notYet = plan.activity?.notYet;
  if (!notYet) return plan.hero.kind.moves;
  const yet = plan.hero.kind.moves.filter((m) => !notYet.includes(m));
  return yet.length > 0 ? yet : ['drift', 'wiggle'];
}

function rawSlots(plan: StoryPlan, rng: Random): Record<string, string | null> {
  const { hero, friend, guide, thing } = plan;
  const heroWord = kindWordOf(hero);
  const moves = movesYet(plan);
  const move = moves[0]!;
  const thingPhrase = thing
    ? thing.named
      ? thing.text
      : thing.owned
        ? `{their} ${thing.text}`
        : `${ownerOf(thing)} ${thing.text}`
    : null;
  const where = plan.trouble.where ? `the ${plan.trouble.where.replace(/^(?:a|an|the)\s+/i, '')}` : null;
  const fact = (i: number) => plan.facts[i] ?? null;
  const dream = dreamOfStory(plan);
  return {
    ...praiseSlots(rng.fork('praise')),
    hero: hero.name,
    heroS: nameOwner(hero.name),
    kind: heroWord,
    kinds: hero.called ? pluralOf(hero.called) : hero.kind.plural,
    look: hero.look,
    // Spoken to, a hero of a long kind word goes by name: 'Well done, Pippin', not 'Well done, hungry caterpillar'.
    // Family calls the hero by name: Grandma never says 'Well done, cheerful girl'.
    callHero: syllablesOf(heroWord) >= 3 || guide.kind.group === 'family' ? hero.name : `${hero.look} ${heroWord}`,
    // Spoken to fondly: 'little fox', but a grown-up (a vet, a bus driver) is called by name.
    littleHero: isGrownUp(hero) ? hero.name : `little ${heroWord}`,
    aHero: withArticle(`${hero.look} ${heroWord}`),
    // 'the hungry caterpillar' in every other line is hard to read: a long kind word is said once or twice, then the name.
    // (One of the family is called as the family calls them: 'Grandma bounced out of bed', never 'the kind grandma'.)
    theHero: syllablesOf(heroWord) >= 3 || hero.kind.group === 'family' ? hero.name : `the ${hero.look} ${heroWord}`,
    ...pronouns('', hero.pronoun),
    move,
    ...(hero.kind.still
      ? STAYS
      : {
          moved: pastOf(move),
          // Hurrying: 'ran' for one who runs, else as its kind goes ('hopped' for a rose, 'rolled' for a robot).
          ran: pastOf(moves.includes('run') ? 'run' : move),
          // Home from space or the moon is a flight ('flew home past a comet'), never a walk or a float.
          movedHome: ['space', 'moon'].includes(plan.setting) ? 'flew' : pastOf(move),
          moving: gerundOf(move),
          moved2: pastOf(moves[1] ?? move),
        }),
    sound: hero.kind.sound ? pastOf(hero.kind.sound) : null,
    part: hero.kind.parts[0] ?? null,
    part2: hero.kind.parts[1] ?? null,

    friend: friend?.name ?? null,
    friendS: friend ? nameOwner(friend.name) : null,
    // ('Sunny the lamb', as the idea says it, not 'the sheep'.)
    fkind: friend ? kindWordOf(friend) : null,
    // 'the koala and the owl'; two of a kind are 'the two koalas', never 'the koala and the koala'.
    // (Two children are their names: 'Lucas and Jade', never 'the boy and the girl'.)
    pair: friend
      ? hero.kind.human && friend.kind.group === 'child'
        ? `${hero.name} and ${friend.name}`
        : friend.kind.word === hero.kind.word
          ? `the two ${hero.kind.plural}`
          : `the ${heroWord} and the ${friend.kind.word}`
      : null,
    friendIntro: friend ? friendIntro(friend) : null,
    // Two children go by their names once met ('Jade waved back at Lucas'); anyone else by name and kind.
    ...namedOrKind(hero, friend, heroWord),
    fmoved: friend ? pastOf(friend.kind.moves[0]!) : null,
    fsound: friend?.kind.sound ? pastOf(friend.kind.sound) : null,
    ...(friend ? pronouns('f', friend.pronoun) : {}),

    guide: guide.name,
    guideS: nameOwner(guide.name),
    gkind: guide.kind.word,
    glook: guide.look,
    guideIntro: guideIntro(guide, rng),
    guideFull:
      guide.kind.group === 'family' || royalTitled(guide.name) || titleKindOf(guide.name)
        ? guide.name
        : `${guide.name} the ${guide.kind.word}`,
    aGuide: withArticle(`${guide.look} ${guide.kind.word}`),
    gmoved: pastOf(guide.kind.moves[0]!),
    gsound: guide.kind.sound ? pastOf(guide.kind.sound) : null,
    ...pronouns('g', guide.pronoun),

    thing: thingPhrase,
    myThing: thing ? (thing.named ? thing.text : thing.owned ? `my ${thing.text}` : `${ownerOf(thing)} ${thing.text}`) : null,
    yourThing: thing ? (thing.named ? thing.text : thing.owned ? `your ${thing.text}` : `${ownerOf(thing)} ${thing.text}`) : null,
    aThing: thing ? (thing.mass || thing.plural ? `some ${thing.text}` : withArticle(thing.text)) : null,
    thingText: thing?.text ?? null,
    thingsPlural: thingsOf(thing),
    thingNoun: thing?.noun ?? null,
    // One of the thing, to name what it grows from ('tomato seeds', 'a little tomato shoot').
    thingOne: thing ? (thing.plural ? singularOf(thing.noun) : thing.noun) : null,
    thingIt: thing ? (thing.pronoun ? FORMS[thing.pronoun].them! : thing.plural ? 'them' : 'it') : null,
    thingItS: thing ? (thing.pronoun ?? (thing.plural ? 'they' : 'it')) : null,
    thingWas: thing ? (thing.plural ? 'were' : 'was') : null,
    thingIs: thing ? (thing.plural ? 'are' : 'is') : null,

    goal: plan.goal.phrase,
    goalIng: plan.goal.ing,
    // 'be brave at the pool' -> 'You were brave at the pool!'.
    beYour: /^be /.test(plan.goal.phrase) ? plan.goal.phrase.slice(3).replace(/\{their\}/g, 'your') : null,
    goalIngMy: plan.goal.ing.replace(/\{their\}/g, 'my'),
    goalIngYour: plan.goal.ing.replace(/\{their\}/g, 'your'),
    goaling: plan.goal.ing,
    goalPast: plan.goal.past,
    dreamVerb: dream?.verb ?? null,
    dreamIng: dream?.ing ?? null,
    dreamWay: dream?.way ?? null,

    place: plan.placeName,
    inPlace: `${plan.placePrep} ${plan.placeName}`,
    // 'What brings a puppy home?', never 'to home'.
    toPlace: plan.placeName === 'home' ? 'home' : `to ${plan.placeName}`,
    where,
    placeEvent: plan.trouble.place?.event ?? null,
    placeFixWhoLc: null,
    placeEventLc: plan.trouble.place
      ? plan.trouble.place.event.replace(/^Then /, '').replace(/^./, (c) => c.toLowerCase())
      : null,
    // (Someone visited is not there yet: the guide helps on the way.)
    placeFixWho: plan.trouble.place
      ? fixedBy(plan.trouble.place.fix, hero.name, friend && !plan.visits ? friend.name : `the ${guide.kind.word}`)
      : null,
    placeFix: plan.trouble.place?.fix ?? null,
    placeFixRecall: fixRecalled(plan.trouble.place, 'they'),
    placeFixWe: fixRecalled(plan.trouble.place, 'we'),
    ...dusk(rng.pick(plan.scenery.dusk)),
    way: rng.pick(plan.scenery.ways),

    topic: plan.topic?.title ?? null,
    term1: plan.terms[0] ?? null,
    term2: plan.terms[1] ?? null,
    term3: plan.terms[2] ?? null,
    fact1: fact(0),
    fact2: fact(1),
    fact3: fact(2),
    fact4: fact(3),
  };
}

const dusk = (line: string) => ({ dusk: line, duskLc: line.charAt(0).toLowerCase() + line.slice(1) });

/** Scenery turns with the paragraph, so each paragraph pictures something new. */
export function paragraphSlots(
  base: Record<string, string | null>,
  plan: StoryPlan,
  index: number,
  rng: Random,
  offset = 0,
): Record<string, string | null> {
  const { sights, spots, senses } = plan.scenery;
  // `offset` (one per story) starts each story elsewhere in its place's scenery: two beach stories do not see the same things in the same paragraphs.
  const at = <T>(list: readonly T[], k: number) => list[(index * 2 + k + offset) % list.length] ?? null;
  return {
    ...base,
    sight: at(sights, 0),
    sight2: at(sights, 1),
    spot: at(spots, 0),
    spot2: at(spots, 1),
    sense: at(senses, 0),
    senseLc: (at(senses, 0) ?? '').replace(/^./, (c) => c.toLowerCase()) || null,
    time: rng.pick(
      index === 0 && plan.season && plan.setting !== 'night-sky'
        ? SEASON_OPENERS[plan.season]
        : (plan.setting === 'night-sky' ? NIGHT_TIMES : TIMES)[Math.min(index, TIMES.length - 1)]!,
    ),
  };
}

/** Time-of-day openers for each paragraph in turn, so the story moves through one day. */
const TIMES: readonly (readonly string[])[] = [
  ['One sunny morning', 'One spring day', 'One warm day', 'One crisp day', 'One breezy day', 'Early one day', 'One fine day'],
  ['Soon', 'Before long', 'Next', 'A bit later', 'After breakfast'],
  ['By lunch', 'At noon', 'Later', 'By midday'],
  ['After lunch', 'That afternoon', 'Later on', 'After a while'],
  ['Late in the day', 'Just before tea', 'When the sky turned gold', 'As the day went on'],
  ['That night', 'At dusk', 'Later that day', 'By supper'],
];

/** Under the night sky the story moves through one night: no 'After breakfast' by the moon. */
const NIGHT_TIMES: readonly (readonly string[])[] = [
  ['One clear night', 'One starry night', 'Late one evening', 'One still night'],
  ['Soon', 'Before long', 'Next', 'A bit later'],
  ['Later', 'Near midnight', 'Deep in the night'],
  ['After a while', 'Later on', 'Much later'],
  ['Late in the night', 'Just before dawn', 'As the night went on'],
  ['At last', 'At dawn', 'As the sky grew pale'],
];
