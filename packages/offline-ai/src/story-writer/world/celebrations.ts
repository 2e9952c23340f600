/**
 * Parties and feast days as they are had: what is got ready for each, who comes, what can go wrong
 * there, its high point and the evening after. A birthday has candles to blow out, Diwali its lamps,
 * Christmas its crackers: each is told with its own things, never another's balloons.
 */
import nlp from 'compromise';
import type { SettingId } from '../../language/index.js';
import type { PlaceTrouble } from './types.js';

export interface Celebration {
  /** Words of an idea that name it. */
  words: RegExp;
  /** As the story calls it: 'Christmas', '{their} birthday party', 'the wedding'. */
  name: string;
  /** Its own word, said in 'the best ... ever': 'birthday', 'Christmas'. */
  word: string;
  /** What is got ready for it, past tense without subject: 'hung red paper lanterns'. At least two. */
  ready: readonly string[];
  /** What there is to see, with an article or as a plural: 'little clay lamps in a row'. At least five. */
  sights: readonly string[];
  /** Who comes, after '{Time}, ': 'the doorbell rang, and in came {their} friends with presents'. */
  guests: readonly string[];
  /** What goes wrong at it, and how it is put right. */
  troubles: readonly PlaceTrouble[];
  /** What goes wrong there for a huge guest (a giraffe at the disco), told instead of the others for one so big. */
  huge?: readonly PlaceTrouble[];
  /** The high point, a sentence or two (candles and singing, lighting the lamps, the first dance). */
  high: readonly string[];
  /** The evening after, a sentence. */
  evening: readonly string[];
  /** The idea's own words for it: 'Lunar New Year', 'Wedding'. */
  said?: string;
  /** The wish of one who goes to it, when the idea says none: 'run in the sports day races'. */
  wish?: string;
  /** Where it is had when the idea names nowhere; at home when unsaid. */
  home?: SettingId;
  /** Who puts a trouble right with the hero when no friend or family is there; 'the guests' when unsaid. */
  crowd?: string;
  /** Kind words of who is there with the hero when the idea names nobody: the team's coach, never a dog of the park. */
  helpers?: readonly string[];
  /** What that one does as the day begins ('{GuideIntro} blew the whistle'), instead of coming to watch. */
  helperLine?: readonly string[];
  /** The high point a wish asks for, by its words: 'scores a goal' is the goal, never a save. */
  highFor?: readonly (readonly [RegExp, string])[];
}

const BIRTHDAY: Celebration = {
  words: /\bbirthdays?\b/i,
  name: '{their} birthday party',
  word: 'birthday',
  ready: [
    'blew up balloons and tied them to the chairs',
    'helped ice a big birthday cake',
    'hung up a banner that said Happy Birthday',
    'wrapped little prizes for the party games',
  ],
  sights: [
    'a big iced cake',
    'balloons tied to the chairs',
    'a pile of bright presents',
    'a table full of party food',
    'paper chains across the room',
  ],
  guests: [
    'the doorbell rang, and in came {their} friends with presents',
    'the first guests arrived, waving cards and bright parcels',
  ],
  troubles: [
    { event: 'Then all the balloons floated up to the ceiling.', fix: 'They tugged them down by their strings, one by one.' },
    {
      event: 'Then the cake slid off its plate with a wobble.',
      fix: 'They scooped it back and covered the cracks with sprinkles.',
    },
    {
      event: 'Then the candles would not stay lit in the breeze.',
      fix: 'They shut the window. The little flames stood up straight again.',
    },
  ],
  high: [
    'Then the cake came in, glowing with candles. Everyone sang, and {hero} blew them out.',
    'Everyone sang Happy Birthday, and {hero} made a wish and blew out the candles.',
  ],
  evening: [
    'When the last guest had gone, {hero} sat among the wrapping paper, smiling.',
    'The house grew quiet, and a few balloons bobbed sleepily against the ceiling.',
  ],
};

