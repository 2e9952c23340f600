/**
 * A day out with the family ('A day at the beach with Dad', 'Ruby's trip to the zoo', 'Going to the farm'): what a
 * child hopes to do there, what greets them, the fun of the place one thing after another, a trouble of that place put
 * right, the best bit, and the way home and bedtime after. Sand between the toes at the beach, a lamb's bottle on the
 * farm; never 'explored the beach' with a stock storm.
 * Slots: {hero}, {Hero}, {heroS}, {they}, {They}, {their}, {them}, {family}, {Family}, {familyS}, {Time}.
 */
import type { SettingId } from '../../language/index.js';

export interface DayOut {
  /** Words that keep a paragraph on the day (any one is enough): 'sea', 'sand'. */
  words: readonly string[];
  /**
   * What the hero hopes to do there, a bare infinitive ('build the biggest sandcastle ever'), with the fun it comes true
   * in (an index into `fun`); one is said in the wish.
   */
  hopes: readonly (readonly [string, number])[];
  /** What greets them on arriving: a sentence each. */
  arrive: readonly string[];
  /** The fun of the place, a sentence or two each; three are told, in the order listed. */
  fun: readonly string[];
  /**
   * A trouble of the place, and how it is put right; `needs`: the fun it happens to (the sandcastle a wave washes away);
   * `alone`: said of one of the family only (the glasses on top of Grandma's head), never of two together.
   */
  troubles: readonly { event: string; fix: string; needs?: number; alone?: true }[];
  /** The best bit of the day. */
  best: readonly string[];
  /** Leaving, a sentence. */
  leave: readonly string[];
  /** What is thought of at bedtime, after 'dreaming of': 'the little crab in the rock pool'. */
  dreams: readonly string[];
  /** Setting off, said the place's own way (a flight is no 'day at the airport'): a sentence or two each. */
  setOff?: readonly string[];
  /** What the hero loves, said at the best bit ('flying'), where it is not the place. */
  loved?: string;
  /** Titles of the day's own, where 'Goes to the Airport' would miss it: '{owner} First Flight'. */
  titles?: readonly string[];
  /** The fun is a journey, told in its own order (take-off before the clouds), the hoped-for one in its turn. */
  inOrder?: boolean;
  /** The day is only this ride, where the idea says it ('Going on a ferry'): never a day at the place said alone. */
  ride?: 'train' | 'boat' | 'bus';
  /** The idea says the day by what is done there ('goes swimming'): a day out, never a lesson in it. */
  doing?: RegExp;
  /** Who goes along where the idea names nobody (the fishing boat is Grandpa's), else Mum or Dad. */
  with?: readonly string[];
  /** Arriving where someone waits ('{visited}', Grandma), said in place of `leave` where the ride goes to see them. */
  visit?: readonly string[];
}

