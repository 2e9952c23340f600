import { describe, expect, it } from 'vitest';
import { capGoalMentions } from './goal-echo.js';
import type { StoryPlan, StoryThing } from './plan.js';
import { kindInEveryParagraph, referNaturally, thingByHead, topicByHead } from './refer.js';
import { writeStoryDetailed } from './story-writer.js';

const thingOf = (text: string, noun = text): StoryThing => ({
  text,
  noun,
  portable: true,
  plural: false,
  mass: false,
  owned: false,
});

const planOf = (goal: StoryPlan['goal'], thing: StoryThing | null) => ({ goal, thing }) as unknown as StoryPlan;
const same = (phrase: string) => phrase;

describe('referring back to the thing and the goal', () => {
  it('calls a thing of two words by its last word once a paragraph has named it in full', () => {
    const plan = planOf(
      { type: 'make', phrase: 'fold a paper boat', ing: 'folding a paper boat', past: 'folded a paper boat' },
      thingOf('paper boat'),
    );
    const told = thingByHead(
      ['Kim folded the paper boat.', 'Kim set the paper boat on the pond. The wind pushed the paper boat along.', 'Night came.'],
      plan,
    );
    expect(told[0]).toBe('Kim folded the paper boat.');
    expect(told[1]).toBe('Kim set the boat on the pond. The wind pushed the boat along.');
    expect(told[2]).toBe('Night came.');
  });

  it('says the sort where the last word names something else too, keeping the whole name where nothing else says it', () => {
    const plan = planOf(
      { type: 'make', phrase: 'build a toy train', ing: 'building a toy train', past: 'built a toy train' },
      thingOf('toy train'),
    );
    const told = thingByHead(
      [
        'Ravi built the toy train.',
        'Ravi took the toy train to the train station.',
        'He put the toy train on the rug. He pushed the toy train round.',
        '"Choo choo, toy train!" said Ravi.',
      ],
      plan,
    );
    expect(told[1]).toBe('Ravi took the toy to the train station.');
    // 'train' is said nowhere else here: the first mention stays whole, so the picture still shows a train.
    expect(told[2]).toBe('He put the toy train on the rug. He pushed the toy round.');
    expect(told[3]).toBe('"Choo choo, toy train!" said Ravi.');
  });

  it('keeps a thing of two words whole where its last word names something else and its first is no sort', () => {
    const plan = planOf(
      { type: 'find', phrase: 'find the glass ball', ing: 'finding the glass ball', past: 'found the glass ball' },
      thingOf('glass ball'),
    );
    const paragraphs = ['Ada saw the glass ball.', 'The boys kicked a ball. Ada held the glass ball.'];
    expect(thingByHead(paragraphs, plan)).toEqual(paragraphs);
  });

  it('refers to a wish to see something happen to the thing as seeing it happen', () => {
    const plan = planOf(
      { type: 'do', phrase: 'see a seed sprout', ing: 'seeing a seed sprout', past: 'saw a seed sprout' },
      thingOf('seed'),
    );
    const [told] = capGoalMentions(
      ['Noor wanted to see a seed sprout. "Will we see a seed sprout today?" she asked.'],
      plan,
      ['seed', 'sprout'],
      same,
    );
    expect(told).toBe('Noor wanted to see a seed sprout. "Will we see it happen today?" she asked.');
  });

  it('still names a sight of a thing with no happening: a place or a plain thing to see', () => {
    const plan = planOf(
      { type: 'do', phrase: 'see the fox in the wood', ing: 'seeing the fox in the wood', past: 'saw the fox in the wood' },
      thingOf('fox'),
    );
    const paragraph = 'Tom wished to see the fox in the wood. "I will see the fox in the wood," he said.';
    expect(capGoalMentions([paragraph], plan, ['fox', 'wood'], same)).toEqual([paragraph]);
  });

  it('names a described sight by its noun once said in full, in every form of the goal', () => {
    const cases: [StoryPlan['goal'], string[], string][] = [
      [
        {
          type: 'reach',
          phrase: 'see the tall white waterfall',
          ing: 'seeing the tall white waterfall',
          past: 'saw the tall white waterfall',
        },
        ['waterfall'],
        'seeing the waterfall',
      ],
      [
        {
          type: 'reach',
          phrase: 'see sparkling blue waves',
          ing: 'seeing sparkling blue waves',
          past: 'saw sparkling blue waves',
        },
        ['waves'],
        'seeing the waves',
      ],
      [
        {
          type: 'do',
          phrase: 'watch the bright northern lights',
          ing: 'watching the bright northern lights',
          past: 'watched the bright northern lights',
        },
        ['lights'],
        'watching the lights',
      ],
    ];
    for (const [goal, words, short] of cases) {
      const told = capGoalMentions(
        [`Ana wanted to ${goal.phrase}.`, `Ana ${goal.past}! She laughed, ${goal.ing} at last.`],
        planOf(goal, null),
        words,
        same,
      );
      expect(told[0]).toBe(`Ana wanted to ${goal.phrase}.`);
      expect(told[1]).toBe(`Ana ${goal.past}! She laughed, ${short} at last.`);
    }
  });

  it('says a described sight short before "it had been" too, but never a reference as "it it"', () => {
    const sight = {
      type: 'reach',
      phrase: 'see the tall smoking volcano',
      ing: 'seeing the tall smoking volcano',
      past: 'saw the tall smoking volcano',
    } as const;
    const bread = { type: 'make', phrase: 'bake bread', ing: 'baking bread', past: 'baked bread' } as const;
    const told = (goal: StoryPlan['goal']) => [
      `Sam wanted to ${goal.phrase}.`,
      `Sam ${goal.past}.`,
      `Sam was home from the volcano. What a day of ${goal.ing} it had been!`,
    ];
    expect(capGoalMentions(told(sight), planOf(sight, null), ['volcano'], same)[2]).toBe(
      'Sam was home from the volcano. What a day of seeing the volcano it had been!',
    );
    expect(capGoalMentions(told(bread), planOf(bread, thingOf('bread')), ['bread'], same)[2]).toBe(
      'Sam was home from the volcano. What a day of baking bread it had been!',
    );
    const why = {
      type: 'learn',
      phrase: 'find out why it rains',
      ing: 'finding out why it rains',
      past: 'found out why it rains',
    } as const;
    expect(capGoalMentions(told(why), planOf(why, null), ['rains'], same)[2]).toContain('finding out why it rains it had been');
    const buses = {
      type: 'reach',
      phrase: 'see red buses rolling',
      ing: 'seeing red buses rolling',
      past: 'saw red buses rolling',
    } as const;
    expect(capGoalMentions(told(buses), planOf(buses, null), ['buses'], same)).toEqual(told(buses));
  });

  it('keeps a plain sight whole: nothing to shorten', () => {
    const goal = { type: 'reach', phrase: 'see the sea', ing: 'seeing the sea', past: 'saw the sea' } as const;
    const told = ['Bo wished to see the sea.', 'Bo saw the sea!', 'Bo laughed, seeing the sea at last.'];
    expect(capGoalMentions(told, planOf(goal, null), ['sea'], same)).toEqual(told);
  });

  it('refers to a goal said with its thing by the thing’s plain noun', () => {
    const plan = planOf(
      { type: 'reach', phrase: 'climb the highest oak', ing: 'climbing the highest oak', past: 'climbed the highest oak' },
      thingOf('highest oak', 'oak'),
    );
    const [told] = capGoalMentions(
      ['Finn longed to climb the highest oak. "I will climb the oak," he said.'],
      plan,
      ['climb', 'oak'],
      same,
    );
    expect(told).toBe('Finn longed to climb the highest oak. "I will climb it," he said.');
  });

  it('says a goal with details whole twice, then short', () => {
    const where = ' to the top of the hill';
    const plan = planOf({ type: 'make', phrase: `race${where}`, ing: `racing${where}`, past: `raced${where}` }, null);
    const short = (phrase: string) => phrase.replace(/ of the hill$/, '');
    const told = capGoalMentions(
      [
        'Gizmo wanted to race to the top of the hill.',
        'Gizmo practised racing to the top of the hill.',
        'Gizmo won a ribbon for racing to the top of the hill!',
        'Racing to the top of the hill was fun.',
      ],
      plan,
      ['race', 'hill'],
      short,
    );
    expect(told.slice(0, 2)).toEqual([
      'Gizmo wanted to race to the top of the hill.',
      'Gizmo practised racing to the top of the hill.',
    ]);
    expect(told.slice(2)).toEqual(['Gizmo won a ribbon for racing to the top!', 'Racing to the top was fun.']);
  });

  it('says "it" for the goal only just after the goal was said', () => {
    const cases: [StoryPlan['goal'], StoryThing | null, string[], string, string][] = [
      [
        { type: 'do', phrase: 'become a butterfly', ing: 'becoming a butterfly', past: 'became a butterfly' },
        null,
        ['butterfly'],
        'Pip wanted to become a butterfly. The sun rose over the garden. "I want to become a butterfly," he said.',
        'Pip wanted to become a butterfly. The sun rose over the garden. "I want to become a butterfly," he said.',
      ],
      [
        { type: 'do', phrase: 'become a butterfly', ing: 'becoming a butterfly', past: 'became a butterfly' },
        null,
        ['butterfly'],
        'Then the first try at becoming a butterfly went all wrong. "How will we become a butterfly now?" asked Pip. The bird smiled. Pip crawled about, but it was no good. "We can’t stop becoming a butterfly now," said Pip.',
        'Then the first try at becoming a butterfly went all wrong. "How will we do it now?" asked Pip. The bird smiled. Pip crawled about, but it was no good. "We can’t stop becoming a butterfly now," said Pip.',
      ],
      [
        { type: 'reach', phrase: 'climb the big hill', ing: 'climbing the big hill', past: 'climbed the big hill' },
        thingOf('big hill', 'hill'),
        ['climb', 'hill'],
        'Sunny longed to climb the big hill. The sun rose. The birds sang. "Maybe we can’t climb the big hill today," said Sunny.',
        'Sunny longed to climb the big hill. The sun rose. The birds sang. "Maybe we can’t climb the hill today," said Sunny.',
      ],
      [
        { type: 'reach', phrase: 'climb the big hill', ing: 'climbing the big hill', past: 'climbed the big hill' },
        thingOf('big hill', 'hill'),
        ['climb', 'hill'],
        'Sunny longed to climb the big hill. The sun rose. Near the hill, the gate was stuck. "How will we climb the big hill now?" asked Sunny.',
        'Sunny longed to climb the big hill. The sun rose. Near the hill, the gate was stuck. "How will we climb it now?" asked Sunny.',
      ],
      [
        {
          type: 'help',
          phrase: 'help the village build a bridge',
          ing: 'helping the village build a bridge',
          past: 'helped the village build a bridge',
        },
        thingOf('bridge'),
        ['village', 'bridge'],
        'Tor wanted to help the village build a bridge. The sun rose. Tor sat by the bridge. "I will help the village build a bridge," said Tor.',
        'Tor wanted to help the village build a bridge. The sun rose. Tor sat by the bridge. "I will help the village build a bridge," said Tor.',
      ],
      [
        { type: 'learn', phrase: 'learn about dinosaurs', ing: 'learning about dinosaurs', past: 'learned about dinosaurs' },
        null,
        ['dinosaurs'],
        'Hana longed to learn about dinosaurs. "I want to learn about dinosaurs," she said. She laughed. The sky was blue. She was learning about dinosaurs at last.',
        'Hana longed to learn about dinosaurs. "I want to learn about them," she said. She laughed. The sky was blue. She was learning about dinosaurs at last.',
      ],
    ];
    for (const [goal, thing, words, paragraph, expected] of cases)
      expect(capGoalMentions([paragraph], planOf(goal, thing), words, same)).toEqual([expected]);
  });

  it('refers to a thing to make as "it" by its verb, whatever wish the goal came from', () => {
    // A topic's goal ('build a model longship' for the Vikings) is a wish to learn; its verb still makes a thing.
    for (const [type, verb, ing, past] of [
      ['learn', 'build', 'building', 'built'],
      ['learn', 'paint', 'painting', 'painted'],
      ['make', 'build', 'building', 'built'],
    ] as const) {
      const plan = planOf(
        { type, phrase: `${verb} a model longship`, ing: `${ing} a model longship`, past: `${past} a model longship` },
        thingOf('longship'),
      );
      const [told] = capGoalMentions(
        [
          `Toby longed to ${verb} a model longship. "I want to ${verb} a model longship," he said. "How will we ${verb} a model longship now?" asked Toby.`,
        ],
        plan,
        ['model', 'longship'],
        same,
      );
      expect(told).toBe(
        `Toby longed to ${verb} a model longship. "I want to ${verb} it," he said. "How will we ${verb} it now?" asked Toby.`,
      );
    }
  });

  it('still says a wish to find or meet something in full: any one of them, not "it"', () => {
    for (const [type, phrase, ing, past] of [
      ['learn', 'find a shiny shell', 'finding a shiny shell', 'found a shiny shell'],
      ['find', 'find a shiny shell', 'finding a shiny shell', 'found a shiny shell'],
    ] as const) {
      const plan = planOf({ type, phrase, ing, past }, null);
      const paragraph = `Ada wanted to ${phrase}. "I will ${phrase}," she said. "Can we ${phrase} now?" asked Ada.`;
      expect(capGoalMentions([paragraph], plan, ['shiny', 'shell'], same)).toEqual([paragraph]);
    }
  });

  it('thinks about the goal just said as "it"', () => {
    const plan = planOf(
      {
        type: 'learn',
        phrase: 'find out how bees make honey',
        ing: 'finding out how bees make honey',
        past: 'found out how bees make honey',
      },
      null,
    );
    const [told] = capGoalMentions(
      ['How could Lee find out how bees make honey now? She sat by the hive to think about finding out how bees make honey.'],
      plan,
      ['bees', 'honey'],
      same,
    );
    expect(told).toBe('How could Lee find out how bees make honey now? She sat by the hive to think about it.');
  });

  it('never calls how the hero ends up "it": falling asleep is never "falling it"', () => {
    for (const prompt of [
      'Counting sheep to fall asleep',
      'A little seed who wants to grow tall',
      'A teddy bear who comes alive at night',
    ])
      for (const seed of [1, 2, 3]) {
        const text = writeStoryDetailed({ prompt, paragraphs: 6, seed }).paragraphs.join(' ');
        expect(text, prompt).not.toMatch(/\b(?:fall|falling|fell|grow|growing|grew|come|coming|came) (?:it|them)\b/i);
      }
  });
});

