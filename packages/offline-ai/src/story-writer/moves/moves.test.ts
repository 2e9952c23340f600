import { describe, expect, it } from 'vitest';
import { FRIEND_LINES, HERO_LINES, MOVES, REMINDERS } from '../compose.js';
import { sentencesOf } from '../readability.js';

/** Slots that belong to one story only: its thing, goal, facts, topic, trouble. */
const STRONG = new Set(
  'thing thingOne thingsPlural thingsOrHobby aThing myThing yourThing thingText thingNoun thingOrGoal thingOrGoalPlace byThingOrGoalPlace thingOrTopic goal goalIng goalIngMy goalIngYour goalPast goalMy goalYour fact factSaid factSee factSeeG factSeeF factSeeAll term1 term2 term3 termShort termPair topic topicShort topicOrPlace goaling feelingAbout toothHeld feelingAboutOrGoal fearedOne placeEvent placeEventLc placeFix placeFixWho placeFixWhoLc placeFixRecall placeFixWe seenDescribed where highOrAwayPlace fact1Lc askHelp helpYou helpedMe helpedThird question craftStep craftTrouble craftFix madeEnd dreamVerb dreamIng practice skillIng occasion seenThing beYour welcomed arrived party partyWord partyReady partyReady2 partyGuests partyHigh partyHighLc partyEvening partyEveningLc partyFixWho roleWord aRoleWord roleMust roleLesson roleLesson2 roleEvent roleFix roleMade actLesson actStep1 actStep2 actStep3 actDone dayStart dayWish dayDo dayDo2 dayHigh dayEvening dayHelp dayUpset dayCheered dayThought dayThoughtAfter welcomedSaid welcomeWaiting welcomeTrouble welcomedShort welcomeFixWho welcomeArrival welcomeTogether welcomeEvening helpAt helpJob1 helpJob2Lc helpJob3Lc helpJob4Lc helpOopsLc helpFix helpDone helpTip helpLook helpMattered workMate workFor workLook workRest recipeSecret recipeTaste recipeShare recipePassed taught taughtSkill taughtSlip fearStart fearComes fearHide fearTrick fearStep fearDeed fearAfter lostStart lostBusy lostSeen lostFollow lostBig lostWrong lostTell lostRemember lostReunion lostEvening landmark actMade actMakeIt outHope outSetOff outLoved outArrive outFun1 outFun2 outFun3 outTrouble outFix outBest outLeave outDream lovesShow lovesSay lovesFact lovesHome bodyShows bodySay bodyTry1 bodyTry2 bodyTry3 bodySad bodyHelperComes bodyTrick bodyWorks bodyCheer bodyEnd bodyStill dislikeShows dislikeWhy dislikeDodge dislikeTrick dislikeFun dislikeAsk dislikeStep dislikeSurprise dislikeMore dislikeFound dislikeCheer dislikeEnd dislikeLast rescueStart rescueAlong rescueSign rescueSeen rescueFail rescueTrouble rescueMeet rescueHelp rescueDeed rescueWell unlikeSeen unlikeOops unlikeOneGame unlikeTrouble unlikeHelp unlikeBothGame unlikeEnd countSeen countWish countHelperComes countMuddle countThere countFirst countTrouble countFix countOn countTop countCheer countBed whoBefore whoGone whoAsk whoClue1 whoClue2 whoAsk1 whoAlibi1 whoAsk2 whoAlibi2 whoThinks whoCaught whoCaughtSay whoAfter whoVerb what whatOne magic magicFound magicFirst magicFun1 magicFun2 magicMuddle magicFix magicGood magicAway powerDoing powerIng powerFound powerSecret powerFun1 powerFun2 powerMuddle powerFix powerNeed powerDeed powerNight littleCry littleSpot littleAsk littleLost littleRemember yourSought homeQuestion homeAsk homeWrong homeSeen homeCall homeHug homeYoung homeThanks homeNight lackWith lackNow lackLooks lackOthers lackOthersShort lackTease lackTry lackWrong lackSame lackDay1 lackDay2 lackDay3 lackLoved lackHappy ratherBe ratherExpected1 ratherExpected2 ratherDoing ratherTry1 ratherTry2 ratherDay1 ratherDay2 ratherDay3 ratherNot ratherAccepted ratherAfter skyHome fellWhen fellDim fellFamily fellShone fellTry fellWay1 fellWay2 fellFact fellShineDown purposeIntro purposeWish purposeOthers purposePassed purposeTry purposeWrong purposeFound purposeSaid purposeDone1 purposeDone2 purposeDone3 purposeEnd1 purposeEnd2 purposeWishSaid callStart callCome callRush callArrive callHard callThink callFix callSafe callProud callHome callDream stallWish stallMake stallSetUp stallTrouble stallFix stallCustomer1 stallCustomer2 stallCount stallSum stallMoney stallNight trickHome trickThreat trickScared trickThink trickSet trickFall trickSafe trickKinder trickNight raceStart raceDare raceReady raceOff raceAhead raceTrouble raceHelp raceOn raceFinish raceSay raceAfter raceNight hsStart hsCount hsHide hsNear hsGiveaway hsCaught hsTurn hsLook hsWorry hsFound hsSay hsAfter hsNight newThing newGot newFirst newOut newWorry newTrouble newFix newGood newPraise newAway oddHome oddHomeNoun oddWhere oddLife oddCosy1 oddCosy2 oddTrouble oddWorry oddTry oddFix oddNight newHomeNoun newHomeNeed newHomeTry1 newHomeWhy1 newHomeTry2 newHomeWhy2 newHomeFound1 newHomeFound2 newHomeCosy newHomeNight newHomeWeather wishWord wishWhy wishTry1 wishFail1 wishTry2 wishFail2 wishIdea1 wishIdea2 wishDone1 wishDone2 wishEnd wishNight food treatWhere treatGuard treatTry treatWay treatGot treatFact treatShare lostNoun mislaidNeed mislaidTip mislaidLook1 mislaidInstead1 mislaidLook2 mislaidInstead2 mislaidWorry mislaidFound mislaidHome mislaidAfter weatherNoun weatherDay weatherStart weatherWonder weatherFun weatherTown weatherTrouble weatherFix weatherStop weatherShare weatherNight aOther otherWord otherCall otherCallSaid otherMix otherLife otherTry1 otherWrong1 otherTry2 otherWrong2 otherGood otherShine1 otherShine2 otherFact otherHappy magicWay aMagicWay magicWayCame foundAt met metCalled worldPlace wayFound wayLook wayGo worldArrive worldWonder metHello worldTrouble worldFix worldPlay worldGift wayTime wayBack wayHomeAgain worldKept wayWaits partyHelperLine rolePractise rolePraise roleCall superName schoolDay schoolReady schoolGoodbye schoolWish schoolAlone schoolSeen schoolHello schoolTogether teacherSays schoolTrouble schoolUpset schoolFix schoolPlay schoolFun schoolGlad homeGate homeAsked homeAnswer homeAfter classDay classKit classShy classHello classOthers classWarmUp classShown classTried classPraise classOops classUpset classHelp classAgain classProud classGlad classAsked classAnswer classNext thingUse thingUse2'.split(
    ' ',
  ),
);
// A life cycle's stage lines (lifeB0x0 to lifeA5x2, world/life-cycles.ts) are its own story's.
for (const side of 'BA') for (let i = 0; i < 6; i++) for (let j = 0; j < 3; j++) STRONG.add(`life${side}${i}x${j}`);
// (An old tale's paragraphs are the tale's own, told only when it is asked for by name.)
for (let i = 1; i <= 6; i++) STRONG.add(`tale${i}`);
/** Slots shared by stories in the same place or with the same kind of hero or guide, by where they come from: two sources make a line specific. */
const SOURCES: Record<string, readonly string[]> = {
  // The one who asks for help is the guide, or the friend the wish is for.
  guide: ['gkind', 'aGuide', 'guideIntro', 'guideFull', 'gpartPhrase', 'gsound', 'asker', 'helpWith', 'helpCall', 'helper'],
  friend: [
    'fkind',
    'littleKind',
    'aFkind',
    'aFriendNew',
    'friendIntro',
    'fpartPhrase',
    'fsound',
    'fmoved',
    'friendTheKind',
    'theFkindOrName',
    'aFkindOrName',
  ],
  hero: [
    'theKindOrName',
    'aHero',
    'aKind',
    'theHero',
    'workWho',
    'kind',
    'kinds',
    'look',
    'callHero',
    'littleHero',
    'part',
    'aPart',
    'partOrLegs',
    'moved',
    'moved2',
    'moving',
    'stillAct',
    'stillAct2',
    'stillEvening',
    'sound',
    'cheer',
    'home',
    'homeIn',
    'hobby',
    'lostOne',
    'littleLostOne',
    'sleepyLostOne',
  ],
  place: [
    'sight',
    'sight2',
    'spot',
    'spot2',
    'sense',
    'senseLc',
    'place',
    'inPlace',
    'placeSeen',
    'toPlace',
    'dusk',
    'duskLc',
    'way',
    'highPlace',
  ],
  // Who a lost hero misses: Mum, Dad, Grandpa.
  family: ['family', 'familyS'],
  clue: ['clue'],
  odd: ['oddFind', 'aOddFind', 'aOddFind2', 'aHelperCreature', 'aLeafOrCloth'],
  things: ['materials', 'actStuff'],
  manner: ['movingAdverb', 'fmovingAdverb'],
  wish: ['nextWish'],
  time: ['time'],
};
const SOURCE_OF = new Map(Object.entries(SOURCES).flatMap(([source, slots]) => slots.map((slot) => [slot, source] as const)));

