/**
 * The plot shapes: six paragraphs each, as lists of moves (moves/). 'fact' weaves in the next fact
 * when there is one. A move the story's state does not allow is skipped (nothing is found before it
 * is lost), so a shape reads right with or without a friend, a thing or a journey.
 */
import { bodyTroubleStory } from './body-trouble.js';
import { countingStory } from './counting.js';
import { dislikeStory } from './dislike.js';
import { lifeCycleBeats } from './life-cycle.js';
import { bedtimeFear, fearStoryOf } from './fears.js';
import { friendInGoal, jobsWish, ownWork } from './helping.js';
import { familyRecipe } from './family-recipe.js';
import type { ShapeId, StoryPlan } from './plan.js';
import { homewardStory } from './homeward.js';
import { lostStory } from './lost.js';
import { dayOutStory } from './day-out.js';
import { rescueStory } from './rescue.js';
import { whodunitStory } from './whodunit.js';
import { magicStory } from './magic.js';
import { magicWayStory } from './magic-way.js';
import { powerStory, superheroStory } from './power.js';
import { sillyWeatherStory } from './silly-weather.js';
import { newThingStory } from './new-thing.js';
import { oddHomeStory } from './odd-home.js';
import { newHomeStory } from './new-home.js';
import { wishToBeStory } from './wish-to-be.js';
import { treatStory } from './treat.js';
import { mislaidStory } from './mislaid.js';
import { callOutStory } from './call-out.js';
import { stallStory } from './stall.js';
import { trickStory } from './trick.js';
import { raceStory } from './race.js';
import { hideSeekStory } from './hide-seek.js';
import { taleStory } from './tale.js';
import { differentWay } from './different.js';
import { unlikeStory } from './unlike-friends.js';
import { welcomeStory } from './welcoming.js';
import { schoolFriendStory } from './school-friends.js';
import { firstClassStory } from './first-class.js';

const SHAPE_BEATS: Record<ShapeId, readonly (readonly string[])[]> = {
  quest: [
    ['scene', 'intro', 'introFriend', 'wishQuest'],
    ['setOff', 'meetGuide', 'guideExplainsGoal'],
    ['placeTrouble', 'fact', 'tryFailPlace'],
    ['solvePlace', 'travelMore', 'fact'],
    ['achieve', 'fact'],
    ['celebrate', 'home', 'reflect'],
  ],
  'lost-and-found': [
    ['scene', 'intro', 'introFriend', 'loveThing'],
    ['setOff', 'lose'],
    ['search', 'meetGuide', 'askGuide', 'fact'],
    ['clue', 'fact', 'trailEnds'],
    ['find', 'fact'],
    ['celebrate', 'home', 'reflect'],
  ],
  fear: [
    ['scene', 'intro', 'introFriend', 'fearShown'],
    ['avoid', 'meetGuide'],
    ['talkFear', 'fact'],
    ['smallStep', 'fact'],
    ['faceIt', 'fact'],
    ['celebrate', 'home', 'reflect'],
  ],
  friendship: [
    ['scene', 'intro', 'lonely'],
    ['meetNewcomer', 'hello'],
    ['different', 'fact'],
    ['together', 'fact'],
    ['placeTrouble', 'solvePlace', 'fact'],
    ['celebrate', 'home', 'reflect'],
  ],
  mystery: [
    ['scene', 'intro', 'introFriend', 'strangeThing'],
    ['search', 'meetGuide', 'askGuide'],
    ['clue', 'fact'],
    ['wrongGuess', 'fact'],
    ['reveal', 'fact'],
    ['celebrate', 'home', 'reflect'],
  ],
  contest: [
    ['scene', 'intro', 'introFriend', 'contestNews'],
    ['practise', 'meetGuide', 'fact'],
    ['goesWrong', 'stumble', 'idea', 'fact'],
    ['solve', 'contestDay', 'fact'],
    ['bigEffort', 'result'],
    ['celebrate', 'home', 'reflect'],
  ],
  helping: [
    ['scene', 'intro', 'introFriend', 'someoneNeeds'],
    ['decideHelp', 'setOff'],
    ['placeTrouble', 'fact'],
    ['tryFailPlace', 'idea', 'fact'],
    ['solvePlace', 'achieve', 'thanks', 'fact'],
    ['celebrate', 'home', 'reflect'],
  ],
  learning: [
    ['scene', 'intro', 'introFriend', 'question'],
    ['setOff', 'meetGuide', 'fact'],
    ['observe', 'fact'],
    ['tryItOut', 'fact'],
    ['understand', 'fact'],
    ['celebrate', 'home', 'reflect'],
  ],
  making: [
    ['scene', 'intro', 'introFriend', 'planMake'],
    ['gather', 'meetGuide', 'fact'],
    ['make', 'fact'],
    ['goesWrong', 'idea', 'fact'],
    ['solve', 'finish'],
    ['celebrate', 'home', 'reflect'],
  ],
};

