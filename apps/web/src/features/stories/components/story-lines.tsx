import type { StoryLine } from '@storybook/contract';
import { useEffect, useRef } from 'react';
import type { ReadingPosition } from '../read-aloud/reading-position';
import { StoryPicture } from './story-picture';

function LineText({ text, reading }: { text: string; reading: ReadingPosition | null }) {
  const markRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const mark = markRef.current;
    if (!mark) return;
    const { top, bottom } = mark.getBoundingClientRect();
    // Follow the voice, but only move the page when the word would leave the screen.
    if (top < 80 || bottom > window.innerHeight - 40) mark.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [reading?.start]);

  if (!reading) return <>{text}</>;
  return (
    <>
      {text.slice(0, reading.start)}
      <mark ref={markRef} data-reading-word="" className="rounded bg-amber-300 px-0.5 text-ink">
        {text.slice(reading.start, reading.end)}
      </mark>
      {text.slice(reading.end)}
    </>
  );
}

/** SPEC §2 story lines: each paragraph with its picture. `reading` marks the word read aloud. */
export function StoryLines({ lines, title, reading }: { lines: StoryLine[]; title: string; reading: ReadingPosition | null }) {
  return (
    <ol aria-label="Story" className="story-lines flex flex-col gap-10">
      {lines.map((entry, index) => {
        const active = reading?.paragraph === index ? reading : null;
        return (
          <li
            key={index}
            className={`story-line grid items-center gap-5 md:grid-cols-2 md:gap-8 ${index % 2 === 1 ? 'md:[&>figure]:order-2' : ''}`}
          >
            {entry.image && (
              <figure className="m-0">
                <StoryPicture src={entry.image} alt={`Picture for paragraph ${index + 1} of ${title}`} priority={index === 0} />
              </figure>
            )}
            <p
              data-paragraph={index}
              className={`text-lg leading-relaxed text-ink sm:text-xl ${active ? 'rounded-2xl bg-amber-50 ring-2 ring-amber-200 md:p-3' : ''} ${entry.image ? '' : 'md:col-span-2'}`}
            >
              <LineText text={entry.line} reading={active} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