const SURPRISE: Celebration = {
  words: /\bsurprise (?:birthday )?party\b/i,
  name: 'the surprise party',
  word: 'surprise',
  ready: ['made a big card and hid it away', 'blew up balloons, very quietly', 'helped bake a cake in secret'],
  sights: [
    'a secret cake',
    'balloons tied to the chairs',
    'a big card with everyone’s names',
    'a table full of party food',
    'paper chains across the room',
  ],
  guests: [
    'the guests crept in one by one, whispering and giggling',
    'friends tiptoed in and hid, trying very hard not to laugh',
  ],
  troubles: [
    { event: 'Then a balloon popped with a loud BANG.', fix: 'They all said "Shh!", giggled, and blew up a new one.' },
    {
      event: 'Then the cake came out of the oven as flat as a pancake.',
      fix: 'They stacked it in layers with jam, and it looked even better.',
    },
  ],
  high: [
    'At last the door opened, and everyone jumped up and shouted, "Surprise!"',
    'When the door opened, the lights went on and everyone cried, "Surprise!"',
  ],
  evening: ['Long after the party, everyone was still smiling about the big surprise.'],
};

/** The night before Christmas: the stocking hung, a mince pie left out, bells on the roof and a full stocking. */
const CHRISTMAS_EVE: Celebration = {
  words: /\bchristmas eve\b|\bnight before christmas\b/i,
  name: 'Christmas Eve',
  word: 'Christmas Eve',
  ready: [
    'hung {their} stocking by the fire',
    'put out a mince pie for Santa and a carrot for the reindeer',
    'wrapped a present with shiny paper and a bow',
  ],
  sights: [
    'a stocking by the fire',
    'a mince pie and a carrot on a plate',
    'a tree with twinkly lights',
    'snow falling past the window',
    'a big round moon over the roofs',
  ],
  guests: ['Grandma and Grandpa came to stay for Christmas, with a bag of presents', 'the carol singers came to the door'],
  troubles: [
    {
      event: 'Then {hero} bumped the table. The mince pie for Santa fell on the floor. Splat!',
      fix: '{Hero} put a new mince pie on the plate for Santa, by the fire.',
    },
    {
      event: 'Then the snow fell so thick that all the roofs were white. Would Santa find the way?',
      fix: '{Hero} put a little lamp in the window to show Santa the way.',
    },
  ],
  high: [
    'In the night came a soft jingle of bells, far up on the roof. Then all was still.',
    'Late in the night, something went jingle, jingle on the roof. Then tap, tap, down the chimney.',
  ],
  evening: [
    'In the morning, the stocking was full. Only crumbs were left of the mince pie!',
    'In the morning, the stocking was full to the top. The carrot was gone!',
  ],
};

const CHRISTMAS: Celebration = {
  words: /\b(?:christmas|xmas)\b/i,
  name: 'Christmas',
  word: 'Christmas',
  ready: [
    'hung the last shiny baubles on the tree',
    'helped lay the table with crackers and paper hats',
    'made paper snowflakes for the windows',
  ],
  sights: [
    'a tree with twinkly lights',
    'stockings hanging by the fire',
    'a plate of mince pies',
    'presents under the tree',
    'paper snowflakes on the windows',
  ],
  guests: ['the family arrived, stamping the cold off their boots', 'aunts, uncles and cousins came in with bags of presents'],
  troubles: [
    {
      event: 'Then the tree lights fizzed and went dark.',
      fix: 'They found the loose bulb and pushed it in. The lights twinkled again.',
    },
    {
      event: 'Then the tree wobbled, and the star fell off the top.',
      fix: 'They set the tree straight and put the star back on top.',
    },
  ],
  high: [
    'At dinner, everyone pulled crackers with a BANG and put on paper hats.',
    'Everyone opened presents by the tree. The room was full of happy shouts.',
  ],
  evening: ['That evening, they sang carols by the twinkly tree.', 'Later, the tree lights glowed softly in the dark room.'],
};

