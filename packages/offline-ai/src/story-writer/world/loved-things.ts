/**
 * A child who loves something ('Mia loves trains', 'Leo loves dinosaurs', 'A girl who is mad about space'): the love
 * shown at home (train pyjamas, glow-in-the-dark stars), then a day out where the loved thing is real (a first train
 * ride, the dinosaur bones at the museum), told as any day out is (day-out.ts), with a true fact of it said by the
 * family, and the love played at home after. Never a quest 'to enjoy trains'.
 * Slots: those of a day out, and {loved} (the thing as the idea says it: 'trains', 'the sea') and {lovedOne} (one of
 * them: 'giraffe').
 */
import type { SettingId } from '../../language/index.js';

export interface LovedThing {
  id: string;
  /** The loved thing as the idea says it, lower case, without 'the': 'trains', 'steam trains'. */
  words: RegExp;
  /** Where the day out goes. */
  setting: SettingId;
  /** The ride the day is, where the place's own day is one (a boat trip for boats). */
  ride?: 'train' | 'boat' | 'bus';
  /** A word of the place's hopes the day hopes for ('dinosaur': 'see the dinosaur bones'); else the loved one's own. */
  hope?: string;
  /** The knowledge base's topic whose fact the family says ('dinosaurs'); else the loved one's own, if there is one. */
  topic?: string;
  /** Loved one kind at a time ('giraffes', 'horses'): a fact of the topic is said only where it names that kind. */
  many?: true;
  /** The love shown at home: a sentence or two each. */
  shows: readonly string[];
  /** What the hero says of it: the wish the day makes come true. */
  says: readonly string[];
  /** Back home, the love played: a sentence each. */
  home: readonly string[];
}

/** Creatures loved one kind at a time ('loves giraffes'), said with {loved} and {lovedOne}. */
const CREATURE_SHOWS = [
  '{Hero} loved {loved} more than anything. {They} had {lovedOne} pyjamas, {lovedOne} socks and {lovedOne} books.',
  '{Hero} loved {loved}. {They} drew {loved}, played {loved} and read about {loved} every single day.',
];
const CREATURE_SAYS = ['"I wish I could see real {loved}," said {hero}.', '"{Loved} are the best!" said {hero}.'];
const CREATURE_HOME = [
  'At home, {hero} drew a picture of {their} day, with {loved} all round the edge.',
  'Back home, {hero} hugged {their} toy {lovedOne}, and told it all about the real ones.',
];

