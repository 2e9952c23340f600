import { describe, expect, it } from 'vitest';
import { COLOUR_WORDS } from '../colour.js';
import { readScene, type HeroCue } from './read-scene.js';

const theo: HeroCue = { kind: 'boy', name: 'Theo', fixed: true };
const idea = 'Theo and the big red bus';
const busOf = (plan: ReturnType<typeof readScene>) => plan.things.find((t) => /\bbus\b/.test(t.word));

describe('a colour the idea says for a vehicle', () => {
  it.each([
    "Theo climbed on the bus and held Mum's hand. The card reader went beep, and the driver waved.",
    "Then the bus went round a corner. And Theo's apple rolled away under the seats!",
    'A kind lady stopped it with her foot. Best of all, the bus went right past the big clock tower.',
  ])('is the colour of the bus on every page: %s', (paragraph) => {
    expect(busOf(readScene(paragraph, theo, idea))?.colour).toBe(COLOUR_WORDS.red);
  });

  it('gives way to the colour the page says', () => {
    expect(busOf(readScene('Theo climbed on the little green bus.', theo, idea))?.colour).toBe(COLOUR_WORDS.green);
  });

  it('is nobody else’s: a bus with no colour in the idea keeps its own', () => {
    expect(busOf(readScene('Theo climbed on the bus.', theo, 'Theo and the red kite'))?.colour ?? null).toBeNull();
  });
});

describe('the bus ride’s last page', () => {
  it('is the town the bus stops in by day, Theo getting off, though he falls asleep later', () => {
    const plan = readScene(
      'The bus stopped in the middle of town, by the market. Theo skipped down the stairs, smiling. Soon Theo was fast asleep, dreaming of the seat at the very front.',
      theo,
      idea,
    );
    expect([plan.setting, plan.time]).toEqual(['city', 'day']);
    expect(plan.characters[0]!.pose).not.toBe('sleep');
  });
});