describe('referring back to the hero', () => {
  const person = (name: string, word: string, pronoun: 'she' | 'he' | 'it') => ({
    name,
    kind: { word },
    relation: null,
    pronoun,
  });
  const storyOf = (pronoun: 'she' | 'he' | 'it', guide: ReturnType<typeof person>) =>
    ({ hero: { name: 'Zofia', pronoun }, friend: null, guide, thing: null }) as unknown as StoryPlan;
  const robot = person('Waffles', 'robot', 'it');
  const grandma = person('Grandma', 'grandma', 'she');
  const tell = (plan: StoryPlan, sentences: string[]) => referNaturally(sentences, plan, ['planets']);

  it('lets a hero named in the paragraph speak and act as "she" while nobody else here is a "she"', () => {
    const told = tell(storyOf('she', robot), [
      'Zofia reached space.',
      '"Come with me," said the robot.',
      'Zofia tried again and again.',
      '"I want to visit the planets," said Zofia.',
      'Before bed, Zofia thought of planets.',
    ]);
    expect(told).toEqual([
      'Zofia reached space.',
      '"Come with me," said the robot.',
      'She tried again and again.',
      '"I want to visit the planets," she said.',
      'Before bed, she thought of planets.',
    ]);
  });

  it('keeps the name where another "she" could be meant, and for a hero called "it"', () => {
    const withGrandma = [
      'Zofia reached space.',
      '"Come with me," said Grandma.',
      'Zofia tried again and again.',
      '"I want to visit the planets," said Zofia.',
    ];
    expect(tell(storyOf('she', grandma), withGrandma)).toEqual(withGrandma);
    const robotHero = [
      'Zofia reached space.',
      '"I want to visit the planets," said Zofia.',
      'Before bed, Zofia thought of planets.',
    ];
    expect(tell(storyOf('it', grandma), robotHero)).toEqual(robotHero);
  });

  it('keeps the name that leads two together: "Robin and Isaac kicked a ball", never "They and Isaac"', () => {
    for (const pronoun of ['she', 'he', 'they'] as const) {
      const pair = ['Zofia fed the ducks.', 'Zofia and Isaac kicked a ball across the grass.'];
      expect(tell(storyOf(pronoun as 'she', robot), pair)).toEqual(pair);
    }
  });
});

