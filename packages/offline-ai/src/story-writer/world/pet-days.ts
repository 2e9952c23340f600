/**
 * A day of looking after a pet of one's own ('Mia looks after her goldfish', 'Zara feeds her rabbit every day'),
 * or of nursing it when it is poorly ('Sam's hamster is poorly'): told by the real jobs that animal needs (a
 * bowl filled, a tank cleaned, a coat brushed, a walk, a trip to the vet) and by what that animal can do (a fish
 * swims and blows bubbles, a puppy wags and fetches, a rabbit twitches its nose and hops). The child is said
 * first, then the pet; a pet never waves, dances or smiles at anyone.
 * Slots as in home-days.ts: {hero}, {Hero}, {they}, {their}, {friend} and {Friend} (the pet), {fkind}, {ftheir}.
 */
import type { HomeDay } from './home-days.js';
import type { PlaceTrouble } from './types.js';

/**
 * A young pet's naughty day, the pet its hero ('The naughty puppy', 'Biscuit the cheeky puppy'): the mischief that
 * kind really gets up to, the family's patience, what it learns (sit for a treat, a chew toy of its own), and loved
 * just the same; a rabbit or a guinea pig chews and escapes its run, a hamster stuffs its cheeks and gets out of its
 * cage. Slots: the pet is {hero}, {Hero}, {they}, {their}, {them}, {kind}; Mum or Dad is {guide}, {Guide}, {gthey}.
 */
interface Mischief {
  start: readonly string[];
  /** Small mischief, a sentence each. */
  deeds: readonly string[];
  /** The big mischief, and the family's kind answer to it. */
  troubles: readonly PlaceTrouble[];
  /** What it learns once it has been shown, a sentence each. */
  learns: readonly string[];
  /** The learning shown, the turn for the better. */
  high: readonly string[];
  /** How it shows it is happy again. */
  cheered: readonly string[];
  words: readonly string[];
  /** How it is told off, and hides: a puppy under the table, a hamster in its bedding. */
  upset?: readonly string[];
  /** Its evening, loved just the same: a puppy in its basket, a rabbit in its hay. */
  evening?: readonly string[];
}

/** One kind of pet and how it is looked after. */
interface PetCare {
  /** The kind words it is called by ('goldfish', 'puppy'). */
  kinds: readonly string[];
  /** Words that keep a paragraph on the day ('bowl', 'water'). */
  words: readonly string[];
  sights: readonly string[];
  /** The child, then the pet, a sentence or two. */
  start: readonly string[];
  /** The jobs, a sentence each; two are told. */
  jobs: readonly string[];
  troubles: readonly PlaceTrouble[];
  /** How the pet shows it is happy, once the jobs are done. */
  happy: readonly string[];
  evening: readonly string[];
  /** When it is poorly: how the day begins, what the child does (the vet among it), and the turn for the better. */
  poorlyStart: readonly string[];
  poorlyJobs: readonly string[];
  poorlyHigh: readonly string[];
  /** Its naughty day, where it is told with the pet as hero. */
  mischief?: Mischief;
  /** Where one is chosen, for a child who wishes for one: 'the animal rescue centre', 'the pet shop'. */
  chosenAt?: string;
  /** Where it is kept, when not at home: a pony in its stable on the farm. */
  at?: HomeDay['at'];
  /** A make-believe pet's wish, met as make-believe (a pet made of a box, a toy, a dream), never a real one found. */
  pretend?: Pretend;
}

/** How a child who wishes for a make-believe pet has one in play: made, fed pretend food, and dreamed of. */
interface Pretend {
  start: readonly string[];
  /** The pretend pet made and named, a sentence or two. */
  made: readonly string[];
  /** What the child does with it once it is made, a sentence each. */
  play: readonly string[];
  troubles: readonly PlaceTrouble[];
  /** The pretend pet loved, the turn for the better. */
  high: readonly string[];
  evening: readonly string[];
}

const FISH: PetCare = {
  kinds: ['goldfish', 'fish'],
  chosenAt: 'the pet shop',
  words: ['bowl', 'tank', 'water', 'fish', 'flakes'],
  sights: [
    'a round glass bowl',
    'a tub of fish flakes',
    'a little green water plant',
    'a tiny stone castle',
    'clean, clear water',
  ],
  start: [
    '{Hero} had a little {fkind} called {Friend}. {Friend} lived in a round glass bowl in the kitchen.',
    'Every morning, {hero} went to see {friend}, {their} orange {fkind}. {Friend} swam to the glass to say hello.',
  ],
  jobs: [
    '{Hero} sprinkled a pinch of fish flakes into the water. {Friend} gobbled them up.',
    '{Hero} scooped {friend} into a jug, then washed the bowl until it shone.',
    '{Hero} poured in clean water that had stood all night, so it was not too cold for {friend}.',
    '{Hero} put a tiny stone castle in the bowl. {Friend} swam in and out of it.',
    '{Hero} wiped the green slime off the glass, so {friend} could see out.',
  ],
  troubles: [
    {
      event: 'Then {hero} tipped in far too many flakes! They floated all over the water.',
      fix: '{Hero} scooped the extra flakes out with a spoon. "Just a pinch next time," {they} said.',
    },
    {
      event: 'Then the water in the bowl turned cloudy and green.',
      fix: '{Hero} changed half the water for clean water, and soon the bowl was clear again.',
    },
  ],
  happy: [
    '{Friend} blew a stream of tiny bubbles at {hero}. {Hero} laughed and blew a bubble back.',
    '{Friend} swam round and round the clean bowl, flicking {ftheir} tail. {Hero} pressed {their} nose to the glass.',
  ],
  evening: [
    'At bedtime, {hero} whispered goodnight to {friend}. {Friend} blew one last bubble.',
    'That night, {friend} drifted slowly by the little water plant, and {hero} smiled.',
  ],
  poorlyStart: [
    '{Hero} had a little {fkind} called {Friend}. But today {friend} was not swimming. {Fthey} stayed still at the bottom of the bowl.',
  ],
  poorlyJobs: [
    '{Hero} took {friend} to the pet shop in a jar. The lady there knew what to do.',
    '{Hero} changed the water for clean, fresh water, a little at a time.',
    '{Hero} gave {friend} only a tiny pinch of food, as the lady said.',
  ],
  poorlyHigh: ['The next morning, {friend} swam up to the glass and blew a bubble at {hero}.'],
};

