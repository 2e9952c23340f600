/**
 * New things of a child's own ("Ravi's new glasses", 'Amir gets glasses', "Sam's new bike", "Mia's new wellies"),
 * thing by thing: where it comes from, how it feels at first, out in it for the first time and a worry, a trouble with
 * it and how that is put right, the good it brings and what someone says, and where it is put at bedtime. The seed
 * picks among the lines. Slots: the hero's ({hero}, {Hero}, {they}, {their}, {them}), {helper} (one of the family).
 */

export interface NewThing {
  id: string;
  /** The idea names it: 'new glasses', 'gets glasses', 'a new pair of shoes'. */
  said: RegExp;
  /** What it is called in the story: 'glasses', 'bike'. */
  noun: string;
  /** Where it comes from. */
  got: readonly string[];
  /** How it looks and feels at first. */
  first: readonly string[];
  /** Out in it for the first time, and a worry. */
  out: readonly (readonly [string, string])[];
  /** A trouble with it, and how it is put right. */
  trouble: readonly (readonly [string, string])[];
  /** The good it brings. */
  good: readonly string[];
  /** What someone says of it. */
  praise: readonly string[];
  /** Put away at bedtime. */
  away: readonly string[];
}

/** 'new glasses', 'a new pair of shoes', 'first glasses', 'gets glasses', 'needs glasses' (glasses are new however they are said). */
const saidAs = (words: string, always = false) =>
  new RegExp(
    `\\b(?:new|first)\\s+(?:pair\\s+of\\s+)?(?:${words})\\b${always ? `|\\b(?:gets?|needs?|needed|needing)\\s+(?:(?:some|a\\s+pair\\s+of)\\s+)?(?:${words})\\b` : ''}`,
    'i',
  );

