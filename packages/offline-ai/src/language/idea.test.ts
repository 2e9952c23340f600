import { describe, expect, it } from 'vitest';
import { understandIdea } from './idea.js';
import { allKinds } from './kinds.js';

const hero = (idea: string) => understandIdea(idea).hero;

describe('understandIdea: the hero', () => {
  it.each([
    ['Sofía the snail wants to climb the tallest sunflower', 'Sofía', 'snail', 'she'],
    ['A robot named Bolt learns how the water cycle works', 'Bolt', 'robot', 'it'],
    ['Omar wants to fly his new kite but it gets stuck in a tree', 'Omar', 'boy', 'he'],
    ['Zoë and her cat Mittens look for the lost key', 'Zoë', 'girl', 'she'],
    ['Mary-Jane and her friend Bolt the robot explore a cave', 'Mary-Jane', 'girl', 'she'],
    ['Nguyễn Văn An visits the zoo', 'Nguyễn Văn An', 'boy', 'he'],
    ['Łucja the owl cannot sleep', 'Łucja', 'owl', 'she'],
    ['Y and the moon', 'Y', 'child', null],
    ['Hope the hedgehog looks for a home', 'Hope', 'hedgehog', null],
    ['Kiri the kiwi bird wants to see the sea', 'Kiri', 'bird', null],
    ['Kwame finds a waterfall in the jungle', 'Kwame', 'boy', 'he'],
    ['my daughter Ava is nervous about her first day at school', 'Ava', 'girl', 'she'],
    ['Write a story about a puppy called biscuit who wants to see the sea', 'Biscuit', 'puppy', null],
    // A person's word before a creature's says what sort of creature it is: a cat with a cape, a mouse who is a pirate.
    ['Bubbles, a superhero cat', 'Bubbles', 'cat', null],
    ['Bubbles the superhero cat saves the city', 'Bubbles', 'cat', null],
    ['Pip, a pirate mouse, finds a treasure map', 'Pip', 'mouse', null],
    ['Leo the lion cub wants to roar', 'Leo', 'lion', 'he'],
    ['Biscuit, a superhero puppy, saves the park', 'Biscuit', 'puppy', null],
    ['Nibbles, a detective hamster', 'Nibbles', 'hamster', null],
  ])('%s -> %s, a %s (%s)', (idea, name, kind, pronoun) => {
    const found = hero(idea);
    expect(found?.name).toBe(name);
    expect(found?.kind.word).toBe(kind);
    expect(found?.pronoun).toBe(pronoun);
  });

  it("reads a kind of two words said whose it is ('The lighthouse keeper's busy day') as that kind", () => {
    for (const [idea, kind] of [
      ["The lighthouse keeper's busy day", 'lighthouse keeper'],
      ["The zoo keeper's busy day", 'zookeeper'],
      ["The mail carrier's busy day", 'postman'],
      ["The polar bear's cub", 'polar bear'],
    ] as const)
      expect(understandIdea(idea).hero?.kind.word, idea).toBe(kind);
  });

  it('gives an unnamed hero its kind and the pronoun the idea uses', () => {
    const dragon = hero('a shy dragon who is afraid of the dark');
    expect(dragon).toMatchObject({ name: null, kindWord: 'dragon' });
    expect(hero('a little train who wanted to climb the big hill')).toMatchObject({ name: null, pronoun: 'it' });
    expect(hero('A tortoise wants to win a race against her friends')?.pronoun).toBe('she');
  });

  it('keeps a thing the idea brings to life as that thing, not a child', () => {
    expect(hero('a cloud scared of thunder')).toMatchObject({ name: null, kindWord: 'cloud', pronoun: 'it' });
    expect(hero('a little star who lost her shine')).toMatchObject({ kindWord: 'star', pronoun: 'she' });
    expect(hero('a teapot called Tilly wants to travel')).toMatchObject({ name: 'Tilly', kindWord: 'teapot' });
    expect(hero('a shy volcano who is too shy to sing')?.kind.word).toBe('volcano');
    expect(hero('a cloud scared of thunder')?.kind.human).toBe(false);
    // A thing only sought, a topic or a place stays what it was.
    expect(hero('A red balloon floats away at the fair')).toBeNull();
    expect(hero('why the moon changes shape')).toBeNull();
    expect(hero('the four seasons')).toBeNull();
  });

  it.each([
    ['Leo has to tidy his room', 'tidy {their} room'],
    ['Leo wants to tidy his room', 'tidy {their} room'],
    ['Leo must tidy his room', 'tidy {their} room'],
    ['Mia must find her hat', 'find {their} hat'],
    ['Sam has to empty the bins', 'empty the bins'],
  ])('%s: what must or is wished to be done is the doing, whatever else its word can be', (idea, phrase) => {
    expect(understandIdea(idea).goal?.phrase).toBe(phrase);
  });

  it.each([
    ['The moon forgets to come out one night', 'moon', 'come out'],
    ['The wind who wanted a friend', 'wind', 'make a new friend'],
    ['A raindrop falls from a cloud', 'raindrop', 'fall from a cloud'],
    ['The sea wishes it could see the mountains', 'sea', 'see the mountains'],
    ['The sun who wanted a day off', 'sun', 'get a day off'],
    ['A snowflake who dreams of seeing the sea', 'snowflake', 'see the sea'],
  ])('%s: the sky, the sea or the weather doing or feeling something is the hero', (idea, kind, phrase) => {
    const read = understandIdea(idea);
    expect(read.hero).toMatchObject({ kindWord: kind, pronoun: 'it' });
    expect(read.hero?.kind.human).toBe(false);
    expect(read.goal?.phrase).toBe(phrase);
    // (The moon that is someone is no place to go, nor is the night it happens a thing.)
    expect(read.setting).not.toBe('moon');
    expect(read.wanted?.noun).not.toBe('night');
  });

  it('keeps the weather and places that only happen as they are', () => {
    expect(hero('The wind blows Lily’s kite away')?.name).toBe('Lily');
    expect(hero('The rain falls on the town')).toBeNull();
    expect(hero('A storm comes to the village')).toBeNull();
    expect(hero('a trip to the moon')).toBeNull();
  });

  it('lets a child taught lead, with the teacher first to come along', () => {
    const leo = understandIdea('Mum teaches Leo to ride his bike');
    expect(leo.hero).toMatchObject({ name: 'Leo', pronoun: 'he' });
    expect(leo.companions[0]).toMatchObject({ name: 'Mum', relation: 'mum' });
    expect(leo.goal).toMatchObject({ type: 'learn', phrase: 'learn to ride {their} bike' });
  });

  it.each([
    [
      'Grandpa duck teaches the ducklings to swim in the pond',
      'Grandpa Duck',
      'duck',
      'he',
      'help the ducklings learn to swim in the pond',
    ],
    ['Mummy bear teaches her cubs to catch fish', 'Mummy Bear', 'bear', 'she', 'help {their} cubs learn to catch fish'],
    ['Captain Bob the pirate teaches his parrot to talk', 'Captain Bob', 'pirate', 'he', 'help {their} parrot learn to talk'],
    ['An old owl teaches the young owls to fly', null, 'owl', null, 'help the young owls learn to fly'],
  ])('%s: a teacher of anyone but a child leads, helping them learn', (idea, name, kind, pronoun, phrase) => {
    const read = understandIdea(idea);
    expect(read.hero).toMatchObject({ name, pronoun });
    expect(read.hero?.kind.word).toBe(kind);
    expect(read.goal).toMatchObject({ type: 'help', phrase });
    expect(read.educational).toBe(false);
  });

  it('reads a participle before a noun as part of the thing', () => {
    const idea = understandIdea('a yellow duck with webbed feet looks for shooting stars');
    expect(idea.goal?.phrase).toBe('look for shooting stars');
    expect(idea.wanted?.noun).toBe('shooting star');
  });

  it('knows companions, their relation and that a relative is called by the word', () => {
    const idea = understandIdea('Yui and her grandma bake bread for the village festival');
    expect(idea.hero?.name).toBe('Yui');
    expect(idea.companions).toHaveLength(1);
    expect(idea.companions[0]).toMatchObject({ name: 'Grandma', relation: 'grandma', pronoun: 'she' });
    // The words families use: a nan is a grandma, a grampa a grandpa, called by the family's own word.
    const nan = understandIdea('Aroha and her nan plant a kowhai tree').companions[0];
    expect([nan?.name, nan?.kind.word]).toEqual(['Nan', 'grandma']);
    const grampa = understandIdea('Ivy visits her grampa by the sea').companions[0];
    expect([grampa?.name, grampa?.kind.word]).toEqual(['Grampa', 'grandpa']);
    expect(understandIdea('Zoë and her cat Mittens look for the lost key').companions[0]).toMatchObject({
      name: 'Mittens',
      relation: 'pet',
    });
    expect(understandIdea('Mary-Jane and her friend Bolt the robot explore a cave').companions[0]).toMatchObject({
      name: 'Bolt',
      relation: 'friend',
    });
  });

  it('makes a pair of friends one hero and one companion', () => {
    const idea = understandIdea('two friends find a lost kitten in the park');
    expect(idea.hero?.kind.human).toBe(true);
    expect(idea.companions).toHaveLength(1);
    expect(idea.wanted?.noun).toBe('kitten');
    expect(idea.wanted?.kind?.word).toBe('kitten');
  });

  it("with a chosen child, the child leads and the idea's creatures come along", () => {
    const idea = understandIdea('Sofía the snail wants to climb the tallest sunflower', {
      hero: { name: 'Amaru', pronoun: 'he' },
    });
    expect(idea.hero).toMatchObject({ name: 'Amaru', pronoun: 'he' });
    expect(idea.hero?.kind.word).toBe('boy');
    expect(idea.companions[0]).toMatchObject({ name: 'Sofía', relation: 'friend' });
    expect(idea.companions[0]?.kind.word).toBe('snail');
  });

  it.each([
    ['A puppy helps Grandpa in the garden', 'puppy', 'help Grandpa in the garden'],
    ['A boy helps Dad wash the car', 'boy', 'help Dad wash the car'],
    ['A little robot helps grandma', 'robot', 'help grandma'],
  ])('%s: the one who helps a relative is the hero, not the relative', (idea, kind, phrase) => {
    const read = understandIdea(idea);
    expect(read.hero?.kind.word).toBe(kind);
    expect(read.goal?.phrase).toBe(phrase);
  });

  it.each([
    ['Tom visits Grandpa on the farm and helps feed the animals', 'help Grandpa feed the animals'],
    ['Noor visits Grandma and helps her bake a cake', 'help Grandma bake a cake'],
    ['Mia visits Grandpa and helps him in the garden', 'help Grandpa in the garden'],
    ['Ella visits her aunt and helps in the bakery', 'help {their} aunt in the bakery'],
  ])('%s: a visit that helps wishes to help the one visited', (idea, phrase) => {
    expect(understandIdea(idea).goal).toMatchObject({ type: 'help', phrase });
  });

  it('reads the verb after whoever the idea opens on, where the library takes it for a noun', () => {
    expect(hero('A duck wishes to see shooting stars')?.kind.word).toBe('duck');
    expect(understandIdea('A duck wishes to see shooting stars').goal).toMatchObject({ verb: 'see' });
    expect(hero('A kind giant helps the village build a bridge')).toMatchObject({ kindWord: 'giant', adjectives: ['kind'] });
    expect(understandIdea('A kind giant helps the village build a bridge').goal?.type).toBe('help');
    const amara = understandIdea('Amara and her cat look for a lost key');
    expect(amara.hero?.name).toBe('Amara');
    expect(amara.companions.map((c) => [c.kind.word, c.relation])).toEqual([['cat', 'pet']]);
    expect(amara.goal?.type).toBe('find');
    expect(understandIdea('An owl longs to see the sunrise').hero?.kind.word).toBe('owl');
    expect(understandIdea('a hedgehog hopes to watch the fireworks').goal?.type).toBe('reach');
    expect(understandIdea('A duck goes looking for shooting stars').goal).toMatchObject({
      type: 'find',
      phrase: 'look for shooting stars',
    });
    // A giant cake is still a cake.
    expect(understandIdea('a giant cake for the party').hero).toBeNull();
  });

  it('takes a word-like name beside a kind for the hero, and a feast day for no one', () => {
    expect(hero('Eve and the snowman')?.name).toBe('Eve');
    expect(hero('Rose and a little dragon')?.name).toBe('Rose');
    // (a name that looks like an adjective, said with its kind as an aside)
    expect(hero('Rocky, a superhero dog, saves the city')).toMatchObject({ name: 'Rocky', kindWord: 'dog' });
    expect(hero('Happy, a puppy who loves balls')?.name).toBe('Happy');
  });

  it('reads a toy said to be lost as a thing its child looks for, never the hero or a friend', () => {
    for (const idea of ['A lost teddy', "Leo's lost teddy", 'The missing teddy bear']) {
      const read = understandIdea(idea);
      expect(read.goal?.phrase, idea).toMatch(/^find (?:\{their\}|the) (?:lost |missing )?teddy/);
      expect(read.hero?.kind.group ?? 'child', idea).not.toBe('toy');
      expect(
        read.companions.map((c) => c.kind.group),
        idea,
      ).not.toContain('toy');
    }
    // (a lost teddy who does something of its own is its own hero)
    expect(hero('The lost teddy who found his way home')?.kind.group).toBe('toy');
    expect(hero('Rain and the little frog')?.name ?? null).not.toBe('Rain');
    expect(understandIdea('Santa delivers presents on Christmas Eve').companions.map((c) => c.name)).toEqual([]);
    expect(understandIdea("Mia's New Year's Eve").companions.map((c) => c.name)).not.toContain('Eve');
  });

  it("reads a child's given name that owns a room as the child, never a shop's name", () => {
    for (const [text, name] of [
      ["Tom's room is a mess", 'Tom'],
      ["Sam's room", 'Sam'],
    ] as const) {
      const idea = understandIdea(text);
      expect(idea.hero?.name).toBe(name);
      expect(idea.setting).toBe('bedroom');
      expect(idea.places.map((p) => p.text)).not.toContain(`${name}'s`);
    }
  });

  it('does not take a word at the start of a sentence for a name', () => {
    expect(hero('Volcanoes erupt with hot lava')).toBeNull();
    expect(hero('Photosynthesis: how plants make food from sunlight')).toBeNull();
    expect(hero('Learn about the planets')).toBeNull();
  });
});

