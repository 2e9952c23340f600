import { describe, expect, it } from 'vitest';
import { readScene, type HeroCue } from './read-scene.js';

const ali: HeroCue = { kind: 'boy', name: 'Ali', fixed: true };
const riley: HeroCue = { kind: 'child', name: 'Riley', fixed: true };
const inBedroom = { place: 'bedroom' as const, cast: [] };

describe('one tucked in, hiding under the covers or lying in bed', () => {
  it.each([
    [
      ali,
      "Grandpa tucked Ali the cheerful boy into bed and gave him a kiss good night. Even thinking of the dark made Ali's hands shake.",
    ],
    [
      riley,
      'Grandma tucked Riley the cheerful child into bed and gave them a kiss good night. "Not the monster under the bed today," they whispered.',
    ],
    [ali, 'At bedtime, the big light went off. The room went dark. Ali hid under the covers and called, "Leave the light on!"'],
    [
      riley,
      'In the dark, a shadow moved by the bed. Was it a monster? Riley pulled the covers up to their nose and did not move.',
    ],
    [ali, 'Ali lay in bed and listened to the wind.'],
    [riley, 'Riley snuggled down under the duvet. Grandma switched off the light.'],
  ])('is in bed, not standing on the rug: %#', (hero, paragraph) => {
    const plan = readScene(paragraph, hero, 'Ali is scared of the dark', inBedroom);
    expect(plan.setting).toBe('bedroom');
    expect(plan.characters[0]!.pose, paragraph).toBe('sleep');
  });

  it('is awake with eyes open when hiding or scared, and whoever tucks them in stands by', () => {
    const hiding = readScene(
      'Ali hid under the covers and called, "Leave the light on!" "Can’t you sleep?" asked Grandpa.',
      ali,
      '',
      inBedroom,
    );
    expect(hiding.characters[0]!.expression).not.toBe('sleepy');
    const tucked = readScene('Grandpa tucked Ali into bed and gave him a kiss good night.', ali, '', inBedroom);
    expect(tucked.characters.map((c) => c.kind)).toEqual(['boy', 'grandpa']);
    expect(tucked.characters[1]!.pose).not.toBe('sleep');
  });

  it('leaves one who only makes the bed or sits on it out of it', () => {
    expect(readScene('Ali made his bed and ran downstairs.', ali, '', inBedroom).characters[0]!.pose).not.toBe('sleep');
    expect(readScene('Ali jumped on the bed.', ali, '', inBedroom).characters[0]!.pose).not.toBe('sleep');
  });
});

describe('one the page puts in a hospital bed', () => {
  const sam: HeroCue = { kind: 'boy', name: 'Sam', fixed: true };
  const inHospital = { place: 'hospital' as const, cast: [] };
  it.each([
    ['They went up in a lift, to a ward with big windows. There was Mum, sitting up in bed!', 'mum'],
    ['Then Sam felt shy. Mum looked very small in the big hospital bed.', 'mum'],
    ['Grandma lay in the hospital bed. Sam held her hand.', 'grandma'],
  ] as const)('is in the bed, awake, and the visitor stands by: %s', (paragraph, kind) => {
    const plan = readScene(paragraph, sam, 'Sam visits his mum in hospital', inHospital);
    expect(plan.setting).toBe('hospital');
    const patient = plan.characters.find((c) => c.kind === kind)!;
    expect(patient.pose).toBe('sleep');
    expect(patient.expression).not.toBe('sleepy');
    expect(plan.characters[0]!.pose).not.toBe('sleep');
  });

  it('keeps the visitor’s own feeling beside the one in bed', () => {
    const plan = readScene('Then Sam felt shy. Mum looked very small in the big hospital bed.', sam, '', inHospital);
    expect(plan.characters[0]!.expression).toBe('nervous');
  });
});