export const NEW_THINGS: readonly NewThing[] = [
  {
    id: 'glasses',
    said: saidAs('glasses|specs|spectacles', true),
    noun: 'glasses',
    got: [
      'At the optician’s, {hero} read little letters off a chart. "You need glasses," the optician smiled.',
      '{Helper} took {hero} to the optician’s. {Hero} tried on red frames, blue frames and spotty frames.',
    ],
    first: [
      '{Hero} put on the new glasses and looked in the mirror. Who was that?',
      'The new glasses felt funny on {their} nose at first. Everything looked so sharp!',
    ],
    out: [
      ['The next morning, {hero} wore the new glasses to school.', '"What if everyone laughs at my glasses?" {they} whispered.'],
      [
        'That afternoon, {hero} wore the new glasses to the park.',
        '"Will my friends think my glasses look silly?" {they} asked.',
      ],
    ],
    trouble: [
      [
        'The new glasses kept sliding down {hero}’s nose. Slip, slip!',
        '{Helper} made the arms of the glasses a tiny bit tighter. Now they stayed put.',
      ],
      [
        'At school playtime, {hero} took the glasses off. Then they were gone!',
        'There they were on the bench. From then on, the glasses lived in their case.',
      ],
      ['In the kitchen, the new glasses got all steamy over hot soup!', '{Hero} wiped the glasses clean with a soft cloth.'],
    ],
    good: [
      'Now {hero} could see every leaf on the tree, and a ladybird too!',
      'With the glasses on, {hero} could read the board from the very back.',
      'With the glasses on, the words in {their} book stayed still and clear.',
    ],
    praise: [
      '"Cool glasses!" said a boy in {their} class. "You look like a scientist!"',
      '"I love your glasses," said a girl at the park. "Mine are blue!"',
    ],
    away: [
      'At bedtime, {hero} folded the glasses into their case, by the bed.',
      'That night, the new glasses sat by {hero}’s bed, ready for morning.',
    ],
  },
  {
    id: 'shoes',
    said: saidAs('shoes|school shoes|trainers|sneakers|sandals|boots'),
    noun: 'shoes',
    got: [
      'At the shoe shop, a lady measured {hero}’s feet. "You have grown!"',
      '{Helper} opened a big box. Inside were shiny new shoes with a stripe on the side.',
    ],
    first: [
      '{Hero} walked up and down in the new shoes. Squeak, squeak!',
      'The new shoes felt stiff at first, and a little bit big.',
    ],
    out: [
      ['The next day, {hero} wore the new shoes to school.', '"I must not get my new shoes dirty," {they} said.'],
      ['That afternoon, {hero} wore the new shoes to the park.', '"I hope my new shoes stay shiny," {they} said.'],
    ],
    trouble: [
      [
        'But the laces of the new shoes kept coming undone!',
        '{Helper} showed {hero} bunny ears, loop and loop. {Hero} tied the bow all by {themselves}!',
      ],
      [
        'On the path was a big muddy puddle. {Hero} stopped, worried about the new shoes.',
        'So {hero} took a run and jumped right over it. What a jump, in those new shoes!',
      ],
      [
        'After a while, one new shoe rubbed {hero}’s heel. Ouch!',
        '{Helper} put a plaster on the sore spot. Soon the new shoes felt fine.',
      ],
    ],
    good: [
      'In the new shoes, {hero} ran faster than ever, round the field.',
      'In the new shoes, {hero} hopped, skipped and jumped all the way home.',
    ],
    praise: ['"Look at those new shoes go!" laughed {helper}.', '"Your new shoes are so fast!" called a girl on the swings.'],
    away: [
      'At bedtime, {hero} put the new shoes by the door, ready for morning.',
      'That night, the new shoes sat by {hero}’s bed, a bit muddy now.',
    ],
  },
  {
    id: 'wellies',
    said: saidAs('wellies|wellington boots|welly boots|rain boots|rainboots|gumboots'),
    noun: 'wellies',
    got: [
      'It was a wet day. {Hero} had new wellies, green like a frog.',
      '{Helper} gave {hero} a box. Inside were bright yellow wellies with spots!',
    ],
    first: [
      '{Hero} stamped about the hall in the new wellies. Clomp, clomp!',
      'The new wellies were big and shiny, with handles to pull them on.',
    ],
    out: [
      ['Out in the rain, {hero} found the biggest puddle in the street.', '"Can my wellies do a big splash?" {they} asked.'],
      ['After the rain, {hero} went to the park in the new wellies.', '"Are there puddles for my wellies?" {they} asked.'],
    ],
    trouble: [
      [
        'Then one welly got stuck in the deep mud! {Hero} wobbled on one foot.',
        '{Helper} pulled, and out came the welly with a loud SQUELCH!',
      ],
      [
        'Then the water went over the top of one welly. Squelchy socks!',
        '{Helper} gave {hero} dry socks, and they tried a smaller puddle.',
      ],
    ],
    good: [
      'SPLASH! {Hero} jumped in every puddle in the new wellies. {Their} feet stayed dry.',
      'In the new wellies, {hero} splashed along the stream, looking for frogs.',
    ],
    praise: ['"Those wellies are the best splashers ever!" laughed {helper}.', '"Super wellies!" cheered {helper}.'],
    away: [
      'That night, the new wellies stood by the back door, still muddy.',
      'At bedtime, {hero} stood the wellies side by side, ready for more rain.',
    ],
  },
  {
    id: 'bike',
    said: saidAs('bike|bicycle|trike|tricycle'),
    noun: 'bike',
    got: [
      'For {their} birthday, {hero} got a new bike. It was red and shiny, with a bell.',
      '{Helper} wheeled a new bike into the garden. It had a big bow on it!',
    ],
    first: [
      'The bell went ring, ring! {Hero} got on the new bike, and it wobbled.',
      '{Hero} put on a helmet and held the new bike’s handlebars tight.',
    ],
    out: [
      ['The next day, {hero} took the new bike to the park.', '"Will I ever ride my bike fast?" {they} asked.'],
      ['After lunch, {hero} took the new bike out on the path.', '"What if I fall off my bike?" {they} asked.'],
    ],
    trouble: [
      [
        'The new bike wobbled, and {hero} fell onto the grass. Bump!',
        '{Helper} held the back of the bike seat and ran along beside {them}.',
      ],
      [
        'Then the chain came off the new bike. The pedals spun round and round.',
        '{Helper} put the chain back on the bike, with oily fingers.',
      ],
      [
        'Then the path went down a hill. The new bike went faster and faster!',
        '{Hero} squeezed the brakes gently, and the bike slowed down.',
      ],
    ],
    good: [
      'Soon {hero} rode the new bike along the path, on {their} own!',
      'Soon {hero} rode the new bike round the pond, ringing the bell.',
    ],
    praise: ['"You ride that bike like a star!" cheered {helper}.', '"What a great bike rider!" called {helper}.'],
    away: [
      'At dusk, {hero} parked the new bike by the door. "Night night, bike," {they} whispered.',
      'That night, {hero} parked the new bike and patted its seat.',
    ],
  },
  {
    id: 'scooter',
    said: saidAs('scooter'),
    noun: 'scooter',
    got: [
      'For {their} birthday, {hero} got a new scooter. It was blue, with wheels that lit up!',
      '{Helper} gave {hero} a long box. Inside was a shiny new scooter.',
    ],
    first: [
      '{Hero} put one foot on the new scooter and pushed with the other. Whee!',
      'The wheels of the new scooter flashed red and green as they rolled.',
    ],
    out: [
      ['The next day, {hero} took the new scooter to the park.', '"How fast can my scooter go?" {they} asked.'],
      ['After lunch, {hero} rode the new scooter to the shops.', '"Can my scooter go round corners?" {they} asked.'],
    ],
    trouble: [
      [
        'Then the scooter hit a bump, and {hero} tumbled off. Ouch, a scraped knee!',
        '{Helper} gave {hero} a hug and a plaster. Then back on the scooter!',
      ],
      ['Then the scooter rolled away down the path, all by itself!', '{Helper} ran and caught the scooter just before the pond.'],
    ],
    good: [
      'Soon {hero} zoomed along on the new scooter, round every corner.',
      'Soon {hero} could scoot, glide and stop the scooter, all on {their} own.',
    ],
    praise: ['"What a speedy scooter rider!" laughed {helper}.', '"Look at you go on that scooter!" cheered {helper}.'],
    away: [
      'At bedtime, the new scooter leaned by the door, its lights fast asleep.',
      'That night, {hero} parked the new scooter in the hall. "See you tomorrow," {they} said.',
    ],
  },
  {
    id: 'coat',
    said: saidAs('coat|raincoat|jacket|anorak'),
    noun: 'coat',
    got: [
      'The days were getting cold. {Helper} got {hero} a new yellow coat with big buttons.',
      '{Helper} gave {hero} a soft parcel. Inside was a new red coat with a hood!',
    ],
    first: [
      'The new coat had deep pockets. {Hero} put {their} hands right in.',
      '{Hero} zipped up the new coat and pulled up the hood. So snug!',
    ],
    out: [
      ['The next day, {hero} wore the new coat out in the wind.', '"Will my coat keep me warm?" {they} asked.'],
      ['The next morning, {hero} wore the new coat to school.', '"Will anyone like my new coat?" {they} wondered.'],
    ],
    trouble: [
      [
        'Then the zip of the new coat got stuck halfway! {Hero} tugged and tugged.',
        '{Helper} wiggled the zip gently, and up it went.',
      ],
      [
        'At school, {hero} could not find the new coat. All the pegs looked the same!',
        'Then {hero} saw it, on the peg with {their} name on it.',
      ],
    ],
    good: [
      'Out in the wind, {hero} was warm as toast in the new coat.',
      'In a pocket of the new coat, {hero} kept a shiny conker.',
    ],
    praise: ['"In that coat, I can see you a mile off!" laughed {helper}.', '"What a cosy coat," smiled {helper}.'],
    away: [
      'At bedtime, the new coat hung on its hook by the door.',
      'That night, {hero} hung the new coat up, ready for a cold day.',
    ],
  },
];

/** The new thing the idea names, if any. */
export const newThingOf = (text: string): NewThing | undefined => NEW_THINGS.find((thing) => thing.said.test(text));
