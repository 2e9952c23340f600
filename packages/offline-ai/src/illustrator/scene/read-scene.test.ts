import { describe, expect, it } from 'vitest';
import type { KindId } from '../figures/kinds.js';
import type { Pose } from '../figures/pose.js';
import type { SettingId } from '../scenery/settings.js';
import { readScene, type HeroCue } from './read-scene.js';

/** Text mode with no character in the visual prompt: the paragraph's own hero leads. */
const open: HeroCue = { kind: 'child', name: null, fixed: false };
/** Avatar mode: the child of the avatar, by name, is the hero. */
const avatar = (name: string): HeroCue => ({ kind: 'child', name, fixed: true });

interface Case {
  paragraph: string;
  hero?: HeroCue;
  setting?: SettingId;
  time?: string;
  weather?: string;
  /** The hero's kind and pose. */
  heroKind?: KindId;
  pose?: Pose;
  expression?: string;
  /** Companions' kinds, in any order. */
  companions?: KindId[];
  /** Things drawn (icon or drawn id) and things that must not be. */
  things?: string[];
  notThings?: string[];
  /** Things in the hero's hands. */
  held?: string[];
  together?: boolean;
}

const CASES: Case[] = [
  { paragraph: 'Sam the snail slid slowly along the garden path.', setting: 'garden', heroKind: 'snail', pose: 'walk' },
  { paragraph: 'The horse galloped across the meadow.', setting: 'meadow', heroKind: 'horse', pose: 'run' },
  { paragraph: 'The little pony trotted to the farm.', setting: 'farm', heroKind: 'pony', pose: 'run' },
  {
    paragraph: 'Under the roaring waterfall, Ada and her robot friend counted the rings of an old tree stump.',
    setting: 'waterfall',
    heroKind: 'girl',
    companions: ['robot'],
    things: ['tree-stump'],
    notThings: ['ring'],
  },
  {
    paragraph: 'Leo bit his lip as the purple dragon landed on the castle tower.',
    setting: 'castle',
    heroKind: 'boy',
    expression: 'nervous',
    companions: ['dragon'],
    notThings: ['lipstick', 'tokyo-tower'],
  },
  { paragraph: 'Mia looked at the tree rings and counted them one by one.', things: ['tree-stump'], notThings: ['ring'] },
  // 'wake up', 'light up' after 'that' are what the animals do: no alarm clock, no light bulb.
  { paragraph: '"Animals that wake up at night are called nocturnal," said Pip.', notThings: ['alarm-clock'] },
  { paragraph: 'Mia watched the bugs that light up the garden.', notThings: ['light-bulb', 'alarm-clock'] },
  { paragraph: 'Sam found a box that fell off the cart.', things: ['package'] },
  {
    paragraph: 'The astronaut floated past the rings of Saturn.',
    setting: 'space',
    time: 'night',
    heroKind: 'astronaut',
    pose: 'fly',
    things: ['ringed-planet'],
    notThings: ['ring'],
  },
  {
    paragraph: 'Grandma and Mia baked cookies in the warm kitchen.',
    setting: 'kitchen',
    heroKind: 'girl',
    companions: ['grandma'],
    things: ['cookie'],
  },
  {
    paragraph: 'It was raining cats and dogs, so Tom stayed in the living room.',
    weather: 'rain',
    heroKind: 'boy',
    companions: [],
    notThings: ['cat', 'dog'],
  },
  {
    paragraph: 'Zoe was over the moon when she won the race in the park.',
    setting: 'park',
    time: 'day',
    heroKind: 'girl',
    expression: 'joy',
    notThings: ['crescent-moon'],
  },
  {
    paragraph: 'Ben and the little fox played with a red ball in the meadow.',
    setting: 'meadow',
    heroKind: 'boy',
    companions: ['fox'],
    things: ['soccer-ball'],
    together: true,
  },
  {
    paragraph: 'At night the owl looked up at the stars from the forest.',
    setting: 'forest',
    time: 'night',
    heroKind: 'owl',
    pose: 'lookUp',
  },
  {
    paragraph: 'Lily swam with a friendly dolphin over the coral reef.',
    setting: 'underwater',
    heroKind: 'girl',
    pose: 'swim',
    companions: ['dolphin'],
  },
  { paragraph: 'Nora fell asleep in her cosy bed.', setting: 'bedroom', heroKind: 'girl', pose: 'sleep', expression: 'sleepy' },
  {
    paragraph: 'Max gave his grandpa a big hug at the farm.',
    setting: 'farm',
    heroKind: 'boy',
    pose: 'hug',
    companions: ['grandpa'],
    together: true,
  },
  {
    paragraph: 'Omar ran across the sandy beach with his kite.',
    setting: 'beach',
    heroKind: 'boy',
    pose: 'run',
    things: ['kite'],
  },
  {
    paragraph: 'The brave knight rode his horse to the castle gate.',
    setting: 'castle',
    heroKind: 'knight',
    pose: 'ride',
    companions: ['horse'],
  },
  { paragraph: 'The little penguin waddled across the icy arctic snow.', setting: 'arctic', heroKind: 'penguin' },
  { paragraph: 'Priya read a book about dinosaurs in the library.', setting: 'library', heroKind: 'girl', pose: 'read' },
  { paragraph: 'The camel walked past the pyramids in Egypt.', setting: 'pyramids', heroKind: 'camel', pose: 'walk' },
  {
    paragraph: 'Kai climbed the snowy mountain with his dad.',
    setting: 'snowy-mountain',
    heroKind: 'boy',
    pose: 'climb',
    companions: ['dad'],
  },
  {
    paragraph: 'The children sat in the classroom while the teacher showed them a map.',
    setting: 'classroom',
    // The hero is one of the children; the others sit with them.
    companions: ['child', 'teacher'],
  },
  {
    paragraph: 'Butterflies in her tummy, Ana walked into the new school.',
    setting: 'classroom',
    heroKind: 'girl',
    expression: 'nervous',
    companions: [],
    notThings: ['butterfly'],
  },
  {
    paragraph: 'Hot dogs sizzled at the fair while Tim rode the big wheel.',
    setting: 'fair',
    heroKind: 'boy',
    companions: [],
    things: ['hot-dog'],
  },
  // Avatar mode: the avatar's child is the hero, whatever else the paragraph names first.
  {
    paragraph: 'The cat Whiskers and Mia walked through the jungle.',
    hero: avatar('Mia'),
    setting: 'jungle',
    heroKind: 'child',
    companions: ['cat'],
  },
  {
    paragraph: 'She waved at the sailors from the beach.',
    hero: avatar('Mia'),
    setting: 'beach',
    heroKind: 'child',
    pose: 'wave',
  },
  // Word senses: rings of a planet, stars making a picture, a carrot nose, a verb's -ing form.
  { paragraph: 'Pippin hid by a planet with rings.', things: ['ringed-planet'], notThings: ['ring'] },
  { paragraph: 'Saturn and its icy rings glowed far away.', things: ['ringed-planet'], notThings: ['ring'] },
  {
    paragraph: 'The grandpa pointed up. "A group of stars that makes a picture is a constellation."',
    notThings: ['framed-picture', 'houses'],
  },
  { paragraph: 'The clouds made shapes in the sky.', notThings: ['framed-picture'] },
  { paragraph: 'Mia painted a picture for her gran.', things: ['framed-picture'] },
  {
    paragraph: 'Olaf was a white snowman with a carrot nose and stick arms.',
    heroKind: 'snowman',
    notThings: ['carrot', 'wood'],
  },
  { paragraph: 'The bunny twitched her button nose beside a carrot.', things: ['carrot'] },
  { paragraph: 'Sam smiled, seeing summer come at last.', notThings: ['guide-dog'] },
  { paragraph: 'A school of fish swam past the coral.', setting: 'underwater', notThings: ['school'] },
  // How many is not what: a herd of cows is cows, a group of stars no houses.
  { paragraph: 'Grandpa waved at a herd of cows.', setting: 'farm', companions: ['cow'], notThings: ['bison'] },
  { paragraph: 'Mia read a book about cats.', companions: [] },
  // An animal's family, an animal's home, a creature of the sea out of the water.
  { paragraph: 'Whales are mammals, so they feed their babies milk.', heroKind: 'whale', companions: ['whale'] },
  { paragraph: 'The duck waddled over to her mum.', heroKind: 'duck', companions: ['duck'] },
  { paragraph: 'The fox was happy to be home at last.', heroKind: 'fox', setting: 'forest' },
  { paragraph: 'The little whale smiled by a squashy blue sofa.', heroKind: 'whale', setting: 'underwater' },
  { paragraph: 'The big whale swam across the open sea.', heroKind: 'whale', setting: 'underwater' },
  { paragraph: 'Bubbles looked behind a moon rock, but there was no sign of the song.', notThings: ['stop-sign'] },
  { paragraph: 'The ant marched home past the squashy sofa.', heroKind: 'ant', setting: 'living-room' },
  { paragraph: 'Mia was happy to be home at last.', heroKind: 'girl', setting: 'living-room' },
  // A garden's, a river's and the sea's beds are no bedroom (the language module's place words).
  // Only wished for, not done here: no flying in the living room.
  { paragraph: 'More than anything, Rafi wanted to fly to the moon in a cardboard rocket.', pose: 'stand' },
  { paragraph: 'Sam hoped to swim one day, but today he sat by the pool.', pose: 'sit' },
  { paragraph: 'Rafi wanted to swim. He swam across the pool.', pose: 'swim' },
  // A kind's word describing a thing is nobody ('giant leaves', 'a monster truck'); a sister only spoken
  // to is one of those there.
  { paragraph: '"We can’t stop seeing giant green leaves now," said Nora.', companions: [] },
  { paragraph: 'Nia saw a monster truck by the road.', companions: [] },
  { paragraph: 'Nia met a baby elephant at the zoo.', companions: ['elephant'] },
  {
    paragraph: 'Nia and Nora sheltered under a leaf. "Well done, cheerful sister," said the parrot.',
    hero: { kind: 'girl', name: null, fixed: true },
    companions: ['girl', 'parrot'],
  },
  { paragraph: 'Nia waved at her sister across the park.', heroKind: 'girl', companions: ['sister'] },
  // A friend wished for, or the friend who is the goat there, is no extra child.
  {
    paragraph: 'Rolo the dragon had wings and a big dream: to make a friend.',
    hero: { kind: 'dragon', name: null, fixed: true },
    companions: [],
  },
  {
    paragraph: 'A cheeky goat trotted past. Rolo thought about how to play with their new friend.',
    hero: { kind: 'dragon', name: null, fixed: true },
    companions: ['goat'],
  },
  {
    paragraph: 'While Rolo was playing with their new friend, a cloud came. Rolo and Coco waited by the hut.',
    hero: { kind: 'dragon', name: null, fixed: true },
    companions: [],
  },
  { paragraph: 'Mia and her best friend ran to the swings.', heroKind: 'girl', companions: ['friend'] },
  { paragraph: 'Mia dug in the vegetable bed.', setting: 'garden' },
  { paragraph: 'The otter swam over the stony river bed.', setting: 'river' },
  { paragraph: 'The crab scuttled along the sea bed.', setting: 'underwater' },
  // A wild animal's family is of its kind; a pet's 'Mum' may be its child's.
  {
    paragraph: 'The little penguin waddled over to Grandpa.',
    hero: { kind: 'penguin', name: null, fixed: true },
    heroKind: 'penguin',
    companions: ['penguin'],
  },
  { paragraph: 'The tiny ant ran to the dad.', heroKind: 'ant', companions: ['ant'] },
  // A mouse the prompt makes the hero, its name unsaid on the page: its grandma is a mouse too.
  {
    paragraph: 'Pickles mixed the dough. Grandma walked over to peek at a big wooden table.',
    hero: { kind: 'mouse', name: null, fixed: true },
    heroKind: 'mouse',
    companions: ['mouse'],
  },
  {
    paragraph: '"What is wrong, little hedgehog?" asked the grandpa. "Let us try," said the grandpa.',
    hero: { kind: 'hedgehog', name: null, fixed: true },
    companions: ['hedgehog'],
  },
  { paragraph: 'The puppy ran to Mum.', hero: { kind: 'dog', name: null, fixed: true }, heroKind: 'dog', companions: ['mum'] },
  { paragraph: 'The ant carried a huge crumb past the sofa.', heroKind: 'ant', things: ['bread'] },
  // A kite is flown from the hand: the one flying it stands holding it; a bird flying is flying.
  { paragraph: 'Priya flew a kite on the beach.', setting: 'beach', pose: 'hold', things: ['kite'] },
  { paragraph: 'Grandpa flew his red kite in the park.', heroKind: 'grandpa', pose: 'hold' },
  { paragraph: 'The bird flew over the sea.', heroKind: 'bird', pose: 'fly' },
  // A tummy that flutters, a heart that pounds: nerves, never a child in the air.
  { paragraph: "Mateo's tummy fluttered as he looked at the school.", pose: 'stand', expression: 'nervous' },
  { paragraph: 'Her heart pounded as she waited by the door.', expression: 'nervous' },
  { paragraph: "Omar's stomach flipped when the bell rang.", expression: 'nervous' },
  // A clock tower stands in a town square, not a castle (and a tower alone is a castle's).
  { paragraph: 'Pebble waved at the dog by a clock tower.', setting: 'city' },
  { paragraph: 'The princess climbed the tower.', setting: 'castle' },
  // A creature's own parts are drawn with it: no seashell beside a tortoise, no wheel beside a robot.
  { paragraph: 'He was a wise tortoise with a shell, at school.', heroKind: 'turtle', notThings: ['spiral-shell'] },
  { paragraph: 'Pebble was a lonely robot with wheels.', heroKind: 'robot', notThings: ['wheel'] },
  { paragraph: 'Mia found a pretty shell on the beach.', heroKind: 'girl', things: ['spiral-shell'] },
  { paragraph: 'A girl with a kite ran to a snail with a shell.', things: ['kite'], notThings: ['spiral-shell'] },
  // One brought in on the page by a name is met there; the page is about the one already there.
  {
    paragraph: 'At last the little snail reached the sea. "Hi there, little snail!" called a smiley dolphin called Pudding.',
    heroKind: 'snail',
    companions: ['dolphin'],
  },
  { paragraph: 'The brave knight rode up the hill. A dragon named Ember flew down to meet her.', heroKind: 'knight' },
  { paragraph: 'A dragon named Ember flew over the hill.', heroKind: 'dragon' },
  // A grown-up of a job we have no figure for is a man or a woman as the name says.
  { paragraph: 'Tom the pilot waved at the crowd.', heroKind: 'man' },
  { paragraph: 'Anna the pilot waved at the crowd.', heroKind: 'woman' },
  { paragraph: 'Mia waved at Tom the pilot.', heroKind: 'girl', companions: ['man'] },
  // A creature hints where it lives once, however often it is named: the buses say the city.
  {
    paragraph: 'The robot rolled past red buses rolling by. The robot and the dog talked. Then the robot laughed.',
    setting: 'city',
  },
  // A place word describing a thing is no place; a place by its own name beats a word for what is there.
  {
    paragraph: 'Soon the beaver slapped its flat tail on the river and swam to its lodge.',
    heroKind: 'beaver',
    setting: 'river',
  },
  { paragraph: 'The cheetah raced across the dry grass of the savanna.', heroKind: 'cheetah', setting: 'savanna', pose: 'run' },
  // The sun going down is evening; stars only read about are no night.
  { paragraph: 'A meerkat stood on a rock in the desert and watched the sun go down.', heroKind: 'meerkat', time: 'sunset' },
  { paragraph: 'At the library, Sam and his mum picked a book about the stars.', setting: 'library', time: 'day', pose: 'hold' },
  { paragraph: 'They lay on the grass under the twinkling stars.', time: 'night' },
  { paragraph: 'On the farm, Ellie fed the hungry goats.', setting: 'farm', pose: 'hold', companions: ['goat'] },
  { paragraph: 'The dog buried a bone in the garden.', heroKind: 'dog', things: ['bone'], notThings: ['meat-on-bone'] },
  // A seat someone is on or in makes them sit, and is drawn.
  { paragraph: 'Grandma pushed Theo on the swing.', heroKind: 'boy', pose: 'sit', things: ['swing'] },
  { paragraph: 'Grandpa clapped from a deckchair.', heroKind: 'grandpa', pose: 'sit', things: ['deckchair'] },
  { paragraph: 'Maya sat on the see-saw with her brother.', pose: 'sit', things: ['seesaw'] },
  { paragraph: 'Sam rode his sledge down the snowy hill.', pose: 'sit', things: ['sled'] },
  {
    paragraph: 'Old Mr Patel rested on a bench in the park, feeding the pigeons.',
    setting: 'park',
    pose: 'sit',
    things: ['bench'],
  },
  { paragraph: 'Nadia climbed onto the bench to see over the crowd.', pose: 'climb', notThings: ['bench'] },
  { paragraph: 'Leo jumped off the swing and ran to Mum.', pose: 'jump', notThings: ['swing'] },
  { paragraph: 'The old tortoise dozed on a warm stone.', pose: 'sleep' },
  { paragraph: 'On the way home from school, Ravi splashed through the puddles.', pose: 'jump' },
  { paragraph: 'Noah and Mum paddled in the sea, holding hands.', setting: 'beach', pose: 'swim' },
  // Wading and paddling are in the water; paddling a canoe is boating.
  { paragraph: 'The moose waded across the lake.', setting: 'lake', heroKind: 'moose', pose: 'swim' },
  {
    paragraph: 'Dad paddled in the shallow stream with his trousers rolled up.',
    heroKind: 'dad',
    pose: 'swim',
    notThings: ['canoe'],
  },
  { paragraph: 'Aunt Bea waded into the river to fetch the ball.', setting: 'river', pose: 'swim' },
  // Drawing and writing: the notebook or paper in the hands; what is drawn is not the place.
  { paragraph: 'Ruby drew a rainbow in her notebook.', pose: 'read', held: ['notebook'], notThings: ['rainbow'] },
  // (Painting is with the brush held out, not reading the paper.)
  { paragraph: 'Lily painted a big red boat on paper.', pose: 'hold', setting: 'meadow', held: ['paintbrush'] },
  { paragraph: 'Hamid sketched the castle in his notebook.', pose: 'read', held: ['notebook'] },
  // A sports day or a race is out of doors, unless the text says indoors; a spelling contest is not.
  { paragraph: 'The children ran the egg-and-spoon race at sports day.', setting: 'park', pose: 'run' },
  { paragraph: 'It was sports day at school. Priya won the sack race.', setting: 'park' },
  { paragraph: 'At school the class had a running race.', setting: 'park' },
  { paragraph: 'The class had a spelling contest at school.', setting: 'classroom' },
  { paragraph: 'The kids had a race on the beach.', setting: 'beach' },
  { paragraph: 'It rained, so the race was held in the school hall.', setting: 'sports-hall' },
  // A crane folded of paper is a paper bird in the hands, one wading a bird, one at a building site the machine.
  {
    paragraph: 'Omar folded paper cranes with Grandpa.',
    heroKind: 'boy',
    pose: 'hold',
    held: ['dove'],
    notThings: ['building-construction'],
  },
  {
    paragraph: 'Mei folded a tiny crane out of red paper.',
    heroKind: 'girl',
    held: ['dove'],
    notThings: ['building-construction', 'roll-of-paper'],
  },
  { paragraph: 'By the reeds, a crane flapped its grey wings.', things: ['bird'], notThings: ['building-construction'] },
  { paragraph: 'Dad watched the big crane lift beams at the building site.', things: ['building-construction'] },
  // Cards played are playing cards; a card written is a greeting card.
  {
    paragraph: 'Gran and Leo played cards by the fire.',
    things: ['flower-playing-cards'],
    notThings: ['credit-card', 'envelope'],
  },
  // The one who writes is the hero; the one written to is not there.
  { paragraph: 'Jasmine wrote a card to her teacher.', heroKind: 'child', pose: 'read', companions: [], held: ['envelope'] },
  { paragraph: 'Leo sent Grandpa a postcard from the seaside.', heroKind: 'boy', companions: [] },
  { paragraph: 'Priya wrote a long letter to her aunt. Then her aunt phoned her.', heroKind: 'girl', companions: ['woman'] },
  // Going home from somewhere is out of doors, on the way: still in the park, or along a street from indoors.
  { paragraph: 'Kim walked home from the park.', setting: 'park', pose: 'walk' },
  { paragraph: 'After the picnic, Omar ran all the way home from the beach.', setting: 'beach' },
  { paragraph: 'Tara headed back home from the library with her gran.', setting: 'village' },
  { paragraph: 'On the way home from school, Mia saw a rainbow.', setting: 'village', notThings: ['classroom'] },
  // At home is still at home.
  { paragraph: 'Ravi went home and sat on the sofa.', setting: 'living-room' },
  // Sitting and reading: seated, a book held up to read.
  { paragraph: 'Mia sat on the sofa and read her book.', pose: 'sitRead', held: ['blue-book'] },
  { paragraph: 'Leo sat under the oak tree, reading a comic.', heroKind: 'boy', pose: 'sitRead' },
  { paragraph: 'Ada read her book. Then she ran to the park.', pose: 'read' },
  { paragraph: 'Omar sat on the bench and ate an apple.', pose: 'sit' },
  // The plane flies, held by the one flying it: no pilot flying through the air.
  { paragraph: 'Captain Rosa the pilot flew her plane over the hills.', pose: 'hold', held: ['airplane'] },
  {
    paragraph: 'Tom flew his toy plane round the garden.',
    heroKind: 'boy',
    pose: 'hold',
    held: ['airplane'],
    notThings: ['teddy-bear'],
  },
  { paragraph: 'Amir flew the little helicopter above the park.', pose: 'hold', held: ['helicopter'] },
  { paragraph: 'The owl flew over the wood.', heroKind: 'owl', pose: 'fly' },
  // Only likened to, or a place word saying how many: nobody there, no such place.
  { paragraph: 'The fox and the badger sat by the stream, chatting like old friends.', companions: ['badger'] },
  { paragraph: 'Zed was as brave as a lion when the storm came.', heroKind: 'child', companions: [] },
  { paragraph: 'Pip the crab scuttled past a forest of kelp.', heroKind: 'crab', notThings: ['deciduous-tree'] },
  { paragraph: 'Coral grew on the bottom of the sea, and the little fish darted by.', setting: 'underwater' },
  // Words read in the sense the page means: a bird bath in the garden, a heap of books, a tree's branches.
  { paragraph: 'Ava filled the bird bath with fresh water.', setting: 'garden' },
  { paragraph: 'Grandpa and Tess cleaned the birdbath by the roses.', setting: 'garden' },
  { paragraph: 'Zane carried a tall tower of books to the table.', notThings: ['castle'] },
  { paragraph: 'Lily built a tower of blocks.', notThings: ['castle'] },
  { paragraph: 'They swept the path by the monkey house.', setting: 'zoo' },
  { paragraph: 'The wind shook the branches of the old oak.', things: ['deciduous-tree'], notThings: ['bank'] },
  { paragraph: 'Owls hooted high in the branches.', notThings: ['bank'] },
  { paragraph: 'Mo dragged the fallen branches off the path.', things: ['wood'], notThings: ['bank'] },
  // A float on a line is the angler's: the rod, no life ring; in the pool a float stays a float.
  { paragraph: 'Then the float bobbed on the river, once, twice!', things: ['fishing-pole'], notThings: ['ring-buoy'] },
  { paragraph: 'A duck paddled across the pond to the red float.', notThings: ['ring-buoy'] },
  { paragraph: 'Gran cast the line, and her float drifted by the jetty.', notThings: ['ring-buoy'] },
  { paragraph: 'Mia kicked her legs and held on to her float in the pool.', setting: 'pool', things: ['ring-buoy'] },
  // One the paragraph's own words make a baby (asleep in a cot, rocked in a pram, a bundle carried) is a baby.
  { paragraph: 'That night, Lola slept snug in the cot.', heroKind: 'baby' },
  { paragraph: 'Mum rocked Bella in the pram, and Sam smiled.', hero: avatar('Sam'), companions: ['mum', 'baby'] },
  { paragraph: 'Dad tucked Kit into the crib while Ada sang softly.', hero: avatar('Ada'), companions: ['dad', 'baby'] },
  { paragraph: 'Nan carried Rosa like a little bundle.', companions: ['grandma'], heroKind: 'baby' },
  { paragraph: 'At bedtime Omar lay yawning in his cradle.', heroKind: 'baby' },
  // Only the one put or asleep there: the one putting a teddy in the cot or pushing the pram is no baby.
  { paragraph: 'Sam put his teddy in the cot.', heroKind: 'boy' },
  { paragraph: 'Priya pushed the pram to the park.', heroKind: 'girl' },
  // A kind wished or to be ('would be a chef', 'wants to be a vet') is the hero's wish, no one beside them.
  {
    paragraph: 'Ben the kind boy looked round the kitchen. Today the kind boy would be a chef, at long last.',
    hero: { kind: 'boy', name: 'Ben', fixed: true },
    companions: [],
  },
  { paragraph: 'Mila wanted to be a vet more than anything.', heroKind: 'girl', companions: [] },
  { paragraph: 'Today the brave girl would be a knight.', heroKind: 'girl', companions: [] },
  { paragraph: 'Leo dreamed of being a pirate captain.', heroKind: 'boy', companions: [] },
  { paragraph: 'Pinch was a little crab.', heroKind: 'crab' },
  // A fish caught is small, held up or in the net: no one else on the page, no goal net.
  {
    paragraph: 'Noah reeled in the line by the river, and up came a silver fish! Splash!',
    hero: { kind: 'boy', name: 'Noah', fixed: true },
    companions: [],
    held: ['fish'],
  },
  {
    paragraph: 'By the lake, a shiny fish flipped into the net.',
    hero: { kind: 'girl', name: 'Tia', fixed: true },
    companions: [],
    held: ['fish'],
    notThings: ['goal-net'],
  },
  { paragraph: 'Grandpa caught a big trout by the jetty.', heroKind: 'grandpa', held: ['fish'] },
  { paragraph: 'Sam waited, and soon a tiny minnow wriggled on his hook.', heroKind: 'boy', companions: [] },
  // A fish who is someone stays a fish swimming.
  { paragraph: 'Finn the fish swam past a net.', heroKind: 'fish' },
  { paragraph: 'A little fish swam by the boat.', heroKind: 'fish' },
  // The moon rising tells the time, not the place: night where they are, not on the moon.
  {
    paragraph: 'The sun went down, and the moon came up. Cookie the owl shut his eyes tight, but sleep would not come.',
    heroKind: 'owl',
    setting: 'forest',
    time: 'night',
  },
  { paragraph: 'The full moon rose over the farm, and Ben yawned.', setting: 'farm', time: 'night' },
  // Lying wide awake is at night.
  {
    paragraph: 'Cookie curled up tight in his nest. But a leaf tickled his nose. Still, the owl was wide awake.',
    heroKind: 'owl',
    time: 'night',
  },
  // One the page names without its kind is told by its own cry ('Mew!' a kitten's, 'Cheep!' a bird's).
  {
    paragraph:
      'Tom fetched a little ladder. But the ladder was too short. Twinkle called "Mew! Mew!" again, still stuck up the tree.',
    heroKind: 'boy',
    companions: ['cat'],
  },
  {
    paragraph: 'Sage flapped and flapped, but he fell back down. Sage called "Cheep! Cheep!" again, still hurt.',
    hero: { kind: 'girl', name: 'Mia', fixed: true },
    companions: ['bird'],
  },
  // (A roar is a lion's, a tiger's or a dragon's: it says nothing.)
  {
    paragraph: 'Scout the mouse tugged at the ropes. Twinkle called "ROAR!" again, still tangled.',
    heroKind: 'mouse',
    companions: [],
  },
  // A meal eaten is at the table, at home when nowhere is named.
  {
    paragraph: 'At dinner, Ben was busy chewing and laughing. Then, plink! The tiny tooth dropped onto his plate.',
    setting: 'kitchen',
    pose: 'sit',
  },
  // '"My tooth!" he cried' is said aloud, not in tears.
  { paragraph: '"My tooth!" he cried, and held it up high.', pose: 'talk', expression: 'happy' },
  { paragraph: 'Ben fell over. He cried.', pose: 'cry', expression: 'sad' },
  // A tooth under the pillow is bedtime in the bedroom, the tooth fairy not yet come.
  {
    paragraph: 'Ben smiled at the gap in the mirror. The tooth went under his pillow for the tooth fairy.',
    setting: 'bedroom',
    time: 'night',
    companions: [],
  },
  {
    paragraph: 'Ben’s front tooth was wobbly! "I want the tooth fairy to come!" he said.',
    companions: [],
  },
  // Falling asleep thinking of a place is in bed, the place only thought of.
  {
    paragraph: 'Hazel was free! That night, Clara fell asleep thinking of the turtle on the beach.',
    hero: { kind: 'girl', name: 'Clara', fixed: true },
    setting: 'bedroom',
    pose: 'sleep',
  },
  // One tangled in a net of ropes is no football goal.
  {
    paragraph: 'Clara pulled at the net. But the knots only got tighter. The turtle was still tangled in the net.',
    notThings: ['goal-net'],
  },
  { paragraph: 'Clara kicked the ball into the net.', things: ['goal-net'] },
  // (Nor is a hunter's net the lion walked into.)
  {
    paragraph: 'A few days later, the lion walked into a hunter’s net. The ropes held him tight.',
    hero: { kind: 'mouse', name: 'Bramble', fixed: true },
    companions: ['lion'],
    notThings: ['goal-net'],
  },
  // A roar is heard, never a tiger drawn; a lion asleep in the sun sleeps by day.
  { paragraph: 'Bramble heard the roar and came running.', notThings: ['tiger'] },
  {
    paragraph: 'A tiny mouse called Bramble lived on the savanna. One hot day, a big lion lay asleep in the sun.',
    setting: 'savanna',
    time: 'day',
  },
  // Two who became the best of friends are the two of them, no children besides.
  {
    paragraph: 'Soon the lion was free! From then on, the lion and the mouse were the best of friends.',
    hero: { kind: 'mouse', name: 'Bramble', fixed: true },
    companions: ['lion'],
  },
  // ('Best friends again!': the two there, made up, no children besides.)
  {
    paragraph: 'Back in the playground, Maya and Frankie laughed so much they fell over. Best friends again!',
    hero: { kind: 'girl', name: 'Maya', fixed: true },
    setting: 'playground',
    companions: ['boy'],
  },
  {
    paragraph: 'Maya and Frankie ran round and round. They were best friends again!',
    hero: { kind: 'girl', name: 'Maya', fixed: true },
    companions: ['boy'],
  },
  // The sun in a blue sky is only the sky above a hot day's garden; room for two is space, no bedroom.
  {
    paragraph: 'The sun blazed down from a bright blue sky. It was the hottest day of the year! "I am too hot!" puffed Alex.',
    hero: { kind: 'boy', name: 'Alex', fixed: true },
    setting: 'garden',
    pose: 'stand',
  },
  {
    paragraph:
      'Grandma filled the paddling pool up again with the hose. Now there was room for two. Alex watered the droopy flowers.',
    hero: { kind: 'boy', name: 'Alex', fixed: true },
    setting: 'garden',
  },
  // Sun cream is rubbed on, no ice cream; a sun hat is no top hat.
  { paragraph: 'Alex put on a sun hat and sun cream, dab, dab, dab.', notThings: ['ice-cream', 'top-hat'] },
  // A monster only wondered at or wished away is not drawn; the dark of a bedroom is night-time.
  {
    paragraph: 'In the dark, a shadow moved by the bed. Was it a monster? Riley pulled the covers up to their nose.',
    hero: { kind: 'child', name: 'Riley', fixed: true },
    setting: 'bedroom',
    time: 'night',
    companions: [],
  },
  {
    paragraph: 'Riley looked round the bedroom. "Not the monster under the bed today," they whispered.',
    hero: { kind: 'child', name: 'Riley', fixed: true },
    companions: [],
  },
  // Only a top hat or a magician's hat is a top hat: a plain hat is a cap, a sun hat has a brim, a woolly hat no picture.
  { paragraph: 'Alex wore a hat.', things: ['billed-cap'], notThings: ['top-hat'] },
  { paragraph: 'Mia put on her sun hat.', things: ['womans-hat'], notThings: ['top-hat', 'billed-cap'] },
  { paragraph: 'Alex lost his woolly hat in the snow.', notThings: ['top-hat', 'billed-cap'] },
  { paragraph: "Mia found the magician's hat.", things: ['top-hat'] },
  // Playtime at school is out in the playground.
  {
    paragraph: 'At playtime, Maya and her best friend Frankie both wanted the red scooter. "Mine!" said Frankie.',
    hero: { kind: 'girl', name: 'Maya', fixed: true },
    setting: 'playground',
  },
  // A pond in the garden is the garden's.
  {
    paragraph: 'Tom was playing in the garden. The boy stopped to look at a little pond with lily pads.',
    setting: 'garden',
    notThings: ['spiral-notepad'],
  },
  { paragraph: 'The ducks swam across the pond.', setting: 'lake' },
  // Paddling in the sea is wading at its edge: no canoe, no ruler's edge.
  {
    paragraph: '"I’m going to paddle in the sea!" said Evie.',
    notThings: ['canoe'],
  },
  {
    paragraph: 'Evie kicked off her shoes. She paddled at the edge of the sea. "It’s so cold!" she squealed.',
    notThings: ['canoe', 'straight-ruler'],
  },
];

