/** Local-storage keys of SPEC §3; the values are the ones the app has always used. */
const storageKeys = {
  idToken: 'idToken',
  displayName: 'displayName',
  email: 'email',
  readingStartTime: 'story_reading_start_time',
  stories: 'stories',
  /** Ours, beyond SPEC: the read-aloud voice and speed chosen in this browser. */
  readAloud: 'read_aloud_settings',
} as const;

export type StorageKey = keyof typeof storageKeys;

/**
 * Fired on `window` after this tab changes local storage. The browser's own `storage` event only
 * reaches other tabs, so in-page listeners (the session hook) need this one.
 */
export const STORAGE_CHANGE_EVENT = 'storybook:storage-change';

function notify(): void {
  window.dispatchEvent(new Event(STORAGE_CHANGE_EVENT));
}

// Storage can throw (disabled cookies, private modes, quota): treat it as empty rather than crash.
export function getStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(storageKeys[key]);
  } catch {
    return null;
  }
}

export function setStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(storageKeys[key], value);
  } finally {
    notify();
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(storageKeys[key]);
  } finally {
    notify();
  }
}

/** Clears ALL local storage, not only our keys: SPEC §2 says logout "clears all local storage". */
export function clearStored(): void {
  try {
    window.localStorage.clear();
  } finally {
    notify();
  }
}
