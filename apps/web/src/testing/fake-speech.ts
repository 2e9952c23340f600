import { vi } from 'vitest';

/** A voice as the browser lists it. */
export function fakeVoice(name: string, lang = 'en-US', isDefault = false): SpeechSynthesisVoice {
  return { name, lang, voiceURI: `test:${name}`, default: isDefault, localService: true };
}

type Handler = ((event: Partial<SpeechSynthesisEvent> & Record<string, unknown>) => void) | null;

class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  onstart: Handler = null;
  onend: Handler = null;
  onboundary: Handler = null;
  onerror: Handler = null;
  constructor(readonly text: string) {}
}

/**
 * A stand-in for the browser's speech synthesis (the edge we do not own): it records what is spoken
 * and lets a test fire the events a real voice would: start, word boundaries, end.
 */
export function installFakeSpeech(
  voices: SpeechSynthesisVoice[] = [fakeVoice('Ava', 'en-US', true), fakeVoice('Oliver', 'en-GB')],
) {
  const spoken: FakeUtterance[] = [];
  let speaking: FakeUtterance | null = null;
  const listeners = new Set<() => void>();
  const synth = {
    getVoices: () => voices,
    speak: vi.fn((utterance: FakeUtterance) => {
      spoken.push(utterance);
      speaking = utterance;
      queueMicrotask(() => utterance.onstart?.({}));
    }),
    cancel: vi.fn(() => {
      const interrupted = speaking;
      speaking = null;
      interrupted?.onerror?.({ error: 'interrupted' });
    }),
    pause: vi.fn(),
    resume: vi.fn(),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);

  return {
    synth,
    spoken,
    /** The utterance being spoken now. */
    current: () => speaking,
    /** A word boundary at `charIndex` in the current utterance. */
    boundary(charIndex: number, charLength?: number) {
      speaking?.onboundary?.({ name: 'word', charIndex, ...(charLength !== undefined && { charLength }) });
    },
    /** The current utterance finishes. */
    end() {
      const done = speaking;
      speaking = null;
      done?.onend?.({});
    },
    /** Voices that arrive late, as Chrome's do. */
    setVoices(next: SpeechSynthesisVoice[]) {
      voices = next;
      for (const listener of listeners) listener();
    },
  };
}
