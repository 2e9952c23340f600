/**
 * The evaluation ideas: what parents type, across animals, objects, machines, fantasy, everyday
 * life and curriculum topics, with names from many languages, and a few with a photographed
 * textbook page (eval/pages/). `ci` marks the subset the Vitest thresholds run on.
 */

export type Category = 'animals' | 'objects' | 'machines' | 'fantasy' | 'everyday' | 'curriculum' | 'page';

export interface EvalIdea {
  prompt: string;
  category: Category;
  /** Asks to teach something: the story must weave in facts and key terms. */
  educational?: boolean;
  /** A reference page (file name in eval/pages/, without .png). */
  page?: string;
  /** In the CI subset. */
  ci?: boolean;
}

export const IDEAS: readonly EvalIdea[] = [
  // Animals
  { prompt: 'Sofía the snail wants to climb the tallest sunflower in the garden', category: 'animals', ci: true },
  { prompt: 'A hedgehog called Bramble who is afraid of the dark', category: 'animals', ci: true },
  { prompt: 'Kiri the kiwi bird wants to see the sea', category: 'animals' },
  { prompt: 'A little penguin named Pingu loses his favourite red scarf', category: 'animals', ci: true },
  { prompt: 'a lonely whale looking for a friend', category: 'animals', ci: true },
  { prompt: 'Two rabbits race to the top of the hill', category: 'animals' },
  { prompt: 'Hamza and his dog Biscuit find a bone in the park', category: 'animals' },
  { prompt: 'A sleepy sloth called Nuno who wants to win the jungle race', category: 'animals', ci: true },
  { prompt: 'an owl who cannot sleep at night', category: 'animals' },
  { prompt: 'Zoë and her cat Mittens look for the lost key to the garden shed', category: 'animals', ci: true },
  { prompt: 'A busy bee called Bizzy helps the flowers in the meadow', category: 'animals' },
  { prompt: 'Grandpa duck teaches the ducklings to swim in the pond', category: 'animals' },
  { prompt: 'A giraffe who wants to make friends with a tiny mouse', category: 'animals' },
  { prompt: 'Tomás the tortoise enters a big race', category: 'animals' },
  { prompt: 'A baby elephant who lost her mummy at the waterhole', category: 'animals' },
  { prompt: 'Leilani and a friendly turtle explore the coral reef', category: 'animals' },
  // Objects
  { prompt: 'Omar wants to fly his new kite but it gets stuck in a tree', category: 'objects', ci: true },
  { prompt: 'Ingrid finds a magic paintbrush', category: 'objects' },
  { prompt: 'A red balloon floats away at the fair', category: 'objects', ci: true },
  { prompt: 'Aarav builds the biggest sandcastle on the beach', category: 'objects', ci: true },
  { prompt: 'Mei Ling loses her lucky shell at the beach', category: 'objects' },
  { prompt: 'The teddy bear that wanted to go on holiday', category: 'objects' },
  { prompt: 'Chidi and his grandma bake bread for the village festival', category: 'objects', ci: true },
  { prompt: 'A lost mitten in the snow', category: 'objects' },
  { prompt: 'Nia makes a treasure map for her brother', category: 'objects' },
  { prompt: 'Dmitri plants a tiny seed and waits for it to grow', category: 'objects' },
  // Machines
  { prompt: 'A robot named Bolt learns how the water cycle works', category: 'machines', educational: true },
  { prompt: 'A little red tractor who helps on the farm', category: 'machines' },
  { prompt: 'Leo builds a rocket to visit the moon', category: 'machines', ci: true },
  { prompt: 'A little train who wanted to climb the big hill', category: 'machines', ci: true },
  { prompt: 'Søren fixes his broken bike with his dad', category: 'machines' },
  { prompt: 'A tiny submarine explores the bottom of the sea', category: 'machines' },
  { prompt: 'Ayşe invents a machine that makes pancakes', category: 'machines' },
  { prompt: 'A digger called Dig wants to build a playground', category: 'machines' },
  // Fantasy
  { prompt: 'a shy dragon who is afraid of the dark', category: 'fantasy', ci: true },
  { prompt: 'A unicorn called Stardust who lost her sparkle', category: 'fantasy', ci: true },
  { prompt: 'Princess Amara wants to be a knight', category: 'fantasy' },
  { prompt: 'A friendly monster lives under Oskar’s bed', category: 'fantasy', ci: true },
  { prompt: 'Anaïs meets a fairy at the bottom of the garden', category: 'fantasy' },
  { prompt: 'A little witch whose broom will not fly', category: 'fantasy' },
  { prompt: 'Jabari finds a door to a secret kingdom in the forest', category: 'fantasy' },
  { prompt: 'A mermaid who wants to see the snow', category: 'fantasy' },
  { prompt: 'A kind giant helps the village build a bridge', category: 'fantasy' },
  { prompt: 'An alien lands in Saoirse’s garden', category: 'fantasy' },
  // Everyday life
  { prompt: 'my daughter Ava is nervous about her first day at school', category: 'everyday', ci: true },
  { prompt: 'Łucja learns to ride her bike without stabilisers', category: 'everyday', ci: true },
  { prompt: 'Kwame finds a waterfall in the jungle', category: 'everyday', ci: true },
  { prompt: 'Yui goes to the dentist for the first time', category: 'everyday' },
  { prompt: 'Mateo and his sister build a den in the living room on a rainy day', category: 'everyday' },
  { prompt: 'Fatima wants to learn to swim', category: 'everyday' },
  { prompt: 'Nguyễn Văn An visits the zoo with his class', category: 'everyday', ci: true },
  { prompt: 'A new baby brother comes home', category: 'everyday' },
  { prompt: 'Ngozi is angry because her tower fell down', category: 'everyday' },
  { prompt: 'José has a sleepover at his cousin’s house', category: 'everyday' },
  { prompt: 'two friends find a lost kitten in the park', category: 'everyday', ci: true },
  { prompt: 'Aroha goes camping with her family', category: 'everyday' },
  { prompt: 'Mary-Jane and her friend Bolt the robot explore a cave', category: 'everyday' },
  { prompt: 'Björn helps his grandpa on the farm', category: 'everyday' },
  { prompt: 'A day at the beach with Dad', category: 'everyday', ci: true },
  { prompt: 'Ruby and her grandma spend the day at the farm', category: 'everyday' },
  { prompt: "Ben's tooth is wobbly", category: 'everyday', ci: true },
  { prompt: 'Zara can’t sleep', category: 'everyday' },
  { prompt: 'Tom rescues a kitten stuck in a tree', category: 'everyday', ci: true },
  { prompt: "Noah's football match", category: 'everyday' },
  { prompt: 'A little mouse saves a lion', category: 'animals', ci: true },
  { prompt: 'A dragon with the hiccups', category: 'fantasy' },
  { prompt: 'A princess who saves a dragon', category: 'fantasy' },
  { prompt: 'A frog who can jump really high', category: 'animals' },
  // Curriculum topics (at least 30)
  { prompt: 'how the water cycle works', category: 'curriculum', educational: true, ci: true },
  { prompt: 'halves and quarters', category: 'curriculum', educational: true, ci: true },
  { prompt: 'life in ancient Rome', category: 'curriculum', educational: true, ci: true },
  {
    prompt: 'Write a story about Mia who travels to Egypt to learn about mummies',
    category: 'curriculum',
    educational: true,
    ci: true,
  },
  { prompt: 'A story that teaches how plants grow', category: 'curriculum', educational: true, ci: true },
  { prompt: 'the life cycle of a butterfly', category: 'curriculum', educational: true, ci: true },
  { prompt: 'How do magnets work?', category: 'curriculum', educational: true },
  { prompt: 'Teach my son about the planets in the solar system', category: 'curriculum', educational: true, ci: true },
  { prompt: 'why we need to brush our teeth', category: 'curriculum', educational: true, ci: true },
  { prompt: 'a story about volcanoes for a six year old', category: 'curriculum', educational: true },
  { prompt: 'learning to tell the time', category: 'curriculum', educational: true },
  { prompt: 'Hana learns about dinosaurs at the museum', category: 'curriculum', educational: true },
  { prompt: 'what makes a rainbow', category: 'curriculum', educational: true },
  { prompt: 'floating and sinking', category: 'curriculum', educational: true },
  { prompt: 'how frogs grow from tadpoles', category: 'curriculum', educational: true, ci: true },
  { prompt: 'the four seasons', category: 'curriculum', educational: true },
  { prompt: 'counting to ten with a caterpillar', category: 'curriculum', educational: true },
  { prompt: 'shapes around us: circles, squares and triangles', category: 'curriculum', educational: true },
  { prompt: 'why the moon changes shape', category: 'curriculum', educational: true },
  { prompt: 'castles and knights long ago', category: 'curriculum', educational: true },
  { prompt: 'how bees make honey', category: 'curriculum', educational: true, ci: true },
  { prompt: 'the Vikings and their longships', category: 'curriculum', educational: true },
  { prompt: 'washing hands and germs', category: 'curriculum', educational: true },
  { prompt: 'healthy eating and vegetables', category: 'curriculum', educational: true },
  { prompt: 'what to do when you feel angry', category: 'curriculum', educational: true },
  { prompt: 'learning about money and coins at the shop', category: 'curriculum', educational: true },
  { prompt: 'melting and freezing ice', category: 'curriculum', educational: true },
  { prompt: 'how the heart works', category: 'curriculum', educational: true },
  { prompt: 'the first moon landing', category: 'curriculum', educational: true },
  { prompt: 'recycling and keeping the park clean', category: 'curriculum', educational: true, ci: true },
  { prompt: 'the continents and oceans of the world', category: 'curriculum', educational: true },
  { prompt: 'how sound travels', category: 'curriculum', educational: true },
  { prompt: 'day and night', category: 'curriculum', educational: true },
  { prompt: 'the five senses', category: 'curriculum', educational: true },
  { prompt: 'Learn about the polar bears of the Arctic', category: 'curriculum', educational: true },
  { prompt: 'adding and taking away with apples', category: 'curriculum', educational: true },
  { prompt: 'a story about sharing and taking turns', category: 'curriculum', educational: true },
  { prompt: 'how a caterpillar becomes a butterfly, told by Arjun', category: 'curriculum', educational: true },
  { prompt: 'teach about the rainforest and its animals', category: 'curriculum', educational: true },
  { prompt: 'Gravity: why things fall down', category: 'curriculum', educational: true },
  { prompt: 'the Great Fire of London', category: 'curriculum', educational: true },
  { prompt: 'electricity and circuits', category: 'curriculum', educational: true },
  // With a reference page (rendered test images in eval/pages/)
  { prompt: 'Bolt the robot learns about evaporation', category: 'page', educational: true, page: 'evaporation', ci: true },
  { prompt: 'Mia travels to Egypt to learn about mummies', category: 'page', educational: true, page: 'egypt' },
  { prompt: 'a story about this page on volcanoes', category: 'page', educational: true, page: 'volcanoes' },
  { prompt: 'Tariq learns how plants make their food', category: 'page', educational: true, page: 'plants' },
  { prompt: 'Zofia visits the planets', category: 'page', educational: true, page: 'planets' },
  { prompt: 'a frog story for my class', category: 'page', educational: true, page: 'frogs' },
];