const DOG: PetCare = {
  kinds: ['puppy', 'dog'],
  chosenAt: 'the animal rescue centre',
  words: ['lead', 'bowl', 'walk', 'ball', 'basket'],
  sights: ['a red lead on a hook', 'a bowl of water', 'a squeaky ball', 'a soft dog basket', 'a chewed old slipper'],
  start: [
    '{Hero} had a {fkind} called {Friend}. {Friend} wagged {ftheir} tail as soon as {hero} woke up.',
    'Every morning, {hero} looked after {friend}, {their} lively {fkind}. {Friend} was waiting by the door, wagging.',
  ],
  jobs: [
    '{Hero} filled {friendS} bowl with fresh water and a scoop of dog food.',
    '{Hero} clipped on {friendS} red lead and took {fthem} for a walk round the block.',
    '{Hero} brushed {friendS} fluffy coat until it was soft and shiny.',
    '{Hero} threw {friendS} ball on the grass. {Friend} fetched it back every time.',
    '{Hero} shook out {friendS} blanket and put it back in the basket.',
  ],
  troubles: [
    {
      event: 'Then {friend} saw a cat and pulled hard on the lead!',
      fix: '{Hero} held on tight and said, "Sit!" {Friend} sat down at once.',
    },
    {
      event: 'Then {friend} rolled in a muddy puddle and came back covered in mud.',
      fix: '{Hero} gave {friend} a warm bath and dried {fthem} with a towel.',
    },
  ],
  happy: [
    '{Friend} wagged {ftheir} tail so hard that {ftheir} whole body wiggled. {Hero} giggled.',
    '{Friend} licked {heroS} hand and rolled over for a tummy rub.',
  ],
  evening: [
    'That night, {friend} curled up in {ftheir} basket by {heroS} bed and began to snore.',
    'At bedtime, {friend} rested {ftheir} head on {heroS} feet, tired after a busy day.',
  ],
  poorlyStart: ['{Hero} had a {fkind} called {Friend}. But today {friend} did not wag {ftheir} tail, and {fthey} would not eat.'],
  poorlyJobs: [
    '{Hero} and Mum took {friend} to the vet. The vet looked in {friendS} ears and gave {fthem} some medicine.',
    '{Hero} tucked a soft blanket round {friend} in {ftheir} basket.',
    '{Hero} put a bowl of fresh water right by {friendS} nose.',
  ],
  poorlyHigh: ['The next day, {friend} wagged {ftheir} tail at {hero} again. {Fthey} wanted to play!'],
  mischief: {
    start: [
      '{Hero} was a young {kind} with big paws, floppy ears and a very waggy tail.',
      '{Hero} was a bouncy little {kind}, full of beans from nose to tail.',
    ],
    deeds: [
      '{Hero} found a slipper by the door, and chewed it into soggy bits.',
      '{Hero} pulled the washing off the line and ran round the garden with a sock.',
      '{Hero} tipped over the bin, and rubbish went all over the kitchen floor.',
      '{Hero} barked and barked at the postman, and chewed up the letters.',
    ],
    troubles: [
      {
        event: 'Then {hero} jumped up and stole a sausage, right off the table!',
        fix: '{Guide} did not shout. {Gthey} put the plates up high, where puppies cannot reach.',
      },
      {
        event: 'Then {hero} dug up all the flowers in the garden. Soil flew everywhere!',
        fix: '{Guide} planted the flowers back, and made {hero} a digging patch of {their} own.',
      },
      {
        event: 'Then {hero} ran in from the garden with muddy paws. There were paw prints all over the floor!',
        fix: '{Guide} wiped {heroS} paws with an old towel, and mopped the floor.',
      },
    ],
    learns: [
      '"Sit," said {guide}. {Hero} sat down, and got a tasty treat!',
      '{Guide} gave {hero} a chew toy of {their} very own. {Hero} chewed that instead of slippers.',
      'Every day, {guide} showed {hero} how to sit and wait. Each time {they} did, {they} got a treat.',
    ],
    high: [
      'At tea time, {hero} did not jump up at the table. {Hero} sat and waited. "Good {hero}!" said {guide}.',
      'Then {guide} said, "Sit!" {Hero} sat down at once, with {their} tail going thump, thump, thump.',
    ],
    cheered: ['{Hero} wagged {their} tail.', '{Hero} licked {guideS} hand.'],
    words: ['sit', 'treat', 'good', 'naughty', 'chew', 'mess', 'tidied', 'table'],
  },
};

const CAT: PetCare = {
  kinds: ['kitten', 'cat'],
  chosenAt: 'the animal rescue centre',
  words: ['bowl', 'basket', 'brush', 'string'],
  sights: ['a little food bowl', 'a ball of wool', 'a scratching post', 'a cosy cat basket', 'a sunny windowsill'],
  start: [
    '{Hero} had a {fkind} called {Friend}. {Friend} liked to sleep on the sunny windowsill.',
    'Every morning, {friend}, {heroS} {fkind}, rubbed against {heroS} legs and purred for breakfast.',
  ],
  jobs: [
    '{Hero} filled {friendS} bowl with cat food and gave {fthem} fresh water.',
    '{Hero} brushed {friendS} soft fur, and {friend} purred and purred.',
    '{Hero} dangled a piece of string, and {friend} pounced on it.',
    '{Hero} fluffed up the blanket in {friendS} basket.',
  ],
  troubles: [
    {
      event: 'Then {friend} climbed up a tall tree in the garden and would not come down.',
      fix: '{Hero} shook the box of cat treats. {Friend} climbed down at once.',
    },
    {
      event: 'Then {friend} knocked {ftheir} water bowl over, and it splashed across the floor.',
      fix: '{Hero} mopped it up and filled the bowl again, right to the top.',
    },
  ],
  happy: ['{Friend} curled up on {heroS} lap and purred.', '{Friend} rubbed {ftheir} head on {heroS} hand and purred.'],
  evening: ['At bedtime, {friend} curled up at the end of {heroS} bed, purring softly.'],
  poorlyStart: ['{Hero} had a {fkind} called {Friend}. But today {friend} did not purr, and {fthey} hid under the bed.'],
  poorlyJobs: [
    '{Hero} and Dad took {friend} to the vet in a basket. The vet gave {friend} some medicine.',
    '{Hero} made {friend} a warm bed from an old jumper.',
    '{Hero} sat quietly by {friend} and stroked {ftheir} head.',
  ],
  poorlyHigh: ['The next morning, {friend} jumped up on {heroS} bed and purred loudly.'],
  mischief: {
    start: [
      '{Hero} was a young {kind} with soft fur, sharp little claws and a twitchy tail.',
      '{Hero} was a playful little {kind}, always ready to pounce.',
    ],
    deeds: [
      '{Hero} pulled the toilet roll all down the hall, and rolled about in it.',
      '{Hero} jumped on the table and knocked a cup off. Crash!',
      '{Hero} knocked a plant pot off the windowsill, and soil went everywhere.',
      '{Hero} climbed right up the curtains, and hung there by {their} claws.',
    ],
    troubles: [
      {
        event: 'Then {hero} scratched the new sofa, and tore a hole in it!',
        fix: '{Guide} did not shout. {Gthey} got {hero} a scratching post, and put it by the sofa.',
      },
      {
        event: 'Then {hero} jumped up and stole a piece of fish, right off the table!',
        fix: '{Guide} did not shout. {Gthey} put the plates away, where kittens cannot reach.',
      },
      {
        event: 'Then {hero} walked through the paint, and left paw prints all over the floor!',
        fix: '{Guide} wiped {heroS} paws with a soft cloth, and mopped the floor.',
      },
    ],
    learns: [
      '{Guide} showed {hero} the scratching post. {Hero} scratched it, and got a treat!',
      '{Guide} gave {hero} a toy mouse of {their} very own to pounce on.',
      'Every day, {guide} shook the treat tin and called {heroS} name. {Hero} came running.',
    ],
    high: [
      'Later, {hero} wanted to scratch the sofa. But {they} ran to the scratching post instead. "Good {hero}!" said {guide}.',
      'Then {guide} shook the treat tin and called, "{Hero}!" {Hero} came running at once.',
    ],
    cheered: ['{Hero} purred and purred.', '{Hero} rubbed {their} head on {guideS} hand.'],
    words: ['post', 'treat', 'good', 'naughty', 'scratch', 'mess', 'tidied', 'table'],
  },
};

