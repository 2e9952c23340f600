/**
 * Children's stories of many shapes for testing quizzes: names and no names, family words, talking
 * animals, counts, colours, places near and far, British and American spelling, dialogue, a
 * pronoun-heavy one and very short ones. Written by hand so they stay the same whatever the story
 * writer becomes.
 */
export interface QuizStory {
  title: string;
  paragraphs: string[];
}

export const QUIZ_STORIES: QuizStory[] = [
  {
    title: 'Mia and the Runaway Kite',
    paragraphs: [
      'Mia had a bright yellow kite with a long blue tail. Every Saturday she flew it in the park with her brother Sam.',
      'One windy morning, a big gust tugged the string out of her hands. The kite zoomed over the pond and disappeared behind the trees.',
      '"Oh no!" cried Mia. Sam took her hand. "Let\'s find it together," said Sam.',
      'They asked a man with a dog. The man pointed at the woods. Mia and Sam walked along the muddy path.',
      'Grandpa Joe was picking blackberries by the gate. Grandpa Joe helped Mia find the kite. It was stuck in an old oak tree!',
      'Grandpa Joe lifted the kite down with his walking stick. Mia hugged him and ran back to the park. The yellow kite flew higher than ever.',
    ],
  },
  {
    title: 'Where the Snail Slept',
    paragraphs: [
      'In a quiet garden lived a little snail. The snail carried a brown shell on her back wherever she went.',
      'Every morning the snail ate fresh lettuce by the vegetable patch. She liked the crunchy leaves best.',
      'One evening the sky turned dark and rain began to fall. The little snail looked for a dry place to rest.',
      'A friendly ladybird showed her the way. The snail slept under a big green leaf, safe and dry all night.',
      'In the morning, the sun came out. Three shiny beetles were waiting by the leaf to say hello.',
      'The snail thanked the ladybird and slid slowly home, leaving a silver trail behind her.',
    ],
  },
  {
    title: 'Pip the Penguin Learns to Swim',
    paragraphs: [
      'Pip the penguin lived on a snowy island with his mother and his best friend, Ollie the seal.',
      'All the other penguins loved to swim, but Pip was scared of the deep, cold water.',
      '"You can do it," said Ollie. "I will swim right beside you."',
      'Pip stood at the edge of the ice for a long time. Then he took a deep breath and jumped.',
      'Pip splashed into the icy sea. To his surprise, he could glide like a little torpedo! He caught four silver fish.',
      'That night, Pip shared the fish with his mother. "I\'m a swimmer now," he said with a big grin.',
    ],
  },
  {
    title: 'Five Little Ducks',
    paragraphs: [
      'There were five ducks in the pond behind the farmhouse. The ducks had soft white feathers and orange feet.',
      'Farmer Rosa fed them every morning. She threw breadcrumbs across the water and the ducks quacked happily.',
      'One day, the smallest duck, Dot, swam away to explore. Dot paddled past the reeds and into a stream.',
      'Farmer Rosa counted the ducks and found only four. She looked everywhere, even inside the red barn.',
      'Then she heard a tiny quack. Dot was sitting on a flat stone in the middle of the stream.',
      'Farmer Rosa carried Dot back to the pond. Now there were five ducks again, and everyone had an extra crumb.',
    ],
  },
  {
    title: 'The Rainbow Painting',
    paragraphs: [
      'Amara loved to paint. For her birthday, her dad gave her a wooden box of paints and two new brushes.',
      'She painted a purple mountain and a green meadow full of flowers. Then she added an orange sun.',
      'Her cat, Whiskers, jumped onto the table and walked across the paper. He left pink paw prints everywhere!',
      'Amara laughed. "Now it looks like a cat went for a walk in my picture," she said.',
      'Amara painted a rainbow over the mountain. She hung the painting on the kitchen wall.',
      'Everyone who came to visit asked about the funny paw prints. Amara told them the story every time.',
    ],
  },
  {
    title: 'The Gray Kitten',
    paragraphs: [
      'Ella found a tiny gray kitten on the porch on a rainy afternoon. It was shivering and very hungry.',
      'Ella ran inside to get her mom. Mom wrapped the kitten in a soft blue towel.',
      'They gave the kitten a saucer of warm milk. The kitten lapped it up and began to purr.',
      '"What should we call her?" asked Ella. Mom smiled and said, "You choose."',
      'Ella named the kitten Pebble because she was small and round and gray like a stone.',
      "Pebble slept on the end of Ella's bed every night after that. Ella read her a story before the lights went out.",
    ],
  },
  {
    title: 'Captain Zoe and the Moon Robot',
    paragraphs: [
      'Captain Zoe flew a silver rocket called the Star Hopper. Her co-pilot was a clever robot named Bolt.',
      'One day, they landed on the moon to look for moon rocks. The ground was covered in soft grey dust.',
      'Bolt rolled across a crater and found six sparkly rocks. "Look, Captain!" beeped Bolt.',
      'Suddenly the radio crackled. Mission Control needed them back on Earth before dinner.',
      'Captain Zoe packed the rocks into a metal box. Bolt waved goodbye to the moon.',
      'They zoomed home through the stars. At the space station, Captain Zoe gave the rocks to the scientists.',
    ],
  },
  {
    title: 'Princess Amara and the Sleepy Dragon',
    paragraphs: [
      'Princess Amara lived in a tall castle on a hill. Every night she heard loud snoring from the mountain.',
      'One morning, she packed a basket of apples and walked up the mountain path with her dog, Rufus.',
      'Inside a warm cave, she found a huge dragon named Ember. Ember had shiny red scales and a long tail.',
      '"Excuse me," said Princess Amara. "Your snoring keeps the whole kingdom awake."',
      'Ember blushed. "I am sorry," said the dragon. "My cave is too cold, so I snore."',
      'Princess Amara knitted Ember a giant woolly blanket. From that night on, Ember slept quietly and everyone in the kingdom had sweet dreams.',
    ],
  },
  {
    title: 'Three Pigs and a Muddy Puddle',
    paragraphs: [
      "On Farmer Jack's farm, there were three pigs called Pinky, Porky and Pearl.",
      'The pigs loved to roll in the big muddy puddle beside the barn.',
      'One hot day, the puddle dried up in the sun. The pigs were very sad.',
      'Farmer Jack filled a bucket at the well. He poured water into the puddle again and again.',
      'Pearl jumped in first with a giant splash. Then Pinky and Porky rolled in the mud too.',
      'Farmer Jack laughed so much that he slipped and sat in the mud with them!',
    ],
  },
  {
    title: 'Kai and the Golden Shell',
    paragraphs: [
      'Kai lived in a small house by the sea. Every morning he walked along the beach with his grandma.',
      'One day, a dolphin called Splash swam close to the shore. Splash whistled and flipped her tail.',
      'Kai waded into the shallow water. Splash dropped a golden shell at his feet.',
      '"Thank you, Splash!" shouted Kai. He held the shell up to his ear and heard the waves.',
      'Grandma put the shell on the windowsill. It shone in the evening light.',
      'Every summer after that, Kai looked for Splash. And every summer, Splash came back to say hello.',
    ],
  },
  {
    title: 'A Day at the Dinosaur Museum',
    paragraphs: [
      'Leo and his dad took the train to the city museum on Saturday.',
      'In the great hall stood a giant dinosaur skeleton. It was taller than a house!',
      'A guide named Ms Patel told them that the dinosaur ate plants, not people. Leo was very relieved.',
      'Leo drew the skeleton in his notebook. Dad bought him a toy stegosaurus in the gift shop.',
      'On the way home, Leo fell asleep on the train with the stegosaurus in his arms.',
      'That night he dreamed that he rode a friendly dinosaur through a green jungle.',
    ],
  },
  {
    title: 'Baking with Grandma',
    paragraphs: [
      "It was raining, so Noah went to his grandma's flat to bake.",
      'Grandma tied a red apron around Noah. They mixed flour, butter and sugar in a big bowl.',
      'Noah cracked two eggs very carefully. Only a tiny bit of shell fell in!',
      'Grandma rolled out the dough and Noah cut out twelve star-shaped cookies.',
      'While the cookies baked, the kitchen smelled warm and sweet. Noah licked the spoon.',
      'Noah took the cookies home in a tin. He gave one to his sister and one to his neighbour, Mr Green.',
    ],
  },
  {
    title: 'The Balloon Party',
    paragraphs: [
      'Priya was turning six. Her mum decorated the garden with balloons of every colour.',
      "Priya's friends arrived in party hats. They played musical statues and pass the parcel.",
      'Then a gust of wind blew the purple balloon over the fence!',
      'The balloon floated across the street and got stuck on a lamp post.',
      'A kind neighbour, Mr Okafor, fetched his ladder. Mr Okafor climbed up and untied the balloon.',
      'Priya gave Mr Okafor a slice of chocolate cake to say thank you.',
    ],
  },
  {
    title: 'Splash Day',
    paragraphs: [
      'Rain fell all morning on the little town. Ruby pressed her nose to the window.',
      'When the rain stopped, Ruby put on her yellow raincoat and her green boots.',
      'She found the biggest puddle on the street. Ruby jumped in with both feet. Splash!',
      'A frog hopped out of the grass and croaked at her. Ruby giggled and croaked back.',
      'Her dad carried an umbrella and a towel. Ruby dried her feet on the doorstep.',
      'That night, Ruby told her teddy all about the frog.',
    ],
  },
  {
    title: 'A New Friend at School',
    paragraphs: [
      "It was Omar's first day at his new school. His tummy felt full of butterflies.",
      'His teacher, Mr Lee, had a kind smile and round glasses. Mr Lee showed Omar his desk by the window.',
      'At playtime, Omar stood alone by the fence. Then a girl with curly hair came over.',
      '"I\'m Hana," she said. "Do you want to play tag?"',
      'Omar and Hana ran around the playground until the bell rang.',
      'When his mum picked him up, Omar grinned. "I made a friend," he said.',
    ],
  },
  {
    title: 'Aunt Rosa in Paris',
    paragraphs: [
      'Lucy and Aunt Rosa flew to Paris for a holiday.',
      'On the first day, they climbed the Eiffel Tower. From the top, the river looked like a silver ribbon.',
      'Aunt Rosa bought two warm croissants from a bakery on a busy street. Lucy ate hers in three bites.',
      'In the afternoon, they visited a museum full of paintings. Lucy liked the painting of a woman with a mysterious smile.',
      'In the evening, Aunt Rosa took Lucy on a boat trip along the river.',
      'Lucy sent a postcard to her parents. "Paris is magic," she wrote.',
    ],
  },
  {
    title: 'Mango the Monkey',
    paragraphs: [
      'Deep in the jungle lived a cheeky monkey named Mango.',
      'Mango loved bananas more than anything. Every day he swung from tree to tree looking for them.',
      'One morning, Mango found a bunch of bananas at the top of a very tall palm tree.',
      'A toucan called Rio was sitting beside the bananas. "These are for everyone," said Rio.',
      'Mango thought about it. Then he shared the bananas with Rio and his friends.',
      'The friends had a banana feast by the waterfall. Mango decided that sharing tasted even sweeter.',
    ],
  },
  {
    title: 'The Polar Bear Cub',
    paragraphs: [
      'Far in the frozen north, a polar bear cub named Snowdrop lived with her mother.',
      'Snowdrop had thick white fur and a shiny black nose.',
      'One day, Snowdrop chased a snowy owl across the ice. The owl flew over a tall iceberg.',
      'Snowdrop looked around. She could not see her mother anywhere!',
      'A walrus named Walter showed Snowdrop the way back. He had long tusks and a bushy moustache.',
      'Snowdrop found her mother by the frozen lake. They snuggled together under the dancing green lights.',
    ],
  },
  {
    title: 'Busy Bee',
    paragraphs: [
      'In the middle of a sunny meadow, there was a hive full of bees.',
      'The smallest bee was called Buzz. Buzz wanted to make the sweetest honey of all.',
      'Buzz visited seven flowers in one morning. He collected yellow pollen on his legs.',
      'A butterfly named Flutter showed Buzz a hidden patch of lavender.',
      'Buzz carried the lavender nectar back to the hive. The queen bee tasted the honey and smiled.',
      '"This is the best honey I have ever tasted," said the queen bee.',
    ],
  },
  {
    title: 'The Lost Teddy',
    paragraphs: [
      'Finn could not sleep. His teddy bear, Mr Buttons, was missing.',
      'He looked under his bed. He looked behind the curtains. He looked inside the toy box.',
      'His big sister Isla helped him search the whole house.',
      'Isla found Mr Buttons in the washing basket! He smelled of soap and flowers.',
      'Finn hugged Mr Buttons tight. "Thank you, Isla," he whispered.',
      'Soon Finn was fast asleep, with Mr Buttons tucked under his chin.',
    ],
  },
  {
    title: 'Short',
    paragraphs: ['Sam ran.'],
  },
  {
    title: 'A Tiny Tale',
    paragraphs: ['Nina found a red ball in the garden. She threw it to her puppy, Biscuit.'],
  },
  {
    title: 'He and She',
    paragraphs: [
      'He woke up early. She was already in the kitchen.',
      'They ate breakfast together and then they went outside.',
      'It was a lovely day. They played until it was dark.',
    ],
  },
];

// Stories the offline story writer wrote, kept as text so the quiz tests do not change when it does.
export { WRITTEN_STORIES } from './written-stories.js';
