import { describe, expect, it } from 'vitest';
import { delayBeforeRetry, retryAfterMs } from './retry.js';

describe('retryAfterMs', () => {
  it('reads retry-after-ms, seconds and HTTP dates', () => {
    expect(retryAfterMs({ 'retry-after-ms': '250' })).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryAfterMs({ 'retry-after': 'Tue, 01 Jan 2030 00:00:05 GMT' }, now)).toBe(5000);
  });

  it('is null when absent or unreadable', () => {
    expect(retryAfterMs(undefined)).toBeNull();
    expect(retryAfterMs({})).toBeNull();
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeNull();
  });
});

describe('delayBeforeRetry', () => {
  const backoff = { baseDelayMs: 1000, maxDelayMs: 20_000 };

  it('doubles per retry, jittered between half and all of it', () => {
    expect(delayBeforeRetry(0, null, backoff, () => 0)).toBe(500);
    expect(delayBeforeRetry(0, null, backoff, () => 1)).toBe(1000);
    expect(delayBeforeRetry(2, null, backoff, () => 1)).toBe(4000);
  });

  it('waits at least Retry-After, but never longer than the cap', () => {
    expect(delayBeforeRetry(0, 7000, backoff, () => 0)).toBe(7000);
    expect(delayBeforeRetry(0, 120_000, backoff, () => 0)).toBe(20_000);
    expect(delayBeforeRetry(10, null, backoff, () => 1)).toBe(20_000);
  });
});
