import type { QuizStory } from './quiz-stories.js';

/** Written by the offline story writer of main (seeds 11 to 18), stored as text. */
export const WRITTEN_STORIES: QuizStory[] = [
  {
    title: "Maya's Trip to Egypt",
    paragraphs: [
      'One sunny morning, the sun peeked into a small blue house with a red door. Everyone knew Maya as a cheerful girl. Maya asked "Why?" about everything. She had read a little about mummies, but wanted to know much more. She dreamed about Egypt every night. Grandpa was there too, ready for fun.',
      'Today, Maya hoped to learn about mummies. So Maya and Grandpa rode a bumpy jeep across the sand. Before long, they arrived in Egypt. The warm sand felt soft under her feet. In Egypt, Maya saw the Great Sphinx and the tall pyramids.',
      'By the middle of the day, a quick little lizard called Sandy popped out from behind a line of camel footprints. Sandy had a sandy-coloured back and bright eyes. "Let\'s explore Egypt together," said Sandy. Sandy explained that some mummies are more than three thousand years old. Grandpa laughed at Sandy\'s funny jokes. Maya felt lucky to have a new friend in Egypt.',
      'In the afternoon, the old map blew away in the breeze. Without it, every dune looked the same. Egypt suddenly felt very big. Her tummy felt wobbly. As they rested, Sandy told Maya that long ago, people in Egypt wrapped mummies in strips of linen. Grandpa held her hand tight.',
      'Late in the afternoon, Maya said, "I know what to do!" "Let\'s use the sun and the shadows to find the way," said Maya. Slowly but surely, it worked. Maya discovered that the pyramids of Egypt are thousands of years old. Now Maya could finally learn about mummies. Maya clapped her hands. Grandpa gave Maya a big high five. The sun shone warm over Egypt.',
      'Maya waved goodbye to Sandy. Later that evening, the first stars twinkled over the quiet sand. Grandpa smiled a happy, tired smile. Back home, Maya snuggled into bed. She also learned that asking questions is a great way to learn. Maya had learned that some mummies are more than three thousand years old. She fell asleep with a smile, dreaming of Egypt.',
    ],
  },
  {
    title: 'Ronan and the Snail',
    paragraphs: [
      'One sunny morning, a lively boy named Ronan stretched and yawned. Ronan lived in a snug cottage at the foot of a green hill. He often wondered what the sea was really like. He loved the sound of waves.',
      'Ronan had a plan: he would see the sea. He packed a snack, a sun hat and a little notebook. That same morning, Ronan rode a ferry across the bay. At last, he reached the sea. The sea was full of soft yellow sand and shiny shells. The water splashed cool around his toes.',
      'Around lunchtime, a cheerful voice called, "Hello there!" It was a playful dolphin called Toffee. "Can I help you?" asked Toffee. Toffee looked friendly, with a happy, squeaky laugh. Ronan felt lucky to have a new friend by the sea.',
      'After lunch, there was a problem. The little boat drifted away from the shore. Ronan could not reach it. His tummy felt wobbly. The sea suddenly felt very big.',
      'When the sky turned gold, Ronan said, "I know what to do!" Toffee showed him how to ask for help and pull it back with a long rope. It worked! "This is the best day ever!" Ronan cried. At last, Ronan could splash in the waves. The sun shone warm over the sea. Ronan clapped his hands.',
      'Later that evening, the sun sank into the sea like a big orange ball. Ronan hugged Toffee goodbye. Then it was time to go home. He also learned that the sea is home to many amazing creatures. Ronan fell asleep with a smile, dreaming of the sea.',
    ],
  },
  {
    title: "Leo's Starry Trip",
    paragraphs: [
      'Early one golden morning, a kind boy called Leo sat up in bed. Home was a small blue house with a red door. A big picture of space hung on his wall. Every night, Leo counted the stars from his window. His dog Biscuit was there too, ready for fun.',
      'More than anything, Leo wished to build a rocket to the moon. Leo packed a map and a bottle of water. Then Leo and Biscuit floated up and away in a little spaceship. Before long, they arrived in space. Space was full of the round blue Earth far away and a planet with bright rings. Everything was calm and quiet.',
      'When the sun was high, a friendly little robot called Nutmeg came by and waved. Nutmeg had blinking blue lights and a round head. Nutmeg smiled and said, "Follow me!" Along the way, Leo learned that rockets need lots of fuel to fly up into space. Biscuit said a friendly hello to Nutmeg. Leo felt lucky to have a new friend in space.',
      'In the afternoon, a light on the rocket began to blink red. The rocket slowed down and drifted. For a moment, everything in space was very quiet. His tummy felt wobbly. As they rested, Nutmeg told Leo that the moon has no air, so astronauts wear space suits. Biscuit held his hand tight.',
      'When the sky turned gold, Leo looked around space once more. "Let\'s fix the loose wire with a roll of space tape," said Leo. Step by step, it worked. Nutmeg whispered that the moon is covered in dusty craters. "We did it!" said Leo. At last, Leo could build a rocket to the moon. Space looked lovelier than ever. Biscuit smiled at Leo. Leo clapped his hands.',
      '"Thank you, Nutmeg!" said Leo. When the day was nearly done, the sun peeked over the Earth like a golden smile. Biscuit gave Leo a goodnight hug. Then it was time to go home. He also learned that the sky is full of wonders waiting to be explored. Leo had learned that rockets need lots of fuel to fly up into space. He would never forget space.',
    ],
  },
  {
    title: 'Zara Goes to the Savanna',
    paragraphs: [
      'In a tall, thin house with a round window, there lived a cheerful girl named Zara. Zara liked to hide behind her favourite blanket. She dreamed about the savanna every night. Early one golden morning, Zara had a wonderful idea.',
      '"Off we go!" called Zara. Zara bumped along a dusty road in an open jeep. Zara had a plan: she would feel brave in the dark. When she got to the savanna, Zara jumped for joy. The savanna was full of a muddy watering hole and long golden grass. The long grass swished in the wind.',
      'At noon, Zara sat down on the savanna for a picnic. That was when a tall, gentle giraffe named Dot came along. Dot looked friendly, with brown patches and a very long neck. Along the way, Zara learned that every zebra has its very own pattern of stripes. "Can I help you?" asked Dot.',
      'Later that afternoon, the jeep bumped into a deep, muddy puddle and stopped. The wheels spun and spun. The savanna suddenly felt very big. Zara felt afraid all over again.',
      'A little later, Zara said, "I know what to do!" "Let\'s put flat branches under the wheels and push together," said Zara. It worked! Zara felt braver than ever before. "We did it!" said Zara. At last, Zara could feel brave in the dark. The sun shone warm over the savanna. Zara clapped her hands.',
      '"Thank you, Dot!" said Zara. When the day was nearly done, the sun set red and gold behind the acacia trees. Then it was time to go home. She also learned that feelings get smaller when we share them. Now Zara knew that every zebra has its very own pattern of stripes. One day, Zara would visit the savanna again.',
    ],
  },
  {
    title: 'Tom and the Cake',
    paragraphs: [
      'Once upon a time, there was a lively boy named Tom. Tom spent every day in the kitchen. He loved licking the spoon after baking. Early one spring morning, the sun shone in the kitchen. Nearby were a warm, busy kitchen and a soft rug by the fire. Mum was already wide awake.',
      'Tom had a plan: he would bake a cake for Grandma. Before long, Tom looked high and low in the kitchen. Mum followed close behind. Near a shelf of picture books, Tom stopped to look around. The house smelled of warm toast.',
      'At noon, a clever old cat named Rusty came by and waved. "Let\'s explore the kitchen together," said Rusty. Rusty looked friendly, with soft stripy fur and green eyes. Tom listened carefully. Mum stayed close by. Side by side, they explored the kitchen.',
      'In the afternoon, the bag of flour tipped over. White dust covered the whole table. The kitchen suddenly felt very big. His tummy felt wobbly. Tom listened carefully. Mum held his hand tight.',
      'As the shadows grew long, Tom had an idea. "Let\'s sweep it up together and start again," said Tom. It worked! "We did it!" said Tom. At last, Tom could bake a cake for Grandma. Everything in the kitchen seemed to smile. Mum smiled at Tom. Tom clapped his hands.',
      'When the day was nearly done, it was time to say goodbye. Outside the window, the moon rose over the rooftops. Rusty waved until Tom was out of sight. Tom had learned something important, too: food tastes best when it is shared. Mum was right there too. Tom would never forget the kitchen.',
    ],
  },
  {
    title: "Fizz's Trip to the Forest",
    paragraphs: [
      'One sunny morning, a tiny dragon named Fizz looked out of the window. Home was a snug cave on a green hill. Fizz often wondered what the forest was really like. She loved exploring and asking questions.',
      'That same morning, Fizz walked along a winding path. Fizz wanted to breathe fire. When she reached the forest, Fizz smiled from ear to ear. In the forest, Fizz saw a little wooden bridge and a sunny clearing full of ferns. The air smelled of pine and rain.',
      'Later that morning, a cheerful voice called, "Hello there!" It was a kind little fox called Noodle. Noodle had a bushy tail with a white tip. "Let\'s explore the forest together," said Noodle. Fizz stayed close to Noodle. Together, they set off across the forest.',
      'After lunch, something tricky happened. The path split into three paths. Fizz did not know which way to go. She bit her lip and thought. The forest seemed much bigger than before.',
      'A little later, Noodle had a clever idea. "Let\'s follow the blue flowers along the right path," said Fizz. Step by step, it worked. "We did it!" said Fizz. At last, Fizz could breathe fire. The sun shone warm over the forest. Fizz flapped her wings.',
      'Later that evening, the sun slipped behind the tall trees. Fizz hugged Noodle goodbye. Back home, Fizz snuggled into bed. Fizz had learned something important, too: big adventures start with small steps. She fell asleep with a smile, dreaming of the forest.',
    ],
  },
  {
    title: "Aisha's Trip to the Rainbow",
    paragraphs: [
      'In a little yellow house at the end of the lane, there lived a curious girl named Aisha. Aisha loved every animal, big or small. She often wondered what the rainbow was really like. Early one golden morning, Aisha woke up with a fizzy, happy feeling.',
      'Then Aisha flew up on a big kite. Aisha wanted to find a rainbow bird. When she got to the rainbow, Aisha jumped for joy. By the rainbow, Aisha saw a flock of geese flying by and a hot air balloon with stripes. The wind whooshed softly past.',
      'By the middle of the day, Aisha stopped to rest near a bright rainbow. Out popped a little cloud called Bubbles! Bubbles had a fluffy smile. Bubbles told Aisha that it rains almost every day in a rainforest. "I know every corner of the rainbow," said Bubbles.',
      'After lunch, the wind changed and blew the wrong way. The balloon drifted off course. The rainbow suddenly felt very big. Her tummy felt wobbly. Aisha looked all around. While they thought, Bubbles said that more kinds of animals live in rainforests than anywhere else on land.',
      "Late in the afternoon, Bubbles had a clever idea. Together, they decided to rise higher and catch a gentle breeze home. It worked! There, Aisha learned that birds have hollow bones that make them light for flying. Aisha's big wish came true: she got to find a rainbow bird. Aisha clapped her hands. The sun shone warm over the rainbow.",
      'That evening, everyone began to yawn. The first star blinked on in the evening sky. Aisha hugged Bubbles goodbye. Now Aisha knew that it rains almost every day in a rainforest. She also learned that every animal needs kindness and care. One day, Aisha would visit the rainbow again.',
    ],
  },
  {
    title: 'Ben Goes to the Mountain',
    paragraphs: [
      'One sunny morning, a bright-eyed boy called Ben sat up in bed. Ben lived in a tall, thin house with a round window. A big picture of the mountain hung on his wall. Ben asked "Why?" about everything. He had read a little about volcanoes, but wanted to know much more.',
      '"Off we go!" called Ben. Ben climbed a zigzag path with walking sticks. Ben had a plan: he would learn how volcanoes work. When he reached the mountain, Ben smiled from ear to ear. On the mountain, Ben saw a little wooden hut and a rocky path that zigzagged up. A cold stream splashed over the rocks.',
      'Around lunchtime, Ben stopped to rest near fields of purple flowers. That was when a fluffy llama called Maple came along. Maple looked friendly, with a long neck and a fuzzy face. Along the way, Ben learned that there are volcanoes under the sea too. There was so much to see on the mountain. "Can I help you?" asked Maple.',
      'In the afternoon, clouds floated down and hid the path. Ben could not see the top any more. For a moment, everything on the mountain was very quiet. Ben felt a little worried. While they thought, Maple said that a volcano is a mountain that can let out hot, melted rock called lava.',
      "Late in the afternoon, Ben looked around the mountain once more. Maple showed him how to follow the painted marks on the rocks. And it worked, just like that! Ben's big wish came true: he got to learn how volcanoes work. Ben clapped his hands. Everything on the mountain seemed to smile.",
      '"Thank you, Maple!" said Ben. Later that evening, the mountain tops glowed pink in the sunset. Back home, Ben snuggled into bed. Best of all, Ben learned that learning something new is like finding treasure. Now Ben knew that there are volcanoes under the sea too. Ben would never forget the mountain.',
    ],
  },
];
