/**
 * Feelings days at home, told as the cross day is (cross-days.ts): a sad day ('Ava feels sad today') and feeling
 * jealous of a friend ('Sam is jealous of his friend'). Each row is a day of its own feeling: how it shows, a grown-up
 * who names it and says it is all right, the child saying it in words, and a kind turn for the better. Never a fear
 * to be brave about, never a quest, never a lesson unless the idea asks how.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {them}, {heroS}, {theHero}, {friend} and {Friend} (the
 * friend, on a jealous day), {fthem}, {guide} and {Guide} (Mum or Dad), {gthey}.
 */
import { CROSS } from './cross-days.js';
import type { HomeDay } from './home-days.js';

const SAD: HomeDay = {
  id: 'sad',
  feeling: true,
  noLesson: true,
  tag: 'feelings',
  goal: /^feel happy again$/,
  helpers: ['mum', 'dad'],
  words: ['sad', 'feelings', 'cuddle', 'hug', 'tears', 'cry', 'smile', 'grey'],
  sights: ['a soft blanket', 'a cosy den of cushions', 'a box of crayons', 'a window with raindrops', 'a teddy on the bed'],
  start: [
    '{Hero} woke up feeling sad. Everything felt grey, like a rainy day.',
    '{Hero} felt sad today. {They} did not feel like playing at all.',
  ],
  wish: ['"I wish I could feel happy again," {hero} said in a small voice.', '{Hero} sat by the window and sighed a big sigh.'],
  doings: [
    '{Hero} sat on the stairs with Teddy, very quiet.',
    '{Hero} did not want {their} breakfast, not even one bite.',
    '{Hero} pushed {their} toys away. Nothing felt fun today.',
  ],
  // What helps comes once the child has been heard, never before.
  doingsAfter: [
    'Then {hero} and {guide} made a cosy den and read a story inside.',
    'Then {hero} drew how {they} felt: a grey cloud, with a little sun peeping out.',
    'Then {hero} and {guide} put on boots and splashed in the puddles.',
  ],
  troubles: [
    {
      event: 'At lunch, {hero} just looked at {their} plate. A big tear rolled down {their} cheek.',
      fix: '{Guide} sat down close. "It is all right to feel sad. Do you want to tell me?" {Hero} nodded, and told {guide} all about it.',
    },
    {
      event: 'Then {hero} hid under a blanket and would not come out.',
      fix: '{Guide} crawled under the blanket too. "Sad feelings are all right," {gthey} said. {Hero} had a little cry, and a big cuddle.',
    },
  ],
  high: [
    'Then {hero} laughed, a real laugh, for the first time all day.',
    '"Look, a rainbow!" said {guide}. {Hero} smiled a big smile.',
  ],
  evening: [
    'At bedtime, {hero} hugged Teddy. "Sad days end too," {they} whispered.',
    'That night, {hero} felt calm and cosy. Tomorrow would be a new day.',
  ],
  help: 'saw {theHero} sitting all alone, and came to sit nearby.',
  upset: ['{Hero} felt heavy and sad all over, like a wet cloud.', '"I just feel sad," {hero} whispered.'],
  cheered: ['Saying it out loud made the sad feeling smaller.', 'Bit by bit, {hero} felt lighter inside.'],
  thought: ['{Hero} did not know why {they} felt so sad.', 'Everything felt a little grey today.'],
  thoughtAfter: ['The sad feeling was small now, like a tiny cloud.', 'It was all right to feel sad sometimes.'],
  titles: ['{name} Feels Sad', '{name} and the Grey Day'],
};

