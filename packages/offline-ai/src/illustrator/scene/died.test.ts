import { describe, expect, it } from 'vitest';
import { readPrompt } from '../hero/prompt-look.js';
import { readScene } from './read-scene.js';

const drawn = (paragraph: string) =>
  readScene(paragraph, { kind: 'child', name: null, fixed: false }).characters.map((c) => c.name ?? c.kind);

describe('one who died is missed, not drawn', () => {
  it('leaves the pet or grandparent who died off the page', () => {
    expect(drawn('Tansy had died. Nora missed him very, very much. "I wish Tansy could come back," she whispered.')).toEqual([
      'Nora',
    ]);
    expect(drawn('Flick had died. Bella missed her very, very much. Bella did not ever want to forget Flick.')).toEqual([
      'Bella',
    ]);
    expect(drawn('Nora cuddled up with a blanket that smelled of Tansy. Grandma sat down beside the smart girl.')).not.toContain(
      'Tansy',
    );
    expect(drawn('"Did Grandpa die because of me?" Hannah asked in a small voice.')).toEqual(['Hannah']);
    expect(drawn('That night, Hannah still felt a little sad. But Grandpa was safe in her heart, for always.')).toEqual([
      'Hannah',
    ]);
    expect(drawn('Then Hannah smiled for the first time that day. Grandpa would always be in her heart.')).toEqual(['Hannah']);
  });
  it("leaves Grandpa off the pages that only miss or remember him, the book's hero given or not", () => {
    const ravi = { kind: 'boy' as const, name: 'Ravi', fixed: true };
    for (const paragraph of [
      '"Did Grandpa die because of me?" Ravi asked in a small voice. "I miss Grandpa so much," he said, and cried.',
      'Ravi remembered something funny Grandpa once did, and laughed out loud. Remembering felt warm, like a hug.',
    ]) {
      expect(drawn(paragraph), paragraph).toEqual(['Ravi']);
      for (const prompt of ['Our grandpa died', ' '])
        expect(
          readScene(paragraph, ravi, prompt).characters.map((c) => c.name ?? c.kind),
          paragraph,
        ).toEqual(['Ravi']);
    }
    // (In a book about Grandpa's dying, he is remembered, not there.)
    expect(
      readScene('Grandpa sat by the fire with Hannah.', { kind: 'child', name: null, fixed: false }, 'Our grandpa died')
        .characters,
    ).toHaveLength(1);
  });
  it('keeps those who are there, and creatures that died out long ago', () => {
    expect(drawn('The dinosaurs died out long ago. Rex the dinosaur ran.')).toEqual(['Rex']);
    expect(drawn('Grandpa sat by the fire with Hannah.')).toHaveLength(2);
  });
  it('does not make the one who died the hero of the book', () => {
    expect(readPrompt('Our dog died').kind).not.toBe('dog');
    expect(readPrompt('When Grandpa died').kind).not.toBe('grandpa');
    expect(readPrompt('My hamster has died').kind).not.toBe('hamster');
    expect(readPrompt('A dog who loves bones').kind).toBe('dog');
  });
});