describe('understandIdea: goal, trouble, places', () => {
  it('reads the goal as a wish and its object', () => {
    const kite = understandIdea('Omar wants to fly his new kite but it gets stuck in a tree');
    expect(kite.goal).toMatchObject({ verb: 'fly', phrase: 'fly {their} new kite' });
    expect(kite.wanted?.noun).toBe('kite');
    // Whose it is is no part of the thing: 'our teeth' are teeth.
    expect(understandIdea('why we need to brush our teeth').wanted?.noun).toBe('tooth');
    expect(kite.trouble).toMatchObject({ verb: 'get stuck', where: 'tree' });
    expect(kite.trouble?.subject?.noun).toBe('kite');

    expect(understandIdea('Yui and her grandma bake bread for the village festival').goal).toMatchObject({
      type: 'make',
      verb: 'bake',
    });
    expect(understandIdea('Zoë and her cat Mittens look for the lost key').goal).toMatchObject({
      type: 'find',
      verb: 'look for',
    });
    expect(understandIdea('Leo loses his red balloon at the fair').goal).toMatchObject({
      type: 'find',
      phrase: 'find {their} red balloon at the fair',
    });
    expect(understandIdea('a shy dragon who is afraid of the dark').goal).toMatchObject({
      type: 'overcome',
      phrase: 'feel brave about the dark',
    });
    expect(understandIdea('Mia travels to Egypt to learn about mummies').goal).toMatchObject({
      type: 'learn',
      phrase: 'learn about mummies',
    });
  });

  it.each([
    ['A little robot helps clean up the beach', 'robot', 'clean up the beach'],
    ['An old tractor helps pull the heavy cart', 'tractor', 'pull the heavy cart'],
    ['A brave mouse helps find the lost key', 'mouse', 'find the lost key'],
    ['A shy turtle wants to swim in the big pond', 'turtle', 'swim in the big pond'],
    ['A tiny dragon tries to breathe fire', 'dragon', 'learn to breathe fire'],
    ['Noah and his dad plant tomatoes in the garden', 'boy', 'plant tomatoes in the garden'],
    ['Sam and his sister paint pictures', 'boy', 'paint pictures'],
  ])('%s: the one who helps, wants or tries leads, with that wish', (idea, kind, phrase) => {
    const read = understandIdea(idea);
    expect(read.hero?.kind.word).toBe(kind);
    expect(read.goal?.phrase).toBe(phrase);
  });

  it('reads no verb into a topic of two things and a time', () => {
    expect(understandIdea('castles and knights long ago').goal?.phrase).not.toBe('long ago');
  });

  it('reads what a wish is likened to as no thing to have', () => {
    const bird = understandIdea('Mia wants to fly like a bird');
    expect(bird.goal?.phrase).toBe('fly like a bird');
    expect(bird.wanted).toBeNull();
    expect(bird.goal?.object).toBeNull();
  });

  it.each([
    ['Why does the moon change shape?', 'find out why the moon changes shape'],
    ['Why does the sky look blue?', 'find out why the sky looks blue'],
    ['How does the water cycle work?', 'find out how the water cycle works'],
    ['How does a seed grow into a tree?', 'find out how a seed grows into a tree'],
    ['Why is the sky blue?', 'find out why the sky is blue'],
    ['Why are rainbows curved?', 'find out why rainbows are curved'],
    ['How is paper made?', 'find out how paper is made'],
    ['What makes a rainbow?', 'find out what makes a rainbow'],
    ['What do bees eat?', 'find out what bees eat'],
    ['Where does rain come from?', 'find out where rain comes from'],
    ['When do owls sleep?', 'find out when owls sleep'],
    ['What is a shadow?', 'find out what a shadow is'],
    ['What is inside a volcano?', 'find out what is inside a volcano'],
    ['Which animals sleep all winter?', 'find out which animals sleep all winter'],
    ['What happens to a puddle on a hot day?', 'find out what happens to a puddle on a hot day'],
  ])('%s: the question as a wish, its verb agreeing', (idea, phrase) => {
    expect(understandIdea(idea).goal?.phrase).toBe(phrase);
  });

  it('finds named places and settings', () => {
    const egypt = understandIdea('Mia travels to Egypt to learn about mummies');
    expect(egypt.setting).toBe('desert');
    expect(egypt.places[0]?.named?.name).toBe('Egypt');
    expect(understandIdea('Zoë looks for a key in the garden shed').setting).toBe('garden');
    expect(understandIdea('Kwame finds a waterfall in the jungle').places.map((p) => p.setting)).toEqual(['waterfall', 'jungle']);
    expect(understandIdea('a penguin who wants to see the desert').setting).toBe('desert');
  });

  it('reads a sky word before a creature as how it looks, no sky (a rainbow fish, a star fairy)', () => {
    expect(understandIdea("A rainbow fish who won't share").setting).not.toBe('sky');
    expect(understandIdea('The star fairy').setting).not.toBe('night-sky');
    // (Where a phrase ends, the sky word is a place again.)
    expect(understandIdea('Look at the rainbow, fish!').setting).toBe('sky');
    expect(understandIdea('They looked at the moon. Owls hooted').setting).toBe('moon');
  });
});

