import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadingPosition } from './reading-position';

export type ReadAloudStatus = 'idle' | 'speaking' | 'paused';

/** Where the word starting at `start` ends: browsers that give no charLength leave it to us. */
function wordEnd(text: string, start: number): number {
  const match = /[\s]/.exec(text.slice(start));
  return match ? start + match.index : text.length;
}

interface Reading {
  /** Read when each paragraph starts, so a voice or speed chosen mid-story applies from the next one. */
  settings: () => { paragraphs: string[]; voice: SpeechSynthesisVoice | null; rate: number };
  /** False once this reading was stopped or replaced: its late events are ignored. */
  current: () => boolean;
  onWord: (position: ReadingPosition) => void;
  onDone: () => void;
}

/** Speaks paragraph `index` (blank ones skipped), then the next, until the last one ends. */
function speakFrom(index: number, reading: Reading): void {
  const { paragraphs, voice, rate } = reading.settings();
  while (index < paragraphs.length && !paragraphs[index]!.trim()) index += 1;
  const text = paragraphs[index];
  if (text === undefined) {
    reading.onDone();
    return;
  }
  const utterance = new SpeechSynthesisUtterance(text);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  utterance.rate = rate;
  utterance.onstart = () => {
    if (reading.current()) reading.onWord({ paragraph: index, start: 0, end: wordEnd(text, 0) });
  };
  utterance.onboundary = (event) => {
    if (!reading.current() || (event.name && event.name !== 'word')) return;
    const start = event.charIndex;
    const end = event.charLength ? start + event.charLength : wordEnd(text, start);
    reading.onWord({ paragraph: index, start, end });
  };
  utterance.onend = () => {
    if (reading.current()) speakFrom(index + 1, reading);
  };
  utterance.onerror = (event) => {
    // 'interrupted' and 'canceled' are our own Stop; anything else ends the reading.
    if (reading.current() && event.error !== 'interrupted' && event.error !== 'canceled') reading.onDone();
  };
  window.speechSynthesis.speak(utterance);
}

interface Options {
  paragraphs: string[];
  voice: SpeechSynthesisVoice | null;
  rate: number;
}

/**
 * Reads `paragraphs` with the browser's own speech synthesis, one utterance per paragraph (long
 * utterances stall in some browsers), and reports the word being read from the boundary events.
 */
export function useReadAloud({ paragraphs, voice, rate }: Options) {
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [position, setPosition] = useState<ReadingPosition | null>(null);
  // Each start gets a number; events of an utterance from an earlier run (after Stop) are ignored.
  const run = useRef(0);
  const latest = useRef({ paragraphs, voice, rate });
  useEffect(() => {
    latest.current = { paragraphs, voice, rate };
  });

  const finish = useCallback(() => {
    run.current += 1;
    setStatus('idle');
    setPosition(null);
  }, []);

  const start = useCallback(() => {
    window.speechSynthesis.cancel();
    run.current += 1;
    const thisRun = run.current;
    setStatus('speaking');
    speakFrom(0, {
      settings: () => latest.current,
      current: () => run.current === thisRun,
      onWord: setPosition,
      onDone: finish,
    });
  }, [finish]);

  const pause = useCallback(() => {
    window.speechSynthesis.pause();
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    window.speechSynthesis.resume();
    setStatus('speaking');
  }, []);

  const stop = useCallback(() => {
    finish();
    window.speechSynthesis.cancel();
  }, [finish]);

  // Leaving the page stops the voice.
  useEffect(
    () => () => {
      run.current += 1;
      if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    },
    [],
  );

  return { status, position, start, pause, resume, stop };
}
