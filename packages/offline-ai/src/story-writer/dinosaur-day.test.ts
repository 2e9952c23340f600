import { describe, expect, it } from 'vitest';
import { understandIdea } from '../language/index.js';
import { readScene } from '../illustrator/scene/read-scene.js';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed = 1) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('what happened to the dinosaurs', () => {
  it.each([
    'The dinosaurs died out',
    'Why did the dinosaurs disappear?',
    'When dinosaurs lived',
    'What happened to the dinosaurs?',
    'Where have all the dinosaurs gone?',
    'Leo learns why the dinosaurs died out',
  ])('%s: a child finds out at the museum, with true facts, never a wish to die out', (prompt) => {
    for (const seed of [1, 2]) {
      const story = told(prompt, seed);
      const { hero, friend, homeDay, setting } = story.plan;
      expect(hero.kind.human).toBe(true);
      expect(friend).toBeNull();
      expect(homeDay?.id).toBe('past');
      expect(setting).toBe('museum');
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/long, long ago[\s\S]*fossil[\s\S]*rock from space hit the Earth[\s\S]*dark and cold/);
      expect(text).toMatch(/great-great-grandchildren of dinosaurs/);
      expect(text).not.toMatch(/\b(?:wanted|wish|dream) to die\b|did it|missed|heart/i);
    }
  });

  it('keeps a dinosaur of its own a dinosaur, and dinosaurs that do things in a story', () => {
    expect(understandIdea('Rex the dinosaur lived in a swamp').hero?.kind.word).toBe('dinosaur');
    expect(understandIdea('The dinosaurs go to school').hero?.kind.word).toBe('dinosaur');
    expect(understandIdea("The dinosaur who didn't like vegetables").hero?.kind.word).toBe('dinosaur');
  });

  it('draws no living dinosaur, nor people, where they are only told of', () => {
    const drawn = (paragraph: string) =>
      readScene(paragraph, { kind: 'child', name: 'Sam', fixed: true }).characters.map((c) => c.name ?? c.kind);
    expect(drawn('"The plants died, and then the dinosaurs died out," said Dad.')).not.toContain('dinosaur');
    expect(drawn('"Why are there no dinosaurs now?" asked Sam.')).not.toContain('dinosaur');
    expect(drawn('"Dinosaurs lived long, long ago, long before people," said Dad.')).toEqual(['Sam', 'Dad']);
    expect(drawn('Dinosaurs stomped through the jungle.')).toContain('dinosaur');
  });
});
