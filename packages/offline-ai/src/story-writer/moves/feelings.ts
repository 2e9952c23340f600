/** Fear overcome and a friend made: the steps of the inner stories. */
import type { Move } from './types.js';

export const FEELINGS_MOVES: Record<string, Move> = {
  avoid: {
    parts: [
      [
        '{Hero} tried to {goal}, but {they} froze.',
        '{Hero} {moved} towards {sight}, then hurried back to {home}.',
        '[feeling] {Hero} shut {their} eyes, but {feelingAbout} still felt too big.',
        '{Hero} said {they} {was} too busy to {goal}.',
      ],
      [
        '[friend] "Is it {feelingAboutOrGoal}?" asked {friend}.',
        '"Maybe I’ll {goalMy} next time," {hero} said.',
        '[feeling] {HeroS} heart thumped at the thought of {feelingAbout}.',
        '"Not today," said {theHero}, and hid by {sight}.',
      ],
    ],
  },
  talkFear: {
    parts: [
      [
        '[guide] "What’s wrong, {littleHero}?" asked the {gkind} by {sight}.',
        '[friend] "Is it {feelingAboutOrGoal}?" asked {friend} gently.',
        '[guide] "You look worried about {feelingAboutOrGoal}," said the {gkind}.',
      ],
      [
        '[feeling] "I’m scared of {feelingAbout}," {hero} whispered.',
        '"I want to {goalMy}, but I feel wobbly," said {hero}, looking at {sight2}.',
        '"I want to {goalMy}, but my {partOrLegs} won’t stop shaking," said {hero}.',
        '"Every time I try to {goalMy}, I get the wobbles," said {hero}.',
        '{Hero} told {guideOrFriend} about {their} wish to {goal}.',
      ],
      [
        // Not 'scared of your swimming lessons': the guide's own fears are of other things.
        '[guide][feeling][!guideAtWork] "Even {aGuide} feels scared {inPlace} sometimes," said {guide}.',
        '[guide][feeling][guideAtWork] "Lots of children feel like that {inPlace}," said the {gkind}.',
        '[guide] "Let’s try one tiny step towards {goalIngYour}," said the {gkind}.',
        '[friend][!friendInGoal] "I’ll be right beside you when you {goalYour}," said {friend}.',
      ],
    ],
  },
  smallStep: {
    parts: [
      [
        '{Hero} took a slow, deep breath before {goalIng}.',
        // One walks towards the dark or the sea, never towards 'flying': a fear of doing something is done, a little.
        '[feeling][feelingThing] {Hero} counted to three and {moved} towards {feelingAbout}.',
        'Then {theHero} took one small step past {sight}.',
        '{Hero} held on tight and tried to {goal}, just a little.',
        '[feeling][feelingThing] Slowly, very slowly, {theHero} {moved} towards {feelingAbout}.',
        '[!feeling] Slowly, very slowly, {theHero} began to {goal}.',
      ],
      [
        'It was not so bad to {goal} after all!',
        '[body] {Their} tummy felt less wobbly about {feelingAboutOrGoal}.',
        '[guide] "That was brave for {aHero}," said the {gkind}.',
      ],
    ],
  },
  faceIt: {
    then: (s) => {
      s.troubled = false;
    },
    parts: [
      [
        '{Time}, {hero} was ready to {goal}.',
        '{Time}, it was time to {goal} {inPlace} at last.',
        '[body] {Time}, {theHero} stood up tall by {sight}.',
      ],
      [
        '[!tooth] {They} began to {goal}, and this time {they} did not stop.',
        '[!tooth][!still] {HeroS} {partOrLegs} wobbled, but {they} kept going past {sight2}.',
        '[!tooth] {They} took a big breath and began {goalIng}.',
        // A baby tooth is not faced by going anywhere: it wiggles, and out it comes.
        '[tooth] {They} gave {feelingAbout} one last wiggle, and out it came!',
        '[tooth] {Hero} bit into a crunchy apple, and out popped {feelingAbout}!',
      ],
      [
        '[!fearedMet] It was fun to {goal}!',
        '[feeling] [!fearedMet] {FeelingAbout} {feelingWas} not scary at all!',
        '[!tooth] [!fearedMet] {Hero} felt as tall as {sight} after {goalIng}.',
        '[tooth] {FeelingAbout} had not hurt one bit!',
        '[fearedMet] Out peeped a little {fearedOne}, just to say hello to {hero}!',
      ],
    ],
  },
  meetNewcomer: {
    when: (s) => !s.friendHere,
    then: (s) => {
      s.friendHere = true;
    },
    parts: [
      [
        '[hasFriend] Then {hero} spotted {aFriendNew} by {sight}.',
        '[hasFriend] Just then, {aFriendNew} {fmoved} past {sight}.',
        '[hasFriend] By {sight}, {hero} saw {aFriendNew}, all alone too.',
      ],
      [
        '[hasFriend] The {fkind} had {fpartPhrase} and looked at {sight2}.',
        '[hasFriend] The {fkind} looked down at {sight2}.',
        // (A child hides in no pencil pot or sandcastle moat.)
        '[hasFriend][!children] The {fkind} peeped out from {spot}, then hid.',
      ],
    ],
  },
  hello: {
    parts: [
      [
        // A child says their name, never 'I'm Lily the girl'.
        // Anyone says their own name, never 'I'm Lily the girl' or 'I'm Pepper the giraffe'.
        '"Hi, I’m {hero}," said {theHero} to the {fkind}.',
        '"Hi, I’m {hero}," said {hero} to the {fkind} by {sight}.',
        '{Hero} waved at the {fkind} by {sight}.',
        '"Do you want to {goalYour} by {sight}?" asked {hero}.',
      ],
      [
        '[friend] "I’m {friend}, and I love {sight2}," said the {fkind}.',
        // (A child says her name: '"I’m Jade," said the girl, and waved back', never 'Jade the girl waved back at the boy'.)
        '[friend] {friendWavesBack}',
        '[friend] {friendYesPlease}',
      ],
    ],
  },
  different: {
    parts: [
      [
        '[friend] But {friendTheKind} liked different games from {theKindOrName}.',
        '[friend][!human][!sameKind] One was {aFkind} and one was {aKind}.',
        '[friend] At first, {pair} did not know what to play.',
      ],
      [
        '[friend][animal][!sameKind] {Hero} {moved} and the {fkind} {fmoved}.',
        '[friend][!still] {Hero} wanted to run to {sight}, but {theFkindOrName} wanted to sit.',
        '[friend] {pair} both talked at once.',
      ],
      ['[friend] Then {pair} both laughed.', '[friend] "Let’s {goalMy} together," said {hero}.'],
    ],
  },
  together: {
    parts: [
      [
        '[friend][thing] So they played with {thing} together, taking turns.',
        '[friend][!still] Together {pair} explored {sight}.',
        // (A friend stays by a mountain or a star: it cannot go exploring or share a snack.)
        '[friend][still] {Friend} stayed with {theHero} all day, by {sight}.',
        // (Children play a game of their own, not one 'about rows of little desks'.)
        '[friend][!children] {pair} made up a game about {sight2}.',
        '[friend][!still] {pair} shared a snack by {sight2}.',
        '[friend][still] {Hero} {stillAct2}, and {theFkindOrName} watched, happy.',
      ],
      [
        '[friend] The {fkind} laughed so much by {sight2} that {fthey} got hiccups.',
        '[friend] Soon {pair} were giggling like old friends.',
        '[friend][!sameKind] It was more fun {inPlace} with {aFkindOrName} for a friend.',
        '[friend][sameKind] It was more fun {inPlace} with another {fkind} for a friend.',
      ],
    ],
  },
};
