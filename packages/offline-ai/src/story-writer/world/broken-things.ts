/**
 * A thing broken, thing by thing, told as a body trouble is (body-trouble.ts, moves/body-trouble.ts).
 * One's own thing ('Tom's bike is broken', 'A witch whose broom is broken', 'The robot with a broken arm'): what is
 * wrong is found out, tries fail, someone who knows (Grandpa with his toolbox, an old wizard, the robot's maker) shows
 * how, it is fixed together, and it is used again at the end (a ride, a flight over the rooftops).
 * Someone else's thing broken ('Lily breaks Mum's favourite vase', 'Sam broke his sister's toy'): an honesty story. The
 * crash, wanting to hide it, a heavy tummy, the truth told, a grown-up who is not cross, mending it together, a hug.
 * Slots and gates as in body-troubles.ts.
 */
import type { BodyTrouble } from './body-troubles.js';

const BROKE = String.raw`(?:broke|breaks?|broken|breaking|smash(?:es|ed)?|crack(?:s|ed)?|knock(?:s|ed)? over|drop(?:s|ped)?)`;

/** Whose thing it is, when it is the family's: 'Mum's', 'his sister's'. */
const FAMILYS = String.raw`(?:mum|mummy|mom|mommy|mama|dad|daddy|grandma|granny|nana|grandpa|granddad|(?:his|her|their|a) (?:big |little )?(?:sister|brother))(?:['’]s|s)`;