describe('the thing and the kind in a paragraph read aloud', () => {
  it('answers a question about the thing just named with "it"', () => {
    const plan = {
      hero: { name: 'Chloe', pronoun: 'she' },
      friend: null,
      guide: null,
      thing: thingOf('caterpillar'),
    } as unknown as StoryPlan;
    const told = referNaturally(
      [
        '"Can you help me find the caterpillar?" asked Chloe.',
        '"We will find the caterpillar," said Grandma.',
        '"Look at the caterpillar!" said Chloe.',
      ],
      plan,
      [],
    );
    expect(told[1]).toBe('"We will find it," said Grandma.');
    // What is only looked at is no answer: it stays named.
    expect(told[2]).toMatch(/^"Look at the caterpillar!"/);
  });

  it('says what a hero who is no person is in a short line, never making a long line longer', () => {
    const snail = { word: 'snail', plural: 'snails', words: [], human: false, size: 'small' };
    const plan = { hero: { name: 'Sofía', pronoun: 'she', kind: snail, look: 'slow' } } as unknown as StoryPlan;
    const [told] = kindInEveryParagraph(
      [
        'Next, a bird sang. Sofía crept on, past a little pond with lily pads, as fast as she could. "I want to climb it," she said.',
      ],
      plan,
    );
    expect(told).toBe(
      'Next, a bird sang. Sofía crept on, past a little pond with lily pads, as fast as she could. "I want to climb it," said Sofía the snail.',
    );
  });
});