const RABBIT: PetCare = {
  kinds: ['rabbit', 'bunny'],
  chosenAt: 'the animal rescue centre',
  words: ['hutch', 'hay', 'carrot', 'straw'],
  sights: ['a wooden hutch', 'a pile of fresh hay', 'a crunchy carrot', 'a water bottle', 'a patch of green grass'],
  start: [
    '{Hero} had a {fkind} called {Friend}. {Friend} lived in a wooden hutch in the garden.',
    'Every morning, {hero} ran out to the hutch. {Friend}, {their} {fkind}, twitched {ftheir} nose at {hero}.',
  ],
  jobs: [
    '{Hero} gave {friend} a pile of fresh hay and a crunchy carrot.',
    '{Hero} filled the water bottle on the hutch, right to the top.',
    '{Hero} swept out the old straw and put in clean, fresh straw.',
    '{Hero} let {friend} hop about on the grass, safe in a little pen.',
    '{Hero} brushed {friendS} soft fur, very gently.',
  ],
  troubles: [
    {
      event: 'Then {friend} hopped out of the pen and under the bushes!',
      fix: '{Hero} held out a carrot and waited. Soon {friend} hopped right back.',
    },
    {
      event: 'Then a gust of wind blew the fresh hay all over the garden.',
      fix: '{Hero} gathered it up in {their} arms and tucked it into the hutch.',
    },
  ],
  happy: [
    '{Friend} twitched {ftheir} nose at {hero} and did a happy little hop.',
    '{Friend} hopped over to {hero} and nibbled a leaf from {their} hand.',
  ],
  evening: ['At dusk, {hero} closed the hutch door. {Friend} snuggled down in the warm straw.'],
  poorlyStart: ['{Hero} had a {fkind} called {Friend}. But today {friend} did not hop, and {fthey} left {ftheir} carrot.'],
  poorlyJobs: [
    '{Hero} and Mum took {friend} to the vet. The vet checked {friendS} teeth and gave {fthem} some medicine.',
    '{Hero} put soft, fresh hay in the hutch to keep {friend} warm.',
    '{Hero} gave {friend} some fresh green leaves to nibble.',
  ],
  poorlyHigh: ['The next morning, {friend} hopped up to {hero} and twitched {ftheir} nose again.'],
  mischief: {
    start: [
      '{Hero} was a young {kind} with a twitchy nose, soft fur and very busy teeth.',
      '{Hero} was a lively little {kind}, who nibbled everything in sight.',
    ],
    deeds: [
      '{Hero} chewed a cardboard box into a hundred soggy bits.',
      '{Hero} nibbled the edge of the rug, bit by bit, until it was all frayed.',
      '{Hero} dug a big hole in the lawn, and soil flew everywhere.',
      '{Hero} squeezed into the vegetable patch and munched all the lettuces.',
    ],
    troubles: [
      {
        event: 'Then {hero} chewed right through the lamp wire, and the lamp went out!',
        fix: '{Guide} did not shout. {Gthey} put covers on the wires, where little teeth cannot reach.',
      },
      {
        event: 'Then {hero} squeezed out of the run and ran off under the hedge!',
        fix: '{Guide} shook the food bowl and waited. Soon {hero} came back, nose twitching.',
      },
      {
        event: 'Then {hero} dug a tunnel right under the fence, into next door’s garden!',
        fix: '{Guide} filled in the hole, and gave {hero} a big box of soil to dig in.',
      },
    ],
    learns: [
      '{Guide} gave {hero} a willow stick to chew. {Hero} chewed that instead of the rug.',
      '{Guide} filled a box with soil and hay, just for {hero} to dig in.',
      'Every day, {guide} shook the food bowl and called {heroS} name. {Hero} came running.',
    ],
    high: [
      'Later, {hero} sniffed the rug, and hopped away from it. "Good {hero}!" said {guide}.',
      'Then {guide} called, "{Hero}!" and {hero} came straight over for a bit of carrot.',
    ],
    cheered: ['{Hero} did a happy jump, right up in the air.', '{Hero} twitched {their} nose at {guide}.'],
    words: ['chew', 'nibbled', 'good', 'naughty', 'dig', 'run', 'hutch', 'carrot'],
    upset: ['"No, {hero}!" said {guide}. {Hero} hid in the corner of the hutch, very still.'],
    evening: [
      'At dusk, {hero} snuggled into the fresh hay. "You cheeky {kind}," said {guide}. "But we love you just the same."',
      'That night, {guide} shut {heroS} hutch door softly. "Naughty or good, we love you," {gthey} said.',
    ],
  },
};

