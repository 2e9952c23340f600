import { useId } from 'react';
import { READING_SPEEDS } from './read-aloud-settings';
import type { StoryReader } from './use-story-reader';

const selectClass = 'rounded-full border-2 border-amber-200 bg-white px-3 py-1.5 text-sm font-semibold text-ink';

/**
 * 'Read aloud' with pause, resume and stop, and the voice and speed (remembered per browser).
 * Absent where the browser has no voices.
 */
export function ReadAloudControls({ reader }: { reader: StoryReader }) {
  const voiceId = useId();
  const speedId = useId();
  if (!reader.supported) return null;

  return (
    <div role="group" aria-label="Read aloud" className="flex flex-wrap items-center gap-2">
      {reader.status === 'idle' ? (
        <button type="button" className="btn-secondary" onClick={reader.start}>
          <SpeakerIcon />
          Read aloud
        </button>
      ) : (
        <>
          {reader.status === 'speaking' ? (
            <button type="button" className="btn-secondary" onClick={reader.pause}>
              Pause
            </button>
          ) : (
            <button type="button" className="btn-secondary" onClick={reader.resume}>
              Resume
            </button>
          )}
          <button type="button" className="btn-secondary" onClick={reader.stop}>
            Stop
          </button>
        </>
      )}
      <label htmlFor={voiceId} className="sr-only">
        Voice
      </label>
      <select
        id={voiceId}
        className={`${selectClass} max-w-48`}
        value={reader.voice?.voiceURI ?? ''}
        onChange={(event) => reader.choose({ voiceURI: event.target.value })}
      >
        {reader.voices.map((voice) => (
          <option key={voice.voiceURI} value={voice.voiceURI}>
            {`${voice.name} (${voice.lang})`}
          </option>
        ))}
      </select>
      <label htmlFor={speedId} className="sr-only">
        Speed
      </label>
      <select
        id={speedId}
        className={selectClass}
        value={reader.rate}
        onChange={(event) => reader.choose({ rate: Number(event.target.value) })}
      >
        {READING_SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {`${speed}×`}
          </option>
        ))}
      </select>
    </div>
  );
}

function SpeakerIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9.5h3.5L12 5v14l-4.5-4.5H4z" />
      <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}