export const BROKEN_THINGS: readonly BodyTrouble[] = [
  {
    // Someone else's: the vase.
    id: 'vase',
    still: ['The broken vase was still hidden.', '{HeroS} tummy still felt heavy.'],
    titles: ['{name} Tells the Truth', '{name} and the Broken Vase'],
    tag: 'honesty',
    about: new RegExp(String.raw`\b${BROKE}\b.*\b${FAMILYS} (?:\w+ )?(?:vase|jug|teapot|mug|cup|plate)\b`, 'i'),
    who: 'child',
    wish: 'tell the truth',
    words: ['vase', 'truth', 'broke', 'broken', 'glue', 'tummy'],
    home: 'home',
    helpers: ['mum'],
    familyHelps: true,
    shows: [
      '{Hero} was playing ball indoors. Bounce, bounce... CRASH! Mum’s favourite vase lay in pieces.',
      '{Hero} reached up for a biscuit. Wobble, wobble... SMASH! Down fell Mum’s favourite vase.',
    ],
    say: [
      '"Oh no," whispered {hero}. "Mum loves that vase."',
      '{Hero} stood very still. "Nobody saw," {they} thought. "Maybe nobody will know."',
    ],
    tries: [
      '{Hero} swept the pieces under the rug. But the rug had a big lump now.',
      '{Hero} hid the pieces behind the sofa, and tried to play. But it was no fun.',
      'At lunch, {hero} could not eat one bite. {Their} tummy felt heavy as a stone.',
      '{Hero} tried to draw a picture. But {they} kept thinking of the broken vase.',
    ],
    sad: [
      '{HeroS} tummy felt heavy, and {their} eyes felt prickly. Hiding it felt horrid.',
      'The secret felt bigger and bigger. {Hero} did not feel like {themselves} at all.',
    ],
    ways: [
      {
        trick: '{Hero} took a big breath. "Mum, I broke your vase. I am sorry," {they} said.',
        works: 'Mum knelt down by {hero}. "I am not cross, because you told me the truth."',
      },
      {
        trick: '{Hero} showed Mum the pieces. "I broke it," {they} said. "I am very sorry."',
        works: 'Mum gave {hero} a little smile. "Thank you for telling me. That was brave."',
      },
    ],
    cheer: [
      'The heavy feeling went away. Then they glued the pieces back together, bit by bit.',
      'Together they glued the vase, piece by piece. It had a crack, but it stood up!',
    ],
    end: [
      'Mum gave {hero} a big hug. That night the mended vase had flowers in it again.',
      'At bedtime, Mum gave {hero} a hug. {HeroS} tummy felt light as a feather.',
    ],
  },
  {
    // Someone else's: a brother's or sister's toy.
    id: 'sibling-toy',
    still: ['The broken toy was still hidden.', '{HeroS} tummy still felt heavy.'],
    titles: ['{name} Tells the Truth', '{name} and the Broken Toy'],
    tag: 'honesty',
    about: new RegExp(String.raw`\b${BROKE}\b.*\b${FAMILYS} (?:\w+ )?(?:toy|robot|doll|car|train|plane|teddy)\b`, 'i'),
    who: 'child',
    wish: 'tell the truth',
    words: ['toy', 'truth', 'broke', 'broken', 'glue', 'tummy'],
    home: 'home',
    helpers: ['mum'],
    familyHelps: true,
    shows: [
      'It was not {their} toy, but {hero} wanted a turn. Snap! A wheel came right off.',
      '{Hero} borrowed the toy without asking. Oops! It fell off the table. CRACK!',
    ],
    say: [
      '"Oh no," whispered {hero}. "It is the best toy of all."',
      '{Hero} stood very still. "Nobody saw," {they} thought. "Maybe nobody will know."',
    ],
    tries: [
      '{Hero} pushed the toy under the bed. But {they} kept peeping at it.',
      '{Hero} tried to stick it with a bit of tape. But the tape came off.',
      'At lunch, {hero} could not eat one bite. {Their} tummy felt heavy as a stone.',
      '{Hero} tried to play outside. But {they} kept thinking of the broken toy.',
    ],
    sad: [
      '{HeroS} tummy felt heavy, and {their} eyes felt prickly. Hiding it felt horrid.',
      'The secret felt bigger and bigger. {Hero} did not feel like {themselves} at all.',
    ],
    ways: [
      {
        trick: '{Hero} took a big breath. "I broke the toy. I am sorry," {they} said.',
        works: '{Helper} gave {hero} a squeeze. "I am not cross, because you told the truth."',
      },
      {
        trick: '{Hero} brought out the toy. "I broke it," {they} said. "I am very sorry."',
        works: '{Helper} smiled at {hero}. "Thank you for telling me. That was brave."',
      },
    ],
    cheer: [
      'The heavy feeling went away. Then they fetched the glue and mended it together.',
      'Together they glued the toy, bit by bit, and held it tight until it dried.',
    ],
    end: [
      'Then {hero} and {helper} played with the mended toy together, all afternoon.',
      'At bedtime, {helper} gave {hero} a big hug. {HeroS} tummy felt light as a feather.',
    ],
  },
  {
    // One's own: a bike's chain came off.
    id: 'bike-chain',
    still: ['The chain still hung loose.', '{HeroS} bike still would not go.'],
    titles: ['{name} Fixes {Their} Bike', '{name} and the Loose Chain'],
    tag: 'bike',
    about: /\b(?:bike|bicycle)\b.*\bchain\b|\bchain\b.*\b(?:bike|bicycle)\b/i,
    who: 'child',
    wish: 'ride again',
    words: ['bike', 'chain', 'pedal', 'ride', 'fixed'],
    home: 'garden',
    helpers: ['grandpa'],
    familyHelps: true,
    shows: [
      '{Hero} pedalled down the path. Clunk! The chain fell off, and the bike stopped.',
      '{Hero} got on {their} bike. The pedals spun round and round, but the bike did not move.',
    ],
    say: ['"Oh no! Now I can’t go for a ride," said {hero}.', '"My poor bike," sighed {hero}. "I want to ride again."'],
    tries: [
      '{Hero} pedalled harder and harder. But the pedals just spun round. Whizz!',
      '{Hero} pushed the chain back with a stick. But it slipped off again. Clunk!',
      '{Hero} turned the bike upside down and shook it. Rattle, rattle! Still loose.',
      '{Hero} tried to pull the chain on. Now {their} hands were black and oily!',
    ],
    sad: ['{Hero} sat down by {their} bike. "It will never work again," {they} sighed.'],
    ways: [
      {
        trick: '{Helper} fetched {gtheir} toolbox. "Put the chain on the little wheel first," {gthey} said.',
        works: 'Together they turned the pedal slowly. Click! The chain slid back on.',
      },
      {
        trick: '{Helper} looked closely. "The chain is loose. We must make it tight," {gthey} said.',
        works: '{Gthey} showed {hero} how to turn the nut with a spanner. Together they made it tight.',
      },
    ],
    cheer: ['"My bike is fixed!" cheered {hero}.', '{Hero} gave {helper} a big hug. "Thank you!"'],
    end: [
      'Then {hero} rode {their} bike all the way round the park. Ring, ring!',
      'That afternoon, {hero} rode up and down the lane, as fast as the wind.',
    ],
  },
  {
    // One's own: a bike, with a flat tyre.
    id: 'bike',
    still: ['The tyre was still flat.', '{HeroS} bike still would not go.'],
    titles: ['{name} Fixes {Their} Bike', '{name} and the Flat Tyre'],
    tag: 'bike',
    about: /\b(?:bike|bicycle)\b.*\b(?:broke|broken|flat|puncture[ds]?)\b|\b(?:broken|flat) (?:bike|bicycle|tyre|tire)\b/i,
    who: 'child',
    wish: 'ride again',
    words: ['bike', 'tyre', 'pump', 'ride', 'fixed'],
    home: 'garden',
    helpers: ['grandpa'],
    familyHelps: true,
    shows: [
      '{Hero} got on {their} bike. Bump, bump, bump! The back tyre was flat.',
      '{Hero} wheeled {their} bike out to ride. But the back tyre was as flat as a pancake.',
    ],
    say: ['"Oh no! Now I can’t go for a ride," said {hero}.', '"My poor bike," sighed {hero}. "I want to ride again."'],
    tries: [
      '{Hero} pumped and pumped the tyre. But hiss! The air came straight back out.',
      '{Hero} tried to ride it anyway. Bump, bump, bump! It was far too wobbly.',
      '{Hero} blew into the tyre. Puff, puff! But {hero} only went red in the face.',
      '{Hero} stuck a plaster on the tyre. Pop! Off it came. Hiss!',
    ],
    sad: ['{Hero} sat down by {their} bike. "It will never work again," {they} sighed.'],
    ways: [
      {
        trick: '{Helper} fetched {gtheir} toolbox. {Gthey} put the tyre in a bowl of water. Bubbles!',
        works: '"There is the hole," {gthey} said. Together they stuck on a patch and pumped it up.',
      },
      {
        trick: '{Helper} fetched {gtheir} toolbox. "A thorn made a tiny hole," {gthey} said.',
        works: '{Gthey} showed {hero} how to stick on a patch. Then they pumped it up together.',
      },
    ],
    cheer: ['"My bike is fixed!" cheered {hero}.', '{Hero} gave {helper} a big hug. "Thank you!"'],
    end: [
      'Then {hero} rode {their} bike all the way round the park. Ring, ring!',
      'That afternoon, {hero} rode up and down the lane, as fast as the wind.',
    ],
  },
  {
    // The family's: an old tractor that will not start ("Grandpa's old tractor won't start").
    id: 'tractor',
    still: ['The old tractor still would not start.', 'The tractor still stood quiet in the yard.'],
    titles: ['{name} and the Old Tractor', '{name} Mends the Tractor'],
    tag: 'tractor',
    about:
      /\btractors?\b.*\b(?:won['’]?t|will not|wouldn['’]?t|would not|can['’]?t|doesn['’]?t|does not) (?:start|go)\b|\btractors?\b.*\b(?:broke|breaks|broken)\b|\bbroken[- ](?:down )?(?:old )?tractors?\b/i,
    who: 'child',
    wish: 'start the tractor',
    words: ['tractor', 'engine', 'start', 'spanner', 'hay'],
    home: 'farm',
    helpers: ['grandpa'],
    familyHelps: true,
    shows: [
      'In the farmyard, {hero} climbed onto the old red tractor and turned the key. Cough, cough, splutter... then nothing.',
      'The hay on the farm was ready to bring in. But when {hero} turned the key, the old tractor just went click.',
    ],
    say: ['"Oh no! How will we bring in the hay now?" said {hero}.', '"Come on, old tractor," said {hero}. "Please start!"'],
    tries: [
      '{Hero} patted the tractor’s big wheel. "Please, please start!" But it did not even splutter.',
      '{Hero} pushed the tractor as hard as {they} could. It did not move an inch.',
      '{Hero} turned the key again and again. Click, click, click. Nothing!',
      '{Hero} honked the horn. Parp! The hens ran off, clucking. But the engine stayed quiet.',
    ],
    sad: ['{Hero} sat down on a bale of hay. "The old tractor will never go again," {they} sighed.'],
    ways: [
      {
        trick: '{Helper} lifted the tractor’s bonnet and looked at the engine. "Aha! A loose wire," {gthey} said.',
        works: 'Together they tightened it with a spanner. Then {hero} turned the key. Brrrum, brrrum!',
      },
      {
        trick: '{Helper} tapped a dial on the tractor. "Empty! The old tractor is only hungry," {gthey} laughed.',
        works: 'Together they filled it up from a big green can. Cough, cough... brrrum, brrrum!',
      },
    ],
    cheer: ['"It goes! The tractor goes!" cheered {hero}.', '{Hero} gave {helper} a big hug. "Thank you!"'],
    end: [
      'Then {hero} rode beside {helper} on the tractor, all the way round the farm. Toot, toot!',
      'That afternoon, the old tractor pulled the hay cart, with {hero} waving on top.',
    ],
  },
  {
    // The family's: a car that will not start ("Dad's car won't start"); a toy car is no car to mend with a spanner.
    id: 'car',
    still: ['The car still would not start.', 'The car still sat quiet on the drive.'],
    titles: ['{name} and the Car That Would Not Start', '{name} Mends the Car'],
    tag: 'cars',
    about:
      /^(?!.*\btoy\b).*\b(?:car|van)s?\b.*\b(?:won['’]?t|will not|wouldn['’]?t|would not|can['’]?t|doesn['’]?t|does not) (?:start|go)\b|^(?!.*\btoy\b).*\b(?:car|van)s?\b.*\b(?:broke|breaks|broken)\b|\bbroken[- ](?:down )?(?:old )?(?:car|van)s?\b/i,
    who: 'child',
    wish: 'start the car',
    words: ['car', 'engine', 'start', 'bonnet', 'drove'],
    home: 'home',
    helpers: ['dad'],
    familyHelps: true,
    shows: [
      'Everyone was ready for a day out. But when the key turned, the car only went click.',
      '{Hero} buckled up in the back of the car. Cough, cough, splutter... then the engine went quiet.',
    ],
    say: ['"Oh no! How will we get to the seaside now?" said {hero}.', '"Come on, car," said {hero}. "Please start!"'],
    tries: [
      '{Hero} patted the car’s shiny bonnet. "Please, please start!" But it did not even splutter.',
      '{Hero} honked the horn. Parp! The cat shot over the fence. But the engine stayed quiet.',
      '{Hero} counted to ten, and the key turned again. Click. Nothing at all!',
      '{Hero} gave the car a push with both hands. It did not move an inch.',
    ],
    sad: ['{Hero} sat down on the front step. "We will never go anywhere again," {they} sighed.'],
    ways: [
      {
        trick: '{Helper} lifted the car’s bonnet and looked at the engine. "Aha! A loose wire," {gthey} said.',
        works: 'Together they tightened it with a spanner. Then the key turned. Vroom, vroom!',
      },
      {
        trick: '{Helper} fetched the neighbour’s jump leads. "The battery is only tired," {gthey} said.',
        works: 'They clipped the leads on, red to red and black to black. Cough, cough... vroom!',
      },
    ],
    cheer: ['"It goes! The car goes!" cheered {hero}.', '{Hero} gave {helper} a big hug. "Thank you!"'],
    end: [
      'Then off they drove to the seaside, singing all the way. Beep, beep!',
      'That afternoon, they drove to the park, with {hero} waving out of the window.',
    ],
  },
  {
    // One's own: a witch's broom that will not fly.
    id: 'broom',
    still: ['The broom still would not fly.', '{HeroS} broom still lay on the ground.'],
    titles: ['{name} Mends {Their} Broom', '{name} and the Broken Broom'],
    tag: 'broom',
    about: /\bbroom(?:stick)?s?\b.*\b(?:broke|broken|won['’]?t fly|can['’]?t fly|snapped|tangle)|\b(?:broken|snapped) broom/i,
    wish: 'fly again',
    words: ['broom', 'bristles', 'handle', 'fly', 'mended'],
    home: 'garden',
    atHome: true,
    helpers: ['wizard'],
    familyHelps: true,
    shows: [
      '{Hero} hopped on {their} broom. "Up we go!" But the broom just wobbled. Its bristles were in a tangle.',
      '{Hero} hopped on {their} broom. Crack! The handle snapped right in two.',
    ],
    say: ['"Oh no! How will I fly now?" cried {hero}.', '"My poor broom," sighed {hero}. "I want to fly again."'],
    tries: [
      '{Hero} waved {their} wand. "Fix, broom, fix!" Pop! The broom turned pink. But it did not fly.',
      '{Hero} gave the broom a shake. A cloud of dust came out. Atchoo!',
      '{Hero} jumped on and flapped {their} arms. But {they} just hopped along the grass.',
      '{Hero} tied the broom up with a ribbon. It looked pretty, but it still would not fly.',
    ],
    sad: ['{Hero} sat on a log with {their} broom. "I will never fly again," {they} sighed.'],
    ways: [
      {
        trick: '{Helper} looked at the broom. "Bristles must be combed straight, one by one," {gthey} said.',
        works: 'Together they combed and tied the bristles. Then the broom gave a happy wiggle!',
      },
      {
        trick: '{Helper} looked at the broom. "A new handle, from the old oak tree," {gthey} said.',
        works: 'Together they fixed on a new oak handle. The broom rose up off the ground!',
      },
    ],
    cheer: ['"My broom is mended!" cheered {hero}.', '{Hero} gave {helper} a big hug. "Thank you!"'],
    end: [
      'That night, {hero} flew high over the rooftops, under the big round moon. Whoosh!',
      'Then {hero} flew up over the trees and the rooftops, as happy as can be.',
    ],
  },
  {
    // One's own: a robot's arm.
    id: 'robot-arm',
    still: ['The arm still hung down.', '{HeroS} arm still would not move.'],
    titles: ['{name} Mends {Their} Arm', '{name} and the Broken Arm'],
    tag: 'robot',
    about: /\brobots?\b.*\b(?:broken|broke|loose|wobbly|stuck) arm|\brobots?\b.*\barm\b.*\b(?:broke|broken|fell off|stuck)\b/i,
    wish: 'fix the broken arm',
    words: ['arm', 'bolt', 'fixed', 'screw', 'oil'],
    home: 'workshop',
    atHome: true,
    helpers: ['scientist'],
    shows: [
      '{Hero} went to wave. Clunk! {Their} arm just hung down, and it would not move.',
      '{Hero} lifted a box. Creak, crack! {Their} arm went floppy, and the box fell.',
    ],
    say: ['"Beep! My arm is broken," said {hero}.', '"Beep, boop! I want my arm to work again," said {hero}.'],
    tries: [
      '{Hero} shook {their} arm. Rattle, rattle! But it still hung down.',
      '{Hero} tried to lift it with {their} other hand. It dropped again. Clunk!',
      '{Hero} tied it up with string. But the string came undone.',
      '{Hero} beeped at it very loudly. BEEP! But the arm did not listen.',
    ],
    sad: ['{HeroS} lights went dim. "Beep... I can’t help anyone now," {they} said.'],
    ways: [
      {
        trick: '{Helper}, who had built {hero}, opened the little door in {their} arm. "A loose bolt!"',
        works: 'Together they found the right screwdriver and turned the bolt tight. Whirr!',
      },
      {
        trick: '{Helper}, who had built {hero}, looked closely. "Your elbow needs some oil," {gthey} said.',
        works: 'Together they oiled the elbow, drop by drop. Creak... whirr! The arm bent.',
      },
    ],
    cheer: ['"Beep beep! My arm works!" cheered {hero}.', '{Hero} waved and waved. "Thank you!"'],
    end: [
      'Then {hero} helped to tidy the whole workshop, lifting boxes with both arms.',
      'That evening, {hero} waved good night with {their} mended arm. Beep!',
    ],
  },
];