const EID: Celebration = {
  words: /\beid\b/i,
  name: 'Eid',
  word: 'Eid',
  ready: [
    'helped hang paper lanterns in the window',
    'laid out {their} new clothes, ready to wear',
    'helped make sweet, sticky treats to share',
  ],
  sights: [
    'paper lanterns in the window',
    'a plate of sticky sweets',
    'bright new clothes',
    'a table full of food',
    'a bowl of dates',
  ],
  guests: [
    'aunts, uncles and cousins came to visit in their best clothes',
    'the door kept opening as family came in, calling "Eid Mubarak!"',
  ],
  troubles: [
    { event: 'Then the paper lanterns slipped and fell in a heap.', fix: 'They hung them up again, tying each string tight.' },
    { event: 'Then a tray of sweets tipped onto the floor.', fix: 'They made a fresh plate together, and tasted one or two.' },
  ],
  high: [
    'Everyone hugged and said "Eid Mubarak!" Then they shared a big family meal.',
    'The grown-ups gave the children little gifts, and everyone shared sweets.',
  ],
  evening: ['That evening, the lanterns glowed as the family talked and laughed.'],
};

const DIWALI: Celebration = {
  words: /\b(?:diwali|deepavali)\b/i,
  name: 'Diwali',
  word: 'Diwali',
  ready: [
    'made a rangoli pattern of coloured powder by the door',
    'helped set out little clay lamps called diyas',
    'helped make sweets to share',
  ],
  sights: [
    'little clay lamps in a row',
    'a bright rangoli by the door',
    'a plate of sweets',
    'strings of twinkly lights',
    'orange marigold flowers',
  ],
  guests: [
    'friends and family came to visit with boxes of sweets',
    'neighbours came by in bright new clothes, calling "Happy Diwali!"',
  ],
  troubles: [
    {
      event: 'Then a gust of wind blew out the flames of the little lamps.',
      fix: 'They moved the lamps out of the wind. Then they lit them again, one by one.',
    },
    {
      event: 'Then someone stepped on the rangoli and smudged the colours.',
      fix: 'They mended the pattern with fresh coloured powder.',
    },
  ],
  high: [
    'When it grew dark, they lit all the diyas. The house glowed with tiny flames.',
    'When it grew dark, fireworks burst over the rooftops in gold and green.',
  ],
  evening: ['Late that night, the little lamps still flickered by the door.'],
};

const HANUKKAH: Celebration = {
  words: /\b(?:hanukkah|chanukah|hanukah)\b/i,
  name: 'Hanukkah',
  word: 'Hanukkah',
  ready: ['polished the menorah until it shone', 'helped fry crispy potato latkes', 'found the little spinning dreidel'],
  sights: [
    'a shiny menorah',
    'a plate of crispy latkes',
    'a little dreidel',
    'a bowl of chocolate coins',
    'blue and white paper chains',
  ],
  guests: ['the family gathered round, rubbing their cold hands', 'cousins came in, ready to play dreidel'],
  troubles: [
    {
      event: 'Then nobody could find the candles for the menorah.',
      fix: 'They looked in every drawer, and found the box at last.',
    },
    { event: 'Then the first batch of latkes burned.', fix: 'They made some more, watching the pan carefully.' },
  ],
  high: [
    'When it grew dark, they lit the menorah candles and sang together.',
    'They spun the dreidel in turns and won chocolate coins.',
  ],
  evening: ['The candles glowed in the window long after dark.'],
};

const NEW_YEAR: Celebration = {
  words: /\b(?:lunar new year|chinese new year|spring festival)\b/i,
  name: 'Lunar New Year',
  word: 'New Year',
  ready: [
    'swept the house clean for a lucky new start',
    'hung up red paper lanterns',
    'helped fold dumplings for the big dinner',
  ],
  sights: [
    'red paper lanterns',
    'a plate of dumplings',
    'red envelopes',
    'red paper cut-outs on the windows',
    'a bowl of oranges',
  ],
  guests: ['the family came in, calling "Happy New Year!"', 'grandparents, aunts and cousins arrived for the big family dinner'],
  troubles: [
    {
      event: 'Then the dumplings stuck together in one big lump.',
      fix: 'They pulled them apart gently and cooked a few at a time.',
    },
    { event: 'Then a red lantern tore in the wind.', fix: 'They patched it with red paper and hung it up again.' },
  ],
  high: [
    'After dinner, the grown-ups gave the children red envelopes. Inside was a little money.',
    'Outside, a long dragon danced down the street to the boom of drums.',
  ],
  evening: ['That night, the red lanterns glowed and fireworks popped far away.'],
};