const HAMSTER: PetCare = {
  kinds: ['hamster', 'gerbil', 'mouse'],
  chosenAt: 'the pet shop',
  words: ['cage', 'wheel', 'seeds', 'bedding'],
  sights: ['a little cage', 'a squeaky wheel', 'a bowl of seeds', 'a cardboard tube', 'soft, fluffy bedding'],
  start: [
    '{Hero} had a {fkind} called {Friend}. {Friend} lived in a little cage with a wheel.',
    'Every morning, {hero} peeked into the cage. {Friend}, {their} {fkind}, was asleep in the bedding.',
  ],
  jobs: [
    '{Hero} filled {friendS} bowl with seeds, and {friend} stuffed {ftheir} cheeks full.',
    '{Hero} cleaned out the cage and put in soft, fresh bedding.',
    '{Hero} filled the little water bottle on the cage.',
    '{Hero} gave {friend} a cardboard tube to run through.',
  ],
  troubles: [
    {
      event: 'Then {hero} left the cage door open, and {friend} ran off under the sofa!',
      fix: '{Hero} put a few seeds on the floor and waited. Soon {friend} crept out to eat them.',
    },
    {
      event: 'Then {friendS} wheel began to squeak and squeak.',
      fix: '{Hero} asked Dad to put a drop of oil on it. The wheel was quiet again.',
    },
  ],
  happy: [
    '{Friend} ran round and round on {ftheir} wheel while {hero} watched.',
    '{Friend} sat in {heroS} hands and washed {ftheir} whiskers.',
  ],
  evening: ['That night, {friend} woke up and ran on {ftheir} wheel while {hero} fell asleep.'],
  poorlyStart: [
    '{Hero} had a {fkind} called {Friend}. But today {friend} did not run on {ftheir} wheel, and {fthey} would not eat.',
  ],
  poorlyJobs: [
    '{Hero} and Mum took {friend} to the vet in a little box. The vet said {friend} needed rest and some medicine.',
    '{Hero} put extra soft bedding in the cage to keep {friend} warm.',
    '{Hero} kept the room quiet, so {friend} could sleep.',
  ],
  poorlyHigh: ['The next morning, {friend} was well again. {Fthey} ran to {hero} and nibbled a seed.'],
  mischief: {
    start: [
      '{Hero} was a little {kind} with round cheeks, tiny paws and twitchy whiskers.',
      '{Hero} was a busy little {kind}, who woke up at night, ready to play.',
    ],
    deeds: [
      '{Hero} stuffed {their} cheeks so full of seeds that {their} face looked twice as big.',
      '{Hero} chewed {their} cardboard tube into tiny bits, and scattered them everywhere.',
      '{Hero} ran on {their} wheel all night long. Squeak, squeak, squeak!',
      '{Hero} hid all {their} food in a secret pile under the bedding.',
    ],
    troubles: [
      {
        event: 'Then {hero} pushed the cage door open and ran off under the sofa!',
        fix: '{Guide} put a few seeds on the floor and waited quietly. Soon {hero} crept out to eat them.',
      },
      {
        event: 'Then {hero} got out and nibbled a hole in the cereal box. Cornflakes spilled everywhere!',
        fix: '{Guide} swept them up, and put the box high on the shelf.',
      },
      {
        event: 'Then {hero} got out and chewed the cable of a phone charger!',
        fix: '{Guide} unplugged it quickly, and put the wires away where little teeth cannot reach.',
      },
    ],
    learns: [
      '{Guide} gave {hero} a wooden chew block of {their} very own.',
      '{Guide} made {hero} a maze of cardboard tubes to scurry through.',
      'Every night, {guide} checked that the cage door was shut tight.',
    ],
    high: [
      'Later, {hero} came to the cage door for a seed, and did not run off. "Good {hero}!" said {guide}.',
      'That evening, {hero} took a seed from {guideS} hand, very gently, without a nibble.',
    ],
    cheered: [
      '{Hero} washed {their} whiskers with {their} tiny paws.',
      '{Hero} sniffed {guideS} finger and twitched {their} whiskers.',
    ],
    words: ['cage', 'cheeks', 'good', 'naughty', 'chew', 'wheel', 'seeds', 'bedding'],
    upset: ['"Naughty {hero}!" said {guide}. {Hero} burrowed into {their} bedding, very still.'],
    evening: [
      'At bedtime, {guide} checked {heroS} cage door. "Goodnight, you little rascal," {gthey} whispered.',
      'That night, {hero} ran on {their} wheel. "Cheeky or good, we love you," said {guide}, and smiled.',
    ],
  },
};

/** A guinea pig lives as a rabbit does, in a hutch with hay, but it does not dig. */
const digs = (line: string) => /\b(?:dig|dug)\b/.test(line);
const GUINEA_PIG: PetCare = {
  ...RABBIT,
  kinds: ['guinea pig'],
  mischief: {
    ...RABBIT.mischief!,
    deeds: RABBIT.mischief!.deeds.filter((d) => !digs(d)),
    troubles: RABBIT.mischief!.troubles.filter((t) => !digs(t.event)),
    learns: RABBIT.mischief!.learns.filter((l) => !digs(l)),
  },
};

/*
 * Make-believe pets, had as a child has them in a story ('Zara has a pet dragon'): fed and played with like any pet,
 * their trouble the one only they could make (a sneeze that singes the cake, a horn caught in the washing line, a tail
 * too long for the house).
 */
const DRAGON: PetCare = {
  kinds: ['dragon'],
  words: ['dragon', 'wings', 'smoke', 'sneeze', 'shed', 'tail'],
  sights: ['a big wooden shed', 'a pile of scorched logs', 'a bucket of water', 'a bowl of hot peppers', 'a puff of grey smoke'],
  start: [
    '{Hero} had a pet {fkind} called {Friend}. {Friend} lived in the big shed at the end of the garden.',
    'Every morning, {heroS} pet {fkind}, {Friend}, puffed a smoke ring at the window.',
  ],
  jobs: [
    '{Hero} filled {friendS} bowl with hot red peppers. {Friend} gobbled them up and puffed smoke.',
    '{Hero} polished {friendS} shiny green scales until they sparkled.',
    '{Hero} threw a log across the garden. {Friend} flapped off to fetch it.',
    '{Hero} swept the soot out of {friendS} shed and put in fresh straw.',
  ],
  troubles: [
    {
      event: 'Then {friend} sneezed, right by the kitchen window. A puff of fire singed the birthday cake!',
      fix: '{Hero} scraped off the black bits, and added extra icing. "Bless you, {friend}," {they} giggled.',
    },
    {
      event: 'Then {friend} tried to squeeze in at the back door. {Friend} got stuck!',
      fix: '{Hero} rubbed soap on {friendS} tummy. One big push, and out {friend} popped.',
    },
  ],
  happy: [
    '{Friend} curled {ftheir} long tail round {hero} and purred like a warm kettle.',
    '{Friend} blew a perfect smoke ring, and {hero} clapped.',
  ],
  evening: [
    'At bedtime, {friend} lit the lanterns with a tiny puff, just for {hero}.',
    'That night, {hero} heard {friend} snoring in the shed. Little smoke rings floated up.',
  ],
  poorlyStart: ['{Hero} had a pet {fkind} called {Friend}. But today {friend} had a cold, and {ftheir} fire would not light.'],
  poorlyJobs: [
    '{Hero} made {friend} a big pot of hot pepper tea.',
    '{Hero} wrapped {ftheir} own scarf round {friendS} long neck.',
    '{Hero} tucked a pile of warm blankets round {friend} in the shed.',
  ],
  pretend: {
    start: [
      'More than anything, {hero} wanted a pet dragon. But dragons only live in stories.',
      '{Hero} read a book about dragons every night. "I wish I had a pet dragon," {they} sighed.',
    ],
    made: [
      '{Hero} made a dragon from a big box, with paper wings. {They} called it {Friend}.',
      '{Hero} made a pretend dragon called {Friend}, with a red tissue flame.',
      '{Hero} painted a cardboard dragon, green and gold, and called it {Friend}.',
    ],
    play: [
      '{Hero} fed {friend} pretend hot peppers made of play dough.',
      '{Hero} and {friend} played at flying over the sofa. Flap, flap, flap!',
      '{Hero} gave {friend} a blanket in a shoebox shed.',
    ],
    troubles: [
      {
        event: 'Then it rained, and {friendS} paper wings went soggy and floppy.',
        fix: '{Hero} dried them by the radiator. Then {they} painted them bright green.',
      },
      {
        event: 'Then the cat sat on {friend}, and {ftheir} cardboard head got squashed flat.',
        fix: '{Hero} pushed it back into shape, and taped it on tight.',
      },
    ],
    high: [
      'At teatime, Grandma gave {hero} a soft toy dragon with shiny wings. "A dragon of your own," she smiled.',
      '{Hero} roared a great dragon roar, and the whole family roared back, laughing.',
    ],
    evening: [
      'That night, {hero} dreamed {they} flew over the hills on a real dragon. In the morning, {friend} was waiting by the bed.',
      'At bedtime, {hero} tucked {friend} in by {their} pillow. "Goodnight, my pretend dragon," {they} whispered.',
    ],
  },
  poorlyHigh: ['The next morning, {friend} sneezed. Out came a bright little flame. Hooray!'],
};

