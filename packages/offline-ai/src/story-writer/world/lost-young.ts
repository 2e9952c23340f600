/**
 * A parent who has lost its little one ('A kangaroo who lost her joey', 'A mother duck who lost her duckling', 'A hen
 * who lost her chick'), told stage by stage as a life cycle is (world/life-cycles.ts): the parent finds the pouch or the
 * nest empty, searches and calls, a friend of the place helps, little prints lead to where the baby hides (it followed
 * a butterfly), the baby is back in the pouch or under the wing, and a cuddle at bedtime. The baby is 'he' or 'she',
 * never 'it', and the parent is the hero.
 */
import type { SettingId } from '../../language/index.js';
import type { LifeCycle } from './life-cycles.js';

interface Young {
  id: string;
  /** The parent's kind words, as an idea says them. */
  parents: readonly string[];
  /** What the parent is called on each page: 'kangaroo'. */
  is: string;
  /** The little one: 'joey'. */
  young: string;
  /** Its pronoun, and its object form. */
  he: 'he' | 'she';
  /** Where the parent wakes: 'under a big gum tree'. */
  wakes: readonly string[];
  /** Where the baby should be: 'in {their} pouch'. */
  should: string;
  /** How the parent moves when searching: 'hopped'. */
  moves: string;
  /** Where the parent looks first, in vain. */
  looks: readonly string[];
  /** The prints the baby left. */
  prints: readonly string[];
  /** Where the baby hides. */
  hides: string;
  /** What the baby followed away. */
  followed: readonly string[];
  /** Back where it belongs: 'Plop! Back into {their} warm pouch he tumbled.' */
  back: readonly string[];
  /** Where they sleep at night: 'in the long grass'. */
  sleeps: string;
  /** Snug at night: 'The joey was snug in {their} pouch.' */
  snug: readonly string[];
  topic: string;
  /** Facts of the topic told while searching and once back (its indexes), if it has some that belong. */
  facts?: readonly [number, number];
  setting: SettingId;
  friends: readonly string[];
}

const YOUNG: readonly Young[] = [
  {
    id: 'joey',
    parents: ['kangaroo', 'kangaroos', 'wallaby'],
    is: 'kangaroo',
    young: 'joey',
    he: 'he',
    wakes: ['under a big gum tree', 'in the long, dry grass'],
    should: 'in {their} pouch',
    moves: 'hopped',
    looks: ['behind the rocks and under the bushes', 'by the gum trees and in the tall grass'],
    prints: ['tiny paw prints in the red dust', 'little hopping footprints in the grass'],
    hides: 'an old hollow log',
    followed: ['a butterfly', 'a hopping grasshopper'],
    back: [
      'Head first, the joey dived back into {their} pouch. Plop!',
      'Plop! The joey tumbled head first into {their} warm pouch.',
    ],
    sleeps: 'in the long grass',
    snug: ['The joey was snug in {their} pouch, warm and safe.', 'Only two little ears poked out of {their} pouch.'],
    topic: 'kangaroos',
    facts: [0, 3],
    setting: 'meadow',
    friends: ['koala', 'lizard', 'bird'],
  },
  {
    id: 'duckling',
    parents: ['duck', 'ducks'],
    is: 'duck',
    young: 'duckling',
    he: 'she',
    wakes: ['in the reeds by the pond', 'on her nest by the water'],
    should: 'by {their} side',
    moves: 'paddled',
    looks: ['under the lily pads and by the big stones', 'along the bank and round the little island'],
    prints: ['little webbed footprints in the mud', 'tiny webbed prints on the wet bank'],
    hides: 'the tall, rustling reeds',
    followed: ['a blue dragonfly', 'a floating feather'],
    back: ['The duckling swam back to {their} side, paddle, paddle.', 'The duckling snuggled up close under {their} wing.'],
    sleeps: 'in the reeds by the pond',
    snug: ['The duckling was tucked under {their} wing, warm and safe.', 'The duckling slept under {their} soft wing.'],
    topic: 'birds',
    setting: 'pond',
    friends: ['frog', 'dragonfly', 'goose'],
  },
  {
    id: 'chick',
    parents: ['hen', 'hens', 'chicken'],
    is: 'hen',
    young: 'chick',
    he: 'he',
    wakes: ['in the warm hen house', 'on her nest of straw'],
    should: 'under {their} wing',
    moves: 'ran',
    looks: ['behind the haystack and by the gate', 'in the barn and round the water trough'],
    prints: ['tiny claw prints in the dust', 'little pointy footprints in the mud'],
    hides: 'an old flowerpot by the wall',
    followed: ['a wriggly worm', 'a yellow butterfly'],
    back: ['The chick ran back and hid under {their} wing.', 'The chick snuggled under {their} soft, warm wing.'],
    sleeps: 'in the warm hen house',
    snug: ['The chick was tucked under {their} wing, warm and safe.', 'The chick slept under {their} soft feathers.'],
    topic: 'birds',
    setting: 'farm',
    friends: ['cat', 'goose', 'sheep'],
  },
];