const WEDDING: Celebration = {
  words: /\bwedd?ings?\b/i,
  name: 'the wedding',
  word: 'wedding',
  ready: [
    'helped tie flowers into little bunches',
    'put on {their} smart new clothes',
    'practised carrying the rings on a little cushion',
  ],
  sights: [
    'bunches of bright flowers',
    'a tall white wedding cake',
    'rows of chairs with ribbons',
    'a little box with two rings',
    'strings of lights',
  ],
  guests: ['guests arrived in their finest clothes and hats', 'the guests came in, smiling and finding their seats'],
  troubles: [
    {
      event: 'Then nobody could find the little box with the rings.',
      fix: 'They looked everywhere, and found it safe in a coat pocket.',
    },
    { event: 'Then rain began to fall on the garden.', fix: 'They put up big umbrellas, and everyone squeezed under.' },
  ],
  high: [
    'The couple made their promises and swapped rings. Everyone cheered.',
    'Then came the first dance, and soon everyone was dancing.',
  ],
  evening: ['Late in the evening, the dancing went on under the twinkly lights.'],
};

const SLEEPOVER: Celebration = {
  words: /\b(?:sleepovers?|sleep-overs?|pyjama party|pajama party)\b/i,
  name: 'the sleepover',
  word: 'sleepover',
  ready: ['laid out sleeping bags in a row', 'made a cosy den out of blankets', 'picked a pile of stories to read'],
  sights: ['sleeping bags in a row', 'a blanket den', 'a bowl of popcorn', 'a torch for stories', 'a pile of pillows'],
  guests: ['the sleepover began, with pyjamas on and popcorn popping', 'everyone arrived with pillows and pyjamas'],
  troubles: [
    { event: 'Then the torch went out in the middle of a story.', fix: 'They found new batteries, and the story went on.' },
    {
      event: 'Then the popcorn spilled all over the sleeping bags.',
      fix: 'They picked it up, eating a few pieces as they went.',
    },
    { event: 'Then a strange creak made everyone jump.', fix: 'They peeked out. It was only the old house settling.' },
  ],
  high: [
    'They had a pillow fight, then told stories by torchlight.',
    'They ate popcorn and watched a film, snuggled in their sleeping bags.',
  ],
  evening: ['One by one, they fell asleep, still whispering and giggling.'],
};

/** A day of school told as itself: its races, its music, its stage. Put right with the teacher, not 'the guests'. */
const SPORTS_DAY: Celebration = {
  words: /\b(?:school )?sports days?\b/i,
  name: 'sports day',
  wish: 'run in the sports day races',
  word: 'sports day',
  crowd: 'the teacher',
  home: 'school',
  ready: [
    'pinned a big number on for the races',
    'practised the egg-and-spoon race with a potato',
    'filled a water bottle to take to the field',
  ],
  sights: [
    'a long white finishing line',
    'a pile of sacks for the sack race',
    'a basket of eggs and spoons',
    'bright flags along the track',
    'a table of shiny stickers for the winners',
  ],
  guests: [
    'the mums and dads came and sat along the grass, ready to cheer',
    'the whistle blew, and everyone lined up for the sack race',
  ],
  troubles: [
    {
      event: 'Then the egg rolled off the spoon and into the long grass.',
      fix: 'They scooped it up. Then on they went, very slowly.',
    },
    {
      event: 'Then a gust of wind blew the finishing tape away.',
      fix: 'They chased it across the field and tied it up.',
    },
  ],
  huge: [
    {
      event: 'Then {hero} tried the sack race, but the sack only came up to {their} knees!',
      fix: 'They tied two sacks together. Now it fitted, and off {hero} hopped.',
    },
  ],
  high: [
    'Then came the egg-and-spoon race. {Hero} wobbled and wobbled, but the egg stayed on, all the way to the line!',
    'In the sack race, {hero} hopped and hopped, right over the finishing line. Everyone cheered!',
  ],
  evening: [
    'That evening, {hero} was so tired that {they} fell asleep before the story ended.',
    'At home that evening, {hero} told everyone about the sack race, again and again.',
  ],
};

