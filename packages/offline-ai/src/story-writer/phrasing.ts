/**
 * How a paragraph is put together: a beat has several shapes (orders of parts); a part is a list of
 * alternative sentence templates. The composer picks a shape and one usable template per part by
 * seed. Banks live in phrasing-*.ts, one file per stretch of the story.
 */

/** Alternatives for one sentence (or two short ones). */
export type Part = readonly string[];
/** One way to build a paragraph. */
export type Shape = readonly Part[];

export type Beat = 'opening' | 'goal' | 'helper' | 'explore' | 'obstacle' | 'turn' | 'resolution' | 'closing';

/** Beats in story order; 'explore' is only used for stories longer than seven paragraphs. */
export const BEATS: readonly Beat[] = ['opening', 'goal', 'helper', 'obstacle', 'turn', 'resolution', 'closing'];

/** Time-of-day openers per beat, so each paragraph (and picture) says when it happens. */
export const TIMES = {
  dawn: [
    'One sunny morning',
    'Early one spring morning',
    'One bright Saturday morning',
    'One warm summer morning',
    'On a crisp autumn morning',
    'Early one golden morning',
  ],
  morning: ['After breakfast', 'Soon after sunrise', 'Before long', 'That same morning', 'Right after breakfast'],
  noon: ['At noon', 'Around lunchtime', 'By the middle of the day', 'Later that morning', 'When the sun was high'],
  afternoon: ['In the afternoon', 'After lunch', 'Later that afternoon', 'As the afternoon went on', 'Soon after lunch'],
  late: [
    'Just before teatime',
    'As the shadows grew long',
    'Late in the afternoon',
    'A little later',
    'When the sky turned gold',
  ],
  evening: ['That evening', 'By suppertime', 'At the end of the day', 'Later that evening', 'When the day was nearly done'],
} as const;
