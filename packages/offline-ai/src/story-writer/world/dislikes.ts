/**
 * Everyday things a hero will not do or does not like, dislike by dislike: the moment it comes (dinner, bath time), why
 * the hero says no in a child's own words, a funny way of getting out of it, a helper's fun way to try it (a rainbow
 * plate, a bath of bubbles), the first small try, the surprise that it is not so bad, and the change it makes (asking
 * for more the next night). The idea's own dislike is read by the language module; `about` is matched on its words.
 * Slots: {hero}, {Hero}, {heroS}, {they}, {their}, {them}, {kind}, {kinds}, {inPlace}, {helper} and {Helper} (who
 * helps: 'Mum', 'the parrot'; {helperIntro} where first met: 'Mum', 'a kind parrot named Kiki'), {trees} ('dinosaur trees' for a child or a dinosaur, else 'tiny trees'). A line may
 * start with gates, kept only where they hold (fears.ts `gated`): [child] a person, [in] at home.
 */
import type { SettingId } from '../../language/index.js';

/** A helper's fun way to try it, and how it goes: the first small try, the surprise, more of it, and the change after. */
export interface FunWay {
  /** What the helper does or says. */
  trick: string;
  /** What makes it fun, said by the helper. */
  fun: string;
  /** The first small try. */
  step: string;
  /** The surprise that it is not so bad. */
  surprise: string;
  /** More of it, gladly. */
  more: string;
  /** The change it makes, shown in the end. */
  end: string;
  /** A title of this way, with {name}: '{name} and the {trees}'. */
  title?: string;
  /** The moment it comes, where the way needs its own (the blocks the tower is built of). */
  shows?: readonly string[];
  /** A way of a place the idea names (a troll's bridge): the way whenever the idea says it, and only then. */
  place?: RegExp;
  /** What the idea may name that this way is told with ('blocks': the tower): the way whenever the idea says it. */
  said?: RegExp;
  /** A way with food ('honey', 'nuts'): the one for a greedy hero, who keeps a treat to themselves. */
  food?: true;
  /** The kinds whose own food it is (a bear's honey): theirs when the idea says no food. */
  kinds?: readonly string[];
  /** The wish, why not, how to get out of it and the first yes, where the way needs its own (honey is no toy). */
  wish?: string;
  why?: readonly string[];
  dodge?: readonly string[];
  ask?: readonly string[];
}

export interface DislikeScene {
  id: string;
  /** What the idea's dislike says (its words, as the language module reads them): 'vegetables', 'go to bed'. */
  about: RegExp;
  /** Only a person has it (a haircut). */
  who?: 'child';
  /** Who helps a child, when not the family: a friend who wants a turn. */
  helpers?: readonly string[];
  /** The wish, as the plan's goal: 'eat {their} vegetables'. */
  wish: string;
  /** Words a paragraph on it keeps to; the first is what tests look for. */
  words: readonly string[];
  /** Where a child has it when the idea names nowhere. */
  home: SettingId;
  /** The moment it comes, and the hero says no. */
  shows: readonly string[];
  /** Why not, in the hero's own words. */
  why: readonly string[];
  /** A funny way of getting out of it. */
  dodge: readonly string[];
  /** The helper's fun ways (its gates keep the way). */
  ways: readonly FunWay[];
  /** The hero, won round a little: ready for a first small try. */
  ask: readonly string[];
  /** How the helper takes it once it went well (a child fast asleep is tucked in, not cheered). */
  cheer: readonly string[];
  /** The hero, looking back at the end. */
  last: readonly string[];
  /** Something lost long ago, found while doing it (a puzzle piece under the bed), said after more of it gladly. */
  found?: readonly string[];
  /**
   * A wish that is this chore of the hero's own ('tidy {their} room', 'tidy up my toys'): told as this dislike, the
   * not wanting to and the fun way, never as a grown-up's job helped with.
   */
  chore?: RegExp;
  /** Titles, with {name} and {owner} ('Ella's'): 'Ella Won't Go to Bed'. */
  titles: readonly string[];
  /** The story's tag: 'vegetables', 'bathtime'. */
  tag: string;
}