/**
 * A football match of the hero's own team, on the park's pitch: the kit put on, the other team, a trouble of the game
 * (a slip in the mud, a missed kick, a big player), and a goal or a brave save, with the coach.
 */
const MATCH_DAY: Celebration = {
  words:
    /\b(?:football|soccer) (?:match|game)(?:es|s)?\b|\bbig match\b|\bmatch day\b|\bscor(?:e|es|ed|ing) (?:a|the|his|her|their|my|the winning) goal\b/i,
  name: 'the football match',
  wish: 'play in the football match',
  word: 'match',
  crowd: 'the coach',
  helpers: ['football coach'],
  home: 'park',
  ready: [
    'pulled on {their} team shirt with a big number on the back',
    'put on {their} shin pads and laced up {their} football boots',
    'practised kicking a ball against the garden wall',
  ],
  sights: [
    'two white goal posts with nets',
    'a big green pitch with white lines',
    'a line of orange cones',
    'a bench for the team',
    'a bag full of footballs',
  ],
  guests: [
    'the other team ran onto the pitch in blue shirts. They looked very big!',
    'the mums and dads lined up along the pitch with flags, and the whistle blew',
  ],
  troubles: [
    {
      event: 'Then {hero} ran for the ball, slipped and fell in the mud. Splat!',
      fix: 'The coach helped {them} up. {Hero} wiped {their} knees and ran back into the game.',
    },
    {
      event: 'Then {hero} swung {their} foot at the ball and missed it completely. Whoosh!',
      fix: 'The coach called, "Keep your eye on the ball!" Next time, {hero} kicked it straight.',
    },
    {
      event: 'Then the biggest player on the other team thundered towards the goal with the ball.',
      fix: '{Hero} raced back and tapped the ball away, just in time.',
    },
  ],
  high: [
    'Then the ball came to {hero}. {Hero} kicked it hard, right into the net. GOAL! The whole team cheered.',
    'Then the other team kicked the ball hard at the net. {Hero} dived and caught it. What a save! The whole team cheered.',
  ],
  highFor: [
    [/\bgoals?\b/, 'Then the ball came to {hero}. {Hero} kicked it hard, right into the net. GOAL! The whole team cheered.'],
  ],
  helperLine: [
    '{GuideIntro} blew the whistle and called the team together.',
    '{GuideIntro} gave everyone a high five before the game.',
  ],
  evening: [
    'That evening, {hero} fell asleep in {their} muddy team shirt, still smiling.',
    'At home that evening, {hero} told everyone about the match, again and again.',
  ],
};

const DISCO: Celebration = {
  words: /\b(?:school )?discos?\b/i,
  name: 'the disco',
  wish: 'dance at the disco',
  word: 'disco',
  crowd: 'the teacher',
  home: 'school',
  ready: ['put on something sparkly to wear', 'practised some funny dance moves', 'helped hang shiny streamers in the hall'],
  sights: [
    'a shiny disco ball',
    'coloured lights that flashed and spun',
    'streamers across the hall',
    'a big speaker booming music',
    'a table of crisps and juice',
  ],
  guests: ['the music started, and everyone rushed to dance', 'the big lights went down, and the coloured lights began to spin'],
  troubles: [
    {
      event: 'Then the music stopped with a squeak, right in the middle of a song.',
      fix: 'They clapped and sang the song themselves. Everyone joined in!',
    },
    {
      event: 'Then the shiny disco ball got stuck and would not spin.',
      fix: 'They gave it a push with a broom. Round it went, sparkling.',
    },
  ],
  huge: [
    {
      event: 'Then {hero} danced so tall that {their} head got tangled in the streamers!',
      fix: 'They pulled the streamers free. Everyone giggled, and the dancing went on.',
    },
    {
      event: 'Bonk! {Hero} bumped {their} head on the shiny disco ball, and it stopped spinning.',
      fix: 'They gave it a push. Round it went, sparkling even more.',
    },
  ],
  high: [
    'Then came the last song, and everyone danced together in a big circle.',
    'Everyone did the conga round the hall, and {hero} led the way!',
  ],
  evening: [
    'That night, {hero} was still humming the songs in bed.',
    'On the way home, {hero} was still doing little dance steps.',
  ],
};