/** Slots made of two sources: 'the owl and the fox' names the hero's kind and the friend's. */
const JOINT: Record<string, readonly string[]> = {
  pair: ['hero', 'friend'],
  // ('"I’m Jade," said the girl, and waved back'; 'Honey the dolphin waved back at the whale'.)
  friendWavesBack: ['hero', 'friend'],
  friendYesPlease: ['hero', 'friend'],
};

const slotsOf = (sentence: string) =>
  [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1));

/** A sentence of a template is specific to its story: one strong slot, or slots from two different sources. */
function specific(sentence: string): boolean {
  const slots = slotsOf(sentence);
  return (
    slots.some((s) => STRONG.has(s)) ||
    new Set(slots.flatMap((s) => JOINT[s] ?? [SOURCE_OF.get(s) ?? '']).filter(Boolean)).size >= 2
  );
}

describe('phrase banks', () => {
  const templates = [
    ...Object.entries(MOVES).flatMap(([id, move]) => move.parts.flatMap((part) => part.map((t) => [id, t] as const))),
    ...Object.entries(REMINDERS).flatMap(([id, lines]) => lines.map((t) => [`reminder ${id}`, t] as const)),
    ...HERO_LINES.map((t) => ['hero line', t] as const),
    ...FRIEND_LINES.map((t) => ['friend line', t] as const),
  ].filter(([, t]) => t !== '');

  it('name something of their own story in every sentence, so no two stories share a line', () => {
    const generic = templates.flatMap(([id, template]) =>
      sentencesOf(template.replace(/^(\[!?\w+\]\s*)+/, ''))
        .filter((s) => !specific(s))
        .map((s) => `${id}: ${s}`),
    );
    expect(generic).toEqual([]);
  });
});