describe('the topic read aloud', () => {
  const planOn = (title: string, facts: string[]) => ({ topic: { title }, facts }) as unknown as StoryPlan;

  it('says a topic of many words whole twice, then by its head, leaving facts in their own words', () => {
    const fact = 'A butterfly lays eggs on the life cycle of a butterfly leaf.';
    const topic = 'the life cycle of a butterfly';
    const told = topicByHead(
      [
        `Dusty asked about ${topic}.`,
        `Dusty saw ${topic}. ${fact}`,
        `Dusty knew ${topic}. The life cycle of a butterfly was fun.`,
      ],
      planOn(topic, [fact]),
    );
    expect(told).toEqual([
      `Dusty asked about ${topic}.`,
      `Dusty saw ${topic}. ${fact}`,
      'Dusty knew the life cycle. The life cycle was fun.',
    ]);
  });

  it('keeps a topic that is not something of something whole', () => {
    const paragraphs = ['Ada learned about the planets.', 'The planets go round.', 'She loved the planets.'];
    expect(topicByHead(paragraphs, planOn('the planets', []))).toEqual(paragraphs);
  });
});

describe('a wish said with how it is done', () => {
  it('is never "spring it": how high is no thing', () => {
    const text = writeStoryDetailed({ prompt: 'A frog who can spring really high', seed: 1, paragraphs: 6 }).paragraphs.join(' ');
    expect(text).not.toMatch(/\bto can\b|\bspring(?:ing)? it\b/);
    expect(text).toMatch(/\bspring really high\b/);
  });
});
