/**
 * A poorly pet taken to the vet ('Mia takes her puppy to the vet', "Max's hamster is sick", 'A trip to the vet'):
 * the pet poorly in a way of its kind (a puppy limps on a sore paw, a kitten is off her food), the worry at home,
 * the trip in a carrier or on a lead, the waiting room with other pets (a parrot that talks, a big dog that is
 * scared too), the vet (a kind grown-up with a stethoscope, never the child) and the check-up, what the vet finds
 * and does (a thorn taken out, medicine in the food), the pet brave, and home again getting well.
 * Told at the vet's (the hospital setting, called 'the vet's'), step by step in order.
 * Slots as in home-days.ts: {hero}, {Hero}, {their}, {friend} and {Friend} (the pet), {fkind}, {ftheir}, {fthem}.
 */
import type { HomeDay } from './home-days.js';
import type { PlaceTrouble } from './types.js';

/** One kind of pet and how a visit to the vet goes for it. */
interface VetVisit {
  /** The kind words it is called by ('puppy', 'dog'). */
  kinds: readonly string[];
  /** How it is poorly, in a way of its kind: the child, then the pet. */
  poorly: readonly string[];
  /** How it goes to the vet's: on a lead, in a carrier. */
  trip: string;
  /** What the vet finds and does, and the pet brave. */
  found: readonly string[];
  /** Home again and getting well. */
  home: readonly string[];
  /** A thing of its own on the way: a lead, a carrier. */
  words: readonly string[];
}

const DOG: VetVisit = {
  kinds: ['puppy', 'dog'],
  poorly: [
    '{Hero} had a {fkind} called {Friend}. But today {friend} limped across the kitchen on three legs. {Fthey} held up one sore paw.',
  ],
  trip: '{Hero} clipped on {friendS} lead. They walked to the vet’s very slowly, because {friend} limped all the way.',
  found: [
    'The vet looked at the sore paw. "A thorn!" she said. Out it came, and {friend} gave one small yelp. {Hero} held {fthem} while the vet wrapped the paw in a bandage. "What a brave {fkind}," said the vet.',
  ],
  home: [
    'At home, {friend} rested in {ftheir} basket with {ftheir} bandaged paw. By the next day, {fthey} ran to {hero} on all four legs again.',
  ],
  words: ['lead', 'paw', 'bandage'],
};

const CAT: VetVisit = {
  kinds: ['kitten', 'cat'],
  poorly: [
    '{Hero} had a {fkind} called {Friend}. But today {friend} sniffed {ftheir} bowl and walked away. {Fthey} did not eat a bite.',
  ],
  trip: '{Hero} put {friend} in a carrier with a soft blanket. "Mew!" went {friend} all the way to the vet’s.',
  found: [
    'The vet felt {friendS} tummy. "A sore tummy," said the vet. "Some medicine in the food will help." {Friend} sat very still on {heroS} lap and was brave.',
  ],
  home: ['At home, {hero} mixed the medicine into a little food. {Friend} ate it all up, and soon {fthey} purred again.'],
  words: ['carrier', 'food', 'medicine'],
};

const RABBIT: VetVisit = {
  kinds: ['rabbit', 'bunny', 'guinea pig'],
  poorly: [
    '{Hero} had a {fkind} called {Friend}. But today {friend} sat in the corner of the hutch. {Fthey} would not eat a single leaf.',
  ],
  trip: '{Hero} put {friend} in a carrier full of soft hay. Off they went to the vet’s.',
  found: [
    'The vet looked at {friendS} teeth. "They have grown too long to chew," the vet said, and gently filed them down. {Friend} kept still and was brave, and {hero} stroked {ftheir} ears.',
  ],
  home: [
    'At home, {hero} gave {friend} a carrot. {Friend} crunched it up at last. By the next morning, {friend} was munching hay in the hutch again.',
  ],
  words: ['carrier', 'hay', 'teeth'],
};

