import { describe, expect, it } from 'vitest';
import { bookLookFor } from '../hero/book.js';
import { readScene, type HeroCue } from './read-scene.js';

/** Text mode with no character in the visual prompt: the paragraph's own hero leads. */
const open: HeroCue = { kind: 'child', name: null, fixed: false };
const drawn = (paragraph: string) => readScene(paragraph, open).characters.map((c) => `${c.kind}${c.name ? `:${c.name}` : ''}`);

describe('a page read on its own: the hero named and called by its kind is one character of that kind', () => {
  it('takes the kind a copula or a pronoun gives the name', () => {
    expect(drawn('Pippin woke up thinking of the stars. He was only a tiny hedgehog.')).toEqual(['hedgehog:Pippin']);
    expect(drawn('Early one day, Bramble looked out. Bramble was only a tiny ant.')).toEqual(['ant:Bramble']);
    expect(drawn('Zuzu is a little fox who lives by the river. She loves to swim.')).toEqual(['fox:Zuzu']);
    expect(drawn('Zara sat by the clouds. They were a little dragon with wings.')).toEqual(['dragon:Zara']);
    // Beside the name, later in the page or after a comma ('Mateo' is a boy's name too).
    expect(drawn('Mateo tried hard to win. "I can’t win it," Mateo the tortoise said with a sniff.')).toEqual(['turtle:Mateo']);
    expect(drawn('Everyone on the farm knew Pip, a fluffy puppy with a tail.')).toEqual(['dog:Pip']);
    expect(drawn('Mia met Pip, a girl from school.')).toEqual(['girl:Mia', 'girl:Pip']);
    // The book's look (the hero drawn on the page) is of that kind too.
    const look = bookLookFor({ paragraph: 'Pippin woke up. He was only a tiny hedgehog.', avatar: null, seed: 1 });
    expect(look.hero.kind).toBe('hedgehog');
  });

  it("takes the kind of the one animal the page calls by its kind, or of the name's own body parts", () => {
    expect(drawn('Pippin froze. "Not today," said the shy hedgehog. "Hi there, Pippin!" called Grandpa.')).toEqual([
      'hedgehog:Pippin',
      // A wild animal's family is of its kind.
      'hedgehog:Grandpa',
    ]);
    expect(drawn('"What is wrong, little owl?" asked the grandma. "I am scared," Nutmeg whispered.')).toEqual([
      'owl:Nutmeg',
      'owl',
    ]);
    expect(drawn("Pippin's prickles wobbled, but he kept going.")).toEqual(['hedgehog:Pippin']);
    // A part everyone has says nothing of what they are: no panda for a tummy, no dog for a nose.
    expect(drawn("Tumble's tummy fluttered as he looked at the garden.")).not.toContain('panda:Tumble');
    expect(drawn("Pippin's little nose twitched.").some((c) => c.startsWith('dog') || c.startsWith('panda'))).toBe(false);
    // 'The yeti' is Rusty the yeti, so the penguin is the one animal left to be Splash.
    expect(
      drawn('The little penguin looked at the icebergs. Splash slid on. A yeti called Rusty stomped up. The yeti smiled.'),
    ).toEqual(['penguin:Splash', 'yeti:Rusty']);
  });

  it('takes the kind of the one animal or machine whose own sound or way of moving the name makes', () => {
    expect(drawn('Pebble clanked past the shops. The robot and the dog both talked at once.')).toEqual(['robot:Pebble', 'dog']);
    expect(drawn('Biscuit barked at the gate. The cat and the dog ran to the park.')).toEqual(['dog:Biscuit', 'cat']);
    expect(drawn('Nutmeg purred by the fire. The cat and the dog curled up.')).toEqual(['cat:Nutmeg', 'dog']);
    // A pet name beside the one machine the page names: the machine (a robot is a character too).
    expect(drawn('Pebble waved at the dog. Mochi the dog waved back at the robot.')).toEqual(['robot:Pebble', 'dog:Mochi']);
    // Side by side in one sentence they are two, whoever roared.
    expect(drawn('A friendly dragon landed beside Leo and roared hello.')).toEqual(['boy:Leo', 'dragon']);
    // The page's hero look is the robot's too, though a dog comes first.
    const look = bookLookFor({
      paragraph: 'A scruffy dog trotted past. Pebble waved at the dog. Mochi the dog waved back at the robot.',
      avatar: null,
      seed: 1,
    });
    expect(look.hero.kind).toBe('robot');
    // Walking is anyone's: it says nothing.
    expect(drawn('Mia walked to the gate. The dog and the cat were asleep.')).toEqual(['girl:Mia', 'dog', 'cat']);
  });

  it('takes the kind someone else calls the named one by in a quotation', () => {
    expect(drawn('Tamsin hid under a leaf. "Come out, little snail," said the frog. The frog waited.')).toEqual([
      'snail:Tamsin',
      'frog',
    ]);
    expect(drawn('Nutmeg puffed up the hill. "Nearly there, brave tortoise!" cheered the goat.')).toEqual([
      'turtle:Nutmeg',
      'goat',
    ]);
    // 'What brings a shy owl here?' asks one already there.
    expect(drawn('Pippin blinked. "Hi there, shy owl! What brings a shy owl here?" asked the fox.')).toEqual([
      'owl:Pippin',
      'fox',
    ]);
    // Said by 'she' (maybe the named one herself), or to one brought in anew: two.
    expect(drawn('Mia sat down. "Come here, little puppy!" she called.')).toContain('girl:Mia');
    expect(drawn('Pippin sat down. A puppy ran up. "Hello, little puppy!" said Mia.')).toContain('child:Pippin');
  });

  it('reads a name the reading took for a word, and an animal name beside a named child and "the girl"', () => {
    expect(drawn('One was a crab and one was a seal. Inky waddled off while the crab watched.')).toEqual(['seal:Inky', 'crab']);
    expect(drawn('Jasmine wrote a letter. Jasmine smiled.')).toEqual(['child:Jasmine']);
    // (The robot by its lights: 'said Bolt. The robot' is two sentences, no 'Bolt the robot'.)
    expect(drawn('"Hello!" said Bolt, blinking his lights. The robot and the cat sat down.')).toEqual(['robot:Bolt', 'cat']);
    // Weather, time and things opening a sentence are nobody.
    expect(drawn('Rain fell. Thunder rumbled. Mia ran inside.')).toEqual(['girl:Mia']);
    // 'the girl' is Lena: Biscuit, an animal's name, is the one creature left.
    expect(drawn('One was a girl and one was a dragon. Biscuit waved. The dragon and the girl played with Lena.')).toEqual([
      'dragon:Biscuit',
      'girl:Lena',
    ]);
    // With no child named, the girl may be the one named.
    expect(drawn('Biscuit waved at the dragon. The girl smiled.')).not.toContain('dragon:Biscuit');
  });

  it('gives a name the kind it is called with, and never the kind of one who speaks to it', () => {
    // 'an owl called Hoot' is the owl: the fox the page calls by its kind is Rusty.
    expect(drawn('Rusty yawned in the den. "Morning, Rusty!" hooted an owl called Hoot. The fox stretched.')).toEqual([
      'fox:Rusty',
      'owl:Hoot',
    ]);
    // The duck says Tumble's name to Tumble: Tumble is the frog, not the duck.
    expect(drawn('Tumble sat by the pond. "Well done, Tumble!" said the duck. The frog grinned.')).toEqual([
      'frog:Tumble',
      'duck',
    ]);
  });

  it('takes the kind of one who says its own name, and of a newcomer told of and then named', () => {
    expect(drawn('"Hello, I’m Tumble," said the shy badger to the rabbit. Tumble sniffed. The rabbit smiled.')).toEqual([
      'badger:Tumble',
      'rabbit',
    ]);
    expect(drawn('"My name is Noodle," the little worm whispered. Noodle wriggled on.')).toEqual(['worm:Noodle']);
    // A newcomer the page tells of before the name comes, and a name another one takes.
    expect(
      drawn(
        'Just then, a grey seal flopped onto the rocks. The seal had long whiskers. Pebble waddled up to Finn. "Hello!" said Finn.',
      ),
    ).toEqual(['seal:Pebble', 'boy:Finn']);
    expect(
      drawn(
        'One day, a small crab scuttled over the sand. The crab waved a claw. Biscuit hurried up to Squeak. "Hi!" said Squeak to the crab. Then the mouse laughed.',
      ),
    ).toEqual(['crab:Biscuit', 'mouse:Squeak']);
    // Brought in after the name, it is someone else.
    expect(drawn('Pippin looked around. Just then, a fox trotted past. The fox sniffed.')).toEqual(['child:Pippin', 'fox']);
  });

  it('draws no creature a quotation says something of in general', () => {
    const kinds = (paragraph: string) => readScene(paragraph, open).characters.map((c) => c.kind);
    expect(kinds('Mia sat by the pond. "Ducks love bread and frogs eat flies," said Dad.')).toEqual(['girl', 'dad']);
    // ('Look at those ducks!' points at ducks that are there.)
    expect(kinds('Mia sat by the pond. "Look at those ducks!" said Dad.')).toContain('duck');
  });

  it('keeps two when the text puts them side by side, or the name is a child’s', () => {
    expect(drawn('"Hello," said the fox to Pippin.')).toEqual(['child:Pippin', 'fox']);
    expect(drawn('Mia smiled. The dog wagged its tail.')).toEqual(['girl:Mia', 'dog']);
    expect(drawn('Pippin ran to the park with a duck.')).toEqual(['child:Pippin', 'duck']);
    // Someone new brought in ('a fox came out') is not the hero either.
    expect(drawn('Pippin looked around. A fox came out of the bushes.')).toEqual(['child:Pippin', 'fox']);
    expect(drawn('Pippin looked around and saw an owl. The owl hooted.')).toEqual(['child:Pippin', 'owl']);
  });

  it('tells a name’s kind by what only some kinds have or do, the home of one of them breaking a tie', () => {
    expect(drawn('Pingu waddled across the ice.')).toEqual(['penguin:Pingu']);
    expect(drawn('Nutmeg twitched her whiskers and purred.')).toEqual(['cat:Nutmeg']);
    expect(drawn('Bramble snuffled about in the leaves.')).toEqual(['hedgehog:Bramble']);
    expect(drawn('Sparky buzzed from flower to flower in the garden.')).toEqual(['bee:Sparky']);
    expect(drawn('Sammy slithered through the long grass.')).toEqual(['snake:Sammy']);
    // A fact the page tells of a kind is of the one it is about, not of the yeti beside it.
    expect(
      drawn('"This way to my scarf!" said Pingu. The yeti pointed at the icebergs. "Penguins huddle together to keep warm."'),
    ).toEqual(['penguin:Pingu', 'yeti']);
    // (Of the one the fact opens on: hedgehogs, not the beetles and worms they snuffle for.)
    expect(
      drawn('Biscuit told Pudding about his wish. "Hedgehogs snuffle for beetles and worms at night," said the dog.'),
    ).toEqual(['hedgehog:Biscuit', 'dog']);
    // Not what others do ('buzzing bees'), nor what a child could do or wear, nor one beside the name.
    expect(drawn('Pippin ran to a bush full of buzzing bees. "I want to do it," said the caterpillar.')).toEqual([
      'caterpillar:Pippin',
    ]);
    expect(drawn('Mia put on her swimming flippers and jumped in the pool.')).toEqual(['girl:Mia']);
    expect(drawn('Mia hopped across the meadow.')).toEqual(['girl:Mia']);
    // (A waddle to the pond is a duck's or a goose's: no telling which.)
    expect(drawn('Pingu waddled to the pond.')).toEqual(['child:Pingu']);
  });

  it('reads a name called out in a quotation as someone there, never the page’s lead over the child who calls', () => {
    expect(drawn('"Good night, Mia," whispered Mum.')).toEqual(['girl:Mia', 'mum:Mum']);
    expect(drawn('"Pepper, look at the kite!" said Mia.')).toEqual(['girl:Mia']);
    expect(drawn('"Come on, Pepper!" called Tom, running up the hill.')).toEqual(['boy:Tom']);
    expect(drawn('"Well done, Bramble!" said the owl. The little hedgehog smiled.')).toEqual(['hedgehog:Bramble', 'owl']);
    // Words said aloud that are no one's name.
    expect(drawn('"Hello, Sunshine!" said Grandpa.')).toEqual(['grandpa:Grandpa']);
  });

  it('folds a name only into the book’s own animal hero, when the prompt gives one', () => {
    const turtle: HeroCue = { kind: 'turtle', name: null, fixed: true };
    const kinds = (paragraph: string) => readScene(paragraph, turtle).characters.map((c) => `${c.kind}:${c.name ?? ''}`);
    expect(kinds('Rusty tumbled over. The seal looked at him and smiled.')).toEqual(['turtle:Rusty', 'seal:']);
  });

  it('never swallows a companion into a book’s hero called by its kind', () => {
    const knight: HeroCue = { kind: 'knight', name: null, fixed: true };
    const kinds = (paragraph: string) => readScene(paragraph, knight).characters.map((c) => c.name ?? c.kind);
    expect(kinds('The brave knight smiled at Alex.')).toEqual(['knight', 'Alex']);
    expect(kinds('Alex and the brave knight rode on.')).toEqual(['knight', 'Alex']);
    // A name the page never puts beside the knight is the knight's own.
    expect(kinds('Alex wanted to feel calm. The brave knight took a deep breath.')).toEqual(['knight']);
  });

  it('draws no child for a name given to animals whose kind the page never says', () => {
    const girl: HeroCue = { kind: 'girl', name: null, fixed: true };
    const kinds = (paragraph: string) => readScene(paragraph, girl).characters.map((c) => `${c.kind}:${c.name ?? ''}`);
    expect(kinds('Elsa smiled at Sprout by the sandcastle.')).toEqual(['girl:Elsa']);
    expect(kinds('"Look!" said Bubbles. Elsa laughed.')).toEqual(['girl:Elsa']);
    // A child's name is a child; a pet name the page calls a dog is a dog.
    expect(kinds('Elsa smiled at Tom.')).toEqual(['girl:Elsa', 'boy:Tom']);
    expect(kinds('Elsa hugged her dog Bubbles.')).toEqual(['girl:Elsa', 'dog:Bubbles']);
  });
});

describe('a friend met after the first page, named beside the hero', () => {
  it('is the one animal the page calls by its kind, whatever the hero is', () => {
    const plan = readScene(
      '"A young frog with a little tail is called a froglet," said the fish. Honey the froglet felt a bit scared to leave the water. "One little hop," said Sparky.',
      { kind: 'frog', name: 'Honey', fixed: true },
    );
    expect(plan.characters.map((c) => [c.kind, c.name])).toEqual([
      ['frog', 'Honey'],
      ['fish', 'Sparky'],
    ]);
    const duck = readScene('"Come on, Pip!" called the duck. Pip hopped after Sandy all the way to the pond.', {
      kind: 'frog',
      name: 'Pip',
      fixed: true,
    });
    expect(duck.characters.map((c) => [c.kind, c.name])).toEqual([
      ['frog', 'Pip'],
      ['duck', 'Sandy'],
    ]);
  });
});
