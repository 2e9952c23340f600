/**
 * Working vehicles at their job ('A fire engine saves the day', 'Tom the tractor', 'The little tow truck who helped
 * everyone'): the call comes, the rush there with its own sounds, the job that is hard (a ladder too short, a narrow
 * lane, traffic, mud), done with its own parts (ladder, hose, crane, scoop, plough), everyone safe and thanking it,
 * and back at its station at night. A vehicle has no hands and never walks: its crew climbs, it rolls and lifts.
 * Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}, {theHero}, {kind}) and the caller's ({guide}, {Guide},
 * {gthey}, {gtheir}, {gthem}).
 */
import type { SettingId } from '../../language/index.js';

/** One job a vehicle is called to. */
export interface Job {
  /** The idea says this job ('up a tree', 'harvest'). */
  said?: RegExp;
  /** Where it is done. */
  setting: SettingId;
  /** Who calls for help (a kind word). */
  caller: string;
  /** What the title says it does, after the name, when it is no rescue ('Builds the Playground'). */
  title?: string;
  /** The call, a sentence or two: what is wrong and where. */
  call: readonly string[];
  /** There at last: what it looks like. */
  arrive: readonly string[];
  /** What makes it hard, and a first try that fails. */
  hard: readonly string[];
  /** How it is done, with the vehicle's own parts. */
  fix: readonly string[];
  /** Everyone safe, and the caller's thanks. */
  safe: readonly string[];
  /** Words a paragraph on the job keeps to. */
  words: readonly string[];
  /** Who or what is saved, with an article ('the kitten', 'the hay'), or what is built. */
  saved: string;
  /** Something built, not saved: it is ready at the end, never 'safe and sound'. */
  built?: boolean;
}

export interface CallOut {
  /** Kind words as the idea says them ('fire engine', 'fire truck'). */
  kinds: readonly string[];
  /** Where it waits for a call ('the fire station'). */
  station: string;
  /** Its own parts that do the job ('ladder and hose'). */
  parts: string;
  /** Waiting at the station, with its own parts. */
  start: readonly string[];
  /** The rush there, with its own sounds. */
  rush: readonly string[];
  /** Back at the station at night: washed, parked, asleep. */
  home: readonly string[];
  jobs: readonly Job[];
}

const FIRE_ENGINE: CallOut = {
  kinds: ['fire engine', 'fire truck'],
  station: 'the fire station',
  parts: 'ladder and hose',
  start: [
    '{Hero} was a {look} {kind}. {They} had a long ladder and a big hose.',
    'At the fire station, {hero} waited, shiny and ready. {Their} ladder and hose were packed.',
  ],
  rush: [
    '"Nee-naw! Nee-naw!" Off rushed {hero}, blue lights flashing. Cars and buses pulled over to let {them} past.',
    'The firefighters jumped on board. "Nee-naw! Nee-naw!" {Hero} raced down the road as fast as {they} could.',
  ],
  home: [
    'Back at the fire station, the firefighters washed {hero} with big sponges. Soon {they} shone again.',
    'That night, {hero} rolled back into the fire station. The firefighters gave {them} a wash, and {hero} dozed off.',
  ],
  jobs: [
    {
      said: /\b(?:up|in|stuck in) a tree\b|\bkitten|\bcat\b/i,
      setting: 'park',
      caller: 'girl',
      call: ['Then the bell rang! A kitten was stuck up a tall tree in the park. "Please help!" called {guide} on the phone.'],
      arrive: ['At the park, {guide} pointed up. High in the tree sat a tiny kitten. "Mew! Mew!" it cried.'],
      hard: ['{Hero} put up {their} ladder against the tree. But the ladder was too short! The kitten was still too high.'],
      fix: [
        '{Hero} rolled closer, right up on the grass. {Hero} stretched {their} ladder up, up, up. This time it reached! A firefighter climbed up and tucked the kitten in her coat.',
      ],
      safe: ['Down came the kitten, safe and sound. {Guide} hugged it tight. "Thank you, {hero}!" {gthey} said.'],
      words: ['kitten', 'tree', 'ladder'],
      saved: 'the kitten',
    },
    {
      said: /\b(?:bonfire|barbecue|fire)\b/i,
      setting: 'garden',
      caller: 'grandpa',
      call: ['Then the bell rang! Sparks from a barbecue had set a garden hedge on fire. "Come quickly!" called {guide}.'],
      arrive: ['Grey smoke curled over the rooftops. {Guide} waved from the gate of the little garden.'],
      hard: ['But the lane to the garden was narrow, with cars on both sides. {Hero} could not get close to the fire!'],
      fix: [
        'So the firefighters unrolled {heroS} hose, all the way down the lane. Whoosh! Water sprayed on the hedge. Hiss went the fire, and it was out.',
      ],
      safe: ['Everyone was safe, and only the hedge was a bit black. "Thank you, {hero}!" said {guide}.'],
      words: ['fire', 'hose', 'smoke'],
      saved: 'the garden',
    },
    {
      said: /\bflood/i,
      setting: 'city',
      caller: 'baker',
      call: ['Then the bell rang! After the big storm, the bakery on the high street was full of water.'],
      arrive: ['Water lapped round the bakery door. {Guide} the baker stood in it up to {gtheir} knees.'],
      hard: ['{Hero} sprayed the water with {their} hose. But that only made more splashes!'],
      fix: ['Then {hero} used {their} pump the other way round. Slurp! Up came the water, and down the drain.'],
      safe: ['Soon the bakery floor was dry again. "Thank you, {hero}!" said {guide}, and gave the firefighters buns.'],
      words: ['water', 'bakery', 'pump'],
      saved: 'the bakery',
    },
  ],
};