const UNICORN: PetCare = {
  kinds: ['unicorn'],
  words: ['unicorn', 'horn', 'mane', 'stable', 'hay'],
  sights: ['a little stable', 'a rainbow ribbon', 'a bucket of oats', 'a washing line', 'a sparkly brush'],
  start: [
    '{Hero} had a pet {fkind} called {Friend}. {Friend} lived in a little stable behind the house.',
    'Every morning, {heroS} pet {fkind}, {Friend}, tapped at the door with {ftheir} horn.',
  ],
  jobs: [
    '{Hero} brushed {friendS} rainbow mane until it shone.',
    '{Hero} gave {friend} a bucket of oats and a shiny red apple.',
    '{Hero} plaited a ribbon into {friendS} tail, very carefully.',
    '{Hero} rode {friend} round the garden, slowly, holding on to {ftheir} mane.',
  ],
  troubles: [
    {
      event: 'Then {friend} trotted under the washing line. {Ftheir} horn caught the sheets, and they all came down!',
      fix: '{Hero} untangled the sheets and pegged them back up. "Mind your horn, {friend}!" {they} laughed.',
    },
    {
      event: 'Then {friend} ate all the flowers in the front garden, one by one!',
      fix: '{Hero} planted new seeds, and gave {friend} a carrot instead. "Flowers are not for eating," {they} said.',
    },
  ],
  happy: [
    '{Friend} tossed {ftheir} rainbow mane, and sparkles fell all over {hero}.',
    '{Friend} nuzzled {heroS} cheek, and {ftheir} horn glowed softly.',
  ],
  evening: [
    'At bedtime, {friendS} horn glowed like a night light by {heroS} window.',
    'That night, {hero} closed the stable door. {Friend} was asleep in the hay.',
  ],
  poorlyStart: ['{Hero} had a pet {fkind} called {Friend}. But today {friendS} horn had stopped sparkling.'],
  poorlyJobs: [
    '{Hero} gave {friend} a warm bran mash and a sugar lump.',
    '{Hero} brushed {friendS} mane very gently and sang {fthem} a song.',
    '{Hero} put a soft rug over {friendS} back, in the stable.',
  ],
  poorlyHigh: ['The next morning, {friendS} horn sparkled again, brighter than ever.'],
  pretend: {
    start: [
      'More than anything, {hero} wanted a pet unicorn. But unicorns only live in stories.',
      '{Hero} drew unicorns on every page of {their} book. "I wish I had a pet unicorn," {they} sighed.',
    ],
    made: [
      '{Hero} made a unicorn from a sock on a stick. {They} called it {Friend}.',
      '{Hero} made a pretend unicorn called {Friend}, with a paper horn.',
      '{Hero} glued a paper horn on a toy horse. Now it was {Friend}!',
    ],
    play: [
      '{Hero} gave {friend} a pretend apple to munch.',
      '{Hero} galloped {friend} round and round the garden. Clip, clop, clip, clop!',
      '{Hero} brushed {friendS} wool mane and tied a ribbon in it.',
    ],
    troubles: [
      {
        event: 'Then {friendS} paper horn caught on the washing line, and tore right off!',
        fix: '{Hero} rolled a new horn from shiny card, and glued it on. It was even better.',
      },
      {
        event: 'Then the wind blew {friendS} wool mane right off, over the fence.',
        fix: '{Hero} made a new mane from rainbow ribbons, one of every colour.',
      },
    ],
    high: [
      'That evening, Mum gave {hero} a little toy unicorn with a golden horn. "A unicorn of your own," she smiled.',
      '{Hero} put on a unicorn show for Dad, with {friend} prancing and bowing. Dad clapped and clapped.',
    ],
    evening: [
      'That night, {hero} dreamed of riding a real unicorn over a rainbow. {Friend} stood guard by the bed.',
      'At bedtime, {hero} leaned {friend} by the bed. "Goodnight, my pretend unicorn," {they} whispered.',
    ],
  },
};

const DINOSAUR: PetCare = {
  kinds: ['dinosaur'],
  words: ['dinosaur', 'tail', 'leaves', 'stomp', 'garden'],
  sights: ['a huge pile of leaves', 'a paddling pool', 'giant footprints', 'a very big bowl', 'a squashed flower bed'],
  start: [
    '{Hero} had a pet {fkind} called {Friend}. {Friend} was far too big for the house!',
    'Every morning, {friend}, {heroS} pet {fkind}, peeped in at the bedroom window. {Ftheir} head filled the whole window!',
  ],
  jobs: [
    '{Hero} piled up a huge heap of leaves. {Friend} munched them all in three bites.',
    '{Hero} filled the paddling pool, and {friend} drank it dry.',
    '{Hero} scrubbed {friendS} scaly back with a big brush on a long stick.',
    '{Hero} threw a ball, and {friend} stomped across the garden to fetch it. Stomp, stomp!',
  ],
  troubles: [
    {
      event: 'Then {friend} wagged {ftheir} long tail, and knocked over the garden fence!',
      fix: '{Hero} and Dad put the fence back up. {Friend} held it still with {ftheir} nose.',
    },
    {
      event: 'Then {friend} tried to sit on the swing. CRACK! The swing broke in two.',
      fix: '{Hero} tied a big old tyre to the tree. It was just the right size for {friend}.',
    },
  ],
  happy: [
    '{Friend} lowered {ftheir} long neck, and {hero} slid all the way down it. Whee!',
    '{Friend} gave {hero} a happy, rumbly roar. It shook the leaves on the trees!',
  ],
  evening: [
    'At bedtime, {friend} curled round {heroS} house like a big scaly blanket.',
    'That night, {hero} waved goodnight from the window. {Friend} was already snoring in the garden.',
  ],
  poorlyStart: ['{Hero} had a pet {fkind} called {Friend}. But today {friend} did not stomp, and {fthey} left {ftheir} leaves.'],
  poorlyJobs: [
    '{Hero} made {friend} a giant bowl of warm cabbage soup.',
    '{Hero} read {friend} a story, standing on a ladder by {ftheir} ear.',
    '{Hero} spread three big blankets over {friendS} back.',
  ],
  poorlyHigh: ['The next morning, {friend} stomped round the garden, hungry for leaves again.'],
  pretend: {
    start: [
      'More than anything, {hero} wanted a pet dinosaur. But dinosaurs lived long, long ago.',
      '{Hero} knew the name of every dinosaur. "I wish I had a pet dinosaur," {they} sighed.',
    ],
    made: [
      '{Hero} made a dinosaur out of boxes. {They} called it {Friend}.',
      '{Hero} made a pretend dinosaur called {Friend}, with a tail of paper cups.',
      '{Hero} stuck paper spikes on a big box, and called it {Friend}.',
    ],
    play: [
      '{Hero} fed {friend} a pile of leaves from the garden.',
      '{Hero} stomped round the house with {friend}, roaring. Stomp, stomp, ROAR!',
      '{Hero} took {friend} for a walk on a long string.',
    ],
    troubles: [
      {
        event: 'Then {friendS} paper cup tail fell off, one cup at a time.',
        fix: '{Hero} threaded the cups on a string, and tied it on tight.',
      },
      {
        event: 'Then the dog ran off with {friendS} head!',
        fix: '{Hero} chased the dog round the garden, and got the head back.',
      },
    ],
    high: [
      'At teatime, Dad gave {hero} a little toy dinosaur with a long neck. "A dinosaur of your own," he smiled.',
      'Then {hero} dug in the sandpit, and found a big bone. It was only a dog bone, but {hero} laughed and laughed.',
    ],
    evening: [
      'That night, {hero} dreamed of riding a real dinosaur, long, long ago. {Friend} stood by the bed.',
      'At bedtime, {hero} put {friend} by the bed. "Goodnight, my pretend dinosaur," {they} whispered.',
    ],
  },
};