export const DAYS_OUT: Partial<Record<SettingId, DayOut>> = {
  // A child's first flight, from the airport to the holiday place: the seatbelt, take-off, the clouds, landing.
  airport: {
    words: ['plane', 'airport', 'suitcase', 'seatbelt', 'clouds', 'pilot', 'window', 'runway', 'holiday', 'flying'],
    setOff: [
      '{Time}, {hero} sat on {their} suitcase to zip it shut. {They} and {family} were going on a plane!',
      '{Time}, {hero} and {family} set off for the airport with a big suitcase. It was {their} first flight!',
      '{Time}, {hero} and {family} were flying to the seaside! It was {their} first time on a plane.',
    ],
    loved: 'flying',
    titles: ['{owner} First Flight', '{name} Flies Away', '{owner} Trip on a Plane'],
    inOrder: true,
    hopes: [
      ['feel the plane take off', 0],
      ['see the clouds from up high', 1],
      ['have a snack up in the sky', 2],
    ],
    arrive: [
      'The airport was huge and busy. On the plane, {hero} sat by the window and clicked {their} seatbelt shut. Click!',
      '{Hero} waved as {their} suitcase rode away on a belt. On the plane, {their} seatbelt went click!',
      'Big planes waited on the runway. {Hero} found {their} seat by a little round window, and clicked {their} seatbelt.',
    ],
    fun: [
      'The engines roared, and the plane raced down the runway. Up it went, and {heroS} tummy did a flip!',
      'Soon the clouds were down below, like fluffy cotton wool. {Hero} pressed {their} nose to the window.',
      'A kind lady brought snacks on a little tray that folded down. "A picnic in the sky!" said {hero}.',
    ],
    troubles: [
      {
        event: 'Then {heroS} ears felt funny and full. "My ears, {family}!" said {hero}.',
        fix: '{Family} gave {hero} a sweet to suck. Pop! {Their} ears felt fine again.',
      },
      {
        event: 'Then the plane gave a bump, and another bump. {Hero} held on tight. "Is it all right, {family}?"',
        fix: '"It’s just bumpy air, like a bumpy road," said {family}, holding {their} hand. Soon it was smooth again.',
      },
      {
        event: 'Then {hero} could not find {their} teddy anywhere. "Where is Ted, {family}?" {they} cried.',
        fix: '{Family} looked under the seat, and there was Ted, having a nap!',
      },
    ],
    best: [
      'Best of all, the plane came down to land with a bump, bump, bump. Everyone clapped, and {hero} clapped too!',
      'Best of all, {hero} saw the sea sparkle far below. Then down came the plane, with a bump. They had landed!',
    ],
    // (A flight to see one of the family abroad: 'Aarav visits his grandma in India'.)
    visit: [
      // (Said so that two fit as well as one: 'Grandma and Grandpa stood at the gate'.)
      'In {abroad}, {visited} stood at the gate with open arms! {Hero} ran into a great big hug.',
      '{Visited} waited at the airport in {abroad}, with big hugs for {hero}.',
    ],
    leave: [
      'At last, {hero} and {family} stepped off the plane into warm sunshine. The holiday had begun!',
      '{Hero} and {family} walked out into the sunshine, pulling the big suitcase. A whole holiday lay ahead!',
    ],
    dreams: [
      'the fluffy clouds down below',
      'the plane racing down the runway',
      'the picnic in the sky',
      'the bumpy landing',
      'the sunny beach',
    ],
  },
  // A train ride ('Going on a train', 'Travelling by train to see Grandma'): the station and the tickets, the
  // whistle, fields and cows from the window, a tunnel going dark, a snack, and arriving to a hug.
  station: {
    words: ['train', 'station', 'platform', 'tickets', 'ticket', 'whistle', 'window', 'tunnel', 'carriage', 'seat'],
    setOff: [
      '{Time}, {hero} and {family} walked to the station with a little bag. They were going on a train!',
      '{Time}, {hero} held {familyS} hand all the way to the station. It was {their} first train ride!',
      '{Time}, {hero} put on {their} coat in a hurry. {They} and {family} were going on a real train!',
    ],
    loved: 'trains',
    titles: ['{owner} First Train Ride', '{name} Rides the Train', '{owner} Trip on a Train'],
    inOrder: true,
    hopes: [
      ['hear the train whistle', 0],
      ['look out of the train window', 1],
      ['go through a dark tunnel', 2],
    ],
    arrive: [
      '{Family} bought two tickets at the little window. {Hero} held them tight while they waited on the platform.',
      'The station was big and echoey. {Hero} checked the tickets, and the board showed their train, right on time.',
      '{Hero} stood well back from the yellow line. Then a long blue train came rumbling in, and its doors slid open.',
    ],
    fun: [
      'The guard blew a whistle, peep! The doors beeped shut. Slowly, then faster, the train began to move.',
      '{Hero} sat by the window. Fields rushed by, and cows looked up from the grass as the train went past.',
      'Then the train went into a tunnel, and everything went dark! Whoosh! Out they came into the light again.',
    ],
    troubles: [
      {
        event: 'Then {heroS} tummy gave a rumble. "I’m hungry, {family}!" {they} said.',
        fix: '{Family} opened the bag. There were cheese sandwiches and a shiny red apple, a snack on the train!',
      },
      {
        event: 'Then the train stopped in the middle of a field. "Why have we stopped?" asked {hero}.',
        fix: '"We are waiting for a green light," said {family}. Soon the signal went green, and off they went.',
      },
      {
        event: 'Then a man came along the carriage. "Tickets, please!" he said. {Hero} could not find them!',
        fix: '{Hero} found them in {their} pocket, just where {they} had put them. The man clipped them, click!',
      },
    ],
    best: [
      'Best of all, {hero} counted the cows. One, two, three, lots! A horse trotted along by the track too.',
      'Best of all, the train rattled over a bridge, high above a river that sparkled in the sun.',
    ],
    visit: [
      'At last the train slowed down, and there on the platform was {visited}! {Hero} ran into a great big hug.',
      'The train pulled in at the last stop. {Visited} was waiting there, and gave {hero} the biggest hug ever.',
    ],
    leave: [
      'At last the train pulled in at the seaside. {Hero} stepped down onto the platform, smiling from ear to ear.',
      'At the last stop, {hero} and {family} hopped off the train. What a ride it had been!',
    ],
    dreams: [
      'the long blue train',
      'the cows in the fields',
      'the dark tunnel',
      'the guard’s whistle',
      'the bridge over the river',
    ],
  },
  // A boat or ferry trip ('Our trip on a big boat', 'Going on a ferry to the island'): the gangway, the horn, gulls,
  // waves and spray, and the island at the end. Only where the idea rides a boat: 'Going to the sea' is no ferry.
  sea: {
    ride: 'boat',
    words: ['boat', 'ferry', 'deck', 'gangway', 'horn', 'gulls', 'waves', 'island', 'harbour', 'sea'],
    setOff: [
      '{Time}, {hero} and {family} went down to the harbour. A big white ferry was waiting for them!',
      '{Time}, {hero} and {family} were going on a big boat! {Hero} could see it from the harbour.',
    ],
    loved: 'boats',
    titles: ['{owner} Trip on a Big Boat', '{name} Sails to the Island', '{owner} Ferry Ride'],
    inOrder: true,
    hopes: [
      ['hear the big horn', 0],
      ['see the seagulls up close', 1],
      ['reach the island', 2],
    ],
    arrive: [
      '{Hero} and {family} walked up the gangway onto the boat. It wobbled a little under their feet!',
      'A long gangway went up to the ferry. {Hero} held the rail and walked up, step by step, onto the deck.',
    ],
    fun: [
      'Then the boat’s big horn went honk! The ferry pulled away from the harbour wall.',
      'Seagulls flew beside the boat, calling and swooping. One sat on the rail and looked at {hero}!',
      'Far away, a green island popped up out of the sea. It grew bigger and bigger as they came closer.',
    ],
    troubles: [
      {
        event: 'Then a big wave slapped the boat. Cold spray splashed {heroS} face! "Oh!" {they} gasped.',
        fix: '{Family} wiped {their} face and laughed. "That’s the sea saying hello!" Soon {hero} was laughing too.',
      },
      {
        event: 'Then the boat went up and down, up and down. {Hero} felt a little wobbly.',
        fix: '"Look at the far-off land, and it helps," said {family}. {Hero} did, and {their} tummy felt better.',
      },
      {
        event: 'Then the wind blew {heroS} hat right off! It flew along the deck.',
        fix: 'A kind sailor caught it just in time. He gave it back with a wink.',
      },
    ],
    best: [
      'Best of all, {hero} saw a seal bobbing in the waves. It looked right at the boat, then dived away.',
      'Best of all, {hero} stood at the front of the boat. The wind blew, and the waves sparkled all round.',
    ],
    leave: [
      'At last the ferry bumped gently against the island’s jetty. {Hero} and {family} walked down the gangway onto the island.',
      'The horn blew once more as the boat reached the island. {Hero} ran down the gangway onto the sand.',
    ],
    dreams: ['the big horn', 'the seagulls swooping by', 'the green island', 'the splashy spray', 'the seal bobbing up'],
  },
  // A bus ride into town ('Theo and the big red bus', 'Going on the bus with Grandma'): the stop, the twisty stairs, the
  // seat at the very front, the bell. Only where the idea rides a bus: 'Going to the city' is no bus ride.
  city: {
    ride: 'bus',
    words: ['bus', 'upstairs', 'seat', 'bell', 'driver', 'stop', 'window', 'town', 'stairs'],
    setOff: [
      '{Time}, {hero} and {family} waited at the bus stop. Here it came: a big red double-decker bus!',
      '{Time}, {hero} and {family} were going into town on the bus! {Hero} skipped all the way to the bus stop.',
    ],
    loved: 'buses',
    titles: ['{owner} Bus Ride', '{name} Rides the Big Red Bus', '{owner} Trip on the Bus'],
    inOrder: true,
    hopes: [
      ['sit upstairs at the very front', 0],
      ['see the town from up high', 1],
      ['press the bell', 2],
    ],
    arrive: [
      'The doors hissed open. {Hero} said hello to the driver, and the driver gave {them} a big smile.',
      '{Hero} climbed on the bus and held {familyS} hand. The card reader went beep, and the driver waved.',
    ],
    fun: [
      'Up the twisty stairs of the bus went {hero}. The seat at the very front was free!',
      'From the top of the bus, {hero} could see the whole busy street. A cat on a wall stared back!',
      '"Our stop is next," said {family}. {Hero} pressed the red button. Ding! The bus slowed down.',
    ],
    troubles: [
      {
        event: 'Then a branch went swish against the window, right by {heroS} nose! {Hero} jumped.',
        fix: '"That was a tree saying hello," laughed {family}. {Hero} giggled and waved at the next one.',
      },
      {
        event: 'Then the bus stopped in a long line of cars. Beep, beep! {Hero} waited, but nothing moved.',
        fix: '{Hero} and {family} played I spy: a red car, a dog, a crane! Soon the bus rolled on.',
      },
      {
        event: 'Then the bus went round a corner, and {heroS} apple rolled away under the seats!',
        fix: 'A kind lady stopped it with her foot and handed it back. "Thank you!" said {hero}.',
      },
    ],
    best: [
      'Best of all, the bus went over a bridge, high above the sparkling river.',
      'Best of all, the bus went right past the big clock tower. {Hero} could almost touch it!',
    ],
    leave: [
      'At the last stop, {hero} and {family} hopped off. "Thank you!" {hero} called to the driver.',
      'The bus stopped in the middle of town, by the market. {Hero} skipped down the stairs, smiling.',
    ],
    dreams: [
      'the big red bus',
      'the seat at the very front',
      'the ding of the bell',
      'the cat on the wall',
      'the sparkling river',
    ],
  },
  beach: {
    words: ['beach', 'sea', 'sand', 'sandcastle', 'waves', 'shells', 'crab'],
    hopes: [
      ['build the biggest sandcastle ever', 0],
      ['find a real crab', 2],
      ['paddle in the sea', 1],
    ],
    arrive: [
      'The sea sparkled, and seagulls called high overhead.',
      '{Hero} kicked off {their} shoes. The sand was warm between {their} toes.',
    ],
    fun: [
      '{Hero} dug and dug with a red spade. Soon there was a sandcastle with a moat all round it.',
      '{Hero} paddled at the edge of the sea. "It’s so cold!" {they} squealed, and ran back out.',
      'In a rock pool, {hero} found a little crab. It scuttled sideways under the seaweed.',
      '{Hero} collected shells. One was pink, and one was shaped like a fan.',
      '{Family} and {hero} ate their picnic on a big towel. The sandwiches were a bit crunchy with sand!',
    ],
    troubles: [
      {
        event: 'Then a big wave rushed up the beach. "My sandcastle!" cried {hero}. It was gone!',
        fix: 'So {family} helped {hero} build a new one, high up the sand. The waves could not reach it there.',
        needs: 0,
      },
      {
        event: 'Then a cheeky seagull swooped down and snatched {heroS} sandwich! "Hey!" shouted {hero}.',
        fix: '"Seagulls love sandwiches too," laughed {family}, and shared the last one with {hero}.',
      },
      {
        event: 'Then {heroS} ice cream toppled off the cone, plop, onto the sand! "Oh no, {family}!"',
        fix: '{Family} bought another one, and this time {hero} held it with both hands.',
      },
    ],
    best: [
      'Best of all, {hero} and {family} jumped the waves together. One, two, three, JUMP!',
      'Best of all, {hero} buried {familyS} feet in the sand. Only the toes wiggled out!',
    ],
    leave: [
      '{Time}, {hero} and {family} shook the sand out of their shoes.',
      '{Time}, {hero} and {family} walked back up the beach, sandy and happy.',
    ],
    dreams: [
      'the little crab in the rock pool',
      'the cold, splashy sea',
      'the sandcastle with a moat',
      'the pink shell',
      'jumping the waves',
    ],
  },
  // A night camping with the family ('goes camping with her family'): the tent put up, the campfire, the stars, and
  // the night spent there, asleep in the tent, never a walk home.
  campsite: {
    words: ['tent', 'camping', 'campsite', 'campfire', 'sleeping bag', 'stars', 'torch', 'marshmallows'],
    setOff: [
      '{Time}, {hero} and {family} packed a tent into the car. They were going camping!',
      '{Time}, {hero} squeezed {their} sleeping bag into the car. {They} and {family} were going camping!',
    ],
    loved: 'camping',
    // (The day runs on to the night: the tent before the campfire, the stars once it is dark.)
    titles: ['{owner} Camping Trip', '{name} Goes Camping', 'A Night in the Tent'],
    inOrder: true,
    hopes: [
      ['sleep in a real tent', 0],
      ['toast marshmallows on a campfire', 2],
      ['see the stars at night', 3],
    ],
    arrive: [
      'The campsite was green and quiet, with tall trees all round. {Hero} picked a flat spot for the tent.',
      'At the campsite, birds sang in the trees. {Hero} helped carry the bags from the car.',
    ],
    fun: [
      '{Hero} and {family} put up the tent. {Hero} held the poles, and {family} tapped in the pegs.',
      '{Hero} and {family} went for a walk by the stream. {Hero} found a feather and a shiny pebble.',
      'At dusk, {family} lit a little campfire. {Hero} toasted a marshmallow until it was gooey and brown.',
      'When it got dark, {hero} lay on the grass with {family}. The sky was full of twinkly stars!',
    ],
    troubles: [
      {
        event: 'Then a gust of wind caught the tent, and it flapped away across the grass! "Come back!" cried {hero}.',
        fix: '{Hero} and {family} ran after it and caught it. This time they pushed the pegs in deep.',
        needs: 0,
      },
      {
        event: 'Then plip, plop! Big drops of rain fell on {heroS} nose. "Quick, into the tent!" said {family}.',
        fix: 'They sat in the tent and played cards by torchlight. Soon the rain stopped. Drip, drip, drop.',
      },
      {
        event: 'Then {heroS} marshmallow caught fire! It glowed like a little orange torch. "Help!" squeaked {hero}.',
        fix: '{Family} blew it out, puff! "Burnt ones are the tastiest," {family} laughed, and {hero} took a bite.',
        needs: 2,
      },
      // (A night sound that is only a creature of the woods.)
      {
        event: 'Then, in the dark, something went crunch, crunch, right by the tent! "What is that?" whispered {hero}.',
        fix: '{Family} shone the torch. It was a little hedgehog, munching beetles in the grass!',
        needs: 3,
      },
    ],
    best: [
      'Best of all, {hero} and {family} sang songs by the crackling fire, all wrapped up in blankets.',
      'Best of all, {family} told a story by torchlight, and an owl hooted right on time. Hoo-hoo!',
    ],
    leave: [
      'That night, {hero} and {family} zipped the tent shut. {Hero} wriggled into {their} sleeping bag, snug and warm.',
      'When the fire was out, {hero} and {family} crept into the tent. {Hero} snuggled into {their} sleeping bag.',
      // (And the morning after, waking in the tent.)
      'They slept in the tent all night. In the morning, {hero} woke up to birdsong and pancakes on the stove.',
    ],
    dreams: ['the crackling campfire', 'the twinkly stars', 'the gooey marshmallows', 'the cosy tent'],
  },
  // A first film: tickets and popcorn, the big dark room, the lights going down, a scary or funny bit, home.
  cinema: {
    words: ['cinema', 'film', 'popcorn', 'screen', 'tickets', 'seats', 'lights', 'bear', 'whispered'],
    setOff: [
      '{Time}, {family} took {hero} to the cinema. It was {their} very first film!',
      '{Time}, {hero} and {family} set off for the cinema. {They} had never seen a film on a big screen!',
      '{Time}, {hero} was going to the cinema with {family}! It was a special day.',
    ],
    inOrder: true,
    hopes: [
      ['sit in the big red seats', 0],
      ['see the lights go down', 1],
      ['see a film on the big screen', 2],
    ],
    arrive: [
      'The cinema smelled of warm popcorn. {Family} bought a big tub to share.',
      '{Hero} gave the tickets to a man at the door. Rip! Then {family} bought some popcorn.',
    ],
    fun: [
      'The big room was dark, with rows and rows of soft red seats. {Hero} sank into one.',
      'Then the lights went down, down, down. The huge screen lit up, and the film began!',
      'On the screen, a little fox set off to find the moon. {Hero} forgot all about the popcorn.',
    ],
    troubles: [
      {
        event: 'Then came a scary bit, with a big growly bear. {Hero} hid behind {their} hands.',
        fix: '{Family} held {their} hand. "It’s only a film," {family} whispered. And the bear was kind after all!',
      },
      {
        event: 'Then {hero} knocked the popcorn over. It went all over the floor! "Oh no!" {they} whispered.',
        fix: '{Family} smiled and passed {hero} a bag of raisins instead. "Shh, it’s the best bit," {family} whispered.',
      },
      {
        event: 'Then a very tall man sat down right in front of {hero}. "I can’t see!" {they} whispered.',
        fix: '{Family} swapped seats with {hero}. Now {they} could see the whole screen!',
      },
    ],
    best: [
      'Best of all was the funny bit. The fox fell in a puddle, SPLASH! Everyone laughed, and {hero} laughed loudest.',
      'Best of all, the fox found the moon at the end. Everyone clapped, and so did {hero}!',
    ],
    leave: [
      'When the lights came back on, {hero} blinked. It was time to go home.',
      '{Time}, {hero} and {family} walked home, humming the song from the film.',
    ],
    dreams: ['the little fox and the moon', 'the big dark room', 'the fox in the puddle', 'the warm popcorn', 'the huge screen'],
  },
  // A play or a pantomime: tickets, red seats, the curtain going up, the actors, joining in, clapping, home.
  theatre: {
    words: ['theatre', 'stage', 'curtain', 'curtains', 'actors', 'play', 'tickets', 'seats', 'clapped', 'pantomime'],
    setOff: [
      '{Time}, {family} took {hero} to the theatre. It was {their} very first play!',
      '{Time}, {hero} put on {their} best clothes. {They} and {family} were going to see a pantomime!',
      '{Time}, {hero} and {family} set off for the theatre. {They} had tickets for a real play!',
    ],
    loved: 'the theatre',
    titles: ['{owner} First Play', '{name} Goes to the Pantomime', '{owner} Trip to the Theatre'],
    inOrder: true,
    hopes: [
      ['see the big red curtain go up', 0],
      ['see real actors on a stage', 1],
      ['shout out loud at the pantomime', 2],
    ],
    arrive: [
      '{Hero} gave the tickets to a lady at the door. She showed them to their seats, soft and red.',
      'Inside, there were rows and rows of red seats. {Hero} sat on a cushion so {they} could see.',
    ],
    fun: [
      'The lights went down, and everyone went quiet. Then slowly, the big red curtain went up!',
      'On the stage stood the actors, in bright costumes. A girl in a red cape sang, and {hero} sang along.',
      'A silly giant crept up behind the girl. Everyone shouted, "He’s behind you!" "Oh no he isn’t!" said the giant.',
    ],
    troubles: [
      {
        event: 'Then a lady with a very big hat sat down right in front of {hero}. "I can’t see!" {they} whispered.',
        fix: 'The lady took off her hat with a smile. Now {hero} could see the whole stage!',
      },
      {
        event: 'Then the giant stamped and roared! {Hero} hid behind {their} hands.',
        fix: '{Family} held {their} hand. "It’s only an actor dressed up," {family} whispered. And the giant did a silly dance!',
      },
      {
        event: 'Then {hero} dropped {their} programme under the seats. "Oh no!" {they} whispered.',
        fix: '{Family} found it by {their} feet, and {hero} held it tight.',
      },
    ],
    best: [
      '"Oh yes he is!" shouted {hero}, as loud as {they} could. Everyone laughed. It was the best bit of all!',
      'Best of all, at the end the actors came out and took a bow. {Hero} clapped and clapped until {their} hands tingled.',
    ],
    leave: [
      'When the curtain came down, everyone clapped and cheered. Then it was time to go home.',
      '{Time}, {hero} and {family} walked home, singing the song from the play.',
    ],
    dreams: [
      'the big red curtain',
      'the silly giant',
      'the girl in the red cape',
      'the actors taking a bow',
      'the song from the play',
    ],
  },
  zoo: {
    words: ['zoo', 'animals', 'elephants', 'elephant', 'giraffe', 'penguins', 'lion', 'monkey', 'zookeeper'],
    hopes: [
      ['see the elephants', 0],
      ['see a real giraffe', 1],
      ['watch the penguins', 2],
      ['see a real lion', 3],
      ['watch the monkeys swing', 4],
    ],
    arrive: [
      'A big sign said WELCOME TO THE ZOO, and somewhere a lion roared.',
      '{Hero} held the zoo map tight. There were so many animals to see!',
    ],
    fun: [
      'The elephants sprayed water with their trunks, and {hero} laughed and laughed.',
      'A tall giraffe bent down to munch leaves right above {heroS} head.',
      'At feeding time, the penguins waddled and dived for fish. Splash!',
      'The lion lay on a warm rock and gave a great big yawn.',
      'A little monkey swung by its tail and pulled a funny face at {hero}.',
    ],
    troubles: [
      {
        event: 'Then it began to pour with rain, and the animals went inside. "Where did they go?" asked {hero}.',
        fix: 'So {hero} and {family} ran into the reptile house. A big snake was wide awake!',
      },
      {
        event: 'Then {hero} could not see over the crowd at the sea lion pool. "I can’t see, {family}!"',
        fix: 'So {family} lifted {hero} up high. There were the sea lions, clapping their flippers!',
      },
      {
        event: 'Then a cheeky goat at the petting farm nibbled {heroS} sleeve! "Stop it!" giggled {hero}.',
        fix: 'The zookeeper showed {hero} how to hold out food on a flat hand. The goat nibbled that instead.',
      },
    ],
    best: [
      'Best of all, {hero} fed a giraffe a leaf. Its long purple tongue tickled!',
      'Best of all, a baby elephant splashed in the pool and trumpeted hello.',
    ],
    leave: [
      '{Time}, {hero} and {family} waved goodbye to the animals.',
      '{Time}, {hero} and {family} walked back past the pink flamingos.',
    ],
    dreams: [
      'the tall giraffe',
      'the penguins diving for fish',
      'the yawning lion',
      'the elephants and their trunks',
      'the funny little monkey',
    ],
  },
  // The aquarium ('Zoe visits the aquarium', 'Sea life centre'): the glass tunnel with a shark overhead, the touch pool,
  // the jellyfish glowing in the dark, the penguins and the turtle; never the zoo's lions.
  aquarium: {
    words: ['aquarium', 'fish', 'tank', 'glass', 'shark', 'starfish', 'jellyfish', 'penguins', 'turtle', 'keeper'],
    titles: ['{name} Goes to the Aquarium', '{owner} Day at the Aquarium', '{name} and the Big Fish Tank'],
    hopes: [
      ['see a real shark', 0],
      ['touch a starfish', 1],
      ['see the glowing jellyfish', 2],
      ['watch the penguins dive', 3],
    ],
    arrive: [
      'Inside the aquarium, it was cool and blue. Fish of every colour swam past {hero}!',
      '{Hero} pressed {their} nose to the first big tank. A stripy fish looked right back at {them}!',
    ],
    fun: [
      'A glass tunnel went right under the big tank. A shark swam over {heroS} head!',
      'At the touch pool, {hero} dipped in one finger and stroked a starfish. It felt bumpy!',
      'In a dark room, jellyfish glowed pink and blue, like little umbrellas. "Ooh!" said {hero}.',
      'The penguins waddled down their rocks and dived in. Splash! They zoomed right past {hero}.',
      'A big green turtle paddled slowly by. It blinked at {hero}, as if to say hello.',
    ],
    troubles: [
      {
        event: '{Hero} looked up at the shark, and {their} hat fell off! "My hat, {family}!"',
        fix: 'A kind keeper found it by the tunnel door. "Is this yours?" she smiled.',
        needs: 0,
      },
      {
        event: 'Then a big crowd stood at the glass. "I can’t see the fish, {family}!" said {hero}.',
        fix: '{Family} found a little step for {hero} to stand on. Now {they} could see everything!',
      },
      {
        event: 'Then a bell rang for feeding time, far away! "Quick, {family}!" cried {hero}.',
        fix: 'They hurried back, hand in hand, just as the keeper tipped in the fish. Gulp, gulp!',
      },
    ],
    best: [
      'Best of all, a little orange clownfish peeped out of the wavy weed and wiggled.',
      'Best of all, an octopus waved at {hero} with all eight arms. {Hero} waved back!',
    ],
    leave: [
      // (Nothing of the tanks at home: bedtime is drawn in the bedroom, with no fish in it.)
      '{Time}, {hero} and {family} walked home, hand in hand.',
      '{Time}, {hero} and {family} stepped out of the cool blue aquarium and went home.',
    ],
    dreams: [
      'the shark in the tunnel',
      'the bumpy starfish',
      'the glowing jellyfish',
      'the zooming penguins',
      'the big green turtle',
      'the little clownfish',
      'the waving octopus',
    ],
  },
  // A swim with the family ('Going to the swimming pool', 'Mia goes swimming with Dad'): the changing room and the
  // armbands, the shallow end, the big splash, the slide, and a hot chocolate after. A lesson to swim is told apart.
  pool: {
    words: ['pool', 'swimming', 'water', 'armbands', 'splash', 'slide', 'goggles', 'shallow', 'swimsuit', 'lifeguard'],
    doing: /\bgo(?:es|ing)? (?:swimming|to the (?:swimming )?pool)\b/i,
    setOff: [
      '{Time}, {hero} and {family} packed a bag. They were going swimming!',
      '{Time}, {hero} and {family} set off for the pool. {Hero} had {their} towel!',
    ],
    loved: 'swimming',
    titles: ['{owner} Big Splash', '{name} Goes Swimming', '{owner} Day at the Pool'],
    hopes: [
      ['splash in the shallow end', 0],
      ['jump in with a big splash', 2],
      ['go down the twisty slide', 3],
    ],
    arrive: [
      'In the changing room, {hero} put on {their} swimsuit. {Family} blew up {their} armbands.',
      'The pool smelled clean. {Hero} put on {their} armbands and padded out.',
    ],
    fun: [
      '{Hero} climbed down the steps into the shallow end. "Ooh, it’s cold!" {they} said.',
      '{Hero} kicked {their} legs and blew bubbles. {Their} armbands kept {them} up, like a duck.',
      '"One, two, three, jump!" In jumped {hero}, with a big splash!',
      'Then {hero} went down the twisty slide. Whoosh! Splash! Into the pool {they} went.',
    ],
    troubles: [
      {
        event: 'Then water splashed in {heroS} eyes. It stung! "Ow, {family}!" said {hero}.',
        fix: '{Family} helped {hero} put on {their} goggles. Now {they} could see under the water!',
      },
      {
        event: 'Then {hero} ran by the side of the pool. Peep! The lifeguard blew her whistle.',
        fix: '"Walk, please, the pool is slippery!" she called. So {hero} walked, nice and slowly.',
      },
    ],
    best: [
      'Best of all, {hero} floated on {their} back in the pool, like a starfish.',
      'Best of all, {hero} let go of {familyS} hand and paddled to the wall!',
    ],
    leave: [
      '{Time}, {hero} and {family} had a hot chocolate. Then they went home.',
      '{Time}, warm and dry, {hero} sipped a hot chocolate. Yum!',
    ],
    dreams: ['the big splash', 'the twisty slide', 'the bubbles in the water', 'floating like a starfish', 'the hot chocolate'],
  },
  farm: {
    words: ['farm', 'farmer', 'lamb', 'lambs', 'eggs', 'pigs', 'tractor', 'pony', 'cow', 'chick', 'piglet'],
    hopes: [
      ['feed the lambs', 0],
      ['collect the eggs', 1],
      ['ride on the tractor', 3],
      ['see the pigs roll in the mud', 2],
      ['brush the ponies', 4],
      ['watch the cows being milked', 5],
    ],
    arrive: [
      'The farm smelled of hay, and a cockerel crowed, cock-a-doodle-doo!',
      'A sheepdog ran up to the gate, wagging its tail to say hello.',
    ],
    fun: [
      '{Hero} fed a hungry lamb milk from a bottle. It sucked so hard!',
      'In the hen house, {hero} found three warm brown eggs in the straw.',
      'The pigs rolled in the mud and grunted happily at {hero}.',
      '{Hero} rode on the trailer behind the big red tractor, bump, bump, bump.',
      '{Hero} brushed a pony’s soft mane, and it nuzzled {their} hand.',
      'In the milking shed, {hero} watched the cows in a long row. Swish, swish went the milk into the pail!',
    ],
    troubles: [
      {
        event: 'Then a piglet wriggled under the gate and ran off across the yard! "Come back!" called {hero}.',
        fix: '{Hero} and {family} shooed it gently back, and {hero} shut the gate tight.',
      },
      {
        event: 'Then {hero} stepped in a big squelchy puddle, and one boot got stuck! "Help, {family}!"',
        fix: '{Family} pulled, and out came the boot with a loud SQUELCH.',
      },
      {
        event: 'Then a cow mooed loudly right behind {hero}. MOO! {They} jumped!',
        fix: '{Hero} giggled, and gently stroked the cow’s warm, wet nose.',
      },
    ],
    best: [
      'Best of all, {hero} held a fluffy yellow chick in {their} hands. It cheeped!',
      'Best of all, {hero} sat up in the tractor and pressed the horn. Beep beep!',
    ],
    leave: [
      '{Time}, {hero} and {family} waved goodbye to the lambs.',
      '{Time}, {hero} and {family} took a box of fresh eggs home.',
    ],
    dreams: [
      'the hungry lamb',
      'the fluffy yellow chick',
      'the big red tractor',
      'the warm brown eggs',
      'the muddy pigs',
      'the pony’s soft mane',
      'the cows in the milking shed',
    ],
  },
  fair: {
    words: ['fair', 'carousel', 'rides', 'stall', 'candyfloss', 'coaster', 'wheel', 'balloon'],
    hopes: [
      ['ride on the carousel', 0],
      ['go in the bumper cars', 1],
      ['win a prize', 3],
    ],
    arrive: [
      'Music played, lights flashed, and the air smelled of sweet candyfloss.',
      'There were rides and stalls everywhere, all painted red and gold.',
    ],
    fun: [
      '{Hero} rode a painted horse on the carousel. Up and down it went, round and round.',
      'In the bumper cars, {hero} and {family} bumped and laughed. Bonk!',
      '{Hero} slid down the helter-skelter on a mat. Whoosh!',
      'At the hook-a-duck stall, {hero} hooked a yellow duck and won a prize!',
      '{Family} bought {hero} a cloud of pink candyfloss. It was so sticky!',
    ],
    troubles: [
      {
        event: 'Then {hero} was too small for the big roller coaster. "It’s not fair!" {they} sighed.',
        fix: '"Next year," said {family}. They rode the little dragon coaster instead. It was just as fun!',
      },
      {
        event: 'Then the wind tugged {heroS} balloon right out of {their} hand! "My balloon!" cried {hero}.',
        fix: 'The balloon seller tied a new balloon to {heroS} wrist, nice and tight.',
      },
    ],
    best: [
      'Best of all, they rode the big wheel. From the very top, {hero} could see the whole town!',
      'Best of all, {hero} won a big fluffy teddy at the hoopla stall.',
    ],
    leave: [
      '{Time}, the lights twinkled as {hero} and {family} walked home.',
      '{Time}, {hero} went home holding {familyS} hand, humming the carousel song.',
    ],
    dreams: [
      'the painted carousel horse',
      'the big wheel',
      'pink candyfloss',
      'the bumper cars',
      'the yellow duck',
      'the fluffy teddy',
    ],
  },
  // A visit to the library ('A trip to the library', 'Going to the library with Grandpa'): books chosen from the low
  // shelves, story time, a library card of one's own, the quiet voice, and a bag of books carried home.
  library: {
    words: ['library', 'books', 'book', 'librarian', 'story time', 'library card', 'shelves', 'whispered', 'quiet'],
    setOff: [
      '{Time}, {hero} put {their} old books in a bag. It was library day with {family}!',
      '{Time}, {hero} and {family} set off for the library with a book bag.',
      '{Time}, {family} took {hero} to the library. {Hero} skipped all the way there.',
    ],
    titles: ['{owner} Trip to the Library', '{name} Goes to the Library', 'A Bag Full of Books'],
    hopes: [
      ['choose a big pile of books', 0],
      ['hear a story at story time', 1],
      ['get a library card', 2],
    ],
    arrive: [
      'The library was bright and hushed, with books up to the ceiling. "Quiet voices," whispered {family}.',
      '{Hero} pushed open the big library door. Inside, it was quiet, and everyone spoke in whispers.',
    ],
    fun: [
      '{Hero} picked books from the low shelves. One about sharks, one about space, and one about a pig!',
      'At story time, {hero} sat on a big cushion. The librarian read a story and did all the voices.',
      'The librarian gave {hero} a library card of {their} very own. {Hero} wrote {their} name on it, very carefully.',
      'In the reading nook, {hero} and {family} shared a funny picture book. They giggled at every page.',
    ],
    troubles: [
      {
        event: 'Then {hero} laughed at a funny picture, very LOUDLY. "Shh!" said a man with a newspaper.',
        fix: '{Hero} giggled into {their} hands. "Oops," {they} whispered, in {their} very quietest voice.',
      },
      {
        event: 'Then {hero} wanted a book about dinosaurs, but it was on the very highest shelf.',
        fix: 'The librarian rolled the ladder over and reached it down. "Here you are," she whispered.',
      },
      {
        event: 'Then {heroS} pile of books grew so tall, it wobbled up to {their} nose!',
        fix: '"You can take ten books home," whispered {family}. {Hero} picked the ten very best.',
        needs: 0,
      },
    ],
    best: [
      'Best of all, the librarian let {hero} scan {their} own books. Beep, beep, beep!',
      'Best of all, {hero} got {their} very own library bag to carry the books in.',
    ],
    leave: [
      '{Time}, {hero} and {family} walked home with a bag full of books.',
      '{Time}, {hero} carried the books home, both arms hugging the pile.',
    ],
    dreams: ['the pile of new books', 'story time on the big cushion', 'the new library card', 'the tall shelves of books'],
  },
  museum: {
    words: ['museum', 'dinosaur', 'mummy', 'fossil', 'volcano', 'space', 'guard'],
    hopes: [
      ['see the dinosaur bones', 0],
      ['see a real mummy', 2],
      ['touch a rock from space', 3],
    ],
    arrive: [
      'The museum had tall pillars and a great big hall that echoed.',
      'In the hall stood a dinosaur skeleton, taller than a house!',
    ],
    fun: [
      '{Hero} stood under the giant dinosaur bones. "It’s so big!" {they} whispered.',
      '{Hero} pressed a button, and a model volcano rumbled and glowed red.',
      'In one room, there was a real mummy in a painted case.',
      '{Hero} touched a real rock from space. It was cold and heavy.',
      'In the dress-up corner, {hero} put on a knight’s helmet, clank!',
    ],
    troubles: [
      {
        event: 'Then {heroS} legs got so tired, {they} could not walk another step. "Carry me, {family}!"',
        fix: 'They sat on a bench and shared a snack. Soon {hero} was ready to go on.',
      },
      {
        event: 'Then a guard said, "Please do not touch!" {Hero} went pink and hid behind {family}.',
        fix: '"You can touch everything in the discovery room," said the guard kindly.',
      },
    ],
    best: [
      'Best of all, {hero} dug up a real fossil. It was a little shell made of stone.',
      'Best of all, {hero} sat in a real space capsule and pressed the buttons.',
      'Best of all, {hero} brushed the sand off a dinosaur bone in the dig pit.',
    ],
    leave: [
      '{Time}, {hero} and {family} waved goodbye to the dinosaur.',
      '{Time}, {hero} and {family} walked down the big museum steps.',
    ],
    dreams: [
      'the giant dinosaur bones',
      'the fossil shell',
      'the rock from space',
      'the rumbling volcano',
      'the mummy in its painted case',
      'the space capsule',
      'the dinosaur bone in the dig pit',
    ],
  },
  market: {
    words: ['market', 'stall', 'stalls', 'apples', 'basket', 'flowers', 'tulips', 'cheese', 'fish', 'oranges', 'coins'],
    hopes: [
      ['pick the reddest apples', 0],
      ['choose some flowers', 2],
      ['pay with real coins', 4],
    ],
    arrive: [
      'The market was full of stripy stalls, and people called out, "Fresh fruit! Lovely flowers!"',
      'The market smelled of warm bread and oranges, and everyone was busy.',
    ],
    fun: [
      '{Hero} picked the reddest apples and put them in the basket, one by one.',
      'The fish seller held up a big silver fish. "Fresh from the sea!" he called.',
      'At the flower stall, {hero} chose a bunch of yellow tulips.',
      'The cheese seller gave {hero} a tiny taste of cheese on a stick. Yum!',
      '{Hero} helped {family} count out the shiny coins to pay.',
    ],
    troubles: [
      {
        event: 'Then the paper bag split, and the oranges rolled everywhere! "Catch them!" cried {hero}.',
        fix: 'The stall sellers helped chase them. Soon every orange was back in a new bag.',
      },
      {
        event: 'Then it began to rain, and the stall roofs dripped. "We’re getting wet, {family}!"',
        fix: 'They stood under a big umbrella at the bread stall and shared a warm bun.',
      },
    ],
    best: [
      'Best of all, the baker gave {hero} a sticky bun, just for helping.',
      'Best of all, {hero} carried the full basket, all the way to the end of the market.',
    ],
    leave: [
      '{Time}, {hero} and {family} walked home with a full basket.',
      '{Time}, {hero} and {family} carried the shopping home, bags swinging.',
    ],
    dreams: [
      'the reddest apples',
      'the yellow tulips',
      'the tiny taste of cheese',
      'the big silver fish',
      'the shiny coins',
      'the sticky bun',
    ],
  },
  park: {
    words: ['park', 'ducks', 'duckling', 'swings', 'picnic', 'ball', 'pond', 'grass'],
    hopes: [
      ['feed the ducks', 0],
      ['go really high on the swings', 1],
      ['have a picnic', 3],
    ],
    arrive: [
      'The park was bright and green, and dogs chased balls across the grass.',
      'Ducks quacked on the pond, and the trees rustled in the breeze.',
    ],
    fun: [
      '{Hero} fed the ducks some peas. Quack, quack, they said, and paddled closer.',
      '{Family} pushed {hero} on the swings, higher and higher.',
      '{Hero} and {family} kicked a ball across the grass.',
      'They had a picnic under a big tree. There were sandwiches and juicy apples.',
      '{Hero} counted the conkers and pine cones {they} had found.',
    ],
    troubles: [
      {
        event: 'Then the ball rolled all the way into the pond! "Oh no, our ball!" cried {hero}.',
        needs: 2,
        fix: 'A friendly dog splashed in and brought it back, dripping wet.',
      },
      {
        event: 'Then big drops of rain began to fall! "Quick, {family}!" cried {hero}.',
        fix: 'They ran to the bandstand and ate their picnic there, dry and cosy.',
      },
    ],
    best: [
      'Best of all, {hero} rolled all the way down the grassy hill, giggling.',
      'Best of all, a little duckling followed {hero} along the pond.',
    ],
    leave: [
      '{Time}, {hero} and {family} walked home through the park gates.',
      '{Time}, {hero} and {family} waved goodbye to the ducks.',
    ],
    dreams: [
      'the ducks on the pond',
      'the swings going higher and higher',
      'the grassy hill',
      'the picnic under the tree',
      'the little duckling',
    ],
  },
};