const TRACTOR: CallOut = {
  kinds: ['tractor'],
  station: 'the farm',
  parts: 'big wheels',
  start: [
    '{Hero} was a {look} {kind} with big wheels. {Hero} lived in the shed on the farm.',
    'In the farm shed, {hero} woke up with a chug.',
  ],
  rush: [
    'Brum, brum! {Hero} rumbled out of the shed and down the bumpy track.',
    'Chug, chug, chug! Out went {hero}, splashing through the puddles.',
  ],
  home: [
    'That night, the farmer hosed the mud off {hero}. {Hero} gave a happy chug in the shed.',
    'Back in the shed, {hero} was muddy but happy. After a good wash, {they} soon dozed off.',
  ],
  jobs: [
    {
      said: /\b(?:harvest|hay|wheat|crops?|rain)\b/i,
      setting: 'farm',
      caller: 'farmer',
      call: ['"Dark clouds are coming," said {guide} the farmer. "We must get the hay in before the rain!"'],
      arrive: ['In the big field, the hay bales sat in long rows. The first clouds rolled over the hill.'],
      hard: ['The trailer was piled high and very heavy. {HeroS} wheels spun round and round on the slippery grass.'],
      fix: ['{Hero} went slow and steady, in {their} lowest gear. Load by load, the hay went into the barn.'],
      safe: ['Just as the last bale went in, the rain came pouring down. "Thank you, {hero}!" laughed {guide}. The hay was dry.'],
      words: ['hay', 'trailer', 'barn'],
      saved: 'the hay',
    },
    {
      said: /\b(?:mud|stuck)\b/i,
      setting: 'farm',
      caller: 'vet',
      call: ['Then {guide} the vet rang the farm. {Gtheir} van was stuck in the mud down by the river.'],
      arrive: ['There was the little van, deep in the mud. Its wheels just spun and splashed.'],
      hard: ['{Hero} gave a push with {their} front. But the van only sank deeper into the squelchy mud!'],
      fix: ['So {guide} tied a strong rope to {hero}. {Hero} pulled, slow and steady. Out came the van with a squelch!'],
      safe: ['The van was free, and {guide} was safe. "Thank you, {hero}!" said {guide}. "What strong wheels you have!"'],
      words: ['van', 'mud', 'rope'],
      saved: 'the little van',
    },
  ],
};

const DIGGER: CallOut = {
  kinds: ['digger', 'excavator', 'bulldozer'],
  station: 'the yard',
  parts: 'scoop',
  start: [
    '{Hero} was a {look} {kind} with a big scoop. {Hero} lived in the yard with the other trucks.',
    'In the yard, {hero} stretched {their} long arm and opened {their} scoop. Ready for work!',
  ],
  rush: [
    'Beep, beep! Rumble, rumble! {Hero} trundled out of the yard on {their} clanking tracks.',
    'Rumble, rumble! {Hero} rolled down the road, {their} scoop held high.',
  ],
  home: [
    'That night, {hero} rumbled back to the yard. After a wash, {they} soon dozed off.',
    'Back in the yard, {hero} lowered {their} scoop and fell asleep.',
  ],
  jobs: [
    {
      said: /\b(?:rock|road|storm)\b/i,
      setting: 'city',
      caller: 'bus driver',
      call: ['After the storm, a giant rock had rolled onto the road to town. No cars or buses could get past!'],
      arrive: ['There was the rock, as big as a car. {Guide} the bus driver waited on the other side.'],
      hard: ['{Hero} pushed the rock with {their} scoop. But it was far too heavy, and it did not move at all.'],
      fix: ['{Hero} dug deep under the rock, scoop by scoop. Then {they} tipped it. Off the road it rolled!'],
      safe: ['The road was clear, and the bus went toot, toot! "Thank you, {hero}!" called {guide}.'],
      words: ['rock', 'road', 'scoop'],
      saved: 'the road to town',
    },
    {
      said: /\bplayground\b/i,
      setting: 'park',
      caller: 'teacher',
      title: 'Builds the Playground',
      call: ['"The children need a playground," said {guide} the teacher. "Can you help us build one?"'],
      arrive: ['In the park was a bumpy field, just right for a playground.'],
      hard: ['But an old tree stump sat right in the middle. {Hero} pushed, but it would not budge!'],
      fix: [
        '{Hero} dug all round the roots with {their} scoop. Then {they} lifted the stump out. Next, {they} dug holes for the playground swings.',
      ],
      safe: ['Soon there were swings, a slide and a sandpit. "Thank you, {hero}!" cheered the children.'],
      words: ['playground', 'swings', 'scoop'],
      saved: 'the new playground',
      built: true,
    },
  ],
};