/** A pony, looked after as a pony is: its stable, hay and water, its coat brushed, ridden round its muddy field. */
const PONY: PetCare = {
  kinds: ['pony', 'horse'],
  at: { setting: 'farm', name: 'the farm' },
  chosenAt: 'the riding stables',
  words: ['stable', 'hay', 'brush', 'field', 'mane', 'ride', 'rode', 'saddle'],
  sights: ['a wooden stable', 'a net full of hay', 'a soft brush', 'a muddy green field', 'a shiny saddle'],
  start: [
    '{Hero} had a {fkind} called {Friend}. {Friend} lived in a wooden stable by a big green field.',
    'Every morning, {hero} ran down to the stable. {Friend}, {their} {fkind}, gave a soft neigh hello.',
  ],
  jobs: [
    '{Hero} filled {friendS} hay net and gave {fthem} a bucket of fresh water.',
    '{Hero} brushed {friendS} coat with a soft brush until it shone.',
    '{Hero} swept out the stable and put down clean straw.',
    '{Hero} put on {their} riding hat and rode {friend} slowly round the field.',
    '{Hero} combed the tangles out of {friendS} long mane.',
  ],
  troubles: [
    {
      event: 'Then {friend} rolled in the muddy field, and came back brown all over!',
      fix: '{Hero} brushed and brushed, until {friendS} coat was clean again.',
    },
    {
      event: 'Then {friend} pushed the gate open and trotted off across the field!',
      fix: '{Hero} held out a crunchy apple and called. Soon {friend} trotted right back.',
    },
  ],
  happy: [
    '{Friend} nuzzled {heroS} hand and gave a happy snort.',
    '{Friend} trotted round the field, tossing {ftheir} mane. {Hero} laughed.',
  ],
  evening: [
    'That evening, {hero} gave {friend} a carrot and said goodnight at the stable door.',
    'At sunset, {friend} munched {ftheir} hay, and {hero} patted {ftheir} soft nose.',
  ],
  poorlyStart: [
    '{Hero} had a {fkind} called {Friend}. But today {friend} did not want {ftheir} hay. {Fthey} stood very still in the stable.',
  ],
  poorlyJobs: [
    '{Hero} and Mum called the vet, who came to the stable. The vet gave {friend} some medicine.',
    '{Hero} put a warm blanket over {friendS} back.',
    '{Hero} sat by {friend} in the stable and stroked {ftheir} soft nose.',
  ],
  poorlyHigh: ['The next morning, {friend} was munching hay again, and gave {hero} a happy neigh.'],
};

const PETS: readonly PetCare[] = [FISH, DOG, CAT, RABBIT, GUINEA_PIG, HAMSTER, PONY, DRAGON, UNICORN, DINOSAUR];

/** What caring for a pet is said as: 'look after', 'take care of', 'feed', 'walk', 'brush', 'clean out'. */
const CARING = String.raw`(?:look after|take care of|care for|feed|walk|brush|groom|clean out|clean)`;

const kindsOf = (pet: PetCare) => pet.kinds.join('|');

/** A day of looking after the pet, told by its jobs. */
const careDay = (pet: PetCare): HomeDay => ({
  id: 'pet',
  ...(pet.at ? { at: pet.at } : {}),
  goal: new RegExp(String.raw`^${CARING} \{their\} (?:[a-z]+ )?(?:${kindsOf(pet)})\b`),
  words: pet.words,
  sights: pet.sights,
  start: pet.start,
  wish: ['"Looking after {friend} is my job," said {hero}.', '{Hero} wanted {friend} to be happy and well.'],
  doings: pet.jobs,
  troubles: pet.troubles,
  high: pet.happy,
  evening: pet.evening,
  help: 'came to see, and helped {hero} with {friend}.',
  upset: ['"Oh no!" said {hero}. "Poor {friend}!"'],
  cheered: ['"There you go, {friend}," said {hero}.'],
  thought: ['{Hero} wanted everything just right for {friend}.'],
  thoughtAfter: ['{Friend} looked happy and well looked after.'],
});

/** The pets a class keeps, that come home with a child for the weekend. */
const CLASS_PETS: readonly PetCare[] = [FISH, RABBIT, GUINEA_PIG, HAMSTER];

/**
 * The class pet at home for the weekend ('The class hamster comes home for the weekend'): a special job from the
 * teacher, the pet's real jobs and a trouble of that pet, and back to school on Monday with news for the class.
 */
const classPetDay = (pet: PetCare): HomeDay => ({
  ...careDay(pet),
  goal: new RegExp(String.raw`^look after the class (?:${kindsOf(pet)})\b`),
  words: [...pet.words, 'class', 'weekend', 'school'],
  start: [
    'On Friday, {heroS} teacher gave {them} a very special job. {Friend}, the class {fkind}, was coming home for the weekend!',
    'It was {heroS} turn to have the class {fkind} for the weekend. {Hero} carried {friend} home very, very carefully.',
    '"Who will look after {friend}, the class {fkind}, this weekend?" asked the teacher. Up shot {heroS} hand!',
  ],
  wish: [
    '"I will look after {friend} really well," {hero} promised.',
    '{Hero} wanted {friend} to have the best weekend ever.',
    '"You are staying with me now, {friend}," whispered {hero}.',
  ],
  evening: [
    'On Monday, {hero} carried {friend} back to school. "{Friend} had a lovely weekend," {they} told the class.',
    'On Monday, {friend} went back to the classroom. {Hero} drew a picture of their weekend for the class book.',
  ],
  titles: ['{friend} Comes to Stay', 'A Weekend with {friend}'],
});

/**
 * A pet of one's own who can talk ('A dog who can talk'): its secret kept, what it says at breakfast and at play, a
 * near miss when it talks in front of someone, and goodnight whispered back.
 */
