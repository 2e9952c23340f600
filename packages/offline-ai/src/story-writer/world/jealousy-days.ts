/**
 * Feeling jealous of a new baby ('Jealous of the new baby', 'Mia is jealous of her baby brother', 'Tom feels left out
 * when the baby comes'): told truly and kindly. The baby gets all the attention, the child feels cross and left out
 * and does something small about it, a grown-up notices and says every feeling is all right and the child is loved
 * just as much, special time together, then a job only a big brother or sister can do, and a warm ending.
 * Never a lesson on babies, never a wish to be rid of the baby granted, never 'You did it!'.
 * Slots as in home-days.ts: {hero}, {Hero}, {their}, {friend} and {Friend} (the baby), {guide} and {Guide} (Mum or
 * Dad), {gthey}.
 */
import type { HomeDay } from './home-days.js';

export const JEALOUSY: HomeDay = {
  id: 'jealous',
  noLesson: true,
  kin: true,
  tag: 'feelings',
  goal: /^share Mum and Dad with .+$/,
  helpers: ['mum', 'dad'],
  words: ['baby', 'love', 'loved', 'cuddle', 'hug', 'jealous', 'cot'],
  sights: ['a little cot', 'a pile of tiny baby clothes', 'a soft baby blanket', 'a rocking chair', 'a basket of toys'],
  start: [
    'Baby {Friend} had come home. Everyone wanted to hold the tiny new baby.',
    'There was a new baby in the house, baby {Friend}. Everyone cooed and smiled at the baby.',
  ],
  wish: [
    'But nobody had time for {hero} any more. {Hero} felt left out.',
    'Before the baby came, {hero} had Mum and Dad all to {them}self. Not any more.',
  ],
  doings: [
    'Visitors came with presents for the baby. There was nothing for {hero}.',
    '{Hero} showed off {their} best drawing, but everyone was looking at the baby.',
    '{Hero} wanted to play, but everyone said, "Shh! The baby is asleep."',
    'The baby cried and cried, so {hero} had to wait and wait for {their} lunch.',
  ],
  // Special time comes once the child has been heard, never before.
  doingsAfter: [
    'While the baby slept, {guide} read {hero} a story, just the two of them.',
    'While the baby napped, {hero} and {guide} baked biscuits, just the two of them.',
    'Later, {guide} took {hero} to the park for special time, just the two of them.',
  ],
  troubles: [
    {
      event: '"Send the baby back!" {hero} shouted, and stamped {their} feet.',
      fix: '{Guide} knelt down and hugged {them}. "All your feelings are OK. I love you just as much as ever."',
    },
    {
      event: '{Hero} lay down on the rug. "Carry me too! I am a baby now," {they} said.',
      fix: '{Guide} scooped {hero} up for a big cuddle. "I love you just as much, my big one," {gthey} said.',
    },
    {
      event: '{Hero} built a tall tower, but nobody came to look. So {hero} knocked it down. Crash!',
      fix: '{Guide} sat down on the floor by {them}. "It is OK to feel cross. I love you just as much as ever."',
    },
  ],
  high: [
    'Then baby {Friend} began to cry. {Hero} sang a soft little song, and the baby went quiet. Then the baby smiled, right at {hero}!',
    '{Hero} sat by the baby and held out a finger. A tiny hand held on tight. "The baby loves you," said {guide}.',
    '"Can you help me, {hero}?" asked {guide}. {Hero} fetched a clean nappy, and passed the baby a soft toy. The baby smiled up at {hero}.',
  ],
  evening: [
    'At bedtime, {guide} tucked {hero} in. "I love you to the moon and back," {gthey} whispered.',
    'That night, {hero} peeped into the cot. "Night night, baby," {they} whispered. Then {hero} smiled.',
  ],
  help: 'fed the baby, rocked the baby and changed the baby, all day long.',
  upset: [
    '{Hero} felt jealous and cross and left out, all at once.',
    '"Nobody loves me any more," {hero} said in a small voice.',
  ],
  cheered: ['{Hero} felt warm inside, all the way down to {their} toes.', '{Hero} snuggled in close. It felt good to be loved.'],
  thought: ['{Hero} still felt a bit left out.', '{Hero} looked at the baby and frowned.'],
  thoughtAfter: ['{Hero} did not feel left out any more.', 'Having a baby in the house was not so bad after all.'],
};