const TOW_TRUCK: CallOut = {
  kinds: ['tow truck', 'breakdown truck', 'recovery truck'],
  station: 'the garage',
  parts: 'crane and hook',
  start: [
    '{Hero} was a {look} {kind}. {They} had a crane and a strong hook.',
    'At the garage, {hero} waited with {their} hook, ready to help.',
  ],
  rush: [
    'Orange lights flashing, {hero} sped off. Beep, beep! "Coming to help!" {they} called.',
    'Flash, flash went {heroS} orange lights. {Hero} zoomed down the road, {their} hook swinging.',
  ],
  home: [
    'That night, {hero} drove back to the garage. After a wash, {they} went to sleep.',
    'Back at the garage, {hero} folded up {their} crane. What a busy day!',
  ],
  jobs: [
    {
      setting: 'city',
      caller: 'baker',
      call: ['Then the phone rang at the garage. A little blue car had slid into a ditch in the rain.'],
      arrive: ['There was the little blue car, tipped in the ditch. {Guide} the baker stood by it, all wet.'],
      hard: ['The road was busy, and the rain poured down. Cars rushed by, and {hero} could not get near!'],
      fix: [
        '{Hero} flashed {their} lights, and the cars slowed down. Then {hero} let down {their} hook. Up came the car with the crane!',
      ],
      safe: ['The little car was safe on the road. "Thank you, {hero}!" said {guide}. "You help everyone!"'],
      words: ['car', 'hook', 'ditch'],
      saved: 'the little blue car',
    },
  ],
};

const AMBULANCE: CallOut = {
  kinds: ['ambulance'],
  station: 'the hospital',
  parts: 'flashing lights',
  start: ['{Hero} was a {look} {kind}. {They} had a bed inside and a box of bandages.'],
  rush: ['"Nee-naw! Nee-naw!" {Hero} raced off, lights flashing blue. The paramedics held on tight.'],
  home: ['That night, {hero} parked back at the hospital. The paramedics cleaned {them} inside and out.'],
  jobs: [
    {
      setting: 'park',
      caller: 'boy',
      call: ['Then the phone rang! {Guide} had fallen off {gtheir} bike in the park. {Gthey} had hurt {gtheir} leg.'],
      arrive: ['In the park, {guide} sat on the path, holding {gtheir} sore leg. A big tear ran down {gtheir} cheek.'],
      hard: ['But the road to the park was full of traffic. Cars, vans and buses were stuck in a long line!'],
      fix: [
        '"Nee-naw!" went {hero}, loud and clear. The cars moved over to let {them} through. The paramedics wrapped {guideS} leg.',
      ],
      safe: ['{Hero} took {guide} to the hospital, nice and gently. "Thank you, {hero}!" {gthey} said with a smile.'],
      words: ['leg', 'paramedics', 'hospital'],
      saved: 'the boy with the sore leg',
    },
  ],
};

const POLICE_CAR: CallOut = {
  kinds: ['police car'],
  station: 'the police station',
  parts: 'blue lights',
  start: ['{Hero} was a {look} {kind} with bright blue lights. {They} lived at the police station.'],
  rush: ['"Nee-naw! Nee-naw!" {Hero} zoomed off, blue lights flashing.'],
  home: ['That night, {hero} rolled back to the police station. A wash, a rest, and {hero} was fast asleep.'],
  jobs: [
    {
      said: /\bducks?\b|\bducklings?\b/i,
      setting: 'city',
      caller: 'girl',
      call: ['Then the radio crackled! A mother duck and her ducklings were by the busy road.'],
      arrive: ['There they were, at the edge of the road. Quack, quack! Cars whizzed past the ducklings.'],
      hard: ['Honk, honk! The cars did not see the ducks at all. The ducklings huddled together, scared.'],
      fix: [
        '{Hero} parked right across the road with {their} lights flashing. Every car stopped. Waddle, waddle, over went the ducks!',
      ],
      safe: ['The ducks reached the pond, safe and sound. "Thank you, {hero}!" said {guide}, waving.'],
      words: ['ducks', 'ducklings', 'road'],
      saved: 'the ducklings',
    },
  ],
};