const talkingDay = (pet: PetCare): HomeDay => ({
  id: 'pet',
  goal: new RegExp(String.raw`^look after \{their\} talking (?:${kindsOf(pet)})$`),
  words: [...pet.words, 'talk', 'said', 'secret', 'pancakes', 'spy', 'joke', 'sums'],
  sights: pet.sights,
  start: [
    '{Hero} had a {fkind} called {Friend}. But {friend} was no ordinary {fkind}. {Friend} could talk!',
    'One morning, {heroS} {fkind} {Friend} sat up and said, "Good morning!" {Hero} nearly fell out of bed.',
  ],
  wish: ['"It is our secret," whispered {hero}. "Nobody else must know."', '{Hero} wanted to keep {friendS} secret safe.'],
  doings: [
    'At breakfast, {friend} asked for pancakes. "With syrup, please," {fthey} said.',
    '{Hero} and {friend} played I spy. {Friend} was very good at it.',
    '{Friend} told {hero} a funny joke, and they both laughed and laughed.',
    '{Friend} helped {hero} with {their} sums. "Seven!" said {friend}. {Friend} was right.',
  ],
  troubles: [
    {
      event: 'Then the postman knocked at the door. "Hello!" called {friend}, out loud!',
      fix: '{Hero} thought fast. "That was me," {they} said, in a funny voice. The postman just smiled.',
    },
    {
      event: 'At the park, {friend} shouted, "Look, a squirrel!" Everyone turned to stare.',
      fix: '{Hero} giggled. "I said that," {they} told them. {Friend} gave {hero} a little wink.',
    },
  ],
  high: [
    '"Thank you for keeping my secret," whispered {friend}. "You are my best friend."',
    '{Friend} snuggled up to {hero}. "I am glad I can talk to you," {fthey} said.',
  ],
  evening: ['That night, {friend} curled up by {heroS} bed. "Goodnight," {fthey} whispered. "Goodnight," whispered {hero}.'],
  help: 'came in, and {friend} went very quiet.',
  upset: ['{Hero} held {their} breath. Would the secret be found out?'],
  cheered: ['Phew! The secret was safe.'],
  thought: ['{Hero} smiled. Nobody knew that {friend} could talk.'],
  thoughtAfter: ['The secret was still safe.'],
  titles: ['{friend} Can Talk!'],
});

/** A day of nursing the pet when it is poorly: the vet, and the turn for the better. */
const poorlyDay = (pet: PetCare): HomeDay => ({
  id: 'pet',
  ...(pet.at ? { at: pet.at } : {}),
  goal: new RegExp(
    String.raw`^(?:make \{their\} (?:${kindsOf(pet)}) feel better|${CARING} \{their\} (?:poorly|sick|ill) (?:${kindsOf(pet)}))\b`,
  ),
  words: [...pet.words, 'vet', 'better'],
  sights: pet.sights,
  start: pet.poorlyStart,
  wish: ['"I will look after you, {friend}," {hero} whispered.', '{Hero} wanted {friend} to get better.'],
  doings: pet.poorlyJobs,
  troubles: pet.troubles,
  high: pet.poorlyHigh,
  evening: pet.evening,
  help: 'came to see, and gave {theHero} a hug.',
  upset: ['"Oh no!" said {hero}. "Poor {friend}!"'],
  cheered: ['{Hero} gave {friend} a gentle stroke.'],
  thought: ['{Hero} hoped {friend} would soon feel better.'],
  thoughtAfter: ['{Friend} was getting better, bit by bit.'],
});

/** A young pet's naughty day, told with the pet as hero: the wish it is read as is to 'be a good puppy'. */
const mischiefDay = (pet: PetCare, mischief: Mischief): HomeDay => ({
  id: 'mischief',
  creature: true,
  noLesson: true,
  goal: new RegExp(String.raw`^be a good (?:${kindsOf(pet)})$`),
  helpers: ['mum', 'dad'],
  words: [...mischief.words, ...pet.kinds],
  sights: pet.sights,
  start: mischief.start,
  wish: ['{Hero} wanted to play with everything, all day long!', 'Everything in the house looked like a toy to {hero}.'],
  doings: mischief.deeds,
  // (What it learns comes once it has been shown, never before the mischief.)
  doingsAfter: mischief.learns,
  troubles: mischief.troubles,
  high: mischief.high,
  evening: mischief.evening ?? [
    'That night, {hero} curled up in {their} basket. "You cheeky thing," said {guide}. "But we love you just the same."',
    'At bedtime, {guide} gave {hero} a gentle stroke. "Naughty or good, we love you," {gthey} said. {Hero} fell fast asleep.',
  ],
  help: 'tidied up after {hero}, again. "Oh, {hero}!" {gthey} sighed.',
  upset: mischief.upset ?? ['"No, {hero}!" said {guide}. {Hero} hid under the table, {their} ears down.'],
  cheered: mischief.cheered,
  thought: ['{Hero} looked round for something new to play with.'],
  thoughtAfter: ['{Hero} was learning to be good, bit by bit.'],
});

/** A child's wish for a pet: 'get a pet puppy', 'get a pet dragon'. */
const wished = (pet: PetCare) => new RegExp(String.raw`^get an? (?:pet )?(?:${kindsOf(pet)})$`);

/** A child's wish for a real pet, met as it is: one chosen with a grown-up, and the first day of looking after it. */
const chosenDay = (pet: PetCare, at: string): HomeDay => ({
  id: 'pet',
  ...(pet.at ? { at: pet.at } : {}),
  goal: wished(pet),
  words: [...pet.words, 'choose', 'chose'],
  sights: pet.sights,
  start: [
    'More than anything, {hero} wanted a {fkind} of {their} own. {They} asked every single day.',
    '{Hero} had a picture of a {fkind} by {their} bed. "One day I will have a real one," {they} said.',
  ],
  wish: [
    '"A pet is a big job," said Mum. "I will look after it every day," {hero} promised.',
    '{Hero} read a book all about looking after a {fkind}.',
  ],
  doings: [
    `At last, {hero} and Mum went to ${at}. A little {fkind} called {Friend} came right up to {hero}.`,
    `That Saturday, {hero} and Dad went to ${at}. There, {hero} chose a {fkind} called {Friend}.`,
    `{Hero} and Mum went to ${at} to choose. {Friend}, a tiny {fkind}, looked up at {hero}.`,
  ],
  // (The jobs of the first day come once the pet is home.)
  doingsAfter: pet.jobs,
  troubles: pet.troubles,
  high: pet.happy,
  evening: ['That night, {hero} whispered, "I am so glad you are mine, {friend}."', ...pet.evening],
  help: 'came too, and helped {hero} with {friend}.',
  upset: ['"Oh no!" said {hero}. "Poor {friend}!"'],
  cheered: ['"There you go, {friend}," said {hero}.'],
  thought: ['{Hero} could hardly believe that {friend} was {their} very own.'],
  thoughtAfter: ['{Friend} was home at last, and {hero} could not stop smiling.'],
});