describe('understandIdea: topic and mood', () => {
  it.each([
    ['how the water cycle works', 'the water cycle'],
    ['halves and quarters', 'halves and quarters'],
    ['life in ancient Rome', 'life in ancient Rome'],
    ['A robot named Bolt learns how the water cycle works', 'the water cycle'],
    ['Mia travels to Egypt to learn about mummies', 'mummies'],
    ['Write a story that teaches about the planets', 'the planets'],
  ])('%s teaches %s', (idea, phrase) => {
    const found = understandIdea(idea);
    expect(found.topic?.phrase).toBe(phrase);
    expect(found.educational).toBe(true);
  });

  it('is not educational when nobody asks to learn', () => {
    expect(understandIdea('Omar wants to fly his new kite').educational).toBe(false);
  });

  it('reads the mood and a feeling to get past', () => {
    const shy = understandIdea('a shy dragon who is afraid of the dark');
    expect(shy.feeling).toEqual({ mood: 'scared', about: 'the dark' });
    expect(shy.mood).toBe('scared');
    expect(understandIdea('a happy bunny has an exciting day').mood).toBe('happy');
  });

  it('reads what cannot be found as a thing to find, not a skill to learn', () => {
    expect(understandIdea('Kenji the koala cannot find his favourite blanket').goal).toMatchObject({
      type: 'find',
      phrase: 'find {their} favourite blanket',
    });
    expect(understandIdea('A tugboat guides a big ship into the harbour').goal?.type).toBe('help');
  });

  it("reads 'her garden' as a place, and whose it is by who comes before", () => {
    expect(understandIdea('Elsa plays in her garden').setting).toBe('garden');
    const helped = understandIdea('Elsa helps Grandma in her garden');
    expect(helped.setting).toBe('garden');
    expect(helped.goal?.phrase).toBe('help Grandma in the garden');
    // (A 'his' after Grandma is still the hero's.)
    expect(understandIdea('Tom helps Grandma find his kite').goal?.phrase).toBe('help Grandma find {their} kite');
    expect(understandIdea('Tom helps Dad wash his car').goal?.phrase).toBe('help Dad wash the car');
  });

  it("reads 'Going to the farm' as going there, and 'Learning to swim' as the skill", () => {
    expect(understandIdea('Going to the farm').goal?.phrase).toBe('go to the farm');
    expect(understandIdea('Learning to swim').goal?.phrase).toBe('learn to swim');
  });

  it("reads the hero's own match or show as what they do at it", () => {
    expect(understandIdea("Noah's football match").goal?.phrase).toBe('play in the football match');
    expect(understandIdea("Ava's dance show").goal).toMatchObject({ type: 'win', occasion: 'the dance show' });
  });

  it('reads what one can do as the doing, never "can" as its verb', () => {
    expect(understandIdea('A frog who can spring really high').goal).toMatchObject({ phrase: 'spring really high' });
    expect(understandIdea('A girl who can talk to animals').goal?.phrase).toBe('talk to animals');
  });

  it('reads a lost thing after "has" and a verb that looks like a plural noun', () => {
    const goals = ['A little fox has lost her red scarf', 'A brave firefighter named Sam rescues a kitten'].map(
      (idea) => understandIdea(idea).goal?.phrase,
    );
    expect(goals).toEqual(['find {their} red scarf', 'rescue a kitten']);
    // A particle that is also a conjunction ('after') ends no clause; 'anywhere' adds nothing to find.
    expect(understandIdea('Maya the nurse looks after a sick elephant').goal?.phrase).toBe('look after a sick elephant');
    expect(understandIdea('Oli cannot find his teddy anywhere').goal?.phrase).toBe('find {their} teddy');
    expect(understandIdea('A sheepdog leads the lost sheep back to the farm').hero?.kind.word).toBe('dog');
    expect(understandIdea('A bus driver named Rosa helps a lost puppy get home').hero?.kind.human).toBe(true);
    expect(understandIdea('The dog has eaten the cake').goal).toBeNull();
  });
});