const SCHOOL_PLAY: Celebration = {
  words: /\b(?:school|class|christmas) (?:play|show)\b/i,
  name: 'the school play',
  wish: 'be in the school play',
  word: 'school play',
  crowd: 'the teacher',
  home: 'school',
  ready: [
    'learned {their} lines by heart',
    'tried on {their} costume in front of the mirror',
    'helped paint a big tree for the stage',
  ],
  sights: [
    'a stage with red curtains',
    'rows of chairs for the mums and dads',
    'a rail of bright costumes',
    'a painted tree made of cardboard',
    'a paper moon hanging on a string',
  ],
  guests: ['the mums and dads came in and found their seats, whispering', 'the hall filled up, and the lights went down'],
  troubles: [
    {
      event: 'Then the curtain got stuck halfway and would not open.',
      fix: 'They tugged the rope. Swish! The curtain opened at last.',
    },
    {
      event: 'Then the cardboard tree wobbled and fell over with a bump.',
      fix: 'They stood it up and held it steady. Everyone laughed.',
    },
  ],
  high: [
    '{Hero} stepped onto the stage and said {their} lines, loud and clear. Everyone clapped!',
    'At the end, everyone came out to bow, and the clapping went on and on.',
  ],
  evening: [
    'That evening, {hero} was still wearing {their} costume at bedtime.',
    'At home, {hero} acted the whole play again for the family.',
  ],
};

const NATIVITY: Celebration = {
  words: /\bnativity(?: play)?\b/i,
  name: 'the nativity play',
  wish: 'be in the nativity play',
  word: 'nativity play',
  crowd: 'the teacher',
  home: 'school',
  ready: ['learned the words of the songs', 'tried on a costume made from a tea towel', 'helped cut out a big gold star'],
  sights: [
    'a big gold star on a stick',
    'a little wooden manger full of straw',
    'shepherds in tea towels',
    'angels with tinsel halos',
    'rows of chairs for the mums and dads',
  ],
  guests: ['the mums and dads came in and found their seats, whispering', 'the hall filled up, and the lights went down'],
  troubles: [
    {
      event: 'Then an angel’s tinsel halo slipped down over her eyes.',
      fix: 'They fixed it in place with a hair clip.',
    },
    {
      event: 'Then the big gold star fell off its stick.',
      fix: 'They stuck it on again with tape.',
    },
  ],
  high: [
    'Everyone sang Away in a Manger, and the star shone over the little manger.',
    '{Hero} said {their} lines, loud and clear, and all the mums and dads clapped.',
  ],
  evening: [
    'That evening, {hero} sang the songs all the way home.',
    'At bedtime, {hero} still had a bit of tinsel in {their} hair.',
  ],
};

const TALENT_SHOW: Celebration = {
  words: /\btalent (?:show|contest|night)s?\b/i,
  name: 'the talent show',
  wish: 'do {their} act at the talent show',
  word: 'talent show',
  crowd: 'the teacher',
  home: 'school',
  ready: [
    'practised {their} act again and again',
    'chose a song to sing on the stage',
    'made a bright sign with {their} name on it',
  ],
  sights: [
    'a big stage with a spotlight',
    'a microphone on a stand',
    'rows of chairs full of mums and dads',
    'a boy doing magic tricks',
    'a girl juggling three balls',
  ],
  guests: ['the hall filled up, and the first act came on to sing', 'the lights went down, and the talent show began'],
  troubles: [
    {
      event: 'Then the microphone gave a loud squeal, and everyone covered their ears.',
      fix: 'They turned it down a little. Now it worked just fine.',
    },
    {
      event: 'Then the spotlight flickered and went out.',
      fix: 'They shone a big torch on the stage instead.',
    },
  ],
  high: [
    'Then it was {heroS} turn. {Hero} did {their} act, and everyone clapped and cheered!',
    '{Hero} stepped into the spotlight and sang. The whole hall joined in with the last line!',
  ],
  evening: [
    'That evening, {hero} did {their} act again for the family at home.',
    'At bedtime, {hero} could still hear the clapping.',
  ],
};

