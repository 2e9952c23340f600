/**
 * What goes wrong, from the story's own world: the wanted thing gets stuck up high, blows or rolls
 * away, hides, breaks or flops, a climb is too steep, or the place itself gets in the way. And how
 * it is solved.
 */
import type { Move } from './types.js';

/** Trying and failing at the wish: a try that fits the trouble, and how the hero takes it. */
const TRY_FAIL: Move['parts'] = [
  [
    '[high] {Hero} stretched up high, but {thing} {thingWas} too far away.',
    '[high] {Hero} jumped and jumped, but {thing} stayed stuck.',
    '[steep] {Hero} {moved} up a little way, then slid back down {thing}.',
    // Only what runs, rolls or flies off can be chased: a lost leaf or sock lies still somewhere.
    '[away][moves] {Hero} {moved} after {thing}, but {thingItS} {thingWas} too quick.',
    '[away][!moves] {Hero} looked {spot}, but {thing} {thingWas} not there.',
    '[heavy] {Hero} pushed and pulled, but {thing} did not move at all.',
    '[hidden] {Hero} looked {spot}, but there was no sign of {thing}.',
  ],
  [
    '"I’ll never {goalMy}," {they} said sadly.',
    '[high] "I can’t reach {myThing}," {they} sighed.',
    '[friend] "Don’t give up on {thingOrGoal}," said {friend}.',
    '[seen][!indoors][!still] {They} sat by {sight} and looked at {thingOrGoalPlace}.',
  ],
];