describe('making a friend', () => {
  it.each(['A shy giraffe wants to make a friend at the zoo', 'Sam wants to make new friends at school'])(
    '%s: a friendship to make, not a thing made, and no friend in the story yet',
    (idea) => {
      const understood = understandIdea(idea);
      expect(understood.goal?.type).toBe('befriend');
      expect(understood.goal?.object).toBeNull();
      expect(understood.companions).toEqual([]);
    },
  );
});

describe('a feeling inside a relative clause', () => {
  it.each([
    ['A hedgehog who is afraid of the dark learns to love the stars', 'the dark', 'learn to love the stars'],
    ['A little owl who is scared of heights wants to fly', 'heights', 'fly'],
    ['A puppy that is afraid of the vacuum cleaner decides to be brave', 'the vacuum cleaner', 'be brave'],
  ])("%s: the fear ends where the hero's own verb comes back", (idea, about, phrase) => {
    const understood = understandIdea(idea);
    expect(understood.feeling?.about).toBe(about);
    expect(understood.goal?.phrase).toBe(phrase);
  });
});

describe("the hero's own pet or thing", () => {
  it.each([
    ["Lucia's balloon floats away at the fair", 'Lucia', 'find {their} balloon'],
    ["Grandma's glasses are missing", 'Grandma', 'find {their} glasses'],
    ["Leo's teddy is lost", 'Leo', 'find {their} teddy'],
    ["Ava's cat has run away", 'Ava', 'find {their} cat'],
    ["Oscar's hamster has escaped from its cage", 'Oscar', 'find {their} hamster'],
    ["Noah's dog keeps stealing socks", 'Noah', 'find {their} socks'],
    ["Omar's puppy chews all the shoes", 'Omar', 'find {their} shoes'],
    ["Priya's kite got torn in the storm", 'Priya', 'fix {their} kite'],
    ["Sofia's bike has a flat tyre", 'Sofia', 'fix {their} bike'],
    ["Kenji's kite blows into the river", 'Kenji', 'find {their} kite'],
    ['Tom has broken his kite', 'Tom', 'fix {their} kite'],
    ["Ben's hamster wants to see the sea", 'Ben', 'help {their} hamster see the sea'],
  ])('%s: the owner leads and wants to undo what befalls it', (idea, name, phrase) => {
    const understood = understandIdea(idea);
    expect(understood.hero?.name).toBe(name);
    expect(understood.goal?.phrase).toBe(phrase);
    expect(understood.companions.every((c) => c.relation === 'pet')).toBe(true);
  });

  it.each([
    ["A lighthouse keeper's cat wants to see a whale", 'cat', 'see a whale'],
    ["A farmer's pig wishes to fly", 'pig', 'fly'],
    ["The baker's mouse wants to taste the cake", 'mouse', 'taste the cake'],
  ])('%s: the pet of someone unnamed, with a wish of its own, leads', (idea, kind, phrase) => {
    const understood = understandIdea(idea);
    expect(understood.hero?.kind.word).toBe(kind);
    expect(understood.goal?.phrase).toBe(phrase);
  });
});

describe('a creature with a person’s word', () => {
  it.each([
    ['Two dinosaur friends share their toys', 'dinosaur', 'friend'],
    ['Three bunny sisters bake a cake', 'rabbit', 'sister'],
    ['Two penguin pals build a snowman', 'penguin', 'friend'],
  ])('%s: they are what the creature word says, and together', (idea, kind, relation) => {
    const understood = understandIdea(idea);
    expect(understood.hero?.kind.word).toBe(kind);
    expect(understood.companions[0]?.kind.word).toBe(kind);
    expect(understood.companions[0]?.relation).toBe(relation);
  });

  it.each([
    ['A mermaid princess visits the city', 'mermaid'],
    ['The dragon king loses his crown', 'dragon'],
    ['A unicorn princess named Stella wants to dance', 'unicorn'],
  ])('%s: the title is a title, the creature is the kind', (idea, kind) => {
    expect(understandIdea(idea).hero?.kind.word).toBe(kind);
  });
});

describe('what a question or a doing is about', () => {
  it.each([
    ['How do plants drink water?', ['plants', 'plant']],
    ['Why do cats purr?', ['cats', 'cat']],
    ['How do frogs catch flies?', ['frogs', 'frog']],
    ['Why does the moon glow at night?', ['moon']],
  ])('%s: the question asks about its subject', (idea, subject) => {
    expect(understandIdea(idea).topic?.subject).toEqual(subject);
  });

  it.each([
    ['Counting to ten with the farm animals', 'count to ten', 'Counting to ten'],
    ['Telling the time with Grandpa', 'tell the time', 'Telling the time'],
    ['Learning shapes with a friendly robot', 'learn about shapes', 'Learning shapes'],
    ['Counting shells with Grandma at the beach', 'count shells', 'Counting shells'],
  ])('%s: the doing is the topic and the wish; whoever it is done with comes along', (idea, phrase, topic) => {
    const understood = understandIdea(idea);
    expect(understood.goal?.phrase).toBe(phrase);
    expect(understood.topic?.phrase).toBe(topic);
    expect(understood.hero).toBeNull();
  });
});

describe('what is carried home and what someone has', () => {
  it.each([
    ['A squirrel carries nuts home before winter', 'nuts'],
    ['A tiny ant carries a huge crumb home', 'huge crumb'],
    ['A hamster brings seeds home', 'seeds'],
  ])('%s: the thing carried, without "home"', (idea, wanted) => {
    expect(understandIdea(idea).wanted?.text).toBe(wanted);
  });

  it.each([
    'A vet helps a little hedgehog with a sore paw',
    'A girl looks after a bird with a broken wing',
    'Sam helps a puppy with a thorn in its paw',
  ])('%s: a sore paw or a broken wing is how the creature is, not a thing of the story', (idea) => {
    expect(understandIdea(idea).things.filter((t) => /paw|wing|thorn/.test(t.noun))).toEqual([]);
  });
});

describe('a skill done with someone', () => {
  it.each([
    ['Learning to swim with a friendly dolphin', 'learn to swim', 'dolphin'],
    ['Learning to skate with Grandpa', 'learn to skate', 'grandpa'],
  ])('%s: the skill is the wish and the one it is done with comes along', (idea, phrase, kind) => {
    const understood = understandIdea(idea);
    expect(understood.goal?.phrase).toBe(phrase);
    expect(understood.hero).toBeNull();
    expect(understood.companions.map((c) => c.kind.word)).toEqual([kind]);
  });
});

describe('what a question asks', () => {
  it.each([
    ['Why do we sneeze?', 'sneeze'],
    ['Why does it thunder?', 'thunder'],
    ['Why do cats purr?', 'purr'],
    ['Gravity: why things fall down', 'fall'],
  ])('%s: keeps the verb of its subject', (text, verb) => {
    const topic = understandIdea(text).topic;
    expect(topic).not.toBeNull();
    expect(topic!.verb).toContain(verb);
  });
});

