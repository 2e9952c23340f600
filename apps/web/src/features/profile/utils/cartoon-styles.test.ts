import { CARTOON_STYLES } from '@storybook/contract';
import { describe, expect, it } from 'vitest';
import { cartoonStyleName } from './cartoon-styles';

describe('cartoonStyleName', () => {
  it("uses the contract's names for its styles", () => {
    for (const style of CARTOON_STYLES) expect(cartoonStyleName(style.id)).toBe(style.name);
  });

  it('spells out an unknown style id', () => {
    expect(cartoonStyleName('comic-book')).toBe('Comic Book');
    expect(cartoonStyleName('oil_paint')).toBe('Oil Paint');
  });
});