/** Something stuck up high is not searched for: it is seen, out of reach, and fetched down. */
const STUCK: readonly (readonly string[])[] = [
  ['scene', 'intro', 'introFriend', 'loveThing'],
  ['setOff', 'lose'],
  ['tryFail', 'meetGuide', 'askGuide', 'fact'],
  ['idea', 'fetch', 'fact'],
  ['solve', 'achieve', 'fact'],
  ['celebrate', 'home', 'reflect'],
];

/** Someone dear is missing: the search is the whole story. */
const SEEK: readonly (readonly string[])[] = [
  ['scene', 'intro', 'introFriend', 'missSomeone'],
  ['search', 'tryFail'],
  ['meetGuide', 'askGuide', 'fact'],
  ['clue', 'fact'],
  ['find', 'fact'],
  ['celebrate', 'home', 'reflect'],
];

/** Something new to find ('find a bone in the park'): nobody loses it, the hero goes looking. */
const HUNT: readonly (readonly string[])[] = [
  ['scene', 'intro', 'introFriend', 'wishQuest', 'startHunt'],
  ['setOff', 'search'],
  ['meetGuide', 'askGuide', 'fact'],
  ['clue', 'fact', 'tryFail'],
  ['find', 'fact'],
  ['celebrate', 'home', 'reflect'],
];

/**
 * A party or feast day: getting ready, the guests, a trouble of that world put right together, the high point
 * (candles and singing, the lamps lit, the first dance) and the evening after.
 */
const PARTY: readonly (readonly string[])[] = [
  ['partyMorning', 'intro', 'introFriend', 'partyWish'],
  ['getReady', 'partyHelper'],
  ['guestsArrive', 'partyTrouble'],
  ['partyFix', 'fact'],
  ['highPoint'],
  ['partyEvening'],
];

/**
 * A wish to be someone: one of them met and shown how, lessons, a trouble only one of them would know how to put
 * right, put right, and the hero made one.
 */
const BECOME: readonly (readonly string[])[] = [
  ['scene', 'intro', 'introFriend', 'wishQuest'],
  ['setOff', 'meetGuide', 'roleTeach'],
  ['roleLessons', 'fact'],
  ['roleTrouble', 'fact'],
  ['roleFix', 'roleMade'],
  ['celebrate', 'home', 'reflect'],
];

/** A day at home that is no quest: how it begins, what the child does, a small trouble put right, the turn for the better. */
const HOME_DAY: readonly (readonly string[])[] = [
  ['dayStart'],
  ['dayDo', 'dayHelper'],
  ['dayTrouble'],
  ['dayFix', 'dayDo2'],
  ['dayHigh'],
  ['dayEvening'],
];

/** A day that teaches as it goes ('Learning to say sorry'): the same day, a fact woven into each part of it. */
const HOME_DAY_TAUGHT: readonly (readonly string[])[] = [
  ['dayStart'],
  ['dayDo', 'dayHelper', 'fact'],
  ['dayTrouble', 'fact'],
  ['dayFix', 'dayDo2', 'fact'],
  ['dayHigh', 'fact'],
  ['dayEvening'],
];

/**
 * Someone coming home (a new baby, Grandma to stay, a puppy, Santa): the news, getting ready with things that suit
 * them, the waiting and a small trouble put right, the coming and something done together, and the evening after.
 */
const WELCOME: readonly (readonly string[])[] = [
  ['partyMorning', 'intro', 'welcomeNews'],
  ['getReady', 'partyHelper'],
  ['welcomeWait', 'welcomeTrouble'],
  ['welcomeFix', 'fact'],
  ['welcomeArrive'],
  ['welcomeEvening'],
];