describe('the scene of a paragraph', () => {
  it.each(CASES.map((c) => [c.paragraph, c] as const))('%s', (_, c) => {
    const plan = readScene(c.paragraph, c.hero ?? open);
    const [hero, ...companions] = plan.characters;
    if (c.setting) expect(plan.setting).toBe(c.setting);
    if (c.time) expect(plan.time).toBe(c.time);
    if (c.weather) expect(plan.weather).toContain(c.weather);
    if (c.heroKind) expect(hero!.kind).toBe(c.heroKind);
    if (c.pose) expect(hero!.pose).toBe(c.pose);
    if (c.expression) expect(hero!.expression).toBe(c.expression);
    if (c.companions) expect(companions.map((x) => x.kind).sort()).toEqual([...c.companions].sort());
    const drawn = plan.things.map((t) => t.drawn ?? t.icon);
    for (const t of c.things ?? []) expect(drawn).toContain(t);
    for (const t of c.held ?? []) expect(plan.things.filter((x) => x.held).map((x) => x.drawn ?? x.icon)).toContain(t);
    for (const t of c.notThings ?? []) {
      expect(drawn).not.toContain(t);
      expect(plan.characters.map((x) => x.kind)).not.toContain(t);
    }
    if (c.together !== undefined) expect(plan.together).toBe(c.together);
  });

  it('draws no golf hole, axe or bicycle for a caterpillar eating a hole, a chrysalis split open or a life cycle', () => {
    const things = (paragraph: string) => readScene(paragraph, open).things.map((t) => t.icon ?? t.drawn);
    expect(things('Munch, munch! Buttons the caterpillar ate a hole in the leaf.')).not.toContain('flag-in-hole');
    expect(things('Then, one sunny morning, the chrysalis split open. Buttons the butterfly crept out.')).not.toContain('axe');
    const cycle = things('"Egg, caterpillar, chrysalis, butterfly: that is its life cycle," said the worm.');
    for (const wrong of ['bicycle', 'motor-scooter', 'dna']) expect(cycle).not.toContain(wrong);
    expect(things('Tom rode his bike to the park.')).toContain('bicycle');
  });

  it('draws a rainbow plate or a rainbow eaten as food, not a rainbow in the sky', () => {
    for (const paragraph of [
      'The hedgehog made a rainbow plate. There were red peppers, orange carrots, yellow corn and green peas.',
      'Red, then yellow, then green. Splash the dinosaur ate the rainbow, one colour at a time.',
      'From then on, Splash the dinosaur asked for a rainbow plate every night.',
      'She made a rainbow salad. Eating lots of different colours of food is good for us.',
    ]) {
      const scene = readScene(paragraph, open);
      expect(scene.weather, paragraph).not.toContain('rainbow');
      expect(scene.setting, paragraph).not.toBe('sky');
    }
    expect(readScene('Mia looked up at the rainbow.', open).weather).toContain('rainbow');
  });

  it('names no place for a page that says nowhere, so the book carries no guessed meadow on', () => {
    expect(readScene('Ben bit into a big crunchy apple. Crunch! The tooth stayed put.', open).placeNamed).toBe(false);
    expect(readScene('Ben ate an apple in the garden.', open).placeNamed).toBe(true);
  });

  it('draws a group for "three ducks" and colours a companion the text colours', () => {
    const ducks = readScene('Three ducks swam across the pond with Zara.', open);
    expect(ducks.characters.find((c) => c.kind === 'duck')?.count).toBe(3);
    const dragon = readScene('Leo met a purple dragon.', open);
    expect(dragon.characters.find((c) => c.kind === 'dragon')?.colour).toBe('#8e44ad');
  });

  it('keeps a boat or a train without a name a thing, and puts sailors on the water', () => {
    const plan = readScene('That night they sailed on a boat down the Nile under a sky full of stars.', open);
    expect(plan.setting).toBe('sea');
    expect(plan.time).toBe('night');
    expect(plan.characters.map((c) => c.kind)).not.toContain('boat');
  });

  it('draws a thing that is the hero as that thing: the name the story gives it is the thing, not a child', () => {
    const cloud: HeroCue = { kind: 'thing:cloud', name: null, fixed: true };
    const plan = readScene('First, Nutmeg gathered the rain. "What brings a little cloud to the garden?" asked the bird.', cloud);
    expect(plan.characters.map((c) => c.kind)).toEqual(['thing:cloud', 'bird']);
    // The thing the hero is is drawn once, as the hero; the deer named and then 'the deer' is one deer.
    const teapot: HeroCue = { kind: 'thing:teapot', name: 'Tilly', fixed: true };
    const forest = readScene(
      '"Hi there, curious teapot!" called a deer named Dot. "What brings you here?" asked the deer.',
      teapot,
    );
    expect(forest.characters.map((c) => [c.kind, c.count])).toEqual([
      ['thing:teapot', 1],
      ['deer', 1],
    ]);
    expect(forest.things.map((t) => t.icon)).not.toContain('teapot');
  });

  it('draws learning to do something as doing it, and learning alone as reading; sticky tape is no videocassette', () => {
    const pose = (paragraph: string) => readScene(paragraph, avatar('Sam')).characters[0]!.pose;
    expect(pose('Sam wanted to learn to share his toys.')).toBe('hold');
    expect(pose('Sam learned how to swim at the pool.')).toBe('swim');
    expect(pose('Sam learned his letters.')).toBe('read');
    const share = readScene('Sam learned to share his toys.', avatar('Sam'));
    expect(share.things.map((t) => t.icon)).not.toContain('green-book');
    const tape = readScene('Sam fixed the torn page with sticky tape.', avatar('Sam'));
    expect(tape.things.map((t) => t.icon)).not.toContain('videocassette');
  });

  it('puts a child going to bed in the bedroom, a place only thought of nowhere, an animal pen as its animal', () => {
    const bed = readScene('Before bed, Sam thought of the school and his new friends.', avatar('Sam'));
    expect([bed.setting, bed.time]).toEqual(['bedroom', 'night']);
    // Waking up is in the morning, even after a dream.
    expect(readScene('Sam woke up early. For weeks, Sam had dreamed of the sea.', avatar('Sam')).time).toBe('morning');
    // Waking up only said, at midnight, is no morning.
    const midnight = readScene(
      'Sam fell fast asleep in bed. Then the clock struck twelve. "Wake up, everyone!" whispered Teddy.',
      avatar('Sam'),
    );
    expect([midnight.setting, midnight.time]).toEqual(['bedroom', 'night']);
    // A bed of flowers is no bedroom: the book's garden stays.
    const tulips = readScene('Sam stopped by a bed of bright tulips.', avatar('Sam'), '', { place: 'garden', cast: [] });
    expect(tulips.setting).toBe('garden');
    expect(readScene('Sam jumped on his bed.', avatar('Sam'), '', { place: 'garden', cast: [] }).setting).toBe('bedroom');
    // Falling asleep as the sun goes down, with the window open, is in bed: not on the book's grass.
    const window = 'When the sun went down, the air was soft and warm. Sam fell asleep with the window open.';
    expect(readScene(window, avatar('Sam'), '', { place: 'garden', cast: [] }).setting).toBe('bedroom');
    // (Asleep under the stars in a garden book stays out in the garden.)
    const stars = readScene('That night, Sam fell asleep under the stars.', avatar('Sam'), '', { place: 'garden', cast: [] });
    expect(stars.setting).toBe('garden');
    // Only thought of: not there.
    const thought = readScene('Before bed, Sam thought of schools and teachers.', avatar('Sam'));
    expect(thought.characters.map((c) => c.kind)).toEqual(['child']);
    expect(readScene('Sam thought of the beach.', avatar('Sam'), '', { place: 'farm', cast: [] }).setting).toBe('farm');
    const pen = readScene('Sam sat down by a muddy pig pen to think.', avatar('Sam'));
    expect(pen.things.map((t) => t.icon)).toEqual(['pig']);
  });

  it('keeps a snowman melting in the garden book in the garden: its own name is no hint of the snowy mountains', () => {
    const snowman = { kind: 'snowman' as const, name: 'Tumble', fixed: true };
    const garden = { place: 'garden' as const, cast: [] };
    const lollies = 'The children gave Tumble the snowman ice lollies to hold. But the lollies melted too!';
    expect(readScene(lollies, snowman, '', garden).setting).toBe('garden');
    // The hero's own possessive is no second snowman drawn beside it.
    const tummy = readScene('And Tumble the snowman’s round tummy began to drip.', snowman, '', garden);
    expect(tummy.things.map((t) => t.drawn ?? t.icon)).not.toContain('snowman');
    // (With no book place, a snowman is at home in the snow.)
    expect(readScene('Tumble the snowman stood very still.', snowman).setting).toBe('snowy-mountain');
  });

  it('draws the book’s hero once when the paragraph calls it by its kind and by a name whose kind it never says', () => {
    const knight: HeroCue = { kind: 'knight', name: null, fixed: true };
    const kinds = (paragraph: string) => readScene(paragraph, knight).characters.map((c) => c.kind);
    expect(kinds('The brave knight looked out at the park. Alex wanted to feel calm again.')).toEqual(['knight']);
    // Someone the text says is someone else stays: a boy named Leo, a dragon called Pudding.
    expect(kinds('The knight met a boy named Leo and Pudding the dragon.')).toEqual(['knight', 'boy', 'dragon']);
  });

  it('draws a group of people as a small group: children, friends, villagers, a crowd', () => {
    const bird: HeroCue = { kind: 'bird', name: null, fixed: true };
    const group = (paragraph: string, hero: HeroCue = bird) =>
      readScene(paragraph, hero)
        .characters.slice(1)
        .map((c) => [c.kind, c.count, c.pose]);
    expect(group('The bird looked down at the children playing below.')).toEqual([['child', 3, 'run']]);
    expect(group('The villagers danced in the square.')).toEqual([['woman', 3, 'dance']]);
    expect(group('Two kids waved from the bridge.', avatar('Mia'))).toEqual([['child', 2, 'wave']]);
    expect(group('A crowd of people watched the parade.', avatar('Mia'))).toEqual([['woman', 3, 'stand']]);
    // An unnamed child hero read from the group is one of them; the rest join in.
    expect(group('The kids ran to the park.', open)).toEqual([['child', 2, 'run']]);
    // Only missed, dreamed of or read about: nobody there.
    expect(group('Mia missed her friends.', avatar('Mia'))).toEqual([]);
    expect(group('The bird read a book about children.')).toEqual([]);
    // Only to be told later: not there yet.
    expect(group('He could not wait to tell all his friends about the stars.')).toEqual([]);
    expect(group('Mia would show the kids her shell tomorrow.', avatar('Mia'))).toEqual([]);
    expect(group('Mia showed the kids her shell.', avatar('Mia'))).toHaveLength(1);
  });

  it('an animal hero the story names is not drawn again as a child, nor is a named companion', () => {
    const hedgehog: HeroCue = { kind: 'hedgehog', name: null, fixed: true };
    const market = readScene('One fine day, Biscuit sat by the stalls. He was a shy hedgehog, at the market.', hedgehog);
    expect(market.characters.map((c) => c.kind)).toEqual(['hedgehog']);
    const talk = readScene(
      '"You look worried," said the dog. "I am," said Biscuit. "Even a dog feels scared," said Pudding.',
      hedgehog,
    );
    expect(talk.characters.map((c) => c.kind)).toEqual(['hedgehog', 'dog']);
    // 'Biscuit's prickles' is no biscuit, 'step by step' no ladder, 'piles of apples' apples.
    const walk = readScene("Step by step, Biscuit's prickles wobbled past piles of shiny red apples.", hedgehog);
    expect(walk.things.map((t) => t.icon)).toEqual(['red-apple']);
  });

  it('reads the sky turning gold as the time where they are, and a dragon’s wings as its own', () => {
    const dragon: HeroCue = { kind: 'dragon', name: null, fixed: true };
    const plan = readScene("When the sky turned gold, Bramble's wings wobbled at the campsite.", dragon);
    expect([plan.setting, plan.time]).toEqual(['campsite', 'sunset']);
    expect(plan.things.map((t) => t.icon)).not.toContain('wing');
    const gold = readScene('When the sky turned gold, the little dragon stood up tall.', dragon);
    expect(gold.setting).not.toBe('sky');
    expect(gold.characters[0]!.pose).not.toBe('fly');
  });

  it('in an animal’s book: its kind’s dads are animals, a thing only hints at a place, a named stranger is not a child', () => {
    const penguin: HeroCue = { kind: 'penguin', name: null, fixed: true };
    const dads = readScene('Nutmeg looked at the egg. Emperor penguin dads keep the egg warm on their feet.', penguin);
    expect(dads.characters.map((c) => c.kind)).toEqual(['penguin', 'penguin']);
    expect(dads.setting).toBe('snowy-mountain');
    const fly = readScene('At first learning to fly did not work, and then it did! "Huddle to keep warm," said Toffee.', penguin);
    expect(fly.characters.map((c) => c.kind)).toEqual(['penguin']);
    expect(fly.things.map((t) => t.icon)).not.toContain('fly');
    const flippers = readScene('"Penguins use their wings as flippers," said the seal.', penguin);
    expect(flippers.things.map((t) => t.icon)).toEqual([]);
  });

  it('someone doing something is no thing: no playing cards for children playing', () => {
    const plan = readScene('Mia smiled at the children playing below. The birds singing woke her.', open);
    expect(plan.things.map((t) => t.icon)).toEqual([]);
    const seeing = readScene('Tansy laughed out loud, seeing the whole world at last.', open);
    expect(seeing.things.map((t) => t.icon)).toEqual([]);
  });

  it('draws one Leah for "his sister Leah ... told Leah", and no bathtub for a fox called Bubbles', () => {
    const plan = readScene('Omar walked with his sister Leah. "I am going," he told Leah.', open);
    expect(plan.characters.map((c) => c.kind)).toEqual(['boy', 'sister']);
    const fox = readScene('Out from the ferns came a red fox called Bubbles. "We will find it," said Bubbles.', avatar('Omar'));
    expect(fox.things.map((t) => t.icon)).toEqual([]);
  });

  it('"Soon the brave girl" is the hero again, not a girl called Soon; a climbing frame is no abacus', () => {
    const girl: HeroCue = { kind: 'girl', name: null, fixed: true };
    const plan = readScene('After breakfast, Poppy set off for the island. Soon the brave girl could see a jetty.', girl);
    expect(plan.characters.map((c) => [c.kind, c.name])).toEqual([['girl', 'Poppy']]);
    const frame = readScene('Honey crawled past a red climbing frame and the monkey bars.', open);
    expect(frame.things.map((t) => t.icon)).toEqual([]);
    expect(frame.characters.map((c) => c.kind)).not.toContain('monkey');
  });

  it('"Who ate the cookies?" asks a question: nobody called Who or At is drawn', () => {
    const boy: HeroCue = { kind: 'boy', name: 'Owen', fixed: true };
    const plan = readScene('"Who ate the cookies?" cried Owen. "Who took them?"', boy);
    expect(plan.characters.map((c) => [c.kind, c.name])).toEqual([['boy', 'Owen']]);
    // (Nor is 'Out ran the cat' anyone called Out, and 'Old Mr Lee' is a man.)
    const out = readScene('Leo painted a door. Out ran the cat and the mouse.', boy);
    expect(out.characters.map((c) => c.name)).not.toContain('Out');
    expect(readScene('Old Mr Lee had no flowers, so Owen painted him a rose.', boy).characters.map((c) => c.kind)).toContain(
      'man',
    );
    // (A waiting room is the clinic's, never a bedroom.)
    expect(readScene('Owen sat in the waiting room and hid his face.', boy).setting).toBe('hospital');
    // (Nor is 'At bedtime' after a closing quote anyone called At.)
    const bedtime = readScene('"You found out in no time!" At bedtime, Owen dreamed of clues.', boy);
    expect(bedtime.characters.map((c) => [c.kind, c.name])).toEqual([['boy', 'Owen']]);
  });

  it('"Mmm!" or "Crack, crunch, yum!" is a sound, nobody called Mmm; the cheese and the nuts are drawn', () => {
    const mouse: HeroCue = { kind: 'mouse', name: 'Tumble', fixed: true };
    const cheese = readScene('There was the cheese! Tumble nibbled a corner. Mmm! It was soft and salty.', mouse);
    expect(cheese.characters.map((c) => [c.kind, c.name])).toEqual([['mouse', 'Tumble']]);
    expect(cheese.things.map((t) => t.icon)).toContain('cheese-wedge');
    const squirrel: HeroCue = { kind: 'squirrel', name: 'Flick', fixed: true };
    const nuts = readScene('That night, Flick cracked nuts in the hollow tree. Crack, crunch, yum!', squirrel);
    expect(nuts.characters.map((c) => c.name)).toEqual(['Flick']);
    expect(nuts.things.map((t) => t.icon)).toContain('chestnut');
  });

  it('draws no teddy while it is missing: asked after, looked for, not there, or still somewhere', () => {
    const mia: HeroCue = { kind: 'girl', name: 'Mia', fixed: true };
    for (const page of [
      'It was bedtime. But where was teddy? Bedtime without teddy was no good.',
      '"Where did my teddy go?" she cried.',
      'Dad came to help Mia look for the teddy.',
      'Mia flopped onto the stairs. "The teddy must be here somewhere," said Dad.',
    ])
      expect(
        readScene(page, mia).characters.map((c) => c.kind),
        page,
      ).not.toContain('teddy');
    expect(readScene('Mia hugged her teddy tight.', mia).characters.map((c) => c.kind)).toContain('teddy');
  });

  it('"Pudding the raindrop" is someone, not rain: the sky is what the page says', () => {
    const drop: HeroCue = { kind: 'thing:raindrop' as KindId, name: 'Pudding', fixed: true };
    expect(readScene('The next day, the sun shone hot on the sea. Pudding the raindrop felt warmer.', drop).weather).toEqual([]);
    expect(readScene('Then the rain came down on the hill.', drop).weather).toEqual(['rain']);
  });

  it('draws no thing only dreamed of, and no disco ball for a happy dance', () => {
    const plan = readScene('Omar and Leah did a happy dance. He fell asleep dreaming of a hollow log.', avatar('Omar'));
    expect(plan.things.map((t) => t.icon)).toEqual([]);
    expect(readScene('Mia thought about her kite, then flew her kite on the hill.', open).things.map((t) => t.icon)).toEqual([
      'kite',
    ]);
    // A window is the room's, not an icon lying on the floor.
    expect(readScene('Tansy sat by a window full of sunshine in the bedroom.', open).things.map((t) => t.icon)).toEqual([]);
  });

  it('draws one vessel, the one named: a canoe or a raft is the boat they are in, paddled, no sail', () => {
    const canoe = readScene('Leo paddled his canoe down the river. The boat rocked gently.', open);
    expect([canoe.setting, canoe.vessel]).toEqual(['sea', 'paddle']);
    expect(canoe.things.map((t) => t.icon)).not.toContain('canoe');
    const raft = readScene('The two friends floated on a raft across the lake.', open);
    expect(raft.vessel).toBe('paddle');
    expect(raft.things.map((t) => t.icon)).toEqual([]);
    expect(readScene('Ava and Grandpa sailed their little boat across the bay.', open).vessel).toBe('sail');
    expect(readScene('Zoe built a sandcastle on the beach.', open).vessel).toBeUndefined();
  });

  it('seats everyone in a boat: nobody stands, walks or runs in a canoe, a kayak or a sailing boat', () => {
    const poses = (paragraph: string) => readScene(paragraph, open).characters.map((c) => c.pose);
    expect(poses('Priya and Grandma paddled the kayak past the reeds, laughing.')).toEqual(['sit', 'sit']);
    expect(poses('Omar and his cat sailed a small boat out to the island.')).toEqual(['sit', 'sit']);
    expect(poses('In the rowing boat, Jess read a comic while Uncle Ben rowed.')[0]).toBe('sitRead');
    // On the beach with no boat they stand and run as they do.
    expect(poses('Priya ran along the beach to meet Grandma.')[0]).toBe('run');
  });

  it('seats those who eat, play or work at a table at it, in the kitchen when nowhere else is named', () => {
    const scene = (paragraph: string) => readScene(paragraph, open);
    const seated = (paragraph: string) => scene(paragraph).characters.map((c) => c.pose);
    expect(seated('Tom and his mum ate breakfast at the table.')).toEqual(['sit', 'sit']);
    expect(scene('Tom and his mum ate breakfast at the table.')).toMatchObject({ setting: 'kitchen', atTable: true });
    expect(seated('Sam and Grandma played a board game at the table in the living room.')).toEqual(['sit', 'sit']);
    expect(scene('Sam and Grandma played a board game at the table in the living room.').setting).toBe('living-room');
    expect(seated('Ben read a book at the table in the library.')).toEqual(['sitRead']);
    expect(scene('The family sat around the table for dinner.').atTable).toBe(true);
    // Going round it, under it or putting something on it is no sitting at it.
    for (const paragraph of [
      'The puppy ran round the table, barking.',
      'The cat slept under the table.',
      'Mum put the cake on the table.',
    ])
      expect(scene(paragraph).atTable).toBeUndefined();
  });

  it('gives what two or a group do together to each of them: all sit over a game of cards', () => {
    const poses = (paragraph: string) => readScene(paragraph, open).characters.map((c) => c.pose);
    expect(poses('The kids played a game of cards on the rug.').every((p) => p === 'sit')).toBe(true);
    expect(poses('After tea, Nadia and her brother played cards in the den.')).toEqual(['sit', 'sit']);
    // Done by one alone, it is that one's: the other goes on with their own.
    expect(poses('Nadia played cards while Grandpa read the paper.')[1]).not.toBe('sit');
    // Played with someone there, it is both of theirs ('with a big smile' is no one).
    expect(poses('Mia played a game of cards with Grandma.')).toEqual(['sit', 'sit']);
    expect(poses('Leo played cards with his best friend Sam on the porch.')).toEqual(['sit', 'sit']);
    expect(poses('Mia played cards with a big smile.')).toEqual(['sit']);
  });

  it('takes the time of day from what is told, not from a fact said in a quotation, greetings aside', () => {
    const time = (paragraph: string) => readScene(paragraph, open).time;
    expect(time('"Hedgehogs snuffle for worms at night," said the dog to Biscuit.')).toBe('day');
    expect(time('"Owls hunt in the evening," said Grandpa.')).toBe('day');
    expect(time('One night, the dog told Biscuit about worms.')).toBe('night');
    expect(time('"Good night, Mia," whispered Mum.')).toBe('night');
    expect(time('"Good morning!" said Leo to the hens.')).toBe('morning');
  });

  it('draws nothing only likened to, and no night for a wish once dreamed of', () => {
    const icons = (paragraph: string) => readScene(paragraph, open).things.map((t) => t.icon);
    expect(icons('"Bark is like a coat that protects the tree," said the owl.')).not.toContain('coat');
    expect(icons('The snow was as soft as a pillow.')).toEqual([]);
    expect(icons('Mia put on her red coat.')).toContain('coat');
    expect(readScene('At last, Sprout cleared the road! It was better than she had dreamed.', open).time).toBe('day');
    expect(readScene('Mia dreamed of dragons all night long.', open).time).toBe('night');
  });

  it('draws a thing who is the hero once, as the hero', () => {
    const plan = readScene('Cookie the fire engine counted to three and rushed towards the rain.', open);
    expect(plan.characters.map((c) => c.kind)).toEqual(['thing:fire-engine']);
    expect(plan.things.map((t) => t.icon)).not.toContain('fire-engine');
    expect(plan.setting).toBe('city');
  });

  it('puts a hand of cards in every player’s hands, dealt or played, not on the ground beside them', () => {
    for (const paragraph of [
      'The kids played a game of cards on the rug.',
      'Tom and his sister played cards at the kitchen table.',
      'Grandpa shuffled the cards and smiled at Mia.',
    ]) {
      const cards = readScene(paragraph, open).things.find((t) => t.icon === 'flower-playing-cards');
      expect(cards, paragraph).toMatchObject({ held: true, each: true });
    }
  });

  it('leaves out someone only looked for', () => {
    const plan = readScene('Sam the snail slid along the path, looking for a friend.', open);
    expect(plan.characters.map((c) => c.kind)).toEqual(['snail']);
  });
});

