import { signUp } from './auth.js';
import { saveStoryByApi } from './seed-api.js';
import { PARAGRAPHS } from './sample-stories.js';
import { expect, test } from './reader-fixtures.js';

// Read aloud (beyond SPEC), driven by a stand-in for the browser's speech synthesis that the test
// installs in the page: it records what is spoken and fires the events a real voice would.

declare global {
  interface Window {
    speech: {
      spoken: { text: string; voice: string | null; rate: number }[];
      calls: string[];
      boundary(charIndex: number, charLength: number): void;
      end(): void;
    };
  }
}

function installSpeechStandIn() {
  type Handler = ((event: Record<string, unknown>) => void) | null;
  class Utterance {
    voice: SpeechSynthesisVoice | null = null;
    lang = '';
    rate = 1;
    onstart: Handler = null;
    onend: Handler = null;
    onboundary: Handler = null;
    onerror: Handler = null;
    constructor(readonly text: string) {}
  }
  const voices = [
    { name: 'Stand-in Ava', lang: 'en-US', voiceURI: 'standin-ava', default: true, localService: true },
    { name: 'Stand-in Oliver', lang: 'en-GB', voiceURI: 'standin-oliver', default: false, localService: true },
  ];
  let current: Utterance | null = null;
  const spoken: Window['speech']['spoken'] = [];
  const calls: string[] = [];
  const synthesis = {
    getVoices: () => voices,
    speak(utterance: Utterance) {
      spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? null, rate: utterance.rate });
      current = utterance;
      setTimeout(() => utterance.onstart?.({}), 0);
    },
    cancel() {
      calls.push('cancel');
      const stopped = current;
      current = null;
      stopped?.onerror?.({ error: 'interrupted' });
    },
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  window.speech = {
    spoken,
    calls,
    boundary: (charIndex, charLength) => current?.onboundary?.({ name: 'word', charIndex, charLength }),
    end: () => {
      const done = current;
      current = null;
      done?.onend?.({});
    },
  };
}

test('read aloud: paragraph by paragraph, the word being read highlighted and scrolled to; pause, resume, stop; choices kept', async ({
  page,
  browser,
  baseURL,
}) => {
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  const writer = await signUp(authorPage, baseURL!);
  const id = await saveStoryByApi(authorPage.request, baseURL!, writer, { title: 'A Story To Hear', pictures: [] });
  await author.close();

  await page.addInitScript(installSpeechStandIn);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/story/${id}`);
  const controls = page.getByRole('group', { name: 'Read aloud' });
  await page.getByLabel('Speed').selectOption('1.25');
  await page.getByLabel('Voice').selectOption('standin-oliver');

  await controls.getByRole('button', { name: 'Read aloud' }).click();
  const highlighted = page.locator('mark[data-reading-word]');
  await expect(highlighted).toHaveText('Maya');
  const spoken = () => page.evaluate(() => window.speech.spoken);
  expect(await spoken()).toEqual([{ text: PARAGRAPHS[0], voice: 'Stand-in Oliver', rate: 1.25 }]);

  const word = 'Cairo';
  await page.evaluate(([index, length]) => window.speech.boundary(index!, length!), [PARAGRAPHS[0]!.indexOf(word), word.length]);
  await expect(highlighted).toHaveText(word);

  await controls.getByRole('button', { name: 'Pause' }).click();
  await controls.getByRole('button', { name: 'Resume' }).click();
  expect(await page.evaluate(() => window.speech.calls)).toEqual(expect.arrayContaining(['pause', 'resume']));

  // On to the last paragraph: it is scrolled into view with its word marked.
  for (let index = 1; index < PARAGRAPHS.length; index += 1) await page.evaluate(() => window.speech.end());
  expect((await spoken()).map((entry) => entry.text)).toEqual(PARAGRAPHS);
  const last = 'Nile';
  await page.evaluate(([index, length]) => window.speech.boundary(index!, length!), [PARAGRAPHS[5]!.indexOf(last), last.length]);
  await expect(highlighted).toHaveText(last);
  await expect(highlighted).toBeInViewport();

  await controls.getByRole('button', { name: 'Stop' }).click();
  await expect(highlighted).toHaveCount(0);
  await expect(controls.getByRole('button', { name: 'Read aloud' })).toBeVisible();

  // The voice and speed are remembered in this browser.
  await page.reload();
  await expect(page.getByLabel('Voice')).toHaveValue('standin-oliver');
  await expect(page.getByLabel('Speed')).toHaveValue('1.25');
});

test('read aloud is absent where the browser has no voices', async ({ page, browser, baseURL }) => {
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  const writer = await signUp(authorPage, baseURL!);
  const id = await saveStoryByApi(authorPage.request, baseURL!, writer, { title: 'A Quiet Story', pictures: [] });
  await author.close();

  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', {
      value: { getVoices: () => [], addEventListener() {}, removeEventListener() {}, cancel() {} },
      configurable: true,
    });
  });
  await page.goto(`/story/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A Quiet Story' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);
});
