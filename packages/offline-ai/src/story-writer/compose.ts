/**
 * Writes the plan out: each paragraph follows its beat of the plot shape, move by move, each move
 * picking usable templates by seed; the story state decides which moves may happen. Then every
 * paragraph is checked to name the hero and the wanted thing (the illustrator draws each paragraph
 * on its own, and a child follows the story by them), and sentence openings are varied.
 */
import nlp from 'compromise';
import { hasWord } from './check.js';
import { isEvent, isRiddenIn, isSight } from './objects.js';
import { friendInGoal, helpJobSlots, helpSlots, helpWords } from './helping.js';
import { adverbsFor, ANY_MISHAP, alive, extraSlots } from './slots-extra.js';
import { capGoalMentions } from './goal-echo.js';
import { DOING } from './moves/doing.js';
import { GROWING } from './moves/growing.js';
import { ENDING, FACT } from './moves/ending.js';
import { FEELINGS_MOVES } from './moves/feelings.js';
import { JOURNEY } from './moves/journey.js';
import { OPENING } from './moves/opening.js';
import { PARTY_MOVES } from './moves/party.js';
import { ROLE_MOVES } from './moves/role.js';
import { ACTIVITY_MOVES } from './moves/activity.js';
import { activitySlots } from './doing-slots.js';
import { roleSlots } from './becoming.js';
import { HELPING_MOVES } from './moves/helping.js';
import { OWN_WORK_MOVES } from './moves/own-work.js';
import { FAMILY_RECIPE_MOVES } from './moves/family-recipe.js';
import { familyRecipeSlots } from './family-recipe.js';
import { ownWorkSlots } from './own-work.js';
import { FEAR_MOVES } from './moves/fear.js';
import { fearSlots, fearWords } from './fears.js';
import { HOME_DAY_MOVES } from './moves/home-day.js';
import { homeDaySlots } from './home-day.js';
import { WELCOME_MOVES } from './moves/welcome.js';
import { HOMEWARD_MOVES } from './moves/homeward.js';
import { LOST_MOVES } from './moves/lost.js';
import { DAY_OUT_MOVES } from './moves/day-out.js';
import { lostSlots } from './lost.js';
import { homewardSlots, homewardWords } from './homeward.js';
import { dayOfPlan, dayOutSlots } from './day-out.js';
import { BODY_TROUBLE_MOVES } from './moves/body-trouble.js';
import { bodyTroubleSlots, bodyTroubleWords } from './body-trouble.js';
import { COUNTING_MOVES } from './moves/counting.js';
import { countingSlots, countingWords } from './counting.js';
import { DISLIKE_MOVES } from './moves/dislike.js';
import { WHODUNIT_MOVES } from './moves/whodunit.js';
import { MAGIC_MOVES } from './moves/magic.js';
import { MAGIC_WAY_MOVES } from './moves/magic-way.js';
import { POWER_MOVES } from './moves/power.js';
import { SILLY_WEATHER_MOVES } from './moves/silly-weather.js';
import { NEW_HOME_MOVES } from './moves/new-home.js';
import { WISH_TO_BE_MOVES } from './moves/wish-to-be.js';
import { NEW_THING_MOVES } from './moves/new-thing.js';
import { ODD_HOME_MOVES } from './moves/odd-home.js';
import { CALL_OUT_MOVES } from './moves/call-out.js';
import { callOutSlots, callOutWords } from './call-out.js';
import { STALL_MOVES } from './moves/stall.js';
import { stallSlots, stallWords } from './stall.js';
import { TRICK_MOVES } from './moves/trick.js';
import { RACE_MOVES } from './moves/race.js';
import { HIDE_SEEK_MOVES } from './moves/hide-seek.js';
import { TALE_MOVES } from './moves/tale.js';
import { TREAT_MOVES } from './moves/treat.js';
import { MISLAID_MOVES } from './moves/mislaid.js';
import { trickSlots, trickWords } from './trick.js';
import { raceSlots, raceWords } from './race.js';
import { hideSeekSlots, hideSeekWords } from './hide-seek.js';
import { taleSlots, taleWords } from './tale.js';
import { treatSlots, treatWords } from './treat.js';
import { mislaidSlots, mislaidWords } from './mislaid.js';
import { magicSlots, magicWords } from './magic.js';
import { magicWaySlots, magicWayWords } from './magic-way.js';
import { powerSlots, powerWords } from './power.js';
import { sillyWeatherSlots, sillyWeatherWords } from './silly-weather.js';
import { newHomeSlots, newHomeWords } from './new-home.js';
import { wishToBeSlots, wishToBeWords } from './wish-to-be.js';
import { newThingSlots, newThingWords } from './new-thing.js';
import { oddHomeSlots, oddHomeWords } from './odd-home.js';
import { DIFFERENT_MOVES } from './moves/different.js';
import { differentSlots, differentWords } from './different.js';
import { whodunitSlots, whodunitWords } from './whodunit.js';
import { dislikeSlots, dislikeWords } from './dislike.js';
import { RESCUE_MOVES } from './moves/rescue.js';
import { LIFE_CYCLE_MOVES, LIFE_FACT, LIFE_FACT_TOLD } from './moves/life-cycle.js';
import { lifeCycleSlots, lifeCycleWords } from './life-cycle.js';
import { rescueSlots, rescueWords } from './rescue.js';
import { UNLIKE_MOVES } from './moves/unlike-friends.js';
import { TOY_FRIEND_MOVES } from './moves/toy-friend.js';
import { SCHOOL_FRIEND_MOVES } from './moves/school-friend.js';
import { FIRST_CLASS_MOVES } from './moves/first-class.js';
import { firstClassSlots, firstClassStory, firstClassWords } from './first-class.js';
import { schoolFriendSlots, schoolFriendWords } from './school-friends.js';
import { unlikeSlots, unlikeWords } from './unlike-friends.js';
import { partySlots } from './celebrating.js';
import { welcomeSlots, welcomeStory } from './welcoming.js';
import { SEARCH } from './moves/search.js';
import { FINDING_MOVES, LOOKING_MOVES, findingSpot, noteSearched } from './search-spots.js';
import { TROUBLE } from './moves/trouble.js';
import type { Move, StoryState } from './moves/types.js';
import { inBowl, ownerOf, type StoryPlan } from './plan.js';
import type { Random } from '../seeded.js';
import { beatsFor, familyTeaches, friendTeaches, madeForSomeone } from './shapes.js';
import { blocksTheWay } from './world/index.js';
import { escapeRegExp } from '../reg-exp.js';
import { memo } from '../memo.js';
import { kindOf, matchSettings, settingById, SIZE_BOAST, titleKindOf, withArticle, type SettingId } from '../language/index.js';
import { baseSlots, dreamOfStory, paragraphSlots } from './slots.js';
import { referToThing, splitJoined } from './plain.js';
import {
  agreeWithThey,
  kindInEveryParagraph,
  mentions,
  nameOftenDescribed,
  referNaturally,
  SUBJECT,
  thingByHead,
  topicByHead,
} from './refer.js';
import { syllablesOf } from './readability.js';
import { MAX_WORDS, render, wordCount, type Gates } from './template.js';
import { factFitsWish, isTroubleMove } from './fact-fit.js';

export const MOVES: Record<string, Move> = {
  ...OPENING,
  ...JOURNEY,
  ...TROUBLE,
  ...SEARCH,
  ...FEELINGS_MOVES,
  ...DOING,
  ...GROWING,
  ...ENDING,
  ...PARTY_MOVES,
  ...ROLE_MOVES,
  ...ACTIVITY_MOVES,
  ...HOME_DAY_MOVES,
  ...HELPING_MOVES,
  ...OWN_WORK_MOVES,
  ...FAMILY_RECIPE_MOVES,
  ...FEAR_MOVES,
  ...WELCOME_MOVES,
  ...LOST_MOVES,
  ...HOMEWARD_MOVES,
  ...DAY_OUT_MOVES,
  ...BODY_TROUBLE_MOVES,
  ...COUNTING_MOVES,
  ...DISLIKE_MOVES,
  ...WHODUNIT_MOVES,
  ...MAGIC_MOVES,
  ...MAGIC_WAY_MOVES,
  ...POWER_MOVES,
  ...SILLY_WEATHER_MOVES,
  ...NEW_HOME_MOVES,
  ...WISH_TO_BE_MOVES,
  ...NEW_THING_MOVES,
  ...ODD_HOME_MOVES,
  ...CALL_OUT_MOVES,
  ...STALL_MOVES,
  ...TRICK_MOVES,
  ...RACE_MOVES,
  ...HIDE_SEEK_MOVES,
  ...TALE_MOVES,
  ...TREAT_MOVES,
  ...MISLAID_MOVES,
  ...DIFFERENT_MOVES,
  ...RESCUE_MOVES,
  ...UNLIKE_MOVES,
  ...TOY_FRIEND_MOVES,
  ...SCHOOL_FRIEND_MOVES,
  ...FIRST_CLASS_MOVES,
  ...LIFE_CYCLE_MOVES,
  fact: FACT,
};

