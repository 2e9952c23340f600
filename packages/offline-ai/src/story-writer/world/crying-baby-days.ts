/**
 * A baby who cries and cries ('My baby brother cries all the time', 'The new baby cries at night'): the older child's
 * gentle day of finding out why. Babies cry because they cannot talk: they may be hungry, tired, full of wind or want a
 * cuddle. The child helps with each, the crying goes on, and the child's own soft song soothes the baby at last.
 * Never the baby's wish to cry, never a trouble made of the baby.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {friend} and {Friend} (the baby), {guide} and {Guide}
 * (Mum or Dad), {gthey}.
 */
import type { HomeDay } from './home-days.js';

export const CRYING_BABY: HomeDay = {
  id: 'crying',
  noLesson: true,
  kin: true,
  tag: 'family',
  goal: /^soothe .+$/,
  helpers: ['mum', 'dad'],
  words: ['baby', 'cry', 'cried', 'crying', 'song', 'cot', 'hush'],
  sights: ['a little cot', 'a baby bottle', 'a soft baby blanket', 'a rocking chair', 'a basket of toys'],
  start: [
    'Baby {Friend} was crying again. "Waaah! Waaah!" The whole house could hear.',
    'Baby {Friend} cried in the morning, and cried at night. "Waaah!"',
  ],
  wish: [
    '{Hero} covered {their} ears. "Why does the baby cry so much?" {they} asked.',
    '"I want to help the baby stop crying," said {hero}.',
  ],
  // What it might be, tried one by one while the crying goes on; what babies want is said once the song has worked.
  doings: [
    '"Maybe the baby is hungry," said {guide}. {Hero} held the bottle. But still the baby cried.',
    '{Hero} watched {guide} pat the baby’s back. BURP! "Wind," said {guide}. But still the baby cried.',
    '"Maybe the baby is tired," said {guide}. {Hero} rocked the cot. But still the baby cried.',
  ],
  doingsAfter: [
    '"Sometimes a baby just wants a cuddle and a song," said {guide}. {Hero} held the baby close.',
    '"Babies can’t talk, so they cry to tell us things," said {guide}. "You listened well."',
  ],
  troubles: [
    {
      event: 'But that night, the baby cried and cried. Nobody could sleep.',
      fix: '{Hero} sang a soft little song. "Hush, little baby." Bit by bit, the crying stopped.',
    },
    {
      event: 'Then the baby cried so loudly that {hero} could not hear {their} story.',
      fix: '{Hero} hummed Twinkle Twinkle, very softly. The baby went quiet to listen.',
    },
    {
      event: '{Hero} made funny faces, but baby {Friend} just cried louder. "Waaah!"',
      fix: '{Hero} sang the baby a gentle song. The baby stopped crying and looked up.',
    },
  ],
  high: [
    'Baby {Friend} gave a big yawn and fell fast asleep. "Shh," whispered {hero}.',
    'Then baby {Friend} smiled, right at {hero}! "The baby likes your song," said {guide}.',
  ],
  evening: [
    'At bedtime, {hero} sang the song again by the cot. "Night night, baby," {they} whispered.',
    'That night, the house was quiet. Everyone slept, even baby {Friend}.',
  ],
  help: 'was up and down with the baby all day, looking very tired.',
  upset: [
    '"It is too noisy!" said {hero}, and put {their} hands over {their} ears.',
    '{Hero} felt tired and grumpy. "Please stop crying, baby," {they} sighed.',
  ],
  cheered: ['The house was quiet at last. {Hero} smiled a big smile.', '{Hero} felt proud. {They} had found the baby’s song.'],
  thought: [
    '{Hero} watched the baby and wondered what was wrong.',
    'Babies cannot talk, {hero} thought. Crying is how they tell you.',
  ],
  thoughtAfter: ['Now {hero} knew what helped the baby.', 'Crying is how babies talk, {hero} thought, and smiled.'],
  titles: ['{name} and the Crying Baby', 'Hush, Baby {friend}'],
};
