import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a doing learned at school, in its own room', () => {
  it.each([
    ['Mia plays the violin', 'the music room'],
    ['Sam wants to play the drums', 'the music room'],
    ['Priya joins the choir', 'the school hall'],
    ['Ben wants to do karate', 'the karate hall'],
    ['Ava wants to do gymnastics', 'the gym'],
  ])('%s: told in %s, never among the classroom’s desks', (prompt, room) => {
    // (A doing done at home as well, the violin or the drums, is told at home by some seeds.)
    const atSchool = [1, 2, 3, 4].map((seed) => told(prompt, seed)).filter((story) => story.plan.setting === 'school');
    expect(atSchool.length).toBeGreaterThan(1);
    for (const { paragraphs, plan } of atSchool) {
      const text = paragraphs.join(' ');
      expect(plan.placeName, text).toBe(room);
      expect(text, text).not.toMatch(/desks|whiteboard|guinea pig|beanbags|reading corner/);
    }
  });

  it('keeps a ballerina’s dance class', () => {
    expect(told('Bella the ballerina loses her shoe', 1).plan.placeName).toBe('the dance class');
  });
});