/**
 * A hero who gets lost: out with the family and something followed away, nothing familiar, a way tried that goes
 * wrong, someone of the place who helps and a landmark remembered, the way back and the hug, and the evening after.
 */
/** A day out: the hope, arriving and the first fun, two more, a trouble of the place, put right and the best bit, home. */
const DAY_OUT: readonly (readonly string[])[] = [
  ['outStart'],
  ['outArrive', 'outFun1'],
  ['outFun2', 'outFun3'],
  ['outTrouble'],
  ['outFix', 'outBest'],
  ['outLeave', 'outEvening'],
];

/**
 * A day out had for a love of something: the love shown as the day begins (the page names where the day goes, so its
 * picture is there, as the pages after it are), and played at home at the end.
 */
const LOVED_DAY_OUT: readonly (readonly string[])[] = [
  ['outLoves', 'outStart'],
  ['outArrive', 'outFun1'],
  ['outLovesFact', 'outFun2'],
  ['outTrouble'],
  ['outFix', 'outBest'],
  ['outLeave', 'outLovesHome', 'outEvening'],
];

const LOST: readonly (readonly string[])[] = [
  ['lostStart'],
  ['lostWander', 'lostBig', 'lostWish'],
  ['lostWrong'],
  ['lostHelper', 'lostTell'],
  ['lostLead', 'lostReunion'],
  ['lostEvening'],
];

/**
 * A lost little one helped home: found crying, what it remembers of home, one of the place asked, a wrong guess, its
 * own family or home found, and the thanks and evening.
 */
const HOMEWARD: readonly (readonly string[])[] = [
  ['homeFound', 'homeLost'],
  ['homeRemember'],
  ['homeAskGuide'],
  ['homeWrong'],
  ['homeReunion'],
  ['homeThanks', 'homeEvening'],
];

/**
 * Two different creatures become friends, told by how they differ: the other seen and shied from, a hello that goes
 * wrong, a game that suits only one, a trouble the difference puts right, a game that suits both, and goodnight.
 */
/** A child's own toy that wishes for a friend: whose it is, the new toy the child brings, tucked in together. */
const TOY_FRIENDSHIP: readonly (readonly string[])[] = [
  ['scene', 'intro', 'toyOwner', 'lonely'],
  ['toyBrings', 'meetNewcomer', 'hello'],
  ['different', 'fact'],
  ['together', 'fact'],
  ['placeTrouble', 'solvePlace', 'fact'],
  ['celebrate', 'toyBedtime'],
];

const toyFriendStory = (plan: StoryPlan) =>
  plan.shape === 'friendship' &&
  plan.hero.kind.group === 'toy' &&
  plan.friend?.kind.group === 'toy' &&
  plan.guide.kind.human &&
  plan.guide.name !== null;

/**
 * A friend made at school: the morning and the goodbye, alone until someone shares or is alone too, side by side in
 * class, a small trouble of the day put right together, a real game at playtime, and home time.
 */
const SCHOOL_FRIEND: readonly (readonly string[])[] = [
  ['schoolMorning'],
  ['schoolMeet'],
  ['schoolTogether'],
  ['schoolTrouble', 'schoolFix'],
  ['schoolGame'],
  ['schoolHome'],
];

/**
 * A first class of a doing: the new kit and the door, the teacher's welcome and the warm-up, the first real move, the
 * tricky bit put right, the proud moment, and home, wanting to go again.
 */
const FIRST_CLASS: readonly (readonly string[])[] = [
  ['classArrive'],
  ['classWelcome'],
  ['classMove'],
  ['classOops', 'classFix'],
  ['classProud'],
  ['classHome'],
];

const UNLIKE: readonly (readonly string[])[] = [
  ['unlikeAlone'],
  ['unlikeMeet'],
  ['unlikeOneGame'],
  ['unlikeTrouble'],
  ['unlikeBothGame'],
  ['unlikeEnd'],
];

/**
 * A small trouble of the hero's own body or bedtime: it shows with its signs, tries fail in their own funny ways, a
 * helper's real trick, the moment it works, and the happy end of that trouble.
 */
const BODY_TROUBLE: readonly (readonly string[])[] = [
  ['bodyShows'],
  ['bodyTries'],
  ['bodyNoGood'],
  ['bodyHelper'],
  ['bodyWorks'],
  ['bodyEnd'],
];

