/**
 * Animals that wish they were another kind ('The cat who wanted to be a dog', 'A pig who wants to be a horse', 'A duck
 * who wished he was a swan'), told by different.ts: the hero tries the other's life (the cat fetches a stick, tries to
 * bark: 'Mi-woof?'), it does not suit, the other says what is good about the hero's own kind, the hero's own way saves
 * the day, and it is happy being itself. Each kind has both sides: how another tries its life, and what is good about
 * it. Lines may hold the story's slots ({Hero}, {they}, {their}, {them}) and {other} (the one of the other kind),
 * {otherFull} ('Marble the dog'), {aOther} ('a dog'), {otherMix} (the two calls mixed: 'Mi-woof').
 */
import type { SettingId } from '../../language/index.js';

export interface KindLife {
  /** Kind words this is told of: 'dog', 'puppy'. */
  kinds: readonly string[];
  /** Where it lives, when the idea names nowhere. */
  home: SettingId;
  /** The start of its own call, mixed with another's: 'Mi' ('Mi-woof?'). */
  callStart: string;
  /** Its call: what one does, what it is said as, and its noise ('bark', 'a bark', 'woof'). */
  call: readonly [string, string, string];
  /** What it does all day, as the hero watches it; {otherFull} is the one doing it. */
  life: readonly string[];
  /** Another kind trying its life, and how it goes wrong: a sentence each. At least three. */
  tries: readonly (readonly [string, string])[];
  /** What is good about being it, said to it by the other: true facts. */
  good: readonly string[];
  /** A trouble only it can put right, and how it does: a sentence each. */
  shine: readonly (readonly [string, string])[];
  /**
   * A trouble it puts right away from its own home, where the other lives (a mouse on the savanna frees the lion from a
   * net); else its own troubles are told there too.
   */
  away?: readonly (readonly [string, string])[];
  /** A true fact of its kind. */
  fact: string;
  /** How it falls asleep, glad of what it is: 'curled up by the fire, purring'. */
  happy: string;
}

