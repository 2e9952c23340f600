import { useEffect, useState } from 'react';
import { getStored, setStored } from '../../../lib/storage';

/** SPEC §9: an anonymous reader reads free for 600 000 ms (10 minutes), checked every second. */
const FREE_READING_MS = 600_000;
const READING_CHECK_MS = 1000;

/** When this browser's free reading began (SPEC §3 `story_reading_start_time`), stored the first time. */
function readingStart(): number {
  const stored = Number(getStored('readingStartTime'));
  // A start in the future (a clock set back) would stretch the free time: begin again from now.
  if (Number.isFinite(stored) && stored > 0 && stored <= Date.now()) return stored;
  const now = Date.now();
  try {
    setStored('readingStartTime', String(now));
  } catch {
    // Without storage the gate counts from this page's opening.
  }
  return now;
}

/** SPEC §4 reading gate: true once an anonymous reader's free time since the stored start is over. */
export function useReadingTimeUp(signedIn: boolean): boolean {
  const [start] = useState(() => (signedIn ? 0 : readingStart()));
  const [timeUp, setTimeUp] = useState(() => !signedIn && Date.now() - start >= FREE_READING_MS);

  useEffect(() => {
    if (signedIn) return;
    const begin = start || readingStart();
    const timer = setInterval(() => setTimeUp(Date.now() - begin >= FREE_READING_MS), READING_CHECK_MS);
    return () => clearInterval(timer);
  }, [signedIn, start]);

  return !signedIn && timeUp;
}
