/**
 * Real troubles someone is saved from, trouble by trouble: who gets into it and where, the first sign of it (a mew
 * from high up, a roar), what it looks like once found, a first try that fails the way that trouble makes it fail
 * (the ladder is too short), the help or idea and the careful real step, the rescue itself, and the one saved well
 * again. Each list is a choice of lines; the seed picks one whose gates hold.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), the one in trouble's ({friend}, {fkind}, {fthey},
 * {ftheir}, {fthem}, {fwas}), the helper's ({helper}, {Helper}: 'Mum', 'the vet'), {cry} (the one in trouble's own
 * cry: 'Mew! Mew!') and {inPlace}. Gates: [child] the hero is a person, [!child], [hands], [!hands], [tiny] the hero
 * is a small creature, [pro] the hero does such rescues for work (a firefighter at a tree), [!pro], [own] the one in
 * trouble is of the trouble's own kinds (a duckling down the drain, whose mother quacks), [!own].
 */
import type { SettingId } from '../../language/index.js';

export interface Rescue {
  id: string;
  /** The idea says this trouble ('a kitten stuck in a tree', 'a bird with a broken wing'). */
  said: RegExp;
  /** Kind words (as the idea says them: 'kitten', 'duckling') of who gets into it; the first is who, when unsaid. */
  kinds: readonly string[];
  /** Where it happens: the first fits an idea that names nowhere, the seed choosing among all. */
  settings: readonly SettingId[];
  /** Only its own kinds get into it (a dragon loses its fire), however the idea says it. */
  ownKinds?: boolean;
  /** It befalls one where they live, whatever the place (a thorn, a net): in the wild one's own habitat. */
  anywhere?: boolean;
  /** Words a paragraph on it keeps to ('tree', 'branch'); the first is what tests look for. */
  words: readonly string[];
  /** The trouble, said after the one in it ('Twinkle was still stuck up the tree'). */
  trouble: string;
  /** Who helps a child (kind words), and who helps a creature of the wild. */
  helpers: readonly string[];
  wildHelpers: readonly string[];
  /** The kind word of one who does this rescue for work (a firefighter): such a hero knows how. */
  pro?: string;
  /** The first sign, heard or seen before anyone is found. */
  sign: readonly string[];
  /** The one in trouble found, and the trouble seen. */
  seen: readonly string[];
  /** A first try that fails the way this trouble makes it fail. */
  fail: readonly string[];
  /** The help or the idea, and the careful real step; its gates choose the rescue of the same place in `deed`. */
  help: readonly string[];
  /** The rescue itself, the high point, the way `help` at the same place began it. */
  deed: readonly string[];
  /** The one saved, well again or back home. */
  well: readonly string[];
}