/** Any other party ('a garden party', 'a tea party'): called as the idea calls it. */
const PARTY: Celebration = {
  words: /\b(?:party|parties|feast|celebrat\w*|festival)\b/i,
  name: 'the party',
  word: 'party',
  ready: ['hung up paper chains and bunting', 'helped make little sandwiches', 'blew up a big bag of balloons'],
  sights: [
    'balloons on strings',
    'a table full of party food',
    'paper chains',
    'a big jug of lemonade',
    'a basket of party hats',
  ],
  guests: ['the doorbell rang, and in came the guests, all smiles', 'the guests arrived, and the music started'],
  troubles: [
    { event: 'Then the big jug of lemonade tipped over.', fix: 'They mopped it up and made a fresh jug together.' },
    { event: 'Then the music stopped, right in the middle of a game.', fix: 'They sang the songs themselves, even louder.' },
  ],
  high: ['Everyone played party games, and there were prizes for all.', 'Then the music started, and everyone danced.'],
  evening: ['When the last guest had gone, there were crumbs everywhere and everyone was tired.'],
};

/** The celebration said as nobody's: 'the birthday party', 'Christmas', 'the wedding'. */
export const celebrationSaid = (celebration: Celebration) => celebration.name.replace(/^\{their\} /, 'the ');

/** Its name alone, as a title says it after someone's: 'birthday party', 'Christmas', 'wedding'. */
export const celebrationCalled = (celebration: Celebration) => celebrationSaid(celebration).replace(/^the /, '');

/** Things of a house: a party held on the beach has no doorbell, no ceiling for its balloons to float up to. */
const INDOORS = /\b(?:ceiling|doorbell|window|door|house|room)\b/;

/** The celebration as had outdoors: without its lines of a house, where it has others. */
export function heldOutdoors(celebration: Celebration): Celebration {
  const outdoor = <T>(lines: readonly T[], text: (line: T) => string) => {
    const kept = lines.filter((line) => !INDOORS.test(text(line)));
    return kept.length > 0 ? kept : lines;
  };
  return {
    ...celebration,
    guests: outdoor(celebration.guests, (line) => line),
    troubles: outdoor(celebration.troubles, (t) => `${t.event} ${t.fix}`),
    high: outdoor(celebration.high, (line) => line),
    evening: outdoor(celebration.evening, (line) => line),
  };
}

/** The most particular first: a surprise party before a birthday, a birthday before any party. */
const CELEBRATIONS: readonly Celebration[] = [
  SURPRISE,
  SLEEPOVER,
  BIRTHDAY,
  CHRISTMAS_EVE,
  CHRISTMAS,
  EID,
  DIWALI,
  HANUKKAH,
  NEW_YEAR,
  WEDDING,
  SPORTS_DAY,
  MATCH_DAY,
  DISCO,
  NATIVITY,
  SCHOOL_PLAY,
  TALENT_SHOW,
  PARTY,
];

/**
 * The celebration an idea names, if any. Any other party goes by the idea's own words for it ('a garden party':
 * 'the garden party').
 */
export function celebrationOf(text: string): Celebration | null {
  for (const celebration of CELEBRATIONS) {
    const said = celebration.words.exec(text)?.[0];
    if (!said) continue;
    if (celebration !== PARTY) return { ...celebration, said };
    // ('a garden party': still in the garden; only the name says it.)
    const kind = nlp(text).match('[#Noun] party', 0);
    return kind.found ? { ...PARTY, said, name: `the ${kind.text('normal')} party` } : { ...PARTY, said };
  }
  return null;
}
