/**
 * The first paragraph: where and when, who the hero is, and what they want. Every sentence names
 * something of this story (its thing, goal, kind of hero or place), so two stories never open alike.
 */
import type { Move } from './types.js';

export const OPENING: Record<string, Move> = {
  scene: {
    parts: [
      [
        '[!journey][!named][seen][!night] {Time}, the sun shone on {sight} and on {thingOrGoalPlace}.',
        // A thing still to be made or found is not there to look at: the story opens on the hero.
        '[!journey][!seen] {Time}, {theHero} was {inPlace}.',
        '[!journey][thing][seen][!event][!tool] {Time}, {hero} was {inPlace}, near {thingOrGoalPlace}.',
        // Looked out at a place or something big, never at a puppy, a sock or the house one is in.
        '[seen][!journey][thing][!portable][!indoors][!tool] {Time}, {theHero} looked out at {thingOrGoalPlace}.',
        '[seen][!journey][indoors] {Time}, {theHero} looked round {placeSeen}.',
        '[!journey][!named][thing][seen][!event][!tool] {Time}, a breeze blew past {thingOrGoalPlace} {inPlace}.',
        // The wish is first said where the hero is met, not before: only a thing is thought of here.
        '[journey][thing][!tool] {Time}, {hero} woke up thinking of {thingOrGoal}.',
        '[journey] {Time}, {theHero} woke up early in {home}.',
        '[journey][setOff][!thing] {Time}, {hero} packed for the trip {toPlace}.',
        '[journey][!setOff][!thing] {Time}, {hero} woke up early in {home}.',
        '[easy] [!journey][!indoors][!still] {Time}, {hero} sat by {sight}.',
        '[easy] [!journey][indoors] {Time}, {hero} looked round {placeSeen}.',
      ],
    ],
  },
  intro: {
    parts: [
      [
        '[animal][seen] {Hero} was {aHero} who lived {homeIn}, near {thingOrGoalPlace}.',
        '[!ownFind][animal] {Hero} the {kind} had {aPart} and a big dream: to {goal}.',
        '[animal][!journey] Everyone {inPlace} knew {hero}, {aHero} with {aPart}.',
        '[!ownFind][animal][small] {Hero} was only {aSize} {kind}, but {they} wanted to {goal}.',
        // (A tooth is no thing to love: 'loved teeth'.)
        '[human][thing][seen][!tool][!tooth] {Hero} was {aHero} who loved {thingsPlural}.',
        '[human][tool][topic] {Hero} was {aHero} who loved finding out about {topic}.',
        '[human] {Hero} was {aHero} who lived {homeIn} and loved {thingsOrHobby}.',
        '[!ownFind][machine] {Hero} was {aHero} with {aPart}, who wanted to {goal}.',
        '[machine][!journey] {Hero} was {aHero} who lived {homeIn}, {inPlace}.',
        '[magic][big][!journey] {Hero} was {aHero}, not a very fierce one, who lived {inPlace}.',
        '[!ownFind][magic] {Hero} was {aHero} with {aPart}, who dreamed of {goalIng}.',
        '[easy] [animal] {Hero} was {aHero} with {aPart}, {inPlace}.',
        '[easy] [human] [!journey] {Hero} was {aHero}, {inPlace} today.',
      ],
      // The ones taught ('the ducklings') are with their teacher from the start, not only named in the wish.
      [
        '[taught] {Taught} stayed close to {theHero}, eager to learn to {taughtSkill}.',
        '[taught] {Taught} gathered round {theHero} {inPlace}, ready for a lesson.',
      ],
    ],
  },
  introFriend: {
    when: (s) => s.friendHere,
    parts: [
      [
        '[friend][!indoors] {FriendIntro} was there too, by {sight}.',
        '[friend][indoors] {FriendIntro} was there too, smiling at {theHero}.',
        '[friend][!indoors] {FriendIntro} came along {inPlace}, as always.',
        '[friend][!friendInGoal][!party][!teaches] Beside {them} was {friendIntro}, ready to {goal} too.',
        // A party is waited for, not wished for ('wanted to enjoy the sleepover').
        '[friend][!friendInGoal][!party][!teaches] {FriendIntro} wanted to {goal} as well.',
        '[friend][!indoors] {FriendIntro} {fmoved} along behind, {fmovingAdverb}.',
      ],
    ],
  },
  wishQuest: {
    wishPart: 0,
    parts: [
      [
        '[!occasion] {Hero} had one big wish: to {goal}.',
        '[!occasion] More than anything, {hero} wanted to {goal}.',
        '[!occasion] For weeks, {hero} had dreamed of {goalIng}.',
        '[!occasion] Today {theHero} would {goal}, at long last.',
        '[!occasion] There was one thing {hero} longed to do: {goal}.',
        // A wish done at an occasion ('bake the best cupcakes' for the bake sale) says when.
        '[occasion] Soon it would be {occasion}, and {hero} wanted to {goal}.',
        '[occasion] For {occasion}, {hero} had one big wish: to {goal}.',
        '[occasion] {Occasion} was coming, and {hero} longed to {goal}.',
      ],
      [
        '"Today I will {goalMy}!" {they} said.',
        '"I’m going to {goalMy}," {they} told {friendOrSelf}.',
        '"Can {aHero} really {goalMy}?" {they} wondered.',
        '[friend][!friendInGoal][!helpGoal] "Will you help me {goalMy}?" {they} asked {friend}.',
        '"It might be hard, but I will {goalMy}," {they} said.',
      ],
    ],
  },
  loveThing: {
    then: (s) => {
      s.thing = 'have';
    },
    parts: [
      [
        '[portable][!othersThing] {Hero} loved {thing} more than anything.',
        '[portable][!othersThing][!alive][!someone] {Hero} had {aThing}, and {they} took {thingIt} everywhere.',
        '[alive] {Thing} {thingWas} {heroS} best friend in the whole world.',
        '[portable][!othersThing][!alive] {Thing} {thingWas} {heroS} favourite thing.',
        '[portable][!alive] {Hero} held {thing} tight and smiled.',
        '[othersThing] {Hero} was looking after {thing} for the day.',
        '[thing][!portable] {Hero} loved to visit {thing} every day.',
        '[thing][!portable] {Hero} thought {thing} {thingWas} the best thing {inPlace}.',
      ],
      [
        '[thing][!findGoal] "Let’s {goalMy} today," {they} said.',
        '[thing][!findGoal] Today {they} wanted to {goal}.',
        '[thing][!findGoal] {They} could not wait to {goal}.',
        // (Never 'a perfect day for finding my kite' while it is still held: it is lost only later.)
        '[portable][!alive][!findGoal] "A perfect day for {goalIngMy}," {they} said, hugging {thing}.',
        '[portable][findGoal][!alive][!someone] {They} carried {thing} all around {place}.',
        '[alive] Every morning, {hero} said hello to {thing} first.',
      ],
    ],
  },
  fearShown: {
    parts: [
      [
        '[feeling] But {hero} had a secret: {they} {was} {feelingWord} of {feelingAbout}.',
        '[feeling] Just one thing made {hero} tremble: {feelingAbout}.',
        '[body] {Hero} wanted to {goal}, but {their} tummy felt wobbly.',
        'Thinking about {goalIng} made {heroS} {partOrLegs} shake.',
        '[feeling] Even thinking of {feelingAbout} made {heroS} {partOrLegs} shake.',
      ],
      [
        '"I wish I could {goalMy}," {they} sighed.',
        '"What if I can’t {goalMy}?" {they} whispered.',
        '[feeling] "Not {feelingAbout} today," {they} whispered.',
      ],
    ],
  },
  lonely: {
    parts: [
      [
        '[!occasion] But {theHero} had nobody to play with {inPlace}.',
        '[!occasion][!still] {Hero} watched the other {kinds} by {sight} and felt lonely.',
        // (A mountain is not new in the mountains, nor a moon one of many.)
        '[!still] {Hero} was new {inPlace} and knew no other {kinds}.',
        '[!occasion][!still] Every day, {theHero} played alone by {sight}.',
        '[!occasion][still] Every day, {theHero} {stillAct} all alone {inPlace}.',
        '[animal][!occasion][!still] None of the other {kinds} {inPlace} came to play.',
        // 'Ingrid's first day at a new school': the day is said.
        '[occasion] It was {occasion} {inPlace}, and {they} knew nobody yet.',
        '[occasion] On {occasion} {inPlace}, {they} stood by {sight} all alone.',
      ],
      [
        '"I wish I could {goalMy}," {they} whispered.',
        '"Maybe today I will {goalMy}," {they} thought.',
        '[!still] {They} kicked a pebble and wished to {goal}.',
        '[still] {They} {stillAct2}, and wished to {goal}.',
      ],
    ],
  },
  strangeThing: {
    then: (s) => {
      s.thing = 'lost';
      s.troubled = true;
    },
    parts: [
      [
        '[thing] But then {hero} saw that {thing} had vanished!',
        '[thing] Where {thingWas} {thing}? {Hero} stopped and looked {spot}.',
        '[thing] {Hero} looked {spot}, but {thing} {thingWas} gone.',
        '[thing] {Thing} {thingWas} not where {thingItS} should be!',
      ],
      [
        '[thing] "I’ll find out where {myThing} went," {they} said.',
        '[thing] "Who would take {myThing}?" {they} wondered.',
        '[thing] "Yesterday {myThing} {thingWas} right here!" said {hero}.',
        '[thing] {Hero} fetched {their} magnifying glass to look for {thing}.',
      ],
      [
        '[mischief] {Friend} {fmoved} by {sight2}, looking very pleased with {fthemselves}.',
        // (Short enough for the easiest telling too: the culprit is always seen.)
        '[mischief] {Friend} the {fkind} sat {inPlace}, looking very pleased with {fthemselves}.',
      ],
    ],
  },
  contestNews: {
    parts: [
      [
        '[!occasion] A poster went up {inPlace}: a contest to {goal}!',
        '[!occasion] Everyone was talking about the contest to {goal}.',
        '[!occasion] That week there would be a contest to {goal}.',
        '[occasion] A poster went up {inPlace}: {occasion} was coming!',
        '[occasion] Everyone was talking about {occasion}.',
        '[occasion] Soon it would be {occasion}.',
      ],
      [
        '"I want to {goalMy}," said {hero}, bouncing up and down.',
        '[!occasion] {Hero} wrote {their} name on the list for {thingOrGoal}.',
        '[occasion] "I want to {goalMy}," said {hero}.',
        '[occasion] {Hero} wrote {their} name on the list. {They} wanted to {goal}.',
        '[skill] "Can {aHero} win at {practice}?" {hero} wondered.',
      ],
    ],
  },
  someoneNeeds: {
    when: (s) => !s.guideHere,
    then: (s) => {
      s.troubled = true;
      s.guideHere = !s.friendInGoal;
    },
    parts: [
      [
        '[!friendInGoal] Then {hero} heard {guideIntro} crying by {sight}.',
        '[!friendInGoal] Then {hero} spotted {guideIntro} by {sight}, looking worried.',
        '[!friendInGoal] Just then, {guideIntro} called out from {spot}.',
        '[friendInGoal] {Friend} waved to {theHero} from {spot}, looking tired.',
        '[friendInGoal] {Friend} sighed by {sight}: there was so much to do for one {fkind}.',
      ],
      [
        '[thing] "Please help me with {thing}," said {asker}.',
        '"Could you {askHelp}?" asked {asker}.',
        '"I can’t do it all alone, {littleHero}," said {asker}.',
      ],
    ],
  },
  question: {
    parts: [
      [
        '{Hero} had a question about {topic}.',
        '{Hero} was full of questions about {topic}.',
        'Today {heroS} questions were all about {topic}.',
        'That day, {hero} wondered about {topic}.',
        '{Hero} could not stop thinking about {topic}.',
        '{Hero} had so many questions about {topic} {inPlace}.',
      ],
      [
        '[topic][!question] "How {topicDoes} {topicShort} work?" {they} asked.',
        '[question] "{Question}" {they} asked.',
        '[topic] "I want to know all about {topic}," {they} said.',
        '"I want to {goalMy}," {they} said.',
        '[topic] {They} thought of {topic} even at breakfast.',
      ],
    ],
  },
  planMake: {
    then: (s) => {
      s.thing = 'want';
    },
    parts: [
      [
        '[!occasion] {Hero} had an idea: {they} would {goal}!',
        '[!occasion] "I will {goalMy}!" said {hero}, jumping up.',
        '[!occasion] Today {hero} wanted to {goal}.',
        '[!occasion] {Hero} had a plan: to {goal}.',
        '[occasion] {Occasion} was coming, so {hero} would {goal}!',
        '[occasion] "I will {goalMy} for {occasion}!" said {hero}.',
        '[occasion] For {occasion}, {hero} had a plan: to {goal}.',
      ],
      [
        '[friend][!friendInGoal][!helpGoal] "Will you help me {goalMy}?" {they} asked {friend}.',
        '[thing] {They} drew a plan of {thing} with lots of arrows.',
        '[human][thing] {They} rolled up {their} sleeves to start on {thing}.',
        '[thing] "{MyThing} will be amazing," {they} said.',
      ],
    ],
  },
};