const JEALOUS_FRIEND: HomeDay = {
  id: 'envy',
  feeling: true,
  noLesson: true,
  tag: 'feelings',
  goal: /^feel glad for .+$/,
  helpers: ['mum', 'dad'],
  words: ['jealous', 'friend', 'bike', 'turn', 'glad', 'prickly'],
  sights: ['a shiny red bike', 'a green garden gate', 'a ball on the grass', 'a cosy rug', 'a box of chalks'],
  start: [
    '{Friend} came round to play, riding a shiny new red bike.',
    'Ring, ring! {Friend} had come to play, on a brand new red bike.',
  ],
  wish: ['{Hero} wanted a bike like that, more than anything.', '"It is not fair," thought {hero}. "I want one too."'],
  doings: [
    '{Friend} rode round and round the garden. {Hero} just watched.',
    '{Friend} rang the shiny bell. Ring, ring! {Hero} looked away.',
    '{Friend} zoomed down the path, and everyone clapped. Everyone except {hero}.',
  ],
  // Playing together comes once the feeling has been said, never before.
  doingsAfter: [
    'Then {friend} let {hero} ride the bike. Wobble, wobble, whee!',
    'Then {hero} showed {friend} a cartwheel. "You are so good at that!" said {friend}.',
  ],
  troubles: [
    {
      event: '"Can I have a go?" asked {hero}. "Not yet," said {friend}. {Hero} stamped off.',
      fix: '{Guide} sat down with {hero}. "That prickly feeling is called jealous. Everyone feels it sometimes."',
    },
    {
      event: '"Your bike is silly anyway!" said {hero}. {Friend} looked sad.',
      fix: '"Feeling jealous is all right," said {guide} softly. "But unkind words hurt. What could you say instead?"',
    },
  ],
  high: [
    '"Well done!" {hero} called, as {friend} zoomed past. It felt good to be glad for {fthem}.',
    '{Hero} and {friend} took turns on the bike all afternoon, laughing.',
  ],
  evening: [
    'At bedtime, {hero} thought of {friend} and smiled. Being a good friend felt best of all.',
    'That night, {hero} smiled. {Friend} had a new bike, and {hero} had a good friend.',
  ],
  help: 'came out to see what was wrong.',
  upset: ['{Hero} felt green and prickly inside, like a cactus.', '{Hero} folded {their} arms and frowned.'],
  cheered: [
    '{Hero} said sorry to {friend}. The prickly feeling got smaller.',
    '{Hero} took a deep breath. "Your bike is really cool," {they} told {friend}.',
  ],
  thought: ['{Hero} could not stop looking at the bike.', '{Hero} wished the bike was {their} own.'],
  thoughtAfter: ['The green, prickly feeling had gone.', 'It felt good to be glad for a friend.'],
  titles: ['{name} and the Green Feeling', '{name} Feels Jealous'],
};

/** Two best friends who fall out at school and make up ('Maya and her best friend fall out'). */
const FALLING_OUT: HomeDay = {
  id: 'fallout',
  noLesson: true,
  tag: 'feelings',
  at: { setting: 'school', name: 'school' },
  goal: /^make up with .+$/,
  helpers: ['teacher'],
  words: ['friend', 'friends', 'sorry', 'cross', 'alone', 'together', 'playtime'],
  sights: ['a busy playground', 'a red climbing frame', 'a hopscotch grid in chalk', 'a wooden bench', 'a basket of balls'],
  start: [
    'At playtime, {hero} and {their} best friend {friend} both wanted the red scooter. "Mine!" said {friend}. "No, mine!" said {hero}.',
    '{Hero} and {their} best friend {friend} were making a den. "The door goes here!" said {friend}. "No, here!" said {hero}.',
  ],
  wish: [
    'Then they both shouted, "You are not my friend any more!" And they stomped off, back to back.',
    'Soon they were too cross to speak. {Friend} went off to play on {ftheir} own.',
  ],
  doings: [
    '{Hero} went down the slide alone. It was not much fun on {their} own.',
    '{Hero} kicked a ball at the wall. Thump, thump. Nobody kicked it back.',
    '{Hero} sat on the bench and watched {friend} across the playground.',
  ],
  // Playing together comes once they have made up, never before.
  doingsAfter: [
    'Then {hero} and {friend} played tag all round the playground, laughing.',
    'Then {hero} and {friend} played hopscotch, one hop each, turn by turn.',
  ],
  troubles: [
    {
      event: 'At lunch, {friend} sat at another table. {Hero} had nobody to share {their} jokes with.',
      fix: '{GuideFull} sat down by {hero}. "Friends fall out sometimes," {gthey} said. "Saying sorry can fix it." So {hero} walked over to {friend}. "I am sorry I shouted," {hero} said.',
    },
    {
      event: '{Hero} looked over. {Friend} was sitting all alone on the wall, looking sad too.',
      fix: '{Hero} took a deep breath and walked over. "I am sorry I shouted," said {hero}. "I am sorry too," said {friend}.',
    },
  ],
  high: [
    'Back in the playground, {hero} and {friend} laughed so much they fell over. Best friends again!',
    '"Want to play together?" asked {friend}. "Yes!" said {hero}. They held hands all the way back to class.',
  ],
  evening: [
    'At home time, {hero} and {friend} ran out to the gate together, still giggling.',
    'That night, {hero} told Mum all about {friend}. "We fell out, but we made up," said {hero}.',
  ],
  help: 'saw {theHero} sitting all alone, and came over.',
  upset: ['{Hero} felt cross and sad, both at once.', '{Hero} blinked back a tear. Playtime was no fun without {friend}.'],
  cheered: [
    '{Friend} smiled. "Friends again?" "Friends again!" said {hero}.',
    'The cross feeling melted away. Saying sorry had helped.',
  ],
  thought: ['{Hero} missed {friend} already.', '"I don’t care," {hero} muttered. But {hero} did care, a lot.'],
  thoughtAfter: [
    'Making up felt so much better than being cross.',
    'Even best friends fall out sometimes. Making up is what counts.',
  ],
  titles: ['{name} and {friend} Make Up', '{name} and {friend}, Friends Again'],
};