describe('where a wild creature lives', () => {
  it('every creature of the wild, the sea, the sky or the garden has a home', () => {
    const homeless = allKinds().filter((k) => ['wild', 'sea', 'bird', 'bug', 'farm', 'pet'].includes(k.group) && !k.habitat);
    expect(homeless.map((k) => k.word)).toEqual([]);
  });
  it.each([
    ['Bella the beaver builds a dam', 'beaver', 'river'],
    ['A cheetah wants to win a race', 'cheetah', 'savanna'],
    ['A little raccoon looks for food', 'raccoon', 'forest'],
    ['A reindeer who cannot fly', 'reindeer', 'snow'],
    ['A seagull steals a sandwich', 'seagull', 'beach'],
    ['The meerkat keeps watch', 'meerkat', 'desert'],
  ])('%s: is a %s that lives by its %s', (text, word, habitat) => {
    const hero = understandIdea(text).hero;
    expect(hero?.kind.word).toBe(word);
    expect(hero?.kind.habitat).toBe(habitat);
  });
});

describe('a vehicle one is in or on is where', () => {
  it.each([
    ["Aisha's teddy is lost on the train", 'station'],
    ['Ben loses his hat on the bus', 'city'],
    ['Max falls asleep on the plane', 'airport'],
    ['Grandpa and Ella go fishing on a little boat', 'sea'],
  ])('%s: happens at the %s, and the vehicle is nothing to find', (text, setting) => {
    const idea = understandIdea(text);
    expect(idea.setting).toBe(setting);
    expect(['train', 'bus', 'plane', 'boat']).not.toContain(idea.wanted?.head ?? '');
    expect(['train', 'bus', 'plane', 'boat']).not.toContain(idea.goal?.object?.head ?? '');
  });
  it.each(['A toy train who wants to climb a hill', 'Priya draws a train'])('%s: is no station story', (text) => {
    expect(understandIdea(text).setting).not.toBe('station');
  });
  it.each(['Max falls asleep on the plane', 'Why do snakes shed their skin?'])(
    '%s: a place word used as a verb names no place',
    (text) => {
      expect(['waterfall', 'workshop']).not.toContain(understandIdea(text).setting);
    },
  );
});

describe('a hunt is a search', () => {
  it.each([
    ['Mia goes on an egg hunt', 'eggs'],
    ['A bunny wins the Easter egg hunt', 'eggs'],
    ['A treasure hunt in the park', 'treasure'],
    ['Kofi and Grandpa go on a bug hunt in the garden', 'bugs'],
    ['A scavenger hunt at school', 'clues'],
  ])('%s: finds the hidden %s', (text, sought) => {
    const goal = understandIdea(text).goal;
    expect(goal?.type).toBe('find');
    expect(goal?.phrase).toBe(`find the hidden ${sought}`);
  });
});

describe('a way found to do something', () => {
  it.each([
    ['Sam finds a way to ride his bike without stabilisers', 'learn to ride {their} bike without stabilisers'],
    ['Nia finds a way to play the drums quietly', 'learn to play the drums quietly'],
    ['Oscar manages to skip with a rope', 'learn to skip with a rope'],
  ])('%s: is a skill to learn, nothing to make', (text, phrase) => {
    const goal = understandIdea(text).goal;
    expect(goal?.type).toBe('learn');
    expect(goal?.phrase).toBe(phrase);
    expect(goal?.object).toBeNull();
  });
  it('a place reached stays a journey', () => {
    expect(understandIdea('A little fox finds a way to cross the river').goal?.type).toBe('reach');
  });
});

describe("a child's own thing that wishes", () => {
  it.each([
    ["Kenji's kite wants to fly high", 'kite', 'Kenji'],
    ["Ava's balloon wishes it could fly to the moon", 'balloon', 'Ava'],
  ])('%s: the %s wishes, and %s comes along', (text, thing, child) => {
    const idea = understandIdea(text);
    expect(idea.hero?.kind.word).toBe(thing);
    expect(idea.companions.map((c) => c.name)).toContain(child);
  });
});

describe("a mishap to the hero's own thing", () => {
  it.each([
    ["Amir's kite gets tangled in a tree", 'find {their} kite'],
    ["Mum's scarf is stuck on the fence", 'find {their} scarf'],
  ])('%s: caught out of reach, it is got back', (text, phrase) => {
    const idea = understandIdea(text);
    expect(idea.goal?.phrase).toBe(phrase);
    expect(idea.trouble?.verb).toBe('get stuck');
  });
  it.each([
    ["Noah's shoes get muddy on the way to school", 'clean {their} shoes'],
    ["Mia's dress gets dirty at the party", 'clean {their} dress'],
  ])('%s: spoiled, it is cleaned', (text, phrase) => {
    expect(understandIdea(text).goal?.phrase).toBe(phrase);
  });
});

describe('a vehicle ridden is no one', () => {
  it.each([
    ['Going on a train', 'station'],
    ['Our trip on a big boat', 'sea'],
    ['A day out by bus', 'city'],
    ['Aboard the ferry with Grandma', 'sea'],
  ])('%s: a child rides it, at the %s', (text, setting) => {
    const idea = understandIdea(text);
    expect(idea.hero).toBeNull();
    expect(idea.companions.map((c) => c.kind.word)).not.toContain(text.split(' ').at(-1));
    expect(idea.setting).toBe(setting);
  });
  it.each([
    ['A little plane who is scared to fly', 'plane'],
    ['The little train that could', 'train'],
    ['A boat who wants to see the sea', 'boat'],
  ])('%s: the %s leads', (text, word) => expect(understandIdea(text).hero?.kind.word).toBe(word));
});

describe('a vehicle taken is travelled on', () => {
  it.each([
    ['Zara takes the ferry to see her grandpa', 'sea', 'reach'],
    ['A bear rides a bus to the city', 'city', 'reach'],
    ['Omar catches the train to London', 'city', 'reach'],
  ])('%s: at the %s, a journey', (text, setting, type) => {
    const idea = understandIdea(text);
    expect(idea.setting).toBe(setting);
    expect(idea.goal?.type).toBe(type);
    expect(idea.goal?.object ?? null).toBeNull();
  });
});

describe('company and things gone', () => {
  it.each([
    'Priya celebrates Diwali with her family',
    'Jonah celebrates Hanukkah with his grandparents',
    'Sofia bakes cookies with her family',
  ])('%s: the people one is with are nothing to want', (text) => {
    expect(['family', 'grandparent', 'grandparents']).not.toContain(understandIdea(text).wanted?.head ?? '');
  });
  it.each([
    ['A squirrel wonders where its nuts went', 'find {their} nuts'],
    ['Grandpa wonders where his glasses are', 'find {their} glasses'],
  ])('%s: what went is looked for', (text, phrase) => {
    expect(understandIdea(text).goal?.phrase).toBe(phrase);
  });
  it('a question asked about something that is not gone is not a search', () => {
    expect(understandIdea('Lily asks where the moon goes in the day').goal?.type).not.toBe('find');
  });
});