/** Lines that bring the wanted thing back into a paragraph, by what has become of it. */
export const REMINDERS: Record<string, readonly string[]> = {
  want: [
    '[!tool] {Hero} thought of {thing} again and smiled.',
    '[!event][!tool] {Hero} could almost see {thing} now.',
    '[makeGoal] "Soon {myThing} will be ready," {hero} thought.',
    '[!makeGoal][!tool] {Hero} kept thinking of {thing}.',
    '[!tool] {Thing} {thingWas} never far from {heroS} mind.',
    '[easy][seen][!tool] {Hero} looked at {thing} and smiled.',
    '[easy][seen][!tool] {Hero} gave {thing} a long look.',
    // A tool is at hand, to find out with.
    '[tool][portable] {Hero} kept {thing} close by.',
    '[tool][portable] {Hero} had {thing} ready.',
    // (A rocket is no thing to hold: it is climbed into; an x-ray or a bin is gone back to.)
    '[tool][!portable][ridden] {Hero} climbed back into {thing}.',
    '[tool][!portable][!ridden] {Hero} went over to {thing}.',
  ],
  have: ['{Thing} {thingWas} safe with {hero}.', '{Hero} kept {thing} close.', '{Hero} gave {thing} a little pat.'],
  lost: [
    '{Hero} kept thinking of {thing}.',
    '[easy] {Hero} missed {thing} so much.',
    '"Where are you?" {hero} called to {thing}.',
    'Without {thing}, the whole day felt wrong.',
  ],
  found: [
    '[!alive][!someone] {Hero} held {thing} very carefully now.',
    '[alive] {Hero} kept a close eye on {thing} now.',
    // (One never had, found on a hunt, was never lost: nothing is back.)
    '[!hunt] {Thing} {thingWas} back where {thingItS} belonged.',
    '[!hunt] {Hero} would never lose {thing} again.',
    '[easy][!hunt] {Hero} was so glad to have {thing} back.',
    '[hunt][!alive] {Hero} kept peeking at {thing}, just to be sure.',
  ],
  made: [
    '{Thing} stood proudly nearby.',
    '{Hero} kept looking back at {thing}.',
    '{Thing} {thingWas} the best {hero} had ever made.',
  ],
  broken: ['{Thing} still needed fixing.', '{Hero} looked sadly at {thing}.', '{Thing} lay in a sorry heap.'],
  fixed: [
    '[seen] {Hero} looked at {thing} again.',
    '{Thing} {thingWas} still there, just as before.',
    '{Hero} could still see {thing} from here.',
    '[easy][seen] {Hero} took one more look at {thing}.',
  ],
  // The last two paragraphs come after the goal is reached: no wish for it any more.
  done: [
    '[!dream][!beGoal] "I really did {goalMy}," {hero} said with a smile.',
    '[!dream] {Hero} would never forget the day {they} got to {goal}.',
    '[!dream] {Hero} was so glad to {goal} at last.',
    '[dream] {Hero} would never forget how {dreamWay} felt like {dreamIng}.',
  ],
  // A party is thought of as itself, never as a wish 'to enjoy the birthday party'.
  party: ['Everything was nearly ready for {party}.', '{Hero} could not stop thinking about {party}.'],
  partyOn: ['Now {party} could go on.', 'Everyone was ready for {party} again.'],
  partyTroubled: [],
  partyAfter: ['What a wonderful {partyWord} it was!', '{Hero} would always remember {party}.'],
  // A day at home is thought of by what it is about: someone getting well, a new house.
  day: ['{dayThought}'],
  dayAfter: ['{dayThoughtAfter}'],
  welcome: ['{Hero} could not stop thinking about {welcomedShort}.', 'It all had to be just right for {welcomedShort}.'],
  welcomeAfter: ['{Hero} could not stop smiling at {arrived}.'],
  // A day out is kept to by who it is spent with, never by a wish 'to visit the park' said again.
  // (Said of one of the family or of two: 'held hands with Grandma and Grandpa', never 'Grandma and Grandpa's hand'.)
  out: ['{Hero} held hands with {family} by {sight}.', '{Family} gave {hero} a hug by {sight2}.'],
  // A body trouble is still there while tries fail, and over once it has worked: nothing more to wish for.
  body: ['{bodyStill}'],
  bodyAfter: [],
  counting: [],
  // A whodunit keeps to its clues: the question is asked once, and answered by who is caught.
  whodunit: [],
  // A magic thing keeps to its magic: nothing is wished for again.
  magic: [],
  // And a magic way: it is gone through, not wished for.
  magicWay: [],
  // And a power: it is had from the first page.
  power: [],
  // So does a new thing: it is had from the start.
  newThing: [],
  // And a home in a thing: the home is the story from the first line.
  oddHome: [],
  // And a new home looked for: the home is the story from the first line.
  newHome: [],
  // And a wish to be: its own lines say it.
  wishToBe: [],
  // And silly weather: it is the story from the first line.
  sillyWeather: [],
  // So does a vehicle at its job: its job is said by the job itself.
  callOut: [],
  // And a stall: it is told by what is sold.
  stall: [],
  // And a trickster tale: it is told by the trick.
  trick: [],
  // And an old tale, as it goes.
  tale: [],
  race: [],
  // (A game of hide and seek is told by its hiding places.)
  hideSeek: [],
  // And a treat: it is told by where the treat is and what is in the way.
  treat: [],
  // And a thing mislaid at home: it is told by the rooms searched.
  mislaid: [],
  // So does a hero not like the others: its own lines say the difference.
  different: [],
  // A dislike is still there until the helper's fun way, and not said again once it is being tried.
  dislike: ['{Hero} still did not want to {goal}.'],
  dislikeAfter: [],
  goal: [
    '{Hero} still wanted to {goal}.',
    '{Hero} still thought of {their} wish to {goal}.',
    'All the while, {hero} thought about how to {goal}.',
    '[easy] {Hero} thought of {sight} and {goalIng}.',
    '[easy] {Hero} still hoped to {goal}.',
  ],
};
/**
 * A companion of the idea stays in the story: where a paragraph forgets them, they come along by what is there
 * (at home, the sofa or the presents are no landmark to walk past or up to).
 */
export const FRIEND_LINES = [
  '[!indoors][!kinFriend] {Friend} {fmoved} along beside {hero}, past {sight2}.',
  '[!indoors][!still][!kinFriend] {Friend} {fmoved} close behind {hero} {inPlace}.',
  '[fsound][!indoors] {Friend} {fsound} happily by {sight2}.',
  // (Once a party is over, its cake and presents are no longer there to peek at.)
  '[!inBed][!partyOver][!fBowl][!kinFriend] {Friend} {fmoved} over to peek at {sight2}.',
  '[fsound] {Friend} {fsound} softly {spot2}.',
  '[!indoors][!kinFriend] {Friend} {fmoved} up to {hero} by {sight}.',
  '[indoors][!inBed][!fBowl][!kinFriend] {Friend} {fmoved} over to {theHero}.',
  // (Dad or Grandma, there all along, neither wanders off to peek nor walks up as if just met: they stay and cheer on.)
  '[kinFriend] {Friend} was right there beside {theHero} {inPlace}.',
  '[kinFriend][!inBed] {Friend} stayed close by {theHero} {inPlace}, ready to help.',
];
/** A goldfish stays in its bowl. */
const BOWL_LINES = ['{Friend} swam round and round in {ftheir} bowl.', '{Friend} blew a stream of tiny bubbles.'];
/** 'It was more fun with a friend', 'It was time to go': an 'it' that is no one, never a hero called 'it' (a mountain). */
const NOBODYS_IT = /^It was (?:more fun|time)\b/;

export const HERO_LINES = [
  '{Hero} thought of {thingOrGoal} {inPlace}.',
  '[!thing] {Hero} looked towards {thingOrGoalPlace}.',
  '[!homeDoing] {Hero} {moved2} past {sight2}.',
  '[easy] {Hero} thought of {thingOrGoal} again.',
];