describe('each one does what their own sentence says', () => {
  const cast = (paragraph: string) =>
    readScene(paragraph, open).characters.map((c) => [c.kind, c.name, c.pose, c.expression].join(' '));
  it.each([
    // A companion who sits and reads is seated with the book up.
    ['Nana sat by the window and read the paper while Ben played.', ['boy Ben', 'grandma  sitRead']],
    // A companion's action and face are theirs, not the hero's.
    ['Her robot friend waved from the top of the hill as Lina flew her kite.', ['girl Lina hold', 'robot  wave']],
    ['Pip heard Dad crying in the kitchen.', ['child Pip stand calm', 'dad Dad cry sad']],
    ['The puppy burst into tears and Sam hugged it.', ['boy Sam hug', 'dog  cry sad']],
    // The hero's own tears are the hero's.
    ['Mia cried when Dad left.', ['girl Mia cry sad', 'dad Dad']],
    ['Dad held Pip while she cried.', ['child Pip cry sad', 'dad ']],
    // A hug is both of theirs.
    ['Grandma hugged Sam in the kitchen.', ['boy Sam hug', 'grandma  hug']],
  ])('%s', (paragraph, expected) => {
    const got = cast(paragraph);
    expected.forEach((want, i) => expect(got[i]).toMatch(new RegExp(`^${want}`)));
  });
});