/**
 * Learning to count: the wish and a muddled first try, a grown-up's trick and the first true word about counting,
 * the first few counted, a muddle of the things themselves put right, the count all the way, and counting at bedtime.
 */
const COUNTING: readonly (readonly string[])[] = [
  ['scene', 'intro', 'countWish', 'introFriend'],
  ['countHelper', 'fact'],
  ['countFirst', 'fact'],
  ['countMuddle', 'fact'],
  ['countOn', 'countTop'],
  ['celebrate', 'fact', 'countBed'],
];

/**
 * A hero who will not do something: says no and why, gets out of it while the helper has an idea, the helper's fun way,
 * the first small try and the surprise that it is not so bad, more of it gladly, and the change it makes.
 */
const DISLIKE: readonly (readonly string[])[] = [
  ['dislikeNo'],
  ['dislikeDodge'],
  ['dislikeFunWay'],
  ['dislikeStep'],
  ['dislikeMore'],
  ['dislikeEnd'],
];

/**
 * A hero who saves someone: the first sign of trouble, the one in trouble found, a first try that fails the way the
 * trouble makes it fail, help or an idea and the careful step, the rescue itself, and the one saved well again.
 */
const RESCUE: readonly (readonly string[])[] = [
  ['rescueSign'],
  ['rescueFind'],
  ['rescueTry'],
  ['rescueHelp'],
  ['rescueDeed'],
  ['rescueEvening'],
];

/** A working vehicle at its job: the call, the rush there, the hard part, done with its own parts, safe, home at night. */
const CALL_OUT: readonly (readonly string[])[] = [
  ['callStart'],
  ['callRush'],
  ['callHard'],
  ['callFix'],
  ['callSafe'],
  ['callHome'],
];

/** A stall a child runs: the idea and the making, the sign, a trouble, its fix and customers, the coins, what they are for. */
const STALL: readonly (readonly string[])[] = [
  ['stallStart'],
  ['stallSetUp'],
  ['stallTrouble'],
  ['stallFix'],
  ['stallCount'],
  ['stallEnd'],
];

/** A trickster tale: the threat, the thinking, the trick set, fallen for, safe and laughing, the big one kinder. */
const TRICK: readonly (readonly string[])[] = [
  ['trickStart'],
  ['trickThink'],
  ['trickSet'],
  ['trickFall'],
  ['trickSafe'],
  ['trickEnd'],
];
/** A race between two: the challenge, ready-steady-go, one ahead, a trouble of the course, help, a close finish, friends. */
const RACE: readonly (readonly string[])[] = [
  ['raceStart'],
  ['raceGo'],
  ['raceAhead'],
  ['raceHelp'],
  ['raceFinish'],
  ['raceEnd'],
];
/** A game of hide and seek: the count, hidden, given away, the hero seeks in vain, the other found, again. */
const HIDE_SEEK: readonly (readonly string[])[] = [['hsStart'], ['hsHide'], ['hsGiveaway'], ['hsSeek'], ['hsFound'], ['hsEnd']];
/** A thing mislaid at home: needed, the helper, rooms searched, a worry, found in a funny place, a place of its own. */
const MISLAID: readonly (readonly string[])[] = [
  ['mislaidNeed'],
  ['mislaidHelp'],
  ['mislaidRooms'],
  ['mislaidWorry'],
  ['mislaidFound'],
  ['mislaidEnd'],
];
/** A hungry creature's treat: the wish and where it is, off with a friend, in the way, a try and a way, got, shared. */
const TREAT: readonly (readonly string[])[] = [
  ['treatWish'],
  ['treatSetOff'],
  ['treatGuard'],
  ['treatTry'],
  ['treatGot'],
  ['treatShare'],
];
/** An old tale, as it goes. */
const TALE: readonly (readonly string[])[] = [['tale1'], ['tale2'], ['tale3'], ['tale4'], ['tale5'], ['tale6']];
/** One that lacks what the others of its kind have: how it is, the others, a try gone wrong, the day it saves, loved. */
const LACKING: readonly (readonly string[])[] = [
  ['lackIntro'],
  ['lackTease'],
  ['lackTry'],
  ['lackDay'],
  ['lackLoved'],
  ['lackEnd'],
];
/** One that would rather not be what it is: what is expected, what it would rather, the try, the day both meet, accepted. */
const RATHER: readonly (readonly string[])[] = [
  ['ratherIntro'],
  ['ratherWish'],
  ['ratherTry'],
  ['ratherDay'],
  ['ratherAccept'],
  ['ratherEnd'],
];
/** One fallen from the sky: lost and dim, found, a try up, a way up, home, shining down on its friend. */
const FALLEN: readonly (readonly string[])[] = [
  ['fellDown'],
  ['fellFound'],
  ['fellTry'],
  ['fellWayUp'],
  ['fellHome'],
  ['fellEnd'],
];
/** A thing that wants what it is for: what it wants, passed by, a try, chosen by a child, made so, its night. */
const PURPOSE: readonly (readonly string[])[] = [
  ['purposeIntro'],
  ['purposeOthers'],
  ['purposeTry'],
  ['purposeFound'],
  ['purposeDone'],
  ['purposeEnd'],
];
/** One who wishes it were another kind: the other's life watched, tried, its call tried, sad, its own way, happy as it is. */
const OTHER_KIND: readonly (readonly string[])[] = [
  ['otherIntro'],
  ['otherAsk'],
  ['otherCall'],
  ['otherSad'],
  ['otherShine'],
  ['otherEnd'],
];
const DIFFERENT = { lacks: LACKING, rather: RATHER, fell: FALLEN, purpose: PURPOSE, other: OTHER_KIND } as const;

