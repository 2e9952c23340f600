/**
 * Missing someone who has died ('Our dog died', 'When Grandpa died', "Max's hamster died"): told gently and
 * truly for young children. Died is said plainly (never 'went to sleep' or 'went away'); they cannot come back; sad,
 * cross and tearful are all all right; nobody's fault; remembered with photos, a drawing, a flower planted; kept in
 * the heart; and a first small smile. Never a wish to die, never a trouble put right with a trick.
 * Slots as in home-days.ts: {hero}, {Hero}, {their}, {friend} and {Friend} (the one who died), {friendS}, {fthem}.
 */
import type { HomeDay } from './home-days.js';

export const GRIEF: HomeDay = {
  id: 'grief',
  noLesson: true,
  tag: 'feelings',
  goal: /^remember .+$/,
  words: ['remember', 'remembered', 'miss', 'missed', 'heart', 'memories', 'photo'],
  sights: ['an old photo in a frame', 'a memory box', 'a soft blanket', 'a bed of bright flowers', 'a candle on the windowsill'],
  start: [
    '{Friend} had died. {Hero} missed {fthem} very, very much.',
    'The house felt very quiet. {Friend} had died, and {hero} felt sad all over.',
  ],
  wish: ['"I wish {friend} could come back," {hero} whispered.', '{Hero} did not ever want to forget {friend}.'],
  doings: [
    '{Hero} looked at photos of {friend}, one by one.',
    '{Hero} drew a picture of {friend} and stuck it on the wall.',
    'The family shared their favourite memories of {friend}.',
    '{Hero} made a memory box, with a photo of {friend} inside.',
    '{Hero} planted a little flower in the garden for {friend}.',
    '{Hero} cuddled up with a blanket that smelled of {friend}.',
  ],
  troubles: [
    {
      event: 'At tea time, {hero} saw {friendS} empty place, and burst into tears.',
      fix: '{Hero} had a big cuddle and a good cry. It helped a little bit.',
    },
    {
      event: 'Then {hero} felt cross, and threw a cushion across the room.',
      fix: 'Feeling cross is all right when you are sad. {Hero} took a big, slow breath.',
    },
    {
      event: '"Did {friend} die because of me?" {hero} asked in a small voice.',
      fix: '"No, never. It was nobody’s fault," {hero} was told, with a big hug.',
    },
  ],
  high: [
    '{Hero} remembered something funny {friend} once did, and laughed out loud. Remembering felt warm, like a hug.',
    'Then {hero} smiled for the first time that day. {Friend} would always be in {their} heart.',
  ],
  evening: [
    'That night, {hero} still felt a little sad. But {friend} was safe in {their} heart, for always.',
    'At bedtime, {hero} looked at the photo of {friend}. "You’re always in my heart," {they} whispered.',
  ],
  help: 'sat down beside {theHero} and held {them} close.',
  upset: ['"I miss {friend} so much," {hero} said, and cried.', '{Hero} felt a big, heavy sadness inside.'],
  cheered: ['{Hero} felt a tiny bit better.', '{Hero} leaned in close and felt a little less alone.'],
  thought: ['{Hero} thought about {friend} all day.', '{Hero} missed {friend} very much.'],
  thoughtAfter: ['Thinking of {friend} made {hero} smile a little now.', '{Hero} held the memories of {friend} close.'],
};
