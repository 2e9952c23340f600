import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVoice, installFakeSpeech } from '../../../testing/fake-speech';
import { renderApp } from '../../../testing/render-app';
import { buildStoryDetail } from '../../../testing/stories';
import { storyServer } from '../testing/story-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LINES = ['Maya packed her bag for Egypt.', 'Grandpa showed her the great pyramid.', '', 'They sailed home along the Nile.'];

async function openStory() {
  const story = buildStoryDetail({ storyList: LINES.map((line) => ({ line, image: null })) });
  storyServer(story);
  renderApp(`/story/${story._id}`);
  await screen.findByRole('heading', { level: 1, name: story.title });
  return story;
}

const reading = () => document.querySelector('mark[data-reading-word]');

describe('Read aloud (beyond SPEC)', () => {
  it('reads paragraph by paragraph, highlighting each word from the boundary events, with pause, resume and stop', async () => {
    const speech = installFakeSpeech();
    const user = userEvent.setup();
    await openStory();
    const controls = screen.getByRole('group', { name: 'Read aloud' });

    await user.click(within(controls).getByRole('button', { name: 'Read aloud' }));
    expect(speech.spoken.map((utterance) => utterance.text)).toEqual([LINES[0]]);
    expect(speech.spoken[0]!.voice?.name).toBe('Ava');
    await waitFor(() => expect(reading()?.textContent).toBe('Maya'));

    act(() => speech.boundary(LINES[0]!.indexOf('Egypt'), 5));
    expect(reading()?.textContent).toBe('Egypt');
    expect(reading()?.closest('p')?.textContent).toBe(LINES[0]);
    // A browser that gives no charLength: the word ends at the next space.
    act(() => speech.boundary(LINES[0]!.indexOf('her')));
    expect(reading()?.textContent).toBe('her');

    await user.click(within(controls).getByRole('button', { name: 'Pause' }));
    expect(speech.synth.pause).toHaveBeenCalledTimes(1);
    await user.click(within(controls).getByRole('button', { name: 'Resume' }));
    expect(speech.synth.resume).toHaveBeenCalledTimes(1);

    // The next paragraph follows; the blank one is skipped.
    act(() => speech.end());
    act(() => speech.end());
    expect(speech.spoken.map((utterance) => utterance.text)).toEqual([LINES[0], LINES[1], LINES[3]]);
    act(() => speech.boundary(LINES[3]!.indexOf('Nile'), 4));
    expect(reading()?.textContent).toBe('Nile');

    await user.click(within(controls).getByRole('button', { name: 'Stop' }));
    expect(speech.synth.cancel).toHaveBeenCalled();
    expect(reading()).toBeNull();
    expect(within(controls).getByRole('button', { name: 'Read aloud' })).toBeTruthy();
    expect(speech.spoken).toHaveLength(3);
  });

  it('ends by itself after the last paragraph', async () => {
    const speech = installFakeSpeech();
    const user = userEvent.setup();
    await openStory();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    act(() => speech.end());
    act(() => speech.end());
    act(() => speech.end());
    expect(reading()).toBeNull();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });

  it('remembers the voice and speed chosen in this browser', async () => {
    const speech = installFakeSpeech();
    const user = userEvent.setup();
    await openStory();
    await user.selectOptions(screen.getByLabelText('Voice'), 'Oliver (en-GB)');
    await user.selectOptions(screen.getByLabelText('Speed'), '1.25×');
    expect(JSON.parse(window.localStorage.getItem('read_aloud_settings')!)).toEqual({ voiceURI: 'test:Oliver', rate: 1.25 });

    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(speech.spoken[0]!.voice?.name).toBe('Oliver');
    expect(speech.spoken[0]!.rate).toBe(1.25);
  });

  it('uses the remembered voice on the next visit', async () => {
    window.localStorage.setItem('read_aloud_settings', JSON.stringify({ voiceURI: 'test:Oliver', rate: 0.75 }));
    installFakeSpeech();
    await openStory();
    expect((screen.getByLabelText('Voice') as HTMLSelectElement).value).toBe('test:Oliver');
    expect((screen.getByLabelText('Speed') as HTMLSelectElement).value).toBe('0.75');
  });

  it('is absent where the browser has no voices, and appears when voices arrive late', async () => {
    const speech = installFakeSpeech([]);
    await openStory();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    act(() => speech.setVoices([fakeVoice('Late Voice', 'en-US', true)]));
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });

  it('is absent where the browser has no speech synthesis at all', async () => {
    await openStory();
    expect(screen.queryByRole('group', { name: 'Read aloud' })).toBeNull();
  });
});