/** A magic thing: found and its first magic, more fun, shown and out of hand, put right, its good, put away. */
const MAGIC: readonly (readonly string[])[] = [
  ['magicFound'],
  ['magicFun'],
  ['magicShow', 'magicMuddle'],
  ['magicFix'],
  ['magicGood'],
  ['magicAway'],
];

/** A magic way: found, through it to another world, one met there and their trouble, put right, goodbye, home for tea. */
const MAGIC_WAY: readonly (readonly string[])[] = [['wayFound'], ['wayThrough'], ['wayMet'], ['wayFix'], ['wayBye'], ['wayHome']];
/** A special power: found and kept secret, fun with it, a muddle put right, used to help someone, bedtime. */
/** A superhero's day: the cape and the secret name, two rescues, the big trouble and what wins it, cheers, home for tea. */
const SUPERHERO: readonly (readonly string[])[] = [
  ['heroSuit'],
  ['heroRescues'],
  ['heroBig'],
  ['heroTeam'],
  ['heroCheer'],
  ['heroHome'],
];

const POWER: readonly (readonly string[])[] = [
  ['powerFound'],
  ['powerFun'],
  ['powerMuddle'],
  ['powerFix'],
  ['powerGood'],
  ['powerNight'],
];

/** Silly weather: it starts, the hero's fun and the town's, a trouble it brings put right, it stops and is shared, bedtime. */
const SILLY_WEATHER: readonly (readonly string[])[] = [
  ['weatherStart'],
  ['weatherFun', 'weatherTown'],
  ['weatherTrouble'],
  ['weatherFix'],
  ['weatherStop'],
  ['weatherNight'],
];

/** A new thing of the hero's own: got, out in it with a worry, a trouble, put right, its good, put away. */
const NEW_THING: readonly (readonly string[])[] = [['newGot'], ['newOut'], ['newTrouble'], ['newFix'], ['newGood'], ['newAway']];

/** A home in a thing: the home and life in it, made cosy with a friend, its trouble, put right together, the night in it. */
const ODD_HOME: readonly (readonly string[])[] = [
  ['oddMeet'],
  ['oddCosy'],
  ['oddLove'],
  ['oddTrouble'],
  ['oddFix'],
  ['oddNight'],
];

/** A new home looked for: why, a place tried, a friend and another try, the cold coming on, the home found, the night in it. */
const NEW_HOME: readonly (readonly string[])[] = [
  ['newHomeNeed'],
  ['newHomeTry'],
  ['newHomeHelper'],
  ['newHomeCold'],
  ['newHomeFound'],
  ['newHomeNight'],
];

/** A wish to be what one is not: why, a try gone wrong, a friend and another try, the idea, how it comes right, the end. */
const WISH_TO_BE: readonly (readonly string[])[] = [
  ['wishMeet'],
  ['wishFirstTry'],
  ['wishHelper'],
  ['wishIdea'],
  ['wishDone'],
  ['wishEnd'],
];

