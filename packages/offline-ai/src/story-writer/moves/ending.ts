/** Facts woven in, and the last paragraph: joy, home, and what was learned. */
import type { Move } from './types.js';

/**
 * One fact in the characters' words or deeds: {fact} is the fact's own sentence, {factSaid} the same
 * said aloud (a comma before 'said'), {factSee*} what shows it.
 */
export const FACT: Move = {
  parts: [
    [
      // Done together, said as both doing it: never 'The chef saved a sweet for the weekend with Lucy'.
      '[guide][factSee] {Hero} and the {gkind} {factSeeAll}. "{FactSaid}" said the {gkind}.',
      '[guide] "{FactSaid}" said the {gkind}.',
      '[guide] "{FactSaid}" said {guide}, pointing at {sight}.',
      '[guide] The {gkind} pointed at {sight2} {inPlace}. "{Fact}"',
      '[friend][factSee] {Friend} {factSeeF}. "{FactSaid}" {fthey} said.',
      '[friend] "{FactSaid}" said {friend}.',
      // (A mountain points at nothing, not even its own summit.)
      '[factSee][!still] {Hero} {factSee}. {Fact}',
      '[factSee][!still] Then they {factSeeAll}. {Fact}',
      'A little sign by {sight2} said: "{Fact}"',
      // (Nor does it read books.)
      '[!still] {Hero} thought of a book about {topicOrPlace}. {Fact}',
    ],
    [
      // Told again in easier lines, a fact is not followed by its long topic said once more. Most facts are followed by
      // nothing: a reaction after each reads like a form filled in.
      '[!easy] "I never knew that about {topicOrPlace}!" said {theHero}.',
      '[easy] [guide] The {gkind} smiled at {theHero}.',
      // A key term may be a noun, an adjective or a verb ('season', 'thirsty', 'evaporate'): it is said as a word, never as
      // 'Wow, thirsty!'; one word, never a plural of everyday things ('Leaves is a good word').
      '[easy] [termWord] "{TermShort} is a good word to know!" said {hero}.',
      '',
      '',
      '',
      '',
    ],
  ],
};

