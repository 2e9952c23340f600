/**
 * Toys that come alive at night ('A teddy bear who comes alive at night', 'The toys come alive when everyone is
 * asleep', "Rosie's doll wakes up at midnight"), told by one toy: the child falls asleep, at midnight the toys wake and
 * stretch, they play (a race of toy cars, a tea party, a dance), a small trouble of the toy world (the music box too
 * loud and the child stirs, a toy fallen behind the bed, the cat awake), everyone back in place before morning, and
 * the child finds a clue and smiles. Never a quest to 'come alive', never 'got everything ready'.
 * Slots as in home-days.ts, and {child} (the one asleep: named by the idea, else a little girl or boy).
 */
import type { HomeDay } from './home-days.js';

export const TOY_NIGHT: HomeDay = {
  id: 'toys',
  creature: true,
  // (The night is had in the child's bedroom, whatever the toy's kind calls home.)
  at: { setting: 'bedroom', name: 'the bedroom' },
  goal: /^play with (?:the|\p{Lu}\p{Ll}+['’]s) toys at midnight$/u,
  helpers: ['doll', 'teddy bear', 'toy soldier'],
  noLesson: true,
  words: ['toys', 'midnight', 'asleep', 'morning', 'shelf', 'rug'],
  sights: ['a toy box', 'a shelf of toys', 'a little music box', 'a glowing nightlight', 'a soft rug', 'a box of toy cars'],
  start: [
    '{Child} yawned, gave {hero} a hug and fell fast asleep. Tick, tock went the clock. Then it struck twelve. Bong!',
    'The bedroom was dark and still. {Child} was fast asleep. At midnight, the moon peeped in at the window.',
  ],
  wish: [
    '{Hero} blinked. {They} gave a big stretch and wiggled {their} toes. "Wake up, everyone!" {they} whispered. "It is time to play!"',
    'Then {hero} sat up and stretched. One by one, the other toys yawned and stretched too. The toys were awake!',
  ],
  doings: [
    'The toys had a race of toy cars across the rug. Zoom! {Hero} cheered for the little red car.',
    'The toys had a tea party on the rug, with tiny cups and biscuit crumbs. {Hero} poured the pretend tea.',
    'The toys had a dance in the moonlight. {Hero} twirled round and round until {they} felt dizzy.',
    'The toys built a tall tower of blocks. {Hero} put the very last block on top.',
  ],
  troubles: [
    {
      event: 'Then the music box played louder and louder. Ting-a-ling! {Child} stirred and rolled over.',
      fix: '{Hero} shut the lid, quick as a wink. Every toy froze. Soon {child} was snoring softly again.',
    },
    {
      event: 'Oops! The little wind-up mouse slipped and fell down behind the bed. It was too dark to see.',
      fix: 'The toys made a long chain, paw in hand. {Hero} reached down and pulled the wind-up mouse back up.',
    },
    {
      event: 'Then the cat woke up on the end of the bed. She saw the toys moving, and her tail twitched.',
      fix: 'The toys froze, as still as stone. The cat sniffed {hero}, gave a big yawn and went back to sleep.',
    },
  ],
  high: [
    'Then the sky at the window turned pink. "Morning is coming!" whispered {hero}. Every toy hurried back to its place and stood quite still.',
    'Tick, tock. It was nearly morning! The toys tiptoed back to the shelf. {Hero} hopped back onto the bed, just in time.',
  ],
  evening: [
    'In the morning, {child} woke up. A toy block was on the pillow. How did it get there? {Child} looked at {hero} and smiled.',
    'When {child} woke up, a toy car was by the door. {Child} picked up {hero} and smiled. "What did you do last night?"',
  ],
  help: 'climbed out of the toy box to join in.',
  upset: ['"Shh!" whispered {hero}. Every toy held its breath.', '{Hero} held {their} breath. Would the secret be found out?'],
  cheered: ['"Phew!" whispered {hero}. The toys giggled, very quietly.', 'The toys smiled at each other. Their secret was safe.'],
  thought: ['{Hero} peeked at the bed. {Child} was still fast asleep.'],
  thoughtAfter: ['Only the moon knew the toys’ secret.'],
  titles: ['{name} and the Midnight Toys', 'When the Toys Woke Up'],
};