describe('the hero is the child, not a word opening a sentence or a grown-up of the family', () => {
  it.each([
    ['Soon the fox trotted into the forest.', 'fox', null],
    ['Later, Grandpa and Noor planted seeds in the garden.', 'girl', 'Noor'],
    ['Grandma Rosa pushed Theo on the swing in the park.', 'boy', 'Theo'],
    ['Suddenly Auntie May and little Ravi saw a rainbow.', 'boy', 'Ravi'],
  ] as const)('%s', (paragraph, kind, name) => {
    const [hero] = readScene(paragraph, open).characters;
    expect(hero!.kind).toBe(kind);
    expect(hero!.name).toBe(name);
  });
});

describe('a list of names: each its own kind, the first child the hero', () => {
  const child: HeroCue = { kind: 'child', name: null, fixed: true };
  it.each([
    ['Tom, Amy and Raj ran to the gate.', open, 'Tom'],
    ['Tom, Amy and Raj ran to the gate.', child, 'Tom'],
    ['Raj, Tom and Amy ran to the gate.', child, 'Raj'],
    ['Gran, Kai and Mo baked a cake.', open, 'Kai'],
    ['Gran, Kai and Mo baked a cake.', child, 'Kai'],
    ['Mum, Dad, Leo and Gran ate dinner at the table.', open, 'Leo'],
    // (a hero the prompt says is a girl is the first girl)
    ['Tom, Amy and Raj ran to the gate.', { kind: 'girl', name: null, fixed: true }, 'Amy'],
  ] as const)('%s', (paragraph, hero, name) => {
    const plan = readScene(paragraph, hero);
    expect(plan.characters[0]!.name).toBe(name);
    // Nobody takes the name of the family word before it in the list.
    for (const c of plan.characters)
      if (['grandma', 'mum', 'dad'].includes(c.kind)) expect(c.name ?? '').not.toMatch(/Kai|Leo|Mo/);
  });

  it.each([
    ['Grandma Rose and Leo baked a cake.', 'grandma', 'Rose'],
    ['Leo hugged his sister, Leah, at the gate.', 'sister', 'Leah'],
    ['Mia walked her dog Rex to the park.', 'dog', 'Rex'],
  ] as const)('a name right after a kind is still its name: %s', (paragraph, kind, name) => {
    expect(readScene(paragraph, open).characters.find((c) => c.kind === kind)?.name).toBe(name);
  });
});

describe('a fire at home is the living room’s, and the sky in a window is seen from the bedroom', () => {
  it.each([
    ['They played a board game by the fire.', 'living-room'],
    ['Leo curled up with Gran in front of the warm fire.', 'living-room'],
    ['Mum warmed her hands by the stove.', 'living-room'],
    ['The dog slept by the fireplace.', 'living-room'],
    // (a fire out of doors stays there; a stove cooked on is the kitchen's)
    ['They sat by the fire at the campsite.', 'campsite'],
    ['Grandpa told stories by the fire in the forest.', 'forest'],
    ['They toasted marshmallows around the campfire.', 'campsite'],
    ['Mum stirred the soup on the stove.', 'kitchen'],
    ['The fire engine raced down the street.', 'city'],
  ] as const)('%s', (paragraph, setting) => {
    const plan = readScene(paragraph, open);
    expect(plan.setting).toBe(setting);
    // No campfire beside the fireplace.
    if (setting === 'living-room') expect(plan.things.map((t) => t.word)).not.toContain('fire');
  });

  it.each([
    ['Stars shone through the window.', 'bedroom'],
    ['She looked at the stars out of her window.', 'bedroom'],
    ['Mia gazed at the moon through the window.', 'bedroom'],
    ['The astronaut looked at the stars out of the rocket window.', 'space'],
    ['The stars twinkled in the night sky.', 'night-sky'],
  ] as const)('%s', (paragraph, setting) => {
    const plan = readScene(paragraph, open);
    expect(plan.setting).toBe(setting);
    expect(plan.time).toBe('night');
  });
});

describe('a hero the book only guessed a child', () => {
  const guessed = (name: string | null): HeroCue => ({ kind: 'child', name, fixed: true, guessed: true });
  it.each([
    ['Pinch was a little crab who loved to dance on the sand.', null, 'crab', 'Pinch'],
    ['Pinch was a little crab who loved to dance on the sand.', 'Pinch', 'crab', 'Pinch'],
    ['He was only a tiny hedgehog, but he was brave.', 'Spike', 'hedgehog', 'Spike'],
    ['Biscuit is a guinea pig who loves carrots.', null, 'guinea-pig', 'Biscuit'],
    // (a person, another one, or nothing said: still the child)
    ['Mia was a brave girl who loved the sea.', null, 'child', 'Mia'],
    ['Pinch saw that Rolo was a little crab.', 'Pinch', 'child', 'Pinch'],
    ['It was a sunny day at the beach.', 'Pinch', 'child', 'Pinch'],
  ] as const)('%s', (paragraph, name, kind, heroName) => {
    const [hero] = readScene(paragraph, guessed(name)).characters;
    expect(hero!.kind).toBe(kind);
    expect(hero!.name).toBe(heroName);
  });

  it('a hero the prompt fixed stays what it is', () => {
    const plan = readScene('Pinch was a little crab who loved the sand.', { kind: 'child', name: 'Pinch', fixed: true });
    expect(plan.characters[0]!.kind).toBe('child');
  });
});

describe('someone coming in at a door is indoors, unless the page says where', () => {
  it.each([
    ['At last the door opened, and in came Santa!', 'living-room'],
    ['There was a knock at the door. It was Grandma!', 'living-room'],
    ['The doorbell rang, and Aunt Rosa came in with a big cake.', 'living-room'],
    ['Dad came in from the garden with muddy boots.', 'living-room'],
    ['The front door swung open and in walked a little penguin.', 'living-room'],
    // (a place said, or coming in the morning, or going out)
    ['Tom knocked on the door of the castle.', 'castle'],
    ['The dog came in the morning to play in the park.', 'park'],
    ['The door opened and Mia ran out into the snowy forest.', 'forest'],
  ] as const)('%s', (paragraph, setting) => {
    expect(readScene(paragraph, open).setting).toBe(setting);
  });
  it('before the place the book has been so far', () => {
    const book = { place: 'forest' as const, cast: [] };
    expect(readScene('At last the door opened, and in came Santa!', open, '', book).setting).toBe('living-room');
    expect(readScene('Santa waved and smiled.', open, '', book).setting).toBe('forest');
  });
});

describe('a baby asleep in a cot or a crib sleeps in one drawn', () => {
  it.each([
    ['The baby slept in her cot.', null],
    ['Baby Lola was fast asleep in her crib.', 'Lola'],
    ['The little baby slept soundly in his wooden cradle.', null],
  ] as const)('%s', (paragraph, name) => {
    const plan = readScene(paragraph, open);
    expect(plan.characters).toHaveLength(1);
    expect(plan.characters[0]).toMatchObject({ kind: 'baby', pose: 'sleep', name });
    expect(plan.things.map((t) => t.drawn)).toEqual(['cot']);
    expect(plan.setting).toBe('bedroom');
  });
  it('the cot stands there when the baby is held, and a big bed is no cot', () => {
    const rocked = readScene('Leo rocked his baby sister in the cot.', open);
    expect(rocked.characters.map((c) => [c.kind, c.pose])).toEqual([
      ['boy', 'hold'],
      ['baby', 'stand'],
    ]);
    expect(rocked.things.map((t) => t.drawn)).toContain('cot');
    expect(readScene('Mia was sound asleep in her bed.', open).things.map((t) => t.drawn)).not.toContain('cot');
    expect(readScene('Mia was sound asleep in her bed.', open).characters[0]!.pose).toBe('sleep');
  });
});

describe('a bus, a tram, a train or a fire engine on the move has a driver, named or not', () => {
  it.each([
    ['The fire engine raced down the street.', 'fire-engine', 'firefighter'],
    ['The big red bus rumbled along the road to town.', 'bus', 'bus-driver'],
    ['The tram rattled past the shops.', 'tram', 'bus-driver'],
    ['Nee-naw! A fire engine zoomed past the park.', 'fire-engine', 'firefighter'],
  ] as const)('%s', (paragraph, icon, driver) => {
    const plan = readScene(paragraph, open);
    const vehicle = plan.things.find((t) => t.icon === icon)!;
    expect(vehicle.rider).toBeGreaterThan(0);
    expect(plan.characters[vehicle.rider!]).toMatchObject({ kind: driver, pose: 'sit' });
  });
  it.each([
    // (the one said to drive it is the driver; one standing still or only seen needs none)
    ['Dad drove the bus to the zoo.', 'bus', ['dad']],
    ['Mia saw a fire engine in the museum.', 'fire-engine', ['girl']],
    ['The old bus stood in the yard.', 'bus', ['child']],
  ] as const)('%s', (paragraph, icon, kinds) => {
    const plan = readScene(paragraph, open);
    expect(plan.characters.map((c) => c.kind)).toEqual(kinds);
    expect(plan.things.map((t) => t.icon)).toContain(icon);
  });
});

describe('a creature of two words is one creature of its own look', () => {
  it.each([
    ['Biscuit is a guinea pig.', 'guinea-pig', 'Biscuit', 'living-room'],
    ['Biscuit was a fluffy guinea pig who loved carrots.', 'guinea-pig', 'Biscuit', 'living-room'],
    ['Nibbles the hamster ran round and round.', 'hamster', null, 'living-room'],
    ['The guinea pig squeaked in the garden.', 'guinea-pig', null, 'garden'],
    ['Pip was a guinea pig who lived in a hutch in the garden.', 'guinea-pig', 'Pip', 'garden'],
  ] as const)('%s', (paragraph, kind, name, setting) => {
    const plan = readScene(paragraph, open);
    // (no pig beside a mouse, and no farm for the pig in 'guinea pig')
    expect(plan.characters.map((c) => c.kind)).toEqual([kind]);
    if (name) expect(plan.characters[0]!.name).toBe(name);
    expect(plan.setting).toBe(setting);
  });
});

describe("a day's name is no one: Christmas Eve", () => {
  it.each([
    ['For Christmas Eve, Jack had one big wish: to wait for Santa.', ['Jack']],
    ["On New Year's Eve, Mia watched the fireworks.", ['Mia']],
    // (Eve herself is someone)
    ['Eve and Mia played in the park on Christmas Eve.', ['Eve', 'Mia']],
  ] as const)('%s', (paragraph, names) => {
    expect(readScene(paragraph, open).characters.map((c) => c.name)).toEqual(names);
  });
});

describe('a dream come true is no one asleep; a night of dreams is', () => {
  it.each([
    ['Waiting for Santa was even better than Jack had dreamed.', 'stand'],
    ['At last the door opened, and in came Santa! Jack beamed. It was better than Jack had dreamed.', 'stand'],
    ['Mia had always dreamed of the sea, and now she ran along the beach.', 'run'],
    ['Mia dreamed of dragons all night long.', 'sleep'],
    ['That night, Leo dreamed he could fly.', 'sleep'],
  ] as const)('%s', (paragraph, pose) => {
    expect(readScene(paragraph, open).characters[0]!.pose).toBe(pose);
  });
});

describe('a baby brother, sister or cousin is a baby, held when rocked or cradled', () => {
  it.each([
    ['Leo rocked his baby sister in the cot.', 'baby', 'hold'],
    ['Mia hugged her baby brother.', 'baby', 'hug'],
    ['Zoe cradled her baby cousin.', 'baby', 'hold'],
    // (held whatever the hero did first on the page: never left lying on the floor)
    ['Sam jumped up and down with joy. Later that day, Sam rocked his baby sister to sleep.', 'baby', 'hold'],
    ['Mia ran into the garden. Then she cradled her baby brother.', 'baby', 'hold'],
    // (a big sister is no baby, and a boat rocking is nobody holding it)
    ['Leo played with his big sister.', 'sister', null],
    ['Leo jumped for joy. He hugged his big sister.', 'sister', 'jump'],
  ] as const)('%s', (paragraph, kind, pose) => {
    const plan = readScene(paragraph, open);
    expect(plan.characters[1]!.kind).toBe(kind);
    if (pose) expect(plan.characters[0]!.pose).toBe(pose);
  });

  it.each([
    ['Mum held the new baby.', 'living-room'],
    ['Leo rocked his baby sister in the cot.', 'bedroom'],
    ['The baby slept in her cot.', 'bedroom'],
    // (a place named wins; camp cots at the campsite are no bedroom)
    ['Mum pushed the baby in the pram through the park.', 'park'],
    ['Mia hugged her baby brother in the garden.', 'garden'],
    ['They slept on camp cots at the campsite.', 'campsite'],
  ] as const)('a baby with nowhere named is at home, a cot in the bedroom: %s', (paragraph, setting) => {
    expect(readScene(paragraph, open).setting).toBe(setting);
  });
});

describe('the age of an animal', () => {
  const fixed = (kind: string): HeroCue => ({ kind: kind as HeroCue['kind'], name: null, fixed: true });
  it.each([
    ['Grandpa Fox told a story to little Fox by the den.', 'fox', 'elder'],
    ['The little penguin waddled over to Grandpa.', 'penguin', 'elder'],
    ['Hoot flew to see his granny by the river.', 'owl', 'elder'],
    ['The old tortoise and the hare sat by the pond.', 'hare', 'elder'],
    ['The little hedgehog hugged the baby hedgehog.', 'hedgehog', 'young'],
    ['The dragon played with a young dragon in the cave.', 'dragon', 'young'],
  ] as const)('%s', (paragraph, hero, age) => {
    const plan = readScene(paragraph, fixed(hero));
    expect(plan.characters.find((c) => c.role === 'companion')?.age).toBe(age);
  });

  it('the hero called young and then by its kind is one', () => {
    expect(readScene('The young fox ran home. The fox was tired.', fixed('fox')).characters).toHaveLength(1);
    expect(readScene('The baby owl sat down. Then the owl smiled.', fixed('owl')).characters).toHaveLength(1);
  });

  it('people show their age in their own drawing', () => {
    expect(readScene('Mia walked with her grandma to the shop.', avatar('Mia')).characters[1]!.age).toBeUndefined();
  });
});

describe('a vehicle someone goes in is drawn with them in it, whoever they are', () => {
  it.each([
    ['Zoe steered the little submarine past the coral.', 'submarine', 'girl'],
    ['The captain steered the submarine into the deep, dark sea.', 'submarine', 'captain'],
    ['Dad drove the car to the beach while Mia sang.', 'automobile', 'dad'],
    ['Sam waved as Grandma flew the plane over the hills.', 'airplane', 'grandma'],
    ['Mum drove the old car down the lane and Leo waved from the gate.', 'automobile', 'mum'],
    ['Ada climbed aboard the big red bus with her dad.', 'bus', 'girl'],
    ['Tom rode the train to the seaside.', 'train', 'boy'],
    ['Nia and her grandpa sat in the car, waiting for the rain to stop.', 'automobile', 'girl'],
    ['Aunt Rosa flew the helicopter over the city as Ben watched.', 'helicopter', 'woman'],
    // (A hero taken along is the one seen in it.)
    ['After the party, Mum drove Leo home in the car.', 'automobile', 'boy'],
    ['Uncle Joe drove the taxi through the busy city.', 'automobile', 'man'],
    // (all those taken along ride, the hero seen in it)
    ['Grandpa drove Sam and his sister to the beach in the car.', 'automobile', 'boy'],
    ['Mum took Leo and Mia to the zoo on the bus.', 'bus', 'boy'],
    // (tractors, lorries, fire engines and trams have drivers too)
    ['Dad drove the tractor across the field.', 'tractor', 'dad'],
    ['The firefighter drove the fire engine down the street.', 'fire-engine', 'firefighter'],
    ['Mum drove the lorry to the market.', 'delivery-truck', 'mum'],
    ['Leo and Gran rode the tram into the city.', 'tram', 'boy'],
  ] as const)('%s', (paragraph, vehicle, rider) => {
    const plan = readScene(paragraph, open);
    const thing = plan.things.find((t) => (t.drawn ?? t.icon) === vehicle);
    expect(thing, 'the vehicle').toBeDefined();
    expect(plan.characters[thing!.rider ?? -1]?.kind).toBe(rider);
  });

  it('sits the driver at the wheel, and steering a boat is sitting in it on the water', () => {
    const car = readScene('Dad drove the car to the beach.', open);
    expect(car.characters[0]!.pose).toBe('sit');
    const boat = readScene('Grandpa steered the boat across the lake.', open);
    expect(boat.vessel).toBe('sail');
    expect(boat.characters[0]!.pose).toBe('sit');
  });

  it.each([
    ['Mum drove Leo home in the car.', 'Leo', 'mum'],
    ['Dad took Priya to school in the car.', 'Priya', 'dad'],
    ['Grandpa drove Sam and Mia to the park in the car.', 'Sam', 'grandpa'],
    ['After the show, Auntie May took Ravi home on the bus.', 'Ravi', 'woman'],
  ] as const)('%s: one taken along rides too, the hero seen in it', (paragraph, hero, driver) => {
    const plan = readScene(paragraph, open);
    const thing = plan.things.find((t) => t.rider !== undefined);
    expect(plan.characters[thing?.rider ?? -1]?.name).toBe(hero);
    expect(plan.characters[0]!.pose).toBe('sit');
    // (the driver sits inside too, behind the hero)
    expect(plan.characters.find((c) => c.kind === driver)?.pose).toBe('sit');
  });

  it('goes to school by bus along the street, not in the classroom; a bus stop or a paper plane is no ride', () => {
    expect(readScene('Mia rode the bus to school with her friends.', open).setting).toBe('village');
    const stop = readScene('They waited at the bus stop in the rain.', open);
    expect(stop.things.some((t) => t.rider !== undefined)).toBe(false);
    const paper = readScene('Kai made a paper plane and flew it across the garden.', open);
    expect(paper.things.some((t) => t.rider !== undefined)).toBe(false);
  });

  it('draws a vehicle that is the hero once, as the hero', () => {
    const train: HeroCue = { kind: 'thing:train', name: null, fixed: true };
    const plan = readScene('Everyone got on the little train at the station.', train);
    expect(plan.things.map((t) => t.icon)).not.toContain('train');
  });
});