export const DISLIKES: readonly DislikeScene[] = [
  {
    id: 'vegetables',
    about: /\b(?:vegetables?|veg|veggies|greens|broccoli|peas|carrots?|sprouts|cabbage|spinach|beans|cauliflower|courgettes?)\b/,
    wish: 'eat {their} vegetables',
    words: ['vegetables', 'peas', 'broccoli', 'carrots', 'trees', 'tree', 'plate', 'carrot', 'pea', 'rainbow', 'pods', 'pod'],
    home: 'kitchen',
    tag: 'vegetables',
    ask: ['{Hero} looked at the vegetables. They did look a bit fun now.', '"Well, maybe just one vegetable," said {hero}.'],
    cheer: ['"You ate your vegetables, {hero}!" cheered {helper}.', '{Helper} clapped. "What a big vegetable eater!"'],
    last: ['"Vegetables are yummy after all," said {hero}.', '{Hero} patted {their} full tummy. "Yum, vegetables!"'],
    titles: ['{name} and the Vegetables', '{owner} Green Peas'],
    shows: [
      '[child] It was dinner time. {HelperIntro} put peas, carrots and broccoli on the plate. {Hero} pushed it away.',
      '[child] At dinner, {helperIntro} gave {hero} a plate full of green things! {Hero} folded {their} arms.',
      '[!child] It was lunch time {inPlace}. {HelperIntro} brought peas and broccoli. {Hero} turned away.',
    ],
    why: [
      '"Vegetables are yucky and green!" said {hero}. "I won’t eat them!"',
      '"Peas are squishy, and broccoli looks funny," said {hero}. "No, thank you!"',
      '"I only like yummy things," said {hero}. "Vegetables are not yummy!"',
    ],
    dodge: [
      '[child] {Hero} hid the peas under a spoon. Then {hero} hid the carrots under the peas.',
      '[child] {Hero} slid one pea off the plate. Then another. They rolled right under the table!',
      '[!child] {Hero} hid the peas under a big leaf. Then {hero} sat on the carrots!',
      '[!child] {Hero} pushed the broccoli away with {their} nose, bit by bit.',
    ],
    ways: [
      {
        trick: '{Helper} held up some broccoli. "Look! These are {trees}!"',
        fun: '"Big dinosaurs munch trees all day," said {helper}. "Munch, munch!"',
        step: '{Hero} picked up one tiny tree. {They} took a very small bite. Crunch!',
        surprise: '"Hey, it’s crunchy!" said {hero}. "It tastes a bit like grass, but nicer!"',
        more: '{Hero} munched one tree, then two, then three. Soon the whole forest was gone!',
        end: 'The next day, {hero} ran to dinner first. "Can I have more {trees}, please?"',
        title: '{name} and the {trees}',
      },
      {
        trick: '{Helper} made a rainbow plate. There were red peppers, orange carrots, yellow corn and green peas.',
        fun: '"Can you eat a rainbow?" asked {helper} with a smile.',
        step: '{Hero} picked one orange carrot stick. {They} gave it a tiny nibble.',
        surprise: '"It’s sweet!" said {hero}. "It’s sweet and crunchy!"',
        more: 'Red, then yellow, then green. {Hero} ate the rainbow, one colour at a time.',
        end: 'From then on, {hero} asked for a rainbow plate every night. Green was {their} best colour!',
        title: '{name} Eats a Rainbow',
      },
      {
        trick: '[in] {Helper} took {hero} out to the garden. Fat green pea pods hung from the plants.',
        fun: '"Let’s pick our own peas," said {helper}. "Then we can cook them!"',
        step: '{Hero} popped open a pod. Inside were tiny peas, like green pearls. {Hero} tried just one.',
        surprise: '"It tastes like sunshine!" said {hero}, and popped open another pod.',
        more: '{Hero} picked a whole bowl of peas, and ate every one at dinner.',
        end: 'Soon {hero} grew {their} own peas and {trees}!',
        title: '{name} and the Pea Pods',
      },
    ],
  },
  {
    id: 'bath',
    about: /\b(?:bath(?:s|tub)?|bath ?time|water|wash(?:ing)?|washed|soap|bubbles)\b/,
    wish: 'have a bath',
    words: ['bath', 'water', 'bubbles', 'bubble', 'splash', 'boat', 'ducks', 'duck'],
    home: 'bathroom',
    tag: 'bathtime',
    ask: ['{Hero} peeked into the bath. It did look a bit fun.', '"Well, maybe just a little bath," said {hero}.'],
    cheer: ['"What a splashy bath!" laughed {helper}.', '{Helper} held up a warm towel. "Well done, {hero}!"'],
    last: ['"Baths are fun after all," said {hero}.', '{Hero} smiled, warm and clean from {their} bath.'],
    titles: ['{name} and the Big Bath', '{owner} Bath Time'],
    shows: [
      'It was bath time. {HelperIntro} filled the bath with warm water. But {hero} stood far away from it.',
      '"Bath time!" called {helperIntro}. {Hero} shook {their} head. "No bath for me!"',
    ],
    why: [
      '"Baths are wet and boring!" said {hero}. "And the soap gets in my eyes!"',
      '"I don’t want a bath," said {hero}. "I like being muddy!"',
      '"The water is too splashy," said {hero}, and stamped {their} foot.',
    ],
    dodge: [
      '[!child] {Hero} hid behind the door, as still as a stone. But {their} tail stuck out!',
      '[child] {Hero} hid under the big towels. But {their} toes stuck out!',
      '{Hero} ran round and round the room. {Helper} ran round and round too!',
    ],
    ways: [
      {
        trick: '{Helper} poured bubble mix into the bath. Soon the bath was full of big, soft bubbles.',
        fun: '{Helper} made a beard of bubbles and put it on. "Ho, ho, ho!"',
        step: '{Hero} dipped in one toe. The water was warm, just right.',
        surprise: '{Hero} jumped in with a splash. "I’ve got a bubble beard too!" {hero} giggled.',
        more: '{Hero} blew the bubbles high. Pop, pop, pop! Bath time was fun!',
        end: 'From then on, {hero} ran to the bath every night. "Bubbles, please!"',
        title: '{name} and the Bubble Bath',
      },
      {
        trick: '{Helper} put a little red boat in the bath. "This boat needs a captain," {helper} said.',
        fun: '{Helper} made a big wave. Whoosh! "Oh no! Who will save the boat?"',
        step: '{Hero} put in one foot to save the boat, then the other.',
        surprise: 'The water was warm and soft. "It’s nice in here!" said {hero}, surprised.',
        more: '{Hero} sailed the boat round and round. Splash! {Hero} made big waves, like a real captain.',
        end: 'Every night after that, {hero} sailed the boat in the bath. Bath time was the best time!',
        title: 'Captain {name} and the Bath Boat',
      },
      {
        trick: '{Helper} tipped a whole family of yellow ducks into the bath. Quack, quack!',
        fun: '"The ducks want to play," said {helper}. "But they need a friend."',
        step: '{Hero} put in one {hand} to pat a duck.',
        surprise: 'The water was warm! {Hero} slid in, and the ducks bobbed all around.',
        more: '{Hero} lined the ducks up and raced them. Splish, splash!',
        end: 'The next night, {hero} asked for bath time first. The ducks were waiting!',
        title: '{name} and the Bath Ducks',
      },
    ],
  },
  {
    id: 'bed',
    about: /\b(?:bed|beds|bedtime|bed ?time|sleep|nap|naps|asleep)\b/,
    wish: 'go to bed',
    words: ['bed', 'bedtime', 'sleep', 'asleep', 'pillow', 'yawn', 'sleepy', 'story', 'stars', 'star'],
    home: 'bedroom',
    tag: 'bedtime',
    ask: ['{Hero} looked at the bed. It did look a bit cosy.', '"Well, maybe just for a minute in bed," said {hero}.'],
    cheer: [
      '{Helper} tucked {hero} into bed and whispered, "Sweet dreams."',
      '{Helper} smiled and switched off the bedroom light.',
    ],
    last: ['"Bedtime is cosy after all," {hero} said with a yawn.', '{Hero} snuggled into bed, happy and sleepy.'],
    titles: ['{name} Won’t Go to Bed', '{name} and the Sleepy Night'],
    shows: [
      'It was bedtime, and the stars were out. "Time for bed," said {helperIntro}. But {hero} did not want to go.',
      '"Bedtime!" called {helperIntro}. {Hero} shook {their} head. "Not yet!"',
    ],
    why: [
      '"I’m not tired!" said {hero}. "I want to play all night!"',
      '"Bed is boring," said {hero}. "Nothing fun happens in bed!"',
      '"Why do I have to go to bed?" said {hero}. "The moon is still up!"',
    ],
    dodge: [
      '{Hero} hid under the table and giggled. "You can’t find me!"',
      '{Hero} jumped and hopped and danced. "See? Not one bit sleepy!"',
      '{Hero} asked for one more game, then one more, then one more.',
    ],
    ways: [
      {
        trick: '{Helper} picked up a big book. "I have a story for you, but only in bed."',
        fun: '"It’s about a sleepy bear and the moon," said {helper}.',
        step: '{Hero} climbed into bed, just to hear the story. The pillow was soft.',
        surprise: 'The blanket was warm, and the story was good. Bed was cosy! {Hero} gave a big yawn.',
        more: 'By the last page, {heroS} eyes were closing. "Night night," {hero} mumbled.',
        end: 'The next night, {hero} ran to bed first, with a book ready.',
        title: '{name} and the Bedtime Story',
      },
      {
        trick: '"Let’s play the sleepy game," said {helper}. "Who can be the sleepiest animal?"',
        fun: '{Helper} yawned like a big lion and curled up like a cat.',
        step: '{Hero} lay down in bed to play. {Hero} yawned a tiny yawn, just for the game.',
        surprise: 'Then a real yawn came, a big one! Bed was soft and warm, and {hero} liked it.',
        more: '{Hero} curled up like a sleepy cat. Soon {hero} was fast asleep.',
        end: 'From then on, {hero} played the sleepy game every night. {Hero} always won!',
        title: '{name} and the Sleepy Game',
      },
      {
        trick: '{Helper} switched on a little star lamp. Stars danced on the ceiling!',
        fun: '"You can only see the stars from bed," said {helper}. "Let’s count them."',
        step: '{Hero} lay down to look. One star, two stars, three stars...',
        surprise: 'The pillow was soft, and the stars went round so slowly. It was nice in bed!',
        more: 'At star number ten, {hero} yawned. At star number twelve, {hero} was asleep.',
        end: 'From then on, {hero} went to bed early to see the stars. Goodnight, stars!',
        title: '{name} Counts the Stars',
      },
    ],
  },
  {
    id: 'teeth',
    about: /\b(?:teeth|tooth|toothbrush|toothpaste)\b/,
    wish: 'brush {their} teeth',
    words: ['teeth', 'toothbrush', 'brush', 'brushed', 'toothpaste', 'tooth', 'smile', 'sugar bugs', 'song'],
    home: 'bathroom',
    tag: 'teeth',
    ask: ['{Hero} looked at the toothbrush. It did look a bit fun.', '"Well, maybe just one tooth," said {hero}.'],
    cheer: ['"What shiny teeth!" cheered {helper}.', '{Helper} held up a mirror. "Look at your clean teeth!"'],
    last: ['"Brushing is fun after all," said {hero}.', '{Hero} smiled a big, shiny, toothy smile.'],
    titles: ['{name} and the Toothbrush', '{owner} Shiny Teeth'],
    shows: [
      '"Time to brush your teeth!" called {helperIntro}. {Hero} shut {their} mouth tight.',
      '{HelperIntro} got the toothbrush ready. "Teeth time!" But {hero} was not ready.',
    ],
    why: [
      '"Brushing is boring!" said {hero}. "And the toothpaste is too minty!"',
      '"My teeth are clean already," said {hero}. "Look!" But they were not.',
      '"I don’t like the toothbrush," said {hero}. "It tickles!"',
    ],
    dodge: [
      '{Hero} hid the toothbrush in the toy box.',
      '{Hero} kept {their} mouth shut tight, like a box with a lid.',
      '{Hero} ran off to play and hoped no one would see.',
    ],
    ways: [
      {
        trick: '"Oh no, sugar bugs!" said {helper}. "They hide on teeth. Let’s chase them away!"',
        fun: '{Helper} held up the toothbrush like a sword. "Brush, brush, brush!"',
        step: '{Hero} opened {their} mouth and gave one tooth a quick brush.',
        surprise: '"Go away, sugar bugs!" said {hero}. It was fun, like a game!',
        more: '{Hero} brushed up and down, round and round. Every bug was gone!',
        end: 'From then on, {hero} chased the sugar bugs every morning and every night. What a shiny smile!',
        title: '{name} and the Sugar Bugs',
      },
      {
        trick: '"Let’s brush to a song," said {helper}. "Brush until the song ends!"',
        fun: '{Helper} sang a silly song about a crocodile with very big teeth.',
        step: '{Hero} brushed one tooth, just to hear the next line.',
        surprise: 'The song was so funny that {hero} forgot it was brushing. Brushing was fun!',
        more: '{Hero} brushed and sang until the end. Then {hero} showed a big, shiny smile.',
        end: 'From then on, {hero} sang the crocodile song every night. Brush, brush!',
        title: '{name} and the Toothbrush Song',
      },
      {
        trick: '{Helper} gave {hero} a new toothbrush. It was green, with a tiny dinosaur on it.',
        fun: '"This toothbrush likes to dance," said {helper}. "Can it dance on your teeth?"',
        step: '{Hero} let the toothbrush dance on just one tooth.',
        surprise: '"It tickles!" laughed {hero}. "But it’s a good tickle!"',
        more: 'The toothbrush danced on every tooth, top and bottom.',
        end: 'From then on, {hero} brushed {their} teeth every night. {HeroS} smile was the shiniest of all!',
        title: '{name} and the Dancing Toothbrush',
      },
    ],
  },
  {
    id: 'haircut',
    about: /\bhair ?cuts?\b|\bhair cut\b|\b(?:hairdresser|barber|trim)\b/,
    who: 'child',
    wish: 'have a haircut',
    words: ['haircut', 'hair', 'scissors', 'snip', 'mirror', 'superhero', 'Mr Crab'],
    home: 'home',
    tag: 'haircut',
    ask: ['{Hero} looked at the scissors. They did not look so snippy now.', '"Well, maybe just a tiny haircut," said {hero}.'],
    cheer: ['"What a smart haircut!" said {helper}.', '{Helper} brushed the snips of hair away. "All done!"'],
    last: ['"Haircuts are fun after all," said {hero}.', '{Hero} shook {their} new haircut and grinned.'],
    titles: ['{owner} Big Haircut', '{name} and the Scissors'],
    shows: [
      '{HeroS} hair was so long, it fell right over {their} eyes. "Haircut time," said {helperIntro}.',
      'It was haircut day. {HelperIntro} had a comb and scissors ready.',
    ],
    why: [
      '"No haircut!" said {hero}. "The scissors are too snippy, and it will hurt!"',
      '"I like my hair long," said {hero}. "Haircuts are itchy!"',
    ],
    dodge: [
      '{Hero} put on a big hat and pulled it down to {their} nose.',
      '{Hero} hid behind the sofa, holding on to {their} hair.',
    ],
    ways: [
      {
        trick: '{Helper} put a big red cape round {heroS} neck. "Now you look like a superhero!"',
        fun: '{Helper} held up a mirror. "Superheroes sit very still. Can you?"',
        step: '{Hero} sat still like a superhero. Snip! One tiny bit of hair fell down.',
        surprise: 'It did not hurt one bit! It only tickled a little. {Hero} giggled.',
        more: 'Snip, snip, snip! {Hero} sat still until it was all done.',
        end: 'In the mirror, a smart new {hero} smiled back. From then on, {hero} loved haircut day!',
        title: 'Super {name} and the Haircut',
      },
      {
        trick: '{Helper} made the scissors go snap, snap, like a little crab.',
        fun: '"Mr Crab is hungry," said {helper}. "He only eats a tiny bit of hair."',
        step: '{Hero} let Mr Crab have one tiny bite. Snip!',
        surprise: 'It did not hurt at all! {Hero} laughed. "Mr Crab tickles!"',
        more: '{Hero} sat still while Mr Crab snipped all round.',
        end: '{Hero} looked in the mirror and grinned. Now {hero} could see again!',
        title: '{name} and Mr Crab',
      },
    ],
  },
  {
    id: 'tidy',
    about: /\b(?:tidy|tidying|clean up|cleaning up|put away|putting away|mess|messy)\b/,
    wish: 'tidy up {their} toys',
    words: ['tidy', 'toys', 'toy', 'box', 'floor', 'blocks', 'mess', 'teddy', 'teddies', 'basket', 'cars', 'garage', 'song'],
    home: 'bedroom',
    tag: 'tidying',
    chore: /^(?:tidy|clean)(?: up)?(?: (?:\{their\}|my|the) (?:own )?(?:room|bedroom|toys|things|mess))?$/,
    ask: ['{Hero} looked at the toys. Tidying did look a bit fun now.', '"Well, maybe just one toy," said {hero}.'],
    cheer: ['"What a tidy room!" cheered {helper}.', '{Helper} looked round. "Not one toy on the floor!"'],
    last: [
      '"Tidying is fun after all," said {hero}, proud as could be.',
      '{Hero} looked round the tidy room and smiled, very proud.',
      '"My room looks brand new!" said {hero}, proud and happy.',
    ],
    titles: ['{name} and the Big Mess', '{name} Tidies Up'],
    shows: [
      '[in] There were toys all over {heroS} bedroom floor. "Time to tidy up," said {helperIntro}.',
      '[in] Blocks here, cars there, and socks all over {heroS} room! "Tidy-up time," said {helperIntro}.',
      '[in] {HeroS} room was a big mess, with toys all over the floor. "Time to tidy up," said {helperIntro}.',
      '[!in] There were toys all over the floor. "Time to tidy up," said {helperIntro}.',
      '[!in] Blocks here, cars there, and socks everywhere! "Tidy-up time," said {helperIntro}.',
    ],
    found: [
      'Under the bed, {hero} found the lost puzzle piece! "There you are!" {they} cried.',
      'Under the bed, {hero} found {their} little toy dinosaur. It had been lost for a week!',
      'Under the bed, {hero} found the other slipper, lost for days. What a surprise!',
    ],
    why: [
      '"Tidying is boring!" said {hero}. "I want to play!"',
      '"I don’t want to tidy up," said {hero}. "There are too many toys!"',
    ],
    dodge: [
      '{Hero} pushed all the toys under the bed. But a car rolled right back out!',
      '{Hero} lay on the floor and pretended to be a sleeping bear.',
    ],
    ways: [
      {
        trick: '"Let’s have a race!" said {helper}. "Can we tidy up before the song ends?"',
        fun: '{Helper} put on a fast, happy song. "Ready, steady, go!"',
        step: '{Hero} picked up one block and dropped it in the box. Clunk!',
        surprise: 'It was a race, and {hero} was winning! Tidying was fun!',
        more: 'Blocks in the box, cars on the shelf, teddies on the bed. {Hero} beat the song!',
        end: 'From then on, {hero} tidied up every day before the song ended. The floor was clear for a new game!',
        title: '{name} and the Tidy-Up Race',
      },
      {
        trick: '{Helper} held up a sand timer. "Can you tidy up before the sand runs out?"',
        fun: '{Helper} turned it over, and the sand began to trickle down.',
        step: '{Hero} grabbed two blocks and dropped them in the box. Clunk, clunk!',
        surprise: '"I’m beating the sand!" cried {hero}. Tidying was a race!',
        more: 'Books on the shelf, cars in the box, teddies on the bed. The last grain fell. Done!',
        end: 'From then on, {hero} raced the sand timer every night, and won every time.',
        title: '{name} and the Sand Timer',
      },
      {
        trick: '"The cars are tired," said {helper}. "They want to go home to their garage."',
        fun: '{Helper} turned a box into a garage. "Beep beep! Who will park them?"',
        step: '{Hero} drove one little car into the garage. Beep beep!',
        surprise: '"This is fun!" said {hero}. "All the cars want to go home!"',
        more: '{Hero} parked every car. Then the blocks went to bed in their box too.',
        end: 'From then on, every toy went home at night. "Goodnight, toys!" said {hero}.',
        title: '{name} and the Toy Garage',
      },
      {
        trick: '{Helper} put a big basket in the middle of the room. "Can you throw the teddies in?"',
        fun: '{Helper} held up one finger. "One point for every teddy!"',
        step: '{Hero} threw one soft teddy. It landed in the basket!',
        surprise: '"One point!" cheered {hero}. Tidying was a game!',
        more: '{Hero} threw in every teddy, then the balls, then the socks. Ten points!',
        end: 'From then on, {hero} played teddy basket every day. The floor was tidy, and {hero} always won.',
        title: '{name} and the Teddy Basket',
      },
    ],
  },
  {
    id: 'share',
    about: /\bshar(?:e|es|ing)\b|\btak(?:e|es|ing) turns\b/,
    wish: 'share {their} toys',
    words: [
      'share',
      'sharing',
      'shared',
      'turn',
      'together',
      'ball',
      'blocks',
      'tower',
      'toys',
      'mine',
      'scooter',
      'timer',
      'honey',
      'nuts',
      'nut',
      'cookies',
      'cookie',
      'cake',
      'sweets',
      'picnic',
    ],
    home: 'home',
    helpers: ['girl', 'boy'],
    tag: 'sharing',
    ask: ['{Hero} looked at the toys. Playing together did look a bit fun.', '"Well, maybe just one turn," said {hero}.'],
    cheer: ['"Sharing is fun!" cheered {helper}.', '{Helper} gave {hero} a high five. "Good sharing!"'],
    last: ['"Sharing is more fun after all," said {hero}.', '{Hero} smiled at {their} new friend. Sharing was the best!'],
    titles: ['{name} Learns to Share', '{owner} Sharing Day'],
    shows: ['{Hero} had lots of toys. {HelperIntro} came over. "Can I play too?"'],
    why: [
      '"No! It’s mine, all mine!" said {hero}.',
      '"If I share, there won’t be any left for me," said {hero}.',
      '"I want to play all by myself," said {hero}, and turned away.',
    ],
    dodge: [
      '{Hero} hid the toys behind {their} back. But playing alone was a bit boring.',
      '{Hero} sat right on top of the toys. That was not much fun at all.',
    ],
    ways: [
      {
        shows: ['{Hero} had a big box of blocks. {HelperIntro} came to play. "Can I have a turn?"'],
        trick: '"Let’s build a tower together," said {helper}. "You put one block, then I put one."',
        fun: '{Helper} grinned. "A tower for two can be twice as tall!"',
        step: '{Hero} put one block down. {Helper} put one on top.',
        surprise: 'The tower grew taller and taller, taller than {hero} could build alone!',
        more: 'Block, block, block! Then CRASH! {Hero} and {helper} fell over, laughing.',
        end: 'From then on, {hero} and {helper} built a tower together every day.',
        title: '{name} and the Tall Tower',
        said: /\b(?:blocks?|bricks?|lego|tower)\b/i,
      },
      {
        shows: ['{Hero} had a shiny red ball. {HelperIntro} came over. "Can I play too?"'],
        trick: '"A ball is more fun with two," said {helper}. "Throw it to me, and I’ll throw it back!"',
        fun: '{Helper} waved and got ready to catch.',
        step: '{Hero} gave the ball a tiny throw. {Helper} caught it and threw it back.',
        surprise: '"Again!" laughed {hero}. Catch was much more fun with two!',
        more: 'Throw, catch, throw, catch! {Hero} and {helper} played until the sun went down.',
        end: 'From then on, {hero} always shared the ball. Two was more fun than one!',
        title: '{name} and the Red Ball',
        said: /\bballs?\b/i,
      },
      {
        shows: ['{Hero} had a big pot of sticky golden honey. {HelperIntro} came by, sniffing. "Mmm! Can I have some?"'],
        why: [
          '"No! It’s mine, all mine!" said {hero}, hugging the pot.',
          '"If I share, there won’t be enough for me," said {hero}.',
        ],
        dodge: [
          '{Hero} ate the honey all alone, lick after lick. But it did not taste as good on {their} own.',
          '{Hero} hid the honey pot behind {their} back. But eating all alone was no fun.',
        ],
        trick: '{Helper} came back with a basket of berries. "Let’s have a picnic! Berries and honey go together."',
        fun: '{Helper} spread out a big leaf for a picnic cloth.',
        step: '{Hero} dipped one berry in the honey and gave it to {helper}.',
        surprise: '"Yum!" said {helper}. {Hero} tried one too. Berries and honey tasted even better together!',
        more: 'Dip, munch, dip, munch! {Hero} and {helper} shared the picnic until the pot was empty.',
        end: 'From then on, {hero} always shared {their} honey. A picnic for two was the best kind!',
        title: '{name} and the Honey Pot',
        wish: 'share {their} honey',
        ask: ['"Well, maybe just one taste," said {hero}.'],
        said: /\bhoney\b/i,
        food: true,
        kinds: ['bear'],
      },
      {
        shows: ['{Hero} had a great big pile of nuts. {HelperIntro} came by with an empty tummy. "Please, can I have one?"'],
        why: ['"No! They’re mine, all mine!" said {hero}.', '"If I share, there won’t be enough for winter," said {hero}.'],
        dodge: [
          '{Hero} stuffed {their} cheeks so full that {they} could not say a word. But nobody laughed with {them}.',
          '{Hero} hid the nuts in a hollow tree. But counting nuts all alone was no fun.',
        ],
        trick: '"Let’s play a game," said {helper}. "You hide a nut, and I find it. Then I hide one for you!"',
        fun: '{Helper} shut both eyes tight and counted to ten.',
        step: '{Hero} hid one nut under a leaf. {Helper} found it in a flash!',
        surprise: '"Now I hide one for you!" said {helper}. Hunting for it was the best fun!',
        more: 'Hide, seek, crunch! {Hero} and {helper} shared nuts until the sun went down.',
        end: 'From then on, {hero} always shared {their} nuts. Nuts tasted better with a friend!',
        title: '{name} and the Pile of Nuts',
        wish: 'share {their} nuts',
        ask: ['"Well, maybe just one nut," said {hero}.'],
        said: /\b(?:nuts?|acorns?|hazelnuts?|conkers?)\b/i,
        food: true,
        kinds: ['squirrel', 'chipmunk', 'hamster', 'mouse'],
      },
      {
        shows: ['{Hero} had a big plate of cookies, still warm. {HelperIntro} came over. "They smell so good! Can I have one?"'],
        why: ['"No! They’re mine, all mine!" said {hero}.', '"If I share, there won’t be enough for me," said {hero}.'],
        dodge: ['{Hero} ate one cookie, then another, all alone. Soon {their} tummy hurt, and it was no fun at all.'],
        trick: '"Let’s have a tea party," said {helper}. "I’ll bring the lemonade, and you bring the cookies!"',
        fun: '{Helper} set out two cups and two little plates.',
        step: '{Hero} put one cookie on each plate, one for {helper} and one for {them}.',
        surprise: '"Thank you!" said {helper}, and poured the lemonade. A tea party was much more fun than eating alone!',
        more: 'Sip, munch, giggle! {Hero} and {helper} shared every last crumb.',
        end: 'From then on, {hero} always shared {their} treats. Everything tasted better with a friend!',
        title: '{name} and the Tea Party',
        wish: 'share {their} cookies',
        ask: ['"Well, maybe just one cookie," said {hero}.', '{Hero} looked at the cookies. A tea party did sound fun.'],
        said: /\b(?:cookies?|biscuits?|treats?|snacks?)\b/i,
        food: true,
      },
      {
        shows: ['{Hero} had a big chocolate cake with cherries on top. {HelperIntro} came over. "Ooh! Can I have a slice?"'],
        why: ['"No! It’s mine, all mine!" said {hero}.', '"If I share, there won’t be enough for me," said {hero}.'],
        dodge: ['{Hero} ate a slice, then another, all alone. Soon {their} tummy hurt, and it was no fun at all.'],
        trick: '"Let’s have a cake party," said {helper}. "I’ll bring the candles, and you bring the cake!"',
        fun: '{Helper} put a candle on top, and set out two little plates.',
        step: '{Hero} cut the cake in half, one slice for {helper} and one for {them}.',
        surprise: 'They sang a silly song and blew out the candle together. A cake party was much more fun than eating alone!',
        more: 'Munch, crumb, giggle! {Hero} and {helper} shared every last cherry.',
        end: 'From then on, {hero} always shared {their} cake. Cake tasted better with a friend!',
        title: '{name} and the Chocolate Cake',
        wish: 'share {their} cake',
        ask: ['"Well, maybe just one slice," said {hero}.'],
        said: /\b(?:cakes?|cupcakes?)\b/i,
        food: true,
      },
      {
        shows: ['{Hero} had a big bag of sweets, every colour there was. {HelperIntro} came over. "Can I have one?"'],
        why: ['"No! They’re mine, all mine!" said {hero}.', '"If I share, there won’t be enough for me," said {hero}.'],
        dodge: ['{Hero} hid the bag of sweets up {their} jumper. But it rustled, and everyone heard!'],
        trick: '"Let’s play a colour game," said {helper}. "You pick a colour, and I find a sweet that matches!"',
        fun: '{Helper} pointed at the sky. "Blue!"',
        step: '{Hero} found a blue sweet, and gave it to {helper}.',
        surprise: '"Now you pick!" said {helper}. Swapping sweets was much more fun than eating alone!',
        more: 'Red, green, yellow! {Hero} and {helper} shared every sweet in the bag.',
        end: 'From then on, {hero} always shared {their} sweets. Sweets tasted better with a friend!',
        title: '{name} and the Bag of Sweets',
        wish: 'share {their} sweets',
        ask: ['"Well, maybe just one sweet," said {hero}.'],
        said: /\b(?:sweets|sweeties|candy|candies|chocolates?|lollipops?)\b/i,
        food: true,
        // (A person's own: a bag of sweets up a jumper.)
        kinds: ['girl', 'boy', 'child'],
      },
      {
        shows: ['{Hero} was riding a shiny red scooter. {HelperIntro} grabbed the handle. "My turn!"'],
        dodge: ['{Hero} rode off round the garden, so nobody could catch up. But riding all alone was no fun.'],
        trick: '{Helper} turned over a little sand timer. "You go, then me. When the sand runs out, we swap."',
        fun: '{Helper} watched the sand trickle down. "Nearly my go!"',
        step: 'The sand ran out. {Hero} got off and gave {helper} the scooter.',
        surprise: 'Watching {helper} zoom about was fun too! And soon it was {their} go again.',
        more: 'You go, then me! {Hero} and {helper} took turns all afternoon.',
        end: 'From then on, {hero} and {helper} took turns with the sand timer, and nobody cried.',
        title: '{name} and the Sand Timer',
        // (Only for one who will not take turns: a scooter at home is no toy for a bunny in a meadow.)
        place: /\b(?:turns?|scooters?|timer)\b/i,
      },
    ],
  },
  {
    // (No wish of the idea's: a grumpy hero is won round by a friend's kindness, never told to feel calm again.)
    id: 'grumpy',
    about: /^grumpy$/,
    wish: 'make a friend',
    words: ['grumpy', 'friend', 'smile', 'smiled', 'kind', 'share', 'shared', 'together', 'bridge', 'cakes', 'flowers'],
    home: 'home',
    helpers: ['girl', 'boy'],
    tag: 'kindness',
    ask: [
      '{Hero} looked at {helper}. Maybe {helper} was not so bad after all.',
      '"Well, maybe just this once," grumbled {hero}.',
    ],
    cheer: ['"There is that smile!" said {helper}.', '{Helper} grinned. "You are not so grumpy after all!"'],
    last: [
      '"A friend is much better than a grumpy day," said {hero}.',
      '{Hero} smiled at {their} new friend. Nobody called {them} grumpy any more.',
    ],
    titles: ['{name} Cheers Up', '{owner} New Friend', '{name} Makes a Friend'],
    shows: [
      '{Hero} was the grumpiest {kind} of all. {HelperIntro} came by and waved. "Hello!"',
      '{Hero} grumbled at everyone who came by. Then {helperIntro} stopped to say hello.',
    ],
    why: [
      '"Go away! I like being on my own," grumbled {hero}.',
      '"Humph! Nobody wants to play with me anyway," said {hero}.',
      '"Shoo! This place is mine, not yours!" growled {hero}.',
    ],
    dodge: [
      '{Hero} turned away with a loud "Humph!" But being grumpy all alone was not much fun.',
      '{Hero} hid away and sulked. It was very quiet, and a bit lonely.',
    ],
    ways: [
      {
        trick: '{Helper} did not go away. "I have two little cakes," said {helper}. "Would you like one?"',
        fun: '{Helper} sat down and held out the bigger one.',
        step: '{Hero} took a tiny bite. Then a bigger one.',
        surprise: '"Mmm! That is a very good cake," said {hero}, and almost smiled.',
        more: '{Hero} and {helper} shared the crumbs and told silly jokes until they giggled.',
        end: 'From then on, {hero} and {helper} had cake together every day, and {hero} hardly grumbled at all.',
        title: '{name} and the Little Cakes',
      },
      {
        trick: 'The next day, {helper} came back with a bunch of flowers. "These are for you," said {helper}.',
        fun: '"Everyone needs a friend, even a grumpy one," said {helper} softly.',
        step: '{Hero} sniffed the flowers. They smelled sweet.',
        surprise: 'A smile crept onto {heroS} face. Being kind back felt nice!',
        more: 'Soon {hero} and {helper} were playing tag together, laughing all the way.',
        end: 'From then on, {hero} said hello to everyone who came by.',
        title: '{name} and the Flowers',
      },
      {
        place: /\bbridges?\b/i,
        shows: [
          '{Hero} lived under the bridge and let nobody cross it. {HelperIntro} came to the bridge. "May I cross, please?"',
        ],
        trick: '{Helper} did not run away. "I will share my lunch with you, if you share your bridge," said {helper}.',
        fun: '{Helper} sat down on the bank and held out a handful of berries.',
        step: '{Hero} took one berry. Then {hero} stepped aside, just a little.',
        surprise: '{Helper} crossed the bridge and waved from the other side. {Hero} waved back. That felt nice!',
        more: 'Soon everyone was crossing the bridge, and {hero} helped the little ones over.',
        end: 'From then on, the bridge was for everyone, and {hero} said hello to all who crossed.',
        title: '{name} and the Bridge',
      },
    ],
  },
];

/** The scene of a dislike the idea reads ('vegetables', 'go to bed'), if it is one of the table's. */
export const dislikeSceneOf = (what: string): DislikeScene | undefined => DISLIKES.find((d) => d.about.test(what));

/** The scene of a chore of the hero's own the idea wishes done ('tidy {their} room'), if it is one of the table's. */
export const choreSceneOf = (wish: string): DislikeScene | undefined => DISLIKES.find((d) => d.chore?.test(wish));