export const KIND_LIVES: readonly KindLife[] = [
  {
    kinds: ['cat', 'kitten'],
    home: 'home',
    callStart: 'Mi',
    call: ['meow', 'a meow', 'meow'],
    life: [
      '{otherFull} climbed fences, chased bits of string and napped in the sun.',
      '{otherFull} purred on laps, pounced on leaves and slept on the windowsill.',
    ],
    tries: [
      ['{Hero} tried to climb the garden fence, like {aOther}.', 'But {they} slid down again and landed in the flowers. Flump!'],
      ['{Hero} tried to curl up on the narrow windowsill.', 'But there was no room, and {they} slid off. Thump!'],
      [
        '{Hero} tried to pounce on a leaf, the way cats do.',
        'But the wind blew the leaf away, and {hero} landed nose first in the grass.',
      ],
    ],
    good: [
      'You can climb up high, and you always land on your feet!',
      'You can see when it is nearly dark, and you purr so softly!',
    ],
    shine: [
      [
        'Just then, a ball bounced up onto the shed roof. Nobody could reach it.',
        'But {hero} could climb! Up {they} went, and nudged the ball down with {their} paw.',
      ],
      [
        'Just then, a kite got caught in the branches of the apple tree.',
        'Up the trunk went {hero}, paw over paw, and tugged the kite free.',
      ],
    ],
    fact: 'Cats have rough tongues, and they wash their fur with them every day.',
    happy: 'curled up by the fire, purring softly',
  },
  {
    kinds: ['dog', 'puppy'],
    home: 'home',
    callStart: 'Wo',
    call: ['bark', 'a bark', 'woof'],
    life: [
      '{otherFull} fetched sticks, dug holes and wagged {otherTheir} tail all day long.',
      '{otherFull} chased balls, sniffed everything and barked hello to everyone.',
    ],
    tries: [
      ['{Hero} picked up a big stick to fetch, like {aOther}.', 'But the stick was too long, and {hero} tripped over it. Bump!'],
      [
        '{Hero} tried to wag {their} tail, just like {other}.',
        'But {their} tail would not wag. It only swished from side to side.',
      ],
      ['{Hero} tried to dig a hole for a bone, the way dogs do.', 'But {they} only got covered in mud, and found a wiggly worm.'],
    ],
    good: [
      'Your nose can sniff out anything, and you fetch so well!',
      'You can smell things from far away, and you love to play!',
    ],
    shine: [
      [
        'Later, a little red ball was lost in the long grass. Nobody could find it.',
        'But {hero} sniffed and sniffed with {their} clever nose, and found it at once!',
      ],
      [
        'Later, a glove was dropped somewhere on the way home. Nobody knew where.',
        '{Hero} put {their} nose to the ground, sniffed along the path, and found it!',
      ],
    ],
    fact: 'A dog’s nose can smell things far, far better than a person’s nose.',
    happy: 'curled up in {their} basket, snoring softly',
  },
  {
    kinds: ['pig', 'piglet'],
    home: 'farm',
    callStart: 'Oi',
    call: ['oink', 'an oink', 'oink'],
    life: [
      '{otherFull} rolled in the mud, snuffled for food and grunted happily.',
      '{otherFull} dug with {otherTheir} snout and had a cool mud bath every day.',
    ],
    tries: [
      [
        '{Hero} rolled in the squelchy mud, like {aOther}.',
        'But the mud was cold and sticky, and {hero} did not like it one bit.',
      ],
      ['{Hero} tried to dig with {their} nose, like {aOther}.', 'But {they} only got a nose full of mud, and sneezed.'],
      ['{Hero} tried to eat from the big pig trough.', 'But the slops were lumpy and cold. "Yuck!" said {hero}.'],
    ],
    good: ['Your snout can sniff out food under the ground!', 'Pigs are so clever, and your snout can dig up roots!'],
    shine: [
      [
        'Later, the farmer dropped her keys in the deep straw. Nobody could find them.',
        'But {hero} snuffled with {their} snout, and dug them out at once!',
      ],
      [
        'Later, the farm gate would not stay shut, and the hens kept getting out.',
        '{Hero} had a clever idea. {They} pushed a heavy log against the gate with {their} snout.',
      ],
    ],
    fact: 'Pigs roll in mud to keep cool, because they can hardly sweat.',
    happy: 'snuggled down in the warm straw, grunting softly',
  },
  {
    kinds: ['horse', 'pony'],
    home: 'farm',
    callStart: 'Nei',
    call: ['neigh', 'a neigh', 'neigh'],
    life: [
      '{otherFull} galloped round the field, jumped over logs and tossed {otherTheir} mane.',
      '{otherFull} trotted up and down the lane, with {otherTheir} long tail swishing.',
    ],
    tries: [
      [
        '{Hero} tried to gallop round the field, like {aOther}.',
        'But {their} legs were too short, and soon {hero} was puffed out.',
      ],
      ['{Hero} tried to jump over a log, like {aOther}.', 'But {they} only got halfway, and landed in a heap of hay. Flump!'],
      ['{Hero} tried to pull the little cart, the way horses do.', 'But the cart would not move one bit.'],
    ],
    good: ['You are so strong, and you gallop faster than anyone!', 'You can carry a rider, and gallop like the wind!'],
    shine: [
      [
        'Later, a cart of apples had to go all the way up the hill. Nobody could pull it.',
        'But {hero} was big and strong. Clip, clop, up the hill {they} went!',
      ],
      [
        'Later, a little lamb was stuck on the far side of the stream.',
        '{Hero} waded across on {their} long legs, and the lamb rode home on {their} back.',
      ],
    ],
    fact: 'Horses can sleep standing up, by locking their legs.',
    happy: 'dozed in {their} stable, standing up',
  },
  {
    kinds: ['duck', 'duckling'],
    home: 'pond',
    callStart: 'Qua',
    call: ['quack', 'a quack', 'quack'],
    life: [
      '{otherFull} waddled, paddled and tipped up tail first to look for food.',
      '{otherFull} swam round the pond, quacking and splashing all day long.',
    ],
    tries: [
      ['{Hero} tried to swim on the pond, like {aOther}.', 'But {they} got wet right through, and climbed out, dripping.'],
      ['{Hero} tried to waddle, like {aOther}.', 'But {they} wobbled and tripped over {their} own feet.'],
      ['{Hero} tried to tip up and dabble for food, tail in the air.', 'But {they} only got pond water up {their} nose.'],
    ],
    good: ['You can swim and fly and walk, all three!', 'Your webbed feet paddle so fast, and you can fly!'],
    shine: [
      [
        'Then a ball rolled into the pond and floated away. Nobody could swim out for it.',
        'But {hero} could! {They} paddled out and pushed it back with {their} beak.',
      ],
      [
        'Then a little frog was stuck on a lily pad, far from the bank.',
        '{Hero} paddled out, and the frog rode back on {their} back.',
      ],
    ],
    fact: 'A duck’s feathers are waterproof, so it stays dry when it swims.',
    happy: 'tucked {their} head under {their} wing and floated off to sleep',
  },
  {
    kinds: ['swan', 'cygnet'],
    home: 'pond',
    callStart: 'Hi',
    call: ['hiss', 'a hiss', 'hiss'],
    life: [
      '{otherFull} glided across the water, white and tall, without a splash.',
      '{otherFull} bent {otherTheir} long neck deep under the water to find weeds.',
    ],
    tries: [
      ['{Hero} stretched {their} neck up tall, like {aOther}.', 'But {their} neck would not grow one bit longer.'],
      [
        '{Hero} tried to glide across the pond without a splash.',
        'But {they} paddled so hard that water went everywhere. Splash!',
      ],
      [
        '{Hero} tried to reach the weeds deep under the water, like {aOther}.',
        'But {they} could not reach them, and came up with a beak full of bubbles.',
      ],
    ],
    good: [
      'You glide so smoothly, and your long neck reaches so deep!',
      'Your wings are big and strong, and you glide like a boat!',
    ],
    shine: [
      [
        'Then a little duckling drifted far out on the pond, all alone.',
        '{Hero} glided out, smooth and fast, and brought it safely back.',
      ],
      [
        'Then a tasty weed floated deep down, out of reach of the little ducks.',
        '{Hero} dipped {their} long neck under, and pulled it up for them to share.',
      ],
    ],
    fact: 'A swan’s long neck helps it reach weeds deep under the water.',
    happy: 'tucked {their} head on {their} back and floated off to sleep',
  },
  {
    kinds: ['cow', 'calf'],
    home: 'farm',
    callStart: 'Moo',
    call: ['moo', 'a moo', 'moo'],
    life: [
      '{otherFull} munched grass all day, swishing flies away with {otherTheir} tail.',
      '{otherFull} lay in the sunny field, chewing and chewing, calm as calm can be.',
    ],
    tries: [
      ['{Hero} munched grass all morning, like {aOther}.', 'But the grass tasted of nothing much, and {their} tummy rumbled.'],
      [
        '{Hero} tried to swish the flies away with {their} tail.',
        'But {their} tail was too short, and the flies buzzed round {their} nose.',
      ],
      [
        '{Hero} tried to stand still in the field all day, like {aOther}.',
        'But {they} got bored and wriggled after five minutes.',
      ],
    ],
    good: [
      'You are so calm and gentle, and your milk is for breakfast!',
      'You are big and calm, and you have best friends in the herd!',
    ],
    shine: [
      [
        'Then the little calves got scared of a thunderstorm.',
        '{Hero} stood close by them, big and calm, until the storm rolled away.',
      ],
      [
        'Then the farmer came with a bucket, for milk for breakfast.',
        'Only {hero} could help with that. Soon there was milk for everyone’s porridge.',
      ],
    ],
    fact: 'A cow chews its food twice: once when it eats, and again later, as cud.',
    happy: 'lay down in the soft grass, chewing slowly',
  },
  {
    kinds: ['sheep', 'lamb'],
    home: 'farm',
    callStart: 'Baa',
    call: ['baa', 'a baa', 'baa'],
    life: [
      '{otherFull} nibbled grass, followed the flock and baa-ed to {otherTheir} friends.',
      '{otherFull} trotted about the field in a thick, woolly coat.',
    ],
    tries: [
      ['{Hero} tried to follow the flock, like {aOther}.', 'But the flock went one way, and {hero} went the other.'],
      ['{Hero} stuck fluffy cotton wool all over, to look woolly.', 'But it fell off in bits as {they} walked.'],
      ['{Hero} tried to nibble the grass right down short, like {aOther}.', 'But {they} only got a mouth full of daisies.'],
    ],
    good: ['Your wool keeps you warm, and it makes cosy jumpers too!', 'Your thick woolly coat keeps out the cold all winter!'],
    shine: [
      [
        'Then a cold wind blew, and the little ones shivered.',
        'But {hero} was warm in {their} thick wool. {They} snuggled up close to keep them warm too.',
      ],
      [
        'Then a tiny lamb got lost at the far end of the field.',
        '{Hero} called, "Baa! Baa!" and the lamb followed {their} voice all the way back.',
      ],
    ],
    fact: 'A sheep’s woolly coat keeps it warm, even when it snows.',
    happy: 'snuggled down with the flock, warm in {their} wool',
  },
  {
    kinds: ['mouse'],
    home: 'home',
    callStart: 'Squ',
    call: ['squeak', 'a squeak', 'squeak'],
    life: [
      '{otherFull} scurried along the skirting boards and nibbled crumbs of cheese.',
      '{otherFull} squeezed through tiny holes and ran so fast nobody could catch {otherThem}.',
    ],
    tries: [
      [
        '{Hero} tried to squeeze through a tiny hole, like {aOther}.',
        'But {they} got stuck halfway, and had to wriggle back out.',
      ],
      ['{Hero} tried to scurry along the skirting board.', 'But {they} bumped into the chair leg. Bonk!'],
      [
        '{Hero} tried to nibble one crumb of cheese for tea, like {aOther}.',
        'But one crumb was not nearly enough for {their} tummy.',
      ],
    ],
    good: [
      'You can squeeze through tiny gaps, and hear the smallest sound!',
      'Your whiskers help you feel your way in the dark!',
    ],
    shine: [
      [
        'Then a shiny button rolled under the cupboard. Nobody could reach it.',
        'But {hero} was small! {They} squeezed into the gap and pushed it out.',
      ],
      [
        'Then a ring fell down a crack in the floor. Nobody could get it out.',
        '{Hero} slipped down the crack, whiskers first, and carried it up.',
      ],
    ],
    away: [
      [
        'Then {otherFull} got tangled in an old net. Nobody could set {otherThem} free.',
        '{Hero} nibbled the ropes, one by one, until the net fell open!',
      ],
    ],
    fact: 'A mouse can squeeze through a gap as small as a pencil is wide.',
    happy: 'curled up in {their} cosy nest, tail round {their} nose',
  },
  {
    kinds: ['lion', 'lioness'],
    home: 'savanna',
    callStart: 'Rrr',
    call: ['roar', 'a roar', 'ROAR'],
    life: [
      '{otherFull} roared, shook {otherTheir} golden mane and dozed in the sun.',
      '{otherFull} prowled in the long grass, and roared until the ground shook.',
    ],
    tries: [
      ['{Hero} tried to shake a big mane, like {aOther}.', 'But {they} had no mane at all, only a little tuft of fur.'],
      [
        '{Hero} tried to prowl through the long grass, like {aOther}.',
        'But the grass was taller than {them}, and {they} got lost.',
      ],
      ['{Hero} tried to doze in the hot sun all afternoon.', 'But {they} got much too hot, and had to hide in the shade.'],
    ],
    good: ['You are strong and brave, and your roar keeps everyone safe!', 'You have a fine golden mane, and you run so fast!'],
    shine: [
      ['Just then, a hyena crept up on the little ones.', '{Hero} gave one great ROAR, and the hyena ran away, fast.'],
      ['Just then, a baby zebra got lost in the long grass.', '{Hero} roared so loudly that its mother heard, and came running.'],
    ],
    fact: 'A lion’s roar can be heard far, far away across the grassland.',
    happy: 'stretched out in the warm grass, with a great big yawn',
  },
  {
    kinds: ['mermaid', 'merman'],
    home: 'beach',
    callStart: 'La',
    call: ['sing', 'a song', 'la-la'],
    life: [
      '{otherFull} swam deep down to the shells, and sang with the dolphins.',
      '{otherFull} swished {otherTheir} tail and raced the fish through the waves.',
    ],
    tries: [
      ['{Hero} tried to swim deep down, like {aOther}.', 'But {they} ran out of breath and came up coughing.'],
      ['{Hero} tried to sing with the dolphins, like {aOther}.', 'But a wave splashed right into {their} mouth. Glug!'],
      ['{Hero} tried to swish along with both feet together.', 'But {they} only went round and round in circles.'],
    ],
    good: ['Your tail can swim faster than any boat!', 'You can swim deep down, where the prettiest shells are!'],
    shine: [
      [
        'Then a wave pulled {other}’s bucket far out to sea. Nobody could swim that far.',
        'But {hero} could! With one flick of {their} tail, {they} brought it back.',
      ],
      [
        'Then a little crab was swept off the rocks into the deep water.',
        '{Hero} dived down, quick as a fish, and carried it back to its pool.',
      ],
    ],
    fact: 'A fish swims by swishing its tail from side to side, just like a mermaid.',
    happy: 'swished {their} shiny tail and swam home to sleep',
  },
  {
    kinds: ['girl'],
    home: 'beach',
    callStart: 'Whee',
    call: ['whistle', 'a whistle', 'wheee'],
    life: [
      '{otherFull} ran on the sand, built sandcastles and jumped over the waves.',
      '{otherFull} skipped along the beach and climbed the rocks to the rock pools.',
    ],
    tries: [
      ['{Hero} tried to walk on the sand, like {aOther}.', 'But {their} tail just flopped about. Flip, flap, flump!'],
      ['{Hero} tried to climb the rocks to the rock pool.', 'But the rocks were dry and hot, and {they} slid back down.'],
      ['{Hero} held {other}’s hands and tried to stand up tall.', 'But a tail does not bend like legs. Down {they} sat. Bump!'],
      ['{Hero} tried to jump over a wave, like {aOther}.', 'But {they} dived straight under it instead. Splash!'],
    ],
    good: ['You can run and jump and climb!', 'You can skip along the sand all day!'],
    shine: [
      [
        'Then a kite got caught high in a tree. Nobody could reach it.',
        '{Hero} climbed up, branch by branch, and brought it down.',
      ],
    ],
    fact: 'Legs have knees that bend, so we can walk, run and jump.',
    happy: 'snuggled down in bed with a happy sigh',
  },
];

/** The life of a kind, by any of its words. */
export const kindLifeOf = (word: string) => KIND_LIVES.find((k) => k.kinds.includes(word));