const HAMSTER: VetVisit = {
  kinds: ['hamster', 'gerbil'],
  poorly: [
    '{Hero} had a {fkind} called {Friend}. But today {friend} kept sneezing, atchoo, atchoo! {Fthey} did not run on {ftheir} wheel.',
  ],
  trip: '{Hero} put {friend} in a little carrier with soft bedding. {Hero} carried it very carefully to the vet’s.',
  found: [
    'The vet held {friend} in a gentle hand. "Just a cold," said the vet to {hero}. "Keep {fthem} warm, and give {fthem} one drop of medicine a day." {Friend} licked the drop and was brave.',
  ],
  home: [
    'At home, {hero} put extra bedding in the cage. After a few days, {friend} stopped sneezing and ran on {ftheir} wheel again.',
  ],
  words: ['carrier', 'cage', 'medicine'],
};

const VISITS: readonly VetVisit[] = [DOG, CAT, RABBIT, HAMSTER];

/** The waiting room, for every pet: another pet there, and how the child puts it right. */
const WAITING: readonly PlaceTrouble[] = [
  {
    event: 'In the waiting room, a green parrot in a cage squawked, "Hello! Hello!" {Friend} jumped and hid behind {hero}.',
    fix: '{Hero} stroked {friend} gently. "It is only a parrot saying hello," {they} whispered. {Friend} peeked out.',
  },
  {
    event:
      'In the waiting room sat a great big dog. It was shaking, because it was scared of the vet too. {Friend} shook as well.',
    fix: '{Hero} pointed at the big dog. "Look, {friend}. You are not the only one," {they} whispered.',
  },
];

/** A vet's, as it is seen: no height chart or stickers for children. */
const SIGHTS = [
  'a waiting room full of pets',
  'a green parrot in a cage',
  'a pet carrier',
  'a big table for pets',
  'the vet’s stethoscope',
];

/** The kinds said as the idea says them ('take {their} dog Buster to the vet', 'make {their} kitten feel better'). */
const kindsOf = (visit: VetVisit) => visit.kinds.join('|');

/** The visit told as a day: its start, the worry, the trip and the check-up in order, the waiting room, the vet's finding. */
const vetDay = (visit: VetVisit): HomeDay => ({
  id: 'pet',
  at: { setting: 'hospital', name: 'the vet’s' },
  goal: new RegExp(
    String.raw`^(?:take \{their\} (?:${kindsOf(visit)}|pet)(?: [\p{L}-]+)? to the vet|make \{their\} (?:${kindsOf(visit)}) feel better|(?:look after|take care of|care for) \{their\} (?:poorly|sick|ill) (?:${kindsOf(visit)}))\b`,
    'u',
  ),
  words: ['vet', 'better', 'waiting room', ...visit.words],
  sights: SIGHTS,
  start: visit.poorly,
  wish: [
    '"What is wrong, {friend}?" asked {hero}. {Hero} felt worried. "We will take {fthem} to the vet," said {GuideFull}.',
    '{Hero} knelt down by {friend}. "Don’t worry, {friend}. The vet will make you better," {they} said.',
  ],
  // The trip first, then the check-up: told in this order.
  doings: [
    visit.trip,
    'The vet was kind, with a stethoscope round her neck. The vet listened to {friendS} heart, then peeked into each ear with a little light.',
  ],
  ordered: true,
  troubles: WAITING,
  high: visit.found,
  evening: visit.home,
  help: 'came too, and held {heroS} hand.',
  upset: ['"Poor {friend}," whispered {hero}, and held {fthem} a little closer.'],
  cheered: ['Then the vet called, "{Friend}, please!" It was their turn.'],
  thought: ['{Hero} hoped the vet could make {friend} better.'],
  thoughtAfter: ['{Friend} was getting better, bit by bit.'],
});

/** A poorly dog, cat, rabbit or hamster goes to the vet; a poorly goldfish stays home (pet-days.ts). */
export const VET_DAYS: readonly HomeDay[] = VISITS.map(vetDay);