/**
 * Who took it: the thing gone and the question, a clue and a suspect who was elsewhere, another of each, the clues put
 * together, the culprit caught, and the end.
 */
const WHODUNIT: readonly (readonly string[])[] = [
  ['whoGone'],
  ['whoFirst'],
  ['whoSecond'],
  ['whoThink'],
  ['whoCaught'],
  ['whoEnd'],
];

/**
 * A wish to help, told by its jobs: the one helped asks, the jobs of the place are done one after another, one
 * goes wrong in a funny way and is put right together, all is done, and the thanks and what it meant end it.
 */
const helpBeats = (journey: boolean, helpedThere: boolean): readonly (readonly string[])[] => [
  // (The one helped is met at their work, never 'came along, as always' first; a day at home opens where the jobs are.)
  [journey ? 'scene' : 'helpScene', 'intro', ...(helpedThere ? [] : ['introFriend']), 'helpNeeds'],
  ['helpYes', ...(journey ? ['setOff'] : []), 'helpTip', 'helpJob1'],
  ['helpJob2', 'helpOops'],
  ['helpFix', 'helpTeam', 'helpJob4', 'fact'],
  ['helpOnward', 'helpJob3', 'helpDone', 'fact'],
  ['helpThanks', 'helpMattered', 'helpHome'],
];

/**
 * A worker's own busy day: up early with so many jobs and the one who works beside them, the jobs one after another,
 * one going wrong and put right together, the last job and the look back, who it is all for, tired and proud.
 */
const OWN_WORK: readonly (readonly string[])[] = [
  ['workUp', 'workMate'],
  ['helpJob1', 'helpJob2'],
  ['helpJob4', 'workOops'],
  ['helpFix', 'workTeam', 'fact'],
  ['helpJob3', 'workDone'],
  ['workFor', 'workEnd'],
];

/**
 * A fear told by what is feared: it shows up and the hero keeps away, the helper's trick or true word, a small step,
 * and the brave deed itself, with what it was like after.
 */
const FEAR_TOLD: readonly (readonly string[])[] = [
  ['scene', 'intro', 'introFriend', 'fearShown'],
  ['fearComes', 'fearHide', 'meetGuide'],
  ['fearTalk', 'fearTrick', 'fact'],
  ['fearStep', 'fact'],
  ['fearDeed', 'fact'],
  ['celebrate', 'home', 'reflect'],
];

/** A fear faced on a visit (the dentist's, the doctor's): the day opens with what it is for, not the place's sights. */
const FEAR_ON_A_VISIT: readonly (readonly string[])[] = [['fearStart', 'introFriend', 'fearShown'], ...FEAR_TOLD.slice(1)];

/**
 * Something made for one of the family or a friend ('Ivy makes a card for Mum'): made in secret with a helper, a
 * trouble of the making put right, and given at the end, never shown to 'all her friends' and taken to bed.
 */
const MADE_FOR: readonly (readonly string[])[] = [
  ['scene', 'intro', 'planMake'],
  ['gather', 'madeForHelper'],
  ['make'],
  ['goesWrong', 'idea'],
  ['solve', 'finish'],
  ['giveMade'],
];

/** A making whose wish names whom it is for: 'make a card for Mum', 'make a treasure map for {their} brother'. */
export const madeForSomeone = (plan: StoryPlan) =>
  plan.shape === 'making' && plan.goal.type === 'make' && friendInGoal(plan.friend, plan.goal.phrase);

/** A fear faced at bedtime: the day ends, it comes, the one at home comes back in, the trick and the step, the deed, morning. */
const FEAR_AT_BEDTIME: readonly (readonly string[])[] = [
  ['bedtimeStart', 'introFriend', 'fearShown'],
  ['fearComes', 'fearHide', 'bedtimeHelper'],
  ['fearTalk', 'fearTrick', 'fact'],
  ['fearStep', 'fact'],
  ['fearDeed', 'fact'],
  ['bedtimeMorning'],
];

