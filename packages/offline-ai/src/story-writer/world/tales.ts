/**
 * Old tales a parent asks for by name ('The three little pigs', 'Goldilocks and the three bears', 'The boy who cried
 * wolf'): retold in six paragraphs as the tale goes, gently for ages 4-8 (the wolf runs away; nobody is eaten), each
 * paragraph in one of two wordings chosen by the seed. A tale whose hero has no name of its own (the youngest pig, the
 * shepherd boy, the tortoise) gets one from the story; a tale's own name is kept (Goldilocks, Jack).
 * Slots: the hero's ({hero}, {Hero}, {heroS}, {they}, {They}, {their}, {them}, {was}).
 */
import type { Pronoun, SettingId } from '../../language/index.js';

export interface Tale {
  id: string;
  /** The tale named in an idea. */
  said: RegExp;
  /** The hero's kind word, and the name and pronoun the tale gives them. */
  hero: { kind: string; name?: string; pronoun?: Pronoun; called?: string };
  setting: SettingId;
  /** What the hero wants, as a goal phrase ('build a strong house'). */
  wish: string;
  /** The tale's own title, and one of the hero's. */
  titles: readonly string[];
  /** Words of the tale: a paragraph that says one keeps to it. */
  words: readonly string[];
  /** Six paragraphs, each in its wordings. */
  beats: readonly (readonly string[])[];
}

