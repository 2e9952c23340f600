import { describe, expect, it } from 'vitest';
import { understandIdea } from './idea.js';
import { mendSpelling } from './spelling.js';

describe('what the hero will not do or does not like', () => {
  it.each([
    ["The dinosaur who didn't like vegetables", 'vegetables', false],
    ["A cat who doesn't like water", 'water', false],
    ["Ella won't go to bed", 'go to bed', true],
    ['Tom hates bath time', 'bath time', false],
    ["The bunny who wouldn't share", 'share', true],
    ["Max doesn't want to brush his teeth", 'brush {their} teeth', true],
    ['A little pig who refuses to take a bath', 'take a bath', true],
    ['Lily never wants to tidy her room', 'tidy {their} room', true],
    ['Sam hates having his hair cut', 'have {their} hair cut', true],
    ['Mia does not like broccoli', 'broccoli', false],
    ["Leo can't stand haircuts", 'haircuts', false],
    ['A puppy who will not go to sleep', 'go to sleep', true],
    ['Priya says no to bath time', 'bath time', false],
  ])('%s -> %s', (idea, what, doing) => {
    const read = understandIdea(idea);
    expect(read.dislike).toMatchObject({ what, doing });
    // The wish is to come round to it, never the dislike itself as a wish ('did't like vegetables').
    expect(read.goal?.phrase).toMatch(/^learn to like /);
    expect(read.goal?.phrase).not.toMatch(/n['’]?t\b|\bhate|\brefuse/);
  });

  it('a place the hero will not go to is a brave day there', () => {
    expect(understandIdea('Sam hates going to the dentist').goal?.phrase).toBe('feel brave about going to the dentist');
    expect(understandIdea("Mia doesn't want to go to school").feeling?.mood).toBe('scared');
    expect(understandIdea("Ella won't go to bed").goal?.phrase).toBe('learn to like going to bed');
  });

  it('leaves a skill the hero lacks, and a plain wish, as they were', () => {
    expect(understandIdea("A kangaroo who can't hop").dislike).toBeUndefined();
    expect(understandIdea("A kangaroo who can't hop").goal?.phrase).toBe('learn to hop');
    expect(understandIdea('an owl who cannot sleep at night').dislike).toBeUndefined();
    expect(understandIdea('Sofía the snail wants to climb the tallest sunflower').dislike).toBeUndefined();
    expect(understandIdea('A bunny who loves carrots').dislike).toBeUndefined();
  });

  it.each([
    ["The snowman who didn't want to melt", 'stay cold'],
    ["The little car that wouldn't start", 'get going'],
    ["The kite that wouldn't fly", 'fly high'],
    ["The boat that didn't want to sink", 'stay afloat'],
    ["A balloon who didn't want to pop", 'stay in one piece'],
    ['A tractor that got stuck in the mud', 'get out of the mud'],
  ])('what happens to the hero is no thing to like: %s -> %s', (idea, wish) => {
    expect(understandIdea(idea).goal?.phrase).toBe(wish);
  });

  it('a creature that will not fly just does not like it', () => {
    expect(understandIdea("A baby bird who didn't want to fly").goal?.phrase).toBe('learn to like flying');
  });

  it('never mends a contraction as a slipped word', () => {
    expect(mendSpelling("didn't doesn't wouldn't couldn't isn't hasn't")).toBe("didn't doesn't wouldn't couldn't isn't hasn't");
    expect(mendSpelling('why does my tummy rumbel')).toBe('why does my tummy rumble');
  });
});