/**
 * A storm at sea ('A storm at sea', 'Caught in a storm on Grandpa's boat'): out on a little fishing boat, the net
 * hauled in, the gulls, then the sky going black, the waves over the side, the lighthouse flashing the way home, and
 * the safe harbour, with hot soup after. Never a lesson on the weather, nor a quest with a stock storm.
 */
export const STORM_AT_SEA: DayOut = {
  words: ['boat', 'sea', 'storm', 'waves', 'wind', 'lighthouse', 'harbour', 'net', 'fish', 'rain', 'gulls'],
  with: ['Grandpa', 'Grandma', 'Dad'],
  setOff: [
    '{Time}, {hero} went out on {familyS} little fishing boat. Chug, chug, out of the harbour!',
    '{Time}, {hero} and {family} set off to catch fish. The little red boat bobbed out to sea.',
  ],
  loved: 'the sea',
  titles: ['{name} and the Storm at Sea', 'The Little Boat in the Storm', '{name} and the Big Waves'],
  inOrder: true,
  hopes: [
    ['catch a big fish', 0],
    ['see the seals on the rocks', 1],
    ['sail far out to sea', 2],
  ],
  arrive: [
    '{Hero} put on {their} orange life jacket. {Family} started the engine, putt, putt, putt.',
    'The sea was calm and blue. {Hero} waved to the red and white lighthouse as they passed.',
  ],
  fun: [
    '{Family} let {hero} pull up the net. Up it came, full of wriggly silver fish!',
    'Two grey seals lay on the rocks. They flapped their flippers at {hero}!',
    'Soon {hero} could see only water, all around. The lighthouse looked tiny, far away.',
  ],
  troubles: [
    {
      event: 'Then the sky went black, and the wind howled. Big waves splashed over {hero} and {family}!',
      fix: '{Family} steered through the waves. Then, flash! There was the lighthouse, showing the way home.',
    },
    {
      event: 'Then thunder rumbled, and rain poured down. Up and down they went! {Hero} held on to {family}.',
      fix: '{Family} steered towards the lighthouse. Flash, flash, went its light through the rain.',
    },
  ],
  best: [
    'Best of all, they chugged into the safe harbour at last. Everyone on the quay cheered!',
    'Best of all, {hero} helped tie up the boat in the safe harbour. Safe and sound!',
  ],
  leave: [
    '{Time}, back home, {hero} and {family} ate hot soup by the fire.',
    '{Time}, back home, {hero} sat by the fire with a mug of hot soup.',
  ],
  dreams: [
    'the big grey waves',
    'the flashing lighthouse',
    'the wriggly silver fish',
    'the seals on the rocks',
    'the safe harbour',
  ],
};

