import { describe, expect, it } from 'vitest';
import { capGoalMentions } from './goal-echo.js';
import type { StoryPlan, StoryThing } from './plan.js';
import { thingByHead } from './refer.js';

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
      ['Noor wanted to see a seed sprout. She watered the pot. "Will we see a seed sprout today?" she asked.'],
      plan,
      ['seed', 'sprout'],
      same,
    );
    expect(told).toBe('Noor wanted to see a seed sprout. She watered the pot. "Will we see it happen today?" she asked.');
  });

  it('still names a sight of a thing with no happening: a place or a plain thing to see', () => {
    const plan = planOf(
      { type: 'do', phrase: 'see the fox in the wood', ing: 'seeing the fox in the wood', past: 'saw the fox in the wood' },
      thingOf('fox'),
    );
    const paragraph = 'Tom wished to see the fox in the wood. "I will see the fox in the wood," he said.';
    expect(capGoalMentions([paragraph], plan, ['fox', 'wood'], same)).toEqual([paragraph]);
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
});