describe('a word in its sense there', () => {
  it.each([
    // A clock that ticks is on the wall or the mantelpiece; a clock tower is the town's.
    ['Ava could hear the ticking clock in the quiet hall.', ['mantelpiece-clock'], ['alarm-clock']],
    ['The old clock ticked on the wall of the living room.', ['mantelpiece-clock'], ['alarm-clock']],
    ['The clock tower struck twelve over the town square.', [], ['alarm-clock', 'mantelpiece-clock', 'tokyo-tower']],
    ['The bell in the clock tower rang across the village.', [], ['alarm-clock', 'mantelpiece-clock']],
    ['Her alarm clock rang and Mia jumped out of bed.', ['alarm-clock'], []],
    // A track in a forest or of footprints is a path; only one trains run on is a railway.
    ['They walked along the forest track, looking for mushrooms.', [], ['railway-track']],
    ['The deer followed a muddy track through the woods.', [], ['railway-track']],
    ['Fox tracks led across the snowy field.', [], ['railway-track']],
    ['The train rattled along the track past the station.', ['railway-track'], []],
    // An octopus's suckers are its own; glass is what a tank is made of.
    ['The octopus stuck its suckers to the glass of the tank.', [], ['lollipop', 'wine-glass']],
    ['Octopus suckers can taste what they touch.', [], ['lollipop']],
    ['The squid pressed its suckers on the window glass.', [], ['lollipop', 'wine-glass']],
    // A magnifying glass is the lens held up.
    ['Ben held up the magnifying glass to look at the ant.', ['magnifying-glass-tilted-left'], ['wine-glass']],
    ['Ella looked at a beetle through her magnifying glass.', ['magnifying-glass-tilted-left'], ['wine-glass']],
    // The sun or the moon rising is no rose flower; a rose picked is.
    ['The sun rose over the hills and the birds began to sing.', [], ['rose']],
    ['The big round moon rose above the farm.', [], ['rose']],
    ['Mia picked a red rose for her mum in the garden.', ['rose'], []],
  ] as const)('%s', (paragraph, wanted, unwanted) => {
    const drawn = readScene(paragraph, open).things.map((t) => t.drawn ?? t.icon);
    for (const t of wanted) expect(drawn).toContain(t);
    for (const t of unwanted) expect(drawn).not.toContain(t);
  });

  it.each([
    ['Lily sat in the night garden and looked at the moon.', 'garden'],
    ['Omar lay in the grass at the campsite and gazed up at the moon.', 'campsite'],
    ['Grandpa pointed at the moon from the farm gate.', 'farm'],
    ['Nia looked at the moon through her bedroom window.', 'bedroom'],
    ['Hana whispered goodnight to the moon from her bed.', 'bedroom'],
    // (from a window at home: through the bedroom's window, unless the living room is named)
    ['Hana whispered goodnight to the moon from her window.', 'bedroom'],
    ['At bedtime, Kofi said goodnight to the stars from his window at home.', 'bedroom'],
    ['It was night. Ella smiled at the big moon through the window of her little house.', 'bedroom'],
    ['At night, Leo sat on the sofa and looked at the moon through the window.', 'living-room'],
  ] as const)('%s: the moon looked at is in the sky over where they are, at night', (paragraph, setting) => {
    const plan = readScene(paragraph, open);
    expect([plan.setting, plan.time]).toEqual([setting, 'night']);
  });

  it.each([
    // A board game is played sitting round it, no film clapper board.
    ['After tea, Leo and Mum played a board game by the fire.', ['game-die'], ['clapper-board'], 'sit'],
    ['The children played board games all afternoon while it rained.', ['game-die'], ['clapper-board'], 'sit'],
    ['Grandpa and Ada played snakes and ladders on the rug.', ['game-die'], ['snake', 'ladder'], 'sit'],
    // Dancing or standing in a ring or a circle is how they stand, no jewellery.
    ['The friends held hands and danced in a ring on the grass.', [], ['ring'], null],
    ['The bunnies were dancing in a ring under the moon.', [], ['ring'], null],
    ['The children stood in a big circle and sang a song.', [], ['ring'], null],
    ['Mia found a gold ring in the sand.', ['ring'], [], null],
    // A house's chimney and its smoke are on the houses of the street, no factory.
    ['Smoke rose from the chimney of the little cottage.', [], ['factory'], null],
    ['Santa slid down the chimney with his sack.', [], ['factory'], null],
  ] as const)('%s: the word in the sense of the words around it', (paragraph, wanted, unwanted, pose) => {
    const plan = readScene(paragraph, open);
    const drawn = plan.things.map((t) => t.drawn ?? t.icon);
    for (const t of wanted) expect(drawn).toContain(t);
    for (const t of unwanted) expect(drawn).not.toContain(t);
    if (pose) expect(plan.characters[0]!.pose).toBe(pose);
  });

  it.each([
    // A puddle is on any path, not a pond.
    ['Mia jumped in a muddy puddle.', ['meadow', 'park', 'village', 'garden']],
    ['Ben splashed in the puddles on the way home.', ['village']],
    ['The duck splashed in the puddle by the farm gate.', ['farm']],
    ['The frog sat on a lily pad in the pond.', ['lake']],
    // A house seen from outside, by its chimney or its roof, is in the village street.
    ['Smoke rose from the chimney of the little cottage.', ['village']],
    ['Snow lay thick on the roof of the cottage.', ['village']],
    ['Gran sat by the fire in her cosy cottage.', ['living-room']],
    // Penguins, seals or the sea ice are at the poles; a snowy mountain is not.
    ['The penguins gazed at the night sky over the ice.', ['arctic']],
    ['The seal pup slid across the ice to its mum.', ['arctic']],
    ['Leo and Dad built a snowman on the snowy hill.', ['snowy-mountain']],
  ] as const)('%s: the place its words say', (paragraph, settings) => {
    expect(settings).toContain(readScene(paragraph, open).setting);
  });

  it.each([
    ['Zara, Ben and Leo sat on the rug.', 'sit'],
    ['Tom, Amy and Raj ran across the park.', 'run'],
    ['Grandma, Grandpa, Mum and Dad waved from the door.', 'wave'],
  ] as const)('%s: everyone listed as the subject does it', (paragraph, pose) => {
    const plan = readScene(paragraph, open);
    for (const c of plan.characters.filter((c) => c.name !== null || c.role === 'companion')) expect(c.pose).toBe(pose);
  });

  it.each([
    'Grandma, Grandpa, Mum and Dad waved from the door.',
    'Mum and Dad waved from the door.',
    'Grandpa and Grandma sat on the bench.',
  ])('%s: family called by what they are to the child is no child hero', (paragraph) => {
    const plan = readScene(paragraph, { kind: 'child', name: null, fixed: true });
    expect(plan.characters[0]!.name).toBeNull();
    for (const c of plan.characters.slice(1)) expect(c.kind).not.toBe('child');
  });

  it('still goes to the moon when someone is on it', () => {
    expect(readScene('The rocket landed and the astronaut walked on the moon.', open).setting).toBe('moon');
    expect(readScene('Leo landed on the moon. He looked at the moon dust.', open).setting).toBe('moon');
  });

  it.each([
    ['"Hello, Sunshine!" said Grandpa, waving from the gate.', 'grandpa'],
    ['"Good morning, sweet pea!" said Mum in the kitchen.', 'mum'],
    ['"Come on, tiger!" shouted Dad as Max ran in the park.', 'boy'],
    ['"Well done, my little star!" said Nana, hugging Ava.', 'girl'],
  ] as const)('%s: a word of endearment is no sky, sun, pea, tiger or star', (paragraph, hero) => {
    const plan = readScene(paragraph, open);
    expect(plan.characters[0]!.kind).toBe(hero);
    expect(plan.setting).not.toBe('sky');
    expect(plan.characters[0]!.pose).not.toBe('fly');
    expect(plan.characters.map((c) => c.kind)).not.toContain('tiger');
    expect(plan.things).toEqual([]);
  });

  it('reads a place word before "the" and a kind as its name', () => {
    const plan = readScene('Meadow the pony trotted across the field.', open);
    expect(plan.characters.map((c) => [c.kind, c.name])).toEqual([['pony', 'Meadow']]);
  });

  it.each([
    ['Puddle the duck waddled to the pond.', []],
    ['Nest the little owl hooted from the tree.', []],
    ['Puddle the duck splashed in a big puddle.', ['puddle']],
  ] as const)('%s: a name is no thing, the thing itself is', (paragraph, wanted) => {
    const drawn = readScene(paragraph, open).things.map((t) => t.drawn ?? t.icon);
    expect(drawn.filter((t) => t === 'puddle' || t === 'nest')).toEqual(wanted);
  });
});

describe('a lesson on a later page', () => {
  it.each([
    ['Amara remembered every lesson about being a knight.', 'castle'],
    ['After her lesson, Mia fed the hens.', 'farm'],
    ['Leo had a lesson with the captain on the deck.', 'island'],
  ] as const)('%s: happens where the book is', (text, place) => {
    expect(readScene(text, avatar(text.split(' ')[0]!), '', { place, cast: [] }).setting).toBe(place);
  });

  it('in a classroom, still at school', () => {
    expect(
      readScene('The lesson began, and Mia sat at her desk in the classroom.', avatar('Mia'), '', { place: 'castle', cast: [] })
        .setting,
    ).toBe('classroom');
  });
});

describe('cried', () => {
  it.each([
    '"Well done, young knight!" cried Ines.',
    '"Oh no!" cried Ines.',
    'Ines cried, "Look at the moon!"',
    'Ines cried out in surprise.',
  ])('%s: said aloud, not in tears', (text) => {
    const ines = readScene(text, avatar('Ines'), '').characters[0]!;
    expect(ines.pose).not.toBe('cry');
    expect(ines.expression).not.toBe('sad');
  });

  it('"Oh no!" is dismay, whoever says it: wide-eyed, never a smile', () => {
    const said = (text: string) => readScene(text, avatar('Ines'), '').characters;
    expect(said('"Oh no! My kite!" cried Ines.')[0]!.expression).toBe('surprised');
    const [ines, grandpa] = said('Ines and Grandpa sat down. "Oh dear," said Grandpa.');
    expect(grandpa!.expression).toBe('surprised');
    expect(ines!.expression).not.toBe('surprised');
  });

  it('"her lip wobbled" is about to cry: a sad face, no lipstick', () => {
    const plan = readScene('Ines stared at her kite, and her lip wobbled.', avatar('Ines'), '');
    expect(plan.characters[0]!.expression).toBe('sad');
    expect(plan.things.map((t) => t.icon)).not.toContain('lipstick');
  });

  it.each(['Ines cried and cried.', 'Ines sat down and cried.', 'Ines burst into tears.'])('%s: in tears', (text) => {
    expect(readScene(text, avatar('Ines'), '').characters[0]!.pose).toBe('cry');
  });
});

describe('only the ones who are there are drawn', () => {
  const drawn = (text: string, hero: string) =>
    readScene(text, avatar(hero), '')
      .characters.slice(1)
      .map((c) => c.kind);

  it.each([
    ['Sam waited for Mum to come home with the baby.', 'Sam'],
    ['Grandma would come tomorrow, so Aisha tidied her room.', 'Aisha'],
    ['Leo missed Dad very much.', 'Leo'],
    ['He thought of Grandpa and smiled. Noor was happy.', 'Noor'],
    ['Today his new baby sister was coming home! Tom jumped out of bed.', 'Tom'],
    ['Mia phoned Grandma to say goodnight.', 'Mia'],
    ['Ravi could not wait to see his uncle.', 'Ravi'],
  ])('%s: nobody but the hero', (text, hero) => {
    expect(drawn(text, hero)).toEqual([]);
  });

  it.each([
    ['Mum came home holding the baby. Sam smiled.', 'Sam', ['mum', 'baby']],
    ['At last the door opened. In came Dad with the new puppy. Aisha cheered.', 'Aisha', ['dad', 'dog']],
    ['Leo missed Dad, so Grandma gave him a big hug.', 'Leo', ['grandma']],
    ['Noor waited for the bus with Grandpa.', 'Noor', ['grandpa']],
  ] as const)('%s: the ones who are there are drawn', (text, hero, kinds) => {
    expect(drawn(text, hero)).toEqual(expect.arrayContaining([...kinds]));
  });
});

describe('a book in a room of home', () => {
  it.each([
    ['Ben cracked an egg into the bowl.', 'kitchen'],
    ['Then Ben chopped a carrot for the soup.', 'kitchen'],
    ['Ben looked out of the window at the rain.', 'kitchen'],
    ['Ben built a tall tower of wooden blocks.', 'bedroom'],
  ] as const)('%s: stays in the book’s %s', (text, room) => {
    expect(readScene(text, avatar('Ben'), '', { place: room, cast: [] }).setting).toBe(room);
  });

  it.each([
    ['Next, Sam put a tiny hat and socks by the cot.', 'living-room', 'bedroom'],
    ['Mia brushed her teeth with her new toothbrush.', 'bedroom', 'bathroom'],
  ] as const)('%s: a hint of another room goes there', (text, room, other) => {
    expect(readScene(text, avatar(text.match(/\b(Sam|Mia)\b/)![1]!), '', { place: room, cast: [] }).setting).toBe(other);
  });
});

describe('a book that begins in a room of home', () => {
  it.each([
    ['Björn walked about by a tractor with huge wheels.', 'Björn helps his grandpa on the farm', 'living-room', 'farm'],
    ['Ada looked at the tall trees.', 'Ada camps in the forest with Dad', 'bedroom', 'forest'],
    ['Ben cracked an egg into the bowl.', 'Ben wants to be a chef', 'kitchen', 'kitchen'],
    ['Sam and Dad tightened every screw.', 'Sam gets a new baby sister', 'living-room', 'living-room'],
  ] as const)('%s (%s): where the visual prompt says, when it says out of doors', (text, prompt, room, place) => {
    const hero = text.split(' ')[0]!;
    expect(readScene(text, avatar(hero), prompt, { place: room, cast: [] }).setting).toBe(place);
  });
});

describe('one in a role is one figure in its clothes, never a second person', () => {
  it.each([
    ['Felix would make a fine chef, said Gran.', open, 'Felix', 'chef'],
    ['"Priya will make a great firefighter one day," said Dad.', open, 'Dad', null],
    ['Today Ava was the chef, and Dad was her helper.', open, 'Ava', 'chef'],
    ['Tom dressed up as a pirate and waved his sword.', open, 'Tom', 'pirate'],
    ['Felix the chef stirred the big pot of soup.', avatar('Felix'), 'Felix', 'chef'],
    ['Noor, the doctor, listened to the teddy’s heart.', avatar('Noor'), 'Noor', 'doctor'],
  ] as const)('%s', (paragraph, hero, name, role) => {
    const plan = readScene(paragraph, hero);
    const one = plan.characters.find((c) => c.name === name)!;
    expect(one.kind).not.toBe(role);
    if (role) expect(one.wears).toBe(role);
    // Nobody else in the role's clothes stands beside them.
    for (const kind of ['chef', 'firefighter', 'pirate', 'doctor'])
      expect(plan.characters.map((c) => c.kind)).not.toContain(kind);
  });

  it('a grown-up in a role wears it too; one only wished for, or any one of a role, is nobody there', () => {
    const cooking = readScene('Mia laughed, because Dad was the chef tonight.', open).characters;
    expect(cooking.find((c) => c.kind === 'dad')?.wears).toBe('chef');
    for (const paragraph of [
      'The pot boiled over. Mia knew this was a job for a firefighter!',
      '"What would a doctor do?" asked Mia.',
    ]) {
      const job = readScene(paragraph, open).characters;
      expect(job.map((c) => c.kind)).toEqual(['girl']);
    }
    const wish = readScene('Mia wanted to be a doctor when she grew up.', open).characters;
    expect(wish.map((c) => c.kind)).toEqual(['girl']);
    expect(wish[0]!.wears).toBeUndefined();
  });
});

describe('a pot of soup is cooked, not a museum’s amphora or a tin', () => {
  it.each([
    'Felix the chef stirred the big pot of soup.',
    'Gran put the stew pot on the stove.',
    'Dad made soup for lunch in the kitchen.',
  ])('%s', (paragraph) => {
    const drawn = readScene(paragraph, open).things.map((t) => t.icon);
    expect(drawn).toContain('pot-of-food');
    expect(drawn).not.toContain('amphora');
    expect(drawn).not.toContain('canned-food');
  });
});

describe('a school day: tag is a chase, a paint pot holds paint, home time is at school', () => {
  it.each([
    'Out on the playground, Mia and Daniel played tag round the big tree.',
    'At playtime, some big children were playing tag, with lots and lots of rules.',
  ])('%s: no price tag', (paragraph) => {
    const plan = readScene(paragraph, open);
    expect(plan.things.map((t) => t.word)).not.toContain('tag');
    expect(plan.characters[0]!.pose).toBe('run');
  });
  it('home time at school is no living room', () => {
    expect(readScene('At home time, Dad was waiting at the school gate.', open).setting).not.toBe('living-room');
  });
  it.each(['At painting time, Mia knocked over a pot of blue paint.', 'Leo knocked the paint pot off the table.'])(
    '%s: no amphora',
    (paragraph) => {
      const drawn = readScene(paragraph, open).things.map((t) => t.icon);
      expect(drawn).not.toContain('amphora');
    },
  );
});