/**
 * A boat trip to see the dolphins ('Tom swims with dolphins', 'Going to see the dolphins'): out past the lighthouse,
 * grey fins in the waves, the dolphins jumping, their clicks and whistles, a swim beside them, and the boat home.
 */
const DOLPHIN_TRIP: DayOut = {
  words: ['dolphins', 'dolphin', 'boat', 'sea', 'waves', 'splash', 'fin', 'fins', 'clicks', 'whistle'],
  setOff: [
    '{Time}, {hero} and {family} went on a boat trip to see the dolphins!',
    '{Time}, {hero} and {family} climbed into a little boat. They were off to find dolphins!',
  ],
  loved: 'dolphins',
  titles: ['{name} Swims with Dolphins', '{owner} Dolphin Day', '{name} and the Jumping Dolphins'],
  inOrder: true,
  hopes: [
    ['see a dolphin jump', 0],
    ['hear the dolphins talk', 1],
    ['swim with the dolphins', 2],
  ],
  arrive: [
    '{Hero} put on {their} life jacket. The boat bobbed out of the harbour, past the lighthouse.',
    'The boat chugged out to sea. {Hero} looked and looked at the waves.',
  ],
  fun: [
    'Then, whoosh! A grey fin popped up. Dolphins were jumping over the waves, right by {hero}!',
    '{Hero} leaned over the side. Click, click, whistle! The dolphins were talking to each other!',
    '{Hero} put on a mask and slid into the water with {family}. A dolphin swam right past!',
  ],
  troubles: [
    {
      event: 'Then the dolphins dived deep, and they were gone. "Come back!" called {hero}.',
      fix: '"Let’s wait quietly," said {family}. Soon, splash! Up they came, all round the boat.',
    },
    {
      event: 'Then the sea got bumpy, and {hero} felt wobbly. "Oh, {family}," {they} said.',
      fix: '"Look far away, at the lighthouse," said {family}. Soon {hero} felt much better.',
    },
  ],
  best: [
    'Best of all, a baby dolphin leapt right beside its mum. Splash! {Hero} got wet and laughed!',
    'Best of all, a dolphin swam up to the boat and looked right at {hero}. It smiled!',
  ],
  leave: [
    '{Time}, the boat chugged back to the harbour. {Hero} was wet, tired and happy.',
    '{Time}, {hero} and {family} sailed home, past the lighthouse.',
  ],
  dreams: [
    'the jumping dolphins',
    'the clicks and whistles',
    'the baby dolphin',
    'the grey fins in the waves',
    'the dolphin’s smile',
  ],
};

