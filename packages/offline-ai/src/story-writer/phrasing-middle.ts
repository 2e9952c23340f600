/**
 * The middle of the story: meeting the helper, exploring (long stories only) and the obstacle.
 * Facts (from reference images or the facts bank) are woven in here. Gates: [feeling] when the
 * idea names a feeling, [calm] when it does not.
 */
import type { Shape } from './phrasing.js';

const meet = [
  '{Noon}, {hero} met {helper} near {sight2}.',
  '{Noon}, {helper} popped out from behind {sight3}.',
  '{Noon}, a cheerful voice called, "Hello there!" It was {helper}.',
  '{Noon}, {hero} spotted {helper} beside {sight1}.',
  '{Noon}, {helper} came by and waved.',
];
const looks = ['{HelperName} had {helperLook}.', '{HelperName} looked friendly, with {helperLook}.'];
const offer = [
  '"I know every corner of {place}," said {helperName}.',
  '{HelperName} smiled and said, "Follow me!"',
  '"Can I help you?" asked {helperName}.',
  '{HelperName} offered to show {hero} around {place}.',
  '"Let\'s explore {place} together," said {helperName}.',
];
const fact1 = [
  '{HelperName} told {hero} that {fact1}.',
  '"Did you know?" asked {helperName}. "{Fact1}!"',
  '{HelperName} explained that {fact1}.',
  'Along the way, {hero} learned that {fact1}.',
];
const helperCompanion = [
  '{Companion} said a friendly hello to {helperName}.',
  '{Companion} laughed at {helperNameS} funny jokes.',
  '{Companion} liked {helperName} straight away.',
];
const together = [
  'Together, they set off across {place}.',
  'Side by side, they explored {place}.',
  '{Hero} felt lucky to have a new friend {inPlace}.',
];

export const HELPER: readonly Shape[] = [
  [meet, looks, offer, fact1, helperCompanion, together],
  [
    ['{Noon}, {hero} stopped to rest near {sight2}.', '{Noon}, {hero} sat down {inPlace} for a picnic.'],
    ['There, {hero} met {helper}.', 'That was when {helper} came along.', 'Out popped {helper}!'],
    looks,
    fact1,
    helperCompanion,
    offer,
  ],
  [meet, offer, fact1, looks, together],
];

export const EXPLORE: readonly Shape[] = [
  [
    ['Next, they explored {place} together.', 'Then {hero} and {helperName} went on through {place}.'],
    ['They walked past {sight3}.', 'They stopped to look at {sight2}.'],
    ['{sense2}'],
    ['{Hero} learned that {factMore}.', '{HelperName} said that {factMore}.'],
    ['{Companion} skipped along beside them.'],
  ],
];

const problemFeeling = [
  '[feeling] {Hero} felt {feeling} all over again.',
  '[feeling] {Hero} began to feel {feeling}.',
  '[calm] {Hero} felt a little worried.',
  '[calm] {Their} tummy felt wobbly.',
  '[calm] {Hero} bit {their} lip and thought.',
];
const obstacleCompanion = [
  '{Companion} held {their} hand tight.',
  '"We can fix this," said {companion}.',
  '{Companion} gave {hero} a big hug.',
];
const fact2 = [
  'While they thought, {helperName} said that {fact2}.',
  '{Hero} remembered that {fact2}.',
  'As they rested, {helperName} told {hero} that {fact2}.',
];
const bigPlace = [
  '{Place} suddenly felt very big.',
  'For a moment, everything {inPlace} was very quiet.',
  '{Place} seemed much bigger than before.',
];

export const OBSTACLE: readonly Shape[] = [
  [
    ['{Afternoon}, something tricky happened.', '{Afternoon}, there was a problem.', '{Afternoon}, things did not go to plan.'],
    ['{event}'],
    ['{problem}'],
    problemFeeling,
    obstacleCompanion,
    fact2,
    bigPlace,
  ],
  [['{Afternoon}, {eventLc}'], ['{problem}'], bigPlace, problemFeeling, fact2, obstacleCompanion],
  [
    ['But then, uh-oh!', 'Suddenly, there was a problem.', 'Oh no!'],
    ['{event}'],
    ['{problem}'],
    bigPlace,
    obstacleCompanion,
    problemFeeling,
    fact2,
  ],
];