describe('a holiday by the sea', () => {
  it('is on the shore, not out in a boat: sat on the rocks by the sea', () => {
    const plan = readScene(
      'Every morning of the holiday, Sophie sat on the rocks by the sea. Then one day, a smiley dolphin popped up!',
      open,
    );
    expect(plan.setting).toBe('beach');
    expect(plan.characters.map((c) => c.kind)).toEqual(['girl', 'dolphin']);
  });
  it('a bag fished out with a net is a plastic bag and a net, never a football goal', () => {
    const drawn = readScene(
      'Then Maya saw a plastic bag floating near the turtle. Maya fished the bag out with a net.',
      open,
    ).things;
    expect(drawn.map((t) => t.icon)).toContain('shopping-bags');
    expect(drawn.map((t) => t.icon)).not.toContain('goal-net');
  });
  it('one who called out to someone is calling, never someone called Out', () => {
    const plan = readScene('Dad called out to its owner, who clipped on its lead.', open);
    expect(plan.characters.map((c) => c.name)).not.toContain('Out');
  });
  it.each([
    ['went down to the sea', 'Every morning, Jasper went down to the sea. A grey seal lay on the rocks!', null],
    ['a page of the beach book that says only the sea', 'Maya sat on the rocks. "Goodnight," she whispered to the sea.', 'beach'],
  ] as const)('%s is the shore', (_, paragraph, place) => {
    expect(readScene(paragraph, open, '', { place, cast: [] }).setting).toBe('beach');
  });
  it('out in a boat, the beach book’s page is at sea', () => {
    const plan = readScene('Maya and Dad sailed out to sea in a little boat.', open, '', { place: 'beach', cast: [] });
    expect(plan.setting).toBe('sea');
  });
  it('a dolphin’s clicks and a fishing net are no computer mouse or fishing rod', () => {
    const icons = readScene(
      'Clover clicked hello. Then Sophie saw Clover tangled in an old fishing net! The lifeguard cut the net.',
      open,
    ).things.map((t) => t.icon);
    expect(icons).not.toContain('computer-mouse');
    expect(icons).not.toContain('fishing-pole');
    expect(icons).not.toContain('goal-net');
  });
});

describe('a kite’s string', () => {
  it.each([
    'Omar let out the string, bit by bit. The kite danced over the duck pond.',
    'This time, Grandma tied the string to a stick for Omar to hold. Up went the kite, higher than ever!',
  ])('is the kite’s line, never a reel of thread: %s', (paragraph) => {
    const icons = readScene(paragraph, open).things.map((t) => t.icon);
    expect(icons).toContain('kite');
    expect(icons).not.toContain('thread');
  });
});

describe('a dog’s lead is no pencil', () => {
  it.each([
    'Then Pebble saw a cat and pulled hard on the lead! "Oh no!" said Chloe.',
    "Chloe clipped on Pebble's red lead and took him for a walk round the block.",
  ])('%s', (paragraph) => {
    const drawn = readScene(paragraph, open).things.map((t) => t.icon);
    expect(drawn).not.toContain('pencil');
  });
  it('a pencil is still a pencil', () => {
    expect(readScene('Mia sharpened her pencil.', open).things.map((t) => t.icon)).toContain('pencil');
  });
});

describe('a dream is not where the picture happens', () => {
  it.each([
    'That night Leo dreamed of being an astronaut.',
    'Mia fell asleep and dreamed of dragons and castles.',
    'Asleep at last, Sam was dreaming about the sunny beach.',
  ])('%s: asleep in the bedroom', (paragraph) => {
    const plan = readScene(paragraph, open);
    expect(plan.setting).toBe('bedroom');
    expect(plan.characters[0]!.pose).toBe('sleep');
    expect(plan.characters.map((c) => c.kind)).not.toContain('astronaut');
  });

  it('a place named outside the dream too is where they are', () => {
    const pond = 'Tom clapped and cheered by the pond. He fell asleep dreaming of pond skaters and going fishing.';
    expect(readScene(pond, open).setting).toBe('lake');
  });
});

describe('a fish caught is out of the water', () => {
  it.each([
    ["A big fish flipped into Grandpa's net.", 'grandpa'],
    ["Up came a shiny fish on Mia's line.", 'girl'],
  ] as const)('%s', (paragraph, hero) => {
    const plan = readScene(paragraph, open);
    expect(plan.setting).not.toBe('underwater');
    expect(plan.characters.map((c) => c.kind)).toEqual([hero]);
    expect(plan.things.find((t) => t.icon === 'fish')).toMatchObject({ held: true, word: expect.stringContaining('fish') });
  });
});

describe('a baby in a cot or a pram lies in it', () => {
  it.each([
    ['Mia put baby Sam in his cot and sang a soft song.', 'cot'],
    ['Ava pushed baby Max in his pram to the park.', 'pram'],
    ['Dad pushed the baby in the buggy along the park path.', 'pram'],
  ] as const)('%s', (paragraph, bed) => {
    const plan = readScene(paragraph, open);
    expect(plan.things.map((t) => t.drawn)).toContain(bed);
    expect(plan.characters.find((c) => c.kind === 'baby')?.pose).toBe('sleep');
  });
});

describe('a high five is two raised hands, not a hug', () => {
  it.each([
    'Zara gave Leo a high five.',
    'Tom and his dad high-fived after the race.',
    'Mia and Grandpa gave each other a high five.',
  ])('%s', (paragraph) => {
    const plan = readScene(paragraph, open);
    expect(plan.characters).toHaveLength(2);
    for (const c of plan.characters) expect(c.pose).toBe('highFive');
    expect(plan.together).toBe(true);
  });
});

describe('watch and weather to come', () => {
  const hero: HeroCue = { kind: 'bee', name: 'Sparky', fixed: true };
  it.each([
    'Last of all, Sparky kept watch from up high and called out when anyone came.',
    'Sparky stood watch by the barn door all afternoon.',
    'Sparky keeps a careful watch over the hens in the yard.',
  ])('keeping watch draws no wristwatch: %s', (paragraph) => {
    const plan = readScene(paragraph, hero);
    const drawn = plan.things.map((t) => t.icon ?? t.drawn);
    expect(drawn.some((d) => /watch/.test(d ?? ''))).toBe(false);
  });

  it('a wristwatch given is still drawn', () => {
    const plan = readScene('Grandpa gave Sparky a shiny new watch for her birthday.', hero);
    expect(plan.things.map((t) => t.icon ?? t.drawn).some((d) => /watch/.test(d ?? ''))).toBe(true);
  });

  it.each([
    'The animals were all fed before the rain came. "We did it just in time," said the farmer.',
    'They got the hay in before the storm started.',
    'The hens were back in the barn before the rain began.',
  ])('weather still to come is not drawn: %s', (paragraph) => {
    const plan = readScene(paragraph, hero);
    expect(plan.weather.filter((w) => w === 'rain' || w === 'storm')).toEqual([]);
  });

  it('weather that has come is drawn', () => {
    expect(readScene('Then the rain came, and Sparky hid under a leaf.', hero).weather).toContain('rain');
    expect(readScene('Sparky flew home before the snow began to melt.', hero).weather).toContain('snow');
  });
});

describe('a new baby carried in and sung to', () => {
  const sam: HeroCue = { kind: 'boy', name: 'Sam', fixed: true };
  const pose = (paragraph: string, kind: string) => readScene(paragraph, sam).characters.find((c) => c.kind === kind)?.pose;
  it.each([
    ['At last Mum came home, holding his new baby sister, Bella. Sam stroked a tiny hand.', 'mum'],
    ['In came Dad, carrying his new baby brother, Kit. Sam held out a finger.', 'dad'],
    ['Grandma came in cradling baby Noah, and Sam ran to see.', 'grandma'],
  ])('the one who brings the baby has it in their arms: %s', (paragraph, holder) => {
    expect(pose(paragraph, holder)).toBe('hold');
    expect(pose(paragraph, 'boy')).not.toBe('hold');
  });

  it.each([
    'At bedtime, Sam sang a soft lullaby by the cot. Sam was so glad baby Bella had come.',
    'Sam sat by the cot and sang to baby Bella.',
  ])('a baby by the cot lies in it: %s', (paragraph) => {
    const plan = readScene(paragraph, sam);
    expect(plan.things.map((t) => t.drawn)).toContain('cot');
    expect(plan.characters.find((c) => c.kind === 'baby')?.pose).toBe('sleep');
  });
});

describe("an egg's shell", () => {
  const drawn = (paragraph: string) => readScene(paragraph, open).things.map((t) => t.icon ?? t.drawn);
  it.each([
    'Next, Felix practised how to crack an egg without any shell.',
    'The chick pecked its way out of the egg shell.',
    'Turtle eggs have soft shells, and the babies dig out of the sand.',
    'Sam picked the eggshell out of the bowl.',
  ])('is no seashell: %s', (paragraph) => {
    expect(drawn(paragraph)).not.toContain('spiral-shell');
  });

  it.each(['Mia collected shells on the beach, then ate an egg sandwich.', 'Mia found a pretty shell on the beach.'])(
    'a shell on the beach still is: %s',
    (paragraph) => {
      expect(drawn(paragraph)).toContain('spiral-shell');
    },
  );
});

describe('a car washed, a sponge squeezed', () => {
  const drawn = (paragraph: string) => readScene(paragraph, avatar('Leo')).things.map((t) => t.icon ?? t.drawn);
  it.each([
    'Dad was looking at the muddy car with a sigh.',
    'Last of all, Leo dried the car with a soft towel.',
    'Leo polished the old tractor until it shone.',
  ])('a car or a tractor with no name is drawn as a thing: %s', (paragraph) => {
    expect(drawn(paragraph).some((d) => d === 'automobile' || d === 'tractor')).toBe(true);
  });

  it('a sponge squeezed is a sponge, not an accordion', () => {
    const things = drawn('Dad showed Leo how to squeeze the big yellow sponge.');
    expect(things).toContain('sponge');
    expect(things).not.toContain('accordion');
  });

  it('a named car is still someone', () => {
    expect(readScene('Zoom the little car raced Leo to the hill.', avatar('Leo')).characters.map((c) => c.kind)).not.toEqual([
      'boy',
    ]);
  });
});

describe('icebergs', () => {
  it.each(['She slid on past tall white icebergs, as fast as she could.', 'The seal swam round an iceberg.'])(
    'are the arctic, never an ice cube: %s',
    (paragraph) => {
      const scene = readScene(paragraph, avatar('Tumble'));
      expect(scene.setting).toBe('arctic');
      expect(scene.things.map((t) => t.icon ?? t.drawn)).not.toContain('ice');
    },
  );
});

describe('friends still to be shown', () => {
  it('are not drawn when it is only tomorrow', () => {
    for (const paragraph of [
      'Tomorrow, Zara would show the sunflower to all her friends.',
      'Soon Zara would show her friends the sunflower.',
    ])
      expect(readScene(paragraph, avatar('Zara')).characters.map((c) => c.kind)).toEqual(['child']);
  });

  it('are drawn when they are shown it', () => {
    expect(readScene('Zara showed the sunflower to all her friends.', avatar('Zara')).characters.length).toBeGreaterThan(1);
  });
});

describe('a rope bridge', () => {
  it('is a way across, never a knotted rope', () => {
    for (const paragraph of ['Rusty stomped past a rope bridge over a stream.', 'The parrot waited by the rope bridge.'])
      expect(readScene(paragraph, avatar('Rusty')).things.map((t) => t.icon ?? t.drawn)).not.toContain('knot');
    expect(readScene('Rusty tied the rope to the tree.', avatar('Rusty')).things.map((t) => t.icon ?? t.drawn)).toContain('knot');
  });
});

describe('a bike', () => {
  const icons = (paragraph: string) => readScene(paragraph, avatar('Ruby')).things.map((t) => t.icon ?? t.drawn);
  it.each(['Then Ruby looked ahead and kept pedalling. She rode all the way along the path by herself!', 'Ruby kept pedalling.'])(
    'is ridden by one who pedals: %s',
    (paragraph) => {
      expect(readScene(paragraph, avatar('Ruby')).characters[0]!.pose).toBe('ride');
      expect(icons(paragraph)).toContain('bicycle');
    },
  );

  it('is seen by its handlebars and its chain, never a car seat or a chain link', () => {
    for (const paragraph of [
      'Ruby held the handlebars tight and sat on the seat. Then the chain came off the bike.',
      'In the end, Ruby helped put the chain back on, with oily fingers.',
    ]) {
      expect(icons(paragraph)).toContain('bicycle');
      expect(icons(paragraph)).not.toContain('seat');
      expect(icons(paragraph)).not.toContain('link');
    }
  });

  it('rides round cones, never shaved ice, and an ice cream is no frozen land', () => {
    expect(icons('She walked about by a row of cones, but it was no good.')).toEqual([]);
    expect(readScene('Ruby licked her ice cream cone.', avatar('Ruby')).setting).not.toMatch(/snow|arctic/);
  });
});

describe('a storm, and a fox afraid of it', () => {
  const fox: HeroCue = { kind: 'fox', name: 'Fizz', fixed: true };
  const icons = (paragraph: string) => readScene(paragraph, fox).things.map((t) => t.icon ?? t.drawn);
  it('is in the sky of the page it comes on, never a sign at the hero’s feet, and the sky it darkens is no place', () => {
    const scene = readScene('Then the sky turned grey. Far away, the thunder began to rumble.', fox);
    expect(scene.weather).toContain('storm');
    expect(scene.setting).not.toBe('sky');
    expect(icons('Then the sky turned grey. Far away, the thunder began to rumble.')).toEqual([]);
    expect(readScene('The sky was blue.', fox).setting).not.toBe('sky');
    expect(readScene('Flash! Lightning lit up the sky.', fox).setting).not.toBe('sky');
  });

  it('is not on a page that only says what was felt about it', () => {
    for (const paragraph of ['She had been brave about thunderstorms. She fell asleep.', 'Fizz was scared of the thunder.'])
      expect(readScene(paragraph, fox).weather).not.toContain('storm');
  });

  it('is not in the sky when it is only remembered or dreamed of', () => {
    for (const paragraph of [
      '"You never gave up on watching the storm," said the owl.',
      'Fizz remembered the storm.',
      'Fizz had a big dream: to watch a storm.',
    ])
      expect(readScene(paragraph, fox).weather).not.toContain('storm');
    expect(readScene('At long last, Fizz got to watch a storm.', fox).weather).toContain('storm');
    expect(readScene('Fizz wished the rain would stop.', fox).weather).toContain('rain');
  });

  it('sends the fox curled up in a ball into its den, with no football and no swimming', () => {
    const scene = readScene('Fizz dived into her den and curled up in a tight ball.', fox);
    expect(scene.characters[0]!.pose).not.toBe('swim');
    expect(icons('Fizz dived into her den and curled up in a tight ball.')).not.toContain('soccer-ball');
    expect(icons('Fizz kicked the ball.')).toContain('soccer-ball');
  });
});

describe('a lost kitten looking for Mum', () => {
  const kitten: HeroCue = { kind: 'cat', name: 'Fizz', fixed: true };
  const cast = (paragraph: string) => readScene(paragraph, kitten).characters.map((c) => [c.name, c.kind]);
  it('is one kitten, whatever the page calls it, and Mum asked after is not there', () => {
    expect(
      cast(
        'Fizz followed the lovely smell, round one corner and then another. "Where is Mum?" thought the kitten, looking round. Nobody looked down at Fizz. "I want to go home to Mum," whispered the little kitten.',
      ),
    ).toEqual([['Fizz', 'cat']]);
  });

  it('sees the tall buildings as the city street, not one block at its paws', () => {
    const icons = (paragraph: string) => readScene(paragraph, kitten).things.map((t) => t.icon ?? t.drawn);
    expect(icons('Fizz padded down a side street. But it only led to more tall buildings.')).toEqual([]);
    expect(icons('Fizz looked at the old building in the city.')).toContain('office-building');
  });

  it('remembers where Mum was without drawing her there', () => {
    expect(cast('Then Fizz remembered: Mum was by the red bus stop.')).toEqual([['Fizz', 'cat']]);
    expect(cast('Fizz looked up: Mum was by the red bus stop.')).toHaveLength(2);
  });

  it('stays put as Mum had taught it, without Mum there', () => {
    expect(cast('So the kitten stayed right where it was, just as Mum had taught it.')).toEqual([['Fizz', 'cat']]);
    expect(cast('Fizz sat still, just like Mum had said.')).toEqual([['Fizz', 'cat']]);
    expect(cast('Fizz purred as Mum stroked its ears.')).toHaveLength(2);
  });

  it('meets another kitten when the page says so', () => {
    expect(cast('Fizz met another kitten by the gate.')).toHaveLength(2);
    expect(cast('"Where is the bus?" asked Mum.')).toHaveLength(2);
  });
});

describe('pancakes made', () => {
  const icons = (paragraph: string) => readScene(paragraph, avatar('Mia')).things.map((t) => t.icon ?? t.drawn);
  it('set out a jug and flour, never an amphora or a flatbread, and whisk the batter in a bowl', () => {
    const set = icons('Together they set out a big jug, flour, eggs and milk in the kitchen.');
    expect(set).not.toContain('amphora');
    expect(set).not.toContain('flatbread');
    expect(icons('Mia whisked the eggs and milk into a smooth batter.')).toContain('bowl-with-spoon');
  });
});

describe('a boy lost at the zoo', () => {
  const cast = (paragraph: string) => readScene(paragraph, avatar('Ben')).characters.map((c) => c.kind);
  it('wants Dad, who is not there', () => {
    expect(cast('"Where is Dad?" thought the boy, looking round. "I want Dad," said the boy in a small voice.')).toEqual([
      'child',
    ]);
    expect(cast('Dad wanted Ben to help.')).toHaveLength(2);
  });

  it('falls asleep at home in his bedroom, not on the street', () => {
    const scene = readScene(
      'That evening, Ben stayed close to Dad all the way home. The boy was so glad to be home with Dad again. Ben fell asleep dreaming of the kind zookeeper.',
      avatar('Ben'),
    );
    expect(scene.setting).toBe('bedroom');
    expect(readScene('Ben walked home through the village.', avatar('Ben')).setting).not.toBe('bedroom');
  });

  it('dreams of the sea lion pool and of Dad asleep in bed, with neither there', () => {
    const asleep = readScene('He fell asleep dreaming of the sea lion pool.', avatar('Ben'));
    expect(asleep.characters.map((c) => [c.kind, c.pose])).toEqual([['child', 'sleep']]);
    expect(cast('Ben walked home. He fell asleep dreaming of tall trees by the pool and Dad.')).toEqual(['child']);
    expect(cast('Ben waved at Dad. He fell asleep dreaming of fish and Dad.')).toHaveLength(2);
    // (One dreamed of, there earlier on the page, is not one of 'they' who fall asleep.)
    const waved = readScene(
      'That night, Ben waved goodbye to Grandpa by the gate. They fell asleep dreaming of the wise grandpa.',
      avatar('Ben'),
    );
    expect(waved.characters.find((c) => c.kind === 'grandpa')?.pose).not.toBe('sleep');
  });

  it('finds him by the sea lion pool, at the zoo with a sea lion, never out at sea in a boat', () => {
    const scene = readScene('Ben saw the sea lion pool, and there was Dad, looking everywhere.', avatar('Ben'));
    expect(scene.setting).toBe('zoo');
    expect(scene.vessel).toBeUndefined();
    expect(scene.characters.map((c) => c.kind)).toContain('seal');
  });
});