/**
 * A boat trip to see the whales ('Lily sees a whale from the boat', 'Going whale watching'): far out on the deep sea, a
 * huge grey back, the spout of its breath, its tail lifted high, and the boat home. Never a whale who is a friend along.
 */
const WHALE_TRIP: DayOut = {
  words: ['whale', 'whales', 'boat', 'sea', 'waves', 'tail', 'spout', 'splash'],
  setOff: [
    '{Time}, {hero} and {family} went on a boat trip to look for whales!',
    '{Time}, {hero} and {family} climbed aboard the whale-watching boat. Would they see a whale?',
  ],
  loved: 'whales',
  titles: ['{name} Sees a Whale', '{owner} Whale Day', '{name} and the Giant Whale'],
  inOrder: true,
  hopes: [
    ['see a whale', 0],
    ['see a whale blow a spout', 1],
    ['see a whale wave its tail', 2],
  ],
  arrive: [
    'The boat chugged far out to sea, where the water was deep and dark blue.',
    '{Hero} held the rail tight and looked out over the big, wide sea.',
  ],
  fun: [
    'Then, far away, {hero} saw a huge grey back rise out of the water. A whale!',
    'Whoosh! A spout of water shot up high. "The whale is breathing out!" said {family}.',
    'The whale lifted its giant tail high, and {hero} gasped. Then, splash! Down it went.',
  ],
  troubles: [
    {
      event: 'Then the whale dived deep, and the sea was empty. {Hero} waited and waited.',
      fix: '"Whales can hold their breath for a long time," said {family}. Then, whoosh! Up it came.',
    },
    {
      event: 'Then a sea mist rolled in, and {hero} could not see a thing. "Where is the whale?"',
      fix: 'Slowly, the mist lifted. And there was the whale, close by the boat!',
    },
  ],
  best: [
    'Best of all, a baby whale swam up beside its mum. It was as big as a bus!',
    'Best of all, the whale waved one long flipper, as if to say hello. {Hero} waved back!',
  ],
  leave: [
    '{Time}, the boat chugged back to the harbour. {Hero} could not stop talking about the whale.',
    '{Time}, {hero} and {family} sailed home as the sun went down.',
  ],
  dreams: ['the giant grey whale', 'the whale’s big tail', 'the spout of water', 'the baby whale', 'the deep blue sea'],
};

/** The boat trips out to creatures of the sea, by what they go to see. */
export const SEA_TRIPS = { dolphin: DOLPHIN_TRIP, whale: WHALE_TRIP } as const;