function gatesOf(plan: StoryPlan, state: StoryState, slots: Record<string, string | null>, easy = false): Gates {
  const { hero, friend, guide, thing, trouble } = plan;
  // A sight is watched, never got to: 'see shooting stars'.
  const seeGoal = /^(?:see|watch|look at|spot)\b/.test(plan.goal.phrase) || (thing !== null && isSight(thing.noun));
  const inHome = settingById(plan.setting).group === 'home';
  return {
    friend: friend !== null && state.friendHere,
    // A day out set off on its own way (a flight): never 'took Amir to the airport for the day'.
    ownSetOff: Boolean(slots.outSetOff),
    // (A day at a grandparent's ends at home: nobody tells them about it at bedtime.)
    // (A day at someone's own house, a grandparent's or a friend's party: nobody to tell about it at bedtime.)
    grandDay: plan.dayOut?.grand === true || plan.dayOut?.party === true,
    // ('Mia and her dog visit Grandma': the pet comes along for the day.)
    petAlong: plan.dayOut?.grand === true && friend !== null && (friend.relation === 'pet' || friend.kind.group === 'pet'),
    hasFriend: friend !== null,
    // A goldfish of the hero's own: it swims in its bowl, and never walks over to anyone.
    fBowl: friend !== null && friend.relation === 'pet' && inBowl(friend.kind),
    // Two of a kind ('two penguins become friends'): 'another penguin', never 'one was a penguin and one was a penguin'.
    sameKind: friend !== null && friend.kind.word === hero.kind.word,
    // Two children ('Lucas is shy'): called by their names once met, never 'the boy and the girl' or 'Jade the girl'.
    children: friend !== null && hero.kind.human && friend.kind.group === 'child',
    // The friend is the one the wish is for ('help {their} grandpa'): they ask, and do not say 'your grandpa'.
    friendInGoal: state.friendInGoal,
    guide: state.guideHere,
    thing: thing !== null,
    owned: thing?.owned ?? false,
    // Someone else's ('Luna's teddy'): looked after for them, never had and taken everywhere.
    othersThing: Boolean(thing?.owner),
    journey: plan.journey,
    human: hero.kind.human,
    animal: !hero.kind.human && hero.kind.group !== 'machine',
    machine: hero.kind.group === 'machine',
    // A mountain, a star, a tree: it stays where it is, and others come to it.
    still: hero.kind.still === true,
    // A tummy to flutter, feet to stand tall on: not a machine's or a thing's.
    body: hero.kind.group !== 'machine' && hero.kind.group !== 'thing',
    magic: hero.kind.group === 'magic',
    sound: Boolean(slots.sound),
    heroFlies: hero.kind.canFly,
    guideFlies: guide.kind.canFly,
    // A high five wants hands or paws: not a bird's or a fish's.
    guideFamily: guide.kind.group === 'family',
    // ('his neighbour Mrs Patel': a grown-up the idea names by a title, who helps as family does.)
    guideTitled: titleKindOf(guide.name) !== null,
    // Who shows how a doing is done: one who came along and can (Dad, a friend), else one met there who can.
    friendShows:
      friend !== null && state.friendHere && (friend.kind.human || friend.kind.group === 'family') && friend.kind.word !== 'baby',
    guideShows: state.guideHere && guide.kind.human,
    // Grandma who teaches the hero to make pancakes knows how already: she never wishes to learn it too.
    teaches: (Boolean(plan.activity?.made) && friendTeaches(plan)) || familyTeaches(plan),
    // A cat or dog met at home is the family's pet.
    homePet: inHome && guide.kind.group === 'pet',
    // A friend of the place who helps on a creature's day at home (a forgetful squirrel's owl, world/habit-days.ts).
    dayFriend: Boolean(plan.homeDay?.creature && plan.homeDay.helpers?.includes(guide.kind.word)) && !guide.kind.human,
    // Another toy awake at night with a toy hero (world/toy-nights.ts).
    guideToy: guide.kind.group === 'toy' && plan.hero.kind.group === 'toy',
    // What the guide really knows: the topic it is the guide of (a fisherman and fish), else the place it lives or
    // works in (an owl and the forest); a dragon met in a cave knows nothing of a pillow den.
    guideTopic: plan.educational && plan.topic !== null && plan.topic.guide === guide.kind.word,
    guideLocal: plan.scenery.helpers.includes(guide.kind.word),
    // The doctor at the doctor's, the teacher at school: at work there, and never scared of the place.
    guideAtWork: guide.kind.human && guide.kind.habitat === plan.setting,
    guideSmall: !guide.kind.human && (guide.kind.size === 'tiny' || guide.kind.size === 'small'),
    guideHands: guide.kind.human || /\b(?:hands|paws|claws|arms)\b/.test(guide.kind.parts.join(' ')),
    guideClimbs: ['monkey', 'squirrel', 'cat', 'goat', 'spider', 'sloth', 'koala'].includes(guide.kind.word) || guide.kind.human,
    high: trouble.kind === 'high',
    away: trouble.kind === 'away',
    // (A ball the idea says rolled away rolled: no gust blew it.)
    rolled: trouble.went === 'rolled' || trouble.went === 'sailed',
    hidden: trouble.kind === 'hidden',
    broken: trouble.kind === 'broken',
    flop: trouble.kind === 'flop',
    heavy: trouble.kind === 'heavy',
    steep: trouble.kind === 'steep',
    // A try that goes wrong its own way ('mixed up two letters') is told so, not as 'too hard'.
    mishap: Boolean(slots.mishap) && slots.mishap !== ANY_MISHAP,
    portable: thing?.portable ?? false,
    tool: thing?.tool === true,
    ridden: isRiddenIn(thing?.noun ?? ''),
    // A pet or creature sought is someone, not something: never carried around, put down or put away.
    alive: alive(plan),
    // Someone of the family sought by name ('Mummy'): looked for and hugged, never carried, put away or blown off.
    someone: Boolean(thing?.named) && Boolean(kindOf(thing?.noun ?? '')?.human),
    // Runs, rolls or flies off by itself: a pet, a ball, a balloon, a kite in the wind.
    moves: alive(plan) || /\b(?:ball|marble|wheel|orange|pumpkin|hoop|car|balloon|kite|boat|bubble)s?$/.test(thing?.noun ?? ''),
    // The friend did it ('stole his socks'): seen early, found out at the end.
    mischief: Boolean(slots.mischief) && friend !== null && state.friendHere,
    // A row of one who would rather not be what it is that says it in its own lines (a princess who does not like pink).
    ratherOwn: Boolean(slots.ratherNot),
    // In hand: a thing kept, found or made, not one only wished for ('help the flowers').
    inHand: ['have', 'found', 'made'].includes(state.thing),
    // The thing is there to look at: not a key still to be found, nor one lost out of sight.
    seen:
      !thing ||
      !(
        (plan.goal.type === 'find' && state.thing === 'want') ||
        // Bread still to bake, pictures still to paint: nothing to look at yet.
        ((plan.goal.type === 'make' || plan.goal.type === 'grow') && state.thing === 'want') ||
        (state.thing === 'lost' && (trouble.kind === 'hidden' || trouble.kind === 'away'))
      ),
    makeGoal: plan.goal.type === 'make' || plan.goal.type === 'grow' || plan.goal.type === 'fix',
    // A skill or a making is tried again and again; a welcome, a party or a visit is not.
    tryAgain: ['make', 'grow', 'fix', 'learn', 'win', 'reach', 'overcome', 'find'].includes(plan.goal.type),
    place: trouble.kind === 'place',
    // The place's trouble stands in the way ('could not get past the fallen tree'), or is of the doing itself ('it all went wrong').
    way: trouble.place !== null && blocksTheWay(trouble.place),
    doing: trouble.place?.doing ?? false,
    friends: trouble.place?.friends ?? false,
    where: Boolean(slots.where),
    edu: plan.educational,
    topic: plan.topic !== null && plan.educational,
    // A topic one can draw: a thing or two words of it ('magnets', 'the heart'), never a question, a pair or a doing.
    topicDrawn:
      plan.topic !== null &&
      plan.educational &&
      !/^(?:how|why|what|where|when)\b|\band\b|ing\b/i.test(plan.topic.title) &&
      plan.topic.title.split(' ').length <= 2,
    feeling: plan.feeling !== null && Boolean(slots.feelingAbout),
    // A fear of something ('the dark', 'mice'), not of doing something ('flying'), nor of something of one's own that one
    // cannot walk towards ('{their} wobbly tooth').
    feelingThing: Boolean(slots.feelingAbout) && !/^(?:\p{L}+ing\b|\{their\})/u.test(slots.feelingAbout ?? ''),
    // A baby tooth coming out: it wiggles out, and goes under the pillow for the tooth fairy; so does one found again
    // ('Sam lost his tooth in the garden'), never put away for next time.
    tooth: /\btooth\b/.test(slots.feelingAbout ?? '') || thing?.noun === 'tooth',
    // (The creature feared is met as the fear is faced: 'Out peeped a little dragon'.)
    fearedMet: Boolean(slots.fearedOne),
    fear: plan.shape === 'fear',
    friendship: plan.shape === 'friendship',
    contest: plan.shape === 'contest',
    party: plan.celebration !== undefined,
    partyHelperLine: Boolean(slots.partyHelperLine),
    // A role's own words as it is practised and cheered (a coach's 'Keep your eye on the ball!'), else the common ones.
    rolePractise: Boolean(slots.rolePractise),
    rolePraise: Boolean(slots.rolePraise),
    roleCall: Boolean(slots.roleCall),
    // (A day of school or a match is woken up to at home, not 'up with the sun at school'.)
    dayAway: plan.celebration?.home !== undefined,
    // Someone ill in bed does not walk over to anyone.
    inBed: plan.homeDay?.id === 'care',
    // Inside a home one looks out of the window, never 'out at the house' or 'at the kitchen'.
    indoors: inHome,
    // (No sun shines on the night sky.)
    night: plan.setting === 'night-sky',
    // Getting on at home with what the wish needs (a banner to hang, a cot to get ready), not running past the sofa; a
    // pet still to be lost is not yet looked for.
    homeDoing: inHome && plan.goal.type !== 'find',
    // At home or in its garden, and not visiting: nobody heads home from there.
    // Where the hero's kind lives (a tractor on the farm, a whale at sea) is home too: no 'rumbled home from the farm'.
    atHome: (inHome || plan.setting === 'garden' || hero.kind.habitat === plan.setting) && !plan.placeName.includes("'s"),
    // 'be brave' takes no 'did': 'You were brave!', never 'You did be brave!'.
    beGoal: /^be\b/.test(plan.goal.phrase),
    lostOrBroken: state.thing === 'lost' || state.thing === 'broken',
    hunt: state.hunt === true,
    fact1: Boolean(slots.fact1Lc) && plan.educational,
    factSee: Boolean(slots.factSee),
    termShort: Boolean(slots.termShort),
    // One word said as a word: 'Volcano is a good word to know', never 'Leaves is' or 'Romans is'.
    // (Said once the fact that teaches it has been told: 'are called camouflage', then 'Camouflage is a good word'.)
    termWord:
      Boolean(slots.termShort) &&
      !/[^s]s$/i.test(slots.termShort ?? '') &&
      hasWord(plan.facts.slice(0, state.factsUsed + 1).join(' '), slots.termShort!),
    termPair: Boolean(slots.termPair),
    thingUse: Boolean(slots.thingUse),
    search: trouble.kind === 'hidden' || trouble.kind === 'away',
    gsound: Boolean(slots.gsound),
    named: thing?.named ?? false,
    small: hero.kind.size === 'tiny' || hero.kind.size === 'small',
    big: hero.kind.size === 'big' || hero.kind.size === 'huge',
    findGoal: plan.goal.type === 'find',
    // 'learn about evaporation' is not a skill one can show off or try: no 'Look, I can learn about evaporation!'.
    learnGoal: plan.goal.type === 'learn',
    // A lesson for something to do ('make a rainbow lunch', 'clean up the park'), not only to know ('find out why...').
    learnDoing:
      plan.goal.type === 'learn' &&
      !/^(?:find out|learn|see|know|discover|understand|hear|watch|meet|visit|explore)\b/.test(plan.goal.phrase),
    question: Boolean(slots.question),
    seeGoal,
    // A wish the hero's kind cannot have come true (a penguin to fly) ends in a way of their own.
    dream: dreamOfStory(plan) !== null,
    // A goal that is a place to get to has a way there; 'bake bread' or 'paint a picture' has none.
    route: plan.goal.type === 'reach',
    // 'On the way to the garden' only before the garden is reached (a thing there may still be on its way to).
    onWay: thing !== null || !state.atPlace,
    // Still to set off: a trip is packed for only by a hero not already where the story happens.
    setOff: !state.atPlace,
    // 'help {their} grandpa': no 'I will help you help your grandpa'.
    helpGoal: plan.goal.type === 'help',
    // A contest's skill ('running', 'spelling') and the contest as an event (a race, a show): nothing to stand next to or carry.
    skill: Boolean(slots.skillIng),
    // 'the school sports day': the wish is done at an occasion, told as the day it happens (no 'contest to spell every word').
    occasion: Boolean(slots.occasion),
    craft: Boolean(slots.craftTrouble),
    winGoal: /^win\b/.test(plan.goal.phrase),
    // ('grow the biggest pumpkin': it grows huge, and wins at the show.)
    boast: SIZE_BOAST.test(plan.goal.phrase),
    tall: /\btallest\b/.test(plan.goal.phrase),
    // Done once and for all ('become a butterfly', 'find Luna's teddy'): never 'Can we do it again soon?'.
    onceGoal:
      ['find', 'fix', 'overcome', 'learn'].includes(plan.goal.type) ||
      /^(?:become|turn into|grow into|grow up|hatch|win)\b/.test(plan.goal.phrase),
    // 'visit Grampa': the one visited is met at the end, never a sight to stand by.
    visit: (plan.visits ?? false) && !plan.welcomed,
    // 'welcome {their} new baby sister': the one welcomed comes home at the end, to the hero waiting there.
    arrival: plan.welcomed !== undefined,
    // 'help the ducklings learn to swim': the ones taught are there from the start, and the end is theirs.
    taught: Boolean(slots.taught),
    // Someone known to all (Santa) comes at night while the child sleeps, and is found to have come in the morning.
    figure: plan.welcomed?.kind === 'figure',
    // A new baby cries, sleeps and is held; never walks up or cheers.
    babyFriend: friend?.kind.word === 'baby',
    // Dad or Grandma along all day is at home at bedtime too: hugged goodnight, never dreamt of.
    kinFriend: friend?.kind.group === 'family',
    // A race read as the event it is leaves no thing; the place is then no stand-in for it ('small next to the forest').
    event: thing !== null ? isEvent(thing.noun) : /^win\b/.test(plan.goal.phrase),
    // The hero's own thing, to be found once it is lost: no wish to find it while it is still at hand.
    ownFind: plan.goal.type === 'find' && (thing?.owned ?? false),
    // The place's event is too long to be said on the way to, near or while doing the goal: it is said on its own.
    longEvent:
      Boolean(slots.placeEventLc) &&
      eventLeadsTooLong(slots, {
        onWay: !(thing?.portable ?? false) && (thing !== null || !state.atPlace) && !trouble.place?.doing,
        near: thing !== null && !thing.portable && !seeGoal && !trouble.place?.doing,
        during: !seeGoal && dreamOfStory(plan) === null,
      }),
    beyond: Boolean(slots.beyond && slots.through),
    beyondPath: Boolean(slots.beyond && !slots.through),
    // Short, plain lines kept for the retellings of a story that reads too hard.
    easy,
  };
}

