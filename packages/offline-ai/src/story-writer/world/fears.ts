/**
 * What a child's fear is, fear by fear: how the feared thing shows up (the night comes and the shadows grow long),
 * how the hero keeps away from it, the helper's own trick or true word (count between the flash and the boom), a
 * small step, the brave deed itself (whooshed down the big slide) and what it was like after. The wish is the deed
 * ('go down the big slide'), never 'feel brave about' it.
 * Slots: {hero}, {Hero}, {they}, {their}, {them}, {inPlace}, {helper} and {Helper} (who helps: 'Mum', 'the fox'),
 * {hand} (a hand, a paw, a wing). A line may start with gates, kept only where they hold: [in] at home, [out] out of
 * doors, [child] a person, [!child], [hands], [wings], [!wings], [wheels] a train or a car, [who] (the helper is the one the fear is of: the
 * dentist at the dentist's), [!who], [still] a hero that stays where it is (a lighthouse, a tree), [!still].
 */
import type { SettingId } from '../../language/index.js';
import { gatesHold, type Gates } from '../template.js';
import type { Scenery } from './types.js';

export interface Fear {
  id: string;
  /** What the idea's fear is about: 'the dark', 'thunderstorms', 'going to the dentist'. */
  about: RegExp;
  /** Only for a hero of these kinds (a pirate's fear of water is of the sea); a row without is for anyone. */
  heroes?: readonly string[];
  /** The wish, as the deed: the first line whose gates hold. */
  wish: readonly string[];
  /** Words a paragraph on the fear keeps to ('slide'); the first is what tests look for. */
  words: readonly string[];
  /** Where a child faces it when the idea names nowhere. */
  home?: SettingId;
  /** The kind word of whoever does what is feared (the dentist): the helper there, if the story's guide is one. */
  who?: string;
  /** Kind words of who helps a child face it, when not the family: the dentist, the teacher. */
  helpers?: readonly string[];
  /** Done in front of others (a poem in assembly, a song at the concert): having to do it is stage nerves. */
  performed?: boolean;
  /** Where at school it is done (the hall's stage, the sports field): what is seen there, never the classroom's desks. */
  venue?: keyof typeof VENUES;
  /**
   * A visit the day is for (the dentist's, the doctor's) or what it is needed for (hair in the eyes): how the story
   * opens, so it never starts on 'But Noah had a secret' or the sun shining on the waiting room.
   */
  start?: readonly string[];
  /** The feared thing shows up. */
  comes: readonly string[];
  /** The hero keeps away from it. */
  hide: readonly string[];
  /** The helper's trick or true word. */
  trick: readonly string[];
  /** A small step towards it. */
  step: readonly string[];
  /** The brave deed itself. */
  deed: readonly string[];
  /** What it was like after. */
  after: readonly string[];
  /** Faced at bedtime, in a room of home: the story starts as the day ends, and the last page is the next morning. */
  bedtime?: boolean;
}

/**
 * The parts of a school where a fear is faced away from the classroom: a concert or a play in the hall, a race on the
 * field. ('Just then, Mum walked up by the big red curtain', never 'by a class guinea pig in its hutch'.)
 */
export const VENUES = {
  hall: {
    sights: [
      'rows of chairs for the mums and dads',
      'the big red curtain',
      'a piano by the stage',
      'a rail of bright costumes',
      'a big drum in the corner',
    ],
    senses: [
      'Chairs scraped as the hall filled up.',
      'Mums and dads chattered in their seats.',
      'The stage lights glowed warm and bright.',
    ],
    spots: ['under a chair in the hall', 'behind the big red curtain', 'by the piano', 'at the side of the stage'],
    dusk: ['The hall was quiet, and the chairs were stacked away.', 'The stage lights went off one by one.'],
  },
  field: {
    sights: [
      'a long white finishing line',
      'bright flags along the track',
      'a pile of sacks for the sack race',
      'a table of shiny stickers for the winners',
      'a bench at the side of the track',
    ],
    senses: ['A whistle blew across the field.', 'The grass smelled fresh and green.', 'Flags flapped in the breeze.'],
    spots: ['under the bench', 'in the long grass by the track', 'behind the pile of sacks'],
    dusk: ['The flags came down, and the field was quiet.', 'The last children walked home across the field.'],
  },
} as const satisfies Record<string, Pick<Scenery, 'sights' | 'senses' | 'spots' | 'dusk'>>;

/** A monster under the bed, looked for with a torch: socks and a teddy, no monster. */
const MONSTER_UNDER_BED: Fear = {
  id: 'monster',
  bedtime: true,
  about: /\b(?:monsters?|under (?:the|my|his|her|\{their\}) bed)\b/,
  wish: ['look under the bed'],
  words: ['bed', 'torch'],
  home: 'bedroom',
  comes: [
    'At bedtime, something went creak under the bed. Was it a monster?',
    'In the dark, a shadow moved by the bed. Was it a monster?',
  ],
  hide: ['{Hero} pulled the covers up to {their} nose and did not move.', '{Hero} jumped into bed and hid under the covers.'],
  trick: [
    '"Let’s shine a torch and look together," said {helper}.',
    '"Monsters live in stories," said {helper}. "Under your bed there are only socks."',
  ],
  step: [
    '{Hero} took the torch and peeped over the edge of the bed.',
    '{Hero} switched on the torch. Its light made a round, bright spot.',
  ],
  deed: [
    '{Hero} shone the torch under the bed. There was a lost sock, a book and a dusty teddy.',
    '{Hero} looked right under the bed with the torch. There was only a ball and a sock!',
  ],
  after: ['No monster at all! {Hero} laughed and snuggled down to sleep.', 'The creak was only the old floor. {Hero} giggled.'],
};

/** A monster in the wardrobe is looked for in the wardrobe: coats and a dressing-gown, no monster. */
const MONSTER_IN_WARDROBE: Fear = {
  ...MONSTER_UNDER_BED,
  id: 'wardrobe-monster',
  about: /\bmonsters? in (?:the|my|his|her|\{their\}) (?:wardrobe|cupboard|closet)\b/,
  wish: ['look in the wardrobe'],
  words: ['wardrobe', 'torch'],
  comes: [
    'At bedtime, the wardrobe door creaked open, just a crack. Was it a monster?',
    'In the dark, something shaggy hung in the wardrobe. Was it a monster?',
  ],
  trick: [MONSTER_UNDER_BED.trick[0]!, '"Monsters live in stories," said {helper}. "In your wardrobe there are only clothes."'],
  step: ['{Hero} took the torch and tiptoed to the wardrobe.', MONSTER_UNDER_BED.step[1]!],
  deed: [
    '{Hero} opened the wardrobe door wide. There was a fluffy dressing-gown on a hook!',
    '{Hero} shone the torch into the wardrobe. There were only coats and a pile of shoes!',
  ],
  after: [MONSTER_UNDER_BED.after[0]!, 'The creak was only the old door. {Hero} giggled.'],
};