const told = (y: Young): LifeCycle => {
  const he = y.he;
  const He = he === 'he' ? 'He' : 'She';
  const him = he === 'he' ? 'him' : 'her';
  const his = he === 'he' ? 'his' : 'her';
  const is = y.is;
  const lost = new RegExp(
    `\\b(?:lost|lose|loses|losing|missing|looks? for|looking for|find)s? (?:her|his|their|\\{their\\}|a|the) (?:little |baby |tiny )?${y.young}s?\\b`,
    'i',
  );
  return {
    id: `lost-${y.id}`,
    starts: y.parents,
    grown: is,
    about: new RegExp(`\\b${y.young}s?\\b`, 'i'),
    asks: lost,
    change: lost,
    wish: `find {their} ${y.young}`,
    topic: y.topic,
    setting: y.setting,
    friends: y.friends,
    words: [is, y.young, 'baby', 'little one', 'looked', 'found'],
    titles: [
      `{name} Finds the Little ${cap(y.young)}`,
      `Where Is the Little ${cap(y.young)}?`,
      `{name} and the Lost ${cap(y.young)}`,
    ],
    tag: 'family',
    stages: [
      {
        is,
        before: [
          y.wakes.map((w) => `Early one morning, {Hero} the ${is} woke up ${w}.`),
          [
            `{They} looked for {their} little ${y.young}. ${He} was not ${y.should}!`,
            `But {their} little ${y.young} was not ${y.should}!`,
          ],
        ],
        after: [
          [`"Where is my ${y.young}?" cried {Hero}.`, `"My little ${y.young} is gone!" gasped {Hero}.`],
          [
            `The ${y.young} was only very small. {They} had to find {their} little one fast.`,
            `{Hero} felt cold and wobbly inside.`,
          ],
        ],
      },
      {
        is,
        ...(y.facts ? { fact: y.facts[0] } : {}),
        before: [
          [
            `{Hero} the ${is} ${y.moves} this way and that. "Little one! Where are you?"`,
            `"Little ${y.young}!" called {Hero} the ${is}. "Where are you?"`,
          ],
          y.looks.map((l) => `{They} looked ${l}, but there was no ${y.young}.`),
        ],
        after: [
          ['Just then, {guideIntro} came by.', 'Soon, {guideIntro} stopped to look.'],
          ['"What is wrong?" asked the {gkind}.', '"Why do you look so sad?" asked the {gkind}.'],
          [
            `"I have lost my ${y.young}," said {Hero}. "${He} is very small."`,
            `"My little ${y.young} is lost," said {Hero}, with a tear.`,
          ],
        ],
      },
      {
        is,
        before: [
          ['"I will help you look," said {guide}.', '"I can help!" said {guide}. "We will look together."'],
          [`The {gkind} looked high, and {Hero} the ${is} looked low.`, `{Hero} the ${is} and the {gkind} looked high and low.`],
        ],
        after: [
          y.prints.map((p) => `Then {guide} spotted ${p}.`),
          [`"Those are my ${y.young}’s feet!" said {Hero}.`, `"Those are ${his} little feet! This way!" said {Hero}.`],
        ],
      },
      {
        is,
        before: [
          [`The little prints led to ${y.hides}.`, `The tiny prints went all the way to ${y.hides}.`],
          [`{Hero} the ${is} heard a soft little sniff.`, `{Hero} the ${is} heard a tiny squeak.`],
        ],
        after: [
          [`There was the little ${y.young}, curled up small!`, `Out peeped a little face. The ${y.young}!`],
          y.followed.map((f) => `"I followed ${f}," said the ${y.young}. "Then I got lost."`),
        ],
      },
      {
        is,
        before: [
          [
            `"There you are!" said {Hero} the ${is}, and hugged ${him} tight.`,
            `{Hero} the ${is} hugged the little ${y.young} close. "I found you!"`,
          ],
          [...y.back],
        ],
        ...(y.facts ? { fact: y.facts[1] } : {}),
        after: [
          [
            `"I was so scared," said the ${y.young}. "Me too," said {Hero}.`,
            `"Home!" said the ${y.young}, with a happy wriggle.`,
          ],
          [
            `"Thank you for helping me," said {Hero} to {guide}.`,
            `"I could not have found ${him} without you, {guide}," said {Hero}.`,
          ],
        ],
      },
      {
        is,
        before: [
          [
            `That night, {Hero} the ${is} settled down ${y.sleeps}.`,
            `As the sun went down, {Hero} the ${is} lay down ${y.sleeps}.`,
          ],
          [...y.snug],
        ],
        after: [
          ['"Stay close to me, little one," whispered {Hero}.', '"Next time, stay where I can see you," said {Hero} softly.'],
          ['"Good night!" called {guide}.', '{Guide} waved good night and went home.'],
          [
            `{Hero} gave the ${y.young} a big cuddle, and they both fell asleep.`,
            `The ${y.young} gave {Hero} a sleepy cuddle, and they both fell asleep.`,
          ],
        ],
      },
    ],
  };
};

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const LOST_YOUNG: readonly LifeCycle[] = YOUNG.map(told);