describe('a relative whose home the story is at', () => {
  it.each([
    ["Eid at Grandma's house", 'Grandma', 'home'],
    ["a sleepover at Auntie's flat", 'Auntie', 'home'],
    ["Diwali at Nana's", 'Nana', 'home'],
    ["a picnic at Uncle's farm", 'Uncle', 'farm'],
    ["Christmas at Grandpa's cottage", 'Grandpa', 'home'],
  ])('%s: %s is the host, not the hero, %s the place', (text, host, setting) => {
    const idea = understandIdea(text);
    expect(idea.hero).toBeNull();
    expect(idea.companions.map((c) => c.name)).toContain(host);
    expect(idea.setting).toBe(setting);
  });
  it("Grandma's own things are still hers to find", () => {
    expect(hero("Grandma's glasses are missing")?.name).toBe('Grandma');
  });
  it.each([
    ["Eid at Grandma's house", 'celebrate Eid'],
    ["Diwali at Nana's", 'celebrate Diwali'],
    ['Chinese New Year with the dragons', 'celebrate Chinese New Year'],
    ["a sleepover at Auntie's flat", 'enjoy the sleepover'],
    ['an egg-and-spoon race', 'win the egg-and-spoon race'],
    ['a three-legged race at sports day', 'win the three-legged race'],
  ])('%s: a feast or an event with no wish said -> %s', (text, phrase) => {
    const idea = understandIdea(text);
    expect(idea.goal?.phrase).toBe(phrase);
    expect(idea.educational).toBe(false);
    expect(idea.wanted).toBeNull();
  });
});

describe('a counted group and two who become friends', () => {
  it.each([
    ['Two pirates go on a treasure hunt', 'pirate'],
    ['Three astronauts fly to Mars', 'astronaut'],
    ['two knights look for a dragon', 'knight'],
  ])('%s: one %s leads, another comes along', (text, kind) => {
    const idea = understandIdea(text);
    expect(idea.hero?.kind.word).toBe(kind);
    expect(idea.companions[0]?.kind.word).toBe(kind);
  });
  it.each([
    ['a fox and a rabbit become friends in the snow', 'fox', 'rabbit'],
    ['a cat and a mouse become friends', 'cat', 'mouse'],
  ])('%s: %s and %s, a friendship', (text, first, second) => {
    const idea = understandIdea(text);
    expect(idea.hero?.kind.word).toBe(first);
    expect(idea.companions.map((c) => c.kind.word)).toContain(second);
    expect(idea.goal?.type).toBe('befriend');
  });
});

describe('mishaps are troubles to mend', () => {
  it.each([
    ['Lila drops her ice cream', 'get', 'get a new ice cream'],
    ['Kwame drops his sandwich in the sandpit', 'find', 'get {their} sandwich back'],
    ['Chen spills paint on the classroom floor', 'fix', 'clean the classroom floor'],
    ['Ana spills juice on her new dress', 'fix', 'clean {their} new dress'],
    ['a bear knocks over the honey jar', 'fix', 'clean up the honey jar'],
    ['Tomás smashes his piggy bank', 'fix', 'fix {their} piggy bank'],
    ['Three little kittens get stuck up a tree', 'reach', 'get down from a tree'],
    ['a goat gets stuck in the mud', 'reach', 'get out of the mud'],
  ])('%s -> %s: %s', (text, type, phrase) => {
    const goal = understandIdea(text).goal;
    expect(goal?.type).toBe(type);
    expect(goal?.phrase).toBe(phrase);
  });
  it('what is spilt on is messy', () => {
    expect(understandIdea('Chen spills paint on the classroom floor').trouble?.verb).toBe('get messy');
  });
  it('what another is to do is not the wish', () => {
    expect(understandIdea('Ravi plants a seed and waits for it to grow').goal?.phrase).toBe('plant a seed');
  });
});

describe('a place of the town named by a compound word', () => {
  it.each([
    ['Amara helps at the food bank', 'food bank', 'market'],
    ['Leo volunteers at the food bank with Mum', 'food bank', 'market'],
    ['Grandma helps at the charity shop', 'charity shop', 'market'],
    ['Nia helps at the soup kitchen', 'soup kitchen', 'bakery'],
    ['Mia helps at the post office', 'post office', 'city'],
  ])('%s: %s is one place, in the %s, and no thing wanted; volunteering is helping', (text, place, setting) => {
    const idea = understandIdea(text);
    expect(idea.places.map((p) => p.text)).toEqual([place]);
    expect(idea.setting).toBe(setting);
    expect(idea.wanted).toBeNull();
    expect(idea.goal?.phrase).toBe(`help at the ${place}`);
  });
});

describe('where a job is done, and things given names', () => {
  it.each([
    ['Sam the bus driver gets lost', 'city'],
    ['Freya the firefighter rescues a cat', 'city'],
    ['a lifeguard called Tane finds a message in a bottle', 'beach'],
    ['a teacher who is scared of spiders', 'school'],
  ])('%s: at the %s', (text, setting) => {
    expect(understandIdea(text).setting).toBe(setting);
  });
  it.each([
    ['learning about the water cycle with a raindrop called Drip', 'Drip', 'raindrop'],
    ['Ella meets a cloud called Puff', 'Puff', 'cloud'],
  ])('%s: %s is a %s', (text, name, kind) => {
    const idea = understandIdea(text);
    const named = [idea.hero, ...idea.companions].find((c) => c?.name === name);
    expect(named?.kind.word).toBe(kind);
  });
  it.each([
    ['Why do I get hiccups when I laugh', 'find out why we get hiccups'],
    ['why is the sky blue', 'find out why the sky is blue'],
  ])('%s: asked for everyone -> %s', (text, phrase) => {
    expect(understandIdea(text).goal?.phrase).toBe(phrase);
  });
});

describe('words slipped by a letter', () => {
  it.each([
    ['why does my tummy rumbel', 'rumble'],
    ['why do we get hicups', 'hiccups'],
    ['a caterpillar who becomes a butterfy', 'butterfly'],
    ['a lonely whale looking for a freind', 'friend'],
  ])('%s: read as %s', (text, word) => {
    expect(understandIdea(text).text).toContain(word);
  });
  it.each(['a puppy called biscit', 'Zoomies the dog gets the zoomies', 'Two bears share one honey pot'])(
    '%s: names and words it knows stay as written',
    (text) => {
      expect(understandIdea(text).text).toBe(text);
    },
  );
});

describe('where, when a place word only describes', () => {
  it.each([
    ['Lila drops her ice cream', null],
    ['a birthday party at the park', 'park'],
    ['a party at the beach', 'beach'],
    ['A polar bear slides on the ice', 'snow'],
  ])('%s: %s', (text, setting) => {
    const idea = understandIdea(text);
    expect(idea.setting).toBe(setting);
    if (setting) expect(idea.places.every((p) => p.setting === setting)).toBe(true);
    else expect(idea.places).toEqual([]);
  });
});

