import { describe, expect, it } from 'vitest';
import { readScene } from './read-scene.js';

const settingOf = (paragraph: string) => readScene(paragraph, { kind: 'girl', name: 'Chloe', fixed: true }).setting;

describe("a drink's ice", () => {
  it('puts no snowy mountain round a lemonade stand', () => {
    expect(settingOf('Grandma and Chloe squeezed lemons into a big jug. They stirred in sugar and lots of ice.')).not.toBe(
      'snowy-mountain',
    );
    expect(settingOf('Chloe added ice to the jug.')).not.toBe('snowy-mountain');
  });
  it('still finds the ice one skates or slides on', () => {
    expect(settingOf('Chloe skated on the ice all day.')).toBe('arctic');
    expect(settingOf('The pond was covered in ice.')).not.toBe('meadow');
  });
});
