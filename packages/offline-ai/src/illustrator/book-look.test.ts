import { describe, expect, it } from 'vitest';
import { decodeBookLook, encodeBookLook, type BookLook } from './book-look.js';
import { NO_MOODS } from './looks.js';

const look: BookLook = {
  style: 'disney',
  variant: 2,
  side: 'R',
  hero: 'princess',
  tone: 'md',
  shirt: '#e63946',
  accent: '#8e44ad',
  moods: { ...NO_MOODS, magic: true, pastel: true },
};

describe('style token', () => {
  it('is compact text that decodes to the same look', () => {
    const token = encodeBookLook(look);
    expect(token).toBe('sb1.disney.2.R.princess.md.e63946.8e44ad.pm');
    expect(decodeBookLook(token)).toEqual(look);
    const plain = { ...look, accent: null, moods: NO_MOODS, hero: 'avatar', tone: 'y' };
    expect(decodeBookLook(encodeBookLook(plain))).toEqual(plain);
  });

  it.each([
    null,
    '',
    'style-ref-123',
    'sb2.disney.2.R.princess.md.e63946.8e44ad.pm',
    'sb1.cubism.2.R.princess.md.e63946.8e44ad.pm',
    'sb1.disney.9.R.princess.md.e63946.8e44ad.pm',
    'sb1.disney.2.X.princess.md.e63946.8e44ad.pm',
    'sb1.disney.2.R.wizard.md.e63946.8e44ad.pm',
    'sb1.disney.2.R.princess.zz.e63946.8e44ad.pm',
    'sb1.disney.2.R.princess.md.red.8e44ad.pm',
    'sb1.disney.2.R.princess.md.e63946.8e44ad.xyz',
    'sb1.disney.2.R.princess.md.e63946.8e44ad.pm.extra',
  ])('refuses %j', (token) => {
    expect(decodeBookLook(token)).toBeNull();
  });
});