describe('an occasion named as the wish', () => {
  it.each([
    ['Leo the lion goes to sports day', 'win', 'win the running race', 'sports day', 'running'],
    [
      'A giraffe called Tall Tom wants to win the school sports day',
      'win',
      'win the running race',
      'the school sports day',
      'running',
    ],
    ['Asha takes part in the talent show', 'win', 'win the singing prize', 'the talent show', 'singing'],
    ['Amara hopes to win the dance show', 'win', 'win the dancing cup', 'the dance show', 'dancing'],
    ['Otto the otter helps at the school bake sale', 'make', 'bake the best cupcakes', 'the school bake sale', 'baking'],
    ['Kofi joins the swimming gala', 'win', 'win the swimming race', 'the swimming gala', 'swimming'],
    ['A fox enters the forest bake-off', 'make', 'bake the best cake', 'the forest bake-off', 'baking'],
  ])('%s: %s, %s at %s', (text, type, phrase, occasion, skill) => {
    const idea = understandIdea(text);
    expect(idea.goal).toMatchObject({ type, phrase, occasion, skill });
    // The occasion is when, never a thing to want.
    expect(idea.wanted?.noun ?? '').not.toMatch(/show|day|sale|gala/);
  });

  it('keeps a wish done for an occasion as said, and what is made for it is no place', () => {
    const volcano = understandIdea('Lena makes a volcano for the science fair');
    expect(volcano.goal).toMatchObject({ phrase: 'make a volcano', occasion: 'the science fair' });
    expect(volcano.setting).toBe('school');
    expect(understandIdea('Sami paints a picture for the art show').goal).toMatchObject({
      phrase: 'paint a picture',
      occasion: 'the art show',
    });
  });

  it('keeps a doing said at an occasion as the wish, with its own skill', () => {
    expect(understandIdea('Mia has to dance in the school show').goal).toMatchObject({
      phrase: 'dance in the school show',
      occasion: 'the school show',
      skill: 'dancing',
    });
    expect(understandIdea('Sam wants to sing at the talent show').goal).toMatchObject({
      phrase: 'sing at the talent show',
      skill: 'singing',
    });
  });

  it('leaves a contest named by its own doing, and someone helped at an occasion, as they are', () => {
    expect(understandIdea('Kai wants to win the spelling bee').goal).toMatchObject({ phrase: 'win the spelling bee' });
    expect(understandIdea('Kai wants to win the spelling bee').goal?.occasion).toBeUndefined();
    expect(understandIdea('Pip the puppy joins the sack race').goal).toMatchObject({ type: 'win', phrase: 'win the sack race' });
    expect(understandIdea('Mia helps a sad puppy at the talent show').goal?.occasion).toBeUndefined();
  });
});