export const LOVED_THINGS: readonly LovedThing[] = [
  {
    id: 'trains',
    words: /^(?:steam )?trains?$|^railways?$/,
    setting: 'station',
    topic: 'steam-trains',
    shows: [
      '{Hero} loved trains more than anything. {They} had train pyjamas, a train cup and a wooden train set.',
      '{Hero} loved trains. {They} built long tracks all over the floor, and said "Choo, choo!" all day long.',
    ],
    says: ['"I wish I could go on a real train," said {hero}.', '"When I grow up, I will drive a train," said {hero}.'],
    home: [
      'At home, {hero} built a station for {their} toy trains, just like the real one.',
      'Back home, {hero} put {their} toy train right by the bed. Choo, choo!',
    ],
  },
  {
    id: 'planes',
    words: /^(?:aero|air)?planes?$|^jets?$/,
    setting: 'airport',
    topic: 'aeroplanes',
    shows: [
      '{Hero} loved planes more than anything. {They} waved at every plane that flew over the house.',
      '{Hero} loved planes. {They} zoomed about with {their} arms out wide, going "Neeee-owww!"',
    ],
    says: ['"One day, I will fly in a real plane," said {hero}.', '"I wish I could fly up in the clouds," said {hero}.'],
    home: [
      'Later, {hero} folded a paper plane and flew it all the way across the room.',
      '{Hero} zoomed {their} toy plane up, up, up, all the way to bed.',
    ],
  },
  {
    id: 'boats',
    words: /^(?:boats?|ships?|sailing boats?)$/,
    setting: 'sea',
    ride: 'boat',
    shows: [
      '{Hero} loved boats more than anything. {They} sailed {their} little toy boat in the bath every night.',
      '{Hero} loved boats. {They} drew boats, built boats out of boxes and dreamed of the sea.',
    ],
    says: ['"I wish I could sail on a real boat," said {hero}.', '"When I grow up, I will be a captain," said {hero}.'],
    home: [
      'At bath time, {hero} sailed {their} toy boat all the way round the taps.',
      'Back home, {hero} made a boat out of a box, with a flag on top.',
    ],
  },
  {
    id: 'buses',
    words: /^(?:buses|busses|bus|double-decker(?: buses)?)$/,
    setting: 'city',
    ride: 'bus',
    shows: [
      '{Hero} loved buses more than anything. {They} knew the number of every bus that went past.',
      '{Hero} loved buses. {They} lined up chairs to make a bus, and rang a pretend bell. Ding, ding!',
    ],
    says: ['"I wish I could sit upstairs on a real bus," said {hero}.', '"Buses are the best!" said {hero}.'],
    home: [
      'At home, {hero} drew a big red bus, with a happy face at every window.',
      'Back home, {hero} lined up {their} toy buses, and rang a pretend bell. Ding!',
    ],
  },
  {
    id: 'dinosaurs',
    words: /^(?:dinosaurs?|dinos?|t-rex(?:es)?)$/,
    setting: 'museum',
    hope: 'dinosaur',
    topic: 'dinosaurs',
    shows: [
      '{Hero} loved dinosaurs more than anything. {They} had dinosaur socks, a dinosaur lamp and a big toy dinosaur.',
      '{Hero} loved dinosaurs. {They} stomped all round the house, going "ROAR!"',
    ],
    says: ['"I wish I could see a real dinosaur," said {hero}.', '"Dinosaurs are the best thing ever," said {hero}.'],
    home: [
      'At home, {hero} lined up all {their} toy dinosaurs, from the biggest to the smallest.',
      'Back home, {hero} stomped up to bed like a great big dinosaur. ROAR!',
    ],
  },
  {
    id: 'space',
    words: /^(?:(?:outer )?space|rockets?|planets|stars|astronauts?|moon)$/,
    setting: 'museum',
    hope: 'space',
    topic: 'space-planets',
    shows: [
      '{Hero} loved space more than anything. Glow-in-the-dark stars shone on {their} bedroom ceiling.',
      '{Hero} loved space. Every day, {they} counted down: "Three, two, one, blast off!"',
    ],
    says: ['"One day, I will be an astronaut," said {hero}.', '"I wish I could go to space," said {hero}.'],
    home: [
      'Back home, {hero} looked up at the moon and waved. "One day," {they} whispered.',
      'At home, {hero} made a rocket out of a big box, with a round window.',
    ],
  },
  {
    id: 'books',
    words: /^(?:books?|stories|story books?|storybooks?)$/,
    setting: 'library',
    shows: [
      '{Hero} loved books more than anything. {They} read in bed, in the bath and even under the table.',
      '{Hero} loved books. {Their} shelf was so full that the books were piled up on the floor.',
    ],
    says: ['"I wish I could read every book in the world," said {hero}.', '"Books are the best!" said {hero}.'],
    home: [
      'Back home, {hero} read {their} new books in bed, one after another.',
      'At home, {hero} read a story to {their} teddy, with all the voices.',
    ],
  },
  {
    id: 'sea',
    words: /^(?:sea|seaside|beach|shells|seashells|sandcastles|crabs)$/,
    setting: 'beach',
    shows: [
      '{Hero} loved {loved} more than anything. {They} kept a jar of shells by {their} bed.',
      '{Hero} loved {loved}. {They} built sandcastles in the sandpit and dreamed of waves.',
    ],
    says: ['"I wish I could go to the beach every day," said {hero}.', '"The seaside is the best!" said {hero}.'],
    home: [
      'Back home, {hero} put a little shell in the jar by {their} bed.',
      'Back home, {hero} held a shell to {their} ear, and heard the sea.',
    ],
  },
  {
    id: 'zoo',
    words: /^(?:lions?|tigers?|elephants?|giraffes?|monkeys?|zebras?|gorillas?|hippos?|pandas?|flamingos?|meerkats?)$/,
    setting: 'zoo',
    many: true,
    shows: CREATURE_SHOWS,
    says: CREATURE_SAYS,
    home: CREATURE_HOME,
  },
  {
    id: 'animals',
    words: /^(?:animals|wild animals|zoo animals)$/,
    setting: 'zoo',
    many: true,
    shows: [
      '{Hero} loved animals more than anything. {They} had a book of animals and a whole box of toy ones.',
      '{Hero} loved animals. {They} could roar like a lion and trumpet like an elephant.',
    ],
    says: ['"I wish I could see real wild animals," said {hero}.', '"Animals are the best!" said {hero}.'],
    home: [
      'At home, {hero} lined up {their} toy animals to make a zoo of {their} own.',
      'Back home, {hero} roared like a lion, then yawned like a sleepy one.',
    ],
  },
  {
    id: 'sea-life',
    words: /^(?:sharks?|octopus(?:es)?|octopi|jellyfish|starfish|fish|turtles?|penguins?|sea creatures|sea animals)$/,
    setting: 'aquarium',
    many: true,
    shows: CREATURE_SHOWS,
    says: CREATURE_SAYS,
    home: CREATURE_HOME,
  },
  {
    id: 'farm',
    words: /^(?:horses?|ponies|pony|tractors?|cows?|sheep|lambs?|pigs?|hens?|chickens?|farm animals)$/,
    setting: 'farm',
    topic: 'farm-animals',
    many: true,
    shows: CREATURE_SHOWS,
    says: CREATURE_SAYS,
    home: CREATURE_HOME,
  },
];

/** A loved one said by another word in the place's hopes: horses are brushed as 'the ponies'. */
export const HOPED_AS: Readonly<Record<string, string>> = { horse: 'pony', sheep: 'lamb', hen: 'egg', chicken: 'egg' };