/**
 * Learning to say sorry ('Learning to say sorry'): the child knocks down a friend's tower or grabs a toy, the friend is
 * sad, the child feels cross and then sorry, says it bravely, makes it right, and they are friends again.
 */
const SAYING_SORRY: HomeDay = {
  id: 'sorry',
  taught: true,
  tag: 'feelings',
  at: { setting: 'school', name: 'school' },
  goal: /^(?:learn to )?say sorry(?: to .+)?$/,
  helpers: ['teacher'],
  words: ['sorry', 'friend', 'friends', 'tower', 'blocks', 'sad', 'cross'],
  sights: [
    'a box of wooden blocks',
    'a reading corner with beanbags',
    'a tall tower of blocks',
    'a rug with roads on it',
    'a shelf of toys',
  ],
  // (The tower knocked down is built again after: every start is a tower, so the making right matches it.)
  start: [
    'At school, {friend} built a tall tower of blocks. {Hero} zoomed past and knocked it down. Crash!',
    'At school, {friend} built a tall tower of blocks. {Hero} grabbed the top block, and the tower fell. Crash!',
  ],
  wish: [
    '{Friend} began to cry. {Hero} felt cross, and then a funny wobbly feeling inside.',
    '{Friend}’s lip wobbled. {Hero} wanted to make things right, but how?',
  ],
  doings: [
    '{Hero} sat on the rug and looked at {their} shoes.',
    '{Hero} peeked at {friend}, who was sitting all alone.',
    '{Hero} played with the blocks, but it was no fun on {their} own.',
  ],
  // Making it right comes once sorry has been said, never before.
  doingsAfter: [
    'Then {hero} and {friend} built the tower again, even taller than before.',
    'Then {hero} and {friend} built a new tower together, one block each.',
  ],
  troubles: [
    {
      event: '{Hero} wanted to say sorry, but the word felt stuck, like a big lump.',
      fix: '{GuideFull} knelt down. "Sorry is a brave word," {gthey} said. So {hero} walked over. "I am sorry," {hero} said.',
    },
    {
      event: '{Hero} walked over to {friend}, then stopped. What if {friend} was still sad?',
      fix: '{Hero} took a deep breath. "I am sorry I did that," said {hero}. "Can I help make it right?"',
    },
  ],
  high: [
    '{Friend} smiled and wiped {ftheir} eyes. "Friends again?" asked {hero}. "Friends again!" said {friend}.',
    '{Friend} gave {hero} a big hug. The wobbly feeling had gone.',
  ],
  evening: [
    'That night, {hero} told Mum all about it. "Saying sorry was hard, but it helped," said {hero}.',
    'At home time, {hero} and {friend} ran out to the gate together, holding hands.',
  ],
  help: 'saw {theHero} standing all alone, and came over.',
  upset: ['{Hero} felt cross and sad, both at once.', '{Hero} felt hot and wobbly inside.'],
  cheered: ['{Hero} felt warm inside. Saying sorry had helped.', 'The wobbly feeling melted away.'],
  thought: ['{Hero} kept thinking of {friend}’s sad face.', '{Hero} knew {they} had not been kind.'],
  thoughtAfter: ['Saying sorry felt so much better than being cross.', 'Being friends again felt best of all.'],
  titles: ['{name} Says Sorry', '{name} and {friend}, Friends Again'],
};

/** A child's days of big feelings, one row each: cross, sad, jealous of a friend, fallen out with one, saying sorry. */
export const FEELING_DAYS: readonly HomeDay[] = [CROSS, SAD, JEALOUS_FRIEND, FALLING_OUT, SAYING_SORRY];