describe('a grown-up called by role and by name', () => {
  const bunny: HeroCue = { kind: 'rabbit', name: 'Scout', fixed: true };
  const cast = (paragraph: string) => readScene(paragraph, bunny).characters.map((c) => c.kind);
  it('is one grown-up in the role, not a child beside them', () => {
    expect(
      cast(
        '"What’s wrong, little bunny?" asked the teacher by a red climbing frame. "I’m scared of the big slide," Scout whispered. "I’ll wait for you at the bottom," said Noah.',
      ),
    ).toEqual(['rabbit', 'teacher']);
  });

  it('is two when the page puts them side by side or says the other is a child', () => {
    expect(cast('The teacher smiled at Noah.')).toHaveLength(3);
    expect(cast('The teacher waved. Noah, a little boy, ran up.')).toHaveLength(3);
  });
});

describe('a helper met by name and job, then called by the job', () => {
  // A later page gets only the first page's style token: it cannot know the fisherman's name.
  const later: HeroCue = { kind: 'boy', name: 'Leo', fixed: true };
  const helpers = (paragraph: string) => readScene(paragraph, later).characters.slice(1);
  it('is one fisherman on the page that says both, and the same job on a page that says only the job', () => {
    const met = helpers(
      '"Hi there, keen boy!" called a patient fisherman called Ali. "What brings a keen boy to the river?" asked the fisherman.',
    );
    expect(met.map((c) => [c.name, c.job])).toEqual([['Ali', 'fisherman']]);
    const again = helpers('"Nice work, keen boy," said the fisherman. Leo held the fishing rod and waited.');
    expect(again.map((c) => c.job)).toEqual(['fisherman']);
    expect(helpers('"I knew you would go fishing," said Ali the fisherman.').map((c) => c.job)).toEqual(['fisherman']);
  });

  it('is no job for one drawn in clothes of their own or for family', () => {
    expect(helpers('The chef waved at Leo.').map((c) => c.job)).toEqual([undefined]);
    expect(helpers('Grandpa waved at Leo.').map((c) => c.job)).toEqual([undefined]);
  });
});

describe('a big slide', () => {
  const scout = avatar('Scout');
  const seats = (paragraph: string) =>
    readScene(paragraph, scout)
      .things.filter((t) => t.seat)
      .map((t) => t.drawn);
  it('is sat on by the one who goes down it, its ladder drawn with it, not by one who only wishes to', () => {
    const scene = readScene(
      'Whoosh! Down the big slide went Scout, all the way down! They ran straight back to the ladder.',
      scout,
    );
    expect(scene.characters[0]!.pose).toBe('sit');
    expect(scene.things.map((t) => [t.drawn, t.seat])).toEqual([['slide', true]]);
    expect(seats('Scout slid down the slide.')).toEqual(['slide']);
    // (Not when it is only wished for or feared.)
    expect(seats('"I wish I could go down the big slide," Scout sighed.')).toEqual([]);
    expect(seats('Scout still thought of the wish to go down the big slide.')).toEqual([]);
    expect(seats('Scout was scared of the big slide.')).toEqual([]);
    expect(seats('"What if I can’t go down the big slide?" Scout whispered.')).toEqual([]);
  });
});

describe('a name given to one of the family', () => {
  const cast = (paragraph: string) =>
    readScene(paragraph, avatar('Mia'))
      .characters.slice(1)
      .map((c) => [c.name, c.kind]);
  it('is that one of the family, a grown-up, not a child of that name', () => {
    expect(cast('"My dad is called Leo," said Mia. Leo waved from the boat.')).toEqual([['Leo', 'dad']]);
    expect(cast('Mia went fishing with her dad, called Leo.')).toEqual([['Leo', 'dad']]);
    expect(cast('Her grandma was called Rose. Rose smiled.')).toEqual([['Rose', 'grandma']]);
    expect(cast('Leo waved at Mia.')).toEqual([['Leo', 'boy']]);
  });
});

describe('a dog called Rex', () => {
  it('is never drawn as a t-rex, while a t-rex is a dinosaur', () => {
    const scene = readScene('Rex wagged his tail and ran to the gate.', avatar('Mia'));
    expect(scene.things.map((t) => t.icon)).not.toContain('t-rex');
    // (One at the museum is its skeleton, drawn with the hall: imagined.test.ts.)
    expect(readScene('Mia saw a T-rex in the jungle.', avatar('Mia')).characters.map((c) => c.kind)).toContain('dinosaur');
  });
});

describe('a day at the market', () => {
  it('draws the paper bag and the oranges, never an axe for "split" or a roll of paper', () => {
    const scene = readScene(
      'Then the paper bag split, and the oranges rolled everywhere! "Catch them!" cried Maya.',
      avatar('Maya'),
    );
    const icons = scene.things.map((t) => t.icon);
    expect(icons).toEqual(expect.arrayContaining(['shopping-bags', 'tangerine']));
    expect(icons).not.toContain('axe');
    expect(icons).not.toContain('roll-of-paper');
  });

  it('is where the stalls are, not the sea a seller only shouts about, and the sellers are people', () => {
    const scene = readScene(
      'The fish seller held up a big silver fish. "Fresh from the sea!" he called. Maya laughed by a stall full of flowers.',
      avatar('Maya'),
    );
    expect(scene.setting).toBe('market');
    expect(scene.characters.slice(1).some((c) => c.kind === 'man' || c.kind === 'woman')).toBe(true);
    // ('"Let's go to the beach tomorrow!" said Mum' at home is still at home.)
    expect(readScene('"Let’s go to the beach tomorrow!" said Mum in the kitchen.', avatar('Maya')).setting).toBe('kitchen');
  });
});

describe('one gone, not found or only remembered is not on the page', () => {
  const drawn = (text: string, hero: string) =>
    readScene(text, avatar(hero), '')
      .characters.slice(1)
      .map((c) => c.kind);
  it.each([
    ['Sam turned round, but Dad was gone. "I want to go home to Dad," whispered Sam.', 'Sam'],
    ['"I can’t find Mum," said Sam. Then Sam remembered: Mum was by the big oak tree.', 'Sam'],
    ['Sam looked everywhere, but he could not see Grandma anywhere.', 'Sam'],
    ['Sam ran to the gate. Mum was nowhere to be seen.', 'Sam'],
    ['Honey looked up, and Mummy had gone! Without Mummy, the whole day felt wrong.', 'Honey'],
    ['Instead of Mummy, there was only a snail shell. There was no sign of Mummy. "Where are you, Mummy?" cried Honey.', 'Honey'],
  ])('%s: nobody but the hero', (text, hero) => {
    expect(drawn(text, hero)).toEqual([]);
  });
  it('one found again, or who only left something, is there', () => {
    expect(drawn('Sam saw the big oak tree, and there was Dad, looking everywhere.', 'Sam')).toEqual(['dad']);
    expect(drawn('Mum had left the cake on the table. Sam smiled.', 'Sam')).toEqual(['mum']);
  });
});

describe('the grown-ups of an animal’s or a toy’s own kind', () => {
  const fixed = (kind: string): HeroCue => ({ kind: kind as HeroCue['kind'], name: null, fixed: true });
  it.each([
    ['One fine day, Twinkle the teddy bear went to the park with Dad.', 'teddy'],
    ['The little hedgehog walked with his mum to the pond.', 'hedgehog'],
  ] as const)('%s: a grown-up', (paragraph, hero) => {
    const plan = readScene(paragraph, fixed(hero));
    expect(plan.characters[1]).toMatchObject({ kind: hero, age: 'grown' });
  });
  it('by the name the book gave them on a later page', () => {
    const book = { place: null, cast: [{ name: 'Dad', kind: 'teddy' as const }] };
    const plan = readScene(
      'Twinkle stayed close to Dad all the way home.',
      { kind: 'teddy', name: 'Twinkle', fixed: true },
      '',
      book,
    );
    expect(plan.characters[1]).toMatchObject({ kind: 'teddy', age: 'grown' });
  });
});

describe('the one the hero hugs stands beside the hero', () => {
  it('before the others there', () => {
    const plan = readScene(
      '"I know the way," said the dog. "There you are!" cried Dad, and hugged the little teddy bear tight. "Thank you," Dad told the dog.',
      { kind: 'teddy', name: 'Twinkle', fixed: true },
    );
    expect(plan.characters.map((c) => `${c.kind}/${c.pose}`)).toEqual(['teddy/hug', 'teddy/hug', 'dog/talk']);
  });
});

describe('on the moon', () => {
  it.each(['He ran on past round craters, step by step.', 'The astronaut gave Max a high five by round craters.'])(
    'craters in a book on the moon are the moon’s: %s',
    (text) => {
      expect(readScene(text, avatar('Max'), '', { place: 'moon', cast: [] }).setting).toBe('moon');
    },
  );
  it('craters on a page that names the moon are the moon’s; a volcano’s crater is a volcano’s', () => {
    expect(readScene('Max gave a great big whoop on the moon, by round craters.', avatar('Max')).setting).toBe('moon');
    expect(readScene('Lava bubbled in the crater of the volcano.', avatar('Max')).setting).toBe('volcano');
  });
  it.each(['Then the moon buggy’s wheels sank into soft dust.', 'The astronaut pointed out a little moon buggy.'])(
    'a moon buggy is drawn as a car: %s',
    (text) => {
      expect(readScene(text, avatar('Max')).things.map((t) => t.icon)).toContain('automobile');
    },
  );
});

describe('tent poles and pegs are the tent', () => {
  it.each(['Leo held the tent poles while the tent went up.', 'He tapped in the tent pegs, one by one.'])('%s', (text) => {
    const icons = readScene(text, avatar('Leo')).things.map((t) => t.icon);
    expect(icons).toContain('tent');
    expect(icons).not.toContain('barber-pole');
  });
});

describe('a plain pole is no barber’s pole', () => {
  it.each(['Quick as a wink, Twinkle hopped back onto his pole.', 'Sam practised sliding down the shiny pole.'])('%s', (text) => {
    expect(readScene(text, avatar('Sam')).things.map((t) => t.icon)).not.toContain('barber-pole');
  });
});

describe('an animal rescued is drawn in its trouble', () => {
  it.each([
    ['High up in the tree sat Pip the kitten, on a thin branch. He could not get down.', 'cat', 'tree'],
    ['There was Bramble the kitten, stuck at the top of a tall tree.', 'cat', 'tree'],
    ['Honey the turtle was tangled in an old net. The ropes were wound round his flippers.', 'turtle', 'net'],
  ] as const)('%s', (text, kind, trouble) => {
    expect(readScene(text, avatar('Priya')).characters[1]).toMatchObject({ kind, trouble });
  });
  it('not once it is down or free', () => {
    expect(readScene('Pip the kitten was safe on the ground again.', avatar('Priya')).characters[1]?.trouble).toBeUndefined();
    expect(readScene('At last, the net fell off Honey the turtle!', avatar('Zac')).characters[1]?.trouble).toBeUndefined();
  });
});

describe('a thing further on in a dream is only dreamed of', () => {
  it('no moon buggy beside the robot dreamed of', () => {
    const plan = readScene('He fell asleep dreaming of the little robot and a little moon buggy.', avatar('Rafi'));
    expect(plan.things.map((t) => t.icon)).not.toContain('automobile');
  });
});

describe('an animal still in trouble after its cry', () => {
  it('is still up the tree', () => {
    const plan = readScene('Pip the kitten called "Mew! Mew!" again, still stuck up the tree.', avatar('Priya'));
    expect(plan.characters[1]).toMatchObject({ kind: 'cat', trouble: 'tree' });
  });
});

describe('a hero that grows', () => {
  // Pages of a story that tells a seed growing into a sunflower, an acorn into an oak, a caterpillar into a butterfly.
  const seedFirst =
    'A tiny seed lay in the soil of the garden. This little seed was Pepper. A seed has a tiny baby plant inside it. It was dark and quiet down there for Pepper the seed. "What will I be?" Pepper wondered.';
  const sproutPage =
    'Pop! Pepper\'s seed coat split open. A thin white root went down, down, down. "First the roots grow down, then a shoot grows up," said Sparky. The little shoot pushed up through the soil into the sun. Pepper the sprout felt the warm sun at last.';
  const sunflowerPage =
    'Pepper the sunflower turned his big face to the sun. Bees came to visit his big yellow flower. "What a tall sunflower you are!" said Sparky. Soon Pepper had lots of new seeds of his own.';
  const acornFirst =
    'Plop! A little acorn fell from a tall oak tree. This little acorn was Clover. An acorn is the seed of an oak tree. Clover the acorn rolled into a soft pile of leaves. "I am so small, and the oak is so big!" she said.';
  const seedling =
    'Clover sent a thin root down into the soil. Then a tiny shoot pushed up into the light. Clover the little oak opened her first green leaves. "Look at you grow!" said Scout.';
  const youngOak =
    'Year after year, Clover the young oak grew taller and taller. She grew a thick trunk and long, strong branches.';
  /** A later page, as the app draws it: the book's hero of the first page's kind, by its name. */
  const later = (kind: KindId, name: string): HeroCue => ({ kind, name, fixed: true });

  it.each([
    [seedFirst, open, 'seed'],
    [sproutPage, later('seed', 'Pepper'), 'sprout'],
    [sunflowerPage, later('seed', 'Pepper'), 'sunflower'],
    [acornFirst, open, 'acorn'],
    [seedling, later('acorn', 'Clover'), 'sprout'],
    [youngOak, later('acorn', 'Clover'), 'oak'],
    [
      'Flick the butterfly opened her bright wings and flew up high. Flick sipped sweet nectar from a flower.',
      later('caterpillar', 'Flick'),
      'butterfly',
    ],
  ] as const)('is drawn at the stage its page names: %s', (paragraph, hero, kind) => {
    const plan = readScene(paragraph, hero);
    expect(plan.characters[0]).toMatchObject({ role: 'hero', kind });
    expect(plan.characters[0]!.name).toBe(hero.name ?? (kind === 'seed' ? 'Pepper' : 'Clover'));
  });

  it('is not drawn again beside itself, and stays rooted', () => {
    const plan = readScene(
      'Pepper the sunflower ran to the fence and swam in the sunshine. "What a tall sunflower you are!" said the bee.',
      later('seed', 'Pepper'),
    );
    expect(plan.characters[0]!.kind).toBe('sunflower');
    expect(plan.things.map((t) => t.word).join(' ')).not.toMatch(/sunflower/);
    expect(['stand', 'lookUp', 'sleep', 'wave']).toContain(plan.characters[0]!.pose);
  });

  // Pages of a life cycle told by the story writer: each draws the stage its text names.
  it.each([
    [
      'One day, Biscuit the caterpillar stopped eating. He climbed up a stem and hung down from a twig. "The caterpillar makes a hard case called a chrysalis," said the snail. Inside the chrysalis, Biscuit was still for days and days.',
      later('caterpillar', 'Biscuit'),
      'chrysalis',
    ],
    [
      'Then, one morning, the chrysalis began to crack. Biscuit the butterfly crept out. His wings were wet and crumpled.',
      later('caterpillar', 'Biscuit'),
      'butterfly',
    ],
    [
      'Flick the tadpole swished her tail and swam about. She ate tiny green plants in the water. A tadpole hatches with a long tail and no legs.',
      later('frog', 'Flick'),
      'tadpole',
    ],
    [
      'In a quiet pond, a big clump of jelly eggs floated by the reeds. Inside one little egg was Flick.',
      later('frog', 'Flick'),
      'frogspawn',
    ],
    [
      'Hop! Flick the frog jumped out onto a big lily pad. "Frogs can breathe through their skin," said Coco.',
      later('tadpole', 'Flick'),
      'frog',
    ],
    [
      'In the warm hen house, Mother Hen sat on her nest of eggs. Inside one egg, Waffles the chick was curled up tight.',
      later('chicken', 'Waffles'),
      'egg',
    ],
    ['Waffles the chick grew bigger and bigger inside the egg. Soon, the egg felt very small.', later('egg', 'Waffles'), 'egg'],
    ['At last, the shell broke in two. Waffles the chick came out, all wet and sticky.', later('egg', 'Waffles'), 'chick'],
  ] as const)('an animal is drawn at the stage of its growing its page names: %s', (paragraph, hero, kind) => {
    const plan = readScene(paragraph, hero);
    expect(plan.characters[0]).toMatchObject({ role: 'hero', kind, name: hero.name });
  });

  it('an egg that is the hero is not drawn again beside itself', () => {
    const plan = readScene(
      'Waffles the chick grew bigger and bigger inside the egg. Soon, the egg felt very small.',
      later('egg', 'Waffles'),
    );
    expect(plan.things.map((t) => t.icon ?? t.drawn)).not.toContain('egg');
  });

  it('never turns a child hero into the plant the child grows', () => {
    const plan = readScene('Mia watered Pepper the sprout every morning.', avatar('Mia'));
    expect(plan.characters[0]).toMatchObject({ kind: 'child', name: 'Mia' });
  });
});

describe('a fact told of a kind', () => {
  it.each([
    [
      'Then the first snow began to fall on the garden. Ziggy the hedgehog curled up tight in his nest. "Hedgehogs, bats and dormice all hibernate," said the bird.',
      'hedgehog',
      'bat',
    ],
    ['Mother Hen sat on her nest of eggs. Birds build nests from twigs, moss and grass.', 'chicken', 'bird'],
    ['Waffles the chick was soft and fluffy now. "All birds have feathers and a beak," said the cat.', 'chick', 'bird'],
    ['Ziggy the hedgehog found a pile of leaves. Bats sleep all winter too.', 'hedgehog', 'bat'],
  ] as const)('is no one there: %s', (paragraph, kind, absent) => {
    const plan = readScene(paragraph, { kind, name: null, fixed: true });
    expect(plan.characters.map((c) => c.kind)).not.toContain(absent);
  });

  it('is not what the kind does in the story', () => {
    const plan = readScene('Ziggy the hedgehog looked up. Bats flew out of the old barn.', {
      kind: 'hedgehog',
      name: null,
      fixed: true,
    });
    expect(plan.characters.map((c) => c.kind)).toContain('bat');
  });

  it('the family of an egg is of the kind it hatches into', () => {
    const plan = readScene(
      'In the warm hen house, Mother Hen sat on her nest of eggs. Inside one egg, Waffles the chick was curled up tight.',
      { kind: 'chicken', name: 'Waffles', fixed: true },
    );
    expect(plan.characters.map((c) => c.kind)).toEqual(['egg', 'chicken']);
  });
});

