import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join('\n');

describe('offline story writer: the wish said again, and how the hero goes', () => {
  it('says a wish to see "rows of little desks" again as "see the desks", never "see rows"', () => {
    for (const seed of [1, 2, 3]) {
      const story = told('A girl and her pet dragon go to school', seed);
      expect(story, `${seed}`).not.toMatch(/\b(?:see|seeing|saw) rows\b(?! of)/);
    }
  });

  it('says "play up in the sky" again as "play", never "play up", and keeps "go out"', () => {
    for (const seed of [1, 2, 3]) {
      expect(told('The lonely cloud', seed), `${seed}`).not.toMatch(/\bplay(?:ing)? up\b(?! in)/);
      expect(told('A hedgehog called Bramble who is afraid of the dark', seed), `${seed}`).not.toMatch(/\bwould go[,."]/);
    }
  });

  it('has a rose or a scarecrow go as its kind goes, never "ran"', () => {
    for (const seed of [1, 2, 3])
      for (const prompt of ['Rosie the rose', 'A scarecrow wants to see the sea'])
        expect(told(prompt, seed), `${prompt} (${seed})`).not.toMatch(/\b(?:Rosie|the rose|scarecrow|[A-Z][a-z]+) ran\b/);
  });
});

describe('a shy child', () => {
  it.each(['Lucas is shy', 'Mia is too shy to say hello', 'Ben is very shy at school'])(
    '%s: makes a friend, never "feels brave about being shy"',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
        expect(story.plan.shape, `${seed}`).toBe('friendship');
        expect(story.paragraphs.join(' '), `${seed}`).not.toMatch(
          /brave about being shy|Early one (?:day|morning), [^.]*woke up early/,
        );
      }
    },
  );
});

describe('a child who wants a little sister or brother', () => {
  it.each(['Omar wants a little sister', 'Mia wishes for a baby brother'])('%s: the new baby comes home', (prompt) => {
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, seed, paragraphs: 6 });
      expect(story.plan.setting, `${seed}`).toBe('home');
      expect(story.paragraphs.join(' '), `${seed}`).toMatch(/\bnew baby (?:sister|brother)\b/);
      expect(story.paragraphs.join(' '), `${seed}`).not.toMatch(/\bget a (?:sister|brother)\b|got a (?:sister|brother)!/);
    }
  });
});
