/** Doing things: practising for a contest, making something, helping someone, finding out how it works. */
import { BEYOND, guideComes, type Move } from './types.js';

export const DOING: Record<string, Move> = {
  practise: {
    parts: [
      [
        // The skill a contest is won by ('running' for a race, 'spelling' for a spelling bee), never 'practised winning'.
        'Every day, {hero} practised {practice} by {sight}.',
        '{Hero} practised {practice} morning and afternoon.',
        '{Hero} practised {practice} until {their} {partOrLegs} ached.',
      ],
      [
        '{They} got a little better at {practice} each time.',
        'Sometimes {theHero} wobbled at {practice}, but {they} kept trying.',
        '"Again!" said {theHero}, every time {they} tried {practice}.',
      ],
    ],
  },
  contestDay: {
    parts: [
      [
        '[!occasion] {Time}, it was the day of the contest {inPlace}.',
        '[!occasion] {Time}, everyone gathered by {sight} for the contest.',
        '[!occasion] {Time}, the contest to {goal} began.',
        '[occasion] {Time}, it was {occasion} at last.',
        '[occasion] {Time}, everyone gathered by {sight} for {occasion}.',
      ],
      [
        'So many others were ready to {goal}.',
        'A crowd gathered by {sight2}, ready to watch {thingOrGoal}.',
        '[seen][body] {HeroS} tummy fluttered as {they} looked at {thingOrGoalPlace}.',
      ],
    ],
  },
  bigEffort: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      [
        '{Hero} remembered all {their} practice at {practice}.',
        '[skill] {Hero} took a deep breath and began {practice}.',
        '[skill] {Hero} stayed calm and thought about {practice}.',
      ],
      [
        // The try, not yet its outcome: the result says whether the contest is won.
        '[skill] {Hero} put all {their} heart into {practice}.',
        '[!still][body] Step by step, {theHero} kept going, {movingAdverb}.',
        '[!still][!body] On and on went {theHero}, {movingAdverb}.',
        'The crowd by {sight} cheered as {theHero} tried {their} very hardest.',
      ],
    ],
  },
  result: {
    parts: [
      [
        // A wish to win is won (the ending cheers the win); racing or entering may end kindly in second place.
        '[!winGoal] {Hero} did not come first at {practice}, but {they} came a very close second.',
        '[skill] {Hero} won a shiny ribbon for {practice}!',
        '[event] {Hero} won {thing}!',
        'Everyone clapped for {theHero} who never gave up {goalIng}.',
        'The judge pinned a gold star on {theHero} {inPlace}.',
      ],
    ],
  },
  gather: {
    parts: [
      [
        'First, {hero} gathered everything for {thing}.',
        '{Hero} collected {materials} for {thing}.',
        '{Hero} found {materials} by {sight}.',
      ],
      [
        '{They} set it all out in a row, ready to {goal}.',
        'Soon there was a big pile, ready to {goal}.',
        '"Now we can start on {myThing}," said {hero}.',
      ],
    ],
  },
  /** The one who came along gets ready to help, where no one is met. */
  friendHelps: {
    parts: [
      [
        '"You be the boss of {yourThing}, and I will help," said {friend}.',
        '{Friend} read out each step for {thing}, and {hero} did it.',
        '{Friend} rolled up {ftheir} sleeves, ready for {thing}.',
        '"I will hold things steady while you {goal}," said {friend}.',
      ],
      ['{Hero} and {friend} set to work on {thing} side by side.', 'It was more fun to {goal} with two.', ''],
    ],
  },
  // Made for someone: a helper keeps the secret, and it is given at the end.
  madeForHelper: guideComes([
    [
      '[guideFamily] {GuideFull} came to help with {thing}, and kept the secret.',
      '[guideFamily] "{Friend} will love {thing}," whispered {guideFull}.',
      '[!guideFamily] {GuideIntro} came to watch {theHero} make {thing}.',
    ],
  ]),
  giveMade: {
    then: (s) => {
      s.friendHere = true;
    },
    parts: [
      ['{Hero} gave {thing} to {friendIntro}.', '"Surprise!" said {hero}, and held out {thing} to {friendIntro}.'],
      ['"I love {thing}!" said {friend}, with a big hug.', '{Friend} held {thing} and smiled and smiled.'],
      ['{Hero} was so proud of {thing}.', 'That night, {hero} fell asleep thinking of how {friend} loved {thing}.'],
    ],
  },
  make: {
    when: (s) => s.thing === 'want' || s.thing === 'none' || s.thing === 'broken',
    then: (s) => {
      s.thing = 'made';
    },
    parts: [
      // How this making is done: mixing and kneading for bread, dabbing paint for a picture.
      ['{CraftStep}'],
      [
        '{Hero} worked and worked on {thing}.',
        '{Hero} hummed as {they} worked on {thing}.',
        'Bit by bit, {hero} started to {goal}.',
        '[friend] {Hero} and {friend} took turns, and {thing} grew and grew.',
      ],
      [
        'Slowly, {thing} began to take shape.',
        'It was hard work to {goal}, but fun.',
        '"{MyThing} {thingIs} nearly done," said {hero}.',
      ],
    ],
  },
  finish: {
    when: (s) => s.thing === 'broken' || s.thing === 'want' || s.thing === 'made',
    then: (s) => {
      s.thing = 'made';
      s.troubled = false;
    },
    parts: [
      [
        'At last, {thing} {thingWas} finished.',
        'And there it was: {thing}, all done.',
        'Finally, {hero} stepped back to look at {thing}.',
      ],
      [
        '{Thing} looked better than ever!',
        '{ThingItS} {thingWas} the best {thingNoun} {hero} had ever seen.',
        '"We made {thing}!" cheered {hero}.',
        '{Hero} gave {thing} a proud little pat.',
        '{Thing} looked just as {hero} had pictured.',
      ],
    ],
  },
  achieve: {
    when: (s) => !s.troubled,
    parts: [
      [
        '[!dream][!arrival] At last, {hero} {goalPast}!',
        '[!dream][!arrival] Then, at long last, {theHero} got to {goal}.',
        '[!dream][!arrival] {Hero} did it: {they} {goalPast}!',
        // Someone welcomed home comes in at last.
        '[arrival] At last the door opened, and in came {welcomed}!',
        '[arrival] Then the door opened, and there {welcomedWas} {welcomed} at last.',
        // A penguin does not fly: its own way feels like it.
        '[dream] {Hero} could not {dreamVerb}, but {dreamWay} felt like {dreamIng}!',
        '[dream] {Hero} tried {dreamWay}, and it felt like {dreamIng}!',
        '[dream] {DreamWay} felt like {dreamIng}!',
      ],
      // What the hero sees or where they stand, so the wish is shown coming true, not only said.
      [
        '[!dream] {Hero} looked and looked at {seenThing}.',
        '[!dream] {Hero} watched {seenThing} for a long time.',
        '[!dream][route][!seeGoal][!visit] There stood {theHero}, by {sight}.',
        '[!dream][route][!seeGoal][!visit] {TheHero} stood still and took in {sight}.',
        '[visit] {Friend} was waiting by {sight}, arms open wide for {theHero}.',
        '[visit] {Friend} gave {theHero} the biggest hug by {sight}.',
        '[arrival] {Friend} {fmoved} over to {theHero}, and {hero} beamed.',
        '[arrival] {TheHero} gave {Friend} a gentle hug, and {friend} {fsound}.',
      ],
      [
        '[!dream] {Goaling} was even better than {hero} had dreamed.',
        '[!dream] {Hero} laughed out loud, {goalIng} at last.',
        '[dream] "This is my own way of {dreamIng}!" laughed {hero}.',
        '[friend][!arrival] {Friend} cheered for {theHero} {byThingOrGoalPlace}.',
      ],
      // A way somewhere ('a door to a secret kingdom') is gone through: the story gets there.
      BEYOND,
    ],
  },
  decideHelp: {
    parts: [
      [
        '[thing] "I will help you with {thing}," said {hero} at once.',
        '"Let’s {goalMy}!" said {hero} at once.',
        '"Don’t worry, I’ll help {helpYou}," said {theHero}.',
      ],
      ['{Asker} looked so relieved by {sight}.', '"Thank you, {littleHero}," said {asker}.', '{Hero} made a plan to {goal}.'],
    ],
  },
  thanks: {
    parts: [
      [
        '"Thank you for helping {helpedMe}," said {asker}.',
        '{Asker} gave {theHero} a big hug.',
        '"I could never have done it without you, {callHero}," said {asker}.',
      ],
      [
        '{Hero} felt warm and glowy about {goalIng}.',
        '{Hero} grinned at {thingOrGoalPlace}.',
        'It felt good to help {helpedThird}.',
      ],
    ],
  },
  observe: {
    parts: [
      [
        '[!tool] {Hero} watched {thingOrTopic} very carefully.',
        '[seen][!tool] {Hero} looked at {thingOrTopic} for a long, long time.',
        '[!tool] {Hero} bent down to get a good look at {thingOrTopic}.',
        // A tool is used for what it is for (the lunchbox filled, the bottles sorted into the bin), never 'used to find out more'.
        '[tool][thingUse] {Hero} {thingUse}.',
        '[!tool] {Hero} got out a notebook to draw {thingOrTopic}.',
        // (A tool with a use is seen used, not only asked about.)
        '[!thingUse] {Hero} asked question after question about {topic}.',
      ],
    ],
  },
  tryItOut: {
    parts: [
      [
        '[thing][!thingUse] Then {theHero} tried it too, with {thing}.',
        '[thing][!learnGoal][!thingUse] Then it was {heroS} turn to try with {thing}.',
        '[thingUse] Then it was {heroS} turn: {they} {thingUse2}.',
        '[!learnGoal] "Can I try {goalIngMy}?" asked {hero}.',
        '[learnGoal][thing][!tool] {Hero} took a close look at {thing}.',
        '[learnGoal][thing][!tool] {Hero} knelt down to study {thing} up close.',
        '[learnGoal][thing][!tool] {Hero} watched {thing} very carefully.',
        '[thing][!thingUse] {Hero} had a go with {thing}, slowly and carefully.',
        '[thing][!thingUse] Next, {theHero} tried it out with {thing}.',
        '[thingUse] Next, {theHero} {thingUse2}.',
      ],
      [
        '[!learnGoal] At first {goalIng} did not work, and then it did!',
        // The question was asked when the story began: it is come back to, not read out twice.
        '[question] The answer about {topic} was close now.',
        '[learnGoal][thing][!tool] "Look at {thing}!" said {hero}.',
        '"It’s just like you said about {topic}!" {hero} cried.',
        // Not 'So these are trees!': the hero knew the things before; what is new is how much there is to know.
        '[topic] "There is so much to know about {topic}!" said {hero}.',
        '[!learnGoal] "Look, I can {goalMy}!" said {hero} to the {gkind}.',
      ],
    ],
  },
  understand: {
    parts: [
      [
        'Now {hero} knew so much more about {topic}.',
        'At last {topic} made sense to {theHero}.',
        '"So that’s how {topicShort} {topicWorks}!" said {hero}.',
        'Bit by bit, {hero} found out all about {topic}.',
        '{Hero} smiled: {topic} {topicWas} no puzzle any more.',
        'Now {hero} could tell everyone about {topic}.',
        '[topic] "I learned so much about {topic} today!" said {hero}.',
        // What was learned is what the wish needed: the lunch, the clean park, told as now in reach.
        '[learnDoing] Now {hero} knew just how to {goal}.',
        '[learnDoing] Now {hero} was ready to {goal}.',
      ],
      [
        '[friend] {They} explained {topic} to {friend}, step by step.',
        '{They} could not wait to tell all {their} friends about {topic}.',
        // (A thing to draw, 'magnets' or 'the heart', never 'germs and washing hands' or 'how plants grow'.)
        '[topicDrawn] Later, {they} drew a big picture of {topic}.',
        '[topic] {Hero} wanted to learn even more about {topic}.',
      ],
    ],
  },
};