export const TROUBLE: Record<string, Move> = {
  /** The thing goes missing (lost and found): the idea's trouble first. */
  lose: {
    when: (s) => s.thing === 'have' || s.thing === 'want' || s.thing === 'none',
    then: (s) => {
      s.thing = 'lost';
      s.troubled = true;
    },
    parts: [
      [
        '[high][where][!alive] Then the wind tugged hard, and {thing} got stuck in {where}!',
        '[high][where] Up went {thing}, higher and higher, into {where}.',
        '[high][!where][!alive] Then a gust swept {thing} up into {highPlace}!',
        '[high][!where][!alive] The wind grabbed {thing} and left {thingIt} stuck in {highPlace}.',
        // A pet climbs up or runs off by itself: no gust blows it, nobody puts it down.
        '[high][!where][alive] {Thing} climbed up to {highPlace} and could not get down!',
        '[away][!alive][!rolled] Then a big gust blew {thing} away over {sight}!',
        '[away][!alive] Then {thing} {awayVerb} off past {sight}, out of sight.',
        // (Said short, so the loss is never left out where the lines past a sight run too long or are used up.)
        '[away][!alive] Then, whoosh, {thing} {awayVerb} away.',
        '[away][alive] Then {thing} dashed off past {sight}, out of sight.',
        '[hidden] But when {hero} looked again, {thing} {thingWas} not by {sight}!',
        '[hidden][!alive][!someone] {Hero} put {thing} down by {sight}, just for a moment.',
        '[!high][!away][!hidden] But then {thing} slipped away past {sight}!',
      ],
      [
        '"Oh no, {myThing}!" cried {hero}.',
        '"Come back, {thingNoun}!" called {hero}.',
        '"Not {myThing}!" wailed {hero}.',
        '[friend] "Oh no, {yourThing}!" gasped {friend}.',
        '[hidden] When {they} turned round, {thing} had gone!',
        // (Something gone without a trace is not stared after up a tree or a lamp post.)
        '[!hidden][!away] {HeroS} {partOrLegs} shook as {they} stared at {highOrAwayPlace}.',
        // (Gone off past the meadow's sights, it is stared after, not up a lamp post.)
        '[away] {HeroS} {partOrLegs} shook as {they} stared after {thing}.',
      ],
      // The culprit the idea names is seen, though nobody thinks of it yet.
      ['[mischief] Just then, {friend} {fmoved} past {sight} with something in {ftheir} mouth.'],
    ],
  },
  /** The place gets in the way (quest, helping, friendship). */
  placeTrouble: {
    then: (s) => {
      s.troubled = true;
    },
    parts: [
      [
        '[!portable][onWay][!doing] On the way to {thingOrGoalPlace}, {placeEventLc}',
        // ('visit Grandpa': on the way to him; the visit is had at the end.)
        '[!seeGoal][!dream][!doing][!visit] While {hero} was {goalIng}, {placeEventLc}',
        '[visit][!doing] On the way to see {Friend}, {placeEventLc}',
        '[dream][!longEvent] Then {placeEventLc}',
        // Near a place-like thing (the tallest tree); a sight or something carried is no place to be near.
        '[thing][!portable][!seeGoal][!doing] Near {thingOrGoalPlace}, {placeEventLc}',
        // The event said on its own, when the lines above run too long: its fix comes later and needs it.
        '[longEvent] {placeEvent}',
        '[doing] {placeEvent}',
      ],
      [
        // (A trouble between new friends says their own words in it.)
        '[!friends] "How will {weI} {goalMy} now?" asked {hero}.',
        '[!friends] How could {hero} {goal} now?',
        '[thing][!portable][!seeGoal] "Oh no, how will I get to {myThing} now?" said {hero}.',
        '[friend][!friendInGoal][!friends] "Can we still {goalYour}?" asked {friend}.',
      ],
    ],
  },
  tryFailPlace: {
    when: (s) => s.troubled,
    parts: [
      [
        // Only a blocked way is one to get past; a shower or a spilt bag of flour is tried again.
        '[way] {Hero} tried one way past {sight}, then another, to {goal}.',
        '[way] {Hero} {moved} this way and that, but could not get past {sight}.',
        // Trying again and again is for a skill or a making; a welcome or a party is not tried over and over.
        '[!way][tryAgain] {Hero} tried to {goal} again and again.',
        '[!way][!homeDoing] {Hero} {moved} about by {sight}, but it was no good.',
        '[!way][homeDoing] {TheHero} tried this and that {inPlace}, but nothing helped.',
        '[!way][homeDoing] {Hero} tried one thing, then another, to {goal}.',
        '[!way][homeDoing] {TheHero} looked at {sight} and thought hard, but no idea came.',
        '[friend] {Hero} and {friend} tried and tried {inPlace}, but they could not {goal}.',
      ],
      [
        '[!indoors][!still] {They} sat down by {sight2} to think about {goalIng}.',
        '[still] {They} {stillAct2}, and thought about {goalIng}.',
        '"Maybe {weI} can’t {goalMy} today," {hero} said softly.',
        '[friend][!friendInGoal] "We can’t stop {goalIngYour} now," said {friend}.',
      ],
      // The ones taught try, and it goes wrong for them too.
      [
        '[taught] {Taught} tried to {taughtSkill}, but {taughtSlip}.',
        '[taught] {Taught} tried hard to {taughtSkill} too, but {taughtSlip}.',
      ],
    ],
  },
  solvePlace: {
    when: (s) => s.troubled,
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      ['{placeFixWho}', 'In the end, {placeFixWhoLc}'],
      [
        '[!dream][!friends] "Now {weI} can {goalMy}!" cheered {hero}.',
        '[!dream][!friends] "On to {goalIngMy}!" said {hero}.',
        '[dream] "Let’s find another way to {goalMy}," said {hero}.',
        '[guide][!dream] "{Praise}, {callHero}," said the {gkind}.',
      ],
      // The teacher shows them again, more slowly.
      [
        '[taught] {Hero} showed {taught} again, one small step at a time.',
        '[taught] Slowly, {hero} showed {taught} how to {taughtSkill} once more.',
      ],
    ],
  },
  /** The made thing goes wrong (making, contest). */
  goesWrong: {
    when: (s) => s.thing === 'made' || s.thing === 'want' || s.thing === 'have',
    then: (s) => {
      s.thing = 'broken';
      s.troubled = true;
    },
    parts: [
      [
        '[makeGoal][flop][!craft] But then {thing} went flat and sad.',
        '[makeGoal][flop][!craft] Something was wrong with {thing}.',
        // The trouble of the making itself (a plank too short, glue that will not hold) where the craft has one.
        '[makeGoal][!heavy][craft] But then {craftTrouble}!',
        '[makeGoal][!heavy][craft] Oh dear: {craftTrouble}.',
        '[makeGoal][broken][!craft] Then, with a wobble and a crash, {thing} fell apart!',
        '[makeGoal][broken][!craft] Then one side of {thing} cracked and tumbled down.',
        '[makeGoal][heavy] But {thing} {thingWas} far too heavy to lift.',
      ],
      [
        '[makeGoal] {Hero} looked at {thing} and felt like crying.',
        '[makeGoal] "Oh no, {myThing}," said {hero} in a tiny voice.',
        '[makeGoal] "All that work on {myThing}!" sighed {hero}.',
      ],
    ],
  },
  /** A hard try on the way to a goal that is not made (a climb, a race). */
  stumble: {
    parts: [
      [
        '[steep] Halfway up {thing}, {hero} slipped back down.',
        '[steep] The higher {hero} {moved} up {thing}, the more {their} {partOrLegs} shook.',
        '[!steep][!makeGoal] On the next try at {practice}, {hero} {mishap}.',
        '[!steep][!makeGoal][!mishap] {Hero} tried hard to {goal}, but it was too hard.',
      ],
      [
        '[!makeGoal] "I can’t {goalMy}," {hero} said with a sniff.',
        // Only something big to stand by: never 'small next to' a race or a song.
        '[!makeGoal][!portable][!event] {Hero} felt small next to {thingOrGoalPlace}.',
        '[!makeGoal][friend][!friendInGoal] "Try {goalIngYour} again?" said {friend}.',
      ],
    ],
  },
  /** Trying and failing, to make the middle of the story harder. */
  tryFail: { parts: TRY_FAIL },
  /** A clue followed that leads nowhere, then trying and failing: never 'getting close' and then 'no sign' at once. */
  trailEnds: {
    when: (s) => s.thing === 'lost',
    parts: [
      ['But then {clue} stopped, by {sight2}.', 'But {clue} ran out, just by {sight}.', 'Then {clue} just stopped at {sight2}.'],
      ...TRY_FAIL,
    ],
  },
  /** Someone has an idea. */
  idea: {
    parts: [
      [
        '[!contest][guide] "I have an idea about {thingOrGoal}," said the {gkind}.',
        '[!contest][friend][!friendInGoal] "I know how you can {goalYour}!" said {friend}.',
        '[!contest][!craft] Then {hero} had an idea about {thingOrGoal}.',
        '[!contest][!craft] All at once, {theHero} knew what to do about {thingOrGoal}.',
        '[!contest][seen][!craft] [guide] The {gkind} looked at {thingOrGoalPlace} and smiled.',
        // (A trouble of the making is put right by its own fix, told next: no 'had an idea about the treehouse' first.)
        '[!contest][craft][guide] "Don’t worry about {yourThing}," said the {gkind} kindly.',
        '[!contest][craft][friend][!friendInGoal] "We can fix {thing} together," said {friend}.',
        '[!contest][craft] {Hero} took a deep breath and looked at {thing} again.',
        '[!contest][craft] "I can fix {myThing}," {hero} said bravely.',
        '[!contest][craft] "Hmm," said {hero}, and looked hard at {thing}.',
        '[!contest][craft] {Hero} did not give up on {thing}, not one bit.',
        '[!contest][craft][guide] The {gkind} gave {theHero} a hug and looked at {thing}.',
        // A contest's idea is a way to get better at it, said plainly: never 'knew what to do about it'.
        '[contest][skill][guide] "Try {practice} slowly first, then faster," said the {gkind}.',
        '[contest][skill][guide] The {gkind} showed {hero} a trick for {practice}.',
        '[contest][skill][friend] "Let’s practise {practice} together every day," said {friend}.',
        '[contest][skill] Then {hero} had an idea: a little {practice} every morning.',
        '[contest][!skill][guide] "Practise a little every day for {thingOrGoal}," said the {gkind}.',
        '[contest][!skill] Then {hero} had an idea: to practise for {thingOrGoal} every day.',
      ],
    ],
  },
  /** Getting ready to fetch something down from up high. */
  fetch: {
    parts: [
      [
        '[high][guideFlies] The {gkind} stretched {gtheir} wings and looked up at {highOrAwayPlace}.',
        '[high][guideClimbs] The {gkind} looked up, ready to climb up to {thing}.',
        '[high] They fetched a long ladder from {spot} for {thing}.',
        '[high][!alive] {Hero} found a long stick {spot}, just long enough for {thing}.',
      ],
      ['[high] "Hold on, {thingNoun}, we’re coming!" called {hero}.', '[high] {Hero} held {their} breath and watched {thing}.'],
    ],
  },
  /** Solving the thing's trouble. */
  solve: {
    then: (s) => {
      s.troubled = false;
      if (s.thing === 'broken') s.thing = 'made';
      if (s.thing === 'lost') s.thing = 'found';
    },
    parts: [
      [
        '[high][guideFlies] The {gkind} flew up and wiggled {thing} free.',
        '[high][guideClimbs][!alive] The {gkind} climbed up and untangled {thing}.',
        '[high][guideClimbs][alive] The {gkind} climbed up and carried {thing} down.',
        '[high][heroFlies] {Hero} flapped up to {thing} and tugged it free.',
        '[high] They held the ladder steady under {highOrAwayPlace}, and up went {hero}.',
        '[high][!alive] They found a long stick and poked {thing} free.',
        '[high][alive] They held out a soft blanket, and {thing} jumped down into it.',
        '[away] They followed the trail of {thing} past {sight}.',
        '[away][guide] "{Thing} went by {sight2}!" said the {gkind}.',
        '[heavy] Together they heaved, and {thing} began to move.',
        '[heavy] They rolled {thing} onto a little cart.',
        '[broken][!craft] Together they fixed {thing}, piece by piece.',
        '[broken][craft] {CraftFix}',
        '[flop][!craft] They tried {thing} again, slowly, step by step.',
        '[flop][craft] {CraftFix}',
        '[steep][guide] The {gkind} showed {them} a better way up {thing}.',
        '[steep] This time {hero} went up {thing} slowly, resting often.',
        '[hidden] They searched {spot2} together, and there {thingWas} {thing}!',
      ],
      [
        '[high] Down came {thing}, safe and sound!',
        '[high][portable][!alive] {Thing} floated down into {heroS} arms.',
        '[away] There {thingWas} {thing}, {spot}!',
        '[heavy] "Teamwork moved {myThing}!" laughed {hero}.',
        '[broken][!craft] This time {thing} stood strong.',
        // (A craft's own fix says how it went: the finish follows.)
        '[flop] This time {thing} {thingWas} just right.',
        '[steep] Up {thing} went {hero}, higher than ever.',
        '[hidden] "{MyThing}!" cried {hero}.',
      ],
    ],
  },
};