describe("someone's own thing, lost or broken", () => {
  it.each([
    ["Ben finds his sister's lost teddy", 'find', 'teddy', 'sister'],
    ["Ana finds her friend's lost puppy", 'find', 'puppy', null],
    ["Kemal finds his grandad's lost hat", 'find', 'hat', 'grandad'],
    ["Rosa looks for her brother's red ball", 'find', 'ball', 'brother'],
  ])('%s: the %s is of the %s, who comes along', (text, type, noun, relation) => {
    const idea = understandIdea(text);
    expect(idea.goal?.type).toBe(type);
    expect(idea.goal?.object?.noun ?? idea.wanted?.noun).toBe(noun);
    expect(idea.wanted?.noun ?? '').not.toMatch(/['’]s$/);
    if (relation) expect(idea.companions.map((c) => c.relation)).toContain(relation);
  });

  it.each([
    ["Zainab's lost glove", 'find {their} lost glove'],
    ["Tom's lost ball", 'find {their} lost ball'],
    ["Mia's broken kite", 'fix {their} broken kite'],
    ["Priya's torn kite", 'fix {their} torn kite'],
  ])('%s: a wish to undo it (%s), never a verb made of the mishap', (text, phrase) => {
    expect(understandIdea(text).goal?.phrase).toBe(phrase);
  });

  it('sends a trip to the dentist to the dentist’s, not a hospital', () => {
    expect(understandIdea('Yui goes to the dentist for the first time').setting).toBe('dentist');
    expect(understandIdea('A crocodile is scared of the dentist').setting).toBe('dentist');
    expect(understandIdea('A rabbit visits the vet').setting).toBe('hospital');
  });
});

describe('a friend looked for', () => {
  it.each(['A mermaid looking for a friend', 'A lonely robot searching for a friend', 'A little owl looks for a new friend'])(
    '%s: the wish is to make a friend, never to find one hidden somewhere',
    (text) => {
      expect(understandIdea(text).goal).toMatchObject({ type: 'befriend', phrase: 'make a new friend' });
    },
  );
});

describe('somewhere new', () => {
  it.each([
    "Ingrid's first day at a new school",
    'Kwame starts at a new nursery',
    'A little penguin moves to a new iceberg',
    'the new girl in class',
    "A hedgehog's first day at forest school",
    'Leo starts school',
    'Mia is starting big school',
    'Ife starts at nursery',
    'Jo starts playgroup',
    'Sam is starting pre-school',
  ])('%s: the wish is a friend there', (text) => {
    expect(understandIdea(text).goal).toMatchObject({ type: 'befriend', phrase: 'make a new friend' });
  });

  it('says the first day of nursery, kindergarten or playgroup too', () => {
    for (const text of ['Ife starts at nursery', 'Jo starts playgroup', 'Ada starts kindergarten'])
      expect(understandIdea(text).goal?.occasion).toBe('{heroS} first day');
  });

  it('keeps a fear of the first day, and a wish the idea says, as they are', () => {
    expect(understandIdea('my daughter Ava is nervous about her first day at school').goal?.type).toBe('overcome');
    expect(understandIdea('On her first day at school, Lola wants to find the library').goal?.type).toBe('find');
  });
});

describe('a baby tooth coming out', () => {
  it.each([
    "Amir's wobbly tooth",
    'Freya has a loose tooth',
    "Ollie's tooth falls out at breakfast",
    'Hana waits for the tooth fairy',
    'Kofi loses his first tooth',
  ])('%s: a brave day at home, no hunt', (text) => {
    const idea = understandIdea(text);
    expect(idea.goal).toMatchObject({ type: 'overcome', phrase: 'feel brave about {their} wobbly tooth' });
    expect(idea.setting).toMatch(/^(?:bedroom|home|kitchen)$/);
  });

  it('leaves a creature that loses a tooth elsewhere alone', () => {
    expect(understandIdea('A shark loses a tooth in the reef').goal?.type).not.toBe('overcome');
  });
});

describe('a visit to be looked after', () => {
  it.each([
    ['Isla goes to the dentist', 'going to the dentist'],
    ['A crocodile visits the dentist for a check-up', 'visiting the dentist'],
    ['Felix goes to the hospital', 'going to the hospital'],
  ])('%s: a brave day there', (text, about) => {
    const idea = understandIdea(text);
    expect(idea.goal?.type).toBe('overcome');
    expect(idea.goal?.phrase).toContain(about);
    expect(idea.companions.map((c) => c.kindWord)).not.toContain('dentist');
  });

  it('keeps a dentist who is the hero, or who comes along, as a character', () => {
    expect(understandIdea('The dentist helps a hippo').hero?.kind.word).toBe('dentist');
    expect(understandIdea('Nadia and the dentist play chess').companions[0]?.kind.word).toBe('dentist');
  });
});

describe('a shy hero who does something', () => {
  it.each([
    ['Shy Milo takes part in the talent show', 'taking part in the talent show'],
    ['A shy hedgehog sings at the concert', 'singing at the concert'],
    ['Shy Dara reads her poem to the class', 'reading {their} poem'],
  ])('%s: the doing wins, the shyness is overcome', (text, about) => {
    const idea = understandIdea(text);
    expect(idea.goal?.type).toBe('overcome');
    expect(idea.goal?.phrase).toContain(about);
  });

  it('still wishes for a friend with nothing to do', () => {
    expect(understandIdea('A shy tortoise wants a friend').goal?.type).toBe('befriend');
    expect(understandIdea('Shy little Pip').goal?.type).toBe('befriend');
  });
});

describe('starting at nursery', () => {
  it.each(['Bea starts at a new nursery', 'A lamb goes to nursery for the first time'])('%s: the nursery is school', (text) => {
    expect(understandIdea(text).setting).toBe('school');
  });
});

describe('the cinema', () => {
  it.each(["Leo's first trip to the cinema", 'Going to the cinema with Grandpa', 'Maya goes to the movies'])(
    '%s: is a place of its own',
    (text) => expect(understandIdea(text).setting).toBe('cinema'),
  );
});

describe('words joined by a hyphen', () => {
  it.each([
    ['Rosa wins the egg-and-spoon race', 'egg-and-spoon'],
    ['Omar wants to ride the merry-go-round', 'merry-go-round'],
    ['A beaver goes to the doctor for a check-up', 'check-up'],
  ])('%s: stay joined in the wish', (text, word) => {
    expect(understandIdea(text).goal?.phrase).toContain(word);
  });

  it('keeps the occasion joined', () => {
    expect(understandIdea('Tilly the mouse bakes for the village bake-off').goal?.occasion).toBe('the village bake-off');
  });
});

describe('a creature word in a thing of another sense', () => {
  it.each([
    'Shy Amara enters the spelling bee',
    'Leo wins the spelling bee at school',
    'Zoe eats two hot dogs at the fair',
    'Tom cannot find his computer mouse',
  ])('%s: brings no creature into the story', (text) => {
    const idea = understandIdea(text);
    expect(idea.companions.filter((c) => !c.kind.human)).toEqual([]);
    expect(idea.hero?.kind.human).toBe(true);
  });

  it('still meets a real bee', () => {
    expect(understandIdea('Amara meets a bee in the garden').companions.map((c) => c.kind.word)).toContain('bee');
  });
});

describe('a name that visits someone named', () => {
  it.each([
    ['Tariq visits Grandpa', 'visit Grandpa'],
    ['Tariq visits Grandma', 'visit Grandma'],
    ['Kofi helps Grandad', 'help Grandad'],
  ])('%s: wishes to', (text, phrase) => {
    expect(understandIdea(text).goal?.phrase).toBe(phrase);
  });
});

describe('a visit to the doctor', () => {
  it.each(['Leo goes to the doctor', 'Sam visits the doctor', 'A bear visits the doctor for a check-up'])(
    "%s: is at the doctor's, where the doctor works, not with a doctor brought along",
    (text) => {
      const idea = understandIdea(text);
      expect(idea.setting).toBe('hospital');
      expect(idea.places.map((p) => p.text)).toContain("doctor's");
      expect(idea.companions.map((c) => c.kind.word)).not.toContain('doctor');
    },
  );
});

describe('a pet gone missing', () => {
  it.each([
    ['Our cat is missing', 'find {their} cat'],
    ['The hamster escaped', 'find {their} hamster'],
    ['My puppy ran away', 'find {their} puppy'],
    ['The guinea pig has disappeared', 'find {their} guinea pig'],
    ['Pip the parrot flew away', 'find {their} parrot'],
    ['Our dog ran off', 'find {their} dog'],
    ['Our budgie flew off', 'find {their} budgie'],
    ['Biscuit the rabbit hopped off', 'find {their} rabbit'],
  ])('%s: is looked for by its child, never the hero of a wish to escape', (text, phrase) => {
    const idea = understandIdea(text);
    expect(idea.hero).toBeNull();
    expect(idea.goal?.phrase).toBe(phrase);
    expect(idea.companions[0]?.relation).toBe('pet');
  });

  it.each(['A puppy gets lost in the woods', 'A lion escaped from the zoo', 'Leo the lion ran away', 'The eagle flew away'])(
    '%s: stays the creature’s own adventure',
    (text) => {
      expect(understandIdea(text).hero?.kind.human).toBe(false);
    },
  );
});

describe('a relative someone is with, or who is ill', () => {
  it.each([
    ['Christmas with Granny', 'Granny'],
    ['Holiday with Grandpa', 'Grandpa'],
    ['A day at the beach with my aunt', 'Auntie'],
  ])('%s: the relative comes along with a child, who leads', (text, relative) => {
    const idea = understandIdea(text);
    expect(idea.hero).toBeNull();
    expect(idea.companions[0]?.name).toBe(relative);
  });

  it.each([
    ['Noah goes fishing with his grandpa', 'Noah'],
    ['Grandma goes to the park with Leo', 'Grandma'],
  ])('%s: whoever the idea opens on still leads', (text, hero) => {
    expect(understandIdea(text).hero?.name).toBe(hero);
  });

  it.each([
    ["Max's grandpa is sick", 'Max', 'make Grandpa feel better'],
    ['Grandma is poorly', null, 'make Grandma feel better'],
    ["Ella's mum is feeling unwell", 'Ella', 'make Mum feel better'],
  ])('%s: one of the family who is ill is looked after at home by a child', (text, hero, goal) => {
    const idea = understandIdea(text);
    expect(idea.hero?.name ?? null).toBe(hero);
    expect(idea.goal?.phrase).toBe(goal);
    expect(idea.setting).toBe('home');
  });

  it.each(['A sick elephant', 'Grandma is happy'])('%s: no one to make feel better', (text) => {
    expect(understandIdea(text).goal?.phrase ?? '').not.toMatch(/feel better/);
  });
});

describe('a home of their own', () => {
  it.each([
    ['Ruby moves house', 'settle into {their} new house', 'home'],
    ['Noah cleans up his messy room', 'clean up {their} messy room', 'bedroom'],
    ['Lily tidies the playroom', 'tidy the playroom', 'home'],
  ])('%s: the wish is said as done at home, and the place is the idea’s own', (text, goal, setting) => {
    const idea = understandIdea(text);
    expect(idea.goal?.phrase).toBe(goal);
    expect(idea.setting).toBe(setting);
  });
});

describe('a thing made of two nouns', () => {
  it.each([
    ['Maya makes a pillow den', 'pillow den', 'den'],
    ['Ava builds a cardboard castle', 'cardboard castle', 'castle'],
    ['Sam makes a blanket fort', 'blanket fort', 'fort'],
    ['Leo builds a sand castle', 'sand castle', 'castle'],
  ])('%s: is the whole thing, named by its head, and no place', (idea, noun, head) => {
    const read = understandIdea(idea);
    expect(read.goal?.object?.noun).toBe(noun);
    expect(read.goal?.object?.head).toBe(head);
    expect(read.places.map((p) => p.text)).not.toContain(head);
    expect(['cave', 'castle']).not.toContain(read.setting);
  });
});

describe('someone ill, and a move', () => {
  it.each([
    ["Max's grandpa is sick", 'make Grandpa feel better'],
    ['Mum has a cold', 'make Mum feel better'],
    ["Lily's dad broke his leg", 'make Dad feel better'],
    ['Grandma has the flu', 'make Grandma feel better'],
  ])('%s: the one who is ill is looked after at home', (idea, phrase) => {
    const read = understandIdea(idea);
    expect(read.goal?.phrase).toBe(phrase);
    expect(read.setting).toBe('home');
  });

  it.each(['Tom is sick in bed', 'Mia has a cold', 'Ben hurt his leg'])('%s: the child who is ill gets better', (idea) => {
    expect(understandIdea(idea).goal?.phrase).toBe('get better');
  });

  it.each([
    ['Ruby moves house', 'house'],
    ['Ella is moving house', 'house'],
    ["Sam's family moves to a new house", 'house'],
    ['Ben moves to a new flat', 'flat'],
  ])('%s: the wish is to feel at home in the new %s', (idea, home) => {
    expect(understandIdea(idea).goal?.phrase).toBe(`settle into {their} new ${home}`);
  });

  it('reads a new school as no move', () => {
    expect(understandIdea('Leo moves to a new school').goal?.phrase).toBe('make a new friend');
  });
});

describe('a love of doing something', () => {
  it.each([
    ['Amy loves going to the park', 'go to the park'],
    ['Leo loves playing football', 'play football'],
    ['Mia likes baking cakes', 'bake cakes'],
    ['A bear who loves honey', 'enjoy honey'],
  ])('%s: the wish is the doing -> %s, never "enjoy going"', (text, phrase) => {
    expect(understandIdea(text).goal?.phrase).toBe(phrase);
  });
});
