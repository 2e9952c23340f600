/**
 * True, simple facts about topics children's ideas often ask to learn about, used when no
 * reference image gave facts. Each is a clause that reads after "learned that".
 */

const FACTS: Record<string, readonly string[]> = {
  mummy: ['long ago, people in Egypt wrapped mummies in strips of linen', 'some mummies are more than three thousand years old'],
  pyramid: ['the pyramids of Egypt were built from huge blocks of stone', 'the biggest pyramid was built for a king called Khufu'],
  pharaoh: ['the kings of ancient Egypt were called pharaohs', 'pharaohs wore tall crowns and striped headdresses'],
  volcano: ['a volcano is a mountain that can let out hot, melted rock called lava', 'there are volcanoes under the sea too'],
  dinosaur: ['dinosaurs lived millions of years ago', 'some dinosaurs ate only plants', 'we learn about dinosaurs from their fossil bones'],
  fossil: ['fossils are shapes of old plants and animals kept in stone'],
  moon: ['the moon has no air, so astronauts wear space suits', 'the moon is covered in dusty craters'],
  star: ['the sun is a star', 'stars look tiny because they are very far away'],
  planet: ['eight planets travel around the sun', 'Jupiter is the biggest planet of all'],
  sun: ['the sun is a star that gives us light and warmth', 'the Earth goes all the way around the sun once a year'],
  space: ['there is no air to breathe in space', 'astronauts float inside their space station'],
  rocket: ['rockets need lots of fuel to fly up into space'],
  astronaut: ['astronauts float inside their space station', 'astronauts train for years before they fly'],
  turtle: ['baby sea turtles hatch from eggs on sandy beaches', 'sea turtles can swim for thousands of miles'],
  whale: ['the blue whale is the biggest animal that has ever lived', 'whales breathe air through a blowhole'],
  dolphin: ['dolphins talk to each other with clicks and whistles', 'dolphins breathe air, just like us'],
  fish: ['fish breathe underwater with gills'],
  octopus: ['an octopus has eight arms', 'an octopus can change colour to hide'],
  shell: ['shells are the homes of soft sea animals like snails and clams'],
  coral: ['coral reefs are built by tiny sea animals'],
  bee: ['bees make honey from the nectar of flowers', 'bees help flowers grow by carrying pollen'],
  butterfly: ['a butterfly starts life as a tiny caterpillar'],
  caterpillar: ['a caterpillar turns into a butterfly inside a chrysalis'],
  penguin: ['penguins cannot fly, but they are great swimmers', 'emperor penguin dads keep their eggs warm on their feet'],
  tree: ['trees give off the fresh air we need to breathe', 'you can tell a tree\'s age by counting the rings in its trunk'],
  rainforest: ['it rains almost every day in a rainforest', 'more kinds of animals live in rainforests than anywhere else on land'],
  snow: ['every snowflake has six sides'],
  rainbow: ['a rainbow appears when sunlight shines through raindrops', 'a rainbow has seven colours'],
  rain: ['rain comes from tiny drops of water in the clouds'],
  bread: ['bread rises because of tiny living things called yeast'],
  plant: ['plants need sunlight, water and soil to grow'],
  seed: ['a seed needs water and warmth to start growing'],
  flower: ['flowers make sweet nectar that bees and butterflies drink'],
  frog: ['frogs start life as tiny tadpoles'],
  elephant: ['elephants use their long trunks to drink and to say hello', 'elephants are the biggest animals on land'],
  giraffe: ['giraffes are the tallest animals in the world'],
  lion: ['lions live together in family groups called prides'],
  owl: ['owls can turn their heads a very long way round'],
  bird: ['birds have hollow bones that make them light for flying'],
  dog: ['a dog\'s nose is thousands of times better at smelling than ours'],
  puppy: ['puppies sleep a lot to help them grow'],
  cat: ['cats purr when they feel happy and calm'],
  kitten: ['kittens are born with their eyes closed'],
  horse: ['horses can sleep standing up'],
  bear: ['some bears sleep all winter long'],
  castle: ['castles had thick stone walls and tall towers'],
  knight: ['knights wore suits of metal called armour'],
  pirate: ['pirate ships had big sails and flew flags'],
  ocean: ['the ocean covers most of our planet'],
  sea: ['the sea is salty because of salt washed from rocks'],
  river: ['rivers flow downhill all the way to the sea'],
  mountain: ['the tallest mountain in the world is Mount Everest'],
  desert: ['deserts get very little rain', 'camels can walk for days in the desert without drinking'],
  camel: ['camels store fat in their humps', 'camels can walk for days in the desert without drinking'],
  ice: ['ice is water that has frozen solid'],
  weather: ['clouds are made of tiny drops of water'],
  tooth: ['children have twenty baby teeth'],
  music: ['music is made of sounds and rhythms'],
  train: ['long ago, many trains were pulled by steam engines'],
  zebra: ['every zebra has its very own pattern of stripes'],
};

const ALIASES: Record<string, string> = {
  mummies: 'mummy', pyramids: 'pyramid', pharaohs: 'pharaoh', volcanoes: 'volcano', volcanos: 'volcano', lava: 'volcano',
  dinosaurs: 'dinosaur', dino: 'dinosaur', fossils: 'fossil', stars: 'star', planets: 'planet', rockets: 'rocket',
  astronauts: 'astronaut', turtles: 'turtle', tortoise: 'turtle', whales: 'whale', dolphins: 'dolphin', octopuses: 'octopus',
  shells: 'shell', seashells: 'shell', reef: 'coral', bees: 'bee', honey: 'bee', butterflies: 'butterfly',
  caterpillars: 'caterpillar', penguins: 'penguin', trees: 'tree', forest: 'tree', jungle: 'rainforest', snowflakes: 'snow',
  snowflake: 'snow', rainbows: 'rainbow', plants: 'plant', seeds: 'seed', flowers: 'flower', garden: 'plant', frogs: 'frog',
  tadpoles: 'frog', elephants: 'elephant', giraffes: 'giraffe', lions: 'lion', owls: 'owl', birds: 'bird', dogs: 'dog',
  puppies: 'puppy', cats: 'cat', kittens: 'kitten', horses: 'horse', pony: 'horse', bears: 'bear', castles: 'castle',
  knights: 'knight', pirates: 'pirate', teeth: 'tooth', trains: 'train', camels: 'camel', baking: 'bread', bake: 'bread',
  egypt: 'pyramid', zebras: 'zebra', clouds: 'weather', cloud: 'weather',
};

/** The topic key a word names ('volcanoes' -> 'volcano'), or null. */
export function topicKey(word: string): string | null {
  const key = word.toLowerCase();
  const resolved = ALIASES[key] ?? key;
  return FACTS[resolved] ? resolved : null;
}

/** The known facts about a topic key. */
export function factsAbout(key: string): readonly string[] {
  return FACTS[key] ?? [];
}