describe('a cloud, a raindrop or a snowflake that is someone', () => {
  it.each([
    ['After breakfast, Sparky floated over to the fields far below. "Hi there, little cloud!" called a bird.', 'thing:cloud'],
    ['Drip the raindrop fell from a big grey cloud over the park. "Wheee!" said Drip.', 'thing:raindrop'],
    ['Flurry the snowflake danced over the village.', 'thing:snowflake'],
  ] as const)('floats up in the sky over the place: %s', (paragraph, kind) => {
    expect(readScene(paragraph, { kind, name: null, fixed: true }).characters[0]).toMatchObject({ kind, pose: 'fly' });
  });

  it('is on the ground once it has come down', () => {
    const plan = readScene('Flurry the snowflake landed on the ground in the garden.', {
      kind: 'thing:snowflake',
      name: null,
      fixed: true,
    });
    expect(plan.characters[0]!.pose).not.toBe('fly');
  });
});

describe('a nest', () => {
  it('has eggs only when the text says eggs', () => {
    const nest = (paragraph: string, kind: KindId) =>
      readScene(paragraph, { kind, name: null, fixed: true }).things.find((t) => t.drawn === 'nest');
    expect(nest('Ziggy the hedgehog curled up tight in his nest of leaves, prickles out.', 'hedgehog')).toMatchObject({
      drawn: 'nest',
    });
    expect(nest('Ziggy the hedgehog curled up tight in his nest of leaves, prickles out.', 'hedgehog')!.eggs).toBeUndefined();
    expect(nest('Mother Hen sat on her nest of eggs.', 'chicken')).toMatchObject({ drawn: 'nest', eggs: true });
  });
});

describe('a railway tunnel', () => {
  const train: HeroCue = { kind: 'thing:train', name: 'Toffee', fixed: true };
  it('is a tunnel mouth in a hill on the line, not a cave, and the hero is the one train', () => {
    const plan = readScene(
      'Round the bend, the line went into a long dark tunnel. Toffee the train could not see the other end. It stopped right at the mouth of the tunnel.',
      train,
    );
    expect(plan.setting).not.toBe('cave');
    expect(plan.things.map((t) => t.drawn)).toContain('tunnel');
    expect(plan.characters.map((c) => c.kind)).toEqual(['thing:train']);
  });

  it('only talked of at the station is not drawn there', () => {
    const plan = readScene(
      '"What\'s wrong, little train?" asked Grandpa at the station. "I\'m scared of tunnels," Toffee whispered.',
      train,
    );
    expect(plan.setting).toBe('station');
    expect(plan.things.map((t) => t.drawn)).not.toContain('tunnel');
    expect(plan.characters.filter((c) => c.kind.includes('train'))).toHaveLength(1);
  });

  it('a tunnel a rabbit digs is no railway', () => {
    const plan = readScene('Bramble the rabbit dug a long tunnel under the hedge.', {
      kind: 'rabbit',
      name: 'Bramble',
      fixed: true,
    });
    expect(plan.things.map((t) => t.drawn)).not.toContain('tunnel');
  });
});

describe('words of growing', () => {
  it.each([
    ["Pop! Pepper's seed coat split open. A thin white root went down.", 'coat'],
    ['"Egg, caterpillar, chrysalis, butterfly: that is its life cycle," said Muffin.', 'cycle'],
  ])('%s draws no %s', (paragraph, word) => {
    const plan = readScene(paragraph, open);
    expect(plan.things.map((t) => `${t.word} ${t.icon ?? ''} ${t.drawn ?? ''}`).join(' ')).not.toMatch(
      word === 'coat' ? /coat/ : /cycle|scooter|bicycle/,
    );
  });
});

describe('a plant said as a place', () => {
  it('is no hero by a word opening a sentence', () => {
    const plan = readScene(
      'Near the sunflower, the gate had blown shut. "How will we climb it now?" asked Sofía the snail.',
      open,
    );
    expect(plan.characters[0]!.kind).toBe('snail');
  });
});

describe("a dentist's room", () => {
  const olivia: HeroCue = { kind: 'girl', name: 'Olivia', fixed: true };
  it("is drawn at the dentist's, its big chair the room's own, never a hospital ward", () => {
    const first = readScene(
      "Early one day, Olivia sat by a big chair that tipped back. Olivia was a brave girl, at the dentist's today.",
      olivia,
    );
    expect(first.setting).toBe('dentist');
    expect(first.things.map((t) => t.word)).not.toContain('big chair');
    // (The waiting room of a dentist's book is the dentist's too.)
    const waiting =
      'The waiting room smelled of mint. Something behind the door went whirr! Olivia hid behind the door of the waiting room.';
    expect(readScene(waiting, olivia, '', { place: 'dentist', cast: [] }).setting).toBe('dentist');
    // (A doctor's waiting room stays the clinic's.)
    expect(readScene('Olivia sat in the waiting room and swung her legs.', olivia).setting).toBe('hospital');
  });
});

describe('a passenger aboard a plane', () => {
  const finn: HeroCue = { kind: 'boy', name: 'Finn', fixed: true };
  it.each([
    'On the plane, his seatbelt went click! The engines roared, and the plane raced down the runway.',
    'Soon the clouds were down below, like fluffy cotton wool. Finn pressed his nose to the window.',
    'It was his first time on a plane. Finn and Dad sat by the window.',
    'The big jet took off. Finn and Dad waved goodbye to the town below.',
  ])('%s: is at a window of the big plane up among the clouds, Dad beside', (paragraph) => {
    const plan = readScene(paragraph, finn);
    expect(plan.setting).toBe('sky');
    expect(plan.characters[0]).toMatchObject({ kind: 'boy', pose: 'sit' });
    expect(plan.characters.slice(1).every((c) => c.pose === 'sit')).toBe(true);
    // (the plane carries them, nothing else floats up there: no yarn, no tray)
    expect(plan.things).toEqual([expect.objectContaining({ drawn: 'airliner', rider: 0 })]);
  });
  it('is no passenger on the ground, off the plane, or flying a plane of their own', () => {
    for (const paragraph of [
      'At last, Finn and Dad stepped off the plane into warm sunshine. There was the beach!',
      'Finn folded a paper plane and threw it across the garden.',
      'Finn flew the little plane over the fields.',
    ])
      expect(
        readScene(paragraph, finn).things.map((t) => t.drawn),
        paragraph,
      ).not.toContain('airliner');
  });
});

describe('an airport, a cinema', () => {
  const amir: HeroCue = { kind: 'boy', name: 'Amir', fixed: true };
  it('are drawn there, not in a town street', () => {
    expect(readScene('Early one day, Amir and Dad set off for the airport with a big suitcase.', amir).setting).toBe('airport');
    expect(readScene('Amir was going to the cinema with Mum!', amir).setting).toBe('cinema');
  });
  it("shows the film's places and the dark room of seats from the cinema's seats", () => {
    const book = { place: 'cinema' as const, cast: [] };
    for (const paragraph of [
      'The huge screen lit up, and the film began! On the screen, a little fox set off to find the moon.',
      'The big room was dark, with rows and rows of soft red seats. He sank into one.',
    ])
      expect(readScene(paragraph, amir, '', book).setting, paragraph).toBe('cinema');
    // (its screen, seats and popcorn are the room's own: no laptop, office chair or camera beside him)
    const film = readScene(
      'The huge screen lit up, and the film began! Amir sat in the big red seats with his popcorn.',
      amir,
      '',
      book,
    );
    expect(film.things).toEqual([]);
  });
});

describe('a theatre', () => {
  const grace: HeroCue = { kind: 'girl', name: 'Grace', fixed: true };
  it('is drawn there, its stage, curtains and seats its own', () => {
    expect(readScene('One fine day, Mum took Grace to the theatre. It was her very first play!', grace).setting).toBe('theatre');
    const book = { place: 'theatre' as const, cast: [] };
    for (const paragraph of [
      'The lights went down, and everyone went quiet. Then slowly, the big red curtain went up!',
      'On the stage stood the actors, in bright costumes. A girl in a red cape sang, and Grace sang along.',
    ])
      expect(readScene(paragraph, grace, '', book).setting, paragraph).toBe('theatre');
    const seats = readScene('Inside, there were rows and rows of red seats. Grace looked at the stage.', grace, '', book);
    expect(seats.setting).toBe('theatre');
    expect(seats.things).toEqual([]);
  });
});

describe("an optician's", () => {
  const ravi: HeroCue = { kind: 'boy', name: 'Ravi', fixed: true };
  it.each([
    "Mum took Ravi to the optician's. He tried on red frames, blue frames and spotty frames.",
    "At the optician’s, Ravi read little letters off a chart. 'You need glasses,' the optician smiled.",
    'Ravi had an eye test. He read the letters on the eye chart, big ones and tiny ones.',
  ])('%s: is drawn there, its chart and frames its own', (paragraph) => {
    const plan = readScene(paragraph, ravi);
    expect(plan.setting).toBe('optician');
    expect(plan.things.map((t) => t.icon)).not.toContain('bar-chart');
  });
});

describe('missing one who died', () => {
  const nora: HeroCue = { kind: 'girl', name: 'Nora', fixed: true };
  it('is at home when the page names nowhere, in the garden when it says so', () => {
    expect(readScene('Tansy had died. Nora missed him very, very much.', nora).setting).toBe('living-room');
    expect(readScene('Nora remembered something funny, and laughed out loud.', nora, 'Our dog died').setting).toBe('living-room');
    expect(readScene('Nora planted a little tree in the garden for Tansy.', nora, 'Our dog died').setting).toBe('garden');
  });
});

describe('a day somewhere nobody sleeps', () => {
  const yui: HeroCue = { kind: 'girl', name: 'Yui', fixed: true };
  it('is drawn by day though the page ends with falling asleep at home', () => {
    const plan = readScene(
      "Yui jumped up and down with joy at the dentist's. Yui had been brave. She fell asleep dreaming of the smiling dentist.",
      yui,
    );
    expect(plan).toMatchObject({ setting: 'dentist', time: 'day' });
    // (asleep in the bedroom it is night)
    expect(readScene('Yui fell asleep in her bed, dreaming of the smiling dentist.', yui).time).toBe('night');
  });
});

describe('things only likened to, and frogspawn', () => {
  const honey: HeroCue = { kind: 'tadpole', name: 'Honey', fixed: true };
  it("draws no yarn for clouds like cotton wool, and a frog's eggs in jelly as frogspawn", () => {
    const clouds = readScene('Honey looked up. The clouds were like fluffy cotton wool.', honey);
    expect(clouds.things.map((t) => t.icon)).not.toContain('yarn');
    const spawn = readScene('By the reeds in the pond, lots of tiny eggs floated in soft jelly. One of them was Honey.', honey);
    expect(spawn.things.map((t) => t.icon)).not.toContain('egg');
    expect(spawn.characters.map((c) => c.kind)).toContain('frogspawn');
  });
});

describe('weather that is over or not there', () => {
  const bramble: HeroCue = { kind: 'hedgehog', name: 'Bramble', fixed: true };
  it('is not drawn: the snow gone, the rain stopped, no clouds', () => {
    const spring = readScene(
      'One morning, the snow was gone, and the first flowers peeped up. Bramble the hedgehog uncurled and stretched.',
      bramble,
    );
    expect(spring.weather).toEqual([]);
    expect(spring.setting).not.toBe('snowy-mountain');
    expect(readScene('The rain stopped and Bramble went out to play.', bramble).weather).toEqual([]);
    expect(readScene('It stopped raining at last, and Bramble smiled.', bramble).weather).toEqual([]);
    expect(readScene('The storm was over. Bramble peeped out.', bramble).weather).toEqual([]);
    // (The sky the clouds are not in, or the sun is in, is over the place, not where Bramble flies.)
    const clear = readScene('Bramble looked up. There were no clouds in the sky.', bramble);
    expect([clear.setting, clear.characters[0]!.pose]).not.toContain('sky');
    expect(clear.characters[0]!.pose).not.toBe('fly');
    expect(readScene('The sun was high in the sky. Bramble smiled.', bramble).setting).not.toBe('sky');
    // (Weather that is there stays, and so does a cloud who floats in the sky.)
    expect(readScene('Bramble wished the rain would stop.', bramble).weather).toEqual(['rain']);
    expect(readScene('Soon the snow began to fall on the garden.', bramble).weather).toEqual(['snow']);
    expect(readScene('The little cloud floated in the sky.', { kind: 'child', name: null, fixed: false }).setting).toBe('sky');
  });
});

describe('word senses on story pages', () => {
  it("a shell a chick pecks at is its egg's, not a seashell on a beach", () => {
    const chick: HeroCue = { kind: 'chick', name: 'Pip', fixed: true };
    const pecking = readScene('Pip the chick pecked at the shell. Tap, tap, tap! Crack! A tiny hole came in the shell.', chick);
    expect(pecking.setting).not.toBe('beach');
    expect(pecking.things.map((t) => t.icon ?? t.drawn)).toEqual(['egg']);
    // (No egg beside the egg that is the hero.)
    const egg = readScene('Pip grew bigger inside the egg. Tap! Pip pecked at the shell.', {
      kind: 'egg',
      name: 'Pip',
      fixed: true,
    });
    expect(egg.things.map((t) => t.icon ?? t.drawn)).not.toContain('egg');
    // (A shell found on the beach is a seashell.)
    const found = readScene('Pip found a shell on the beach.', chick);
    expect([found.setting, found.things[0]?.icon]).toEqual(['beach', 'spiral-shell']);
  });

  it('a hop, a croak and a call of "Ribbit!" are no things and nobody', () => {
    const frog: HeroCue = { kind: 'frog', name: 'Honey', fixed: true };
    expect(readScene('"One little hop," said the fish. Honey felt a bit scared.', frog).things).toEqual([]);
    expect(readScene('Honey the frog sat on a lily pad and gave a big, happy croak.', frog).things).toEqual([]);
    const ribbit = readScene('Honey the frog took a big hop and croaked, "Ribbit!"', frog);
    expect(ribbit.characters.map((c) => c.kind)).toEqual(['frog']);
  });

  it("'Ahead,' opening a sentence is where the line goes, never a name", () => {
    const train: HeroCue = { kind: 'thing:train' as KindId, name: 'Toffee', fixed: true };
    const plan = readScene('Ahead, the line went into a long dark tunnel. Toffee the train could not see the other end.', train);
    expect(plan.characters.map((c) => c.name)).toEqual(['Toffee']);
    const alone = readScene('Ahead, the hill was very steep. The little train puffed and puffed.', open);
    expect(alone.characters.map((c) => c.name)).not.toContain('Ahead');
  });
});

describe('painting, and a kitten kept up the tree', () => {
  it('paints with a brush in the hand, never reading a book', () => {
    const ingrid: HeroCue = { kind: 'girl', name: 'Ingrid', fixed: true };
    const plan = readScene('Ingrid painted a picture of the sea.', ingrid);
    expect(plan.characters[0]!.pose).not.toMatch(/read|sitRead/);
    expect(plan.things.filter((t) => t.held).map((t) => t.icon)).toEqual(['paintbrush']);
    expect(plan.things.map((t) => t.icon)).not.toContain('green-book');
    // (The magic paintbrush the page names is the one in the hand, not a second brush.)
    const magic = readScene('Ingrid painted a tiny boat. The magic paintbrush was such fun!', ingrid);
    expect(magic.things.filter((t) => t.icon === 'paintbrush')).toHaveLength(1);
    // (Writing is still in a book or on paper held up.)
    expect(readScene('Ingrid wrote a letter to Gran.', ingrid).characters[0]!.pose).toBe('read');
  });

  it('a kitten hero stuck up the tree is drawn up it, until it is down', () => {
    const kitten: HeroCue = { kind: 'cat', name: null, fixed: true };
    const trouble = (paragraph: string) => readScene(paragraph, kitten).characters[0]!.trouble;
    expect(trouble('There was Rusty the kitten, stuck at the top of a tall tree. She was shaking.')).toBe('tree');
    // (A ladder against the tree is on its way up: the kitten is still there.)
    expect(
      trouble(
        'Just then, Grandpa came along in the garden. Grandpa brought a long ladder and held it steady against the tree. "Nice and slowly, little kitten," said Jade, walking closer to Rusty.',
      ),
    ).toBe('tree');
    expect(trouble('Step by step, Jade climbed up the tree. Rusty the kitten crept into her arms.')).toBeUndefined();
    expect(trouble('Back on the ground, the kitten curled up, warm and safe at last.')).toBeUndefined();
    // (A giraffe who plays with the leaves at the top of a tree is not stuck up it.)
    const giraffe = readScene('Pepper the giraffe wanted to play with leaves at the top of a tree.', {
      kind: 'giraffe',
      name: 'Pepper',
      fixed: true,
    });
    expect(giraffe.characters[0]!.trouble).toBeUndefined();
  });
});

describe('a tortoise, drawn as a turtle, lives on land', () => {
  it('runs its race in a garden, never at sea, when the page or the idea says tortoise', () => {
    const muffin: HeroCue = { kind: 'turtle', name: 'Muffin', fixed: true };
    expect(readScene('"Let’s have a race," said Muffin the tortoise quietly.', muffin).setting).toBe('garden');
    expect(readScene('All the animals gasped.', muffin, 'The tortoise and the hare').setting).toBe('garden');
    // (A turtle is still at home in the sea.)
    expect(readScene('Muffin the turtle swam.', muffin).setting).toBe('sea');
  });
});

describe('a mum called Mummy', () => {
  it.each([
    ['Goldilocks saw Mummy Bear.', 'bear'],
    ['Then Mother Duck swam past.', 'duck'],
  ])('draws "%s" as that animal, and no pyramids', (paragraph, kind) => {
    const plan = readScene(paragraph, { kind: 'girl', name: 'Goldilocks', fixed: true });
    expect(plan.setting).not.toBe('pyramids');
    expect(plan.characters.filter((c) => c.role === 'companion').map((c) => [c.kind, c.age])).toEqual([[kind, 'grown']]);
  });
});

describe('a coach at football practice is a grown-up who teaches', () => {
  it('Coach Amira is the teacher, never a child called Coach Amira beside a girl called Amira', () => {
    const plan = readScene('Coach Amira knelt down. "Hello, Leo," said Coach Amira. A girl called Zara waved.', open);
    const coach = plan.characters.filter((c) => /Amira/.test(c.name ?? ''));
    expect(coach.map((c) => [c.name, c.kind])).toEqual([['Coach Amira', 'teacher']]);
  });
});