/** A pet for a birthday ('A puppy for my birthday'): the birthday morning, the pet given, and its first day. */
const birthdayDay = (pet: PetCare, at: string): HomeDay => ({
  id: 'pet',
  ...(pet.at ? { at: pet.at } : {}),
  goal: new RegExp(String.raw`^get an? (?:pet )?(?:${kindsOf(pet)}) for \{their\} birthday$`),
  words: [...pet.words, 'birthday', 'present'],
  sights: pet.sights,
  start: [
    'It was {heroS} birthday! {Hero} jumped out of bed and ran downstairs.',
    '{Hero} woke up early. Today was {their} birthday, and {they} could hardly wait.',
  ],
  wish: [
    'More than anything, {hero} hoped for a {fkind} of {their} own.',
    '"Is it a {fkind}?" {hero} wondered. {They} had wished for one all year.',
  ],
  doings: [
    '"Happy birthday!" said Mum and Dad. In a basket by the door sat a little {fkind} with a big red bow. {Hero} named {fthem} {Friend}.',
    `After the birthday cake, {hero} and Dad went to ${at}. There, {hero} chose a {fkind} called {Friend}.`,
  ],
  doingsAfter: pet.jobs,
  troubles: pet.troubles,
  high: pet.happy,
  evening: ['That night, {hero} whispered, "You are the best birthday present ever, {friend}."', ...pet.evening],
  help: 'came too, and helped {hero} with {friend}.',
  upset: ['"Oh no!" said {hero}. "Poor {friend}!"'],
  cheered: ['"There you go, {friend}," said {hero}.'],
  thought: ['{Hero} could hardly believe it. A {fkind} of {their} very own, for {their} birthday!'],
  thoughtAfter: ['It was the best birthday ever, and {hero} could not stop smiling.'],
  titles: ['{name}’s Birthday Surprise', '{friend}, the Best Present'],
});

/**
 * A pet a grown-up says no to ('Mia wants a kitten but Mum says no'): the no heard, the pet met where one is chosen,
 * the child showing she can care (going back to help, a book read, a slip said sorry for), and the grown-up won
 * round, fairly: the pet comes home at the turn.
 */
const refusedDay = (pet: PetCare, at: string, who: string): HomeDay => ({
  id: 'pet',
  // (Read lowercased too, where the day's place is chosen.)
  goal: new RegExp(String.raw`^show ${who} an? (?:${kindsOf(pet)}) would be well looked after$`, 'i'),
  helpers: [who.toLowerCase()],
  words: [...pet.words, 'no', 'care', 'show', 'shown', 'ready', 'home'],
  sights: pet.sights,
  start: [
    `More than anything, {hero} wanted a {fkind}. "Please can I have one?" {they} asked. But ${who} said no.`,
    `{Hero} asked for a {fkind} every single day. But every day, ${who} said, "No, not yet."`,
  ],
  wish: [
    `"A {fkind} is a big job," said ${who}. "Who will feed it every day?" "I will!" said {hero}. "I can show you."`,
    `{Hero} felt sad. Then {they} had an idea. "I will show ${who} I can look after a pet," {they} said.`,
  ],
  doings: [
    `${who} took {hero} to ${at}, just to look. A little {fkind} called {Friend} came right up to {hero}.`,
    `At ${at}, {hero} met a tiny {fkind} called {Friend}. "Can we take {fthem} home?" {they} asked. "We will see," said ${who}.`,
  ],
  // (The care shown once the pet is met.)
  doingsAfter: [
    'Every day after school, {hero} went back to see {friend}, and helped to fill {ftheir} bowl.',
    `{Hero} read a book all about looking after a {fkind}, and told ${who} every fact.`,
    '{Hero} saved {their} pocket money in a jar, to buy {friend} a bowl of {ftheir} own.',
  ],
  troubles: [
    {
      event: 'Then one busy day, {hero} forgot to go and see {friend}.',
      fix: `{Hero} said sorry to ${who}. Then {they} made a chart, so {they} would never forget again.`,
    },
    {
      event: `Then {hero} left {their} room in a big mess. "A pet needs a tidy home," said ${who}.`,
      fix: '{Hero} tidied up, every toy and every sock, without being asked again.',
    },
  ],
  high: [
    `At the weekend, ${who} smiled. "You have shown me how much you care. {Friend} can come home." {Hero} hugged ${who} tight.`,
    `One day, ${who} said to {hero}, "You have looked after {friend} so well. I think you are ready." That day, {friend} came home.`,
  ],
  evening: [
    'That night, {friend} curled up in {their} new basket. "I will always look after you," whispered {hero}.',
    'At bedtime, {hero} said goodnight to {friend}. {Hero} had shown {they} could care, and now {friend} was {their} own.',
  ],
  help: 'watched {hero} closely, and said nothing yet.',
  upset: ['{Hero} felt bad, but {they} did not give up.'],
  cheered: [`{Hero} kept trying, and ${who} was watching.`],
  thought: ['{Hero} kept thinking of a {fkind} of {their} own.'],
  thoughtAfter: [`${who} saw how hard {hero} was trying.`],
});

/** A child's wish for a make-believe pet, met as make-believe: one made and played with, a toy, a dream. */
const pretendDay = (pretend: Pretend, pet: PetCare): HomeDay => ({
  id: 'pet',
  goal: wished(pet),
  words: [...pet.words, 'pretend', 'made'],
  sights: ['a big cardboard box', 'a pot of glue', 'a roll of sticky tape', 'a pile of coloured paper', 'a pair of scissors'],
  start: pretend.start,
  wish: ['"Then I will make one," said {hero}.', '{Hero} had an idea. "I can make my own!"'],
  doings: pretend.made,
  // (Played with once it is made.)
  doingsAfter: pretend.play,
  troubles: pretend.troubles,
  high: pretend.high,
  evening: pretend.evening,
  help: 'came to see, and helped {hero} with the glue.',
  upset: ['"Oh no!" said {hero}. "Poor {friend}!"'],
  cheered: ['"Good as new, {friend}," said {hero}.'],
  thought: ['{Hero} liked {friend} more and more.'],
  thoughtAfter: ['{Friend} was only pretend, but {hero} loved {friend} all the same.'],
});

/** The grown-ups who may say no to a pet, as pet-owned.ts names them. */
const GROWN_UPS = ['Mum', 'Dad', 'Grandma', 'Grandpa', 'Nana'];

/** Poorly first: 'look after {their} poorly hamster' is a day of nursing, not of the usual jobs. */
export const PET_DAYS: readonly HomeDay[] = [
  ...PETS.map(poorlyDay),
  // (A talking pet's day before the usual jobs: 'look after {their} talking dog' is its secret kept.)
  ...PETS.filter((pet) => pet.chosenAt).map(talkingDay),
  ...PETS.map(careDay),
  ...CLASS_PETS.map(classPetDay),
  ...PETS.flatMap((pet) => (pet.mischief ? [mischiefDay(pet, pet.mischief)] : [])),
  ...PETS.flatMap((pet) => (pet.chosenAt ? [chosenDay(pet, pet.chosenAt)] : [])),
  ...PETS.flatMap((pet) => (pet.chosenAt ? [birthdayDay(pet, pet.chosenAt)] : [])),
  ...PETS.flatMap((pet) => (pet.chosenAt ? GROWN_UPS.map((who) => refusedDay(pet, pet.chosenAt!, who)) : [])),
  ...PETS.flatMap((pet) => (pet.pretend ? [pretendDay(pet.pretend, pet)] : [])),
];
