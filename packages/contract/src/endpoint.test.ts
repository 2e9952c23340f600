import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint.js';
import { getStory } from './stories.js';

describe('fillPath', () => {
  it('fills a path parameter', () => {
    expect(fillPath(getStory.path, { id: 'abc123' })).toBe('/user/story/abc123');
  });

  it('encodes parameter values', () => {
    expect(fillPath(getStory.path, { id: 'a/b c?d#e' })).toBe('/user/story/a%2Fb%20c%3Fd%23e');
    expect(fillPath(getStory.path, { id: '../admin' })).toBe('/user/story/..%2Fadmin');
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPath(getStory.path, {})).toThrow(/Missing path parameter "id"/);
    expect(() => fillPath(getStory.path, undefined)).toThrow();
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/user/getStories', undefined)).toBe('/user/getStories');
  });
});
