import { describe, expect, it } from 'vitest';
import { readProfileNavigationState, returnPathAfterAddingChild } from './navigation-state';

describe('profile navigation state', () => {
  it('reads the known fields and drops wrong ones', () => {
    expect(readProfileNavigationState({ scrollTo: 'cartoonify-intro', openChildForm: true, returnTo: '/create' })).toEqual({
      scrollTo: 'cartoonify-intro',
      openChildForm: true,
      returnTo: '/create',
    });
    expect(readProfileNavigationState({ scrollTo: 7, openChildForm: 'yes' })).toEqual({});
    expect(readProfileNavigationState(null)).toEqual({});
  });

  it('returns to the given route, defaulting to /create in a story flow', () => {
    expect(returnPathAfterAddingChild({ returnTo: '/create-options' })).toBe('/create-options');
    expect(returnPathAfterAddingChild({ returnTo: '' })).toBe('/create');
    expect(returnPathAfterAddingChild({ openChildForm: true })).toBe('/create');
    expect(returnPathAfterAddingChild({})).toBeNull();
    expect(returnPathAfterAddingChild({ scrollTo: 'children' })).toBeNull();
  });

  it('never returns to another site', () => {
    expect(returnPathAfterAddingChild({ returnTo: 'https://evil.example/' })).toBe('/create');
    expect(returnPathAfterAddingChild({ returnTo: '//evil.example/' })).toBe('/create');
  });
});