export const RESCUES: readonly Rescue[] = [
  {
    id: 'tree',
    said: /\b(?:up|in|on) (?:a|the) (?:tall |big |high |old )?(?:tree|branch)\b|\bup a tree\b/i,
    kinds: ['kitten', 'cat', 'squirrel', 'monkey', 'koala'],
    settings: ['park', 'garden', 'forest'],
    words: ['tree', 'branch', 'ladder'],
    trouble: 'stuck up the tree',
    helpers: ['firefighter', 'dad', 'mum', 'grandpa'],
    wildHelpers: ['owl', 'squirrel', 'woodpecker'],
    pro: 'firefighter',
    sign: [
      'Then a thin little cry came from high above. "{cry}"',
      'Then {hero} heard a tiny cry from somewhere up high. "{cry}"',
    ],
    seen: [
      'There was {friend} the {fkind}, stuck at the top of a tall tree. {Fthey} {fwas} shaking.',
      'High up in the tree sat {friend} the {fkind}, on a thin branch. {Fthey} could not get down.',
    ],
    fail: [
      '[hands][!pro] {Hero} fetched a little ladder. But the ladder was too short, and the branch was far too high.',
      '[pro] {Hero} put up the small ladder. It was too short, and {friend} only climbed higher.',
      '[!hands][!ladder] {Hero} tried to climb up. But the bark was smooth, and {they} slid back down.',
      '{Hero} called softly, "Come down, {friend}!" But {friend} was too scared to move.',
    ],
    help: [
      '[!pro][!tiny][!ladder] {Helper} had an idea. They tied a basket to a long rope and put a treat inside.',
      '[pro][!ladder] {Hero} fetched the long ladder from the fire engine. {Helper} held it steady.',
      '[!pro][!tiny][!ladder] {Helper} brought a long ladder and held it steady against the tree.',
      '[tiny][!ladder] {Helper} showed {hero} a way up the tree: a twisty path of branches.',
      '[ladder] "Your ladder!" said {helper}. {Hero} raised {their} long ladder, up and up, right to the branch.',
    ],
    deed: [
      'Slowly, slowly, the basket went up the tree. {Friend} sniffed the treat and hopped in.',
      'Step by step, {hero} climbed the long ladder. {Friend} crept into {their} arms.',
      'Step by step, {hero} climbed up the tree. {Friend} crept into {their} arms.',
      '{Hero} climbed up, branch by branch. Then {hero} led {friend} down the same way.',
      '{Friend} stepped onto the top of the ladder. Down {fthey} came, slowly, all the way to the ground.',
    ],
    well: [
      '{Friend} was safe on the ground again. {Fthey} purred and rubbed against {hero}.',
      'Back on the ground, {friend} curled up, warm and safe at last.',
    ],
  },
  {
    id: 'thorn',
    anywhere: true,
    said: /\bthorns?\b|\bsore (?:paw|foot|feet)\b/i,
    kinds: ['lion', 'dragon', 'bear', 'tiger', 'wolf', 'dog', 'fox', 'elephant'],
    settings: ['forest', 'jungle', 'savanna', 'mountain'],
    words: ['thorn', 'paw'],
    trouble: 'holding up {ftheir} sore paw',
    helpers: ['vet', 'grandma', 'dad'],
    wildHelpers: ['owl', 'rabbit', 'hedgehog'],
    pro: 'vet',
    sign: [
      '[big] Then a great roar shook the leaves. "{cry}"',
      '[big] All at once, a loud, sad roar rang out {inPlace}. "{cry}"',
      '[!big] Then a sharp cry of pain rang out {inPlace}. "{cry}"',
    ],
    seen: [
      'There sat {friend} the {fkind}, holding up one paw. A big thorn was stuck in it.',
      '{Friend} the {fkind} was hopping on three legs. A sharp thorn was stuck in {ftheir} paw.',
    ],
    fail: [
      '[big][!pro] {Hero} was scared and ran behind a rock. {Friend} roared again, for the thorn hurt so much.',
      '[big] {Hero} reached for the thorn, but {friend} pulled {ftheir} paw away and roared.',
      '[!big] {Hero} reached for the thorn, but {friend} pulled away with a yelp.',
    ],
    help: [
      '"Speak softly, and go slowly," said {helper}. "That thorn hurts {fthem}."',
      '"{Friend} is not fierce, just sore," said {helper}. "Be gentle and calm."',
    ],
    deed: [
      '{Hero} held {friendS} paw very gently. Then, with one quick pull, out came the thorn!',
      '{Hero} gently pulled the thorn from {friendS} paw. Out it came, all in one piece!',
    ],
    well: [
      '{Friend} licked the sore paw and stood on all four feet again. {Fthey} {fwas} so glad.',
      'Soon {friend} could walk on {ftheir} paw again. The pain was all gone.',
    ],
  },
  {
    id: 'cave',
    said: /\b(?:(?:trapped|stuck|shut) in|from) (?:a|the) (?:dark )?cave\b|\bfallen rocks?\b|\brock ?fall\b/i,
    kinds: ['dragon', 'bear', 'fox', 'goat', 'bat', 'girl', 'boy'],
    settings: ['mountain', 'forest', 'cave'],
    words: ['cave', 'rocks'],
    trouble: 'trapped in the cave',
    helpers: ['grandpa', 'dad', 'mum', 'ranger'],
    wildHelpers: ['bear', 'goat', 'mole'],
    sign: [
      'Then came a rumble and a crash, and a cloud of dust. "{cry}"',
      'Suddenly, rocks rumbled down the hill with a crash. "{cry}"',
    ],
    seen: [
      'Big rocks had fallen across a cave. From inside came a small voice. It was {friend} the {fkind}!',
      'The way into the cave was blocked by fallen rocks. {Friend} the {fkind} was trapped inside.',
    ],
    fail: [
      '{Hero} pushed the biggest rock with all {their} might. It did not move at all.',
      '{Hero} pulled and pushed at the rocks, but they were far too heavy.',
    ],
    help: [
      '"Not the big rock first," said {helper}. "Take the small ones off the top."',
      '{Helper} found a long, strong stick. "We can roll the rocks with this," {helper} said.',
    ],
    deed: [
      'They moved the rocks, small ones first. At last there was a gap, and {friend} squeezed out!',
      'One by one, the rocks rolled away. {Friend} pushed from inside, and light shone into the cave!',
    ],
    well: [
      '{Friend} blinked in the sunshine, dusty but safe. {Fthey} shook off the dust and smiled.',
      '{Friend} took a big breath of fresh air. {Fthey} {fwas} free at last.',
    ],
  },
  {
    id: 'net',
    anywhere: true,
    said: /\btangled\b|\b(?:in|under) (?:a|the) (?:fishing )?net\b|\bfishing line\b/i,
    kinds: ['turtle', 'seal', 'dolphin', 'fish', 'lion', 'duck'],
    settings: ['beach'],
    words: ['net', 'knots'],
    trouble: 'tangled in the net',
    helpers: ['lifeguard', 'fisherman', 'grandpa', 'mum'],
    wildHelpers: ['crab', 'seagull', 'otter'],
    pro: 'lifeguard',
    sign: [
      '[sea] Then {hero} saw something splashing and splashing. "{cry}"',
      '[sea] Then a small, sad cry came from the rocks. "{cry}"',
      '[!sea] Then a loud cry of fright rang out {inPlace}. "{cry}"',
    ],
    seen: [
      '[sea] {Friend} the {fkind} was tangled in an old net. The ropes were wound round {ftheir} flippers.',
      '[sea] There was {friend} the {fkind}, tangled up in an old fishing net. {Fthey} could not swim free.',
      '[!sea] There was {friend} the {fkind}, caught in a big rope net. {Fthey} could not get out.',
    ],
    fail: [
      '{Hero} pulled at the net. But the knots only got tighter, and {friend} wriggled in fright.',
      '{Hero} tugged at the ropes to pull them off. The net just got more tangled.',
    ],
    help: [
      '[!tiny] {Helper} came with a small pair of scissors. "We must go slowly and keep {fthem} still," {helper} said.',
      '[!tiny] "Keep still, {friend}," said {helper} softly. "We will snip the ropes one at a time."',
      '[tiny] "You have sharp little teeth," said {helper}. "You can nibble the ropes, one by one."',
    ],
    deed: [
      'Snip, snip, snip went the scissors, one rope at a time. At last, {friend} was free!',
      'Snip, snip went the scissors, very slowly. At last, the net fell off {friend}!',
      'Nibble, nibble, nibble went {hero}, one rope at a time. The net fell off {friend}!',
    ],
    well: [
      '[sea] {Friend} wiggled out and splashed into the water. {Fthey} swam round and round for joy.',
      '[sea] {Friend} was free! {Fthey} flapped {ftheir} flippers and swam off into the waves.',
      '[!sea] {Friend} stepped out of the net and stretched. {Fthey} gave a happy shake.',
    ],
  },
  {
    id: 'mud',
    anywhere: true,
    said: /\bstuck in (?:the |some |thick )?mud\b|\bmuddy (?:pond|puddle|bank|ditch)\b/i,
    kinds: ['pony', 'horse', 'hippo', 'cow', 'pig', 'tractor', 'sheep', 'lamb'],
    settings: ['farm', 'river'],
    words: ['mud', 'rope'],
    trouble: 'stuck in the mud',
    helpers: ['farmer', 'grandpa', 'dad'],
    wildHelpers: ['elephant', 'horse', 'cow'],
    pro: 'farmer',
    sign: ['Then came a loud cry from the muddy field. "{cry}"', 'Then {hero} heard a cry and a big squelch. "{cry}"'],
    seen: [
      '{Friend} the {fkind} was stuck in deep, sticky mud. The more {fthey} pulled, the deeper {fthey} sank.',
      'There was {friend} the {fkind}, stuck in mud up to {ftheir} tummy.',
    ],
    fail: [
      '{Hero} stepped into the mud to push. Squelch! Now {hero} was stuck too.',
      '{Hero} pulled and pulled, but the mud held on tight. Squelch went the mud.',
    ],
    help: [
      '{Helper} laid long planks on the mud, so nobody would sink. Then {helper} brought a rope.',
      '"Planks first, so we can stand," said {helper}. Then they tied a soft rope round {friend}.',
    ],
    deed: [
      'Everyone pulled the rope together. "One, two, three, PULL!" With a big slurp, {friend} came free!',
      '"Heave!" called {hero}, and they all pulled. Slurp! Out came {friend} at last!',
    ],
    well: [
      '{Friend} was covered in mud from top to toe. {Hero} washed {fthem} clean with a bucket of water.',
      '{Friend} stood on firm ground at last, muddy but safe. {Fthey} gave a happy shake.',
    ],
  },
  {
    id: 'wing',
    said: /\b(?:broken|hurt|sore|injured|poorly) wing\b/i,
    kinds: ['bird', 'robin', 'sparrow', 'owl', 'pigeon', 'seagull', 'duck', 'parrot'],
    settings: ['garden', 'park', 'forest'],
    words: ['wing', 'bird', 'box'],
    trouble: 'hurt, with {ftheir} wing hanging down',
    helpers: ['vet', 'mum', 'grandma'],
    wildHelpers: ['owl', 'hedgehog', 'rabbit'],
    pro: 'vet',
    sign: ['Then {hero} heard a weak little chirp under a bush. "{cry}"', 'Then a tiny cry came from the grass. "{cry}"'],
    seen: [
      'It was {friend} the {fkind}, with one wing hanging down. {Fthey} could not fly.',
      'There lay {friend} the {fkind}. One wing was hurt, and {fthey} flapped the other in fright.',
    ],
    fail: [
      '{Hero} tried to pick {friend} up, but {fthey} flapped in fright. That hurt {ftheir} wing even more.',
      '"Fly, little one!" said {hero}. {Friend} flapped and flapped, but {fthey} fell back down.',
    ],
    help: [
      '[child] {Helper} found a shoebox and lined it with a soft cloth. "A nest to rest in," {helper} said.',
      '[!child] {Helper} helped make a soft nest of moss. "A bird needs rest to mend," {helper} said.',
      '[!pro] {Helper} looked at the wing and put on a tiny bandage, very gently.',
      '[pro] {Hero} looked at the wing and put on a tiny bandage. {Helper} held the box.',
    ],
    deed: [
      'Days later, {friend} stretched {ftheir} wing. Flap, flap, and up {fthey} flew!',
      'Days later, {friend} stretched {ftheir} wing. Flap, flap, and up {fthey} flew!',
      'At last, the wing was strong again. {Friend} hopped up, flapped and flew into the sky!',
      'After a week of rest, the wing was strong. {Friend} flapped once, twice, and flew!',
    ],
    well: [
      '{Friend} flew back to {ftheir} nest in the tree. Every morning, {fthey} sang for {hero}.',
      '{Friend} landed on a branch and sang the sweetest song. {Fthey} {fwas} home again.',
    ],
  },
  {
    id: 'fire',
    ownKinds: true,
    // (A sneeze of fire is too much fire, not too little: 'A dragon who sneezes fire' is told by body-troubles.ts.)
    said: /\blost (?:his|her|its|their) fire\b|\bcan['’]?t breathe fire\b|\bno fire\b|\b(?:a|the) (?:bad )?cold\b|(?<!\b(?:fiery|fire|flaming)\s)\bsneez(?!(?:e|es|ed|ing)\s+(?:out\s+)?(?:fire|flames?|sparks)\b)/i,
    kinds: ['dragon'],
    settings: ['mountain', 'castle'],
    words: ['fire', 'cold', 'sneeze'],
    trouble: 'sniffing, with no fire at all',
    helpers: ['grandma', 'mum', 'doctor'],
    wildHelpers: ['owl', 'bear', 'goat'],
    sign: ['Then {hero} heard a sad, soggy sniff. "{cry}"', 'Then came a cough and a tiny puff of grey smoke. "{cry}"'],
    seen: [
      '{Friend} the {fkind} had a cold. When {fthey} tried to breathe fire, only a wisp of smoke came out.',
      'There was {friend} the {fkind}, with a red nose and no fire. {Fthey} shivered.',
    ],
    fail: [
      '"Blow hard!" said {hero}. {Friend} blew and blew, but out came only a soggy puff.',
      '{Hero} lit a candle for {friend} to copy. {Friend} sneezed, and the candle went out.',
    ],
    help: [
      '"A cold needs warm soup and a rest," said {helper}. So they made a big pot of hot soup.',
      '{Helper} brought a thick blanket and a bowl of warm soup. "Drink it all up," {helper} said.',
    ],
    deed: [
      '{Hero} added a pinch of pepper. {Friend} sniffed. "Ah... ah... ATCHOO!" Out came a great burst of fire!',
      '{Friend} sipped the warm soup. "Ah... ATCHOO!" A big, bright flame burst out!',
    ],
    well: [
      '{Friend} puffed happy little flames, warm and well again. {Fthey} kept {hero} cosy all evening.',
      '{Friend} could breathe fire again, and {ftheir} cold was gone.',
    ],
  },
  {
    id: 'tower',
    said: /\btowers?\b|\blocked (?:up|in|away)\b/i,
    kinds: ['princess', 'prince', 'girl', 'boy', 'king', 'queen'],
    settings: ['castle'],
    words: ['tower', 'door', 'rope'],
    trouble: 'locked in the tower',
    helpers: ['king', 'queen', 'knight'],
    wildHelpers: ['owl', 'raven', 'mouse'],
    pro: 'knight',
    sign: [
      'Then a voice called from the top of the tall tower. "{cry}"',
      'Then {hero} saw a little flag waving from a high tower window. "{cry}"',
    ],
    seen: [
      'At the window was {friend} the {fkind}. The tower door was locked, and the key was gone.',
      '{Friend} the {fkind} was locked in the tower, with no way down.',
    ],
    fail: [
      '{Hero} pushed the big door, but it was locked fast. {Hero} tried to climb the wall, but it was too smooth.',
      '{Hero} banged on the tower door. It did not open, not one little bit.',
    ],
    help: [
      'Then {friend} had an idea. {Fthey} tied the bed sheets into a long rope.',
      '"The key!" said {helper}. "The old guard dropped it in the moat." They fished it out with a net.',
    ],
    deed: [
      '{Friend} let the rope of sheets down the wall. {Hero} held it tight as {fthey} climbed down, hand over hand.',
      'Click went the key in the lock. The door creaked open, and {friend} ran down the stairs.',
    ],
    well: [
      '{Friend} was free! {Fthey} danced round the castle yard in the sunshine.',
      '{Friend} looked up at the tall tower and laughed. {Fthey} would never be locked in again.',
    ],
  },
  {
    id: 'tide',
    said: /\b(?:the tide|stranded on a rock)\b/i,
    kinds: ['puppy', 'dog', 'girl', 'boy', 'crab', 'seal'],
    settings: ['beach'],
    words: ['rock', 'tide', 'waves', 'sea', 'water'],
    trouble: 'on the rock, with the water rising',
    helpers: ['lifeguard', 'fisherman', 'dad'],
    wildHelpers: ['seal', 'seagull', 'dolphin'],
    pro: 'lifeguard',
    sign: [
      'Then a cry came from far out across the water. "{cry}"',
      'Then {hero} heard a cry above the crash of the waves. "{cry}"',
    ],
    seen: [
      '{Friend} the {fkind} was on a rock far out. The tide was coming in, and the water was rising.',
      'Out on a rock sat {friend} the {fkind}. Waves splashed all round, higher and higher.',
    ],
    fail: [
      '{Hero} waded in, but the water was too deep. The waves were too strong.',
      '{Hero} threw a rope, but it fell short and splashed into the sea.',
    ],
    help: [
      '{Helper} ran up with a rescue board. "Hold on tight and stay with me," {helper} said.',
      '"We need a boat," said {helper}. Together, they pushed the little rowing boat into the waves.',
      '[pro] {Hero} grabbed {their} rescue board. "Stay here and keep watch," {they} told {helper}.',
    ],
    deed: [
      'They paddled out to the rock. {Friend} jumped on, and they rode a big wave back to the sand.',
      '{Hero} rowed hard to the rock. {Friend} leapt into the boat just as a wave splashed over.',
      '{Hero} paddled out to the rock. {Friend} climbed on, and they rode a wave back to the sand.',
    ],
    well: [
      '{Friend} was wet and cold, but safe. {Hero} wrapped {fthem} in a big, fluffy towel.',
      'Back on the sand, {friend} shook off the water. {Fthey} {fwas} safe and dry.',
    ],
  },
  {
    id: 'beached',
    said: /\b(?:stranded|beached|washed up)\b/i,
    kinds: ['whale', 'dolphin', 'seal'],
    settings: ['beach'],
    words: ['beach', 'water', 'tide'],
    trouble: 'stranded on the dry sand',
    helpers: ['lifeguard', 'fisherman', 'mum', 'dad'],
    wildHelpers: ['seagull', 'crab', 'seal'],
    pro: 'lifeguard',
    sign: [
      'Then a long, low cry came from the edge of the sea. "{cry}"',
      'Then {hero} heard a low, sad cry from far down the sand. "{cry}"',
    ],
    seen: [
      'It was {friend}, a baby {fkind}, stranded on the sand. The sea had gone out and left {fthem} behind.',
      '{Friend} the {fkind} lay on the dry sand, far from the water. {Ftheir} skin was getting dry.',
    ],
    fail: [
      '{Hero} pushed and pushed. But {friend} was far too heavy to move.',
      '{Hero} tried to roll {friend} back to the sea. {Friend} did not move one bit.',
    ],
    help: [
      '"Keep {fthem} wet and wait for the tide," said {helper}. Everyone brought buckets of sea water.',
      '{Helper} called everyone on the beach. They poured bucket after bucket of water on {friend}.',
    ],
    deed: [
      'At last the tide came in. Everyone pushed together, and {friend} slid into the waves!',
      'The sea came back up the sand. With one big push from everyone, {friend} floated free!',
    ],
    well: [
      '{Friend} swam out to sea and waved a flipper. That was {ftheir} thank you.',
      'Far out, {friend} leapt from the waves and splashed down, safe at home.',
    ],
  },
  {
    id: 'drain',
    said: /\bdrains?\b|\bgrate\b/i,
    kinds: ['duckling', 'duck'],
    settings: ['park', 'city'],
    words: ['drain', 'grate'],
    trouble: 'stuck down the drain',
    helpers: ['firefighter', 'dad', 'grandpa'],
    wildHelpers: ['duck', 'frog', 'rat'],
    pro: 'firefighter',
    sign: [
      'Then {hero} heard a tiny peep from under the path. "{cry}"',
      '[own] Then a mother duck quacked and quacked by the path. "{cry}"',
      '[!own] Then {hero} heard a scrabbling sound from under the path. "{cry}"',
    ],
    seen: [
      'Down through the drain grate, {hero} saw {friend} the {fkind}. {Fthey} had fallen in!',
      '{Friend} the {fkind} had slipped through a drain grate. {Fthey} {fwas} stuck at the bottom.',
    ],
    fail: [
      '[hands] {Hero} reached down through the grate. But {their} arm was too short.',
      '[!hands] {Hero} leaned over the grate, but {friend} was too far down to reach.',
      '{Hero} called to {friend}, but the drain walls were too steep to climb.',
    ],
    help: [
      '[!pro] {Helper} lifted the heavy grate off the drain. Then {helper} fetched a net on a long pole.',
      '[!pro] "We need a long net," said {helper}. {Helper} pulled up the heavy grate.',
      '[pro] {Hero} lifted the heavy grate with a hook. {Helper} held the torch.',
    ],
    deed: [
      '{Hero} lowered the net very slowly. {Friend} hopped in, and up {fthey} came!',
      'Down went the net, gently, gently. {Friend} climbed in, and {hero} lifted {fthem} out.',
      '{Hero} reached down with a long net. {Friend} hopped in, and up {fthey} came!',
    ],
    well: [
      '[own] {Friend} ran back to {ftheir} mother, peeping all the way. They waddled off to the pond.',
      '[own] {Friend} shook {ftheir} feathers and hurried back to {ftheir} family by the pond.',
      '[!own] {Friend} gave a happy shake and hurried off home, safe at last.',
    ],
  },
  {
    id: 'well',
    said: /\bdown (?:a|an|the) (?:old |deep |big )?(?:well|hole|ditch)\b|\b(?:into|in) (?:a|an|the) (?:old |deep )?well\b/i,
    kinds: ['puppy', 'dog', 'lamb', 'goat', 'rabbit', 'fox'],
    settings: ['farm', 'meadow', 'park'],
    words: ['well', 'bucket', 'hole'],
    trouble: 'stuck down the well',
    helpers: ['farmer', 'firefighter', 'grandpa'],
    wildHelpers: ['badger', 'mole', 'owl'],
    pro: 'firefighter',
    sign: [
      'Then {hero} heard a small cry that echoed up from the ground. "{cry}"',
      'Then came a faint cry from the old well. "{cry}"',
    ],
    seen: [
      '{Hero} peeped over the edge of the old well. {Friend} the {fkind} was at the bottom, wet and scared.',
      'Deep down in the old well was {friend} the {fkind}. The sides were too steep to climb.',
    ],
    fail: [
      '{Hero} held down a long stick, but it did not reach the bottom.',
      '"Jump, {friend}!" called {hero}. {Friend} jumped and jumped, but {fthey} slid back down.',
    ],
    help: [
      '"The old bucket!" said {helper}. They tied it to a strong rope and put a treat inside.',
      '[!pro] {Helper} had an idea. They let the bucket down on its rope, slowly, slowly.',
      '[pro] {Hero} tied a safe rope round {themselves} and fixed it to a post. {Helper} held the torch.',
    ],
    deed: [
      '{Friend} climbed into the bucket. {Hero} and {helper} wound the handle, and up came {friend}!',
      'Creak, creak went the rope. Up came the bucket, and {friend} was sitting in it!',
      'Down went {hero}, slowly, slowly. {Hero} held {friend} tight, and up they came!',
    ],
    well: [
      '{Friend} shook off the water and jumped for joy. Then {fthey} snuggled up to {hero}.',
      '{Friend} was wet, but safe. {Fthey} jumped up and down for joy.',
    ],
  },
  {
    id: 'back',
    said: /\bon (?:its|his|her|their) back\b|\bupside down\b/i,
    kinds: ['beetle', 'ladybird', 'tortoise', 'bee'],
    settings: ['garden', 'meadow', 'park'],
    words: ['back', 'legs', 'leaf'],
    trouble: 'stuck on {ftheir} back',
    helpers: ['grandma', 'mum', 'dad'],
    wildHelpers: ['snail', 'ant', 'hedgehog'],
    sign: [
      'Then {hero} heard a tiny buzz of fright on the path. "{cry}"',
      'Then {hero} heard a tiny, scratchy buzz on the path. "{cry}"',
    ],
    seen: [
      '{Friend} the {fkind} was stuck on {ftheir} back. {Ftheir} little legs waved and waved in the air.',
      'There was {friend} the {fkind}, upside down on the path. {Fthey} could not turn over.',
    ],
    fail: [
      '{Hero} gave {friend} a little push, but {friend} just spun round and round.',
      '{Hero} tried to flip {friend} over. But {fthey} slid away and stayed on {ftheir} back.',
    ],
    help: [
      '"Give {fthem} something to hold on to," said {helper}. {Hero} found a little leaf.',
      '{Helper} picked a thin twig. "Hold it close, and let {fthem} grab it," {helper} said.',
    ],
    deed: [
      '{Hero} held the leaf close. {Friend} grabbed it with {ftheir} legs and flipped right side up!',
      '{Friend} held on to the twig and pulled. Flip! {Fthey} {fwas} right side up again!',
    ],
    well: [
      '{Friend} shook {ftheir} wings and flew off into the flowers.',
      '{Friend} waved a tiny leg and walked off into the grass.',
    ],
  },
];

/** Each kind's own cry for help: a kitten's 'Mew!', a lion's roar; anyone else calls 'Help!'. */
const CRIES: Record<string, string> = {
  kitten: 'Mew! Mew!',
  cat: 'Miaow! Miaow!',
  puppy: 'Yip! Yip!',
  dog: 'Woof! Woof!',
  lion: 'ROAR!',
  tiger: 'ROAR!',
  bear: 'GRRR!',
  dragon: 'ROAR!',
  bird: 'Cheep! Cheep!',
  duck: 'Peep! Peep!',
  lamb: 'Baa! Baa!',
  sheep: 'Baa! Baa!',
  goat: 'Maa! Maa!',
  pony: 'Neigh!',
  horse: 'Neigh!',
  cow: 'Moo!',
  pig: 'Oink! Oink!',
  whale: 'Ooo-ooo!',
  seal: 'Arf! Arf!',
  dolphin: 'Click! Click!',
};

/** What one calls who has words, or a kind with no cry of its own. */
export const CALLS = ['Help! Help!', 'Help me, please!', 'Is anyone there?'] as const;

/** The cry of one in trouble, by kind ('Mew! Mew!'), else null: they call for help in words. */
export const cryOf = (kind: string): string | null => CRIES[kind] ?? null;

export const rescueById = (id: string) => RESCUES.find((r) => r.id === id);
