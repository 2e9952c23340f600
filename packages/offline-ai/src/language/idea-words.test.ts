import { describe, expect, it } from 'vitest';
import { understandIdea } from './idea.js';
import { registerNouns } from './tokens.js';

const everyone = (idea: string) => {
  const u = understandIdea(idea);
  return [u.hero, ...u.companions].filter((c) => c !== null);
};
const named = (idea: string, name: string) => everyone(idea).find((c) => c.name === name);

describe('understandIdea: ordinary words for people', () => {
  it.each([
    ['Max and Mrs Patel plant a tree', 'Mrs Patel', 'neighbour', 'she'],
    ['Mr Brown fixes the fence with Lily', 'Mr Brown', 'neighbour', 'he'],
    ['Aisha and Ms. Okafor walk the dog', 'Ms Okafor', 'neighbour', 'she'],
    ['Miss Rose reads a story to Amir', 'Miss Rose', 'teacher', 'she'],
    ['Dr Lee helps Sam feel better', 'Dr Lee', 'doctor', null],
    ['Professor Oak shows Ben a fossil', 'Professor Oak', 'scientist', null],
    ['Captain Sam sails to a far island with Zara', 'Captain Sam', 'captain', 'he'],
    ['Nurse Amy and Kofi go to the park', 'Nurse Amy', 'nurse', 'she'],
  ])('%s: %s is a grown-up %s (%s), called with the title', (idea, name, kind, pronoun) => {
    const found = named(idea, name);
    expect(found?.kind.word).toBe(kind);
    expect(found?.kind.group).toBe('adult');
    expect(found?.pronoun).toBe(pronoun);
  });

  it.each([
    ['Where is Mummy? A little owl is lost', 'owl', 'Mummy', 'mum'],
    ['Where is Daddy? A baby fox is lost', 'fox', 'Daddy', 'dad'],
    ['Where is Mama? Pip the duckling is lost', 'duck', 'Mama', 'mum'],
  ])('%s: a little %s leads and looks for %s, a parent (%s)', (idea, kind, parent, parentKind) => {
    const u = understandIdea(idea);
    expect(u.hero?.kind.word).toBe(kind);
    expect(u.hero?.name).not.toBe(parent);
    expect(u.companions.find((c) => c.name === parent)?.kind.word).toBe(parentKind);
    expect(u.goal?.type).toBe('find');
  });

  it('a question taught as a phrase stays a question: what is learned about is its subject, never "how"', () => {
    registerNouns(['how plants grow', 'what animals eat', 'why things fall', 'how aeroplanes fly']);
    expect(understandIdea('Tom learns how plants grow').goal?.object?.noun).toBe('plant');
    expect(understandIdea('Zoe learns what animals eat').goal?.object?.noun).toBe('animal');
    expect(understandIdea('Ada finds out why things fall').goal?.object?.noun).not.toBe('why');
    expect(understandIdea('Kai learns how aeroplanes fly').goal?.object?.noun).not.toBe('how');
  });

  it.each([
    ['Sam finds out why leaves fall', 'find out why leaves fall', undefined],
    ['Maya finds out where rain comes from', 'find out where rain comes from', 'rain'],
    ['Ravi learns where snow comes from', 'learn where snow comes from', 'snow'],
    ['Ines finds out when the moon rises', 'find out when the moon rises', 'moon'],
  ])('%s: the question after the learning verb is what is learned (%s), asking about %s', (idea, phrase, noun) => {
    const goal = understandIdea(idea).goal;
    expect(goal?.phrase).toBe(phrase);
    expect(goal?.object?.noun).toBe(noun);
  });

  it.each([
    ['Leo takes care of his puppy', 'take care of {their} puppy'],
    ['Ada took care of the baby birds', 'take care of the baby birds'],
    ["Sam's hamster is poorly", 'make {their} hamster feel better'],
    ["Lily's rabbit is ill", 'make {their} rabbit feel better'],
    ["Max's dog has a cold", 'make {their} dog feel better'],
    ["Santa's reindeer gets a cold", 'make {their} reindeer feel better'],
  ])("%s: the wish is to %s (the care is no thing; one's own pet unwell is looked after)", (idea, phrase) => {
    const goal = understandIdea(idea).goal;
    expect(goal?.phrase).toBe(phrase);
    expect(goal?.object?.noun).not.toBe('care');
  });

  it.each([
    ['Priya moves to a new flat', 'settle into {their} new flat'],
    ['Moving to a new flat', 'settle into {their} new flat'],
    ["Sam's family moves to a new apartment", 'settle into {their} new apartment'],
    ['Ruby moves house', 'settle into {their} new house'],
  ])('%s: the wish is to %s', (idea, phrase) => {
    expect(understandIdea(idea).goal?.phrase).toBe(phrase);
  });
});