export const TALES: readonly Tale[] = [
  {
    id: 'pigs',
    said: /\bthree little pigs\b/i,
    hero: { kind: 'pig' },
    setting: 'meadow',
    wish: 'build a strong house',
    titles: ['The Three Little Pigs', '{Hero} and the Big Bad Wolf'],
    words: ['house', 'wolf', 'straw', 'sticks', 'bricks', 'pig', 'pigs'],
    beats: [
      [
        'Once upon a time, there were three little pigs. {Hero} was the youngest. One day, they set off to build houses of their own.',
        'Three little pigs lived with their mum. {Hero} was the smallest pig of all. "Time to build your own houses," said Mum.',
      ],
      [
        'The first pig built a house of straw. It was quick and easy! The second pig built a house of sticks. {Hero} shook {their} head.',
        'The first pig made a house of straw in no time. The second pig made a house of sticks. "Come and play, {hero}!" they called.',
      ],
      [
        '{Hero} built a house of bricks, one by one. It took all day. "Come and play!" called the others. "Not yet," said {hero}.',
        '{Hero} chose bricks. Brick by brick, the house grew strong. {HeroS} legs ached, but {they} kept on building.',
      ],
      [
        'Along came the big bad wolf. He huffed and puffed and blew the straw house down! Then he blew down the stick house too. {Hero} saw it all.',
        'Then the big bad wolf came by. He huffed and he puffed, and the straw house fell down. Next, the stick house fell too! "Quick, to {heroS} house!"',
      ],
      [
        'The two pigs ran to {heroS} brick house. The wolf huffed and puffed, and puffed and huffed. But the house did not move!',
        'The two pigs ran to {hero}, squealing. The wolf puffed until his face went red. The brick house stood strong.',
      ],
      [
        'The wolf tried the chimney, but he slid into a pot of cold water. SPLASH! Off he ran, and never came back.',
        'At last the wolf gave up and ran off into the woods. The three pigs danced. "Bricks take longer, but they are strong!" said {hero}.',
      ],
    ],
  },
  {
    id: 'goldilocks',
    said: /\bgoldilocks\b/i,
    hero: { kind: 'girl', name: 'Goldilocks', pronoun: 'she' },
    setting: 'forest',
    wish: 'find the bears’ house',
    titles: ['Goldilocks and the Three Bears', 'Goldilocks in the Woods'],
    words: ['bear', 'bears', 'porridge', 'chair', 'bed', 'cottage'],
    beats: [
      [
        'Once upon a time, three bears lived in a cottage in the woods. Not far away lived a girl called Goldilocks.',
        'Deep in the woods lived three bears: Daddy Bear, Mummy Bear and Baby Bear. A girl called Goldilocks lived nearby.',
      ],
      [
        'One morning, the porridge was too hot, so the bears went for a walk. Along came Goldilocks. She peeped in.',
        'The bears went for a walk while their porridge cooled. Soon Goldilocks found the cottage. The door was open.',
      ],
      [
        'Goldilocks tried the porridge. Daddy Bear’s was too hot. Mummy Bear’s was too cold. Baby Bear’s was just right, and she ate it all up!',
        'Three bowls sat on the table. Goldilocks tried them all. The little one was just right. Gulp!',
      ],
      [
        'Next Goldilocks tried the chairs. Baby Bear’s little chair was just right, until CRACK! It broke into pieces.',
        'Goldilocks sat in the little chair. It was just right, but then it broke with a CRACK! She went upstairs, yawning.',
      ],
      [
        'Upstairs Goldilocks tried the beds. The little bed was just right, and she fell fast asleep. Then the bears came home.',
        'The little bed was just right. Goldilocks was soon snoring. Just then, the three bears came home from their walk.',
      ],
      [
        '"Someone has eaten my porridge!" cried Baby Bear. Goldilocks woke up, jumped out of the window and ran all the way home.',
        '"Someone is in my bed!" squeaked Baby Bear. Goldilocks woke with a jump. "Sorry!" she cried, and ran home. She never went there again.',
      ],
    ],
  },
  {
    id: 'red-riding-hood',
    said: /\b(?:little )?red riding hood\b/i,
    hero: { kind: 'girl', name: 'Little Red Riding Hood', pronoun: 'she' },
    setting: 'forest',
    wish: 'take the basket to Grandma',
    titles: ['Little Red Riding Hood', 'Little Red Riding Hood and the Wolf'],
    words: ['grandma', 'wolf', 'basket', 'woods', 'cottage', 'path'],
    beats: [
      [
        'Once upon a time, a girl wore a red cape with a hood. Everyone called her Little Red Riding Hood.',
        'There was once a girl with a bright red cape. She loved it so much that everyone called her Little Red Riding Hood.',
      ],
      [
        'One day, Mum packed a basket of cakes. "Take this to Grandma, and stay on the path," she said.',
        '"Grandma is poorly," said Mum. "Take her this basket. Stay on the path in the woods!" Off went Little Red Riding Hood.',
      ],
      [
        'In the woods she met a wolf. "Pick some flowers for Grandma," he said, with a sly smile. Then he ran ahead.',
        'A wolf stepped out from the trees. "Where are you going, little girl?" he asked. Then he raced off to Grandma’s cottage.',
      ],
      [
        'The wolf locked Grandma in the cupboard. He put on her nightcap and jumped into her bed.',
        'The wolf shut Grandma in the wardrobe. Then he put on her glasses and her frilly nightcap, and climbed into bed.',
      ],
      [
        '"Grandma, what big eyes you have!" said Little Red Riding Hood. "All the better to see you with," said the wolf.',
        '"Grandma, what big teeth you have!" she said. "All the better to eat you with!" cried the wolf. He jumped out of bed!',
      ],
      [
        'Little Red Riding Hood screamed. A woodcutter heard and ran in. The wolf ran off and never came back. Grandma was safe!',
        'A woodcutter came running and chased the wolf far away. They let Grandma out, and shared the cakes. "I will stay on the path," said Little Red Riding Hood.',
      ],
    ],
  },
  {
    id: 'cried-wolf',
    said: /\b(?:boy|girl|child|shepherd) who cried wolf\b|\bcried wolf\b/i,
    hero: { kind: 'boy', pronoun: 'he' },
    setting: 'meadow',
    wish: 'tell the truth',
    titles: ['The Boy Who Cried Wolf', '{Hero} Tells the Truth'],
    words: ['wolf', 'sheep', 'village', 'truth', 'hill'],
    beats: [
      [
        'Once upon a time, a boy called {hero} looked after the sheep on a hill. It was a very boring job.',
        '{Hero} was a shepherd boy. Every day he sat on the hill with the sheep. Nothing ever happened.',
      ],
      [
        'One day {hero} had an idea. "Wolf! Wolf!" he shouted. The people of the village ran up the hill. But there was no wolf.',
        '"Help! A wolf!" shouted {hero}. Everyone in the village dropped their work and ran to help. {Hero} laughed. "Tricked you!"',
      ],
      [
        'The next day, {hero} did it again. "Wolf! Wolf!" The people ran up the hill, puffing. There was still no wolf. They were cross.',
        'The next day he shouted again. Up ran the villagers, all out of breath. "There is no wolf!" they said crossly.',
      ],
      [
        'Then one evening, a real wolf crept out of the trees. Its eyes shone. The sheep began to baa.',
        'Then, one evening, a real wolf came. It crept towards the sheep, closer and closer.',
      ],
      [
        '"Wolf! Wolf!" shouted {hero}, as loud as he could. But nobody came. "He is only tricking us," they said.',
        '"Wolf! Please help!" cried {hero}. In the village, people shook their heads. Nobody believed him this time.',
      ],
      [
        'The wolf chased the sheep away into the hills. {Hero} cried. "I will always tell the truth now," he said. And he did.',
        '{Hero} had to find the sheep all by himself, one by one. From that day, {hero} always told the truth.',
      ],
    ],
  },
  {
    id: 'tortoise-hare',
    said: /\b(?:tortoise and the hare|hare and the tortoise)\b/i,
    hero: { kind: 'tortoise' },
    setting: 'meadow',
    wish: 'win the race',
    titles: ['The Tortoise and the Hare', 'Slow and Steady'],
    words: ['hare', 'race', 'finish', 'slow', 'fast'],
    beats: [
      [
        'Once upon a time, a hare loved to show off. "I am the fastest!" he said. "Look at {hero} the tortoise. So slow!"',
        'Hare was very fast, and very proud. He laughed at {hero} the tortoise. "You are the slowest animal in the meadow!"',
      ],
      [
        '"Let’s have a race," said {hero} quietly. All the animals gasped. Hare laughed so much he fell over.',
        '{Hero} looked up. "I will race you," {they} said. Hare giggled. "A race? With you? This will be easy!"',
      ],
      [
        'Owl said, "Ready, steady, GO!" Hare zoomed off in a cloud of dust. {Hero} took one slow step, then another.',
        '"GO!" hooted Owl. Hare shot off like a rocket. {Hero} plodded along, step by step.',
      ],
      [
        'Hare was so far ahead that he sat under a tree. "I have time for a nap," he yawned. Soon he was fast asleep.',
        'Halfway there, Hare looked back. No tortoise in sight! He lay down in the shade and began to snore.',
      ],
      [
        '{Hero} plodded on and on. {They} passed the sleeping hare, very quietly. Slow and steady, {they} never stopped.',
        'Step by step, {hero} walked past the snoring hare. The finish line was close now. {They} kept going.',
      ],
      [
        'Hare woke up and ran as fast as he could. Too late! {Hero} crossed the line first. "Slow and steady wins the race," said Owl.',
        'The animals cheered as {hero} crossed the finish line. Hare puffed up, much too late. "Well done," he said, and he meant it.',
      ],
    ],
  },
  {
    id: 'ugly-duckling',
    said: /\bugly duckling\b/i,
    // (A swan all along, but a duckling to everyone, and to the story, until the end.)
    hero: { kind: 'duck', called: 'duckling' },
    setting: 'pond',
    wish: 'find where he belongs',
    titles: ['The Ugly Duckling', '{Hero} the Swan'],
    words: ['duckling', 'ducklings', 'swan', 'swans', 'pond', 'egg'],
    beats: [
      [
        'Once upon a time, Mother Duck sat on her eggs. Crack, crack! Out came fluffy yellow ducklings. But one egg was big and grey.',
        'By the pond, five eggs hatched into yellow ducklings. The last egg was the biggest. Out came a big grey duckling called {hero}.',
      ],
      [
        '{Hero} was grey and gangly. "What an ugly duckling!" said the other ducks. Nobody wanted to play with {them}.',
        'The other ducklings laughed at {hero}. "You are too big and too grey!" they said. {Hero} swam away alone.',
      ],
      [
        '{Hero} went far away. {They} tried to make friends with a hen and a cat. "You can’t lay eggs or purr," they said.',
        '{Hero} left the pond. A farm hen pecked at {them}. A cat hissed. Nobody wanted an ugly duckling.',
      ],
      [
        'Winter came. The pond froze, and {hero} was cold and lonely. {They} hid in the reeds until spring.',
        'The long, cold winter came. {Hero} shivered in the reeds, all alone. {They} wished for spring.',
      ],
      [
        'At last the sun came back. {Hero} saw beautiful white swans on the lake. {They} looked down at the water.',
        'In spring, {hero} spread {their} wings. They were big and strong! {They} flew to a lake where white swans swam.',
      ],
      [
        'In the water was a swan, white and graceful. It was {hero}! {They} had been a swan all along. The swans swam over. "Come and join us!"',
        '{Hero} looked into the water. A beautiful swan looked back. "You are one of us!" said the swans. {Hero} had never been so happy.',
      ],
    ],
  },
  {
    id: 'beanstalk',
    said: /\bjack and the beanstalk\b|\bbeanstalk\b/i,
    hero: { kind: 'boy', name: 'Jack', pronoun: 'he' },
    setting: 'farm',
    wish: 'climb the beanstalk',
    titles: ['Jack and the Beanstalk', 'Jack and the Giant'],
    words: ['beanstalk', 'beans', 'giant', 'castle', 'hen', 'cow'],
    beats: [
      [
        'Once upon a time, Jack lived with his mum on a little farm. They were very poor. "Sell our cow," said Mum.',
        'Jack and his mum had no money left, only an old cow. "Take her to market," said Mum. Off went Jack.',
      ],
      [
        'On the way, a man gave Jack five magic beans for the cow. Mum was cross! She threw the beans out of the window.',
        'Jack swapped the cow for five magic beans. "Beans?" cried Mum, and threw them outside. Jack went to bed hungry.',
      ],
      [
        'In the morning, a huge beanstalk stood outside. It went up and up, into the clouds! Jack began to climb.',
        'Overnight, the beans grew into a giant beanstalk. Its top was lost in the clouds. Up, up, up climbed Jack.',
      ],
      [
        'At the top was a castle. Inside lived a giant! "Fee, fi, fo, fum!" he roared. Jack hid in a cupboard.',
        'Above the clouds stood a giant’s castle. THUMP, THUMP went the giant’s feet. Jack hid behind a great big jug.',
      ],
      [
        'The giant had a hen that laid golden eggs. When he fell asleep, Jack took the hen and ran.',
        'The giant counted his golden eggs and began to snore. Jack picked up the little hen that laid them, and tiptoed out.',
      ],
      [
        'Down the beanstalk came Jack, fast as he could. The giant came after him! Mum chopped the beanstalk, and the giant ran home. Jack and Mum were never poor again.',
        'Jack slid down the beanstalk. "Quick, Mum, the axe!" Chop, chop! The beanstalk fell, and the giant climbed back up just in time. The hen laid a golden egg every day.',
      ],
    ],
  },
  {
    id: 'red-hen',
    said: /\blittle red hen\b/i,
    hero: { kind: 'hen', name: 'Little Red Hen', pronoun: 'she' },
    setting: 'farm',
    wish: 'bake the bread',
    titles: ['The Little Red Hen', 'Little Red Hen Bakes Bread'],
    words: ['wheat', 'bread', 'flour', 'cat', 'dog', 'duck'],
    beats: [
      [
        'Once upon a time, Little Red Hen found some grains of wheat. "Who will help me plant them?" she asked.',
        'Little Red Hen lived on a farm with a cat, a dog and a duck. One day she found some wheat seeds.',
      ],
      [
        '"Not I," said the cat. "Not I," said the dog. "Not I," said the duck. "Then I will plant it myself," said Little Red Hen.',
        'She asked the others to help her plant the seeds. "Not me!" said the cat, the dog and the duck. So she did it herself.',
      ],
      [
        'The wheat grew tall and golden. "Who will help me cut it?" "Not I," said the cat, the dog and the duck.',
        'The sun shone and the wheat grew tall. Nobody helped cut it. Little Red Hen cut it all by herself.',
      ],
      [
        'She took the wheat to the mill to make flour. "Who will help me carry it?" Nobody did. She carried it alone.',
        'At the mill, the wheat was ground into soft white flour. Little Red Hen carried the heavy bag home by herself.',
      ],
      [
        '"Who will help me bake the bread?" "Not I," said everyone. So Little Red Hen baked it. What a lovely smell!',
        'She mixed the flour and baked a golden loaf. The smell drifted all over the farm. Sniff, sniff!',
      ],
      [
        '"Who will help me eat the bread?" "I will!" said the cat, the dog and the duck. "No," said Little Red Hen. "I did the work."',
        'Now everyone wanted to help! "You did not help me make it," said Little Red Hen. So she and her chicks ate it all up.',
      ],
    ],
  },
  {
    id: 'gingerbread',
    // ('The gingerbread man', 'A gingerbread man runs away': the tale; one baked or made by a child is a making.)
    said: /^(?!.*\b(?:bake[sd]?|baking|makes?|making|made|decorat\w*|ices?|iced|icing)\b).*\bgingerbread (?:man|boy)\b/i,
    hero: { kind: 'gingerbread man', name: 'Gingerbread Man', pronoun: 'he' },
    setting: 'river',
    wish: 'run away',
    titles: ['The Gingerbread Man', 'The Gingerbread Man and the Fox'],
    words: ['gingerbread', 'fox', 'river', 'oven', 'catch', 'crunchy'],
    beats: [
      [
        'Once upon a time, a little old woman baked a gingerbread man. She gave him currant eyes and a cherry smile.',
        'A little old woman and a little old man lived in a cottage. One day, she baked a gingerbread man for tea.',
      ],
      [
        'She opened the oven, and up jumped the Gingerbread Man! He ran out of the door. "Come back!" she cried.',
        'The oven door opened, and out hopped the Gingerbread Man. Off he ran, out of the cottage and down the lane!',
      ],
      [
        'The old woman and the old man ran after him. "Run, run, as fast as you can!" he sang. "You can’t catch me, I’m the Gingerbread Man!"',
        'He ran past a cow and a horse. They ran after him too, but nobody could catch him. "You can’t catch me!" he laughed.',
      ],
      [
        'Then he came to a wide river. He could not swim! A fox sat on the bank. "Hop on my back," said the fox. "I will take you across."',
        'Soon a deep river stopped him. Gingerbread goes soggy in water! "Jump on my tail," said a sly fox. "I can swim."',
      ],
      [
        'Halfway over, the fox said, "Hop onto my nose, and you will stay dry." Then he took a tiny nibble. CRUNCH! "Ow!" said the fox. "You are much too crunchy!"',
        'The water got deeper, so the Gingerbread Man climbed up to the fox’s nose. The fox took a tiny nibble. "Ow, my teeth! You are far too crunchy," he said.',
      ],
      [
        'On the far bank, the fox laughed. "Let’s be friends instead," he said. The Gingerbread Man took the fox home. The old woman made soup for everyone.',
        'The fox carried him safely to the other side. "Thank you, friend," said the Gingerbread Man. From that day on, they ran races together every morning.',
      ],
    ],
  },
  {
    id: 'pancake',
    // ('The runaway pancake', 'The pancake that ran away': the old tale; pancakes made by a child are a making.)
    said: /\brunaway pancake\b|\bpancake (?:that |who |which )?(?:ran|runs|rolled|rolls) (?:away|off)\b/i,
    hero: { kind: 'pancake', name: 'Pancake', pronoun: 'it' },
    setting: 'farm',
    wish: 'run away',
    titles: ['The Runaway Pancake', 'The Pancake That Rolled Away'],
    words: ['pancake', 'pan', 'pig', 'stream', 'rolled', 'catch', 'hungry'],
    beats: [
      [
        'Once upon a time, a mother had seven hungry children. She made a big, fat pancake in the pan. "Please may we eat it now?" asked the children.',
        'In a little house lived a mother and seven hungry children. One morning, she made a round, golden pancake. Sizzle, sizzle, went the pan!',
      ],
      [
        'The pancake heard them and got a fright. Flip! It jumped out of the pan and rolled out of the door. "Come back!" cried the mother.',
        'Before anyone could eat it, the pancake flipped right out of the pan! Roll, roll, it went, out of the door and down the road.',
      ],
      [
        'The mother and the seven children ran after it. But the pancake rolled faster and faster. "You can’t catch me!" it laughed.',
        'The pancake rolled past a hen and a duck. "Stop, pancake!" they clucked and quacked, and ran after it. But nobody could catch it.',
      ],
      [
        'At last the pancake rolled up to a stream. It could not swim! A big pig sat on the bank. "Hop onto my snout," said the pig. "I will carry you over."',
        'Soon the pancake rolled down to a stream. A pancake goes soggy in water! "Jump on my nose," grunted a big pig. "I can swim."',
      ],
      [
        'The pancake was just about to hop on. Then it saw the pig’s big, hungry mouth. "No, thank you!" it said, and rolled away up the hill.',
        'The pancake hopped onto the pig’s snout. Snap! The pig’s mouth shut. But the pancake had flipped high into the air, over to the far bank.',
      ],
      [
        'The pancake rolled round and round, all the way home. It flopped onto the table, tired and dusty. Then the mother made a tall stack of new pancakes for everyone.',
        'The pancake rolled into a sunny meadow. It lay down in the warm grass to rest. The pig and the children waved, and they all went home for tea.',
      ],
    ],
  },
  {
    id: 'noahs-ark',
    // ("Noah's ark", 'The animals go into the ark two by two'.)
    said: /\bnoah(?:['’]s)? ark\b|\bnoah and the (?:ark|flood)\b|\bark\b.*\btwo by two\b|\btwo by two\b.*\bark\b/i,
    hero: { kind: 'farmer', name: 'Noah', pronoun: 'he', called: 'man' },
    setting: 'sea',
    wish: 'build the ark',
    titles: ['Noah’s Ark', 'Two by Two'],
    words: ['ark', 'rain', 'dove', 'rainbow', 'animals', 'olive'],
    beats: [
      [
        'Once upon a time, there was a kind old man called Noah. One day, he looked at the dark sky. "A very big rain is coming," he said.',
        'Long ago, a kind old man called Noah lived with his family. "A great flood is coming," he said. "We must build a boat."',
      ],
      [
        'Noah and his family built a huge wooden boat called an ark. Bang, bang, went the hammers, day after day.',
        'Noah’s family sawed and hammered for many days. At last the ark was ready. It was as long as a whole street!',
      ],
      [
        'Then the animals came, two by two. Two elephants, two giraffes, two lions and two tiny mice. In they went!',
        'Along came the animals, two by two. Two zebras trotted up the ramp, then two kangaroos hopped in. The ark was full of squeaks and roars.',
      ],
      [
        'Then the rain began. It rained for forty days and forty nights! The water rose, and the ark floated away.',
        'Down came the rain, day after day. Soon there was water everywhere. The ark bobbed along. Inside, everyone was safe and dry.',
      ],
      [
        'At last the rain stopped. Noah sent out a dove. She came back with a green olive leaf in her beak. Land was near!',
        'One day, the sun came out. Noah let a white dove fly off. Later she flew back with an olive leaf. "There is dry land!" said Noah.',
      ],
      [
        'The ark came to rest on a mountain. Out came the animals, two by two. Then a rainbow shone across the sky.',
        'The animals ran out onto the dry green land. Over them all stretched a beautiful rainbow. Everyone cheered, from the elephants to the mice.',
      ],
    ],
  },
  {
    id: 'lion-mouse',
    // ('The lion and the mouse'.)
    said: /\blion and the (?:little |tiny )?mouse\b|\bmouse and the lion\b/i,
    hero: { kind: 'mouse' },
    setting: 'savanna',
    wish: 'help the lion',
    titles: ['The Lion and the Mouse', '{Hero} and the Lion'],
    words: ['lion', 'mouse', 'net', 'ropes', 'paw', 'friend', 'roar'],
    beats: [
      [
        'Once upon a time, a tiny mouse called {hero} lived on the savanna. One day, a big lion lay asleep in the sun. {Hero} ran over his paw.',
        'A tiny mouse called {hero} lived on the grassy savanna. One hot day, a great lion lay asleep under a tree. {Hero} ran right over his nose!',
      ],
      [
        'The lion woke up and caught {hero} by the tail. "Please let me go!" squeaked the mouse. "One day I will help you."',
        'Up jumped the lion, and his big paw came down on {hero}. "Let me go, and I will help you one day," squeaked the mouse.',
      ],
      [
        'The lion laughed a great big laugh. "How can a tiny mouse help a lion?" But he lifted his paw, and {hero} ran home.',
        'The lion laughed so hard that his mane shook. "You? Help me?" Still, he let {hero} go, and off {they} ran.',
      ],
      [
        'A few days later, the lion walked into a hunter’s net. The ropes held him tight. He roared, but he could not get out.',
        'One day, the lion got caught in a big rope net. He pulled and tugged, but the net held fast. "ROAR!" he cried.',
      ],
      [
        '{Hero} heard the roar and came running. Nibble, nibble! {They} chewed through the ropes, one by one.',
        '"I know that roar!" said {hero}. {They} ran to the net and chewed the ropes with sharp little teeth. Snip, snap!',
      ],
      [
        'Soon the lion was free! "Thank you, little friend," he said. From then on, the lion and the mouse were the best of friends.',
        'The net fell open, and out stepped the lion. "You were right," he said to {hero}. "Little friends can be a big help."',
      ],
    ],
  },
  {
    id: 'ant-grasshopper',
    // ('The ant and the grasshopper'.)
    said: /\bants? and the grasshopper\b|\bgrasshopper and the ants?\b/i,
    hero: { kind: 'ant' },
    setting: 'meadow',
    wish: 'store food for winter',
    titles: ['The Ant and the Grasshopper', '{Hero} and the Grasshopper'],
    words: ['ant', 'ants', 'grasshopper', 'winter', 'food', 'seeds', 'summer', 'fiddle'],
    beats: [
      [
        'It was a hot summer day in the meadow. {Hero} the ant was busy. {They} carried a seed home, then another.',
        'All summer long, {hero} the little ant worked hard. Up and down the meadow {they} went, with seeds and grain.',
      ],
      [
        'A grasshopper sat on a leaf, playing his fiddle. "Why work so hard?" he sang. "Come and play with me!"',
        'Nearby, a grasshopper hopped and sang all day. "It is summer!" he laughed. "Time for songs, not work."',
      ],
      [
        '"Winter is coming," said {hero}. "Then there will be no food. We must save some now." The grasshopper just played on.',
        '"You should store some food for winter," said {hero}. But the grasshopper only yawned. "Winter is a long way off!"',
      ],
      [
        'Then the leaves fell, and the cold wind blew. Snow covered the meadow. The grasshopper could not find a single seed.',
        'Soon it was winter. Snow lay deep on the meadow. The grasshopper was cold, and very hungry.',
      ],
      [
        'Knock, knock! The grasshopper came to the ants’ door. "Please, may I have a little food?" he asked, shivering.',
        'Shivering, the grasshopper knocked at the ants’ nest. "I have no food," he said sadly. "I should have listened."',
      ],
      [
        '{Hero} opened the door. "Come in and get warm," said the ant. The grasshopper played his fiddle, and the ants danced all winter long.',
        '{Hero} shared the seeds with him. "Next summer, I will work and play," said the grasshopper. That night, he played a song for all the ants.',
      ],
    ],
  },
  {
    id: 'town-country-mouse',
    // ('The town mouse and the country mouse', 'The city mouse and the country mouse'.)
    said: /\b(?:town|city) mouse\b.*\bcountry mouse\b|\bcountry mouse\b.*\b(?:town|city) mouse\b/i,
    hero: { kind: 'mouse' },
    setting: 'meadow',
    wish: 'visit the town',
    titles: ['The Town Mouse and the Country Mouse', '{Hero} Goes to Town'],
    words: ['mouse', 'mice', 'town', 'country', 'cheese', 'cat', 'home', 'cousin'],
    beats: [
      [
        '{Hero} was a country mouse. {They} lived under a hedge in a field. {They} ate seeds and berries.',
        'Once upon a time, {hero} the country mouse lived in a field. {HeroS} home was small, but snug and quiet.',
      ],
      [
        'One day, {heroS} cousin came to visit from the town. "Seeds and berries?" he sniffed. "Come to town. We eat like kings!"',
        'Town Mouse came to stay. He turned up his nose at the seeds. "Come home with me," he said. "I eat cake every day!"',
      ],
      [
        'So off the two mice went to the big town. Cars honked, and feet stamped by. Town Mouse lived in a grand house.',
        'The town was loud and busy. Buses rumbled, and people rushed by. At last the two mice reached a big house, and crept inside.',
      ],
      [
        'On the table there was cheese, jelly and cake! "Help yourself," said Town Mouse. {Hero} took one nibble.',
        'What a feast there was on the table! Cheese, cake and sweet jam. {HeroS} eyes grew big and round.',
      ],
      [
        'Then the door flew open. In came a big cat! "Run!" squeaked Town Mouse. The two mice hid in a hole, shaking.',
        'Just then, a big cat ran in, with a dog barking behind her. The two mice ran and hid behind the cupboard.',
      ],
      [
        '"Thank you, cousin," said {hero}. "But I would rather eat seeds in peace." And off {they} went, home to the quiet field.',
        'The next morning, {hero} packed up. "Your town is grand, but my home is just right for me." Back in the snug hole, {hero} smiled.',
      ],
    ],
  },
  {
    id: 'elves-shoemaker',
    // ('The elves and the shoemaker'.)
    said: /\belves and the shoe ?maker\b|\bshoe ?maker and the elves\b/i,
    hero: { kind: 'shoemaker', name: 'Hans', pronoun: 'he' },
    setting: 'workshop',
    wish: 'make shoes',
    titles: ['The Elves and the Shoemaker', 'Hans and the Elves'],
    words: ['elves', 'shoes', 'leather', 'shoemaker', 'night', 'clothes', 'stitch'],
    beats: [
      [
        'Once upon a time, a kind shoemaker called Hans had a little workshop. He was very poor. He had leather for just one pair of shoes.',
        'Long ago, a shoemaker called Hans worked hard all day in his workshop. But times were hard. Soon he had leather for one last pair.',
      ],
      [
        'At night, Hans cut out the leather and went to bed. In the morning, he rubbed his eyes. There stood a perfect pair of shoes!',
        'Hans cut the leather and left it on his workbench. When he woke, the shoes were made! Every stitch was tiny and neat.',
      ],
      [
        'A lady bought the shoes and paid well. Now Hans could buy leather for two pairs. Each morning, the shoes were done.',
        'The fine shoes were sold at once. Hans bought more leather. Night after night, someone made it into shoes.',
      ],
      [
        '"Who is helping us?" asked his wife. So one night, they hid and watched. At midnight, two tiny elves crept in. Their clothes were thin and torn.',
        'Hans and his wife hid behind a curtain one night. Tap, tap, stitch! Two little elves were busy sewing. Their clothes were old and torn.',
      ],
      [
        '"The elves have helped us so much," said his wife. "Let’s make them something." She sewed two tiny coats, and Hans made two tiny pairs of boots.',
        '"Let’s thank them," said Hans. His wife knitted little jumpers and hats. Hans made the smallest shoes he had ever made.',
      ],
      [
        'That night, the elves found the presents. They put on their new clothes and danced with joy! Then they skipped away, singing.',
        'The elves found their gifts and clapped their hands. Snug and warm, they danced round the shop and out of the door. Hans smiled.',
      ],
    ],
  },
  {
    id: 'princess-pea',
    // ('The princess and the pea'.)
    said: /\bprincess and the pea\b/i,
    hero: { kind: 'princess', pronoun: 'she' },
    setting: 'castle',
    wish: 'sleep well',
    titles: ['The Princess and the Pea', '{Hero} and the Pea'],
    words: ['pea', 'mattresses', 'princess', 'prince', 'queen', 'bed', 'storm'],
    beats: [
      [
        'Once upon a time, there was a princess called {hero}. One day, she rode out on her horse, over hills and through woods.',
        'There was once a princess called {hero}. One day, she went out riding in the woods and lost her way.',
      ],
      [
        'One stormy night, {hero} knocked at a castle door, dripping wet. "I am a princess," she said. The prince there wished to marry a real princess.',
        'Then came a wild, stormy night. Knock, knock! At a castle door stood {hero}, wet through. "I am a princess," she said. The prince was so glad.',
      ],
      [
        'The old queen smiled. "We shall see," she thought. She put one tiny pea on the bed. Then she piled twenty mattresses on top!',
        '"Is she a real princess?" wondered the queen. She hid a little green pea under the bed. On top went twenty soft mattresses.',
      ],
      [
        '{Hero} climbed up, up, up the tall ladder, and lay down on top. The castle was quiet. Everyone went to sleep.',
        'It took a long ladder to climb into that bed! {Hero} lay down, high up near the ceiling, and closed her eyes.',
      ],
      [
        'In the morning, the queen asked, "Did you sleep well?" "Not a wink!" said {hero}. "Something hard was in my bed all night!"',
        '"How did you sleep?" asked the queen at breakfast. {Hero} yawned. "Badly! There was a lump in the bed all night."',
      ],
      [
        'Only a real princess could feel a pea through twenty mattresses! The prince was so happy. And the pea was kept in a little glass box.',
        'The queen clapped her hands. "Only a true princess could feel that tiny pea!" The prince smiled, and there was a grand party.',
      ],
    ],
  },
  {
    id: 'wind-sun',
    // ('The wind and the sun', 'The north wind and the sun': who can make a traveller take off his coat.)
    said: /\b(?:north )?wind and the sun\b|\bsun and the (?:north )?wind\b/i,
    hero: { kind: 'sun', name: 'Sun', pronoun: 'he' },
    setting: 'meadow',
    wish: 'win the contest kindly',
    titles: ['The Wind and the Sun', 'The Sun and the Wind'],
    words: ['wind', 'sun', 'coat', 'traveller', 'blew', 'warm', 'kind'],
    beats: [
      [
        'Once upon a time, the Wind and the Sun were up in the sky. "I am stronger than you," puffed the Wind.',
        'High above the hills lived the Wind and the Sun. One day, the Wind boasted, "Nobody is as strong as me!"',
      ],
      [
        'Down below, a traveller walked along the road in a warm coat. "Let’s see who can make him take off his coat," said the Sun.',
        'Just then, a traveller came down the road, wrapped in a thick coat. "Whoever gets his coat off wins," smiled the Sun.',
      ],
      [
        'The Wind went first. He blew and blew. WHOOSH! Leaves flew and hats went flying. But the traveller only held his coat tighter.',
        'The Wind puffed out his cheeks and blew a great gale. WHOOOOSH! The traveller shivered and pulled his coat even tighter.',
      ],
      [
        'The harder the Wind blew, the tighter the traveller held his coat. At last the Wind was out of puff. "Your turn," he grumbled.',
        'The Wind blew until he had no puff left. The coat stayed on, buttoned right up to the chin. "I give up," sighed the Wind.',
      ],
      [
        'Then the Sun came out from behind a cloud. He shone softly and gently on the road. The traveller felt warm all over.',
        'The Sun smiled and shone down, warm and kind. The air grew soft and still. The traveller wiped his brow. "Phew, it’s warm!"',
      ],
      [
        'The traveller took off his coat and sat down in the sunshine. "You win," said the Wind. "Kindness works better than force."',
        'Off came the coat! The traveller lay on the grass and smiled up at the sky. The Sun had won, not by pushing, but by being kind.',
      ],
    ],
  },
  {
    id: 'no-laughing',
    // ('The king who banned laughing': a grumpy rule, a grey and silent kingdom, and a laugh that cannot be stopped.)
    said: /\bking\b.*\bban(?:ned|s)? (?:all )?(?:laughing|laughter|giggling|giggles|jokes)\b|\bking who (?:hated|never) laugh/i,
    hero: { kind: 'king' },
    setting: 'castle',
    wish: 'laugh again',
    titles: ['The King Who Banned Laughing', '{Hero} and the Giggle'],
    words: ['laugh', 'laughed', 'laughing', 'giggle', 'rule', 'king', 'kingdom'],
    beats: [
      [
        '{Hero} was the grumpiest king in the land. One day, a giggle made {them} jump. Splash! Soup all down {their} robe.',
        '{Hero} was a very grumpy king. One morning, a laugh made {them} jump, and {their} crown fell in the jam.',
      ],
      [
        '"No more laughing!" shouted {hero}. "Not a giggle, not a chuckle, not a snort!" The rule went up on every door.',
        '"From today, laughing is banned!" said {hero}. Soon the whole kingdom was silent. Nobody giggled, and nobody chuckled.',
      ],
      [
        'The jesters put away their funny hats. The children played without a sound. The kingdom felt grey and sad.',
        'The market was quiet. Nobody told a joke. The kingdom grew grey and glum, and so did {hero}.',
      ],
      [
        'Then a little girl came to the castle with her puppy. The puppy sneezed so hard that it fell right over!',
        'One day, a small boy brought {hero} a cream cake. He tripped, and the cake landed on the king’s head. Splat!',
      ],
      [
        '{Hero} tried to frown. {Their} nose twitched. Then, "Ha... ha... HA!" {Hero} laughed so hard {their} crown wobbled.',
        '{Hero} pressed {their} lips tight. But a giggle bubbled up, then a chuckle, then a great big laugh!',
      ],
      [
        '"I was wrong," said {hero}, wiping {their} eyes. "Laughing is allowed again!" And the whole kingdom laughed together.',
        'The rule came down from every door. That night, the castle rang with laughter, and {hero} laughed loudest of all.',
      ],
    ],
  },
  {
    id: 'littlest-pumpkin',
    // ('The littlest pumpkin', 'The lonely pumpkin': the small one left in the patch, chosen at last for a lantern.)
    said: /^(?:the |a )?(?:little|littlest|tiny|tiniest|small|smallest|lonely|last)\s+pumpkin[.!]?$/i,
    hero: { kind: 'pumpkin' },
    setting: 'farm',
    wish: 'be chosen',
    titles: ['The Littlest Pumpkin', '{Hero} the Pumpkin'],
    words: ['pumpkin', 'pumpkins', 'patch', 'chosen', 'lantern', 'smile'],
    beats: [
      [
        '{Hero} was a tiny pumpkin, the smallest in the whole patch. The big pumpkins around {them} were round and orange and proud.',
        '{Hero} was only a little pumpkin. {They} sat under a big green leaf, next to pumpkins as big as wheelbarrows.',
      ],
      [
        'Children came to choose pumpkins for Halloween. "This one!" they cried, and carried the big ones away.',
        'One by one, families came to the patch. They picked the biggest, roundest pumpkins and took them home.',
      ],
      [
        '"Pick me!" whispered {hero}. But nobody heard such a small voice. Soon {hero} was all alone in the patch.',
        'Nobody looked twice at {hero}. "Too small," said a boy, and walked right past. {Hero} felt very sad.',
      ],
      [
        'The sun went down, and the wind grew cold. Then a little girl came running. "Wait! I want the smallest one!"',
        'It was nearly dark when a little girl came with her grandpa. "Is there a pumpkin just my size?" she asked.',
      ],
      [
        'She lifted {hero} up in her two hands. "You are perfect," she said, and hugged {them} all the way home.',
        'She found {hero} under the big leaf. "Just right!" she cried, and carried {them} home in her arms.',
      ],
      [
        'That night, {hero} glowed on the doorstep with a big smiley face. {They} shone the brightest of all.',
        'That night, {hero} had a big smiley face and a candle inside. {They} shone on the doorstep, warm and bright.',
      ],
    ],
  },
  {
    id: 'little-engine',
    // ('The little engine that could': the small engine who pulls the stranded train over the mountain, saying 'I think I can'.)
    said: /\blittle (?:blue )?(?:engine|train) (?:that|who) could\b|\bI think I can\b/i,
    hero: { kind: 'train', pronoun: 'she', called: 'engine' },
    setting: 'mountain',
    wish: 'pull the train over the mountain',
    titles: ['The Little Engine That Could', '{Hero} the Little Engine'],
    words: ['engine', 'train', 'mountain', 'think', 'toys', 'track', 'chug', 'puffed'],
    beats: [
      [
        '{Hero} was a little blue engine. {They} only pulled short trains round the station yard.',
        '{Hero} was the smallest engine at the station. Big engines puffed past {them} all day long.',
      ],
      [
        'One day, a long train full of toys stopped with a bump. Its engine had broken down!',
        'A train of toys for the children over the mountain had stopped. Its engine was broken.',
      ],
      [
        '"Please pull us over the mountain," said the toys. The big engines puffed by. "Too heavy!"',
        'The big shiny engine said, "Not me!" The strong old engine said, "Too tired!" Nobody would help.',
      ],
      [
        '"I’m not very big," said {hero}. "But I think I can." {They} hooked on to the long train.',
        '{Hero} looked up at the tall mountain. "I think I can," {they} said, and hooked on.',
      ],
      [
        'Up, up the mountain chugged {hero}. "I think I can, I think I can, I think I can!"',
        'The track got steeper and steeper. {Hero} puffed and chugged. "I think I can, I think I can!"',
      ],
      [
        'At the top, {hero} smiled and rolled down to the town. "I thought I could! I thought I could!"',
        'Over the top went {hero}, down to the town. The children cheered. "I thought I could!" sang {hero}.',
      ],
    ],
  },
];