/** Something to grow is made by growing moves: seeds planted and watered, a wait and a worry, a sprout, then the plant. */
const GROWN: Record<string, string> = {
  gather: 'plantSeeds',
  make: 'tend',
  goesWrong: 'growWrong',
  idea: 'growIdea',
  solve: 'sprout',
  finish: 'bloom',
};
const GROW = SHAPE_BEATS.making.map((beat) => beat.map((move) => GROWN[move] ?? move));

/**
 * Something to go and do is done, in whatever shape the story has: shown how once the hero is on the way, the first
 * step before the middle's trouble, the next after it, and the last step and the moment it goes right as the high point
 * (in place of getting there, or just after facing the fear: a shy giraffe's brave moment is singing with the choir).
 */
function doneThere(beats: readonly (readonly string[])[]): readonly (readonly string[])[] {
  return beats.map((beat, index) => {
    if (index === 1) return [...beat, 'actShow'];
    if (index === 2) return ['actStep1', ...beat];
    // Once it has begun, the hero is where it is done: no 'ran on past a bucket of bait' in the middle of fishing.
    if (index === 3) return [...beat.filter((move) => move !== 'travelMore'), 'actStep2'];
    if (index !== 4) return beat;
    if (beat.includes('achieve')) return beat.map((move) => (move === 'achieve' ? 'actDone' : move));
    // (After the high point's own moves: a trouble there is put right first. A contest is won by doing it well.)
    const at = beat.includes('result') ? beat.indexOf('result') : beat.findLastIndex((move) => move !== 'fact') + 1;
    return [...beat.slice(0, at), 'actDone', ...beat.slice(at)];
  });
}

/**
 * Something to learn to make ('learn to bake cookies'): whoever came along and can shows how (else one met there),
 * the first two steps, a first try that goes wrong its own way, put right, and the last step and the moment it comes
 * out right.
 */
const learnMake = (shownByFriend: boolean, factOfIt: boolean): readonly (readonly string[])[] => [
  ['scene', 'intro', 'introFriend', 'wishQuest'],
  [...(shownByFriend ? [] : ['meetGuide', 'guideExplainsGoal']), 'actGather', 'actShow'],
  // (A fact of what is made: a fox learning to bake biscuits hears nothing of night animals between the dough and the oven.)
  ['actStep1', 'actStep2', ...(factOfIt ? ['fact'] : [])],
  ['actTry'],
  ['actAgain', 'actDone'],
  ['celebrate', 'home', 'reflect'],
];

/**
 * A family recipe made with the one whose recipe it is: their secret shown, the steps, a first try gone wrong and put
 * right, tasted, shared with the family, and the recipe passed on.
 */
const FAMILY_RECIPE: readonly (readonly string[])[] = [
  ['scene', 'intro', 'introFriend', 'wishQuest'],
  ['actGather', 'actShow', 'recipeSecret'],
  ['actStep1', 'actStep2'],
  ['actTry'],
  ['actAgain', 'actDone', 'recipeTaste'],
  ['recipeShare', 'recipePassed'],
];

/** One who came along and can show how: Grandma or a friend, never a baby or a pet. */
export const friendTeaches = (plan: StoryPlan) =>
  plan.friend !== null &&
  (plan.friend.kind.human || plan.friend.kind.group === 'family') &&
  plan.friend.kind.word !== 'baby' &&
  !plan.visits;

/** A grown-up of the family who came along to something to go and do, and can show how. */
export const familyTeaches = (plan: StoryPlan) =>
  plan.activity !== undefined &&
  !plan.activity.made &&
  friendTeaches(plan) &&
  plan.friend!.kind.group === 'family' &&
  plan.friend!.kind.size !== 'small';

/** The beats with no one met along the way: the one who came along is there to help. */
const withoutMeeting = (beats: readonly (readonly string[])[]) =>
  beats.map((beat) => beat.filter((move) => move !== 'meetGuide' && move !== 'guideExplainsGoal'));

