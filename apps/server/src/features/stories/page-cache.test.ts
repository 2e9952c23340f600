import { describe, expect, it } from 'vitest';
import { coalesced } from './page-cache.js';

/** A read whose answers the test hands out one at a time. */
function controlledReads() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { read, started: () => started, answer: (value: number) => pending.shift()!(value) };
}

describe('coalesced version reads', () => {
  it('shares one read among the callers that come while none is under way', async () => {
    const reads = controlledReads();
    const current = coalesced(reads.read);
    const first = current();
    expect(reads.started()).toBe(1);
    reads.answer(7);
    expect(await first).toBe(7);
  });

  it('never answers a caller with a read that started before it called', async () => {
    const reads = controlledReads();
    const current = coalesced(reads.read);
    const early = current();
    // These come while the first read is under way: it may predate a change they must see.
    const late = [current(), current(), current()];
    expect(reads.started()).toBe(1);
    reads.answer(1);
    expect(await early).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    // One more read for all three of them, started after they called.
    expect(reads.started()).toBe(2);
    reads.answer(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('recovers after a failed read', async () => {
    let calls = 0;
    const current = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return calls;
    });
    const failing = current();
    const after = current();
    await expect(failing).rejects.toThrow('database gone');
    expect(await after).toBe(2);
    expect(await current()).toBe(3);
  });
});
