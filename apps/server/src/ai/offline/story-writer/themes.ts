/**
 * What an idea is about (travel, animals, space, the sea, school, friendship, learning a fact, ...):
 * found from its words, it chooses the lesson, the tags, the title's words and lines that give the
 * hero a matching character.
 */

export interface Theme {
  id: string;
  /** Idea words (lower case) that point to the theme. */
  words: readonly string[];
  /** Where the story happens when the idea names no place: a setting word ('kitchen', 'sea'). */
  setting: string;
  /** A goal when the idea gives none, bare infinitive. */
  goals: readonly string[];
  /** What was learned, a clause after "learned that". */
  lessons: readonly string[];
  /** Whole sentences about the hero that suit the theme, for the opening. */
  traits: readonly string[];
  /** Nouns a title may use: 'Trip', 'Discovery'. */
  titleWords: readonly string[];
  tag: string;
}

export const THEMES: readonly Theme[] = [
  {
    id: 'travel', setting: 'city', tag: 'travel',
    words: ['travel', 'travels', 'trip', 'journey', 'holiday', 'vacation', 'abroad', 'country', 'plane', 'airport', 'passport', 'flies', 'suitcase'],
    goals: ['see a faraway place', 'explore somewhere new'],
    lessons: ['the world is full of wonderful places', 'every big trip begins with one small step'],
    traits: ['{Hero} loved spinning the old globe and pointing at faraway places.', '{Their} little suitcase was always packed, just in case.'],
    titleWords: ['Trip', 'Journey', 'Big Trip'],
  },
  {
    id: 'learning', setting: 'museum', tag: 'learning',
    words: ['learn', 'learns', 'learning', 'discover', 'discovers', 'fact', 'facts', 'science', 'history', 'study', 'ancient', 'museum', 'mummy', 'mummies', 'pyramid', 'pyramids', 'dinosaur', 'dinosaurs', 'fossil', 'volcano', 'volcanoes', 'why', 'how'],
    goals: ['find out something new', 'learn how the world works'],
    lessons: ['asking questions is a great way to learn', 'learning something new is like finding treasure'],
    traits: ['{Hero} asked "Why?" about everything.', '{Hero} loved books full of pictures and facts.'],
    titleWords: ['Discovery', 'Big Question', 'Amazing Discovery'],
  },
  {
    id: 'space', setting: 'space', tag: 'space',
    words: ['space', 'moon', 'star', 'stars', 'planet', 'planets', 'rocket', 'astronaut', 'galaxy', 'mars', 'comet', 'spaceship', 'alien', 'jupiter', 'saturn'],
    goals: ['fly up to the stars', 'visit the moon'],
    lessons: ['the sky is full of wonders waiting to be explored', 'even the biggest dreams can come true one step at a time'],
    traits: ['Every night, {hero} counted the stars from {their} window.', '{Hero} had a toy rocket that went everywhere with {them}.'],
    titleWords: ['Space Adventure', 'Starry Trip', 'Trip to the Stars'],
  },
  {
    id: 'sea', setting: 'sea', tag: 'ocean',
    words: ['sea', 'ocean', 'beach', 'fish', 'whale', 'dolphin', 'boat', 'sail', 'sails', 'shell', 'shells', 'swim', 'swims', 'island', 'mermaid', 'pirate', 'pirates', 'turtle', 'wave', 'waves', 'crab'],
    goals: ['see the sea', 'explore the sea'],
    lessons: ['the sea is home to many amazing creatures', 'the sea must be kept clean for the animals who live there'],
    traits: ['{Hero} kept a jar of shiny shells by {their} bed.', '{Hero} loved the sound of waves.'],
    titleWords: ['Seaside Adventure', 'Day by the Sea', 'Ocean Adventure'],
  },
  {
    id: 'school', setting: 'school', tag: 'school',
    words: ['school', 'class', 'classroom', 'teacher', 'homework', 'lesson', 'kindergarten', 'nursery', 'backpack', 'classmate', 'classmates'],
    goals: ['have a good first day at school', 'make a friend at school'],
    lessons: ['new places soon feel friendly when you are kind', 'everyone feels a little nervous on a first day'],
    traits: ['{Their} new backpack was bright red and ready to go.', '{Hero} had practised writing {their} name again and again.'],
    titleWords: ['First Day', 'Big Day', 'School Day'],
  },
  {
    id: 'animals', setting: 'farm', tag: 'animals',
    words: ['animal', 'animals', 'pet', 'pets', 'puppy', 'dog', 'kitten', 'cat', 'bunny', 'rabbit', 'pony', 'horse', 'zoo', 'farm', 'vet', 'hamster', 'bird', 'elephant', 'lion', 'giraffe', 'penguin', 'goat', 'cow', 'sheep', 'pig', 'hen', 'chicken', 'duck', 'lamb', 'zebra'],
    goals: ['find a lost friend', 'help an animal in need'],
    lessons: ['every animal needs kindness and care', 'animals are friends who need gentle hands'],
    traits: ['{Hero} loved every animal, big or small.', '{Hero} always shared snacks with the birds.'],
    titleWords: ['Animal Adventure', 'Furry Friend', 'Animal Friend'],
  },
  {
    id: 'friendship', setting: 'park', tag: 'friendship',
    words: ['friend', 'friends', 'friendship', 'share', 'sharing', 'lonely', 'together', 'new friend', 'best friend', 'play', 'kind', 'kindness', 'help', 'helps'],
    goals: ['make a new friend', 'help a friend'],
    lessons: ['good friends help each other', 'sharing makes fun even bigger', 'a kind word can start a friendship'],
    traits: ['{Hero} always said hello to everyone.', '{Hero} loved games that were more fun with two.'],
    titleWords: ['New Friend', 'Best Friends', 'Friendship'],
  },
  {
    id: 'bravery', setting: 'bedroom', tag: 'bravery',
    words: ['afraid', 'scared', 'nervous', 'shy', 'dark', 'worried', 'fear', 'brave', 'courage', 'frightened', 'timid'],
    goals: ['feel brave', 'try something new'],
    lessons: ['being brave means trying, even with butterflies in your tummy', 'feelings get smaller when we share them'],
    traits: ['{Hero} was gentle and a little bit shy.', '{Hero} liked to hide behind {their} favourite blanket.'],
    titleWords: ['Brave Day', 'Big Brave Step', 'Brave Heart'],
  },
  {
    id: 'nature', setting: 'forest', tag: 'nature',
    words: ['forest', 'woods', 'tree', 'trees', 'garden', 'flower', 'flowers', 'plant', 'plants', 'grow', 'grows', 'bug', 'bugs', 'insect', 'bee', 'bees', 'leaf', 'leaves', 'rainforest', 'jungle', 'mountain', 'river', 'butterfly', 'seed', 'seeds'],
    goals: ['explore the forest', 'grow something beautiful'],
    lessons: ['nature is full of small surprises', 'every plant and animal has its own special home'],
    traits: ['{Hero} loved collecting leaves and pebbles.', '{Hero} could name every flower in the garden.'],
    titleWords: ['Nature Walk', 'Green Adventure', 'Wild Walk'],
  },
  {
    id: 'cooking', setting: 'kitchen', tag: 'cooking',
    words: ['bake', 'bakes', 'baking', 'cook', 'cooks', 'cooking', 'cake', 'bread', 'cookies', 'cookie', 'pie', 'kitchen', 'recipe', 'pizza', 'soup', 'pancakes', 'muffins'],
    goals: ['bake something delicious', 'cook a special meal'],
    lessons: ['good things take time and patience', 'food tastes best when it is shared'],
    traits: ['{Hero} loved licking the spoon after baking.', '{Hero} had a tiny apron with flowers on it.'],
    titleWords: ['Baking Day', 'Tasty Surprise', 'Kitchen Adventure'],
  },
  {
    id: 'music', setting: 'city', tag: 'music',
    words: ['sing', 'sings', 'song', 'songs', 'music', 'dance', 'dances', 'dancing', 'paint', 'painting', 'draw', 'drawing', 'art', 'band', 'piano', 'drum', 'drums', 'guitar', 'concert', 'show'],
    goals: ['put on a show', 'make beautiful music'],
    lessons: ['everyone has a special song to share', 'practice turns small sounds into music'],
    traits: ['{Hero} hummed a tune wherever {they} went.', '{Hero} tapped a rhythm on every table.'],
    titleWords: ['Big Show', 'Happy Song', 'Music Day'],
  },
  {
    id: 'sport', setting: 'park', tag: 'sports',
    words: ['football', 'soccer', 'race', 'races', 'running', 'bike', 'cycling', 'team', 'match', 'basketball', 'tennis', 'sports', 'sport', 'skate', 'skating', 'kite'],
    goals: ['win the big race', 'play in the big game'],
    lessons: ['practice and teamwork make everyone better', 'trying your best matters more than winning'],
    traits: ['{Hero} could run faster than the wind, or so {they} said.', '{Hero} practised every day after lunch.'],
    titleWords: ['Big Game', 'Great Race', 'Winning Day'],
  },
];

export const ADVENTURE: Theme = {
  id: 'adventure', setting: 'forest', tag: 'adventure',
  words: [],
  goals: ['go on a big adventure', 'find a hidden treasure'],
  lessons: ['big adventures start with small steps', 'kindness is the best thing to carry on any trip'],
  traits: ['{Hero} loved exploring and asking questions.', '{Hero} always carried a little notebook for adventures.'],
  titleWords: ['Big Adventure', 'Great Adventure', 'Happy Day'],
};

/** The themes whose words the idea uses, best match first; ADVENTURE when none does. */
export function detectThemes(words: readonly string[]): Theme[] {
  const text = ` ${words.join(' ')} `;
  const scored = THEMES.map((theme, order) => ({
    theme,
    order,
    score: theme.words.reduce((sum, word) => sum + (text.includes(` ${word} `) ? 1 : 0), 0),
  })).filter((s) => s.score > 0);
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.length > 0 ? scored.map((s) => s.theme) : [ADVENTURE];
}