export function beatsFor(plan: StoryPlan): readonly (readonly string[])[] {
  // A hero that grows is told stage by stage: the egg, the caterpillar, the chrysalis, the butterfly.
  if (plan.lifeCycle) return lifeCycleBeats(plan.lifeCycle);
  if (plan.celebration) return PARTY;
  if (plan.role) return BECOME;
  if (plan.homeDay) return plan.homeDay.taught && plan.educational ? HOME_DAY_TAUGHT : HOME_DAY;
  if (callOutStory(plan)) return CALL_OUT;
  if (stallStory(plan)) return STALL;
  if (trickStory(plan)) return TRICK;
  if (taleStory(plan)) return TALE;
  if (raceStory(plan)) return RACE;
  if (hideSeekStory(plan)) return HIDE_SEEK;
  if (welcomeStory(plan)) return WELCOME;
  if (lostStory(plan)) return LOST;
  if (homewardStory(plan)) return HOMEWARD;
  if (dayOutStory(plan)) return plan.dayOut?.loves ? LOVED_DAY_OUT : DAY_OUT;
  if (bodyTroubleStory(plan)) return BODY_TROUBLE;
  if (countingStory(plan)) return COUNTING;
  if (dislikeStory(plan)) return DISLIKE;
  if (rescueStory(plan)) return RESCUE;
  if (whodunitStory(plan)) return WHODUNIT;
  if (mislaidStory(plan)) return MISLAID;
  if (treatStory(plan)) return TREAT;
  if (magicStory(plan)) return MAGIC;
  if (magicWayStory(plan)) return MAGIC_WAY;
  if (superheroStory(plan)) return SUPERHERO;
  if (powerStory(plan)) return POWER;
  if (newThingStory(plan)) return NEW_THING;
  if (oddHomeStory(plan)) return ODD_HOME;
  if (newHomeStory(plan)) return NEW_HOME;
  if (wishToBeStory(plan)) return WISH_TO_BE;
  if (sillyWeatherStory(plan)) return SILLY_WEATHER;
  const different = differentWay(plan);
  if (different) return DIFFERENT[different];
  if (unlikeStory(plan)) return UNLIKE;
  if (schoolFriendStory(plan)) return SCHOOL_FRIEND;
  // "Mia's teddy wants a friend": Mia's own toy, brought a new toy to meet by Mia, and tucked in with it.
  if (toyFriendStory(plan)) return TOY_FRIENDSHIP;
  // ('scared of swimming': the fear's own steps, the jump into the pool, tell it rather than a swimming lesson.)
  const fear = fearStoryOf(plan);
  if (fear) return bedtimeFear(plan) ? FEAR_AT_BEDTIME : fear.start ? FEAR_ON_A_VISIT : FEAR_TOLD;
  if (firstClassStory(plan)) return FIRST_CLASS;
  if (familyRecipe(plan)) return FAMILY_RECIPE;
  if (plan.activity?.made) {
    const tools = new RegExp(`\\b(?:${plan.activity.tools.join('|')})\\b`, 'i');
    return learnMake(
      friendTeaches(plan),
      plan.facts.some((fact) => tools.test(fact)),
    );
  }
  // ('Grandpa takes Sam fishing', 'Dad teaches Ella to ride her bike': the one of the family who came along shows how,
  // no one met there.)
  if (familyTeaches(plan)) return withoutMeeting(doneThere(SHAPE_BEATS[plan.shape]));
  if (plan.activity) return doneThere(SHAPE_BEATS[plan.shape]);
  if (plan.thing?.named) return SEEK;
  if (ownWork(plan)) return OWN_WORK;
  if (plan.shape === 'helping' && plan.goal.type === 'help' && jobsWish(plan.goal.phrase))
    return helpBeats(plan.journey, friendInGoal(plan.friend, plan.goal.phrase));
  if (
    plan.shape === 'lost-and-found' &&
    plan.goal.type === 'find' &&
    plan.thing &&
    !plan.thing.owned &&
    !plan.thing.owner &&
    plan.trouble.kind !== 'high'
  )
    return HUNT;
  if (plan.shape === 'lost-and-found' && plan.trouble.kind === 'high') return STUCK;
  if (plan.shape === 'making' && plan.goal.type === 'grow') return GROW;
  // ('Priya makes pancakes with Grandma': Grandma is there to help, and no chef drops by the kitchen; a map made for a
  // brother is made for him, not with him.)
  if (madeForSomeone(plan)) return MADE_FOR;
  if (plan.shape === 'making' && friendTeaches(plan) && !friendInGoal(plan.friend, plan.goal.phrase))
    return SHAPE_BEATS.making.map((beat) => beat.map((move) => (move === 'meetGuide' ? 'friendHelps' : move)));
  return SHAPE_BEATS[plan.shape];
}
