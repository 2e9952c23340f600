import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_CHANGE_EVENT, clearStored, getStored, removeStored, setStored } from './storage';

const onChange = vi.fn();

afterEach(() => {
  window.removeEventListener(STORAGE_CHANGE_EVENT, onChange);
  onChange.mockReset();
});

describe('storage helpers', () => {
  it('use SPEC §3 key names', () => {
    setStored('idToken', 't');
    setStored('displayName', 'Ada');
    setStored('email', 'ada@example.com');
    setStored('readingStartTime', '1700000000000');
    setStored('stories', '[]');
    expect(Object.fromEntries(Object.entries(window.localStorage))).toEqual({
      idToken: 't',
      displayName: 'Ada',
      email: 'ada@example.com',
      story_reading_start_time: '1700000000000',
      stories: '[]',
    });
    expect(getStored('readingStartTime')).toBe('1700000000000');
  });

  it('tell in-page listeners about every change', () => {
    window.addEventListener(STORAGE_CHANGE_EVENT, onChange);
    setStored('email', 'a@b.c');
    removeStored('email');
    clearStored();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(getStored('email')).toBeNull();
  });

  it('clearStored removes everything, not only our keys (SPEC: logout clears all local storage)', () => {
    window.localStorage.setItem('left-by-someone-else', 'x');
    setStored('idToken', 't');
    clearStored();
    expect(window.localStorage.length).toBe(0);
  });
});