const FEARS: readonly Fear[] = [
  {
    id: 'dark',
    bedtime: true,
    about: /\b(?:the dark|darkness|night ?time|the night)\b/,
    // (A lighthouse or an old tree afraid of the dark cannot go out into it: it keeps watch where it stands.)
    wish: [
      '[in] sleep with the big light off',
      '[wings] fly out into the night',
      '[still] keep watch all through the night',
      'go out in the dark',
    ],
    words: ['dark', 'night', 'moon', 'stars', 'light'],
    home: 'bedroom',
    comes: [
      '[in] At bedtime, the big light went off. The room went dark, and the shadows on the wall grew long.',
      '[in] Then night came. The room went dark, and the wardrobe looked like a giant.',
      '[out] Then the sun went down {inPlace}. The shadows grew long, and the sky turned dark.',
      '[out] Night came {inPlace}. Everything went dark and still.',
    ],
    hide: [
      '[in] {Hero} pulled the blanket over {their} head and hid.',
      '[in] {Hero} hid under the covers and called, "Leave the light on!"',
      '[out][!still][!sky] {Hero} curled up small in {their} nest and hid.',
      '[out][!still] {Hero} hurried home and would not peep out.',
      '[still] {Hero} shut {their} eyes tight and wished for the morning.',
      '[still] {Hero} shivered all over and wished the sun would come back.',
    ],
    trick: [
      '[in] {Helper} switched on a little night light. It glowed like a tiny moon.',
      '[in] "The dark is only the room having a rest," said {helper}. "Everything is still there."',
      '[out] "Look up," said {helper}. "The moon and the stars are night lights for everyone."',
      '[out] "At night, the moths and glow-worms come out to play," said {helper}.',
    ],
    step: [
      '[in] {Hero} peeped out from the blanket. The giant was only the wardrobe, and the chair was only a chair.',
      '[in] {Hero} looked round the dark room, one corner at a time. Everything was just the same.',
      '[out] {Hero} peeped out. The moon was shining, round and silver.',
      '[out] {Hero} listened to the night. Crickets were singing softly in the grass.',
    ],
    deed: [
      '[in] That night, {hero} snuggled down with the big light off.',
      '[in] "Big light off, please," said {hero}, and snuggled down in the dark.',
      '[wings] {Hero} spread {their} wings and flew out into the night.',
      '[out][!wings][!still] {Hero} crept out into the dark night, one step at a time.',
      '[still] {Hero} opened {their} eyes wide and kept watch over the dark night.',
      '[still] All night long, {hero} stood tall and looked out into the dark.',
    ],
    after: [
      '[in] The dark room was quiet and cosy. Soon {hero} was fast asleep.',
      '[in] The room was soft and dark, and {hero} drifted off to sleep.',
      '[out] The night was full of silver moonlight and soft, sleepy sounds.',
      '[out] Fireflies blinked, and the moon shone down on {hero}.',
    ],
  },
  {
    id: 'storm',
    about: /\b(?:thunder(?:storms?)?|storms?|lightning)\b/,
    wish: ['[in] watch the storm from the window', 'watch the storm'],
    words: ['storm', 'thunder', 'lightning'],
    home: 'home',
    comes: [
      'Then the sky turned grey. Far away, the thunder began to rumble.',
      'Big dark clouds rolled across the sky. Lightning flashed, and the sky went BOOM!',
      'Drip, drop, down came the rain. Then the sky rumbled, and lightning flashed.',
    ],
    hide: [
      '[in] {Hero} hid under the table with {their} eyes shut tight.',
      '[in] {Hero} hid behind the sofa and covered {their} ears.',
      '[out][!sky] {Hero} dived into {their} den and curled up in a tight ball.',
      '[out][!sky] {Hero} hid under a bush and covered {their} ears.',
      // (A cloud or a raindrop has no den and no bush: it shrinks away where it floats.)
      '[sky] {Hero} shrank into a tiny wisp behind the hills.',
      '[sky] {Hero} floated away to hide behind the mountain.',
    ],
    trick: [
      '"Let’s count from the flash to the boom," said {helper}. "A big number means the storm is far away."',
      '"Thunder is only the sound lightning makes," said {helper}. "It can’t get you in here."',
      '"The rain is a big drink for the flowers," said {helper}. "Let’s count the booms together."',
    ],
    step: [
      'Flash! "One, two, three, four," counted {hero}. BOOM! The storm was far away.',
      '{Hero} peeped out and counted: one, two, three, four, five... rumble!',
      'Flash! {Hero} counted, and each boom of the storm came later.',
    ],
    deed: [
      '[in] {Hero} watched the lightning from the window, counting each time.',
      '[in] {Hero} sat by the window and watched the storm, counting.',
      '[out][!sky] {Hero} sat in {their} den and watched the lightning, counting.',
      '[sky] {Hero} floated up high and watched the lightning, counting.',
      '[out] {Hero} watched the storm flash across the sky, counting.',
    ],
    after: [
      'Soon the storm rolled away, and everything sparkled with rain.',
      'The thunder grew quieter and quieter, and then a rainbow came out.',
    ],
  },
  // A pirate's fear of water is of the sea, faced by learning to swim in a cove off the ship, never in a swimming pool.
  {
    id: 'sea-swim',
    about: /\b(?:water|swimming|swim|the sea|the ocean|waves?)\b/,
    heroes: ['pirate', 'captain'],
    wish: ['swim in the sea'],
    words: ['sea', 'swim', 'water', 'cove'],
    home: 'island',
    helpers: ['parrot', 'captain'],
    comes: [
      'The ship dropped anchor in a quiet cove. The sea below was green and deep.',
      'One by one, the crew dived off the ship. Splash! The sea sparkled in the sun.',
    ],
    hide: [
      '{Hero} hid behind a barrel and would not look over the side.',
      '{Hero} held on tight to the mast. "Who needs to swim?" {they} muttered.',
    ],
    trick: [
      '"Even the bravest pirates learn to swim," said {helper}. "Start where it’s shallow."',
      '"Lie back like a starfish, and the sea will hold you up," said {helper}.',
    ],
    step: [
      '{Hero} paddled in the shallow water of the cove. Little fish tickled {their} toes.',
      '{Hero} lay back in the shallow water and floated like a starfish.',
    ],
    deed: [
      '{Hero} kicked {their} legs and swam across the cove, all the way to the ship!',
      '{Hero} took a deep breath and swam out to the big rock and back.',
    ],
    after: [
      '"Ahoy, swimmer!" shouted the crew. {Hero} grinned and waved from the waves.',
      '{Hero} climbed up the rope ladder, dripping and proud.',
    ],
  },
  // A duck or an otter shy of the water swims where it lives, off its own bank, not in a swimming pool.
  {
    id: 'wild-swim',
    about: /\b(?:water|swimming|swim|the pond|the river|the lake)\b/,
    heroes: ['duck', 'frog', 'otter', 'swan', 'goose', 'penguin', 'hippo', 'turtle', 'seal', 'beaver', 'polar bear'],
    wish: ['swim in the water'],
    words: ['water', 'swim', 'bank'],
    comes: [
      'The water was deep and dark, and it rippled in the wind.',
      'The others slid into the water, one after another. Splish, splosh!',
    ],
    hide: ['{Hero} stayed up on the bank and would not dip a toe in.', '{Hero} hid behind a rock and watched the others swim.'],
    trick: [
      '"Stay in the shallow bit by the bank," said {helper}. "You can touch the bottom there."',
      '"Paddle your feet, slow and steady," said {helper}. "The water will hold you up."',
    ],
    step: [
      '{Hero} paddled in the shallow water by the bank. It was cool and calm.',
      '{Hero} dipped in one foot, then the other. Splish!',
    ],
    deed: [
      '{Hero} pushed off from the bank and swam out. Paddle, paddle, paddle!',
      '{Hero} slid into the water and swam all the way across.',
    ],
    after: [
      '{Hero} bobbed on the ripples and laughed. It was fun!',
      'Round and round {hero} swam. {They} did not want to get out!',
    ],
  },
  {
    id: 'waves',
    about: /\b(?:the sea|the ocean|the seaside|waves?)\b/,
    wish: ['splash in the waves'],
    words: ['waves', 'sea', 'splash'],
    home: 'beach',
    comes: [
      'Whoosh! The waves rolled up the sand, big and foamy.',
      'The sea came rushing in, and the waves went crash on the sand.',
    ],
    hide: ['{Hero} ran back up the sand and hid behind a big rock.', '{Hero} sat far up the beach and would not go near.'],
    trick: [
      '"Let’s jump the little waves together," said {helper}. "We’ll hold hands."',
      '"The waves come and go, like the sea breathing," said {helper}. "In and out."',
      '"The little waves only want to tickle your toes," said {helper}.',
    ],
    step: [
      '{Hero} let a little wave tickle {their} toes. It was cold, and it fizzed!',
      '{Hero} let the foam wash over {their} feet.',
    ],
    deed: [
      '[hands] Holding hands, {hero} jumped over the waves, one, two, three!',
      '{Hero} ran into the sea and jumped each wave. Splash!',
    ],
    after: [
      'The waves were bubbly and fun. {Hero} laughed as each one came.',
      '{Hero} splashed and jumped until {their} tummy hurt from laughing.',
    ],
  },
  {
    id: 'water',
    about: /\b(?:water|swimming|swim|the pool|swimming pool|deep end)\b/,
    wish: ['jump into the pool'],
    words: ['water', 'pool', 'splash'],
    home: 'pool',
    comes: [
      'The water in the pool looked deep and blue. It splashed and sloshed.',
      'Children splashed and shouted in the pool. The water looked so deep.',
    ],
    hide: ['{Hero} sat on the edge and would not put a toe in.', '{Hero} hid behind the pile of big towels.'],
    trick: [
      '"Blow bubbles, like a fish," said {helper}. "Then the water can’t get up your nose."',
      '"Hold on to the side. I’m right here," said {helper}.',
      '[hands] "Armbands help you float," said {helper}, and blew them up, puff, puff.',
    ],
    step: [
      '{Hero} sat on the edge and kicked {their} feet. Splish, splash!',
      '{Hero} put {their} face in and blew bubbles. Blub, blub!',
    ],
    deed: [
      '[hands] Holding hands, {hero} jumped into the pool with a big splash!',
      '{Hero} jumped into the pool, splash! Then {they} bobbed right back up.',
    ],
    after: ['{Hero} kicked and floated like a little fish.', 'The water was cool and fun. {Hero} wanted to stay in all day!'],
  },
  {
    id: 'slide',
    about: /\bslides?\b/,
    wish: ['go down the big slide'],
    words: ['slide'],
    home: 'playground',
    comes: [
      'At the top of the ladder, the big slide looked very long.',
      'The big slide stood high above the playground, the tallest thing there.',
    ],
    hide: [
      '{Hero} climbed back down the ladder, one step at a time.',
      '{Hero} got halfway up the ladder, then climbed back down.',
    ],
    trick: [
      '"Sit down first and hold the sides," said {helper}. "Then let go when you’re ready."',
      '"I’ll wait for you at the bottom," said {helper}. "I’ll catch you."',
    ],
    step: ['{Hero} went down the little slide first. Whee!', '{Hero} climbed up and sat at the top, holding on tight.'],
    deed: ['{Hero} let go and whooshed down the big slide!', 'Whoosh! Down the big slide went {hero}, all the way down!'],
    after: [
      '{Hero} landed at the bottom with a bump and laughed. "Again!"',
      'It was so fast and so fun! {Hero} ran straight back to the ladder.',
    ],
  },
  {
    // A little train's tunnel is on its own line; a child's is the crawl tunnel at the playground.
    id: 'tunnels',
    about: /\btunnels?\b/,
    wish: ['[wheels] go through the long dark tunnel', '[child] crawl through the play tunnel', 'go through the dark tunnel'],
    words: ['tunnel'],
    home: 'playground',
    comes: [
      '[wheels] Round the bend, the track ran into the hill. There was the tunnel, like a big black mouth.',
      '[wheels] Ahead, the line went into a long dark tunnel. {Hero} could not see the other end.',
      '[child] At the playground, there was a long, twisty tunnel. Inside, it was dark.',
      '[!wheels][!child] There was the tunnel, long and dark. {Hero} could not see the other end.',
    ],
    hide: [
      '[wheels] {Hero} stopped right at the mouth of the tunnel, brakes squeaking.',
      '[wheels] {Hero} rolled back, and back, away from the dark.',
      '[!wheels] {Hero} peeped in, then stepped back out into the sun.',
    ],
    trick: [
      '[wheels] "Switch on your lamp," said {helper}. "And toot as you go in. The tunnel will toot back!"',
      '"Look for the little light at the other end," said {helper}. "Just go towards it."',
      '[!wheels] "I’ll be right behind you," said {helper}. "And I’ll count to ten."',
    ],
    step: [
      '[wheels] {Hero} switched on {their} lamp. It made a warm yellow circle on the track.',
      '{Hero} went in just a little way. Then a little more.',
    ],
    deed: [
      '[wheels] Toot, toot! Into the tunnel went {hero}, all the way through!',
      '[wheels] {Hero} rolled into the dark, and out the other side into the sunshine!',
      '[!wheels] {Hero} took a deep breath and went all the way through the tunnel!',
    ],
    after: [
      'At the other end, the sun was shining. "That was not so dark after all!" laughed {hero}.',
      '"Again!" said {hero}. The tunnel was only a short dark bit, with light at the end.',
    ],
  },
  {
    id: 'heights',
    about: /\b(?:heights?|high up|climbing|climb|up high)\b/,
    wish: ['[child] climb to the top of the climbing frame', 'climb to the top of the tall tree'],
    words: ['top', 'climb'],
    home: 'playground',
    comes: [
      '[child] The climbing frame went up and up. The top looked so far away.',
      '[!child] The tall tree went up and up. The top branch looked so far away.',
    ],
    hide: [
      '{Hero} climbed a little way, looked down, and climbed back down.',
      '{Hero} stayed at the bottom and pretended not to care.',
    ],
    trick: [
      '"Look up, not down," said {helper}. "And hold on tight with both {hand}s."',
      '"One step at a time," said {helper}. "I’ll be right below you."',
    ],
    step: [
      '{Hero} climbed to the first step and held on tight. That was not so high!',
      '{Hero} climbed up to the middle and stopped for a rest.',
    ],
    deed: [
      '[child] Up, up went {hero}, right to the top of the climbing frame!',
      '[!child] Up, up went {hero}, right to the top of the tall tree!',
    ],
    after: [
      'From the top, {hero} could see far away. "I’m as tall as a giraffe!"',
      'The wind blew softly at the top. {Hero} waved down at {helper}.',
    ],
  },
  {
    id: 'dentist',
    about: /\b(?:dentists?|teeth)\b/,
    wish: ['open wide for the dentist'],
    words: ['dentist', 'teeth', 'chair'],
    home: 'dentist',
    who: 'dentist',
    helpers: ['dentist'],
    start: [
      'Today was {heroS} check-up at the dentist’s.',
      '{Hero} brushed {their} teeth extra hard, for today was dentist day.',
    ],
    comes: [
      'Through the door, a big chair went up, up, up. A bright light shone down.',
      'The waiting room smelled of mint. Something behind the door went whirr!',
    ],
    hide: ['{Hero} shut {their} mouth tight and shook {their} head.', '{Hero} hid behind the door of the waiting room.'],
    trick: [
      '[who] "I’ll only count your teeth with my little mirror," said {helper}.',
      '[who] "This chair goes up and down like a ride," said {helper}. "Want a go?"',
      '[!who] "The dentist only counts your teeth with a little mirror," said {helper}.',
    ],
    step: [
      '{Hero} climbed into the big chair. It went up, up, up, like a ride!',
      '{Hero} held the little mirror and looked at it. It was tiny and shiny.',
    ],
    deed: [
      '{Hero} opened wide, and the dentist counted every tooth. Twenty shiny teeth!',
      '{Hero} opened wide as a lion. The dentist looked at every tooth.',
    ],
    after: [
      '"All clean and strong!" said the dentist. {Hero} got a shiny sticker.',
      '{Hero} got a new toothbrush and a "Brave Smile" sticker.',
    ],
  },
  {
    id: 'injection',
    about: /\b(?:injections?|jabs?|needles?|vaccinations?|blood test)\b/,
    wish: ['have {their} injection'],
    words: ['injection', 'arm', 'plaster'],
    home: 'hospital',
    helpers: ['doctor', 'nurse'],
    start: [
      'Today {hero} was going to the doctor’s for an injection.',
      'It was time for {heroS} injection, to help keep {them} well.',
    ],
    comes: ['The nurse came in with a tray and a tiny needle.', '"It’s time for your injection," said the nurse with a smile.'],
    hide: ['{Hero} hid {their} arm behind {their} back.', '{Hero} hid behind the curtain and would not come out.'],
    trick: [
      '"It feels like a tiny pinch," said {helper}. "Squeeze my hand and count to three."',
      '"The medicine helps your body fight off germs," said {helper}.',
    ],
    step: [
      '{Hero} sat on the big chair and rolled up {their} sleeve.',
      '{Hero} looked at the pictures on the wall and breathed slowly.',
    ],
    deed: [
      '{Hero} held out {their} arm. One, two, three, pinch! It was all over.',
      '{Hero} squeezed {helper}’s hand. One, two, three, and the injection was done!',
    ],
    after: [
      '{Hero} got a plaster with stars on it. It hardly hurt at all!',
      'The nurse gave {hero} a sticker that said "Super Brave".',
    ],
  },
  {
    id: 'doctor',
    about: /\b(?:doctors?|the hospital|check.?ups?)\b/,
    wish: ['see the doctor'],
    words: ['doctor', 'heart', 'stethoscope'],
    home: 'hospital',
    who: 'doctor',
    helpers: ['doctor'],
    start: ['Today {hero} was going to the doctor’s for a check-up.', 'It was time for {heroS} check-up at the doctor’s.'],
    comes: [
      'Through the door was a high bed and a box of shiny tools.',
      '"Next, please!" someone called. The room behind the door smelled clean and new.',
    ],
    hide: ['{Hero} hid behind the curtain and would not come out.', '{Hero} sat in the waiting room and hid {their} face.'],
    trick: [
      '[who] "This is a stethoscope. It lets me hear your heart," said {helper}. "Want to listen?"',
      '[!who] "The doctor only wants to help you stay well," said {helper}.',
      '"Let’s check your teddy first," said {helper}. "Thump, thump!"',
    ],
    step: [
      '{Hero} listened through the stethoscope. Thump, thump went a heart!',
      '{Hero} sat up on the big bed. The paper on it went crinkle, crinkle.',
    ],
    deed: [
      '{Hero} sat still while the doctor listened to {their} heart.',
      '{Hero} said "Aah!" The doctor looked down {their} throat with a little light.',
    ],
    after: [
      '"Strong and healthy!" said the doctor, and {hero} got a sticker.',
      '{Hero} skipped out of the doctor’s room with a big smile.',
    ],
  },
  {
    id: 'dogs',
    about: /\b(?:dogs?|puppies|puppy)\b/,
    wish: ['stroke a dog'],
    words: ['dog'],
    home: 'park',
    comes: ['Then a big dog came bounding up, wagging its tail. WOOF!', 'A fluffy dog ran across {place}, barking. Woof, woof!'],
    hide: ['{Hero} jumped behind a bench and held {their} breath.', '{Hero} froze and hid {their} face.'],
    trick: [
      '"Let the dog sniff your {hand} first," said {helper}. "That’s how dogs say hello."',
      '"A wagging tail means a happy dog," said {helper}. "Stand still and let it come."',
    ],
    step: [
      '{Hero} held out {their} {hand}. The dog sniffed it with a cold, wet nose!',
      '{Hero} stood still, and the dog sat down and wagged its tail.',
    ],
    deed: [
      '{Hero} stroked the dog’s soft ears, very gently.',
      '{Hero} reached out and stroked the dog’s fluffy back. It was so soft!',
    ],
    after: ['The dog rolled over for a tummy rub. {Hero} laughed and laughed.', 'The dog licked {heroS} {hand}. It tickled!'],
  },
  // Stage nerves and their kin, each told by its own deed, where it is done: before 'stage', which would take
  // 'dance on the stage' for lines in a play, and before 'school', which would take a school concert for a first day.
  // (Shy at the school disco: dancing where everyone can see, with no stage and no steps to learn.)
  {
    id: 'disco',
    performed: true,
    about: /\b(?:(?:school |class )?disco|school dance|dance party)\b/,
    wish: ['dance at the disco'],
    words: ['disco', 'dance', 'music', 'lights'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was the night of the school disco. Coloured lights spun round the hall.',
      'The music was loud, and a shiny disco ball turned round and round.',
    ],
    hide: [
      '{Hero} stood by the wall, very still. "What if everyone looks at me?" {they} whispered.',
      '{Hero} hid behind the snack table. {Their} feet would not move.',
    ],
    trick: [
      '"Nobody is watching," said {helper}. "Everyone is too busy having fun."',
      '"Just tap one foot to the music," said {helper}. "Then the other one."',
    ],
    step: ['{Hero} tapped one foot, then the other. Tap, tap, tap!', '{Hero} wiggled to the music, just a little, by the wall.'],
    deed: [
      'Then the music got louder, and {hero} danced right into the middle of the hall!',
      '{Hero} joined the conga line, round and round the hall.',
    ],
    after: [
      '{Hero} danced until the very last song. It was the best disco ever!',
      'When the music stopped, {hero} was out of breath and grinning from ear to ear.',
    ],
  },
  {
    id: 'dance-show',
    performed: true,
    about:
      /\b(?:dance (?:shows?|recitals?|displays?|performances?|competitions?)|ballet (?:shows?|recitals?)|danc(?:e|ing) (?:in|on|at) (?:the|a|{their}) (?:\w+ )?(?:show|stage))\b/,
    wish: ['dance in the show'],
    words: ['dance', 'show', 'stage', 'music'],
    home: 'theatre',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was the night of the show. Bright lights shone on the stage.',
      'The dancers waited in the wings. Out front, the seats were filling up.',
    ],
    hide: [
      '{Hero} stood very still in the wings. "What if I forget the steps?" {they} whispered.',
      '{Hero} hid behind the big red curtain. {Their} legs felt like jelly.',
    ],
    trick: [
      '"Listen to the music," said {helper}. "It will tell your feet what to do."',
      '"Point your toes and smile," said {helper}. "The steps are in your feet already."',
    ],
    step: [
      '{Hero} did the first steps, very small, in the wings. Step, step, twirl!',
      '{Hero} tapped {their} toes to the music. One, two, three, one, two, three.',
    ],
    deed: [
      'The music began. {Hero} danced out into the light, step by step.',
      '{Hero} twirled and skipped across the stage, right in time with the music.',
    ],
    after: [
      'The music stopped. {Hero} curtsied, and the seats rang with claps.',
      'Someone threw a flower on the stage. {Hero} had danced the whole dance!',
    ],
  },
  {
    id: 'spelling',
    about: /\b(?:spelling (?:bees?|tests?|contests?)|spellings)\b/,
    wish: ['spell {their} word in the spelling bee'],
    words: ['spell', 'word', 'letters'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'The spelling bee began. One by one, the children stood up to spell.',
      'The hall went quiet. A big card on the wall said SPELLING BEE.',
    ],
    hide: [
      '{Hero} slid down in {their} seat. "What if I spell it wrong?" {they} whispered.',
      '{Hero} looked at the floor. All the letters had jumbled up in {their} head.',
    ],
    trick: [
      '"Say each letter slowly, like steps on a path," said {helper}.',
      '"Picture the word in your head first," said {helper}. "Then read it off, letter by letter."',
    ],
    step: [
      '{Hero} wrote a word in the air with one finger. C-A-T, cat!',
      '{Hero} spelled a word to {helper} in a whisper. Every letter was right.',
    ],
    deed: [
      'It was {heroS} turn. "F-R-O-G, frog!" {they} said, loud and clear.',
      '{Hero} stood up and spelled the long word, one letter at a time.',
    ],
    after: [
      '"Every letter right!" said the teacher. {Hero} sat down with a big grin.',
      '{Hero} got a gold star for spelling, and a gold star for trying.',
    ],
  },
  {
    id: 'race',
    about: /\b(?:sports? days?|sports? races?|races?|racing|running race|egg and spoon|sack race|relay)\b/,
    wish: ['run in the race'],
    words: ['race', 'run', 'finish'],
    home: 'school',
    venue: 'field',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was sports day. Flags flapped round the field, and a whistle blew.',
      'The children lined up for the race. The finish line looked so far away.',
    ],
    hide: [
      '{Hero} sat down on the grass. "What if I come last?" {they} whispered.',
      '{Hero} hid at the back of the line and tied {their} laces again and again.',
    ],
    trick: [
      '"It’s not about winning. It’s about trying your best," said {helper}.',
      '"Just run to me," said {helper}. "I’ll be waiting at the finish line."',
    ],
    step: [
      '{Hero} walked to the start line and got ready, one foot in front.',
      '{Hero} did a little jog on the spot. {Their} legs felt strong and springy.',
    ],
    deed: [
      '"Ready, steady, go!" {Hero} ran and ran, all the way to the finish.',
      'The whistle blew. {Hero} ran as fast as {they} could and crossed the line.',
    ],
    after: [
      '{Hero} got a shiny sticker for running the race. What a day!',
      'Everyone cheered at the finish, and {hero} cheered for the others too.',
    ],
  },
  {
    id: 'show-and-tell',
    performed: true,
    about: /\bshow(?: and |-and-| ’n’ | n )tell\b/,
    wish: ['show {their} treasure to the class'],
    words: ['class', 'treasure', 'show'],
    home: 'school',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was show-and-tell time. The class sat in a ring on the carpet.',
      'One by one, the children stood up with their treasures. Soon it would be {heroS} turn.',
    ],
    hide: [
      '{Hero} hid {their} treasure behind {their} back. "I don’t know what to say," {they} whispered.',
      '{Hero} held {their} box tight and looked at the carpet.',
    ],
    trick: [
      '"Just tell us one thing you love about it," said {helper}.',
      '"Pretend you are showing it to me at home," said {helper}.',
    ],
    step: [
      '{Hero} opened the box a tiny crack. A friend leaned in to peep.',
      '{Hero} told {helper} about {their} treasure in a whisper. It was easy!',
    ],
    deed: [
      '{Hero} stood up, held up {their} shiny shell and told the class all about it.',
      '{Hero} showed the class {their} old teddy. "His name is Button," {they} said.',
    ],
    after: [
      'The class had lots of questions. {Hero} answered every one.',
      'Everyone wanted a closer look. {Hero} felt ten feet tall.',
    ],
  },
  // A speech is given in its own words, from cards, never read as a poem.
  {
    id: 'speech',
    performed: true,
    about: /\b(?:speech|speeches|talk to the (?:class|school))\b/,
    wish: ['give {their} speech'],
    words: ['speech', 'words', 'cards'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'The whole school sat in rows in the hall. Soon it would be {heroS} turn to give {their} speech.',
      'The teacher smiled at {hero}. "Will you give us your speech now?"',
    ],
    hide: [
      '{Hero} held {their} speech cards so tight they crinkled. "My voice will go wobbly," {they} whispered.',
      '{Hero} hid {their} speech cards behind {their} back and looked at the floor.',
    ],
    trick: [
      '"Say it to the back wall, as if it was a friend," said {helper}.',
      '"Look at one card at a time, and take your time," said {helper}.',
    ],
    step: [
      '{Hero} said the first words of {their} speech under {their} breath. They were all there.',
      '{Hero} walked to the front and held {their} cards with both hands.',
    ],
    deed: [
      '{Hero} gave {their} speech, slow and clear, right to the very last word.',
      '{Hero} stood up straight and began {their} speech. Every word rang out.',
    ],
    after: [
      'When {hero} looked up, everyone was smiling. Then they all clapped.',
      '"What a wonderful speech!" said the teacher. {Hero} went pink and proud.',
    ],
  },
  {
    id: 'reading-aloud',
    performed: true,
    about:
      /\b(?:assembly|assemblies|poems?|(?:read|reading|talking|speaking) (?:(?:out )?loud|aloud|in front of|to the (?:class|school))|in front of (?:the|{their}|everyone))\b/,
    wish: ['read {their} poem aloud'],
    words: ['poem', 'read', 'words'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'The whole school sat in rows in the hall. Soon it would be {heroS} turn to read.',
      'The teacher smiled at {hero}. "Will you read us your poem now?"',
    ],
    hide: [
      '{Hero} held the paper so tight it crinkled. "My voice will go wobbly," {they} whispered.',
      '{Hero} hid {their} poem under {their} jumper and looked at the floor.',
    ],
    trick: [
      '"Put your finger under each word as you go," said {helper}. "Nice and slow."',
      '"Read it to the back wall, as if it was a friend," said {helper}.',
    ],
    step: [
      '{Hero} read the first line under {their} breath. The words were all there.',
      '{Hero} stood up and held the paper with both hands.',
    ],
    deed: [
      '{Hero} read {their} poem aloud, slow and clear, to the very last word.',
      '{Hero} took a deep breath and read the poem. Every word rang out.',
    ],
    after: [
      'When {hero} looked up, everyone was smiling. Then they all clapped.',
      '"What a lovely poem!" said the teacher. {Hero} went pink and proud.',
    ],
  },
  // A solo is a song sung alone, in front of the choir: no thing to see or hold.
  {
    id: 'solo',
    performed: true,
    about: /\bsolos?\b/,
    wish: ['sing {their} solo'],
    words: ['solo', 'sing', 'song'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was the day of the concert. Soon {hero} would sing a song all alone.',
      'The choir lined up on the stage. In the middle of the song, {hero} had to sing by {them}self.',
    ],
    hide: [
      '{Hero} stood at the very back of the choir. "What if my voice goes wobbly?" {they} whispered.',
      '{Hero} hid behind the piano. "I can’t sing all alone," {they} whispered.',
    ],
    trick: [
      '"Sing it just to me, like you do at home," said {helper}.',
      '"Breathe in, right down to your tummy," said {helper}. "Then let the song float out."',
    ],
    step: [
      '{Hero} hummed {their} song very softly. Every note was still there.',
      '{Hero} sang the first line in a whisper. It sounded just right.',
    ],
    deed: [
      'The choir went quiet. {Hero} stepped forward and sang {their} solo, loud and clear.',
      'The piano played {their} tune. {Hero} sang the song all alone, every note.',
    ],
    after: [
      'The last note floated away. Then the whole hall cheered.',
      'The choir joined in for the last line, and everyone clapped.',
    ],
  },
  {
    id: 'concert',
    performed: true,
    about: /\b(?:concerts?|choirs?|carol (?:concerts?|services?)|carols|sing(?:ing)?|solo|songs?)\b/,
    wish: ['sing in the concert'],
    words: ['sing', 'song', 'concert', 'choir'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was the day of the concert. The hall was full of mums, dads and grans.',
      'The choir lined up on the stage. Rows and rows of faces looked up at them.',
    ],
    hide: [
      '{Hero} stood at the very back of the choir. {Their} voice had gone tiny.',
      '{Hero} hid behind the piano. "What if no sound comes out?" {they} whispered.',
    ],
    trick: [
      '"Sing to the clock on the back wall," said {helper}. "Just to the clock."',
      '"Breathe in, right down to your tummy," said {helper}. "Then let the song float out."',
    ],
    step: [
      '{Hero} hummed the first line very softly. The tune was still there.',
      '{Hero} stood in the row and held hands with the singer next to {them}.',
    ],
    deed: [
      'The piano began. {Hero} sang every word, loud and clear.',
      '{Hero} stepped forward and sang {their} song. It rang round the hall.',
    ],
    after: ['The last note floated away. Then the whole hall cheered.', 'Everyone clapped, and the choir took a bow together.'],
  },
  {
    id: 'recital',
    performed: true,
    about:
      /\b(?:recitals?|pianos?|violins?|recorders?|cellos?|guitars?|flutes?|music exams?|(?:play|playing) (?:my|{their}|a|the) (?:piece|tune))\b/,
    wish: ['play {their} piece in the recital'],
    words: ['piece', 'recital', 'music', 'notes'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was the day of the recital. Rows of chairs faced a little stage.',
      'One by one, the children played their pieces. Soon it would be {heroS} turn.',
    ],
    hide: [
      '{Hero} sat on {their} hands. "What if I play a wrong note?" {they} whispered.',
      '{Hero} hid by the door. {Their} fingers felt cold and stiff.',
    ],
    trick: [
      '"If you play a wrong note, just keep going," said {helper}. "Nobody will mind."',
      '"Play it just for me, like at home," said {helper}.',
    ],
    step: [
      '{Hero} played the first notes on {their} knee. {Their} fingers knew the way.',
      '{Hero} walked to the front and sat down, feet flat, ready to play.',
    ],
    deed: [
      '{Hero} played {their} piece from start to end, note by note.',
      '{Hero} played slow and steady. The music filled the room.',
    ],
    after: [
      'The last note rang out. Then the room burst into claps.',
      '{Hero} stood up and bowed, and Grandma waved from the second row.',
    ],
  },
  {
    id: 'show',
    performed: true,
    about: /\b(?:talent shows?|the show|a show|{their} show|shows|performing|perform|performances?)\b/,
    wish: ['do {their} act in the show'],
    words: ['show', 'stage', 'act'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was the night of the show. A bright light shone on the empty stage.',
      'Act after act went on the stage. Soon it would be {heroS} turn.',
    ],
    hide: [
      '{Hero} waited at the side of the stage. {Their} knees were knocking.',
      '{Hero} hid behind a big box of props. "I can’t go on," {they} whispered.',
    ],
    trick: [
      '"Everyone gets butterflies," said {helper}. "They mean you care."',
      '"Do it just like you did in the kitchen," said {helper}. "We loved it."',
    ],
    step: [
      '{Hero} did {their} act once more, tiny and quiet, behind the curtain.',
      '{Hero} peeped out at the crowd. A friend gave {them} a thumbs up.',
    ],
    deed: [
      '{Hero} walked into the bright light and did {their} act from start to end.',
      'The music started. {Hero} did {their} act, and it went just right!',
    ],
    after: ['The crowd whooped and cheered. {Hero} waved from the stage.', '{Hero} bowed, and the clapping went on and on.'],
  },
  {
    id: 'stage',
    performed: true,
    // ('nervous about the school play': stage nerves, never a first day at school.)
    about: /\b(?:(?:school|class|christmas|nativity) play|the play|plays|nativity|on stage|the stage)\b/,
    wish: ['say {their} lines in the play'],
    words: ['stage', 'play', 'lines', 'curtain'],
    home: 'school',
    venue: 'hall',
    helpers: ['mum', 'dad', 'teacher'],
    comes: [
      'It was the day of the play. The hall was full of chairs, and the curtain was shut.',
      'Behind the curtain, {hero} could hear the hall filling up. Chatter, chatter!',
    ],
    hide: [
      '{Hero} had butterflies in {their} tummy. "I will forget my lines," {they} whispered.',
      '{Hero} hid behind the curtain. {Their} tummy was full of butterflies.',
    ],
    trick: [
      '"Wiggle your fingers and shake the butterflies out," said {helper}. Wiggle, wiggle!',
      '"Find my face in the hall, and say your lines just to me," said {helper}.',
    ],
    step: [
      '{Hero} said {their} lines once more, very softly. {They} knew every word.',
      '{Hero} peeped round the curtain. A friendly face smiled back from the front row.',
    ],
    deed: [
      '{Hero} stepped out on the stage and said {their} lines, loud and clear.',
      'The curtain opened. {Hero} walked on the stage and said every line.',
    ],
    after: [
      'Everyone clapped and clapped. {Hero} took a big bow.',
      'At the end, the whole hall cheered. {Hero} bowed with a big grin.',
    ],
  },
  {
    id: 'school',
    about: /\b(?:school|nursery|class(?:room)?|playgroup|kindergarten|preschool)\b/,
    wish: ['go into the classroom'],
    words: ['classroom', 'school', 'peg'],
    home: 'school',
    helpers: ['teacher'],
    start: [
      '{HeroS} new school bag was packed and waiting by the door.',
      'Today was {heroS} very first day at school.',
      '[child] {Hero} put on {their} new school jumper. It was a bit too big.',
    ],
    comes: [
      'The school door was big. The classroom was full of children {hero} did not know.',
      'The bell rang. Children ran past with big bags, and the classroom was so noisy.',
    ],
    hide: ['{Hero} held on tight to the gate and would not let go.', '{Hero} hid behind the coats and did not want to go in.'],
    trick: [
      '"Everyone is new on the first day," said {helper}. "Let’s find your peg."',
      '"There’s a peg with your name on it," said {helper}. "It’s been waiting for you."',
    ],
    step: [
      '{Hero} found a peg with {their} name and hung up {their} coat.',
      '{Hero} peeped into the classroom. There was a sand tray and a red paint pot.',
    ],
    deed: [
      '{Hero} waved goodbye and walked into the classroom all alone.',
      '{Hero} walked into the classroom and sat down at the painting table.',
    ],
    after: [
      'At home time, {hero} ran out with a painting. "Can I come back tomorrow?"',
      'By lunchtime, {hero} had a new friend and a rainbow painting.',
    ],
  },
  {
    id: 'fireworks',
    about: /\b(?:fireworks?|loud noises?|loud bangs?|bangs|noises)\b/,
    wish: ['watch the fireworks'],
    words: ['fireworks', 'bang'],
    home: 'garden',
    comes: ['BANG! WHIZZ! The first fireworks burst over {place}.', 'When it got dark, the fireworks began. Bang! Crackle! Pop!'],
    hide: ['{Hero} covered {their} ears and hid {their} face.', '{Hero} ran inside and hid under a blanket.'],
    trick: [
      '"Let’s wear cosy ear muffs," said {helper}. "Then the bangs sound small."',
      '"Fireworks are loud, but they are far up in the sky," said {helper}.',
    ],
    step: [
      '{Hero} peeped out. Up in the sky, a red star burst into sparkles.',
      '{Hero} held {their} ears and counted the bangs. They were not so loud now.',
    ],
    deed: [
      '{Hero} watched the fireworks, big and bright, with {their} ears all cosy.',
      'Whizz! Pop! {Hero} watched every firework, pointing at the colours.',
    ],
    after: [
      'Gold and green sparkles fell like rain. "Ooh!" said {hero}.',
      'The sky was full of silver stars that fizzed and popped.',
    ],
  },
  {
    id: 'hair',
    // ('having her hair washed' is read as 'having {their} hair'.)
    about: /\b(?:hair ?wash(?:ing|es)?|(?:hair|head) washed|washing (?:my |his |her |\{their\} )?hair|having \{their\} hair$)/,
    wish: ['have {their} hair washed'],
    words: ['hair', 'bubbles'],
    home: 'bathroom',
    comes: [
      'Then it was hair-washing time. The jug was full of warm water.',
      'The shampoo bottle came out. Squirt! Time to wash hair.',
    ],
    hide: ['{Hero} ran off and hid behind the door.', '{Hero} put {their} hands over {their} hair and shook {their} head.'],
    trick: [
      '"Tip your head back and look up at the ceiling," said {helper}. "Then no water gets in your eyes."',
      '"Let’s make your hair into a bubble crown," said {helper}.',
    ],
    step: [
      '{Hero} held a dry flannel over {their} eyes, just in case.',
      '{Hero} tipped {their} head back and looked at the ceiling.',
    ],
    deed: [
      '{Hero} tipped {their} head back for the rinse. Not one drop got in!',
      '{Hero} looked up while {helper} washed {their} hair, all bubbly.',
    ],
    after: ['{Hero} came out warm and clean, wrapped in a fluffy towel.', '{HeroS} hair was soft and smelled of apples.'],
  },
  {
    id: 'hoover',
    about: /\b(?:hoovers?|vacuum(?: cleaners?)?|hairdryers?|hair dryers?|blenders?|washing machines?)\b/,
    wish: ['[child] push the hoover', 'stay in the room with the hoover'],
    words: ['hoover', 'vroom'],
    home: 'home',
    comes: [
      'Then the hoover came out of the cupboard. VROOOM! It roared across the carpet.',
      'Click went the switch. The hoover roared into life and gobbled the crumbs.',
    ],
    hide: ['{Hero} shot under the sofa and stayed there.', '{Hero} ran upstairs and hid under the bed.'],
    trick: [
      '"It only eats dust and crumbs," said {helper}. "Never little ones like you."',
      '"Let’s give it a name," said {helper}. "How about Mr Roar?"',
    ],
    step: [
      '{Hero} peeped out and watched the hoover go round the room.',
      '{Hero} sniffed the hoover while it was switched off. It was only a machine.',
    ],
    deed: [
      '[child] {Hero} held the handle and pushed the hoover along. Vroom, vroom!',
      '[!child] {Hero} sat on the rug while the hoover hummed past. It tickled {their} whiskers!',
      '[!child] {Hero} stayed on the cushion while the hoover went by. Vroom!',
    ],
    after: [
      'The carpet was clean, and {hero} was not scared one bit.',
      '"Goodbye, Mr Roar!" said {hero}, as the hoover went back in the cupboard.',
    ],
  },
  {
    id: 'bath',
    about: /\b(?:bath ?time|baths?|bathtub|the plughole)\b/,
    wish: ['get in the bath'],
    words: ['bath', 'bubbles'],
    home: 'bathroom',
    comes: [
      'The bath filled up with bubbles, and the water gurgled and glugged.',
      'Then it was bath time. The water swirled and the plughole went glug.',
    ],
    hide: ['{Hero} ran off and hid behind the door.', '{Hero} hid under the towel and would not come out.'],
    trick: [
      '"The plughole is far too small for you," said {helper}. "Only water fits down there."',
      '"Let’s make you a bubble beard," said {helper}.',
    ],
    step: ['{Hero} put one toe in. The water was warm!', '{Hero} patted the bubbles. They tickled!'],
    deed: [
      '{Hero} climbed into the bath and splashed the bubbles all around.',
      '{Hero} got in the bath and sailed a boat on the bubbles.',
    ],
    after: ['{Hero} came out warm and clean, wrapped in a fluffy towel.', '{Hero} had a bubble beard like a grandpa!'],
  },
  {
    id: 'haircut',
    about: /\b(?:haircuts?|hair ?cut|barbers?|hairdressers?)\b/,
    wish: ['have {their} hair cut'],
    words: ['hair', 'scissors'],
    home: 'home',
    start: [
      '{HeroS} hair had grown so long that it tickled {their} nose.',
      '{Hero} could hardly see for hair! It was time for a haircut.',
    ],
    comes: [
      'Snip, snip went the scissors. Bits of hair fell to the floor.',
      'The scissors came out, long and shiny. Snip, snip!',
    ],
    hide: ['{Hero} hid under the table and held {their} hair.', '{Hero} ran off and hid behind the curtains.'],
    trick: [
      '"Hair doesn’t feel the scissors, just like your nails," said {helper}.',
      '"You can wear a cape, like a superhero," said {helper}.',
    ],
    step: ['{Hero} sat on the chair in a cape, like a superhero.', '{Hero} sat on the chair and let {helper} comb {their} hair.'],
    deed: [
      'Snip, snip! {Hero} sat very still while {helper} cut {their} hair.',
      '{Hero} held still, and snip, snip, {helper} cut {their} hair.',
    ],
    after: [
      '{Hero} looked in the mirror and grinned. What a smart new haircut!',
      '{Hero} felt light and new. No more hair in {their} eyes!',
    ],
  },
  {
    id: 'spiders',
    about: /\b(?:spiders?|creepy.crawl(?:y|ies))\b/,
    wish: ['look at a spider up close'],
    words: ['spider', 'web'],
    home: 'garden',
    comes: [
      'Then a spider ran across {place} on its eight thin legs.',
      'A big spider dangled from a thread, right in front of {hero}!',
    ],
    hide: ['{Hero} jumped back and squealed.', '{Hero} ran off and hid behind {helper}.'],
    trick: [
      '"Spiders eat flies and keep things tidy," said {helper}. "They are little helpers."',
      '"That spider is more scared of you than you are of it!" said {helper}.',
    ],
    step: [
      '{Hero} looked at the spider from far away. It was busy, and very small.',
      '{Hero} took one step closer. The spider did not even look up.',
    ],
    deed: [
      '{Hero} crouched down close and watched the spider spin its web.',
      '{Hero} looked at the spider up close. It was weaving a web, round and round.',
    ],
    after: ['The web sparkled with dew, like a necklace.', '"Hello, little spider," said {hero}. The spider went on spinning.'],
  },
  {
    id: 'bugs',
    about: /\b(?:bugs?|insects?|beetles?|ants?|creepy crawlies)\b/,
    wish: ['let a beetle walk on {their} {hand}'],
    words: ['beetle'],
    home: 'garden',
    comes: [
      'Then a shiny beetle came marching along, click, click.',
      'A beetle crawled out from under a leaf, its legs wiggling.',
    ],
    hide: ['{Hero} jumped back and squealed.', '{Hero} hid behind a flowerpot and peeped out.'],
    trick: [
      '"Beetles are the garden’s tidy-up team," said {helper}. "They won’t hurt you."',
      '"Hold very still, and it will just walk," said {helper}.',
    ],
    step: [
      '{Hero} looked at the beetle from far away. It was shiny, like a button.',
      '{Hero} took one step closer to the beetle.',
    ],
    deed: [
      '{Hero} held out {their} {hand}. The beetle walked across it, tickly and slow.',
      '{Hero} let the beetle climb onto {their} {hand}. Tickle, tickle!',
    ],
    after: ['The beetle opened its wings and flew off. "Bye, beetle!" called {hero}.', '{Hero} giggled. Beetles were funny!'],
  },
  MONSTER_IN_WARDROBE,
  MONSTER_UNDER_BED,
  {
    id: 'sleepover',
    about: /\b(?:sleepovers?|sleeping away|sleep away|staying away|sleeping over|night away)\b/,
    wish: ['sleep all night at the sleepover'],
    words: ['sleepover', 'sleeping bag', 'night'],
    home: 'home',
    comes: [
      'When it got dark, the house felt strange. The bed was not {hero}’s own bed.',
      'At bedtime, everything was different. The pillow smelled different, and the clock ticked loudly.',
    ],
    hide: [
      '{Hero} sat by the door with {their} bag, wanting to go home.',
      '{Hero} hid in the sleeping bag and felt very far from home.',
    ],
    trick: [
      '"Your teddy came too, so a bit of home is here," said {helper}.',
      '"Let’s tell a story with the torches," said {helper}. "Then it will feel cosy."',
    ],
    step: [
      '{Hero} unrolled {their} sleeping bag and put {their} teddy on the pillow.',
      '{Hero} brushed {their} teeth and got into pyjamas, just like at home.',
    ],
    deed: [
      '{Hero} snuggled into the sleeping bag and slept all night long.',
      '{Hero} said goodnight and slept all night at the sleepover.',
    ],
    after: [
      'In the morning, there were pancakes for breakfast. {Hero} had done it!',
      'When {hero} woke up, the sun was shining. Morning already!',
    ],
  },
];

