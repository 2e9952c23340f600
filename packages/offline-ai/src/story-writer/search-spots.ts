/**
 * Where a search has looked: a place said to hold no sign of the thing ('Her horn was not in the long grass either')
 * is not where it turns up later ('It had been in the long grass all along!').
 */

/** Moves that look somewhere and do not find. */
export const LOOKING_MOVES: ReadonlySet<string> = new Set(['search', 'wrongGuess', 'clue']);

/** Moves that say where the thing was. */
export const FINDING_MOVES: ReadonlySet<string> = new Set(['find', 'reveal']);

/** Adds the spots a looking line named to `searched`. */
export function noteSearched(line: string, slots: Record<string, string | null>, searched: Set<string>): void {
  for (const spot of [slots.spot, slots.spot2]) if (spot && line.includes(spot)) searched.add(spot);
}

/**
 * The spot a find is told at: this paragraph's, unless the search looked there already, then the next of the place's
 * spots it did not look at (the paragraph's own when every spot was looked at).
 */
export function findingSpot(current: string | null | undefined, spots: readonly string[], searched: ReadonlySet<string>) {
  if (!current || !searched.has(current)) return current ?? null;
  const start = Math.max(0, spots.indexOf(current));
  for (let k = 1; k < spots.length; k += 1) {
    const spot = spots[(start + k) % spots.length]!;
    if (!searched.has(spot)) return spot;
  }
  return current;
}