export const ENDING: Record<string, Move> = {
  celebrate: {
    parts: [
      [
        '[portable][inHand][!alive] {Hero} danced round and round with {thing}.',
        '[alive][inHand] {Hero} and {thing} were together again at last.',
        '[sound][!indoors] {Hero} {sound} with joy by {sight}.',
        // A pet is no place: cheered for where they are, never 'by her goldfish'.
        '[!alive] {Hero} {cheer} {byThingOrGoalPlace}.',
        '[alive] {Hero} {cheer} {inPlace}.',
        'Everyone {inPlace} cheered for {theHero}.',
        // (Playing with a new friend is no thing to dance for with them: 'a happy dance for playing with Bramble'.)
        '[friend][!arrival][!friendship] {Hero} and {friend} did a happy dance for {thingOrGoal}.',
        // One who has come is there to be glad of, not a wish still to dance for.
        '[arrival] {Hero} could not stop smiling at {arrived}.',
        '[easy] [portable][!alive][!tool] {Hero} hugged {thing} tight.',
      ],
      [
        '[guide][!dream][!beGoal] "You did {goalYour}!" said the {gkind}.',
        '[guide][!dream][beGoal] "You were {beYour}!" said the {gkind}.',
        // The guide recalls the moment they put the trouble right together.
        '[guide] "I liked it when {placeFixWe}," said the {gkind}.',
        '[guide][guideHands][!indoors][!still] The {gkind} gave {theHero} a high five by {sight}.',
        '[friend][!friendInGoal] "Hooray for {goalIngYour}!" shouted {friend}.',
        '[guide][!dream] "I knew you would {goalYour}," said {guideFull}.',
        '[guide] "You never gave up on {goalIngYour}," said {guideFull}.',
        '[easy] [guide] "{Praise2}, {callHero}!" said the {gkind}.',
      ],
      // The end of a lesson is the learners': they do it on their own while their teacher watches. (A part of its own,
      // last, so no other story's lines shift.)
      [
        '[taught] Now {taught} could {taughtSkill} all by themselves. {Hero} was so proud.',
        '[taught] {Hero} watched {taught} {taughtSkill} all on their own, and beamed.',
      ],
    ],
  },
  home: {
    then: (s) => {
      s.guideHere = false;
    },
    parts: [
      [
        '[guide][portable][inHand][!atHome][!arrival] {Time}, {hero} waved to {guideFull} and set off home with {thing}.',
        // (Mum or Grandpa goes home with the hero: no goodbye.)
        '[guide][!guideFamily][!portable][!arrival][!indoors] {Time}, {hero} waved goodbye to {guideFull} by {sight2}.',
        // (Home is left for, never the wish said again: once on the moon, no 'dreaming of flying to the moon'.)
        '[journey][!atHome] {Time}, {theHero} {movedHome} home, with one last look at {sight2}.',
        '[!journey][!arrival][!indoors][!still] {Time}, {hero} sat by {sight} as {duskLc}',
        '[!journey][!arrival][!indoors][!still] {Time}, {hero} curled up near {sight2}, tired and happy, while {duskLc}',
        '[still] {Time}, {hero} {stillEvening} as {duskLc}',
        '[!journey][!arrival][indoors] {Time}, {hero} curled up, tired and happy, as {duskLc}',
        '[easy] [journey][!atHome] {Time}, {theHero} went home from {place}.',
        '[journey][!atHome] {Time}, {hero} {movedHome} home past {sight}, humming.',
        '[friend][!atHome][!still] {Time}, {hero} and {friend} headed home past {sight}.',
        '[friend][still] {Time}, {theFkindOrName} went home, and {hero} {stillEvening}.',
        // Someone welcomed home: a new baby cries and is sung to sleep; a visitor is enjoyed.
        '[arrival][babyFriend] {Time}, {friend} cried, so {theHero} sang a soft lullaby.',
        '[arrival][babyFriend] {Time}, {theHero} rocked {friend} gently to sleep.',
        '[arrival][!babyFriend] {Time}, {theHero} and {friend} played a game {inPlace}.',
      ],
    ],
  },
  reflect: {
    parts: [
      [
        // A cake or a den is made to be had now, not put away for next time.
        '[portable][inHand][!alive][!someone][!makeGoal][!tooth][!hunt] {Hero} put {thing} away safely for next time.',
        '[portable][inHand][!alive][!someone][hunt] At home, {hero} put {thing} on the shelf by {their} bed.',
        '[alive][inHand] {Hero} kept {thing} close all evening.',
        '[edu][termPair] Before bed, {hero} thought of {termPair}.',
        '[edu][topic] {Hero} had learned so much about {topic} by {sight}.',
        '[fear][feeling][!tooth] {Hero} had been brave about {feelingAbout}.',
        '[friendship][friend] {Hero} had a new friend, {friendTheKind}, {inPlace}.',
        // What happened in this story, not the wish pasted into a formula ('What a day of ... it had been!'):
        // the trouble put right, the one met there, the thing found or made, the morning it all began.
        '{Hero} thought of how {placeFixRecall}, and smiled.',
        '[friend][!babyFriend] "I liked it best when {placeFixWe}," said {friend}.',
        '[journey][!atHome][!arrival] That morning, {place} had seemed so far away to {theHero}.',
        '[high][inHand][!alive] {Hero} looked up at {highOrAwayPlace} and laughed.',
        '[away][inHand][!alive] "Next time I will hold on tight to {thing}!" {hero} said.',
        '[hidden][inHand][!alive][!someone][!tooth][!hunt] "I will never put {thing} down again," {hero} said.',
        '[makeGoal][inHand][!alive][!event] {madeEnd}',
        '[steep][!makeGoal] {Hero} looked back up at {thing}. {They} had climbed all of it!',
        '[arrival] {Hero} would never forget the day {arrived} came.',
        '[arrival] {Hero} was so glad {arrived} had come.',
      ],
      [
        '[fact1] {They} smiled, thinking that {fact1Lc}',
        // A baby tooth that came out goes under the pillow for the tooth fairy.
        '[tooth] At bedtime, {hero} put {toothHeld} under {their} pillow for the tooth fairy.',
        // A closing image of this story's own place and company, not the wish pasted in again.
        '[!tooth][!indoors][friend][!babyFriend][!kinFriend] {They} fell asleep dreaming of {sight2} and {friendIntro}.',
        '[!tooth][friend][kinFriend][thing] That night, {hero} told {friend} all about {thing} again, with a big goodnight hug.',
        '[!tooth][!indoors][!friend] {They} fell asleep dreaming of the {glook} {gkind} and {sight2}.',
        '[!tooth][indoors][!arrival][inHand][!someone] {They} fell asleep with {thing} close by.',
        '[arrival] {They} fell asleep with a smile, thinking of {arrived}.',
        '[!tooth][!indoors] "Next time I will {nextWish}," {they} said, looking up at {sight}.',
        '[friend][!friendInGoal][!onceGoal] "Can we {goalYour} again soon?" asked {friend}.',
        '[easy] [thing][!event][!tool] "Good night, {thingNoun}," {they} said.',
        '[easy] [thing][!event][!tool] "See you soon, {thingNoun}," {they} said with a yawn.',
      ],
    ],
  },
};