/** The fear the idea is about, if it is one of the table's. */
export function fearOf(about: string | null | undefined, hero?: string): Fear | undefined {
  if (!about) return undefined;
  const text = about.toLowerCase();
  return FEARS.find((fear) => (!fear.heroes || (hero !== undefined && fear.heroes.includes(hero))) && fear.about.test(text));
}

/**
 * The fear of a scared feeling: what it is about, else what the hero is scared to do ('scared to sing in the concert'
 * has no 'about', and its wish is the deed).
 */
export function fearOfFeeling(
  feeling: { mood: string; about: string | null } | null | undefined,
  wish: string | null | undefined,
  hero?: string,
): Fear | undefined {
  // ('A scared little rabbit learns to swim' is a lesson, told step by step, not a fear faced.)
  const deed = wish && !/^learn\b/.test(wish) ? wish : null;
  return feeling?.mood === 'scared' ? fearOf(feeling.about ?? deed, hero) : undefined;
}

/** Where the hero is, to pick the lines that fit. */
export interface FearFit {
  in: boolean;
  child: boolean;
  hands: boolean;
  wings: boolean;
  /** A hero that rolls on wheels (a train, a car). */
  wheels: boolean;
  who: boolean;
  /** A hero that stays where it is (a lighthouse, a tree): it faces the dark where it stands. */
  still: boolean;
  /** A thing that floats in the sky (a cloud, a raindrop): no den, no bush, no nest. */
  sky: boolean;
}

/** The lines whose gates hold, without their gates (every list has lines for any hero and place). */
export const fitting = (lines: readonly string[], fit: FearFit | Readonly<Record<string, boolean>>): string[] =>
  gated(lines, { ...fit, out: !fit.in });

/** The lines whose gates ([child], [!wings]) hold by `gates`, without them; a gate not named does not hold. */
export const gated = (lines: readonly string[], gates: Gates): string[] =>
  lines.flatMap((line) => {
    const [open, text] = gatesHold(line, gates);
    return open ? [text] : [];
  });
