/** Going somewhere and meeting someone: setting off, arriving, the guide appearing. */
import { guideComes, type Move } from './types.js';

export const JOURNEY: Record<string, Move> = {
  setOff: {
    then: (s) => {
      s.atPlace = true;
    },
    parts: [
      [
        '[journey] {Time}, {hero} {way}.',
        '[journey] {Time}, {hero} set off for {place}, {movingAdverb}.',
        '[journey][friend] {Time}, {hero} and {friend} {way}.',
        '[journey] {Time}, off went {theHero} {toPlace}.',
        '[!journey][!homeDoing] {Time}, {hero} {moved} over to {sight}.',
        '[!journey][!homeDoing] {Time}, {hero} {moved} past {sight}, {movingAdverb}.',
        '[!journey][!homeDoing][!still] {Time}, {theHero} went to look at {sight}.',
        // A mountain or a star goes nowhere: it does what it does where it is, and watches.
        '[still] {Time}, {theHero} {stillAct} and looked out over {sight}.',
        '[still] {Time}, {hero} {stillAct}, watching {sight}.',
        // (Each goes as its kind goes: a girl runs, a rose hops, a scarecrow wobbles.)
        '[easy] [!journey][!homeDoing] {Time}, {hero} {ran} to {sight}.',
        // At home nobody runs past the sofa: the hero gets on with what the wish needs.
        '[homeDoing] {Time}, {hero} got ready to {goal}.',
        '[homeDoing][arrival] {Time}, {hero} hung up a big welcome banner {inPlace}.',
        '[homeDoing][!arrival] {Time}, {hero} looked out of the window and thought about {goalIng}.',
        '[easy] [journey] {Time}, {hero} set off to {goal}.',
      ],
      [
        '[journey] At last {theHero} reached {place}, {movingAdverb}.',
        '[journey] Soon {theHero} could see {sight}.',
        '[journey] "There’s {place}!" cried {theHero}, pointing at {sight}.',
        '[!journey][!homeDoing] {Hero} stopped by {sight2}, then {moved2} on to {sight}.',
        '[!journey][!homeDoing] {Hero} stopped by {sight2}, then {moved2} on {movingAdverb}.',
        '[!journey][!homeDoing] {Hero} {moved2} on, past {sight2}, {movingAdverb}.',
        '[homeDoing][arrival][babyFriend] {Hero} {moved2} to help get the cot ready {inPlace}.',
        '[homeDoing][arrival][!babyFriend] {TheHero} put fresh flowers in a jar {inPlace}.',
        '[homeDoing][arrival] {TheHero} peeked out of the window {inPlace}, waiting for {welcomed}.',
        '[homeDoing][!arrival] {TheHero} got everything ready {inPlace}.',
        '[still] {Hero} {stillAct2}, and hoped to {goal} one day.',
        '[still] From {their} own spot {inPlace}, {theHero} could see {sight2}.',
        '[easy] [journey] Then {theHero} saw {sight}.',
      ],
    ],
  },
  travelMore: {
    parts: [
      [
        '[!homeDoing] {Hero} {moved2} on past {sight}, {movingAdverb}.',
        '[!homeDoing][!still] On went {theHero}, past {sight} and {sight2}.',
        '[still] {Hero} {stillAct2}, and thought of {goalIng}.',
        '[still] {Hero} stayed just where {they} always stayed, and thought of {goalIng}.',
        '[route] The way to {goal} led past {sight}.',
        '[!homeDoing][!still] {Hero} kept going, closer and closer to {goalIng}.',
        '[easy] [!homeDoing][!still] On went {theHero}, past {sight}.',
        '[easy] [friend][!homeDoing][!still] {Hero} and the {fkind} went on past {sight2}.',
        '[easy] [still] {Hero} {stillAct2} and hoped to {goal}.',
        '[homeDoing][arrival] At every sound {inPlace}, {hero} {moved2} to the window to look.',
        '[homeDoing] {Hero} kept busy {inPlace}, thinking of {goalIng}.',
        '[easy] [homeDoing] {Hero} kept busy, thinking of {goalIng}.',
      ],
    ],
  },
  meetGuide: guideComes([
    [
      // At home, Dad is found in a room, never 'by a tall bookcase'; Mum is found, never met as a stranger is.
      '[!guideFamily][!homePet][!indoors][!still] Then {hero} met {guideIntro} by {sight}.',
      '[!guideFamily][!homePet][!indoors][!still] By {sight}, {theHero} met {guideIntro}.',
      // Others come to a hero that stays where it is.
      '[still][!guideFamily] Then {guideIntro} came by {sight} to visit {theHero}.',
      '[still][!guideFamily] One day, {guideIntro} came all the way to see {theHero}.',
      '[!homePet][indoors][!guideSmall] Just then, {guideIntro} came to see {theHero}.',
      // The family's own pet is no stranger met on the way: it comes to see what is going on.
      '[homePet] {guideFull} {gmoved} over to see what {theHero} was up to.',
      '[homePet] {guideFull} was curled up in {gtheir} basket by {sight}, and opened one eye.',
      // A nook ('under a lily pad', 'in the fruit bowl') is where a frog turns up, not Dad.
      '[guideSmall][!homePet] Just then, {guideIntro} {gmoved} up, {spot}.',
      '[!guideSmall][!homePet][!indoors] Just then, {guideIntro} {gmoved} up by {sight}.',
      '[!guideFamily][!homePet][!indoors] Out from behind {sight} came {guideIntro}.',
      // Grandma knows the hero: she calls to them as family, never as a stranger would.
      '[!guideFamily][!homePet] "Hi there, {callHero}!" called {guideIntro}.',
      '[guideFamily][!indoors][!still] By {sight}, {hero} found {guideIntro}.',
      '[guideFamily][indoors] In the kitchen, {theHero} found {guideIntro}.',
      '[guideFamily] "Come and see {sight}, {callHero}!" called {guideIntro}.',
    ],
    [
      // Nobody asks what brings the hero home when it is where they live.
      '[!guideFamily][!atHome] "What brings {aHero} {toPlace}?" asked the {gkind}.',
      // A guide met on the way knows the place; the family pet helps as a pet does, with no lore of the wish.
      '[!homePet][!guideFamily][guideTopic] The {gkind} had {gpartPhrase} and knew all about {topic}.',
      '[!homePet][!guideFamily][!guideTopic][guideLocal] The {gkind} knew {placeSeen} well, and showed {theHero} {sight2}.',
      '[!homePet][!guideFamily][!guideTopic][guideLocal] The {gkind} knew {placeSeen} well, and pointed out {sight2}.',
      '[homePet] The {gkind} nuzzled {theHero}, then sniffed at {sight2}.',
      // (No 'Can I help you be a knight?' here: one just met does not know the wish until it is told.)
      // (A thing still to be made has no way to it.)
      '[thing][!portable][!event][!makeGoal] The {gkind} knew every corner of {place}, even the way to {thingOrGoalPlace}.',
      '[gsound] The {gkind} {gsound} hello to {theHero} {spot2}.',
      // Never a second hello from the one who just called one.
      '[easy][!indoors] {Hero} waved to the {gkind} by {sight2}.',
    ],
  ]),
  guideExplainsGoal: {
    parts: [
      [
        '"I want to {goalMy}," said {hero}.',
        '{Hero} told the {gkind} about {their} plan to {goal}.',
        '"I’m going to {goalMy}," {hero} explained.',
      ],
      [
        '[!helpGoal] "Then I will help you {goalYour}," said the {gkind} with a grin.',
        '[!helpGoal] "Can I help you {goalYour}?" the {gkind} asked kindly.',
        '[route] "The way to {goal} is past {sight2}," said the {gkind}.',
        '[owned] "I like the sound of {yourThing}," said the {gkind}.',
        '[easy][!indoors][!still] "Come with me to {sight2}," said the {gkind}.',
        '[easy][indoors][!homePet] "Let’s get started, {callHero}," said the {gkind}.',
      ],
    ],
  },
};
