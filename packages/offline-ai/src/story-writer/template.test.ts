import { describe, expect, it } from 'vitest';
import { gatesHold, render } from './template.js';

const slots = (about: string, their: string) => ({
  hero: 'Sam',
  they: their === 'his' ? 'he' : 'she',
  their,
  feelingAbout: about,
  thing: '{their} kite',
  guide: 'Lena',
  gkind: 'teacher',
});

describe('an idea phrase said aloud', () => {
  it('is the hero’s own in the hero’s words', () => {
    for (const [about, their] of [
      ['{their} first day at a new school', 'his'],
      ['{their} big dog', 'her'],
      ['{their} swimming lesson', 'his'],
    ] as const) {
      const own = about.replace('{their}', 'my');
      expect(render('"I’m scared of {feelingAbout}," {hero} whispered.', slots(about, their), {})).toBe(
        `"I’m scared of ${own}," Sam whispered.`,
      );
      expect(render('"Not {feelingAbout} today," {they} whispered.', slots(about, their), {})).toContain(`"Not ${own} today,"`);
      expect(render('"Look at {thing}!" cheered {hero}.', slots(about, their), {})).toBe('"Look at my kite!" cheered Sam.');
    }
  });

  it('is the hero’s in words said to the hero, and stays as told when the words name the hero', () => {
    const told = slots('{their} big dog', 'her');
    expect(render('"You look worried about {feelingAbout}," said the {gkind}.', told, {})).toBe(
      '"You look worried about your big dog," said the teacher.',
    );
    expect(render('"{Hero} loves {thing}," said {guide}.', told, {})).toBe('"Sam loves her kite," said Lena.');
    // Outside the quotation the narrator tells it.
    expect(render('{Hero} was scared of {feelingAbout}.', told, {})).toBe('Sam was scared of her big dog.');
  });
});

describe('a place said twice with "by"', () => {
  it.each([
    [
      '{Hero} waved goodbye to the fox by {sight}.',
      'red toadstools by the path',
      'Pip waved goodbye to the fox by red toadstools near the path.',
    ],
    ['{Hero} sat by {sight}.', 'a bench by the ice', 'Pip sat by a bench near the ice.'],
    ['{Hero} stood by {sight}.', 'the old oak tree', 'Pip stood by the old oak tree.'],
  ])('%s with %s', (template, sight, told) => {
    expect(render(template, { Hero: 'Pip', hero: 'Pip', sight }, {})).toBe(told);
  });
});

describe('a template’s gates', () => {
  // (Read once per template, they still answer to each story's own gates.)
  const template = '[friend] [!night] {Hero} waved to {friend}.';

  it('hold or fail by the gates asked with, however often the template is weighed', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(gatesHold(template, { friend: true })).toEqual([true, '{Hero} waved to {friend}.']);
      expect(gatesHold(template, { friend: true, night: true })).toEqual([false, '[!night] {Hero} waved to {friend}.']);
      expect(gatesHold(template, {})).toEqual([false, template]);
    }
  });

  it('leave a line without gates as it is', () => {
    expect(gatesHold('{Hero} smiled.', {})).toEqual([true, '{Hero} smiled.']);
  });
});

describe('a line says a word once where a slot says it again', () => {
  it('"That was brave for a brave child" is said "for a little child"; "Early one day ... woke up early" once', () => {
    expect(render('"That was brave for {aHero}," said {guide}.', { aHero: 'a brave child', guide: 'Lena' }, {})).toBe(
      '"That was brave for a little child," said Lena.',
    );
    expect(render('{Time}, {hero} woke up early at home.', { time: 'Early one day', hero: 'Sam' }, {})).toBe(
      'Early one day, Sam woke up at home.',
    );
  });
});
