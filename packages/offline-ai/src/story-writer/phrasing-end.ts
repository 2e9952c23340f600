/**
 * The end of the story: the turn that solves the problem, the goal reached, and a warm closing with
 * what was learned. Gates: [journey]/[here], [feeling]/[calm].
 */
import type { Shape } from './phrasing.js';

const idea = [
  '{Late}, {hero} had an idea.',
  '{Late}, {helperName} had a clever idea.',
  '{Late}, {hero} took a deep breath and thought hard.',
  '{Late}, {hero} said, "I know what to do!"',
];
const fix = [
  'Together, they decided to {fix}.',
  '{HelperName} showed {them} how to {fix}.',
  'So {they} chose to {fix}.',
  '"Let\'s {fix}," said {hero}.',
];
const worked = ['It worked!', 'Step by step, it worked.', 'And it worked, just like that!', 'Slowly but surely, it worked.'];
const brave = [
  '[feeling] {Hero} did not feel {feeling} any more.',
  '[feeling] {Hero} felt braver than ever before.',
  '[feeling] {Their} wobbly feeling melted away.',
];
const fact3 = ['{Hero} discovered that {fact3}.', 'There, {hero} learned that {fact3}.', '{HelperName} whispered that {fact3}.'];
const shining = [
  'The sun shone warm over {place}.',
  '{Place} looked lovelier than ever.',
  'Everything {inPlace} seemed to smile.',
];

export const TURN: readonly Shape[] = [
  [idea, fix, worked, brave, fact3],
  [idea, fix, ['{Companion} helped too.', 'Everyone helped, even {companion}.'], worked, fact3, brave],
  [
    ['{Late}, {hero} remembered something {helperName} had said.', '{Late}, {hero} looked around {place} once more.'],
    fix,
    worked,
    fact3,
    brave,
  ],
];

export const RESOLUTION: readonly Shape[] = [
  [
    [
      'At last, {hero} got to {triumph}.',
      'Soon {hero} was able to {triumph}.',
      '{HeroS} big wish came true: {they} got to {triumph}.',
      'Now {hero} could finally {triumph}.',
    ],
    ['{Hero} {cheer}.', '{Hero} laughed and {cheer}.'],
    ['{Companion} cheered too.', '{Companion} gave {hero} a big high five.'],
    shining,
  ],
  [
    ['"We did it!" said {hero}.', '"Hooray!" cheered {hero}.', '"This is the best day ever!" {hero} cried.'],
    ['{Hero} was finally able to {triumph}.', 'At last, {hero} could {triumph}.'],
    shining,
    ['{Hero} {cheer}.'],
  ],
];

const goodbye = [
  '{Hero} hugged {helperName} goodbye.',
  '"Thank you, {helperName}!" said {hero}.',
  '{Hero} waved goodbye to {helperName}.',
  '{HelperName} waved until {hero} was out of sight.',
];
const home = [
  '[journey] Then it was time to go home.',
  '[journey] Back home, {hero} snuggled into bed.',
  '[journey] At home, {hero} told everyone about {place}.',
  '[here] Later, {hero} snuggled into bed.',
  '[here] That night, {hero} curled up, cosy and warm.',
];
const learned = [
  '{Hero} had learned that {fact1}.',
  'Now {hero} knew that {fact1}.',
  '{Hero} would always remember that {fact1}.',
];
const lesson = [
  '{Hero} had learned something important, too: {lesson}.',
  '{They} also learned that {lesson}.',
  'Best of all, {hero} learned that {lesson}.',
];
const end = [
  '{Hero} fell asleep with a smile, dreaming of {place}.',
  '{Hero} would never forget {place}.',
  '[journey] One day, {hero} would visit {place} again.',
  '[here] Tomorrow, there would be more fun {inPlace}.',
];
const companionNight = [
  '{Companion} gave {hero} a goodnight hug.',
  '{Companion} yawned a big, sleepy yawn.',
  '{Companion} smiled a happy, tired smile.',
];

export const CLOSING: readonly Shape[] = [
  [['{Evening}, {duskLc}', '{dusk}'], goodbye, home, learned, lesson, companionNight, end],
  [goodbye, ['{Evening}, {duskLc}'], companionNight, home, lesson, learned, end],
  [['{Evening}, it was time to say goodbye.', '{Evening}, everyone began to yawn.'], ['{dusk}'], goodbye, learned, lesson, end],
];
