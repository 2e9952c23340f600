import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

describe('a wish to dance or sing goes wrong as dancing and singing do', () => {
  it.each([
    ['A giraffe who wants to dance', /\b(?:spun round too fast|too shy to move)\b/],
    ['A cat who wants to sing', /\b(?:squeaky wobble|forgot the words)\b/],
  ])('%s', (prompt, trouble) => {
    for (const seed of [1, 2, 3]) {
      const text = writeStoryDetailed({ prompt, paragraphs: 6, seed }).paragraphs.join(' ');
      expect(text, `${seed}`).toMatch(trouble);
      // Never a trouble of the place that has nothing to do with it, nor a try that only 'went all wrong'.
      expect(text, `${seed}`).not.toMatch(/waterhole had nearly dried up|went all wrong|harder than it looked/);
    }
  });
});

describe('a trouble told is put right in the story', () => {
  it('says the fix even where it is told of the hero and a helper by name, and runs long', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { paragraphs, plan } = writeStoryDetailed({ prompt: 'A robot who wants to dance', paragraphs: 6, seed });
      const text = paragraphs.join(' ');
      if (/too shy to move/.test(text)) expect(text, `${seed}`).toMatch(/dancing came back/);
      if (/fell over in a heap/.test(text)) expect(text, `${seed}`).toMatch(/slower tune/);
      expect(plan.trouble.place).not.toBeNull();
    }
  });
});