const SNOWPLOUGH: CallOut = {
  kinds: ['snowplough', 'snowplow', 'snow plough'],
  station: 'the depot',
  parts: 'plough',
  start: ['{Hero} was a {look} {kind}. {They} had a big plough at the front.'],
  rush: ['Beep, beep! {Hero} rumbled out into the snow, {their} orange lights flashing.'],
  home: ['That night, {hero} rolled home to the depot, snow on {their} roof.'],
  jobs: [
    {
      setting: 'city',
      caller: 'doctor',
      call: ['It had snowed all night. The road to the hospital was blocked! "Please help," called {guide} the doctor.'],
      arrive: ['The snow was deep, right up to the car doors. Nothing could move on the road.'],
      hard: ['{Hero} pushed with {their} plough. But the snow piled up so high, {hero} got stuck!'],
      fix: ['{Hero} backed up and tried again, bit by bit. Swoosh! {HeroS} plough pushed the snow aside.'],
      safe: ['The road was clear, and the doctor got to the hospital. "Thank you, {hero}!" said {guide}.'],
      words: ['snow', 'plough', 'road'],
      saved: 'the road to the hospital',
    },
  ],
};

const LIFEBOAT: CallOut = {
  kinds: ['lifeboat'],
  station: 'the lifeboat station',
  parts: 'strong engine',
  start: ['{Hero} was a {look} {kind}, orange and blue. {They} lived by the sea.'],
  rush: ['Whoosh! Down the slipway went {hero}, splash into the sea. {Hero} sped over the waves.'],
  home: ['That night, {hero} was pulled back up the slipway. The crew washed the salt off, and {hero} dozed off.'],
  jobs: [
    {
      setting: 'sea',
      caller: 'fisherman',
      call: ['Then the bell rang! A little fishing boat had lost its engine far out at sea.'],
      arrive: ['There was the little boat, bobbing up and down. {Guide} the fisherman waved both arms.'],
      hard: ['The waves were big and grey. Each time {hero} got close, a wave pushed {them} back!'],
      fix: ['The crew threw a rope across. {Guide} tied it on. Then {hero} towed the little boat, slow and steady.'],
      safe: ['Soon both boats were safe in the harbour. "Thank you, {hero}!" said {guide}.'],
      words: ['boat', 'rope', 'waves'],
      saved: 'the little fishing boat',
    },
  ],
};

const BIN_LORRY: CallOut = {
  kinds: ['bin lorry', 'rubbish truck', 'garbage truck', 'dustcart', 'bin truck'],
  station: 'the depot',
  parts: 'lifter',
  start: ['{Hero} was a {look} {kind}. {They} had a big lifter at the back.'],
  rush: ['Beep, beep! Off rumbled {hero} down the street. Today was bin day!'],
  home: ['That night, {hero} had a wash with big brushes. {They} went to sleep, clean and happy.'],
  jobs: [
    {
      setting: 'city',
      caller: 'grandma',
      call: ['"The bins are so full!" said {guide}. "Will the bin lorry come today?"'],
      arrive: ['On Apple Lane, the bins were full to the top. A cat sat on one of the lids.'],
      hard: ['But cars were parked on both sides of Apple Lane. {Hero} was too wide to fit!'],
      fix: ['{Hero} backed in very slowly. Beep, beep, beep! Up went each bin on the lifter, and down again, empty.'],
      safe: ['All the bins were empty, and the street was tidy. "Thank you, {hero}!" waved {guide}.'],
      words: ['bins', 'lifter', 'street'],
      saved: 'the bins on Apple Lane',
    },
  ],
};

const CALL_OUTS: readonly CallOut[] = [
  FIRE_ENGINE,
  TRACTOR,
  DIGGER,
  TOW_TRUCK,
  AMBULANCE,
  POLICE_CAR,
  SNOWPLOUGH,
  LIFEBOAT,
  BIN_LORRY,
];

/** The vehicle of a kind word ('fire truck', 'tractor'), if it has jobs of its own. */
export const callOutOfKind = (word: string): CallOut | undefined => CALL_OUTS.find((c) => c.kinds.includes(word));
