import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './dictionary.js';
import { kindOf } from './kinds.js';
import { SETTINGS } from './settings.js';
import { articleFor, gerundOf, pastOf, pluralOf, possessive, singularOf, withArticleIfOne } from './words.js';

describe('word forms and tables', () => {
  it('inflects with the NLP library, with child-friendly exceptions', () => {
    expect(['snowman', 'human'].map(pluralOf)).toEqual(['snowmen', 'humans']);
    expect(['snail', 'butterfly', 'mouse', 'fish', 'octopus', 'leaf'].map(pluralOf)).toEqual([
      'snails',
      'butterflies',
      'mice',
      'fish',
      'octopuses',
      'leaves',
    ]);
    expect(['halves', 'mice', 'puppies', 'fish'].map(singularOf)).toEqual(['half', 'mouse', 'puppy', 'fish']);
    expect(['slide', 'fly', 'look for', 'beep', 'keep'].map(pastOf)).toEqual(['slid', 'flew', 'looked for', 'beeped', 'kept']);
    expect(['stride', 'slink', 'tread', 'wake'].map(pastOf)).toEqual(['strode', 'slunk', 'trod', 'woke']);
    // A doing of two words is said by its verb: never 'icing skate' or 'scubaed dive'.
    expect(['ice skate', 'roller skate', 'scuba dive'].map(gerundOf)).toEqual(['ice skating', 'roller skating', 'scuba diving']);
    expect(['ice skate', 'roller skate'].map(pastOf)).toEqual(['ice skated', 'roller skated']);
    expect(['owl', 'unicorn', 'hour', 'snail'].map(articleFor)).toEqual(['an', 'a', 'an', 'a']);
    expect(['shell', 'webbed feet', 'whiskers', 'glass'].map(withArticleIfOne)).toEqual([
      'a shell',
      'webbed feet',
      'whiskers',
      'a glass',
    ]);
    expect(possessive('Sofía')).toBe("Sofía's");
    expect(possessive('snails', true)).toBe("snails'");
  });

  it('knows at least 30 settings and kinds by their other words', () => {
    expect(SETTINGS.length).toBeGreaterThanOrEqual(30);
    expect(kindOf('kitty')?.word).toBe('kitten');
    expect(kindOf('Granny')?.word).toBe('grandma');
    expect(kindOf('polar bears')?.word).toBe('polar bear');
  });

  it('tells English words from names and OCR noise', () => {
    expect(isEnglishWord('photosynthesis')).toBe(true);
    expect(isEnglishWord('Evaporation')).toBe(true);
    expect(isEnglishWord('kwame')).toBe(false);
    expect(isEnglishWord('tbe')).toBe(false);
  });
});