/** Every line that may lead into the place's event ('On the way to ..., ', 'Near ..., ', 'While ... was ..., ') runs too long. */
function eventLeadsTooLong(
  slots: Record<string, string | null>,
  may: { onWay: boolean; near: boolean; during: boolean },
): boolean {
  const event = wordCount(slots.placeEventLc ?? '');
  const place = wordCount(slots.thingOrGoalPlace ?? '');
  const shortest = Math.min(
    may.onWay ? 4 + place + event : Infinity,
    may.during ? 3 + wordCount(slots.hero ?? '') + wordCount(slots.goalIng ?? '') + event : Infinity,
    may.near ? 1 + place + event : Infinity,
  );
  return shortest > MAX_WORDS;
}

const startsWith = (sentence: string, name: string) =>
  sentence.replace(/^["“]/, '').startsWith(`${name} `) || sentence.startsWith(`${name}’s`) || sentence.startsWith(`${name}'s`);

export interface Composed {
  paragraphs: string[];
  /** Facts woven in, by paragraph. */
  factParagraphs: number[];
}

/**
 * One telling of the plan. `choices`: of how many usable lines the easiest is taken; `maxWords`:
 * the longest sentence a line may have (later tellings of a hard story ask for shorter ones).
 */
export function composeStory(
  plan: StoryPlan,
  rng: Random,
  choices = 1,
  maxWords = MAX_WORDS,
  mischief: string | null = null,
): Composed {
  // Lines of this telling only: a long-running server would otherwise keep every line ever told.
  lineTemplate.clear();
  const base: Record<string, string | null> = {
    ...baseSlots(plan, rng.fork('slots')),
    ...extraSlots(plan, rng.fork('extra')),
    ...helpSlots(plan),
    ...helpJobSlots(plan, rng.fork('help-jobs')),
    ...ownWorkSlots(plan, rng.fork('own-work')),
    ...familyRecipeSlots(plan, rng.fork('family-recipe')),
    ...fearSlots(plan, rng.fork('fear')),
    ...partySlots(plan, rng.fork('party')),
    ...roleSlots(plan, rng.fork('role')),
    ...activitySlots(plan, rng.fork('activity')),
    ...homeDaySlots(plan, rng.fork('home-day')),
    ...welcomeSlots(plan, rng.fork('welcome')),
    ...lostSlots(plan, rng.fork('lost')),
    ...homewardSlots(plan, rng.fork('homeward')),
    ...dayOutSlots(plan, rng.fork('day-out')),
    ...bodyTroubleSlots(plan, rng.fork('body-trouble')),
    ...countingSlots(plan, rng.fork('counting')),
    ...dislikeSlots(plan, rng.fork('dislike')),
    ...whodunitSlots(plan, rng.fork('whodunit')),
    ...magicSlots(plan, rng.fork('magic')),
    ...magicWaySlots(plan, rng.fork('magic-way')),
    ...powerSlots(plan, rng.fork('power')),
    ...sillyWeatherSlots(plan, rng.fork('silly-weather')),
    ...newHomeSlots(plan, rng.fork('new-home')),
    ...wishToBeSlots(plan, rng.fork('wish-to-be')),
    ...newThingSlots(plan, rng.fork('new-thing')),
    ...oddHomeSlots(plan, rng.fork('odd-home')),
    ...callOutSlots(plan, rng.fork('call-out')),
    ...stallSlots(plan, rng.fork('stall')),
    ...trickSlots(plan, rng.fork('trick')),
    ...taleSlots(plan, rng.fork('tale')),
    ...raceSlots(plan, rng.fork('race')),
    ...hideSeekSlots(plan, rng.fork('hide-seek')),
    ...treatSlots(plan, rng.fork('treat')),
    ...mislaidSlots(plan, rng.fork('mislaid')),
    ...differentSlots(plan, rng.fork('different')),
    ...rescueSlots(plan, rng.fork('rescue')),
    ...unlikeSlots(plan, rng.fork('unlike')),
    ...schoolFriendSlots(plan, rng.fork('school-friend')),
    ...firstClassSlots(plan, rng.fork('first-class')),
    ...lifeCycleSlots(plan, rng.fork('life-cycle')),
    mischief,
  };
  const easy = choices >= EASY_CHOICES;
  const beats = beatsFor(plan);
  const state: StoryState = {
    // Someone visited ('visit Grampa') is where the story goes, met there at last.
    // (Nor is one in trouble: they are found when their cry is followed.)
    // (Nor is who took it: they are caught at the end.)
    // (Nor is one something is made for: it is a surprise, given at the end.)
    friendHere:
      plan.friend !== null &&
      plan.shape !== 'friendship' &&
      !plan.visits &&
      !plan.rescue &&
      !plan.whodunit &&
      !madeForSomeone(plan),
    guideHere: false,
    thing: plan.thing ? 'want' : 'none',
    // A story with no setting off (a friendship met where the hero lives) is at its place from the start.
    atPlace: !plan.journey || !beats.some((beat) => beat.includes('setOff')),
    factsUsed: 0,
    troubled: false,
    friendInGoal: friendInGoal(plan.friend, plan.goal.phrase),
  };
  const used = new Set<string>();
  const budget: Budget = {
    goal: GOAL_BUDGET,
    descriptor: DESCRIPTOR_BUDGET,
    templates: new Set<string>(),
    thingWord: plan.thing && !plan.thing.named ? plan.thing.noun.split(' ').at(-1)! : null,
    pairs: new Map<string, number>(),
    names: namesOf(plan),
    pairsOfLine: pairsOfLineIn(plan),
  };
  const factParagraphs: number[] = [];
  // A story that teaches nothing says a fact only where it belongs: of a creature in it or something seen there, never 'Bats
  // find their way by echoes' from an owl in a fox's race.
  // A learning story is told by what is learnt, so it says all its facts.
  const maxFacts =
    plan.educational || plan.shape === 'learning' || plan.lifeCycle
      ? plan.facts.length
      : factBelongs(plan)
        ? Math.min(1, plan.facts.length)
        : 0;
  // Named once in full ('his new kite'), the thing then goes by its noun for the rest of the story.
  let thingNamed = false;
  // Said in full twice ('build a den in the living room on a rainy day'), the goal is then said short ('build a den').
  let goalSaid = 0;

  const sceneryOffset = rng.fork('scenery').int(12);
  // The friend was named in the paragraph before: a paragraph without them is a pause, two are a loss.
  let friendBefore = true;
  let friendMet = false;
  // The hero is named before being called 'the kind girl'.
  let heroNamed = false;
  const searched = new Set<string>();
  const paragraphs = beats.map((beat, index) => {
    const slots: Record<string, string | null> = paragraphSlots(base, plan, index, rng.fork(`time:${index}`), sceneryOffset);
    // ('Ivy the bold girl woke up early': the name first, with the look the story would have called her by.)
    if (!heroNamed) slots.theHero = base.theHero?.startsWith('the ') ? `${plan.hero.name} ${base.theHero}` : plan.hero.name;
    if (thingNamed) shortenThing(slots, plan);
    if (goalSaid >= 2) shortenGoal(slots, plan);
    const sentences: string[] = [];
    let factHere = false;
    let factTold = false;
    for (const id of beat) {
      if (id === 'fact') {
        // One fact per paragraph, woven in where the shape allows.
        if ((factHere && !plan.lifeCycle) || state.factsUsed >= maxFacts) continue;
        const fact = plan.facts[state.factsUsed]!;
        // A story's one fact in its trouble is about that trouble (a snail is slow), else it waits for a later paragraph.
        if (maxFacts === 1 && !plan.educational && beat.some(isTroubleMove) && !factFitsWish(fact, plan.goal.phrase)) {
          if (beats.slice(index + 1).some((later) => later.includes('fact'))) continue;
        }
        // (A journey's stage may say two: 'The warm sun turns water into vapour... This is called evaporation.')
        factTold = factHere || wordCount(factSaid(fact)) + 2 > MAX_WORDS;
        const sight = plan.factSights[state.factsUsed] ?? null;
        Object.assign(slots, factSlots(fact, sight, plan));
        factHere = true;
      }
      // (A stage's fact is said by the friend of its world, or told: no sign or book by a caterpillar's leaf.)
      const move = id === 'fact' ? (plan.lifeCycle ? (factTold ? LIFE_FACT_TOLD : LIFE_FACT) : FACT) : MOVES[id];
      if (!move || (move.when && !move.when(state))) continue;
      if ((id === 'achieve' || id === 'highPoint') && plan.visits) state.friendHere = true;
      if (FINDING_MOVES.has(id)) slots.spot = findingSpot(slots.spot, plan.scenery.spots, searched);
      const moveRng = rng.fork(`${id}:${index}`);
      const gates = gatesOf(plan, state, slots, easy);
      const before = sentences.length;
      const wishSaid = move.wishPart !== undefined && sentences.some((s) => GOAL_SLOT.test(lineTemplate.get(s) ?? ''));
      for (const [partIndex, part] of move.parts.entries()) {
        if (wishSaid && partIndex === move.wishPart) continue;
        // A fact is said in its own words, however long (up to the usual limit).
        const limit = id === 'fact' ? MAX_WORDS : maxWords;
        const shuffled = moveRng.shuffle(part);
        // The wish said in full is said short later in the paragraph: 'a big dream: to see sparkling blue waves.
        // "I'm going to see the waves," she said.'
        const lineSlots =
          goalSaid < 2 && sentences.some((s) => GOAL_SLOT.test(lineTemplate.get(s) ?? '')) ? goalShortened(slots, plan) : slots;
        // A part that must say something (no '' among its lines) says it at the usual length if no short line fits.
        const line =
          pickLine(shuffled, lineSlots, gates, used, sentences, budget, choices, limit) ??
          (limit < MAX_WORDS && !part.includes('')
            ? pickLine(shuffled, lineSlots, gates, used, sentences, budget, choices, MAX_WORDS)
            : null);
        if (line) {
          used.add(line);
          sentences.push(line);
          if (LOOKING_MOVES.has(id)) noteSearched(line, slots, searched);
          if (!heroNamed && line.includes(plan.hero.name)) {
            heroNamed = true;
            slots.theHero = base.theHero ?? plan.hero.name;
          }
          // 'with a happy hum' once: the next line that says how the hero goes says it another way.
          const adverb = slots.movingAdverb;
          if (adverb && line.includes(adverb.split(' {')[0]!)) {
            const adverbs = adverbsFor(plan);
            const next = adverbs[(adverbs.indexOf(adverb) + 1) % adverbs.length]!;
            slots.movingAdverb = next;
            base.movingAdverb = next;
          }
          countPairs(line, budget);
          if (!thingNamed && line.includes(plan.thing?.text ?? '\u0000')) {
            thingNamed = true;
            shortenThing(slots, plan);
          }
          budget.templates.add(lineTemplate.get(line) ?? '');
          if (GOAL_SLOT.test(lineTemplate.get(line) ?? '')) {
            budget.goal -= 1;
            goalSaid += 1;
            if (goalSaid === 2) shortenGoal(slots, plan);
          }
          if (DESCRIPTOR_SLOT.test(lineTemplate.get(line) ?? '')) budget.descriptor -= 1;
        }
      }
      if (id === 'fact') {
        if (sentences.slice(before).some((s) => s.includes(firstWords(plan.facts[state.factsUsed]!)))) {
          factParagraphs.push(index);
          state.factsUsed += 1;
        }
      } else if (sentences.length > before) move.then?.(state);
      // Once the new friend has come, the wish is had: what is left is to play ('How could Anaïs play with the fairy now?', not
      // 'How could Anaïs meet a fairy now?' with the fairy beside her).
      if (plan.shape === 'friendship' && plan.goal.type === 'befriend' && state.friendHere && !friendMet) {
        friendMet = true;
        const playing = together(plan);
        Object.assign(base, playing);
        Object.assign(slots, playing);
      }
    }
    anchor(sentences, plan, state, slots, rng.fork(`anchor:${index}`), index, used, choices, budget, friendBefore);
    friendBefore = plan.friend !== null && mentions(sentences.join(' '), plan.friend.name);
    // Reminders said the goal too.
    if (
      goalSaid < 2 &&
      sentences.filter((s) => s.includes(plan.goal.phrase.split(' ').slice(1).join(' ') || '\u0000')).length > 1
    )
      goalSaid = 2;
    return referNaturally(
      varyOpenings(referToThing(sentences.flatMap(splitJoined), plan.thing), plan),
      plan,
      goalWords(plan),
    ).join(' ');
  });
  const told = capGoalMentions(
    topicByHead(thingByHead(nameOftenDescribed(paragraphs, plan), plan), plan),
    plan,
    goalWords(plan),
    (phrase) => goalSaidAgain(phrase, plan),
  );
  return { paragraphs: kindInEveryParagraph(familyByName(lookedAtAsWished(told, base), plan), plan), factParagraphs };
}

/**
 * A sight wished for with its look ('see sparkling blue waves') is, by the high point, said short ('At last, Kiri saw
 * the waves!'); the look line of `moves/doing.ts` then gives its look back ('She looked and looked at the sparkling blue
 * waves'), once, unless that paragraph says it already.
 */
function lookedAtAsWished(paragraphs: readonly string[], slots: Record<string, string | null>): string[] {
  const { seenDescribed: described, seenThing: short } = slots;
  if (!described || !short) return [...paragraphs];
  const look = new RegExp(`\\b(looked and looked at|watched) ${escapeRegExp(short)}\\b`);
  let given = false;
  return paragraphs.map((paragraph) => {
    if (given || !look.test(paragraph)) return paragraph;
    given = true;
    return paragraph.includes(described.replace(/^the /, '')) ? paragraph : paragraph.replace(look, `$1 ${described}`);
  });
}

/** Family is called as the family calls them: 'said Grandma', never 'said the grandma'. */
function familyByName(paragraphs: readonly string[], plan: StoryPlan): string[] {
  const { guide } = plan;
  if (guide.kind.group !== 'family' || guide.name.toLowerCase() !== guide.kind.word) return [...paragraphs];
  const the = new RegExp(`\\b[Tt]he ${escapeRegExp(guide.kind.word)}(?![\\p{L}-])`, 'gu');
  return paragraphs.map((p) => p.replace(the, guide.name));
}

/**
 * The wish of a friendship story once the friend is there: to play with them ('play with the fairy',
 * 'play with {their} new friend'), said with the wish's own words so each paragraph still keeps to it.
 */
function together(plan: StoryPlan): Record<string, string> {
  const words = goalWords(plan).map((w) => w.toLowerCase());
  const kind = plan.friend?.kind.word ?? 'friend';
  const name = plan.friend?.name;
  const who = (their: string) =>
    name && words.includes(name.toLowerCase())
      ? name
      : words.includes(kind) || !words.includes('friend')
        ? // ('another otter' for an otter: 'play with the other otter', never 'the otter' as if itself.)
          `the ${kind === plan.hero.kind.word ? 'other ' : ''}${kind}`
        : `${their} new friend`;
  const forms = (their: string) => [`play with ${who(their)}`, `playing with ${who(their)}`, `played with ${who(their)}`];
  const [play, playing, played] = forms('{their}');
  const here = `${plan.placePrep} ${plan.placeName}`;
  return {
    goal: play!,
    goalIng: playing!,
    // Said by the hero to the friend beside them: 'Now we can play on the beach!'.
    goalIngMy: `playing ${here}`,
    // Said by the new friend, it is their own game: 'Can we play together again soon?'
    goalIngYour: 'playing together',
    goaling: playing!,
    goalPast: played!,
    goalMy: `play ${here}`,
    goalYour: 'play together',
    thingOrGoal: playing!,
  };
}

/** Slots that spell out the whole goal: a story says it in full only a few times, then names its thing. */
const GOAL_SLOT = /\{(?:goal|goalIng|goalIngMy|goalIngYour|goalPast|goalMy|goalYour|Goaling|goaling|GoalIng)\}/;
const GOAL_BUDGET = 3;
/** From this many choices on (a retelling of a story that read too hard), [easy] lines may be used. */
const EASY_CHOICES = 3;
/** 'the curious girl' reads well once or twice; after that the hero is called by name. */
const DESCRIPTOR_SLOT = /\{(?:theHero|aHero|TheHero|AHero)\}/;
const DESCRIPTOR_BUDGET = 2;
const lineTemplate = new Map<string, string>();

const GOAL_KEYS = ['goal', 'goalIng', 'goalIngMy', 'goalIngYour', 'goaling', 'goalPast', 'goalMy', 'goalYour'];

/** After its first mention, the thing goes by its head noun: 'the tallest sunflower' -> 'the sunflower', in the goal too. */
function shortenThing(slots: Record<string, string | null>, plan: StoryPlan): void {
  const thing = plan.thing;
  if (!thing || thing.named || thing.text === thing.noun) return;
  const short = thing.owned ? `{their} ${thing.noun}` : `${ownerOf(thing)} ${thing.noun}`;
  for (const key of ['thing', 'thingOrGoal', 'thingOrGoalPlace', 'thingOrTopic'])
    if (slots[key]?.endsWith(thing.text)) slots[key] = short;
  for (const key of ['myThing', 'yourThing']) slots[key] = slots[key]?.replace(thing.text, thing.noun) ?? null;
  // 'look after a sick elephant' -> 'look after an elephant': the article goes with the word after it.
  const withAn = new RegExp(`\\b(an?) ${escapeRegExp(thing.text)}\\b`);
  const articled = withArticle(thing.noun);
  const shorter = (text: string) => text.replace(withAn, () => articled).replace(thing.text, thing.noun);
  for (const key of [...GOAL_KEYS, 'feelingAboutOrGoal']) slots[key] = slots[key] ? shorter(slots[key]) : null;
}

/** Words where a goal's trailing details begin: 'build a den | in the living room'. */
const DETAIL = new Set([
  'to',
  'into',
  'in',
  'on',
  'at',
  'with',
  'through',
  'for',
  'from',
  'of',
  'near',
  'by',
  'under',
  'across',
  'around',
  'about',
  'every',
  'all',
]);

/** Words that only count or hold what follows 'of': 'rows of little desks', 'a pile of shells', 'a jar of jam'. */
const COUNTING = new Set(
  'row rows lot lots pile piles heap heaps stack stacks bunch bunches flock flocks herd herds crowd crowds group groups jar jars bowl bowls cup cups box boxes bag bags basket baskets plate plates pair pairs field fields'.split(
    ' ',
  ),
);

const PLACE_AFTER_TO = /^(?:(?:the|a|an|my|his|her|their|its|our|your)$|\p{Lu})/u;

const shortGoals = new Map<string, string>();

/**
 * The goal without its trailing details, from the third word on ('race to the top of the hill' ->
 * 'race to the top'), or without the words describing its object ('see sparkling blue waves' -> 'see the waves').
 */
const UP_IN: ReadonlySet<string> = new Set(['up', 'down']);

function shortGoal(phrase: string): string {
  let short = shortGoals.get(phrase);
  if (short === undefined) {
    const words = phrase.split(' ');
    // 'to' starts a detail only before a place or thing ('race to the top'); before a verb it is
    // part of the goal ('find out why we need to sleep').
    const found = words.findIndex(
      // 'see red buses rolling by': a last 'by' is part of the goal, with nothing after it to be a detail.
      (word, i) =>
        i >= 2 && i < words.length - 1 && DETAIL.has(word) && (word !== 'to' || PLACE_AFTER_TO.test(words[i + 1] ?? '')),
    );
    // 'play up in the sky' -> 'play', never 'play up': 'up in' and 'down in' start the detail together ('go out' stays).
    const at = found >= 2 && UP_IN.has(words[found - 1]!) && /^(?:in|on|at|by)$/.test(words[found]!) ? found - 1 : found;
    // 'see grey moon dust' -> 'see the moon dust': the object's nouns stay, the words describing it go.
    // 'carry nuts home': home is where, not the object ('carry the home').
    const object =
      at > 0 || words.at(-1) === 'home' ? null : nlp(phrase).match('^(#Verb|#Gerund) (#Adjective|#Gerund)+ [#Noun+]$', 0);
    // 'see rows of little desks' -> 'see the desks': after a word that only counts or holds, what follows 'of' is the object.
    const counted = at > 0 && words[at] === 'of' && COUNTING.has(words[at - 1]!) ? words.slice(at + 1) : null;
    const countedEnd = counted ? counted.findIndex((word, i) => i > 0 && DETAIL.has(word)) : -1;
    const countedHead = counted ? (countedEnd > 0 ? counted.slice(0, countedEnd) : counted).at(-1) : undefined;
    short = countedHead
      ? `${words[0]} the ${countedHead}`
      : at > 0
        ? words.slice(0, at).join(' ')
        : object?.found
          ? `${words[0]} the ${object.text()}`
          : phrase;
    // 'see tall giraffes munching leaves' -> 'see the giraffes': what follows the object only says more of it.
    if (short === phrase && words.length > 4 && words.at(-1) !== 'home') {
      const head = nlp(phrase).match('^(#Verb|#Gerund) #Determiner? #Adjective* [#Noun+]', 0);
      if (head.found && !phrase.endsWith(head.text())) short = `${words[0]} the ${head.text()}`;
    }
    shortGoals.set(phrase, short);
  }
  return short;
}

/** 'learn how the water cycle works' -> 'learn about the water cycle': said again, a wish to learn names its topic plainly. */
const LEARN_CLAUSE = /^((?:learn|learning|learned|find out|finding out|found out)) (?:how|why|what|where|when|who)\b.*$/;

/** The goal as it is said again, once said in full: without its details, a wish to learn by its topic. */
function goalSaidAgain(value: string, plan: StoryPlan): string {
  // 'visit her cousin Jordan' -> 'visit Jordan'.
  if (plan.visits && plan.friend?.fromIdea)
    value = value.replace(
      new RegExp(`(?:\\{their\\}|\\b(?:my|your|his|her|their|its)) [a-z]+ (${escapeRegExp(plan.friend.name)})\\b`),
      '$1',
    );
  const title = plan.goal.type === 'learn' && plan.educational ? plan.topic?.title : undefined;
  return title && LEARN_CLAUSE.test(value) ? value.replace(LEARN_CLAUSE, `$1 about ${title}`) : shortGoal(value);
}

/** The slots with the goal said short, the paragraph's own slots left as they are. */
function goalShortened(slots: Record<string, string | null>, plan: StoryPlan): Record<string, string | null> {
  const short = { ...slots };
  shortenGoal(short, plan);
  return short;
}

function shortenGoal(slots: Record<string, string | null>, plan: StoryPlan): void {
  for (const key of GOAL_KEYS) {
    const value = slots[key];
    slots[key] = value ? goalSaidAgain(value, plan) : null;
  }
  // Without a thing, 'still thinking of {thingOrGoal}' says the goal too.
  if (!plan.thing && slots.thingOrGoal) slots.thingOrGoal = shortGoal(slots.thingOrGoal);
}

/**
 * A sentence's own reading grade (Flesch-Kincaid terms): short sentences of short words are easiest.
 * Worked out once per line: the same lines are weighed again in every easier telling.
 */
const ease = memo((line) => {
  const words = line.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const syllables = words.reduce((sum, w) => sum + syllablesOf(w), 0);
  return 0.39 * words.length + 11.8 * (syllables / Math.max(1, words.length));
});

/** The line easiest to read aloud (the first of equals); undefined for none. */
export function plainest(lines: readonly string[]): string | undefined {
  return lines.reduce<string | undefined>((a, b) => (a === undefined || ease(b) < ease(a) ? b : a), undefined);
}

/**
 * A usable line: within the budgets when one is, else any; of the first `choices` usable ones the
 * easiest to read. '' ends the part without a line.
 */
function pickLine(
  templates: readonly string[],
  slots: Record<string, string | null>,
  gates: Gates,
  used: ReadonlySet<string>,
  sentences: readonly string[],
  budget: Budget,
  choices: number,
  maxWords: number,
): string | null {
  // Each template is filled once, whichever pass asks for it.
  const rendered = new Map<string, string | null>();
  const renderOnce = (template: string) => {
    let line = rendered.get(template);
    if (line === undefined) {
      line = render(template, slots, gates, maxWords);
      rendered.set(template, line);
    }
    return line;
  };
  // Strict first; then with only the goal and phrase budgets kept (a line said once before beats the goal an eighth time); then any.
  const repeats = new Set<string>();
  for (const pass of [0, 1, 2]) {
    const strict = pass === 0;
    const fresh = pass < 2 && choices < EASY_CHOICES;
    // Of the first few usable lines, the shortest: short sentences are what young listeners follow best.
    const usable: string[] = [];
    for (const template of templates) {
      if (template === '') {
        if (usable.length === 0) return null;
        break;
      }
      if (pass < 2 && budget.goal <= 0 && GOAL_SLOT.test(template)) continue;
      // A template says something once per story ('The duck pointed at ...' before each fact reads like a form).
      if (strict && budget.templates.has(template)) continue;
      if (strict && budget.descriptor <= 0 && DESCRIPTOR_SLOT.test(template)) continue;
      // 'walked past tall chestnut trees ... ran on to tall chestnut trees': a sight is pictured once a paragraph.
      const again = seenAgain(template, slots, sentences);
      if (strict && again) continue;
      const line = renderOnce(template);
      // 'helping his grandpa' or 'the cheerful boy' a fourth time: a teller would say it another way.
      if (fresh && line && overused(line, budget)) continue;
      // A paragraph that has named its thing twice says 'it' or something else: 'kite' fifteen times grates.
      if (strict && line && budget.thingWord && namedTwice(sentences, budget.thingWord) && mentions(line, budget.thingWord))
        continue;
      // Hero and friend of one kind: a line calling both 'the otter' cannot tell them apart ('said the otter to the otter').
      if (line && gates.sameKind && saysKindTwice(line, slots.kind ?? null)) continue;
      if (line && !used.has(line) && !sentences.includes(line)) {
        lineTemplate.set(line, template);
        if (again) repeats.add(line);
        usable.push(line);
        if (usable.length >= choices) break;
      }
    }
    // A line picturing a sight the paragraph has named only where no other line fits.
    const unseen = usable.filter((line) => !repeats.has(line));
    if (usable.length > 0) return plainest(unseen.length > 0 ? unseen : usable) ?? null;
  }
  return null;
}

/** 'whispered the otter to the playful otter': one kind word said of two. */
function saysKindTwice(line: string, kind: string | null): boolean {
  if (!kind) return false;
  const one = new RegExp(`\\bthe (?:[a-z]+ )?${escapeRegExp(kind)}\\b`, 'gi');
  return (line.match(one) ?? []).length >= 2;
}

interface Budget {
  goal: number;
  descriptor: number;
  templates: Set<string>;
  /** The wanted thing's head noun ('kite'), counted per paragraph. */
  thingWord: string | null;
  /** How often each pair of content words ('cheerful boy', 'help grandpa') has been said in the story. */
  pairs: Map<string, number>;
  /** Words of the characters' names, which may recur as often as they are called. */
  names: ReadonlySet<string>;
  pairsOfLine: Map<string, readonly string[]>;
}

/** A pair of content words said this many times is not said again while another line fits. */
const PAIR_CAP = 3;
/** Words that carry no phrase of their own: 'help his grandpa' and 'help my grandpa' are one phrase, 'help grandpa'. */
const LIGHT_WORDS = new Set(
  'a an the my your his her their its our i you he she it we they me him them us to of in on at by for with and but or so was were is are be been had has have did do not no as up out then that this there what just very all some one said asked called cried shouted whispered told could would will can oh'.split(
    ' ',
  ),
);

function namesOf(plan: StoryPlan): Set<string> {
  const people = [plan.hero, plan.friend, plan.guide].filter((p): p is NonNullable<typeof p> => p !== null);
  return new Set(people.flatMap((p) => p.name.split(/[\s-]+/)));
}

/** Neighbouring content words of a line, in pairs ('cheerful boy', 'help grandpa'), names left out. */
function pairsOf(line: string, names: ReadonlySet<string>): string[] {
  // Names as written ('Grandpa' who speaks), not the word in a phrase ('help his grandpa').
  const words = line.split(/[^\p{L}'’]+/u).filter((w) => w.length > 0 && !LIGHT_WORDS.has(w.toLowerCase()));
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i += 1)
    if (!names.has(words[i - 1]!) && !names.has(words[i]!))
      pairs.push(`${stem(words[i - 1]!.toLowerCase())} ${stem(words[i]!.toLowerCase())}`);
  return pairs;
}

/** 'helping', 'helped', 'helps' -> 'help': one phrase however it is said. */
const stem = (word: string) => word.replace(/(?:ing|ed|s)$/, '');

/** Each story's lines and their pairs: a telling again fills many of the same lines with the same names. */
const linePairsByPlan = new WeakMap<StoryPlan, Map<string, readonly string[]>>();
function pairsOfLineIn(plan: StoryPlan): Map<string, readonly string[]> {
  let pairs = linePairsByPlan.get(plan);
  if (!pairs) {
    pairs = new Map();
    linePairsByPlan.set(plan, pairs);
  }
  return pairs;
}

/** The pairs of a line, worked out once per story. */
function linePairs(line: string, budget: Budget): readonly string[] {
  let pairs = budget.pairsOfLine.get(line);
  if (!pairs) {
    pairs = [...new Set(pairsOf(line, budget.names))];
    budget.pairsOfLine.set(line, pairs);
  }
  return pairs;
}

const overused = (line: string, budget: Budget) =>
  linePairs(line, budget).some((pair) => (budget.pairs.get(pair) ?? 0) >= PAIR_CAP);

function countPairs(line: string, budget: Budget): void {
  for (const pair of linePairs(line, budget)) budget.pairs.set(pair, (budget.pairs.get(pair) ?? 0) + 1);
}

const namedTwice = (sentences: readonly string[], word: string) =>
  sentences.filter((sentence) => mentions(sentence, word)).length >= 2;

const SCENERY_SLOTS = ['sight', 'sight2', 'spot', 'spot2'];

/** The line pictures a sight or spot the paragraph has already named. */
/** The scenery slots a template pictures, read once per template. */
const sceneryIn = memo((template) => SCENERY_SLOTS.filter((key) => template.includes(`{${key}}`)));
const seenAgain = (template: string, slots: Record<string, string | null>, sentences: readonly string[]) =>
  sceneryIn(template).some((key) => {
    const value = slots[key];
    return value && sentences.some((s) => s.includes(value));
  }) ||
  // ('woke up early in the little yellow house. She ... lived in a little yellow house': the home is said once.)
  (template.includes('{homeIn}') && Boolean(slots.home) && sentences.some((s) => s.includes(slots.home!)));

const firstWords = (fact: string) => fact.split(' ').slice(0, 4).join(' ').replace(/[,.]$/, '');

/** Words before a place that make it a likeness of one, not where anyone is: 'a picture of a volcano', 'a model volcano'. */
const LIKENESS = new Set(['picture', 'photo', 'map', 'model', 'film', 'video', 'drawing', 'toy']);

/**
 * A fact's sight fits where the story is: it names no other place by that place's own name ('watched
 * the garden at dusk' in a forest story, 'danced round the kitchen' in the park). A place word that only
 * says what a thing is ('a garden spider', 'the castle wall') or is a likeness ('a picture of a volcano')
 * names no place; the sky, the moon and space are seen from anywhere outdoors; the rooms of a home are one home.
 */
const sightFits = memo((key) => {
  const [setting, sight] = key.split('|') as [SettingId, string];
  const here = settingById(setting);
  const terms = (nlp(sight).json() as { terms: { normal: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  const words = terms.map((t) => t.normal.replace(/['’]s$/, ''));
  return matchSettings(words).every((match) => {
    const there = settingById(match.setting);
    const after = terms[match.at + match.size];
    return (
      !match.strong ||
      match.setting === setting ||
      there.name.replace(/^the /, '') !== match.text ||
      there.group === 'sky' ||
      (there.group === 'home' && here.group === 'home') ||
      (after !== undefined && after.tags.includes('Noun')) ||
      words.slice(Math.max(0, match.at - 4), match.at).some((w) => LIKENESS.has(w))
    );
  });
}, 2_000);

/** The fact for this paragraph as a statement, as said aloud (ending in a comma before 'said'), and what shows it. */
/** A fact as someone says it, before who says it: 'Rivers always flow downhill,'. */
const factSaid = (fact: string) => (/[.!?]$/.test(fact) ? fact : `${fact}.`).replace(/\.$/, ',');

function factSlots(fact: string, seen: string | null, plan: StoryPlan): Record<string, string | null> {
  const sight = seen && sightFits(`${plan.setting}|${seen}`) ? seen : null;
  const sentence = /[.!?]$/.test(fact) ? fact : `${fact}.`;
  const said = factSaid(fact);
  const who = (pronoun: 'she' | 'he' | 'they' | 'it') => {
    const forms = { she: ['her', 'herself'], he: ['his', 'himself'], they: ['their', 'themselves'], it: ['its', 'itself'] }[
      pronoun
    ];
    return sight?.replace(/\btheir\b/g, forms[0]!).replace(/\bthemselves\b/g, forms[1]!) ?? null;
  };
  return {
    fact: sentence,
    factSaid: said,
    factSee: who(plan.hero.pronoun),
    factSeeF: plan.friend ? who(plan.friend.pronoun) : null,
    factSeeAll: sight,
  };
}

/** The story's one fact is about someone in it, its thing or its place. */
function factBelongs(plan: StoryPlan): boolean {
  const fact = plan.facts[0];
  if (!fact) return false;
  const kinds = [plan.hero.kind, plan.guide.kind, plan.friend?.kind].filter((k) => k !== undefined);
  const words = [
    ...kinds.flatMap((k) => [k.word, k.plural]),
    ...(plan.thing ? [plan.thing.noun.split(' ').at(-1)!] : []),
    ...plan.placeName.replace(/^the /, '').split(' '),
  ].filter((w) => w.length > 2);
  return words.some((w) => hasWord(fact, w) || hasWord(fact, w.charAt(0).toUpperCase() + w.slice(1)));
}

/** Every paragraph names the hero; the wanted thing (or the goal) is brought back where it is missing. */
function anchor(
  sentences: string[],
  plan: StoryPlan,
  state: StoryState,
  slots: Record<string, string | null>,
  rng: Random,
  index: number,
  used: Set<string>,
  choices: number,
  budget: Budget,
  friendBefore: boolean,
): void {
  // (An old tale names its hero where the tale does: the three bears come before Goldilocks, and no line is added.)
  if (plan.tale) return;
  const gates: Gates = {
    ...gatesOf(plan, state, slots, choices >= EASY_CHOICES),
    partyOver: plan.celebration !== undefined && index === 5,
  };
  /** The first line of the bank that renders, is new and, where one is, says nothing overused. */
  const firstFit = (bank: readonly string[]) => {
    const lines = rng
      .shuffle(bank)
      .map((template) => render(template, slots, gates))
      .filter((l): l is string => l !== null && !used.has(l) && !sentences.includes(l));
    const fresh = lines.filter((l) => !overused(l, budget));
    // A telling in easier lines brings the hero or the thing back in the plainest of its first few lines.
    const line = plainest((fresh.length > 0 ? fresh : lines).slice(0, choices));
    if (line) {
      used.add(line);
      countPairs(line, budget);
    }
    return line;
  };
  const text = () => sentences.join(' ');
  if (!mentions(text(), plan.hero.name)) {
    // Only the hero's own pronoun: 'It was more fun with a friend' is no one's.
    const own = `${SUBJECT[plan.hero.pronoun]} `;
    const at = sentences.findIndex((s) => s.startsWith(own) && !NOBODYS_IT.test(s));
    // ('They found a longer plank...' opening a paragraph where the hero and one other are at work: 'Max and Dad found'.)
    const other = gates.friend ? plan.friend?.name : state.guideHere ? plan.guide.name : null;
    if (at >= 0) sentences[at] = `${plan.hero.name} ${sentences[at]!.slice(own.length)}`;
    else if (other && own !== 'They ' && sentences[0]?.startsWith('They '))
      sentences[0] = `${plan.hero.name} and ${other} ${sentences[0].slice('They '.length)}`;
    else {
      const line = firstFit(HERO_LINES);
      if (line) sentences.splice(Math.min(1, sentences.length), 0, line);
    }
  }
  const friend = plan.friend;
  // (One of the family along on a day out is there all day: no 'Grandma walked up to Arthur' on the plane.)
  // (Nor is a new baby, who is 'the baby' all through the day and never crawls over to peek.)
  if (
    friend &&
    gates.friend &&
    !plan.dayOut &&
    !plan.homeDay?.kin &&
    // (Two racing are side by side all race: no 'Sparky hopped over to peek at a wooden hut'.)
    !plan.race &&
    // (Nor two at a game of hide and seek, one hidden from the other.)
    !plan.hideSeek &&
    // (What one does along on a day of making is done while it is made: no 'held the tape' at bedtime.)
    !(plan.homeDay?.along && index >= 4) &&
    (!friendBefore || index === 5) &&
    !mentions(text(), friend.name)
  ) {
    const line = firstFit(gates.fBowl ? BOWL_LINES : (plan.homeDay?.along ?? FRIEND_LINES));
    if (line) sentences.splice(Math.min(2, sentences.length), 0, line);
  }
  // (A stage of growing is all about the change: no 'She still wanted to turn into a butterfly' in its middle.)
  // (Nor is a first class, all about the class: no 'She still wanted to dance ballet' as she learns her pliés.)
  if (plan.lifeCycle || firstClassStory(plan)) return;
  const keyword = plan.thing?.noun.split(' ').at(-1) ?? null;
  if (index === 0 && !keyword) return;
  // The thing itself ('volcano'), not a word that only starts like it ('volcanoes' in general).
  if (keyword ? hasWord(text(), keyword) : goalMentioned(text(), plan)) return;
  const line = firstFit(REMINDERS[reminderKey(plan, state, index, keyword)]!);
  if (line) sentences.splice(Math.max(1, sentences.length - 1), 0, line);
}

/** Which reminders bring the goal or the thing back, by how far the story has come and what became of the thing. */
function reminderKey(plan: StoryPlan, state: StoryState, index: number, keyword: string | null): string {
  // A party is said as itself: getting ready for it, going on after its trouble, and remembered once had.
  // (While its trouble is still on, nothing is said to go on: the trouble is put right first.)
  if (plan.celebration) return index >= 4 ? 'partyAfter' : state.troubled ? 'partyTroubled' : index >= 2 ? 'partyOn' : 'party';
  if (plan.homeDay) return index >= 4 ? 'dayAfter' : 'day';
  // Someone coming home is waited for, then enjoyed: the wish is not said again.
  if (welcomeStory(plan)) return index >= 4 ? 'welcomeAfter' : 'welcome';
  if (plan.dayOut) return 'out';
  if (plan.bodyTrouble) return index >= 4 ? 'bodyAfter' : 'body';
  if (plan.counting) return 'counting';
  if (plan.whodunit) return 'whodunit';
  if (plan.magic) return 'magic';
  if (plan.magicWay) return 'magicWay';
  if (plan.power) return 'power';
  if (plan.newThing) return 'newThing';
  if (plan.oddHome) return 'oddHome';
  if (plan.newHome) return 'newHome';
  if (plan.wishToBe) return 'wishToBe';
  if (plan.sillyWeather) return 'sillyWeather';
  if (plan.callOut) return 'callOut';
  if (plan.stall) return 'stall';
  if (plan.trick) return 'trick';
  if (plan.tale) return 'tale';
  if (plan.race) return 'race';
  if (plan.hideSeek) return 'hideSeek';
  if (plan.treat) return 'treat';
  if (plan.mislaid) return 'mislaid';
  if (plan.different) return 'different';
  if (plan.dislike) return index >= 2 ? 'dislikeAfter' : 'dislike';
  if (!keyword) return index >= 4 ? 'done' : 'goal';
  if (!plan.thing?.portable && ['have', 'found', 'lost'].includes(state.thing)) return 'fixed';
  return state.thing === 'none' ? 'want' : state.thing;
}

/** The goal's content words (without the thing): 'feel brave about the dark' -> brave, dark. */
export function goalWords(plan: StoryPlan): string[] {
  // ('celebrate Eid': the feast's own word keeps a paragraph on it, however short.)
  const feast = plan.celebration ? [plan.celebration.word] : [];
  // ('welcome {their} aunt': once she is here, she is Auntie.)
  const welcomed = plan.welcomed?.people.map((p) => p.name) ?? [];
  return [
    ...feast,
    // (Someone ill named, or the pet looked after, keeps the paragraph on looking after them.)
    ...(plan.homeDay
      ? [...plan.homeDay.words, ...(['care', 'pet', 'grief'].includes(plan.homeDay.id) && plan.friend ? [plan.friend.name] : [])]
      : []),
    ...welcomed,
    // (A day out keeps to who it is spent with and to the place's own fun: the sea, the sand, the lambs.)
    ...(plan.dayOut ? [plan.dayOut.family, ...(dayOfPlan(plan)?.words ?? [])] : []),
    // (A lost hero's story keeps to the one who is missed and to home.)
    ...(plan.lost ? [plan.lost.family, 'home', ...(plan.lost.home ? [plan.lost.home] : [])] : []),
    // (A little one helped home keeps to it and to its mum or home.)
    ...homewardWords(plan),
    // (A doing is kept to by its own word and what it is done with: 'fishing', the rod, the float.)
    ...(plan.activity ? [...plan.activity.doing.split(' ').slice(-1), ...plan.activity.tools] : []),
    // (A job of helping done keeps the paragraph on the help: 'the weeds', 'the apples'.)
    ...helpWords(plan),
    // (A fear's own words keep the paragraph on it: the slide, the storm.)
    ...fearWords(plan),
    // (So do a body trouble's: the tooth, the hiccups.)
    ...bodyTroubleWords(plan),
    // (And counting's: the ducks counted.)
    ...countingWords(plan),
    // (And a dislike's: the vegetables, the bath.)
    ...dislikeWords(plan),
    // (And a whodunit's: the cookies, the clues.)
    ...whodunitWords(plan),
    // (And a magic thing's: the paintbrush.)
    ...magicWords(plan),
    // (And a magic way's: the door, the jungle, the one met there.)
    ...magicWayWords(plan),
    // (And a power's: the animals, flying.)
    ...powerWords(plan),
    // (And silly weather's: the sweets, the frogs.)
    ...sillyWeatherWords(plan),
    // (And a new thing's: the glasses.)
    ...newThingWords(plan),
    // (And a home in a thing's: the shoe.)
    ...oddHomeWords(plan),
    // (And a new home's: the den, the nest.)
    ...newHomeWords(plan),
    // (And a wish to be: 'tall'.)
    ...wishToBeWords(plan),
    // (And a vehicle's job: the kitten, the ladder.)
    ...callOutWords(plan),
    // (And a stall's: the lemonade, the coins.)
    ...stallWords(plan),
    // (And a trickster tale's: the tiger, the trick.)
    ...trickWords(plan),
    ...taleWords(plan),
    ...raceWords(plan),
    ...hideSeekWords(plan),
    // (And a treat's: the cheese.)
    ...treatWords(plan),
    // (And a mislaid thing's: the shoes.)
    ...mislaidWords(plan),
    // (And a hero's difference: the spots, the trees climbed, the sky.)
    ...differentWords(plan),
    // (A rescue's keep it on the one in trouble and the trouble: the tree, the net.)
    ...rescueWords(plan),
    // (A life cycle's keep it on its stages: the caterpillar, the chrysalis.)
    ...lifeCycleWords(plan),
    // (A friendship of two kinds keeps to how they differ: tiny, huge.)
    ...unlikeWords(plan),
    // (And a friend made at school keeps to the friend and the school day.)
    ...schoolFriendWords(plan),
    // (A first class keeps to the class and the doing's own things: the barre, the ball, the float.)
    ...firstClassWords(plan),
    // (So does a trouble between new friends, which is all about the friend: the swing they both wanted.)
    ...(plan.trouble.place?.friends && plan.friend ? [plan.friend.name] : []),
    ...plan.goal.phrase
      .replace(/\{their\}/g, '')
      .split(/\s+/)
      .filter(
        (w) =>
          w.length > 3 &&
          ![
            'about',
            'with',
            'from',
            'into',
            'feel',
            'make',
            'find',
            'learn',
            'more',
            'than',
            'that',
            'this',
            'their',
            'some',
          ].includes(w.toLowerCase()),
      ),
  ];
}

function goalMentioned(text: string, plan: StoryPlan): boolean {
  const words = goalWords(plan);
  return words.length === 0 || words.some((w) => mentions(text, w));
}

/** "Mia smiled. Mia waved." -> "Mia smiled. She waved."; never three sentences in a row starting alike. */
function varyOpenings(sentences: string[], plan: StoryPlan): string[] {
  const { name, pronoun } = plan.hero;
  const subject = { she: 'She', he: 'He', they: 'They', it: 'It' }[pronoun];
  return sentences.map((line, i) => {
    const previous = sentences[i - 1];
    if (
      i > 0 &&
      previous &&
      startsWith(previous, name) &&
      startsWith(line, name) &&
      // ('Let and the dog counted' stays: 'They and the dog' is no English, 'He and the seal' stiff.)
      !line.startsWith(`${name} and `) &&
      !line.startsWith(`${name}’s`) &&
      !line.startsWith(`${name}'s`)
    )
      return agreeWithThey(`${subject}${line.slice(name.length)}`);
    return line;
  });
}
