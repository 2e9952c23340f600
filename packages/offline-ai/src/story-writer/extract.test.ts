import { describe, expect, it } from 'vitest';
import { analyseIdea, stripPreamble } from './extract.js';

const hero = (idea: string) => analyseIdea(idea).hero;

describe('reading an idea: characters', () => {
  it('finds names written plainly, after "named"/"called", before "the <kind>" and after "my daughter"', () => {
    expect(hero('Mia travels to Egypt to learn about mummies')).toMatchObject({ name: 'Mia', pronoun: 'she' });
    expect(hero('a puppy called Biscuit who wants to see the sea')).toMatchObject({ name: 'Biscuit', kind: { word: 'puppy' } });
    expect(hero('A boy named Leo builds a rocket to visit the moon')).toMatchObject({
      name: 'Leo',
      kind: { word: 'boy' },
      pronoun: 'he',
    });
    expect(hero('Sam the dinosaur learns about volcanoes')).toMatchObject({ name: 'Sam', kind: { word: 'dinosaur' } });
    expect(hero('my daughter Ava is nervous about her first day at school')).toMatchObject({
      name: 'Ava',
      kind: { word: 'girl' },
      pronoun: 'she',
    });
    expect(hero('a kitten named pickles gets lost')).toMatchObject({ name: 'Pickles', kind: { word: 'kitten' } });
  });

  it('knows names from the lists and unknown capitalised names before a verb', () => {
    expect(hero('mia visits the zoo')).toMatchObject({ name: 'Mia' });
    expect(hero('Zuzu goes to the beach')).toMatchObject({ name: 'Zuzu' });
  });

  it('takes the pronoun the idea uses for a name the lists do not know', () => {
    expect(hero('a puppy called Biscuit who wants to find his ball')).toMatchObject({ name: 'Biscuit', pronoun: 'he' });
  });

  it('does not take places, landmarks or relatives for the hero', () => {
    expect(hero('a trip to Paris to see the Eiffel Tower')).toBeNull();
    expect(hero('Oliver explores the Amazon rainforest with his dad')).toMatchObject({ name: 'Oliver' });
  });

  it('brings relatives, named friends and pets along as companions', () => {
    expect(analyseIdea('Zara and her grandma bake bread in Paris').companions[0]).toMatchObject({
      name: 'Grandma',
      relative: true,
    });
    expect(analyseIdea('Oliver explores the Amazon rainforest with his dad').companions[0]).toMatchObject({ name: 'Dad' });
    expect(analyseIdea('Zuzu goes to the beach with her friend Kai').companions[0]).toMatchObject({ name: 'Kai' });
    expect(analyseIdea('a girl and her dog Rex go camping').companions[0]).toMatchObject({ name: 'Rex', kind: { word: 'dog' } });
    expect(analyseIdea('Ruby and her little sister go to the zoo')).toMatchObject({
      hero: { name: 'Ruby' },
      companions: [{ relation: 'sister', pronoun: 'she' }],
    });
    expect(analyseIdea('the twins visit Antarctica to see penguins').companions[0]).toMatchObject({ relation: 'twin' });
  });

  it('leaves the hero to the plan when the idea names only a kind, and the sought animal out of the cast', () => {
    expect(hero('a little dragon who is afraid of the dark')).toMatchObject({ name: null, kind: { word: 'dragon' } });
    const friends = analyseIdea('two friends find a lost kitten in the park');
    expect(friends.hero).toMatchObject({ name: null });
    expect(friends.companions).toHaveLength(1);
    expect(friends.things).toContain('kitten');
  });
});

describe('reading an idea: places, goal, topics and themes', () => {
  it('finds named places with their setting, and setting words as the idea writes them', () => {
    expect(analyseIdea('Mia travels to Egypt to learn about mummies').place).toMatchObject({
      name: 'Egypt',
      setting: { id: 'desert' },
    });
    expect(analyseIdea('a puppy called Biscuit who wants to see the sea').place).toMatchObject({ name: 'the sea', prep: 'by' });
    expect(analyseIdea('Oliver explores the Amazon rainforest').place).toMatchObject({
      name: 'the Amazon rainforest',
      setting: { id: 'jungle' },
    });
    expect(analyseIdea('a trip to Lisbon').place).toMatchObject({ name: 'Lisbon', setting: { id: 'city' } });
    expect(analyseIdea('A boy named Leo builds a rocket to visit the moon').place).toMatchObject({
      name: 'the moon',
      prep: 'on',
    });
  });

  it('places a story where its topic lives when the idea names no place', () => {
    expect(analyseIdea('Sam the dinosaur learns about volcanoes').place).toMatchObject({
      setting: { id: 'mountain' },
      fromIdea: false,
    });
    expect(analyseIdea('a story about whales').place.setting.id).toBe('sea');
  });

  it('reads the goal as a phrase that follows "wanted to"', () => {
    expect(analyseIdea('Mia travels to Egypt to learn about mummies').goal).toBe('learn about mummies');
    expect(analyseIdea('a shy turtle who learns to swim').goal).toBe('learn to swim');
    expect(analyseIdea('two friends find a lost kitten in the park').goal).toBe('find a lost kitten in the park');
    expect(analyseIdea('Oliver explores the Amazon rainforest with his dad').goal).toBe('explore the Amazon rainforest');
    expect(analyseIdea('a little dragon who is afraid of the dark')).toMatchObject({
      goal: 'feel brave in the dark',
      feeling: 'afraid',
    });
    expect(analyseIdea('my son is nervous about his first day at school').goal).toBe(
      'feel brave about {their} first day at school',
    );
  });

  it('knows the topics and themes', () => {
    const mia = analyseIdea('Mia travels to Egypt to learn about mummies');
    expect(mia.topics[0]).toBe('mummy');
    expect(mia.topicWords[0]).toBe('mummies');
    expect(mia.themes.map((t) => t.id)).toEqual(expect.arrayContaining(['learning', 'travel']));
    expect(analyseIdea('A boy named Leo builds a rocket to visit the moon').themes[0]!.id).toBe('space');
    expect(analyseIdea('a quiet day').themes[0]!.id).toBe('adventure');
  });

  it('tells a trip from a story that starts where it happens', () => {
    expect(analyseIdea('a puppy called Biscuit who wants to see the sea').journey).toBe(true);
    expect(analyseIdea('two friends find a lost kitten in the park').journey).toBe(false);
    expect(analyseIdea('a little dragon who is afraid of the dark').journey).toBe(false);
    // A whale lives in the sea: its story starts there.
    expect(analyseIdea('a lonely whale looking for a friend')).toMatchObject({
      place: { setting: { id: 'sea' } },
      journey: false,
    });
  });

  it('drops "write a story about" and "once upon a time"', () => {
    expect(stripPreamble('Write me a short bedtime story about a brave knight')).toBe('a brave knight');
    expect(stripPreamble('Once upon a time there was a fox')).toBe('a fox');
    expect(stripPreamble('A story where Mia flies')).toBe('Mia flies');
  });
});
